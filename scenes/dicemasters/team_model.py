"""The team builder's state and geometry: the team being built, the page of cards shown, and
where every card, the panel and the saved-teams block are (``team_grid`` lays the cards out).

``TeamBuilderBase`` is the first layer of ``TeamBuilderScene``; drawing (``team_panel``) and the
widgets and input (``teambuilder``) build on it. Changing the team here never asks the engine:
"Use this team" does, through ``teams.engine_check``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.dicemasters.cards import BASIC_ACTION_CARDS, CARDS
from game.dicemasters.formats import FORMAT_RULES

from ..stack import Scene
from . import teams as team_files
from .team_checks import Message, character_columns, team_messages
from .team_grid import Grid, lay_out


class TeamBuilderBase(Scene):
    """The team, the page shown and the geometry (see the module doc)."""

    name = "dm_teambuilder"

    def __init__(
        self,
        app: Any,
        fmt: str,
        seat_name: str,
        cards: dict[str, int] | None = None,
        actions: list[str] | None = None,
        on_done: Callable[[dict[str, int], list[str]], None] | None = None,
        columns: Sequence[Sequence[str]] | None = None,
    ) -> None:
        super().__init__(app)
        if fmt not in FORMAT_RULES:
            raise ValueError(f"the team builder is for {', '.join(FORMAT_RULES)}, not {fmt!r}")
        self.fmt = fmt
        self.seat_name = seat_name
        self.cards: dict[str, int] = dict(cards or {})
        self.actions: list[str] = list(actions or [])
        self.on_done = on_done
        self.status: Message | None = None
        self.entries: list[team_files.TeamEntry] = []
        self.team_name = ""
        self.hover: str | None = None
        # one list of card ids per character (its versions); any number of them, in pages
        self.columns = [list(c) for c in (columns if columns is not None else character_columns())]
        self.page = 0
        self._grid: tuple[tuple[tuple[int, int], float], Grid] | None = None

    # -- geometry ----------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return float(self.app.scale)

    def _btn_h(self) -> int:
        return max(30, int(42 * self.s))

    def _stepper_w(self) -> int:
        return max(26, int(32 * self.s))

    def grid(self) -> Grid:
        """The cards' layout for the window's size (remembered until it changes)."""
        w, h = self.app.size
        key = ((int(w), int(h)), self.s)
        if self._grid is None or self._grid[0] != key:
            self._grid = (key, lay_out(self.columns, BASIC_ACTION_CARDS, key[0], self.s))
        return self._grid[1]

    @property
    def pages(self) -> int:
        return len(self.grid().pages)

    def card_rects(self) -> dict[str, pygame.Rect]:
        """The character cards of the page shown."""
        pages = self.grid().pages
        return dict(pages[min(self.page, len(pages) - 1)])

    def action_rects(self) -> dict[str, pygame.Rect]:
        return dict(self.grid().actions)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = self.s
        left = self.grid().panel_left
        return pygame.Rect(left, int(96 * s), w - left - int(28 * s), h - int(96 * s) - int(24 * s))

    def saves_top(self) -> int:
        p = self.panel_rect()
        return (
            p.bottom
            - int(20 * self.s)
            - self._btn_h()
            - int(16 * self.s)
            - max(110, int(170 * self.s))
            - self._btn_h()
            - int(10 * self.s)
        )

    def page_nav_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect] | None:
        """(previous, page label, next) at the right of the title row, or None on one page."""
        if self.pages <= 1:
            return None
        s = self.s
        bw = self._stepper_w()
        right = self.panel_rect().x - int(28 * s)
        label_w = int(120 * s)
        y = int(24 * s)
        nxt = pygame.Rect(right - bw, y, bw, bw)
        label = pygame.Rect(nxt.x - label_w, y, label_w, bw)
        prev = pygame.Rect(label.x - bw, y, bw, bw)
        return prev, label, nxt

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for cid, r in {**self.card_rects(), **self.action_rects()}.items():
            if r.collidepoint(pos):
                return cid
        return None

    # -- pages -------------------------------------------------------------------------------
    def turn_page(self, delta: int) -> None:
        """Show the next (``delta`` 1) or previous (-1) page of cards, if there is one."""
        page = max(0, min(self.pages - 1, self.page + delta))
        if page != self.page:
            self.page = page
            self.hover = None
            self.relayout()  # the steppers of the new page's cards

    def show_card(self, cid: str) -> None:
        """Turn to the page that holds ``cid``."""
        page = self.grid().page_of(cid)
        if page is not None and page != self.page:
            self.turn_page(page - self.page)

    # -- changing the team -------------------------------------------------------------------
    def step(self, cid: str, delta: int) -> None:
        max_cards, max_dice = FORMAT_RULES[self.fmt][1], FORMAT_RULES[self.fmt][2]
        n = self.cards.get(cid, 0)
        if delta > 0:
            if (
                n >= CARDS[cid].max_dice
                or sum(self.cards.values()) >= max_dice
                or (n == 0 and len(self.cards) >= max_cards)
            ):
                self.status = ("warn", self.app.t("dm_ui.tb.no_room"))
                return
            self.cards[cid] = n + 1
        elif n > 0:
            if n == 1:
                del self.cards[cid]
            else:
                self.cards[cid] = n - 1
        self.status = None
        self.refresh()

    def toggle(self, cid: str) -> None:
        if cid in self.cards:
            del self.cards[cid]
            self.status = None
            self.refresh()
        else:
            self.step(cid, +1)

    def toggle_action(self, cid: str) -> None:
        if cid in self.actions:
            self.actions.remove(cid)
        else:
            self.actions.append(cid)
            # a third pick replaces the oldest, so picking never needs an extra click to undo
            self.actions = self.actions[-2:]
        self.status = None

    def messages(self) -> list[Message]:
        return team_messages(self.app.t, self.app.tr.lang, self.fmt, self.cards, self.actions)

    def conflicts(self) -> set[str]:
        """Cards that share a character with another chosen card (framed in red)."""
        seen: dict[str, list[str]] = {}
        for cid in self.cards:
            seen.setdefault(CARDS[cid].character or cid, []).append(cid)
        return {c for group in seen.values() if len(group) > 1 for c in group}

    def use(self) -> None:
        reason = team_files.engine_check(self.fmt, self.cards, self.actions)
        if reason is not None:
            self.status = ("error", self.app.t("dm_ui.tb.refused", reason=reason))
            return
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done(dict(self.cards), list(self.actions))


__all__ = ["TeamBuilderBase"]
