"""A small list of choices that opens under a button (the team builder's filters and sort):
one button per choice, the current one lit; a click on one chooses it, a click anywhere else
or Esc closes the list and changes nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sprites import fonts
from sprites.draw import rounded_panel

from ..stack import Scene
from ..widgets import button

MENU_PT = 14  # the theme's small button font (bold)
ARROW = " ▼"  # after a button's words: it opens a list


class ChoiceMenu(Scene):
    """The list of ``options`` ((label, value) pairs) under ``anchor`` (see the module doc)."""

    name = "dm_choice_menu"
    overlay = True

    def __init__(
        self,
        app: Any,
        anchor: pygame.Rect,
        options: Sequence[tuple[str, str]],
        current: str,
        on_choose: Callable[[str], object],
    ) -> None:
        super().__init__(app)
        self.anchor = pygame.Rect(anchor)
        self.options = list(options)
        self.current = current
        self.on_choose = on_choose
        self.buttons: dict[Any, str] = {}

    def rects(self) -> list[pygame.Rect]:
        """One row per choice under the anchor (over it when the window has no room below)."""
        h = self.anchor.h
        widest = max(fonts.text_width(label, MENU_PT, True) for label, _ in self.options) + 28
        w = min(self.app.size[0] - 8, max(self.anchor.w, widest))
        x = max(4, min(self.anchor.x, self.app.size[0] - 4 - w))
        gap = 2
        total = len(self.options) * (h + gap)
        top = self.anchor.bottom + 4
        if top + total > self.app.size[1] - 4:
            top = max(4, self.anchor.y - 4 - total)
        return [pygame.Rect(x, top + i * (h + gap), w, h) for i in range(len(self.options))]

    def area(self) -> pygame.Rect:
        rects = self.rects()
        return rects[0].unionall(rects[1:]).inflate(8, 8)

    def build(self) -> None:
        self.buttons = {}
        for (label, value), r in zip(self.options, self.rects(), strict=True):
            b = button(self, r, label, "#small_button")
            if value == self.current:
                b.select()
            self.buttons[b] = value

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None and pressed in self.buttons:
            self.app.stack.pop()
            self.on_choose(self.buttons[pressed])
        elif event.type == pygame.MOUSEBUTTONUP and not self.area().collidepoint(event.pos):
            self.app.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        rounded_panel(surface, self.area(), (14, 18, 24, 240), (255, 255, 255, 60), radius=8)


__all__ = ["ChoiceMenu", "ARROW", "MENU_PT"]
