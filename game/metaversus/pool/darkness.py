"""Darkness (암흑): deck thinning. Remove cards; a small deck of strong cards."""

from ..effects import Ap, CombatPerRemoved, Draw, GemsIfRemoved, RemoveFromHand, WinIfOwnedAtMost, card

card("mv.dark.void", "Remove up to 4 cards from your hand.", RemoveFromHand(4))
card(
    "mv.dark.shadow_pact",
    "+1 AP. You may remove a card from your hand. If you did, +2 gems.",
    Ap(1),
    RemoveFromHand(1),
    GemsIfRemoved(2),
)
card(
    "mv.dark.abyssal_edge", "3 damage, +1 damage for every 3 cards in your removed pile.", CombatPerRemoved(3)
)
card(
    "mv.dark.singularity",
    "Draw 2 cards. Then, if this is your 18th turn or later and you own 5 or fewer cards, you win the match.",
    Draw(2),
    WinIfOwnedAtMost(5, from_turn=18),
)
