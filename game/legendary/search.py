"""Search hooks for Legendary: determinisation and position value for the co-operative game.

Hidden from a player: the order of their own deck, the other players' hands and decks (known
together as each player's collection minus the open zones), and the order of the hero deck, the
villain deck, the Mastermind's tactics and the bystander stack. A determinisation shuffles
those and deals every other player a hand of the same size from their hand-and-deck cards.
While a prompt shows the player cards from the top of their own deck, that deck keeps its order.
The value of a position is the team's progress against the Mastermind and the scheme first,
and the player's own victory points second.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.rng import GameRNG

from .cards import defn

# Parameters of the two levels built on the heuristic (see game/core/levels.py), as in the duels.
EASY: dict[str, Any] = {"epsilon": 0.2}
HARD: dict[str, Any] = {"iterations": 32, "rollout_depth": 30, "max_tree_depth": 1, "widen_base": 1, "root_width": 4}
TACTICS = 4


def determinize(game: Any, player: int, rng: GameRNG) -> Any:
    """A copy with every hidden order and the other players' hands re-sampled."""
    g = game.clone()
    pending = g.pending
    for q, pl in enumerate(g.players):
        if q == player:
            if pending is None and len(pl.deck) > 1:
                rng.shuffle(pl.deck)
            continue
        if pending is not None and pending.get("p") == q:
            continue  # a prompt of another player may name cards of that player's hand or deck
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


def evaluate(game: Any, player: int) -> float:
    """The team's chances first (tactics taken, escapes, twists, wounds), then own VP."""
    g = game
    if g.over is not None:
        return 1.0 if player in g.over.get("winners", []) else 0.0
    progress = (TACTICS - len(g.tactics)) / TACTICS
    threat = 0.08 * len(g.escaped) + 0.1 * getattr(g, "twists_played", 0)
    wounds = 0.0
    for pl in g.players:
        cards = pl.deck + pl.hand + pl.discard + pl.played
        wounds += sum(1 for c in cards if defn(c).kind == "wound") / max(1, len(cards))
    team = 2.0 * progress - threat - 0.5 * wounds / max(1, len(g.players))
    own = g.vp(player)
    others = max((g.vp(q) for q in range(len(g.players)) if q != player), default=own)
    x = team + 0.02 * (own - others)
    return 0.5 + 0.5 * math.tanh(x)


__all__ = ["determinize", "evaluate", "EASY", "HARD"]
