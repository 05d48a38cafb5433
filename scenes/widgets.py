"""Widget helpers shared by the menu scenes: a column of buttons, labels, a heading."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

if TYPE_CHECKING:
    from .stack import Scene


def button(scene: Scene, rect: pygame.Rect, text: str, object_id: str | None = None, tooltip: str | None = None) -> UIButton:
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


def column(center_x: int, top: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    """``count`` rects of the same size stacked under each other, centred on ``center_x``."""
    return [pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height) for i in range(count)]
