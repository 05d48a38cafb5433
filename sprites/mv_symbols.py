"""MetaVersus pictures drawn by code: the attribute symbols (each attribute its own shape, never
the colour alone), the type badges (a hexagon of gems, a star of damage, a square of AP), the
price gem, the art window and the back of every card. ``sprites.mv_cards`` lays out the faces.
"""

from __future__ import annotations

import math
import random

import pygame

from . import fonts
from .caches import bounded
from .draw import palette

ATTRIBUTE_COLOURS: dict[str, tuple[int, int, int]] = palette(
    "fire #e4572e water #2f8fd8 wood #4caf50 soil #a67c52 sky #8fd3ff flash #ffe066 moon #9b8cff darkness #4a4458 curse #b0306a neutral #9e9e9e"
)
TYPE_COLOURS: dict[str, tuple[int, int, int]] = {
    "currency": (240, 196, 52),
    "weapon": (214, 52, 52),
    "action": (150, 152, 162),
    "character": (196, 160, 255),
}
INK = (24, 20, 28)
SS = 2  # supersampling of card pictures


# -- shapes ------------------------------------------------------------------------------------
def hexagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(math.radians(60 * i - 90)), cy + r * math.sin(math.radians(60 * i - 90)))
        for i in range(6)
    ]


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(-90 + i * 180 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _ring(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 24) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]


