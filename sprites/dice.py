"""Dice Masters dice: the ``DieSprite`` that tumbles, slides, flashes and shakes.

Faces are drawn once per (die, face, size) by ``sprites.die_faces`` and kept, rotated frames
likewise (in 15° steps), so a table of many moving dice costs a few blits per die per frame.
Animations are ``sprites.tween.Tween`` objects the caller queues (``AnimationQueue`` applies the
speed setting and "finish everything" on a click); a finished tween always leaves the die exactly
on its final face and position. The tumble's flicker uses a cosmetic ``random.Random``, never the
game's RNG.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from .caches import MiB, bounded
from .die_faces import (
    ANGLE_STEP,
    BASE_SIZE,
    FaceKey,
    FaceLike,
    _body_cached,
    _shadow,
    as_face,
    blit_face,
    die_body,
    draw_pips,
    face_key,
    margin,
    render_face,
    shadow_offset,
)
from .dm_data import die_faces
from .tween import Tween, ease_out_back, ease_out_cubic, lerp

__all__ = [
    "BASE_SIZE",
    "DieSprite",
    "FaceKey",
    "FaceLike",
    "as_face",
    "blit_face",
    "die_body",
    "face_key",
    "margin",
    "render_face",
    "warm",
]

# -- rotated frames ------------------------------------------------------------------------------

FRAME_CACHE_LIMIT = 3000
FRAME_CACHE_BYTES = 16 * MiB  # a 44-pixel die turned is about 15 KB: a thousand frames


def _frame(card_id: str, key: FaceKey, size: int, angle: float, sx: float, sy: float) -> pygame.Surface:
    """The die body rotated and stretched, quantised so frames repeat and can be cached."""
    step = round(angle / ANGLE_STEP) % (360 // ANGLE_STEP)
    qx, qy = round(sx * 50) / 50, round(sy * 50) / 50
    return _turned(card_id, key, size, step, qx, qy)


@bounded(FRAME_CACHE_LIMIT, FRAME_CACHE_BYTES)
def _turned(card_id: str, key: FaceKey, size: int, step: int, qx: float, qy: float) -> pygame.Surface:
    surf = _body_cached(card_id, key, size)
    if (qx, qy) != (1.0, 1.0):
        surf = pygame.transform.smoothscale(surf, (max(1, round(size * qx)), max(1, round(size * qy))))
    if step:
        surf = pygame.transform.rotozoom(surf, step * ANGLE_STEP, 1.0)
    return surf


_FRAMES = _turned  # the turned frames kept (``len(_FRAMES)`` of them)


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
        return self._travel(
            pos,
            duration,
            delay,
            lambda p: (self.size * 0.22 * math.sin(math.pi * p), 1.0 + 0.06 * math.sin(math.pi * p)),
        )

    def pop_to(self, pos: tuple[float, float], duration: float = 0.35, delay: float = 0.0) -> Tween:
        """A purchase: the new die pops up out of the card and drops onto ``pos``."""
        return self._travel(
            pos,
            duration,
            delay,
            lambda p: (self.size * 0.5 * math.sin(math.pi * p), 0.4 + 0.6 * ease_out_back(min(1.0, p * 1.6))),
        )

    def _travel(
        self,
        pos: tuple[float, float],
        duration: float,
        delay: float,
        arc: Callable[[float], tuple[float, float]],
    ) -> Tween:
        """From where the die is when the tween starts to ``pos`` on an ease-out cubic curve;
        ``arc(p)`` is the lift and the scale on the way. It ends at rest on ``pos``."""
        end = (float(pos[0]), float(pos[1]))
        self.target = end
        start: list[tuple[float, float]] = []

        def update(p: float) -> None:
            if not start:
                start.append(self.pos)
            if p >= 1.0:
                self.pos, self.lift, self.scale = end, 0.0, 1.0
                return
            e = ease_out_cubic(p)
            self.pos = (lerp(start[0][0], end[0], e), lerp(start[0][1], end[1], e))
            self.lift, self.scale = arc(p)

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
