"""Train a game's learned position value by self-play, and write it to ``assets/models/<game>.json``.

    python -m tools.train metaversus --games 4000 --seed 1 --workers 2
    python -m tools.train dicemasters --games 3000 --seed 1 --workers 2 \\
        --option format=first_game --option format=basic --option format=tournament

Agents (``--agents``, the normal level by default) play ``--games`` games; at a share
(``--sample``) of the decisions with a choice, the features of the position (the game's
``features`` module) are recorded for every player, labelled with how the game ended for that
player (1 won, 0 lost, 0.5 drawn). A repeated ``--option`` key is cycled over the games. A
logistic regression with a small L2 penalty (Newton's method, numpy) is fitted on the positions
of all but the last ``--holdout`` share of the games, and measured on those: log loss, Brier
score and accuracy, beside the same figures for the value the search uses now (and a constant).
The same command gives the same model file, byte for byte. ``--dry-run`` measures without writing.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

Sample = tuple[list[float], float, float]  # features, label, the search's present value
# Endings with no winner in which the players lost together to the game (Legendary's Scheme)
LOST_TO_THE_GAME = frozenset({"evil_wins", "villain_deck_out", "hero_deck_out", "endless_effect_loop"})


def _options(pairs: list[str] | None) -> dict[str, list[Any]]:
    from tools.tournament import _value

    out: dict[str, list[Any]] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise SystemExit(f"--option takes key=value, not {pair!r}")
        key, value = pair.split("=", 1)
        out.setdefault(key.strip(), []).append(_value(value.strip()))
    return out


def features_module(game_name: str) -> Any:
    try:
        return importlib.import_module(f"game.{game_name}.features")
    except ModuleNotFoundError:
        raise SystemExit(f"{game_name} has no features module (game/{game_name}/features.py)") from None


def play(args: tuple[str, list[str], int, dict[str, Any], float]) -> list[Sample]:
    """One game: the sampled positions of every player, labelled with the result."""
    import game as registry
    from game.core.agents import make_agent
    from game.core.levels import search_hooks
    from game.core.rng import GameRNG

    game_name, levels, seed, options, share = args
    feats = features_module(game_name)
    hooks = search_hooks(game_name)
    g = registry.new_game(game_name, seed=seed, **options)
    n = int(options.get("players") or type(g).DEFAULT_PLAYERS)
    agents = [make_agent(game_name, levels[i % len(levels)], seed * 7919 + i) for i in range(n)]
    rng = GameRNG(seed, stream=41)
    taken: list[tuple[int, list[float], float]] = []
    while not g.is_over:
        p = g.to_move
        assert p is not None
        if len(g.legal_actions()) > 1 and rng.random() < share:
            for q in range(n):
                hand = hooks.evaluate(g, q) if hooks else 0.5
                taken.append((q, feats.features(g, q), hand))
        g.apply(agents[p].choose(g, p))
    result = g.result()
    # no winner is a draw between players, but a loss when the game itself won (Legendary)
    drawn = result.is_draw and result.termination not in LOST_TO_THE_GAME
    out: list[Sample] = []
    for q, x, hand in taken:
        label = 1.0 if q in result.winners else (0.5 if drawn else 0.0)
        out.append((x, label, hand))
    return out


def fit(x: Any, y: Any, l2: float = 1e-3, steps: int = 25) -> tuple[Any, float]:
    """Logistic regression by Newton's method on standardised features: (weights, bias)."""
    import numpy as np

    n, k = x.shape
    a = np.hstack([x, np.ones((n, 1))])
    w = np.zeros(k + 1)
    penalty = l2 * n * np.eye(k + 1)
    penalty[k, k] = 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(a @ w)))
        grad = a.T @ (p - y) + penalty @ w
        hess = (a * (p * (1 - p))[:, None]).T @ a + penalty
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.max(np.abs(step))) < 1e-9:
            break
    return w[:k], float(w[k])


def scores(p: Any, y: Any) -> dict[str, float]:
    import numpy as np

    q = np.clip(p, 1e-6, 1 - 1e-6)
    return {
        "log_loss": round(float(-np.mean(y * np.log(q) + (1 - y) * np.log(1 - q))), 4),
        "brier": round(float(np.mean((p - y) ** 2)), 4),
        "accuracy": round(float(np.mean((p > 0.5) == (y > 0.5))), 4),
    }


