"""The Dice Masters setup scene: format, first player, seed, draft size, and two seats (who
plays, a name, a team built or dealt).

Everything the scene shows about the coming game comes from the engine (``SetupFrame``): after
each change it deals a preview from the same options Start will use and draws its teams and
basic action cards as cards (random teams for seats without one are the engine's, dealt from
the seed, so what you see is what you get). Each seat's team is random (dealt from the seed), a
ready team ("Ready team…" lists those the engine takes for the format: ``game.dicemasters.ready``)
or built ("Team…" opens the team builder, whose saved teams load there).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.agents import agent_levels
from game.dicemasters.formats import DRAFT_STACKS, FORMAT_RULES
from game.dicemasters.ready import ready_team
from sprites import fonts
from sprites.draw import GLOW, ILLEGAL, SELECTED, TEXT, TEXT_DIM, rounded_panel

from .. import registry
from ..setup_frame import BUTTON_FONT, Choice, Chosen, SetupFrame
from ..setup_options import CardViews
from ..widgets import button
from .cards_view import card_zoom as dm_card_zoom
from .ready_picker import ReadyTeamPicker
from .teambuilder import TeamBuilderScene, draw_card, team_messages, tooltip_text, wrapped
from .teams import clean_reason

FORMATS = ("first_game", "basic", "tournament", "draft")
DRAFT_SIZES = (8, 20)
GAME = "dicemasters"


def _first_label(scene: Any, choice: Any) -> str:
    if choice == "random":
        return str(scene.app.t("dm_ui.first.random"))
    return str(scene.app.t("dm_ui.first.seat", n=int(choice) + 1))


CHOICES = (
    Choice(
        "format",
        FORMATS,
        lambda scene, fmt: scene.app.t(f"dm_ui.format.{fmt}"),
        per_row=2,
        tip=lambda scene, fmt: scene.app.t(f"dm_ui.format.{fmt}.about"),
        rebuild=True,  # the draft row and the team buttons come and go
    ),
    Choice("first", ("random", 0, 1), _first_label, per_row=3),
    Choice("draft_actions", (3, 4), lambda scene, n: str(n), per_row=2),
    Choice(
        "draft_stacks",
        (8, 12, 16, "all"),
        lambda scene, n: scene.app.t("dm_ui.draft_stacks.all") if n == "all" else str(n),
        per_row=4,
        tip=lambda scene, n: scene.app.t("dm_ui.draft_stacks_tip"),
    ),
)


class DiceMastersSetup(SetupFrame):
    name = "dm_setup"
    game_name = GAME
    title_key = "dm_ui.setup_title"
    error_key = "dm_ui.error_options"
    seed_bad_key = "dm_ui.seed_bad"
    button_h, button_min = 44, 30
    column_w = 460
    head_pt = 19
    choices = CHOICES
    cards = CardViews(tooltip_text, dm_card_zoom)
    fmt: Chosen[str] = Chosen("format")
    first: Chosen[str | int] = Chosen("first")
    draft_actions: Chosen[int] = Chosen("draft_actions")
    draft_stacks: Chosen[int | str] = Chosen("draft_stacks")

    def __init__(self, app: Any) -> None:
        levels = list(agent_levels(GAME))
        # a newcomer meets the middle opponent first; the stronger one is a click away
        super().__init__(app, ["person", "normal" if "normal" in levels else levels[-1]])
        self.draft_size = 12
        self.values["draft_stacks"] = DRAFT_STACKS  # the engine's own default
        self.teams: list[dict[str, int] | None] = [None, None]
        self.actions: list[list[str] | None] = [None, None]
        self.ready: list[str | None] = [None, None]  # the ready team a seat plays, by id
        self.bad_seats: set[int] = set()
        self.team_buttons: list[Any] = []
        self.random_buttons: list[Any] = []
        self.ready_buttons: list[Any] = []
        self.note_tops: list[int] = [0, 0]
        self.draft_minus: Any = None
        self.draft_plus: Any = None
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
            if self.draft_stacks != DRAFT_STACKS:  # the engine's default needs no word
                opts["draft_stacks"] = self.draft_stacks
        return opts

    def recompute(self) -> None:
        self.bad_seats = set()
        super().recompute()

    def explain(self, reason: str) -> str:
        """The engine refused: say why in the player's language when the builder's checks
        can name the problem (the engine's own words otherwise), and mark the seat."""
        said: list[str] = []
        if self.fmt in FORMAT_RULES:
            for p in (0, 1):
                if not self.teams[p]:
                    continue
                messages = team_messages(
                    self.app.t, self.app.tr.lang, self.fmt, self.teams[p] or {}, self.actions[p] or []
                )
                errors = [text for kind, text in messages if kind == "error"]
                if errors:
                    self.bad_seats.add(p)
                    said.append(f"{self.seat_name(p)}: {errors[0]}")
        return " · ".join(said) if said else clean_reason(reason)

    @property
    def format_buttons(self) -> dict[str, Any]:
        return self.buttons_of("format")

    @property
    def draft_action_buttons(self) -> dict[Any, Any]:
        return self.buttons_of("draft_actions")

    # -- layout --------------------------------------------------------------------------------
    def seat_rects(self) -> list[pygame.Rect]:
        """Two seat panels, one over the other, beside the column."""
        room = self.beside()
        gap = int(18 * self.s)
        ph = (room.h - gap) // 2
        return [pygame.Rect(room.x, room.y + i * (ph + gap), room.w, ph) for i in range(2)]

    def small(self) -> int:
        return max(12, int(16 * self.s))

    def layout(self) -> None:
        s, bh, gap = self.s, self.bh(), self.gap()
        col = self.column()
        y = self.head("dm_ui.format", col.x, col.y, col.w)
        y = self.choice_row(CHOICES[0], col.x, y, col.w) + int(8 * s) - gap
        self.about_pos = (col.x, y)
        self.about_lines = wrapped(self.app.t(f"dm_ui.format.{self.fmt}.about"), self.small(), col.w)[:2]
        y += len(self.about_lines) * fonts.get_font(self.small()).get_linesize() + int(14 * s)
        y = self.head("dm_ui.first_player", col.x, y, col.w)
        y = self.choice_row(CHOICES[1], col.x, y, col.w) - gap + int(16 * s)
        y = self.head("dm_ui.seed", col.x, y, col.w)
        y = self.seed_row(col.x, y, col.w, "dm_ui.seed_new", "dm_ui.seed_tip") + int(16 * s)
        self.draft_minus = self.draft_plus = None
        if self.fmt == "draft":
            y = self.draft_row(col, y) + int(16 * s)
        self.center_top = y
        self.back_and_start(col.x, col.bottom - bh, col.w)
        self.seat_labels: list[tuple[str, tuple[int, int]]] = []  # drawn over the seat panels
        self.team_buttons, self.random_buttons, self.ready_buttons = [], [], []
        for i, panel in enumerate(self.seat_rects()):
            self.seat_widgets(i, panel)

    def draft_row(self, col: pygame.Rect, y: int) -> int:
        """The draft's size (− and +), how many basic actions each player drafts and how many
        characters' stacks are laid out."""
        s, bh, gap = self.s, self.bh(), self.gap()
        half = (col.w - gap) // 2
        self.head("dm_ui.draft_size", col.x, y, half)
        y = self.head("dm_ui.draft_actions", col.x + half + gap, y, half)
        tip = self.app.t("dm_ui.draft_size_tip")
        self.draft_minus = self.press(
            button(self, pygame.Rect(col.x, y, bh, bh), "−", tooltip=tip), lambda: self.step_draft(-1)
        )
        self.draft_plus = self.press(
            button(self, pygame.Rect(col.x + half - bh, y, bh, bh), "+", tooltip=tip),
            lambda: self.step_draft(1),
        )
        self.draft_value_rect = pygame.Rect(col.x + bh, y, half - 2 * bh, bh)
        y = self.choice_row(CHOICES[2], col.x + half + gap, y, half) - gap + int(12 * s)
        # how many characters' stacks are laid out to pick from
        y = self.head("dm_ui.draft_stacks", col.x, y, col.w)
        return self.choice_row(CHOICES[3], col.x, y, col.w) - gap

    def seat_widgets(self, i: int, panel: pygame.Rect) -> None:
        """A seat's name beside its heading, then who plays it ("Person", "Computer:" and each
        level, each as wide as its words), and the team buttons where there is room."""
        s, bh, gap = self.s, self.bh(), self.gap()
        pad = int(18 * s)
        x, y = panel.x + pad, panel.y + int(12 * s)
        label_w = fonts.text_width(self.app.t("dm_ui.seat", n=i + 1), max(14, int(22 * s)), True) + int(
            20 * s
        )
        entry = self.name_entry(i, pygame.Rect(x + label_w, y, min(int(340 * s), panel.w // 2 - label_w), bh))
        ky = y + bh + int(10 * s)
        kinds = ["person", *self.levels]
        widths = [fonts.text_width(self.kind_label(k), BUTTON_FONT, True) + 28 for k in kinds]
        agent_label = self.app.t("dm_ui.computer")
        label_gap = fonts.text_width(agent_label, max(13, int(19 * s)), True) + 2 * gap
        spaces = gap * (len(widths) - 1) + label_gap
        squeeze = min(1.0, (panel.w - 2 * pad - spaces) / max(1, sum(widths)))
        widths = [max(bh, int(w * squeeze)) for w in widths]
        label_x = x + widths[0] + gap + gap - int(4 * s)
        self.seat_labels.append((agent_label, (label_x, ky + (bh - self.label_h()) // 2)))
        self.kinds_row(i, x, ky, widths, after_person=label_gap)
        self.note_tops[i] = ky + bh + int(10 * s)
        if self.fmt not in FORMAT_RULES:
            return
        tw = max(fonts.text_width(self.app.t("dm_ui.team_button"), BUTTON_FONT, True) + 28, int(150 * s))
        rw = max(fonts.text_width(self.app.t("dm_ui.team_random"), BUTTON_FONT, True) + 28, int(150 * s))
        yw = max(fonts.text_width(self.app.t("dm_ui.team_ready"), BUTTON_FONT, True) + 28, int(150 * s))
        # beside the name when there is room, else on a row of their own under who plays
        ty = y
        if entry.relative_rect.right + gap + rw + gap + yw + gap + tw > panel.right - pad:
            ty = ky + bh + int(10 * s)
            self.note_tops[i] = ty + bh + int(10 * s)
        lead = "#primary_button" if not self.teams[i] and self.seats[i] == "person" else None
        team = button(
            self,
            pygame.Rect(panel.right - pad - tw, ty, tw, bh),
            self.app.t("dm_ui.team_button"),
            lead,
            tooltip=self.app.t("dm_ui.team_tip"),
        )
        self.team_buttons.append(self.press(team, lambda: self.open_builder(i)))
        ready = button(
            self,
            pygame.Rect(panel.right - pad - tw - gap - yw, ty, yw, bh),
            self.app.t("dm_ui.team_ready"),
            tooltip=self.app.t("dm_ui.team_ready_tip"),
        )
        self.ready_buttons.append(self.press(ready, lambda: self.open_ready(i)))
        dealt = button(
            self,
            pygame.Rect(panel.right - pad - tw - gap - yw - gap - rw, ty, rw, bh),
            self.app.t("dm_ui.team_random"),
            tooltip=self.app.t("dm_ui.team_random_tip"),
        )
        self.random_buttons.append(self.press(dealt, lambda: self.set_team(i, None, None)))

    def label_h(self) -> int:
        return max(18, int(26 * self.s))

    def head_h(self) -> int:
        return self.label_h() + int(4 * self.s)

    def refresh(self) -> None:
        super().refresh()
        if self.container is None:
            return
        if self.draft_minus is not None and self.draft_plus is not None:
            self.draft_minus.enable() if self.draft_size > DRAFT_SIZES[0] else self.draft_minus.disable()
            self.draft_plus.enable() if self.draft_size < DRAFT_SIZES[1] else self.draft_plus.disable()
        for i, b in enumerate(self.random_buttons):
            b.enable() if self.teams[i] else b.disable()
        for i, b in enumerate(self.ready_buttons):
            b.select() if self.ready[i] and self.teams[i] else b.unselect()

    # -- changes -------------------------------------------------------------------------------
    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i] = kind
        # rebuilt, not refreshed: the default name and which "Team…" button leads both follow the kind
        self.relayout()

    def set_team(
        self, i: int, cards: dict[str, int] | None, actions: list[str] | None, ready: str | None = None
    ) -> None:
        """Seat ``i`` plays this team (None: one the engine deals from the seed); ``ready``: the
        id of the ready team it is."""
        self.teams[i] = dict(cards) if cards else None
        self.actions[i] = list(actions) if cards and actions else None
        self.ready[i] = ready if cards else None
        self.relayout()  # "Team…" stops (or starts) being the highlighted button

    def open_ready(self, i: int) -> None:
        """The ready teams the engine takes for the format, to pick one for seat ``i``."""

        def chosen(tid: str) -> None:
            team = ready_team(tid)
            self.set_team(i, team.team, list(team.actions), tid)

        self.app.stack.push(ReadyTeamPicker(self.app, self.fmt, self.seat_name(i), chosen))

    def step_draft(self, step: int) -> None:
        self.draft_size = min(DRAFT_SIZES[1], max(DRAFT_SIZES[0], self.draft_size + step))
        self.refresh()

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

    def kind_tip(self, kind: str) -> str | None:
        if kind == "person":
            return None
        said = self.app.t("dm_ui.agent_tip", level=self.kind_label(kind))
        expect = self.level_tip(kind)
        return f"{said}\n{expect}" if expect else said

    # -- drawing -------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        s = self.s
        line_h = fonts.get_font(self.small()).get_linesize()
        for i, line in enumerate(self.about_lines):
            about = fonts.render(line, self.small(), TEXT_DIM)
            surface.blit(about, (self.about_pos[0], self.about_pos[1] + i * line_h))
        if self.draft_minus is not None:
            value = fonts.render(str(self.draft_size), max(16, int(24 * s)), TEXT, bold=True)
            surface.blit(value, value.get_rect(center=self.draft_value_rect.center))
        self._draw_center(surface)
        for i, panel in enumerate(self.seat_rects()):
            self._draw_seat(surface, i, panel)
        for text, pos in self.seat_labels:
            surface.blit(fonts.render(text, max(13, int(19 * s)), TEXT_DIM, bold=True), pos)
        col = self.column()
        self.draw_error(surface, col, col.bottom - self.bh() - int(12 * s), self.center_bottom)

    def _draw_center(self, surface: pygame.Surface) -> None:
        """The basic action cards the table will have, with whose pick each one is."""
        s = self.s
        col = self.column()
        y = self.center_top
        heading = fonts.render(self.app.t("dm_ui.center_actions"), self.head_size(), TEXT, bold=True)
        surface.blit(heading, (col.x, y))
        y += self.label_h() + int(6 * s)
        if self.preview is not None:
            bac = list(self.preview.bac)
        else:  # the engine refused the options: show at least the picks that were made
            bac = [a for p in (0, 1) for a in (self.actions[p] or [])] if self.fmt in FORMAT_RULES else []
        n = max(4, len(bac))
        gap = int(10 * s)
        cw = min(int(96 * s), (col.w - (n - 1) * gap) // n)
        # leave room for the error message when there is one
        room = col.bottom - self.bh() - int((110 if self.error else 24) * s) - y
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

    def seat_note(self, i: int) -> tuple[str, list[tuple[str, int]]]:
        """The line that says where seat ``i``'s team comes from, and the team's cards with their dice."""
        if self.fmt == "draft":
            return self.app.t("dm_ui.team_drafted", size=self.draft_size), []
        if self.preview is not None:
            cards = [(cid, len(self.preview.on_card.get(f"{i}:{cid}", []))) for cid in self.preview.team[i]]
        else:  # no preview: the seat's own choice (a random team waits for the engine)
            cards = list((self.teams[i] or {}).items())
        built = "dm_ui.team_built" if self.teams[i] else "dm_ui.team_dealt"
        origin = "dm_ui.team_fixed" if self.fmt == "first_game" and self.preview is not None else built
        words = self.app.t(origin)
        tid = self.ready[i]
        if tid is not None and self.teams[i] and self.fmt != "first_game":
            words = self.app.t("dm_ui.team_ready_named", name=ready_team(tid).name(self.app.tr.lang))
        note = self.app.t("dm_ui.team_summary", cards=len(cards), dice=sum(n for _, n in cards), origin=words)
        return note, cards

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
        y = self.note_tops[i] or panel.y + int(12 * s) + 2 * self.bh() + int(20 * s)
        note, cards = self.seat_note(i)
        right = panel.right - pad
        if self.preview is not None:
            life = self.app.t("dm_ui.life", n=self.preview.start_life)
            lt = fonts.render(life, max(12, int(17 * s)), TEXT, bold=True)
            surface.blit(lt, lt.get_rect(topright=(right, y)))
            right -= lt.get_width() + int(14 * s)
        if self.preview is not None and self.preview.first_player == i:  # room for the tag
            key = "dm_ui.starts_random" if self.first == "random" else "dm_ui.starts"
            right -= fonts.text_width(self.app.t(key), max(11, int(15 * s)), True) + int(28 * s)
        fitted = fonts.fit_line(note, right - x, max(12, int(17 * s)), where="dm setup seat note")
        line = fonts.render(fitted.lines[0], fitted.size, TEXT_DIM)
        surface.blit(line, (x, y))
        right = panel.right - pad
        if self.preview is not None:
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
            self._draw_empty_team(surface, pygame.Rect(x, y, panel.w - 2 * pad, ch), cw, gap)
        self.shown[f"seat{i}"] = rects

    def _draw_empty_team(self, surface: pygame.Surface, slot: pygame.Rect, cw: int, gap: int) -> None:
        """An empty slot; for a draft, face-down places for the cards it will fill."""
        s = self.s
        rounded_panel(surface, slot, (0, 0, 0, 40), (255, 255, 255, 40), radius=8)
        if self.fmt != "draft":
            return
        for k in range(8):
            r = pygame.Rect(
                slot.x + int(12 * s) + k * (cw + gap),
                slot.y + int(8 * s),
                cw - int(8 * s),
                slot.h - int(16 * s),
            )
            if r.right > slot.right - int(8 * s):
                break
            rounded_panel(surface, r, (30, 52, 42), (255, 255, 255, 50), radius=6)
            q = fonts.render("?", max(14, int(30 * s)), (255, 255, 255, 90), bold=True)
            surface.blit(q, q.get_rect(center=r.center))


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


@registry.screenshot(
    "dicemasters-setup-ready", description="Dice Masters setup: the ready teams to pick from"
)
def _shot_ready(app: Any, seed: int) -> None:
    scene = DiceMastersSetup(app)
    scene.fmt = "tournament"
    scene.seed, scene.seed_text = 20261129 + seed, str(20261129 + seed)
    villains = ready_team("villains")
    scene.set_team(0, villains.team, list(villains.actions), villains.id)
    app.stack.push(scene)
    app.stack.push(ReadyTeamPicker(app, "tournament", scene.seat_name(1), lambda tid: None))


@registry.screenshot(
    "dicemasters-setup-draft", description="Dice Masters setup: the draft's size, basic actions and stacks"
)
def _shot_setup_draft(app: Any, seed: int) -> None:
    scene = DiceMastersSetup(app)
    scene.fmt = "draft"
    scene.seed, scene.seed_text = 20261129 + seed, str(20261129 + seed)
    scene.recompute()
    app.stack.push(scene)
