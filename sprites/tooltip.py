"""A tooltip: a small dark box of wrapped text that follows the pointer after a short hover.

Text with icon tokens (a card's "[F]") is set with the icons drawn in it, by the token style a
game's card faces registered (``register_icons``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pygame

from . import card_text, fonts
from .draw import rounded_panel

HOVER_DELAY = 0.35
INK = (236, 238, 242)
# token styles with their icon pictures: (token pattern, style, icon drawer), as registered
ICON_STYLES: list[tuple[re.Pattern[str], card_text.TextStyle, card_text.IconDrawer]] = []


def register_icons(style: card_text.TextStyle, icon: card_text.IconDrawer) -> None:
    """Draw the tokens of ``style`` (e.g. "[F]") as ``icon`` pictures in tooltips."""
    names = "|".join(re.escape(t) for t in sorted(style.tokens, key=len, reverse=True))
    if names and all(existing.tokens is not style.tokens for _, existing, _ in ICON_STYLES):
        # plain type: a tooltip sets no card keywords in bold
        plain = card_text.TextStyle(tokens=style.tokens, icon_em=style.icon_em)
        ICON_STYLES.append((re.compile(rf"\[(?:{names})\]"), plain, icon))


def _icon_style(text: str) -> tuple[card_text.TextStyle, card_text.IconDrawer] | None:
    for pattern, style, icon in ICON_STYLES:
        if pattern.search(text):
            return style, icon
    return None


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
            rich = _icon_style(self.text or "")
            if rich is not None:
                self._surface, self._key = self._render_icons(rich[0], rich[1]), key
                return self._surface
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

    def _render_icons(self, style: card_text.TextStyle, icon: card_text.IconDrawer) -> pygame.Surface:
        """The text set with its tokens as icons."""
        paras = card_text.paragraphs(self.text or "", style)
        setting = card_text.fit(paras, self.max_width, 10**6, self.size, style, floor=self.size)
        widest = max(
            (card_text.line_width(line, setting.size, style) for para in setting.paras for line in para),
            default=0,
        )
        surf = pygame.Surface((widest + 20, setting.height + 14), pygame.SRCALPHA)
        rounded_panel(surf, surf.get_rect(), (20, 22, 28, 235), self.colour or (255, 255, 255, 60), radius=6)
        card_text.draw(surf, setting, surf.get_rect().inflate(-20, -14), INK, icon)
        return surf

    def draw(
        self,
        surface: pygame.Surface,
        pos: tuple[int, int] | None = None,
        keep_clear: Sequence[pygame.Rect] = (),
    ) -> None:
        self.rect = None
        if not self.visible:
            return
        surf = self._render()
        x, y = pos or pygame.mouse.get_pos()
        self.rect = place(surf.get_size(), (x, y), surface.get_size(), keep_clear)
        surface.blit(surf, self.rect)


def place(
    size: tuple[int, int],
    pointer: tuple[int, int],
    window: tuple[int, int],
    keep_clear: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a box of ``size`` goes for the pointer at ``pointer``: below and right of it, above
    it when there is no room below, and always inside the window. ``keep_clear`` are places the
    box should not hide (the buttons beside the one under the pointer): then the box goes above
    the pointer, or to its left, or beside the control under it, or past them all, whichever
    first covers none of them (the one under the pointer itself is not counted); where every
    place covers one, where it hides the least of them."""
    w, h = size
    sw, sh = window

    def inside(x: int, y: int) -> pygame.Rect:
        return pygame.Rect(max(0, min(x, sw - w)), max(0, min(y, sh - h)), w, h)

    px, py = pointer
    x, y = px + 16, py + 18
    if x + w > sw:
        x = sw - w - 4
    if y + h > sh:
        y = py - h - 12  # above the pointer, clear of it
    first = inside(x, y)
    others = [r for r in keep_clear if not r.collidepoint(pointer)]
    if not others or first.collidelist(others) < 0:
        return first
    spots = [(x, py - h - 12), (px - w - 16, py + 18), (px - w - 16, py - h - 12)]
    for under in (r for r in keep_clear if r.collidepoint(pointer)):
        # beside the control under the pointer: above it, below it, right of it, left of it
        spots += [(x, under.top - h - 4), (x, under.bottom + 4), (under.right + 4, py + 18)]
        spots += [(under.right + 4, py - h - 12), (under.left - w - 4, py + 18)]
    # last, below or above the whole group of them
    spots += [(x, max(r.bottom for r in others) + 4), (x, min(r.top for r in others) - h - 4)]
    boxes = [first]
    for cx, cy in spots:
        box = inside(cx, cy)
        if box.collidepoint(pointer):
            continue
        if box.collidelist(others) < 0:
            return box
        boxes.append(box)

    def hidden(box: pygame.Rect) -> int:
        return sum(c.w * c.h for c in (box.clip(r) for r in others))

    # no place covers none: the one that hides the least of them (the first on a tie)
    return min(boxes, key=hidden)
