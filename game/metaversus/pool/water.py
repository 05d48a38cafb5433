"""Flowing Water (유수): engine / fast cycling. Draw many cards, hold a big hand."""

from ..effects import ap, combat_per_hand, draw, draw_to, gems, register

register("mv.water.stream", "Draw 3 cards.", draw(3))
register("mv.water.tide_village", "+2 AP. Draw 1 card. +1 gem.", ap(2), draw(1), gems(1))
register("mv.water.tidal_surge", "Draw until you have 7 cards in hand.", draw_to(7))
# Counted when the weapon is played: the cards still in hand at that moment.
register("mv.water.wave_crash", "2 damage, +1 damage for each card in your hand.", combat_per_hand(1))
register("mv.water.pearl", "1 gem. Draw 1 card.", draw(1))
