"""The "choose cards" overlay of the Legendary table: every prompt of the engine, one panel.

The engine asks one choice at a time (a card, an option such as "done", a player, a city
space); several picks are several prompts in a row ending with "done". The panel shows the
prompt, how many more cards it wants, the cards to pick from as cards (a city space holding a
Villain as that Villain, named with its space), every card looked at (two alike cards are one
choice, but both are shown) and the other answers as buttons, and turns a click into the one
legal action it stands for. Everything is laid out to fit its frame: the cards shrink (down to
a floor) before the panel would run past the table, every text is fitted. It keeps no state of
its own beyond what was picked while the same prompt repeats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core.actions import Action
from game.legendary.actions import ChooseCard, ChooseOption, ChoosePlayer, ChooseSpace
from game.legendary.cards import CITY, defn
from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel
from sprites.lg_cards import render_card

from ..buttons import Button, draw_button
from ..widgets import flow_rows
from .view import text_block, text_line

if TYPE_CHECKING:
    from ..app import App

SPACE_BUTTONS = ("cyclone_space",)  # a space to move to: the space is the answer, not what is in it
MIN_CARD = (56, 78)  # the smallest cards the panel shrinks to
PRIMARY_OPTIONS = ("done", "yes")  # the answers drawn as the step's main button


class ChooseHost(Protocol):
    """What the panel reads of the table it is shown on."""

    @property
    def app(self) -> App: ...
    @property
    def obs(self) -> dict[str, Any]: ...
    @property
    def names(self) -> list[str]: ...
    def card_name(self, card: str) -> str: ...
    def where(self, a: Action) -> str | None: ...
    def describe(self, record: Any, player: int | None = None) -> str: ...
    def veil(self, size: tuple[int, int]) -> pygame.Surface: ...


@dataclass
class Choice:
    rect: pygame.Rect
    action: Action
    card: str | None  # a card to draw, or None for a button
    label: str


@dataclass
class Seen:
    """A card the player looks at that is no choice (it went to their hand, or it is the second
    of two alike cards: the first one is the choice)."""

    rect: pygame.Rect
    card: str
    label: str


class ChoosePanel:
    def __init__(self) -> None:
        self.choices: list[Choice] = []
        self.seen: list[Seen] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""
        self.subtitle = ""
        self.picked: list[str] = []  # cards picked in this run of the same prompt
        self.key: tuple[Any, ...] | None = None
        self.hidden = False  # Tab: look at the table under the panel
        self.sizes = (15, 11, 11, 12)  # title, subtitle, tags, buttons (set by update)
        self.card_size = (0, 0)
        self.tag_h = 0  # the height under each card for its place (one or two lines)

    # -- what the prompt asks ----------------------------------------------------------------------
    def count_line(self, app: App, pending: dict[str, Any], cards: int) -> str:
        """ "1 more card" / "up to 2 more cards" for a prompt that picks cards, else ""."""
        if not cards:
            return ""
        left = int(pending.get("left") or 1)
        if pending.get("up_to"):
            return str(app.t("lg_ui.choose.up_to_one" if left == 1 else "lg_ui.choose.up_to_many", n=left))
        return str(app.t("lg_ui.choose.left_one" if left == 1 else "lg_ui.choose.left_many", n=left))

    def space_card(self, table: ChooseHost, a: Action) -> str | None:
        """The Villain in the city space a choice names (None for an empty space)."""
        if not isinstance(a, ChooseSpace):
            return None
        card = table.obs["city"][a.space]["card"]
        return str(card) if card else None

    # -- layout ------------------------------------------------------------------------------------
    def update(
        self, table: ChooseHost, pending: dict[str, Any], legal: list[Action], area: pygame.Rect
    ) -> None:
        """Lay out the panel for the current prompt (called after every change)."""
        app = table.app
        s = app.scale
        key = (pending.get("prompt"), pending.get("card"), pending.get("player"))
        if key != self.key:
            self.picked = []
            self.hidden = False
        self.key = key
        prompt = pending.get("prompt", "")
        tkey = f"prompt.legendary.{prompt}"
        self.title = app.t(tkey) if app.tr.has(tkey) else prompt
        as_cards = [
            a
            for a in legal
            if isinstance(a, ChooseCard) or (prompt not in SPACE_BUTTONS and self.space_card(table, a))
        ]
        others = [a for a in legal if a not in as_cards]
        parts = []
        src = pending.get("card") or ""
        if src:
            parts.append(app.t("lg_ui.choose.from", card=table.card_name(src)))
        count = self.count_line(app, pending, len(as_cards))
        if count:
            parts.append(count)
        if self.picked:
            parts.append(app.t("lg_ui.choose.picked", n=len(self.picked)))
        self.subtitle = app.t("lg_ui.choose.sep").join(parts)

        # the cards: every one looked at when the engine says which (alike ones share a choice)
        cards: list[tuple[str, Action | None, str]] = []
        shown = [c for c in pending.get("shown") or [] if isinstance(c, str)]
        by_def = {defn(a.card).id: a for a in as_cards if isinstance(a, ChooseCard) and a.zone == "deck"}
        used: set[int] = set()
        for k, card in enumerate(shown):
            looked = by_def.get(defn(card).id)
            if looked is not None and id(looked) not in used:
                used.add(id(looked))
                cards.append((looked.card, looked, self.from_top(app, k)))
            else:
                cards.append((card, None, app.t("lg_ui.choose.seen_tag", where=self.from_top(app, k))))
        for a in as_cards:
            if id(a) in used:
                continue
            if isinstance(a, ChooseSpace):
                cards.append((self.space_card(table, a) or "", a, app.t(f"space.legendary.{CITY[a.space]}")))
            elif isinstance(a, ChooseCard):
                cards.append((a.card, a, table.where(a) or a.zone))

        title_size, sub_size = max(fonts.FLOOR + 2, int(24 * s)), max(fonts.FLOOR, int(15 * s))
        tag_size, button_size = max(fonts.FLOOR, int(13 * s)), max(fonts.FLOOR, int(17 * s))
        self.sizes = (title_size, sub_size, tag_size, button_size)
        pad = max(10, int(18 * s))
        gap = max(6, int(14 * s))
        width = min(area.w, max(int(560 * s), area.w * 3 // 4 if cards else int(560 * s)))
        inner_w = width - 2 * pad
        title_h = fonts._fit(self.title, inner_w, 10**6, title_size, fonts.FLOOR, True, 2).height
        sub_h = (
            fonts._fit(self.subtitle, inner_w, 10**6, sub_size, fonts.FLOOR, False, 2).height
            if self.subtitle
            else 0
        )
        tag_line = fonts.get_font(tag_size).get_linesize()
        tag_h = tag_line
        hint_h = fonts.get_font(fonts.FLOOR).get_linesize()
        bh = max(30, int(40 * s), fonts.get_font(button_size, True).get_linesize() + 8)
        labels = [self._label(table, a) for a in others]
        widths = [
            min(inner_w, max(int(120 * s), fonts.text_width(t, button_size, True) + int(30 * s)))
            for t in labels
        ]
        button_rows = self._rows(widths, inner_w, gap)
        buttons_h = len(button_rows) * (bh + gap) if others else 0
        fixed = pad + title_h + sub_h + gap + buttons_h + hint_h + pad
        # the largest cards (from the table's size down to the floor) with which everything fits
        cw, ch = int(112 * s), int(156 * s)
        per_row = rows = 0
        while True:
            per_row = max(1, min(len(cards), (inner_w + gap) // (cw + gap))) if cards else 0
            rows = (len(cards) + per_row - 1) // per_row if cards else 0
            # a place that does not fit under its card on one line takes two
            tag_h = tag_line * (
                2
                if any(
                    fonts._fit(t, cw + gap, 10**6, tag_size, fonts.FLOOR, False, 1).cut for _, _, t in cards
                )
                else 1
            )
            cards_h = rows * (ch + tag_h + gap)
            if fixed + cards_h <= area.h or cw <= MIN_CARD[0]:
                break
            cw, ch = max(MIN_CARD[0], int(cw * 0.9)), max(MIN_CARD[1], int(ch * 0.9))
        self.card_size = (cw, ch)
        self.tag_h = tag_h
        height = min(area.h, fixed + rows * (ch + tag_h + gap))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = area.center
        self.choices, self.seen = [], []
        y = self.rect.y + pad + title_h + sub_h + gap
        for i, (card, answer, label) in enumerate(cards):
            r, c = divmod(i, per_row)
            in_row = min(per_row, len(cards) - r * per_row)
            x0 = self.rect.centerx - (in_row * (cw + gap) - gap) // 2
            rect = pygame.Rect(x0 + c * (cw + gap), y + r * (ch + tag_h + gap), cw, ch)
            if answer is None:
                self.seen.append(Seen(rect, card, label))
            else:
                self.choices.append(Choice(rect, answer, card or None, label))
        by = self.rect.bottom - pad - hint_h - buttons_h + gap
        for row in button_rows:
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = self.rect.centerx - total // 2
            for i in row:
                self.choices.append(Choice(pygame.Rect(x, by, widths[i], bh), others[i], None, labels[i]))
                x += widths[i] + gap
            by += bh + gap

    @staticmethod
    def _rows(widths: list[int], room: int, gap: int) -> list[list[int]]:
        """Buttons in rows no wider than ``room``."""
        return flow_rows(widths, room, gap)

    def from_top(self, app: App, k: int) -> str:
        """ "Top card", "2nd from the top"."""
        if k == 0:
            return str(app.t("lg_ui.where.top"))
        key = f"lg_ui.ordinal.{k + 1}"
        nth = app.t(key) if app.tr.has(key) else app.t("lg_ui.ordinal.other", n=k + 1)
        return str(app.t("lg_ui.where.from_top", nth=nth))

    def _label(self, table: ChooseHost, a: Action) -> str:
        app = table.app
        if isinstance(a, ChooseOption):
            key = f"option.legendary.{a.option}"
            return app.t(key) if app.tr.has(key) else a.option
        if isinstance(a, ChoosePlayer):
            return table.names[a.target]
        if isinstance(a, ChooseSpace):
            space = app.t(f"space.legendary.{CITY[a.space]}")
            card = self.space_card(table, a)
            if card is None:
                return app.t("lg_ui.choose.space_empty", space=space)
            return app.t("lg_ui.choose.space_with", space=space, card=table.card_name(card))
        return table.describe(a)

    def at(self, pos: tuple[int, int]) -> Choice | None:
        for c in self.choices:
            if c.rect.collidepoint(pos):
                return c
        return None

    def seen_at(self, pos: tuple[int, int]) -> Seen | None:
        return next((c for c in self.seen if c.rect.collidepoint(pos)), None)

    # -- drawing -----------------------------------------------------------------------------------
    def _tag(
        self, surface: pygame.Surface, card: pygame.Rect, label: str, colour: tuple[int, ...], gap: int
    ) -> None:
        """The words under a card of the panel (where it lies), on up to two lines."""
        room = pygame.Rect(card.x - gap // 2, card.bottom + 2, card.w + gap, self.tag_h)
        text_block(
            surface, label, room, self.sizes[2], colour, max_lines=2, align="center", where="lg.choose.tag"
        )

    def draw(self, surface: pygame.Surface, table: ChooseHost) -> None:
        if self.hidden:
            return
        app = table.app
        s = app.scale
        lang = app.tr.lang
        title_size, sub_size, _, _ = self.sizes
        pad = max(10, int(18 * s))
        veil = table.veil(surface.get_size())
        surface.blit(veil, (0, 0))
        rounded_panel(surface, self.rect, (24, 28, 42, 245), (*GLOW, 200), radius=14)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        title = fonts.fit(
            self.title, inner.w, 10**6, title_size, bold=True, max_lines=2, where="lg.choose.title"
        )
        fonts.draw_fitted(
            surface, title, pygame.Rect(inner.x, inner.y, inner.w, title.height), GLOW, "center"
        )
        y = inner.y + title.height
        if self.subtitle:
            sub = fonts.fit(self.subtitle, inner.w, 10**6, sub_size, max_lines=2, where="lg.choose.subtitle")
            fonts.draw_fitted(surface, sub, pygame.Rect(inner.x, y, inner.w, sub.height), TEXT_DIM, "center")
        mouse = pygame.mouse.get_pos()
        gap = max(6, int(14 * s))
        for seen in self.seen:
            img = render_card(seen.card, lang, seen.rect.w, seen.rect.h).copy()
            img.set_alpha(120)
            surface.blit(img, seen.rect)
            self._tag(surface, seen.rect, seen.label, TEXT_DIM, gap)
        for c in self.choices:
            hover = c.rect.collidepoint(mouse)
            if c.card is not None:
                r = c.rect.move(0, -6 if hover else 0)
                surface.blit(render_card(c.card, lang, r.w, r.h), r)
                pygame.draw.rect(
                    surface, SELECTED if hover else GLOW, r.inflate(6, 6), width=2, border_radius=9
                )
                self._tag(surface, c.rect, c.label, TEXT, gap)
            else:
                primary = isinstance(c.action, ChooseOption) and c.action.option in PRIMARY_OPTIONS
                button = Button(c.rect, c.label, [c.action], primary=primary)
                draw_button(surface, button, s, mouse=mouse, where="lg.choose.button")
        for i, c in enumerate(self.choices[:9]):  # the number key of each choice
            num = fonts.render(str(i + 1), fonts.FLOOR, TEXT_DIM, bold=True)
            surface.blit(
                num,
                num.get_rect(bottomleft=(c.rect.x + 2, c.rect.y - 1))
                if c.card
                else num.get_rect(midleft=(c.rect.x + 4, c.rect.centery)),
            )
        hint_h = fonts.get_font(fonts.FLOOR).get_linesize()
        text_line(
            surface,
            app.t("lg_ui.choose.peek"),
            pygame.Rect(inner.x, self.rect.bottom - pad // 2 - hint_h, inner.w, hint_h),
            int(12 * s),
            TEXT_DIM,
            align="right",
            where="lg.choose.hint",
        )
