"""MetaVersus balance report: normal-vs-normal matches over many seeds, through the engine
contract (``game.new_game``, ``legal_actions``/``apply`` via the agents), for one pack
combination (``--packs``, default the Beginner pack) or every combination a match can be dealt
from (``--all``: ``cards.pack_choices()``, one section each with its own figures).

For every exchange kind of the combination: the win rate of the duelist who owned it (bought or
gained at least one copy) in the matches where the other duelist owned none. For every character
of the combination: the win rate of its holder in matches where the other duelist holds a
different character. Draws count half. A rate is flagged when its 95 % (Wilson) interval lies
wholly outside 40-60 %; each section states the noise: the interval's half-width at the median n.

Matches per combination: by default as many as it takes for the median kind of the combination
to have n >= 200 "owned by one duelist only" samples (a first batch of 400 matches measures how
often a kind is owned by one duelist only; further batches run until the median reaches 200, at
most ``--max-games``); ``--games N`` plays exactly N instead.

    python tools/metaversus_balance.py --all --seed 1 --jobs 4 --out tools/metaversus_balance.txt
    python tools/metaversus_balance.py --packs beginner+casual --games 2000 --jobs 2
    python tools/metaversus_balance.py --bench 1000 --packs beginner+casual+vanilla+aether
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

TARGET_N = 200  # "owned by one duelist only" samples of the median kind, by default
FIRST_BATCH = 400
Task = tuple[int, int, str, str, str]


def play_range(args: Task) -> list[dict]:
    import game
    from game.core.agents import agent_levels
    from game.metaversus import EXCHANGE_KINDS, MetaVersus

    start, count, a_level, b_level, packs = args
    kinds = set(EXCHANGE_KINDS)
    levels = agent_levels("metaversus")  # the game's own AGENTS, typed as agent factories
    out = []
    for seed in range(start, start + count):
        g = game.new_game("metaversus", seed=seed, packs=packs)
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


def kind_samples(results: list[dict]) -> dict[str, list[float]]:
    """Per kind: the owner's score in each match where only one duelist owned it."""
    per_kind: dict[str, list[float]] = defaultdict(list)
    for r in results:
        a, b = set(r["owned"][0]), set(r["owned"][1])
        for k in a ^ b:
            per_kind[k].append(score(r, 0 if k in a else 1))
    return per_kind


def median_n(results: list[dict], kinds: tuple[str, ...]) -> float:
    per_kind = kind_samples(results)
    return statistics.median(len(per_kind.get(k, [])) for k in kinds) if kinds else 0.0


