"""Games played to their end by seeded agents, and the events a game reports, for the tests of
what a finished game shows (its figures, its game-over story)."""

from __future__ import annotations

from typing import Any

from game.core.agents import make_agent
from game.core.session import GameSession

GAMES = {"dicemasters": (2, {"format": "first_game"}), "legendary": (3, {}), "metaversus": (2, {})}


def recording(g: Any) -> list[Any]:
    """Every event ``g`` reports from now on, in order (the game's own ``apply`` is wrapped)."""
    seen: list[Any] = []
    apply = g.apply

    def wrapped(action: Any) -> list[Any]:
        events = apply(action)
        seen.extend(events)
        return events

    g.apply = wrapped
    return seen


def played(
    name: str, seed: int, players: int | None = None, level: str = "normal", seats: list[str] | None = None
) -> GameSession:
    """A session of ``name`` played to its end by agents, a person in the first seat."""
    n, options = GAMES[name]
    n = players or n
    session = GameSession(
        name,
        players=n,
        seed=seed,
        options=dict(options),
        meta={"seats": seats or ["person"] + ["normal"] * (n - 1)},
    )
    bots = [make_agent(name, level, seed + i) for i in range(n)]
    while not session.game.is_over:
        g = session.game
        session.apply(bots[g.to_move].choose(g, g.to_move))
    return session
