"""Aether Rift (에테르 균열), the expansion: aether, kept from turn to turn, and Surges that spend it.

Every card gains aether beside a normal effect (``Aether``), or spends it on a Surge (``Surge``: the
steps after it resolve only if the duelist pays), or both. A weapon's Surge adds to the turn's
single combat damage event (``Combat``). The characters' passive hooks live in ``turn.py``.
"""

from ..effects import (
    Aether,
    Ap,
    Combat,
    Damage,
    Defense,
    Draw,
    GainUpTo,
    Gems,
    NextWeaponBonus,
    OppDiscard,
    Passive,
    RemoveFromHand,
    Stars,
    Surge,
    card,
)
from ..effects import character as ability

# -- exchange cards -------------------------------------------------------------------------------
card("mv.fire.rift_blade", "2 damage. Surge 2: +3 damage.", Surge(2), Combat(3))
card("mv.fire.kindling", "1 damage. +1 aether.", Aether(1))
card("mv.water.aether_spring", "+1 AP. Draw 1 card. +1 aether.", Ap(1), Draw(1), Aether(1))
card("mv.water.riptide", "Draw 2 cards. Surge 2: draw 2 more cards.", Draw(2), Surge(2), Draw(2))
card("mv.soil.rift_ore", "2 gems. +1 aether.", Aether(1))
card(
    "mv.soil.aether_market",
    "+1 AP. Draw 1 card. +2 gems. Surge 2: +2 gems.",
    Ap(1),
    Draw(1),
    Gems(2),
    Surge(2),
    Gems(2),
)
card(
    "mv.wood.aether_graft",
    "+1 AP. +1 aether. Surge 2: gain a card costing up to 5 from the exchange.",
    Ap(1),
    Aether(1),
    Surge(2),
    GainUpTo(5),
)
card(
    "mv.sky.aether_veil",
    "+2 defense. +1 aether. Surge 2: +3 defense and draw 1 card.",
    Defense(2),
    Aether(1),
    Surge(2),
    Defense(3),
    Draw(1),
)
card(
    "mv.flash.rift_lens",
    "+1 AP. +1 aether. Surge 2: the next weapon you play this turn deals +2 damage.",
    Ap(1),
    Aether(1),
    Surge(2),
    NextWeaponBonus(2),
)
card("mv.moon.moonwell", "+1 AP. Draw 1 card. Surge 3: +1 star.", Ap(1), Draw(1), Surge(3), Stars(1))
card(
    "mv.dark.rift_siphon",
    "+1 AP. +2 aether. Surge 2: remove up to 2 cards from your hand.",
    Ap(1),
    Aether(2),
    Surge(2),
    RemoveFromHand(2),
)
card(
    "mv.curse.rift_hex",
    "+1 gem. +1 aether. Surge 2: the opponent discards 2 cards of their choice.",
    Gems(1),
    Aether(1),
    Surge(2),
    OppDiscard(2),
)

# -- characters -----------------------------------------------------------------------------------
ability(
    "mv.char.rift_walker",
    "Passive: at the start of your turn, +1 aether; if you already have the most aether you can hold, "
    "+1 gem instead.",
    passive=Passive.TURN_START_AETHER,
)
ability(
    "mv.char.aether_sentinel",
    "Passive: at the start of your turn, if you have 3 or more aether, +2 defense.",
    passive=Passive.TURN_START_AETHER_DEFENSE,
)
ability(
    "mv.char.flux_duelist",
    "Passive: if you have 2 or more aether, your combat damage event deals +1 damage.",
    passive=Passive.AETHER_COMBAT_BONUS,
)
ability(
    "mv.char.aether_savant",
    "Active, twice per match: you may gain +2 aether and draw 1 card.",
    Aether(2),
    Draw(1),
)
ability(
    "mv.char.void_reaper",
    "Active, 3 times per match: Surge 2: deal 3 damage to the opponent.",
    Surge(2),
    Damage(3),
)
ability(
    "mv.char.star_weaver",
    "Active, 4 times per match: Surge 1: +1 star and draw 1 card.",
    Surge(1),
    Stars(1),
    Draw(1),
)
