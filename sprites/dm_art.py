"""The drawn parts of a Dice Masters card: the frame, the name band, the original art (the
character's colours, speed lines and emblem), the cost badge, the dice of the footer and the
highlight border. ``sprites.dm_cards`` lays them out."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from . import fonts, glyphs
from .caches import MiB, bounded
from .dm_data import card, card_ids, die_colour, emblem_for, style
from .draw import GLOW, ILLEGAL, SELECTED


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


@bounded(320, 16 * MiB)  # the whole set at two sizes (a window resize clears it)
def art(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """Original art: a diagonal gradient in the character's colours, speed lines, the emblem."""
    w, h = size
    st = style(card_id)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    dark, light = st["art"], st["art2"]
    small = pygame.Surface((2, 2))
    small.set_at((0, 0), light)
    small.set_at((1, 0), mix(dark, light, 0.55))
    small.set_at((0, 1), mix(dark, light, 0.35))
    small.set_at((1, 1), dark)
    surf.blit(pygame.transform.smoothscale(small, (w * 2, h * 2)), (-w // 2, -h // 2))
    # radial speed lines from behind the emblem, seeded by the card number so each card differs
    number = card(card_id).number if card_id in card_ids() else 0
    cx, cy = w * 0.5, h * 0.52
    lines = pygame.Surface(size, pygame.SRCALPHA)
    reach = math.hypot(w, h)
    for i in range(28):
        a = math.radians(i * 360 / 28 + number * 7)
        spread = math.radians(2.2 + (i * 37 + number * 11) % 5 * 0.6)
        inner = min(w, h) * (0.42 + ((i * 13 + number) % 4) * 0.05)
        p0 = (cx + math.cos(a) * inner, cy + math.sin(a) * inner)
        p1 = (cx + math.cos(a - spread) * reach, cy + math.sin(a - spread) * reach)
        p2 = (cx + math.cos(a + spread) * reach, cy + math.sin(a + spread) * reach)
        pygame.draw.polygon(lines, (255, 255, 255, 20 if i % 2 else 34), (p0, p1, p2))
    surf.blit(lines, (0, 0))
    # a halo of the accent colour behind the emblem
    glow = pygame.Surface(size, pygame.SRCALPHA)
    r = min(w, h) * 0.42
    for i in range(10, 0, -1):
        pygame.draw.circle(glow, (*st["accent"], 9), (cx, cy), r * (0.5 + i * 0.06))
    surf.blit(glow, (0, 0))
    side = round(min(w * 0.8, h * 0.8))
    mark = glyphs.emblem(
        emblem_for(card_id), side, glyphs.INK_LIGHT, outline=glyphs.INK_DARK, outline_px=max(1.0, side / 40)
    )
    shadow = glyphs.emblem(emblem_for(card_id), side, (0, 0, 0))
    shadow = shadow.copy()
    shadow.set_alpha(90)
    rect = mark.get_rect(center=(round(cx), round(cy)))
    surf.blit(shadow, rect.move(max(1, side // 30), max(2, side // 18)))
    surf.blit(mark, rect)
    # the corners fade to black a little so the frame reads
    vignette = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(6):
        pygame.draw.rect(vignette, (0, 0, 0, 16), pygame.Rect(0, 0, w, h).inflate(-i * 4, -i * 4), width=2)
    surf.blit(vignette, (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(3, min(w, h) // 14))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def cost_badge(surface: pygame.Surface, card_id: str, centre: tuple[int, int], r: int) -> None:
    c = card(card_id)
    energy = c.energy
    ring = glyphs.ENERGY_COLOURS.get(energy, (150, 150, 150)) if energy else (150, 150, 150)
    pygame.draw.circle(
        surface, (0, 0, 0, 120), (centre[0] + max(1, r // 8), centre[1] + max(1, r // 6)), r + 1
    )
    pygame.draw.circle(surface, ring, centre, r)
    pygame.draw.circle(surface, (16, 18, 22), centre, max(2, r - max(2, r // 5)))
    text = fonts.render(str(c.cost), max(fonts.FLOOR, round(r * 1.25)), (250, 247, 240), bold=True)
    surface.blit(text, text.get_rect(center=(centre[0], centre[1] - max(1, r // 10))))


def die_icon(surface: pygame.Surface, card_id: str, rect: pygame.Rect, filled: bool) -> None:
    """A die still on the card (solid, with a pip) or one already bought (a faint outline)."""
    body = die_colour(card_id)
    rad = max(2, rect.w // 4)
    if filled:
        pygame.draw.rect(surface, body, rect, border_radius=rad)
        edge = (250, 247, 240) if glyphs.luminance(body) < 0.6 else (40, 40, 46)
        pygame.draw.rect(surface, edge, rect, width=1, border_radius=rad)
        pygame.draw.circle(surface, glyphs.ink_for(body), rect.center, max(1, rect.w // 6))
    else:
        pygame.draw.rect(surface, (96, 98, 106), rect, width=1, border_radius=rad)


def frame(size: tuple[int, int], card_id: str, border: int, radius: int) -> pygame.Surface:
    w, h = size
    st = style(card_id)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (8, 9, 12), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, mix(st["body"], (20, 22, 28), 0.35), inner, border_radius=radius - 1)
    core = inner.inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, (24, 26, 32), core, border_radius=max(2, radius - border))
    return surf


def highlight(surface: pygame.Surface, how: str | tuple[int, int, int] | None, radius: int) -> None:
    """A border inside the card (so its size never changes): ``how`` is ``"glow"`` (a legal
    target), ``"selected"``, ``"illegal"`` or a colour."""
    if how is None:
        return
    colour = (
        {"glow": GLOW, "legal": GLOW, "selected": SELECTED, "illegal": ILLEGAL}.get(how, GLOW)
        if isinstance(how, str)
        else how
    )
    w = max(2, surface.get_width() // 32)
    pygame.draw.rect(surface, colour, surface.get_rect(), width=w, border_radius=radius)


def band(surface: pygame.Surface, rect: pygame.Rect, card_id: str, radius: int) -> None:
    st = style(card_id)
    top, bottom = mix(st["body"], (255, 255, 255), 0.08), mix(st["body"], (0, 0, 0), 0.45)
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    band.blit(pygame.transform.smoothscale(strip, (rect.w, rect.h)), (0, 0))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(band, rect)


def title_colour(card_id: str) -> tuple[int, int, int]:
    return glyphs.INK_DARK if glyphs.luminance(style(card_id)["body"]) > 0.58 else (250, 247, 240)


def subtitle_colour(card_id: str) -> tuple[int, int, int]:
    ink = title_colour(card_id)
    return mix(ink, style(card_id)["body"], 0.12 if ink == glyphs.INK_DARK else 0.3)


# -- rarity and affiliation ----------------------------------------------------------------------
RARITY_COLOURS: dict[str, tuple[int, int, int]] = {
    "common": (170, 172, 178),
    "uncommon": (74, 186, 92),
    "rare": (240, 196, 52),
    "super-rare": (222, 52, 48),
}  # the starter's cards have no stripe, as they had none before the boosters


def rarity_stripe(surface: pygame.Surface, card_id: str, rect: pygame.Rect) -> None:
    """The rarity's colour as a bar in ``rect`` (common grey, uncommon green, rare yellow,
    super-rare red); nothing for a starter card."""
    colour = RARITY_COLOURS.get(card(card_id).rarity) if card_id in card_ids() else None
    if colour is None or rect.w < 2 or rect.h < 1:
        return
    pygame.draw.rect(surface, mix(colour, (0, 0, 0), 0.45), rect.inflate(2, 2), border_radius=rect.h)
    pygame.draw.rect(surface, colour, rect, border_radius=rect.h)


AFFILIATION_RINGS: dict[str, tuple[int, int, int]] = {
    "X-Men": (240, 196, 52),
    "Avengers": (60, 120, 220),
    "Fantastic Four": (80, 170, 230),
    "Villains": (150, 70, 190),
}
AFFILIATION_MARKS = {"Avengers": "A", "Fantastic Four": "4", "Villains": "V"}  # X-Men: a drawn X


@bounded(64)
def affiliation_mark(affiliation: str, size: int) -> pygame.Surface:
    """A round badge telling the card's affiliation: an X for the X-Men, an A for the Avengers,
    a 4 for the Fantastic Four, a V for the Villains, in a ring of the affiliation's colour."""
    size = max(8, int(size))
    pen = glyphs.Pen(size)
    pen.colour = (*AFFILIATION_RINGS.get(affiliation, (150, 150, 150)), 255)
    pen.circle(0.5, 0.5, 0.49)
    pen.colour = (16, 18, 24, 255)
    pen.circle(0.5, 0.5, 0.4)
    pen.colour = (250, 247, 240, 255)
    if affiliation == "X-Men":
        pen.line((0.32, 0.32), (0.68, 0.68), 0.12)
        pen.line((0.68, 0.32), (0.32, 0.68), 0.12)
    else:
        pen.text(AFFILIATION_MARKS.get(affiliation, affiliation[:1]), 0.5, 0.5, 0.44)
    return pen.finish(size)
