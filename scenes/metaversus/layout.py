"""Where things sit on the MetaVersus table: card rectangles computed from the mat's zones and
the observation being drawn (the exchange row, the hand fan, play areas, the character row of
the draft). Pure geometry: no drawing, no rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from sprites.mat import Zone, load_mat

CARD_RATIO = 88 / 63
GROUP_GAP = 16  # between the groups of the exchange row (a divider is drawn in it)
ZONE_NAMES = [
    "exchange",
    "center.turn",
    "center.status",
    "center.buttons",
    "center.setup",
    "center.log",
    *(
        f"{slot}.{z}"
        for slot in ("p0", "p1")
        for z in ("character", "stats", "hand", "deck", "discard", "removed", "play")
    ),
    "p0.ability",
    "p0.info",
]


@dataclass
class Placed:
    """A card drawn at ``rect`` (turned by ``angle`` degrees in the fan)."""

    card: str | None  # None: face down
    rect: pygame.Rect
    angle: int = 0
    index: int = 0


def mat_zones(size: tuple[int, int]) -> dict[str, Zone]:
    mat = load_mat("metaversus")
    return mat.scaled(size)


def card_size(height: int) -> tuple[int, int]:
    h = max(20, int(height))
    return max(14, int(round(h / CARD_RATIO))), h


def exchange_rects(
    zone: pygame.Rect, n: int, label_w: int = 0, count_h: int = 14, breaks: tuple[int, ...] = ()
) -> list[pygame.Rect]:
    """The exchange piles in one row, clear of the zone's label (``label_w`` pixels at the
    left); each card leaves room under it for its count (``count_h`` pixels). Before each index
    in ``breaks`` a wider gap (``GROUP_GAP``) parts two groups (base kinds, expansion kinds, the
    free piles); a long row narrows its piles rather than its cards' names."""
    cw, ch = card_size(zone.h - count_h - 6)
    gap = 6
    left = zone.x + label_w
    room = zone.right - 6 - left
    extra = len(breaks) * (GROUP_GAP - gap)
    if n * cw + (n - 1) * gap + extra > room:  # a wide exchange or a small window: shrink to fit
        cw = max(24, (room - (n - 1) * gap - extra) // max(1, n))
        ch = int(cw * CARD_RATIO)
    x = left + (room - (n * cw + (n - 1) * gap + extra)) // 2
    out = []
    for i in range(n):
        if i in breaks:
            x += GROUP_GAP - gap
        out.append(pygame.Rect(x, zone.y + 3, cw, ch))
        x += cw + gap
    return out


def row_rects(zone: pygame.Rect, n: int, height: int | None = None) -> list[pygame.Rect]:
    """A row of ``n`` cards inside ``zone``, overlapping when there are many."""
    cw, ch = card_size(height or zone.h - 24)
    if n <= 0:
        return []
    step = cw + 6
    room = zone.w - 16 - cw
    if n > 1 and step * (n - 1) > room:
        step = max(8, room // (n - 1))
    x = zone.x + 8
    y = zone.y + (zone.h - ch) // 2 + 8
    return [pygame.Rect(x + i * step, y, cw, ch) for i in range(n)]


def fan(zone: pygame.Rect, cards: list[Any], height: int, lift: int = 0) -> list[Placed]:
    """The hand as a fan: cards overlap along a shallow arc, turned a few degrees each."""
    n = len(cards)
    if n == 0:
        return []
    cw, ch = card_size(height)
    # side by side when the zone has room, else overlapping only as much as needed
    step = min(cw + 6, (zone.w - cw - 8) / max(1, n - 1)) if n > 1 else 0
    spread = step * (n - 1)
    x0 = zone.centerx - spread / 2 - cw / 2
    mid = (n - 1) / 2
    # turned a little, unless the cards must overlap: then flat, so each card's text stays clear
    turn = min(4.0, 24.0 / max(1, n)) if step >= cw else 0.0
    out = []
    for i, card in enumerate(cards):
        off = i - mid
        y = zone.y + lift + 10 + int(abs(off) ** 2 * 1.6)
        out.append(Placed(card, pygame.Rect(int(x0 + i * step), y, cw, ch), int(round(-off * turn)), i))
    return out


def character_row(zone: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The revealed characters of the draft, large, centred in the setup panel."""
    top = zone.y + int(zone.h * 0.16)
    cw, ch = card_size(int(zone.h * 0.72))
    gap = max(10, cw // 6)
    total = n * cw + (n - 1) * gap
    if total > zone.w - 20:
        cw = (zone.w - 20 - (n - 1) * gap) // max(1, n)
        ch = int(cw * CARD_RATIO)
        total = n * cw + (n - 1) * gap
    x = zone.centerx - total // 2
    return [pygame.Rect(x + i * (cw + gap), top, cw, ch) for i in range(n)]
