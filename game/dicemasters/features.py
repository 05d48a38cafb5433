"""Features of a Dice Masters position for one player: what the learned value
(``game.core.learned``, trained by ``python -m tools.train dicemasters``) weighs.

All of them are open on the table, for the player then the opponent: life (a share of the
starting life), how near each field's attack is to the other player's life (1 = lethal), lethal
reach itself, the board (attack and the defense still standing) and the dice bought (valued by
the normal agent's card values, a basic action die below a character die), and whose turn it is.
"""

from __future__ import annotations

from typing import Any

from .agents import CARD_VALUE
from .cards import CARDS
from .effects import stats

NAMES: tuple[str, ...] = (
    "life_mine",
    "life_theirs",
    "their_reach",
    "my_reach",
    "their_lethal",
    "my_lethal",
    "board_diff",
    "dice_diff",
    "my_turn",
)


def board(g: Any, p: int) -> float:
    """A side's characters: attack, and seven tenths of the defense still standing."""
    total = 0.0
    for d in g.characters(p):
        a, df = stats(g, d)
        total += a + 0.7 * max(0, df - d.damage)
    return total


def dice(g: Any, p: int) -> float:
    """The dice a player has bought, by the normal agent's card values."""
    total = 0.0
    for d in g.dice.values():
        if d.owner == p and d.zone != "card":
            c = CARDS.get(d.card)
            if c is not None:
                # a basic action die counts for less than a character die of the same value
                total += CARD_VALUE[d.card] * (1.0 if c.kind == "character" else 0.6)
    return total


def features(game: Any, player: int) -> list[float]:
    g, q = game, 1 - player
    start = max(1, g.start_life)
    lm, lo = g.life[player], g.life[q]
    am = sum(stats(g, d)[0] for d in g.characters(player))
    ao = sum(stats(g, d)[0] for d in g.characters(q))
    return [
        lm / start,
        lo / start,
        min(1.0, ao / max(1, lm)),
        min(1.0, am / max(1, lo)),
        1.0 if ao >= lm else 0.0,
        1.0 if am >= lo else 0.0,
        (board(g, player) - board(g, q)) / start,
        (dice(g, player) - dice(g, q)) / 60.0,
        1.0 if g.active == player else -1.0,
    ]


__all__ = ["NAMES", "features", "board", "dice"]
