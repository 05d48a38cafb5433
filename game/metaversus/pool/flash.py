"""Flash (섬광): combo and synergy. Empower the cards played before or after; transform cards."""

from ..effects import (
    Ap,
    CombatPerAction,
    Draw,
    GainPlus,
    NextActionTwice,
    NextWeaponBonus,
    RemoveFromHand,
    card,
)
from ..state import Zone

card(
    "mv.flash.spark", "+1 AP. The next weapon you play this turn deals +3 damage.", Ap(1), NextWeaponBonus(3)
)
card(
    "mv.flash.prism",
    "+1 AP. Draw 1 card. The next action card you play this turn resolves twice.",
    Ap(1),
    Draw(1),
    NextActionTwice(),
)
card(
    "mv.flash.transmute",
    "+1 AP. Remove a card from your hand. Gain a card from the exchange costing up to 4 more than it, into your hand.",
    Ap(1),
    RemoveFromHand(1, optional=False),
    GainPlus(4, Zone.HAND),
)
card(
    "mv.flash.chain_lightning",
    "2 damage, +1 damage for each action card you played this turn.",
    CombatPerAction(),
)
