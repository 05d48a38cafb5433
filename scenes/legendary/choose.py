"""The "choose cards" overlay of the Legendary table: every prompt of the engine, one panel.

The engine asks one choice at a time (a card, an option such as "done", a player, a city
space); several picks are several prompts in a row ending with "done". The panel shows the
prompt, the cards to pick from as cards, and the other answers as buttons, and turns a click
into the one legal action it stands for. It is drawn by the table over the board and keeps no
state of its own beyond what was picked while the same prompt repeats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action
from game.legendary.cards import CITY
from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel
from sprites.lg_cards import render_card


@dataclass
class Choice:
    rect: pygame.Rect
    action: Action
    card: str | None  # a card to draw, or None for a button
    label: str


class ChoosePanel:
    def __init__(self) -> None:
        self.choices: list[Choice] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""
        self.subtitle = ""
        self.picked: list[str] = []  # cards picked in this run of the same prompt
        self.key: tuple[Any, ...] | None = None
        self.hidden = False  # Tab: look at the table under the panel

    def update(self, table: Any, pending: dict[str, Any], legal: list[Action], area: pygame.Rect) -> None:
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
        src = pending.get("card") or ""
        self.subtitle = ""
        if src:
            try:
                self.subtitle = app.t("lg_ui.choose.from", card=table.card_name(src))
            except KeyError:
                self.subtitle = ""
        cards = [a for a in legal if a.kind == "choose_card"]
        others = [a for a in legal if a.kind != "choose_card"]
        cw, ch = int(112 * s), int(156 * s)
        gap = int(14 * s)
        per_row = max(1, min(len(cards), (area.w - 2 * gap) // (cw + gap)))
        rows = (len(cards) + per_row - 1) // per_row if cards else 0
        tag_h = int(20 * s)
        bh = max(30, int(40 * s))
        width = max(int(520 * s), per_row * (cw + gap) + gap) if cards else int(560 * s)
        height = int(98 * s) + rows * (ch + tag_h + gap) + bh + int(30 * s)
        height = min(height, area.h)
        self.rect = pygame.Rect(0, 0, min(width, area.w), height)
        self.rect.center = area.center
        self.choices = []
        y = self.rect.y + int(92 * s)
        for i, a in enumerate(cards):
            r, c = divmod(i, per_row)
            in_row = min(per_row, len(cards) - r * per_row)
            x0 = self.rect.centerx - (in_row * (cw + gap) - gap) // 2
            rect = pygame.Rect(x0 + c * (cw + gap), y + r * (ch + tag_h + gap), cw, ch)
            # where the card lies ("Hand, 2nd", "HQ 3", "Bridge"): two alike cards are told apart
            self.choices.append(Choice(rect, a, a.card, table.where(a) or str(a.zone)))  # type: ignore[attr-defined]
        by = self.rect.bottom - bh - int(16 * s)
        labels = [self._label(table, a) for a in others]
        widths = [max(int(120 * s), fonts.get_font(max(12, int(17 * s)), True).size(t)[0] + int(30 * s)) for t in labels]
        total = sum(widths) + gap * (len(widths) - 1)
        x = self.rect.centerx - total // 2
        for a, text, w in zip(others, labels, widths):
            self.choices.append(Choice(pygame.Rect(x, by, w, bh), a, None, text))
            x += w + gap

    def _label(self, table: Any, a: Action) -> str:
        app = table.app
        if a.kind == "choose_option":
            key = f"option.legendary.{a.option}"  # type: ignore[attr-defined]
            return app.t(key) if app.tr.has(key) else str(a.option)  # type: ignore[attr-defined]
        if a.kind == "choose_player":
            return table.names[a.target]  # type: ignore[attr-defined]
        if a.kind == "choose_space":
            return app.t(f"space.legendary.{CITY[a.space]}")  # type: ignore[attr-defined]
        return table.describe(a)

    def at(self, pos: tuple[int, int]) -> Choice | None:
        for c in self.choices:
            if c.rect.collidepoint(pos):
                return c
        return None

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        if self.hidden:
            return
        app = table.app
        s = app.scale
        lang = app.tr.lang
        veil = table.veil(surface.get_size())
        surface.blit(veil, (0, 0))
        rounded_panel(surface, self.rect, (24, 28, 42, 245), (*GLOW, 200), radius=14)
        title = fonts.render(self.title, max(15, int(24 * s)), GLOW, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + int(14 * s))))
        line = self.subtitle
        if self.picked:
            line = (line + "  ·  " if line else "") + app.t("lg_ui.choose.picked", n=len(self.picked))
        if line:
            sub = fonts.render(line, max(11, int(15 * s)), TEXT_DIM)
            surface.blit(sub, sub.get_rect(midtop=(self.rect.centerx, self.rect.y + int(48 * s))))
        mouse = pygame.mouse.get_pos()
        for c in self.choices:
            hover = c.rect.collidepoint(mouse)
            if c.card is not None:
                r = c.rect.move(0, -6 if hover else 0)
                surface.blit(render_card(c.card, lang, r.w, r.h), r)
                pygame.draw.rect(surface, SELECTED if hover else GLOW, r.inflate(6, 6), width=2, border_radius=9)
                tag = fonts.render(c.label, max(10, int(13 * s)), TEXT_DIM)
                if tag.get_width() > c.rect.w + int(10 * s):  # a long place name: a smaller face
                    tag = fonts.render(c.label, max(8, int(10 * s)), TEXT_DIM)
                surface.blit(tag, tag.get_rect(midtop=(c.rect.centerx, c.rect.bottom + int(3 * s))))
            else:
                primary = c.action.kind == "choose_option" and c.action.option in ("done", "yes")  # type: ignore[attr-defined]
                fill: tuple[int, ...] = (138, 106, 28) if primary else (43, 49, 59)
                if hover:
                    fill = tuple(min(255, v + 25) for v in fill)
                rounded_panel(surface, c.rect, fill, GLOW if primary or hover else (255, 255, 255, 60), radius=8)
                text = fonts.render(c.label, max(12, int(17 * s)), TEXT, bold=True)
                surface.blit(text, text.get_rect(center=c.rect.center))
        for i, c in enumerate(self.choices[:9]):  # the number key of each choice
            num = fonts.render(str(i + 1), max(10, int(12 * s)), TEXT_DIM, bold=True)
            surface.blit(num, num.get_rect(bottomleft=(c.rect.x + 2, c.rect.y - 1)) if c.card else num.get_rect(midleft=(c.rect.x + 6, c.rect.centery)))
        hint = fonts.render(app.t("lg_ui.choose.peek"), max(10, int(12 * s)), TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - int(10 * s), self.rect.bottom - 2)))
