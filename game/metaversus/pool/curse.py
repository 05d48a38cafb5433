"""Curse (저주): trolling. Disrupt the opponent's hand, deck cycling and plans."""

from ..cards import STONE
from ..effects import Ap, Gems, OppApPenalty, OppDiscard, OppDiscardTo, OppGain, card

card("mv.curse.hex", "+2 gems. The opponent discards down to 3 cards in hand.", Gems(2), OppDiscardTo(3))
# The Stones come from the unlimited neutral pile (spec A4): they clog the opponent's cycling.
card(
    "mv.curse.blight", "+1 AP. The opponent gains 2 Stones into their discard pile.", Ap(1), OppGain(STONE, 2)
)
card("mv.curse.jinx_dart", "2 damage. The opponent discards a card of their choice.", OppDiscard(1))
card(
    "mv.curse.shackle",
    "+1 gem. The opponent has 1 less AP in their next Action phase.",
    Gems(1),
    OppApPenalty(1),
)
