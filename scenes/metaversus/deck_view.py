"""What is left in a duelist's own draw deck, as a list over the table (D, or a click on the
deck): each kind with how many copies, grouped by type. The make-up of the deck is its owner's
to know; its order never is, so the list is sorted. Only the owner opens it (a private view)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, dim, rounded_panel
from sprites.mv_cards import TYPE_COLOURS, type_badge

from ..stack import Scene

TYPE_ORDER = ("action", "currency", "weapon")


def card_number(info: dict[str, Any]) -> Any:
    """The number a card shows for its type: AP (action), gems (currency) or damage (weapon)."""
    kind = info["type"]
    return info["ap"] if kind == "action" else info["value"] if kind == "currency" else info["damage"]


def deck_rows(cards: list[str], lang: str) -> list[tuple[str, str, int, str]]:
    """(type, name, copies, number on the card) for each kind, actions first, then by name."""
    from game.metaversus import card_info

    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    rows = []
    for card, n in counts.items():
        info = card_info(card, lang)
        kind = str(info["type"])
        rows.append((kind, str(info["name"]), n, str(card_number(info))))
    rows.sort(key=lambda r: (TYPE_ORDER.index(r[0]) if r[0] in TYPE_ORDER else 9, r[1]))
    return rows


class DeckList(Scene):
    """The list of the cards left in the viewer's deck; any click or key closes it."""

    name = "metaversus_deck"
    overlay = True

    def __init__(self, app: Any, cards: list[str], seen: Callable[[], object]) -> None:
        super().__init__(app)
        self.cards = list(cards)
        self.seen = seen  # told each frame: the list is the owner's private view

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def panel(self, rows: int) -> pygame.Rect:
        s = self.app.scale
        w = min(self.app.size[0] - 40, max(360, int(620 * s)))
        row_h = max(22, int(34 * s))
        cols = 2 if rows > 8 else 1
        h = int(110 * s) + row_h * ((rows + cols - 1) // cols)
        h = min(self.app.size[1] - 40, max(200, h))
        return pygame.Rect((self.app.size[0] - w) // 2, (self.app.size[1] - h) // 2, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        self.seen()
        s = self.app.scale
        t = self.app.t
        rows = deck_rows(self.cards, self.app.tr.lang)
        dim(surface, 150)
        r = self.panel(len(rows))
        rounded_panel(surface, r, (18, 21, 27, 245), (*GLOW, 160), radius=14)
        pad = int(20 * s)
        title = fonts.fit_line(
            t("mv_ui.deck.title", n=len(self.cards)),
            r.w - 2 * pad,
            max(15, int(24 * s)),
            bold=True,
            where="mv.deck.title",
        )
        fonts.draw_fitted(
            surface, title, pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, title.height), GLOW
        )
        y0 = r.y + pad + title.height + int(4 * s)
        note = fonts.fit(
            t("mv_ui.deck.note"), r.w - 2 * pad, int(40 * s), max(11, int(14 * s)), where="mv.deck.note"
        )
        fonts.draw_fitted(surface, note, pygame.Rect(r.x + pad, y0, r.w - 2 * pad, note.height), TEXT_DIM)
        y0 += note.height + int(10 * s)
        if not rows:
            empty = fonts.fit_line(
                t("mv_ui.deck.empty"), r.w - 2 * pad, max(12, int(17 * s)), where="mv.deck.empty"
            )
            fonts.draw_fitted(surface, empty, pygame.Rect(r.x + pad, y0, r.w - 2 * pad, empty.height), TEXT)
            return
        cols = 2 if len(rows) > 8 else 1
        per_col = (len(rows) + cols - 1) // cols
        row_h = max(22, min(int(34 * s), (r.bottom - pad - y0) // max(1, per_col)))
        col_w = (r.w - 2 * pad - (cols - 1) * pad) // cols
        size = max(11, min(int(17 * s), row_h - 8))
        for i, (kind, name, n, number) in enumerate(rows):
            x = r.x + pad + (i // per_col) * (col_w + pad)
            y = y0 + (i % per_col) * row_h
            badge_r = row_h * 0.4
            type_badge(surface, kind, (x + badge_r + 2, y + row_h / 2), badge_r, number)
            count = fonts.fit_line(f"×{n}", int(48 * s), size, bold=True, where="mv.deck.count")
            fonts.draw_fitted(
                surface,
                count,
                pygame.Rect(
                    x + col_w - int(48 * s), y + (row_h - count.height) // 2, int(48 * s), count.height
                ),
                TYPE_COLOURS.get(kind, TEXT),
                "right",
            )
            left = x + int(2 * badge_r) + int(10 * s)
            label = fonts.fit_line(name, col_w - (left - x) - int(52 * s), size, where="mv.deck.name")
            fonts.draw_fitted(
                surface, label, pygame.Rect(left, y + (row_h - label.height) // 2, col_w, label.height), TEXT
            )
