"""The vocabulary of Legendary's effect steps, the answers they take, and card filters.

A *step* is a frozen dataclass, one class per kind of instruction (``Draw(2)``,
``KoPick(("hand",), "wound", 1)``); its ``run`` method is the instruction. A *program* is a tuple
of steps, plain data: a card's text is one. On the state's queue a step waits with the player it
acts for and its source card, ``(player, source, step)`` (``effects.push``); the engine pops and
runs them one by one. A step that needs someone's decision leaves a prompt (``g.ask``) and runs
again with the answer: a ``ChooseCard``/``ChooseOption``/``ChoosePlayer``/``ChooseSpace`` action.

Steps save as ``{"kind": <class name>, <field>: ...}`` (nested programs as lists of those), so
the queue is part of the saved state. A step class names its card-filter fields in ``filters``;
every filter of every program is parsed when the card code loads (``programs.py``), and an
unknown one is refused there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from game.core.cards import CardDataError
from game.core.codecs import Flat, Shares
from game.core.declared import Codec
from game.core.errors import SaveError

from . import actions as A
from .cards import CLASSES, defn

if TYPE_CHECKING:
    from .engine import Legendary

Answer = A.ChooseCard | A.ChooseOption | A.ChoosePlayer | A.ChooseSpace
Reply = Answer | None  # what a step runs with: no answer yet, or the answer to its prompt
ANSWERS = (A.ChooseCard, A.ChooseOption, A.ChoosePlayer, A.ChooseSpace)

# where a card effect takes cards from or puts them
Zone = Literal["deck", "hand", "discard", "played", "victory"]
Dest = Literal["discard", "hand", "deck_top"]
YOUR_HEROES: tuple[Zone, ...] = ("hand", "played")
HAND_DISCARD: tuple[Zone, ...] = ("hand", "discard")

_KINDS: dict[str, type[Step]] = {}


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction of a card's text or of the rules."""

    # the names of the fields that hold a card filter ("Covert", "team:X-Men", "cost<=2", ...)
    filters: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls) -> None:
        other = _KINDS.get(cls.__name__)
        if other is not None and (other.__module__, other.__qualname__) != (cls.__module__, cls.__qualname__):
            raise TypeError(f"effect step {cls.__name__} defined twice")
        _KINDS[cls.__name__] = cls  # the slotted class a dataclass makes replaces the first

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        """Do the instruction for player ``p`` from card ``src`` (``a``: the answer it asked)."""
        raise NotImplementedError(type(self).__name__)

    def draws(self) -> bool:
        """Whether it draws cards for its player (the computer player plays such cards first):
        by default, whether a step of a program it holds does."""
        return any(s.draws() for name in _names(type(self)) for s in _inner(getattr(self, name), deep=False))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": type(self).__name__}
        for name in _names(type(self)):
            d[name] = _dump(getattr(self, name))
        return d

    @staticmethod
    def from_dict(d: Any) -> Step:
        if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
            raise SaveError(f"not an effect step: {d!r}")
        cls = _KINDS.get(d["kind"])
        if cls is None:
            raise SaveError(f"unknown effect step {d['kind']!r}")
        extra = set(d) - set(_names(cls)) - {"kind"}
        if extra:
            raise SaveError(f"effect step {d['kind']!r} has unknown fields {sorted(extra)}")
        try:
            return cls(**{k: _load(v) for k, v in d.items() if k != "kind"})
        except TypeError as exc:
            raise SaveError(f"bad effect step {d!r}: {exc}") from None


Program = tuple[Step, ...]
Queued = tuple[int, str, Step]  # (the player it acts for, its source card, the step)

_NAMES: dict[type, tuple[str, ...]] = {}


def _names(cls: type) -> tuple[str, ...]:
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _dump(v: Any) -> Any:
    if isinstance(v, Step):
        return v.to_dict()
    if isinstance(v, tuple):
        return [_dump(x) for x in v]
    return v


def _load(v: Any) -> Any:
    if isinstance(v, dict):
        return Step.from_dict(v)
    if isinstance(v, list):
        return tuple(_load(x) for x in v)
    return v


def dump_queued(item: Queued) -> list[Any]:
    p, src, step = item
    return [p, src, step.to_dict()]


def load_queued(data: Any) -> Queued:
    if not isinstance(data, list) or len(data) != 3:
        raise SaveError(f"not a queued effect step: {data!r}")
    p, src, step = data
    if not isinstance(p, int) or not isinstance(src, str):
        raise SaveError(f"not a queued effect step: {data!r}")
    return (p, src, Step.from_dict(step))


class _Queue(Flat):
    """The queue of effect steps (saved as ``[player, source, step]`` lists): copied by a slice."""

    def dump(self, value: list[Queued]) -> Any:
        return [dump_queued(q) for q in value]

    def load(self, data: Any) -> list[Queued]:
        if not isinstance(data, list):
            raise SaveError(f"expected a list of effect steps, not {data!r}")
        return [load_queued(q) for q in data]


class _Asking(Shares):
    """The step a pending prompt's answer resumes, or None (frozen: copies share it)."""

    def dump(self, value: Queued | None) -> Any:
        return None if value is None else dump_queued(value)

    def load(self, data: Any) -> Queued | None:
        return None if data is None else load_queued(data)


QUEUE: Codec[list[Queued]] = _Queue()
ASKING: Codec[Queued | None] = _Asking()


def walk(program: Program) -> Iterator[Step]:
    """Every step of ``program``, its nested programs' steps included."""
    for step in program:
        yield step
        for name in _names(type(step)):
            yield from _inner(getattr(step, name))


