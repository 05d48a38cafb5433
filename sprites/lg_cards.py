"""Legendary cards drawn by code: original procedural art, class and team symbols, card backs.

Every hero card has the class colour of VISUAL.md *and* a class icon with its own shape (a fist
for Strength, a paw for Instinct, a mask for Covert, a gear for Tech, a crosshair for Ranged);
teams are letters or shapes (A, X, a shield, a web, a diamond). Superpower tokens in card text
("[Covert]: ...", "[은밀]: ...") are drawn as the same icons inline. Villains, henchmen and
Masterminds show Strength and VP; Schemes, Bystanders, Wounds, Twists and Strikes have faces of
their own. Card faces are cached per (card, language, size): tables ask every frame.

This module only draws from the card data; it knows no rule.
"""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.legendary.cards import defn

from . import fonts
from .draw import rounded_panel
from .glyphs import EMBLEMS, ENERGY_DRAWERS, Pen, star_points

Colour = tuple[int, int, int]
TABLE_SIZE = (96, 134)
ZOOM_SIZE = (336, 470)

CLASS_COLOURS: dict[str, Colour] = {
    "Strength": (62, 160, 78),
    "Instinct": (232, 190, 48),
    "Covert": (206, 58, 58),
    "Tech": (118, 138, 160),
    "Ranged": (58, 120, 214),
    "grey": (150, 150, 150),
}
KIND_COLOURS: dict[str, Colour] = {
    "villain": (92, 46, 120),
    "henchman": (70, 60, 104),
    "mastermind": (132, 24, 36),
    "tactic": (132, 24, 36),
    "scheme": (122, 80, 30),
    "bystander": (60, 140, 170),
    "wound": (150, 40, 40),
    "twist": (150, 96, 20),
    "strike": (170, 30, 30),
}
TOKENS: dict[str, str] = {
    "Strength": "Strength",
    "힘": "Strength",
    "Instinct": "Instinct",
    "본능": "Instinct",
    "Covert": "Covert",
    "은밀": "Covert",
    "Tech": "Tech",
    "기술": "Tech",
    "Ranged": "Ranged",
    "원거리": "Ranged",
    "Avengers": "Avengers",
    "어벤져스": "Avengers",
    "X-Men": "X-Men",
    "엑스맨": "X-Men",
    "S.H.I.E.L.D.": "S.H.I.E.L.D.",
    "쉴드": "S.H.I.E.L.D.",
    "Spider Friends": "Spider Friends",
    "스파이더 프렌즈": "Spider Friends",
}
# Each hero: two art colours and an emblem drawn below (original shapes, no likenesses).
HERO_ART: dict[str, tuple[Colour, Colour, str]] = {
    "black_widow": ((20, 20, 28), (170, 30, 40), "hourglass"),
    "captain_america": ((20, 40, 110), (200, 40, 50), "star"),
    "cyclops": ((30, 40, 90), (220, 60, 50), "visor"),
    "deadpool": ((60, 10, 14), (190, 30, 30), "split"),
    "emma_frost": ((120, 150, 190), (240, 246, 255), "diamond"),
    "gambit": ((60, 20, 70), (230, 90, 170), "cards"),
    "hawkeye": ((50, 20, 80), (150, 80, 190), "arrow"),
    "hulk": ((24, 60, 22), (130, 190, 70), "smash"),
    "iron_man": ((110, 18, 24), (230, 180, 60), "reactor"),
    "nick_fury": ((24, 28, 36), (90, 100, 120), "eye"),
    "rogue": ((26, 70, 40), (220, 200, 90), "streak"),
    "spider_man": ((30, 44, 112), (214, 48, 48), "web"),
    "storm": ((24, 26, 40), (150, 160, 210), "storm"),
    "thor": ((34, 44, 66), (180, 190, 210), "hammer"),
    "wolverine": ((40, 40, 20), (230, 190, 40), "claws"),
}
TOKEN_RE = re.compile(r"\[([^\]]+)\]")


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def _palette(key: str) -> tuple[Colour, Colour]:
    """Two colours from a name, for villains and anything without a drawn palette."""
    h = zlib.crc32(key.encode())
    hue = h % 360
    a = pygame.Color(0)
    a.hsva = (hue, 70, 30, 100)
    b = pygame.Color(0)
    b.hsva = ((hue + 40) % 360, 65, 80, 100)
    return (a.r, a.g, a.b), (b.r, b.g, b.b)


def card_colour(card: str) -> Colour:
    d = defn(card)
    if d.kind == "hero":
        return CLASS_COLOURS[d.color]
    return KIND_COLOURS.get(d.kind, (90, 90, 90))


# -- icons ----------------------------------------------------------------------------------------
def _crosshair(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.42)
    pen.circle(0.5, 0.5, 0.3, hole=True)
    pen.circle(0.5, 0.5, 0.13)
    for a, b in (
        ((0.5, 0.0), (0.5, 0.28)),
        ((0.5, 0.72), (0.5, 1.0)),
        ((0.0, 0.5), (0.28, 0.5)),
        ((0.72, 0.5), (1.0, 0.5)),
    ):
        pen.line(a, b, 0.09)


