"""How the fields of a Legendary state are saved and copied (``game.core.declared`` codecs).

The state is lists of card ids, small flat mappings and frozen records, so its copies are
slices and shallow dict copies: ``clone()`` is the search's hot path.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Generic, TypeVar

from game.core.declared import Codec
from game.core.errors import SaveError
from game.core.result import Result

from .decisions import Choice

E = TypeVar("E", bound=StrEnum)


def _tuples(x: Any) -> Any:
    return tuple(_tuples(v) for v in x) if isinstance(x, list) else x


def _lists(x: Any) -> Any:
    return [_lists(v) for v in x] if isinstance(x, tuple) else x


def _need_list(data: Any) -> list[Any]:
    if not isinstance(data, list):
        raise SaveError(f"expected a list, not {type(data).__name__}")
    return data


class _CardsList:
    """A list of card ids (or ``None`` for an empty space): copied by a slice."""

    def dump(self, value: list[Any]) -> Any:
        return list(value)

    def load(self, data: Any) -> list[Any]:
        return list(_need_list(data))

    def copy(self, value: list[Any]) -> list[Any]:
        return value[:]


class _Flat:
    """A list or mapping of scalars: copied shallowly."""

    def dump(self, value: Any) -> Any:
        return list(value) if isinstance(value, list) else dict(value)

    def load(self, data: Any) -> Any:
        if isinstance(data, list):
            return list(data)
        if isinstance(data, dict):
            return dict(data)
        raise SaveError(f"expected a list or a mapping, not {type(data).__name__}")

    def copy(self, value: Any) -> Any:
        return value[:] if isinstance(value, list) else dict(value)


class _Tuples:
    """A list of frozen tuples (effect steps, the played-cards log): copied by a slice."""

    def dump(self, value: list[Any]) -> Any:
        return [_lists(v) for v in value]

    def load(self, data: Any) -> list[Any]:
        return [_tuples(v) for v in _need_list(data)]

    def copy(self, value: list[Any]) -> list[Any]:
        return value[:]


class Shared:
    """A codec of values never changed in place: a copy shares them (``Table.copy_state``)."""

    def copy(self, value: Any) -> Any:
        return value


class _Once(Shared):
    """JSON data written once and never changed afterwards."""

    def dump(self, value: Any) -> Any:
        return value

    def load(self, data: Any) -> Any:
        return data


class _Enum(Shared, Generic[E]):
    def __init__(self, cls: type[E]) -> None:
        self.cls = cls

    def dump(self, value: E) -> Any:
        return value.value

    def load(self, data: Any) -> E:
        return self.cls(data)


class _Choice(Shared):
    """The pending decision, or None."""

    def dump(self, value: Choice | None) -> Any:
        return None if value is None else value.to_dict()

    def load(self, data: Any) -> Choice | None:
        return None if data is None else Choice.from_dict(data)


class _Result(Shared):
    """How the game ended, or None while it goes on."""

    def dump(self, value: Result | None) -> Any:
        return None if value is None else value.to_dict()

    def load(self, data: Any) -> Result | None:
        return None if data is None else Result.from_dict(data)


CARDS_LIST: Codec[Any] = _CardsList()
FLAT: Codec[Any] = _Flat()
STEPS: Codec[Any] = _Tuples()
LOG: Codec[Any] = _Tuples()
PLAIN_ONCE: Codec[Any] = _Once()
CHOICE: Codec[Choice | None] = _Choice()
RESULT: Codec[Result | None] = _Result()


def enum(cls: type[E]) -> Codec[E]:
    return _Enum(cls)


__all__ = ["CARDS_LIST", "FLAT", "STEPS", "LOG", "PLAIN_ONCE", "CHOICE", "RESULT", "Shared", "enum"]
