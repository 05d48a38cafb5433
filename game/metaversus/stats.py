"""The figures of a MetaVersus match, counted from its events: each duelist's HP and stars at the
end, the cards they bought, the damage they dealt, and both HP by turn (for the game-over chart).

Read-only: nothing here changes a match. ``from_session`` takes a ``GameSession``; ``figures``
takes the events themselves, so a hand-built sequence is counted the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.actions import Event

from . import records as R

PLAYERS = 2


@dataclass(frozen=True)
class PlayerFigures:
    hp: int  # at the end
    stars: int
    cards_bought: int
    damage_dealt: int  # every point of damage dealt to the other duelist, defense absorbing some or not
    hp_damage: int  # the part of it that came off their HP (the rest their defense absorbed)


@dataclass(frozen=True)
class GameFigures:
    players: tuple[PlayerFigures, ...]
    # per duelist: the HP when play starts, then at the end of each turn (the last point is the end)
    hp_by_turn: tuple[tuple[int, ...], ...]
    turns: int  # turns started, both duelists' together
    # the duelist whose HP fell to 0 or below first, and to what (the match then ends with the
    # round), or None when the turns ran out or a card or the stars decided it
    fell: tuple[int, int] | None = None


def figures(events: Iterable[Event], final_hp: Sequence[int], final_stars: Sequence[int]) -> GameFigures:
    """Count ``events`` (the whole match, in order) of a match that ended at ``final_hp`` and
    ``final_stars``. Damage always goes to the other duelist of the one dealing it."""
    events = list(events)
    change = [0] * PLAYERS
    for e in events:
        if isinstance(e, R.Damaged):
            change[e.player] -= e.hp
        elif isinstance(e, R.HpLost):
            change[e.player] -= e.amount
        elif isinstance(e, R.Healed):
            change[e.player] += e.amount
    hp = [final_hp[p] - change[p] for p in range(PLAYERS)]
    series: list[list[int]] = [[hp[p]] for p in range(PLAYERS)]
    bought = [0] * PLAYERS
    dealt = [0] * PLAYERS
    to_hp = [0] * PLAYERS
    turns = 0
    fell: tuple[int, int] | None = None
    for e in events:
        if isinstance(e, R.TurnStarted):
            if turns:  # a turn ended (the first one follows the character draft)
                for p in range(PLAYERS):
                    series[p].append(hp[p])
            turns += 1
        elif isinstance(e, R.Damaged):
            hp[e.player] -= e.hp
            dealt[1 - e.player] += e.amount
            to_hp[1 - e.player] += e.hp
        elif isinstance(e, R.HpLost):
            hp[e.player] -= e.amount
        elif isinstance(e, R.Healed):
            hp[e.player] += e.amount
        elif isinstance(e, R.Bought):
            bought[e.player] += 1
        elif isinstance(e, R.RoundFinishing) and fell is None:
            fell = (e.player, hp[e.player])
    for p in range(PLAYERS):
        series[p].append(hp[p])
    players = tuple(
        PlayerFigures(final_hp[p], final_stars[p], bought[p], dealt[p], to_hp[p]) for p in range(PLAYERS)
    )
    return GameFigures(players, tuple(tuple(s) for s in series), turns, fell)


def from_session(session: Any) -> GameFigures:
    events = [*session.opening, *(e for entry in session.history for e in entry.events)]
    duelists = session.game.players
    return figures(events, [d.hp for d in duelists], [d.stars for d in duelists])
