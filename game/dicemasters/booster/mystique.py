"""Mystique: Unknown (#50), Shapeshifter (#82), Could Be Anyone (#114): she copies what she
meets, or a card, for a while (``copying``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import records as R
from .. import tasks as K
from ..cards import CARDS
from ..characters import src
from ..copying import copy_abilities, copy_stats, die_stats, set_lasting_copy
from ..effects import ability, bursts, engaged_with, mod, opponent_chars, stats
from ..state import FIELD_ZONES, Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def engaged_dice(g: DiceMasters, did: str) -> list[Die]:
    """The characters in the attack zone engaged with the die ``did`` (blocking it or blocked by it)."""
    return [
        g.dice[x]
        for p in (0, 1)
        for x in g.zones[p]["attack"]
        if x != did and engaged_with(g, did, x) and g.dice[x].is_character
    ]


def _shown(g: DiceMasters, d: Die) -> None:
    g.ev.append(R.StatsChanged(d.id, d.card, *stats(g, d)))


# -- Unknown -----------------------------------------------------------------------------------
@ability(
    "avx-050",
    "When Mystique is engaged, she copies the die stats and card abilities of one character that she "
    "is engaged with. * She also gains an extra +1A and +1D.",
    "after_blockers",
    when=lambda g, t: bool(engaged_dice(g, t.die)),
)
def mystique_unknown(g: DiceMasters, t: K.AfterBlocks) -> None:
    """Decision: "when engaged" resolves once blockers are assigned. She copies the stats printed
    on that die's face (A, D and its bursts, KR rulebook p.21) and its card's abilities for the
    rest of the turn; the burst is read from the stats she has copied (a copied burst gives her
    own burst benefit), and gives +1A and +1D on top of them."""
    p = t.player
    me = g.dice[t.die]
    tgt = g.ask_target(t, "copy", p, [d.id for d in engaged_dice(g, t.die)], t.card)
    if tgt is None or me.zone not in FIELD_ZONES:
        return
    other = g.dice[tgt]
    copied = die_stats(other)
    if copied is None:
        return
    copy_stats(me, copied)
    copy_abilities(me, other.flags.get("abilities_of", other.card))
    if bursts(me):
        mod(g, me, 1, 1)
    else:
        _shown(g, me)


# -- Shapeshifter ------------------------------------------------------------------------------
def _opposing_cards(g: DiceMasters, p: int) -> list[str]:
    return [f"card:{c}" for c in g.team[1 - p] if CARDS[c].kind == "character"]


@ability(
    "avx-082",
    "When fielded, choose an opponent's character card. Mystique copies that card (except purchase "
    "cost and the die faces) until the next Mystique is fielded. * She also copies the die faces "
    "(matching level for level).",
    "fielded",
    when=lambda g, t: bool(_opposing_cards(g, t.player)),
)
def mystique_shapeshifter(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: "Mystique" is every die of this card of hers, in the field now or later; she
    copies the card's text, name, energy type and affiliations (not its purchase cost or faces),
    until any Mystique die is fielded (hers or the opponent's: the text names no player). With the
    burst (the face she was fielded on) she also takes the chosen card's faces: her A, D and
    bursts are those of its face of her level, whatever level she is spun to."""
    p = t.player
    me = g.dice[t.die]
    burst = t.ans.setdefault("burst", bursts(me) > 0)
    tgt = g.ask_target(t, "card", p, _opposing_cards(g, p), t.card)
    if tgt is None:
        return
    card = tgt.removeprefix("card:")
    set_lasting_copy(g, p, t.card, whole=card, faces=card if burst else None, ends_on=CARDS[t.card].character)
    for d in g.characters(p):
        if d.card == t.card:
            _shown(g, d)


# -- Could Be Anyone ---------------------------------------------------------------------------
@ability(
    "avx-114",
    "At beginning of your turn, choose an opposing fielded character. Each of your Mystique dice "
    "copies the stats on that character's die until your next turn. * She also gains an extra +1A "
    "and +1D.",
    "start_of_turn",
    when=lambda g, t: t.player == g.active and bool(opponent_chars(g, t.player)),
    per_card=True,
)
def mystique_could_be_anyone(g: DiceMasters, t: K.StartOfTurn) -> None:
    """Decision: the stats printed on the chosen die's face as she chooses (A, D, bursts) stay
    hers until the start of your next turn, also on Mystique dice fielded meanwhile; the burst
    (+1A and +1D) is read from the stats she copies, as copied bursts are her own (KR p.21)."""
    p = t.player
    tgt = g.ask_target(t, "copy", p, [d.id for d in opponent_chars(g, p)], t.card)
    if tgt is None:
        return
    copied = die_stats(g.dice[tgt])
    if copied is None:
        return
    set_lasting_copy(g, p, t.card, stats=copied, until=g.turn + 1)
    for d in g.characters(p):
        if d.card == t.card:
            _shown(g, d)


@ability("avx-114", "* She also gains an extra +1A and +1D.", "aura")
def mystique_could_be_anyone_burst(g: DiceMasters, d: Die) -> tuple[int, int]:
    if d.card != "avx-114" or not d.flags.get("lasting") or not d.flags.get("copy"):
        return 0, 0
    return (1, 1) if bursts(d) else (0, 0)


__all__ = ["engaged_dice", "src"]
