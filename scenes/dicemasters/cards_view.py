"""Card pictures on the Dice Masters table and the right-click zoom."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from sprites import fonts
from sprites.draw import rounded_panel

from ..overlays import CardZoom

_render_card: Callable[..., pygame.Surface] | None
_render_zoom: Callable[..., pygame.Surface] | None
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


def card_zoom(app: Any, card: str) -> CardZoom:
    """The right-click zoom of a Dice Masters card, with its full text under it."""
    from game.dicemasters import card_info

    lang = app.tr.lang

    def picture(scale: float) -> pygame.Surface:
        # never smaller than the card is drawn (its text is set at the font floor) while the
        # window has the room: at the smallest window, 640 px high, it is shown at full size
        scale = max(scale, min(1.0, (app.size[1] - 170) / 470))
        img = (
            _render_zoom(card, lang) if _render_zoom is not None else _fallback(card, lang, (336, 470), None)
        )
        if scale != 1.0:
            img = pygame.transform.smoothscale(
                img, (int(img.get_width() * scale), int(img.get_height() * scale))
            )
        return img

    info = card_info(card, lang)
    # the whole text is on the card itself; under it, the name and subtitle in one line
    text = " — ".join(t for t in (info.get("name"), info.get("subtitle")) if t)
    return CardZoom(app, picture, text, card)
