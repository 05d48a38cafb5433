"""A Legendary card shown large over the table (right-click); any click or key closes it."""

from __future__ import annotations

from typing import Any

import pygame

from game.legendary import card_info
from sprites import fonts
from sprites.draw import GLOW, TEXT, dim
from sprites.lg_cards import ZOOM_SIZE, render_card

from ..stack import Scene


class CardZoom(Scene):
    name = "lg_card_zoom"
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
        s = max(0.7, self.app.scale)
        w, h = int(ZOOM_SIZE[0] * s), int(ZOOM_SIZE[1] * s)
        img = render_card(self.card, lang, w, h)
        rect = img.get_rect(center=(self.app.size[0] // 2, self.app.size[1] // 2 - int(20 * s)))
        surface.blit(img, rect)
        info = card_info(self.card, lang)
        y = rect.bottom + 8
        for line in fonts.wrap(info.get("text") or "", max(12, int(15 * s)), max(300, rect.w + 240))[:3]:
            img2 = fonts.render(line, max(12, int(15 * s)), TEXT)
            surface.blit(img2, img2.get_rect(midtop=(rect.centerx, y)))
            y += int(20 * s)
        hint = fonts.render(self.app.t("lg_ui.zoom_close"), max(11, int(13 * s)), GLOW)
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, min(self.app.size[1] - 20, y + 4))))
