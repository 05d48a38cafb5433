"""The daily deal: one setup of each game a day, the same for everyone on that date, played by a
person against the hard computer; the best result of each day is read from the statistics.

The seed is the first bytes of the SHA-256 of "YYYY-MM-DD:<game>", so a date always deals the
same game on every machine; the options are fixed per game (Dice Masters: the basic format with
the teams the seed deals; Legendary: a person and a hard computer as the other hero, with the
Mastermind and the Scheme the date picks; MetaVersus: the standard duel). The date is the local
clock's (``CLOCK``, which the tests replace).
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, rounded_panel
from sprites.emblems import draw_emblem

from . import registry, stats_db
from .continue_game import open_session, writable
from .stack import Scene
from .widgets import button, centred, menu_backdrop, menu_scale

GAMES = ("dicemasters", "legendary", "metaversus")
LEVEL = "hard"
CLOCK: Callable[[], datetime.date] = datetime.date.today


def today() -> datetime.date:
    return CLOCK()


def _digest(date: datetime.date, game: str) -> bytes:
    return hashlib.sha256(f"{date.isoformat()}:{game}".encode()).digest()


def daily_seed(date: datetime.date, game: str) -> int:
    """The seed of ``game``'s deal on ``date`` (31 bits, as a new game's)."""
    return int.from_bytes(_digest(date, game)[:4], "big") >> 1


@dataclass(frozen=True)
class Deal:
    game: str
    date: str  # YYYY-MM-DD
    seed: int
    seats: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        return len(self.seats)


def _legendary_options(date: datetime.date) -> dict[str, Any]:
    from game.legendary.engine import Legendary

    masterminds = [c for c in Legendary.OPTIONS["mastermind"].choices or () if c != "random"]
    schemes = [c for c in Legendary.OPTIONS["scheme"].choices or () if c != "random"]
    d = _digest(date, "legendary")
    return {
        "first_game": False,
        "mastermind": masterminds[d[4] % len(masterminds)],
        "scheme": schemes[d[5] % len(schemes)],
        "difficulty": "normal",
        "final_showdown": False,
    }


def deal(game: str, date: datetime.date | None = None) -> Deal:
    """Today's (or ``date``'s) deal of ``game``."""
    date = date or today()
    if game == "dicemasters":
        options: dict[str, Any] = {"format": "basic"}
    elif game == "legendary":
        options = _legendary_options(date)
    else:
        options = {}
    return Deal(game, date.isoformat(), daily_seed(date, game), ("person", LEVEL), options)


def daily_of(session: Any) -> str:
    """The date of the daily deal ``session`` plays, or "" (a rematch of one is a game of its own:
    its seed is new)."""
    date = session.meta.get("daily")
    if not isinstance(date, str):
        return ""
    try:
        day = datetime.date.fromisoformat(date)
    except ValueError:
        return ""
    d = deal(session.name, day)
    if session.seed != d.seed or dict(session.options) != d.options:
        return ""
    return d.date


def start(app: Any, game: str, date: datetime.date | None = None) -> None:
    """Open the table of ``game``'s deal of the day (it is saved and continued like any game)."""
    from game.core.session import GameSession

    from .seats import default_names

    d = deal(game, date)
    meta = {"seats": list(d.seats), "names": default_names(app, list(d.seats)), "daily": d.date}
    session = GameSession(game, players=d.players, seed=d.seed, options=dict(d.options), meta=meta)
    open_session(app, session)


@lru_cache(maxsize=8)
def dealt(game_name: str, date: str) -> dict[str, Any]:
    """What the deal of ``game_name`` on ``date`` lays out (the person's team, the heroes)."""
    import game

    d = deal(game_name, datetime.date.fromisoformat(date))
    g: Any = game.new_game(game_name, players=d.players, seed=d.seed, **d.options)
    if game_name == "dicemasters":
        return {"team": list(dict.fromkeys(g.team[0]))}
    if game_name == "legendary":
        return {"heroes": list(g.observation(None)["heroes"])}
    return {}


