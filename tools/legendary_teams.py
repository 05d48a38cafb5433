"""Legendary teams of one level against each Mastermind: the win rate of every cell.

    python -m tools.legendary_teams --levels normal,hard --games 50 --workers 2
    python -m tools.legendary_teams --levels normal --games 200 --first-game
    python -m tools.legendary_teams --levels hard --games 20 --players 2 --masterminds loki,magneto \\
        --hard '{"iterations": 48}'

A cell is a player count and a Mastermind (``--players``, default 1,2,3,5; ``--masterminds``,
default all four), or with ``--first-game`` a player count with the rulebook's first-game setup.
Every seat of a game is an agent of the same level, and each level plays the same seeds
(``--seed`` on) in every cell, so the levels meet the same Schemes, heroes and villains. Games are
played through ``game.core.simulate.simulate`` (``--workers`` processes). The report prints one
row a cell (each level's wins in percent, and each level's gain over the first listed), then the
averages over the cells, then the JSON of every count. ``--hard`` and ``--expert`` override
search parameters of those levels (a JSON object, as ``search.HARD``) for tuning runs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def cells(players: list[int], masterminds: list[str], first_game: bool) -> list[tuple[int, str]]:
    """The table's cells: (players, Mastermind or "first_game")."""
    if first_game:
        return [(n, "first_game") for n in players]
    return [(n, m) for n in players for m in masterminds]


def options_of(cell: tuple[int, str]) -> dict[str, Any]:
    _, what = cell
    return {"first_game": True} if what == "first_game" else {"mastermind": what}


def run(
    levels: list[str], table: list[tuple[int, str]], games: int, seed: int, workers: int
) -> dict[str, dict[str, dict[str, Any]]]:
    """Each level's simulate report for each cell: ``out[cell][level]``."""
    from game.core.simulate import simulate

    out: dict[str, dict[str, dict[str, Any]]] = {}
    for cell in table:
        key = f"{cell[0]}p {cell[1]}"
        out[key] = {}
        for level in levels:
            r = simulate(
                "legendary",
                [level],
                games,
                seed=seed,
                workers=workers,
                players=cell[0],
                options=options_of(cell),
            )
            out[key][level] = {
                "games": r["games"],
                "wins": r["wins"][0],
                "nobody_won": r["nobody_won"],
                "draws": r["draws"],
                "errors": r["error_count"],
                "seconds": r["seconds"],
            }
            print(f"  {key:<18} {level:<7} {r['wins'][0]}/{r['games']}", file=sys.stderr, flush=True)
    return out


def rate(entry: dict[str, Any]) -> float:
    return 100.0 * entry["wins"] / max(1, entry["games"])


def render(levels: list[str], out: dict[str, dict[str, dict[str, Any]]]) -> str:
    """The readable table: one row a cell, then the averages."""
    head = f"{'cell':<18}" + "".join(f"{lv:>9}" for lv in levels)
    head += "".join(f"{lv + '-' + levels[0]:>16}" for lv in levels[1:])
    lines = [head]
    sums = [0.0] * len(levels)
    for key, by_level in out.items():
        rates = [rate(by_level[lv]) for lv in levels]
        sums = [s + r for s, r in zip(sums, rates, strict=True)]
        row = f"{key:<18}" + "".join(f"{r:>8.0f}%" for r in rates)
        row += "".join(f"{r - rates[0]:>+15.0f} " for r in rates[1:])
        lines.append(row)
    k = max(1, len(out))
    avg = [s / k for s in sums]
    row = f"{'average':<18}" + "".join(f"{a:>8.1f}%" for a in avg)
    row += "".join(f"{a - avg[0]:>+15.1f} " for a in avg[1:])
    lines.append(row)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--levels", default="normal,hard", help="comma-separated levels, the first is the baseline"
    )
    ap.add_argument("--games", type=int, default=50, help="games a cell for each level")
    ap.add_argument("--players", default="1,2,3,5")
    ap.add_argument("--masterminds", default="all", help="'all' or Mastermind ids separated by commas")
    ap.add_argument("--first-game", action="store_true", help="the first-game setup instead of Masterminds")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--hard", default="{}", help="JSON search parameters overriding the hard level's")
    ap.add_argument("--expert", default="{}", help="JSON search parameters overriding the expert level's")
    args = ap.parse_args(argv)

    from game.legendary import search
    from game.legendary.cards import MASTERMINDS

    search.HARD.update(json.loads(args.hard))
    expert = json.loads(args.expert)
    if expert:
        search.EXPERT.update(expert)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    players = [int(n) for n in args.players.split(",")]
    masterminds = sorted(MASTERMINDS) if args.masterminds == "all" else args.masterminds.split(",")
    table = cells(players, masterminds, args.first_game)
    started = time.perf_counter()
    out = run(levels, table, args.games, args.seed, args.workers)
    print(render(levels, out))
    print(
        f"({args.games} games a cell and level, seeds {args.seed}-{args.seed + args.games - 1}, "
        f"{time.perf_counter() - started:.0f} s)"
    )
    print(json.dumps({"levels": levels, "games": args.games, "seed": args.seed, "cells": out}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
