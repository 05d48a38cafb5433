"""Agents think in a worker process, so the window keeps drawing at full speed.

The table sends the game as JSON (``to_dict``) with the agent's game, level and seed; the
worker rebuilds the game, keeps one agent object per (game, level, seed) between moves (so an
agent's own random stream continues as it would in one process), and answers with the chosen
action as JSON. If a worker cannot be started the agent thinks in a thread instead.
"""

from __future__ import annotations

import logging
import multiprocessing
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import cache
from typing import Any

log = logging.getLogger(__name__)

_AGENTS: dict[tuple[str, str, int], Any] = {}


def _choose(game_name: str, level: str, seed: int, state: dict[str, Any], player: int) -> dict[str, Any]:
    """Runs in the worker: rebuild the game, let the agent choose, return the action as JSON."""
    import game as registry
    from game.core.agents import make_agent

    key = (game_name, level, seed)
    agent = _AGENTS.get(key)
    if agent is None:
        agent = _AGENTS[key] = make_agent(game_name, level, seed)
    g = registry.game_class(game_name).from_dict(state)
    action = agent.choose(g, player)
    out = action.to_dict()
    explain = getattr(agent, "explain", None)
    if callable(explain):
        try:
            out["_why"] = [[a.to_dict() if hasattr(a, "to_dict") else a, float(v)] for a, v in explain()[:3]]
        except Exception:  # an explanation is a courtesy; never fail a move for it
            pass
    return out


class AgentRunner:
    def __init__(self, threads: bool = False) -> None:
        self._executor: Executor | None = None
        self.threads = threads  # tests with games registered only in their own process use threads

    def _pool(self) -> Executor:
        if self._executor is None and self.threads:
            self._executor = ThreadPoolExecutor(max_workers=1)
        if self._executor is None:
            try:
                self._executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn")
                )
            except (OSError, ValueError) as exc:
                log.warning("no worker process (%s); agents think in a thread", exc)
                self._executor = ThreadPoolExecutor(max_workers=1)
        return self._executor

    def submit(self, game_name: str, level: str, seed: int, game: Any, player: int) -> Future[dict[str, Any]]:
        state = game.to_dict()
        try:
            return self._pool().submit(_choose, game_name, level, seed, state, player)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            # a worker that died or could not start: think in a thread from now on
            log.warning("agent worker unavailable (%s); agents think in a thread", exc)
            self.shutdown()
            self.threads = True
            return self._pool().submit(_choose, game_name, level, seed, state, player)

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


@cache
def runner() -> AgentRunner:
    """The app's one agent runner, made when first asked for."""
    return AgentRunner()


def shutdown() -> None:
    """Stop the runner's worker process, when one was started."""
    if runner.cache_info().currsize:
        runner().shutdown()
