"""Moon-shadow (월영): star victory. Collect stars; 10 stars win whatever the HP."""

from ..effects import Ap, Draw, StarIfBoughtAtMost, StarIfHpDamage, Stars, Trigger, When, card

card("mv.moon.moonlight", "+1 AP. +1 star. Draw 1 card.", Ap(1), Stars(1), Draw(1))
card("mv.moon.star_shard", "1 gem. +1 star.", Stars(1))
card(
    "mv.moon.crescent_blade",
    "1 damage.\n———\nAfter your combat damage event, if it reduced the opponent's HP: +1 star.",
    trigger=Trigger(When.AFTER_COMBAT_DAMAGE, (StarIfHpDamage(1),)),
)
card("mv.moon.eclipse", "+2 stars.", Stars(2))
card(
    "mv.moon.stargazer",
    "+1 AP.\n———\nAt the end of this turn, if you bought at most one card this turn: +1 star.",
    Ap(1),
    trigger=Trigger(When.END_OF_TURN, (StarIfBoughtAtMost(1, most=1),)),
)
