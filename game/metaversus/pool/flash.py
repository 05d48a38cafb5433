"""Flash (섬광): combo and synergy. Empower the cards played before or after; transform cards."""

from ..effects import (
    ap,
    combat_per_action,
    gain_up_to_removed_plus,
    next_action_twice,
    next_weapon_bonus,
    register,
    remove_from_hand,
)

register(
    "mv.flash.spark",
    "+1 AP. The next weapon you play this turn deals +3 damage.",
    ap(1),
    next_weapon_bonus(3),
)
register(
    "mv.flash.prism",
    "+1 AP. The next action card you play this turn resolves twice.",
    ap(1),
    next_action_twice(),
)
register(
    "mv.flash.transmute",
    "+1 AP. Remove a card from your hand. Gain a card from the exchange costing up to 4 more than it, into your hand.",
    ap(1),
    remove_from_hand(1, optional=False),
    gain_up_to_removed_plus(4, "hand"),
)
register(
    "mv.flash.chain_lightning",
    "2 damage, +1 damage for each action card you played this turn.",
    combat_per_action(),
)
