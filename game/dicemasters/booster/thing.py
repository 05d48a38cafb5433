"""Thing: Ever-Lovin' Blue-Eyed (#59), Grim Ben (#93) and Idol of Millions (#123)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..conditions import draw_to, opponent_has_more_fielded, roll_into_reserve
from ..effects import ability, fielded
from ..ops import ModDice
from ..state import Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

UNDERDOG = "underdog"  # die flag (this turn): Ever-Lovin' Blue-Eyed's start-of-attack condition held


def underdog(g: DiceMasters, t: K.CardHook) -> bool:
    return opponent_has_more_fielded(g, t.player)


@ability(
    "avx-059",
    "At the start of the attack step, if your opponent has more fielded characters than you, Thing "
    "can't be blocked and takes no damage while blocking.",
    "start_of_attack",
    when=underdog,
)
def thing_ever_lovin(g: DiceMasters, t: K.StartOfAttack) -> None:
    """Every attack step, both players': attacking he can't be blocked, blocking he takes no
    damage, for the rest of the turn (the condition is checked once, as the step starts)."""
    if underdog(g, t) and fielded(g, t.die):
        g.dice[t.die].flags[UNDERDOG] = True


@ability("avx-059", "Thing can't be blocked", "cant_be_blocked_by")
def thing_cant_be_blocked(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    return bool(attacker.flags.get(UNDERDOG))


@ability("avx-059", "takes no damage while blocking.", "reduce")
def thing_no_damage_blocking(g: DiceMasters, d: Die, n: int) -> int:
    return 0 if d.flags.get(UNDERDOG) and d.id in g.combat["blocks"] else n


@ability(
    "avx-093",
    "At the start of the attack step, if your opponent has more fielded characters than you, Thing "
    "gets +3A and +3D (until the end of the turn).",
    "start_of_attack",
    when=underdog,
)
def thing_grim_ben(g: DiceMasters, t: K.StartOfAttack) -> None:
    if underdog(g, t) and fielded(g, t.die):
        g.push(ModDice([t.die], src=src(t), a=3, d=3))


@ability(
    "avx-123",
    "When fielded, if your opponent has more fielded characters than you, draw and roll 3 dice (place "
    "them in your reserve pool).",
    "fielded",
    when=underdog,
)
def thing_idol_of_millions(g: DiceMasters, t: K.Fielded) -> None:
    """The condition counts Thing himself, fielded now; it is checked again as it resolves."""
    if "drawn" not in t.ans:
        t.ans["drawn"] = draw_to(g, t.player, 3, "reserve") if underdog(g, t) else []
        roll_into_reserve(g, t.player, t.ans["drawn"])
