"""The engine contract every game implements (see ARCHITECTURE.md, "The engine contract").

``Game`` supplies what is the same for all games: validation in ``apply`` (an illegal action
raises ``IllegalAction`` and leaves the state untouched), a cache of ``legal_actions`` that is
dropped on every change, ``clone`` by round trip, and option checking for ``new_game``.
A game subclass implements ``_legal_actions``, ``_apply``, ``to_move``, ``is_over``,
``result``, ``observation``, ``to_dict`` and ``from_dict``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from .actions import Action, Event
from .errors import IllegalAction, OptionError
from .result import Result
from .rng import GameRNG


@dataclass(frozen=True)
class Option:
    """One option of ``new_game``: its default and, for closed sets, its valid choices."""

    default: Any
    choices: Sequence[Any] | None = None
    kind: type | None = None
    help: str = ""
    # the stated range: whole numbers from low to high; texts, lists and mappings of at most
    # max_len characters or entries
    low: int | None = None
    high: int | None = None
    max_len: int | None = None

    def check(self, game: str, name: str, value: Any) -> Any:
        if self.choices is not None and value not in self.choices:
            valid = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"{game}: option {name}={value!r} is not valid; choose one of {valid}")
        if self.kind is not None and value is not None and not isinstance(value, self.kind):
            converted = None
            if self.kind is int and isinstance(value, str) and len(value) <= 20:
                try:
                    converted = int(value)
                except ValueError:
                    pass
            if (
                self.kind is bool
                and isinstance(value, str)
                and value.lower() in ("true", "false", "1", "0", "yes", "no", "on", "off")
            ):
                converted = value.lower() in ("true", "1", "yes", "on")
            if converted is None:
                raise OptionError(f"{game}: option {name}={value!r} must be of type {self.kind.__name__}")
            value = converted
        if self.kind is int and isinstance(value, bool):
            raise OptionError(f"{game}: option {name}={value!r} must be a whole number")
        if (
            isinstance(value, int)
            and not isinstance(value, bool)
            and (self.low is not None or self.high is not None)
        ):
            lo = self.low if self.low is not None else value
            hi = self.high if self.high is not None else value
            if not lo <= value <= hi:
                raise OptionError(
                    f"{game}: option {name}={value!r} is out of range; it must be {self.range_text()}"
                )
        if (
            self.max_len is not None
            and isinstance(value, (str, list, tuple, dict))
            and len(value) > self.max_len
        ):
            raise OptionError(
                f"{game}: option {name} is too long; at most {self.max_len} "
                + ("characters" if isinstance(value, str) else "entries")
            )
        return value

    def range_text(self) -> str:
        """The stated range, for messages and help: "1-200", "-1 to 5", "one of 'a', 'b'", ..."""
        if self.choices is not None:
            return "one of " + ", ".join(repr(c) for c in self.choices)
        if self.kind is bool:
            return "true or false"
        if self.low is not None or self.high is not None:
            return f"{self.low}-{self.high}" if (self.low or 0) >= 0 else f"{self.low} to {self.high}"
        if self.max_len is not None:
            return f"at most {self.max_len} characters or entries"
        return "any value"


class Game:
    """Base class of the three games. See the module docstring for what a subclass supplies."""

    NAME: ClassVar[str] = ""
    PLAYERS: ClassVar[tuple[int, int]] = (2, 2)
    DEFAULT_PLAYERS: ClassVar[int] = 2
    OPTIONS: ClassVar[dict[str, Option]] = {}

    _legal_cache: list[Action] | None = None

    # -- to be supplied by each game -----------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def result(self) -> Result:
        """How the game ended (``Termination.IN_PROGRESS`` while it goes on)."""
        raise NotImplementedError

    def observation(self, player: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> Self:
        """A new game of ``players`` from ``seed`` (options already checked by ``game.new_game``)."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        raise NotImplementedError

    # -- shared --------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal answer to the pending decision; empty only once the game is over."""
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = [] if self.is_over else self._legal_actions()
        return legal.copy()

    def is_legal(self, action: Action) -> bool:
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = [] if self.is_over else self._legal_actions()
        # an agent answers with one of the listed actions itself: found by identity without
        # comparing the records before it field by field
        for a in legal:
            if a is action:
                return True
        return action in legal

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return its events; raise ``IllegalAction`` otherwise."""
        if self.is_over:
            raise IllegalAction("the game is over")
        self._require_legal(action)
        self._legal_cache = None
        return self._apply(action)

    def _require_legal(self, action: Action) -> None:
        """Raise ``IllegalAction`` unless ``action`` is legal now: found by identity in the legal
        list of the moment (what agents answer with), else compared, unless a game's shortcut
        knows it legal without the list (``_known_legal``)."""
        legal = self._legal_cache
        if legal is not None or not self._known_legal(action):
            if legal is None:
                legal = self._legal_actions()
            for a in legal:
                if a is action:
                    return
            if not isinstance(action, Action) or action not in legal:
                self._legal_cache = legal
                raise IllegalAction(f"{action!r} is not legal now")

    def _known_legal(self, action: Action) -> bool:
        """Whether ``action`` is known to be legal without listing the legal actions (a game's
        shortcut for an answer its agents give often); by default nothing is."""
        return False

    def invalidate(self) -> None:
        """Drop the cached legal actions (for tests and tools that edit the state directly)."""
        self._legal_cache = None

    def clone(self) -> Game:
        """An independent copy. Games override this with a faster copy where it matters."""
        return type(self).from_dict(self.to_dict())

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and validate ``options``; unknown names raise an error listing them."""
        unknown = sorted(set(options) - set(cls.OPTIONS))
        if unknown:
            valid = ", ".join(sorted(cls.OPTIONS)) or "none"
            raise OptionError(f"{cls.NAME}: unknown option(s) {', '.join(unknown)}; valid options: {valid}")
        out = {}
        for name, spec in cls.OPTIONS.items():
            value = options.get(name, spec.default)
            out[name] = spec.check(cls.NAME, name, value) if name in options else value
        return out

    @classmethod
    def check_players(cls, players: int | None) -> int:
        if players is None:
            return cls.DEFAULT_PLAYERS
        lo, hi = cls.PLAYERS
        if not isinstance(players, int) or not lo <= players <= hi:
            span = str(lo) if lo == hi else f"{lo}-{hi}"
            raise OptionError(f"{cls.NAME}: players must be {span}, not {players!r}")
        return players
