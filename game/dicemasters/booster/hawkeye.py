"""Hawkeye: Longbow (#46), Br'er Hawkeye (#76), Robin Hood (#110)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, level, opponent_chars, stats
from ..engagement import DamagesCharacter, SpinToLevel
from ..state import FIELD_ZONES, Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-046",
    "When fielded, Hawkeye deals his attack value in damage to a target opposing character.",
    "fielded",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def hawkeye_longbow(g: DiceMasters, t: K.Fielded) -> None:
    d = g.dice[t.die]
    tgt = g.ask_target(t, "target", t.player, [x.id for x in opponent_chars(g, t.player)], t.card, harms=True)
    if tgt is not None and d.zone in FIELD_ZONES:
        deal_damage(g, src(t), {tgt: stats(g, d)[0]})


@ability("avx-076", "Spin characters damaged by Hawkeye to level 1.", "damages_character")
def hawkeye_brer(g: DiceMasters, t: DamagesCharacter) -> None:
    """Any damage he deals (combat or an ability's), once it is dealt; a character that has taken
    more damage than its level 1 defense is then knocked out."""
    dice = [x for x in t.victims if g.dice[x].zone in FIELD_ZONES and level(g.dice[x]) > 1]
    if dice:
        g.push(SpinToLevel(dice, src=src(t), level=1))


@ability(
    "avx-110",
    "When assigning damage in an attack step, Hawkeye assigns and resolves his damage before opposing "
    "characters.",
    "first_strike",
)
def hawkeye_robin_hood(g: DiceMasters, d: Die) -> bool:
    """Decision: his damage is a damage event of its own, before the other engaged characters
    assign theirs; a character it knocks out deals no damage. Characters on his side deal theirs
    with the opposing characters."""
    return True
