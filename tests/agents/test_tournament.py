"""The tournament tool: the cross-table, the ladder of adjacent levels, and decision latency."""

from __future__ import annotations

from tools import tournament as T


def test_ladder_plays_each_level_against_the_next_weaker_only() -> None:
    rep = T.tournament("metaversus", ["random", "easy", "normal"], games=4, ladder=True)
    assert [p["agents"] for p in rep["pairs"]] == [["easy", "random"], ["normal", "easy"]]
    table = rep["table"]
    assert table["random"]["normal"] is None and table["normal"]["random"] is None
    for a, b in (("easy", "random"), ("normal", "easy")):
        pair = next(p for p in rep["pairs"] if p["agents"] == [a, b])
        assert pair["games"] == 4 and pair["error_count"] == 0
        assert table[a][b] == round(pair["wins"][0] / 4, 3)
    assert "easy vs random" in T.render(rep)


def test_full_cross_table_plays_every_pair() -> None:
    rep = T.tournament("dicemasters", ["random", "easy", "normal"], games=2, options={"format": "first_game"})
    assert len(rep["pairs"]) == 3
    assert all(rep["table"][a][b] is not None for a in rep["levels"] for b in rep["levels"] if a != b)


def test_latency_times_every_level_on_the_same_positions() -> None:
    lat = T.latency("metaversus", ["normal", "hard"], decisions=3)
    assert lat["decisions"] == 3
    for row in lat["levels"].values():
        assert row["p95_ms"] is not None and row["p95_ms"] >= 0


def test_options_parse_json_values() -> None:
    assert T.parse_options(["format=basic", "hp=30", "first_game=true"]) == {
        "format": "basic",
        "hp": 30,
        "first_game": True,
    }
