"""The Dice Masters setup scene and team builder, driven headless with real mouse events."""

from __future__ import annotations

import inspect
import json

import pygame
import pytest
from pygame_gui.elements import UIButton, UISelectionList, UITextEntryLine

from game.dicemasters.cards import CARDS
from scenes import continue_game, registry, setup_frame
from scenes.dicemasters import teams
from scenes.dicemasters.setup import DiceMastersSetup
from scenes.dicemasters.teambuilder import TeamBuilderScene
from scenes.overlays import CardZoom
from scenes.title import TitleScene

from ..shell.helpers import click, key, make_app, pump, start
from .tb_helpers import add_card, centre, reach, type_text

registry.load_all()


@pytest.fixture
def started(monkeypatch):
    """Start hands its session to open_session; record it instead of opening a table."""
    sessions: list = []
    monkeypatch.setattr(
        setup_frame, "open_session", lambda app, session, replace=False: sessions.append((session, replace))
    )
    return sessions


def open_setup(size=(1600, 900), lang="en"):
    app = make_app(lang, size)
    app.stack.push(TitleScene(app))
    scene = DiceMastersSetup(app)
    start(app, scene)
    return app, scene


def test_the_title_tile_opens_this_setup_and_esc_returns_to_the_title():
    assert registry.SETUPS["dicemasters"] is DiceMastersSetup
    app, scene = open_setup()
    assert app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_a_newcomer_meets_the_normal_opponent_by_default(started):
    app, scene = open_setup()
    assert scene.seats == ["person", "normal"]
    click(app, centre(scene.start_button))  # Start without touching anything
    session, _ = started[0]
    assert session.meta["seats"] == ["person", "normal"]


def test_format_buttons_and_seat_kinds_change_the_choices():
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["tournament"]))
    assert scene.fmt == "tournament" and scene.preview.start_life == 20
    assert len(scene.team_buttons) == 2  # Team… per seat for built formats
    click(app, centre(scene.kind_buttons[0]["random"]))
    assert scene.seats[0] == "random"
    assert scene.name_entries[0].get_text() == app.t("seat.agent_named", n=1, level=app.t("agent.random"))
    click(app, centre(scene.kind_buttons[1]["person"]))
    assert scene.seats[1] == "person"
    click(app, centre(scene.first_buttons[1]))
    assert scene.first == 1 and scene.preview.first_player == 1
    click(app, centre(scene.format_buttons["first_game"]))
    assert scene.team_buttons == [] and scene.preview.start_life == 10


