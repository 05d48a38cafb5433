"""Dice Masters die faces as pictures: the body of a die showing one face, with its shadow and
level pips, drawn once per (die, face, size) and kept (``sprites.caches``).

Nothing here knows the rules: faces are the plain dicts of the card data (or the engine's
``Face`` records, or a face's index on its die).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from . import fonts, glyphs
from .caches import bounded
from .dm_data import die_colour, die_faces, emblem_for

BASE_SIZE = 44  # a die at 1600×900
ANGLE_STEP = 15  # rotated frames and shadows repeat in steps of this many degrees
FaceKey = tuple[Any, ...]


class FaceRecord(Protocol):
    """Anything with a face's fields as attributes (the rules engine's ``Face`` tuple)."""

    @property
    def kind(self) -> str: ...


# A face as the card data writes it, an engine face, or the index of the face on its die.
FaceLike = Mapping[str, Any] | FaceRecord | int | None


def as_face(card_id: str, face: FaceLike) -> Mapping[str, Any] | None:
    """The face as a card-data dict, whichever way it was given."""
    if face is None or isinstance(face, Mapping):
        return face
    if isinstance(face, int):
        return die_faces(card_id)[face]
    get = getattr
    kind = face.kind
    if kind == "energy":
        return {"kind": "energy", "symbols": list(get(face, "symbols", ()))}
    if kind == "character":
        return {
            "kind": "character",
            "level": get(face, "level", 1),
            "field_cost": get(face, "field_cost", get(face, "cost", 0)),
            "attack": get(face, "attack", 0),
            "defense": get(face, "defense", 0),
            "bursts": get(face, "bursts", 0),
        }
    return {"kind": "action", "bursts": get(face, "bursts", 0)}


def face_key(face: Mapping[str, Any] | None) -> FaceKey:
    """A hashable identity of a face dict (the cache key)."""
    if face is None:
        return ("none",)
    if face.get("kind") == "energy":
        return ("energy", tuple(face.get("symbols", ())))
    if face.get("kind") == "character":
        return (
            "character",
            face.get("level", 1),
            face.get("field_cost", 0),
            face.get("attack", 0),
            face.get("defense", 0),
            face.get("bursts", 0),
        )
    return ("action", face.get("bursts", 0))


def _face_from_key(key: FaceKey) -> dict[str, Any] | None:
    if key[0] == "none":
        return None
    if key[0] == "energy":
        return {"kind": "energy", "symbols": list(key[1])}
    if key[0] == "character":
        return {
            "kind": "character",
            "level": key[1],
            "field_cost": key[2],
            "attack": key[3],
            "defense": key[4],
            "bursts": key[5],
        }
    return {"kind": "action", "bursts": key[1]}


@dataclass(frozen=True)
class Printed:
    """What a face shows, as the physical die prints it: the energy symbols, or the fielding
    cost (top left, in a ring), attack (top right), defense (bottom right) and bursts (bottom
    left) of a character level, or an action face's bursts."""

    kind: str  # "energy", "character", "action" or "none" (not rolled)
    symbols: tuple[str, ...] = ()
    cost: str = ""
    attack: str = ""
    defense: str = ""
    bursts: int = 0
    level: int = 0


def printed(face: Mapping[str, Any] | None) -> Printed:
    """What the die shows for ``face`` (a card-data dict; ``None``: not rolled)."""
    if face is None:
        return Printed("none")
    kind = str(face.get("kind"))
    if kind == "energy":
        return Printed("energy", tuple(face.get("symbols", [])) or ("wild",))
    if kind == "character":
        return Printed(
            "character",
            cost=str(face.get("field_cost", 0)),
            attack=str(face.get("attack", 0)),
            defense=str(face.get("defense", 0)),
            bursts=int(face.get("bursts", 0)),
            level=int(face.get("level", 1)),
        )
    return Printed("action", bursts=int(face.get("bursts", 0)))


def margin(size: int) -> int:
    """Room around the die body in a rendered face: the shadow and the level pips live there."""
    return max(4, round(size * 0.2))


def radius(size: int) -> int:
    return max(2, round(size * 8 / BASE_SIZE))


# -- the die body --------------------------------------------------------------------------------


def _shade(colour: Sequence[int], k: float) -> tuple[int, int, int]:
    r, g, b = colour[:3]
    if k >= 0:
        return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))
    return (int(r * (1 + k)), int(g * (1 + k)), int(b * (1 + k)))


