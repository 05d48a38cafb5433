"""Hulk: Green Goliath (#77)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, bursts, opponent_chars

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def hulk_burst(g: DiceMasters, t: K.YouOrItDamaged) -> bool:
    """As for the starter Hulks: a damaged Hulk die's face as it took the damage, or (damage to
    you only) any of your fielded Hulk dice of this card showing the burst."""
    if t.dice:
        return any(t.hit_bursts)
    return any(bursts(d) for d in g.characters(t.player) if d.card == t.card and d.owner == t.player)


@ability(
    "avx-077",
    "While Hulk is active, whenever either you or Hulk takes damage, Hulk deals 2 damage to each "
    "opposing character (no matter how many Hulks are fielded). * He deals 3 damage instead.",
    "you_or_it_damaged",
)
def hulk_green_goliath(g: DiceMasters, t: K.YouOrItDamaged) -> None:
    """Once per damage event however many Hulk dice are fielded or hit (``you_or_it_damaged``)."""
    n = 3 if t.ans.setdefault("burst", hulk_burst(g, t)) else 2
    targets = {d.id: n for d in opponent_chars(g, t.player)}
    if targets:
        deal_damage(g, src(t), targets)
