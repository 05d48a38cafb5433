"""Wood (수목): slog. Heal and defend, grow the deck, get stronger the more cards you own."""

from ..effects import Ap, CombatPerOwned, Defense, Draw, GainUpTo, Heal, HealPerOwned, card

card("mv.wood.bark_skin", "+3 defense. Heal 1.", Defense(3), Heal(1))
card(
    "mv.wood.sapling_grove",
    "+1 AP. Draw 1 card. Heal 1 for every 3 cards you own.",
    Ap(1),
    Draw(1),
    HealPerOwned(3),
)
card(
    "mv.wood.propagate",
    "+1 AP. Draw 1 card. Gain a card costing up to 5 from the exchange.",
    Ap(1),
    Draw(1),
    GainUpTo(5),
)
card("mv.wood.oak_club", "1 damage, +1 damage for every 5 cards you own.", CombatPerOwned(5))
