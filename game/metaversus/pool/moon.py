"""Moon-shadow (월영): star victory. Collect stars; 10 stars win whatever the HP."""

from ..effects import ap, draw, register, star_if_bought_at_most, star_if_hp_damage, stars

register("mv.moon.moonlight", "+1 AP. +1 star. Draw 1 card.", ap(1), stars(1), draw(1))
register("mv.moon.star_shard", "1 gem. +1 star.", stars(1))
register(
    "mv.moon.crescent_blade",
    "1 damage.\n———\nAfter your combat damage event, if it reduced the opponent's HP: +1 star.",
    trigger=("after_combat_damage", (star_if_hp_damage(1),)),
)
register("mv.moon.eclipse", "+2 stars.", stars(2))
register(
    "mv.moon.stargazer",
    "+1 AP.\n———\nAt the end of this turn, if you bought at most one card this turn: +1 star.",
    ap(1),
    trigger=("end_of_turn", (star_if_bought_at_most(1, 1),)),
)
