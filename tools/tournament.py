"""The cross-table of a game's agent levels: every pair plays, seats swapped game by game.

    python -m tools.tournament --game dicemasters --games 200 --workers 2 --option format=basic
    python -m tools.tournament --game metaversus --games 200 --workers 2 --levels easy,normal,hard

Each pair of distinct levels plays ``--games`` games through ``game.core.simulate.simulate``
(the same seeds for every pair, seats alternating). The JSON report (first on stdout) holds, for
each pair, the wins of each side, the draws and games nobody won, and ``table[a][b]``: the share
of games level ``a`` won against level ``b``. A readable table follows the JSON.
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


def tournament(game_name: str, levels: list[str], games: int, workers: int = 1, seed: int = 1,
               options: dict[str, Any] | None = None, players: int | None = None) -> dict[str, Any]:
    """Play every pair of ``levels`` and return the cross-table."""
    from game.core.simulate import simulate

    pairs: list[dict[str, Any]] = []
    table: dict[str, dict[str, float | None]] = {a: {b: None for b in levels} for a in levels}
    for a, b in combinations(levels, 2):
        rep = simulate(game_name, [a, b], games, seed=seed, workers=workers, players=players,
                       options=options, swap=True)
        n = max(1, rep["games"])
        table[a][b] = round(rep["wins"][0] / n, 3)
        table[b][a] = round(rep["wins"][1] / n, 3)
        pairs.append({"agents": [a, b], "games": rep["games"], "wins": rep["wins"], "draws": rep["draws"],
                      "nobody_won": rep["nobody_won"], "wins_by_seat": rep["wins_by_seat"],
                      "avg_turns": rep["avg_turns"], "seconds": rep["seconds"],
                      "error_count": rep["error_count"], "errors": rep["errors"][:3]})
    return {"game": game_name, "options": options or {}, "games_per_pair": games, "seed": seed,
            "levels": levels, "table": table, "pairs": pairs}


def render(report: dict[str, Any]) -> str:
    """The cross-table as text: row level's win share against the column level."""
    levels: list[str] = report["levels"]
    width = max(8, *(len(x) for x in levels)) + 2
    lines = [f"{report['game']} {report['options'] or ''} - {report['games_per_pair']} games per pair, "
             "row's win share against column (seats swapped)"]
    lines.append("".ljust(width) + "".join(x.rjust(width) for x in levels))
    for a in levels:
        cells = []
        for b in levels:
            v = report["table"][a][b]
            cells.append(("-" if v is None else f"{100 * v:.1f}%").rjust(width))
        lines.append(a.ljust(width) + "".join(cells))
    for p in report["pairs"]:
        a, b = p["agents"]
        lines.append(f"{a} vs {b}: {p['wins'][0]}-{p['wins'][1]}, draws {p['draws']}, nobody won "
                     f"{p['nobody_won']}, errors {p['error_count']}, {p['seconds']} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.tournament", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=200, help="games per pair of levels")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--levels", default=None, help="comma-separated levels (default: all the game offers)")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    args = parser.parse_args(argv)

    from game.core.agents import agent_levels

    offered = list(agent_levels(args.game))
    levels = offered if args.levels is None else [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in offered]
    if unknown:
        raise SystemExit(f"unknown level(s) {', '.join(unknown)}; {args.game} offers: {', '.join(offered)}")
    report = tournament(args.game, levels, args.games, workers=args.workers, seed=args.seed,
                        options=parse_options(args.option), players=args.players)
    print(json.dumps(report, indent=1))
    print(render(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
