"""Flowing Water (유수): engine / fast cycling. Draw many cards, hold a big hand."""

from ..effects import Ap, CombatPerHand, Draw, DrawTo, Gems, card

card("mv.water.stream", "Draw 3 cards.", Draw(3))
card("mv.water.tide_village", "+2 AP. Draw 1 card. +1 gem.", Ap(2), Draw(1), Gems(1))
card("mv.water.tidal_surge", "+1 AP. Draw until you have 7 cards in hand.", Ap(1), DrawTo(7))
# Counted when the weapon is played: the cards still in hand at that moment.
card("mv.water.wave_crash", "2 damage, +1 damage for each card in your hand.", CombatPerHand(1))
card("mv.water.pearl", "1 gem. Draw 1 card.", Draw(1))
