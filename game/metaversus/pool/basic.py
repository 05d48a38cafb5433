"""Neutral basic cards: the starting deck (spec A2, A3). Value and damage are printed numbers,
applied by the engine; neither card has further instructions."""

from ..effects import register

register("mv.stone", "1 gem.")
register("mv.dagger", "1 damage.")
