"""The right-click zoom of a MetaVersus card: the card large, its subtitle under it."""

from __future__ import annotations

from typing import Any

import pygame

from sprites.mv_cards import render_card_zoom

from ..overlays import CardZoom


def card_zoom(app: Any, card: str) -> CardZoom:
    from game.metaversus import card_info

    lang = app.tr.lang

    def picture(scale: float) -> pygame.Surface:
        img = render_card_zoom(card, lang)
        k = min(1.0, (app.size[1] - 90) / img.get_height())  # a small window: shrink to fit
        if k < 1.0:
            img = pygame.transform.smoothscale(img, (int(img.get_width() * k), int(img.get_height() * k)))
        return img

    return CardZoom(app, picture, str(card_info(card, lang)["subtitle"]), card)
