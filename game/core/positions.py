"""Positions built through the contract: a game's seed, options and the actions that led there.

Like a PGN with its FEN, a ``Position`` says how to reach a state without touching the engine's
insides: ``Position("legendary", seed=5, players=3, moves=(...)).build()`` starts the game and
applies each move, checked for legality. Screenshots, benchmarks and tests use positions instead
of writing engine attributes or playing random games until one turns up; ``reach`` makes a new
one by letting seeded agents play until a condition holds, and ``Position.to_text`` stores it as
one JSON line.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .base import Game
from .errors import IllegalAction, SaveError


@dataclass(frozen=True)
class Position:
    game: str
    seed: int
    players: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    moves: tuple[Mapping[str, Any], ...] = ()  # the actions, as ``Action.to_dict()``

    def start(self) -> Game:
        import game as registry

        return registry.new_game(self.game, players=self.players, seed=self.seed, **dict(self.options))

    def build(self) -> Game:
        """The game after every move; a move that is not legal raises ``IllegalAction``."""
        g = self.start()
        self.replay(g.apply, g.is_legal)
        return g

    def replay(self, apply: Callable[[Action], object], is_legal: Callable[[Action], bool]) -> None:
        """Apply each move with ``apply`` (a game's or a session's), checked by ``is_legal`` first."""
        for i, raw in enumerate(self.moves):
            action = Action.from_dict(dict(raw), game=self.game)
            if not is_legal(action):
                raise IllegalAction(f"{self.game} position, move {i + 1}: {raw!r} is not legal there")
            apply(action)

    def then(self, *actions: Action) -> Position:
        """This position followed by ``actions``."""
        return Position(
            self.game, self.seed, self.players, self.options, self.moves + tuple(a.to_dict() for a in actions)
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "players": self.players,
            "options": dict(self.options),
            "moves": [dict(m) for m in self.moves],
        }

    @classmethod
    def from_dict(cls, d: Any) -> Position:
        try:
            return cls(
                str(d["game"]),
                int(d["seed"]),
                None if d.get("players") is None else int(d["players"]),
                dict(d.get("options") or {}),
                tuple(dict(m) for m in d.get("moves") or ()),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(f"not a position: {exc}") from None

    def to_text(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_text(cls, text: str) -> Position:
        try:
            return cls.from_dict(json.loads(text))
        except json.JSONDecodeError as exc:
            raise SaveError(f"not a position: {exc.msg}") from None


Chooser = Callable[[Game, int], Action]


def reach(
    start: Position,
    agents: Sequence[str],
    stop: Callable[[Game, Action], bool],
    *,
    agent_seed: int = 0,
    limit: int = 5000,
) -> Position | None:
    """Let seeded agents (one level name per seat, repeated round the table) play on from
    ``start`` until ``stop(game, next action)`` holds; the position just before that action, or
    None when the game ends or ``limit`` actions pass first."""
    from .agents import make_agent

    g = start.build()
    n = start.players or type(g).DEFAULT_PLAYERS
    seats = [make_agent(start.game, agents[i % len(agents)], agent_seed * 7919 + i) for i in range(n)]
    moves = list(start.moves)
    for _ in range(limit):
        if g.is_over:
            return None
        p = g.to_move
        assert p is not None
        action = seats[p].choose(g, p)
        if stop(g, action):
            return Position(start.game, start.seed, start.players, start.options, tuple(moves))
        g.apply(action)
        moves.append(action.to_dict())
    return None


__all__ = ["Position", "reach"]
