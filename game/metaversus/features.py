"""Features of a MetaVersus position for one duelist, for the learned value (``game.core.learned``).

Each is a number the position shows openly or that the searching duelist's determinisation
fixes: HP and defense on both sides, the star race, what each deck is built from (the normal
agent's desirability of the cards owned and damage per card), banked aether, and whose turn it is.
"""

from __future__ import annotations

from typing import Any

from .agent import BASE, STAR_CARDS
from .cards import DAMAGE
from .engine import STAR_GOAL

NAMES: tuple[str, ...] = (
    "hp_mine",
    "hp_theirs",
    "defense_mine",
    "defense_theirs",
    "stars_mine",
    "stars_theirs",
    "star_cards_diff",
    "worth_mine",
    "worth_theirs",
    "damage_mine",
    "damage_theirs",
    "cards_mine",
    "cards_theirs",
    "aether_diff",
    "my_turn",
    "turns",
)


def _deck(cards: list[str]) -> tuple[float, float]:
    n = len(cards) or 1
    return sum(BASE.get(c, 0.0) for c in cards) / n, sum(DAMAGE.get(c, 0) for c in cards) / n


def features(game: Any, player: int) -> list[float]:
    me, opp = game.players[player], game.players[1 - player]
    mine = me.deck + me.hand + me.discard + me.played
    theirs = opp.deck + opp.hand + opp.discard + opp.played
    worth_m, dmg_m = _deck(mine)
    worth_t, dmg_t = _deck(theirs)
    stars = sum(STAR_CARDS.get(c, 0) for c in mine) - sum(STAR_CARDS.get(c, 0) for c in theirs)
    return [
        me.hp / max(1, me.max_hp),
        opp.hp / max(1, opp.max_hp),
        float(me.defense),
        float(opp.defense),
        me.stars / STAR_GOAL,
        opp.stars / STAR_GOAL,
        float(stars),
        worth_m,
        worth_t,
        dmg_m,
        dmg_t,
        float(len(mine)),
        float(len(theirs)),
        float(me.aether - opp.aether),
        1.0 if game.current == player else 0.0,
        float(me.turns + opp.turns),
    ]


__all__ = ["NAMES", "features"]
