"""The Statistics screen: how one is doing against the computer (win rates by game and level, by
Dice Masters card, Legendary Mastermind and Scheme, MetaVersus character), streaks, a chart of
the games by date, and apart from those the games played side by side and by computers only;
Export CSV writes every game to a file in the data folder.

The figures come from ``scenes.stats_db`` (the file in the data folder, or records given in
their place for the screenshots).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from sprites import fonts
from sprites.chart import ticks
from sprites.draw import GLOW, ILLEGAL, TEXT, TEXT_DIM, rounded_panel

from . import registry, stats_db
from .continue_game import writable
from .log_text import card_name
from .stack import Scene
from .widgets import button, centred, menu_backdrop, menu_scale

TABS = ("overview", "dicemasters", "legendary", "metaversus")
CHART_DAYS = 14
LOST = (235, 96, 96)
DRAWN = (150, 150, 160)
PICK_KINDS = {"dicemasters": ("card",), "legendary": ("mastermind", "scheme"), "metaversus": ("character",)}

Row = tuple[str, stats_db.Tally]


class StatisticsScene(Scene):
    fills_screen = True
    name = "statistics"

    def __init__(self, app: Any, stats: stats_db.Stats | None = None) -> None:
        """``stats``: the statistics file to show (the data folder's by default)."""
        super().__init__(app)
        self.stats = stats or stats_db.Stats(writable=writable(app))
        self.tab = "overview"
        self.records: list[stats_db.GameRecord] | None = []
        self.summary = stats_db.Summary()
        self.problem: str | None = None
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.tab_buttons: dict[str, Any] = {}
        self.reload()

    def reload(self) -> None:
        self.records = self.stats.load()
        self.problem = stats_db.problem_text(self.app.t, self.stats.problem) if self.stats.problem else None
        self.summary = stats_db.summarise(self.records or [])

    # -- layout ----------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return menu_scale(self.app)

    def panel_rect(self) -> pygame.Rect:
        return centred(self.app, 1180, 780, self.s, margin=40)

    def parts(self) -> dict[str, pygame.Rect]:
        p = self.panel_rect()
        s = self.s
        pad = int(26 * s)
        bh = max(34, int(44 * s))
        head = pygame.Rect(p.x + pad, p.y + int(18 * s), p.w - 2 * pad, int(40 * s))
        tabs = pygame.Rect(head.x, head.bottom + int(8 * s), head.w, bh)
        bottom = pygame.Rect(head.x, p.bottom - int(18 * s) - bh, head.w, bh)
        body = pygame.Rect(
            head.x, tabs.bottom + int(14 * s), head.w, bottom.y - int(12 * s) - tabs.bottom - int(14 * s)
        )
        return {"head": head, "tabs": tabs, "body": body, "bottom": bottom}

    def build(self) -> None:
        s = self.s
        parts = self.parts()
        gap = int(8 * s)
        tabs = parts["tabs"]
        tw = (tabs.w - gap * (len(TABS) - 1)) // len(TABS)
        self.tab_buttons = {}
        for i, tab in enumerate(TABS):
            label = self.app.t("stats.tab.overview") if tab == "overview" else self.app.t(f"game.{tab}.title")
            b = button(
                self,
                pygame.Rect(tabs.x + i * (tw + gap), tabs.y, tw, tabs.h),
                label,
                tooltip=self.app.t(
                    f"stats.tab_tip.{'overview' if tab == 'overview' else 'game'}", game=label
                ),
            )
            if tab == self.tab:
                b.select()
            self.tab_buttons[tab] = b
        bottom = parts["bottom"]
        bw = int(230 * s)
        self.export_button = button(
            self,
            pygame.Rect(bottom.x, bottom.y, bw, bottom.h),
            self.app.t("stats.export"),
            tooltip=self.app.t("stats.export_tip", file=stats_db.CSV_NAME),
        )
        if not self.records:
            self.export_button.disable()
        self.back_button = button(
            self,
            pygame.Rect(bottom.right - bw, bottom.y, bw, bottom.h),
            self.app.t("common.back"),
            "#primary_button",
        )

    def refresh(self) -> None:
        self.reload()
        self.relayout()

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            for tab, b in self.tab_buttons.items():
                if pressed is b:
                    self.tab = tab
                    self.relayout()
                    return
            if pressed is self.export_button:
                self.export()
            elif pressed is self.back_button:
                self.app.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def export(self) -> Path | None:
        """Write the CSV beside the statistics file and say where."""
        if not self.records:
            return None
        try:
            path = self.stats.export_csv(self.records)
        except OSError as exc:
            self.app.notify(self.app.t("stats.export_failed", reason=exc.strerror or str(exc)), "error")
            return None
        self.app.notify(self.app.t("stats.exported", count=len(self.records), path=str(path)), seconds=8)
        return path

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for rect, tip in self.tips:
            if rect.collidepoint(pos):
                return tip
        return None

    # -- words -----------------------------------------------------------------------------------
    def level_name(self, level: str) -> str:
        return str(self.app.t("stats.level_solo" if level == "solo" else f"agent.{level}"))

    def pick_name(self, game: str, value: str) -> str:
        return card_name(game, value, self.app.tr.lang)

    def tally_tip(self, label: str, tally: stats_db.Tally) -> str:
        return str(
            self.app.t(
                "stats.row_tip",
                label=label,
                games=tally.games,
                won=tally.won,
                lost=tally.lost,
                drawn=tally.drawn,
                rate=tally.rate,
            )
        )

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        p = self.panel_rect()
        menu_backdrop(surface, self.app, p)
        parts = self.parts()
        self.tips = []
        fonts.draw_fitted(
            surface,
            fonts.fit_line(
                self.app.t("stats.title"),
                parts["head"].w,
                max(20, int(32 * s)),
                bold=True,
                where="stats.title",
            ),
            parts["head"],
            GLOW,
        )
        body = parts["body"]
        if self.problem is not None:
            self.draw_message(surface, body, self.app.t("stats.unavailable", problem=self.problem), ILLEGAL)
        elif not self.records:
            self.draw_message(surface, body, self.app.t("stats.empty"), TEXT_DIM)
        elif self.tab == "overview":
            self.draw_overview(surface, body)
        else:
            self.draw_game(surface, body, self.tab)

    def text_size(self) -> int:
        return max(13, int(18 * self.s))

    def draw_message(
        self, surface: pygame.Surface, rect: pygame.Rect, text: str, colour: tuple[int, int, int]
    ) -> None:
        box = rect.inflate(-int(60 * self.s), -int(60 * self.s))
        fitted = fonts.fit(text, box.w, box.h, max(15, int(22 * self.s)), where="stats.message")
        fonts.draw_fitted(surface, fitted, box, colour, "center", "middle")

    def split(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        gap = int(22 * self.s)
        left_w = (rect.w - gap) // 2
        return (
            pygame.Rect(rect.x, rect.y, left_w, rect.h),
            pygame.Rect(rect.x + left_w + gap, rect.y, rect.w - left_w - gap, rect.h),
        )

    def draw_overview(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        sm = self.summary
        size = self.text_size()
        lh = fonts.get_font(size).get_linesize()
        left, right = self.split(body)
        # apart from the games against the computer: side by side and computers only
        apart_h = 3 * lh + int(8 * self.s)
        table_box = pygame.Rect(left.x, left.y, left.w, left.h - apart_h)
        rows: list[Row] = [
            (self.app.t(f"game.{g}.title"), sm.by_game[g]) for g in TABS[1:] if g in sm.by_game
        ]
        levels: dict[str, stats_db.Tally] = {}
        for per in sm.by_level.values():
            for level, tally in per.items():
                into = levels.setdefault(level, stats_db.Tally())
                into.games, into.won, into.lost, into.drawn = (
                    into.games + tally.games,
                    into.won + tally.won,
                    into.lost + tally.lost,
                    into.drawn + tally.drawn,
                )
        order = [*stats_db.LEVEL_ORDER, "solo"]
        level_rows: list[Row] = [(self.level_name(lv), levels[lv]) for lv in order if lv in levels]
        used = self.draw_table(surface, table_box, self.app.t("stats.vs_computer"), rows)
        below = pygame.Rect(
            table_box.x,
            table_box.y + used + lh // 2,
            table_box.w,
            table_box.bottom - table_box.y - used - lh // 2,
        )
        if level_rows and below.h > 3 * lh:
            self.draw_table(surface, below, self.app.t("stats.by_level_all"), level_rows)
        self.draw_apart(surface, pygame.Rect(left.x, left.bottom - apart_h, left.w, apart_h))
        streak_h = 2 * lh + int(10 * self.s)
        self.draw_streaks(surface, pygame.Rect(right.x, right.y, right.w, streak_h))
        chart = pygame.Rect(right.x, right.y + streak_h + lh // 2, right.w, right.h - streak_h - lh // 2)
        self.draw_dates(surface, chart)

    def draw_game(self, surface: pygame.Surface, body: pygame.Rect, game: str) -> None:
        sm = self.summary
        left, right = self.split(body)
        per_level = sm.by_level.get(game, {})
        order = [*stats_db.LEVEL_ORDER, "solo"]
        rows: list[Row] = [(self.level_name(lv), per_level[lv]) for lv in order if lv in per_level]
        title = self.app.t(f"game.{game}.title")
        if not rows and not sm.hotseat.get(game) and not sm.computer_only.get(game):
            self.draw_message(surface, body, self.app.t("stats.game_empty", game=title), TEXT_DIM)
            return
        used = self.draw_table(surface, left, self.app.t("stats.by_level"), rows)
        lh = fonts.get_font(self.text_size()).get_linesize()
        rest = pygame.Rect(left.x, left.y + used + lh, left.w, left.bottom - left.y - used - lh)
        if rest.h > 2 * lh:
            lines = []
            if game in sm.hotseat:
                lines.append(self.app.t("stats.hotseat_game", games=sm.hotseat[game].games))
            if game in sm.computer_only:
                lines.append(self.app.t("stats.computer_only_game", games=sm.computer_only[game].games))
            y = rest.y
            for line in lines:
                fitted = fonts.fit(line, rest.w, rest.bottom - y, self.text_size(), where="stats.apart")
                fonts.draw_fitted(surface, fitted, pygame.Rect(rest.x, y, rest.w, fitted.height), TEXT_DIM)
                y += fitted.height
        kinds = PICK_KINDS[game]
        picks = sm.by_pick.get(game, {})
        box_h = right.h // len(kinds)
        for i, kind in enumerate(kinds):
            values = picks.get(kind, {})
            ranked = sorted(values.items(), key=lambda kv: (-kv[1].games, -kv[1].rate, kv[0]))
            prows: list[Row] = [(self.pick_name(game, v), t) for v, t in ranked]
            box = pygame.Rect(
                right.x, right.y + i * box_h, right.w, box_h - (lh // 2 if i < len(kinds) - 1 else 0)
            )
            self.draw_table(surface, box, self.app.t(f"stats.by_{kind}"), prows)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect, title: str, rows: list[Row]) -> int:
        """A heading, then a line per row (its name, games, won, win rate); the rows that do not
        fit are summed up in a last line. The height it took."""
        s = self.s
        size = self.text_size()
        lh = fonts.get_font(size).get_linesize()
        row_h = int(lh * 1.3)
        head = fonts.fit_line(title, rect.w, size + 2, bold=True, where="stats.table_title")
        fonts.draw_fitted(surface, head, pygame.Rect(rect.x, rect.y, rect.w, head.height), GLOW)
        y = rect.y + head.height + int(4 * s)
        num_w = max(fonts.text_width("0000", size), int(64 * s))
        cols = [rect.right - 3 * num_w, rect.right - 2 * num_w, rect.right - num_w]
        label_w = cols[0] - rect.x - int(6 * s)
        for text, x in zip(
            (self.app.t("stats.col.games"), self.app.t("stats.col.won"), self.app.t("stats.col.rate")),
            cols,
            strict=True,
        ):
            fitted = fonts.fit_line(text, num_w - int(4 * s), size - 2, where="stats.col")
            fonts.draw_fitted(
                surface, fitted, pygame.Rect(x, y, num_w - int(4 * s), row_h), TEXT_DIM, "right", "middle"
            )
        y += row_h
        if not rows:
            none = fonts.fit(
                self.app.t("stats.no_rows"), rect.w, max(lh, rect.bottom - y), size, where="stats.none"
            )
            fonts.draw_fitted(surface, none, pygame.Rect(rect.x, y, rect.w, none.height), TEXT_DIM)
            return y + none.height - rect.y
        room = max(1, (rect.bottom - y) // row_h)
        shown = rows if len(rows) <= room else rows[: room - 1]
        for i, (label, tally) in enumerate(shown):
            line = pygame.Rect(rect.x, y, rect.w, row_h)
            if i % 2 == 0:
                rounded_panel(surface, line, (255, 255, 255, 12), None, radius=6)
            cell = pygame.Rect(rect.x + int(6 * s), y, label_w - int(6 * s), row_h)
            fonts.draw_fitted(
                surface,
                fonts.fit_line(label, cell.w, size, where="stats.label"),
                cell,
                TEXT,
                "left",
                "middle",
            )
            values = (str(tally.games), str(tally.won), self.app.t("stats.percent", rate=tally.rate))
            for value, x in zip(values, cols, strict=True):
                box = pygame.Rect(x, y, num_w - int(4 * s), row_h)
                fonts.draw_fitted(
                    surface,
                    fonts.fit_line(value, box.w, size, where="stats.value"),
                    box,
                    TEXT,
                    "right",
                    "middle",
                )
            self.tips.append((line, self.tally_tip(label, tally)))
            y += row_h
        if len(shown) < len(rows):
            more = rows[len(shown) :]
            line = pygame.Rect(rect.x, y, rect.w, row_h)
            text = self.app.t("stats.more", count=len(more))
            fonts.draw_fitted(
                surface,
                fonts.fit_line(text, rect.w - int(12 * s), size, where="stats.more"),
                line.inflate(-int(12 * s), 0),
                TEXT_DIM,
                "left",
                "middle",
            )
            self.tips.append(
                (line, self.app.t("stats.more_tip", names=", ".join(label for label, _ in more[:30])))
            )
            y += row_h
        return y - rect.y

    def streak_lines(self) -> tuple[str, str]:
        """The current streak, and the best run of wins (or that there is none yet)."""
        sm = self.summary
        outcome, run = sm.current
        current = self.app.t(f"stats.streak_{outcome}", count=run) if run else self.app.t("stats.streak_none")
        return (
            self.app.t("stats.current", streak=current),
            self.app.t("stats.best", count=sm.best) if sm.best else self.app.t("stats.best_none"),
        )

    def draw_streaks(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = self.text_size() + 1
        lh = fonts.get_font(size).get_linesize()
        y = rect.y
        for text in self.streak_lines():
            fitted = fonts.fit_line(text, rect.w, size, bold=True, where="stats.streak")
            fonts.draw_fitted(surface, fitted, pygame.Rect(rect.x, y, rect.w, lh), TEXT)
            y += lh
        self.tips.append((rect, self.app.t("stats.streak_tip")))

    def draw_apart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The games that are not one person against the computer, counted apart."""
        sm = self.summary
        size = self.text_size()
        hot = sum(t.games for t in sm.hotseat.values())
        bots = sum(t.games for t in sm.computer_only.values())
        winners = sorted(sm.hotseat_wins.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
        names = ", ".join(self.app.t("stats.name_wins", name=n, count=c) for n, c in winners)
        lines = [
            self.app.t("stats.hotseat", games=hot) + (f" ({names})" if names else ""),
            self.app.t("stats.computer_only", games=bots),
        ]
        y = rect.y + int(6 * self.s)
        pygame.draw.line(surface, (255, 255, 255, 60), (rect.x, rect.y), (rect.right, rect.y), 1)
        for text in lines:
            fitted = fonts.fit_line(text, rect.w, size, where="stats.apart")
            box = pygame.Rect(rect.x, y, rect.w, fitted.height)
            fonts.draw_fitted(surface, fitted, box, TEXT_DIM)
            self.tips.append((box, text))
            y += fitted.height
        self.tips.append((rect, self.app.t("stats.apart_tip")))

    def draw_dates(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The games against the computer of the last days played, a bar a day: won, drawn, lost."""
        s = self.s
        size = max(fonts.FLOOR, self.text_size() - 2)
        lh = fonts.get_font(size).get_linesize()
        # the colours' legend at the right of the title: won, drawn, lost
        keys = [
            (self.app.t(f"stats.legend_{k}"), c) for k, c in (("won", GLOW), ("draw", DRAWN), ("lost", LOST))
        ]
        mark = max(6, lh // 2)
        widths = [mark + int(4 * s) + fonts.text_width(text, size) for text, _ in keys]
        legend_w = sum(widths) + int(12 * s) * len(keys)
        title = fonts.fit_line(
            self.app.t("stats.chart"), max(1, rect.w - legend_w), size + 2, bold=True, where="stats.chart"
        )
        fonts.draw_fitted(surface, title, pygame.Rect(rect.x, rect.y, rect.w - legend_w, title.height), GLOW)
        x = rect.right - legend_w + int(12 * s)
        for (text, colour), w in zip(keys, widths, strict=True):
            cy = rect.y + title.height // 2
            pygame.draw.rect(surface, colour, pygame.Rect(x, cy - mark // 2, mark, mark))
            label = fonts.fit_line(text, w - mark - int(4 * s), size, where="stats.legend")
            fonts.draw_fitted(
                surface, label, pygame.Rect(x + mark + int(4 * s), cy - lh // 2, w - mark, lh), TEXT_DIM
            )
            x += w + int(12 * s)
        days = sorted(self.summary.by_date.items())[-CHART_DAYS:]
        top = rect.y + title.height + lh // 2
        axis_w = fonts.text_width("000", size) + int(8 * s)
        plot = pygame.Rect(rect.x + axis_w, top, rect.w - axis_w, rect.bottom - top - lh - int(4 * s))
        if not days or plot.h < 3 * lh:
            return
        most = max(t.games for _, t in days)
        marks = ticks(0, most, max(2, plot.h // (2 * lh)))
        hi = max(most, marks[-1])
        for v in marks:
            y = plot.bottom - round(plot.h * v / max(1, hi))
            pygame.draw.line(surface, (70, 72, 80), (plot.x, y), (plot.right, y), 1)
            label = fonts.fit_line(str(v), axis_w - int(6 * s), size, where="stats.y_tick")
            fonts.draw_fitted(
                surface, label, pygame.Rect(rect.x, y - lh // 2, axis_w - int(6 * s), lh), TEXT_DIM, "right"
            )
        slot = plot.w / len(days)
        bar_w = max(4, int(slot * 0.62))
        label_w = fonts.text_width("00-00", size) + int(6 * s)
        every = max(1, -(-label_w // max(1, int(slot))))
        for i, (date, tally) in enumerate(days):
            cx = plot.x + int(slot * (i + 0.5))
            y = plot.bottom
            for count, colour in ((tally.won, GLOW), (tally.drawn, DRAWN), (tally.lost, LOST)):
                h = round(plot.h * count / max(1, hi))
                if h:
                    pygame.draw.rect(surface, colour, pygame.Rect(cx - bar_w // 2, y - h, bar_w, h))
                    y -= h
            column = pygame.Rect(cx - int(slot) // 2, plot.y, max(1, int(slot)), plot.h + lh)
            self.tips.append(
                (
                    column,
                    self.app.t("stats.day_tip", date=date, won=tally.won, lost=tally.lost, drawn=tally.drawn),
                )
            )
            if (len(days) - 1 - i) % every == 0:
                tick = fonts.fit_line(date[5:], label_w, size, where="stats.x_tick")
                fonts.draw_fitted(
                    surface,
                    tick,
                    pygame.Rect(cx - label_w // 2, plot.bottom + 2, label_w, lh),
                    TEXT_DIM,
                    "center",
                )


# -- screenshots ---------------------------------------------------------------------------------
def sample_records(seed: int = 1) -> list[stats_db.GameRecord]:
    """A few weeks of games of every kind, for the screenshot (the same for a seed)."""
    import datetime
    import random

    rng = random.Random(seed)
    out: list[stats_db.GameRecord] = []
    start = datetime.date(2026, 11, 10)
    dm_cards = [
        "avx-001",
        "avx-011",
        "avx-021",
        "avx-042",
        "avx-060",
        "avx-088",
        "avx-094",
        "avx-104",
        "avx-116",
    ]
    masterminds, schemes = (
        ["dr_doom", "loki", "magneto", "red_skull"],
        ["legacy_virus", "killbots", "cosmic_cube"],
    )
    characters = ["mv.char.shade", "mv.char.moon_oracle"]
    n = 0
    for day in range(22):
        date = start + datetime.timedelta(days=day)
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            n += 1
            game = rng.choice(("dicemasters", "dicemasters", "legendary", "metaversus"))
            level = rng.choice(("easy", "normal", "normal", "hard", "expert"))
            mode = rng.random()
            seats: tuple[str, ...] = ("person", level)
            names: tuple[str, ...] = ("Ada", level)
            if mode < 0.12:
                seats, names = ("person", "person"), ("Ada", "Bob")
            elif mode < 0.18:
                seats, names = ("normal", "hard"), ("Normal", "Hard")
            won = rng.random() < 0.55
            winners: tuple[int, ...] = (0,) if won else (1,)
            picks: list[tuple[int, str, str]] = []
            if game == "dicemasters":
                for p in (0, 1):
                    picks += [(p, "card", c) for c in rng.sample(dm_cards, 3)]
            elif game == "legendary":
                picks = [(-1, "mastermind", rng.choice(masterminds)), (-1, "scheme", rng.choice(schemes))]
                winners = (0, 1) if won else ()
            else:
                picks = [(0, "character", rng.choice(characters)), (1, "character", rng.choice(characters))]
            out.append(
                stats_db.GameRecord(
                    f"sample-{n}",
                    game,
                    f"{date.isoformat()} {10 + n % 10:02d}:00:00",
                    {},
                    seats,
                    names,
                    winners,
                    "life" if game == "dicemasters" else ("mastermind_defeated" if won else "evil_wins"),
                    rng.randint(8, 24),
                    rng.randint(600, 2400),
                    picks=tuple(picks),
                    daily=date.isoformat() if rng.random() < 0.2 else "",
                )
            )
    return out


def sample_stats(folder: Path, seed: int = 1) -> stats_db.Stats:
    """A statistics file of ``sample_records`` in ``folder``."""
    stats = stats_db.Stats(folder / stats_db.FILE_NAME)
    for rec in sample_records(seed):
        stats.record(rec)
    return stats


def _temporary_folder() -> Path:
    import atexit
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="stats-shot-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


@registry.screenshot("statistics", description="the statistics of a sample of games")
def _shot_statistics(app: Any, seed: int) -> None:
    """A sample database in a temporary folder: the person's own statistics are never read."""
    app.stack.push(StatisticsScene(app, sample_stats(_temporary_folder(), seed)))


@registry.screenshot("statistics-empty", description="the statistics before any game")
def _shot_statistics_empty(app: Any, seed: int) -> None:
    app.stack.push(StatisticsScene(app, stats_db.Stats(_temporary_folder() / stats_db.FILE_NAME)))


@registry.screenshot("statistics-game", description="the statistics of one game: by level and by card")
def _shot_statistics_game(app: Any, seed: int) -> None:
    scene = StatisticsScene(app, sample_stats(_temporary_folder(), seed))
    scene.tab = "dicemasters"
    app.stack.push(scene)


__all__ = ["StatisticsScene", "sample_records", "sample_stats"]
