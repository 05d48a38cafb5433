"""The file layer on its own: JSON under limits (never a RecursionError), typed fields that name
what is wrong, crash-safe writes with a backup, reading that falls back to the backup, the
background writer (latest state wins), and the data-folder lock."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

from game.core.files import Fields, FileProblem, Limits, nesting_depth, parse_json
from game.core.saves import DataLock, backup_path, clean_temporary, write_bytes_atomic, writers
from scenes.storage import move_aside, read_checked

SMALL = Limits(max_bytes=10_000, max_depth=8, max_string=50, max_items=20)


@pytest.mark.parametrize(
    "raw, code",
    [
        (b"", "empty"),
        (b" \n ", "empty"),
        (b"x" * 10_001, "too_large"),
        (b"\xff\xfe{}", "not_utf8"),
        (b'{"a": [1, 2', "not_json"),
        (b"[" * 9 + b"]" * 9, "too_deep"),
        (b"[" * 5000, "too_deep"),
        (b'{"a": "' + b"y" * 51 + b'"}', "too_long"),
        (b"[" + b"0," * 20 + b"0]", "too_many"),
    ],
)
def test_parse_json_refuses_with_one_problem(raw: bytes, code: str) -> None:
    with pytest.raises(FileProblem) as caught:
        parse_json(raw, SMALL)
    assert caught.value.code == code


def test_the_depth_is_measured_outside_strings_and_a_million_levels_are_no_recursion() -> None:
    assert nesting_depth('{"a": "[[[[[[[[[[", "b": [[1]]}', 100) == 3
    assert nesting_depth('"\\"[[["', 100) == 0
    with pytest.raises(FileProblem, match="nested deeper than 8"):
        parse_json(b"[" * 1_000_000 + b"]" * 1_000_000, Limits(max_bytes=3_000_000, max_depth=8))


def test_huge_and_infinite_numbers_become_infinities_every_range_refuses() -> None:
    data = parse_json(b'{"a": ' + b"7" * 5000 + b', "b": -1e999, "c": NaN, "d": Infinity}', SMALL)
    assert (
        data["a"] == math.inf and data["b"] == -math.inf and math.isnan(data["c"]) and data["d"] == math.inf
    )
    f = Fields(data)
    for key in ("a", "b", "d"):
        with pytest.raises(FileProblem) as caught:
            f.integer(key, 0, 10)
        assert caught.value.code == "out_of_range" and caught.value.field == key
    with pytest.raises(FileProblem, match="field c: must be from 0 to 1"):
        f.number("c", 0, 1)


def test_fields_name_the_path_of_what_is_wrong() -> None:
    f = Fields({"meta": {"seats": ["person", 3]}, "n": "x"})
    with pytest.raises(FileProblem, match="field n: must be a whole number"):
        f.integer("n", 0, 5)
    with pytest.raises(FileProblem, match="field missing: missing"):
        f.text("missing")
    assert f.integer("absent", 0, 5, default=2) == 2
    meta = f.obj("meta")
    with pytest.raises(FileProblem) as caught:
        Fields(meta.items("seats", 5)[1], "meta.seats[1]")
    assert caught.value.field == "meta.seats[1]" and caught.value.code == "wrong_type"
    with pytest.raises(FileProblem, match="does not hold a JSON object"):
        Fields([1, 2])
    problem = FileProblem("unknown_value", "meta.seats[1]", value='"Normal"').named("g.json")
    assert str(problem) == 'g.json, field meta.seats[1]: unknown value "Normal"'


def test_a_write_keeps_the_previous_version_and_never_leaves_a_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    write_bytes_atomic(path, b"one")
    assert path.read_bytes() == b"one" and not backup_path(path).exists()
    write_bytes_atomic(path, b"two")
    write_bytes_atomic(path, b"three")
    assert path.read_bytes() == b"three" and backup_path(path).read_bytes() == b"two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json", "f.json.bak"]
    (tmp_path / ".f.json.99-1-1.tmp").write_bytes(b"half")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / ".g.json.98-1-2.tmp").write_bytes(b"half")
    assert len(clean_temporary(tmp_path)) == 2 and path.exists()


def _parse(raw: bytes, name: str) -> dict:
    data = parse_json(raw, SMALL)
    if not isinstance(data, dict) or "n" not in data:
        raise FileProblem("missing_field", "n")
    return data


def test_reading_falls_back_to_the_backup_and_moves_the_damaged_file_aside(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    write_bytes_atomic(path, b'{"n": 1}')
    write_bytes_atomic(path, b'{"n": 2}')
    assert read_checked(path, _parse, SMALL).value == {"n": 2}
    path.write_bytes(b'{"n": 2')  # cut short
    loaded = read_checked(path, _parse, SMALL)
    assert loaded.value == {"n": 1} and loaded.from_backup and loaded.problem is not None
    assert loaded.problem.code == "not_json" and loaded.problem.file == "s.json"
    aside = tmp_path / loaded.problem.kept_as  # type: ignore[operator]
    assert aside.read_bytes() == b'{"n": 2' and ".damaged-" in aside.name
    assert read_checked(path, _parse, SMALL).problem is None  # the backup is the file again
    # without a good backup: the problem, and the file kept
    backup_path(path).write_bytes(b"garbage")
    path.write_bytes(b"[]")
    with pytest.raises(FileProblem) as caught:
        read_checked(path, _parse, SMALL)
    assert caught.value.kept_as is not None and (tmp_path / caught.value.kept_as).read_bytes() == b"[]"
    with pytest.raises(FileProblem) as caught:
        read_checked(tmp_path / "none.json", _parse, SMALL)
    assert caught.value.code == "missing"


def test_moving_aside_never_replaces_another_file(tmp_path: Path) -> None:
    names = set()
    for n in range(3):
        p = tmp_path / "x.json"
        p.write_text(str(n))
        moved = move_aside(p)
        assert moved is not None and not p.exists() and moved.read_text() == str(n)
        names.add(moved.name)
    assert len(names) == 3


def test_the_background_writer_keeps_the_latest_state(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    w = writers()
    for n in range(200):
        w.write(path, json.dumps({"n": n}).encode())
    assert w.flush(path)
    submitted, written = w.counts(path)
    assert submitted == 200 and 1 <= written <= 200
    assert json.loads(path.read_bytes()) == {"n": 199} and w.error(path) is None


def test_a_failed_write_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    target = blocker / "x.json"  # its folder is a file: the write fails
    writers().write(target, b"{}")
    assert writers().flush(target)
    assert writers().error(target)


@pytest.mark.skipif(os.name == "nt", reason="two locks of one process conflict only with flock")
def test_the_data_lock_is_exclusive_and_released(tmp_path: Path) -> None:
    first = DataLock.acquire(tmp_path / "app.lock")
    assert first is not None and first.held
    assert DataLock.acquire(tmp_path / "app.lock") is None
    first.release()
    again = DataLock.acquire(tmp_path / "app.lock")
    assert again is not None
    again.release()
