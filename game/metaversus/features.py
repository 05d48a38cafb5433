"""Features of a MetaVersus position for one duelist: what the learned value
(``game.core.learned``, trained by ``python -m tools.train metaversus``) weighs.

Each is open or fixed by the searching duelist's determinisation, the duelist's side against the
opponent's: HP (defense counted half) alone and more as the match goes on; the damage race late
in the match (how many hands of the opponent's deck one's HP lasts against how many of one's own
the opponent's lasts); stars, and more the nearer the goal; the star cards owned, more early; the
quality of each deck (the normal agent's desirability of the cards owned, and damage per card),
more early; banked aether; and who is to move.
"""

from __future__ import annotations

import math
from typing import Any

from . import effects as E
from .agent import BASE, GENERIC, SEGMENTS, STAR_CARDS, odds
from .cards import DAMAGE
from .engine import STAR_GOAL

NAMES: tuple[str, ...] = (
    "hp",
    "hp_late",
    "stars",
    "stars_squared",
    "star_cards",
    "star_cards_early",
    "quality",
    "quality_early",
    "race_late",
    "aether",
    "my_move",
)
HAND = 5  # cards drawn a turn
MATCH_LENGTH = 40  # turns of both duelists by which the late-match terms count in full


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


def deck(cards: list[str]) -> tuple[float, float, int]:
    """The deck's quality (the heuristic's desirability of the cards owned, per card, with damage
    per card), its combat damage per hand, and the stars its cards may give."""
    n = len(cards) or 1
    base = damage = 0.0
    stars = 0
    for c in cards:
        base += BASE.get(c, 0.0)
        damage += COMBAT_DAMAGE[c]
        stars += STAR_CARDS.get(c, 0)
    return 0.4 * base / n + 0.5 * damage / n, HAND * damage / n, stars


def features(game: Any, player: int) -> list[float]:
    g = game
    me, opp = g.players[player], g.players[1 - player]
    q_me, dmg_me, sc_me = deck(me.deck + me.hand + me.discard + me.played)
    q_opp, dmg_opp, sc_opp = deck(opp.deck + opp.hand + opp.discard + opp.played)
    late = min(1.0, (me.turns + opp.turns) / MATCH_LENGTH)
    early = 1.0 - late
    scale = max(1, (me.max_hp + opp.max_hp) / 2)
    hp = (me.hp + 0.5 * me.defense - opp.hp - 0.5 * opp.defense) / scale
    lasts = max(0.5, me.hp + me.defense) / max(0.5, dmg_opp)
    lasts_opp = max(0.5, opp.hp + opp.defense) / max(0.5, dmg_me)
    race = max(-3.0, min(3.0, math.log(lasts / lasts_opp)))
    star_cards = (sc_me - sc_opp) / 10
    quality = q_me - q_opp
    return [
        hp,
        late * hp,
        (me.stars - opp.stars) / STAR_GOAL,
        (me.stars**2 - opp.stars**2) / STAR_GOAL**2,
        star_cards,
        early * star_cards,
        quality,
        early * quality,
        late * race,
        float(me.aether - opp.aether),
        1.0 if g.current == player else -1.0,
    ]


__all__ = ["NAMES", "features", "deck", "COMBAT_DAMAGE"]
