"""The review's screenshot scenes (``main.py screenshot --scene review-<game>``): a finished game
of each, a person (playing at the easy level's strength) against the normal computer, reviewed
at its costliest move, with the first half of the person's decisions analysed and the rest still
"analysing…" (the picture never waits for a worker)."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.core.agents import make_agent
from game.core.session import GameSession, SaveRecord, parse_save

from . import registry
from .review import ReviewGame, ReviewScene
from .review_analysis import analyse, decision_seed

SHOT_ITERATIONS = 12  # a small search: the picture is of the screen, not of the analysis


@cache
def example(name: str, seed: int) -> tuple[SaveRecord, tuple[tuple[int, Any], ...]]:
    """A finished game of ``name`` and the analyses of the first half of its person's decisions."""
    session = GameSession(name, players=2, seed=seed, meta={"seats": ["person", "normal"]})
    agents = [make_agent(name, "easy", seed), make_agent(name, "normal", seed + 1)]
    while not session.game.is_over and len(session.history) < 2000:
        p = session.game.to_move
        assert p is not None
        session.apply(agents[p].choose(session.game, p))
    record = parse_save(session.to_dict())
    mine = [i for i, e in enumerate(session.history) if e.player == 0]
    probe = GameSession(name, players=2, seed=seed)  # the same game again, move by move
    results: list[tuple[int, Any]] = []
    wanted = set(mine[: len(mine) // 2])
    for i, entry in enumerate(session.history):
        if i in wanted:
            results.append(
                (
                    i,
                    analyse(
                        name,
                        probe.game.to_dict(),
                        0,
                        entry.action.to_dict(),
                        decision_seed(seed, i),
                        SHOT_ITERATIONS,
                    ),
                )
            )
        probe.apply(entry.action)
    return record, tuple(results)


def open_example(app: Any, name: str, seed: int) -> ReviewScene:
    record, results = example(name, seed)
    review = ReviewGame.replay(record, app)
    scene = ReviewScene(app, review, start=0, background=False, results=dict(results))
    drops = [(d, -i) for i in scene.people_decisions if (d := scene.drop(i)) is not None]
    scene.index = -max(drops)[1] if drops else review.total // 3  # the costliest move analysed
    scene.keep_row_in_view()
    app.stack.push(scene)
    return scene


@registry.screenshot("review-dicemasters", description="reviewing a Dice Masters game")
def _shot_dm(app: Any, seed: int) -> None:
    open_example(app, "dicemasters", seed + 3)


@registry.screenshot("review-legendary", description="reviewing a Legendary game")
def _shot_lg(app: Any, seed: int) -> None:
    open_example(app, "legendary", seed + 3)


@registry.screenshot("review-metaversus", description="reviewing a MetaVersus game")
def _shot_mv(app: Any, seed: int) -> None:
    open_example(app, "metaversus", seed + 3)
