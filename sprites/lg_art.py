"""Legendary card pictures drawn by code: the class and team symbols, the Recruit and Attack
icons, original emblems for heroes, villain groups and Masterminds, the art window and the backs.

Every hero card has the class colour of VISUAL.md *and* a class icon with its own shape (a fist
for Strength, a paw for Instinct, a mask for Covert, a gear for Tech, a crosshair for Ranged);
teams are letters or shapes (A, X, a shield, a web, a diamond). This module only draws from the
card data; it knows no rule. ``sprites.lg_cards`` lays the faces out.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable

import pygame

from game.legendary.cards import defn

from . import fonts
from .caches import MiB, bounded
from .draw import palette, rounded_panel
from .glyphs import EMBLEMS, ENERGY_DRAWERS
from .pen import Pen, star_points

Colour = tuple[int, int, int]

CLASS_COLOURS: dict[str, Colour] = palette(
    "Strength #3ea04e Instinct #e8be30 Covert #ce3a3a Tech #768aa0 Ranged #3a78d6 grey #969696"
)
KIND_COLOURS: dict[str, Colour] = palette(
    "villain #5c2e78 henchman #463c68 mastermind #841824 tactic #841824 scheme #7a501e bystander #3c8caa wound #962828 twist #966014 strike #aa1e1e"
)
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
    pen.ticks(0.22, 0.5, 0.09)


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


@bounded(256)
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


@bounded(128)
def team_icon(team: str, size: int, colour: Colour = (245, 242, 235)) -> pygame.Surface:
    size = max(8, int(size))
    pen = Pen(size, inset=0.04)
    pen.colour = (*colour, 255)
    _team_drawer(team)(pen)
    return pen.finish(size)


@bounded(64)
def recruit_icon(size: int) -> pygame.Surface:
    pen = Pen(max(6, size), inset=0.02)
    pen.colour = (20, 20, 20, 255)
    pen.poly(star_points(0.5, 0.53, 0.5, 0.22, 5))
    pen.colour = (246, 200, 60, 255)
    pen.poly(star_points(0.5, 0.53, 0.42, 0.18, 5))
    return pen.finish(max(6, size))


@bounded(64)
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


def emblem(pen: Pen, name: str) -> None:
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
    name = (
        d.kind if d.kind in ("scheme", "bystander", "wound", "twist", "strike") else "v:" + (d.group or d.id)
    )
    if d.kind == "bystander":
        a, b = (40, 90, 120), (150, 210, 230)
    elif d.kind == "wound":
        a, b = (60, 14, 14), (190, 70, 60)
    return a, b, name


@bounded(256, 16 * MiB)
def art(card_def: str, w: int, h: int) -> pygame.Surface:
    """Gradient in the card's colours, motion lines and a bold emblem."""
    a, b, name = _art_spec(card_def)
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
        emblem(pen, name)
        shadow = pen.finish(side)
        pen = Pen(side, inset=0.06)
        pen.colour = (250, 248, 240, 255)
        emblem(pen, name)
        img = pen.finish(side)
        r = img.get_rect(center=(w // 2, h // 2))
        surf.blit(shadow, r.move(max(1, side // 30), max(1, side // 30)))
        surf.blit(img, r)
    return surf


@bounded(64, 4 * MiB)
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
    emblem(pen, "villain" if kind == "villain" else "star")
    img = pen.finish(max(6, side))
    surf.blit(img, img.get_rect(center=inner.center))
    return surf


def badge(
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
