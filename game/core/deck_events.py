"""The events the two deck-building games (Legendary, MetaVersus) share, defined once.

They are registered under the game ``"core"``: ``Event.from_dict(d, game="legendary")`` finds them
when the game has no event of that kind of its own. The log shows them with the game's own string
``event.<game>.<kind>`` where it has one, else ``event.core.<kind>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Event, fast_init


@dataclass(frozen=True)
class TurnStarted(Event):
    game = "core"
    kind = "turn_started"
    player: int
    turn: int


@dataclass(frozen=True)
class Drew(Event):
    """``player`` drew ``count`` cards from their deck (which cards: their hand shows them)."""

    game = "core"
    kind = "drew"
    reveals = True
    player: int
    count: int


@dataclass(frozen=True)
class Shuffled(Event):
    """``player``'s discard pile (``count`` cards) was shuffled into a new deck."""

    game = "core"
    kind = "shuffled"
    reveals = True
    player: int
    count: int


@dataclass(frozen=True)
class Revealed(Event):
    game = "core"
    kind = "revealed"
    reveals = True
    player: int
    card: str


@dataclass(frozen=True)
class CardPlayed(Event):
    game = "core"
    kind = "card_played"
    player: int
    card: str


# made at every draw, shuffle and play of both deck-building games: their fields filled directly
fast_init(TurnStarted, Drew, Shuffled, Revealed, CardPlayed)

__all__ = ["TurnStarted", "Drew", "Shuffled", "Revealed", "CardPlayed"]
