"""MetaVersus normal-vs-normal matches per CPU second against pyminion's BigMoney mirror games.

    python -m tools.pyminion_compare --python PATH/TO/python [--games 300] [--rounds 5]

pyminion (a Dominion engine, ``pip install pyminion==0.4.0``) is not a dependency of this project:
install it in an environment of its own and pass that environment's interpreter with ``--python``
(without it, the tool looks for pyminion in the interpreter running it). Nothing here imports it:
each round runs two child processes, one playing ``--games`` MetaVersus matches between two
``normal`` agents through ``game.core.simulate`` with this interpreter, the other ``--games``
pyminion games between two ``BigMoney`` bots through its ``Simulator`` with the given one. The two
alternate, each child times its own games with ``time.process_time`` (imports and set-up are not
counted), and the report gives the median of each side and their ratio.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

OURS = """
import json, sys, time
sys.path.insert(0, {root!r})
from game.core.simulate import simulate
simulate("metaversus", ["normal", "normal"], 4, seed=1)  # warm up: the card pool and agents
c0, t0 = time.process_time(), time.perf_counter()
r = simulate("metaversus", ["normal", "normal"], {games}, seed={seed})
cpu, wall = time.process_time() - c0, time.perf_counter() - t0
print(json.dumps({{"games": r["games"], "cpu": cpu, "wall": wall, "errors": r["error_count"]}}))
"""

PYMINION = """
import json, random, time
from pyminion.bots.examples import BigMoney
from pyminion.expansions.base import base_set
from pyminion.game import Game
from pyminion.simulator import Simulator
random.seed({seed})
game = Game(players=[BigMoney("big_money_1"), BigMoney("big_money_2")], expansions=[base_set], log_stdout=False)
c0, t0 = time.process_time(), time.perf_counter()
result = Simulator(game, iterations={games}).run()
cpu, wall = time.process_time() - c0, time.perf_counter() - t0
print(json.dumps({{"games": len(result.game_results), "cpu": cpu, "wall": wall, "errors": 0}}))
"""


def has_pyminion(python: str) -> bool:
    try:
        done = subprocess.run([python, "-c", "import pyminion"], capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def run_child(python: str, code: str) -> dict[str, Any]:
    done = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def compare(python: str, games: int, rounds: int, seed: int = 1) -> dict[str, Any]:
    ours: list[float] = []
    theirs: list[float] = []
    for r in range(rounds):
        pair = [
            ("ours", sys.executable, OURS.format(root=str(ROOT), games=games, seed=seed)),
            ("pyminion", python, PYMINION.format(games=games, seed=seed)),
        ]
        if r % 2:  # alternate which side runs first
            pair.reverse()
        for side, exe, code in pair:
            res = run_child(exe, code)
            rate = res["games"] / res["cpu"] if res["cpu"] > 0 else 0.0
            (ours if side == "ours" else theirs).append(rate)
            print(
                f"round {r + 1} {side:9s} {res['games']} games  cpu {res['cpu']:.3f}s  "
                f"{rate:.1f} games per CPU second  ({res['games'] / res['wall']:.1f} per wall second)",
                flush=True,
            )
    a, b = statistics.median(ours), statistics.median(theirs)
    return {"metaversus_normal": round(a, 1), "pyminion_bigmoney": round(b, 1), "ratio": round(a / b, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.pyminion_compare", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--python", help="an interpreter that can import pyminion (default: this one)")
    parser.add_argument("--games", type=int, default=300, help="games per side and round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds, the sides alternating")
    args = parser.parse_args(argv)
    python = args.python or sys.executable
    if not has_pyminion(python):
        print(
            f"pyminion is not importable by {python}: it is not a dependency of this project. Install it "
            "in an environment of its own (python -m venv ENV && ENV/bin/pip install pyminion==0.4.0) "
            "and run again with --python ENV/bin/python."
        )
        return 2
    report = compare(python, max(1, args.games), max(1, args.rounds))
    print(
        f"median: MetaVersus normal-vs-normal {report['metaversus_normal']} matches per CPU second, "
        f"pyminion BigMoney mirror {report['pyminion_bigmoney']} games per CPU second: "
        f"{report['ratio']}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
