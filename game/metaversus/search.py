"""Search hooks for MetaVersus: determinisation, position value and where to search.

Hidden from a duelist: the order of their own deck, the opponent's hand and deck (known
together as a collection: what the opponent owns minus the open zones), the order of the
exchange deck and the character deck (with an expansion also of its own exchange deck and
character deck), and during setup the opponent's hidden character pick. A determinisation
shuffles those, deals the opponent a hand of the same size from their hand-and-deck
collection, and re-draws a hidden pick among the characters on offer.
The value of a position weighs HP, then the star race, then the quality of each deck (the
heuristic's desirability of the cards owned, and damage per card), and a little the aether
each duelist has banked.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.rng import GameRNG

from . import effects as E
from .agent import BASE, GENERIC, SEGMENTS, STAR_CARDS, odds
from .cards import DAMAGE
from .decisions import DecisionKind
from .engine import STAR_GOAL

# Parameters of the two levels built on the heuristic (see game/core/levels.py). Only buys and
# card choices are searched: searching every decision with a short horizon played much worse
# (25% against normal over 40 games), as the value function does not see a turn's plan through.
# Deck quality is measured with the heuristic's own card values: a value that rewarded money per
# card made the search buy Stones late (50% against normal; 67.5% with the present value).
EASY: dict[str, Any] = {"epsilon": 0.2}
HARD: dict[str, Any] = {
    "iterations": 32,
    "rollout_depth": 80,
    "max_tree_depth": 1,
    "widen_base": 1,
    "root_width": 4,
}

SEARCHED_PENDING = frozenset({DecisionKind.GAIN, DecisionKind.REMOVE, DecisionKind.PICK, DecisionKind.BAN})


def determinize(game: Any, player: int, rng: GameRNG) -> Any:
    """A copy with every hidden order and the opponent's hand re-sampled."""
    g = game.clone()
    me = g.players[player]
    if len(me.deck) > 1:
        rng.shuffle(me.deck)
    for q, opp in enumerate(g.players):
        if q == player:
            continue
        pool = opp.hand + opp.deck
        rng.shuffle(pool)
        k = len(opp.hand)
        opp.hand = pool[:k]
        opp.deck = pool[k:]
        if opp.character is None and g.picks[q] is not None and g.char_row:
            guess = g.char_row[rng.randbelow(len(g.char_row))]
            g.picks = tuple(guess if i == q else c for i, c in enumerate(g.picks))
    if len(g.exchange_deck) > 1:
        g.exchange_deck = _shuffled(g.exchange_deck, rng)
    if len(g.char_deck) > 1:
        g.char_deck = _shuffled(g.char_deck, rng)
    if len(g.expansion_deck) > 1:
        g.expansion_deck = _shuffled(g.expansion_deck, rng)
    if len(g.expansion_chars) > 1:
        g.expansion_chars = _shuffled(g.expansion_chars, rng)
    g.invalidate()
    return g


def _shuffled(cards: tuple[str, ...], rng: GameRNG) -> tuple[str, ...]:
    out = list(cards)
    rng.shuffle(out)
    return tuple(out)


def _combat_bonus(card: str) -> float:
    """A later pack's weapon: its extra combat damage, each gated stretch by its gate's odds."""
    total, scale = 0.0, 1.0
    for gate, steps in SEGMENTS[card]:
        if gate is not None:
            scale *= odds(gate)
        total += scale * sum(s.n for s in steps if isinstance(s, E.Combat))
    return total


# Damage a card adds to a combat damage event: printed damage, and a later pack's extra damage.
COMBAT_DAMAGE: dict[str, float] = {c: DAMAGE[c] + (_combat_bonus(c) if c in GENERIC else 0.0) for c in DAMAGE}
AETHER_WEIGHT = 0.03  # a banked aether: about a fifth of a star in the position's value


def _quality(cards: list[str]) -> float:
    """The heuristic's own desirability of the cards owned, per card, and damage per card."""
    n = len(cards) or 1
    base = sum(BASE.get(c, 0.0) for c in cards) / n
    damage = sum(COMBAT_DAMAGE[c] for c in cards) / n
    return 0.4 * base + 0.5 * damage


def evaluate(game: Any, player: int) -> float:
    """``player``'s chances in [0, 1]: HP, then stars, then deck quality."""
    g = game
    if g.over:
        winners = g.outcome.winners if g.outcome is not None else ()
        return 1.0 if player in winners else (0.5 if not winners else 0.0)
    me, opp = g.players[player], g.players[1 - player]
    scale = max(1, (me.max_hp + opp.max_hp) / 2)
    hp = (me.hp + 0.5 * me.defense - opp.hp - 0.5 * opp.defense) / scale
    stars = (me.stars - opp.stars) / STAR_GOAL
    mine = me.deck + me.hand + me.discard + me.played
    theirs = opp.deck + opp.hand + opp.discard + opp.played
    star_cards = (sum(STAR_CARDS.get(c, 0) for c in mine) - sum(STAR_CARDS.get(c, 0) for c in theirs)) / 10
    quality = _quality(mine) - _quality(theirs)
    x = 2.5 * hp + 1.5 * stars + 0.5 * star_cards + 0.8 * quality + AETHER_WEIGHT * (me.aether - opp.aether)
    return 0.5 + 0.5 * math.tanh(x)


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    """Buys (after the currency is out), effect choices of cards and the character draft."""
    if game.pending is not None:
        return game.pending.kind in SEARCHED_PENDING
    if game.phase == "buy":
        return not any(a.kind == "play_all" for a in actions)
    return False


__all__ = ["determinize", "evaluate", "worth_searching", "EASY", "HARD"]
