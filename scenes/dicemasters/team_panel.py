"""Drawing the team builder: the title and limits, the page of character cards with their dice
counts, the basic action cards, the hint, and the team panel (the team as a list, its totals,
what is wrong with it, the saved teams' heading). Every text is fitted to its box."""

from __future__ import annotations

import pygame

from game.dicemasters.cards import CARDS, card_name
from game.dicemasters.formats import EXACT_TEAMS, FORMAT_RULES
from sprites import dm_cards, fonts
from sprites.draw import FELT, GLOW, ILLEGAL, SELECTED, TEXT, TEXT_DIM, felt, rounded_panel

from .team_faces import draw_card, veil
from .team_filter import ALL_CARDS
from .team_model import TeamBuilderBase

WARN = (240, 180, 41)
OK = (110, 200, 120)


class TeamBuilderDrawing(TeamBuilderBase):
    """The layer of the team builder that draws it."""

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.s
        lang = self.app.tr.lang
        surface.blit(felt((w, h), FELT["dicemasters"]), (0, 0))
        nav = self.page_nav_rects()
        right = (nav[0].x - int(16 * s)) if nav is not None else self.panel_rect().x - int(28 * s)
        f = self.search_filter()
        count = fonts.fit_line(
            self.app.t("dm_ui.tb.count", n=f.count(), total=ALL_CARDS),
            int(150 * s),
            max(fonts.FLOOR, int(16 * s)),
            where="dm team builder count",
        )
        count_w = max(fonts.text_width(line, count.size) for line in count.lines)
        title_h = max(self._stepper_w(), count.height)
        fonts.draw_fitted(
            surface,
            count,
            pygame.Rect(right - count_w, int(24 * s), count_w, title_h),
            GLOW if f.narrows else TEXT_DIM,
            "right",
            "middle",
        )
        room = right - count_w - int(20 * s) - int(32 * s)
        if nav is not None:  # "Page 2 of 5" between the page buttons
            page = fonts.fit_line(
                self.app.t("dm_ui.tb.page", n=self.page + 1, pages=self.pages),
                nav[1].w - 4,
                max(fonts.FLOOR, int(15 * s)),
                where="dm team builder page",
            )
            fonts.draw_fitted(surface, page, nav[1], TEXT_DIM, "center", "middle")
        title = fonts.fit_line(
            self.app.t("dm_ui.tb.title", name=self.seat_name),
            room,
            max(18, int(32 * s)),
            bold=True,
            where="dm team builder title",
        )
        fonts.draw_fitted(
            surface,
            title,
            pygame.Rect(int(32 * s), int(24 * s) + (title_h - title.height) // 2, room, title.height),
            GLOW,
        )
        if not self.card_rects():
            self._draw_no_match(surface)
        conflicts = self.conflicts()
        for cid, r in self.card_rects().items():
            n = self.cards.get(cid, 0)
            border: tuple[int, ...] | None = None
            if cid in conflicts:
                border = ILLEGAL
            elif n:
                border = GLOW
            elif cid == self.hover:
                border = (255, 255, 255, 90)
            if not n:
                draw_card(surface, cid, lang, r, 0, border, lift=int(4 * s) if cid == self.hover else 0)
                # cards not in the team recede a little
                surface.blit(veil(r.size), r.move(0, -int(4 * s) if cid == self.hover else 0))
            else:
                draw_card(surface, cid, lang, r, n, border, lift=int(6 * s))
            dice = f"{n}/{CARDS[cid].max_dice}"
            room = r.w - 2 * self._stepper_w() - 4
            text = fonts.render(dice, max(12, int(18 * s)), GLOW if n else TEXT_DIM, bold=bool(n))
            if text.get_width() > room:  # the team's count in plain type where bold is too wide
                text = fonts.render(dice, max(12, int(18 * s)), GLOW if n else TEXT_DIM)
            sh = max(26, int(32 * s))
            if text.get_width() <= room:  # small windows: the card's footer says it
                surface.blit(text, text.get_rect(center=(r.centerx, r.bottom + int(6 * s) + sh // 2)))
        acts = self.action_rects()
        first = next(iter(acts.values()))
        head = fonts.fit_line(
            self.app.t("dm_ui.tb.actions", picked=len(self.actions)),
            self.panel_rect().x - first.x - int(20 * s),
            max(13, int(20 * s)),
            bold=True,
            where="dm team builder heading",
        )
        fonts.draw_fitted(
            surface,
            head,
            pygame.Rect(
                first.x, first.y - head.height - int(8 * s), self.panel_rect().x - first.x, head.height
            ),
            TEXT,
        )
        for cid, r in acts.items():
            picked = cid in self.actions
            passes = f.matches(cid)
            draw_card(
                surface,
                cid,
                lang,
                r,
                None,
                SELECTED if picked else ((255, 255, 255, 90) if cid == self.hover else None),
                lift=int(6 * s) if picked else 0,
            )
            if not passes and not picked:  # left out by the search or a filter: still there, dimmed
                surface.blit(veil(r.size), r)
                surface.blit(veil(r.size), r)
            if picked:
                badge = pygame.Rect(0, 0, max(18, int(26 * s)), max(18, int(26 * s)))
                badge.center = (r.right - int(4 * s), r.y - int(6 * s))
                pygame.draw.ellipse(surface, SELECTED, badge)
                num = fonts.render(
                    str(self.actions.index(cid) + 1), max(11, int(16 * s)), (10, 20, 30), bold=True
                )
                surface.blit(num, num.get_rect(center=badge.center))
        top = max(r.bottom for r in acts.values()) + int(14 * s)
        hint = fonts.fit(
            self.app.t("dm_ui.tb.hint"),
            self.panel_rect().x - first.x - int(20 * s),
            self.app.size[1] - top - 4,
            max(fonts.FLOOR, int(15 * s)),
            where="dm team builder hint",
        )
        fonts.draw_fitted(
            surface, hint, pygame.Rect(first.x, top, self.panel_rect().x - first.x, hint.height), TEXT_DIM
        )
        self._draw_panel(surface)

    def _draw_no_match(self, surface: pygame.Surface) -> None:
        """Where the cards would be: no card passes the search and the filters."""
        s = self.s
        top = self.grid_top()
        x0 = int(32 * s)
        box = pygame.Rect(x0, top, self.panel_rect().x - x0 - int(28 * s), max(60, int(90 * s)))
        rounded_panel(surface, box, (0, 0, 0, 50), (255, 255, 255, 40), radius=10)
        text = fonts.fit(
            self.app.t("dm_ui.tb.no_match"),
            box.w - int(32 * s),
            box.h - 8,
            max(fonts.FLOOR + 1, int(18 * s)),
            where="dm team builder no match",
        )
        fonts.draw_fitted(surface, text, box, TEXT_DIM, "center", "middle")

    def _draw_team_list(self, surface: pygame.Surface, area: pygame.Rect, lang: str) -> int:
        """The cards of the team as a list in two columns: a die of the card's colour, its full
        name and subtitle and its dice ("Spider-Man: Webhead ×2"), red when it breaks a rule.
        Returns where the list ends."""
        s = self.s
        size = max(fonts.FLOOR + 1, int(16 * s))
        if not self.cards:
            empty = pygame.Rect(area.x, area.y, area.w, max(40, int(60 * s)))
            rounded_panel(surface, empty, (0, 0, 0, 40), (255, 255, 255, 40), radius=8)
            hint = fonts.fit(
                self.app.t("dm_ui.tb.start_hint"),
                empty.w - 16,
                empty.h - 4,
                max(fonts.FLOOR + 1, int(16 * s)),
                where="dm team builder hint",
            )
            fonts.draw_fitted(surface, hint, empty, TEXT_DIM, "center", "middle")
            return empty.bottom
        conflicts = self.conflicts()
        gap = int(12 * s)
        col_w = (area.w - gap) // 2
        chip = max(10, int(14 * s))
        y = area.y
        items = list(self.cards.items())
        for row in range(0, len(items), 2):
            height = 0
            for col, (cid, n) in enumerate(items[row : row + 2]):
                x = area.x + col * (col_w + gap)
                text = self.app.t("dm_ui.tb.team_entry", card=card_name(cid, lang), n=n)
                fitted = fonts.fit(text, col_w - chip - 6, 10**6, size, max_lines=3, where="dm team list")
                body = dm_cards.die_colour(cid)
                rounded_panel(
                    surface,
                    pygame.Rect(x, y + (fitted.line_height - chip) // 2, chip, chip),
                    body,
                    (20, 20, 24),
                    radius=max(2, chip // 4),
                    width=1,
                )
                fonts.draw_fitted(
                    surface,
                    fitted,
                    pygame.Rect(x + chip + 6, y, col_w - chip - 6, fitted.height),
                    ILLEGAL if cid in conflicts else TEXT,
                )
                height = max(height, fitted.height)
            y += height + int(4 * s)
        return y

    def _draw_panel(self, surface: pygame.Surface) -> None:
        s = self.s
        lang = self.app.tr.lang
        p = self.panel_rect()
        rounded_panel(surface, p, (14, 24, 20, 215), (255, 255, 255, 46), radius=14)
        pad = int(20 * s)
        x, y = p.x + pad, p.y + int(16 * s)
        inner_w = p.w - 2 * pad
        head = fonts.render(self.app.t("dm_ui.tb.your_team"), max(15, int(24 * s)), TEXT, bold=True)
        surface.blit(head, (x, y))
        max_cards, max_dice = FORMAT_RULES[self.fmt][1], FORMAT_RULES[self.fmt][2]
        limits = self.app.t(
            "dm_ui.tb.limits_exact" if self.fmt in EXACT_TEAMS else "dm_ui.tb.limits",
            format=self.app.t(f"dm_ui.format.{self.fmt}"),
            cards=max_cards,
            dice=max_dice,
        )
        gap = int(14 * s)
        sub = fonts.fit(
            limits,
            inner_w - head.get_width() - gap,
            max(head.get_height() + int(8 * s), 2 * fonts.get_font(fonts.FLOOR + 1).get_linesize()),
            max(fonts.FLOOR + 1, int(15 * s)),
            max_lines=2,
            where="dm team builder limits",
        )
        fonts.draw_fitted(
            surface,
            sub,
            pygame.Rect(
                x + head.get_width() + gap,
                y,
                inner_w - head.get_width() - gap,
                max(head.get_height(), sub.height),
            ),
            TEXT_DIM,
            "left",
            "middle",
        )
        y += max(int(40 * s), sub.height + int(8 * s))
        total = sum(self.cards.values())
        for key, value, top in (
            ("dm_ui.tb.cards", len(self.cards), max_cards),
            ("dm_ui.tb.dice", total, max_dice),
        ):
            label = fonts.render(self.app.t(key, n=value, max=top), max(12, int(17 * s)), TEXT)
            surface.blit(label, (x, y))
            bar = pygame.Rect(
                x + int(150 * s),
                y + label.get_height() // 2 - int(5 * s),
                inner_w - int(150 * s),
                max(6, int(10 * s)),
            )
            rounded_panel(surface, bar, (58, 66, 80), None, radius=bar.h // 2)
            filled = bar.copy()
            filled.w = int(bar.w * min(1.0, value / top))
            if filled.w:
                rounded_panel(surface, filled, ILLEGAL if value > top else GLOW, None, radius=bar.h // 2)
            y += int(30 * s)
        y += int(6 * s)
        y = self._draw_team_list(surface, pygame.Rect(x, y, inner_w, 0), lang) + int(14 * s)
        size = max(12, int(16 * s))
        line_h = fonts.get_font(size).get_linesize()
        limit = self.saves_top() - int(36 * s)
        shown = ([self.status] if self.status else []) + self.messages()
        for kind, text in shown:
            colour = {"error": ILLEGAL, "warn": WARN, "ok": OK}[kind]
            if y + line_h > limit:
                break
            fitted = fonts.fit(text, inner_w - int(20 * s), limit - y, size, where="dm team builder message")
            pygame.draw.circle(
                surface, colour, (x + int(5 * s), y + fitted.line_height // 2), max(3, int(5 * s))
            )
            fonts.draw_fitted(
                surface,
                fitted,
                pygame.Rect(x + int(18 * s), y, inner_w - int(20 * s), fitted.height),
                colour if kind != "ok" else TEXT,
            )
            y += fitted.height + int(4 * s)
        head = fonts.render(self.app.t("dm_ui.tb.saved_teams"), max(13, int(19 * s)), TEXT, bold=True)
        hy = self.saves_top() - head.get_height() - int(6 * s)
        surface.blit(head, (x, hy))
        if not self.entries:
            note = fonts.render(self.app.t("dm_ui.tb.no_saved"), max(11, int(15 * s)), TEXT_DIM)
            surface.blit(
                note, (x + head.get_width() + int(14 * s), hy + head.get_height() - note.get_height())
            )


__all__ = ["TeamBuilderDrawing", "WARN", "OK"]
