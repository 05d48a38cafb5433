"""``python main.py bench``: frame times per scene, engine steps per second, agent decision
latency, start-up against a bare pygame window, peak memory per scene and the resize sweep,
measured on this machine (never in the tests). ``--compare REV`` measures the same parts on
another revision of the checkout in the same run and prints the ratios."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
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
        # one game first, untimed: the engine's modules are imported and its tables made on
        # first use, which is start-up, not the steps' cost
        warm = game.new_game(name, seed=0, **options)
        for _ in range(50):
            if warm.is_over:
                break
            mover = warm.to_move
            assert mover is not None
            warm.apply(agent.choose(warm, mover))
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


# -- start-up, memory and the resize sweep: each measured in fresh child processes ------------
MIB = 1024 * 1024
STARTUP_TARGETS = {"wall_ratio_max": 2.0, "peak_mib_max": 100.0}
MEMORY_SCENES = ("title", "dicemasters-busy", "legendary-5p", "metaversus-busy")
MEMORY_TARGET_MIB = 150.0
RESIZE_SCENE = "metaversus-busy"  # the table with the most on it
RESIZE_TARGET_MIB = 20.0


@dataclass(frozen=True)
class ChildRun:
    """One child process: its wall time, its own CPU time and its peak resident memory."""

    wall_ms: float
    cpu_ms: float
    peak_mib: float
    returncode: int
    stdout: str
    stderr: str


_SCRATCH: list[Path] = []


def scratch_dir() -> Path:
    """A folder of this bench run's own (removed at exit) for what the children keep between
    starts: ``pycache`` and ``data``."""
    if not _SCRATCH:
        path = Path(tempfile.mkdtemp(prefix="bench-"))
        atexit.register(shutil.rmtree, path, True)
        _SCRATCH.append(path)
    return _SCRATCH[0]


def child_env() -> dict[str, str]:
    """The environment of a measured child: headless; starting from compiled bytecode (a cache
    of this run's own), as pygame's and pygame_gui's modules always do, even where the
    environment says not to write bytecode; an empty data folder of its own (no saved games to
    list, nothing of the user's touched); and no PYTHONPATH that could make a checkout import
    another checkout's modules."""
    drop = ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPYCACHEPREFIX"] = str(scratch_dir() / "pycache")
    env["DICE_AND_DECK_DATA"] = str(scratch_dir() / "data")
    return env


# Starts the measured command and reports what it used. A process's peak memory counts the
# memory of the process it was started from (Linux folds the forked image's resident size into
# the child's high-water mark at exec), so the command is started from this small interpreter,
# never from the bench itself, which may have drawn every table by then.
LAUNCHER = """
import json, os, sys, time
report, cmd = sys.argv[1], sys.argv[2:]
t0 = time.perf_counter()
pid = os.posix_spawn(cmd[0], cmd, os.environ)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - t0
with open(report, "w") as f:
    json.dump([wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status)], f)
"""


def run_child(cmd: list[str], cwd: Path = ROOT) -> ChildRun:
    """Run ``cmd`` (through ``LAUNCHER``, which waits for it with ``os.wait4``): its wall time,
    its own CPU time and its own peak memory (``RUSAGE_CHILDREN`` would give the largest of
    all children so far)."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "usage.json"
        out_path, err_path = Path(tmp) / "out", Path(tmp) / "err"
        with out_path.open("wb") as out, err_path.open("wb") as err:
            launched = subprocess.run(
                [sys.executable, "-c", LAUNCHER, str(report), *cmd],
                cwd=cwd,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=err,
                env=child_env(),
                check=False,
            )
        stdout = out_path.read_bytes().decode("utf-8", "replace")
        stderr = err_path.read_bytes().decode("utf-8", "replace")
        if launched.returncode != 0 or not report.exists():
            return ChildRun(0.0, 0.0, 0.0, launched.returncode or 1, stdout, stderr)
        wall, cpu, maxrss_kib, code = json.loads(report.read_text())
    return ChildRun(
        wall_ms=wall * 1000,
        cpu_ms=cpu * 1000,
        peak_mib=maxrss_kib * 1024 / MIB,  # Linux gives KiB
        returncode=code,
        stdout=stdout,
        stderr=stderr,
    )


def checked(run: ChildRun, what: str) -> ChildRun:
    if run.returncode != 0:
        tail = run.stderr.strip().splitlines()[-1:] or ["(no message)"]
        raise SystemExit(f"bench: {what} failed (exit {run.returncode}): {tail[0]}")
    return run


def screenshot_cmd(scene: str, out: Path) -> list[str]:
    return [sys.executable, str(ROOT / "main.py"), "screenshot", "--scene", scene, "--out", str(out)]


def bare_cmd(out: Path) -> list[str]:
    return [sys.executable, str(ROOT / "tools" / "bare_window.py"), str(out)]


def summarise(runs: list[ChildRun]) -> dict[str, Any]:
    return {
        "wall_ms": round(statistics.median(r.wall_ms for r in runs), 1),
        "cpu_ms": round(statistics.median(r.cpu_ms for r in runs), 1),
        "peak_mib": round(statistics.median(r.peak_mib for r in runs), 1),
        "runs": len(runs),
    }


def startup_figures(title: dict[str, Any], bare: dict[str, Any]) -> dict[str, Any]:
    """The ratios of the title's start to the bare window's and whether they meet the targets."""

    def ratio(key: str) -> float | None:
        return round(title[key] / bare[key], 2) if bare[key] else None

    ratios = {"wall": ratio("wall_ms"), "cpu": ratio("cpu_ms"), "peak_mib": ratio("peak_mib")}
    wall = ratios["wall"]
    met = wall is not None and wall <= STARTUP_TARGETS["wall_ratio_max"]
    met = met and title["peak_mib"] <= STARTUP_TARGETS["peak_mib_max"]
    return {"ratio": ratios, "targets": {**STARTUP_TARGETS, "met": met}}


def bench_startup(runs: int = 7) -> dict[str, Any]:
    """Start to first frame of ``main.py screenshot --scene title`` against the bare reference
    (``tools/bare_window.py``: pygame + pygame_gui, one button, one frame saved), the two
    alternating in fresh children; medians of wall time, CPU time and peak memory."""
    title: list[ChildRun] = []
    bare: list[ChildRun] = []
    with tempfile.TemporaryDirectory() as tmp:
        checked(run_child(bare_cmd(Path(tmp) / "bare.png")), "the bare window")  # bytecode cached
        checked(run_child(screenshot_cmd("title", Path(tmp) / "t.png")), "the title start")
        for _ in range(runs):
            bare.append(checked(run_child(bare_cmd(Path(tmp) / "bare.png")), "the bare window"))
            title.append(checked(run_child(screenshot_cmd("title", Path(tmp) / "t.png")), "the title start"))
    t, b = summarise(title), summarise(bare)
    return {
        "title": t,
        "bare_window": b,
        **startup_figures(t, b),
        "to_first_frame_ms": _percentiles([r.wall_ms for r in title]),
    }


def bench_memory(scenes: tuple[str, ...] = MEMORY_SCENES) -> dict[str, Any]:
    """Peak resident memory of ``main.py screenshot --scene S``, each scene in a fresh child."""
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        checked(run_child(screenshot_cmd("title", Path(tmp) / "t.png")), "the title start")  # bytecode
        for scene in scenes:
            run = checked(run_child(screenshot_cmd(scene, Path(tmp) / f"{scene}.png")), f"screenshot {scene}")
            out[scene] = {"peak_mib": round(run.peak_mib, 1), "cpu_ms": round(run.cpu_ms, 1)}
    worst = max(v["peak_mib"] for v in out.values())
    out["targets"] = {
        "peak_mib_max": MEMORY_TARGET_MIB,
        "worst_mib": worst,
        "met": worst <= MEMORY_TARGET_MIB,
    }
    return out


def rss_mib() -> float:
    """This process's resident memory now."""
    with open("/proc/self/statm", encoding="ascii") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / MIB


def resize_sweep(
    scene: str = RESIZE_SCENE, sizes: int = 200, frames: int = 2, seed: int = 19
) -> dict[str, Any]:
    """In this process: ``scene`` at 1600x900, then the window resized through ``sizes`` seeded
    sizes between 1024x640 and 1920x1200 with ``frames`` frames drawn at each, then back to
    1600x900: resident memory before, at its highest, and after."""
    from tools.screenshot import headless, make_app, stage

    headless()
    import pygame

    from game.core.rng import GameRNG
    from scenes import registry

    registry.load_for(scene)
    app = make_app((1600, 900), "en")
    stage(app, scene)

    def resize(w: int, h: int) -> None:
        app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)], 1 / 60)

    for _ in range(20):
        app.frame([], 1 / 60)
    before = peak = rss_mib()
    rng = GameRNG(seed)
    c0 = time.process_time()
    for _ in range(sizes):
        resize(rng.randint(1024, 1920), rng.randint(640, 1200))
        for _ in range(frames):
            app.frame([], 1 / 60)
        peak = max(peak, rss_mib())
    cpu = time.process_time() - c0
    resize(1600, 900)
    for _ in range(20):
        app.frame([], 1 / 60)
    after = rss_mib()
    peak = max(peak, after)
    return {
        "scene": scene,
        "sizes": sizes,
        "rss_before_mib": round(before, 1),
        "rss_peak_mib": round(peak, 1),
        "rss_after_mib": round(after, 1),
        "growth_mib": round(after - before, 1),
        "peak_growth_mib": round(peak - before, 1),
        "cpu_ms_per_size": round(cpu * 1000 / sizes, 1),
    }