def describe(app: Any, d: Deal) -> list[str]:
    """The deal in words: what is dealt, and who plays."""
    from .log_text import card_name

    t, lang = app.t, app.tr.lang
    lines = []
    laid = dealt(d.game, d.date)
    if d.game == "dicemasters":
        lines.append(t("daily.dm.deal"))
        names = [card_name("dicemasters", c, lang).split(":")[0].strip() for c in laid["team"]]
        lines.append(t("daily.dm.team", cards=", ".join(names)))
    elif d.game == "legendary":
        lines.append(
            t(
                "daily.lg.deal",
                mastermind=card_name("legendary", d.options["mastermind"], lang),
                scheme=card_name("legendary", d.options["scheme"], lang),
            )
        )
        from game.legendary.cards import HERO_NAMES

        heroes = [HERO_NAMES[h][lang] if h in HERO_NAMES else h for h in laid["heroes"]]
        lines.append(t("daily.lg.heroes", heroes=", ".join(heroes)))
    else:
        lines.append(t("daily.mv.deal"))
    lines.append(t(f"daily.{d.game}.seats", level=t(f"agent.{LEVEL}")))
    return lines


def best_text(app: Any, best: stats_db.GameRecord | None) -> str:
    if best is None:
        return str(app.t("daily.not_played"))
    return str(app.t(f"daily.best_{best.outcome()}", turns=best.turns))


