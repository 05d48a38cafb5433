"""``fast_init`` binds a record's arguments as the dataclass's own ``__init__`` does, without
generating source: positional, keywords, defaults, and the same TypeErrors."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.core.actions import fast_init


def _pair(size: int) -> tuple[type, type]:
    fields: list[Any] = [(f"f{i}", int) for i in range(size - 1)]
    fields.append((f"f{size - 1}", int, dataclasses.field(default=7)))
    plain = dataclasses.make_dataclass(f"Plain{size}", fields, frozen=True)
    fast = dataclasses.make_dataclass(f"Fast{size}", fields, frozen=True)
    fast_init(fast)
    return plain, fast


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6, 8])
def test_every_way_of_calling_gives_the_dataclass_s_record(size: int) -> None:
    plain, fast = _pair(size)
    assert fast.__init__ is not plain.__init__
    full = tuple(range(size))
    calls: list[tuple[tuple[int, ...], dict[str, int]]] = [
        (full, {}),
        (full[:-1], {}),
        ((), {f"f{i}": i for i in range(size)}),
        (full[:1], {f"f{i}": i for i in range(1, size)}) if size > 1 else ((), {"f0": 3}),
    ]
    for args, kwargs in calls:
        a, b = plain(*args, **kwargs), fast(*args, **kwargs)
        assert dataclasses.astuple(a) == dataclasses.astuple(b)
        assert [getattr(b, f.name) for f in dataclasses.fields(b)] == list(dataclasses.astuple(a))


@pytest.mark.parametrize("size", [2, 5, 6, 8])
def test_wrong_calls_raise_type_error_as_the_dataclass_does(size: int) -> None:
    plain, fast = _pair(size)
    wrong: list[tuple[tuple[int, ...], dict[str, int]]] = [
        ((), {}),  # a field without a default is missing
        (tuple(range(size + 1)), {}),  # too many
        (tuple(range(size)), {"f0": 1}),  # twice
        ((), {"nope": 1, **{f"f{i}": i for i in range(size)}}),  # unknown
    ]
    for args, kwargs in wrong:
        with pytest.raises(TypeError):
            plain(*args, **kwargs)
        with pytest.raises(TypeError):
            fast(*args, **kwargs)
    record = fast(*range(size))
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.f0 = 5  # type: ignore[attr-defined]