def bench_resize(scene: str = RESIZE_SCENE, sizes: int = 200) -> dict[str, Any]:
    """The resize sweep in one fresh child process (``python -m tools.bench resize-sweep``)."""
    cmd = [sys.executable, "-m", "tools.bench", "resize-sweep", scene, str(sizes)]
    run = checked(run_child(cmd), "the resize sweep")
    sweep: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    growth, peak = sweep["growth_mib"], sweep["peak_growth_mib"]
    sweep["targets"] = {
        "growth_mib_max": RESIZE_TARGET_MIB,
        "met": peak < RESIZE_TARGET_MIB and growth < RESIZE_TARGET_MIB,
    }
    return {"sweep": {k: v for k, v in sweep.items() if k != "targets"}, "targets": sweep["targets"]}


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


PARTS: dict[str, Callable[[], dict[str, Any]]] = {
    "frames": bench_frames,
    "engine": bench_engine,
    "agents": bench_agents,
    "startup": bench_startup,
    "held": bench_held,
    "memory": bench_memory,
    "resize": bench_resize,
}


def parse_only(only: str | None) -> list[str]:
    """The parts named by ``--only`` (one name or a comma list), in the order given; all of
    them for None."""
    if only is None:
        return list(PARTS)
    names = [n.strip() for n in only.split(",") if n.strip()]
    unknown = [n for n in names if n not in PARTS]
    if unknown or not names:
        bad = ", ".join(repr(n) for n in unknown) or repr(only)
        raise SystemExit(f"unknown bench part {bad}; choose one or more of: {', '.join(PARTS)}")
    return list(dict.fromkeys(names))


