"""A tooltip: a small dark box of wrapped text that follows the pointer after a short hover."""

from __future__ import annotations

import pygame

from . import fonts
from .draw import rounded_panel

HOVER_DELAY = 0.35


class Tooltip:
    def __init__(self, max_width: int = 360, size: int = 15) -> None:
        self.max_width = max_width
        self.size = size
        self.text: str | None = None
        self.colour: tuple[int, int, int] | None = None
        self._hover = 0.0
        self._surface: pygame.Surface | None = None
        self._key: tuple[str, tuple[int, int, int] | None] | None = None
        self.rect: pygame.Rect | None = None  # where the last frame drew it (None: not drawn)

    def show(
        self, text: str | None, colour: tuple[int, int, int] | None = None, immediate: bool = False
    ) -> None:
        """Set the text under the pointer this frame (None hides it)."""
        if text != self.text:
            self.text = text
            self._hover = HOVER_DELAY if immediate else 0.0
        self.colour = colour

    def update(self, dt: float) -> None:
        if self.text:
            self._hover += dt

    @property
    def visible(self) -> bool:
        return bool(self.text) and self._hover >= HOVER_DELAY

    def _render(self) -> pygame.Surface:
        key = (self.text or "", self.colour)
        if self._surface is None or self._key != key:
            lines = fonts.wrap(self.text or "", self.size, self.max_width)
            line_h = fonts.get_font(self.size).get_linesize()
            w = max(fonts.get_font(self.size).size(line)[0] for line in lines) + 20
            h = line_h * len(lines) + 14
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            rounded_panel(
                surf, surf.get_rect(), (20, 22, 28, 235), self.colour or (255, 255, 255, 60), radius=6
            )
            for i, line in enumerate(lines):
                surf.blit(fonts.render(line, self.size), (10, 7 + i * line_h))
            self._surface, self._key = surf, key
        return self._surface

    def draw(self, surface: pygame.Surface, pos: tuple[int, int] | None = None) -> None:
        self.rect = None
        if not self.visible:
            return
        surf = self._render()
        x, y = pos or pygame.mouse.get_pos()
        self.rect = place(surf.get_size(), (x, y), surface.get_size())
        surface.blit(surf, self.rect)


def place(size: tuple[int, int], pointer: tuple[int, int], window: tuple[int, int]) -> pygame.Rect:
    """Where a box of ``size`` goes for the pointer at ``pointer``: below and right of it, above
    it when there is no room below, and always inside the window."""
    w, h = size
    sw, sh = window
    x, y = pointer[0] + 16, pointer[1] + 18
    if x + w > sw:
        x = sw - w - 4
    if y + h > sh:
        y = pointer[1] - h - 12  # above the pointer, clear of it
    return pygame.Rect(max(0, min(x, sw - w)), max(0, min(y, sh - h)), w, h)
