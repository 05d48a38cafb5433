"""State with declared fields: ``to_dict``, ``from_dict`` and ``clone`` derived from one list.

A game state (or any part of it) is a dataclass whose fields say how each value is saved and
copied, through a ``Codec`` in the field's metadata::

    @dataclass(eq=False)
    class MyGame(DeclaredState, Game):
        turn: int = 0                                        # plain JSON data (the default codec)
        rng: GameRNG = state_field(RNG, default_factory=lambda: GameRNG(0))
        decision: Decision | None = state_field(optional(records(Decision, "mygame")), default=None)
        dice: dict[str, Die] = state_field(map_of(obj(Die)), default_factory=dict)
        events: list[Event] = transient(list)                # not state: an event buffer

``state_dict()``/``from_state_dict()`` round-trip through JSON and ``copy_state()`` copies each
field with its codec's (cheap) copy. Nothing is listed twice, so a new field cannot be forgotten:
``undeclared(obj)`` names any attribute set on an object that is neither a field nor transient,
and the tests of each game call it on states from real games.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

from .errors import SaveError
from .rng import GameRNG

T = TypeVar("T")
_MISSING: Any = dataclasses.MISSING


def dcopy(x: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars, tuples of scalars)."""
    if isinstance(x, dict):
        return {k: dcopy(v) for k, v in x.items()}
    if isinstance(x, list):
        return [dcopy(v) for v in x]
    return x


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    return x


class Codec(Protocol[T]):
    """How one field is saved (``dump``), restored (``load``) and copied (``copy``)."""

    def dump(self, value: T) -> Any: ...
    def load(self, data: Any) -> T: ...
    def copy(self, value: T) -> T: ...


class _Plain:
    """JSON-like data (dicts, lists, scalars); copies are deep."""

    def dump(self, value: Any) -> Any:
        return _jsonable(value)

    def load(self, data: Any) -> Any:
        return dcopy(data)

    def copy(self, value: Any) -> Any:
        return dcopy(value)


class _Frozen:
    """A value that is never changed in place (a scalar, a tuple of scalars): copies share it."""

    def dump(self, value: Any) -> Any:
        return _jsonable(value)

    def load(self, data: Any) -> Any:
        return tuple(_tuples(v) for v in data) if isinstance(data, list) else data

    def copy(self, value: Any) -> Any:
        return value


def _tuples(x: Any) -> Any:
    return tuple(_tuples(v) for v in x) if isinstance(x, list) else x


class _RNG:
    def dump(self, value: GameRNG) -> Any:
        return value.to_dict()

    def load(self, data: Any) -> GameRNG:
        return GameRNG.from_dict(data)

    def copy(self, value: GameRNG) -> GameRNG:
        return value.copy()


PLAIN: Codec[Any] = _Plain()
FROZEN: Codec[Any] = _Frozen()
RNG: Codec[GameRNG] = _RNG()


class _Saved(Protocol):
    def to_dict(self) -> Any: ...


class _Copied(_Saved, Protocol):
    def copy(self) -> Self: ...


R = TypeVar("R", bound=_Saved)
C = TypeVar("C", bound=_Copied)


class _Records(Generic[R]):
    """Frozen records (actions, events, decisions): saved by ``to_dict``, shared by copies."""

    def __init__(self, base: Any, game: str) -> None:
        self.base = base
        self.game = game

    def dump(self, value: R) -> Any:
        return value.to_dict()

    def load(self, data: Any) -> R:
        return cast(R, self.base.from_dict(data, game=self.game))

    def copy(self, value: R) -> R:
        return value


def records(base: Any, game: str) -> Codec[Any]:
    """One record of family ``base`` (``Action``, ``Event``, ``Decision``) of ``game``."""
    return _Records(base, game)


class _Optional(Generic[T]):
    def __init__(self, inner: Codec[T]) -> None:
        self.inner = inner

    def dump(self, value: T | None) -> Any:
        return None if value is None else self.inner.dump(value)

    def load(self, data: Any) -> T | None:
        return None if data is None else self.inner.load(data)

    def copy(self, value: T | None) -> T | None:
        return None if value is None else self.inner.copy(value)


def optional(inner: Codec[T]) -> Codec[T | None]:
    return _Optional(inner)


class _ListOf(Generic[T]):
    def __init__(self, inner: Codec[T]) -> None:
        self.inner = inner

    def dump(self, value: list[T]) -> Any:
        return [self.inner.dump(v) for v in value]

    def load(self, data: Any) -> list[T]:
        if not isinstance(data, list):
            raise SaveError(f"expected a list, not {type(data).__name__}")
        return [self.inner.load(v) for v in data]

    def copy(self, value: list[T]) -> list[T]:
        c = self.inner.copy
        return [c(v) for v in value]


def list_of(inner: Codec[T]) -> Codec[list[T]]:
    return _ListOf(inner)


