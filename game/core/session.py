"""A game in progress as people play it: the game, its action log, undo and saves.

Undo goes back one action at a time, but never past an *information checkpoint*: an action
whose events revealed something (a roll, a draw, a shuffle, a reveal). Undo restores the state
at the last checkpoint and replays the log from there, so the same seed and actions give the
same game. A save is the seed, the options and the action log; loading replays it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .actions import Action, Event
from .errors import IllegalAction, OptionError, SaveError
from .saves import read_json, write_json_atomic

SAVE_FORMAT = "dice-and-deck-save"
SAVE_VERSION = 1


@dataclass
class Entry:
    """One applied action: who chose it and what it caused (for the log panel)."""

    player: int | None
    action: Action
    events: list[Event]


class GameSession:
    def __init__(
        self,
        name: str,
        players: int | None = None,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        meta: dict[str, Any] | None = None,
        rng: Any = None,
    ) -> None:
        import game as registry  # the registry imports every game; import late to avoid a cycle

        self.name = name
        self.options = dict(options or {})
        self.seed = registry.new_seed() if seed is None else seed
        self.game = registry.new_game(name, players=players, seed=self.seed, rng=rng, **self.options)
        self.players = players if players is not None else type(self.game).DEFAULT_PLAYERS
        self.meta: dict[str, Any] = dict(meta or {})
        self.history: list[Entry] = []
        self.checkpoint = 0
        self._checkpoint_state = self.game.clone()
        self.opening = self._opening_events()
        self.autosave_path: Path | None = None
        self.autosave_error: str | None = None

    def _opening_events(self) -> list[Event]:
        """What happened while the game was set up (a game may keep these as ``opening_events``)."""
        out: list[Event] = []
        for raw in getattr(self.game, "opening_events", None) or []:
            try:
                out.append(raw if isinstance(raw, Event) else Event.from_dict(raw, game=self.name))
            except SaveError:
                continue
        return out

    # -- playing -------------------------------------------------------------------------------
    @property
    def actions(self) -> list[Action]:
        return [e.action for e in self.history]

    def apply(self, action: Action) -> list[Event]:
        player = self.game.to_move
        events = self.game.apply(action)
        self.history.append(Entry(player, action, events))
        if self.game.is_over or any(type(e).reveals for e in events):
            self.checkpoint = len(self.history)
            self._checkpoint_state = self.game.clone()
        self.autosave()
        return events

    @property
    def can_undo(self) -> bool:
        return len(self.history) > self.checkpoint

    def undo(self, steps: int = 1) -> int:
        """Take back up to ``steps`` actions, never past the last checkpoint; return how many."""
        n = min(steps, len(self.history) - self.checkpoint)
        if n <= 0:
            return 0
        keep = self.history[: len(self.history) - n]
        self.game = self._checkpoint_state.clone()
        replay = keep[self.checkpoint :]
        self.history = keep[: self.checkpoint]
        for entry in replay:
            self.history.append(Entry(self.game.to_move, entry.action, self.game.apply(entry.action)))
        self.autosave()
        return n

    def undo_while(self, condition: Any) -> int:
        """Undo at least one action, then keep going while ``condition(session)`` holds."""
        total = self.undo()
        while total and self.can_undo and condition(self):
            total += self.undo()
        return total

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.name,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "actions": [a.to_dict() for a in self.actions],
            "turn": self.game.observation(None).get("turn"),
            "over": self.game.is_over,
            "meta": self.meta,
        }

    def save(self, path: str | os.PathLike[str]) -> Path:
        return write_json_atomic(path, self.to_dict())

    def autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            self.save(self.autosave_path)
            self.autosave_error = None
        except OSError as exc:  # a full disk must not end the game; the GUI shows the message
            self.autosave_error = str(exc)

    @classmethod
    def from_dict(cls, d: Any) -> GameSession:
        from .actions import Action as _Action

        if not isinstance(d, dict) or d.get("format") != SAVE_FORMAT:
            raise SaveError("not a Dice & Deck save file")
        if d.get("version") != SAVE_VERSION:
            raise SaveError(f"save version {d.get('version')!r} is not supported (expected {SAVE_VERSION})")
        for key, kind in (("game", str), ("seed", int), ("options", dict), ("actions", list)):
            if not isinstance(d.get(key), kind):
                raise SaveError(f"save file field {key!r} is missing or of the wrong type")
        try:
            session = cls(d["game"], players=d.get("players"), seed=d["seed"], options=d["options"], meta=d.get("meta") or {})
        except OptionError as exc:
            raise SaveError(f"save file has bad settings: {exc}") from None
        for i, raw in enumerate(d["actions"]):
            action = _Action.from_dict(raw, game=d["game"])
            try:
                session.apply(action)
            except IllegalAction:
                raise SaveError(f"save file does not replay: action {i + 1} ({raw.get('kind')}) is not legal") from None
        return session

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameSession:
        data = read_json(path, what="save file")
        try:
            return cls.from_dict(data)
        except SaveError as exc:
            raise SaveError(f"{Path(path).name}: {exc}") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(f"{Path(path).name}: save file was edited or is damaged ({exc})") from None
