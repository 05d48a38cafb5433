"""The balance report command runs end to end on a few matches."""

from __future__ import annotations

import sys

from tools import metaversus_balance


def test_balance_report_runs_and_lists_every_kind_and_character(tmp_path, monkeypatch, capsys):
    out = tmp_path / "report.txt"
    monkeypatch.setattr(sys, "argv", ["metaversus_balance", "--games", "6", "--out", str(out)])
    assert metaversus_balance.main() == 0
    text = out.read_text(encoding="utf-8")
    assert "Exchange kinds" in text and "Characters" in text and "Fireball" in text and "Tide Sage" in text
    assert "flagged" in capsys.readouterr().out


def test_wilson_interval_is_honest_for_small_samples():
    lo, hi = metaversus_balance.wilson(0.0, 2)
    assert lo == 0.0 and hi > 0.6
