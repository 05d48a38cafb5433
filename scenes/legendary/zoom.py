"""The right-click zoom of a Legendary card, with its text under it."""

from __future__ import annotations

from typing import Any

import pygame

from game.legendary import card_info
from sprites.lg_cards import ZOOM_SIZE, render_card

from ..overlays import CardZoom


def card_zoom(app: Any, card: str) -> CardZoom:
    lang = app.tr.lang

    def picture(scale: float) -> pygame.Surface:
        return render_card(card, lang, int(ZOOM_SIZE[0] * scale), int(ZOOM_SIZE[1] * scale))

    return CardZoom(app, picture, card_info(card, lang).get("text") or "", card)