CLASS_DRAWERS = {
    "Strength": ENERGY_DRAWERS["fist"],
    "Instinct": EMBLEMS["beast"],
    "Covert": ENERGY_DRAWERS["mask"],
    "Tech": EMBLEMS["action-gearing-up"],
    "Ranged": _crosshair,
}


def _team_drawer(team: str) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        if team == "Avengers":
            pen.circle(0.5, 0.5, 0.48)
            pen.text("A", 0.5, 0.52, 0.6, hole=True)
        elif team == "X-Men":
            pen.circle(0.5, 0.5, 0.48)
            pen.line((0.28, 0.26), (0.72, 0.74), 0.14, hole=True)
            pen.line((0.72, 0.26), (0.28, 0.74), 0.14, hole=True)
        elif team == "S.H.I.E.L.D.":
            pen.poly([(0.1, 0.1), (0.9, 0.1), (0.9, 0.5), (0.5, 0.95), (0.1, 0.5)])
            pen.poly(star_points(0.5, 0.44, 0.26, 0.11, 5), hole=True)
        elif team == "Spider Friends":
            EMBLEMS["spider-man"](pen)
        else:
            pen.poly([(0.5, 0.04), (0.96, 0.5), (0.5, 0.96), (0.04, 0.5)])
            pen.poly([(0.5, 0.3), (0.7, 0.5), (0.5, 0.7), (0.3, 0.5)], hole=True)

    return draw


