"""Neutral basic cards: the starting deck (spec A2, A3). Value and damage are printed numbers,
applied by the engine; neither card has further instructions."""

from ..effects import card

card("mv.stone", "1 gem.")
card("mv.dagger", "1 damage.")