def _blank(body: tuple[int, int, int], size: int) -> pygame.Surface:
    """The rounded cube face: a soft top light, a darker rim, drawn supersampled."""
    k = glyphs.SUPER
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    r = radius(size) * k
    full = big.get_rect()
    pygame.draw.rect(big, _shade(body, -0.35), full, border_radius=r)
    inner = full.inflate(-2 * k, -2 * k)
    pygame.draw.rect(big, body, inner, border_radius=r - k)
    # a light from above: a lighter top half fading down
    light = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for i in range(8):
        band = pygame.Rect(inner.x, inner.y, inner.w, int(inner.h * (0.55 - i * 0.05)))
        pygame.draw.rect(light, (255, 255, 255, 7), band, border_radius=r - k)
    big.blit(light, (0, 0))
    pygame.draw.rect(
        big, (*_shade(body, 0.35), 120), inner.inflate(-1 * k, -1 * k), width=k, border_radius=r - k
    )
    return pygame.transform.smoothscale(big, (size, size))


def _stat(
    surface: pygame.Surface, text: str, centre: tuple[float, float], px: int, ink: tuple[int, int, int]
) -> None:
    halo = glyphs.INK_DARK if ink == glyphs.INK_LIGHT else glyphs.INK_LIGHT
    back = fonts.render(text, px, halo, bold=True)
    front = fonts.render(text, px, ink, bold=True)
    rect = front.get_rect(center=(round(centre[0]), round(centre[1])))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        back.set_alpha(110)
        surface.blit(back, rect.move(dx, dy))
    back.set_alpha(255)
    surface.blit(front, rect)


def _bursts(
    surface: pygame.Surface, count: int, anchor: tuple[float, float], size: int, align_left: bool = True
) -> None:
    side = max(6, round(size * 0.24))
    star = glyphs.energy_glyph("burst", side)
    x, y = anchor
    for i in range(count):
        pos = (round(x + i * side * 0.72 - (0 if align_left else side / 2)), round(y - side / 2))
        surface.blit(star, pos)


