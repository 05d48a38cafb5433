"""Search hooks for Legendary: determinisation and position value for the co-operative game.

Hidden from a player: the order of their own deck, the other players' hands and decks (known
together as each player's collection minus the open zones), and the order of the hero deck, the
villain deck, the Mastermind's tactics and the bystander stack. A determinisation shuffles
those and deals every other player a hand of the same size from their hand-and-deck cards.
While an effect is in progress (a prompt may show cards from the top of a deck or name cards in
a hand), the hands and the searching player's deck stay as they are.
The value of a position is the team's chance of a win as every teammate reads it
(``agents.outlook``: the Scheme's clock against the team's pace), the player's own victory
points only breaking ties. The search looks at the prompts and at the main phase once the hand's
heroes are played: which villains to fight, the Mastermind or the city, whom to recruit, whether
to heal.
"""

from __future__ import annotations

import math
from typing import Any

from game.core import learned
from game.core.rng import GameRNG

from . import actions as A
from . import features as F
from .agents import outlook
from .cards import defn

# Parameters of the levels built on the heuristic (see game/core/levels.py). The search keeps the
# heuristic's choice unless another action is better by the margin. With the learned value and
# the heuristic's own ranking of the alternatives, 96 iterations at a margin of 0.02 beat 32 at
# 0.05 (python -m tools.legendary_teams, 30 games a cell, the README's table); rollouts of 120
# decisions did not.
EASY: dict[str, Any] = {"epsilon": 0.2}
HARD: dict[str, Any] = {
    "iterations": 96,
    "rollout_depth": 30,
    "max_tree_depth": 1,
    "widen_base": 1,
    "root_width": 4,
    "margin": 0.02,
}
EXPERT: dict[str, Any] = {"iterations": 384, "root_width": 6}
VP_TIE = 0.001  # the most the player's own VP behind the top hero's can move a value


def determinize(game: Any, player: int, rng: GameRNG) -> Any:
    """A copy with every hidden order and the other players' hands re-sampled.

    While an effect is in progress (a prompt or queued steps), the hands and the searching
    player's deck keep their cards and order, since the effect may name them.
    """
    g = game.clone()
    busy = g.decision is not None or bool(g.queue)
    for q, pl in enumerate(g.players):
        if busy:
            if q != player and len(pl.deck) > 1:
                rng.shuffle(pl.deck)
            continue
        if q == player:
            if len(pl.deck) > 1:
                rng.shuffle(pl.deck)
            continue
        pool = pl.hand + pl.deck
        rng.shuffle(pool)
        k = len(pl.hand)
        pl.hand = pool[:k]
        pl.deck = pool[k:]
    for name in ("hero_deck", "villain_deck", "tactics", "bystanders"):
        pile = getattr(g, name)
        if len(pile) > 1:
            rng.shuffle(pile)
    g.invalidate()
    return g


# The team's chance of a win is the learned model (``assets/models/legendary.json``, written by
# ``python -m tools.train legendary``) over the open features of ``features``, a logistic
# regression on positions of normal teams at every player count and Mastermind; without the
# file, the outlook's hand-fitted chance.
VALUE = learned.evaluator("legendary", F.NAMES, F.features)


def team_chance(game: Any) -> float:
    """The team's chance of beating the Mastermind from here, as every teammate reads it (the
    learned value, or ``agents.outlook`` without the model): open information only."""
    g = game
    if g.over is not None:
        return 1.0 if g.over.winners else 0.0
    return VALUE(g, 0) if VALUE is not None else outlook(g).win_chance


def evaluate(game: Any, player: int) -> float:
    """The team's chance of a win (``team_chance``), with the player's own Victory Points only
    to break ties: the team's win comes first."""
    g = game
    if g.over is not None:
        return 1.0 if player in g.over.winners else 0.0
    chance = team_chance(g)
    vps = [g.vp(q) for q in range(len(g.players))]
    return max(0.0, min(1.0, chance + VP_TIE * math.tanh(vps[player] - max(vps))))


__all__ = ["determinize", "evaluate", "team_chance", "worth_searching", "EASY", "HARD", "EXPERT"]


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    """The decisions a search can change: a prompt, and the main phase once the hand's heroes
    are played (which villains to fight, the Mastermind or the city, which heroes to recruit,
    whether to heal). While heroes are left in hand the heuristic plays them (their order
    seldom matters and the Attack and Recruit they give are spent after)."""
    if game.decision is not None:
        return True
    if any(isinstance(a, A.PlayCard) and defn(a.card).kind == "hero" for a in actions):
        return False
    return any(isinstance(a, _CHOICES) for a in actions)


_CHOICES = (A.Recruit, A.RecruitOfficer, A.Fight, A.FightMastermind, A.Heal)
