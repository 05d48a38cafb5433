"""The one setup frame the three games fill: every declared choice is a row of buttons that lights
what is chosen and changes what the engine deals; seat names follow the seat's kind until a
person types one; a bad seed or a refused option is said and nothing starts; Esc goes back and
Enter starts; a card in the preview has a tooltip and opens large on a right click; every button
stays inside the window at the smallest and a large window, in both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game
from scenes import registry, setup_frame
from scenes.overlays import CardZoom
from scenes.setup_frame import SetupFrame
from scenes.title import TitleScene

from .helpers import click, key, make_app, pump, start

registry.load_all()
GAMES = ("dicemasters", "legendary", "metaversus")


def open_setup(name: str, lang: str = "en", size: tuple[int, int] = (1600, 900)) -> tuple[Any, SetupFrame]:
    app = make_app(lang, size)
    app.stack.push(TitleScene(app))
    scene = registry.SETUPS[name](app)
    assert isinstance(scene, SetupFrame)
    start(app, scene)
    return app, scene


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    sessions: list[Any] = []
    monkeypatch.setattr(
        setup_frame, "open_session", lambda app, session, replace=False: sessions.append(session)
    )
    return sessions


@pytest.mark.parametrize("name", GAMES)
def test_every_choice_button_lights_its_value_and_the_engine_deals_from_it(name: str) -> None:
    app, scene = open_setup(name)
    pressed = 0
    for (group, value), b in list(scene.toggles.items()):
        if group.startswith("seat") or not b.is_enabled or group == "players":
            continue
        click(app, b.rect.center)
        pressed += 1
        assert scene.toggles[(group, value)].is_selected == scene.lit(group, value)
        if scene.refusal is None:  # what the screen shows is what the engine deals from these options
            dealt = game.new_game(name, players=scene.players, seed=scene.seed, **scene.options())
            shown = scene.preview if isinstance(scene.preview, dict) else scene.preview.observation(None)
            assert shown == dealt.observation(None), (group, value)
    assert pressed >= 3


def test_a_many_choice_adds_and_removes_its_values() -> None:
    app, scene = open_setup("legendary")
    click(app, scene.toggles[("flags", "first_game")].rect.center)  # off: the heroes can be chosen
    for hero in ("storm", "hulk"):
        click(app, scene.toggles[("heroes", hero)].rect.center)
    assert scene.values["heroes"] == ["storm", "hulk"] and scene.options()["heroes"] == "storm,hulk"
    click(app, scene.toggles[("heroes", "storm")].rect.center)
    assert scene.values["heroes"] == ["hulk"] and not scene.toggles[("heroes", "storm")].is_selected


@pytest.mark.parametrize("name", GAMES)
def test_a_seats_name_follows_its_kind_until_a_person_types_one(name: str, opened: list[Any]) -> None:
    app, scene = open_setup(name)
    click(app, scene.kind_buttons[1]["person"].rect.center)
    assert scene.name_entries[1].get_text() == app.t("seat.default", n=2)
    entry = scene.name_entries[0]
    entry.set_text("Ada")
    scene.text_changed(_entry_changed(entry))
    click(app, scene.kind_buttons[0]["hard"].rect.center)
    assert scene.seats[0] == "hard" and scene.name_entries[0].get_text() == "Ada"
    click(app, scene.start_button.rect.center)
    assert opened and opened[0].meta["names"][:2] == ["Ada", app.t("seat.default", n=2)]
    assert opened[0].meta["seats"][:2] == ["hard", "person"]


def _entry_changed(entry: Any) -> pygame.event.Event:
    import pygame_gui

    return pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=entry, text=entry.get_text())


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_seed_is_said_and_nothing_starts(name: str, opened: list[Any]) -> None:
    app, scene = open_setup(name)
    assert scene.seed_entry is not None
    scene.seed_entry.set_text("")
    scene.text_changed(_entry_changed(scene.seed_entry))
    assert not scene.seed_ok and scene.preview is None and scene.error is not None
    key(app, pygame.K_RETURN)
    click(app, scene.start_button.rect.center)
    assert opened == [] and app.stack.top is scene
    click(app, scene.new_seed_button.rect.center)
    assert scene.seed_ok and scene.error is None and scene.seed_entry.get_text() == str(scene.seed)


@pytest.mark.parametrize("name", GAMES)
def test_enter_starts_and_esc_goes_back(name: str, opened: list[Any]) -> None:
    app, scene = open_setup(name)
    key(app, pygame.K_RETURN)
    assert len(opened) == 1 and opened[0].name == name and opened[0].seed == scene.seed
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize("name", GAMES)
def test_a_preview_card_has_a_tooltip_and_opens_large(name: str) -> None:
    app, scene = open_setup(name)
    pump(app, frames=1)
    rect, card = next(item for cards in scene.shown.values() for item in cards)
    assert scene.tooltip_at(rect.center)
    click(app, rect.center, button=3)
    assert isinstance(app.stack.top, CardZoom)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", GAMES)
def test_every_button_is_inside_the_window_and_none_overlap(
    name: str, lang: str, size: tuple[int, int]
) -> None:
    app, scene = open_setup(name, lang, (1600, 900))
    app._window_resized(size)  # the layout follows a resize
    pump(app, frames=1)
    window = pygame.Rect((0, 0), size)
    rects = [b.rect for b in scene.on_press] + [e.rect for e in scene.name_entries]
    assert rects and all(window.contains(r) for r in rects)
    for i, a in enumerate(rects):
        assert not any(a.colliderect(b) for b in rects[i + 1 :]), a
