"""Scenes that sit over a table: pause, game over, the hotseat hand-off curtain and dialogs.

They talk to the table below only through the small ``TableHost`` interface (undo, save,
rematch, new game), so any game's table can use them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from sprites import fonts
from sprites.chart import colour as chart_colour
from sprites.chart import draw_chart
from sprites.draw import FELT, GLOW, TEXT, TEXT_DIM, dim, felt, rounded_panel

from . import registry
from .paths import APP_NAME, saves_dir
from .stack import Scene
from .widgets import button, column


class TableHost(Protocol):
    game_name: str

    def can_undo(self) -> bool: ...

    def undo(self) -> None: ...

    def save_session(self, path: Any) -> None: ...


def _panel(app: Any, width: int, height: int) -> pygame.Rect:
    s = app.scale
    w, h = app.size
    pw, ph = int(width * s), int(height * s)
    return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)


class PauseScene(Scene):
    """Esc on a table: resume, save, undo, settings, rules, quit to title."""

    name = "pause"
    overlay = True

    def __init__(self, app: Any, table: TableHost) -> None:
        super().__init__(app)
        self.table = table

    def rect(self) -> pygame.Rect:
        return _panel(self.app, 420, 520)

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        rects = column(r.centerx, r.y + int(96 * s), r.w - int(80 * s), max(36, int(48 * s)), int(10 * s), 6)
        self.resume = button(self, rects[0], self.app.t("pause.resume"), "#primary_button")
        self.save = button(self, rects[1], self.app.t("pause.save"))
        self.undo = button(self, rects[2], self.app.t("pause.undo"), tooltip=self.app.t("pause.undo_tip"))
        if not self.table.can_undo():
            self.undo.disable()
        self.settings = button(self, rects[3], self.app.t("title.settings"))
        self.rules = button(self, rects[4], self.app.t("title.rules"))
        self.quit = button(self, rects[5], self.app.t("pause.quit"))

    def refresh(self) -> None:
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> None:
        from .rules_scene import RulesScene
        from .settings_scene import SettingsScene
        from .title import TitleScene

        pressed = self.button_pressed(event)
        if pressed is self.resume or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.pop()
        elif pressed is self.save:
            path = saves_dir() / f"{self.table.game_name}-{time.strftime('%Y%m%d-%H%M%S')}.json"
            try:
                self.table.save_session(path)
                self.app.notify(self.app.t("pause.saved", file=path.name))
            except OSError as exc:
                self.app.notify(self.app.t("error.save_failed", reason=str(exc)), "error")
        elif pressed is self.undo:
            self.table.undo()
            self.app.stack.pop()
        elif pressed is self.settings:
            self.app.stack.push(SettingsScene(self.app))
        elif pressed is self.rules:
            self.app.stack.push(RulesScene(self.app, self.table.game_name))
        elif pressed is self.quit:
            self.app.stack.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 160)
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 240), (255, 255, 255, 50), radius=14)
        title = fonts.render(self.app.t("pause.title"), max(18, int(32 * self.app.scale)), GLOW, bold=True)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + int(28 * self.app.scale))))


@dataclass(frozen=True)
class StoryRow:
    """One figure of every player under its label ("Dice bought": 4 and 6)."""

    label: str
    values: tuple[int, ...]
    total: bool = False  # a sum of the rows above it (drawn bold, under a rule)


@dataclass(frozen=True)
class Story:
    """What the game-over screen tells: the winner and the reason in one line, the figures that
    decided it for each player, and a value by turn for the chart."""

    line: str
    names: tuple[str, ...]
    highlight: tuple[int, ...]  # the columns lit: the winners (the top heroes in Legendary)
    rows: tuple[StoryRow, ...]
    notes: tuple[str, ...]  # sentences under the figures (the top hero, a solo score)
    chart_title: str
    series: tuple[tuple[int, ...], ...]  # per player: the start, then the end of each turn


def game_figures(game_name: str, session: Any) -> Any:
    """The figures of a finished session from its game's stats module (None for a game without one)."""
    if game_name == "dicemasters":
        from game.dicemasters import stats as dm

        return dm.from_session(session)
    if game_name == "legendary":
        from game.legendary import stats as lg

        return lg.from_session(session)
    if game_name == "metaversus":
        from game.metaversus import stats as mv

        return mv.from_session(session)
    return None


