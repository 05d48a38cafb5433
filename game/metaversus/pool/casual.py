"""The Casual pack (캐주얼): attribute combos. Each card pays off when its duelist played another
card of its attribute earlier in the turn: the ``Kin`` gate, after which the rest of the card's
part resolves only if that is so (a character's: if they played a card of its attribute)."""

from ..cards import STONE
from ..effects import (
    Ap,
    Buys,
    Combat,
    Damage,
    Defense,
    Discount,
    Draw,
    GainPlus,
    GainUpTo,
    Gems,
    Heal,
    Kin,
    NextActionTwice,
    OppApPenalty,
    OppDiscard,
    OppGain,
    RemoveFromHand,
    Stars,
    Trigger,
    WeaponsBonus,
    When,
    card,
)
from ..effects import character as ability
from ..state import Zone

# -- Fire: aggro ------------------------------------------------------------------------------------
card(
    "mv.fire.tinder_blade",
    "1 damage. If you played another Fire card this turn: +2 damage.",
    Kin(),
    Combat(2),
)
card(
    "mv.fire.ember",
    "+1 AP. Each weapon you play this turn deals +1 damage. "
    "If you played another Fire card this turn: deal 2 damage to the opponent now.",
    Ap(1),
    WeaponsBonus(1),
    Kin(),
    Damage(2),
)
card(
    "mv.fire.firebrand",
    "Deal 2 damage to the opponent now. If you played another Fire card this turn: "
    "deal 3 more damage to the opponent now.",
    Damage(2),
    Kin(),
    Damage(3),
)

# -- Flowing Water: engine --------------------------------------------------------------------------
card(
    "mv.water.ripple",
    "1 gem. Draw 1 card. If you played another Flowing Water card this turn: draw 1 more card.",
    Draw(1),
    Kin(),
    Draw(1),
)
card(
    "mv.water.cascade",
    "+1 AP. Draw 1 card. If you played another Flowing Water card this turn: draw 2 cards.",
    Ap(1),
    Draw(1),
    Kin(),
    Draw(2),
)

# -- Wood: slog -------------------------------------------------------------------------------------
card(
    "mv.wood.rootguard",
    "+2 defense. Draw 1 card. If you played another Wood card this turn: +2 defense. Heal 2.",
    Defense(2),
    Draw(1),
    Kin(),
    Defense(2),
    Heal(2),
)
card(
    "mv.wood.seed_pouch",
    "2 gems. If you played another Wood card this turn: gain a card costing up to 4 from the exchange.",
    Kin(),
    GainUpTo(4),
)

# -- Soil: big money --------------------------------------------------------------------------------
card(
    "mv.soil.rough_gem",
    "2 gems. If you played another Soil card this turn: +1 gem. +1 buy.",
    Kin(),
    Gems(1),
    Buys(1),
)
card(
    "mv.soil.market_day",
    "+1 AP. +1 buy. +2 gems. Draw 1 card. If you played another Soil card this turn: "
    "cards cost 1 gem less this turn (not below 0).",
    Ap(1),
    Buys(1),
    Gems(2),
    Draw(1),
    Kin(),
    Discount(1),
)

# -- Sky: defense and counter-attack ----------------------------------------------------------------
card(
    "mv.sky.feather_charm",
    "1 gem. +1 defense. If you played another Sky card this turn: +1 gem. +2 defense.",
    Defense(1),
    Kin(),
    Gems(1),
    Defense(2),
)
card(
    "mv.sky.gale_lance",
    "1 damage. +1 defense. If you played another Sky card this turn: +1 damage.",
    Defense(1),
    Kin(),
    Combat(1),
)

# -- Flash: combo and synergy, transformation -------------------------------------------------------
card(
    "mv.flash.afterimage",
    "+1 AP. Draw 1 card. If you played another Flash card this turn: "
    "draw 2 more cards. The next action card you play this turn resolves twice.",
    Ap(1),
    Draw(1),
    Kin(),
    Draw(2),
    NextActionTwice(),
)
card(
    "mv.flash.arc_blade", "2 damage. If you played another Flash card this turn: +2 damage.", Kin(), Combat(2)
)
card(
    "mv.flash.alchemy_coin",
    "2 gems. If you played another Flash card this turn: you may remove a card from your hand. "
    "If you did, gain a card from the exchange costing up to 3 more than it.",
    Kin(),
    RemoveFromHand(1),
    GainPlus(3, Zone.PLAYED),
)

# -- Moon-shadow: stars -----------------------------------------------------------------------------
# Counted at the end of the turn: Moon-shadow cards played after it (in the Combat phase) count too.
card(
    "mv.moon.stardust",
    "1 gem.\n———\nAt the end of this turn, if you played another Moon-shadow card this turn: +1 star.",
    trigger=Trigger(When.END_OF_TURN, (Kin(), Stars(1))),
)
card(
    "mv.moon.lunar_sickle",
    "1 damage. If you played another Moon-shadow card this turn: +1 star.",
    Kin(),
    Stars(1),
)

# -- Darkness: deck thinning ------------------------------------------------------------------------
card(
    "mv.dark.umbral_rite",
    "Draw 2 cards. If you played another Darkness card this turn: +1 AP. Remove up to 2 cards from your hand.",
    Draw(2),
    Kin(),
    Ap(1),
    RemoveFromHand(2),
)
card(
    "mv.dark.obsidian_coin",
    "2 gems. You may remove a card from your hand. If you played another Darkness card this turn: +2 gems.",
    RemoveFromHand(1),
    Kin(),
    Gems(2),
)

# -- Curse: disruption ------------------------------------------------------------------------------
card(
    "mv.curse.hex_bolt",
    "2 damage. If you played another Curse card this turn: the opponent discards a card of their choice.",
    Kin(),
    OppDiscard(1),
)
card(
    "mv.curse.cursed_coin",
    "2 gems. If you played another Curse card this turn: the opponent has 1 less AP in their next Action phase.",
    Kin(),
    OppApPenalty(1),
)

# -- Characters: "If you played a <attribute> card this turn" ---------------------------------------
ability(
    "mv.char.pyre_caller",
    "Active, 3 times per match: you may deal 2 damage to the opponent. "
    "If you played a Fire card this turn: deal 2 more damage to the opponent.",
    Damage(2),
    Kin(),
    Damage(2),
)
ability(
    "mv.char.brook_diviner",
    "Active, 3 times per match: you may draw 1 card. "
    "If you played a Flowing Water card this turn: draw 2 more cards.",
    Draw(1),
    Kin(),
    Draw(2),
)
ability(
    "mv.char.thorn_keeper",
    "Active, 3 times per match: you may gain +3 defense. If you played a Wood card this turn: heal 3.",
    Defense(3),
    Kin(),
    Heal(3),
)
ability(
    "mv.char.caravan_master",
    "Active, 3 times per match: you may gain +2 gems. If you played a Soil card this turn: +1 buy. +1 gem.",
    Gems(2),
    Kin(),
    Buys(1),
    Gems(1),
)
ability(
    "mv.char.echo_adept",
    "Active, 3 times per match: you may gain +1 AP and draw 1 card. "
    "If you played a Flash card this turn: draw 2 more cards.",
    Ap(1),
    Draw(1),
    Kin(),
    Draw(2),
)
ability(
    "mv.char.jinx_witch",
    "Active, 4 times per match: you may make the opponent discard a card of their choice. "
    "If you played a Curse card this turn: the opponent gains a Stone into their discard pile.",
    OppDiscard(1),
    Kin(),
    OppGain(STONE, 1),
)
