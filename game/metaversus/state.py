"""The parts of a match's state: zones and phases as enums, one duelist's zones and counters, a
frame of the effect stack.

Every part is a dataclass with declared fields (``game.core.declared``, ``game.core.codecs``):
saving, loading and copying are derived from the fields, so a new field cannot be forgotten by
any of them. Zones are lists of card ids (deck top = end of the list).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from game.core.codecs import Declared, frozen, strs


class Zone(StrEnum):
    DECK = "deck"
    HAND = "hand"
    DISCARD = "discard"
    PLAYED = "played"  # the play area: played and gained cards this turn
    REMOVED = "removed"


class Phase(StrEnum):
    SETUP = "setup"
    ACTION = "action"
    BUY = "buy"
    COMBAT = "combat"
    DISCARD = "discard"


ZONES = tuple(z.value for z in Zone)
PHASES = tuple(p.value for p in Phase)


@dataclass(eq=False)
class PlayerState(Declared):
    """One duelist: the five zones and the counters."""

    NOT_STATE: ClassVar[frozenset[str]] = frozenset()

    deck: list[str] = strs()
    hand: list[str] = strs()
    discard: list[str] = strs()
    played: list[str] = strs()  # the play area: played and gained cards this turn
    removed: list[str] = strs()
    hp: int = frozen(0)
    max_hp: int = frozen(0)
    defense: int = frozen(0)
    stars: int = frozen(0)
    character: str | None = frozen(None)
    uses: int = frozen(-1)  # uses left of the character's ability; -1 = no limit
    warded: bool = frozen(False)  # Sanctuary: opponent's card effects cannot disrupt until my next turn
    ap_penalty: int = frozen(0)  # Shackle: AP lost at my next Action phase
    turns: int = frozen(0)  # my turn counter (spec A35)
    aether: int = frozen(0)  # the expansion's resource: kept from turn to turn, up to the tile's cap

    @classmethod
    def start(cls, hp: int) -> PlayerState:
        return cls(hp=hp, max_hp=hp)

    def owned(self) -> int:
        """Cards the duelist owns: everything in their deck except the removed pile."""
        return len(self.deck) + len(self.hand) + len(self.discard) + len(self.played)

    def zone(self, zone: Zone) -> list[str]:
        match zone:
            case Zone.DECK:
                return self.deck
            case Zone.HAND:
                return self.hand
            case Zone.DISCARD:
                return self.discard
            case Zone.PLAYED:
                return self.played
            case Zone.REMOVED:
                return self.removed
        raise ValueError(f"not a zone: {zone!r}")  # pragma: no cover


@dataclass(eq=False)
class Frame(Declared):
    """A program resolving on the effect stack: whose, which card's, and the next step's index."""

    NOT_STATE: ClassVar[frozenset[str]] = frozenset()

    player: int = frozen(0)
    card: str = frozen("")
    index: int = frozen(0)


__all__ = ["Zone", "Phase", "ZONES", "PHASES", "PlayerState", "Frame"]
