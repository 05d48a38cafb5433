"""Widget helpers shared by the menu scenes: a column of buttons, labels, a heading."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

if TYPE_CHECKING:
    from .stack import Scene


def button(
    scene: Scene, rect: pygame.Rect, text: str, object_id: str | None = None, tooltip: str | None = None
) -> UIButton:
    return UIButton(
        rect,
        text,
        scene.app.ui,
        container=scene.container,
        object_id=pygame_gui.core.ObjectID(object_id=object_id) if object_id else None,
        tool_tip_text=tooltip,
    )


def label(scene: Scene, rect: pygame.Rect, text: str, object_id: str | None = None) -> UILabel:
    return UILabel(
        rect,
        text,
        scene.app.ui,
        container=scene.container,
        object_id=pygame_gui.core.ObjectID(object_id=object_id) if object_id else None,
    )


def centred(app: Any, width: int, height: int) -> pygame.Rect:
    """A panel ``width`` by ``height`` at the app's scale, in the middle of the window."""
    s = app.scale
    w, h = app.size
    pw, ph = int(width * s), int(height * s)
    return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)


def column(center_x: int, top: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    """``count`` rects of the same size stacked under each other, centred on ``center_x``."""
    return [pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height) for i in range(count)]


def flow_rows(widths: list[int], room: int, gap: int) -> list[list[int]]:
    """Items of these widths laid out in rows no wider than ``room`` (indices, in order)."""
    rows: list[list[int]] = []
    used = 0
    for i, w in enumerate(widths):
        if rows and used + gap + w <= room:
            rows[-1].append(i)
            used += gap + w
        else:
            rows.append([i])
            used = w
    return rows
