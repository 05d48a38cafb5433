"""``python main.py bench``: frame times per scene, engine steps per second, agent decision
latency and start-up time, measured on this machine (never in the tests)."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _percentiles(samples: list[float], prefix: str = "") -> dict[str, float]:
    xs = sorted(samples)

    def pct(p: float) -> float:
        return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]

    out = {
        f"{prefix}median_ms": round(statistics.median(xs), 3),
        f"{prefix}p95_ms": round(pct(95), 3),
        f"{prefix}p99_ms": round(pct(99), 3),
    }
    if not prefix:
        out["n"] = len(xs)
    return out


def bench_frames(frames: int = 300, size: tuple[int, int] = (1600, 900)) -> dict[str, Any]:
    from tools.screenshot import headless, make_app

    headless()
    from scenes import registry

    registry.load_all()
    out = {}
    for name, shot in sorted(registry.SCREENSHOTS.items()):
        if not shot.bench:
            continue
        app = make_app(size, "en")
        shot.build(app, 1)
        for _ in range(10):
            app.frame([], 1 / 60)
        samples, cpu = [], []
        for _ in range(frames):
            t0, c0 = time.perf_counter(), time.process_time()
            app.frame([], 1 / 60)
            samples.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        # wall-clock times include whatever else the machine does; CPU times are this process's own
        out[name] = {**_percentiles(samples), **_percentiles(cpu, "cpu_")}
    out.update(bench_thinking(size=size))
    return out


def bench_thinking(seconds: float = 20.0, size: tuple[int, int] = (1600, 900)) -> dict[str, Any]:
    """Frame times of a Dice Masters table while expert agents think in their worker, frames
    run in real time for ``seconds``: only the frames during which a request was out (the
    computer thinking) are counted, with the decisions answered meanwhile."""
    from tools.screenshot import headless, make_app

    headless()
    from scenes import registry
    from scenes.agent_runner import runner

    registry.load_all()
    app = make_app(size, "en")
    registry.SCREENSHOTS["dicemasters-expert"].build(app, 1)
    app.frame([], 1 / 60)
    from scenes.table import TableScene

    table = app.stack.top
    assert isinstance(table, TableScene)
    moves0 = len(table.session.history)
    warm = time.perf_counter() + 30.0  # the worker starts and imports the engine first
    while table._future is not None and not table._future.done() and time.perf_counter() < warm:
        app.frame([], 1 / 60)
    samples: list[float] = []
    cpu: list[float] = []
    end = time.perf_counter() + seconds
    last = time.perf_counter()
    while time.perf_counter() < end and not table.game.is_over:
        thinking = table._future is not None and not table._future.done()
        now = time.perf_counter()
        dt, last = now - last, now
        t0, c0 = time.perf_counter(), time.process_time()
        app.frame([], min(dt, 0.1))
        if thinking:
            samples.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    runner().shutdown()
    moves = len(table.session.history) - moves0
    return {
        "dicemasters-expert-thinking": {**_percentiles(samples), **_percentiles(cpu, "cpu_"), "moves": moves}
    }


def bench_engine(seconds: float = 2.0) -> dict[str, Any]:
    """Random playouts per game: legal_actions + apply per second (wall and CPU time)."""
    import game
    from game.core.agents import RandomAgent

    out = {}
    # each game's default setup, and Dice Masters' tournament teams dealt from the whole set
    cases: list[tuple[str, str, dict[str, Any]]] = [(name, name, {}) for name in sorted(game.GAMES)]
    cases.append(("dicemasters tournament", "dicemasters", {"format": "tournament"}))
    for label, name, options in cases:
        steps = games = 0
        seed = 1
        agent = RandomAgent(1)
        started, cpu0 = time.perf_counter(), time.process_time()
        while time.perf_counter() - started < seconds:
            g = game.new_game(name, seed=seed, **options)
            while not g.is_over:
                p = g.to_move
                assert p is not None  # the game is not over
                g.apply(agent.choose(g, p))
                steps += 1
                if time.perf_counter() - started > seconds * 3:
                    break
            games += 1
            seed += 1
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu0
        out[label] = {
            "steps_per_second": round(steps / elapsed),
            "steps_per_cpu_second": round(steps / cpu) if cpu > 0 else None,
            "random_games_per_second": round(games / elapsed, 2),
        }
    return out


def bench_agents(decisions: int = 60) -> dict[str, Any]:
    import game
    from game.core.agents import RandomAgent, agent_levels

    out: dict[str, Any] = {}
    for name in sorted(game.GAMES):
        for level, factory in agent_levels(name).items():
            if level == "random":
                continue
            agent = factory(3)
            mover = RandomAgent(5)
            samples: list[float] = []
            cpu: list[float] = []
            seed = 1
            g = game.new_game(name, seed=seed)
            # search is slow by design: fewer decisions for the search levels
            wanted = {"hard": max(10, decisions // 4), "expert": max(5, decisions // 12)}.get(
                level, decisions
            )
            while len(samples) < wanted:
                if g.is_over:
                    seed += 1
                    g = game.new_game(name, seed=seed)
                p = g.to_move
                assert p is not None  # a game not over has someone to move
                if len(g.legal_actions()) > 1:
                    t0, c0 = time.perf_counter(), time.process_time()
                    agent.choose(g, p)
                    samples.append((time.perf_counter() - t0) * 1000)
                    cpu.append((time.process_time() - c0) * 1000)
                g.apply(mover.choose(g, p))
            out[f"{name}/{level}"] = {**_percentiles(samples), **_percentiles(cpu, "cpu_")}
    return out


def bench_startup(runs: int = 3) -> dict[str, Any]:
    samples = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            t0 = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    str(ROOT / "main.py"),
                    "screenshot",
                    "--scene",
                    "title",
                    "--out",
                    str(Path(tmp) / "t.png"),
                ],
                check=True,
                capture_output=True,
            )
            samples.append((time.perf_counter() - t0) * 1000)
    return {"to_first_frame_ms": _percentiles(samples)}


def _busy_main_step(g: Any, action: Any) -> bool:
    """A tournament table in its main step with many cards to buy and energy to buy them with."""
    obs = g.observation(None)
    if obs["turn"] < 6 or obs["step"] != "main" or g.to_move != obs["active"]:
        return False
    buys = {a.card for a in g.legal_actions() if a.kind == "purchase"}
    reserve = obs["players"][obs["active"]]["zones"]["reserve"]
    energy = [d for d in reserve if (d.get("face") or {}).get("kind") == "energy"]
    return len(buys) >= 7 and len(energy) >= 3


def bench_held(frames: int = 200) -> dict[str, Any]:
    """The frame cost of holding an energy die over a buyable card on a busy Dice Masters table:
    frames with the die held and without it, alternating, and the held die's own work (which
    cards, dice and zones light up)."""
    from tools.screenshot import headless, make_app

    headless()
    import pygame

    from game.core.positions import Position, reach
    from game.core.session import GameSession
    from scenes import registry
    from scenes.dicemasters.table import DiceMastersTable

    registry.load_all()
    pos = reach(Position("dicemasters", 3, options={"format": "tournament"}), ["normal"], _busy_main_step)
    if pos is None:
        raise SystemExit("bench held: the position was not reached")
    session = GameSession.at(pos, {"seats": ["person", "person"]})
    app = make_app((1600, 900), "en")
    table = DiceMastersTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    for _ in range(60):
        app.frame([], 1 / 60)
    table.anim.finish_all()
    reserve = [
        v.id for v in table.views.values() if v.zone == "reserve" and (v.face or {}).get("kind") == "energy"
    ]
    die = next(d for d in reserve if table.can_hold(d))
    spot = next(iter(table.card_rects().values())).center
    pygame.mouse.set_pos(spot)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    held: list[float] = []
    idle: list[float] = []
    work: list[float] = []
    for _ in range(frames):
        for holding, out in ((die, held), (None, idle)):
            table.held = holding
            c0 = time.process_time()
            app.frame([], 1 / 60)
            out.append((time.process_time() - c0) * 1000)
        t0 = time.process_time()
        table.targets_for(die)
        work.append((time.process_time() - t0) * 1000)
    return {
        "held_frame": _percentiles(held, "cpu_"),
        "idle_frame": _percentiles(idle, "cpu_"),
        "held_minus_idle": {"cpu_median_ms": round(statistics.median(held) - statistics.median(idle), 3)},
        "held_die_work": _percentiles(work, "cpu_"),
    }


def run(only: str | None = None) -> dict[str, Any]:
    parts: dict[str, Callable[[], dict[str, Any]]] = {
        "frames": bench_frames,
        "engine": bench_engine,
        "agents": bench_agents,
        "startup": bench_startup,
        "held": bench_held,
    }
    if only is not None and only not in parts:
        raise SystemExit(f"unknown bench part {only!r}; choose one of: {', '.join(parts)}")
    return {name: fn() for name, fn in parts.items() if only in (None, name)}


def format_report(report: dict[str, Any]) -> str:
    lines = []
    for part, data in report.items():
        lines.append(f"== {part}")
        for key, value in data.items():
            if isinstance(value, dict):
                lines.append(f"  {key:34s} " + "  ".join(f"{k}={v}" for k, v in value.items()))
            else:
                lines.append(f"  {key:34s} {value}")
    return "\n".join(lines)


def main(as_json: bool, only: str | None) -> None:
    report = run(only)
    print(json.dumps(report, indent=1) if as_json else format_report(report))