def test_build_a_team_save_and_load_it_then_start_a_tournament_game(started):
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["tournament"]))  # up to 8 cards: a small team is legal
    click(app, centre(scene.team_buttons[0]))
    builder = app.stack.top
    assert isinstance(builder, TeamBuilderScene) and builder.fmt == "tournament"
    add_card(app, builder, "avx-016")  # Spider-Man "Tiger": 1 die
    click(app, centre(builder.plus["avx-016"]))
    click(app, centre(builder.plus["avx-016"]))
    add_card(app, builder, "avx-017")  # a second Spider-Man: the builder warns at once
    assert builder.cards == {"avx-016": 3, "avx-017": 1}
    texts = [text for kind, text in builder.messages() if kind == "error"]
    assert any("share a name" in t for t in texts)
    click(app, centre(builder.minus["avx-017"]))  # at 0 the card leaves the team
    assert "avx-017" not in builder.cards
    reach(app, builder, "avx-007")
    for _ in range(4):  # Max is 4: the stepper stops there
        click(app, centre(builder.plus["avx-007"]))
    assert builder.cards["avx-007"] == 4 and not builder.plus["avx-007"].is_enabled
    for cid in ("avx-027", "avx-031"):
        click(app, builder.action_rects()[cid].center)
    assert builder.actions == ["avx-027", "avx-031"]
    assert builder.messages()[-1][0] == "ok"

    type_text(app, builder.name_entry, "Web")
    assert builder.name_entry.get_text() == "Web"
    click(app, centre(builder.save_button))
    saved = teams.teams_dir() / teams.file_name("Web")
    assert json.loads(saved.read_text(encoding="utf-8"))["cards"] == {"avx-016": 3, "avx-007": 4}

    click(app, centre(builder.clear_button))
    assert builder.cards == {} and builder.actions == []
    item = builder.saved_list.item_list_container.elements[0]
    click(app, centre(item))
    click(app, centre(builder.load_button))
    assert builder.cards == {"avx-016": 3, "avx-007": 4} and builder.actions == ["avx-027", "avx-031"]

    click(app, centre(builder.use_button))
    assert app.stack.top is scene
    assert scene.teams[0] == {"avx-016": 3, "avx-007": 4} and scene.actions[0] == ["avx-027", "avx-031"]
    assert set(scene.preview.team[0]) == {"avx-016", "avx-007"}

    click(app, centre(scene.kind_buttons[1]["normal"]))
    type_text(app, scene.name_entries[0], "Ana")
    click(app, centre(scene.start_button))
    assert len(started) == 1
    session, replace = started[0]
    assert replace is True
    assert session.name == "dicemasters" and session.players == 2
    assert session.options["format"] == "tournament"
    assert session.options["team0"] == {"avx-016": 3, "avx-007": 4}
    assert session.options["actions0"] == ["avx-027", "avx-031"]
    assert "team1" not in session.options  # the computer gets the engine's random team
    assert session.meta["seats"] == ["person", "normal"]
    assert session.meta["names"] == ["Ana", app.t("seat.agent_named", n=2, level=app.t("agent.normal"))]
    assert session.seed == scene.seed
    assert len(session.game.team[1]) == 8  # the engine dealt it


def test_the_engine_refuses_a_team_and_the_choices_stay(started):
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["tournament"]))
    # a legal tournament team is too big for Basic; the engine says so when Basic is chosen
    scene.set_team(
        0, {"avx-001": 4, "avx-004": 4, "avx-007": 4, "avx-010": 4, "avx-013": 4}, ["avx-025", "avx-026"]
    )
    pump(app)
    click(app, centre(scene.format_buttons["basic"]))
    click(app, centre(scene.start_button))
    assert started == []
    assert scene.error and "over the format's" in scene.error
    assert scene.fmt == "basic" and scene.teams[0] is not None and app.stack.top is scene


def test_builder_refuses_through_the_engine_and_reports_room():
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["basic"]))
    click(app, centre(scene.team_buttons[1]))
    builder = app.stack.top
    add_card(app, builder, "avx-016")
    add_card(app, builder, "avx-017")
    click(app, builder.action_rects()["avx-025"].center)
    click(app, builder.action_rects()["avx-026"].center)
    click(app, centre(builder.use_button))
    assert app.stack.top is builder  # not accepted: two cards with the same name
    assert builder.status[0] == "error" and "same name" in builder.status[1]
    kind, text = builder.messages()[0]  # the engine's reason, worded by the builder
    assert kind == "error" and "share a name" in text
    add_card(app, builder, "avx-017")  # out again: now the engine's reason is the room left
    assert builder.messages()[0] == (
        "error",
        app.t("dm_ui.tb.msg.exact", cards=5, dice=14),
    )  # basic: exactly 6 and 15


def test_a_damaged_team_file_gives_a_clear_message_and_is_kept():
    folder = teams.teams_dir()
    bad = folder / "broken.json"
    bad.write_text('{"format": "dice-and-deck-dm-team", "cards": {', encoding="utf-8")
    wrong = folder / "odd.json"
    wrong.write_text(
        json.dumps(
            {
                "format": "dice-and-deck-dm-team",
                "version": 1,
                "name": "Odd",
                "cards": {"nope": 2},
                "actions": [],
            }
        ),
        encoding="utf-8",
    )
    entries = {e.path.name: e for e in teams.list_teams()}
    assert entries["broken.json"].team is None and "damaged" in entries["broken.json"].error
    assert (
        entries["odd.json"].team is None
        and 'field cards.nope: unknown value "nope"' in entries["odd.json"].error
    )

    app, scene = open_setup()
    click(app, centre(scene.format_buttons["basic"]))
    click(app, centre(scene.team_buttons[0]))
    builder = app.stack.top
    assert app.t("dm_ui.tb.damaged_tag", name="broken") in builder.labels
    item = next(e for e in builder.saved_list.item_list_container.elements if e.text.startswith("broken"))
    click(app, centre(item))
    click(app, centre(builder.load_button))
    assert builder.status[0] == "error" and "broken.json" in builder.status[1] and "kept" in builder.status[1]
    assert bad.read_text(encoding="utf-8") == '{"format": "dice-and-deck-dm-team", "cards": {'


