"""Loki: Trickster (#47), Illusionist (#80), Gem-Keeper (#111): capture, control and a lock on
the opponent's fielding (``control``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..cards import CARDS
from ..characters import src
from ..control import ControlDice, controlled_by, lock_card
from ..damage import deal_damage
from ..effects import ability, knock_out, level, opponent_chars, stats
from ..ops import CaptureDice
from ..state import FIELD_ZONES, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def _lower(g: DiceMasters, t: K.Fielded) -> list[str]:
    mine = level(g.dice[t.die])
    return [d.id for d in opponent_chars(g, t.player) if level(d) <= mine]


@ability(
    "avx-047",
    "When fielded, capture an opposing die of equal or lower level (return it to your opponent's "
    "field at the end of the turn).",
    "fielded",
    when=lambda g, t: bool(_lower(g, t)),
)
def loki_trickster(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: only characters have levels, so the die is an opposing fielded character whose
    level is at most this Loki die's; it returns to its owner's field at the end of the turn (or
    when Loki leaves the field)."""
    tgt = g.ask_target(t, "target", t.player, _lower(g, t), t.card, harms=True)
    if tgt is not None and g.dice[t.die].zone in FIELD_ZONES:
        g.push(CaptureDice([tgt], src=src(t), by=t.die))


@ability(
    "avx-080",
    "When fielded, take control of an opposing character. At the end of the turn, knock out that "
    "character (place it in your opponent's prep area); it deals damage equal to its attack to your "
    "opponent.",
    "fielded",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def loki_illusionist(g: DiceMasters, t: K.Fielded) -> None:
    """The controlled character is Loki's player's to use this turn (it may attack; this Loki die
    can't); control ends early if this Loki die leaves the field (it goes back to its owner's
    field, and the end of the turn finds nothing to knock out)."""
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is None or g.dice[t.die].zone not in FIELD_ZONES:
        return
    g.push(ControlDice([tgt], src=src(t), by=t.die))


@ability(
    "avx-080",
    "At the end of the turn, knock out that character (place it in your opponent's prep area); it "
    "deals damage equal to its attack to your opponent.",
    "end_of_turn",
    when=lambda g, t: bool(controlled_by(g, t.die)),
)
def loki_illusionist_end(g: DiceMasters, t: K.EndOfTurn) -> None:
    """Decision: its attack is read as it is knocked out; the damage is the character's (a
    character ability's damage, from Loki's player) and is dealt after it goes to its owner's
    prep area."""
    p = t.player
    for d in controlled_by(g, t.die):
        n = stats(g, d)[0]
        knock_out(g, d)
        if n:
            deal_damage(g, K.Source(p, "character", d.card, d.id), {player_target(1 - p): n})


def _opposing_cards(g: DiceMasters, p: int) -> list[str]:
    return [f"card:{c}" for c in g.team[1 - p] if CARDS[c].kind == "character"]


@ability(
    "avx-111",
    "When fielded, choose an opponent's character card, canceling all previous choices. Your "
    "opponent cannot field that character while Loki is active. This effect lasts until you field "
    "another Loki.",
    "fielded",
    when=lambda g, t: bool(_opposing_cards(g, t.player)),
)
def loki_gem_keeper(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: "that character" is the chosen card's dice; the lock holds while any die of this
    Loki card is in the field, lasts beyond the turn, and ends as soon as you field another Loki
    die (whose own choice then replaces it)."""
    p = t.player
    tgt = g.ask_target(t, "card", p, _opposing_cards(g, p), t.card)
    if tgt is not None:
        lock_card(g, p, t.card, tgt.removeprefix("card:"))
