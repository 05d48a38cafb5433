"""Features of a Dice Masters position for one player, for the learned value (``game.core.learned``).

All of them are open on the table: life on both sides, the attack and defense of each side's
characters (fielded or attacking), the dice each player has bought (valued by the normal agent's
card values, character dice above action dice), the dice waiting in each bag, prep area and used
pile, whose turn it is and how far the game has gone.
"""

from __future__ import annotations

from typing import Any

from .agents import CARD_VALUE
from .cards import CARDS
from .effects import stats

NAMES: tuple[str, ...] = (
    "life_mine",
    "life_theirs",
    "attack_mine",
    "attack_theirs",
    "defense_mine",
    "defense_theirs",
    "fielded_mine",
    "fielded_theirs",
    "bought_mine",
    "bought_theirs",
    "bag_mine",
    "bag_theirs",
    "used_mine",
    "used_theirs",
    "my_turn",
    "turn",
)


def _board(g: Any, p: int) -> tuple[float, float, float]:
    attack = defense = 0.0
    chars = g.characters(p)
    for d in chars:
        a, df = stats(g, d)
        attack += a
        defense += max(0, df - d.damage)
    return attack, defense, float(len(chars))


def _bought(g: Any, p: int) -> float:
    total = 0.0
    for d in g.dice.values():
        if d.owner == p and d.zone != "card":
            c = CARDS.get(d.card)
            if c is not None:
                total += CARD_VALUE[d.card] * (1.0 if c.kind == "character" else 0.6)
    return total


def features(game: Any, player: int) -> list[float]:
    g, q = game, 1 - player
    start = max(1, g.start_life)
    am, dm, nm = _board(g, player)
    at, dt, nt = _board(g, q)
    zm, zt = g.zones[player], g.zones[q]
    return [
        g.life[player] / start,
        g.life[q] / start,
        am,
        at,
        dm,
        dt,
        nm,
        nt,
        _bought(g, player),
        _bought(g, q),
        float(len(zm["bag"]) + len(zm["prep"])),
        float(len(zt["bag"]) + len(zt["prep"])),
        float(len(zm["used"])),
        float(len(zt["used"])),
        1.0 if g.active == player else 0.0,
        float(g.turn),
    ]


__all__ = ["NAMES", "features"]
