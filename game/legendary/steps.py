"""The vocabulary of Legendary's effect steps, and card filters parsed once.

A *program* is a tuple of step templates ``(op, *args)``; on the queue a step is
``(op, player, source card, *args)`` (``effects.push``). An *answer* to a step's prompt is
``("card", id, zone)``, ``("opt", name)``, ``("player", seat)`` or ``("space", index)``; a step
runs with ``None`` first and with the answer when it asked.

A card filter in a program ("Covert", "team:X-Men", "cost<=2", ...) is a ``CardFilter``:
``card_filter(text)`` parses it the first time and keeps it, so a program's filters are read
once, and an unknown filter is refused when its card's code is loaded (``programs.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.cards import CardDataError

from .cards import CLASSES, defn

Step = tuple[Any, ...]
Program = tuple[Step, ...]
Answer = tuple[Any, ...]
Reply = Answer | None  # what a step runs with: no answer yet, or the answer to its prompt


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


def matches(iid: str, flt: str) -> bool:
    """Whether card ``iid`` passes the filter written ``flt``."""
    f = _PARSED.get(flt) or card_filter(flt)
    return f(iid)


__all__ = [
    "Step",
    "Program",
    "Answer",
    "Reply",
    "CardFilter",
    "FilterKind",
    "card_filter",
    "parse_filter",
    "matches",
]
