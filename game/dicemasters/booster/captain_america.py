"""Captain America: Sentinel of Liberty (#67): Sidekicks of his side hit harder, the opponent's cost
more to field."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import SIDEKICK
from ..effects import ability
from ..state import Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

TEXT = (
    "While Captain America is active, your Sidekick characters get +2A, and your opponent's Sidekick "
    "characters cost 1 extra energy to field."
)


@ability("avx-067", TEXT, "aura")
def cap_sentinel(g: DiceMasters, d: Die) -> tuple[int, int]:
    q = d.ctrl
    if d.card != SIDEKICK or q is None or "avx-067" not in g.team[q] or not g.is_active(q, "avx-067"):
        return 0, 0
    return 2, 0


@ability("avx-067", TEXT, "field_cost")
def cap_sentinel_cost(g: DiceMasters, owner: int, p: int, d: Die, cost: int) -> int:
    """Each opponent's Sidekick die costs 1 more to field (1 instead of 0)."""
    if owner != p and d.card == SIDEKICK and g.is_active(owner, "avx-067"):
        return cost + 1
    return cost
