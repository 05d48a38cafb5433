"""Iron Man: Billionaire (#79)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..action_cards import damage_sources
from ..cards import CARDS
from ..effects import ability
from ..state import Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def from_shield(card: str | None) -> bool:
    c = CARDS.get(card) if card is not None else None
    return c is not None and c.energy == "shield"


@ability("avx-079", "Iron Man takes no damage from non-[S] characters.", "immune")
def iron_man_billionaire(g: DiceMasters, d: Die, t: K.Damage, n: int) -> int:
    """Decision: damage that no character deals (an action die, a Global) is taken; a character's
    damage is taken when its card's type is [S] (Sidekicks have no type). Combat damage from
    several blockers counts each blocker's share."""
    taken = sum(k for card, k in damage_sources(g, t, d.id) if card is None or from_shield(card))
    return min(n, taken)
