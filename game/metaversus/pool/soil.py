"""Soil (토양): big money. AP, gems, buys and cheaper cards."""

from ..effects import ap, buys, discount, gems, register

register("mv.soil.gem_ore", "2 gems.")
register("mv.soil.gold_vein", "3 gems.")
register("mv.soil.bazaar", "+2 AP. +1 buy. +2 gems.", ap(2), buys(1), gems(2))
register(
    "mv.soil.quarry",
    "+1 AP. +1 buy. Cards cost 1 gem less this turn (not below 0).",
    ap(1), buys(1), discount(1),
)
register("mv.soil.trade_caravan", "2 gems. +1 buy.", buys(1))
