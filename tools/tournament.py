"""The cross-table of a game's agent levels: every pair plays, seats swapped game by game.

    python -m tools.tournament --game dicemasters --games 200 --workers 2 --option format=basic
    python -m tools.tournament --game metaversus --games 200 --workers 2 --levels easy,normal,hard
    python -m tools.tournament --game dicemasters --latency 300 --option format=basic
    python -m tools.tournament --game metaversus --games 200 --workers 2 --ladder

Each pair of distinct levels plays ``--games`` games through ``game.core.simulate.simulate``
(the same seeds for every pair, seats alternating). The JSON report (first on stdout) holds, for
each pair, the wins of each side, the draws and games nobody won, and ``table[a][b]``: the share
of games level ``a`` won against level ``b``. A readable table follows the JSON. ``--ladder`` plays only each level against the
next weaker one (easy v random, normal v easy, hard v normal, expert v hard): the gaps between
levels, at a fraction of the cost of the whole cross-table.

``--latency N`` instead times each level's decisions, on one core, at the first ``N`` decisions
with more than one legal answer of games between ``normal`` agents: every level answers the same
positions. It reports the 50th and 95th percentiles and the maximum in milliseconds of wall time
and of this process's CPU time (the figure for one core when other work shares the machine), over
all those decisions and, for search agents, over the decisions they searched.
"""

from __future__ import annotations

import argparse
import json
import sys
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise SystemExit(f"--option takes key=value, not {pair!r}")
        key, value = pair.split("=", 1)
        out[key.strip()] = _value(value.strip())
    return out


def tournament(
    game_name: str,
    levels: list[str],
    games: int,
    workers: int = 1,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    players: int | None = None,
    ladder: bool = False,
) -> dict[str, Any]:
    """Play every pair of ``levels`` (or, with ``ladder``, each level against the one listed
    before it) and return the cross-table."""
    from game.core.simulate import simulate

    pairs: list[dict[str, Any]] = []
    table: dict[str, dict[str, float | None]] = {a: {b: None for b in levels} for a in levels}
    matches = [(b, a) for a, b in zip(levels, levels[1:])] if ladder else list(combinations(levels, 2))
    for a, b in matches:
        rep = simulate(
            game_name, [a, b], games, seed=seed, workers=workers, players=players, options=options, swap=True
        )
        n = max(1, rep["games"])
        table[a][b] = round(rep["wins"][0] / n, 3)
        table[b][a] = round(rep["wins"][1] / n, 3)
        pairs.append(
            {
                "agents": [a, b],
                "games": rep["games"],
                "wins": rep["wins"],
                "draws": rep["draws"],
                "nobody_won": rep["nobody_won"],
                "wins_by_seat": rep["wins_by_seat"],
                "avg_turns": rep["avg_turns"],
                "seconds": rep["seconds"],
                "error_count": rep["error_count"],
                "errors": rep["errors"][:3],
            }
        )
    return {
        "game": game_name,
        "options": options or {},
        "games_per_pair": games,
        "seed": seed,
        "levels": levels,
        "table": table,
        "pairs": pairs,
    }


def _pct(samples: list[float], q: float) -> float | None:
    if not samples:
        return None
    xs = sorted(samples)
    return round(xs[min(len(xs) - 1, int(q * (len(xs) - 1) + 0.5))], 2)


