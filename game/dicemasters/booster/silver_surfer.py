"""Silver Surfer: Silverado (#58), Sentinel (#90) and Sky-Rider (#122), and their Global (each
card's own, once during your turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..basic_actions import global_ability, pay_global
from ..characters import src
from ..conditions import (
    GlobalTerms,
    double_stats,
    draw_to,
    limited,
    mark_used,
    opponent_has_more_life,
    take_damage_cost,
)
from ..effects import ability, fielded
from ..ops import ModDice
from ..state import player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def underdog(g: DiceMasters, t: K.CardHook) -> bool:
    return opponent_has_more_life(g, t.player)


@ability(
    "avx-058",
    "At the start of the attack step, if your opponent has more life than you, Silver Surfer gets +2A "
    "and +2D.",
    "start_of_attack",
    when=underdog,
)
def surfer_silverado(g: DiceMasters, t: K.StartOfAttack) -> None:
    """Every attack step, both players'; the bonus lasts until the end of the turn."""
    if underdog(g, t) and fielded(g, t.die):
        g.push(ModDice([t.die], src=src(t), a=2, d=2))


@ability(
    "avx-090",
    "While Silver Surfer is active, if your opponent has more life than you, draw one extra die each "
    "Clear and Draw Step.",
    "extra_draw",
)
def surfer_sentinel(g: DiceMasters, p: int) -> int:
    """Asked in the player's own Clear and Draw (one extra die however many Silver Surfer dice)."""
    return 1 if g.is_active(p, "avx-090") and opponent_has_more_life(g, p) else 0


@ability(
    "avx-122",
    "At the start of the attack step, if your opponent has more life than you, double Silver Surfer's "
    "attack and defense.",
    "start_of_attack",
    when=underdog,
)
def surfer_sky_rider(g: DiceMasters, t: K.StartOfAttack) -> None:
    """Doubling as it resolves (``conditions.double_stats``), until the end of the turn."""
    if underdog(g, t) and fielded(g, t.die):
        double_stats(g, g.dice[t.die])


def _self(g: DiceMasters, p: int) -> list[str]:
    return [player_target(p)]


def surfer_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    """Pay [S], then take 2 damage, then draw a die into the prep area."""
    if not pay_global(g, t, "shield"):
        return
    mark_used(g, t.player, t.card)
    if not take_damage_cost(g, t, 2):
        return
    draw_to(g, t.player, 1, "prep")


for _card, _text in (
    (
        "avx-058",
        "Once during your turn, pay [S] and take 2 damage to draw one die and place it in your prep area.",
    ),
    (
        "avx-090",
        "Once during your turn, pay [S] and take 2 damage to draw a die and place it in your prep area.",
    ),
    (
        "avx-122",
        "Once during your turn, pay [S] and take 2 damage to draw a die and place it in your prep area.",
    ),
):
    _terms = GlobalTerms(_card, "draw", 1, life_cost=2, once_per_turn=True)
    global_ability(_card, _text, "shield", limited(_terms, _self))(surfer_global)
