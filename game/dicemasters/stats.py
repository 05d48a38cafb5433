"""The figures of a Dice Masters game, counted from its events: each player's life, the dice
they bought, the damage they dealt to the other player, the other player's characters that
were knocked out, and both lives by turn (for the game-over chart).

Read-only: nothing here changes a game. ``from_session`` takes a ``GameSession``; ``figures``
takes the events themselves, so a hand-built sequence is counted the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.actions import Event

from . import records as R
from .state import target_player

PLAYERS = 2


@dataclass(frozen=True)
class PlayerFigures:
    life: int  # at the end
    dice_bought: int
    damage_dealt: int  # life the other player lost to this player's attacks and effects
    knockouts: int  # the other player's characters knocked out


@dataclass(frozen=True)
class GameFigures:
    players: tuple[PlayerFigures, ...]
    # per player: the life at the start, then at the end of each turn (the last point is the end)
    life_by_turn: tuple[tuple[int, ...], ...]
    turns: int  # turns played (the last one perhaps unfinished)


def figures(events: Iterable[Event], final_life: Sequence[int]) -> GameFigures:
    """Count ``events`` (the whole game, in order) of a game whose lives ended at ``final_life``.

    Damage to a player is counted for whoever caused it: the attacking player in the damage
    step, or the player whose action, global or triggered ability dealt it. Damage a player's
    own card deals to them (Force Beam's two bursts hit both players) is nobody's damage dealt."""
    events = list(events)
    deltas = [0] * PLAYERS
    for e in events:
        if isinstance(e, R.LifeChanged):
            deltas[e.player] += e.delta
    life = [final_life[p] - deltas[p] for p in range(PLAYERS)]
    series: list[list[int]] = [[life[p]] for p in range(PLAYERS)]
    bought = [0] * PLAYERS
    dealt = [0] * PLAYERS
    kos = [0] * PLAYERS
    turns = 0
    source: int | None = None  # who is dealing damage now
    for e in events:
        if isinstance(e, R.TurnStarted):
            # the first turn may start as the game is made, before any event is kept: its
            # number tells which turn ended (turn 1 follows only the start)
            if e.turn > 1:
                for p in range(PLAYERS):
                    series[p].append(life[p])
            turns = max(turns, e.turn)
            source = e.player
        elif isinstance(e, R.StepChanged):
            source = e.player  # a new step of the active player's turn: combat damage is theirs
        elif isinstance(e, (R.ActionUsed, R.GlobalUsed, R.AbilityTriggered)):
            source = e.player
        elif isinstance(e, R.LifeChanged):
            life[e.player] = e.life
        elif isinstance(e, R.DiePurchased):
            bought[e.player] += 1
        elif isinstance(e, R.PlayerDamaged):
            target = target_player(e.target)
            if source is not None and target is not None and source != target:
                dealt[source] += e.amount
        elif isinstance(e, R.KnockedOut) and e.player in range(PLAYERS):
            kos[1 - e.player] += 1
    for p in range(PLAYERS):
        series[p].append(life[p])
    turns = max(turns, 1)
    players = tuple(PlayerFigures(final_life[p], bought[p], dealt[p], kos[p]) for p in range(PLAYERS))
    return GameFigures(players, tuple(tuple(s) for s in series), turns)


def session_events(session: Any) -> list[Event]:
    """Every event of a session in order: the opening, then each move's."""
    out: list[Event] = list(session.opening)
    for entry in session.history:
        out.extend(entry.events)
    return out


def from_session(session: Any) -> GameFigures:
    return figures(session_events(session), session.game.life)
