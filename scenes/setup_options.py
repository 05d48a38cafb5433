"""What a game's setup screen declares: its options as ``Choice`` rows, and the scene attributes
that are their values (``Chosen``). ``scenes.setup_frame`` lays them out and keeps them."""

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


__all__ = ["Choice", "Chosen"]
