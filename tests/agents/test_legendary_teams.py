"""The Legendary teams table: every cell played by every level on the same seeds."""

from __future__ import annotations

import pytest

from tools import legendary_teams as L


def test_cells_are_player_counts_by_mastermind_or_the_first_game() -> None:
    assert L.cells([1, 2], ["loki", "magneto"], False) == [
        (1, "loki"),
        (1, "magneto"),
        (2, "loki"),
        (2, "magneto"),
    ]
    assert L.cells([1, 5], ["loki"], True) == [(1, "first_game"), (5, "first_game")]
    assert L.options_of((2, "first_game")) == {"first_game": True}
    assert L.options_of((3, "loki")) == {"mastermind": "loki"}


def test_table_counts_each_levels_wins_and_averages_the_cells(capsys: pytest.CaptureFixture[str]) -> None:
    out = L.run(["random", "normal"], [(1, "first_game"), (2, "first_game")], games=2, seed=3, workers=1)
    assert set(out) == {"1p first_game", "2p first_game"}
    for cell in out.values():
        for entry in cell.values():
            assert entry["games"] == 2 and entry["errors"] == 0
            assert entry["wins"] + entry["nobody_won"] + entry["draws"] == 2
    text = L.render(["random", "normal"], out)
    assert text.splitlines()[-1].startswith("average")
    want = sum(L.rate(c["normal"]) for c in out.values()) / 2
    assert f"{want:.1f}%" in text.splitlines()[-1]
