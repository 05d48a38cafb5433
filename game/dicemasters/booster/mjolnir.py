"""Mjolnir (#63 Fist of the Righteous, #97 Forged by Odin, #127 Thor's Hammer): non-basic action
cards. Each die's action face does the card's text with its bursts (a burst count the card prints
no text for does the base text), and each card's Global deals 1 damage for [B][B]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..action_cards import GLOBAL_COSTS, affiliated, character_name
from ..basic_actions import global_ability, src
from ..damage import deal_damage
from ..effects import ability
from ..flow import every_character

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

GLOBAL_TEXT = "Pay [B][B] to deal 1 damage to a target character."
TWO_BOLTS = ("bolt", "bolt")


any_character = every_character  # every character in the field, the active player's first


def hammer_throw(g: DiceMasters, t: K.GlobalAbility) -> None:
    """The Global of every Mjolnir: pay [B][B] (two bolt energy), then 1 damage to the target."""
    if g.ask_pay(t, "pay", t.player, len(TWO_BOLTS), list(TWO_BOLTS), t.card, optional="cancel"):
        deal_damage(g, src(t, "global"), {t.target: 1})


# -- Fist of the Righteous ---------------------------------------------------------------------
@ability(
    "avx-063",
    "Deal 6 damage to each villain. ** Deal 8 damage to each villain instead.",
    "action",
)
def fist_of_the_righteous(g: DiceMasters, t: K.ActionDie) -> None:
    """Decision: "each villain" is every Villains-affiliated character in the field, both players';
    a * face has no text of its own on this card, so it does the base text."""
    n = 8 if t.bursts == 2 else 6
    deal_damage(g, src(t), {d.id: n for d in g.all_characters() if affiliated(d, "Villains")})


# -- Forged by Odin ----------------------------------------------------------------------------
@ability(
    "avx-097",
    "Deal 5 damage to target character. * Deal an extra 1 damage. ** Deal an extra 3 damage.",
    "action",
)
def forged_by_odin(g: DiceMasters, t: K.ActionDie) -> None:
    n = 5 + (1 if t.bursts == 1 else 3 if t.bursts == 2 else 0)
    tgt = g.ask_target(t, "target", t.player, any_character(g, t.player), t.card, harms=True)
    if tgt is not None:
        deal_damage(g, src(t), {tgt: n})


# -- Thor's Hammer -----------------------------------------------------------------------------
@ability(
    "avx-127",
    "Deal 4 damage to all characters other than Thor (yours and your opponent's). * Deal 5 damage instead.",
    "action",
)
def thors_hammer(g: DiceMasters, t: K.ActionDie) -> None:
    """Decision: "other than Thor" spares every character named Thor (any version, either
    player's); a ** face has no text of its own on this card, so it does the base text."""
    n = 5 if t.bursts == 1 else 4
    deal_damage(g, src(t), {d.id: n for d in g.all_characters() if character_name(d) != "Thor"})


for _card in ("avx-063", "avx-097", "avx-127"):
    GLOBAL_COSTS[_card] = TWO_BOLTS
    global_ability(_card, GLOBAL_TEXT, "bolt", any_character)(hammer_throw)
