"""The game-over screen tells the story of the game: the winner and the reason in one line, each
player's figures under their labels, a chart of life, HP or VP by turn, and Rematch, New game
and Title (the figures themselves are checked in ``test_game_figures``); every text fits its box
at the smallest and a large window in both languages."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from game.core.session import GameSession
from game.dicemasters import stats as dm_stats
from game.legendary import stats as lg_stats
from game.metaversus import stats as mv_stats
from scenes import registry
from scenes.outcome import outcome
from scenes.overlay_shots import finished_session
from scenes.overlays import GameOverScene, Story
from scenes.title import TitleScene
from sprites import chart, fonts

from .helpers import click, key, make_app, open_table, pump
from .played import GAMES, played

registry.load_all()

SMALL, LARGE = (1024, 640), (1920, 1080)


def over_screen(
    session: GameSession, size: tuple[int, int] = SMALL, lang: str = "en"
) -> tuple[Any, Any, GameOverScene]:
    """The table of a finished session on a fresh app, run until its game-over screen shows."""
    app, table = open_table(registry.TABLES[session.name], session, size)
    if lang != "en":
        app.tr.set_language(lang)
    pump(app, frames=20)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.story is not None
    return app, table, over


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_screen_shows_the_games_own_figures_under_their_labels(name: str) -> None:
    session = played(name, 2)
    app, table, over = over_screen(session)
    story = over.story
    assert story is not None
    result = outcome(session.game.result()).to_dict()
    headline, details, _ = table.result_text()
    reason = details[0]
    if name == "dicemasters":  # who fell, and to what
        loser = 1 - result["winners"][0]
        reason = app.t("over.dm.life_reason", name=table.names[loser], life=session.game.life[loser])
    elif name == "metaversus" and result["reason"] == "hp":  # whose HP fell, or the turns ran out
        fell = mv_stats.from_session(session).fell
        turns = session.game.players[0].turns
        reason = (
            app.t("over.mv.hp_fell", name=table.names[fell[0]], hp=fell[1])
            if fell
            else app.t("over.mv.turns_out", turns=turns)
        )
    assert story.line == app.t("over.line", result=headline, reason=reason)
    assert story.names == tuple(table.names)
    n = len(table.names)
    assert all(row.label and len(row.values) == n for row in story.rows)
    if name == "dicemasters":
        f = dm_stats.from_session(session)
        assert [r.label for r in story.rows] == [
            app.t(k) for k in ("over.dm.life", "over.dm.dice_bought", "over.dm.damage", "over.dm.kos")
        ]
        assert [list(r.values) for r in story.rows] == [
            [p.life for p in f.players],
            [p.dice_bought for p in f.players],
            [p.damage_dealt for p in f.players],
            [p.knockouts for p in f.players],
        ]
        assert story.series == f.life_by_turn and story.highlight == tuple(result["winners"])
    elif name == "legendary":
        f = lg_stats.from_session(session)
        assert story.rows[-1].total and list(story.rows[-1].values) == result["scores"]
        assert [list(r.values) for r in story.rows[:4]] == [
            [p.villains for p in f.players],
            [p.bystanders for p in f.players],
            [p.tactics for p in f.players],
            [p.others for p in f.players],
        ]
        assert story.series == f.vp_by_turn and story.highlight == tuple(result["top_heroes"])
        top = result["top_heroes"]
        assert story.notes[0] == app.t(
            "over.lg.top_hero", names=", ".join(table.names[p] for p in top), vp=max(result["scores"])
        )
    else:
        f = mv_stats.from_session(session)
        assert [list(r.values) for r in story.rows] == [
            [p.hp for p in f.players],
            [p.stars for p in f.players],
            [p.cards_bought for p in f.players],
            [p.damage_dealt for p in f.players],
            [p.hp_damage for p in f.players],
        ]
        assert story.series == f.hp_by_turn and story.highlight == tuple(result["winners"])


def test_no_line_reads_two_numbers_as_one() -> None:
    """Default names end in a number ("Player 1"): a score right after one would read as one
    number ("Player 1 8"). Every figure stands in its own cell under its label; the sentences
    put a colon or a word between a name and a number."""
    session = played("dicemasters", 3, seats=["person", "person"])
    app, table, over = over_screen(session)
    assert table.names == [app.t("seat.default", n=1), app.t("seat.default", n=2)]
    story = over.story
    assert story is not None
    _, details, _ = table.result_text()
    glued = re.compile(r"\d\s+-?\d")
    for line in (story.line, *story.notes, *details):
        assert not glued.search(line), line
    assert any(":" in line for line in details[1:])
    for row in story.rows:
        assert row.label and not any(ch.isdigit() for ch in row.label)
        assert all(isinstance(v, int) for v in row.values)


def _panel_parts(over: GameOverScene) -> dict[str, pygame.Rect]:
    parts = over.layout()
    parts["rematch"] = pygame.Rect(over.rematch.get_abs_rect())
    parts["new_game"] = pygame.Rect(over.new_game.get_abs_rect())
    parts["title"] = pygame.Rect(over.title.get_abs_rect())
    return parts


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("shot", ["gameover", "dicemasters-over", "legendary-over", "metaversus-over"])
def test_every_text_fits_its_box(shot: str, lang: str, size: tuple[int, int]) -> None:
    app = make_app(lang, size)
    registry.SCREENSHOTS[shot].build(app, 1)
    fonts.CUTS.clear()
    pump(app, frames=3)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.story is not None
    assert not [c for c in fonts.CUTS if c.where.startswith("over")]
    panel = over.rect()
    assert pygame.Rect((0, 0), size).contains(panel)
    parts = _panel_parts(over)
    for what, r in parts.items():
        assert panel.contains(r), what
    inside = ("head", "figures", "chart", "rematch", "new_game", "title")
    for i, a in enumerate(inside):
        for b in inside[i + 1 :]:
            assert not parts[a].colliderect(parts[b]), (a, b)
    # the figures, the names over them and the notes under them fit the height of their box
    story = over.story
    assert (
        over.figures_height(parts["figures"].w, story, over.figures_size(parts["figures"], story))
        <= parts["figures"].h
    )
    plot = chart.layout(parts["chart"], over.sizes()[2])
    assert parts["chart"].contains(plot.plot) and parts["chart"].contains(plot.x_label)


@pytest.mark.parametrize("players", [1, 5])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_legendary_solo_and_five_players_fit_the_smallest_window(players: int, lang: str) -> None:
    session = played("legendary", 4, players=players)
    fonts.CUTS.clear()
    app, table, over = over_screen(session, SMALL, lang)
    pump(app, frames=2)
    assert not [c for c in fonts.CUTS if c.where.startswith("over")]
    story = over.story
    assert story is not None and len(story.names) == players
    if players == 1:  # no top hero among one: the solo score instead
        assert story.notes == (app.t("over.lg.solo_score", score=session.game.solo_score()),)
    else:
        assert story.notes[0].startswith(app.t("over.lg.top_hero", names="", vp=0).split(":")[0])


def test_the_chart_draws_a_line_for_each_player() -> None:
    session = played("metaversus", 1)
    app, table, over = over_screen(session, LARGE)
    surface = app.screen
    box = over.layout()["chart"]
    plot = chart.layout(box, over.sizes()[2]).plot
    colours = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(plot.x, plot.right + 1)
        for y in range(plot.y - 4, plot.bottom + 4)
    }
    for p in (0, 1):
        assert chart.colour(p) in colours


def test_the_story_follows_the_language() -> None:
    session = played("legendary", 2)
    app, table, over = over_screen(session)
    english = over.story
    app.tr.set_language("ko")
    pump(app, frames=2)
    korean = app.stack.top.story
    assert isinstance(korean, Story) and english is not None
    assert korean.rows[0].label == app.t("over.lg.villains") != english.rows[0].label
    assert [r.values for r in korean.rows] == [r.values for r in english.rows]


def test_rematch_new_game_and_title_buttons() -> None:
    session = played("dicemasters", 1)
    app, table, over = over_screen(session)
    click(app, over.rematch.get_abs_rect().center)
    fresh = app.stack.top
    assert type(fresh) is type(table) and fresh.session is not session
    assert (
        not fresh.session.game.is_over
        and fresh.seats == table.seats
        and fresh.session.options == session.options
    )

    app, table, over = over_screen(played("metaversus", 1))
    key(app, pygame.K_RETURN)  # the default button
    assert type(app.stack.top) is type(table) and app.stack.top.session is not table.session

    app, table, over = over_screen(played("metaversus", 1))
    click(app, over.new_game.get_abs_rect().center)
    assert type(app.stack.top) is type(registry.SETUPS["metaversus"](app))

    app, table, over = over_screen(played("legendary", 1))
    click(app, over.title.get_abs_rect().center)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


def test_the_pictures_are_finished_games_with_a_winner() -> None:
    for name in GAMES:
        session = finished_session(name, 1)
        assert session.game.is_over and outcome(session.game.result()).winners
        again = finished_session(name, 1)  # played once, replayed after
        assert [a.to_dict() for a in again.actions] == [a.to_dict() for a in session.actions]


def test_chart_ticks_are_round_and_cover_the_values() -> None:
    assert chart.nice_step(7, 5) == 2 and chart.nice_step(50, 5) == 10 and chart.nice_step(130, 4) == 50
    assert chart.ticks(0, 15, 4) == [0, 5, 10, 15]
    assert chart.ticks(-3, 20, 5) == [0, 5, 10, 15, 20]
    assert chart.ticks(4, 4, 3) == [4]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_metaversus_chart_counts_turns_as_the_tables_header_does(lang: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The HP chart has a point after each duelist's turn, but its axis counts each duelist's own
    turns, as the table's header ("Turn 27 / 30") and the setup's "30 turns each" do: a match of
    27 turns a duelist ends the axis at 27, not at 54, and in Korean the axis says 차례, as the
    header does."""
    session = played("metaversus", 1)
    app, table, over = over_screen(session, LARGE, lang)
    story = over.story
    assert story is not None and story.points_per_turn == 2
    assert story.axis == app.t("over.mv.axis") and story.axis in app.t("mv_ui.turn", n=1, max=30)
    g = session.game
    own_turns = max(p.turns for p in g.players)
    points = max(len(s) for s in story.series) - 1
    assert points >= 2 * own_turns - 2  # a point after each duelist's turn
    fonts.CUTS.clear()
    drawn: list[str] = []
    real_fit = fonts.fit_line

    def spy(text, width, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        if kwargs.get("where") == "over.chart.x_tick":
            drawn.append(text)
        return real_fit(text, width, size, *args, **kwargs)

    monkeypatch.setattr(chart.fonts, "fit_line", spy)
    pump(app, frames=1)
    assert drawn and int(drawn[-1]) <= -(-points // 2) and int(drawn[-1]) < points, drawn
