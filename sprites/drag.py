"""Drag and drop: hold an object, it follows the pointer, drop it on a place.

The controller only tracks the gesture; the table decides what a drop means by matching it
against the engine's legal actions. A press and release without movement is a click.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DRAG_THRESHOLD = 6


@dataclass
class Drag:
    obj: Any  # what is held: a die id, a card id, ...
    origin: tuple[int, int]  # where the object was drawn when picked up (its centre)
    grab: tuple[int, int]  # where the pointer pressed
    pos: tuple[int, int]  # where the pointer is now
    active: bool = False  # moved beyond the threshold: a drag, not a click

    @property
    def offset(self) -> tuple[int, int]:
        return self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]

    @property
    def centre(self) -> tuple[int, int]:
        """Where the held object is drawn now."""
        dx, dy = self.offset
        return self.origin[0] + dx, self.origin[1] + dy


class DragController:
    def __init__(self) -> None:
        self.current: Drag | None = None

    def press(self, obj: Any, origin: tuple[int, int], pos: tuple[int, int]) -> None:
        self.current = Drag(obj, origin, pos, pos)

    def motion(self, pos: tuple[int, int]) -> None:
        d = self.current
        if d is None:
            return
        d.pos = pos
        if not d.active and abs(pos[0] - d.grab[0]) + abs(pos[1] - d.grab[1]) >= DRAG_THRESHOLD:
            d.active = True

    def release(self, pos: tuple[int, int]) -> tuple[str, Drag] | None:
        """("click", drag) or ("drop", drag); None when nothing was held."""
        d = self.current
        self.current = None
        if d is None:
            return None
        d.pos = pos
        return ("drop" if d.active else "click", d)

    def cancel(self) -> None:
        self.current = None

    @property
    def dragging(self) -> Any:
        return self.current.obj if self.current is not None and self.current.active else None
