"""The Dice Masters setup scene: format, seats, names, first player, seed and teams.

Everything the scene shows about the coming game comes from the engine: after each change it
builds a preview with ``game.new_game`` from the same options Start will use, and draws that
preview's teams and basic action cards as cards (random teams for seats without one are the
engine's, dealt from the seed, so what you see is what you get). A refusal is the engine's
``OptionError``, shown on screen with the choices kept. Start creates the ``GameSession`` and
hands it to ``open_session``; this scene never plays a move.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UITextEntryLine

import game
from game.core.agents import agent_levels
from game.core.session import GameSession
from game.dicemasters.formats import FORMAT_RULES
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, SELECTED, TEXT, TEXT_DIM, felt, rounded_panel

from .. import registry
from ..continue_game import open_session
from ..setup_common import SeatsAndSeed
from ..stack import Scene
from ..widgets import button
from .cards_view import card_zoom as dm_card_zoom
from .teambuilder import TeamBuilderScene, draw_card, team_messages, tooltip_text, wrapped
from .teams import clean_reason

FORMATS = ("first_game", "basic", "tournament", "draft")
FIRST_CHOICES: tuple[str | int, ...] = ("random", 0, 1)
DRAFT_SIZES = (8, 20)
GAME = "dicemasters"


class DiceMastersSetup(SeatsAndSeed, Scene):
    name = "dm_setup"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.levels = list(agent_levels(GAME))
        self.fmt = "first_game"
        # a newcomer meets the middle opponent first; the stronger one is a click away
        self.seats: list[str] = ["person", "normal" if "normal" in self.levels else self.levels[-1]]
        self.names: list[str] = ["", ""]
        self.custom = [False, False]
        self.first: str | int = "random"
        self.seed = game.new_seed()
        self.seed_text = str(self.seed)
        self.seed_ok = True
        self.draft_size = 12
        self.draft_actions = 3
        self.teams: list[dict[str, int] | None] = [None, None]
        self.actions: list[list[str] | None] = [None, None]
        self.error: str | None = None
        self.preview: Any = None
        self.preview_error: str | None = None
        self.shown: dict[str, list[tuple[pygame.Rect, str]]] = {}
        self.bad_seats: set[int] = set()
        self.recompute()

    # -- the choices as engine options ---------------------------------------------------------
    def options(self) -> dict[str, Any]:
        opts: dict[str, Any] = {"format": self.fmt}
        if self.first != "random":
            opts["first_player"] = self.first
        if self.fmt in FORMAT_RULES:
            for p in (0, 1):
                if self.teams[p]:
                    opts[f"team{p}"] = dict(self.teams[p] or {})
                if self.actions[p]:
                    opts[f"actions{p}"] = list(self.actions[p] or [])
        elif self.fmt == "draft":
            opts["draft_size"] = self.draft_size
            opts["draft_actions"] = self.draft_actions
        return opts

    def recompute(self) -> None:
        """Ask the engine what these options make (teams, basic actions, who starts)."""
        if not self.seed_ok:
            self.preview, self.preview_error = None, self.app.t("dm_ui.seed_bad")
            return
        self.bad_seats = set()
        try:
            self.preview = game.new_game(GAME, players=2, seed=self.seed, **self.options())
            self.preview_error = None
        except game.OptionError as exc:
            self.preview, self.preview_error = None, self.explain(clean_reason(str(exc)))

    def explain(self, reason: str) -> str:
        """The engine refused: say why in the player's language when the builder's checks
        can name the problem (the engine's own words otherwise), and mark the seat."""
        lang = self.app.tr.lang
        said: list[str] = []
        if self.fmt in FORMAT_RULES:
            for p in (0, 1):
                if not self.teams[p]:
                    continue
                errors = [
                    text
                    for kind, text in team_messages(
                        self.app.t, lang, self.fmt, self.teams[p] or {}, self.actions[p] or []
                    )
                    if kind == "error"
                ]
                if errors:
                    self.bad_seats.add(p)
                    said.append(f"{self.seat_name(p)}: {errors[0]}")
        return " · ".join(said) if said else reason

    # -- layout --------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.app.scale

    def bh(self) -> int:
        return max(30, int(44 * self.s))

    def left_rect(self) -> pygame.Rect:
        s = self.s
        return pygame.Rect(
            int(40 * s), int(96 * s), int(460 * s), self.app.size[1] - int(96 * s) - int(24 * s)
        )

    def seat_rects(self) -> list[pygame.Rect]:
        w, h = self.app.size
        s = self.s
        x = self.left_rect().right + int(36 * s)
        top = int(96 * s)
        gap = int(18 * s)
        ph = (h - top - int(24 * s) - gap) // 2
        return [pygame.Rect(x, top + i * (ph + gap), w - x - int(40 * s), ph) for i in range(2)]

    def _fit_w(self, text: str) -> int:
        return fonts.get_font(18, bold=True).size(text)[0] + 28

    # -- widgets -------------------------------------------------------------------------------
    def build(self) -> None:
        s = self.s
        bh = self.bh()
        gap = int(8 * s) + 2
        col = self.left_rect()
        self.heads: list[tuple[str, tuple[int, int]]] = []
        label_h = max(18, int(26 * s))
        y = col.y

        def head(key: str) -> None:
            nonlocal y
            self.heads.append((self.app.t(key), (col.x, y)))
            y += label_h + int(4 * s)

        head("dm_ui.format")
        half = (col.w - gap) // 2
        self.format_buttons: dict[str, Any] = {}
        for i, fmt in enumerate(FORMATS):
            r = pygame.Rect(col.x + (i % 2) * (half + gap), y + (i // 2) * (bh + gap), half, bh)
            self.format_buttons[fmt] = button(
                self, r, self.app.t(f"dm_ui.format.{fmt}"), tooltip=self.app.t(f"dm_ui.format.{fmt}.about")
            )
        y += 2 * bh + gap + int(8 * s)
        self.about_pos = (col.x, y)
        self.about_lines = wrapped(self.app.t(f"dm_ui.format.{self.fmt}.about"), self.small(), col.w)[:2]
        y += len(self.about_lines) * fonts.get_font(self.small()).get_linesize() + int(14 * s)

        head("dm_ui.first_player")
        third = (col.w - 2 * gap) // 3
        self.first_buttons: dict[str | int, Any] = {}
        for i, choice in enumerate(FIRST_CHOICES):
            text = (
                self.app.t("dm_ui.first.random")
                if choice == "random"
                else self.app.t("dm_ui.first.seat", n=int(choice) + 1)
            )
            self.first_buttons[choice] = button(
                self, pygame.Rect(col.x + i * (third + gap), y, third, bh), text
            )
        y += bh + int(16 * s)

        head("dm_ui.seed")
        new_w = max(self._fit_w(self.app.t("dm_ui.seed_new")), int(150 * s))
        self.seed_entry = UITextEntryLine(
            pygame.Rect(col.x, y, col.w - new_w - gap, bh),
            self.app.ui,
            container=self.container,
            initial_text=self.seed_text,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        self.new_seed_button = button(
            self,
            pygame.Rect(col.right - new_w, y, new_w, bh),
            self.app.t("dm_ui.seed_new"),
            tooltip=self.app.t("dm_ui.seed_tip"),
        )
        y += bh + int(16 * s)

        self.draft_minus = self.draft_plus = None
        self.draft_action_buttons: dict[int, Any] = {}
        if self.fmt == "draft":
            self.heads.append((self.app.t("dm_ui.draft_size"), (col.x, y)))
            self.heads.append((self.app.t("dm_ui.draft_actions"), (col.x + half + gap, y)))
            y += label_h + int(4 * s)
            sw = bh
            self.draft_minus = button(
                self, pygame.Rect(col.x, y, sw, bh), "−", tooltip=self.app.t("dm_ui.draft_size_tip")
            )
            self.draft_plus = button(
                self,
                pygame.Rect(col.x + half - sw, y, sw, bh),
                "+",
                tooltip=self.app.t("dm_ui.draft_size_tip"),
            )
            self.draft_value_rect = pygame.Rect(col.x + sw, y, half - 2 * sw, bh)
            q = (half - gap) // 2
            for i, n in enumerate((3, 4)):
                self.draft_action_buttons[n] = button(
                    self, pygame.Rect(col.x + half + gap + i * (q + gap), y, q, bh), str(n)
                )
            y += bh + int(16 * s)

        self.center_top = y
        bw = (col.w - gap) // 2
        self.back_button = button(
            self, pygame.Rect(col.x, col.bottom - bh, bw, bh), self.app.t("common.back")
        )
        self.start_button = button(
            self,
            pygame.Rect(col.right - bw, col.bottom - bh, bw, bh),
            self.app.t("common.start"),
            "#primary_button",
        )

        self.name_entries: list[Any] = []
        self.seat_labels: list[tuple[str, tuple[int, int]]] = []  # drawn over the seat panels
        self.kind_buttons: list[dict[str, Any]] = []
        self.team_buttons: list[Any] = []
        self.random_buttons: list[Any] = []
        for i, panel in enumerate(self.seat_rects()):
            pad = int(18 * s)
            x, y = panel.x + pad, panel.y + int(12 * s)
            label_w = fonts.get_font(max(14, int(22 * s)), bold=True).size(self.app.t("dm_ui.seat", n=i + 1))[
                0
            ] + int(20 * s)
            entry = UITextEntryLine(
                pygame.Rect(x + label_w, y, min(int(340 * s), panel.w // 2 - label_w), bh),
                self.app.ui,
                container=self.container,
                initial_text=self.seat_name(i),
            )
            entry.set_text_length_limit(24)
            self.name_entries.append(entry)
            # row 2: who plays the seat, left to right, each button as wide as its words
            # "Person", then "Computer:" and one button per agent level (as many as the game has)
            kinds: dict[str, Any] = {}
            ky = y + bh + int(10 * s)
            texts = {
                "person": self.app.t("seat.person"),
                **{lv: self.app.t(f"agent.{lv}") for lv in self.levels},
            }
            widths = {k: self._fit_w(v) for k, v in texts.items()}
            agent_label = self.app.t("dm_ui.computer")
            label_gap = fonts.get_font(max(13, int(19 * s)), bold=True).size(agent_label)[0] + 2 * gap
            need = sum(widths.values()) + gap * (len(widths) - 1) + label_gap
            squeeze = min(
                1.0,
                (panel.w - 2 * pad - gap * (len(widths) - 1) - label_gap)
                / max(1, need - gap * (len(widths) - 1) - label_gap),
            )
            kx = x
            for kind, text in texts.items():
                kw = max(bh, int(widths[kind] * squeeze))
                kinds[kind] = button(
                    self,
                    pygame.Rect(kx, ky, kw, bh),
                    text,
                    tooltip=None if kind == "person" else self.app.t("dm_ui.agent_tip", level=text),
                )
                kx += kw + gap
                if kind == "person":
                    self.seat_labels.append((agent_label, (kx + gap - int(4 * s), ky + (bh - label_h) // 2)))
                    kx += label_gap
            self.kind_buttons.append(kinds)
            if self.fmt in FORMAT_RULES:
                tw = max(self._fit_w(self.app.t("dm_ui.team_button")), int(150 * s))
                rw = max(self._fit_w(self.app.t("dm_ui.team_random")), int(150 * s))
                # beside the name when there is room, else at the end of the second row
                ty = y if entry.relative_rect.right + gap + rw + gap + tw <= panel.right - pad else ky
                self.team_buttons.append(
                    button(
                        self,
                        pygame.Rect(panel.right - pad - tw, ty, tw, bh),
                        self.app.t("dm_ui.team_button"),
                        "#primary_button" if not self.teams[i] and self.seats[i] == "person" else None,
                        tooltip=self.app.t("dm_ui.team_tip"),
                    )
                )
                self.random_buttons.append(
                    button(
                        self,
                        pygame.Rect(panel.right - pad - tw - gap - rw, ty, rw, bh),
                        self.app.t("dm_ui.team_random"),
                        tooltip=self.app.t("dm_ui.team_random_tip"),
                    )
                )
        self.refresh()

    def small(self) -> int:
        return max(12, int(16 * self.s))

    def refresh(self) -> None:
        if self.container is None:
            return
        self.recompute()
        for fmt, b in self.format_buttons.items():
            b.select() if fmt == self.fmt else b.unselect()
        for choice, b in self.first_buttons.items():
            b.select() if choice == self.first else b.unselect()
        for i, kinds in enumerate(self.kind_buttons):
            for kind, b in kinds.items():
                b.select() if kind == self.seats[i] else b.unselect()
        for n, b in self.draft_action_buttons.items():
            b.select() if n == self.draft_actions else b.unselect()
        if self.draft_minus is not None and self.draft_plus is not None:
            self.draft_minus.enable() if self.draft_size > DRAFT_SIZES[0] else self.draft_minus.disable()
            self.draft_plus.enable() if self.draft_size < DRAFT_SIZES[1] else self.draft_plus.disable()
        for i, b in enumerate(self.random_buttons):
            b.enable() if self.teams[i] else b.disable()

    # -- changes -------------------------------------------------------------------------------
    def set_format(self, fmt: str) -> None:
        self.fmt = fmt
        self.error = None
        self.relayout()  # the draft row and the team buttons come and go

    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i] = kind
        # rebuilt, not refreshed: the default name and which "Team…" button leads both follow the kind
        self.relayout()

    def set_team(self, i: int, cards: dict[str, int], actions: list[str]) -> None:
        self.teams[i] = dict(cards)
        self.actions[i] = list(actions)
        self.error = None
        self.relayout()  # "Team…" stops being the highlighted button

    def open_builder(self, i: int) -> None:
        fmt = self.fmt if self.fmt in FORMAT_RULES else "basic"
        self.app.stack.push(
            TeamBuilderScene(
                self.app,
                fmt,
                self.seat_name(i),
                self.teams[i],
                self.actions[i],
                on_done=lambda cards, actions: self.set_team(i, cards, actions),
            )
        )

    def start(self) -> None:
        """Validate through the engine, then open the table in this scene's place."""
        self.recompute()
        if self.preview_error is not None:
            self.error = self.app.t("dm_ui.error_options", reason=self.preview_error)
            return
        names = [self.seat_name(i) for i in (0, 1)]
        try:
            session = GameSession(
                GAME,
                players=2,
                seed=self.seed,
                options=self.options(),
                meta={"seats": list(self.seats), "names": names},
            )
        except game.OptionError as exc:
            self.error = self.app.t("dm_ui.error_options", reason=clean_reason(str(exc)))
            return
        self.error = None
        open_session(self.app, session, replace=True)

    def seed_changed(self) -> None:
        self.refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            self._pressed(pressed)
        elif self.text_changed(event):
            pass
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            cid = self.card_at(event.pos)
            if cid is not None:
                self.app.stack.push(dm_card_zoom(self.app, cid))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_RETURN and not any(
                e.is_focused for e in [self.seed_entry, *self.name_entries]
            ):
                self.start()

    def _pressed(self, pressed: Any) -> None:
        for fmt, b in self.format_buttons.items():
            if pressed is b and fmt != self.fmt:
                self.set_format(fmt)
                return
        for choice, b in self.first_buttons.items():
            if pressed is b:
                self.first = choice
                self.refresh()
                return
        for i, kinds in enumerate(self.kind_buttons):
            for kind, b in kinds.items():
                if pressed is b:
                    self.set_kind(i, kind)
                    return
        if pressed in self.team_buttons:
            self.open_builder(self.team_buttons.index(pressed))
        elif pressed in self.random_buttons:
            i = self.random_buttons.index(pressed)
            self.teams[i] = self.actions[i] = None
            self.relayout()
        elif pressed is self.new_seed_button:
            self.seed = game.new_seed()
            self.seed_text, self.seed_ok = str(self.seed), True
            self.seed_entry.set_text(self.seed_text)
            self.refresh()
        elif pressed is self.draft_minus or pressed is self.draft_plus:
            step = -1 if pressed is self.draft_minus else 1
            self.draft_size = min(DRAFT_SIZES[1], max(DRAFT_SIZES[0], self.draft_size + step))
            self.refresh()
        elif pressed in self.draft_action_buttons.values():
            self.draft_actions = next(n for n, b in self.draft_action_buttons.items() if b is pressed)
            self.refresh()
        elif pressed is self.start_button:
            self.start()
        elif pressed is self.back_button:
            self.back()

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for rects in self.shown.values():
            for r, cid in rects:
                if r.collidepoint(pos):
                    return cid
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        cid = self.card_at(pos)
        return tooltip_text(cid, self.app.tr.lang) if cid else None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.s
        surface.blit(felt((w, h), FELT["dicemasters"]), (0, 0))
        title = fonts.render(self.app.t("dm_ui.setup_title"), max(20, int(36 * s)), GLOW, bold=True)
        surface.blit(title, (int(40 * s), int(26 * s)))
        hsize = max(13, int(19 * s))
        for text, pos in self.heads:
            surface.blit(fonts.render(text, hsize, TEXT, bold=True), pos)
        line_h = fonts.get_font(self.small()).get_linesize()
        for i, line in enumerate(self.about_lines):
            surface.blit(
                fonts.render(line, self.small(), TEXT_DIM),
                (self.about_pos[0], self.about_pos[1] + i * line_h),
            )
        if self.draft_minus is not None:
            value = fonts.render(str(self.draft_size), max(16, int(24 * s)), TEXT, bold=True)
            surface.blit(value, value.get_rect(center=self.draft_value_rect.center))
        self.shown = {}
        self._draw_center(surface)
        for i, panel in enumerate(self.seat_rects()):
            self._draw_seat(surface, i, panel)
        for text, pos in self.seat_labels:
            surface.blit(fonts.render(text, hsize, TEXT_DIM, bold=True), pos)
        self._draw_error(surface)

    def _draw_center(self, surface: pygame.Surface) -> None:
        """The basic action cards the table will have, with whose pick each one is."""
        s = self.s
        col = self.left_rect()
        y = self.center_top
        surface.blit(
            fonts.render(self.app.t("dm_ui.center_actions"), max(13, int(19 * s)), TEXT, bold=True),
            (col.x, y),
        )
        y += max(18, int(26 * s)) + int(6 * s)
        if self.preview is not None:
            bac = list(self.preview.bac)
        else:  # the engine refused the options: show at least the picks that were made
            bac = [a for p in (0, 1) for a in (self.actions[p] or [])] if self.fmt in FORMAT_RULES else []
        n = max(4, len(bac))
        gap = int(10 * s)
        cw = min(int(96 * s), (col.w - (n - 1) * gap) // n)
        room = col.bottom - self.bh() - int(110 * s) - y  # leave room for the error message
        cw = max(24, min(cw, int(room * 63 / 88)))
        ch = int(cw * 88 / 63)
        rects: list[tuple[pygame.Rect, str]] = []
        for k, cid in enumerate(bac):
            r = pygame.Rect(col.x + k * (cw + gap), y + int(6 * s), cw, ch)
            draw_card(surface, cid, self.app.tr.lang, r)
            rects.append((r, cid))
            if self.fmt in FORMAT_RULES:  # actions0 then actions1: tag each with its seat
                badge = pygame.Rect(0, 0, max(18, int(24 * s)), max(18, int(24 * s)))
                badge.center = (r.right - int(4 * s), r.y)
                pygame.draw.ellipse(surface, SELECTED, badge)
                num = fonts.render(str(k // 2 + 1), max(11, int(15 * s)), (10, 20, 30), bold=True)
                surface.blit(num, num.get_rect(center=badge.center))
        if not bac:
            r = pygame.Rect(col.x, y + int(6 * s), col.w, ch)
            rounded_panel(surface, r, (0, 0, 0, 40), (255, 255, 255, 40), radius=8)
        self.shown["center"] = rects
        self.center_bottom = y + int(6 * s) + ch

    def _draw_seat(self, surface: pygame.Surface, i: int, panel: pygame.Rect) -> None:
        s = self.s
        lang = self.app.tr.lang
        starts = self.preview is not None and self.preview.first_player == i
        frame = (*ILLEGAL, 200) if i in self.bad_seats else ((*GLOW, 150) if starts else (255, 255, 255, 46))
        rounded_panel(surface, panel, (12, 26, 20, 200), frame, radius=14)
        pad = int(18 * s)
        x = panel.x + pad
        head = fonts.render(
            self.app.t("dm_ui.seat", n=i + 1), max(14, int(22 * s)), GLOW if starts else TEXT, bold=True
        )
        surface.blit(head, (x, panel.y + int(12 * s) + (self.bh() - head.get_height()) // 2))
        y = panel.y + int(12 * s) + 2 * self.bh() + int(20 * s)
        # the line that says where the team comes from, then the team as cards
        cards: list[tuple[str, int]] = []
        if self.fmt == "draft":
            note = self.app.t("dm_ui.team_drafted", size=self.draft_size)
        elif self.preview is not None:
            cards = [(cid, len(self.preview.on_card.get(f"{i}:{cid}", []))) for cid in self.preview.team[i]]
            origin = (
                "dm_ui.team_fixed"
                if self.fmt == "first_game"
                else ("dm_ui.team_built" if self.teams[i] else "dm_ui.team_dealt")
            )
            note = self.app.t(
                "dm_ui.team_summary",
                cards=len(cards),
                dice=sum(n for _, n in cards),
                origin=self.app.t(origin),
            )
        else:
            # no preview: show the seat's own choice (a random team waits for the engine)
            cards = list((self.teams[i] or {}).items())
            origin = "dm_ui.team_built" if self.teams[i] else "dm_ui.team_dealt"
            note = self.app.t(
                "dm_ui.team_summary",
                cards=len(cards),
                dice=sum(n for _, n in cards),
                origin=self.app.t(origin),
            )
        life = self.preview.start_life if self.preview is not None else None
        line = fonts.render(note, max(12, int(17 * s)), TEXT_DIM)
        surface.blit(line, (x, y))
        right = panel.right - pad
        if life is not None:
            lt = fonts.render(self.app.t("dm_ui.life", n=life), max(12, int(17 * s)), TEXT, bold=True)
            surface.blit(lt, lt.get_rect(topright=(right, y)))
            right -= lt.get_width() + int(14 * s)
        if starts:
            key = "dm_ui.starts_random" if self.first == "random" else "dm_ui.starts"
            tag = fonts.render(self.app.t(key), max(11, int(15 * s)), (20, 20, 20), bold=True)
            tr = tag.get_rect().inflate(int(14 * s), int(4 * s))
            tr.midright = (right, y + line.get_height() // 2)
            rounded_panel(surface, tr, GLOW, None, radius=tr.h // 2)
            surface.blit(tag, tag.get_rect(center=tr.center))
        y += line.get_height() + int(10 * s)
        gap = int(10 * s)
        room_h = panel.bottom - int(14 * s) - y
        cw = min(int(118 * s), (panel.w - 2 * pad - 7 * gap) // 8, int(room_h * 63 / 88))
        ch = int(cw * 88 / 63)
        rects: list[tuple[pygame.Rect, str]] = []
        for k, (cid, n) in enumerate(cards):
            r = pygame.Rect(x + k * (cw + gap), y, cw, ch)
            draw_card(surface, cid, lang, r, n)
            rects.append((r, cid))
        if not cards:
            slot = pygame.Rect(x, y, panel.w - 2 * pad, ch)
            rounded_panel(surface, slot, (0, 0, 0, 40), (255, 255, 255, 40), radius=8)
            if self.fmt == "draft":
                for k in range(8):  # face-down places for the cards the draft will fill
                    r = pygame.Rect(
                        x + int(12 * s) + k * (cw + gap), y + int(8 * s), cw - int(8 * s), ch - int(16 * s)
                    )
                    if r.right > slot.right - int(8 * s):
                        break
                    rounded_panel(surface, r, (30, 52, 42), (255, 255, 255, 50), radius=6)
                    q = fonts.render("?", max(14, int(30 * s)), (255, 255, 255, 90), bold=True)
                    surface.blit(q, q.get_rect(center=r.center))
        self.shown[f"seat{i}"] = rects

    def _draw_error(self, surface: pygame.Surface) -> None:
        message = self.error or (
            self.app.t("dm_ui.error_options", reason=self.preview_error) if self.preview_error else None
        )
        if not message:
            return
        s = self.s
        col = self.left_rect()
        size = self.small()
        lines = wrapped(message, size, col.w - int(24 * s))[:4]
        line_h = fonts.get_font(size).get_linesize()
        box = pygame.Rect(
            col.x,
            col.bottom - self.bh() - int(12 * s) - len(lines) * line_h - int(16 * s),
            col.w,
            len(lines) * line_h + int(16 * s),
        )
        box.y = max(box.y, getattr(self, "center_bottom", box.y))
        rounded_panel(surface, box, (60, 16, 16, 220), (*ILLEGAL, 200), radius=8)
        for k, line in enumerate(lines):
            surface.blit(
                fonts.render(line, size, TEXT), (box.x + int(12 * s), box.y + int(8 * s) + k * line_h)
            )


registry.SETUPS[GAME] = DiceMastersSetup


@registry.screenshot(
    "dicemasters-setup", description="Dice Masters setup: basic format, a built team against a computer"
)
def _shot_setup(app: Any, seed: int) -> None:
    scene = DiceMastersSetup(app)
    scene.fmt = "basic"
    scene.seed, scene.seed_text = 20261129 + seed, str(20261129 + seed)
    scene.teams[0] = {"avx-016": 3, "avx-007": 3, "avx-013": 3, "avx-020": 2, "avx-001": 2, "avx-010": 2}
    scene.actions[0] = ["avx-027", "avx-031"]
    scene.recompute()
    app.stack.push(scene)
