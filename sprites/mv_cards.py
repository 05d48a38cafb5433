"""MetaVersus cards as pictures, drawn by the project: exchange cards, characters and the back.

The type is the frame: a yellow frame with a hexagon badge (gems) for currency, a red frame with
a star badge (damage) for weapons, a grey frame with a square badge (AP) for actions. The
attribute is a symbol drawn by code in the attribute's colour (never the colour alone: each
attribute has its own shape), repeated large in the art window with motion lines seeded by the
card id. Text comes from the card data in the chosen language; a "———" line is a divider.

Pictures are drawn at twice the asked size and smoothed down, once per (card, language, size).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import pygame

from . import fonts

ATTRIBUTE_COLOURS: dict[str, tuple[int, int, int]] = {
    "fire": (228, 87, 46),
    "water": (47, 143, 216),
    "wood": (76, 175, 80),
    "soil": (166, 124, 82),
    "sky": (143, 211, 255),
    "flash": (255, 224, 102),
    "moon": (155, 140, 255),
    "darkness": (74, 68, 88),
    "curse": (176, 48, 106),
    "neutral": (158, 158, 158),
}
TYPE_COLOURS: dict[str, tuple[int, int, int]] = {
    "currency": (240, 196, 52),
    "weapon": (214, 52, 52),
    "action": (150, 152, 162),
    "character": (196, 160, 255),
}
INK = (24, 20, 28)
PAPER = (238, 232, 216)
BODY = (34, 28, 40)
SMALL = (96, 134)
ZOOM = (336, 470)
SS = 2  # supersampling of card pictures
FULL_WIDTH = 135  # faces at least this wide show name, art, text and subtitle
COMPACT_WIDTH = 70  # narrower faces show the name and the numbers (the text is in the tooltip)


def _info(card: str, lang: str) -> dict[str, object]:
    from game.metaversus import card_info

    return card_info(card, lang)


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


@lru_cache(maxsize=256)
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
def _art(surf: pygame.Surface, rect: pygame.Rect, attr: str, seed_text: str, character: bool) -> None:
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


def short_text(card: str, lang: str) -> str:
    """The card's rules in a few words, for faces too small for the whole text (the string
    tables hold one for every card and character; the whole text is in the tooltip and zoom)."""
    from scenes.i18n import translator

    key = f"mv_card.short.{card}"
    text = translator()(key, lang)
    return str(_info(card, lang)["text"]) if text == key else text


FaceText = Literal["full", "short", "none"]
Tier = Literal["full", "compact", "tiny"]


def _probe(
    text: str,
    width: int,
    height: int,
    size: int,
    floor: int,
    bold: bool = False,
    max_lines: int | None = None,
) -> fonts.Fitted:
    """How ``text`` would fit, without recording a cut (a face tries the whole text first)."""
    return fonts._fit(text, int(width), int(height), int(size), int(min(floor, size)), bold, max_lines)


def _name_fit(text: str, width: int, size: int, floor: int, max_lines: int, where: str) -> fonts.Fitted:
    """A card name: on one line if a slightly smaller font allows it, else on up to
    ``max_lines`` lines broken between words; only a word wider than the card is broken."""
    width = int(width)
    for s in range(size, max(floor, int(size * 0.75)) - 1, -1):
        if fonts.text_width(text, s, True) <= width:
            return fonts.fit(text, width, 10**6, s, floor, True, max_lines, where=where)
    words = text.split()
    for s in range(size, floor - 1, -1):
        if (
            all(fonts.text_width(w, s, True) <= width for w in words)
            and len(fonts.wrap(text, s, width, True)) <= max_lines
        ):
            return fonts.fit(text, width, 10**6, s, floor, True, max_lines, where=where)
    return fonts.fit(text, width, 10**6, size, floor, True, max_lines, where=where)


def _name_fits(text: str, width: int, size: int, floor: int, max_lines: int) -> bool:
    """Whether a name fits ``width`` on ``max_lines`` lines without breaking a word."""
    return any(
        all(fonts.text_width(w, s, True) <= width for w in text.split())
        and len(fonts.wrap(text, s, int(width), True)) <= max_lines
        for s in range(size, floor - 1, -1)
    )


@dataclass(frozen=True)
class Face:
    """Where everything goes on a card face of one size (in supersampled pixels)."""

    tier: Tier
    inner: pygame.Rect
    left_badge: tuple[int, int]  # centre of the price (or ability) badge
    type_badge: tuple[int, int] | None  # centre of the number badge (None: characters)
    symbol: pygame.Rect | None  # the attribute badge (the art shows the symbol too)
    name: pygame.Rect
    name_fit: fonts.Fitted
    art: pygame.Rect
    text: pygame.Rect | None
    text_fit: fonts.Fitted | None
    text_mode: FaceText
    subtitle: pygame.Rect | None
    subtitle_fit: fonts.Fitted | None
    badge_r: float


def _paras(text: str) -> str:
    """Card text as drawn: a "———" line becomes an empty line (the divider is drawn there)."""
    return "\n".join(" " if p.strip("— ") == "" else p for p in text.split("\n"))


def _face(card: str, lang: str, size: tuple[int, int], whole: bool, force: Tier | None = None) -> Face:
    """Lay out a face. The name is always whole (up to two lines, three on the smallest
    faces); the rules text is the whole text when it fits at the floor size, else the short
    text; the art takes what is left. ``whole`` (the zoom) always takes the whole text.

    Three tiers by width: full (name between price and attribute badges, art, text, subtitle),
    compact (price and name in one row, a strip of art holding the number badge, text) and
    tiny (price and number badges, the name, art: the text is in the tooltip)."""
    info = _info(card, lang)
    character = info["type"] == "character"
    w, h = size[0] * SS, size[1] * SS
    floor = fonts.FLOOR * SS
    rim = max(4, w // 16)
    inner = pygame.Rect(rim // 2, rim // 2, w - rim, h - rim)
    u = w / 126
    pad = max(2, int(4 * u))
    tier: Tier = force or (
        "full" if size[0] >= FULL_WIDTH else "compact" if size[0] >= COMPACT_WIDTH else "tiny"
    )
    r = 13 * u if tier == "full" else max(11 * u, 9 * SS)
    name_size = max(floor, int(15 * u))
    name_text = str(info["name"])
    symbol: pygame.Rect | None = None
    number_at: tuple[int, int] | None = None
    left = (int(inner.x + pad + r), int(inner.y + pad + r))
    between = inner.w - int(4 * r) - 4 * pad  # the room between the badges of the top row
    beside = inner.w - int(2 * r) - 3 * pad  # the room beside the price badge
    if tier == "full" and _name_fits(name_text, between, name_size, floor, 2):
        # the name between the price and the attribute, on one line or two
        name_fit = _name_fit(name_text, between, name_size, floor, 2, "mv.card.name")
        row_h = max(int(2 * r), name_fit.height)
        name = pygame.Rect(inner.x + int(2 * r) + 2 * pad, inner.y + pad, between, row_h)
        symbol = pygame.Rect(
            inner.right - pad - int(2 * r), inner.y + pad + (row_h - int(2 * r)) // 2, int(2 * r), int(2 * r)
        )
        left = (left[0], inner.y + pad + row_h // 2)
        top = name.bottom + pad
    elif tier == "compact" and not character and _name_fits(name_text, beside, name_size, floor, 2):
        # the price and the name in one row
        name_fit = _name_fit(name_text, beside, name_size, floor, 2, "mv.card.name")
        row_h = max(int(2 * r), name_fit.height)
        name = pygame.Rect(inner.x + int(2 * r) + 2 * pad, inner.y + pad, beside, row_h)
        top = name.bottom + pad
    elif tier == "tiny":  # the price and the number on top, the name under them across the card
        if not character:
            number_at = (int(inner.right - pad - r), left[1])
        name_fit = _name_fit(name_text, inner.w - 2 * pad, name_size, floor, 3, "mv.card.name")
        name = pygame.Rect(inner.x + pad, inner.y + 2 * pad + int(2 * r), inner.w - 2 * pad, name_fit.height)
        top = name.bottom + pad
    else:  # the name across the card (a character, or a long name): the badges go lower
        name_fit = _name_fit(name_text, inner.w - 2 * pad, name_size, floor, 2, "mv.card.name")
        name = pygame.Rect(inner.x + pad, inner.y + pad, inner.w - 2 * pad, name_fit.height)
        top = name.bottom + pad
        if tier == "full" or not character:  # a row of badges under the name
            if tier == "full":
                symbol = pygame.Rect(inner.right - pad - int(2 * r), top, int(2 * r), int(2 * r))
            left = (left[0], int(top + r))
            top += int(2 * r) + pad
        else:
            left = (int(inner.x + pad + r * 0.8), int(top + pad // 2 + r * 0.8))  # on the strip of art
    sub_fit: fonts.Fitted | None = None
    sub_rect: pygame.Rect | None = None
    bottom = inner.bottom - pad
    if tier == "full":
        subtitle = str(info["subtitle"])
        if _probe(subtitle, inner.w - 2 * pad, 10**6, max(floor, int(10 * u)), floor, False, 1).cut:
            subtitle = str(info["attribute_name"])  # the frame and the badge tell the type
        sub_fit = fonts.fit_line(
            subtitle, inner.w - 2 * pad, max(floor, int(10 * u)), floor, where="mv.card.subtitle"
        )
        sub_rect = pygame.Rect(inner.x + pad, bottom - sub_fit.height, inner.w - 2 * pad, sub_fit.height)
        bottom = sub_rect.y - pad
    if tier == "tiny":
        art = pygame.Rect(inner.x + pad, top, inner.w - 2 * pad, max(4, bottom - top))
        return Face(
            tier,
            inner,
            left,
            number_at,
            symbol,
            name,
            name_fit,
            art,
            None,
            None,
            "none",
            sub_rect,
            sub_fit,
            r,
        )
    if tier == "full":
        min_art = int(h * 0.16)
    else:  # the strip holds the number badge (or a character's ability badge and use pips)
        min_art = int(2 * r * (0.8 if character else 1.0)) + pad
    max_art = int(h * (0.36 if tier == "full" else 0.3))
    text_w = inner.w - 4 * pad
    room = bottom - top - min_art - pad
    text_size = max(floor, int(11 * u))
    full = _paras(str(info["text"]))
    mode: FaceText = "full"
    probe = _probe(full, text_w, room, text_size, floor)
    if probe.cut and not whole:
        mode = "short"
        probe = _probe(short_text(card, lang), text_w, room, text_size, floor)
        if probe.cut and tier == "full":  # the compact layout leaves the text more room
            return _face(card, lang, size, whole, "compact")
        if probe.cut and tier == "compact":  # too small even for the short text: name and numbers
            art = pygame.Rect(inner.x + pad, top, inner.w - 2 * pad, max(4, bottom - top))
            number_at = None if character else (int(art.x + r + 2 * u), int(art.bottom - r - u))
            return Face(
                tier,
                inner,
                left,
                number_at,
                symbol,
                name,
                name_fit,
                art,
                None,
                None,
                "none",
                sub_rect,
                sub_fit,
                r,
            )
    body = full if mode == "full" else short_text(card, lang)
    art_h = max(min_art, min(max_art, room + min_art - probe.height))
    art = pygame.Rect(inner.x + pad, top, inner.w - 2 * pad, art_h)
    if not character:
        br = min(r * 1.1, art.h / 2) if tier == "full" else r
        number_at = (int(art.x + br + 2 * u), int(art.bottom - br - u))
    text_rect = pygame.Rect(inner.x + 2 * pad, art.bottom + pad, text_w, bottom - art.bottom - pad)
    text_fit = fonts.fit(body, text_rect.w, text_rect.h, text_size, floor, where="mv.card.text")
    return Face(
        tier,
        inner,
        left,
        number_at,
        symbol,
        name,
        name_fit,
        art,
        text_rect,
        text_fit,
        mode,
        sub_rect,
        sub_fit,
        r,
    )


def face_text(card: str, lang: str, size: tuple[int, int]) -> FaceText:
    """Which rules text a face of ``size`` shows: the whole text, the short one, or none (the
    smallest faces: name, price and number; the text is in the tooltip)."""
    return _face(card, lang, size, False).text_mode


def _draw_text(surf: pygame.Surface, rect: pygame.Rect, fitted: fonts.Fitted, divider: bool) -> None:
    """Card text on paper, centred; the empty line of a divider becomes a rule."""
    pygame.draw.rect(surf, PAPER, rect.inflate(rect.w // 14, 6), border_radius=max(2, rect.w // 30))
    y = rect.y + max(0, (rect.h - fitted.height) // 2)
    for line in fitted.lines:
        if divider and line.strip() == "":
            pygame.draw.line(
                surf,
                INK,
                (rect.x, y + fitted.line_height // 2),
                (rect.right, y + fitted.line_height // 2),
                max(1, fitted.size // 8),
            )
        else:
            img = fonts.render(line, fitted.size, INK)
            surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += fitted.line_height


def _frame(surf: pygame.Surface, kind: str, inner: pygame.Rect) -> None:
    w = surf.get_width()
    rad = max(4, w // 14)
    pygame.draw.rect(surf, TYPE_COLOURS[kind], surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, BODY, inner, border_radius=max(3, rad - 2))
    pygame.draw.rect(surf, INK, surf.get_rect(), max(1, w // 90), border_radius=rad)


@lru_cache(maxsize=768)
def render_card(card: str, lang: str, size: tuple[int, int], whole: bool = False) -> pygame.Surface:
    """An exchange card or a character, ``size`` pixels (63:88), in ``lang``. Every text is
    fitted (never below the floor size): faces too small for the whole rules text show the
    short text, the smallest none. ``whole``: always the whole text (the zoom)."""
    info = _info(card, lang)
    face = _face(card, lang, size, whole)
    w, h = size[0] * SS, size[1] * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    kind = str(info["type"])
    attr = str(info["attribute"])
    _frame(surf, kind, face.inner)
    u = w / 126
    r = face.badge_r
    _art(surf, face.art, attr, card, kind == "character")
    if face.symbol is not None:
        surf.blit(pygame.transform.smoothscale(symbol_image(attr, 64), face.symbol.size), face.symbol)
    fonts.draw_fitted(surf, face.name_fit, face.name, (250, 246, 236), "center", "middle")
    if kind == "character":
        badge = r * (0.78 if face.tier == "compact" else 0.92)  # compact: on the strip of art
        type_badge(surf, "character", face.left_badge, badge, "A" if info.get("ability") == "active" else "P")
        uses = info.get("uses")
        if isinstance(uses, int) and uses:  # an int, or None for no limit
            pip = max(4 * u, SS * 2.5)
            for i in range(uses):  # one pip per use of the ability in a match
                c = (
                    face.art.right - pip * 1.6 - i * pip * 2.4,
                    face.art.bottom - min(pip * 1.6, face.art.h / 2),
                )
                pygame.draw.circle(surf, INK, c, pip * 1.3)
                pygame.draw.circle(surf, TYPE_COLOURS["currency"], c, pip)
    else:
        cost = info["cost"]
        assert isinstance(cost, int)  # every exchange card prints a cost
        cost_badge(surf, face.left_badge, r, cost)
        number = (
            info.get("value")
            if kind == "currency"
            else info.get("damage")
            if kind == "weapon"
            else info.get("ap")
        )
        if face.type_badge is not None:  # at the left of the art: visible where cards overlap in the fan
            br = min(r * 1.1, face.art.h / 2) if face.tier == "full" else r
            type_badge(surf, kind, face.type_badge, br, str(number))
    if face.text is not None and face.text_fit is not None:
        _draw_text(surf, face.text, face.text_fit, face.text_mode == "full" and bool(info.get("divider")))
    if face.subtitle is not None and face.subtitle_fit is not None:
        fonts.draw_fitted(surf, face.subtitle_fit, face.subtitle, (220, 214, 200), "center")
    return pygame.transform.smoothscale(surf, size)


def render_card_zoom(card: str, lang: str, size: tuple[int, int] = ZOOM) -> pygame.Surface:
    """The card large: always its whole name and its whole text."""
    return render_card(card, lang, size, True)


@lru_cache(maxsize=32)
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


@lru_cache(maxsize=2048)
def rotated(
    card: str | None, lang: str, size: tuple[int, int], angle: int, dimmed: bool = False
) -> pygame.Surface:
    """A card (or the back when ``card`` is None) turned by ``angle`` degrees, for the fan;
    ``dimmed`` darkens a card that cannot be used now."""
    img = render_back(size) if card is None else render_card(card, lang, size)
    if dimmed:
        img = img.copy()
        img.fill((140, 140, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img
