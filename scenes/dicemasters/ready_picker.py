"""Picking a ready Dice Masters team for a seat: one row per ready team the engine takes in the
chosen format (``ReadyTeam.fits``), with its name, a line about it and a die of each of its cards
with how many dice it has (the card is the die's tooltip).
A click on a row plays that team; right-click on one of its cards shows it large; Cancel, Esc or a
click outside the panel leaves the seat as it was."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.dicemasters.ready import ReadyTeam, ready_teams
from sprites import fonts
from sprites.die_faces import blit_face
from sprites.draw import GLOW, TEXT, TEXT_DIM, dim, rounded_panel

from ..stack import Scene
from ..widgets import button
from .team_faces import tooltip_text
from .team_zoom import card_details

FACE_SHOWN = 3  # the die face that stands for a card: its level 1 (an action card's first action)


class ReadyTeamPicker(Scene):
    """The list of ready teams (see the module doc)."""

    name = "dm_ready_teams"
    overlay = True

    def __init__(self, app: Any, fmt: str, seat_name: str, on_choose: Callable[[str], object]) -> None:
        super().__init__(app)
        self.fmt = fmt
        self.seat_name = seat_name
        self.on_choose = on_choose
        self.teams: list[ReadyTeam] = [t for t in ready_teams() if t.fits(fmt)]
        self.hover: int | None = None
        self.short_rows: set[int] = set()  # rows too low for their line about the team

    @property
    def s(self) -> float:
        return max(0.64, float(self.app.scale))

    def _header(self) -> int:
        return int(16 * self.s) + fonts.get_font(max(16, int(26 * self.s)), True).get_linesize() + 4

    def _footer(self) -> int:
        return self._bh() + int(32 * self.s)

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        pw = min(int(w * 0.96), max(int(1240 * self.s), 960))
        ph = min(int(h * 0.96), self._header() + self._footer() + len(self.teams) * self.row_h())
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _bh(self) -> int:
        return max(30, int(42 * self.s))

    def row_h(self) -> int:
        room = int(self.app.size[1] * 0.96) - self._header() - self._footer()
        return max(40, min(int(90 * self.s), room // max(1, len(self.teams))))

    def rows(self) -> list[pygame.Rect]:
        p = self.panel()
        pad = int(24 * self.s)
        top = p.y + self._header()
        rh = self.row_h()
        return [pygame.Rect(p.x + pad, top + i * rh, p.w - 2 * pad, rh - 4) for i in range(len(self.teams))]

    def row_cards(self, row: pygame.Rect, team: ReadyTeam) -> list[tuple[pygame.Rect, str, int]]:
        """Where each of the team's cards is shown at the right of its row: a die of the card
        (level 1, or its action face) with its number of dice; the card itself is its tooltip
        and its right-click zoom."""
        gap = max(6, int(12 * self.s))
        d = max(22, min(row.h - 10, int(50 * self.s)))
        n = len(team.cards)
        x = row.right - int(10 * self.s) - 8 * (d + gap) + gap + (8 - n) * (d + gap)
        y = row.centery - d // 2
        return [
            (pygame.Rect(x + k * (d + gap), y, d, d), cid, dice) for k, (cid, dice) in enumerate(team.cards)
        ]

    def card_rects(self) -> dict[str, pygame.Rect]:
        """Every card shown, keyed "team id:card id"."""
        return {
            f"{team.id}:{cid}": r
            for row, team in zip(self.rows(), self.teams, strict=True)
            for r, cid, _ in self.row_cards(row, team)
        }

    def build(self) -> None:
        p = self.panel()
        bh = self._bh()
        bw = max(int(200 * self.s), fonts.text_width(self.app.t("common.cancel"), 18, True) + 40)
        self.cancel = button(
            self,
            pygame.Rect(p.centerx - bw // 2, p.bottom - bh - int(16 * self.s), bw, bh),
            self.app.t("common.cancel"),
        )

    def row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.rows()) if r.collidepoint(pos)), None)

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for row, team in zip(self.rows(), self.teams, strict=True):
            for r, cid, _ in self.row_cards(row, team):
                if r.collidepoint(pos):
                    return cid
        return None

    def choose(self, i: int) -> None:
        self.app.stack.pop()
        self.on_choose(self.teams[i].id)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.button_pressed(event) is self.cancel:
            self.app.stack.pop()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            cid = self.card_at(event.pos)
            if cid is not None:
                self.app.stack.push(card_details(self.app, cid))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            i = self.row_at(event.pos)
            if i is not None:
                self.choose(i)
            elif not self.panel().collidepoint(event.pos):
                self.app.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        cid = self.card_at(pos)
        if cid is not None:
            return tooltip_text(cid, self.app.tr.lang)
        i = self.row_at(pos)
        if i is None:
            return None
        tip = self.app.t("dm_ui.ready.pick_tip")
        return f"{self.teams[i].about(self.app.tr.lang)}\n{tip}" if i in self.short_rows else tip

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        lang = self.app.tr.lang
        dim(surface, 150)
        p = self.panel()
        rounded_panel(surface, p, (16, 20, 26, 246), (*GLOW, 150), radius=14)
        pad = int(24 * s)
        title = fonts.fit_line(
            self.app.t(
                "dm_ui.ready.title", name=self.seat_name, format=self.app.t(f"dm_ui.format.{self.fmt}")
            ),
            p.w - 2 * pad,
            max(16, int(26 * s)),
            bold=True,
            where="dm ready teams title",
        )
        fonts.draw_fitted(
            surface, title, pygame.Rect(p.x + pad, p.y + int(16 * s), p.w - 2 * pad, title.height), GLOW
        )
        if not self.teams:
            note = fonts.fit(
                self.app.t("dm_ui.ready.none"),
                p.w - 2 * pad,
                60,
                max(13, int(18 * s)),
                where="dm ready teams",
            )
            fonts.draw_fitted(
                surface, note, pygame.Rect(p.x + pad, p.y + int(80 * s), p.w - 2 * pad, 60), TEXT_DIM
            )
        for i, (row, team) in enumerate(zip(self.rows(), self.teams, strict=True)):
            lit = i == self.hover
            rounded_panel(
                surface,
                row,
                (255, 255, 255, 26) if lit else (0, 0, 0, 50),
                (*GLOW, 200) if lit else (255, 255, 255, 30),
                radius=10,
            )
            cards = self.row_cards(row, team)
            text_w = cards[0][0].x - row.x - int(24 * s)
            inner = pygame.Rect(row.x + int(12 * s), row.y + 1, text_w, row.h - 2)
            size = self.app.t("dm_ui.ready.size", cards=len(team.cards), dice=sum(n for _, n in team.cards))
            name = fonts.fit_line(
                f"{team.name(lang)}  ·  {size}",
                inner.w,
                max(13, int(18 * s)),
                bold=True,
                where="dm ready team name",
            )
            about = fonts.fit(
                team.about(lang),
                inner.w,
                inner.h - name.height,
                max(fonts.FLOOR, int(15 * s)),
                record=False,
            )
            if about.cut:  # a small window: the line about the team is the row's tooltip instead
                about = fonts.Fitted((), about.size, False, about.line_height, False)
                self.short_rows.add(i)
            else:
                self.short_rows.discard(i)
            top = inner.y + max(0, (inner.h - name.height - about.height) // 2)
            fonts.draw_fitted(
                surface, name, pygame.Rect(inner.x, top, inner.w, name.height), GLOW if lit else TEXT
            )
            fonts.draw_fitted(
                surface, about, pygame.Rect(inner.x, top + name.height, inner.w, about.height), TEXT_DIM
            )
            for r, cid, dice in cards:
                blit_face(surface, cid, FACE_SHOWN, r.center, r.w)
                badge = pygame.Rect(0, 0, max(16, r.w // 2), max(16, r.w // 2))
                badge.center = (r.right, r.bottom)
                pygame.draw.ellipse(surface, GLOW, badge)
                num = fonts.render(f"{dice}", max(10, badge.h - 5), (16, 20, 26), bold=True)
                surface.blit(num, num.get_rect(center=badge.center))


__all__ = ["ReadyTeamPicker"]