def tell_story(
    app: Any,
    game_name: str,
    figures: Any,
    names: list[str],
    headline: str,
    reason: str,
    result: dict[str, Any],
) -> Story:
    """The story of a finished game in the app's language, from ``figures`` (a stats module's
    ``GameFigures``), the table's ``headline`` and ``reason`` and the engine's ``result``."""
    t = app.t
    people = tuple(figures.players)
    n = len(people)
    winners = tuple(w for w in result.get("winners", []) if 0 <= w < n)
    notes: list[str] = []
    rows: tuple[StoryRow, ...]

    def row(key: str, values: list[int], total: bool = False) -> StoryRow:
        return StoryRow(t(key), tuple(values), total)

    if game_name == "dicemasters":
        down = [p for p in range(n) if people[p].life <= 0]
        if result.get("reason") == "life" and len(down) == 1:
            reason = t("over.dm.life_reason", name=names[down[0]], life=people[down[0]].life)
        rows = (
            row("over.dm.life", [f.life for f in people]),
            row("over.dm.dice_bought", [f.dice_bought for f in people]),
            row("over.dm.damage", [f.damage_dealt for f in people]),
            row("over.dm.kos", [f.knockouts for f in people]),
        )
        chart, series, highlight = t("over.dm.chart"), figures.life_by_turn, winners
    elif game_name == "legendary":
        rows = (
            row("over.lg.villains", [f.villains for f in people]),
            row("over.lg.bystanders", [f.bystanders for f in people]),
            row("over.lg.tactics", [f.tactics for f in people]),
            row("over.lg.others", [f.others for f in people]),
            row("over.lg.total", [f.total for f in people], total=True),
        )
        highlight = tuple(figures.top)
        if highlight and n > 1:
            notes.append(
                t(
                    "over.lg.top_hero",
                    names=", ".join(names[p] for p in highlight),
                    vp=people[highlight[0]].total,
                )
            )
        if figures.solo_score is not None:
            notes.append(t("over.lg.solo_score", score=figures.solo_score))
        chart, series = t("over.lg.chart"), figures.vp_by_turn
    else:
        if result.get("reason") == "hp":  # whose HP fell, or the turns ran out
            if figures.fell is not None:
                reason = t("over.mv.hp_fell", name=names[figures.fell[0]], hp=figures.fell[1])
            else:
                reason = t("over.mv.turns_out", turns=figures.turns // 2)
        rows = (
            row("over.mv.hp", [f.hp for f in people]),
            row("over.mv.stars", [f.stars for f in people]),
            row("over.mv.bought", [f.cards_bought for f in people]),
            row("over.mv.damage", [f.damage_dealt for f in people]),
            row("over.mv.hp_damage", [f.hp_damage for f in people]),
        )
        chart, series, highlight = t("over.mv.chart"), figures.hp_by_turn, winners
    line = t("over.line", result=headline, reason=reason) if reason else headline
    return Story(line, tuple(names[:n]), highlight, rows, tuple(notes), chart, tuple(series))


ROW_SPACING = 1.6  # a figures row is this many text lines high


def head_gap(line_height: int) -> int:
    """The room between the names and the first row of figures (the colour line sits in it)."""
    return line_height // 2 + 4


def name_lines(story: Story) -> int:
    """Lines a player's name may take over its column: three when four or five share the width."""
    return 3 if len(story.names) > 3 else 2


class GameOverScene(Scene):
    """The result: who won and why in one line, each player's figures and a chart of the game
    by turn (when the table tells its ``story``), then rematch (default), new game or title."""

    name = "game_over"
    overlay = True

    def __init__(
        self,
        app: Any,
        headline: str,
        details: list[str],
        on_rematch: Callable[[], None] | None = None,
        on_new_game: Callable[[], None] | None = None,
        victory: bool | None = None,
        story: Callable[[], Story] | None = None,
    ) -> None:
        """``story()`` makes the story in the app's language (again after a language change);
        without one the screen shows ``headline`` and the ``details`` lines."""
        super().__init__(app)
        self.headline = headline
        self.details = details
        self.on_rematch = on_rematch
        self.on_new_game = on_new_game
        self.victory = victory
        self.tell = story
        self.story: Story | None = None
        self.age = 0.0

    # -- layout ----------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.app.scale

    def rect(self) -> pygame.Rect:
        w, h = self.app.size
        if self.tell is None:
            r = _panel(self.app, 620, 260 + 30 * len(self.details))
            return r.clip(pygame.Rect(16, 16, w - 32, h - 32))
        pw = min(w - 32, max(int(1180 * self.s), int(w * 0.82)))
        ph = min(h - 32, max(int(760 * self.s), int(h * 0.84)))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def sizes(self) -> tuple[int, int, int]:
        """Text sizes: the headline, the figures, the chart."""
        return max(16, int(34 * self.s)), max(13, int(27 * self.s)), max(12, int(17 * self.s))

    def layout(self) -> dict[str, pygame.Rect]:
        """The parts of the screen: the headline, the figures, the chart and the buttons row."""
        r = self.rect()
        s = self.s
        pad = max(12, int(26 * s))
        gap = max(8, int(18 * s))
        head_size = self.sizes()[0]
        head_h = fonts.get_font(head_size, True).get_linesize() * 2 if self.tell is not None else int(70 * s)
        head = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, head_h)
        bh = max(34, int(50 * s))
        buttons = pygame.Rect(r.x + pad, r.bottom - pad - bh, r.w - 2 * pad, bh)
        body = pygame.Rect(head.x, head.bottom + gap, head.w, buttons.y - gap - head.bottom - gap)
        many = (
            self.story is not None and len(self.story.names) > 3
        )  # more columns: the figures take more room
        table_w = int(body.w * (0.64 if many else 0.56))
        return {
            "head": head,
            "body": body,
            "figures": pygame.Rect(body.x, body.y, table_w, body.h),
            "chart": pygame.Rect(body.x + table_w + gap, body.y, body.w - table_w - gap, body.h),
            "buttons": buttons,
        }

    def enter(self) -> None:
        super().enter()
        self.app.audio.play("win" if self.victory is not False else "hit")

    def build(self) -> None:
        self.story = self.tell() if self.tell is not None else None
        s = self.s
        row = self.layout()["buttons"]
        gap = int(10 * s)
        bw = (row.w - 2 * gap) // 3
        x, y, bh = row.x, row.y, row.h
        self.rematch = button(
            self,
            pygame.Rect(x, y, bw, bh),
            self.app.t("over.rematch"),
            "#primary_button",
            tooltip=self.app.t("over.rematch_tip"),
        )
        self.new_game = button(self, pygame.Rect(x + bw + gap, y, bw, bh), self.app.t("over.new_game"))
        self.title = button(self, pygame.Rect(x + 2 * (bw + gap), y, bw, bh), self.app.t("over.title"))
        if self.on_rematch is None:
            self.rematch.disable()
        if self.on_new_game is None:
            self.new_game.disable()

    def handle_event(self, event: pygame.event.Event) -> None:
        from .title import TitleScene

        pressed = self.button_pressed(event)
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        if (pressed is self.rematch or enter) and self.on_rematch is not None:
            self.on_rematch()
        elif pressed is self.new_game and self.on_new_game is not None:
            self.on_new_game()
        elif pressed is self.title:
            self.app.stack.reset(TitleScene(self.app))

    def update(self, dt: float) -> None:
        self.age += dt

    # -- drawing ---------------------------------------------------------------------------------
    def colour(self) -> tuple[int, int, int]:
        return GLOW if self.victory is not False else (255, 90, 90)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, int(min(1.0, self.age * 4) * 170))
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (*self.colour(), 200), radius=16, width=3)
        parts = self.layout()
        if self.story is None:
            self.draw_details(surface, parts)
            return
        self.draw_headline(surface, parts["head"], self.story.line)
        self.draw_figures(surface, parts["figures"], self.story)
        draw_chart(
            surface,
            parts["chart"],
            self.story.series,
            self.story.chart_title,
            self.app.t("over.axis_turn"),
            self.sizes()[2],
            [chart_colour(p) for p in range(len(self.story.names))],
            where="over.chart",
        )

    def draw_headline(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """One line when it can be (shrunk to seven tenths at most), else wrapped to two."""
        size = self.sizes()[0]
        one_line = next(
            (
                z
                for z in range(size, max(fonts.FLOOR, int(size * 0.7)) - 1, -1)
                if fonts.text_width(text, z, True) <= rect.w
            ),
            None,
        )
        if one_line is not None:
            fitted = fonts.fit_line(text, rect.w, one_line, bold=True, where="over.headline")
        else:
            fitted = fonts.fit(text, rect.w, rect.h, size, bold=True, max_lines=2, where="over.headline")
        fonts.draw_fitted(surface, fitted, rect, self.colour(), "center", "middle")

    def figures_size(self, rect: pygame.Rect, story: Story) -> int:
        """The largest text size (down to the floor) at which the names, the rows and the notes
        fit the height of ``rect``."""
        size = self.sizes()[1]
        for z in range(size, fonts.FLOOR - 1, -1):
            if self.figures_height(rect.w, story, z) <= rect.h:
                return z
        return fonts.FLOOR

    def figures_height(self, width: int, story: Story, size: int) -> int:
        lh = fonts.get_font(size).get_linesize()
        notes = sum(len(fonts.wrap(note, size, width)) for note in story.notes)
        return (
            name_lines(story) * lh
            + head_gap(lh)
            + len(story.rows) * int(lh * ROW_SPACING)
            + (lh // 2 + notes * lh if story.notes else 0)
            + 4
        )

    def columns(self, rect: pygame.Rect, story: Story, size: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The label column and one column per player."""
        n = max(1, len(story.names))
        widest = max((fonts.text_width(row.label, size, row.total) for row in story.rows), default=0) + int(
            12 * self.s
        )
        label_w = min(max(widest, rect.w // 4), int(rect.w * 0.42))
        col_w = (rect.w - label_w) // n
        label = pygame.Rect(rect.x, rect.y, label_w, rect.h)
        return label, [pygame.Rect(rect.x + label_w + i * col_w, rect.y, col_w, rect.h) for i in range(n)]

    def draw_figures(self, surface: pygame.Surface, rect: pygame.Rect, story: Story) -> None:
        size = self.figures_size(rect, story)
        lh = fonts.get_font(size).get_linesize()
        row_h = int(lh * ROW_SPACING)
        label_col, cols = self.columns(rect, story, size)
        head_h = name_lines(story) * lh
        table_h = head_h + head_gap(lh) + len(story.rows) * row_h
        for p in story.highlight:
            if p < len(cols):
                rounded_panel(
                    surface,
                    pygame.Rect(cols[p].x + 2, rect.y, cols[p].w - 4, table_h),
                    (*GLOW, 26),
                    None,
                    radius=8,
                )
        pad = max(3, int(6 * self.s))
        boxes = [pygame.Rect(col.x + pad, rect.y, col.w - 2 * pad, head_h) for col in cols]
        lines = name_lines(story)
        # one size for every name: the largest at which each fits without a word broken in two
        # ("Comput / er"), down to the floor
        shared = size
        for name, box in zip(story.names, boxes, strict=False):
            whole = next(
                (
                    z
                    for z in range(shared, fonts.FLOOR - 1, -1)
                    if all(fonts.text_width(w, z, True) <= box.w for w in name.split())
                ),
                fonts.FLOOR,
            )
            shared = min(
                shared,
                fonts.fit(name, box.w, box.h, whole, bold=True, max_lines=lines, where="over.name").size,
            )
        for p, (name, box) in enumerate(zip(story.names, boxes, strict=False)):
            fitted = fonts.fit(name, box.w, box.h, shared, bold=True, max_lines=lines, where="over.name")
            fonts.draw_fitted(surface, fitted, box, chart_colour(p), "center", "middle")
            under = box.bottom + head_gap(lh) // 3  # the player's colour in the chart, under the name
            pygame.draw.line(
                surface,
                chart_colour(p),
                (box.x + box.w // 4, under),
                (box.right - box.w // 4, under),
                max(2, size // 6),
            )
        y = rect.y + head_h + head_gap(lh)
        for row in story.rows:
            if row.total:
                pygame.draw.line(surface, TEXT_DIM, (rect.x, y + 1), (rect.right, y + 1), 1)
            cell = pygame.Rect(label_col.x, y, label_col.w - pad, row_h)
            fonts.draw_fitted(
                surface,
                fonts.fit_line(row.label, cell.w, size, bold=row.total, where="over.label"),
                cell,
                TEXT_DIM,
                "left",
                "middle",
            )
            for p, (value, col) in enumerate(zip(row.values, cols, strict=False)):
                cell = pygame.Rect(col.x + pad, y, col.w - 2 * pad, row_h)
                colour = TEXT if p in story.highlight else TEXT_DIM
                fonts.draw_fitted(
                    surface,
                    fonts.fit_line(str(value), cell.w, size, bold=row.total, where="over.value"),
                    cell,
                    colour,
                    "center",
                    "middle",
                )
            y += row_h
        y += lh // 2
        for note in story.notes:
            fitted = fonts.fit(note, rect.w, max(lh, rect.bottom - y), size, where="over.note")
            fonts.draw_fitted(surface, fitted, pygame.Rect(rect.x, y, rect.w, fitted.height), TEXT)
            y += fitted.height

    def draw_details(self, surface: pygame.Surface, parts: dict[str, pygame.Rect]) -> None:
        """Without a story: the headline and the lines the table gave, each fitted to the panel."""
        s = self.s
        head = parts["head"]
        fonts.draw_fitted(
            surface,
            fonts.fit(
                self.headline,
                head.w,
                head.h,
                max(22, int(40 * s)),
                bold=True,
                max_lines=2,
                where="over.headline",
            ),
            head,
            self.colour(),
            "center",
            "middle",
        )
        y = parts["body"].y
        for i, line in enumerate(self.details):
            fitted = fonts.fit(
                line, head.w, max(1, parts["buttons"].y - y), max(13, int(20 * s)), where="over.detail"
            )
            fonts.draw_fitted(
                surface,
                fitted,
                pygame.Rect(head.x, y, head.w, fitted.height),
                TEXT if i == 0 else TEXT_DIM,
                "center",
            )
            y += fitted.height + int(8 * s)


ARM_SECONDS = 0.6  # real time the curtain ignores every input after it goes up
ARM_FRAMES = 3  # ... and at least this many frames of it, however slow they are
LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
CRASH_LOG = "crash.log"  # in the user's data folder


class HandoffScene(Scene):
    """The hotseat curtain: covers the table until the next person is at the screen.

    For a short arming moment (``ARM_SECONDS`` of real time and ``ARM_FRAMES`` frames) it
    swallows every input, so the fast clicks or held key that ended one person's turn never lift
    it. After that it needs a deliberate press and release: a mouse button or key that went down
    before it was armed never lifts it."""

    name = "handoff"
    overlay = False  # nothing private may show through
    fills_screen = True

    def __init__(
        self,
        app: Any,
        player_name: str,
        on_ready: Callable[[], None] | None = None,
        colour: tuple[int, int, int] = FELT["menu"],
    ) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_ready = on_ready
        self.colour = colour
        self.age = 0.0
        self.frames = 0
        self.raised_at: float | None = None  # app.clock() when it went up
        self.lifted = False
        self._pressed = False  # the left button went down after arming
        self._key: int | None = None  # a lifting key that went down after arming
        self._held: set[int] = set()  # keys already down in the arming moment (their repeats do not count)

    def enter(self) -> None:
        super().enter()
        self.raised_at = self.app.clock()
        self.app.tooltip.show(None)

    @property
    def armed(self) -> bool:
        if self.raised_at is None or self.frames < ARM_FRAMES:
            return False
        return self.app.clock() - self.raised_at >= ARM_SECONDS

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.lifted:
            return
        if not self.armed:  # swallowed, and whatever went down now can never lift it
            self._pressed = False
            self._key = None
            if event.type == pygame.KEYDOWN:
                self._held.add(event.key)
            elif event.type == pygame.KEYUP:
                self._held.discard(event.key)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._pressed:
                self.lift()
        elif event.type == pygame.KEYDOWN:
            if event.key in LIFT_KEYS and event.key not in self._held:
                self._key = event.key
        elif event.type == pygame.KEYUP:
            self._held.discard(event.key)
            if event.key == self._key:
                self.lift()

    def lift(self) -> None:
        """The next person is at the screen: take the curtain down and tell the table."""
        if self.lifted:
            return
        self.lifted = True
        self.app.tooltip.show(None)
        self.app.stack.hold_input()  # the rest of this frame's clicks were not aimed at the table
        self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def update(self, dt: float) -> None:
        self.age += dt
        self.frames += 1

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.app.scale
        surface.blit(felt((w, h), self.colour), (0, 0))
        dim(surface, 90)
        head = fonts.render(
            self.app.t("handoff.pass_to", name=self.player_name), max(22, int(44 * s)), GLOW, bold=True
        )
        surface.blit(head, head.get_rect(center=(w // 2, h // 2 - int(30 * s))))
        if not self.armed:  # "click when ready" appears only once a click can lift the curtain
            return
        alpha = int(140 + 115 * (0.5 + 0.5 * math.sin(self.age * 3)))
        sub = fonts.render(self.app.t("handoff.click_when_ready"), max(14, int(22 * s)), TEXT)
        sub.set_alpha(alpha)
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + int(36 * s))))


class ChooseOneDialog(Scene):
    """Pick one of several described options (e.g. two ways to pay for the same die)."""

    name = "choose_one"
    overlay = True

    def __init__(
        self,
        app: Any,
        title: str,
        options: list[str],
        on_choose: Callable[[int], object],
        on_cancel: Callable[[], object] | None = None,
        on_hover: Callable[[int | None], object] | None = None,
        cancel_button: bool = True,
    ) -> None:
        """``on_hover(i)`` is called whenever the option under the mouse changes (None: none), so
        the table below can light the die or card that option means."""
        super().__init__(app)
        self.title = title
        self.options = options
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.on_hover = on_hover
        self.cancel_button = cancel_button  # False: Esc still cancels, but an option already says "no"
        self.hovered: int | None = None

    LABEL_PT = 18  # the theme's button font (bold)

    def labels(self) -> list[str]:
        return [f"{i + 1}. {t}" for i, t in enumerate(self.options)]

    def rect(self) -> pygame.Rect:
        """Wide enough for the longest option (up to nearly the whole window), so no label is cut."""
        rows = min(len(self.options), 8)
        base = _panel(
            self.app, 620, (170 if self.cancel_button and self.on_cancel is not None else 118) + rows * 56
        )
        s = self.app.scale
        widest = max(
            (fonts.text_width(label, self.LABEL_PT, bold=True) for label in self.labels()), default=0
        )
        need = widest + int(60 * s) + 40  # the panel's margins, the button's padding and a list's scroll bar
        width = min(int(self.app.size[0] * 0.94), max(base.w, need))
        return pygame.Rect((self.app.size[0] - width) // 2, base.y, width, base.h)

    def _fitted(self, label: str, room: int) -> str:
        """The label, shortened with an ellipsis only when even the widest panel cannot hold it."""
        if fonts.text_width(label, self.LABEL_PT, bold=True) <= room:
            return label
        return fonts.fit_line(
            label, room, self.LABEL_PT, floor=self.LABEL_PT, bold=True, where="choose.option"
        ).lines[0]

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        bh = max(34, int(46 * s))
        inner = pygame.Rect(
            r.x + int(30 * s), r.y + int(78 * s), r.w - int(60 * s), r.h - int(78 * s) - bh - int(40 * s)
        )
        self.option_buttons: list[Any] = []
        self.list: UISelectionList | None = None
        labels = self.labels()
        if len(self.options) <= 8:
            for i, label in enumerate(labels):
                rect = pygame.Rect(inner.x, inner.y + i * (bh + int(10 * s)), inner.w, bh)
                shown = self._fitted(label, inner.w - 12)
                self.option_buttons.append(
                    button(self, rect, shown, tooltip=label if shown != label else None)
                )
        else:
            self.list = UISelectionList(
                inner,
                [self._fitted(label, inner.w - 40) for label in labels],
                self.app.ui,
                container=self.container,
            )
        self.cancel = button(
            self,
            pygame.Rect(r.centerx - int(110 * s), r.bottom - bh - int(22 * s), int(220 * s), bh),
            self.app.t("common.cancel"),
        )
        if self.on_cancel is None or not self.cancel_button:
            self.cancel.hide()

    def choose(self, i: int) -> None:
        self.app.stack.pop()
        self._set_hovered(None)
        self.on_choose(i)

    def _set_hovered(self, i: int | None) -> None:
        if i != self.hovered:
            self.hovered = i
            if self.on_hover is not None:
                self.on_hover(i)

    def update(self, dt: float) -> None:
        if self.app.stack.top is not self:
            return
        pos = pygame.mouse.get_pos()
        found: int | None = None
        for i, b in enumerate(self.option_buttons):
            if b.visible and b.get_abs_rect().collidepoint(pos):
                found = i
                break
        if found is None and self.list is not None:
            for i, item in enumerate(self.list.item_list):
                element = item.get("button_element")
                if element is not None and element.visible and element.get_abs_rect().collidepoint(pos):
                    found = i
                    break
        self._set_hovered(found)

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None and pressed in self.option_buttons:
            self.choose(self.option_buttons.index(pressed))
        elif pressed is self.cancel or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_cancel
        ):
            self.app.stack.pop()
            self._set_hovered(None)
            if self.on_cancel is not None:
                self.on_cancel()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and self.list is not None:
            self.choose(int(event.text.split(".", 1)[0]) - 1)
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.options):
                self.choose(i)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (*GLOW, 160), radius=14)
        for i, line in enumerate(
            fonts.wrap(
                self.title, max(14, int(22 * self.app.scale)), r.w - int(60 * self.app.scale), bold=True
            )[:2]
        ):
            text = fonts.render(line, max(14, int(22 * self.app.scale)), TEXT, bold=True)
            surface.blit(
                text,
                (
                    r.x + int(30 * self.app.scale),
                    r.y + int(22 * self.app.scale) + i * int(28 * self.app.scale),
                ),
            )


class MessageDialog(Scene):
    """A message with an OK button (errors a person must read, confirmations)."""

    name = "message"
    overlay = True

    def __init__(self, app: Any, title: str, text: str, on_ok: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_ok = on_ok

    def rect(self) -> pygame.Rect:
        lines = fonts.wrap(self.text, 18, int(560 * self.app.scale))
        return _panel(self.app, 640, 190 + 26 * len(lines))

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        bh = max(34, int(46 * s))
        self.ok = button(
            self,
            pygame.Rect(r.centerx - int(100 * s), r.bottom - bh - int(22 * s), int(200 * s), bh),
            self.app.t("common.ok"),
            "#primary_button",
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        key = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE)
        if pressed is self.ok or key:
            self.app.stack.pop()
            if self.on_ok is not None:
                self.on_ok()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        dim(surface, 120)
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (*GLOW, 160), radius=14)
        surface.blit(
            fonts.render(self.title, max(16, int(26 * s)), GLOW, bold=True),
            (r.x + int(30 * s), r.y + int(22 * s)),
        )
        y = r.y + int(70 * s)
        for line in fonts.wrap(self.text, 18, int(560 * s)):
            surface.blit(fonts.render(line, 18, TEXT), (r.x + int(30 * s), y))
            y += 26


class CrashScene(Scene):
    """What the app shows instead of closing when a screen fails: what happened, where the
    details were written, and Continue (the game's last save, opened again) or Title."""

    name = "crash"
    overlay = False  # the screen that failed is not drawn again underneath
    fills_screen = True

    def __init__(
        self,
        app: Any,
        error: str,
        log_path: Path | None,
        log_error: str | None = None,
        save_path: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.error = error
        self.log_path = log_path
        self.log_error = log_error
        self.save_path = save_path

    def lines(self) -> list[str]:
        t = self.app.t
        out = [t("crash.what", error=self.error)]
        out.append(t("crash.saved") if self.save_path is not None else t("crash.no_game"))
        if self.log_path is not None:
            out.append(t("crash.log", path=str(self.log_path)))
        else:
            out.append(t("crash.log_failed", reason=self.log_error or "?"))
        return out

    def text_size(self) -> int:
        return max(16, int(20 * self.app.scale))

    def rect(self) -> pygame.Rect:
        s = max(0.8, self.app.scale)
        width = min(self.app.size[0] - 40, int(820 * s))
        size = self.text_size()
        rows = sum(len(fonts.wrap(line, size, width - 60)) for line in self.lines())
        height = min(
            self.app.size[1] - 40, int(200 * s) + fonts.get_font(size).get_linesize() * rows + int(16 * s) * 3
        )
        w, h = self.app.size
        return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)

    def build(self) -> None:
        s = max(0.8, self.app.scale)
        r = self.rect()
        bh = max(34, int(46 * s))
        bw = int(220 * s)
        y = r.bottom - bh - int(24 * s)
        self.continue_button = button(
            self,
            pygame.Rect(r.centerx - bw - int(8 * s), y, bw, bh),
            self.app.t("crash.continue"),
            "#primary_button",
        )
        self.title_button = button(
            self, pygame.Rect(r.centerx + int(8 * s), y, bw, bh), self.app.t("over.title")
        )
        if self.save_path is None:
            self.continue_button.disable()

    def handle_event(self, event: pygame.event.Event) -> None:
        from .title import TitleScene

        pressed = self.button_pressed(event)
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if (pressed is self.continue_button or enter) and self.save_path is not None:
            self.reopen()
        elif pressed is self.title_button or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.reset(TitleScene(self.app))

    def reopen(self) -> None:
        """Open the saved game again on a fresh table, over the title screen (a damaged save
        falls back to its backup, and the person is told)."""
        from .continue_game import open_saved
        from .title import TitleScene

        assert self.save_path is not None
        self.app.stack.reset(TitleScene(self.app))
        open_saved(self.app, self.save_path)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = max(0.8, self.app.scale)
        surface.blit(felt((w, h), FELT["menu"]), (0, 0))
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (255, 90, 90, 200), radius=14, width=2)
        surface.blit(
            fonts.render(self.app.t("crash.title"), max(18, int(30 * s)), (255, 120, 110), bold=True),
            (r.x + 30, r.y + int(24 * s)),
        )
        y = r.y + int(84 * s)
        size = self.text_size()
        line_h = fonts.get_font(size).get_linesize()
        for i, line in enumerate(self.lines()):
            for part in fonts.wrap(line, size, r.w - 60):
                surface.blit(fonts.render(part, size, TEXT if i == 0 else TEXT_DIM), (r.x + 30, y))
                y += line_h
            y += int(16 * s)


class CardZoom(Scene):
    """A card shown large over the table (right-click); any click or key closes it.

    ``picture(scale)`` draws the card at the given scale; ``text`` is shown under it."""

    name = "card_zoom"
    overlay = True

    def __init__(
        self, app: Any, picture: Callable[[float], pygame.Surface], text: str = "", card: str | None = None
    ) -> None:
        super().__init__(app)
        self.picture = picture
        self.text = text
        self.card = card

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        s = max(0.7, self.app.scale)
        img = self.picture(s)
        rect = img.get_rect(center=(self.app.size[0] // 2, self.app.size[1] // 2 - int(20 * s)))
        surface.blit(img, rect)
        y = rect.bottom + 8
        size = max(12, int(15 * s))
        for line in fonts.wrap(self.text, size, max(300, rect.w + 240))[:3]:
            text = fonts.render(line, size, TEXT)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
            y += int(20 * s)
        hint = fonts.render(self.app.t("common.zoom_close"), max(11, int(13 * s)), GLOW)
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, min(self.app.size[1] - 20, y + 4))))


class _DemoTable(Scene):
    """A stand-in table for the overlay screenshots: a felt with a few zone outlines."""

    name = "demo_table"
    game_name = "dicemasters"

    def can_undo(self) -> bool:
        return True

    def undo(self) -> None:
        pass

    def save_session(self, path: Any) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        surface.blit(felt((w, h), FELT["dicemasters"]), (0, 0))
        for i in range(3):
            rounded_panel(
                surface,
                pygame.Rect(60, 80 + i * 260, w - 120, 200),
                (0, 0, 0, 0),
                (255, 255, 255, 46),
                radius=10,
            )


@registry.screenshot("pause", description="pause overlay")
def _shot_pause(app: Any, seed: int) -> None:
    table = _DemoTable(app)
    app.stack.push(table)
    app.stack.push(PauseScene(app, table))


@registry.screenshot(
    "gameover", settle=0.5, description="game over overlay: the story of a made-up Dice Masters game"
)
def _shot_gameover(app: Any, seed: int) -> None:
    from game.dicemasters.stats import GameFigures, PlayerFigures

    figures = GameFigures(
        (
            PlayerFigures(life=6, dice_bought=7, damage_dealt=15, knockouts=5),
            PlayerFigures(life=0, dice_bought=6, damage_dealt=9, knockouts=3),
        ),
        ((15, 15, 13, 13, 10, 10, 6, 6, 6), (15, 12, 12, 9, 9, 5, 5, 2, 0)),
        8,
    )
    names = [app.t("seat.default", n=1), app.t("seat.agent_named", n=2, level=app.t("agent.normal"))]
    result = {"winners": [0], "reason": "life", "scores": [6, 0]}

    def story() -> Story:
        return tell_story(
            app,
            "dicemasters",
            figures,
            names,
            app.t("over.winner", name=names[0]),
            app.t("over.reason_demo"),
            result,
        )

    app.stack.push(_DemoTable(app))
    app.stack.push(GameOverScene(app, story().line, [], lambda: None, lambda: None, True, story=story))


# a finished game per (game, seed): its moves, played once and replayed for each picture
_FINISHED: dict[tuple[str, int], tuple[int, list[Any]]] = {}
_OVER_GAMES: dict[str, tuple[int, dict[str, Any], list[str]]] = {
    "dicemasters": (2, {"format": "basic"}, ["person", "normal"]),
    "legendary": (3, {}, ["person", "normal", "normal"]),
    "metaversus": (2, {}, ["person", "normal"]),
}


def finished_session(game_name: str, seed: int) -> Any:
    """A game of ``game_name`` played to its end by agents from ``seed`` (or the next seeds, for
    one that has a winner), with a person in the first seat, as the game-over pictures show it."""
    from game.core.agents import make_agent
    from game.core.session import GameSession

    players, options, seats = _OVER_GAMES[game_name]
    meta = {"seats": list(seats)}
    known = _FINISHED.get((game_name, seed))
    if known is None:
        for attempt in range(20):
            s = seed + attempt * 17
            session = GameSession(game_name, players=players, seed=s, options=dict(options), meta=dict(meta))
            bots = [make_agent(game_name, "normal", s + i) for i in range(players)]
            while not session.game.is_over and len(session.history) < 5000:
                g = session.game
                mover = g.to_move
                assert mover is not None  # the game is not over, so someone is to move
                session.apply(bots[mover].choose(g, mover))
            if session.game.is_over and session.game.result().get("winners"):
                break
        known = _FINISHED[(game_name, seed)] = (s, session.actions)
    s, actions = known
    session = GameSession(game_name, players=players, seed=s, options=dict(options), meta=dict(meta))
    for action in actions:
        session.apply(action)
    return session


def _shot_finished(game_name: str) -> Callable[[Any, int], None]:
    def build(app: Any, seed: int) -> None:
        table = registry.TABLES[game_name](app, finished_session(game_name, seed))
        app.stack.push(table)
        app.stack.apply_pending()
        table._show_game_over()  # type: ignore[attr-defined]
        app.stack.apply_pending()

    return build


for _game, _what in (
    ("dicemasters", "Dice Masters"),
    ("legendary", "Legendary, three players"),
    ("metaversus", "MetaVersus"),
):
    registry.screenshot(
        f"{_game}-over",
        settle=0.5,
        bench=False,
        description=f"{_what}: the game-over story of a finished game",
    )(_shot_finished(_game))


@registry.screenshot("handoff", description="hotseat hand-off curtain")
def _shot_handoff(app: Any, seed: int) -> None:
    app.stack.push(_DemoTable(app))
    curtain = HandoffScene(app, app.t("seat.default", n=2))
    app.stack.push(curtain)
    app.stack.apply_pending()
    # the picture shows it armed, as the next person sees it once a click can lift it
    curtain.frames = ARM_FRAMES
    curtain.raised_at = app.clock() - ARM_SECONDS


@registry.screenshot("choose", description="choose-one dialog")
def _shot_choose(app: Any, seed: int) -> None:
    app.stack.push(_DemoTable(app))
    app.stack.push(
        ChooseOneDialog(
            app,
            app.t("choose.title"),
            [app.t("choose.demo_a"), app.t("choose.demo_b")],
            lambda i: None,
            lambda: None,
        )
    )


@registry.screenshot(
    "crash", description="what a failing screen turns into: the error, the log file, Continue or Title"
)
def _shot_crash(app: Any, seed: int) -> None:
    # a neutral path in the picture: the real one is the user's data folder
    app.stack.push(
        CrashScene(
            app,
            "ZeroDivisionError: division by zero",
            Path(APP_NAME, CRASH_LOG),
            save_path=saves_dir() / "autosave.json",
        )
    )
