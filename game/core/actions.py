"""Actions and events: the only values that cross the engine's boundary.

An ``Action`` answers the decision pending now; an ``Event`` tells what happened. Both are
frozen dataclasses with a ``kind`` string and plain fields (str, int, bool, None, tuples of
those), registered per game so that ``to_dict``/``from_dict`` round-trip through JSON.

Define one with::

    @dataclass(frozen=True)
    class Purchase(Action):
        game = "dicemasters"
        kind = "purchase"
        card: str
        pay: tuple[str, ...]

The GUI describes an action or an event with the string key ``label_key()`` (for example
``action.dicemasters.purchase``) formatted with ``label_params()``; no text lives here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar

from .errors import SaveError


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


def _fields(record: Any) -> tuple[dataclasses.Field[Any], ...]:
    """The dataclass fields of a record (every registered record class is a dataclass)."""
    return dataclasses.fields(record)


class _Record:
    """What actions and events share: registration by (game, kind) and JSON round trips."""

    game: ClassVar[str] = ""
    kind: ClassVar[str] = ""
    _registry: ClassVar[dict[tuple[str, str], type]]
    _family: ClassVar[str] = "record"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "_registry" not in cls.__dict__ and cls.__dict__.get("kind"):
            key = (cls.game, cls.kind)
            other = cls._registry.get(key)
            if other is not None and other.__qualname__ != cls.__qualname__:
                raise TypeError(f"{cls._family} kind {key} registered twice")
            cls._registry[key] = cls

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        for f in _fields(self):
            d[f.name] = _to_json(getattr(self, f.name))
        return d

    @classmethod
    def lookup(cls, game: str, kind: str) -> type:
        """The class registered for ``(game, kind)``, else the shared one of ``("core", kind)``."""
        found = cls._registry.get((game, kind)) or cls._registry.get(("core", kind))
        if found is None:
            raise SaveError(f"unknown {cls._family} {kind!r} for game {game!r}")
        return found

    @classmethod
    def from_dict(cls, d: dict[str, Any], game: str | None = None) -> Any:
        """Build the record ``d`` describes; on the base class, ``game`` picks the registry."""
        if not isinstance(d, dict) or "kind" not in d:
            raise SaveError(f"not a {cls._family}: {d!r}")
        target: type = cls
        if not cls.__dict__.get("kind"):
            target = cls.lookup(game if game is not None else cls.game, d["kind"])
        elif d["kind"] != cls.kind:
            raise SaveError(f"{cls._family} kind {d['kind']!r} is not {cls.kind!r}")
        names = {f.name for f in dataclasses.fields(target)}
        extra = set(d) - names - {"kind"}
        if extra:
            raise SaveError(f"{cls._family} {d['kind']!r} has unknown fields {sorted(extra)}")
        try:
            return target(**{k: _from_json(v) for k, v in d.items() if k != "kind"})
        except TypeError as exc:
            raise SaveError(f"bad {cls._family} {d!r}: {exc}") from None

    def label_key(self) -> str:
        return f"{self._family}.{self.game}.{self.kind}"

    def label_params(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in _fields(self)}


def _defaults(fields: tuple[dataclasses.Field[Any], ...]) -> dict[str, Any]:
    return {f.name: f.default for f in fields if f.default is not dataclasses.MISSING}


Binder = Callable[[Any, tuple[Any, ...], dict[str, Any]], None]


def _binder(name: str, names: tuple[str, ...], defaults: dict[str, Any]) -> Binder:
    """Fill a record's ``__dict__`` from arguments bound as the dataclass's own ``__init__`` binds
    them: positional in field order, keywords by name, the defaults for the rest; a missing,
    unknown or repeated argument raises ``TypeError``."""
    count = len(names)
    known = frozenset(names)

    def bind(self: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        given = len(args)
        if given > count:
            raise TypeError(f"{name}() takes {count} positional arguments but {given} were given")
        if not kwargs:  # the first fields in order, the defaults for the rest
            state = self.__dict__
            state.update(zip(names, args))
            for key in names[given:]:
                if key not in defaults:
                    raise TypeError(f"{name}() missing required argument: {key!r}")
                state[key] = defaults[key]
            return
        values = dict(zip(names, args))
        for key, value in kwargs.items():
            if key not in known:
                raise TypeError(f"{name}() got an unexpected keyword argument {key!r}")
            if key in values:
                raise TypeError(f"{name}() got multiple values for argument {key!r}")
            values[key] = value
        state = self.__dict__
        for key in names:
            if key in values:
                state[key] = values[key]
            elif key in defaults:
                state[key] = defaults[key]
            else:
                raise TypeError(f"{name}() missing required argument: {key!r}")

    return bind


def _record_init(name: str, names: tuple[str, ...], defaults: dict[str, Any]) -> Any:
    """An ``__init__`` that stores its arguments straight into the record's ``__dict__``: the
    usual call (every field, in order, no keywords) unpacks them into the fields directly, one
    function per field count up to six; any other call is bound by ``_binder``."""
    bind = _binder(name, names, defaults)
    count = len(names)
    if count == 1:
        (k0,) = names

        def init1(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 1:
                bind(self, args, kwargs)
                return
            self.__dict__[k0] = args[0]

        return init1
    if count == 2:
        k0, k1 = names

        def init2(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 2:
                bind(self, args, kwargs)
                return
            d = self.__dict__
            d[k0], d[k1] = args

        return init2
    if count == 3:
        k0, k1, k2 = names

        def init3(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 3:
                bind(self, args, kwargs)
                return
            d = self.__dict__
            d[k0], d[k1], d[k2] = args

        return init3
    if count == 4:
        k0, k1, k2, k3 = names

        def init4(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 4:
                bind(self, args, kwargs)
                return
            d = self.__dict__
            d[k0], d[k1], d[k2], d[k3] = args

        return init4
    if count == 5:
        k0, k1, k2, k3, k4 = names

        def init5(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 5:
                bind(self, args, kwargs)
                return
            d = self.__dict__
            d[k0], d[k1], d[k2], d[k3], d[k4] = args

        return init5
    if count == 6:
        k0, k1, k2, k3, k4, k5 = names

        def init6(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 6:
                bind(self, args, kwargs)
                return
            d = self.__dict__
            d[k0], d[k1], d[k2], d[k3], d[k4], d[k5] = args

        return init6

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        if kwargs or len(args) != count:
            bind(self, args, kwargs)
            return
        self.__dict__.update(zip(names, args))

    return init


def fast_init(*classes: type) -> None:
    """Give record classes (frozen dataclasses) an ``__init__`` that fills the new record's
    ``__dict__`` directly: the same parameters, order and defaults as the dataclass's own, without
    its ``object.__setattr__`` per field (a game makes records at every step). A class with a
    ``__post_init__``, a default factory, keyword-only or non-init fields, or slots keeps its own."""
    for cls in classes:
        if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__") or "__slots__" in cls.__dict__:
            continue
        fields = dataclasses.fields(cls)
        if any(
            not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING or f.name.startswith("_")
            for f in fields
        ):
            continue
        init = _record_init(cls.__name__, tuple(f.name for f in fields), _defaults(fields))
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        init.__module__ = cls.__module__
        cls.__init__ = init  # type: ignore[method-assign]


class Action(_Record):
    """Base of every action. Subclasses are frozen dataclasses with ``game`` and ``kind`` set.

    ``onto`` (a class attribute, never saved) names the zones a drag puts the action's object in
    when the action has no ``zone`` field of its own: ``Play.onto = ("played",)``. With the fields
    (``die``, ``card``, ``target``, ``space``, ``zone``, ...) it is all the screen needs to match
    a gesture (``scenes/gestures.py``) without knowing any rule.
    """

    _registry: ClassVar[dict[tuple[str, str], type]] = {}
    _family: ClassVar[str] = "action"
    onto: ClassVar[tuple[str, ...]] = ()

    def zones_onto(self) -> tuple[str, ...]:
        """The zones this action puts its object in: its ``zone`` field, else ``onto``."""
        zone = self.__dict__.get("zone")
        return (zone,) if isinstance(zone, str) else self.onto


class Event(_Record):
    """Base of every event. ``reveals`` marks new information (a roll, draw, shuffle, reveal):
    undo never goes back past an action whose events reveal something."""

    _registry: ClassVar[dict[tuple[str, str], type]] = {}
    _family: ClassVar[str] = "event"
    reveals: ClassVar[bool] = False


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    """Shared by every game: the game ended with these winners (empty for a draw)."""

    game = "core"
    kind = "game_over"
    winners: tuple[int, ...]
    reason: str
