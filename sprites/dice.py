"""Dice Masters dice: rendered faces and the ``DieSprite`` that tumbles, slides, flashes and shakes.

A face is drawn once per (die, face, size) and cached, rotated frames likewise (in 15° steps),
so a table of many moving dice costs a few blits per die per frame. Animations are
``sprites.tween.Tween`` objects the caller queues (``AnimationQueue`` applies the speed setting
and "finish everything" on a click); a finished tween always leaves the die exactly on its final
face and position. The tumble's flicker uses a cosmetic ``random.Random``, never the game's RNG.

Nothing here knows the rules: faces are the plain dicts of the card data.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, Protocol

import pygame

from . import fonts, glyphs
from .dm_cards import die_colour, die_faces, emblem_for
from .tween import Tween, ease_out_back, ease_out_cubic, lerp

BASE_SIZE = 44  # a die at 1600×900
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


def margin(size: int) -> int:
    """Room around the die body in a rendered face: the shadow and the level pips live there."""
    return max(4, round(size * 0.2))


def radius(size: int) -> int:
    return max(2, round(size * 8 / BASE_SIZE))


# -- the die body --------------------------------------------------------------------------------


def _shade(colour: Sequence[int], k: float) -> tuple[int, int, int]:
    if k >= 0:
        return tuple(int(c + (255 - c) * k) for c in colour[:3])  # type: ignore[return-value]
    return tuple(int(c * (1 + k)) for c in colour[:3])  # type: ignore[return-value]


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


@lru_cache(maxsize=1024)
def _body_cached(card_id: str, key: FaceKey, size: int) -> pygame.Surface:
    body = die_colour(card_id)
    ink = glyphs.ink_for(body)
    surf = _blank(body, size)
    face = _face_from_key(key)
    icon = emblem_for(card_id)
    if face is None:
        mark = glyphs.emblem(icon, round(size * 0.6), ink)
        mark = mark.copy()
        mark.set_alpha(70)
        surf.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
        return surf
    kind = face.get("kind")
    if kind == "energy":
        symbols = list(face.get("symbols", [])) or ["wild"]
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
    if kind == "character":
        mark = glyphs.emblem(icon, round(size * 0.52), ink)
        surf.blit(mark, mark.get_rect(center=(size / 2, size / 2 + size * 0.02)))
        px = max(7, round(size * 0.3))
        pad = size * 0.2
        # fielding cost sits in a small ring so it is never read as attack
        cost_c = (pad, pad)
        pygame.draw.circle(
            surf, ink, (round(cost_c[0]), round(cost_c[1])), max(3, round(size * 0.15)), max(1, size // 30)
        )
        _stat(
            surf, str(face.get("field_cost", 0)), (cost_c[0], cost_c[1] - 0.5), max(6, round(px * 0.82)), ink
        )
        _stat(surf, str(face.get("attack", 0)), (size - pad, pad), px, ink)
        _stat(surf, str(face.get("defense", 0)), (size - pad, size - pad), px, ink)
        _bursts(surf, int(face.get("bursts", 0)), (size * 0.07, size - pad), size)
        return surf
    # action face: the action emblem, bursts along the bottom
    bursts = int(face.get("bursts", 0))
    mark = glyphs.emblem(icon, round(size * (0.62 if bursts == 0 else 0.52)), ink)
    surf.blit(mark, mark.get_rect(center=(size / 2, size * (0.5 if bursts == 0 else 0.42))))
    if bursts:
        side = max(6, round(size * 0.24))
        width = side + (bursts - 1) * side * 0.72
        _bursts(surf, bursts, (size / 2 - width / 2, size * 0.84), size)
    return surf


def luminous(colour: Sequence[int]) -> bool:
    return glyphs.luminance(colour) > 0.6


@lru_cache(maxsize=256)
def _energy_on_die(symbol: str, side: int, outline: tuple[int, int, int]) -> pygame.Surface:
    return glyphs.energy_glyph(symbol, side, None, outline)


def die_body(card_id: str, face: FaceLike, size: int = BASE_SIZE) -> pygame.Surface:
    """The bare die (``size`` square, no shadow, no pips), cached."""
    return _body_cached(card_id, face_key(as_face(card_id, face)), int(size))


@lru_cache(maxsize=512)
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


@lru_cache(maxsize=32)
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


@lru_cache(maxsize=1024)
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


# -- rotated frames ------------------------------------------------------------------------------

ANGLE_STEP = 15
_FRAMES: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
FRAME_CACHE_LIMIT = 3000


def _frame(card_id: str, key: FaceKey, size: int, angle: float, sx: float, sy: float) -> pygame.Surface:
    """The die body rotated and stretched, quantised so frames repeat and can be cached."""
    step = round(angle / ANGLE_STEP) % (360 // ANGLE_STEP)
    qx, qy = round(sx * 50) / 50, round(sy * 50) / 50
    ck = (card_id, key, size, step, qx, qy)
    surf = _FRAMES.get(ck)
    if surf is not None:
        _FRAMES.move_to_end(ck)
        return surf
    surf = _body_cached(card_id, key, size)
    if (qx, qy) != (1.0, 1.0):
        surf = pygame.transform.smoothscale(surf, (max(1, round(size * qx)), max(1, round(size * qy))))
    if step:
        surf = pygame.transform.rotozoom(surf, step * ANGLE_STEP, 1.0)
    _FRAMES[ck] = surf
    if len(_FRAMES) > FRAME_CACHE_LIMIT:
        _FRAMES.popitem(last=False)
    return surf


def warm(card_id: str, size: int = BASE_SIZE) -> None:
    """Render every face and rotation of a die ahead of time (before a big roll)."""
    for face in die_faces(card_id):
        key = face_key(face)
        for step in range(360 // ANGLE_STEP):
            _frame(card_id, key, size, step * ANGLE_STEP, 1.0, 1.0)
    for step in range(360 // ANGLE_STEP):
        _shadow(size, step)


# -- the sprite ----------------------------------------------------------------------------------


class DieSprite:
    """One die on the table. ``pos`` is the centre of the die on the table; ``lift`` raises it
    above its shadow. Animation methods return a ``Tween`` for the caller's ``AnimationQueue``."""

    def __init__(
        self,
        card_id: str,
        face: FaceLike = None,
        pos: tuple[float, float] = (0.0, 0.0),
        size: int = BASE_SIZE,
        faces: Sequence[Mapping[str, Any]] | None = None,
        level_pips: bool = True,
    ) -> None:
        self.card_id = card_id
        self.faces: list[Mapping[str, Any]] = list(faces) if faces is not None else list(die_faces(card_id))
        self.face: Mapping[str, Any] | None = as_face(card_id, face)
        self.pos: tuple[float, float] = (float(pos[0]), float(pos[1]))
        self.target: tuple[float, float] = self.pos
        self.size = int(size)
        self.scale = 1.0
        self.rotation = 0.0
        self.alpha = 255
        self.lift = 0.0
        self.squash = 0.0  # >0: wider and flatter (a landing)
        self.flash_amount = 0.0
        self.shake_offset = 0.0
        self.level_pips = level_pips
        self.tumbling = False

    # -- state -----------------------------------------------------------------------------------
    @property
    def rect(self) -> pygame.Rect:
        s = round(self.size * self.scale)
        return pygame.Rect(0, 0, s, s).move(round(self.pos[0] - s / 2), round(self.pos[1] - s / 2))

    def set_face(self, face: FaceLike) -> None:
        self.face = as_face(self.card_id, face)

    def place(self, pos: tuple[float, float]) -> None:
        """Put the die somewhere at once, at rest."""
        self.pos = self.target = (float(pos[0]), float(pos[1]))
        self.lift = self.rotation = self.squash = self.shake_offset = 0.0

    # -- animations ------------------------------------------------------------------------------
    def tumble(
        self,
        final_face: FaceLike,
        duration: float = 0.9,
        delay: float = 0.0,
        cosmetic_rng: random.Random | None = None,
        to: tuple[float, float] | None = None,
    ) -> Tween:
        """A roll: from where it is to ``to`` (or ``target``) on a short arc with three bounces,
        spinning and flickering through its faces, landing on ``final_face`` with a squash."""
        landing = as_face(self.card_id, final_face)
        rng = cosmetic_rng if cosmetic_rng is not None else random.Random()
        end = (float(to[0]), float(to[1])) if to is not None else self.target
        self.target = end
        spins = rng.choice((-2, -1, 1, 2)) * 360.0
        height = self.size * rng.uniform(0.6, 0.85)
        # bounce arcs: (start, end, height) as fractions of the airborne time
        arcs = ((0.0, 0.46, 1.0), (0.46, 0.74, 0.38), (0.74, 0.90, 0.13))
        settle_at = arcs[-1][1]
        pool: list[Mapping[str, Any] | None] = [f for f in self.faces if face_key(f) != face_key(landing)]
        pool = pool or [*self.faces] or [landing]
        flicker: list[tuple[float, Mapping[str, Any] | None]] = []
        t = 0.0
        while t < arcs[1][1]:
            flicker.append((t, rng.choice(pool)))
            t += rng.uniform(0.055, 0.09) * (1 + 1.5 * t)  # flicker slows as the die loses speed
        flicker.append((arcs[1][1], landing))
        state: dict[str, Any] = {"start": None}

        def update(p: float) -> None:
            if state["start"] is None:
                state["start"] = self.pos
                self.tumbling = True
            sx0, sy0 = state["start"]
            air = min(1.0, p / settle_at)
            travel = ease_out_cubic(air)
            self.pos = (lerp(sx0, end[0], travel), lerp(sy0, end[1], travel))
            lift = 0.0
            for a0, a1, h in arcs:
                if a0 <= air < a1:
                    u = (air - a0) / (a1 - a0)
                    lift = height * h * 4 * u * (1 - u)
            self.lift = lift if p < settle_at else 0.0
            self.rotation = (spins * (1 - (1 - air) ** 2.2)) % 360 if p < settle_at else 0.0
            face = flicker[0][1]
            for when, f in flicker:
                if air >= when:
                    face = f
            self.face = face
            if p >= settle_at:
                v = (p - settle_at) / (1 - settle_at)
                self.squash = 0.14 * math.sin(math.pi * v) * (1 - v * 0.5)
            else:
                self.squash = 0.0
            if p >= 1.0:
                self._rest(end, landing)

        return Tween(duration, update, easing=_linear, delay=delay)

    def slide_to(self, pos: tuple[float, float], duration: float = 0.25, delay: float = 0.0) -> Tween:
        """Move between zones on an ease-out cubic curve, lifted a little on the way."""
        end = (float(pos[0]), float(pos[1]))
        self.target = end
        state: dict[str, Any] = {"start": None}

        def update(p: float) -> None:
            if state["start"] is None:
                state["start"] = self.pos
            sx0, sy0 = state["start"]
            e = ease_out_cubic(p)
            self.pos = (lerp(sx0, end[0], e), lerp(sy0, end[1], e))
            self.lift = self.size * 0.22 * math.sin(math.pi * p)
            self.scale = 1.0 + 0.06 * math.sin(math.pi * p)
            if p >= 1.0:
                self.pos = end
                self.lift = 0.0
                self.scale = 1.0

        return Tween(duration, update, easing=_linear, delay=delay)

    def pop_to(self, pos: tuple[float, float], duration: float = 0.35, delay: float = 0.0) -> Tween:
        """A purchase: the new die pops up out of the card and drops onto ``pos``."""
        end = (float(pos[0]), float(pos[1]))
        self.target = end
        state: dict[str, Any] = {"start": None}

        def update(p: float) -> None:
            if state["start"] is None:
                state["start"] = self.pos
            sx0, sy0 = state["start"]
            e = ease_out_cubic(p)
            self.pos = (lerp(sx0, end[0], e), lerp(sy0, end[1], e))
            self.scale = 0.4 + 0.6 * ease_out_back(min(1.0, p * 1.6)) if p < 1.0 else 1.0
            self.lift = self.size * 0.5 * math.sin(math.pi * p) if p < 1.0 else 0.0
            if p >= 1.0:
                self.pos = end

        return Tween(duration, update, easing=_linear, delay=delay)

    def flash(self, duration: float = 0.45, delay: float = 0.0) -> Tween:
        """A knock-out: the die flashes white and shrinks (the caller then slides it away)."""

        def update(p: float) -> None:
            self.flash_amount = p / 0.2 if p < 0.2 else max(0.0, 1 - (p - 0.2) / 0.8)
            self.scale = 1.0 - 0.3 * math.sin(math.pi * p)  # shrinks, then is ready to fly away
            if p >= 1.0:
                self.flash_amount = 0.0

        return Tween(duration, update, easing=_linear, delay=delay)

    def shake(self, duration: float = 0.6, amplitude: float = 3.0, delay: float = 0.0) -> Tween:
        """Damage: a quick side-to-side shake that dies away (``amplitude`` px at 44 px)."""
        amp = amplitude * self.size / BASE_SIZE

        def update(p: float) -> None:
            self.shake_offset = amp * math.sin(p * math.tau * 6) * (1 - p) if p < 1.0 else 0.0

        return Tween(duration, update, easing=_linear, delay=delay)

    def _rest(self, end: tuple[float, float], face: Mapping[str, Any] | None) -> None:
        self.pos = end
        self.face = face
        self.lift = self.rotation = self.squash = 0.0
        self.tumbling = False

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.alpha <= 0 or self.scale <= 0:
            return
        size = max(4, round(self.size * self.scale))
        key = face_key(self.face)
        cx = self.pos[0] + self.shake_offset
        cy = self.pos[1]
        step = round(self.rotation / ANGLE_STEP) % (360 // ANGLE_STEP)
        shadow = _shadow(size, step)
        off = shadow_offset(size, self.lift)
        shadow_rect = shadow.get_rect(center=(round(cx + off[0]), round(cy + off[1])))
        if self.lift > 0 or self.alpha < 255:
            k = max(0.35, 1 - self.lift / (self.size * 2.5)) * self.alpha / 255
            shadow.set_alpha(round(255 * k))
            surface.blit(shadow, shadow_rect)
            shadow.set_alpha(255)
        else:
            surface.blit(shadow, shadow_rect)
        # a scaled die is the cached full-size face smoothed down, never a fresh render per size
        frame = _frame(
            self.card_id,
            key,
            self.size,
            self.rotation,
            self.scale * (1 + self.squash),
            self.scale * (1 - self.squash),
        )
        rect = (
            frame.get_rect(midbottom=(round(cx), round(cy + size / 2 - self.lift)))
            if self.squash
            else frame.get_rect(center=(round(cx), round(cy - self.lift)))
        )
        if self.flash_amount > 0:
            frame = frame.copy()
            v = round(255 * min(1.0, self.flash_amount))
            frame.fill((v, v, v, 0), special_flags=pygame.BLEND_RGBA_ADD)
        if self.alpha < 255:
            frame.set_alpha(self.alpha)
            surface.blit(frame, rect)
            frame.set_alpha(255)
        else:
            surface.blit(frame, rect)
        if self.level_pips and key[0] == "character" and not self.tumbling and self.lift < 1 and step == 0:
            draw_pips(surface, int(key[1]), cx, cy + size / 2 + max(1, size * 0.05), size)


def _linear(t: float) -> float:
    return t
