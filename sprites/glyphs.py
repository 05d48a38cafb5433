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
from .draw import palette
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

ENERGY_COLOURS: dict[str, Colour] = palette(
    "fist #d8453b bolt #f0b429 mask #3fa34d shield #3b7dd8 wild #b4b4b4 generic2 #ffffff"
)
ENERGY_SYMBOLS = ("fist", "bolt", "mask", "shield", "wild", "generic2")
BURST_COLOUR: Colour = (255, 196, 61)

# How one character looks across dice and cards: the die body, an accent for the card art and
# the two ends of the art gradient. Chosen so no two bodies are alike on the table.
STYLE_PARTS = ("body", "accent", "art", "art2")


def _styles(spec: str) -> dict[str, dict[str, Colour]]:
    """One line a character: its name, then its colours in the order of ``STYLE_PARTS``."""
    rows = (line.split() for line in spec.strip().splitlines())
    return {
        name: palette(" ".join(f"{p} {c}" for p, c in zip(STYLE_PARTS, colours))) for name, *colours in rows
    }


CHARACTER_STYLES: dict[str, dict[str, Colour]] = _styles(
    """
beast #4a54c4 #96aaff #24286e #6882e6
captain-america #1c4896 #d63038 #0e1e4a #c42c3c
hulk #488a2c #8c54b0 #183a16 #78ba46
human-torch #e26c1e #ffd65a #601014 #f68c28
iron-man #d6a42c #b62228 #701218 #e8ba40
spider-man #c8282c #2850aa #1c2c70 #d63030
storm #3a3e54 #dce4ff #141624 #6e78a0
thor #8090a6 #cc2834 #222c42 #96a8c4
sidekick #eeeae2 #787884 #3c404c #aab0be
basic-action #1c1c20 #f5c542 #16161c #5c5864
"""
)


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
