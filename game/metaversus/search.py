"""Search hooks for MetaVersus: determinisation, position value and where to search.

Hidden from a duelist: the order of their own deck, the opponent's hand and deck (known
together as a collection: what the opponent owns minus the open zones), the order of the
exchange deck and the character deck (with an expansion also of its own exchange deck and
character deck), and during setup the opponent's hidden character pick. A determinisation
shuffles those, deals the opponent a hand of the same size from their hand-and-deck
collection, and re-draws a hidden pick among the characters on offer.
The value of a position is a fitted estimate of the chance to win (``evaluate``): HP and the
damage race, stars, the star cards and the quality of each deck (the heuristic's desirability
of the cards owned, and damage per card), the aether banked and who is to move.
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

# Parameters of the levels built on the heuristic (see game/core/levels.py). Only buys and card
# choices are searched: searching every decision with a short horizon played much worse (25%
# against normal over 40 games), as the value function does not see a turn's plan through. The
# root actions are tried in the heuristic's order (``NormalAgent.score``), and another one is
# played only when it beats the heuristic's choice by ``margin``: with 32 iterations and no
# margin, noise made the search leave gems unspent. Measured over 60 matches each, seats swapped:
# hard 81.7% against normal (32 iterations and no margin: 73.3%; 96 iterations: 78.3%), expert
# 75.0% against hard.
EASY: dict[str, Any] = {"epsilon": 0.2}
HARD: dict[str, Any] = {
    "iterations": 64,
    "rollout_depth": 80,
    "max_tree_depth": 1,
    "widen_base": 1,
    "root_width": 4,
    "margin": 0.03,
}
EXPERT: dict[str, Any] = {"iterations": 256, "root_width": 6, "margin": 0.02}

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


def _deck(cards: list[str]) -> tuple[float, float, int]:
    """The heuristic's own desirability of the cards owned, per card, with damage per card (the
    deck's quality); its combat damage per hand of 5; the stars its cards may give."""
    n = len(cards) or 1
    base = damage = 0.0
    stars = 0
    for c in cards:
        base += BASE.get(c, 0.0)
        damage += COMBAT_DAMAGE[c]
        stars += STAR_CARDS.get(c, 0)
    return 0.4 * base / n + 0.5 * damage / n, 5.0 * damage / n, stars


# The position's value is a logistic model of the win chance, fitted to positions sampled from
# 1,800 normal-v-normal matches (every pack combination; 8% of the decisions of each match, both
# seats, labelled with the match's winner; held-out log loss 0.594 against 0.611 for the hand-set
# weights it replaced). Its terms: HP (defense half) and the damage race (how many hands of the
# opponent's deck one's HP lasts against how many of one's own the opponent's lasts) count more as
# the match goes on; stars count more the nearer the goal, and the star cards owned early; deck
# quality; banked aether; and who is to move.
W_HP, W_HP_LATE = 0.46, 3.81
W_STARS, W_STARS_SQ = 0.15, 5.17
W_STAR_CARDS, W_STAR_CARDS_EARLY = 0.47, 2.09
W_QUALITY, W_QUALITY_EARLY = 2.29, 0.27
W_RACE_LATE = 0.375
W_AETHER, W_MOVER = 0.047, 0.096
MATCH_LENGTH = 40  # turns of both duelists by which the late-match terms count in full


def evaluate(game: Any, player: int) -> float:
    """``player``'s chance to win in [0, 1] (the logistic model above; 1 - the opponent's)."""
    g = game
    if g.over:
        winners = g.outcome.winners if g.outcome is not None else ()
        return 1.0 if player in winners else (0.5 if not winners else 0.0)
    me, opp = g.players[player], g.players[1 - player]
    q_me, dmg_me, sc_me = _deck(me.deck + me.hand + me.discard + me.played)
    q_opp, dmg_opp, sc_opp = _deck(opp.deck + opp.hand + opp.discard + opp.played)
    late = min(1.0, (me.turns + opp.turns) / MATCH_LENGTH)
    early = 1.0 - late
    scale = max(1, (me.max_hp + opp.max_hp) / 2)
    hp = (me.hp + 0.5 * me.defense - opp.hp - 0.5 * opp.defense) / scale
    lasts = max(0.5, me.hp + me.defense) / max(0.5, dmg_opp)
    lasts_opp = max(0.5, opp.hp + opp.defense) / max(0.5, dmg_me)
    race = max(-3.0, min(3.0, math.log(lasts / lasts_opp)))
    star_cards = (sc_me - sc_opp) / 10
    quality = q_me - q_opp
    x = (
        (W_HP + W_HP_LATE * late) * hp
        + W_STARS * (me.stars - opp.stars) / STAR_GOAL
        + W_STARS_SQ * (me.stars**2 - opp.stars**2) / STAR_GOAL**2
        + (W_STAR_CARDS + W_STAR_CARDS_EARLY * early) * star_cards
        + (W_QUALITY + W_QUALITY_EARLY * early) * quality
        + W_RACE_LATE * late * race
        + W_AETHER * (me.aether - opp.aether)
        + W_MOVER * (1.0 if g.current == player else -1.0)
    )
    return 1.0 / (1.0 + math.exp(-x))


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    """Buys (after the currency is out), effect choices of cards and the character draft."""
    if game.pending is not None:
        return game.pending.kind in SEARCHED_PENDING
    if game.phase == "buy":
        return not any(a.kind == "play_all" for a in actions)
    return False


__all__ = ["determinize", "evaluate", "worth_searching", "EASY", "HARD", "EXPERT"]
