"""The game log: coloured lines (seat names, card names) in a panel, newest at the bottom,
scrolled with the mouse wheel. It draws what it is given; the words come from scenes.log_text."""

from __future__ import annotations

import pygame

from . import fonts
from .draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel

STYLE_COLOURS = {"text": TEXT_DIM, "player": SELECTED, "card": GLOW, "number": TEXT}


class LogPanel:
    def __init__(self, size: int = 14) -> None:
        self.size = size
        self.lines: list[list[tuple[str, str]]] = []
        self.scroll = 0  # lines scrolled up from the bottom
        self._cache: dict[tuple[int, int], list[pygame.Surface]] = {}
        self._drawn: list[tuple[pygame.Rect, int]] = []  # where each entry was drawn last frame

    def set_lines(self, lines: list[list[tuple[str, str]]]) -> None:
        if lines != self.lines:
            self.lines = lines
            self._cache.clear()

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the entry drawn under ``pos`` in the last frame."""
        for rect, index in self._drawn:
            if rect.collidepoint(pos):
                return index
        return None

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, min(max(0, len(self.lines) - 3), self.scroll + dy * 3))

    def _render_line(self, index: int, width: int) -> list[pygame.Surface]:
        """One entry, wrapped to ``width``: a list of line surfaces."""
        key = (index, width)
        if key in self._cache:
            return self._cache[key]
        rows: list[list[tuple[str, str]]] = [[]]
        x = 0
        for text, style in self.lines[index]:
            parts = text.split(" ")
            for i, part in enumerate(parts):
                piece = part + (" " if i < len(parts) - 1 else "")
                w = fonts.get_font(self.size, style in ("card", "player")).size(piece)[0]
                if x + w > width and x > 0:
                    rows.append([])
                    x = 0
                rows[-1].append((piece, style))
                x += w
        surfaces = []
        line_h = fonts.get_font(self.size).get_linesize()
        for row in rows:
            w = sum(fonts.get_font(self.size, st in ("card", "player")).size(t)[0] for t, st in row) or 1
            surf = pygame.Surface((w, line_h), pygame.SRCALPHA)
            cx = 0
            for t, style in row:
                if not t:
                    continue
                img = fonts.render(t, self.size, STYLE_COLOURS.get(style, TEXT), bold=style in ("card", "player"))
                surf.blit(img, (cx, 0))
                cx += img.get_width()
            surfaces.append(surf)
        self._cache[key] = surfaces
        return surfaces

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, title: str | None = None, size: int | None = None) -> None:
        if size is not None and size != self.size:  # the window was resized: lines wrap anew
            self.size = size
            self._cache.clear()
        rounded_panel(surface, rect, (12, 14, 18, 170), (255, 255, 255, 40), radius=8)
        line_h = fonts.get_font(self.size).get_linesize()
        top = rect.y + 8
        if title:
            surface.blit(fonts.render(title, self.size, TEXT, bold=True), (rect.x + 10, top))
            top += line_h + 4
        width = rect.w - 20
        y = rect.bottom - 8
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(rect.x, top, rect.w, rect.bottom - top))
        end = len(self.lines) - self.scroll
        self._drawn = []
        for index in range(end - 1, -1, -1):
            rows = self._render_line(index, width)
            bottom = y
            for row in reversed(rows):
                y -= line_h
                surface.blit(row, (rect.x + 10, y))
            self._drawn.append((pygame.Rect(rect.x, y, rect.w, bottom - y), index))
            if y < top:
                break
        surface.set_clip(clip)
