"""The game-over screen: who won and why in one line, each player's figures (``scenes.story``)
and a chart of the game by turn, then rematch (the default), new game or title."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites import fonts
from sprites.chart import colour as chart_colour
from sprites.chart import draw_chart
from sprites.draw import GLOW, TEXT, TEXT_DIM, dim, rounded_panel

from .stack import Scene
from .story import Story
from .widgets import activated, button, centred

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
        self.headline, self.details, self.victory = headline, details, victory
        self.on_rematch, self.on_new_game = on_rematch, on_new_game
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
            r = centred(self.app, 620, 260 + 30 * len(self.details))
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
        self.review: Any = None
        if self.review_target() is not None:  # a fourth button: the review of the game just played
            bw = (row.w - 3 * gap) // 4
            self.review = button(
                self,
                pygame.Rect(x + 3 * (bw + gap), y, bw, bh),
                self.app.t("review.button"),
                tooltip=self.app.t("review.button_tip"),
            )
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

        if self.on_rematch is not None and activated(
            self, event, self.rematch, pygame.K_RETURN, pygame.K_SPACE
        ):
            self.on_rematch()
        elif self.on_new_game is not None and activated(self, event, self.new_game):
            self.on_new_game()
        elif activated(self, event, self.title):
            self.app.stack.reset(TitleScene(self.app))
        elif self.review is not None and activated(self, event, self.review):
            from .review import review_session

            target = self.review_target()
            if target is not None:
                review_session(self.app, target)

    def review_target(self) -> Any:
        """The session of the table this screen is over (the game to review), if there is one."""
        from game.core.session import GameSession

        scenes = self.app.stack.scenes
        below = scenes[: scenes.index(self)] if self in scenes else scenes
        for scene in reversed(below):
            session = getattr(scene, "session", None)
            if isinstance(session, GameSession):
                return session
        return None

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
            self.story.axis or self.app.t("over.axis_turn"),
            self.sizes()[2],
            [chart_colour(p) for p in range(len(self.story.names))],
            where="over.chart",
            points_per_turn=self.story.points_per_turn,
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


__all__ = ["GameOverScene", "ROW_SPACING", "head_gap", "name_lines"]
