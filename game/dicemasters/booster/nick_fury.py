"""Nick Fury (#51 Mr. Anger, #83 WWII Veteran, #115 Patch): the Avengers' economy and muscle while
he is active: free fielding, +1A/+1D, unblocked Avengers damage the opponent twice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects import ability
from ..locks import affiliated
from ..state import Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability("avx-051", "While Nick Fury is active, you may field Avengers characters for free.", "field_cost")
def fury_mr_anger(g: DiceMasters, owner: int, p: int, d: Die, cost: int) -> int:
    """Free is never worse than paying, so the cost simply becomes 0."""
    if owner == p and affiliated(d, "Avengers") and g.is_active(owner, "avx-051"):
        return 0
    return cost


@ability("avx-083", "While Nick Fury is active, your Avengers characters get +1A and +1D.", "aura")
def fury_wwii_veteran(g: DiceMasters, d: Die) -> tuple[int, int]:
    q = d.ctrl
    if q is None or "avx-083" not in g.team[q] or not affiliated(d, "Avengers"):
        return 0, 0
    return (1, 1) if g.is_active(q, "avx-083") else (0, 0)


@ability(
    "avx-115",
    "While Nick Fury is active, your unblocked Avengers characters deal damage to your opponent twice.",
    "hits_twice",
)
def fury_patch(g: DiceMasters, owner: int, attacker: Die) -> bool:
    """Decision (printed text, not the later "double combat damage" errata): the second hit is a
    damage event of its own, after the combat damage, so what answers damage to the opponent
    ("when Thor damages your opponent", War Machine's Global) answers each hit."""
    return attacker.ctrl == owner and affiliated(attacker, "Avengers") and g.is_active(owner, "avx-115")
