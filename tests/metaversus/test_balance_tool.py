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


def test_every_combination_has_its_section_with_every_kind_and_character_of_it(tmp_path, monkeypatch):
    from game.metaversus import card_name
    from game.metaversus.cards import characters_of, kinds_of, pack_choices

    out = tmp_path / "all.txt"
    monkeypatch.setattr(sys, "argv", ["metaversus_balance", "--all", "--games", "2", "--out", str(out)])
    assert metaversus_balance.main() == 0
    text = out.read_text(encoding="utf-8")
    sections = text.split("\n== ")[1:]
    assert [s.split(" ==", 1)[0] for s in sections] == list(pack_choices())
    for packs, body in zip(pack_choices(), sections, strict=True):
        assert "matches/s" in body and "end reasons" in body and "first player" in body and "noise:" in body
        for cid in (*kinds_of(packs), *characters_of(packs)):
            assert card_name(cid) in body, (packs, cid)
        assert f"flagged in {packs}" in body
    assert "flagged over all combinations" in text


def test_by_default_a_combination_plays_until_the_median_kind_has_200_samples(monkeypatch):
    from game.metaversus.cards import kinds_of

    kinds = kinds_of("beginner")

    def fake_play(packs, start, games, agents, jobs, pool):
        # one match in ten: one duelist owns every kind, the other none
        return [
            {"owned": [list(kinds) if (start + i) % 10 == 0 else [], []], "winners": [0]}
            for i in range(games)
        ]

    monkeypatch.setattr(metaversus_balance, "play", fake_play)
    results = metaversus_balance.run("beginner", 1, 0, 20000, ("normal", "normal"), 1, None)
    assert metaversus_balance.median_n(results, kinds) >= metaversus_balance.TARGET_N
    assert 2000 <= len(results) <= 2300  # the first batch, then what it shows is still needed
    assert len(metaversus_balance.run("beginner", 1, 50, 20000, ("normal", "normal"), 1, None)) == 50
