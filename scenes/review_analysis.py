"""The hard computer's opinion of one decision of a finished (or saved) game, for the review.

``analyse`` runs in a worker process (or a thread): it rebuilds the position from JSON, asks
the hard level's search (``game.core.levels.make_hard``) what it would play there, with the
move actually played always among the moves it compares, and answers with its choice and its
estimated chance to win after its own choice (the position's worth with the best play it
found: "before") and after the move played ("after"). The search is seeded from the game's
seed and the decision's number only, so the same game gives the same analysis in any order,
on any machine, in a thread or a process. This module imports no pygame.

``Analyser`` keeps a small pool busy with the decisions still to do (the one on screen first)
and collects the answers without ever waiting for one.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

IN_FLIGHT = 2  # requests the pool holds at once (one running, one queued)


def decision_seed(seed: int, index: int) -> int:
    """The search's seed for decision ``index`` of the game of ``seed``."""
    return (seed * 1_000_003 + index * 7919 + 17) % (1 << 31)


def analyse(
    game_name: str,
    state: dict[str, Any],
    player: int,
    played: dict[str, Any],
    seed: int,
    iterations: int | None = None,
) -> dict[str, Any]:
    """What the hard level makes of ``played`` by ``player`` in ``state`` (see the module).

    ``{"kind": "only"}``: there was one legal move. ``{"kind": "routine", "best": action}``: a
    decision the hard level leaves to its heuristic (a payment, a split) without searching.
    ``{"kind": "searched", "best": action, "before": p, "after": q, "iterations": n}``."""
    import game as registry
    from game.core.actions import Action
    from game.core.levels import make_hard

    g = registry.game_class(game_name).from_dict(state)
    actions = g.legal_actions()
    if len(actions) <= 1:
        return {"kind": "only"}
    move = Action.from_dict(played, game=game_name)
    overrides: dict[str, Any] = {"iterations": iterations} if iterations else {}
    agent = make_hard(game_name, seed, **overrides)
    preferred = agent.fallback.choose(g, player)
    if agent.search_filter is not None and not agent.search_filter(g, player, actions):
        return {"kind": "routine", "best": preferred.to_dict()}
    chosen: Callable[[Any, int, Action], list[Action]] = agent.candidates

    def with_played(game: Any, who: int, pref: Action) -> list[Action]:
        cands = chosen(game, who, pref)
        if move not in cands and game.is_legal(move):
            cands.append(move)
        return cands

    agent.candidates = with_played  # type: ignore[method-assign,assignment]
    root = agent.search(g, player, preferred)
    values = {a: c.value / c.visits for a, c in root.children.items() if c.visits}
    if not values:
        return {"kind": "routine", "best": preferred.to_dict()}
    best = max(values, key=lambda a: values[a])
    if preferred in values and values[best] - values[preferred] <= agent.margin:
        best = preferred  # the hard level keeps its heuristic's move unless another is clearly better
    after = values.get(move, values[best] if move == best else 0.0)
    return {
        "kind": "searched",
        "best": best.to_dict(),
        "before": round(float(values[best]), 4),
        "after": round(float(after), 4),
        "iterations": int(agent.last_iterations),
    }


@dataclass(frozen=True)
class Job:
    """One decision to analyse: its number in the game, who decided and what they played (the
    position before it is made when the job is sent)."""

    index: int
    player: int
    played: dict[str, Any]


class Analyser:
    """Feeds ``jobs`` to a pool, ``IN_FLIGHT`` at a time, and keeps the answers by decision
    number. ``poll()`` never blocks; ``prefer(index)`` puts a decision first in the queue."""

    def __init__(
        self,
        game_name: str,
        seed: int,
        jobs: list[Job],
        state_of: Callable[[int], dict[str, Any]],
        iterations: int | None = None,
        threads: bool = False,
    ) -> None:
        self.game_name, self.seed, self.iterations, self.threads = game_name, seed, iterations, threads
        self.state_of = state_of  # decision number -> the position before it, as JSON
        self._jobs = list(jobs)
        self.todo: list[Job] = list(jobs)
        self.results: dict[int, dict[str, Any]] = {}
        self.running: dict[Future[dict[str, Any]], int] = {}
        self._executor: Executor | None = None

    @property
    def done(self) -> bool:
        return not self.todo and not self.running

    def _pool(self) -> Executor:
        if self._executor is None and not self.threads:
            try:
                ctx = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(max_workers=1, mp_context=ctx)
            except (OSError, ValueError) as exc:
                log.warning("no worker process for the review (%s); it thinks in a thread", exc)
                self.threads = True
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        return self._executor

    def prefer(self, index: int) -> None:
        for i, job in enumerate(self.todo):
            if job.index == index:
                self.todo.insert(0, self.todo.pop(i))
                return

    def poll(self) -> list[int]:
        """Collect the answers that came, send more; the decisions answered now."""
        came: list[int] = []
        for future in [f for f in self.running if f.done()]:
            index = self.running.pop(future)
            try:
                self.results[index] = future.result()
            except BrokenProcessPool:  # the worker died: the rest is analysed in a thread
                log.warning("review worker died; it thinks in a thread")
                self.todo.insert(0, next(j for j in self._jobs if j.index == index))
                self.shutdown(requeue=True)
                self.threads = True
                break
            except Exception as exc:  # an analysis is a courtesy: a failure is said, not raised
                log.warning("review analysis of decision %d failed: %s", index, exc)
                self.results[index] = {"kind": "failed"}
            came.append(index)
        while self.todo and len(self.running) < IN_FLIGHT:
            job = self.todo.pop(0)
            try:
                future = self._pool().submit(
                    analyse,
                    self.game_name,
                    self.state_of(job.index),
                    job.player,
                    job.played,
                    decision_seed(self.seed, job.index),
                    self.iterations,
                )
            except (RuntimeError, OSError) as exc:  # a worker that died: go on in a thread
                log.warning("review worker unavailable (%s); it thinks in a thread", exc)
                self.todo.insert(0, job)
                self.shutdown(requeue=True)
                self.threads = True
                continue
            self.running[future] = job.index
        return came

    def wait(self, timeout: float = 60.0) -> None:
        """Run until every decision is answered (tests and the command line)."""
        import time

        end = time.monotonic() + timeout
        while not self.done and time.monotonic() < end:
            self.poll()
            time.sleep(0.01)

    def shutdown(self, requeue: bool = False) -> None:
        """Stop the pool (the review closed); ``requeue``: the decisions under way go back in
        the queue (the pool broke and another takes over)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        for future, index in list(self.running.items()):
            future.cancel()
            if requeue:
                self.todo.insert(0, next(j for j in self._jobs if j.index == index))
        self.running.clear()


__all__ = ["Analyser", "Job", "analyse", "decision_seed", "IN_FLIGHT"]
