"""Soil (토양): big money. AP, gems, buys and cheaper cards."""

from ..effects import Ap, Buys, Discount, Draw, Gems, card

card("mv.soil.gem_ore", "2 gems.")
card("mv.soil.gold_vein", "3 gems. +1 buy. Draw 1 card.", Buys(1), Draw(1))
card("mv.soil.bazaar", "+1 AP. +1 buy. +3 gems. Draw 1 card.", Ap(1), Buys(1), Gems(3), Draw(1))
card(
    "mv.soil.quarry",
    "+1 AP. +1 buy. +2 gems. Draw 1 card. Cards cost 1 gem less this turn (not below 0).",
    Ap(1),
    Buys(1),
    Gems(2),
    Draw(1),
    Discount(1),
)
card("mv.soil.trade_caravan", "2 gems. +1 buy. Draw 1 card.", Buys(1), Draw(1))
