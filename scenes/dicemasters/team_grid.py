"""Where the team builder's cards go: a grid of character columns in pages, for any number of
cards at any window size from 1024×640 up.

Each character is a column, its versions down it (a character with more versions than rows fit
goes on in the next column). The grid takes as many columns as the window leaves beside the
team panel (never less than the panel's own width, ``PANEL_W`` at 1×) and as many rows as leave
room under them for the basic action cards and the hint; the columns that do not fit go on the
next pages. The grid starts under the title and the search and filter controls (``top``, in
pixels, from the builder, which knows how many rows its controls took). The basic action cards
share one row, narrower when there are many. Pure geometry: nothing here draws or knows a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

CARD_W, CARD_H = 96, 134  # a grid card at 1×
GAP_X, GAP_Y = 14, 18
STEPPER_H = 32  # the − / + row under a card
TOP = 104  # where the grid starts when the builder does not say (under a title and one line)
LEFT = 32
PANEL_W = 646  # the team panel's least width at 1×
MARGIN = 28  # between the grid and the panel, and round the panel
ACTION_W, ACTION_GAP = 78, 11
ACTIONS_BELOW = 52  # from the steppers of the last row to the basic action cards (their heading)
HINT_ROOM = 36  # under the basic action cards: the hint


def stepper_h(s: float) -> int:
    return max(26, int(STEPPER_H * s))


@dataclass(frozen=True)
class Grid:
    """The grid of one window size: the pages of card rectangles, the basic action cards, and
    the left edge of the team panel."""

    pages: tuple[dict[str, pygame.Rect], ...]
    actions: dict[str, pygame.Rect]
    panel_left: int
    rows: int
    columns: int

    def page_of(self, card: str) -> int | None:
        return next((i for i, page in enumerate(self.pages) if card in page), None)


def chunks(groups: Sequence[Sequence[str]], rows: int) -> list[list[str]]:
    """The grid's columns: each group in order, cut into pieces of at most ``rows`` cards."""
    out: list[list[str]] = []
    for group in groups:
        for i in range(0, len(group), rows):
            out.append(list(group[i : i + rows]))
    return out


def fit_columns(width: int, s: float) -> int:
    """How many card columns a window ``width`` wide holds beside the team panel."""
    gap_x = int(GAP_X * s)
    room = width - int(MARGIN * s) - int(PANEL_W * s) - int(MARGIN * s) - int(LEFT * s) + gap_x
    return max(1, room // (int(CARD_W * s) + gap_x))


def panel_left(width: int, s: float) -> int:
    """Where the team panel starts when the grid takes all the columns the window holds."""
    pitch_x = int(CARD_W * s) + int(GAP_X * s)
    return int(LEFT * s) + fit_columns(width, s) * pitch_x - int(GAP_X * s) + int(MARGIN * s)


def lay_out(
    groups: Sequence[Sequence[str]],
    actions: Sequence[str],
    size: tuple[int, int],
    s: float,
    top: int | None = None,
    stable: bool = False,
) -> Grid:
    """The grid of ``groups`` (one list of card ids per column group: a character's versions,
    or a run of one cost) and the basic action cards ``actions`` in a window of ``size`` at
    scale ``s``, the cards starting at ``top`` (default ``TOP`` at the scale). ``stable``: the
    team panel stays where a full grid puts it (``panel_left``), however few cards there are,
    so it does not move as a search narrows the cards."""
    w, h = size
    cw, ch = int(CARD_W * s), int(CARD_H * s)
    gap_x = int(GAP_X * s)
    pitch_x = cw + gap_x
    pitch_y = ch + stepper_h(s) + int(GAP_Y * s)
    x0, y0 = int(LEFT * s), int(TOP * s) if top is None else top
    margin = int(MARGIN * s)
    action_w = int(ACTION_W * s)
    action_h = int(action_w * 88 / 63)
    below = stepper_h(s) + int(ACTIONS_BELOW * s) + action_h + int(HINT_ROOM * s)
    tallest = max((len(g) for g in groups), default=1)
    fit_rows = max(1, 1 + (h - below - y0 - ch) // pitch_y)
    rows = max(1, min(tallest, fit_rows))
    columns = chunks(groups, rows)
    fit_cols = fit_columns(w, s)
    used = max(1, min(fit_cols, len(columns)))
    pages: list[dict[str, pygame.Rect]] = []
    for start in range(0, max(1, len(columns)), used):
        page: dict[str, pygame.Rect] = {}
        for col, cards in enumerate(columns[start : start + used]):
            for row, cid in enumerate(cards):
                page[cid] = pygame.Rect(x0 + col * pitch_x, y0 + row * pitch_y, cw, ch)
        pages.append(page)
    left = panel_left(w, s) if stable else x0 + used * pitch_x - gap_x + margin
    top = y0 + (rows - 1) * pitch_y + ch + stepper_h(s) + int(ACTIONS_BELOW * s)
    n = max(1, len(actions))
    gap = int(ACTION_GAP * s)
    aw = min(action_w, (left - x0 - int(12 * s) + gap) // n - gap)
    ah = int(aw * 88 / 63)
    action_rects = {cid: pygame.Rect(x0 + i * (aw + gap), top, aw, ah) for i, cid in enumerate(actions)}
    return Grid(tuple(pages), action_rects, left, rows, used)


__all__ = ["Grid", "lay_out", "chunks", "stepper_h", "fit_columns", "panel_left", "PANEL_W", "MARGIN", "TOP"]