def test_right_click_zooms_a_card_and_a_click_closes_it():
    app, scene = open_setup()
    pump(app)
    rect, cid = scene.shown["seat0"][0]
    click(app, rect.center, button=3)
    assert isinstance(app.stack.top, CardZoom) and app.stack.top.card == cid
    click(app, (10, 10))
    assert app.stack.top is scene


def test_draft_options_and_the_seed_reach_the_session(started):
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["draft"]))
    click(app, centre(scene.draft_plus))
    click(app, centre(scene.draft_action_buttons[4]))
    click(app, centre(scene.buttons_of("draft_stacks")[8]))
    type_text(app, scene.seed_entry, "4242")
    assert scene.seed == 4242
    click(app, centre(scene.new_seed_button))
    assert scene.seed_entry.get_text() == str(scene.seed)
    seed = scene.seed
    click(app, centre(scene.start_button))
    session, _ = started[0]
    assert session.seed == seed
    assert session.options == {"format": "draft", "draft_size": 13, "draft_actions": 4, "draft_stacks": 8}
    assert session.game.start_life == 13 and len(session.game.bac) == 4
    assert len({CARDS[c].character for c in session.game.draft["available"]}) == 8


def test_a_bad_seed_is_shown_and_nothing_starts(started):
    app, scene = open_setup()
    type_text(app, scene.seed_entry, "")
    assert scene.seed_entry.get_text() == "" and not scene.seed_ok
    click(app, centre(scene.start_button))
    assert started == [] and scene.error == app.t("dm_ui.error_options", reason=app.t("dm_ui.seed_bad"))


@pytest.mark.parametrize("size", [(1600, 900), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_widget_fits_the_window_and_buttons_do_not_overlap(size, lang):
    app, scene = open_setup(size, lang)
    click(app, centre(scene.format_buttons["basic"]))
    click(app, centre(scene.team_buttons[0]))
    for shown in (scene, app.stack.top):
        # the scene's own buttons and entries (a list's items live inside the list)
        rects = [
            e.rect
            for e in shown.container.elements
            if isinstance(e, (UIButton, UITextEntryLine, UISelectionList))
        ]
        bounds = pygame.Rect((0, 0), size)
        for r in rects:
            assert bounds.contains(r), (r, size)
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.colliderect(b), (a, b)


@pytest.mark.skipif(
    "replace" not in inspect.signature(continue_game.open_session).parameters,
    reason="open_session(app, session, replace=...) is not in the shell yet",
)
def test_start_opens_the_table_in_place_of_the_setup():
    app, scene = open_setup()
    click(app, centre(scene.start_button))
    pump(app)
    assert app.stack.top is not scene and scene not in app.stack.scenes
    assert isinstance(app.stack.scenes[0], TitleScene)


def test_a_language_switch_keeps_every_choice():
    app, scene = open_setup()
    click(app, centre(scene.format_buttons["tournament"]))
    click(app, centre(scene.team_buttons[0]))
    builder = app.stack.top
    add_card(app, builder, "avx-022")
    type_text(app, builder.name_entry, "Thunder")
    app.settings.language = "ko"
    app.apply_settings()
    pump(app)
    assert builder.cards == {"avx-022": 1} and builder.name_entry.get_text() == "Thunder"
    assert builder.use_button.text == "이 팀 사용"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.fmt == "tournament"
    assert scene.name_entries[1].get_text() == app.t(
        "seat.agent_named", n=2, level=app.t(f"agent.{scene.seats[1]}")
    )
    assert scene.start_button.text == "시작"
