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

from typing import Any

from game.core import learned
from game.core.rng import GameRNG

from . import features as F
from .decisions import DecisionKind

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
# The expert: sixteen times hard's iterations over two more root actions. Against hard, 200
# matches, seats swapped: 256 iterations won 61.5%; 1,024 won 69.5% (139-54, 7 drawn), at a p95 of 716 ms CPU a
# decision (``python -m tools.tournament --game metaversus --latency 100 --levels hard,expert``).
EXPERT: dict[str, Any] = {"iterations": 1024, "root_width": 6, "margin": 0.02}

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


# The value of a position is the learned model (``assets/models/metaversus.json``, written by
# ``python -m tools.train metaversus``) over the open features of ``features``: a logistic
# regression on self-play positions of every pack combination, so its values are win chances.
VALUE = learned.evaluator("metaversus", F.NAMES, F.features)


def evaluate(game: Any, player: int) -> float:
    """``player``'s chance to win in [0, 1], from the learned model over ``features``."""
    g = game
    if g.over:
        winners = g.outcome.winners if g.outcome is not None else ()
        return 1.0 if player in winners else (0.5 if not winners else 0.0)
    return VALUE(g, player) if VALUE is not None else 0.5


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    """Buys (after the currency is out), effect choices of cards and the character draft."""
    if game.pending is not None:
        return game.pending.kind in SEARCHED_PENDING
    if game.phase == "buy":
        return not any(a.kind == "play_all" for a in actions)
    return False


__all__ = ["determinize", "evaluate", "worth_searching", "EASY", "HARD", "EXPERT"]
