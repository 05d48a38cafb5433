"""Ready teams: each one the engine's own validation takes (``game.new_game``) in the format it
is built for, named in both languages, the starter's first-game pair among them; picked in setup
with the mouse, one starts a game that plays to the end."""

from __future__ import annotations

import pytest

import game
from game.core.agents import make_agent
from game.dicemasters.cards import CARDS, FIRST_GAME
from game.dicemasters.ready import ready_team, ready_teams
from scenes import registry, setup_frame
from scenes.dicemasters.ready_picker import ReadyTeamPicker
from scenes.dicemasters.setup import DiceMastersSetup
from scenes.title import TitleScene
from sprites import fonts

from ..shell.helpers import click, make_app, pump, start
from .tb_helpers import centre

registry.load_all()
TEAMS = ready_teams()


def test_at_least_six_ready_teams_with_names_in_both_languages_and_the_first_game_pair():
    assert len([t for t in TEAMS if t.format == "tournament"]) >= 6
    for t in TEAMS:
        assert t.name("en") and t.name("ko") and t.name("en") != t.name("ko")
        assert t.about("en") and t.about("ko")
    teams = [t.team for t in TEAMS]
    assert all(dict(pair) in teams for pair in FIRST_GAME["teams"])
    assert len({t.name("en") for t in TEAMS}) == len(TEAMS)


@pytest.mark.parametrize("team", TEAMS, ids=lambda t: t.id)
def test_the_engine_takes_every_ready_team_in_its_format(team):
    g = game.new_game(
        "dicemasters",
        seed=1,
        format=team.format,
        team0=team.team,
        actions0=list(team.actions),
        team1=team.team,
        actions1=list(team.actions),
    )
    assert set(g.team[0]) == set(team.team)
    assert sum(len(g.on_card[f"0:{c}"]) for c in team.team) == sum(team.team.values())
    if team.format == "tournament":
        assert len(team.team) <= 8 and sum(team.team.values()) <= 20
    else:
        assert len(team.team) == 6 and sum(team.team.values()) == 15
        assert team.fits("tournament")  # a Basic team is a legal tournament team too
    names = [CARDS[c].character for c in team.team]
    assert len(names) == len(set(names))  # one card per character name


def test_the_themes_hold_what_their_names_say():
    villains = ready_team("villains").team
    assert sum("Villains" in CARDS[c].affiliations for c in villains) >= 7
    assert all("X-Men" in CARDS[c].affiliations for c in ready_team("x-men").team)
    avengers = ready_team("avengers").team
    assert sum("Avengers" in CARDS[c].affiliations for c in avengers) >= 6


def open_setup(size=(1600, 900), lang="en"):
    app = make_app(lang, size)
    app.stack.push(TitleScene(app))
    scene = DiceMastersSetup(app)
    start(app, scene)
    return app, scene


@pytest.fixture
def started(monkeypatch):
    sessions: list = []
    monkeypatch.setattr(
        setup_frame, "open_session", lambda app, session, replace=False: sessions.append((session, replace))
    )
    return sessions


def pick(app, scene, seat: int, tid: str) -> None:
    click(app, centre(scene.ready_buttons[seat]))
    picker = app.stack.top
    assert isinstance(picker, ReadyTeamPicker)
    row = picker.rows()[[t.id for t in picker.teams].index(tid)]
    click(app, (row.x + 20, row.centery))
    assert app.stack.top is scene


def test_a_ready_team_picked_in_setup_starts_a_game_that_plays_to_the_end(started):
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["tournament"]))
    pick(app, scene, 0, "x-men")
    pick(app, scene, 1, "villains")
    x_men, villains = ready_team("x-men"), ready_team("villains")
    assert scene.teams[0] == x_men.team and scene.actions[0] == list(x_men.actions)
    assert x_men.name("en") in scene.seat_note(0)[0]
    assert set(scene.preview.team[1]) == set(villains.team)
    click(app, centre(scene.start_button))
    session, _ = started[0]
    assert session.options["team0"] == x_men.team and session.options["team1"] == villains.team
    g = session.game
    assert g.format == "tournament" and set(g.team[0]) == set(x_men.team)
    agents = [make_agent("dicemasters", "random", 1), make_agent("dicemasters", "random", 2)]
    for _ in range(5000):
        if g.is_over:
            break
        p = g.to_move
        g.apply(agents[p].choose(g, p))
    assert g.is_over


@pytest.mark.parametrize("team", TEAMS, ids=lambda t: t.id)
def test_every_ready_team_plays_a_game_to_the_end(team):
    g = game.new_game("dicemasters", seed=7, format=team.format, team0=team.team, actions0=list(team.actions))
    agents = [make_agent("dicemasters", "random", 3), make_agent("dicemasters", "random", 4)]
    for _ in range(5000):
        if g.is_over:
            break
        p = g.to_move
        g.apply(agents[p].choose(g, p))
    assert g.is_over


def test_the_picker_offers_only_what_the_format_takes_and_cancel_keeps_the_seat():
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["basic"]))
    click(app, centre(scene.ready_buttons[1]))
    picker = app.stack.top
    assert {t.id for t in picker.teams} == {t.id for t in TEAMS if t.format == "basic"}
    click(app, centre(picker.cancel))
    assert app.stack.top is scene and scene.teams[1] is None
    pick(app, scene, 1, "fantastic-four")
    assert scene.ready[1] == "fantastic-four"
    click(app, centre(scene.team_buttons[1]))  # edit it in the builder: then it is a built team
    builder = app.stack.top
    assert builder.cards == ready_team("fantastic-four").team
    click(app, centre(builder.use_button))
    assert scene.teams[1] == ready_team("fantastic-four").team and scene.ready[1] is None
    click(app, centre(scene.random_buttons[1]))
    assert scene.teams[1] is None


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_the_picker_and_the_seats_show_every_text_whole(lang, size):
    app, scene = open_setup(size, lang)
    click(app, centre(scene.format_buttons["tournament"]))
    pick(app, scene, 0, "burn")
    click(app, centre(scene.ready_buttons[1]))
    fonts.CUTS.clear()
    pump(app, frames=2)
    assert not [c for c in fonts.CUTS if "ready" in c.where or "setup" in c.where], list(fonts.CUTS)[:3]
    picker = app.stack.top
    rows = picker.rows()
    assert all(picker.panel().contains(r) for r in rows)
    assert picker.panel().contains(picker.cancel.rect) and not any(
        r.colliderect(picker.cancel.rect) for r in rows
    )
