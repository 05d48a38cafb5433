"""Punisher (#56 McRook, #88 Vigilante, #120 Big Nothing): when he assigns to attack he knocks out,
searches or deals damage, unless the opponent pays life to prevent it (``locks.ask_prevent``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, opponent_chars
from ..locks import NAMES, ask_prevent
from ..ops import KnockOutDice

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-056",
    "When Punisher assigns to attack, knock out one target opposing character. Your opponent may "
    "prevent this effect by paying 2 life.",
    "attacks",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def punisher_mcrook(g: DiceMasters, t: K.Attacks) -> None:
    """Decision: the target is chosen first; then the opponent decides whether to pay, knowing it."""
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is None:
        return
    if not ask_prevent(g, t, "prevent", 1 - p, t.card, life=2, what="ko", dice=(tgt,)):
        g.push(KnockOutDice([tgt], src=src(t)))


def _punishers_in_bag(g: DiceMasters, p: int) -> list[str]:
    return [i for i in g.zones[p]["bag"] if NAMES.get(g.dice[i].card) == "Punisher"]


@ability(
    "avx-088",
    "When Punisher assigns to attack, search your bag for a Punisher die and put it into your prep "
    "area. Your opponent can prevent this by paying 3 life.",
    "attacks",
    when=lambda g, t: bool(_punishers_in_bag(g, t.player)),
)
def punisher_vigilante(g: DiceMasters, t: K.Attacks) -> None:
    """The opponent is asked only when a Punisher die is in the bag (else there is nothing to
    prevent); any die of a Punisher card is "a Punisher die"."""
    p = t.player
    if ask_prevent(g, t, "prevent", 1 - p, t.card, life=3, what="search", amount=1):
        return
    found = _punishers_in_bag(g, p)
    if found:
        g.move(g.dice[found[0]], "prep", p)


@ability(
    "avx-120",
    "When Punisher assigns to attack, he deals 2 damage to each opposing character. Your opponent can "
    "prevent this effect by paying 4 life.",
    "attacks",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def punisher_big_nothing(g: DiceMasters, t: K.Attacks) -> None:
    p = t.player
    victims = tuple(d.id for d in opponent_chars(g, p))
    if ask_prevent(g, t, "prevent", 1 - p, t.card, life=4, what="damage", dice=victims, amount=2):
        return
    deal_damage(g, src(t), {did: 2 for did in victims})
