"""``main.py bench``: the parts' arguments, the report's lines, the measured children, the bare
reference window and ``--compare``'s answer to a revision that is not there. The benchmark
itself never runs here: only the smallest pieces of it, on tiny inputs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import main
from tools import bench

ROOT = Path(__file__).resolve().parents[2]


def test_only_names_one_part_or_a_comma_list_and_all_without_it():
    assert bench.parse_only(None) == list(bench.PARTS)
    assert bench.parse_only("startup") == ["startup"]
    assert bench.parse_only(" startup, memory ,startup") == ["startup", "memory"]
    for part in ("startup", "memory", "resize", "engine", "held", "frames", "agents"):
        assert part in bench.PARTS


@pytest.mark.parametrize("only", ["startp", "startup,nothing", " , "])
def test_an_unknown_part_is_refused_with_the_list_of_parts(only):
    with pytest.raises(SystemExit) as exc:
        bench.parse_only(only)
    message = str(exc.value)
    assert "unknown bench part" in message and "startup" in message and "resize" in message


def test_the_command_line_takes_only_compare_and_rounds_together():
    args = main.build_parser().parse_args(
        ["bench", "--json", "--only", "startup,engine", "--compare", "HEAD~3", "--rounds", "2"]
    )
    assert (args.json, args.only, args.compare, args.rounds) == (True, "startup,engine", "HEAD~3", 2)
    args = main.build_parser().parse_args(["bench"])
    assert (args.only, args.compare, args.rounds) == (None, None, 3)


def test_startup_figures_are_ratios_to_the_bare_window_against_the_targets():
    bare = {"wall_ms": 200.0, "cpu_ms": 100.0, "peak_mib": 50.0, "runs": 3}
    fast = bench.startup_figures({"wall_ms": 380.0, "cpu_ms": 150.0, "peak_mib": 90.0, "runs": 3}, bare)
    assert fast["ratio"] == {"wall": 1.9, "cpu": 1.5, "peak_mib": 1.8}
    assert fast["targets"]["met"] is True
    slow = bench.startup_figures({"wall_ms": 500.0, "cpu_ms": 150.0, "peak_mib": 90.0, "runs": 3}, bare)
    heavy = bench.startup_figures({"wall_ms": 300.0, "cpu_ms": 150.0, "peak_mib": 120.0, "runs": 3}, bare)
    assert slow["targets"]["met"] is False and heavy["targets"]["met"] is False


def test_the_report_has_a_heading_per_part_and_a_line_per_figure():
    report = {
        "startup": {
            "title": {"wall_ms": 400.0, "peak_mib": 88.0},
            "ratio": {"wall": 1.8},
        },
        "memory": {"title": {"peak_mib": 88.0}},
    }
    lines = bench.format_report(report).splitlines()
    assert lines[0] == "== startup"
    assert lines[1].split() == ["title", "wall_ms=400.0", "peak_mib=88.0"]
    assert lines[2].split() == ["ratio", "wall=1.8"]
    assert lines[3] == "== memory"
    assert len(lines) == 5


def test_medians_and_ratios_of_several_rounds():
    rounds = [
        {"a": {"ms": 10.0, "n": 5, "name": "x"}, "targets": {"met": True, "max": 2.0}},
        {"a": {"ms": 30.0, "n": 5, "name": "x"}, "targets": {"met": False, "max": 2.0}},
        {"a": {"ms": 20.0, "n": 5, "name": "x"}, "targets": {"met": True, "max": 2.0}},
    ]
    med = bench.median_report(rounds)
    assert med["a"] == {"ms": 20.0, "n": 5, "name": "x"}
    assert bench.unflatten(bench.flatten(med)) == med
    other = {"a": {"ms": 40.0, "n": 7}, "targets": {"max": 1.0}}
    # counts, names and the targets are no figures to compare
    assert bench.ratios(med, other) == {"a.ms": 0.5}


def test_the_compare_report_prints_both_figures_and_their_ratio():
    result = {
        "compare": {"revision": "HEAD~1", "commit": "0123456789abcdef", "rounds": 3, "parts": ["engine"]},
        "current": {"engine": {"metaversus": {"steps_per_cpu_second": 120000}}},
        "other": {"engine": {"metaversus": {"steps_per_cpu_second": 60000}}},
        "ratios": {"engine": {"metaversus.steps_per_cpu_second": 2.0}},
        "problems": {"other.memory": "its bench has no part 'memory'"},
    }
    text = bench.format_compare(result)
    assert "HEAD~1 (0123456789ab)" in text
    line = next(x for x in text.splitlines() if "steps_per_cpu_second" in x)
    assert line.split()[-5:] == ["120000", "/", "60000", "=", "2.0x"]
    assert "!! other.memory: its bench has no part 'memory'" in text


def test_a_child_is_measured_alone_its_peak_memory_and_cpu_time():
    run = bench.run_child([sys.executable, "-c", "x = bytearray(64 * 1024 * 1024); print(len(x))"])
    assert run.returncode == 0 and run.stdout.strip() == str(64 * 1024 * 1024)
    assert 64 <= run.peak_mib < 200
    assert run.cpu_ms > 0 and run.wall_ms > 0
    failed = bench.run_child([sys.executable, "-c", "raise SystemExit('no good')"])
    with pytest.raises(SystemExit, match="the test child failed .exit 1.: no good"):
        bench.checked(failed, "the test child")


def test_the_bare_reference_window_writes_its_frame(tmp_path):
    out = tmp_path / "bare.png"
    run = bench.run_child([sys.executable, str(ROOT / "tools" / "bare_window.py"), str(out), "400x300"])
    assert run.returncode == 0, run.stderr
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (400, 300)
    # the button is drawn: the middle of the frame is not the background
    assert picture.get_at((200, 150))[:3] != (16, 18, 22)


def test_the_resize_sweep_reports_memory_before_at_its_peak_and_after():
    run = bench.run_child([sys.executable, "-m", "tools.bench", "resize-sweep", "title", "3"])
    assert run.returncode == 0, run.stderr
    sweep = json.loads(run.stdout.strip().splitlines()[-1])
    assert sweep["scene"] == "title" and sweep["sizes"] == 3
    assert sweep["rss_before_mib"] <= sweep["rss_peak_mib"]
    assert sweep["rss_after_mib"] <= sweep["rss_peak_mib"]
    assert sweep["growth_mib"] == pytest.approx(sweep["rss_after_mib"] - sweep["rss_before_mib"], abs=0.11)


def test_compare_with_a_revision_that_is_not_there_says_so_plainly():
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "main.py"),
            "bench",
            "--only",
            "startup",
            "--compare",
            "no-such-revision-x",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert out.returncode != 0
    assert "'no-such-revision-x' is not a commit of this checkout" in out.stderr
    assert "Traceback" not in out.stderr and out.stdout == ""


def test_compare_refuses_an_unknown_part_before_checking_anything_out():
    with pytest.raises(SystemExit, match="unknown bench part"):
        bench.compare("HEAD", "nothing")