def run(only: str | None = None) -> dict[str, Any]:
    return {name: PARTS[name]() for name in parse_only(only)}


# -- the same figures on another revision ------------------------------------------------------
def _git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=False)


def resolve_revision(rev: str) -> str:
    """The commit ``rev`` names in this checkout, or a clear SystemExit."""
    try:
        found = _git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    except OSError as exc:
        raise SystemExit(f"bench --compare needs git: {exc}") from None
    if found.returncode != 0 or not found.stdout.strip():
        raise SystemExit(
            f"bench --compare: {rev!r} is not a commit of this checkout (try a hash, a tag or HEAD~1)"
        )
    return found.stdout.strip()


def flatten(report: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"a": {"b": 1}}`` as ``{"a.b": 1}``."""
    out: dict[str, Any] = {}
    for key, value in report.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, path + "."))
        else:
            out[path] = value
    return out


def unflatten(flat: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for path, value in flat.items():
        *heads, last = path.split(".")
        node = out
        for head in heads:
            node = node.setdefault(head, {})
        node[last] = value
    return out


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def median_report(reports: list[dict[str, Any]]) -> dict[str, Any]:
    """The figure-by-figure median of several reports of the same parts (other values as the
    first report has them)."""
    flats = [flatten(r) for r in reports]
    merged: dict[str, Any] = {}
    for path, first in flats[0].items():
        values = [f[path] for f in flats if path in f]
        if all(_number(v) for v in values):
            m = statistics.median(values)
            merged[path] = round(m, 3) if isinstance(m, float) else m
        else:
            merged[path] = first
    return unflatten(merged)


def ratios(current: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """current / other for every figure both reports have (counts and targets left out)."""
    cur, oth = flatten(current), flatten(other)
    out: dict[str, Any] = {}
    for path, value in cur.items():
        last = path.rsplit(".", 1)[-1]
        if last in ("n", "runs", "sizes") or ".targets." in f".{path}":
            continue
        base = oth.get(path)
        if _number(value) and _number(base) and base:
            out[path] = round(value / base, 3)
    return out


def bench_in(root: Path, part: str) -> dict[str, Any] | str:
    """``main.py bench --json --only part`` of the checkout at ``root``: its report, or why not."""
    run = run_child([sys.executable, str(root / "main.py"), "bench", "--json", "--only", part], cwd=root)
    if run.returncode != 0:
        tail = run.stderr.strip().splitlines()[-1:] or [f"exit {run.returncode}"]
        return tail[0]
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        return "its bench printed no JSON object"
    value = report.get(part) if isinstance(report, dict) else None
    return value if isinstance(value, dict) else f"its bench has no part {part!r}"


def compare(rev: str, only: str | None = None, rounds: int = 3) -> dict[str, Any]:
    """The parts of ``only`` measured on this checkout and on revision ``rev`` (checked out in a
    temporary worktree), alternating, ``rounds`` times each; medians and their ratios."""
    parts = parse_only(only)
    if rounds < 1:
        raise SystemExit("--rounds must be at least 1")
    commit = resolve_revision(rev)
    tmp = Path(tempfile.mkdtemp(prefix="bench-compare-"))
    tree = tmp / "tree"
    added = _git("worktree", "add", "--detach", str(tree), commit)
    if added.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        message = (added.stderr.strip().splitlines() or ["git worktree add failed"])[-1]
        raise SystemExit(f"bench --compare: cannot check out {rev}: {message}")
    got: dict[str, dict[str, list[dict[str, Any]]]] = {"current": {}, "other": {}}
    problems: dict[str, str] = {}
    try:
        for r in range(rounds):
            sides = [("current", ROOT), ("other", tree)]
            for side, root in sides if r % 2 == 0 else sides[::-1]:
                for part in parts:
                    if f"{side}.{part}" in problems:
                        continue
                    result = bench_in(root, part)
                    if isinstance(result, str):
                        problems[f"{side}.{part}"] = result
                    else:
                        got[side].setdefault(part, []).append(result)
    finally:
        _git("worktree", "remove", "--force", str(tree))
        shutil.rmtree(tmp, ignore_errors=True)
        _git("worktree", "prune")
    current = {p: median_report(v) for p, v in got["current"].items()}
    other = {p: median_report(v) for p, v in got["other"].items()}
    return {
        "compare": {"revision": rev, "commit": commit, "rounds": rounds, "parts": parts},
        "current": current,
        "other": other,
        "ratios": {p: ratios(current[p], other[p]) for p in parts if p in current and p in other},
        "problems": problems,
    }


# -- the report --------------------------------------------------------------------------------
def _line(key: str, value: Any) -> str:
    if isinstance(value, dict):
        return f"  {key:34s} " + "  ".join(f"{k}={v}" for k, v in value.items())
    return f"  {key:34s} {value}"


def format_report(report: dict[str, Any]) -> str:
    lines = []
    for part, data in report.items():
        lines.append(f"== {part}")
        lines.extend(_line(key, value) for key, value in data.items())
    return "\n".join(lines)


def format_compare(result: dict[str, Any]) -> str:
    info = result["compare"]
    lines = [
        f"== compare: this checkout against {info['revision']} ({info['commit'][:12]}), {info['rounds']} rounds, medians"
    ]
    cur, oth = flatten(result["current"]), flatten(result["other"])
    for part, figures in result["ratios"].items():
        lines.append(f"== {part}: current / other")
        for path, ratio in figures.items():
            lines.append(
                f"  {path:44s} {cur[f'{part}.{path}']!s:>10} / {oth[f'{part}.{path}']!s:<10} = {ratio}x"
            )
    for where, why in result["problems"].items():
        lines.append(f"!! {where}: {why}")
    return "\n".join(lines)


def main(as_json: bool, only: str | None, compare_rev: str | None = None, rounds: int = 3) -> None:
    if compare_rev is not None:
        result = compare(compare_rev, only, rounds)
        print(json.dumps(result, indent=1) if as_json else format_compare(result))
        return
    report = run(only)
    print(json.dumps(report, indent=1) if as_json else format_report(report))


if __name__ == "__main__":  # the resize sweep's own process
    if sys.argv[1:2] == ["resize-sweep"]:
        print(json.dumps(resize_sweep(sys.argv[2], int(sys.argv[3]))))
    else:
        raise SystemExit("usage: python -m tools.bench resize-sweep SCENE SIZES")
