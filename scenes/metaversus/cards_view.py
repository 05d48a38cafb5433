"""The right-click zoom of a MetaVersus card: the card large, its subtitle under it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites.mv_cards import render_card_zoom

from ..overlays import CardZoom


class _PrivateZoom(CardZoom):
    """A zoom of a card only one person may see (a hand card): ``seen()`` is told each frame."""

    def __init__(
        self,
        app: Any,
        picture: Callable[[float], pygame.Surface],
        text: str,
        card: str,
        seen: Callable[[], object],
    ) -> None:
        super().__init__(app, picture, text, card)
        self.seen = seen

    def draw(self, surface: pygame.Surface) -> None:
        self.seen()
        super().draw(surface)


def card_zoom(app: Any, card: str, seen: Callable[[], object] | None = None) -> CardZoom:
    """The zoom of ``card``; ``seen`` is called as it is drawn when the card is private."""
    from game.metaversus import card_info

    lang = app.tr.lang

    def picture(scale: float) -> pygame.Surface:
        img = render_card_zoom(card, lang)
        k = min(1.0, (app.size[1] - 90) / img.get_height())  # a small window: shrink to fit
        if k < 1.0:
            img = pygame.transform.smoothscale(img, (int(img.get_width() * k), int(img.get_height() * k)))
        return img

    subtitle = str(card_info(card, lang)["subtitle"])
    if seen is not None:
        return _PrivateZoom(app, picture, subtitle, card, seen)
    return CardZoom(app, picture, subtitle, card)