@bounded(1024)
def _body_cached(card_id: str, key: FaceKey, size: int) -> pygame.Surface:
    body = die_colour(card_id)
    ink = glyphs.ink_for(body)
    surf = _blank(body, size)
    shown = printed(_face_from_key(key))
    icon = emblem_for(card_id)
    if shown.kind == "none":
        mark = glyphs.emblem(icon, round(size * 0.6), ink)
        mark = mark.copy()
        mark.set_alpha(70)
        surf.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
        return surf
    if shown.kind == "energy":
        symbols = shown.symbols
        outline = glyphs.INK_DARK
        if len(symbols) == 1:
            g = _energy_on_die(symbols[0], round(size * 0.7), outline)
            surf.blit(g, g.get_rect(center=(size / 2, size / 2)))
        else:
            # a double: two glyphs on the diagonal, like the printed die
            side = round(size * 0.5)
            g = _energy_on_die(symbols[0], side, outline)
            surf.blit(g, g.get_rect(center=(size * 0.33, size * 0.34)))
            g = _energy_on_die(symbols[1], side, outline)
            surf.blit(g, g.get_rect(center=(size * 0.67, size * 0.66)))
        return surf
    if shown.kind == "character":
        mark = glyphs.emblem(icon, round(size * 0.52), ink)
        surf.blit(mark, mark.get_rect(center=(size / 2, size / 2 + size * 0.02)))
        px = max(7, round(size * 0.3))
        pad = size * 0.2
        # fielding cost sits in a small ring so it is never read as attack
        cost_c = (pad, pad)
        pygame.draw.circle(
            surf, ink, (round(cost_c[0]), round(cost_c[1])), max(3, round(size * 0.15)), max(1, size // 30)
        )
        _stat(surf, shown.cost, (cost_c[0], cost_c[1] - 0.5), max(6, round(px * 0.82)), ink)
        _stat(surf, shown.attack, (size - pad, pad), px, ink)
        _stat(surf, shown.defense, (size - pad, size - pad), px, ink)
        _bursts(surf, shown.bursts, (size * 0.07, size - pad), size)
        return surf
    # action face: the action emblem, bursts along the bottom
    bursts = shown.bursts
    mark = glyphs.emblem(icon, round(size * (0.62 if bursts == 0 else 0.52)), ink)
    surf.blit(mark, mark.get_rect(center=(size / 2, size * (0.5 if bursts == 0 else 0.42))))
    if bursts:
        side = max(6, round(size * 0.24))
        width = side + (bursts - 1) * side * 0.72
        _bursts(surf, bursts, (size / 2 - width / 2, size * 0.84), size)
    return surf


def luminous(colour: Sequence[int]) -> bool:
    return glyphs.luminance(colour) > 0.6


@bounded(256)
def _energy_on_die(symbol: str, side: int, outline: tuple[int, int, int]) -> pygame.Surface:
    return glyphs.energy_glyph(symbol, side, None, outline)


def die_body(card_id: str, face: FaceLike, size: int = BASE_SIZE) -> pygame.Surface:
    """The bare die (``size`` square, no shadow, no pips), cached."""
    return _body_cached(card_id, face_key(as_face(card_id, face)), int(size))


@bounded(512)
def _shadow(size: int, angle_step: int = 0) -> pygame.Surface:
    blur = max(2, round(size * 0.12))
    w = size + blur * 2
    surf = pygame.Surface((w, w), pygame.SRCALPHA)
    for i in range(blur, 0, -1):
        alpha = int(90 * (1 - i / (blur + 1)) ** 2)
        pygame.draw.rect(
            surf,
            (0, 0, 0, alpha),
            pygame.Rect(blur - i, blur - i, size + 2 * i, size + 2 * i),
            border_radius=radius(size) + i,
        )
    pygame.draw.rect(surf, (0, 0, 0, 90), pygame.Rect(blur, blur, size, size), border_radius=radius(size))
    if angle_step:
        surf = pygame.transform.rotozoom(surf, angle_step * ANGLE_STEP, 1.0)
    return surf


@bounded(32)
def _pip(size: int, filled: bool) -> pygame.Surface:
    r = max(2, round(size * 0.055))
    surf = pygame.Surface((r * 2 + 2, r * 2 + 2), pygame.SRCALPHA)
    c = (r + 1, r + 1)
    pygame.draw.circle(surf, (10, 10, 12, 200), c, r + 1)
    pygame.draw.circle(surf, (250, 247, 240) if filled else (110, 110, 110), c, r)
    return surf


def draw_pips(surface: pygame.Surface, level: int, centre_x: float, top: float, size: int) -> None:
    """Level pips under a die: as many bright dots as the level, out of three."""
    pip = _pip(size, True)
    gap = pip.get_width() + max(1, size // 22)
    x0 = centre_x - gap * (level - 1) / 2
    for i in range(level):
        surface.blit(pip, pip.get_rect(center=(round(x0 + i * gap), round(top + pip.get_height() / 2))))


@bounded(1024)
def _face_cached(card_id: str, key: FaceKey, size: int, level_pips: bool) -> pygame.Surface:
    m = margin(size)
    surf = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    shadow = _shadow(size)
    off = shadow_offset(size, 0.0)
    surf.blit(
        shadow,
        (m - (shadow.get_width() - size) // 2 + off[0], m - (shadow.get_height() - size) // 2 + off[1]),
    )
    surf.blit(_body_cached(card_id, key, size), (m, m))
    if level_pips and key[0] == "character":
        draw_pips(surf, int(key[1]), m + size / 2, m + size + max(1, size * 0.05), size)
    return surf


def render_face(
    card_id: str, face_dict: FaceLike, size: int = BASE_SIZE, level_pips: bool = True
) -> pygame.Surface:
    """A die showing ``face_dict`` (``None``: not rolled), with its shadow and level pips, cached.

    The surface is ``size + 2 * margin(size)`` square with the die body at ``(margin, margin)``;
    ``blit_face`` places it by the die's centre."""
    return _face_cached(card_id, face_key(as_face(card_id, face_dict)), int(size), level_pips)


def blit_face(
    surface: pygame.Surface,
    card_id: str,
    face: FaceLike,
    centre: tuple[float, float],
    size: int = BASE_SIZE,
    level_pips: bool = True,
) -> pygame.Rect:
    """Draw a resting die centred on ``centre``; returns the die's rect (for hit tests)."""
    img = render_face(card_id, face, size, level_pips)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return pygame.Rect(0, 0, size, size).move(rect.x + margin(size), rect.y + margin(size))


def shadow_offset(size: int, lift: float) -> tuple[int, int]:
    return (round(size * 0.05 + lift * 0.12), round(size * 0.09 + lift * 0.2))
