"""One duelist's state: zones as lists of card ids (deck top = end of the list) and counters.

Plain data with ``__slots__`` so cloning a game is a handful of list copies.
"""

from __future__ import annotations

from typing import Any

ZONES = ("deck", "hand", "discard", "played", "removed")


class PlayerState:
    __slots__ = (
        "deck",
        "hand",
        "discard",
        "played",
        "removed",
        "hp",
        "max_hp",
        "defense",
        "stars",
        "character",
        "uses",
        "warded",
        "ap_penalty",
        "turns",
    )

    def __init__(self, hp: int) -> None:
        self.deck: list[str] = []
        self.hand: list[str] = []
        self.discard: list[str] = []
        self.played: list[str] = []  # the play area: played and gained cards this turn
        self.removed: list[str] = []
        self.hp = hp
        self.max_hp = hp
        self.defense = 0
        self.stars = 0
        self.character: str | None = None
        self.uses = -1  # uses left of the character's ability; -1 = no limit
        self.warded = False  # Sanctuary: opponent's card effects cannot disrupt until my next turn
        self.ap_penalty = 0  # Shackle: AP lost at my next Action phase
        self.turns = 0  # my turn counter (spec A35)

    def owned(self) -> int:
        """Cards the duelist owns: everything in their deck except the removed pile."""
        return len(self.deck) + len(self.hand) + len(self.discard) + len(self.played)

    def copy(self) -> PlayerState:
        new = PlayerState.__new__(PlayerState)
        new.deck = self.deck[:]
        new.hand = self.hand[:]
        new.discard = self.discard[:]
        new.played = self.played[:]
        new.removed = self.removed[:]
        new.hp = self.hp
        new.max_hp = self.max_hp
        new.defense = self.defense
        new.stars = self.stars
        new.character = self.character
        new.uses = self.uses
        new.warded = self.warded
        new.ap_penalty = self.ap_penalty
        new.turns = self.turns
        return new

    def to_dict(self) -> dict[str, Any]:
        return {
            name: (list(v) if isinstance(v := getattr(self, name), list) else v) for name in self.__slots__
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlayerState:
        new = cls.__new__(cls)
        for name in cls.__slots__:
            value = d[name]
            setattr(new, name, list(value) if isinstance(value, list) else value)
        return new
