"""Agents think in a worker process, so the window keeps drawing at full speed.

The table sends the game as JSON (``to_dict``) with the agent's game, level and seed; the
worker rebuilds the game, keeps one agent object per (game, level, seed) between moves (so an
agent's own random stream continues as it would in one process), and answers with the chosen
action as JSON, with what the agent weighed (``_why``). If a worker cannot be started the agent
thinks in a thread instead.

"Move now": every request has a number, and the runner shares one counter with its worker (a
``multiprocessing.Value`` of the same spawn context, handed to the pool's initializer; a plain
counter in the thread fallback). ``stop(future)`` raises the counter to that request's number;
the worker's search agent reads it through its ``stop`` hook and plays its best move so far once
every root action was tried. The counter only grows, so a stop can never reach a later request,
and one asked for a request still queued behind another is not lost.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import cache
from typing import Any, Protocol

log = logging.getLogger(__name__)

_AGENTS: dict[tuple[str, str, int], Any] = {}
TOP = 6  # the alternatives a search's answer lists (the log shows three whose words differ)
EXPLAINED = 3  # the reasons another agent's answer lists


class Counter(Protocol):
    value: int


class ThreadCounter:
    """The stop counter of the thread fallback (the same ``value`` as a shared Value)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._value = 0

    @property
    def value(self) -> int:
        return self._value

    @value.setter
    def value(self, v: int) -> None:
        with self._lock:
            self._value = v


_STOP: Counter | None = None  # in a worker process: the counter its pool was started with


def _init_worker(stop: Counter) -> None:
    global _STOP
    _STOP = stop


def weighed(agent: Any, action: Any) -> dict[str, Any] | list[list[Any]] | None:
    """What ``agent`` weighed for its last choice, as JSON. A search agent (one that kept the
    root of its tree) gives its best root actions as it ranks them (by mean value, its estimate
    of the chance to win after each; those its last round compared first), with the move it
    played marked (added when it is not among the best) and how many playouts it ran: ``{"chances": [[action, value, played], ...],
    "iterations": n}``. Any other agent gives its own
    ``explain()`` rows ``[[action, score], ...]``; None when it has nothing to say."""
    root = getattr(agent, "last_root", None)
    if root is not None and root.children:
        ranked = agent.ranked()
        rows = ranked[:TOP]
        if all(a != action for a, _ in rows):
            rows += [(a, v) for a, v in ranked if a == action]
        return {
            "chances": [[a.to_dict(), round(float(v), 3), a == action] for a, v in rows],
            "iterations": int(getattr(agent, "last_iterations", 0)),
        }
    source = agent
    if root is None and hasattr(agent, "last_root"):  # a search agent left this one to its heuristic
        source = getattr(agent, "fallback", agent)
    explain = getattr(source, "explain", None)
    if not callable(explain):
        return None
    rows_out = [[a.to_dict() if hasattr(a, "to_dict") else a, float(v)] for a, v in explain()[:EXPLAINED]]
    return rows_out or None


def _choose(
    game_name: str,
    level: str,
    seed: int,
    state: dict[str, Any],
    player: int,
    request: int = 0,
    stop: Counter | None = None,
) -> dict[str, Any]:
    """Runs in the worker: rebuild the game, let the agent choose, return the action as JSON.
    ``request`` is this request's number: the search stops early once the stop counter (``stop``,
    or the worker's own) reaches it."""
    import game as registry
    from game.core.agents import make_agent

    key = (game_name, level, seed)
    agent = _AGENTS.get(key)
    if agent is None:
        agent = _AGENTS[key] = make_agent(game_name, level, seed)
    counter = stop if stop is not None else _STOP
    if hasattr(agent, "stop"):
        agent.stop = (lambda: counter.value >= request) if counter is not None and request else None
    g = registry.game_class(game_name).from_dict(state)
    action = agent.choose(g, player)
    out = action.to_dict()
    try:
        why = weighed(agent, action)
    except Exception:  # an explanation is a courtesy; never fail a move for it
        why = None
    if why:
        out["_why"] = why
    return out


class AgentRunner:
    def __init__(self, threads: bool = False) -> None:
        self._executor: Executor | None = None
        self.threads = threads  # tests with games registered only in their own process use threads
        self._counter: Counter | None = None
        self._thread_counter = ThreadCounter()
        self._requests: dict[Future[dict[str, Any]], int] = {}
        self._last = 0  # the number of the last request sent

    def _pool(self) -> Executor:
        if self._executor is None and self.threads:
            self._executor = ThreadPoolExecutor(max_workers=1)
            self._counter = self._thread_counter
        if self._executor is None:
            try:
                ctx = multiprocessing.get_context("spawn")
                counter = ctx.Value("q", self._thread_counter.value)
                self._executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=_init_worker, initargs=(counter,)
                )
                self._counter = counter
            except (OSError, ValueError) as exc:
                log.warning("no worker process (%s); agents think in a thread", exc)
                self._executor = ThreadPoolExecutor(max_workers=1)
                self._counter = self._thread_counter
        return self._executor

    def _send(self, game_name: str, level: str, seed: int, state: dict[str, Any], player: int) -> Future[Any]:
        pool = self._pool()
        self._last += 1
        # a thread shares this process: it is given the counter; a worker process has its own copy
        local = self._counter if isinstance(pool, ThreadPoolExecutor) else None
        future = pool.submit(_choose, game_name, level, seed, state, player, self._last, local)
        self._requests[future] = self._last
        future.add_done_callback(self._forget)
        return future

    def _forget(self, future: Future[Any]) -> None:
        self._requests.pop(future, None)

    def submit(self, game_name: str, level: str, seed: int, game: Any, player: int) -> Future[dict[str, Any]]:
        state = game.to_dict()
        try:
            return self._send(game_name, level, seed, state, player)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            # a worker that died or could not start: think in a thread from now on
            log.warning("agent worker unavailable (%s); agents think in a thread", exc)
            self.shutdown()
            self.threads = True
            return self._send(game_name, level, seed, state, player)

    def stop(self, future: Future[Any]) -> bool:
        """Ask the search behind ``future`` to play its best move so far; False when that request
        is already answered (or was not this runner's)."""
        number = self._requests.get(future)
        counter = self._counter
        if number is None or counter is None:
            return False
        if counter.value < number:
            counter.value = number
        return True

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        if self._counter is not None:  # a new pool starts from the requests stopped so far
            self._thread_counter.value = max(self._thread_counter.value, self._counter.value)
        self._requests.clear()


@cache
def runner() -> AgentRunner:
    """The app's one agent runner, made when first asked for."""
    return AgentRunner()


def shutdown() -> None:
    """Stop the runner's worker process, when one was started."""
    if runner.cache_info().currsize:
        runner().shutdown()
