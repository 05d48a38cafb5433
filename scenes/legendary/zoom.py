"""The right-click zoom of a Legendary card: its whole name and its whole text, always.

The card is drawn at the zoom size of the window, larger when its text needs it to be read at a
comfortable size (long Scheme texts), never taller than nine tenths of the window."""

from __future__ import annotations

from typing import Any

import pygame

from sprites.lg_cards import ZOOM_SIZE, face_layout, render_card

from ..overlays import CardZoom

READABLE = 14  # the zoom grows until its rules text is this size (or it meets the window's edge)


def zoom_size(card: str, lang: str, scale: float, window: tuple[int, int]) -> tuple[int, int]:
    """The face size for the zoom of ``card``: ``ZOOM_SIZE`` at ``scale``, grown while the rules
    text is smaller than ``READABLE`` and there is room."""
    ratio = ZOOM_SIZE[0] / ZOOM_SIZE[1]
    most = max(ZOOM_SIZE[1] * scale, window[1] * 0.9 - 60)
    h = ZOOM_SIZE[1] * scale
    while True:
        w = int(h * ratio)
        face = face_layout(card, lang, w, int(h), True, record=False)
        if face.text is None or (face.text.size >= READABLE and not face.text.cut) or h >= most:
            return w, int(h)
        h = min(most, h * 1.1)


def card_zoom(app: Any, card: str) -> CardZoom:
    lang = app.tr.lang

    def picture(scale: float) -> pygame.Surface:
        return render_card(card, lang, *zoom_size(card, lang, scale, app.size), whole=True)

    return CardZoom(app, picture, "", card)
