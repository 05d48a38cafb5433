"""Widget helpers shared by the menu scenes: a column of buttons, labels, a heading."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from sprites.draw import FELT, felt, rounded_panel

if TYPE_CHECKING:
    from .stack import Scene


def theme_id(object_id: str | None) -> pygame_gui.core.ObjectID | None:
    """The theme's look for a widget ("#primary_button"); None: the default look."""
    return pygame_gui.core.ObjectID(object_id=object_id) if object_id else None


class Button(UIButton):
    """A button whose tooltip the app draws itself (``sprites.tooltip``: wrapped to a readable
    width and kept inside the window at any size), not pygame_gui's fixed-width box, which a long
    text pushes off the window or hides."""

    def while_hovering(self, time_delta: float, mouse_pos: Any) -> None:
        text, self.tool_tip_text = self.tool_tip_text, None
        try:
            super().while_hovering(time_delta, mouse_pos)
        finally:
            self.tool_tip_text = text


def hovered_tip(ui: pygame_gui.UIManager) -> str | None:
    """The tooltip of the button under the pointer, if it has one."""
    for element in ui.get_sprite_group().sprites():
        if isinstance(element, Button) and element.hovered and element.visible and element.tool_tip_text:
            return str(element.tool_tip_text)
    return None


def shown_buttons(ui: pygame_gui.UIManager) -> list[pygame.Rect]:
    """Where the buttons shown on the screen are (a tooltip keeps them in view where it can)."""
    out = []
    for element in ui.get_sprite_group().sprites():
        if isinstance(element, UIButton) and element.visible:
            parent = element.ui_container
            if parent is None or parent.visible:
                out.append(pygame.Rect(element.get_abs_rect()))
    return out


def button(
    scene: Scene, rect: pygame.Rect, text: str, object_id: str | None = None, tooltip: str | None = None
) -> UIButton:
    ui, box = scene.app.ui, scene.container
    return Button(rect, text, ui, container=box, object_id=theme_id(object_id), tool_tip_text=tooltip)


def show_state(b: UIButton, selected: bool, enabled: bool) -> None:
    """Show a toggle as chosen or not, and as usable or not. pygame_gui's ``select`` and
    ``unselect`` restyle a disabled button as a usable one (and ``disable`` does nothing to a
    button already disabled), so a button that may not be pressed is disabled last, from enabled."""
    if enabled:
        b.enable()
        b.select() if selected else b.unselect()
        return
    b.unselect()
    b.enable()
    b.disable()


def label(scene: Scene, rect: pygame.Rect, text: str, object_id: str | None = None) -> UILabel:
    return UILabel(rect, text, scene.app.ui, container=scene.container, object_id=theme_id(object_id))


def centred(
    app: Any, width: int, height: int, scale: float | None = None, margin: int = 0, lower: int = 0
) -> pygame.Rect:
    """A panel ``width`` by ``height`` at ``scale`` (the app's by default), in the middle of the
    window, ``lower`` further down; with a ``margin``, never closer than it to the window's edge."""
    s = app.scale if scale is None else scale
    w, h = app.size
    pw, ph = int(width * s), int(height * s)
    if margin:
        pw, ph = min(w - int(margin * s), pw), min(h - int(margin * s), ph)
    return pygame.Rect((w - pw) // 2, (h - ph) // 2 + int(lower * s), pw, ph)


def menu_scale(app: Any) -> float:
    """The scale of a menu screen: fixed-size widget fonts need room, so never below 80%."""
    return max(0.8, float(app.scale))


def menu_backdrop(surface: pygame.Surface, app: Any, panel: pygame.Rect) -> None:
    """The menu screens' felt with their panel over it."""
    surface.blit(felt(app.size, FELT["menu"]), (0, 0))
    rounded_panel(surface, panel, (18, 21, 27, 225), (255, 255, 255, 46), radius=14)


def page_step(event: pygame.event.Event) -> int:
    """The page a gallery turns to for ``event``: +1 (wheel down, Right, Page Down), -1 (wheel
    up, Left, Page Up) or 0."""
    if event.type == pygame.MOUSEWHEEL:
        return -1 if event.y > 0 else 1
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
        return 1
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
        return -1
    return 0


def activated(scene: Scene, event: pygame.event.Event, b: Any, *keys: int) -> bool:
    """Whether ``event`` presses ``b`` or one of ``keys`` (the keys that act as that button)."""
    return scene.button_pressed(event) is b or (event.type == pygame.KEYDOWN and event.key in keys)


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
