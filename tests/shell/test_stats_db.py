"""The statistics file: its versions and their migrations, a damaged or newer file kept as it is,
one transaction per finished game, a game counted once, and the CSV export."""

from __future__ import annotations

import csv
import io
import sqlite3
from pathlib import Path

import pytest

from scenes import stats_db
from scenes.stats_db import GameRecord, Stats


def record(game_id: str = "1-a", game: str = "dicemasters", **more: object) -> GameRecord:
    fields: dict[str, object] = {
        "game_id": game_id,
        "game": game,
        "finished": "2026-12-01 10:00:00",
        "options": {"format": "basic"},
        "seats": ("person", "hard"),
        "names": ("Ada", "Hard computer 2"),
        "winners": (0,),
        "reason": "life",
        "turns": 12,
        "duration": 600.0,
        "figures": ({"life": 5}, {"life": 0}),
        "picks": ((0, "card", "avx-001"), (1, "card", "avx-011")),
    }
    fields.update(more)
    return GameRecord(**fields)  # type: ignore[arg-type]


def test_an_older_file_is_brought_up_to_date_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / stats_db.FILE_NAME
    db = sqlite3.connect(path, isolation_level=None)  # a file of version 1, as it shipped
    db.execute("CREATE TABLE schema (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema VALUES (1)")
    stats_db.MIGRATIONS[0](db)
    db.execute(
        "INSERT INTO games VALUES ('old-1', 'metaversus', '2026-11-30 20:00:00', '{}', '[\"person\", \"person\"]',"
        " '[\"Ada\", \"Bob\"]', '[1]', 'hp', 30, 1200.0, '[]')"
    )
    db.close()
    stats = Stats(path)
    games = stats.load()
    assert stats.problem is None and games is not None
    assert [(g.game_id, g.mode, g.daily, g.picks) for g in games] == [("old-1", "hotseat", "", ())]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema").fetchone()[0] == stats_db.VERSION == 3
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"schema", "games", "picks"} <= tables
    assert stats.record(record("new-1")) and [g.game_id for g in stats.load() or []] == ["old-1", "new-1"]


def test_a_file_of_a_newer_version_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / stats_db.FILE_NAME
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema (version INTEGER NOT NULL)")
        db.execute("INSERT INTO schema VALUES (9)")
    before = path.read_bytes()
    stats = Stats(path)
    assert stats.load() is None
    assert stats.problem is not None and stats.problem.code == "newer" and stats.problem.version == 9
    assert not stats.record(record())
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == [path.name]


@pytest.mark.parametrize("content", [b"not a database at all" * 40, b"SQLite format 3\x00" + b"\xff" * 300])
def test_a_damaged_file_is_kept_under_another_name_and_a_new_one_started(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / stats_db.FILE_NAME
    path.write_bytes(content)
    stats = Stats(path)
    assert stats.record(record())
    problem = stats.problem
    assert problem is not None and problem.code == "damaged"
    kept = tmp_path / problem.kept_as
    assert kept.name.startswith(stats_db.FILE_NAME + ".damaged-") and kept.read_bytes() == content
    assert [g.game_id for g in Stats(path).load() or []] == ["1-a"]


def test_a_read_only_window_never_writes_and_reports_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / stats_db.FILE_NAME
    assert Stats(path, writable=False).load() == [] and not path.exists()
    path.write_bytes(b"garbage" * 100)
    stats = Stats(path, writable=False)
    assert stats.load() is None and stats.problem is not None and stats.problem.code == "damaged"
    assert not stats.record(record()) and path.read_bytes() == b"garbage" * 100


def test_a_game_is_written_in_one_transaction_and_counted_once(tmp_path: Path) -> None:
    path = tmp_path / stats_db.FILE_NAME
    stats = Stats(path)
    assert stats.record(record())
    assert not stats.record(record(turns=99))  # the same game again (continued, or ended twice)
    # a pick that cannot be written takes the whole game back with it
    broken = record("2-b", picks=((0, "card", None),))  # type: ignore[arg-type]
    assert not stats.record(broken) and stats.problem is not None and stats.problem.code == "unreadable"
    games = stats.load() or []
    assert [(g.game_id, g.turns) for g in games] == [("1-a", 12)]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM picks").fetchone()[0] == 2
        assert db.execute("SELECT COUNT(*) FROM picks WHERE game_id = '2-b'").fetchone()[0] == 0


def test_the_summary_counts_people_against_the_computer_apart_from_the_rest() -> None:
    games = [
        record("a", winners=(0,)),
        record("b", winners=(1,), finished="2026-12-01 11:00:00"),
        record("c", winners=(0,), finished="2026-12-02 09:00:00", seats=("person", "expert")),
        record("d", winners=(0,), finished="2026-12-02 10:00:00"),
        record("e", seats=("person", "person"), names=("Ada", "Bob"), winners=(1,)),
        record("f", seats=("normal", "hard"), winners=(1,)),
        record(
            "g",
            game="legendary",
            seats=("person",),
            names=("Ada",),
            winners=(),
            reason="evil_wins:x",
            picks=((-1, "mastermind", "loki"),),
        ),
    ]
    s = stats_db.summarise(games)
    assert s.total == 7 and len(s.solo_games) == 5
    assert (s.by_game["dicemasters"].games, s.by_game["dicemasters"].won) == (4, 3)
    assert s.by_level["dicemasters"]["hard"].games == 3 and s.by_level["dicemasters"]["expert"].rate == 100
    assert s.by_level["legendary"]["solo"].lost == 1
    assert s.by_pick["dicemasters"]["card"] == {"avx-001": s.by_pick["dicemasters"]["card"]["avx-001"]}
    assert s.by_pick["dicemasters"]["card"]["avx-001"].games == 4  # the person's team, not the computer's
    assert s.by_pick["legendary"]["mastermind"]["loki"].lost == 1
    assert s.current == ("lost", 1) and s.best == 2  # won, lost, won, won, then the Legendary loss
    assert s.hotseat["dicemasters"].games == 1 and s.hotseat_wins == {"Bob": 1}
    assert s.computer_only["dicemasters"].games == 1
    assert {d: t.games for d, t in s.by_date.items()} == {"2026-12-01": 3, "2026-12-02": 2}


def test_the_csv_has_a_line_per_game_with_its_figures(tmp_path: Path) -> None:
    stats = Stats(tmp_path / stats_db.FILE_NAME)
    stats.record(record("1-a", daily="2026-12-01"))
    stats.record(
        record(
            "2-b", game="metaversus", winners=(1,), names=("김철수", "Hard"), finished="2026-12-02 10:00:00"
        )
    )
    games = stats.load() or []
    path = stats.export_csv(games)
    assert path == tmp_path / stats_db.CSV_NAME
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # spreadsheets read it as UTF-8
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))
    assert list(rows[0]) == list(stats_db.CSV_COLUMNS)
    assert [(r["game_id"], r["game"], r["result"], r["daily"], r["winners"]) for r in rows] == [
        ("1-a", "dicemasters", "won", "2026-12-01", "Ada"),
        ("2-b", "metaversus", "lost", "", "Hard"),
    ]
    assert (
        rows[1]["names"] == "김철수;Hard" and rows[0]["turns"] == "12" and rows[0]["opponent_level"] == "hard"
    )
    assert rows[0]["picks"] == "0:card:avx-001;1:card:avx-011" and '"life": 5' in rows[0]["figures"]
    assert not list(tmp_path.glob("*.tmp*"))  # written through a temporary file, nothing left behind
