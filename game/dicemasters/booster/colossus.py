"""Colossus: Unstoppable (#37), Russian Bear (#68) and Piotr Rasputin (#101)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..conditions import TO_PREP
from ..damage import deal_damage
from ..effects import ability, bursts, level
from ..ops import SpinDice, can_spin
from ..state import player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-037",
    "At the end of your turn, spin each of your Colossus in the field up one level.",
    "end_of_turn",
    when=lambda g, t: t.player == g.active,
    per_card=True,
)
def colossus_unstoppable(g: DiceMasters, t: K.EndOfTurn) -> None:
    """Once for the card (not once per die): every die of this card in the player's field."""
    dice = [d.id for d in g.characters(t.player) if d.card == t.card and can_spin(d, "up")]
    if dice:
        g.push(SpinDice(dice, src=src(t), dirs=dict.fromkeys(dice, "up")))


@ability(
    "avx-068",
    "If Colossus damaged your opponent, return Colossus to the prep area instead of the used pile.",
    "damaged_opponent",
    when=lambda g, t: bursts(g.dice[t.die]) > 0,
)
def colossus_russian_bear(g: DiceMasters, t: K.DamagedOpponent) -> None:
    """* (the burst face he attacked with). Decision: an unblocked attacker that damaged the
    opponent goes to its owner's prep area when the attack step ends, where it would have gone out
    of play on its way to the used pile; a blocked one returns to the field as usual."""
    g.dice[t.die].flags[TO_PREP] = True


@ability(
    "avx-101",
    "While Colossus is active, at the end of your turn, each of your characters of level 2 or higher "
    "deals 2 damage to your opponent (not 2 damage per Colossus die).",
    "end_of_turn",
    when=lambda g, t: t.player == g.active and g.is_active(t.player, "avx-101"),
    per_card=True,
)
def colossus_piotr_rasputin(g: DiceMasters, t: K.EndOfTurn) -> None:
    """Each such character deals its own 2 damage (one damage event per character, in field order)."""
    p = t.player
    if not g.is_active(p, t.card):
        return
    dealers = [d for d in g.characters(p) if level(d) >= 2]
    for d in reversed(dealers):  # the stack runs the first dealer first
        deal_damage(g, K.Source(p, "character", d.card, d.id), {player_target(1 - p): 2})
