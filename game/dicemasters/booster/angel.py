"""Angel: High Ground (#35), Avenging Angel (#65), Soaring (#99)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, level
from ..engagement import used_action
from ..state import Die, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability("avx-035", "Angel cannot be blocked by a character with a lower level.", "cant_be_blocked_by")
def angel_high_ground(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    return level(blocker) < level(attacker)


@ability(
    "avx-065",
    "If Angel is blocked but is not knocked out, he deals 2 damage to the opposing player.",
    "end_of_attack",
    when=lambda g, t: t.die in g.combat["blocked"] and g.dice[t.die].zone == "attack",
)
def angel_avenging_angel(g: DiceMasters, t: K.EndOfAttack) -> None:
    """Decision: whether Angel was knocked out is known once the combat damage is dealt, so the
    ability answers at the end of the attack step, while he is still engaged (a blocked Angel
    still in the attack zone there was not knocked out)."""
    deal_damage(g, src(t), {player_target(1 - t.player): 2})


@ability("avx-099", "If you used an action this turn, Angel cannot be blocked.", "cant_be_blocked_by")
def angel_soaring(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    """An action is an action die used (basic or not); a Global is not an action."""
    p = attacker.ctrl
    return p is not None and used_action(g, p)
