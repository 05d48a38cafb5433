"""Soil (토양): big money. AP, gems, buys and cheaper cards."""

from ..effects import ap, buys, discount, draw, gems, register

register("mv.soil.gem_ore", "2 gems.")
register("mv.soil.gold_vein", "3 gems. +1 buy.", buys(1))
register("mv.soil.bazaar", "+1 AP. +1 buy. +3 gems. Draw 1 card.", ap(1), buys(1), gems(3), draw(1))
register(
    "mv.soil.quarry",
    "+1 AP. +1 buy. +2 gems. Cards cost 1 gem less this turn (not below 0).",
    ap(1),
    buys(1),
    gems(2),
    discount(1),
)
register("mv.soil.trade_caravan", "2 gems. +1 buy. Draw 1 card.", buys(1), draw(1))
