"""Wood (수목): slog. Heal and defend, grow the deck, get stronger the more cards you own."""

from ..effects import ap, combat_per_owned, defense, gain_up_to, heal, heal_per_owned, register

register("mv.wood.bark_skin", "+3 defense. Heal 1.", defense(3), heal(1))
register("mv.wood.sapling_grove", "Heal 1 for every 3 cards you own.", heal_per_owned(3))
register("mv.wood.propagate", "+1 AP. Gain a card costing up to 5 from the exchange.", ap(1), gain_up_to(5))
register("mv.wood.oak_club", "1 damage, +1 damage for every 5 cards you own.", combat_per_owned(5))