class _MapOf(Generic[T]):
    def __init__(self, inner: Codec[T]) -> None:
        self.inner = inner

    def dump(self, value: dict[str, T]) -> Any:
        return {k: self.inner.dump(v) for k, v in value.items()}

    def load(self, data: Any) -> dict[str, T]:
        if not isinstance(data, dict):
            raise SaveError(f"expected a mapping, not {type(data).__name__}")
        return {k: self.inner.load(v) for k, v in data.items()}

    def copy(self, value: dict[str, T]) -> dict[str, T]:
        c = self.inner.copy
        return {k: c(v) for k, v in value.items()}


def map_of(inner: Codec[T]) -> Codec[dict[str, T]]:
    """A mapping with string keys (JSON objects have no other keys)."""
    return _MapOf(inner)


class _Obj(Generic[C]):
    """A class of its own with ``to_dict``/``from_dict``/``copy`` (a ``DeclaredState`` has them)."""

    def __init__(self, cls: Any) -> None:
        self.cls = cls

    def dump(self, value: C) -> Any:
        return value.to_dict()

    def load(self, data: Any) -> C:
        return cast(C, self.cls.from_dict(data))

    def copy(self, value: C) -> C:
        return value.copy()


def obj(cls: type[C]) -> Codec[C]:
    return _Obj(cls)


def state_field(
    codec: Codec[Any] = PLAIN, *, default: Any = _MISSING, default_factory: Any = _MISSING
) -> Any:
    """A declared field saved and copied with ``codec``."""
    return dataclasses.field(default=default, default_factory=default_factory, metadata={"codec": codec})


def transient(default_factory: Callable[[], Any] | None = None, default: Any = None) -> Any:
    """A field that is not state (a cache, an event buffer): never saved, reset on load and copy."""
    if default_factory is not None:
        return dataclasses.field(default_factory=default_factory, metadata={"transient": True}, repr=False)
    return dataclasses.field(default=default, metadata={"transient": True}, repr=False)


def _fresh(f: dataclasses.Field[Any]) -> Any:
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None if f.default is dataclasses.MISSING else f.default


class DeclaredState:
    """Mixin for a dataclass whose fields are its whole state; see the module docstring."""

    # attributes an object may carry that are not its state (caches of the base classes)
    NOT_STATE: ClassVar[frozenset[str]] = frozenset({"_legal_cache"})
    _plan: ClassVar[tuple[tuple[str, Codec[Any]], ...]]
    _transient: ClassVar[tuple[dataclasses.Field[Any], ...]]

    @classmethod
    def _build_plan(cls) -> None:
        if "_plan" in cls.__dict__:
            return
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} must be a dataclass to have declared state")
        plan, trans = [], []
        for f in dataclasses.fields(cls):
            if f.metadata.get("transient"):
                trans.append(f)
            else:
                plan.append((f.name, f.metadata.get("codec", PLAIN)))
        cls._plan = tuple(plan)
        cls._transient = tuple(trans)

    def state_dict(self) -> dict[str, Any]:
        self._build_plan()
        return {name: codec.dump(getattr(self, name)) for name, codec in self._plan}

    @classmethod
    def from_state_dict(cls: type[S], d: Any) -> S:
        cls._build_plan()
        if not isinstance(d, dict):
            raise SaveError(f"{cls.__name__}: expected a mapping, not {type(d).__name__}")
        missing = [name for name, _ in cls._plan if name not in d]
        if missing:
            raise SaveError(f"{cls.__name__}: missing {', '.join(missing)}")
        new = cls.__new__(cls)
        try:
            for name, codec in cls._plan:
                object.__setattr__(new, name, codec.load(d[name]))
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise SaveError(f"{cls.__name__}: {exc}") from None
        for f in cls._transient:
            object.__setattr__(new, f.name, _fresh(f))
        return new

    def copy_state(self: S) -> S:
        cls = type(self)
        cls._build_plan()
        new = cls.__new__(cls)
        for name, codec in cls._plan:
            object.__setattr__(new, name, codec.copy(getattr(self, name)))
        for f in cls._transient:
            object.__setattr__(new, f.name, _fresh(f))
        return new


S = TypeVar("S", bound=DeclaredState)


def undeclared(o: object) -> set[str]:
    """Attributes set on ``o`` that are neither declared fields nor known non-state."""
    cls = type(o)
    names = {f.name for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else set()
    extra: frozenset[str] = getattr(cls, "NOT_STATE", frozenset())
    return set(getattr(o, "__dict__", {})) - names - set(extra)


__all__ = [
    "Codec",
    "DeclaredState",
    "PLAIN",
    "FROZEN",
    "RNG",
    "records",
    "optional",
    "list_of",
    "map_of",
    "obj",
    "state_field",
    "transient",
    "undeclared",
    "dcopy",
]
