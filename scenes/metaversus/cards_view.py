"""The right-click zoom of a MetaVersus card: the card large, its full text under it."""

from __future__ import annotations

from typing import Any

import pygame

from sprites import fonts
from sprites.draw import GLOW, TEXT, dim
from sprites.mv_cards import render_card_zoom

from ..stack import Scene


class CardZoom(Scene):
    """A card shown large over the table; any click or key closes it."""

    name = "mv_card_zoom"
    overlay = True

    def __init__(self, app: Any, card: str) -> None:
        super().__init__(app)
        self.card = card

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        from game.metaversus import card_info

        dim(surface, 150)
        lang = self.app.tr.lang
        img = render_card_zoom(self.card, lang)
        s = min(1.0, (self.app.size[1] - 90) / img.get_height())
        if s < 1.0:
            img = pygame.transform.smoothscale(img, (int(img.get_width() * s), int(img.get_height() * s)))
        rect = img.get_rect(center=(self.app.size[0] // 2, self.app.size[1] // 2 - 20))
        surface.blit(img, rect)
        info = card_info(self.card, lang)
        y = rect.bottom + 8
        line = fonts.render(str(info["subtitle"]), max(12, int(16 * self.app.scale)), TEXT, bold=True)
        surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
        hint = fonts.render(self.app.t("mv_ui.zoom_close"), max(11, int(13 * self.app.scale)), GLOW)
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, y + line.get_height() + 2)))
