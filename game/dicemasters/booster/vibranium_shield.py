"""Vibranium Shield (#64 One of a Kind, #98 Irreplaceable, #128 Cap's Protection): non-basic action
cards whose dice protect (a type that takes no damage, a lock on a type, a die that stays touching
a character), and whose Global prevents 1 damage for [S] as damage would be dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..action_cards import EnergyTypeChosen, attach, energy_options, lock_type
from ..effects import ability, at_start_of_attack, energy_type, opponent_chars

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

GLOBAL_TEXT = "Pay [S] to prevent 1 damage to a character or player."


def shield_cost(g: DiceMasters) -> str:
    """What the "prevent 1 damage" Global costs: [S] (asked in ``action_cards.shield_damage``)."""
    return "shield"


for _card in ("avx-064", "avx-098", "avx-128"):
    ability(_card, GLOBAL_TEXT, "prevent_damage")(shield_cost)


# -- One of a Kind -----------------------------------------------------------------------------
@ability(
    "avx-064",
    "At the start of your attack step, choose an energy type. This turn, characters of that type "
    "take no damage.",
    "action",
)
def one_of_a_kind(g: DiceMasters, t: K.ActionDie) -> None:
    """Decision: the die is used as any action die; its effect waits for the start of this turn's
    attack step (used during the attack step, or in a turn with no attack step, it does nothing)."""
    at_start_of_attack(g, t.player, t.card, t.die)


@ability(
    "avx-064",
    "At the start of your attack step, choose an energy type.",
    "start_of_attack",
)
def one_of_a_kind_attack_step(g: DiceMasters, t: K.StartOfAttack) -> None:
    """Decision: "characters of that type" are every character of that energy type, both players'
    (Sidekicks have no type); they take no damage until the end of the turn."""
    etype = g.ask_target(t, "energy", t.player, energy_options(), t.card)
    if etype is None:
        return
    g.turnflags.setdefault("immune_types", []).append(etype)
    g.ev.append(EnergyTypeChosen(t.player, t.card, etype))


# -- Irreplaceable -----------------------------------------------------------------------------
@ability(
    "avx-098",
    "Place this die touching an opposing character. Opposing characters that match that "
    "character's type cannot attack or block until the end of your opponent's next turn. Then place "
    "this die in the used pile.",
    "action",
)
def irreplaceable(g: DiceMasters, t: K.ActionDie) -> None:
    """Decision: the die is placed touching an opposing character that has an energy type
    (Sidekicks have none, so nothing would match); the lock holds for the opponent's characters
    of that type in the field now and fielded later, through the end of the opponent's next
    turn; the die goes to the used pile at once (not out of play)."""
    p = t.player
    options = [d.id for d in opponent_chars(g, p) if energy_type(d) is not None]
    tgt = g.ask_target(t, "target", p, options, t.card, harms=True)
    if tgt is not None:
        etype = energy_type(g.dice[tgt])
        assert etype is not None
        lock_type(g, 1 - p, etype, t.card, g.turn + 1)
    d = g.dice[t.die]
    if d.zone == "out_of_play" and d.owner == p:
        g.move(d, "used", p)


# -- Cap's Protection --------------------------------------------------------------------------
@ability(
    "avx-128",
    "Place this die touching your target character. It does not go to your used pile. You may place "
    "this die in the used pile at any time to prevent all damage to the character for the rest of "
    "the turn.",
    "action",
)
def caps_protection(g: DiceMasters, t: K.ActionDie) -> None:
    """The die stays touching the character (``action_cards.attach``) until its owner uses it or
    the character leaves the field; with no character of the player's to touch, it is spent like
    any action die."""
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in g.characters(p)], t.card)
    d = g.dice[t.die]
    if tgt is not None and d.zone == "out_of_play":
        attach(g, p, t.die, tgt)
