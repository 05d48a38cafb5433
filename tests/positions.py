"""Finding a position for a scene test through the contract: seeded agents play a game until a
condition holds for a person to act (``game.core.positions.reach``), and a session replays it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import pytest

from game.core.positions import Position, reach
from game.core.session import GameSession


def find_session(
    game_name: str,
    condition: Callable[[Any], bool],
    *,
    seats: Sequence[str] = ("person", "person"),
    agents: Sequence[str] = ("normal",),
    seeds: Iterable[int] = range(1, 40),
    max_steps: int = 3000,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] | None = None,
) -> GameSession:
    """A session at the first position of the first seed where ``condition(game)`` holds with a
    person to move (the test is skipped when no seed reaches one)."""
    for seed in seeds:
        start = Position(game_name, seed, players, dict(options or {}))
        found = reach(
            start,
            list(agents),
            lambda g, _next: seats[g.to_move] == "person" and bool(condition(g)),
            agent_seed=seed,
            limit=max_steps,
        )
        if found is not None:
            meta: dict[str, Any] = {"seats": list(seats)}
            if names is not None:
                meta["names"] = list(names)
            return GameSession.at(found, meta)
    pytest.skip("no such position found")
