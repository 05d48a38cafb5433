"""A small line chart: one line per player of a value by turn (life, HP or VP), with its axes,
a few round ticks and every label fitted to its place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from . import fonts
from .draw import TEXT_DIM

# the players' colours, told apart on the dark panels (and by people who confuse red and green:
# blue, orange, light green, violet, yellow differ in lightness too)
PALETTE: tuple[tuple[int, int, int], ...] = (
    (79, 195, 255),
    (255, 146, 72),
    (150, 225, 110),
    (205, 140, 255),
    (250, 215, 90),
)
AXIS = (255, 255, 255, 70)
GRID = (255, 255, 255, 26)
NICE_STEPS = (1, 2, 5)


def colour(player: int) -> tuple[int, int, int]:
    return PALETTE[player % len(PALETTE)]


def nice_step(span: float, most: int) -> int:
    """The smallest 1, 2 or 5 times a power of ten that cuts ``span`` into at most ``most`` parts."""
    scale = 1
    while True:
        for base in NICE_STEPS:
            step = base * scale
            if span / step <= most:
                return step
        scale *= 10


def ticks(lo: int, hi: int, most: int) -> list[int]:
    """Round values from ``lo`` to ``hi`` (both included, at most about ``most`` + 1 of them)."""
    step = nice_step(max(1, hi - lo), max(1, most))
    first = -(-lo // step) * step  # the first multiple of the step at or above lo
    out = list(range(first, hi + 1, step))
    return out or [lo]


@dataclass(frozen=True)
class ChartLayout:
    """Where a chart put its parts (the tests check them against the box it was given)."""

    title: pygame.Rect
    plot: pygame.Rect
    x_label: pygame.Rect


def layout(rect: pygame.Rect, size: int) -> ChartLayout:
    line = fonts.get_font(size).get_linesize()
    title = pygame.Rect(rect.x, rect.y, rect.w, line + 2)
    y_labels = fonts.text_width("-0000", size)  # room for the widest tick label
    right = fonts.text_width("000", size) // 2 + 4  # half the last turn number hangs past the plot
    bottom = rect.bottom - 2 * line  # the tick numbers, then the axis name under them
    plot = pygame.Rect(
        rect.x + y_labels + 8,
        title.bottom + line // 2,
        max(10, rect.w - y_labels - 8 - right),
        max(10, bottom - title.bottom - line // 2),
    )
    x_label = pygame.Rect(plot.x, rect.bottom - line, plot.w, line)
    return ChartLayout(title, plot, x_label)


def draw_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Sequence[int]],
    title: str,
    x_label: str,
    size: int,
    colours: Sequence[tuple[int, int, int]] | None = None,
    where: str = "chart",
    points_per_turn: int = 1,
) -> ChartLayout:
    """Draw ``series`` (one sequence of values per line, point i after turn i) in ``rect``:
    ``title`` above, round values on the left, turn numbers under, ``x_label`` under those.
    ``points_per_turn``: points that make one turn of the axis (its numbers count those turns)."""
    parts = layout(rect, size)
    small = max(fonts.FLOOR, size - 2)
    fonts.draw_fitted(
        surface,
        fonts.fit_line(title, parts.title.w, size, bold=True, where=f"{where}.title"),
        parts.title,
        TEXT_DIM,
    )
    values = [v for s in series for v in s] or [0]
    lo, hi = min(0, min(values)), max(1, max(values))
    y_ticks = ticks(lo, hi, max(2, parts.plot.h // (3 * small)))
    lo, hi = min(lo, y_ticks[0]), max(hi, y_ticks[-1])
    points = max((len(s) for s in series), default=1)
    turns = max(1, points - 1)
    plot = parts.plot

    def x_of(i: int) -> int:
        return plot.x + round(plot.w * i / turns)

    def y_of(v: int) -> int:
        return plot.bottom - round(plot.h * (v - lo) / max(1, hi - lo))

    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    dx, dy = -rect.x, -rect.y
    for v in y_ticks:
        y = y_of(v)
        pygame.draw.line(layer, AXIS if v == 0 else GRID, (plot.x + dx, y + dy), (plot.right + dx, y + dy), 1)
        label = fonts.fit_line(str(v), plot.x - rect.x - 6, small, where=f"{where}.y_tick")
        fonts.draw_fitted(
            surface,
            label,
            pygame.Rect(rect.x, y - label.line_height // 2, plot.x - rect.x - 6, label.line_height),
            TEXT_DIM,
            "right",
        )
    pygame.draw.line(layer, AXIS, (plot.x + dx, plot.y + dy), (plot.x + dx, plot.bottom + dy), 1)
    surface.blit(layer, rect.topleft)
    line_h = fonts.get_font(small).get_linesize()
    per = max(1, points_per_turn)
    shown = max(1, -(-turns // per))  # the axis's last turn
    x_room = max(fonts.text_width(str(shown), small) + 10, 1)
    step = nice_step(shown, max(1, plot.w // x_room))
    for k in range(0, shown + 1, step):
        i = min(turns, k * per)
        label = fonts.fit_line(str(k), x_room, small, where=f"{where}.x_tick")
        x = x_of(i)
        fonts.draw_fitted(
            surface, label, pygame.Rect(x - x_room // 2, plot.bottom + 2, x_room, line_h), TEXT_DIM, "center"
        )
    fonts.draw_fitted(
        surface,
        fonts.fit_line(x_label, parts.x_label.w, small, where=f"{where}.x_label"),
        parts.x_label,
        TEXT_DIM,
        "right",
    )
    width = max(2, size // 6)
    for p, s in enumerate(series):
        c = colours[p] if colours is not None and p < len(colours) else colour(p)
        # lines of equal values lie side by side, a pixel or two apart, instead of one on another
        shift = round((p - (len(series) - 1) / 2) * max(1, width - 1))
        pts = [(x_of(i), y_of(v) + shift) for i, v in enumerate(s)]
        if len(pts) >= 2:
            pygame.draw.lines(surface, c, False, pts, width)
        if pts:
            pygame.draw.circle(surface, c, pts[-1], width + 2)
    return parts
