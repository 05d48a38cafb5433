"""What the Dice Masters table draws: dice in motion and their layout on the mat.

``DieView`` is one die on screen (position, rotation, squash, the face it shows). ``layout``
places every die of an observation in its zone rectangle; the table moves the views toward
those places with tweens. Faces and cards are drawn by ``sprites.dice``/``sprites.dm_cards``;
nothing here knows a rule.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from sprites import fonts
from sprites.draw import TEXT, drop_shadow, rounded_panel
from sprites.tween import Tween, ease_out_cubic, lerp

PILES = ("bag", "used", "out_of_play")

_render_face: Callable[..., pygame.Surface] | None
try:  # the project's die art; a plain stand-in keeps the table usable while it loads
    from sprites.dice import render_face as _render_face
except ImportError:  # pragma: no cover - only while sprites.dice is absent
    _render_face = None


@lru_cache(maxsize=4096)
def _fallback_face(card: str, face_key: str, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rounded_panel(surf, surf.get_rect(), (235, 232, 222), (40, 40, 40), radius=max(3, size // 6))
    text = fonts.render(face_key[:4], max(9, size // 3), (20, 20, 20), bold=True)
    surf.blit(text, text.get_rect(center=(size // 2, size // 2)))
    return surf


def face_image(card: str, face: dict[str, Any] | None, size: int) -> pygame.Surface:
    if _render_face is not None:
        return _render_face(card, face, size)
    key = "?" if face is None else ",".join(str(v) for v in face.values())
    return _fallback_face(card, key, size)


class DieView:
    """One die on the table. Positions are centres in window pixels."""

    __slots__ = (
        "id",
        "card",
        "owner",
        "faces",
        "face",
        "x",
        "y",
        "angle",
        "squash",
        "lift",
        "flash",
        "alpha",
        "rolling",
        "shake",
        "zone",
    )

    def __init__(
        self, die_id: str, card: str, owner: int | None, faces: list[dict[str, Any]], pos: tuple[float, float]
    ) -> None:
        self.id = die_id
        self.card = card
        self.owner = owner
        self.faces = faces
        self.face: dict[str, Any] | None = None
        self.x, self.y = pos
        self.angle = 0.0
        self.squash = 0.0
        self.lift = 0.0
        self.flash = 0.0
        self.alpha = 255
        self.rolling = False
        self.shake = 0.0
        self.zone = ""

    @property
    def pos(self) -> tuple[int, int]:
        return int(self.x), int(self.y)

    def rect(self, size: int) -> pygame.Rect:
        return pygame.Rect(int(self.x - size / 2), int(self.y - size / 2), size, size)

    # -- motion --------------------------------------------------------------------------------
    def slide(self, target: tuple[float, float], duration: float = 0.25, delay: float = 0.0) -> Tween | None:
        sx, sy = self.x, self.y
        tx, ty = target
        if abs(sx - tx) < 0.5 and abs(sy - ty) < 0.5:
            self.x, self.y = tx, ty
            return None

        def step(t: float) -> None:
            self.x, self.y = lerp(sx, tx, t), lerp(sy, ty, t)
            self.lift = math.sin(math.pi * t) * 6

        return Tween(duration, step, easing=ease_out_cubic, delay=delay)

    def tumble(
        self,
        final: dict[str, Any] | None,
        target: tuple[float, float],
        cosmetic: random.Random,
        duration: float = 0.9,
        delay: float = 0.0,
    ) -> Tween:
        """Roll on a short arc with bounces and flickering faces; land on ``final``."""
        sx, sy = self.x, self.y
        tx, ty = target
        spin = cosmetic.choice((-1, 1)) * cosmetic.uniform(540, 900)
        flicker = [cosmetic.choice(self.faces) for _ in range(12)] if self.faces else [final]
        self.rolling = True

        def step(t: float) -> None:
            self.x, self.y = lerp(sx, tx, t), lerp(sy, ty, t)
            # three bounces of falling height on the way
            bounce = abs(math.sin(t * math.pi * 3)) * (1 - t) ** 1.5
            self.lift = bounce * 34
            self.angle = spin * (1 - (1 - t) ** 2)
            if t < 0.86:
                self.face = flicker[int(t * len(flicker) / 0.86) % len(flicker)]
                self.squash = 0.0
            else:
                self.face = final
                self.angle = 0.0
                self.squash = math.sin((t - 0.86) / 0.14 * math.pi) * 0.12

        def done() -> None:
            self.face = final
            self.angle = 0.0
            self.squash = 0.0
            self.lift = 0.0
            self.rolling = False

        return Tween(duration, step, done, easing=lambda t: t, delay=delay)

    def knock_out(self) -> Tween:
        def step(t: float) -> None:
            self.flash = 1.0 - t

        return Tween(0.45, step)

    def hit(self) -> Tween:
        def step(t: float) -> None:
            self.shake = (1 - t) * 3 * math.sin(t * 40)

        return Tween(0.3, step)

    # -- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        size: int,
        highlight: tuple[int, int, int] | None = None,
        marked: bool = False,
        paid: bool = False,
    ) -> None:
        img = face_image(self.card, self.face, size)
        if self.squash:
            img = pygame.transform.smoothscale(
                img, (int(size * (1 + self.squash)), max(4, int(size * (1 - self.squash))))
            )
        if self.angle:
            img = pygame.transform.rotate(img, self.angle)
        cx = self.x + self.shake
        cy = self.y - self.lift
        r = img.get_rect(center=(int(cx), int(cy)))
        if _render_face is None:  # the project's die art brings its own shadow
            shadow = pygame.Rect(0, 0, size, size)
            shadow.center = (int(self.x + 3 + self.lift * 0.3), int(self.y + 5))
            drop_shadow(surface, shadow, radius=max(3, size // 6), blur=4 + int(self.lift / 6), offset=(0, 0))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(self.alpha)
        surface.blit(img, r)
        if self.flash > 0:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((255, 255, 255, int(220 * self.flash)))
            surface.blit(veil, r, special_flags=0)
        base = pygame.Rect(0, 0, size, size)
        base.center = (int(cx), int(cy))
        if marked:
            pygame.draw.rect(
                surface, (79, 209, 255), base.inflate(8, 8), width=3, border_radius=max(4, size // 5)
            )
        if paid:  # committed to the payment in progress: lifted off the felt, with a gold token
            veil = pygame.Surface(base.size, pygame.SRCALPHA)
            veil.fill((20, 20, 20, 110))
            surface.blit(veil, base)
            pygame.draw.circle(surface, (245, 197, 66), (base.right - 2, base.top + 2), max(5, size // 6))
            pygame.draw.circle(surface, (60, 45, 10), (base.right - 2, base.top + 2), max(5, size // 6), 2)
        if highlight is not None:
            pygame.draw.rect(
                surface, highlight, base.inflate(12, 12), width=2, border_radius=max(4, size // 4)
            )


def place_row(
    rect: pygame.Rect, count: int, size: int, gap: int = 8, label_h: int = 18
) -> list[tuple[float, float]]:
    """Centres for ``count`` dice in rows inside ``rect`` (below its label), shrinking the gap
    and then wrapping to a second row when they do not fit."""
    if count == 0:
        return []
    inner = pygame.Rect(rect.x + 8, rect.y + label_h, rect.w - 16, rect.h - label_h - 4)
    per_row = max(1, (inner.w + gap) // (size + gap))
    if count > per_row:
        gap = max(2, (inner.w - per_row * size) // max(1, per_row - 1)) if per_row > 1 else gap
    rows = (count + per_row - 1) // per_row
    step_y = min(size + 6, inner.h / rows) if rows > 1 else 0
    top = inner.centery - (rows - 1) * step_y / 2
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        width = in_row * size + (in_row - 1) * gap
        x0 = inner.centerx - width / 2 + size / 2
        out.append((x0 + col * (size + gap), top + row * step_y))
    return out


def pile_centre(rect: pygame.Rect) -> tuple[float, float]:
    return rect.centerx, rect.centery + 6


def energy_counts(pdata: dict[str, Any], spent: dict[str, int] | None = None) -> dict[str, int]:
    """The energy of a player's reserve pool by symbol (a generic 2 counts two), from their part
    of the observation; ``spent`` (die -> energy) leaves out what a payment in progress has
    already put towards its cost, a die's first symbols first."""
    counts: dict[str, int] = {}
    for d in pdata["zones"]["reserve"]:
        face = d.get("face") or {}
        if face.get("kind") == "energy":
            skip = spent.get(str(d["id"]), 0) if spent else 0
            for sym in face["symbols"]:
                n = 2 if sym == "generic2" else 1
                taken = min(n, skip)
                skip -= taken
                if n > taken:
                    counts[sym] = counts.get(sym, 0) + n - taken
    return counts


