"""Dice Masters glyphs drawn by code: energy symbols, the burst star and original emblems.

Every glyph is a silhouette (one ink colour, details cut out as holes) so it reads without
colour: a player tells a fist from a shield by its shape, then by its colour. Glyphs are drawn
four times too large and smoothed down, and cached per size, so scenes may ask every frame.

This module only draws; it knows nothing about cards or the rules. Palettes for the characters
of the set live here too because the dice and the cards share them. The pen is ``sprites.pen``,
the character and action emblems are ``sprites.dm_emblems``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from .caches import bounded
from .dm_emblems import EMBLEM_TILT, EMBLEMS, action_generic
from .pen import INK_DARK, INK_LIGHT, SUPER, Colour, Pen, Point, ink_for, luminance, star_points

__all__ = [
    "BURST_COLOUR",
    "CHARACTER_STYLES",
    "EMBLEMS",
    "ENERGY_COLOURS",
    "ENERGY_DRAWERS",
    "ENERGY_SYMBOLS",
    "INK_DARK",
    "INK_LIGHT",
    "SUPER",
    "Pen",
    "draw_burst",
    "draw_emblem",
    "draw_energy",
    "emblem",
    "energy_glyph",
    "ink_for",
    "luminance",
    "style_for",
]

ENERGY_COLOURS: dict[str, Colour] = {
    "fist": (216, 69, 59),
    "bolt": (240, 180, 41),
    "mask": (63, 163, 77),
    "shield": (59, 125, 216),
    "wild": (180, 180, 180),
    "generic2": (255, 255, 255),
}
ENERGY_SYMBOLS = ("fist", "bolt", "mask", "shield", "wild", "generic2")
BURST_COLOUR: Colour = (255, 196, 61)

# How one character looks across dice and cards: the die body, an accent for the card art and
# the two ends of the art gradient. Chosen so no two bodies are alike on the table.
CHARACTER_STYLES: dict[str, dict[str, Colour]] = {
    "beast": {
        "body": (74, 84, 196),
        "accent": (150, 170, 255),
        "art": (36, 40, 110),
        "art2": (104, 130, 230),
    },
    "captain-america": {
        "body": (28, 72, 150),
        "accent": (214, 48, 56),
        "art": (14, 30, 74),
        "art2": (196, 44, 60),
    },
    "hulk": {"body": (72, 138, 44), "accent": (140, 84, 176), "art": (24, 58, 22), "art2": (120, 186, 70)},
    "human-torch": {
        "body": (226, 108, 30),
        "accent": (255, 214, 90),
        "art": (96, 16, 20),
        "art2": (246, 140, 40),
    },
    "iron-man": {
        "body": (214, 164, 44),
        "accent": (182, 34, 40),
        "art": (112, 18, 24),
        "art2": (232, 186, 64),
    },
    "spider-man": {
        "body": (200, 40, 44),
        "accent": (40, 80, 170),
        "art": (28, 44, 112),
        "art2": (214, 48, 48),
    },
    "storm": {"body": (58, 62, 84), "accent": (220, 228, 255), "art": (20, 22, 36), "art2": (110, 120, 160)},
    "thor": {"body": (128, 144, 166), "accent": (204, 40, 52), "art": (34, 44, 66), "art2": (150, 168, 196)},
    "sidekick": {
        "body": (238, 234, 226),
        "accent": (120, 120, 132),
        "art": (60, 64, 76),
        "art2": (170, 176, 190),
    },
    "basic-action": {
        "body": (28, 28, 32),
        "accent": (245, 197, 66),
        "art": (22, 22, 28),
        "art2": (92, 88, 100),
    },
}


# -- energy glyphs ------------------------------------------------------------------------------


def _fist(pen: Pen) -> None:
    # a fist seen from the knuckles: four fingers, the thumb folded across them, the wrist
    for i in range(4):
        pen.rrect(0.15 + i * 0.175, 0.10, 0.175, 0.46, 0.085)
    pen.rrect(0.15, 0.34, 0.70, 0.44, 0.12)
    pen.rrect(0.30, 0.70, 0.44, 0.24, 0.05)
    for i in range(1, 4):
        x = 0.15 + i * 0.175
        pen.line((x, 0.17), (x, 0.42), 0.035, hole=True)
    pen.line((0.12, 0.50), (0.62, 0.50), 0.04, hole=True)
    pen.rrect(0.08, 0.53, 0.56, 0.17, 0.085)
    pen.line((0.34, 0.84), (0.70, 0.84), 0.03, hole=True)


def _bolt(pen: Pen) -> None:
    pen.poly(
        [(0.62, 0.02), (0.16, 0.56), (0.45, 0.56), (0.34, 0.98), (0.86, 0.38), (0.56, 0.38), (0.74, 0.02)]
    )


def _mask(pen: Pen) -> None:
    # a domino mask: wide band, two almond eye holes, a notch for the nose, ribbon tails;
    # drawn a little taller than life so a double on a die still shows its eyes
    def tall(pts: list[Point]) -> list[Point]:
        return [(x, 0.48 + (y - 0.48) * 1.3) for x, y in pts]

    outline = [
        (0.03, 0.30),
        (0.20, 0.24),
        (0.38, 0.26),
        (0.50, 0.31),
        (0.62, 0.26),
        (0.80, 0.24),
        (0.97, 0.30),
        (0.95, 0.50),
        (0.86, 0.66),
        (0.70, 0.72),
        (0.58, 0.68),
        (0.50, 0.58),
        (0.42, 0.68),
        (0.30, 0.72),
        (0.14, 0.66),
        (0.05, 0.50),
    ]
    pen.poly(tall(outline))
    for sx in (-1, 1):
        cx = 0.5 + sx * 0.21
        eye = [
            (cx - sx * 0.13, 0.47),
            (cx - sx * 0.05, 0.39),
            (cx + sx * 0.07, 0.38),
            (cx + sx * 0.13, 0.45),
            (cx + sx * 0.06, 0.53),
            (cx - sx * 0.06, 0.54),
        ]
        pen.poly(tall(eye), hole=True)
    pen.poly(tall([(0.03, 0.38), (0.0, 0.62), (0.08, 0.56)]))
    pen.poly(tall([(0.97, 0.38), (1.0, 0.62), (0.92, 0.56)]))


def _shield_outline(inset: float = 0.0) -> list[Point]:
    top, left, right = 0.06 + inset, 0.12 + inset, 0.88 - inset
    pts: list[Point] = [(left, top), (0.5, top + 0.04), (right, top)]
    # curved flanks meeting at the point
    for i in range(1, 11):
        t = i / 10
        pts.append((right - (right - 0.5) * t**1.6, top + (0.96 - inset * 1.6 - top) * t))
    for i in range(9, 0, -1):
        t = i / 10
        pts.append((left + (0.5 - left) * t**1.6, top + (0.96 - inset * 1.6 - top) * t))
    return pts


def _shield(pen: Pen) -> None:
    pen.poly(_shield_outline())
    pen.poly(_shield_outline(0.09), hole=True, width=0.06)
    pen.line((0.5, 0.24), (0.5, 0.76), 0.07, hole=True)


def _wild(pen: Pen) -> None:
    pen.text("?", 0.5, 0.5, 0.9)


def _generic2(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.48)
    pen.circle(0.5, 0.5, 0.40, hole=True, width=0.06)
    pen.text("2", 0.5, 0.5, 0.52, hole=True)


def _burst(pen: Pen) -> None:
    pen.poly(star_points(0.5, 0.5, 0.5, 0.22, 8, rot=-90))


ENERGY_DRAWERS: dict[str, Callable[[Pen], None]] = {
    "fist": _fist,
    "bolt": _bolt,
    "mask": _mask,
    "shield": _shield,
    "wild": _wild,
    "generic2": _generic2,
    "burst": _burst,
}


def _outlined(surf: pygame.Surface, colour: tuple[int, ...], radius: int) -> pygame.Surface:
    """The silhouette ringed by ``radius`` pixels of ``colour``; its holes fill with it too."""
    mask = pygame.mask.from_surface(surf, 40)
    ring = mask.to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    steps = 16
    for i in range(steps):
        a = 2 * math.pi * i / steps
        out.blit(ring, (round(radius * math.cos(a)), round(radius * math.sin(a))))
    out.blit(surf, (0, 0))
    return out


def _silhouette(
    drawer: Callable[[Pen], None],
    size: int,
    colour: Sequence[int],
    outline: Sequence[int] | None,
    outline_px: float,
    tilt: float = 0.0,
) -> pygame.Surface:
    inset = 0.09 if outline is not None else 0.0
    pen = Pen(size, rotate=tilt, inset=inset)
    pen.colour = (int(colour[0]), int(colour[1]), int(colour[2]), 255)
    drawer(pen)
    surf = pen.surface
    if outline is not None:
        surf = _outlined(surf, (*outline[:3], 255), max(1, round(outline_px * SUPER)))
    return pygame.transform.smoothscale(surf, (size, size))


@bounded(512)
def energy_glyph(
    symbol: str, size: int, colour: Colour | None = None, outline: Colour | None = INK_DARK
) -> pygame.Surface:
    """One energy symbol (or ``"burst"``) in a ``size`` square, filled and optionally outlined.

    The generic "2" is always white on black: its colours are part of the symbol."""
    size = max(4, int(size))
    drawer = ENERGY_DRAWERS.get(symbol, _wild)
    if symbol == "generic2":
        pen = Pen(size, inset=0.04)
        pen.colour = (250, 250, 250, 255)
        pen.circle(0.5, 0.5, 0.49)
        pen.colour = (16, 16, 18, 255)
        pen.circle(0.5, 0.5, 0.45)
        pen.colour = (250, 250, 250, 255)
        pen.circle(0.5, 0.5, 0.37, width=0.05)
        pen.text("2", 0.5, 0.5, 0.5)
        return pen.finish(size)
    fill = (
        colour
        if colour is not None
        else (BURST_COLOUR if symbol == "burst" else ENERGY_COLOURS.get(symbol, (180, 180, 180)))
    )
    return _silhouette(drawer, size, fill, outline, max(1.0, size / 16))


def draw_energy(
    surface: pygame.Surface, symbol: str, rect: pygame.Rect, colour: Colour | None = None
) -> None:
    """Draw an energy glyph centred in ``rect`` (the largest square that fits)."""
    side = min(rect.w, rect.h)
    glyph = energy_glyph(symbol, side, colour)
    surface.blit(glyph, glyph.get_rect(center=rect.center))


def draw_burst(surface: pygame.Surface, rect: pygame.Rect, colour: Colour | None = None) -> None:
    draw_energy(surface, "burst", rect, colour)


@bounded(512)
def emblem(
    name: str, size: int, colour: Colour = INK_LIGHT, outline: Colour | None = None, outline_px: float = 0.0
) -> pygame.Surface:
    """A character, sidekick or action emblem as a ``size`` square silhouette."""
    size = max(4, int(size))
    drawer = EMBLEMS.get(name, action_generic)
    return _silhouette(
        drawer, size, colour, outline, outline_px or max(1.0, size / 18), EMBLEM_TILT.get(name, 0.0)
    )


def draw_emblem(surface: pygame.Surface, name: str, rect: pygame.Rect, colour: Colour = INK_LIGHT) -> None:
    side = min(rect.w, rect.h)
    surf = emblem(name, side, colour)
    surface.blit(surf, surf.get_rect(center=rect.center))


def style_for(character: str) -> dict[str, Colour]:
    return CHARACTER_STYLES.get(character, CHARACTER_STYLES["sidekick"])
