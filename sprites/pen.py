"""The pen every drawn glyph uses: unit coordinates on a supersampled square, ink and holes.

Shapes are silhouettes (one ink, details cut out as holes) so a glyph reads without its colour.
Dice Masters energy symbols and emblems, Legendary class and team icons are all drawn with it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from . import fonts

Colour = tuple[int, int, int]
Point = tuple[float, float]
INK_DARK: Colour = (24, 24, 30)
INK_LIGHT: Colour = (250, 247, 240)
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

    def ticks(self, inner: float, outer: float, width: float, hole: bool = False) -> None:
        """Four ticks of a sight, from ``inner`` to ``outer`` out from the centre."""
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            self.line((0.5 + dx * inner, 0.5 + dy * inner), (0.5 + dx * outer, 0.5 + dy * outer), width, hole)

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
