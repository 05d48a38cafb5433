"""Green Goblin: Goblin-Lord (#45), Norman Osborn (#109, and its Global) and "Gobby" (#130)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..basic_actions import global_ability, pay_global
from ..cards import SIDEKICK
from ..characters import src
from ..conditions import GlobalTerms, knock_out_own_sidekick, limited, own_sidekicks, roll_into_reserve
from ..damage import deal_damage
from ..effects import ability, sidekick_aura
from ..state import Die, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-045",
    "While Green Goblin is active, your Sidekick characters get +1A and +1D (no matter how many Green "
    "Goblin dice you have fielded).",
    "aura",
)
def goblin_lord(g: DiceMasters, d: Die) -> tuple[int, int]:
    return sidekick_aura(g, d, "avx-045")


@ability(
    "avx-109",
    "When fielded, you may roll up to 2 Sidekick dice from your used pile (you cannot roll dice that "
    "paid to field this die; place rolled dice in your reserve pool).",
    "fielded",
    when=lambda g, t: any(g.dice[i].card == SIDEKICK for i in g.zones[t.player]["used"]),
)
def goblin_norman_osborn(g: DiceMasters, t: K.Fielded) -> None:
    """One Sidekick at a time (they are alike), each optional; dice that paid went out of play."""
    p = t.player
    for key in ("s1", "s2"):
        side = [i for i in g.zones[p]["used"] if g.dice[i].card == SIDEKICK][:1]
        pick = g.ask_target(t, key, p, side, t.card, optional=True)
        if pick is None:
            return
        if g.dice[pick].zone == "used":
            roll_into_reserve(g, p, [pick])


def _goblin_targets(g: DiceMasters, p: int) -> list[str]:
    """Any character, as long as a Sidekick other than it can pay the cost."""
    sidekicks = own_sidekicks(g, p)
    return [d.id for d in g.all_characters() if any(s != d.id for s in sidekicks)]


@global_ability(
    "avx-109",
    "Pay [B] and knock out one of your Sidekick characters to deal 2 damage to a target character.",
    "bolt",
    limited(GlobalTerms("avx-109", "damage", 2, sidekick_cost=True), _goblin_targets),
)
def goblin_norman_osborn_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if not pay_global(g, t, "bolt") or not knock_out_own_sidekick(g, t):
        return
    deal_damage(g, K.Source(t.player, "global", t.card), {t.target: 2})


def own_sidekick_count(g: DiceMasters, p: int) -> int:
    return len(own_sidekicks(g, p))


@ability(
    "avx-130",
    "When fielded, Green Goblin deals 1 damage to your opponent for each Sidekick in the field (count "
    "your Sidekicks only).",
    "fielded",
    when=lambda g, t: own_sidekick_count(g, t.player) > 0,
)
def goblin_gobby(g: DiceMasters, t: K.Fielded) -> None:
    n = own_sidekick_count(g, t.player)
    if n:
        deal_damage(g, src(t), {player_target(1 - t.player): n})
