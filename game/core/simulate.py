"""Headless agent-vs-agent matches: the ``simulate`` command and fuzzing.

Agents are named by level (``random``, ``normal``, ...) in the order of ``--agents``; with two
players the seats alternate from game to game so that neither agent always moves first.
``wins`` counts the games each listed agent won (in ``--agents`` order); ``wins_by_seat`` the
games each physical seat won; ``draws`` the games that ended drawn and ``nobody_won`` those that
everyone lost (Legendary's "evil wins"). With ``fuzz`` every step is checked with the game's own
``check_invariants`` (and ``check_events``, where a game has it: the action's events replayed over
the previous observation give the next one) and a save/load round trip every few steps.
"""

from __future__ import annotations

import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .agents import make_agent

MAX_ACTIONS = 100_000


def _seat_agents(agent_names: list[str], players: int, index: int, swap: bool) -> list[int]:
    """Which listed agent sits in each seat for game number ``index``."""
    order = [i % len(agent_names) for i in range(players)]
    if swap and players > 1 and index % 2 == 1:
        order = order[1:] + order[:1]
    return order


def play_match(
    game_name: str,
    agent_names: list[str],
    seed: int,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    index: int = 0,
    swap: bool = True,
    fuzz: bool = False,
) -> dict[str, Any]:
    import game as registry

    g = registry.new_game(game_name, players=players, seed=seed, **(options or {}))
    n = players or type(g).DEFAULT_PLAYERS
    seats = _seat_agents(agent_names, n, index, swap)
    agents = [make_agent(game_name, agent_names[a], seed * 7919 + i) for i, a in enumerate(seats)]
    pkg = registry.package(game_name)
    checker = pkg.check_invariants if fuzz else None
    # a game may also check each action's events against the observations before and after it
    event_checker = pkg.check_events if fuzz else None
    actions = 0
    while not g.is_over:
        p = g.to_move
        assert p is not None
        action = agents[p].choose(g, p)
        before = g.observation(None) if event_checker is not None else None
        events = g.apply(action)
        actions += 1
        if event_checker is not None and before is not None:
            problems = event_checker(before, events, g.observation(None))
            if problems:
                raise AssertionError(
                    f"events out of step with the table after action {actions} ({action.kind}): {problems[:3]}"
                )
        if checker is not None:
            problems = checker(g)
            if problems:
                raise AssertionError(
                    f"invariant broken after action {actions} ({action.kind}): {problems[:3]}"
                )
            if actions % 25 == 0:
                copy = type(g).from_dict(g.to_dict())
                if copy.to_dict() != g.to_dict():
                    raise AssertionError(f"save/load round trip differs after action {actions}")
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
    result = g.result().to_dict()
    winners = list(result["winners"])
    return {
        "seed": seed,
        "seats": seats,
        "winners": winners,
        "winning_agents": sorted({seats[w] for w in winners}),
        "reason": result.get("reason"),
        "turns": g.observation(None).get("turn", 0),
        "actions": actions,
    }


def _run_chunk(args: tuple[Any, ...]) -> list[dict[str, Any]]:
    game_name, agent_names, seeds, players, options, start, swap, fuzz = args
    out = []
    for k, seed in enumerate(seeds):
        try:
            out.append(play_match(game_name, agent_names, seed, players, options, start + k, swap, fuzz))
        except Exception as exc:  # a crash is a finding, reported with its seed
            out.append(
                {
                    "seed": seed,
                    "error": f"{type(exc).__name__}: {exc}",
                    "trace": traceback.format_exc(limit=6),
                }
            )
    return out


def simulate(
    game_name: str,
    agent_names: list[str],
    games: int,
    seed: int = 1,
    workers: int = 1,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    swap: bool = True,
    fuzz: bool = False,
) -> dict[str, Any]:
    import game as registry

    cls = registry.game_class(game_name)
    n = cls.check_players(players)
    cls.check_options(options or {})
    for name in agent_names:
        make_agent(game_name, name, 0)  # fails early, with the valid names, on a typo
    seeds = [seed + i for i in range(games)]
    workers = max(1, min(workers, games))
    size = max(1, (games + workers * 4 - 1) // (workers * 4))
    chunks = [
        (game_name, agent_names, seeds[i : i + size], n, options or {}, i, swap, fuzz)
        for i in range(0, games, size)
    ]
    started = time.perf_counter()
    results: list[dict[str, Any]] = []
    if workers == 1:
        for chunk in chunks:
            results.extend(_run_chunk(chunk))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for part in pool.map(_run_chunk, chunks):
                results.extend(part)
    seconds = time.perf_counter() - started
    done = [r for r in results if "error" not in r]
    errors = [{"seed": r["seed"], "error": r["error"], "trace": r["trace"]} for r in results if "error" in r]
    wins = [0] * len(agent_names)
    wins_by_seat = [0] * n
    draws = 0
    nobody_won = 0  # co-operative games: the players lost together (not a draw)
    reasons: dict[str, int] = {}
    for r in done:
        if not r["winners"]:
            if "draw" in str(r["reason"]):
                draws += 1
            else:
                nobody_won += 1
        for a in r["winning_agents"]:
            wins[a] += 1
        for w in r["winners"]:
            wins_by_seat[w] += 1
        reasons[str(r["reason"])] = reasons.get(str(r["reason"]), 0) + 1
    count = max(1, len(done))
    return {
        "game": game_name,
        "agents": agent_names,
        "players": n,
        "options": options or {},
        "games": len(done),
        "wins": wins,
        "wins_by_seat": wins_by_seat,
        "draws": draws,
        "nobody_won": nobody_won,
        "reasons": reasons,
        "avg_turns": round(sum(r["turns"] for r in done) / count, 2),
        "avg_actions": round(sum(r["actions"] for r in done) / count, 2),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(done) / seconds, 2) if seconds > 0 else None,
        "errors": errors[:20],
        "error_count": len(errors),
    }
