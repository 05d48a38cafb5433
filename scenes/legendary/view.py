"""What the Legendary table draws: cards in motion and where each card of an observation goes.

``CardView`` is one physical card on screen (position, lift, flip, fade). ``Place`` says where
a card belongs and how it shows there: spread out (``show``), as the top of a face-up pile
(``pile``), or only while it travels to a place the screen does not open (``ghost``, e.g. a
card recruited by another player flies to their panel). Nothing here knows a rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal

import pygame

from sprites import fonts
from sprites.draw import TEXT, drop_shadow, rounded_panel
from sprites.lg_cards import card_back, render_card
from sprites.tween import Tween, ease_in_out, ease_out_cubic, lerp

TableZone = Literal["city", "hq", "hand", "played", "discard", "victory", "escaped", "ko", "ghost"]
PlaceMode = Literal["show", "pile", "ghost"]  # spread out, the top of a pile, only in flight


@dataclass(frozen=True)
class Place:
    x: float  # centre
    y: float
    zone: TableZone
    mode: PlaceMode = "show"
    order: int = 0  # drawing order inside the zone (the top of a pile is the largest)


class CardView:
    """One card on the table. Positions are centres in window pixels."""

    __slots__ = ("id", "x", "y", "lift", "flip", "alpha", "moving", "place", "gone")

    def __init__(self, card: str, pos: tuple[float, float]) -> None:
        self.id = card
        self.x, self.y = pos
        self.lift = 0.0
        self.flip = 1.0  # 1: face up; 0..0.5 shows the back (a card turning over)
        self.alpha = 255
        self.moving = False
        self.place: Place | None = None
        self.gone = False  # leaving the table: drawn until its tween ends, then dropped

    @property
    def pos(self) -> tuple[int, int]:
        return int(self.x), int(self.y)

    def slide(
        self,
        target: tuple[float, float],
        duration: float = 0.25,
        delay: float = 0.0,
        flip: bool = False,
        on_done: Any = None,
    ) -> Tween | None:
        sx, sy = self.x, self.y
        tx, ty = target
        if abs(sx - tx) < 0.5 and abs(sy - ty) < 0.5 and not flip:
            self.x, self.y = tx, ty
            if on_done is not None:
                on_done()
            return None
        self.moving = True
        if flip:
            self.flip = 0.0

        def step(t: float) -> None:
            self.x, self.y = lerp(sx, tx, t), lerp(sy, ty, t)
            self.lift = math.sin(math.pi * t) * 10
            if flip:
                self.flip = t

        def done() -> None:
            self.moving = False
            self.lift = 0.0
            self.flip = 1.0
            if on_done is not None:
                on_done()

        return Tween(duration, step, done, easing=ease_in_out if flip else ease_out_cubic, delay=delay)

    def draw(
        self,
        surface: pygame.Surface,
        lang: str,
        size: tuple[int, int],
        back: str = "villain",
        highlight: tuple[int, ...] | None = None,
        lifted: float = 0.0,
    ) -> pygame.Rect:
        w, h = size
        lift = self.lift + lifted
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(self.x), int(self.y - lift))
        if self.moving or lift:
            drop_shadow(surface, rect.move(0, int(lift * 0.6)), radius=6, blur=5)
        img = render_card(self.id, lang, w, h) if self.flip >= 0.5 else card_back(back, w, h)
        if self.flip < 1.0:  # turning over: squeeze horizontally through the edge
            k = abs(math.cos(math.pi * self.flip))
            img = pygame.transform.smoothscale(img, (max(2, int(w * k)), h))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(self.alpha)
        surface.blit(img, img.get_rect(center=rect.center))
        if highlight is not None:
            rounded_panel(surface, rect.inflate(6, 6), (0, 0, 0, 0), highlight, radius=9, width=3)
        return rect


def row_centres(
    rect: pygame.Rect, count: int, card_w: int, top: float, gap: int = 8
) -> list[tuple[float, float]]:
    """Centres for ``count`` cards in one row inside ``rect``, overlapping when they do not fit."""
    if count == 0:
        return []
    inner_w = rect.w - 16
    step: float = card_w + gap
    if count * step - gap > inner_w:
        step = (inner_w - card_w) / max(1, count - 1)
    width = (count - 1) * step + card_w
    x0 = rect.x + 8 + (inner_w - width) / 2 + card_w / 2 if step >= card_w else rect.x + 8 + card_w / 2
    return [(x0 + i * step, top) for i in range(count)]


def counter_badge(
    surface: pygame.Surface,
    centre: tuple[int, int],
    text: str,
    size: int,
    max_width: int | None = None,
    where: str = "lg.badge",
) -> pygame.Rect:
    """A small dark pill with a number or a few words (pile sizes, captured bystanders), its text
    fitted to ``max_width`` (the pill included) and never below the floor size."""
    size = max(fonts.FLOOR, size)
    room = 10**6 if max_width is None else max(1, max_width - size)
    fitted = fonts.fit_line(text, room, size, bold=True, where=where)
    w = max(fonts.text_width(line, fitted.size, True) for line in fitted.lines)
    box = pygame.Rect(0, 0, w + fitted.size, fitted.line_height + fitted.size // 6)
    box.center = centre
    rounded_panel(surface, box, (10, 10, 14, 220), (255, 255, 255, 90), radius=box.h // 2, width=1)
    fonts.draw_fitted(surface, fitted, box, TEXT, "center", "middle")
    return box


def text_line(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: tuple[int, ...],
    bold: bool = False,
    align: str = "left",
    valign: str = "top",
    where: str = "lg.text",
) -> pygame.Rect:
    """One line of text fitted into ``rect`` (shrunk to the floor, then cut and recorded); the
    rectangle it took."""
    fitted = fonts.fit_line(text, rect.w, max(fonts.FLOOR, size), bold=bold, where=where)
    fonts.draw_fitted(surface, fitted, rect, colour, align, valign)
    w = fonts.text_width(fitted.lines[0], fitted.size, bold) if fitted.lines else 0
    x = rect.x if align == "left" else rect.centerx - w // 2 if align == "center" else rect.right - w
    y = rect.y if valign == "top" else rect.centery - fitted.height // 2
    return pygame.Rect(x, y, w, fitted.height)


def text_block(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: tuple[int, ...],
    bold: bool = False,
    max_lines: int | None = None,
    align: str = "left",
    valign: str = "top",
    where: str = "lg.text",
) -> int:
    """Wrapped text fitted into ``rect``; the height it took."""
    fitted = fonts.fit(
        text, rect.w, rect.h, max(fonts.FLOOR, size), bold=bold, max_lines=max_lines, where=where
    )
    fonts.draw_fitted(surface, fitted, rect, colour, align, valign)
    return fitted.height
