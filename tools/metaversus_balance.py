"""MetaVersus balance report: normal-vs-normal matches over many seeds, through the engine
contract (``game.new_game``, ``legal_actions``/``apply`` via the agents).

For every exchange kind: the win rate of the duelist who owned it (bought or gained at least
one copy) in the matches where the other duelist owned none. For every character: the win
rate of its holder in matches where the other duelist holds a different character. Draws
count half. A rate is flagged when its 95 % (Wilson) interval lies wholly outside 40-60 %.

    python tools/metaversus_balance.py --games 6000 --seed 1 [--jobs 4] [--out tools/metaversus_balance.txt]
    python tools/metaversus_balance.py --bench 1000    # one core: complete normal-vs-normal matches/s
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def play_range(args: tuple[int, int, str, str]) -> list[dict]:
    import game
    from game.core.agents import agent_levels
    from game.metaversus import EXCHANGE_KINDS, MetaVersus

    start, count, a_level, b_level = args
    kinds = set(EXCHANGE_KINDS)
    levels = agent_levels("metaversus")  # the game's own AGENTS, typed as agent factories
    out = []
    for seed in range(start, start + count):
        g = game.new_game("metaversus", seed=seed)
        assert isinstance(g, MetaVersus)
        agents = [levels[a_level](seed * 2 + 1), levels[b_level](seed * 2 + 2)]
        while not g.is_over:
            p = g.to_move
            assert p is not None  # the game is not over
            g.apply(agents[p].choose(g, p))
        owned = []
        copies = []
        for ps in g.players:
            every = ps.deck + ps.hand + ps.discard + ps.played + ps.removed
            owned.append(sorted(set(every) & kinds))
            copies.append({k: every.count(k) for k in g.exchange})
        r = g.result()
        out.append(
            {
                "seed": seed,
                "winners": list(r.winners),
                "reason": r.reason,
                "first": g.first,
                "chars": [ps.character for ps in g.players],
                "owned": owned,
                "copies": copies,
                "exchange": list(g.exchange),
                "turns": g.players[0].turns + g.players[1].turns,
            }
        )
    return out


def score(result: dict, p: int) -> float:
    w = result["winners"]
    if not w:
        return 0.5
    return 1.0 if p in w else 0.0


def wilson(m: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval: honest for small n and rates near 0 or 1."""
    centre = (m + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(m * (1 - m) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def rate_line(name: str, scores: list[float], extra: str = "") -> tuple[str, bool]:
    n = len(scores)
    if n == 0:
        return f"  {name:34s}   n=0{'':17s}{extra}", False
    m = sum(scores) / n
    lo, hi = wilson(m, n)
    margin = (hi - lo) / 2
    flag = lo > 0.60 or hi < 0.40
    mark = (
        "  <-- out of 40-60%" if flag else ("  (outside 40-60%, within noise)" if not 0.4 <= m <= 0.6 else "")
    )
    return f"  {name:34s} {100 * m:5.1f}% ±{100 * margin:4.1f}  n={n:<5d}{extra}{mark}", flag


def bench(count: int, seed: int) -> None:
    """Matches per second on one core, measured on the process's CPU time (and wall time)."""
    play_range((seed, 20, "normal", "normal"))  # warm up imports and caches
    wall, cpu = time.perf_counter(), time.process_time()
    play_range((seed, count, "normal", "normal"))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(
        f"{count} complete normal-vs-normal matches: {count / cpu:.0f} matches/s of CPU time, "
        f"{count / wall:.0f} matches/s of wall time (one process)"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--agents", default="normal,normal")
    ap.add_argument("--out", default=None, help="also write the report to this file")
    ap.add_argument("--bench", type=int, default=0, help="only time this many matches in one process")
    args = ap.parse_args()
    if args.bench:
        bench(args.bench, args.seed)
        return 0
    a_level, b_level = args.agents.split(",")

    from game.metaversus import CARDS, CHARACTERS, EXCHANGE_KINDS, card_name

    t0 = time.perf_counter()
    chunk = max(1, args.games // (args.jobs * 4))
    tasks = [
        (s, min(chunk, args.seed + args.games - s), a_level, b_level)
        for s in range(args.seed, args.seed + args.games, chunk)
    ]
    results: list[dict] = []
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for part in pool.map(play_range, tasks):
                results.extend(part)
    else:
        for t in tasks:
            results.extend(play_range(t))
    dt = time.perf_counter() - t0

    lines: list[str] = []
    n = len(results)
    reasons = Counter(r["reason"] for r in results)
    first_scores = [score(r, r["first"]) for r in results]
    lines.append(
        f"MetaVersus balance report: {n} matches {a_level} vs {b_level}, seeds {args.seed}..{args.seed + n - 1}"
    )
    lines.append(f"time {dt:.1f} s with {args.jobs} process(es) = {n / dt:.0f} matches/s")
    lines.append("end reasons: " + ", ".join(f"{k} {100 * v / n:.1f}%" for k, v in reasons.most_common()))
    lines.append(f"average turns per match (both players): {sum(r['turns'] for r in results) / n:.1f}")
    lines.append(rate_line("first player", first_scores)[0].strip())
    flagged = 0

    lines.append("\nExchange kinds (owner's win rate when only one duelist owned it;")
    lines.append(
        "  then, for information, the win rate of the duelist with more copies when the counts differ):"
    )
    per_kind: dict[str, list[float]] = defaultdict(list)
    more: dict[str, list[float]] = defaultdict(list)
    for r in results:
        a, b = set(r["owned"][0]), set(r["owned"][1])
        for k in a ^ b:
            per_kind[k].append(score(r, 0 if k in a else 1))
        for k in r["exchange"]:
            c0, c1 = r["copies"][0][k], r["copies"][1][k]
            if c0 != c1:
                more[k].append(score(r, 0 if c0 > c1 else 1))
    for k in sorted(EXCHANGE_KINDS, key=lambda k: (CARDS[k].attribute, k)):
        m = more[k]
        extra = f" | more copies {100 * sum(m) / len(m):5.1f}% n={len(m):<5d}" if m else ""
        line, flag = rate_line(f"{CARDS[k].attribute:8s} {card_name(k)}", per_kind[k], extra)
        flagged += flag
        lines.append(line)

    lines.append("\nCharacters (holder's win rate against a different character):")
    per_char: dict[str, list[float]] = defaultdict(list)
    for r in results:
        c0, c1 = r["chars"]
        if c0 != c1:
            per_char[c0].append(score(r, 0))
            per_char[c1].append(score(r, 1))
    for c in sorted(CHARACTERS):
        line, flag = rate_line(card_name(c), per_char[c])
        flagged += flag
        lines.append(line)
    picks = Counter(c for r in results for c in r["chars"])
    lines.append("picks: " + ", ".join(f"{card_name(c)} {v}" for c, v in picks.most_common()))
    lines.append(f"\nflagged (outside 40-60% beyond noise): {flagged}")
    report = "\n".join(lines)
    print(report)
    if args.out:
        Path(args.out).write_text(report + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
