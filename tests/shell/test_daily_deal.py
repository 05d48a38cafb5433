"""The daily deal: a seed per game and date, the same on every run and different from day to day,
options every game accepts; started from the title with clicks, recorded as that day's deal, and
its best result of the day shown."""

from __future__ import annotations

import datetime

import pygame
import pytest

import game
from game.core.agents import make_agent
from scenes import daily, registry, stats_db
from scenes.daily import DailyScene, daily_of, daily_seed, deal
from scenes.title import TitleScene

from .helpers import click, make_app, pump, start

DAY = datetime.date(2026, 12, 2)


def test_the_seed_is_fixed_for_a_date_and_game_and_differs_between_them() -> None:
    assert daily_seed(DAY, "dicemasters") == daily_seed(datetime.date(2026, 12, 2), "dicemasters")
    # the rule itself, so that every copy of the app deals the same game on that date
    import hashlib

    digest = hashlib.sha256(b"2026-12-02:legendary").digest()
    assert daily_seed(DAY, "legendary") == int.from_bytes(digest[:4], "big") >> 1
    days = [DAY + datetime.timedelta(days=n) for n in range(60)]
    for name in daily.GAMES:
        seeds = {daily_seed(d, name) for d in days}
        assert len(seeds) == len(days)
    assert len({daily_seed(DAY, g) for g in daily.GAMES}) == 3
    assert deal("legendary", DAY) == deal("legendary", DAY)


@pytest.mark.parametrize("name", daily.GAMES)
def test_every_day_of_a_season_deals_a_game_against_the_hard_computer(name: str) -> None:
    for n in range(0, 120, 4):
        d = deal(name, DAY + datetime.timedelta(days=n))
        assert d.seats == ("person", "hard")
        game.new_game(name, players=d.players, seed=d.seed, **d.options)  # the engine accepts it
    masterminds = {
        deal("legendary", DAY + datetime.timedelta(days=n)).options["mastermind"] for n in range(40)
    }
    assert len(masterminds) > 1


def open_daily(monkeypatch: pytest.MonkeyPatch, lang: str = "en"):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(daily, "CLOCK", lambda: DAY)
    app = make_app(lang, (1024, 640))
    app.settings.animation_speed = 0.0
    start(app, TitleScene(app))
    click(app, pygame.Rect(app.stack.top.daily_button.get_abs_rect()).center)
    scene = app.stack.top
    assert isinstance(scene, DailyScene) and scene.date == DAY
    return app, scene


@pytest.mark.parametrize("name", daily.GAMES)
def test_one_click_starts_the_deal_and_its_end_is_the_days_result(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    app, scene = open_daily(monkeypatch)
    assert scene.best[name] is None
    click(app, pygame.Rect(scene.play_buttons[name].get_abs_rect()).center)
    table = app.stack.top
    assert table is not None and getattr(table, "game_name", None) == name
    session = table.session
    assert session.seed == daily_seed(DAY, name) and session.meta["daily"] == "2026-12-02"
    assert daily_of(session) == "2026-12-02" and table.seats == ["person", "hard"]
    # the person and the computer play it out (seeded agents, not the table's thinking)
    bots = [make_agent(name, "random", 1), make_agent(name, "random", 2)]
    while not session.game.is_over:
        g = session.game
        session.apply(bots[g.to_move].choose(g, g.to_move))
    table.over_shown = False
    table._show_game_over()
    pump(app, frames=2)
    [rec] = stats_db.Stats().load() or []
    assert rec.daily == "2026-12-02" and rec.game == name and rec.level == "hard"
    # back on the daily screen: today's best is that game
    app.stack.pop_to(lambda s: isinstance(s, DailyScene))
    pump(app, frames=2)
    assert scene.best[name] is not None and scene.best[name].game_id == rec.game_id
    assert daily.best_text(app, scene.best[name]) == app.t(f"daily.best_{rec.outcome()}", turns=rec.turns)


def test_a_rematch_of_the_deal_is_not_the_deal() -> None:
    from game.core.session import GameSession

    d = deal("metaversus", DAY)
    session = GameSession("metaversus", players=2, seed=d.seed, options=d.options, meta={"daily": d.date})
    assert daily_of(session) == d.date
    rematch = GameSession(
        "metaversus", players=2, seed=d.seed + 1, options=d.options, meta=dict(session.meta)
    )
    assert daily_of(rematch) == ""
    session.meta["daily"] = "yesterday"
    assert daily_of(session) == ""


def test_the_best_of_the_day_is_a_win_in_the_fewest_turns() -> None:
    def rec(i: int, winners: tuple[int, ...], turns: int, date: str = "2026-12-02") -> stats_db.GameRecord:
        return stats_db.GameRecord(
            f"x-{i}",
            "dicemasters",
            f"{date} 10:0{i}:00",
            {},
            ("person", "hard"),
            ("A", "B"),
            winners,
            "life",
            turns,
            1.0,
            daily=date,
        )

    games = [
        rec(1, (1,), 20),
        rec(2, (0,), 15),
        rec(3, (0,), 11),
        rec(4, (1,), 30),
        rec(5, (0,), 5, "2026-12-01"),
    ]
    best = stats_db.best_daily(games, "2026-12-02", "dicemasters")
    assert best is not None and best.game_id == "x-3"
    only_losses = stats_db.best_daily(games[:1] + games[3:4], "2026-12-02", "dicemasters")
    assert only_losses is not None and only_losses.game_id == "x-4"  # the loss that lasted longest


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_screen_fits_the_smallest_window_and_tells_each_game(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    from sprites import fonts

    app, scene = open_daily(monkeypatch, lang)
    fonts.CUTS.clear()
    pump(app, frames=2)
    assert not [c for c in fonts.CUTS if c.where.startswith("daily")]
    for name, r in scene.card_rects().items():
        assert scene.panel_rect().contains(r)
        pygame.mouse.set_pos(r.center)
        pump(
            app,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))],
            frames=3,
            dt=0.3,
        )
        assert app.tooltip.text is not None and str(daily_seed(DAY, name)) in app.tooltip.text
    click(app, pygame.Rect(scene.back_button.get_abs_rect()).center)
    assert isinstance(app.stack.top, TitleScene)
    assert "daily" in registry.SCREENSHOTS
