"""The Vanilla pack (바닐라): bargains. Each card gives more than a Beginner card of its cost, in
one or two plain effects, and prints the price it takes back: HP lost, a card discarded from the
hand, a Stone gained into the discard pile, less AP next turn, or a gift to the opponent (a card
drawn, HP healed). A price is mandatory and is paid as far as possible (spec §5).
"""

from ..cards import STONE
from ..effects import (
    Ap,
    Damage,
    Defense,
    DiscardOwn,
    Draw,
    GainUpTo,
    Gems,
    Heal,
    LoseHp,
    NextWeaponBonus,
    OppApPenalty,
    OppDiscard,
    OppDiscardTo,
    OppDraw,
    OppHeal,
    RemoveFromHand,
    SelfApPenalty,
    SelfGain,
    Stars,
    card,
)
from ..effects import character as ability

STONE_INTO_DISCARD = "Gain a Stone into your discard pile."
LESS_AP = "You have 1 less AP in your next Action phase."
DISCARD_ONE = "Discard a card from your hand."

# -- fire: damage now, paid later -------------------------------------------------------------------
card("mv.fire.scorch_axe", f"3 damage. {STONE_INTO_DISCARD}", SelfGain(STONE, 1))
card("mv.fire.meteor", f"Deal 5 damage to the opponent now. {LESS_AP}", Damage(5), SelfApPenalty(1))
card("mv.fire.wildfire", "5 damage. The opponent draws a card.", OppDraw(1))

# -- flowing water: cards for HP, cards filtered ----------------------------------------------------
card("mv.water.undertow", "Draw 4 cards. You lose 2 HP.", Draw(4), LoseHp(2))
card(
    "mv.water.deep_well",
    "2 gems. Draw 2 cards. Then discard a card from your hand.",
    Draw(2),
    DiscardOwn(1),
)

# -- wood: a thick wall, a growing deck -------------------------------------------------------------
card("mv.wood.thornwall", f"+7 defense. {LESS_AP}", Defense(7), SelfApPenalty(1))
card(
    "mv.wood.overgrowth",
    f"+1 AP. Gain a card costing up to 6 from the exchange. {STONE_INTO_DISCARD}",
    Ap(1),
    GainUpTo(6),
    SelfGain(STONE, 1),
)

# -- soil: big money with strings attached ----------------------------------------------------------
card("mv.soil.gold_rush", "3 gems. You lose 1 HP.", LoseHp(1))
card(
    "mv.soil.boomtown",
    "+1 AP. +4 gems. Draw 1 card. You lose 1 HP.",
    Ap(1),
    Gems(4),
    Draw(1),
    LoseHp(1),
)
card("mv.soil.mother_lode", "4 gems. Draw 1 card. The opponent heals 1.", Draw(1), OppHeal(1))

# -- sky: defense that lets the opponent breathe ----------------------------------------------------
card("mv.sky.storm_shield", "2 gems. +3 defense. The opponent heals 1.", Defense(3), OppHeal(1))
card(
    "mv.sky.cloudburst",
    "+5 defense. Draw 2 cards. Then discard a card from your hand.",
    Defense(5),
    Draw(2),
    DiscardOwn(1),
)

# -- flash: a bigger boost for the next weapon ------------------------------------------------------
card(
    "mv.flash.overcharge",
    f"+1 AP. The next weapon you play this turn deals +5 damage. {DISCARD_ONE}",
    Ap(1),
    NextWeaponBonus(5),
    DiscardOwn(1),
)
card(
    "mv.flash.static_coin",
    "2 gems. The next weapon you play this turn deals +2 damage. You lose 1 HP.",
    NextWeaponBonus(2),
    LoseHp(1),
)

# -- moon-shadow: cheap stars ---------------------------------------------------------------------
card("mv.moon.blood_moon", "+2 stars. You lose 2 HP.", Stars(2), LoseHp(2))
card("mv.moon.lunar_coin", f"1 gem. +1 star. {STONE_INTO_DISCARD}", Stars(1), SelfGain(STONE, 1))

# -- darkness: thinning and a heavy blade -----------------------------------------------------------
card(
    "mv.dark.blood_pact",
    "+1 AP. +3 gems. Remove a card from your hand. You lose 1 HP.",
    Ap(1),
    Gems(3),
    RemoveFromHand(1, optional=False),
    LoseHp(1),
)
card("mv.dark.hollow_blade", f"4 damage. {LESS_AP}", SelfApPenalty(1))

# -- curse: disruption paid in blood or cards -------------------------------------------------------
card(
    "mv.curse.malice",
    "+3 gems. The opponent discards down to 3 cards in hand. You lose 1 HP.",
    Gems(3),
    OppDiscardTo(3),
    LoseHp(1),
)
card(
    "mv.curse.tainted_coin",
    f"2 gems. The opponent has 1 less AP in their next Action phase. {DISCARD_ONE}",
    OppApPenalty(1),
    DiscardOwn(1),
)

# -- characters: strong abilities with a price of their own -----------------------------------------
ability(
    "mv.char.pyre_zealot",
    "Active, 3 times per match: you may deal 4 damage to the opponent and lose 2 HP.",
    Damage(4),
    LoseHp(2),
)
ability(
    "mv.char.tide_gambler",
    "Active, twice per match: you may draw 3 cards, then discard a card from your hand.",
    Draw(3),
    DiscardOwn(1),
)
ability(
    "mv.char.thorn_hermit",
    "Active, twice per match: you may heal 4 and gain +3 defense; then you have 1 less AP in your next Action phase.",
    Heal(4),
    Defense(3),
    SelfApPenalty(1),
)
ability(
    "mv.char.gold_baron",
    "Active, 3 times per match: you may gain +5 gems and gain a Stone into your discard pile.",
    Gems(5),
    SelfGain(STONE, 1),
)
ability(
    "mv.char.star_gambler",
    "Active, 3 times per match: you may gain +2 stars and lose 2 HP.",
    Stars(2),
    LoseHp(2),
)
ability(
    "mv.char.spite_witch",
    "Active, 4 times per match: you may make the opponent discard 2 cards of their choice and lose 1 HP.",
    OppDiscard(2),
    LoseHp(1),
)
