"""Search hooks for Dice Masters: determinisation, position value and where to search.

Hidden information in Dice Masters is the order of the dice in each bag: the bag's contents
are public (the observation lists them sorted), so a determinisation shuffles both bags (a
player does not know the order of their own bag either). Everything else is open. The value of
a position is a fitted estimate of the chance of winning (shown to players as "win chance"): life
on both sides, how near each field is to lethal, then the board and the dice bought.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.rng import GameRNG

from .agents import CARD_VALUE
from .cards import CARDS
from .decisions import DecisionKind
from .effects import stats

# Decisions worth a search; payments and damage splits are left to the heuristic.
SEARCHED = frozenset(
    {
        DecisionKind.REROLL,
        DecisionKind.PRIORITY,
        DecisionKind.ATTACK,
        DecisionKind.BLOCK,
        DecisionKind.TARGET,
        DecisionKind.TRIGGER,
        DecisionKind.DRAFT_PICK,
        DecisionKind.DRAFT_DICE,
    }
)

# Parameters of the two levels built on the heuristic (see game/core/levels.py). At this budget a
# one-level tree (the root actions compared on common random numbers, rollouts by the heuristic)
# played better than deeper trees, whose opponent nodes were too thinly sampled: 77.5% against
# normal over 40 first-game games, against 40-45% for trees 4-10 deep.
EASY: dict[str, Any] = {"epsilon": 0.25, "noise": 3.0}
HARD: dict[str, Any] = {
    "iterations": 48,
    "rollout_depth": 20,
    "max_tree_depth": 1,
    "widen_base": 1,
    "root_width": 4,
}
# The expert: the same one-level search with more than three times the iterations over two more
# root actions.
EXPERT: dict[str, Any] = {"iterations": 160, "root_width": 6}


def determinize(game: Any, player: int, rng: GameRNG) -> Any:
    """A copy with both bags re-shuffled; everything visible stays as it is."""
    g = game.clone()
    for p in (0, 1):
        bag = g.zones[p]["bag"]
        if len(bag) > 1:
            rng.shuffle(bag)
    g.invalidate()
    return g


def _board(g: Any, p: int) -> float:
    total = 0.0
    for d in g.characters(p):
        a, df = stats(g, d)
        total += a + 0.7 * max(0, df - d.damage)
    return total


def _dice(g: Any, p: int) -> float:
    total = 0.0
    for d in g.dice.values():
        if d.owner == p and d.zone != "card":
            c = CARDS.get(d.card)
            if c is not None:
                # a basic action die counts for less than a character die of the same value
                total += CARD_VALUE[d.card] * (1.0 if c.kind == "character" else 0.6)
    return total


# The weights of ``features`` in the value's logit, fitted (logistic regression, a small L2
# penalty) on 55,000 positions of 1,500 normal-against-normal games over the first game, basic
# and tournament formats; on the fifth of the games held out the log loss is 0.610 against 0.636
# for the earlier hand-set value (0.693 for a coin).
WEIGHTS: tuple[float, ...] = (2.613, -2.613, -0.740, 0.740, -0.461, 0.461, 0.670, 1.775, 0.124)


def features(game: Any, player: int) -> tuple[float, ...]:
    """The open facts the value weighs, for ``player`` then the opponent: life (a share of the
    starting life), how near each field's attack is to the other player's life (1 = lethal),
    lethal reach itself, the board and the dice bought, and whose turn it is."""
    g, q = game, 1 - player
    start = max(1, g.start_life)
    lm, lo = g.life[player], g.life[q]
    am = sum(stats(g, d)[0] for d in g.characters(player))
    ao = sum(stats(g, d)[0] for d in g.characters(q))
    return (
        lm / start,
        lo / start,
        min(1.0, ao / max(1, lm)),
        min(1.0, am / max(1, lo)),
        1.0 if ao >= lm else 0.0,
        1.0 if am >= lo else 0.0,
        (_board(g, player) - _board(g, q)) / start,
        (_dice(g, player) - _dice(g, q)) / 60.0,
        1.0 if g.active == player else -1.0,
    )


def evaluate(game: Any, player: int) -> float:
    """``player``'s chance of winning, in (0, 1): a logistic model over ``features``."""
    g = game
    if g.is_over:
        return 1.0 if player in (g.winners or []) else 0.0
    z = sum(w * x for w, x in zip(WEIGHTS, features(g, player), strict=True))
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    dec = game.decision
    return dec is not None and dec.kind in SEARCHED


__all__ = ["determinize", "evaluate", "features", "worth_searching", "EASY", "HARD", "EXPERT", "WEIGHTS"]
