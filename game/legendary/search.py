"""Search hooks for Legendary: determinisation and position value for the co-operative game.

Hidden from a player: the order of their own deck, the other players' hands and decks (known
together as each player's collection minus the open zones), and the order of the hero deck, the
villain deck, the Mastermind's tactics and the bystander stack. A determinisation shuffles
those and deals every other player a hand of the same size from their hand-and-deck cards.
While an effect is in progress (a prompt may show cards from the top of a deck or name cards in
a hand), the hands and the searching player's deck stay as they are.
The value of a position is the team's progress against the Mastermind and the scheme first
(tactics taken, the cards the players have built their decks from, escapes, twists and villains
in the city), and the player's own victory points second.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.rng import GameRNG

from .agents import card_value

# Parameters of the two levels built on the heuristic (see game/core/levels.py). The search keeps
# the heuristic's choice unless another action is clearly better (margin): two-player teams of
# hard agents won 31 of 40 games with it, 10 of 40 without it, and teams of normal agents 29 of 40.
EASY: dict[str, Any] = {"epsilon": 0.2}
HARD: dict[str, Any] = {
    "iterations": 32,
    "rollout_depth": 30,
    "max_tree_depth": 1,
    "widen_base": 1,
    "root_width": 4,
    "margin": 0.05,
}
TACTICS = 4


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


def _deck_value(cards: list[str]) -> float:
    return sum(card_value(c) for c in cards) / max(1, len(cards))


def evaluate(game: Any, player: int) -> float:
    """The team's chances first (tactics taken, decks built, threats in play), then own VP."""
    g = game
    if g.over is not None:
        return 1.0 if player in g.over.winners else 0.0
    n = max(1, len(g.players))
    progress = (TACTICS - len(g.tactics)) / TACTICS
    threat = 0.08 * len(g.escaped) + 0.1 * getattr(g, "twists_played", 0)
    threat += 0.06 * sum(1 for v in g.city if v is not None)
    decks = sum(_deck_value(pl.deck + pl.hand + pl.discard + pl.played) for pl in g.players) / n
    vps = [g.vp(q) for q in range(n)]
    team = 2.0 * progress - threat + 0.25 * decks + 0.03 * sum(vps) / n
    x = team + 0.01 * (vps[player] - max(vps))
    return 0.5 + 0.5 * math.tanh(x)


__all__ = ["determinize", "evaluate", "worth_searching", "EASY", "HARD"]


def worth_searching(game: Any, player: int, actions: list[Any]) -> bool:
    """Every decision of a Legendary turn is searched (the team's choices all matter)."""
    return True
