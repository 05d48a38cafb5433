"""Darkness (암흑): deck thinning. Remove cards; a small deck of strong cards."""

from ..effects import (
    ap,
    combat_per_removed,
    draw,
    gems_if_removed,
    register,
    remove_from_hand,
    win_if_owned_at_most,
)

register("mv.dark.void", "Remove up to 4 cards from your hand.", remove_from_hand(4))
register(
    "mv.dark.shadow_pact",
    "+1 AP. You may remove a card from your hand. If you did, +2 gems.",
    ap(1),
    remove_from_hand(1),
    gems_if_removed(2),
)
register(
    "mv.dark.abyssal_edge",
    "3 damage, +1 damage for every 3 cards in your removed pile.",
    combat_per_removed(3),
)
register(
    "mv.dark.singularity",
    "Draw 2 cards. Then, if this is your 18th turn or later and you own 5 or fewer cards, you win the match.",
    draw(2),
    win_if_owned_at_most(5, from_turn=18),
)
