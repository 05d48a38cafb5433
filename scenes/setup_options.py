"""What a game's setup screen declares: its options as ``Choice`` rows, and the scene attributes
that are their values (``Chosen``; ``Picked`` for one value of a choice of several, as on or
off). ``scenes.setup_frame`` lays the rows out and keeps the values."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

if TYPE_CHECKING:
    from .setup_frame import SetupFrame

T = TypeVar("T")


@dataclass(frozen=True)
class Choice:
    """One option row: ``values`` as buttons, ``per_row`` to a row; ``label(scene, value)`` is
    a button's words and ``tip(scene, value)`` its tooltip. ``many``: several values at once
    (each button adds or removes its own); ``rebuild``: a change brings rows or seats in or out."""

    group: str  # its key in ``SetupFrame.values`` and in ``SetupFrame.toggles``
    values: tuple[Any, ...]
    label: Callable[[Any, Any], str]
    per_row: int = 4
    tip: Callable[[Any, Any], str | None] | None = None
    many: bool = False
    rebuild: bool = False


@dataclass(frozen=True)
class CardViews:
    """How a game's setup shows a card under the pointer: ``words(card, lang)`` is its tooltip,
    ``large(app, card)`` the scene that shows it large (a right click)."""

    words: Callable[[str, str], str]
    large: Callable[[Any, str], Any]


class Chosen(Generic[T]):
    """A scene attribute that is the value of one of its ``Choice`` rows (``scene.values[key]``)."""

    def __init__(self, key: str) -> None:
        self.key = key

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Chosen[T]: ...
    @overload
    def __get__(self, obj: SetupFrame, owner: type | None = None) -> T: ...
    def __get__(self, obj: SetupFrame | None, owner: type | None = None) -> Chosen[T] | T:
        if obj is None:
            return self
        value: T = obj.values[self.key]
        return value

    def __set__(self, obj: SetupFrame, value: T) -> None:
        obj.values[self.key] = value


class Picked:
    """A scene attribute that says whether ``value`` is among those picked in the ``many``
    choice ``key`` (a rule turned on); setting it picks or unpicks the value."""

    def __init__(self, key: str, value: Any) -> None:
        self.key, self.value = key, value

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Picked: ...
    @overload
    def __get__(self, obj: SetupFrame, owner: type | None = None) -> bool: ...
    def __get__(self, obj: SetupFrame | None, owner: type | None = None) -> Picked | bool:
        return self if obj is None else self.value in obj.values[self.key]

    def __set__(self, obj: SetupFrame, on: bool) -> None:
        picked: list[Any] = obj.values[self.key]
        if on and self.value not in picked:
            picked.append(self.value)
        elif not on and self.value in picked:
            picked.remove(self.value)


__all__ = ["Choice", "CardViews", "Chosen", "Picked"]
