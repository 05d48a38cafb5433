"""Curse (저주): trolling. Disrupt the opponent's hand, deck cycling and plans."""

from ..cards import STONE
from ..effects import ap, gems, opp_ap_penalty, opp_discard, opp_discard_to, opp_gain, register

register(
    "mv.curse.hex", "+2 gems. The opponent discards down to 3 cards in hand.", gems(2), opp_discard_to(3)
)
# The Stones come from the unlimited neutral pile (spec A4): they clog the opponent's cycling.
register(
    "mv.curse.blight",
    "+1 AP. The opponent gains 2 Stones into their discard pile.",
    ap(1),
    opp_gain(STONE, 2),
)
register("mv.curse.jinx_dart", "2 damage. The opponent discards a card of their choice.", opp_discard(1))
register(
    "mv.curse.shackle",
    "+1 gem. The opponent has 1 less AP in their next Action phase.",
    gems(1),
    opp_ap_penalty(1),
)