def _inner(v: Any, deep: bool = True) -> Iterator[Step]:
    """The steps held in a field's value (``deep``: with the steps they hold)."""
    if isinstance(v, Step):
        yield from walk((v,)) if deep else (v,)
    elif isinstance(v, tuple):
        for x in v:
            yield from _inner(x, deep)


def draws(program: Program) -> bool:
    """Whether a step of ``program`` draws cards for its player."""
    return any(s.draws() for s in program)


# -- answers ------------------------------------------------------------------------------------
YES, NO = A.ChooseOption("yes"), A.ChooseOption("no")
YES_NO: tuple[Answer, ...] = (YES, NO)


def said(a: Reply, option: str) -> bool:
    """Whether the answer is the option ``option``."""
    return isinstance(a, A.ChooseOption) and a.option == option


def card_of(a: Reply) -> A.ChooseCard:
    if not isinstance(a, A.ChooseCard):
        raise ValueError(f"expected a card, not {a!r}")
    return a


def space_of(a: Reply) -> int:
    if not isinstance(a, A.ChooseSpace):
        raise ValueError(f"expected a city space, not {a!r}")
    return a.space


# -- card filters -------------------------------------------------------------------------------
class FilterKind(StrEnum):
    ANY = "any"
    WOUND = "wound"
    VILLAIN = "villain"  # a Villain or a Henchman
    BYSTANDER = "bystander"
    HERO = "hero"
    SHIELD = "shield"  # a S.H.I.E.L.D. Hero
    CLASS = "class"  # a Hero of one class
    TEAM = "team"  # a Hero of one team
    TECH_OR_RANGED = "tech_or_ranged"
    COST_AT_MOST = "cost<="  # any card of that cost or less (Wounds cost 0)


@dataclass(frozen=True)
class CardFilter:
    kind: FilterKind
    arg: str = ""  # the class or team
    cost: int = 0  # COST_AT_MOST

    def __call__(self, iid: str) -> bool:
        d = defn(iid)
        k = self.kind
        if k is FilterKind.ANY:
            return True
        if k is FilterKind.WOUND:
            return d.kind == "wound"
        if k is FilterKind.COST_AT_MOST:
            return d.cost <= self.cost
        if k is FilterKind.VILLAIN:
            return d.kind in ("villain", "henchman")
        if k is FilterKind.BYSTANDER:
            return d.kind == "bystander"
        if d.kind != "hero":
            return False
        if k is FilterKind.HERO:
            return True
        if k is FilterKind.SHIELD:
            return d.team == "S.H.I.E.L.D."
        if k is FilterKind.CLASS:
            return d.cls == self.arg
        if k is FilterKind.TEAM:
            return d.team == self.arg
        return d.cls in ("Tech", "Ranged")


def parse_filter(text: str) -> CardFilter:
    """``any`` | ``hero`` | ``wound`` | ``villain`` | ``bystander`` | ``shield`` | a class |
    ``team:<team>`` | ``tech_or_ranged`` | ``cost<=N``."""
    if text in CLASSES:
        return CardFilter(FilterKind.CLASS, text)
    if text.startswith("team:"):
        return CardFilter(FilterKind.TEAM, text[5:])
    if text.startswith("cost<=") and text[6:].isdigit():
        return CardFilter(FilterKind.COST_AT_MOST, cost=int(text[6:]))
    if text in ("cost<=", "class", "team"):
        raise CardDataError(f"unknown card filter {text!r}")
    try:
        return CardFilter(FilterKind(text))
    except ValueError:
        raise CardDataError(f"unknown card filter {text!r}") from None


_PARSED: dict[str, CardFilter] = {}


def card_filter(text: str) -> CardFilter:
    """The parsed filter ``text`` (parsed the first time it is asked for)."""
    f = _PARSED.get(text)
    if f is None:
        f = _PARSED[text] = parse_filter(text)
    return f


class _Passes(dict[str, bool]):
    """Whether each card (instance id) passes one filter, filled in the first time it is asked."""

    def __init__(self, flt: str) -> None:
        super().__init__()
        self.test = card_filter(flt)

    def __missing__(self, iid: str) -> bool:
        found = self[iid] = self.test(iid)
        return found


_MATCHES: dict[str, _Passes] = {}  # by filter text, by card (instance) id


def passes(flt: str) -> dict[str, bool]:
    """Whether a card passes the filter written ``flt``, by card instance id (answers are kept:
    cards and filters never change)."""
    known = _MATCHES.get(flt)
    if known is None:
        known = _MATCHES[flt] = _Passes(flt)
    return known


def matches(iid: str, flt: str) -> bool:
    """Whether card ``iid`` passes the filter written ``flt``."""
    known = _MATCHES.get(flt)
    if known is None:
        known = _MATCHES[flt] = _Passes(flt)
    return known[iid]


def parse_filters(program: Program) -> None:
    """Parse every card filter of ``program`` and its nested programs (an unknown filter is a
    ``CardDataError`` when the card's code is loaded)."""
    for step in walk(program):
        for name in type(step).filters:
            card_filter(getattr(step, name))


__all__ = [
    "Step",
    "Program",
    "Queued",
    "QUEUE",
    "ASKING",
    "Answer",
    "Reply",
    "Zone",
    "Dest",
    "walk",
    "draws",
    "said",
    "card_of",
    "space_of",
    "YES",
    "NO",
    "YES_NO",
    "CardFilter",
    "FilterKind",
    "card_filter",
    "parse_filter",
    "parse_filters",
    "matches",
    "passes",
]
