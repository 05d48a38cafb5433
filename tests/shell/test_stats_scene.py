"""The Statistics screen, driven with the mouse from the title: its tabs, the tooltips of its
rows and bars, Export CSV, the empty and the unavailable states, and every text fitting at
1024x640 in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes import stats_db
from scenes.paths import data_dir
from scenes.statistics_scene import StatisticsScene, sample_records
from scenes.title import TitleScene
from sprites import fonts

from .helpers import click, make_app, pump, start

SMALL = (1024, 640)


def centre(widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return tuple(pygame.Rect(widget.get_abs_rect()).center)  # type: ignore[return-value]


def hover(app, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    pygame.mouse.set_pos(pos)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=1)
    pump(app, frames=3, dt=0.3)


def seed_folder() -> list[stats_db.GameRecord]:
    stats = stats_db.Stats()
    games = sample_records(3)
    for rec in games:
        assert stats.record(rec)
    return games


def open_from_title(lang: str = "en", size: tuple[int, int] = SMALL):  # type: ignore[no-untyped-def]
    app = make_app(lang, size)
    start(app, TitleScene(app))
    click(app, centre(app.stack.top.stats_button))
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    return app, scene


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_tabs_the_tooltips_and_the_export(lang: str) -> None:
    games = seed_folder()
    app, scene = open_from_title(lang)
    pump(app, frames=2)
    assert scene.records is not None and len(scene.records) == len(games)
    # a row of the first table tells its figures in words
    row, tip = scene.tips[0]
    hover(app, row.center)
    assert app.tooltip.text == tip and str(scene.summary.by_game["dicemasters"].games) in tip
    # a bar of the chart tells its day
    day_tips = [(r, t) for r, t in scene.tips if t.startswith(max(scene.summary.by_date))]
    assert day_tips
    hover(app, day_tips[0][0].center)
    assert app.tooltip.text == day_tips[0][1]
    # the Dice Masters tab: by level and by card
    click(app, centre(scene.tab_buttons["dicemasters"]))
    assert scene.tab == "dicemasters"
    pump(app, frames=1)
    cards = scene.summary.by_pick["dicemasters"]["card"]
    assert any(
        app.t(
            "stats.row_tip",
            label=scene.pick_name("dicemasters", c),
            games=t.games,
            won=t.won,
            lost=t.lost,
            drawn=t.drawn,
            rate=t.rate,
        )
        == tip
        for c, t in cards.items()
        for _, tip in scene.tips
    )
    for tab in ("legendary", "metaversus", "overview"):
        click(app, centre(scene.tab_buttons[tab]))
        assert scene.tab == tab
    # Export CSV: a file in the data folder, and where it is is said
    click(app, centre(scene.export_button))
    path = data_dir() / stats_db.CSV_NAME
    lines = path.read_bytes().decode("utf-8-sig").splitlines()
    assert len(lines) == len(games) + 1 and lines[0].startswith("game_id,finished,game")
    assert any(str(path) in toast.text for toast in app.toasts)
    click(app, centre(scene.back_button))
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("tab", ["overview", "dicemasters", "legendary", "metaversus"])
def test_every_text_fits_after_a_resize_to_the_smallest_window(lang: str, tab: str) -> None:
    seed_folder()
    app, scene = open_from_title(lang, (1600, 900))
    scene.tab = tab
    scene.relayout()
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=SMALL, w=SMALL[0], h=SMALL[1])], frames=2)
    assert app.size == SMALL
    fonts.CUTS.clear()
    pump(app, frames=2)
    assert not [c for c in fonts.CUTS if c.where.startswith("stats")]
    window = pygame.Rect((0, 0), SMALL)
    for b in (*scene.tab_buttons.values(), scene.export_button, scene.back_button):
        r = pygame.Rect(b.get_abs_rect())
        assert window.contains(r) and b.font.size(b.text)[0] <= r.w - 4, b.text
    for r, _ in scene.tips:
        assert scene.panel_rect().contains(r)


def test_an_empty_folder_shows_a_friendly_word_and_no_export() -> None:
    app, scene = open_from_title()
    assert scene.records == [] and scene.problem is None
    assert not scene.export_button.is_enabled
    texts: list[str] = []
    render = fonts.render

    def seen(text: str, *a, **k):  # type: ignore[no-untyped-def]
        texts.append(text)
        return render(text, *a, **k)

    fonts.render = seen  # type: ignore[assignment]
    try:
        pump(app, frames=1)
    finally:
        fonts.render = render  # type: ignore[assignment]
    words = " ".join(texts)
    assert app.t("stats.empty").split()[0] in words
    assert not (data_dir() / stats_db.CSV_NAME).exists()


def test_a_damaged_file_is_said_and_kept() -> None:
    path = stats_db.default_path()
    path.write_bytes(b"this is no database" * 50)
    app = make_app(size=SMALL)
    app.read_only = True  # a second window: nothing is moved, the statistics are unavailable
    start(app, StatisticsScene(app))
    scene = app.stack.top
    assert scene.records is None and scene.problem is not None and path.name in scene.problem
    assert path.read_bytes() == b"this is no database" * 50
    pump(app, frames=1)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_streaks_say_so_when_nothing_was_won_yet(lang: str) -> None:
    import dataclasses

    stats = stats_db.Stats()
    lost = [
        dataclasses.replace(rec, winners=tuple(i for i in range(len(rec.seats)) if rec.seats[i] != "person"))
        for rec in sample_records(2)
        if rec.person is not None
    ][:3]
    for rec in lost:
        assert stats.record(rec)
    app, scene = open_from_title(lang)
    pump(app, frames=2)
    current, best = scene.streak_lines()
    assert current == app.t("stats.current", streak=app.t("stats.streak_lost", count=len(lost)))
    assert best == app.t("stats.best_none") and "0" not in best
