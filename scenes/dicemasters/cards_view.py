"""Card pictures on the Dice Masters table and the right-click zoom."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from sprites import fonts
from sprites.draw import GLOW, TEXT, dim, rounded_panel

from ..stack import Scene

try:  # the project's card art
    from sprites.dm_cards import render_card as _render_card
    from sprites.dm_cards import render_card_zoom as _render_zoom
except ImportError:  # pragma: no cover - only while sprites.dm_cards is absent
    _render_card = None
    _render_zoom = None


@lru_cache(maxsize=512)
def _fallback(card: str, lang: str, size: tuple[int, int], dice_left: int | None) -> pygame.Surface:
    from game.dicemasters import card_info

    info = card_info(card, lang)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rounded_panel(surf, surf.get_rect(), (236, 230, 214), (30, 30, 30), radius=8)
    y = 6
    for line in fonts.wrap(info["name"], 12, size[0] - 10, bold=True)[:2]:
        surf.blit(fonts.render(line, 12, (20, 20, 20), bold=True), (5, y))
        y += 15
    surf.blit(fonts.render(str(info.get("cost", "")), 16, (20, 20, 20), bold=True), (5, size[1] - 24))
    if dice_left is not None:
        surf.blit(fonts.render(f"× {dice_left}", 13, (20, 20, 20)), (size[0] - 34, size[1] - 20))
    return surf


def card_image(card: str, lang: str, size: tuple[int, int], dice_left: int | None = None) -> pygame.Surface:
    if _render_card is not None:
        return _render_card(card, lang, size, dice_left)
    return _fallback(card, lang, tuple(size), dice_left)


class CardZoom(Scene):
    """A card shown large over the table; any click or key closes it."""

    name = "card_zoom"
    overlay = True

    def __init__(self, app: Any, card: str) -> None:
        super().__init__(app)
        self.card = card

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        lang = self.app.tr.lang
        if _render_zoom is not None:
            img = _render_zoom(self.card, lang)
        else:
            img = _fallback(self.card, lang, (336, 470), None)
        s = max(0.7, self.app.scale)
        if s != 1.0:
            img = pygame.transform.smoothscale(img, (int(img.get_width() * s), int(img.get_height() * s)))
        rect = img.get_rect(center=(self.app.size[0] // 2, self.app.size[1] // 2))
        surface.blit(img, rect)
        from game.dicemasters import card_info

        info = card_info(self.card, lang)
        lines = [info.get("text") or "", info.get("burst1") or "", info.get("burst2") or "", info.get("global") or ""]
        text = " ".join(line for line in lines if line)
        y = rect.bottom + 10
        for line in fonts.wrap(text, 15, max(300, rect.w + 200))[:3]:
            img2 = fonts.render(line, 15, TEXT)
            surface.blit(img2, img2.get_rect(midtop=(rect.centerx, y)))
            y += 20
        hint = fonts.render(self.app.t("dm.table.zoom_close"), 13, GLOW)
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, min(self.app.size[1] - 20, y + 4))))