def latency(
    game_name: str,
    levels: list[str],
    decisions: int,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    players: int | None = None,
) -> dict[str, Any]:
    """Per-level decision times (ms) on the same positions of normal-vs-normal games."""
    import time

    import game as registry
    from game.core.agents import make_agent

    agents = {lv: make_agent(game_name, lv, seed) for lv in levels}
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    cpu: dict[str, list[float]] = {lv: [] for lv in levels}
    searched: dict[str, list[float]] = {lv: [] for lv in levels}
    count = 0
    s = seed
    while count < decisions:
        g = registry.new_game(game_name, players=players, seed=s, **(options or {}))
        n = players or type(g).DEFAULT_PLAYERS
        movers = [make_agent(game_name, "normal", s * 31 + i) for i in range(n)]
        while not g.is_over and count < decisions:
            p = g.to_move
            assert p is not None
            if len(g.legal_actions()) > 1:
                count += 1
                for lv, agent in agents.items():
                    t0, c0 = time.perf_counter(), time.process_time()
                    agent.choose(g, p)
                    ms = (time.perf_counter() - t0) * 1000
                    cpu_ms = (time.process_time() - c0) * 1000
                    times[lv].append(ms)
                    cpu[lv].append(cpu_ms)
                    if getattr(agent, "last_iterations", 0):
                        searched[lv].append(cpu_ms)
            g.apply(movers[p].choose(g, p))
        s += 1
    out: dict[str, Any] = {"game": game_name, "options": options or {}, "decisions": count, "levels": {}}
    for lv in levels:
        row: dict[str, Any] = {
            "p50_ms": _pct(times[lv], 0.5),
            "p95_ms": _pct(times[lv], 0.95),
            "max_ms": _pct(times[lv], 1.0),
            "cpu_p50_ms": _pct(cpu[lv], 0.5),
            "cpu_p95_ms": _pct(cpu[lv], 0.95),
            "cpu_max_ms": _pct(cpu[lv], 1.0),
        }
        if searched[lv]:
            row.update(
                {
                    "searched": len(searched[lv]),
                    "searched_cpu_p50_ms": _pct(searched[lv], 0.5),
                    "searched_cpu_p95_ms": _pct(searched[lv], 0.95),
                    "searched_cpu_max_ms": _pct(searched[lv], 1.0),
                }
            )
        out["levels"][lv] = row
    return out


def render(report: dict[str, Any]) -> str:
    """The cross-table as text: row level's win share against the column level."""
    levels: list[str] = report["levels"]
    width = max(8, *(len(x) for x in levels)) + 2
    lines = [
        f"{report['game']} {report['options'] or ''} - {report['games_per_pair']} games per pair, "
        "row's win share against column (seats swapped)"
    ]
    lines.append("".ljust(width) + "".join(x.rjust(width) for x in levels))
    for a in levels:
        cells = []
        for b in levels:
            v = report["table"][a][b]
            cells.append(("-" if v is None else f"{100 * v:.1f}%").rjust(width))
        lines.append(a.ljust(width) + "".join(cells))
    for p in report["pairs"]:
        a, b = p["agents"]
        lines.append(
            f"{a} vs {b}: {p['wins'][0]}-{p['wins'][1]}, draws {p['draws']}, nobody won "
            f"{p['nobody_won']}, errors {p['error_count']}, {p['seconds']} s"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.tournament", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=200, help="games per pair of levels")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument(
        "--levels", default=None, help="comma-separated levels (default: all the game offers)"
    )
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    parser.add_argument(
        "--latency",
        type=int,
        default=0,
        metavar="N",
        help="time the levels' decisions at N positions instead of playing matches",
    )
    parser.add_argument(
        "--ladder", action="store_true", help="play each level only against the next weaker one"
    )
    args = parser.parse_args(argv)

    from game.core.agents import agent_levels

    offered = list(agent_levels(args.game))
    levels = offered if args.levels is None else [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in offered]
    if unknown:
        raise SystemExit(f"unknown level(s) {', '.join(unknown)}; {args.game} offers: {', '.join(offered)}")
    if args.latency:
        lat = latency(
            args.game,
            [x for x in levels if x != "random"],
            args.latency,
            seed=args.seed,
            options=parse_options(args.option),
            players=args.players,
        )
        print(json.dumps(lat, indent=1))
        for lv, row in lat["levels"].items():
            print(f"{lv:>8}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
        return 0
    report = tournament(
        args.game,
        levels,
        args.games,
        workers=args.workers,
        seed=args.seed,
        options=parse_options(args.option),
        players=args.players,
        ladder=args.ladder,
    )
    print(json.dumps(report, indent=1))
    print(render(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
