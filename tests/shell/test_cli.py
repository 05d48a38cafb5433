"""The command line: help, screenshot, simulate."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core.simulate import simulate

from ..core.toygame import Pig  # noqa: F401  (registers "pig")

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )


def test_help_lists_the_commands():
    out = run("--help")
    assert out.returncode == 0
    for word in ("play", "simulate", "bench", "screenshot"):
        assert word in out.stdout


def test_screenshot_subcommand(tmp_path):
    out = run(
        "screenshot",
        "--scene",
        "settings",
        "--out",
        str(tmp_path / "s.png"),
        "--lang",
        "ko",
        "--size",
        "1024x640",
    )
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "s.png").stat().st_size > 10_000


def test_bad_arguments_give_clear_messages(tmp_path):
    out = run("simulate", "--game", "chess", "--agents", "random,random", "--games", "1")
    assert out.returncode != 0 and "unknown game 'chess'" in out.stderr
    out = run("screenshot", "--scene", "title", "--out", str(tmp_path / "x.png"), "--size", "huge")
    assert out.returncode != 0 and "size must look like" in out.stderr
    out = run("play", "--load", str(tmp_path / "missing.json"))
    assert out.returncode != 0 and "does not exist" in out.stderr


def test_simulate_reports_wins_turns_and_speed():
    report = simulate("pig", ["random", "random"], 20, seed=3)
    assert report["games"] == 20 and sum(report["wins"]) + report["draws"] == 20
    assert set(report) >= {
        "game",
        "agents",
        "games",
        "wins",
        "draws",
        "avg_turns",
        "avg_actions",
        "seconds",
        "games_per_second",
        "errors",
    }
    assert report["avg_actions"] > 0 and report["error_count"] == 0
    assert report == {
        **simulate("pig", ["random", "random"], 20, seed=3),
        "seconds": report["seconds"],
        "games_per_second": report["games_per_second"],
    }


def test_simulate_with_workers_matches_one_process():
    one = simulate("pig", ["random", "random"], 12, seed=5, workers=1)
    two = simulate("pig", ["random", "random"], 12, seed=5, workers=2)
    assert one["wins"] == two["wins"] and one["avg_actions"] == two["avg_actions"]


def test_simulate_rejects_unknown_agents():
    import game

    with pytest.raises(game.OptionError, match="choose one of: random"):
        simulate("pig", ["genius", "random"], 2)
