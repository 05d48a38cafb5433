"""How a game's events read in the log: the narrator every game's log is told by.

A ``Narrator`` sees one turn's events (with the history index of the move each came from) and
says which of them run together into one line, and what the turn came to in a one-line summary.
A game's narrator declares its summary as ``Tally`` rows (what to count, whose, how) and tells
runs of like events with ``told_as_run``; what is its own (a die's card, blocks, a Legendary
play with its points) stays in its own ``tell``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .log_text import Cards, Listed, Said

Item = tuple[int, Any]  # (history index, event)
Told = tuple[Any, tuple[int, ...]]  # (record or Said, history indices)
Whose = Literal["mine", "others", "all"]
Teller = Callable[[Sequence[Item], int, Any], tuple[int, Any]]  # (items, i, items[i]) -> (end, what is said)


def entries(items: Sequence[Item]) -> tuple[int, ...]:
    """The history indices of ``items``, each once, in order."""
    return tuple(sorted({index for index, _ in items}))


def run_end(items: Sequence[Item], i: int, match: Callable[[Any], bool]) -> int:
    """The end of the run of events from ``i`` on that ``match``."""
    j = i
    while j < len(items) and match(items[j][1]):
        j += 1
    return j


def same(first: Any, *fields: str) -> Callable[[Any], bool]:
    """Events of the kind of ``first`` with the same values of ``fields``."""
    values = [getattr(first, f, None) for f in fields]
    return lambda e: e.kind == first.kind and [getattr(e, f, None) for f in fields] == values


def of_kind(kind: str) -> Callable[[Any], bool]:
    return lambda e: e.kind == kind


def at(items: Sequence[Item], j: int, kind: str, player: int | None) -> bool:
    """Whether the event at ``j`` is a ``kind`` event of ``player``."""
    return j < len(items) and items[j][1].kind == kind and getattr(items[j][1], "player", None) == player


def told_as_run(items: Sequence[Item], i: int, key: str, *fields: str, count: bool = True) -> tuple[int, Any]:
    """The run of events like the one at ``i`` (its kind, its player and ``fields``) and what
    it is said as: more than one, ``key`` with the player, ``fields``, how many (``count``) and
    their cards counted; alone, the event itself."""
    e = items[i][1]
    j = run_end(items, i, same(e, "player", *fields))
    if j - i == 1:
        return j, e
    said: dict[str, Any] = {"player": e.player, **{f: getattr(e, f) for f in fields}}
    if count:
        said["count"] = j - i
    said["cards"] = Cards.counted([x.card for _, x in items[i:j]])
    return j, Said.of(key, **said)


def run_teller(key: str, *fields: str) -> Teller:
    """The teller of runs of like events said as ``key`` (see ``told_as_run``)."""
    return lambda items, i, first: told_as_run(items, i, key, *fields)


@dataclass(frozen=True)
class Tally:
    """One figure of a turn's summary: the events of ``kinds`` (``whose``: the player's own,
    the other seats', or any), kept by ``where``, counted as cards (``"cards"``: said with how
    many of each), as a number of events (``"count"``), as the sum of their ``amount``, or by a
    function of its own that says them (None: nothing to say)."""

    name: str
    kinds: tuple[str, ...]
    whose: Whose = "mine"
    measure: Literal["cards", "count", "amount"] | Callable[[list[Any]], Said | None] = "cards"
    where: Callable[[Any], bool] | None = None

    def said(self, prefix: str, player: int, events: Sequence[Any]) -> Said | None:
        chosen = [
            e
            for e in events
            if e.kind in self.kinds
            and (self.whose == "all" or (getattr(e, "player", None) == player) == (self.whose == "mine"))
            and (self.where is None or self.where(e))
        ]
        if callable(self.measure):
            return self.measure(chosen)
        if self.measure == "cards":
            return (
                Said.of(f"{prefix}.{self.name}", cards=Cards.counted([e.card for e in chosen]))
                if chosen
                else None
            )
        n = len(chosen) if self.measure == "count" else sum(e.amount for e in chosen)
        return Said.of(f"{prefix}.{self.name}", n=n) if n else None


class Narrator:
    """How one game's events read in the log: which run together into one line and what a turn
    comes to. It remembers what earlier events told (which die is which card) across turns."""

    game = ""
    tallies: tuple[Tally, ...] = ()  # the summary of a turn, in the order it is said

    def __init__(self) -> None:
        self.by_kind = self.tellers()

    def tellers(self) -> dict[str, Teller]:
        """Per kind of event that may open a line: what tells the line (where its events end and
        what it says). An event of another kind is a line of its own, said by its own template."""
        return {}

    def begin_turn(self, player: int | None) -> None:
        """A new turn of ``player`` starts (``None``: the setup)."""

    def tell(self, items: Sequence[Item]) -> list[Told]:
        """One turn's events as the lines of the log, each with the history indices it tells of."""
        out: list[Told] = []
        i = 0
        while i < len(items):
            first = items[i][1]
            teller = self.by_kind.get(first.kind)
            j, record = teller(items, i, first) if teller is not None else (i + 1, first)
            self.told(first, items[i:j])
            out.append((record, entries(items[i:j])))
            i = j
        return out

    def told(self, first: Any, items: Sequence[Item]) -> None:
        """A line was told of ``items`` (``first`` opened it): remember what it teaches."""

    def skim(self, events: Sequence[Any]) -> None:
        """Take in what a turn told before teaches about later ones, without telling it."""

    def summary(self, player: int | None, events: Sequence[Any]) -> Said | None:
        """What ``player``'s turn did, from its ``tallies`` (the setup has no summary)."""
        if player is None or not self.tallies:
            return None
        prefix = f"log.{self.game}.sum"
        parts = [said for tally in self.tallies if (said := tally.said(prefix, player, events)) is not None]
        return Said.of("log.summary", parts=Listed(tuple(parts))) if parts else None


__all__ = [
    "Item",
    "Told",
    "Teller",
    "Tally",
    "Narrator",
    "entries",
    "run_end",
    "same",
    "of_kind",
    "at",
    "told_as_run",
    "run_teller",
]
