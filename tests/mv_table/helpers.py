"""Positions for the MetaVersus table tests, reached through the contract: seeded agents play
until a condition on what the seat to move sees (its observation and legal actions) holds, and a
session replays those moves (``game.core.positions.reach``, ``scenes.metaversus.shots``)."""

from __future__ import annotations

from typing import Any

from scenes.metaversus.shots import NAMES

from ..positions import find_session as _find


def seen(g: Any) -> dict[str, Any]:
    """The match as the seat to move sees it."""
    return g.observation(g.to_move)


def pending(g: Any) -> str | None:
    """The kind of the decision pending (None: none, the phase goes on)."""
    pend = seen(g)["pending"]
    return None if pend is None else str(pend["kind"])


def phase(g: Any) -> str:
    return str(seen(g)["phase"])


def active(g: Any) -> int:
    """The duelist whose turn it is."""
    return int(seen(g)["active"])


def free(g: Any, *phases: str) -> bool:
    """No decision pending, in one of ``phases``, the duelist of the turn to move."""
    o = seen(g)
    return o["pending"] is None and o["phase"] in phases and g.to_move == o["active"]


def hand(g: Any, p: int) -> list[str]:
    """``p``'s hand as ``p`` sees it."""
    return list(g.observation(p)["players"][p]["zones"]["hand"])


def player(g: Any, p: int) -> dict[str, Any]:
    """``p``'s counters and zones as ``p`` sees them."""
    return dict(g.observation(p)["players"][p])


def exchange(g: Any) -> list[str]:
    """The exchange piles in their order (the free piles are not among them)."""
    return [e["card"] for e in seen(g)["exchange"]]


def legal_of(g: Any, kind: str) -> list[Any]:
    return [a for a in g.legal_actions() if a.kind == kind]


def find_session(condition, seats=("person", "person"), seeds=range(1, 40), max_steps=3000, level="normal"):
    """A session that agents played until ``condition(game)`` holds with a person to act."""
    return _find(
        "metaversus", condition, seats=seats, agents=[level], seeds=seeds, max_steps=max_steps, names=NAMES
    )
