"""MetaVersus pack badges drawn by code: each pack its own colour and its own shape (never the
colour alone), holding the pack name's first letter in the reader's language. The one table
``PACK_STYLES`` is what every picture that marks a card with its pack reads (the exchange piles,
the setup rows, the card faces).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.metaversus import cards as mv_cards

from . import fonts
from .caches import bounded

INK = (24, 20, 28)


@dataclass(frozen=True, slots=True)
class PackStyle:
    colour: tuple[int, int, int]
    shape: str  # "circle" | "diamond" | "square" | "hexagon" (see ``_outline``)


PACK_STYLES: dict[str, PackStyle] = {
    "beginner": PackStyle((120, 190, 120), "circle"),
    "casual": PackStyle((240, 150, 70), "diamond"),
    "vanilla": PackStyle((236, 222, 180), "square"),
    "aether": PackStyle((120, 210, 240), "hexagon"),
}
_FALLBACK = PackStyle((170, 170, 178), "circle")
# The colours alone, for code that only tints (a divider, a legend dot).
PACK_COLOURS: dict[str, tuple[int, int, int]] = {pid: style.colour for pid, style in PACK_STYLES.items()}


def pack_style(pack: str) -> PackStyle:
    return PACK_STYLES.get(pack, _FALLBACK)


def pack_name(pack: str, lang: str = "en") -> str:
    """The pack's printed name in ``lang`` (its id if the data does not know it)."""
    info = mv_cards.PACK_INFO.get(pack)
    return info.name["ko" if lang == "ko" else "en"] if info else pack


def pack_initial(pack: str, lang: str = "en") -> str:
    """The letter on the badge: the first letter of the pack's name in ``lang``."""
    name = pack_name(pack, lang)
    return name[:1].upper() if name else "?"


def _outline(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
            for i in range(6)
        ]
    return None  # circle


@bounded(64)
def badge_image(pack: str, size: int, lang: str = "en") -> pygame.Surface:
    """The pack's badge, ``size`` pixels square: its shape in its colour, its initial in ink."""
    size = max(8, size)
    big = size * 3
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    style = pack_style(pack)
    c, r = big / 2, big / 2 - 1
    w = max(2, big // 12)
    pts = _outline(style.shape, c, c, r)
    if pts is None:
        pygame.draw.circle(surf, INK, (c, c), r)
        pygame.draw.circle(surf, style.colour, (c, c), r - w)
    else:
        pygame.draw.polygon(surf, INK, pts)
        inner = _outline(style.shape, c, c, r - w * 1.4)
        assert inner is not None
        pygame.draw.polygon(surf, style.colour, inner)
    letter = fonts.render(pack_initial(pack, lang), int(big * 0.52), INK, bold=True)
    surf.blit(letter, letter.get_rect(center=(c, c + big * 0.02)))
    return pygame.transform.smoothscale(surf, (size, size))


def pack_badge(surface: pygame.Surface, rect: pygame.Rect, pack: str, lang: str = "en") -> pygame.Rect:
    """Draw ``pack``'s badge centred in ``rect`` (as large as its shorter side); returns where."""
    size = max(8, min(rect.w, rect.h))
    img = badge_image(pack, size, lang)
    where = img.get_rect(center=rect.center)
    surface.blit(img, where)
    return where


__all__ = [
    "PACK_STYLES",
    "PACK_COLOURS",
    "PackStyle",
    "pack_style",
    "pack_name",
    "pack_initial",
    "badge_image",
    "pack_badge",
]
