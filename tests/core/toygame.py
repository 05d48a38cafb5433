"""Pig, a tiny dice game used to test the shared engine machinery without a real game.

On your turn: ``roll`` (a 1 loses the turn total, 2-6 add to it) or ``hold`` (bank the turn
total, the other player moves). First to ``target`` wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import game
from game.core.actions import Action, Event, GameOver
from game.core.base import Game, Option
from game.core.result import Result, Termination
from game.core.rng import GameRNG


@dataclass(frozen=True)
class Roll(Action):
    game = "pig"
    kind = "roll"


@dataclass(frozen=True)
class Hold(Action):
    game = "pig"
    kind = "hold"


@dataclass(frozen=True)
class Rolled(Event):
    game = "pig"
    kind = "rolled"
    reveals = True
    player: int
    value: int


@dataclass(frozen=True)
class Held(Event):
    game = "pig"
    kind = "held"
    player: int
    total: int


class Pig(Game):
    NAME = "pig"
    PLAYERS = (2, 4)
    OPTIONS = {"target": Option(20, kind=int), "mode": Option("plain", choices=("plain", "fast"))}

    def __init__(self, players: int, seed: int, rng: GameRNG, target: int, mode: str) -> None:
        self.n = players
        self.seed = seed
        self.rng = rng
        self.target = target
        self.mode = mode
        self.scores = [0] * players
        self.turn_total = 0
        self.current = 0
        self.turn = 1
        self.winner: int | None = None

    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> Pig:
        return cls(players, seed, rng or GameRNG(seed), **options)

    @property
    def to_move(self) -> int | None:
        return None if self.winner is not None else self.current

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def _legal_actions(self) -> list[Action]:
        return [Roll(), Hold()]

    def _apply(self, action: Action) -> list[Event]:
        p = self.current
        if isinstance(action, Roll):
            v = self.rng.randbelow(6) + 1
            events: list[Event] = [Rolled(p, v)]
            if v == 1:
                self.turn_total = 0
                self._next()
            else:
                self.turn_total += v
            return events
        self.scores[p] += self.turn_total
        events = [Held(p, self.turn_total)]
        self.turn_total = 0
        if self.scores[p] >= self.target:
            self.winner = p
            events.append(GameOver((p,), "target"))
        else:
            self._next()
        return events

    def _next(self) -> None:
        self.current = (self.current + 1) % self.n
        self.turn += 1

    def result(self) -> Result:
        if self.winner is None:
            return Result.in_progress(tuple(self.scores))
        return Result((self.winner,), Termination.TARGET, tuple(self.scores))

    def observation(self, player: int | None) -> dict[str, Any]:
        return {
            "game": "pig",
            "turn": self.turn,
            "active": self.current,
            "to_move": self.to_move,
            "players": [{"score": s} for s in self.scores],
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "seed": self.seed,
            "rng": self.rng.to_dict(),
            "target": self.target,
            "mode": self.mode,
            "scores": list(self.scores),
            "turn_total": self.turn_total,
            "current": self.current,
            "turn": self.turn,
            "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Pig:
        g = cls(d["n"], d["seed"], GameRNG.from_dict(d["rng"]), d["target"], d["mode"])
        g.scores = list(d["scores"])
        g.turn_total = d["turn_total"]
        g.current = d["current"]
        g.turn = d["turn"]
        g.winner = d["winner"]
        return g


game.register("pig", Pig)
