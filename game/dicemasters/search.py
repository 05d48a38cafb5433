"""Search hooks for Dice Masters: determinisation, position value and where to search.

Hidden information in Dice Masters is the order of the dice in each bag: the bag's contents
are public (the observation lists them sorted), so a determinisation shuffles both bags (a
player does not know the order of their own bag either). Everything else is open. The value of
a position is the learned model's chance of winning (shown to players as "win chance"), over the
open features of ``features``: life on both sides, how near each field is to lethal, then the
board and the dice bought.
"""

from __future__ import annotations

from typing import Any

from game.core import learned
from game.core.rng import GameRNG

from . import features as F
from .decisions import DecisionKind

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
    "max_work": 15_000,
}
# The expert: the same one-level search with more than thirteen times the iterations over twice
# the root actions, spent by sequential halving (8 root actions, then the better 4, then 2: the
# last two get 189 iterations each where an even split gives every action 80). Against hard in the
# first game, seats swapped: 160 iterations over 6 won 58.0% of 200 games; 640 over 8 split evenly
# 64.0% of 200; 640 over 8 by halving 69.5% (139-61), at a p95 of 599 ms CPU a decision
# (``python -m tools.tournament --game dicemasters --latency 100 --levels hard,expert``).
# Both also bound the work of their playouts (``max_work``: actions the heuristic scored and attacks
# its plans valued). At positions of normal games the whole budget takes about a quarter of it
# (hard 3.8-6.1k, expert p95 57.5k in the first game and 63.5k in tournaments, the most 66k), so
# the bound changes nothing there; in the big boards of a long tournament game a search met
# 228-421k (expert) and 18-31k (hard), 2.0-5.8 s and 0.18-0.48 s of CPU, and stops at the bound.
EXPERT: dict[str, Any] = {
    "iterations": 640,
    "root_width": 8,
    "root_schedule": "halving",
    "max_work": 120_000,
}


def determinize(game: Any, player: int, rng: GameRNG) -> Any:
    """A copy with both bags re-shuffled; everything visible stays as it is."""
    g = game.clone()
    for p in (0, 1):
        bag = g.zones[p]["bag"]
        if len(bag) > 1:
            rng.shuffle(bag)
    g.invalidate()
    return g


# The value of a position is the learned model (``assets/models/dicemasters.json``, written by
# ``python -m tools.train dicemasters``) over the open features of ``features``: a logistic
# regression on self-play positions, so its values are win chances.
VALUE = learned.evaluator("dicemasters", F.NAMES, F.features)


def evaluate(game: Any, player: int) -> float:
    """``player``'s chance of winning, in (0, 1), from the learned model over ``features``."""
    g = game
    if g.is_over:
        return 1.0 if player in (g.winners or []) else 0.0
    return VALUE(g, player) if VALUE is not None else 0.5


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    dec = game.decision
    return dec is not None and dec.kind in SEARCHED


__all__ = ["determinize", "evaluate", "worth_searching", "EASY", "HARD", "EXPERT"]
