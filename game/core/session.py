"""A game in progress as people play it: the game, its action log, undo and saves.

Undo goes back one action at a time, but never past an *information checkpoint*: an action
whose events revealed something (a roll, a draw, a shuffle, a reveal). Undo restores the state
at the last checkpoint and replays the log from there, so the same seed and actions give the
same game. A save is the seed, the options and the action log; loading replays it and checks
it against the number of moves and the digest of the final state the save recorded, so a cut
or edited log is reported instead of played as another game. Autosaves are written by a
background thread (``saves.writers``), so a move never waits for the disk.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .actions import Action, Event
from .errors import IllegalAction, OptionError, SaveError
from .files import Fields, FileProblem, Limits, check_text, parse_json
from .positions import Position
from .saves import Write, backup_path, json_bytes, read_limited, write_json_atomic, writers

SAVE_FORMAT = "dice-and-deck-save"
# 2: the number of moves and digests of the final state and of the record; 3: the state digest is
# of what was played (every event, in order), not of the engine's own layout, so a save outlives a
# change of how an engine keeps its state as long as the game plays the same
SAVE_VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
MAX_MOVES = 10_000  # real games stay under 1,000 moves


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
        self.autosave_path: Path | None = None  # written after every move, off this thread
        self.autosave_error: str | None = None
        self.history_dir: Path | None = None  # where the save goes once the game is over

    @classmethod
    def at(cls, position: Position, meta: dict[str, Any] | None = None) -> GameSession:
        """A session that has played ``position``'s moves (its history is theirs: the log, undo)."""
        session = cls(
            position.game,
            players=position.players,
            seed=position.seed,
            options=dict(position.options),
            meta=meta,
        )
        position.replay(session.apply, lambda action: session.game.is_legal(action))
        return session

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
        """The save: the seed, the options and the moves, with what they must replay to (the
        number of moves and a digest of the final state) and a digest of the whole record."""
        record = self._record()
        record["digest"] = record_digest(record)
        return record

    def _record(self) -> dict[str, Any]:
        """The save without its digest: what must be taken from the game now (the autosave
        finishes it on the writer's thread)."""
        record: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.name,
            "players": self.players,
            "options": _plain(self.options),
            "seed": self.seed,
            "actions": self._action_dicts(),
            "count": len(self.history),
            "turn": self.game.observation(None).get("turn"),
            "over": self.game.is_over,
            "meta": _plain(self.meta),
            "state": self.play_digest(),
        }
        if self.game.is_over:
            record["result"] = _plain(self.game.result().to_dict())
        return record

    def play_digest(self) -> str:
        """A digest of everything that happened, event by event (the opening's, then each move's):
        two sessions agree on it exactly when they played the same game."""
        cache: list[tuple[Entry, Any]] = self.__dict__.setdefault("_play_hashes", [])
        n = 0
        while n < len(cache) and n < len(self.history) and cache[n][0] is self.history[n]:
            n += 1
        del cache[n:]
        if cache:
            h = cache[-1][1]
        else:
            h = hashlib.sha256()
            for e in self.opening:
                h.update(_canonical(e.to_dict()) + b"\n")
        for entry in self.history[n:]:
            h = h.copy()
            h.update(_canonical(entry.action.to_dict()) + b"\n")
            for e in entry.events:
                h.update(_canonical(e.to_dict()) + b"\n")
            cache.append((entry, h))
        return str(h.hexdigest()[:32])

    def _action_dicts(self) -> list[dict[str, Any]]:
        """The moves as JSON objects, each made once (the same move object keeps its dict)."""
        cache: list[tuple[Action, dict[str, Any]]] = self.__dict__.setdefault("_saved_moves", [])
        out = []
        for i, entry in enumerate(self.history):
            if i < len(cache) and cache[i][0] is entry.action:
                out.append(cache[i][1])
                continue
            del cache[i:]
            d = entry.action.to_dict()
            cache.append((entry.action, d))
            out.append(d)
        del cache[len(self.history) :]
        return out

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the save to ``path`` now (the pause menu's Save)."""
        return write_json_atomic(path, self.to_dict())

    def autosave(self) -> None:
        """Hand the save to the background writer of ``autosave_path`` (the latest state wins);
        a finished game's save then moves to ``history_dir``. A failure of an earlier write shows
        in ``autosave_error`` (a full disk must not end the game; the table shows the message)."""
        if self.autosave_path is None:
            return
        path = Path(self.autosave_path)
        w = writers()
        self.autosave_error = w.error(path)
        try:
            record = self._record()
        except (TypeError, ValueError) as exc:  # something in meta that is not JSON
            self.autosave_error = str(exc)
            return

        def content(record: dict[str, Any] = record) -> bytes:  # on the writer's thread
            record["digest"] = record_digest(record)
            return json_bytes(record)

        move_to = None
        if self.game.is_over and self.history_dir is not None:
            move_to = Path(self.history_dir) / path.name
        w.submit(path, Write(content, move_to=move_to))

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until the latest autosave is on disk; False when the time ran out."""
        if self.autosave_path is None:
            return True
        done = writers().flush(Path(self.autosave_path), timeout)
        self.autosave_error = writers().error(Path(self.autosave_path))
        return done

    def save_beside(self, other: GameSession) -> None:
        """Give ``other`` (a rematch of this game) its own save in this game's folder."""
        other.history_dir = self.history_dir
        other.autosave_path = (
            new_save_path(Path(self.autosave_path).parent, other.name, other.seed)
            if self.autosave_path
            else None
        )

    @classmethod
    def from_dict(cls, d: Any, file: str = "") -> GameSession:
        """The game a save holds, replayed and checked against what the save recorded."""
        try:
            return cls.from_record(parse_save(d))
        except FileProblem as problem:
            raise problem.named(file) from None

    @classmethod
    def from_record(cls, rec: SaveRecord) -> GameSession:
        from .actions import Action as _Action

        try:
            session = cls(rec.game, players=rec.players, seed=rec.seed, options=rec.options, meta=rec.meta)
        except OptionError as exc:
            raise FileProblem("bad_options", "options", reason=str(exc)) from None
        except (
            TypeError,
            ValueError,
            KeyError,
            IndexError,
            AttributeError,
        ) as exc:  # options the game cannot digest
            raise FileProblem("bad_options", "options", reason=f"{type(exc).__name__}: {exc}") from None
        for i, raw in enumerate(rec.actions):
            kind = str(raw.get("kind"))[:40]
            try:
                _Action.lookup(rec.game, kind)
            except SaveError:
                raise FileProblem(
                    "unknown_value", f"actions[{i}].kind", value=json.dumps(kind, ensure_ascii=False)
                ) from None
            try:
                action = _Action.from_dict(raw, game=rec.game)
                session.apply(action)
            except (SaveError, IllegalAction):
                raise FileProblem("no_replay", f"actions[{i}]", index=i + 1, kind=kind) from None
        # a version-2 digest is of the engine's layout of its state, which may have changed since
        if rec.version >= 3 and rec.state is not None and session.play_digest() != rec.state:
            raise FileProblem("different_game", "state")
        return session

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameSession:
        """The game saved in ``path`` (a damaged or edited file raises ``FileProblem``)."""
        p = Path(path)
        try:
            return cls.from_record(parse_save_bytes(read_limited(p, SAVE_LIMITS), p.name))
        except FileProblem as problem:
            raise problem.named(p.name) from None


# -- the save file ------------------------------------------------------------------------------
SAVE_LIMITS = Limits(max_bytes=4 * 1024 * 1024, max_depth=16, max_string=4000, max_items=MAX_MOVES)
MAX_NAME = 40  # characters of a seat's name (the setup screens allow fewer)


@dataclass(frozen=True)
class SaveRecord:
    """A save file, checked field by field: what the Saved games list shows and what replays."""

    version: int
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    actions: tuple[dict[str, Any], ...]
    meta: dict[str, Any]
    turn: int | None
    over: bool
    state: str | None  # digest of the final state (version 2)
    result: dict[str, Any] | None

    @property
    def seats(self) -> list[str]:
        return list(self.meta.get("seats") or ["person"] * self.players)

    @property
    def names(self) -> list[str]:
        return list(self.meta.get("names") or [])


def _plain(value: Any) -> Any:
    """``value`` as JSON gives it back (tuples become lists, keys become text)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def state_digest(g: Any) -> str:
    return hashlib.sha256(_canonical(g.to_dict())).hexdigest()[:32]


def record_digest(record: dict[str, Any]) -> str:
    return hashlib.sha256(_canonical({k: v for k, v in record.items() if k != "digest"})).hexdigest()[:32]


def parse_save_bytes(raw: bytes, file: str = "") -> SaveRecord:
    try:
        return parse_save(parse_json(raw, SAVE_LIMITS))
    except FileProblem as problem:
        raise problem.named(file) from None


def parse_save(data: Any) -> SaveRecord:
    """Check every field of a save (no replay yet); the first problem raises ``FileProblem``."""
    import game as registry

    from .agents import agent_levels

    f = Fields(data)
    version = f.header(SAVE_FORMAT, "save", SAVE_VERSION, READABLE_VERSIONS)
    if version >= 2:  # a cut or shortened move log says so before the digest does
        count = f.integer("count", 0, MAX_MOVES)
        found = f.items("actions", MAX_MOVES)
        if count != len(found):
            raise FileProblem("truncated", "count", count=count, found=len(found))
    if version >= 2 or f.has("digest"):
        digest = f.text("digest", max_len=64)
        try:
            if record_digest(data) != digest:
                raise FileProblem("edited", "digest")
        except (TypeError, ValueError):  # values JSON cannot write back (an infinity)
            raise FileProblem("edited", "digest") from None
    name = f.text("game", max_len=40, choices=sorted(registry.GAMES))
    cls = registry.GAMES[name]
    lo, hi = cls.PLAYERS
    players = f.integer("players", lo, hi, default=None) if version == 1 else f.integer("players", lo, hi)
    if players is None:
        players = cls.DEFAULT_PLAYERS
    seed = f.integer("seed", 0, 2**63)
    options = f.obj("options")
    if len(options.data) > 40:
        raise FileProblem("too_many", "options", limit=40)
    for key in options.data:
        check_text(key, options.where(key), max_len=40)
        if key not in cls.OPTIONS:
            raise FileProblem("unknown_value", options.where(key), value=key)
    try:  # each option's stated range; the game's own checks follow when it is set up
        cls.check_options(dict(options.data))
    except OptionError as exc:
        raise FileProblem("bad_options", "options", reason=str(exc)) from None
    actions = f.items("actions", MAX_MOVES)
    for i, raw in enumerate(actions):
        act = Fields(raw, f"actions[{i}]")
        act.text("kind", max_len=60)
    turn = f.integer("turn", 0, 1_000_000, default=None) if f.raw("turn", None) is not None else None
    over = f.flag("over", default=False)
    meta = f.obj("meta", default={})
    levels = ["person", *agent_levels(name)]
    if meta.raw("seats", None) is not None:
        seats = meta.items("seats", hi)
        if len(seats) != players:
            raise FileProblem("out_of_range", "meta.seats", low=players, high=players)
        for i, seat in enumerate(seats):
            check_text(seat, f"meta.seats[{i}]", max_len=40, choices=levels)
    if meta.raw("names", None) is not None:
        names = meta.items("names", hi)
        if len(names) != players:
            raise FileProblem("out_of_range", "meta.names", low=players, high=players)
        for i, person in enumerate(names):
            check_text(person, f"meta.names[{i}]", max_len=MAX_NAME, allow_empty=False)
    state = f.text("state", max_len=64) if version >= 2 else None
    result = f.obj("result").data if f.raw("result", None) is not None else None
    return SaveRecord(
        version,
        name,
        players,
        seed,
        dict(options.data),
        tuple(actions),
        dict(meta.data),
        turn,
        over,
        state,
        result,
    )


def new_save_path(folder: Path, game_name: str, seed: int = 0) -> Path:
    """A file name no other save in ``folder`` has: the game and its seed, numbered if needed
    (the list shows the file's date)."""
    for n in range(100_000):
        path = folder / (f"{game_name}-{seed}" + (f"-{n}" if n else "") + ".json")
        if not path.exists() and not backup_path(path).exists():
            return path
    raise OSError(f"no free save name in {folder}")