def train(
    game_name: str,
    games: int,
    seed: int = 1,
    levels: list[str] | None = None,
    options: dict[str, list[Any]] | None = None,
    share: float = 0.15,
    holdout: float = 0.2,
    l2: float = 1e-3,
    workers: int = 1,
) -> tuple[Any, dict[str, Any]]:
    """Play, fit and measure; returns the model (``LinearValue``) and the report."""
    import numpy as np

    from game.core.learned import LinearValue

    feats = features_module(game_name)
    levels = levels or ["normal"]
    options = options or {}
    jobs = [
        (game_name, levels, seed + i, {k: v[i % len(v)] for k, v in options.items()}, share)
        for i in range(games)
    ]
    started = time.perf_counter()
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            per_game = list(pool.map(play, jobs, chunksize=max(1, games // (8 * workers))))
    else:
        per_game = [play(j) for j in jobs]
    played = time.perf_counter() - started
    cut = games - max(1, int(games * holdout))
    train_rows = [s for rows in per_game[:cut] for s in rows]
    test_rows = [s for rows in per_game[cut:] for s in rows]
    if not train_rows or not test_rows:
        raise SystemExit("too few positions: play more games or sample more (--sample)")
    x = np.array([s[0] for s in train_rows], dtype=float)
    y = np.array([s[1] for s in train_rows], dtype=float)
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    w, b = fit((x - mean) / scale, y, l2=l2)
    model = LinearValue(
        game=game_name,
        features=tuple(feats.NAMES),
        mean=tuple(round(float(v), 6) for v in mean),
        scale=tuple(round(float(v), 6) for v in scale),
        weights=tuple(round(float(v), 6) for v in w),
        bias=round(b, 6),
    )
    xt = np.array([s[0] for s in test_rows], dtype=float)
    yt = np.array([s[1] for s in test_rows], dtype=float)
    learned = np.array([model.predict(row) for row in xt])
    hand = np.array([s[2] for s in test_rows], dtype=float)
    base = np.full_like(yt, float(y.mean()))
    report: dict[str, Any] = {
        "game": game_name,
        "games": games,
        "seed": seed,
        "agents": levels,
        "options": options,
        "sample": share,
        "positions": {"train": len(train_rows), "holdout": len(test_rows)},
        "holdout": {"learned": scores(learned, yt), "constant": scores(base, yt)},
    }
    # the file holds what the command reproduces; the report adds the search's present value
    # (the model being replaced, when there is one) and the time taken
    model = LinearValue(**{**model.__dict__, "training": json.loads(json.dumps(report))})
    report["holdout"]["search"] = scores(hand, yt)
    report["seconds"] = round(played, 1)
    return model, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.train", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agents", default="normal", help="comma-separated levels, seat by seat")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    parser.add_argument("--sample", type=float, default=0.15, help="share of decisions recorded")
    parser.add_argument("--holdout", type=float, default=0.2, help="share of games kept for measuring")
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--dry-run", action="store_true", help="measure without writing the model")
    args = parser.parse_args(argv)

    import game as registry

    if args.game not in registry.GAMES:
        raise SystemExit(f"unknown game {args.game!r}; choose one of: {', '.join(sorted(registry.GAMES))}")
    if args.games < 5 or not 0 < args.sample <= 1 or not 0 < args.holdout < 1:
        raise SystemExit("need --games >= 5, 0 < --sample <= 1 and 0 < --holdout < 1")
    model, report = train(
        args.game,
        args.games,
        seed=args.seed,
        levels=[a.strip() for a in args.agents.split(",") if a.strip()],
        options=_options(args.option),
        share=args.sample,
        holdout=args.holdout,
        l2=args.l2,
        workers=args.workers,
    )
    print(json.dumps(report, indent=1))
    for name, w in sorted(zip(model.features, model.weights, strict=True), key=lambda nw: -abs(nw[1])):
        print(f"{name:>16} {w:+.3f}")
    if not args.dry_run:
        from game.core.learned import write

        print(f"wrote {write(model, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
