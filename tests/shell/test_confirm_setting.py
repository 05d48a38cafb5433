"""The setting that asks once before ending a turn or phase with something still playable:
switched by a click in Settings, saved, and obeyed by every table's confirm."""

from __future__ import annotations

from game.core.session import GameSession
from scenes.agent_runner import AgentRunner
from scenes.app import App
from scenes.overlays import ChooseOneDialog
from scenes.settings import Settings
from scenes.settings_scene import SettingsScene
from scenes.table import TableScene

from ..core.toygame import Hold  # noqa: F401  (registers the toy game "pig")
from .helpers import click, make_app, pump, start


class PigTable(TableScene):
    game_name = "pig"
    agent_runner = AgentRunner(threads=True)


def test_the_confirm_switch_flips_the_setting_saves_it_and_says_on_or_off():
    app = App(size=(1024, 640), settings=Settings(language="en", window_size=(1024, 640)))
    scene = SettingsScene(app)
    start(app, scene)
    assert app.settings.confirm_end is True and scene.confirm_button.text == "On"
    assert scene.confirm_button.get_abs_rect().bottom <= app.size[1]
    click(app, scene.confirm_button.rect.center)
    assert app.settings.confirm_end is False and scene.confirm_button.text == "Off"
    loaded, message = Settings.load()
    assert message is None and loaded.confirm_end is False
    click(app, scene.confirm_button.rect.center)
    assert app.settings.confirm_end is True and Settings.load()[0].confirm_end is True


def test_a_table_asks_once_when_the_setting_is_on_and_goes_straight_on_when_it_is_off():
    app = make_app()
    table = PigTable(app, GameSession("pig", seed=1, meta={"seats": ["person", "random"]}))
    start(app, table)
    ended: list[str] = []
    table.confirm_unplayed("End turn with 2 cards unplayed?", lambda: ended.append("asked"))
    pump(app, frames=1)  # the question comes up at the next safe point
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog) and dialog.title == "End turn with 2 cards unplayed?"
    assert ended == []
    click(app, dialog.option_buttons[0].rect.center)  # "End anyway"
    assert ended == ["asked"] and app.stack.top is table
    app.settings.confirm_end = False
    table.confirm_unplayed("End turn with 2 cards unplayed?", lambda: ended.append("straight"))
    assert ended == ["asked", "straight"] and not app.stack.has_pending
    pump(app, frames=1)
    assert app.stack.top is table
