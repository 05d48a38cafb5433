"""Dice Masters glyphs drawn by code: energy symbols, the burst star and original emblems.

Every glyph is a silhouette (one ink colour, details cut out as holes) so it reads without
colour: a player tells a fist from a shield by its shape, then by its colour. Glyphs are drawn
four times too large and smoothed down, and cached per size, so scenes may ask every frame.

This module only draws; it knows nothing about cards or the rules. Palettes for the characters
of the set live here too because the dice and the cards share them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from . import fonts

Colour = tuple[int, int, int]
Point = tuple[float, float]

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
INK_DARK: Colour = (24, 24, 30)
INK_LIGHT: Colour = (250, 247, 240)

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

SUPER = 4  # supersampling factor for smooth edges


def luminance(colour: Sequence[int]) -> float:
    r, g, b = colour[:3]
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def ink_for(body: Sequence[int]) -> Colour:
    """Dark ink on light bodies, light ink on dark ones (a printed die)."""
    return INK_DARK if luminance(body) > 0.6 else INK_LIGHT


class Pen:
    """Draws in unit coordinates (0..1 across a square) on a supersampled canvas.

    ``ink`` draws the silhouette; ``hole`` cuts it away (transparent), which is how details
    survive when the glyph is tinted any colour."""

    HOLE = (0, 0, 0, 0)

    def __init__(self, size: int, rotate: float = 0.0, inset: float = 0.0) -> None:
        self.px = size * SUPER
        self.surface = pygame.Surface((self.px, self.px), pygame.SRCALPHA)
        self.colour: tuple[int, int, int, int] = (255, 255, 255, 255)
        self.rotate = math.radians(rotate)
        self.inset = inset

    def p(self, x: float, y: float) -> tuple[float, float]:
        if self.rotate:
            dx, dy = x - 0.5, y - 0.5
            c, s = math.cos(self.rotate), math.sin(self.rotate)
            x, y = 0.5 + dx * c - dy * s, 0.5 + dx * s + dy * c
        k = 1 - 2 * self.inset
        return ((self.inset + x * k) * self.px, (self.inset + y * k) * self.px)

    def u(self, v: float) -> float:
        return v * self.px * (1 - 2 * self.inset)

    def poly(self, pts: Sequence[Point], hole: bool = False, width: float = 0) -> None:
        colour = self.HOLE if hole else self.colour
        w = max(1, round(self.u(width))) if width else 0
        pygame.draw.polygon(self.surface, colour, [self.p(x, y) for x, y in pts], w)

    def circle(self, x: float, y: float, r: float, hole: bool = False, width: float = 0) -> None:
        colour = self.HOLE if hole else self.colour
        w = max(1, round(self.u(width))) if width else 0
        pygame.draw.circle(self.surface, colour, self.p(x, y), self.u(r), w)

    def ellipse(
        self, x: float, y: float, rx: float, ry: float, hole: bool = False, angle: float = 0.0
    ) -> None:
        pts = []
        a0 = math.radians(angle)
        for i in range(28):
            a = 2 * math.pi * i / 28
            ex, ey = rx * math.cos(a), ry * math.sin(a)
            pts.append((x + ex * math.cos(a0) - ey * math.sin(a0), y + ex * math.sin(a0) + ey * math.cos(a0)))
        self.poly(pts, hole)

    def line(self, a: Point, b: Point, width: float, hole: bool = False) -> None:
        """A thick line with round ends (a capsule)."""
        (ax, ay), (bx, by) = a, b
        length = math.hypot(bx - ax, by - ay) or 1e-6
        nx, ny = -(by - ay) / length * width / 2, (bx - ax) / length * width / 2
        self.poly([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)], hole)
        self.circle(ax, ay, width / 2, hole)
        self.circle(bx, by, width / 2, hole)

    def rrect(self, x: float, y: float, w: float, h: float, r: float, hole: bool = False) -> None:
        self.poly(rounded_rect_points(x, y, w, h, r), hole)

    def text(self, text: str, x: float, y: float, height: float, hole: bool = False) -> None:
        """A character of the bundled font, scaled so its ink is ``height`` tall, centred."""
        size = max(8, int(self.u(height) * 1.35))
        colour = (0, 0, 0) if hole else self.colour[:3]
        surf = fonts.get_font(size, True).render(text, True, colour)
        bounds = surf.get_bounding_rect()
        ink = surf.subsurface(bounds)
        scale = self.u(height) / max(1, bounds.h)
        ink = pygame.transform.smoothscale(
            ink, (max(1, int(bounds.w * scale)), max(1, int(bounds.h * scale)))
        )
        cx, cy = self.p(x, y)
        rect = ink.get_rect(center=(int(cx), int(cy)))
        if hole:
            # cut where the letter has ink
            mask = pygame.mask.from_surface(ink, 60)
            cut = mask.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
            self.surface.blit(cut, rect, special_flags=pygame.BLEND_RGBA_SUB)
        else:
            self.surface.blit(ink, rect)

    def finish(self, size: int) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surface, (size, size))


def rounded_rect_points(x: float, y: float, w: float, h: float, r: float, steps: int = 5) -> list[Point]:
    r = min(r, w / 2, h / 2)
    pts: list[Point] = []
    corners = (
        (x + w - r, y + r, -90),
        (x + w - r, y + h - r, 0),
        (x + r, y + h - r, 90),
        (x + r, y + r, 180),
    )
    for cx, cy, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star_points(
    cx: float, cy: float, r_out: float, r_in: float, points: int, rot: float = -90
) -> list[Point]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


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


# -- character emblems ----------------------------------------------------------------------------


def _paw(pen: Pen) -> None:
    pen.ellipse(0.5, 0.70, 0.25, 0.21)
    pen.poly([(0.30, 0.66), (0.5, 0.52), (0.70, 0.66), (0.6, 0.9), (0.4, 0.9)])
    for x, y, angle in ((0.17, 0.44, -30), (0.37, 0.27, -10), (0.63, 0.27, 10), (0.83, 0.44, 30)):
        pen.ellipse(x, y, 0.095, 0.13, angle=angle)
        # a claw above each toe
        dx, dy = math.sin(math.radians(angle)), -math.cos(math.radians(angle))
        tip = (x + dx * 0.23, y + dy * 0.23)
        base_l = (x + dx * 0.1 - dy * 0.045, y + dy * 0.1 + dx * 0.045)
        base_r = (x + dx * 0.1 + dy * 0.045, y + dy * 0.1 - dx * 0.045)
        pen.poly([base_l, tip, base_r])


def _star_shield(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.48)
    pen.circle(0.5, 0.5, 0.37, hole=True, width=0.07)
    pen.circle(0.5, 0.5, 0.22, hole=True)
    pen.poly(star_points(0.5, 0.51, 0.21, 0.085, 5))


def _fist_shape(pen: Pen, grow: float, hole: bool) -> None:
    g = grow
    pen.rrect(0.24 - g, 0.30 - g, 0.54 + 2 * g, 0.40 + 2 * g, 0.1 + g, hole)
    for i in range(4):
        pen.rrect(0.24 + i * 0.135 - g, 0.22 - g, 0.135 + 2 * g, 0.30 + 2 * g, 0.065 + g, hole)
    pen.rrect(0.34 - g, 0.66 - g, 0.34 + 2 * g, 0.22 + 2 * g, 0.04, hole)


def _smash(pen: Pen) -> None:
    # a fist driving down, with impact rays around it: strength, not an energy symbol
    for i in range(7):
        a = math.radians(200 + i * 23.3)
        ca, sa = math.cos(a), math.sin(a)
        pen.poly(
            [
                (0.5 + ca * 0.30 - sa * 0.03, 0.55 + sa * 0.30 + ca * 0.03),
                (0.5 + ca * 0.50, 0.55 + sa * 0.50),
                (0.5 + ca * 0.30 + sa * 0.03, 0.55 + sa * 0.30 - ca * 0.03),
            ]
        )
    pen.poly(
        [
            (0.06, 0.96),
            (0.30, 0.90),
            (0.40, 0.97),
            (0.52, 0.89),
            (0.64, 0.96),
            (0.94, 0.92),
            (0.94, 0.99),
            (0.06, 0.99),
        ]
    )
    _fist_shape(pen, 0.05, hole=True)
    _fist_shape(pen, 0.0, hole=False)
    for i in range(1, 4):
        x = 0.24 + i * 0.135
        pen.line((x, 0.27), (x, 0.42), 0.03, hole=True)
    pen.line((0.22, 0.47), (0.62, 0.47), 0.035, hole=True)


def _flame(pen: Pen) -> None:
    outer = [
        (0.50, 0.02),
        (0.60, 0.20),
        (0.64, 0.32),
        (0.74, 0.16),
        (0.82, 0.36),
        (0.90, 0.56),
        (0.86, 0.76),
        (0.72, 0.92),
        (0.50, 0.98),
        (0.28, 0.92),
        (0.14, 0.76),
        (0.10, 0.56),
        (0.18, 0.34),
        (0.28, 0.44),
        (0.32, 0.28),
        (0.42, 0.16),
    ]
    pen.poly(outer)
    inner = [(0.50, 0.42), (0.60, 0.58), (0.66, 0.74), (0.58, 0.88), (0.42, 0.88), (0.34, 0.74), (0.40, 0.58)]
    pen.poly(inner, hole=True)


def _reactor(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.48)
    pen.circle(0.5, 0.5, 0.41, hole=True, width=0.04)
    for i in range(10):
        a = math.radians(i * 36 - 90)
        ca, sa = math.cos(a), math.sin(a)
        pen.line((0.5 + ca * 0.24, 0.5 + sa * 0.24), (0.5 + ca * 0.33, 0.5 + sa * 0.33), 0.07, hole=True)
    pen.poly(star_points(0.5, 0.5, 0.2, 0.1, 3, rot=90), hole=True)
    pen.circle(0.5, 0.5, 0.07)


def _web(pen: Pen) -> None:
    spokes = 8
    for i in range(spokes):
        a = math.radians(i * 360 / spokes + 22.5)
        pen.line((0.5, 0.5), (0.5 + 0.48 * math.cos(a), 0.5 + 0.48 * math.sin(a)), 0.035)
    for r in (0.2, 0.33, 0.46):
        for i in range(spokes):
            a1 = math.radians(i * 360 / spokes + 22.5)
            a2 = math.radians((i + 1) * 360 / spokes + 22.5)
            am = (a1 + a2) / 2
            p1 = (0.5 + r * math.cos(a1), 0.5 + r * math.sin(a1))
            pm = (0.5 + r * 0.86 * math.cos(am), 0.5 + r * 0.86 * math.sin(am))  # the thread sags inward
            p2 = (0.5 + r * math.cos(a2), 0.5 + r * math.sin(a2))
            pen.line(p1, pm, 0.03)
            pen.line(pm, p2, 0.03)
    # the spider at the centre, cut free from the web around it
    pen.ellipse(0.5, 0.52, 0.13, 0.17, hole=True)
    for sx in (-1, 1):
        for k, (kx, ky, fx, fy) in enumerate(
            (
                (0.12, -0.06, 0.2, -0.2),
                (0.14, -0.01, 0.25, -0.07),
                (0.14, 0.04, 0.25, 0.12),
                (0.12, 0.09, 0.19, 0.25),
            )
        ):
            knee = (0.5 + sx * kx, 0.5 + ky - 0.02 * (k < 2))
            foot = (0.5 + sx * fx, 0.5 + fy)
            pen.line((0.5, 0.5 + ky * 0.4), knee, 0.035)
            pen.line(knee, foot, 0.03)
    pen.ellipse(0.5, 0.58, 0.075, 0.11)
    pen.circle(0.5, 0.41, 0.06)


def _storm(pen: Pen) -> None:
    for x, y, r in ((0.27, 0.42, 0.17), (0.50, 0.32, 0.22), (0.73, 0.42, 0.17)):
        pen.circle(x, y, r)
    pen.rrect(0.10, 0.38, 0.80, 0.22, 0.11)
    bolt = [(0.56, 0.50), (0.34, 0.76), (0.48, 0.76), (0.40, 0.99), (0.68, 0.66), (0.54, 0.66), (0.64, 0.50)]
    grown = [(0.5 + (x - 0.5) * 1.25, 0.75 + (y - 0.75) * 1.15) for x, y in bolt]
    pen.poly(grown, hole=True)
    pen.poly(bolt)


def _hammer(pen: Pen) -> None:
    pen.rrect(0.08, 0.10, 0.84, 0.34, 0.06)
    pen.line((0.24, 0.14), (0.24, 0.40), 0.035, hole=True)
    pen.line((0.76, 0.14), (0.76, 0.40), 0.035, hole=True)
    pen.rrect(0.435, 0.42, 0.13, 0.46, 0.03)
    for y in (0.56, 0.66, 0.76):
        pen.line((0.43, y), (0.57, y + 0.04), 0.022, hole=True)
    pen.rrect(0.40, 0.86, 0.20, 0.10, 0.04)


def _sidekick(pen: Pen) -> None:
    pen.circle(0.5, 0.29, 0.19)
    pen.rrect(0.32, 0.24, 0.36, 0.08, 0.04, hole=True)  # a domino mask across the eyes
    pen.circle(0.5, 0.29, 0.22, hole=True, width=0.04)
    pen.ellipse(0.5, 0.96, 0.40, 0.40)
    pen.circle(0.5, 0.35, 0.26, hole=True, width=0.05)
    pen.poly(star_points(0.5, 0.78, 0.13, 0.055, 5), hole=True)


def _ring(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.47, width=0.07)


def _action_distraction(pen: Pen) -> None:
    _ring(pen)
    eye = [
        (0.18, 0.5),
        (0.34, 0.36),
        (0.5, 0.31),
        (0.66, 0.36),
        (0.82, 0.5),
        (0.66, 0.64),
        (0.5, 0.69),
        (0.34, 0.64),
    ]
    pen.poly(eye)
    pen.circle(0.5, 0.5, 0.12, hole=True)
    pen.circle(0.5, 0.5, 0.05)
    pen.line((0.28, 0.74), (0.72, 0.26), 0.05, hole=True)


def _action_focus(pen: Pen) -> None:
    _ring(pen)
    pen.circle(0.5, 0.5, 0.27, width=0.06)
    pen.circle(0.5, 0.5, 0.08)
    for a, b in (
        ((0.5, 0.1), (0.5, 0.3)),
        ((0.5, 0.7), (0.5, 0.9)),
        ((0.1, 0.5), (0.3, 0.5)),
        ((0.7, 0.5), (0.9, 0.5)),
    ):
        pen.line(a, b, 0.05)


def _action_beam(pen: Pen) -> None:
    _ring(pen)
    pen.circle(0.28, 0.5, 0.1)
    for dy in (-0.2, 0.0, 0.2):
        pen.poly([(0.3, 0.5 - 0.03), (0.84, 0.5 + dy - 0.05), (0.84, 0.5 + dy + 0.05), (0.3, 0.5 + 0.03)])


def _action_gear(pen: Pen) -> None:
    _ring(pen)
    teeth = 8
    pts = []
    for i in range(teeth * 4):
        a = math.radians(i * 360 / (teeth * 4))
        r = 0.32 if (i // 2) % 2 == 0 else 0.24
        pts.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    pen.poly(pts)
    pen.circle(0.5, 0.5, 0.1, hole=True)


def _action_rage(pen: Pen) -> None:
    _ring(pen)
    for y in (0.28, 0.48, 0.68):
        pen.poly(
            [
                (0.24, y + 0.14),
                (0.5, y - 0.04),
                (0.76, y + 0.14),
                (0.76, y + 0.22),
                (0.5, y + 0.05),
                (0.24, y + 0.22),
            ]
        )


def _action_diamond(pen: Pen) -> None:
    _ring(pen)
    pen.poly([(0.5, 0.14), (0.8, 0.42), (0.5, 0.86), (0.2, 0.42)])
    pen.poly([(0.2, 0.42), (0.8, 0.42)], hole=True, width=0.04)
    pen.line((0.5, 0.16), (0.5, 0.84), 0.035, hole=True)
    pen.line((0.35, 0.3), (0.65, 0.3), 0.03, hole=True)


def _action_comet(pen: Pen) -> None:
    _ring(pen)
    pen.circle(0.64, 0.38, 0.14)
    for i, w in enumerate((0.07, 0.05, 0.04)):
        off = (i - 1) * 0.09
        pen.line((0.56 + off * 0.7, 0.46 + off * 0.7), (0.2 + off, 0.8 + off), w)


def _action_crack(pen: Pen) -> None:
    _ring(pen)
    # an impact: a ragged star with an exclamation mark knocked out of it
    radii = (0.36, 0.2, 0.32, 0.17, 0.37, 0.21, 0.3, 0.18, 0.35, 0.2, 0.31, 0.17)
    pts = [
        (0.5 + r * math.cos(math.radians(i * 30 - 80)), 0.5 + r * math.sin(math.radians(i * 30 - 80)))
        for i, r in enumerate(radii)
    ]
    pen.poly(pts)
    pen.line((0.5, 0.34), (0.5, 0.52), 0.07, hole=True)
    pen.circle(0.5, 0.64, 0.045, hole=True)


def _action_umbrella(pen: Pen) -> None:
    _ring(pen)
    top = [
        (0.5 + 0.34 * math.cos(math.radians(a)), 0.54 - 0.34 * math.sin(math.radians(a)))
        for a in range(0, 181, 12)
    ]
    scallops = [(0.16, 0.54), (0.27, 0.5), (0.38, 0.54), (0.5, 0.5), (0.62, 0.54), (0.73, 0.5), (0.84, 0.54)]
    pen.poly(top + scallops[1:-1])
    pen.line((0.5, 0.5), (0.5, 0.78), 0.05)
    pen.line((0.5, 0.78), (0.4, 0.8), 0.05)


def _action_car(pen: Pen) -> None:
    _ring(pen)
    body = [
        (0.14, 0.62),
        (0.18, 0.48),
        (0.32, 0.46),
        (0.4, 0.34),
        (0.64, 0.34),
        (0.74, 0.46),
        (0.86, 0.5),
        (0.86, 0.62),
    ]
    pen.poly(body)
    pen.poly([(0.42, 0.38), (0.52, 0.38), (0.52, 0.46), (0.36, 0.46)], hole=True)
    pen.poly([(0.56, 0.38), (0.63, 0.38), (0.7, 0.46), (0.56, 0.46)], hole=True)
    for x in (0.3, 0.7):
        pen.circle(x, 0.63, 0.1, hole=True)
        pen.circle(x, 0.63, 0.075)
    for y in (0.3, 0.42):
        pen.line((0.12, y + 0.02), (0.2, y - 0.04), 0.03)


def _action_generic(pen: Pen) -> None:
    _ring(pen)
    pen.text("!", 0.5, 0.5, 0.55)


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "beast": _paw,
    "captain-america": _star_shield,
    "hulk": _smash,
    "human-torch": _flame,
    "iron-man": _reactor,
    "spider-man": _web,
    "storm": _storm,
    "thor": _hammer,
    "sidekick": _sidekick,
    "action": _action_generic,
    "action-distraction": _action_distraction,
    "action-focus-power": _action_focus,
    "action-force-beam": _action_beam,
    "action-gearing-up": _action_gear,
    "action-inner-rage": _action_rage,
    "action-invulnerability": _action_diamond,
    "action-power-bolt": _action_comet,
    "action-smash": _action_crack,
    "action-take-cover": _action_umbrella,
    "action-thrown-car": _action_car,
}
EMBLEM_TILT: dict[str, float] = {"thor": -28.0}


# -- rendering ------------------------------------------------------------------------------------


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


@lru_cache(maxsize=512)
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


@lru_cache(maxsize=512)
def emblem(
    name: str, size: int, colour: Colour = INK_LIGHT, outline: Colour | None = None, outline_px: float = 0.0
) -> pygame.Surface:
    """A character, sidekick or action emblem as a ``size`` square silhouette."""
    size = max(4, int(size))
    drawer = EMBLEMS.get(name, _action_generic)
    return _silhouette(
        drawer, size, colour, outline, outline_px or max(1.0, size / 18), EMBLEM_TILT.get(name, 0.0)
    )


def draw_emblem(surface: pygame.Surface, name: str, rect: pygame.Rect, colour: Colour = INK_LIGHT) -> None:
    side = min(rect.w, rect.h)
    surf = emblem(name, side, colour)
    surface.blit(surf, surf.get_rect(center=rect.center))


def style_for(character: str) -> dict[str, Colour]:
    return CHARACTER_STYLES.get(character, CHARACTER_STYLES["sidekick"])