def play(
    packs: str, start: int, games: int, agents: tuple[str, str], jobs: int, pool: Executor | None
) -> list[dict]:
    """``games`` matches from seed ``start``, split over ``jobs`` processes."""
    chunk = max(1, games // (jobs * 4))
    tasks: list[Task] = [
        (s, min(chunk, start + games - s), agents[0], agents[1], packs)
        for s in range(start, start + games, chunk)
    ]
    results: list[dict] = []
    if pool is not None:
        for part in pool.map(play_range, tasks):
            results.extend(part)
    else:
        for t in tasks:
            results.extend(play_range(t))
    return results


def run(
    packs: str,
    seed: int,
    games: int,
    max_games: int,
    agents: tuple[str, str],
    jobs: int,
    pool: Executor | None,
) -> list[dict]:
    """The matches of one combination: exactly ``games``, or (0) until the median kind's n reaches
    ``TARGET_N`` (batches sized from what the matches so far show, at most ``max_games``)."""
    from game.metaversus.cards import kinds_of

    if games:
        return play(packs, seed, games, agents, jobs, pool)
    kinds = kinds_of(packs)
    results = play(packs, seed, min(FIRST_BATCH, max_games), agents, jobs, pool)
    while len(results) < max_games:
        n = median_n(results, kinds)
        if n >= TARGET_N:
            break
        rate = max(n, 1.0) / len(results)
        want = min(max_games, math.ceil(TARGET_N / rate * 1.02))
        more = max(100, want - len(results))
        more = min(more, max_games - len(results))
        results += play(packs, seed + len(results), more, agents, jobs, pool)
    return results


def section(
    packs: str, results: list[dict], dt: float, seed: int, agents: tuple[str, str], jobs: int
) -> list[str]:
    """One combination's report: its figures, each kind and character of it, the flagged lines."""
    from game.metaversus import CARDS, CHARACTERS, card_name
    from game.metaversus.cards import characters_of, kinds_of

    a_level, b_level = agents
    lines: list[str] = []
    n = len(results)
    kinds = kinds_of(packs)
    reasons = Counter(r["reason"] for r in results)
    first_scores = [score(r, r["first"]) for r in results]
    lines.append(f"== {packs} ==")
    lines.append(f"{n} matches {a_level} vs {b_level}, seeds {seed}..{seed + n - 1}")
    lines.append(f"time {dt:.1f} s with {jobs} process(es) = {n / dt:.0f} matches/s")
    lines.append("end reasons: " + ", ".join(f"{k} {100 * v / n:.1f}%" for k, v in reasons.most_common()))
    lines.append(f"average turns per match (both players): {sum(r['turns'] for r in results) / n:.1f}")
    lines.append(rate_line("first player", first_scores)[0].strip())
    per_kind = kind_samples(results)
    med = statistics.median(len(per_kind.get(k, [])) for k in kinds)
    lo, hi = wilson(0.5, max(1, int(med)))
    lines.append(
        f"noise: at the median kind's n={med:.0f} a 50% rate's 95% interval is ±{100 * (hi - lo) / 2:.1f} points"
        f" (target n >= {TARGET_N})"
    )
    flagged = 0

    lines.append(
        f"\nExchange kinds of {packs} ({len(kinds)}: owner's win rate when only one duelist owned it;"
    )
    lines.append(
        "  then, for information, the win rate of the duelist with more copies when the counts differ):"
    )
    more: dict[str, list[float]] = defaultdict(list)
    for r in results:
        for k in r["exchange"]:
            c0, c1 = r["copies"][0][k], r["copies"][1][k]
            if c0 != c1:
                more[k].append(score(r, 0 if c0 > c1 else 1))
    flagged_lines: list[str] = []
    for k in sorted(kinds, key=lambda k: (CARDS[k].pack, CARDS[k].attribute, k)):
        m = more[k]
        extra = f" | more copies {100 * sum(m) / len(m):5.1f}% n={len(m):<5d}" if m else ""
        name = f"{CARDS[k].pack[:3]} {CARDS[k].attribute:8s} {card_name(k)}"
        line, flag = rate_line(name, per_kind.get(k, []), extra)
        flagged += flag
        lines.append(line)
        if flag:
            flagged_lines.append(line)

    lines.append(f"\nCharacters of {packs} (holder's win rate against a different character):")
    per_char: dict[str, list[float]] = defaultdict(list)
    for r in results:
        c0, c1 = r["chars"]
        if c0 != c1:
            per_char[c0].append(score(r, 0))
            per_char[c1].append(score(r, 1))
    for c in sorted(characters_of(packs), key=lambda c: (CHARACTERS[c].pack, c)):
        line, flag = rate_line(f"{CHARACTERS[c].pack[:3]} {card_name(c)}", per_char[c])
        flagged += flag
        lines.append(line)
        if flag:
            flagged_lines.append(line)
    picks = Counter(c for r in results for c in r["chars"])
    lines.append("picks: " + ", ".join(f"{card_name(c)} {v}" for c, v in picks.most_common()))
    lines.append(f"\nflagged in {packs} (outside 40-60% beyond noise): {flagged}")
    lines.extend(flagged_lines)
    return lines


def bench(count: int, seed: int, packs: str) -> None:
    """Matches per second on one core, measured on the process's CPU time (and wall time)."""
    play_range((seed, 20, "normal", "normal", packs))  # warm up imports and caches
    wall, cpu = time.perf_counter(), time.process_time()
    play_range((seed, count, "normal", "normal", packs))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(
        f"{packs}: {count} complete normal-vs-normal matches: {count / cpu:.0f} matches/s of CPU time, "
        f"{count / wall:.0f} matches/s of wall time (one process)"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--packs", default="beginner", help="the pack combination, e.g. beginner+casual")
    ap.add_argument("--all", action="store_true", help="every combination a match can be dealt from")
    ap.add_argument(
        "--games",
        type=int,
        default=0,
        help=f"matches per combination (0: until the median kind has n >= {TARGET_N})",
    )
    ap.add_argument(
        "--max-games", type=int, default=40000, help="the most matches per combination when automatic"
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--agents", default="normal,normal")
    ap.add_argument("--out", default=None, help="also write the whole report to this file")
    ap.add_argument(
        "--bench", type=int, default=0, help="only time this many matches of --packs in one process"
    )
    args = ap.parse_args()

    from game.metaversus.cards import pack_choices

    choices = pack_choices()
    if args.all:
        combos = list(choices)
    elif args.packs in choices:
        combos = [args.packs]
    else:
        ap.error(f"--packs must be one of {', '.join(choices)}")
    if args.bench:
        for packs in combos:
            bench(args.bench, args.seed, packs)
        return 0
    a_level, b_level = args.agents.split(",")
    agents = (a_level, b_level)

    how = (
        f"{args.games} matches per combination"
        if args.games
        else f"until the median kind has n >= {TARGET_N}"
    )
    lines = [
        f"MetaVersus balance report: {a_level} vs {b_level}, {how}, combinations: {', '.join(combos)}",
        "A rate is flagged ('<--') when its 95% Wilson interval lies wholly outside 40-60%.",
    ]
    total_flagged = 0
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for packs in combos:
            t0 = time.perf_counter()
            results = run(packs, args.seed, args.games, args.max_games, agents, args.jobs, pool)
            dt = time.perf_counter() - t0
            part = section(packs, results, dt, args.seed, agents, args.jobs)
            total_flagged += int(next(x for x in part if x.startswith("\nflagged in")).rsplit(" ", 1)[1])
            lines.append("")
            lines.extend(part)
            print("\n".join(["", *part]), flush=True)
    finally:
        if pool is not None:
            pool.shutdown()
    lines.append(f"\nflagged over all combinations: {total_flagged}")
    print(lines[-1].strip())
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