class DailyScene(Scene):
    """Today's deal of each game with the best result of the day, each started with one click."""

    fills_screen = True
    name = "daily"

    def __init__(
        self, app: Any, records: list[stats_db.GameRecord] | None = None, date: datetime.date | None = None
    ) -> None:
        """``records`` and ``date`` stand in for the statistics file and the clock (the screenshot)."""
        super().__init__(app)
        self.fixed, self.fixed_date = records, date
        self.date = date or today()
        self.deals = {g: deal(g, self.date) for g in GAMES}
        self.best: dict[str, stats_db.GameRecord | None] = {}
        self.problem: str | None = None
        self.play_buttons: dict[str, Any] = {}
        self.reload()

    def reload(self) -> None:
        self.date = self.fixed_date or today()
        self.deals = {g: deal(g, self.date) for g in GAMES}
        records = self.fixed
        self.problem = None
        if records is None:
            stats = stats_db.Stats(writable=writable(self.app))
            records = stats.load()
            if stats.problem is not None:
                self.problem = stats_db.problem_text(self.app.t, stats.problem)
        iso = self.date.isoformat()
        self.best = {g: stats_db.best_daily(records or [], iso, g) for g in GAMES}

    @property
    def s(self) -> float:
        return menu_scale(self.app)

    def panel_rect(self) -> pygame.Rect:
        return centred(self.app, 1180, 760, self.s, margin=40)

    def card_rects(self) -> dict[str, pygame.Rect]:
        p = self.panel_rect()
        s = self.s
        pad, gap = int(28 * s), int(18 * s)
        top = p.y + int(100 * s)
        bottom = p.bottom - max(34, int(46 * s)) - int(44 * s)
        w = (p.w - 2 * pad - 2 * gap) // 3
        return {g: pygame.Rect(p.x + pad + i * (w + gap), top, w, bottom - top) for i, g in enumerate(GAMES)}

    def build(self) -> None:
        s = self.s
        p = self.panel_rect()
        bh = max(34, int(46 * s))
        self.play_buttons = {}
        for g, r in self.card_rects().items():
            rect = pygame.Rect(r.x + int(14 * s), r.bottom - bh - int(14 * s), r.w - int(28 * s), bh)
            self.play_buttons[g] = button(
                self,
                rect,
                self.app.t("daily.play"),
                "#primary_button",
                tooltip=self.app.t(
                    "daily.play_tip", game=self.app.t(f"game.{g}.title"), date=self.date.isoformat()
                ),
            )
        bw = int(220 * s)
        self.back_button = button(
            self,
            pygame.Rect(p.right - int(28 * s) - bw, p.bottom - bh - int(22 * s), bw, bh),
            self.app.t("common.back"),
        )

    def refresh(self) -> None:
        self.reload()  # back from a game: its result may be the day's best now
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is self.back_button or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.pop()
            return
        for g, b in self.play_buttons.items():
            if pressed is b:
                self.app.audio.play("click")
                start(self.app, g, self.date)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for g, r in self.card_rects().items():
            if r.collidepoint(pos):
                return str(
                    self.app.t("daily.card_tip", game=self.app.t(f"game.{g}.title"), seed=self.deals[g].seed)
                )
        return None

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        p = self.panel_rect()
        menu_backdrop(surface, self.app, p)
        pad = int(28 * s)
        head = pygame.Rect(p.x + pad, p.y + int(22 * s), p.w - 2 * pad, int(40 * s))
        title = self.app.t("daily.title", date=self.date.isoformat())
        fonts.draw_fitted(
            surface,
            fonts.fit_line(title, head.w, max(20, int(34 * s)), bold=True, where="daily.title"),
            head,
            GLOW,
        )
        sub = pygame.Rect(head.x, head.bottom + int(4 * s), head.w, int(30 * s))
        fonts.draw_fitted(
            surface,
            fonts.fit(
                self.problem or self.app.t("daily.subtitle"),
                sub.w,
                sub.h,
                max(13, int(17 * s)),
                where="daily.sub",
            ),
            sub,
            TEXT_DIM,
        )
        for g, r in self.card_rects().items():
            self.draw_card(surface, g, r)

    def draw_card(self, surface: pygame.Surface, g: str, r: pygame.Rect) -> None:
        s = self.s
        rounded_panel(surface, r, (255, 255, 255, 16), (255, 255, 255, 46), radius=12, width=1)
        inner = r.inflate(-int(28 * s), -int(20 * s))
        band = pygame.Rect(inner.x, inner.y, inner.w, int(inner.h * 0.26))
        draw_emblem(surface, g, band)
        y = band.bottom + int(8 * s)
        name = fonts.fit_line(
            self.app.t(f"game.{g}.title"), inner.w, max(16, int(24 * s)), bold=True, where="daily.game"
        )
        fonts.draw_fitted(surface, name, pygame.Rect(inner.x, y, inner.w, name.height), TEXT, "center")
        y += name.height + int(6 * s)
        bh = max(34, int(46 * s))
        best_h = int(56 * s)
        room_bottom = r.bottom - bh - int(14 * s) - best_h - int(8 * s)
        body = " ".join(describe(self.app, self.deals[g]))
        text = fonts.fit(body, inner.w, max(1, room_bottom - y), max(13, int(17 * s)), where="daily.deal")
        fonts.draw_fitted(surface, text, pygame.Rect(inner.x, y, inner.w, text.height), TEXT_DIM, "center")
        best = self.best.get(g)
        box = pygame.Rect(inner.x, room_bottom + int(4 * s), inner.w, best_h)
        colour = GLOW if best is not None and best.outcome() == "won" else TEXT
        label = fonts.fit(
            self.app.t("daily.best", result=best_text(self.app, best)),
            box.w,
            box.h,
            max(13, int(18 * s)),
            bold=True,
            where="daily.best",
        )
        fonts.draw_fitted(surface, label, box, colour, "center", "middle")


def _sample_records(date: datetime.date) -> list[stats_db.GameRecord]:
    iso = date.isoformat()
    d = deal("dicemasters", date)
    return [
        stats_db.GameRecord(
            f"{d.seed}-a",
            "dicemasters",
            f"{iso} 09:30:00",
            dict(d.options),
            d.seats,
            ("Ada", "Hard"),
            (1,),
            "life",
            11,
            900.0,
            daily=iso,
        ),
        stats_db.GameRecord(
            f"{d.seed}-b",
            "dicemasters",
            f"{iso} 10:30:00",
            dict(d.options),
            d.seats,
            ("Ada", "Hard"),
            (0,),
            "life",
            14,
            1100.0,
            daily=iso,
        ),
    ]


@registry.screenshot("daily", description="the daily deal of each game")
def _shot_daily(app: Any, seed: int) -> None:
    day = datetime.date(2026, 12, 2)
    app.stack.push(DailyScene(app, _sample_records(day), day))


__all__ = ["CLOCK", "Deal", "DailyScene", "daily_of", "daily_seed", "deal", "start", "today"]