def draw_symbol(
    surf: pygame.Surface,
    attr: str,
    c: tuple[float, float],
    r: float,
    colour: tuple[int, ...],
    ink: tuple[int, ...] = INK,
) -> None:
    """The attribute's own shape, centred at ``c`` within radius ``r`` (outlined in ``ink``)."""
    cx, cy = c
    w = max(1, int(r * 0.12))
    pts: list[tuple[float, float]]
    if attr == "fire":  # a flame of three tongues over a round foot, a dark core
        pts = _ring(cx, cy + r * 0.3, r * 0.62, 0.0, math.pi, 16)
        pts += [
            (cx - r * 0.7, cy - r * 0.05),
            (cx - r * 0.55, cy - r * 0.6),
            (cx - r * 0.25, cy - r * 0.15),
            (cx, cy - r),
            (cx + r * 0.25, cy - r * 0.2),
            (cx + r * 0.6, cy - r * 0.7),
            (cx + r * 0.68, cy + r * 0.05),
        ]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
        inner = [(cx, cy - r * 0.15)] + _ring(cx, cy + r * 0.45, r * 0.28, -math.pi * 0.1, math.pi * 1.1, 12)
        pygame.draw.polygon(surf, ink, inner)
    elif attr == "water":  # a drop
        pts = [(cx, cy - r)] + _ring(cx, cy + r * 0.3, r * 0.62, -math.pi * 0.2, math.pi * 1.2)
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
        pygame.draw.arc(
            surf,
            ink,
            pygame.Rect(cx - r * 0.38, cy, r * 0.6, r * 0.6),
            math.pi * 0.9,
            math.pi * 1.4,
            max(1, w),
        )
    elif attr == "wood":  # a leaf with its vein
        pts = []
        for i in range(33):  # a lens pointed at both ends, turned 45 degrees
            t = math.pi * 2 * i / 32
            x, y = r * math.cos(t), 0.45 * r * math.sin(t) * abs(math.sin(t)) ** 0.3
            pts.append((cx + (x - y) * 0.7071, cy - (x + y) * 0.7071))
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
        pygame.draw.line(surf, ink, (cx - r * 0.8, cy + r * 0.8), (cx + r * 0.5, cy - r * 0.5), w)
    elif attr == "soil":  # two mountains on a ground line
        big = [(cx - r, cy + r * 0.75), (cx - r * 0.15, cy - r * 0.85), (cx + r * 0.55, cy + r * 0.75)]
        small = [(cx - r * 0.05, cy + r * 0.75), (cx + r * 0.5, cy - r * 0.2), (cx + r, cy + r * 0.75)]
        for tri in (big, small):
            pygame.draw.polygon(surf, colour, tri)
            pygame.draw.polygon(surf, ink, tri, w)
        pygame.draw.line(surf, ink, (cx - r, cy + r * 0.75), (cx + r, cy + r * 0.75), w)
    elif attr == "sky":  # a cloud with a wing stroke
        for dx, dy, rr in ((-0.45, 0.15, 0.42), (0.05, -0.2, 0.55), (0.5, 0.15, 0.4)):
            pygame.draw.circle(surf, ink, (cx + dx * r, cy + dy * r), rr * r + w)
        base = pygame.Rect(cx - r * 0.85, cy + r * 0.05, r * 1.7, r * 0.5)
        pygame.draw.rect(surf, ink, base.inflate(w * 2, w * 2), border_radius=int(r * 0.25))
        for dx, dy, rr in ((-0.45, 0.15, 0.42), (0.05, -0.2, 0.55), (0.5, 0.15, 0.4)):
            pygame.draw.circle(surf, colour, (cx + dx * r, cy + dy * r), rr * r)
        pygame.draw.rect(surf, colour, base, border_radius=int(r * 0.25))
    elif attr == "flash":  # a lightning bolt
        pts = [
            (cx + r * 0.25, cy - r),
            (cx - r * 0.55, cy + r * 0.1),
            (cx - r * 0.02, cy + r * 0.1),
            (cx - r * 0.3, cy + r),
            (cx + r * 0.6, cy - r * 0.2),
            (cx + r * 0.05, cy - r * 0.2),
        ]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
    elif attr == "moon":  # a crescent
        outer = _ring(cx, cy, r * 0.92, math.pi * 0.35, math.pi * 1.65, 28)
        inner = _ring(cx + r * 0.42, cy - r * 0.05, r * 0.7, math.pi * 1.55, math.pi * 0.45, 28)
        pts = outer + inner
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
    elif attr == "darkness":  # a black sun: a ring of rays around a void
        for i in range(8):
            a = math.radians(i * 45 + 22.5)
            ray = [
                (cx + math.cos(a) * r, cy + math.sin(a) * r),
                (cx + math.cos(a + 0.3) * r * 0.55, cy + math.sin(a + 0.3) * r * 0.55),
                (cx + math.cos(a - 0.3) * r * 0.55, cy + math.sin(a - 0.3) * r * 0.55),
            ]
            pygame.draw.polygon(surf, colour, ray)
            pygame.draw.polygon(surf, ink, ray, max(1, w // 2))
        pygame.draw.circle(surf, colour, (cx, cy), r * 0.55)
        pygame.draw.circle(surf, ink, (cx, cy), r * 0.55, w)
        pygame.draw.circle(surf, ink, (cx, cy), r * 0.3)
        pygame.draw.circle(surf, (200, 190, 230), (cx, cy), r * 0.3, max(1, w // 2))
    elif attr == "curse":  # a spiral
        pts = []
        for i in range(60):
            t = i / 59
            a = t * math.pi * 4.2
            rr = r * (0.12 + 0.85 * t)
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.lines(surf, ink, False, pts, w * 3)
        pygame.draw.lines(surf, colour, False, pts, max(1, w * 2 - 1))
    else:  # neutral: a plain diamond
        pts = [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)


@bounded(256)
def symbol_image(attr: str, size: int, disc: bool = True) -> pygame.Surface:
    """A small attribute badge: the symbol on a disc of its colour (for counters and lists)."""
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    colour = ATTRIBUTE_COLOURS.get(attr, ATTRIBUTE_COLOURS["neutral"])
    if disc:
        pygame.draw.circle(surf, INK, (big / 2, big / 2), big / 2)
        pygame.draw.circle(surf, colour, (big / 2, big / 2), big / 2 - big * 0.06)
        draw_symbol(
            surf,
            attr,
            (big / 2, big / 2),
            big * 0.3,
            (250, 248, 240) if attr != "flash" and attr != "sky" else (40, 36, 50),
        )
    else:
        draw_symbol(surf, attr, (big / 2, big / 2), big * 0.45, colour)
    return pygame.transform.smoothscale(surf, (size, size))


def type_badge(surf: pygame.Surface, kind: str, c: tuple[float, float], r: float, number: str) -> None:
    """The type's shape holding its number: hexagon (gems), star (damage), square (AP)."""
    cx, cy = c
    colour = TYPE_COLOURS[kind]
    w = max(1, int(r * 0.12))
    if kind == "currency":
        pts = hexagon(cx, cy, r)
    elif kind == "weapon":
        pts = star(cx, cy, r * 1.12, r * 0.58)
    elif kind == "action":
        pts = [
            (cx - r * 0.82, cy - r * 0.82),
            (cx + r * 0.82, cy - r * 0.82),
            (cx + r * 0.82, cy + r * 0.82),
            (cx - r * 0.82, cy + r * 0.82),
        ]
    else:
        pts = hexagon(cx, cy, r)
    pygame.draw.polygon(surf, INK, [(x + w, y + w) for x, y in pts])
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, w)
    if number:
        size = int(r * (1.05 if kind != "weapon" else 0.85))
        img = fonts.render(number, size, INK if kind != "weapon" else (255, 250, 240), bold=True)
        surf.blit(img, img.get_rect(center=(cx, cy + (r * 0.08 if kind == "weapon" else 0))))


def cost_badge(surf: pygame.Surface, c: tuple[float, float], r: float, cost: int) -> None:
    """The price in gems: a pale gem (a cut diamond), distinct from every type badge."""
    cx, cy = c
    pts = [
        (cx - r * 0.55, cy - r * 0.8),
        (cx + r * 0.55, cy - r * 0.8),
        (cx + r, cy - r * 0.2),
        (cx, cy + r),
        (cx - r, cy - r * 0.2),
    ]
    pygame.draw.polygon(surf, INK, [(x + 2, y + 2) for x, y in pts])
    pygame.draw.polygon(surf, (222, 238, 250), pts)
    pygame.draw.polygon(surf, INK, pts, max(1, int(r * 0.1)))
    img = fonts.render(str(cost), int(r * 1.0), INK, bold=True)
    surf.blit(img, img.get_rect(center=(cx, cy - r * 0.12)))


# -- art -----------------------------------------------------------------------------------------
def art(surf: pygame.Surface, rect: pygame.Rect, attr: str, seed_text: str, character: bool) -> None:
    colour = ATTRIBUTE_COLOURS.get(attr, ATTRIBUTE_COLOURS["neutral"])
    dark = tuple(int(v * 0.35) for v in colour)
    light = tuple(min(255, int(v * 0.8 + 50)) for v in colour)
    art = pygame.Surface(rect.size)
    for y in range(rect.h):  # a vertical gradient of the attribute's colours
        t = y / max(1, rect.h - 1)
        pygame.draw.line(
            art,
            tuple(int(dark[i] + (light[i] - dark[i]) * (1 - t) ** 1.4) for i in range(3)),
            (0, y),
            (rect.w, y),
        )
    rng = random.Random(sum(ord(ch) * (i + 1) for i, ch in enumerate(seed_text)))
    angle = rng.uniform(-0.6, 0.6)
    for _ in range(9):  # motion lines
        x0 = rng.uniform(-0.2, 1.0) * rect.w
        y0 = rng.uniform(0, 1) * rect.h
        length = rng.uniform(0.25, 0.6) * rect.w
        end = (x0 + math.cos(angle) * length, y0 + math.sin(angle) * length)
        pygame.draw.line(art, light, (x0, y0), end, max(1, rect.h // 40))
    r = min(rect.w, rect.h) * 0.36
    cx, cy = rect.w / 2, rect.h / 2
    if character:  # a bust silhouette in front of a large symbol
        draw_symbol(art, attr, (cx + r * 0.65, cy - r * 0.35), r * 0.6, light, dark)
        pygame.draw.circle(art, INK, (cx - r * 0.1, cy - r * 0.25), r * 0.42)
        body = [
            (cx - r * 1.0, rect.h),
            (cx - r * 0.85, cy + r * 0.45),
            (cx - r * 0.1, cy + r * 0.2),
            (cx + r * 0.65, cy + r * 0.45),
            (cx + r * 0.8, rect.h),
        ]
        pygame.draw.polygon(art, INK, body)
        pygame.draw.circle(art, colour, (cx - r * 0.1, cy - r * 0.25), r * 0.42, max(1, int(r * 0.06)))
    else:
        draw_symbol(art, attr, (cx, cy), r, light, INK)
    surf.blit(art, rect.topleft)
    pygame.draw.rect(surf, INK, rect, max(1, rect.h // 60))


@bounded(32)
def render_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of every MetaVersus card: a hexagon with a star on the night felt."""
    w, h = size[0] * SS, size[1] * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 14)
    pygame.draw.rect(surf, (74, 58, 96), surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-w // 10, -w // 10)
    pygame.draw.rect(surf, (38, 28, 48), inner, border_radius=rad)
    for i in range(0, w + h, max(4, w // 10)):  # a fine diagonal weave
        pygame.draw.line(
            surf, (52, 40, 66), (inner.x + i, inner.y), (inner.x + i - h, inner.y + h), max(1, w // 60)
        )
    pygame.draw.rect(surf, (74, 58, 96), surf.get_rect(), max(2, w // 20), border_radius=rad)
    r = w * 0.28
    cx, cy = w / 2, h / 2
    pygame.draw.polygon(surf, (155, 140, 255), hexagon(cx, cy, r))
    pygame.draw.polygon(surf, (46, 36, 51), hexagon(cx, cy, r * 0.74))
    pygame.draw.polygon(surf, (255, 224, 102), star(cx, cy, r * 0.55, r * 0.24))
    pygame.draw.polygon(surf, INK, hexagon(cx, cy, r), max(1, w // 60))
    return pygame.transform.smoothscale(surf, size)


# -- aether (the Aether Rift expansion) ----------------------------------------------------------
AETHER_COLOUR = (130, 220, 255)


def aether_icon(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """Aether: a tall crystal split down its middle (the rift), pale cyan, outlined in ink."""
    cx, cy = c
    w = max(1, int(r * 0.14))
    pts = [(cx, cy - r), (cx + r * 0.62, cy - r * 0.3), (cx + r * 0.45, cy + r * 0.7), (cx, cy + r)]
    pts += [(cx - r * 0.45, cy + r * 0.7), (cx - r * 0.62, cy - r * 0.3)]
    pygame.draw.polygon(surf, AETHER_COLOUR, pts)
    pygame.draw.polygon(
        surf, (210, 245, 255), [(cx, cy - r), (cx + r * 0.62, cy - r * 0.3), (cx, cy - r * 0.1)]
    )
    pygame.draw.polygon(surf, INK, pts, w)
    rift = [
        (cx, cy - r * 0.55),
        (cx - r * 0.14, cy - r * 0.1),
        (cx + r * 0.12, cy + r * 0.2),
        (cx, cy + r * 0.6),
    ]
    pygame.draw.lines(surf, INK, False, rift, w)
