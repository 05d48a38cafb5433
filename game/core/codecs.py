"""Codecs for declared state (``game.core.declared``) that several games need, and ``Declared``:
declared state that is its own codec's object, with a fast ``copy``.

    LIST, DICT          a list or dict of immutable values (card ids, counts): one ``copy()``
    TUPLES              a list of tuples of immutable values (a log of records): one ``copy()``
    WRITTEN_ONCE        JSON data written once and never changed afterwards: copies share it
    RESULT              a ``Result`` (frozen: copies share it)
    enum_of(Phase)      a member of a string enum, saved as its value
    parts(PlayerState)  a declared field holding a list of ``Declared`` objects
    strs(), frozen(x)   shorthands for a ``list[str]`` field and an immutable field

``Declared.copy`` shares every field whose codec shares values (frozen values, enums, records,
results) in one ``__dict__`` update and copies only the others: a search clones a game at every
step, and this is as fast as a hand-written copy while still derived from the fields.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from .declared import FROZEN, Codec, DeclaredState, _Optional, _Records, dcopy, state_field
from .errors import SaveError
from .result import Result

E = TypeVar("E", bound=StrEnum)
D = TypeVar("D", bound="Declared")
P = TypeVar("P", bound="Declared")


class _Flat:
    """A list or dict of immutable values (card ids, counts): copied with one ``copy()``."""

    def __init__(self, kind: type) -> None:
        self.kind = kind

    def dump(self, value: Any) -> Any:
        return value.copy()

    def load(self, data: Any) -> Any:
        if not isinstance(data, self.kind):
            raise SaveError(f"expected a {self.kind.__name__}, not {type(data).__name__}")
        loaded: Any = data
        return loaded.copy()

    def copy(self, value: Any) -> Any:
        return value.copy()


class Flat(_Flat):
    """Base of a game's own codec of a list or dict whose items are never changed in place:
    ``Declared.copy`` copies it with one ``copy()`` (a subclass says how it is saved)."""

    def __init__(self, kind: type = list) -> None:
        super().__init__(kind)


class Shares:
    """Base of a game's own codec of values never changed in place: ``Declared.copy`` shares them."""

    def copy(self, value: Any) -> Any:
        return value


class _Tuples(_Flat):
    """A list of tuples of immutable values, saved as lists of lists: copied with one ``copy()``."""

    def __init__(self) -> None:
        super().__init__(list)

    def dump(self, value: Any) -> Any:
        return [list(v) for v in value]

    def load(self, data: Any) -> Any:
        if not isinstance(data, list) or not all(isinstance(v, list) for v in data):
            raise SaveError(f"expected a list of lists, not {data!r}")
        return [tuple(v) for v in data]


class _Once:
    """JSON data written once and never changed afterwards: copies share it, a save and a load
    copy it (what the caller does with theirs does not reach the state)."""

    def dump(self, value: Any) -> Any:
        return dcopy(value)

    def load(self, data: Any) -> Any:
        return dcopy(data)

    def copy(self, value: Any) -> Any:
        return value


class _Enum(Generic[E]):
    """A member of a string enum, saved as its value (frozen: copies share it)."""

    def __init__(self, cls: type[E]) -> None:
        self.cls = cls

    def dump(self, value: E) -> Any:
        return value.value

    def load(self, data: Any) -> E:
        return self.cls(data)

    def copy(self, value: E) -> E:
        return value


class _Result:
    """A ``Result`` (frozen), saved as its ``to_dict``."""

    def dump(self, value: Result) -> Any:
        return value.to_dict()

    def load(self, data: Any) -> Result:
        return Result.from_dict(data)

    def copy(self, value: Result) -> Result:
        return value


class _Parts(Generic[P]):
    """A list of ``Declared`` parts (the duelists, the stack's frames)."""

    def __init__(self, cls: type[P]) -> None:
        self.cls = cls

    def dump(self, value: list[P]) -> Any:
        return [v.to_dict() for v in value]

    def load(self, data: Any) -> list[P]:
        if not isinstance(data, list):
            raise SaveError(f"expected a list, not {type(data).__name__}")
        return [self.cls.from_dict(v) for v in data]

    def copy(self, value: list[P]) -> list[P]:
        return list(map(self.cls.copy, value))


def parts(cls: type[P]) -> Any:
    """A declared ``list[cls]`` field, empty by default."""
    return state_field(_Parts(cls), default_factory=list)


LIST: Codec[Any] = _Flat(list)
DICT: Codec[Any] = _Flat(dict)
TUPLES: Codec[Any] = _Tuples()
WRITTEN_ONCE: Codec[Any] = _Once()
RESULT: Codec[Result] = _Result()


def enum_of(cls: type[E]) -> Codec[E]:
    return _Enum(cls)


def strs() -> Any:
    """A declared ``list[str]`` (or of ``str | None``) field, empty by default."""
    return state_field(LIST, default_factory=list)


def frozen(default: Any) -> Any:
    """A declared field holding an immutable value (a number, a flag, a text)."""
    return state_field(FROZEN, default=default)


def _shares(codec: Codec[Any]) -> bool:
    """Whether ``codec.copy`` returns the value itself (frozen values, enums, records)."""
    if isinstance(codec, _Optional):
        return _shares(codec.inner)
    return codec is FROZEN or isinstance(codec, (_Enum, _Result, _Records, _Once, Shares))


class Declared(DeclaredState):
    """Declared state that is also its own codec's object (``to_dict``/``from_dict``/``copy``).

    ``copy`` shares every field whose codec shares values (frozen values, enums, records) in one
    ``__dict__`` update and copies only the others: the search clones a match at every step.
    """

    # per class: (fields to copy with list/dict .copy(), other fields with their codec, transient
    # fields with their default factory, attributes that are not state)
    _copy: ClassVar[
        tuple[
            tuple[str, ...], tuple[tuple[str, Codec[Any]], ...], tuple[tuple[str, Any], ...], tuple[str, ...]
        ]
    ]

    @classmethod
    def _copy_plan(cls) -> Any:
        cls._build_plan()
        flat = tuple(name for name, codec in cls._plan if isinstance(codec, _Flat))
        deep = tuple((n, c) for n, c in cls._plan if not isinstance(c, _Flat) and not _shares(c))
        fresh = []
        for f in cls._transient:
            factory = f.default_factory
            fresh.append((f.name, factory if factory is not dataclasses.MISSING else None))
        cls._copy = (flat, deep, tuple(fresh), tuple(cls.NOT_STATE))
        return cls._copy

    def copy(self: D) -> D:
        cls = type(self)
        plan = cls.__dict__.get("_copy") or cls._copy_plan()
        flat, deep, fresh, drop = plan
        new = cls.__new__(cls)
        d = new.__dict__
        d.update(self.__dict__)
        if drop:
            for name in drop:
                d.pop(name, None)
        for name in flat:
            d[name] = d[name].copy()
        if deep:
            for name, codec in deep:
                d[name] = codec.copy(d[name])
        if fresh:
            for name, factory in fresh:
                d[name] = factory() if factory is not None else None
        return new

    def to_dict(self) -> dict[str, Any]:
        return self.state_dict()

    @classmethod
    def from_dict(cls: type[D], d: Any) -> D:
        return cls.from_state_dict(d)


__all__ = [
    "LIST",
    "DICT",
    "TUPLES",
    "WRITTEN_ONCE",
    "RESULT",
    "Declared",
    "Flat",
    "Shares",
    "enum_of",
    "parts",
    "strs",
    "frozen",
]
