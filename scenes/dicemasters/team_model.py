"""The team builder's state and geometry: the team being built, the page of cards shown, and
where every card, the panel and the saved-teams block are (``team_grid`` lays the cards out).

``TeamBuilderBase`` is the first layer of ``TeamBuilderScene``; drawing (``team_panel``) and the
widgets and input (``teambuilder``) build on it. The cards shown are those the search and the
filters let through (``team_filter``), in the order of the sort; the controls sit under the
title, in as many rows as the window's width needs, and the grid starts under them. Changing
the team here never asks the engine: "Use this team" does, through ``teams.engine_check``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.dicemasters.cards import BASIC_ACTION_CARDS, CARDS
from game.dicemasters.formats import FORMAT_RULES
from sprites import fonts

from ..stack import Scene
from ..widgets import flow_rows
from . import teams as team_files
from .team_checks import Message, team_messages
from .team_filter import AFFILIATION_CHOICES, COST_BUCKETS, SORTS, CardFilter, slug, team_columns
from .team_grid import Grid, lay_out, panel_left
from .team_menu import ARROW

BUTTON_PT = 14  # the theme's small button font (bold)
# the filter drop-downs, in the order they are laid out: (field, the values after "any")
FILTERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("energy", ("fist", "bolt", "mask", "shield")),
    ("affiliation", AFFILIATION_CHOICES),
    ("rarity", ("starter", "common", "uncommon", "rare", "super-rare")),
    ("cost", tuple(COST_BUCKETS)),
)


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
        # what the search and the filters let through, in the sort's order
        self.filter = CardFilter()
        self.composing = ""  # a Hangul syllable being composed in the search field (IME)
        # fixed columns (tests of the paging) instead of the filtered set
        self.fixed_columns = [list(c) for c in columns] if columns is not None else None
        self.page = 0
        self._grid: tuple[object, Grid] | None = None
        self._controls: tuple[object, dict[str, pygame.Rect]] | None = None

    # -- geometry ----------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return float(self.app.scale)

    def _btn_h(self) -> int:
        return max(30, int(42 * self.s))

    def _stepper_w(self) -> int:
        return max(26, int(32 * self.s))

    def _control_h(self) -> int:
        return max(30, int(36 * self.s))

    def search_filter(self) -> CardFilter:
        """The filter with what is being typed (a syllable still being composed included)."""
        if not self.composing:
            return self.filter
        return CardFilter(
            self.filter.query + self.composing,
            self.filter.energy,
            self.filter.affiliation,
            self.filter.rarity,
            self.filter.cost,
            self.filter.has_global,
            self.filter.sort,
        )

    @property
    def columns(self) -> list[list[str]]:
        """The grid's columns: the cards the search and filters let through, sorted."""
        if self.fixed_columns is not None:
            return self.fixed_columns
        return team_columns(self.search_filter(), self.app.tr.lang)

    def control_widths(self) -> dict[str, int]:
        """Each control as wide as its longest words: the search field, the sort, the Global
        switch, Reset, then the four filters."""
        t = self.app.t
        pad = 26  # a button's margins beside its words

        def chip(labels: list[str]) -> int:
            return max(fonts.text_width(x + ARROW, BUTTON_PT, True) for x in labels) + pad

        widths = {"search": max(int(200 * self.s), 150)}
        widths["sort"] = chip([t(f"dm_ui.tb.sort.{k}") for k in SORTS])
        widths["global"] = fonts.text_width(t("dm_ui.tb.f.global"), BUTTON_PT, True) + pad
        widths["reset"] = fonts.text_width(t("dm_ui.tb.f.reset"), BUTTON_PT, True) + pad
        for name, values in FILTERS:
            widths[name] = chip(
                [t(f"dm_ui.tb.f.{name}.any")] + [t(f"dm_ui.tb.f.{name}.{slug(v)}") for v in values]
            )
        return widths

    def controls(self) -> dict[str, pygame.Rect]:
        """Where the search field and the filter controls go: rows under the title across the
        grid's width (remembered for the window's size and language)."""
        w, h = self.app.size
        key = ("controls", int(w), int(h), self.s, self.app.tr.lang)
        if self._controls is not None and self._controls[0] == key:
            return dict(self._controls[1])
        s = self.s
        x0 = int(32 * s)
        room = panel_left(int(w), s) - int(28 * s) - x0
        widths = self.control_widths()
        gap = max(6, int(10 * s))
        ch = self._control_h()
        y = int(20 * s) + max(30, int(48 * s))
        # the search with the sort, Global and Reset, then the filters: one row when there is room
        names = list(widths)
        groups = [names] if sum(widths.values()) + gap * (len(names) - 1) <= room else [names[:4], names[4:]]
        rows = [
            [group[i] for i in row]
            for group in groups
            for row in flow_rows([widths[n] for n in group], room, gap)
        ]
        rects: dict[str, pygame.Rect] = {}
        for row in rows:
            x = x0
            # the row's spare room goes to the search field
            spare = room - sum(widths[n] for n in row) - gap * (len(row) - 1)
            for name in row:
                rw = min(room, widths[name] + (max(0, spare) if name == "search" else 0))
                rects[name] = pygame.Rect(x, y, rw, ch)
                x += rw + gap
            y += ch + max(4, int(8 * s))
        self._controls = (key, rects)
        return dict(rects)

    def grid_top(self) -> int:
        return max(r.bottom for r in self.controls().values()) + int(14 * self.s)

    def grid(self) -> Grid:
        """The cards' layout for the window's size and the filter (remembered until they change)."""
        w, h = self.app.size
        key = ((int(w), int(h)), self.s, self.search_filter(), self.app.tr.lang)
        if self._grid is None or self._grid[0] != key:
            top = self.grid_top()
            grid = lay_out(self.columns, BASIC_ACTION_CARDS, (int(w), int(h)), self.s, top, stable=True)
            self._grid = (key, grid)
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
            self.rebuild_cards()  # the steppers of the new page's cards

    def rebuild_cards(self) -> None:
        """Make the widgets that belong to the cards shown (the scene's steppers, page buttons)."""
        self.relayout()

    def set_filter(self, f: CardFilter) -> None:
        """Show the cards ``f`` lets through, from the first page."""
        if f == self.filter:
            return
        self.filter = f
        self.page = 0
        self.hover = None
        self.rebuild_cards()

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