@lru_cache(maxsize=256)
def class_icon(cls: str, size: int) -> pygame.Surface:
    """A class badge: the class colour in a dark ring with the class shape in dark ink."""
    size = max(8, int(size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (20, 20, 24), (size // 2, size // 2), size // 2)
    pygame.draw.circle(
        surf, CLASS_COLOURS.get(cls, (150, 150, 150)), (size // 2, size // 2), size // 2 - max(1, size // 12)
    )
    drawer = CLASS_DRAWERS.get(cls)
    if drawer is not None:
        pen = Pen(size, inset=0.2)
        pen.colour = (18, 18, 22, 255)
        drawer(pen)
        surf.blit(pen.finish(size), (0, 0))
    return surf


@lru_cache(maxsize=128)
def team_icon(team: str, size: int, colour: Colour = (245, 242, 235)) -> pygame.Surface:
    size = max(8, int(size))
    pen = Pen(size, inset=0.04)
    pen.colour = (*colour, 255)
    _team_drawer(team)(pen)
    return pen.finish(size)


@lru_cache(maxsize=64)
def recruit_icon(size: int) -> pygame.Surface:
    pen = Pen(max(6, size), inset=0.02)
    pen.colour = (20, 20, 20, 255)
    pen.poly(star_points(0.5, 0.53, 0.5, 0.22, 5))
    pen.colour = (246, 200, 60, 255)
    pen.poly(star_points(0.5, 0.53, 0.42, 0.18, 5))
    return pen.finish(max(6, size))


@lru_cache(maxsize=64)
def attack_icon(size: int) -> pygame.Surface:
    """Three claw slashes: Attack reads as a shape, not only as red."""
    pen = Pen(max(6, size), inset=0.04)
    pen.colour = (20, 20, 20, 255)
    for i in range(3):
        pen.line((0.2 + i * 0.25, 0.1), (0.05 + i * 0.25, 0.9), 0.2)
    pen.colour = (232, 64, 52, 255)
    for i in range(3):
        pen.line((0.2 + i * 0.25, 0.1), (0.05 + i * 0.25, 0.9), 0.12)
    return pen.finish(max(6, size))


def _villain_emblem(pen: Pen, group: str) -> bool:
    """Villain groups, henchmen and Masterminds: one original silhouette each."""
    if group in ("brotherhood", "magneto"):  # a domed helmet with a face slit
        pen.poly(
            [
                (0.12, 0.9),
                (0.12, 0.45),
                (0.3, 0.14),
                (0.7, 0.14),
                (0.88, 0.45),
                (0.88, 0.9),
                (0.7, 0.9),
                (0.66, 0.5),
                (0.34, 0.5),
                (0.3, 0.9),
            ]
        )
        pen.poly([(0.44, 0.14), (0.5, 0.02), (0.56, 0.14)])
    elif group in ("enemies_of_asgard", "loki"):  # a horned helm
        pen.rrect(0.28, 0.38, 0.44, 0.5, 0.16)
        pen.poly([(0.3, 0.44), (0.06, 0.08), (0.14, 0.06), (0.4, 0.38)])
        pen.poly([(0.7, 0.44), (0.94, 0.08), (0.86, 0.06), (0.6, 0.38)])
        pen.rrect(0.36, 0.56, 0.28, 0.08, 0.03, hole=True)
    elif group == "hydra":  # a skull with six tentacles
        for i in range(6):
            a = math.pi * (0.1 + 0.16 * i)
            pen.line((0.5, 0.55), (0.5 + 0.46 * math.cos(a), 0.55 + 0.44 * math.sin(a)), 0.09)
        pen.circle(0.5, 0.4, 0.3)
        pen.circle(0.4, 0.38, 0.07, hole=True)
        pen.circle(0.6, 0.38, 0.07, hole=True)
    elif group == "masters_of_evil":  # a domino mask
        ENERGY_DRAWERS["mask"](pen)
    elif group == "radiation":  # a trefoil
        pen.circle(0.5, 0.5, 0.09)
        for i in range(3):
            a0 = math.radians(-90 + 120 * i - 30)
            pts = [
                (
                    0.5 + 0.16 * math.cos(a0 + t * math.radians(60) / 8),
                    0.5 + 0.16 * math.sin(a0 + t * math.radians(60) / 8),
                )
                for t in range(9)
            ]
            pts += [
                (
                    0.5 + 0.46 * math.cos(a0 + t * math.radians(60) / 8),
                    0.5 + 0.46 * math.sin(a0 + t * math.radians(60) / 8),
                )
                for t in range(8, -1, -1)
            ]
            pen.poly(pts)
    elif group == "skrulls":  # a ridged chin and pointed ears
        pen.poly(
            [
                (0.5, 0.95),
                (0.22, 0.62),
                (0.04, 0.3),
                (0.24, 0.36),
                (0.3, 0.12),
                (0.7, 0.12),
                (0.76, 0.36),
                (0.96, 0.3),
                (0.78, 0.62),
            ]
        )
        pen.poly([(0.32, 0.42), (0.46, 0.48), (0.32, 0.52)], hole=True)
        pen.poly([(0.68, 0.42), (0.54, 0.48), (0.68, 0.52)], hole=True)
        for y in (0.66, 0.74):
            pen.line((0.42, y), (0.58, y), 0.03, hole=True)
    elif group == "spider_foes":  # a spider
        pen.ellipse(0.5, 0.58, 0.14, 0.2)
        pen.circle(0.5, 0.3, 0.1)
        for side in (-1, 1):
            for k, (dy, ey) in enumerate(((0.45, 0.2), (0.52, 0.42), (0.6, 0.66), (0.66, 0.9))):
                pen.line((0.5, dy), (0.5 + side * (0.38 + 0.04 * (k % 2)), ey), 0.05)
    elif group in ("doombot_legion", "dr_doom"):  # a riveted metal mask
        pen.rrect(0.18, 0.08, 0.64, 0.84, 0.14)
        pen.rrect(0.28, 0.34, 0.16, 0.08, 0.03, hole=True)
        pen.rrect(0.56, 0.34, 0.16, 0.08, 0.03, hole=True)
        pen.rrect(0.36, 0.66, 0.28, 0.06, 0.02, hole=True)
        pen.line((0.5, 0.46), (0.5, 0.6), 0.05, hole=True)
    elif group == "hand_ninjas":  # a four-point throwing star
        pen.poly(star_points(0.5, 0.5, 0.48, 0.14, 4, rot=-45))
        pen.circle(0.5, 0.5, 0.08, hole=True)
    elif group == "savage_land_mutates":  # fangs
        pen.rrect(0.1, 0.12, 0.8, 0.2, 0.08)
        pen.poly([(0.16, 0.3), (0.3, 0.9), (0.42, 0.3)])
        pen.poly([(0.58, 0.3), (0.7, 0.9), (0.84, 0.3)])
    elif group == "sentinel":  # a giant robot head
        pen.poly([(0.2, 0.9), (0.14, 0.3), (0.3, 0.06), (0.7, 0.06), (0.86, 0.3), (0.8, 0.9)])
        pen.rrect(0.24, 0.36, 0.52, 0.12, 0.04, hole=True)
        pen.rrect(0.36, 0.62, 0.28, 0.16, 0.04, hole=True)
    elif group == "red_skull":
        pen.circle(0.5, 0.42, 0.36)
        pen.rrect(0.32, 0.62, 0.36, 0.3, 0.08)
        pen.circle(0.37, 0.42, 0.09, hole=True)
        pen.circle(0.63, 0.42, 0.09, hole=True)
        pen.poly([(0.5, 0.52), (0.45, 0.62), (0.55, 0.62)], hole=True)
        for x in (0.42, 0.5, 0.58):
            pen.line((x, 0.76), (x, 0.9), 0.03, hole=True)
    else:
        return False
    return True


def _emblem(pen: Pen, name: str) -> None:
    """Hero emblems: bold original shapes."""
    if name.startswith("v:") and _villain_emblem(pen, name[2:]):
        return
    if name in EMBLEMS:
        EMBLEMS[name](pen)
        return
    if name == "star":
        pen.circle(0.5, 0.5, 0.46)
        pen.poly(star_points(0.5, 0.52, 0.34, 0.14, 5), hole=True)
    elif name == "hourglass":
        pen.circle(0.5, 0.5, 0.46)
        pen.poly([(0.3, 0.25), (0.7, 0.25), (0.5, 0.5)], hole=True)
        pen.poly([(0.3, 0.75), (0.7, 0.75), (0.5, 0.5)], hole=True)
    elif name == "visor":
        pen.rrect(0.05, 0.38, 0.9, 0.24, 0.1)
        pen.rrect(0.15, 0.45, 0.7, 0.1, 0.05, hole=True)
    elif name == "split":
        pen.circle(0.5, 0.5, 0.46)
        pen.rrect(0.46, 0.04, 0.08, 0.92, 0.02, hole=True)
        pen.ellipse(0.32, 0.46, 0.1, 0.07, hole=True)
        pen.ellipse(0.68, 0.46, 0.1, 0.07, hole=True)
    elif name == "diamond":
        pen.poly([(0.5, 0.05), (0.92, 0.4), (0.5, 0.95), (0.08, 0.4)])
        pen.poly([(0.5, 0.2), (0.75, 0.4), (0.5, 0.75), (0.25, 0.4)], hole=True)
        pen.poly([(0.5, 0.3), (0.62, 0.4), (0.5, 0.58), (0.38, 0.4)])
    elif name == "cards":
        pen.rrect(0.12, 0.18, 0.42, 0.62, 0.05)
        pen.rrect(0.46, 0.12, 0.42, 0.62, 0.05)
        pen.poly([(0.67, 0.28), (0.78, 0.43), (0.67, 0.58), (0.56, 0.43)], hole=True)
    elif name == "arrow":
        pen.line((0.12, 0.88), (0.78, 0.22), 0.08)
        pen.poly([(0.92, 0.08), (0.62, 0.16), (0.84, 0.38)])
        pen.poly([(0.1, 0.72), (0.28, 0.9), (0.2, 0.94), (0.04, 0.8)])
    elif name == "eye":
        pen.circle(0.5, 0.5, 0.46)
        pen.ellipse(0.5, 0.5, 0.3, 0.16, hole=True)
        pen.circle(0.5, 0.5, 0.11)
        pen.line((0.2, 0.2), (0.8, 0.8), 0.07, hole=True)
    elif name == "streak":
        pen.poly([(0.1, 0.2), (0.9, 0.1), (0.55, 0.5), (0.9, 0.9), (0.1, 0.8), (0.4, 0.5)])
    elif name == "claws":
        for i in range(3):
            pen.line((0.25 + i * 0.22, 0.08), (0.25 + i * 0.22, 0.72), 0.09)
        pen.rrect(0.14, 0.68, 0.72, 0.24, 0.08)
    elif name == "mastermind":
        pen.poly(
            [(0.1, 0.75), (0.18, 0.25), (0.36, 0.55), (0.5, 0.15), (0.64, 0.55), (0.82, 0.25), (0.9, 0.75)]
        )
        pen.rrect(0.1, 0.76, 0.8, 0.14, 0.04)
    elif name == "scheme":
        pen.circle(0.5, 0.5, 0.44)
        pen.circle(0.5, 0.5, 0.34, hole=True)
        pen.line((0.5, 0.5), (0.5, 0.24), 0.07)
        pen.line((0.5, 0.5), (0.7, 0.6), 0.07)
    elif name == "bystander":
        pen.circle(0.5, 0.28, 0.18)
        pen.rrect(0.26, 0.5, 0.48, 0.44, 0.2)
    elif name == "wound":
        pen.line((0.2, 0.2), (0.8, 0.8), 0.16)
        pen.line((0.8, 0.2), (0.2, 0.8), 0.16)
    elif name == "twist":
        pen.circle(0.5, 0.5, 0.46)
        pen.circle(0.5, 0.5, 0.3, hole=True)
        pen.poly([(0.5, 0.02), (0.72, 0.22), (0.4, 0.24)], hole=True)
    elif name == "strike":
        pen.poly([(0.55, 0.02), (0.2, 0.55), (0.46, 0.55), (0.36, 0.98), (0.8, 0.4), (0.54, 0.4)])
    elif name == "shield":
        _team_drawer("S.H.I.E.L.D.")(pen)
    else:  # "villain": a masked face
        pen.circle(0.5, 0.46, 0.4)
        pen.poly([(0.22, 0.38), (0.46, 0.46), (0.26, 0.52)], hole=True)
        pen.poly([(0.78, 0.38), (0.54, 0.46), (0.74, 0.52)], hole=True)
        pen.rrect(0.3, 0.78, 0.4, 0.14, 0.05)


def _art_spec(card: str) -> tuple[Colour, Colour, str]:
    d = defn(card)
    if d.kind == "hero":
        if d.group in HERO_ART:
            return HERO_ART[d.group]
        return ((40, 44, 56), (120, 130, 150), "shield")
    a, b = _palette(d.group or d.id)
    emblem = {
        "scheme": "scheme",
        "bystander": "bystander",
        "wound": "wound",
        "twist": "twist",
        "strike": "strike",
    }.get(d.kind, "v:" + (d.group or d.id))
    if d.kind == "bystander":
        a, b = (40, 90, 120), (150, 210, 230)
    elif d.kind == "wound":
        a, b = (60, 14, 14), (190, 70, 60)
    return a, b, emblem


@lru_cache(maxsize=256)
def _art(card_def: str, w: int, h: int) -> pygame.Surface:
    """Gradient in the card's colours, motion lines and a bold emblem."""
    a, b, emblem = _art_spec(card_def)
    surf = pygame.Surface((w, h))
    for y in range(h):
        pygame.draw.line(surf, _mix(a, b, (y / max(1, h - 1)) ** 1.2), (0, y), (w, y))
    seed = zlib.crc32(card_def.encode())
    lines = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(9):
        x = (seed >> (i * 3)) % max(1, w)
        ang = math.radians(20 + (seed >> i) % 30)
        pygame.draw.line(
            lines,
            (255, 255, 255, 34),
            (x - h, h),
            (x - h + math.cos(ang) * h * 2, h - math.sin(ang) * h * 2),
            max(1, w // 40),
        )
    surf.blit(lines, (0, 0))
    side = int(min(w, h) * 0.78)
    if side >= 6:
        pen = Pen(side, inset=0.06)
        pen.colour = (18, 18, 22, 170)
        _emblem(pen, emblem)
        shadow = pen.finish(side)
        pen = Pen(side, inset=0.06)
        pen.colour = (250, 248, 240, 255)
        _emblem(pen, emblem)
        img = pen.finish(side)
        r = img.get_rect(center=(w // 2, h // 2))
        surf.blit(shadow, r.move(max(1, side // 30), max(1, side // 30)))
        surf.blit(img, r)
    return surf


# -- text with icons ------------------------------------------------------------------------------
ICON_MARK = "\u3000"  # an ideographic space: one em wide, where a class or team icon is drawn
INK: Colour = (24, 22, 20)
KEYWORD_INK: Colour = (150, 24, 30)  # "Ambush:", "매복:": a colour, so a keyword is as wide as it is measured


def icon_text(text: str) -> tuple[str, tuple[str, ...]]:
    """``text`` with each [Class] or [Team] token turned into one em of room, and the icons in
    order ("[Covert]: Draw a card." -> "\u3000: Draw a card.", ("Covert",))."""
    icons: list[str] = []

    def mark(m: re.Match[str]) -> str:
        name = TOKENS.get(m.group(1))
        if name is None:
            return m.group(1)
        icons.append(name)
        return ICON_MARK

    return TOKEN_RE.sub(mark, text), tuple(icons)


def _probe(
    text: str,
    width: int,
    height: int,
    size: int,
    floor: int = fonts.FLOOR,
    bold: bool = False,
    max_lines: int | None = None,
) -> fonts.Fitted:
    """How ``text`` would fit, without recording a cut (a face tries a layout before it commits)."""
    return fonts._fit(text, int(width), int(height), int(size), int(min(floor, size)), bold, max_lines)


KEYWORD_RE = re.compile(r"(?:^|(?<=[.!?\n] )|(?<=\n))([^.:!?\n\u3000]{1,16}):")


def keyword_mask(text: str) -> list[bool]:
    """Which characters of ``text`` belong to a keyword: a short phrase that opens a sentence and
    ends with a colon ("Ambush:", "Escape:", "계획 변경:", "악의 승리:")."""
    mask = [False] * len(text)
    for m in KEYWORD_RE.finditer(text):
        for i in range(m.start(1), m.end(1) + 1):
            mask[i] = True
    return mask


def draw_rules(
    surface: pygame.Surface,
    fitted: fonts.Fitted,
    rect: pygame.Rect,
    text: str,
    icons: tuple[str, ...],
    colour: Colour = INK,
) -> None:
    """Fitted card text (``text`` as it was fitted) with its icons inline and its keywords in
    red (a colour, not bold: a keyword is exactly as wide as it was measured)."""
    mask = keyword_mask(text)
    px = fitted.size
    queue = list(icons)
    cursor = 0
    y = rect.y
    for line in fitted.lines:
        body = line.removesuffix(fonts.ELLIPSIS)
        at = text.find(body, cursor) if body else -1
        if at >= 0:
            cursor = at + len(body)
        x = rect.x
        run, run_key = "", False
        for i, ch in enumerate(line):
            key = at >= 0 and i < len(body) and mask[at + i]
            if ch == ICON_MARK or key != run_key:
                if run:
                    img = fonts.render(run, px, KEYWORD_INK if run_key else colour)
                    surface.blit(img, (x, y))
                    x += img.get_width()  # as drawn (kerned): never wider than it was measured
                run, run_key = "", key
            if ch == ICON_MARK:
                name = queue.pop(0) if queue else ""
                icon = class_icon(name, px) if name in CLASS_COLOURS else team_icon(name, px, (30, 30, 36))
                surface.blit(icon, (x, y + (fitted.line_height - icon.get_height()) // 2))
                x += fonts.text_width(ICON_MARK, px)
            else:
                run += ch
        if run:
            surface.blit(fonts.render(run, px, KEYWORD_INK if run_key else colour), (x, y))
        y += fitted.line_height


def _badge(
    surface: pygame.Surface,
    centre: tuple[int, int],
    r: int,
    text: str,
    fill: Colour,
    ink: Colour,
    shape: str = "circle",
) -> None:
    if shape == "circle":
        pygame.draw.circle(surface, (15, 15, 18), centre, r + max(1, r // 6))
        pygame.draw.circle(surface, fill, centre, r)
    else:  # a shield for Strength
        cx, cy = centre
        pts = [
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy + r * 0.2),
            (cx, cy + r * 1.15),
            (cx - r, cy + r * 0.2),
        ]
        pygame.draw.polygon(
            surface, (15, 15, 18), [(x + (1 if x > cx else -1), y + (1 if y > cy else -1)) for x, y in pts]
        )
        pygame.draw.polygon(surface, fill, pts)
    img = fonts.render(text, max(fonts.FLOOR, int(r * 1.25)), ink, bold=True)
    surface.blit(img, img.get_rect(center=(centre[0], centre[1] - (r // 8 if shape != "circle" else 0))))


def _t(key: str, lang: str, **params: object) -> str:
    from scenes.i18n import translator

    return translator()(key, lang, **params)


def face_text(card: str, lang: str) -> str:
    """The rules text a face prints: a Mastermind's is its Master Strike."""
    d = defn(card)
    text = d.text.get(lang) or d.text["en"]
    if d.kind == "mastermind" and d.strike:
        strike_text = d.strike.get(lang) or d.strike["en"]
        strike = _t("lg_card.master_strike", lang, text=strike_text)
        text = f"{text}\n{strike}" if text and text != strike_text else strike
    return text


def face_subtitle(card: str, lang: str) -> str:
    from game.legendary.cards import GROUP_NAMES

    d = defn(card)
    sub = d.subtitle.get(lang) or d.subtitle["en"]
    if not sub and d.kind in ("villain", "henchman") and d.group in GROUP_NAMES:
        sub = GROUP_NAMES[d.group].get(lang) or GROUP_NAMES[d.group]["en"]
    return sub


@dataclass(frozen=True)
class Face:
    """Where the parts of a card face go at one size."""

    band: pygame.Rect  # the dark strip with the name (and the subtitle under it)
    name: fonts.Fitted
    subtitle: fonts.Fitted | None  # None: no room at the floor size (the tooltip and zoom have it)
    art: pygame.Rect
    text_box: pygame.Rect | None  # None: the text is in the tooltip and the zoom
    text: fonts.Fitted | None
    marked: str  # the rules text as fitted (icons as one em of room)
    icons: tuple[str, ...]
    footer: bool  # the numbers along the bottom (Recruit, Attack, Strength, VP) have room
    pad: int
    badge_r: int


def _whole_words(fitted: fonts.Fitted, text: str) -> bool:
    """No word of ``text`` is broken across two lines."""
    return " ".join(fitted.lines).split() == text.split()


def _name_fit(
    name: str, width: int, size: int, lines: int, record: bool = True, most_lines: int = 4
) -> fonts.Fitted:
    """The name whole, on as few lines as it takes: bold on up to two lines, else plain on up to
    ``lines``; a word is broken only when no size down to the floor keeps it whole, and then up
    to ``most_lines`` (as many as the face holds). The last try records a cut when even that fails."""
    last = max(lines + 1, most_lines)
    tries = [(True, 2, True), (False, lines, True), (True, 2, False), (False, last, False)]
    for bold, most, clean in tries:
        probe = _probe(name, width, 10**6, size, bold=bold, max_lines=most)
        if not probe.cut and (_whole_words(probe, name) or not clean):
            return (
                fonts.fit(name, width, 10**6, size, bold=bold, max_lines=most, where="lg.card.name")
                if record
                else probe
            )
    if not record:
        return _probe(name, width, 10**6, size, max_lines=last)
    return fonts.fit(name, width, 10**6, size, max_lines=last, where="lg.card.name")


@lru_cache(maxsize=1024)
def face_layout(card: str, lang: str, w: int, h: int, whole: bool = False, record: bool = True) -> Face:
    """Lay out a face: the name always whole; the subtitle when it fits at the floor size; the
    rules text when it fits at the floor size in what is left beside a useful art (``whole``:
    always, the art giving way down to a strip: the zoom). ``record``: False to try a size without
    recording its cuts (the zoom looking for its size)."""
    d = defn(card)
    k = w / 96
    pad = max(2, int(4 * k))
    inner = w - 2 * pad - max(2, pad)  # the name's room inside the band
    name_size = max(fonts.FLOOR, min(24, int(11.5 * k), h // 15))
    footer = d.kind in ("hero", "villain", "henchman", "mastermind") or (
        d.kind in ("tactic", "bystander") and d.vp > 0
    )
    badge_r = max(9, int(10 * k))
    foot_h = max(2 * badge_r + pad, int(h * 0.13)) if footer else 0
    most = max(3, (h - 2 * pad) // fonts.get_font(fonts.FLOOR).get_linesize())
    full = d.name.get(lang) or d.name["en"]
    name = _name_fit(full, inner, name_size, 3, False, most)
    if name.cut:  # a long name on a small face: its short form (the tooltip and the zoom say it whole)
        from scenes.i18n import translator

        key = f"lg_card.short.{d.id}"
        if translator().has(key, lang):
            full = translator()(key, lang)
    name = _name_fit(full, inner, name_size, 3, record, most)
    if (
        footer and name.height > h - foot_h - 3 * pad
    ):  # a long name on a small face: no footer (the tooltip has the numbers)
        footer, foot_h = False, 0
    sub_text = face_subtitle(card, lang)
    subtitle = None
    if sub_text and name.height <= h * 0.3:  # a name on three lines leaves the subtitle to the tooltip
        probe = _probe(sub_text, inner, 10**6, max(fonts.FLOOR, min(18, int(8.5 * k))), max_lines=1)
        if not probe.cut:
            subtitle = (
                fonts.fit_line(sub_text, inner, probe.size, where="lg.card.subtitle") if record else probe
            )
    band_h = name.height + (subtitle.height if subtitle else 0) + pad
    band = pygame.Rect(pad, pad, w - 2 * pad, band_h)
    room = pygame.Rect(pad, band.bottom + pad, w - 2 * pad, h - band.bottom - 2 * pad - foot_h)
    text, icons = icon_text(face_text(card, lang))
    text_box = fitted = None
    if text:
        size = max(fonts.FLOOR, min(17, int(8.5 * k)))
        min_art = max(badge_r + pad, room.h // 5) if whole else max(int(room.h * 0.45), badge_r * 2 + pad)
        box_w = room.w - 2 * pad
        probe = _probe(text, box_w, room.h - min_art - pad, size)
        if not probe.cut or whole:
            fitted = (
                fonts.fit(text, box_w, room.h - min_art - pad, size, where="lg.card.text")
                if record
                else _probe(text, box_w, room.h - min_art - pad, size)
            )
            box_h = fitted.height + pad
            text_box = pygame.Rect(room.x, room.bottom - box_h, room.w, box_h)
    art = pygame.Rect(
        room.x, room.y, room.w, max(4, (text_box.y - pad if text_box else room.bottom) - room.y)
    )
    return Face(band, name, subtitle, art, text_box, fitted, text, icons, footer, pad, badge_r)


# -- the card face --------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def render_card(
    card: str, lang: str, w: int = TABLE_SIZE[0], h: int = TABLE_SIZE[1], whole: bool = False
) -> pygame.Surface:
    """The face of ``card`` (definition or instance id) at ``w``×``h`` pixels; ``whole``: the rules
    text always printed (the zoom), else only where it fits at a legible size."""
    card_def = defn(card).id
    if card_def != card:
        return render_card(card_def, lang, w, h, whole)
    d = defn(card_def)
    k = w / 96
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    frame = card_colour(card_def)
    radius = max(3, int(7 * k))
    rounded_panel(surf, surf.get_rect(), frame, (12, 12, 14), radius=radius, width=max(1, int(2 * k)))
    face = face_layout(card_def, lang, w, h, whole)
    pad = face.pad
    rounded_panel(surf, face.band, (16, 16, 20), None, radius=max(2, int(4 * k)))
    name_rect = pygame.Rect(
        face.band.x + max(1, pad // 2),
        face.band.y + pad // 2,
        face.band.w - 2 * max(1, pad // 2),
        face.name.height,
    )
    fonts.draw_fitted(surf, face.name, name_rect, (250, 246, 236), "center")
    if face.subtitle is not None:
        fonts.draw_fitted(
            surf,
            face.subtitle,
            pygame.Rect(name_rect.x, name_rect.bottom, name_rect.w, face.subtitle.height),
            (200, 196, 186),
            "center",
        )
    art = face.art
    surf.blit(_art(card_def, art.w, art.h), art)
    pygame.draw.rect(surf, (12, 12, 14), art, width=max(1, int(k)))
    if face.text_box is not None and face.text is not None:
        rounded_panel(surf, face.text_box, (240, 234, 220), None, radius=max(2, int(3 * k)))
        fonts_rect = face.text_box.inflate(-2 * pad, -pad)
        draw_rules(surf, face.text, fonts_rect, face.marked, face.icons)
    r = face.badge_r
    foot_y = h - pad - max(r, int(h * 0.065))
    if not face.footer:
        return surf
    if d.kind == "hero":
        ar = max(fonts.FLOOR - 2, min(r, (art.h - pad) // 2))  # the badges on the art: no taller than it
        low = (
            art.h < 2 * ar + pad
        )  # a strip of art: the cost goes to the footer, the class is the frame's colour
        if d.cost or d.group:
            centre = (w - pad - ar - 1, foot_y) if low else (art.x + ar + pad // 2, art.y + ar + pad // 2)
            _badge(surf, centre, ar, str(d.cost), (245, 236, 210), (20, 20, 20))
        if d.cls and not low:
            icon = class_icon(d.cls, int(2 * ar))
            surf.blit(icon, icon.get_rect(topright=(art.right - pad // 2, art.y + pad // 2)))
        if d.team and art.h >= 4 * ar + pad:
            ti = team_icon(d.team, int(1.7 * ar))
            back = pygame.Rect(0, 0, ti.get_width() + 4, ti.get_height() + 4)
            back.topright = (art.right - pad // 2, art.y + pad // 2 + int(2.2 * ar))
            pygame.draw.ellipse(surf, (20, 20, 24), back)
            surf.blit(ti, ti.get_rect(center=back.center))
        x = pad + int(2 * k)
        num_size = max(fonts.FLOOR, int(16 * k))
        for value, plus, icon_of in (
            (d.recruit, d.recruit_plus, recruit_icon),
            (d.attack, d.attack_plus, attack_icon),
        ):
            if value is None:
                continue
            img = icon_of(int(1.8 * r))
            surf.blit(img, img.get_rect(midleft=(x, foot_y)))
            label = f"{value}{'+' if plus else ''}"
            num = fonts.render(label, num_size, (255, 255, 255), bold=True)
            outline = fonts.render(label, num_size, (0, 0, 0), bold=True)
            nx = x + img.get_width() + max(1, int(k))
            for ox, oy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                surf.blit(outline, (nx + ox, foot_y - num.get_height() // 2 + oy))
            surf.blit(num, (nx, foot_y - num.get_height() // 2))
            x = nx + num.get_width() + int(6 * k)
    elif d.kind in ("villain", "henchman", "mastermind"):
        strength = "*" if d.strength_star else str(d.strength)
        _badge(
            surf,
            (w - pad - r - int(2 * k), foot_y - int(2 * k)),
            int(r * 1.1),
            strength,
            (235, 60, 50),
            (255, 255, 255),
            "shield",
        )
    if d.kind in ("villain", "henchman", "mastermind", "tactic", "bystander") and d.vp:
        vp = _t("lg_card.vp", lang, n=f"{d.vp}{'+' if d.vp_plus else ''}")
        room = (
            w
            - 2 * pad
            - (2 * int(r * 1.1) + int(4 * k) if d.kind in ("villain", "henchman", "mastermind") else 0)
            - int(6 * k)
        )
        size = max(fonts.FLOOR, int(11 * k))
        ink = (255, 255, 255)
        if _probe(vp, room, 10**6, size, bold=True, max_lines=1).cut:
            vp = f"{d.vp}{'+' if d.vp_plus else ''}"  # a small face: the number alone, in the VP gold (the tooltip says VP)
            ink = (246, 200, 60)
        fitted = fonts.fit_line(vp, room, size, bold=True, where="lg.card.vp")
        text_w = fonts.text_width(fitted.lines[0], fitted.size, True)
        box = pygame.Rect(0, 0, text_w + int(6 * k) + 2, fitted.line_height)
        box.midleft = (pad + int(2 * k), foot_y)
        rounded_panel(surf, box, (18, 18, 22), None, radius=max(2, box.h // 2))
        fonts.draw_fitted(surf, fitted, box, ink, "center", "middle")
    return surf


@lru_cache(maxsize=64)
def card_back(kind: str, w: int, h: int) -> pygame.Surface:
    """Backs: "villain" (the villain deck), "hero" (hero deck and player decks)."""
    k = w / 96
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = (58, 22, 70) if kind == "villain" else (26, 46, 96)
    accent = (170, 60, 190) if kind == "villain" else (90, 150, 240)
    rounded_panel(
        surf, surf.get_rect(), fill, (12, 12, 14), radius=max(3, int(7 * k)), width=max(1, int(2 * k))
    )
    inner = surf.get_rect().inflate(-int(12 * k), -int(12 * k))
    pygame.draw.rect(surf, accent, inner, width=max(1, int(2 * k)), border_radius=max(2, int(5 * k)))
    side = int(min(inner.w, inner.h) * 0.7)
    pen = Pen(max(6, side), inset=0.05)
    pen.colour = (*accent, 255)
    _emblem(pen, "villain" if kind == "villain" else "star")
    img = pen.finish(max(6, side))
    surf.blit(img, img.get_rect(center=inner.center))
    return surf


def draw_card(surface: pygame.Surface, card: str, lang: str, rect: pygame.Rect) -> None:
    surface.blit(render_card(card, lang, rect.w, rect.h), rect)
