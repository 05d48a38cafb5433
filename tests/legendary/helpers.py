"""Rigging a Legendary table in a few lines: known hands, decks, city, HQ and villain deck.

Cards are given by definition id; ``rig`` makes fresh instances (``<id>#t<n>``) so tests can
name cards without caring about serials. Decks are listed bottom first (the last is the top).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

from game.core.rng import ScriptedRNG
from game.legendary import actions as A
from game.legendary.cards import MASTERMINDS, defn
from game.legendary.engine import Legendary
from game.legendary.rules import reset_turn
from game.legendary.state import Phase

_serial = itertools.count(1)


def inst(card_id: str) -> str:
    return f"{card_id}#t{next(_serial)}"


def insts(ids: Iterable[str]) -> list[str]:
    return [inst(c) for c in ids]


def rig(
    n: int = 2,
    hand: Iterable[str] = (),
    deck: Iterable[str] = (),
    discard: Iterable[str] = (),
    victory: Iterable[str] = (),
    city: dict[int, str] | None = None,
    hq: Iterable[str | None] | None = None,
    villain_deck: Iterable[str] = (),
    hero_deck: Iterable[str] | None = None,
    scheme: str = "cosmic_cube",
    mastermind: str = "red_skull",
    others: dict[int, dict[str, Iterable[str]]] | None = None,
    recruit: int = 0,
    attack: int = 0,
    seed: int = 1,
    **options: Any,
) -> Legendary:
    """A game in player 0's main phase with exactly the given cards (everything else empty)."""
    g = Legendary.new(n, seed, rng=ScriptedRNG(seed), **options)
    g.scheme = scheme
    g.mastermind = mastermind
    g.tactics = list(MASTERMINDS[mastermind])
    for pl in g.players:
        pl.deck, pl.hand, pl.discard, pl.played, pl.victory = [], [], [], [], []
    me = g.players[0]
    me.hand = insts(hand)
    me.deck = insts(deck)
    me.discard = insts(discard)
    me.victory = insts(victory)
    for q, zones in (others or {}).items():
        for z, ids in zones.items():
            setattr(g.players[q], z, insts(ids))
    g.city = [None] * 5
    for space, cid in (city or {}).items():
        g.city[space] = inst(cid)
    g.captured = {}
    g.under = {}
    g.hq = [inst(c) if c else None for c in (hq if hq is not None else ["hulk.growing_anger"] * 5)]
    g.hero_deck = insts(hero_deck if hero_deck is not None else ["thor.odinson"] * 20)
    g.villain_deck = insts(villain_deck)
    g.escaped, g.ko, g.scheme_pile = [], [], []
    g.queue, g.decision, g.asking, g.over = [], None, None, None
    g.villain_out = g.hero_out = False
    g.twists_played = 0
    g.carried_off = 0
    g.phase = Phase.MAIN
    g.current = 0
    reset_turn(g)
    g.recruit, g.attack = recruit, attack
    g.invalidate()
    return g


def card_in(g: Legendary, zone: list[str], card_id: str) -> str:
    return next(c for c in zone if defn(c).id == card_id)


def ids(zone: Iterable[str | None]) -> list[str | None]:
    return [defn(c).id if c else None for c in zone]


def play(g: Legendary, card_id: str, p: int = 0) -> list[Any]:
    return g.apply(A.PlayCard(card_in(g, g.players[p].hand, card_id)))


def answer(g: Legendary, what: Any, zone: str | None = None) -> list[Any]:
    """Answer the pending prompt: an option string, a card id (definition), a player, a space."""
    for a in g.legal_actions():
        if isinstance(a, A.ChooseOption) and a.option == what:
            return g.apply(a)
        if (
            isinstance(a, A.ChooseCard)
            and isinstance(what, str)
            and defn(a.card).id == what
            and (zone is None or a.zone == zone)
        ):
            return g.apply(a)
        if isinstance(a, A.ChooseSpace) and zone == "space" and a.space == what:
            return g.apply(a)
        if isinstance(a, A.ChoosePlayer) and zone == "player" and a.target == what:
            return g.apply(a)
    raise AssertionError(f"no answer {what!r} among {g.legal_actions()}")


def prompt(g: Legendary) -> str | None:
    return None if g.decision is None else g.decision.prompt.value


def fight(g: Legendary, space: int) -> list[Any]:
    v = g.city[space]
    assert v is not None
    return g.apply(A.Fight(v, space))


def end_turn(g: Legendary) -> list[Any]:
    return g.apply(A.EndTurn())


def kinds(events: Iterable[Any]) -> list[str]:
    return [e.kind for e in events]


def bystanders(g: Legendary, p: int = 0) -> int:
    """How many Bystanders are in ``p``'s Victory pile."""
    return sum(1 for c in g.players[p].victory if defn(c).kind == "bystander")