def card_row(
    obs: dict[str, Any], player: int | None, card: str, slot: str | None = None
) -> dict[str, Any] | None:
    """The observation's row of a card dice are bought from: ``player``'s team card, else the basic
    action card of that name (in ``slot`` when given): its cost and the dice left on it."""
    if player is not None:
        for c in obs["players"][player]["cards"]:
            if c["card"] == card:
                return dict(c)
    for b in obs["basic_actions"]:
        if b["card"] == card and (slot is None or str(b.get("slot")) == slot):
            return dict(b)
    return None


def counter(surface: pygame.Surface, rect: pygame.Rect, label: str, value: str, size: int = 14) -> None:
    """A labelled number in a small box (bag, used pile, out of play): the label on up to two
    lines at the top (never below the font floor), the number in the room left under it."""
    rounded_panel(surface, rect, (0, 0, 0, 60), (255, 255, 255, 46), radius=8)
    inner = rect.inflate(-6, -4)
    px = max(fonts.FLOOR, size - 2)
    head = fonts.fit(label, inner.w, 10**6, px, max_lines=2, where="dm pile label")
    step = head.size + 2  # label lines set close: the box is small
    for i, line in enumerate(head.lines):
        img = fonts.render(line, head.size, (184, 179, 167), head.bold)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, inner.y + i * step - 1)))
    top = inner.y + step * len(head.lines)
    room = pygame.Rect(inner.x, top, inner.w, max(1, inner.bottom - top))
    num = fonts.fit_line(
        value, inner.w, max(fonts.FLOOR, min(size + 10, room.h)), bold=True, where="dm pile count"
    )
    fonts.draw_fitted(surface, num, room, TEXT, "center", "middle")
