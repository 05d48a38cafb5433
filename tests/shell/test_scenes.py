"""The scene stack and every screen, driven headless with real pygame events."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import GameSession
from scenes import registry, storage
from scenes.overlays import ChooseOneDialog, GameOverScene, HandoffScene, MessageDialog, PauseScene
from scenes.paths import games_dir, saves_dir
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.stack import Scene
from scenes.title import TitleScene

from ..core.toygame import Hold, Roll  # noqa: F401  (registers the toy game "pig")
from .helpers import click, key, make_app, pump, start

registry.load_all()


class Probe(Scene):
    name = "probe"

    def __init__(self, app, overlay=False):
        super().__init__(app)
        self.overlay = overlay
        self.log: list[str] = []

    def enter(self):
        super().enter()
        self.log.append("enter")

    def exit(self):
        super().exit()
        self.log.append("exit")

    def covered(self):
        super().covered()
        self.log.append("covered")

    def uncovered(self):
        super().uncovered()
        self.log.append("uncovered")


class FakeTable(Scene):
    """A table for the toy game: enough of the TableHost interface for the overlays."""

    name = "fake_table"
    game_name = "pig"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session

    def can_undo(self):
        return self.session.can_undo

    def undo(self):
        self.session.undo()

    def save_session(self, path):
        self.session.save(path)


def test_transitions_are_applied_at_the_safe_point():
    app = make_app()
    a, b = Probe(app), Probe(app, overlay=True)
    app.stack.push(a)
    assert app.stack.top is None and app.stack.has_pending
    pump(app, frames=1)
    assert app.stack.top is a and a.log == ["enter"]
    app.stack.push(b)
    pump(app, frames=1)
    assert a.log == ["enter", "covered"] and app.stack.visible() == [a, b]
    assert not a.container.visible and b.container.visible
    app.stack.pop()
    pump(app, frames=1)
    assert app.stack.top is a and a.log[-1] == "uncovered" and b.log == ["enter", "exit"]
    c = Probe(app)
    app.stack.replace(c)
    pump(app, frames=1)
    assert app.stack.scenes == [c] and a.log[-1] == "exit"
    app.stack.push(Probe(app))
    app.stack.push(Probe(app))
    app.stack.reset(a2 := Probe(app))
    pump(app, frames=1)
    assert app.stack.scenes == [a2]


def test_an_opaque_scene_hides_the_ones_below():
    app = make_app()
    start(app, Probe(app))
    top = Probe(app)
    start(app, top)
    assert app.stack.visible() == [top]


@pytest.mark.parametrize("lang, size", [("en", (1600, 900)), ("ko", (1024, 640))])
def test_every_registered_screen_boots_and_draws(lang, size):
    for name, shot in sorted(registry.SCREENSHOTS.items()):
        app = make_app(lang, size)
        shot.build(app, 1)
        pump(app, frames=3)
        assert app.stack.top is not None, name
        # something was drawn: the screen is far from a single colour
        w, h = app.size
        colours = {tuple(app.screen.get_at((x, y))) for x in range(0, w, 37) for y in range(0, h, 29)}
        assert len(colours) > 12, name


def test_title_opens_settings_and_the_language_switches_live():
    app = make_app("en")
    start(app, TitleScene(app))
    title = app.stack.top
    assert title.settings_button.text == "Settings"
    click(app, title.settings_button.rect.center)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.lang_buttons["ko"].rect.center)
    assert app.settings.language == "ko" and app.tr.lang == "ko"
    settings = app.stack.top
    assert settings.back_button.text == "뒤로"
    click(app, settings.back_button.rect.center)
    assert isinstance(app.stack.top, TitleScene)
    assert app.stack.top.settings_button.text == "설정"


def test_settings_toggles_and_escape():
    app = make_app()
    start(app, SettingsScene(app))
    s = app.stack.top
    before = app.settings.auto_pass
    click(app, s.autopass_button.rect.center)
    assert app.settings.auto_pass is (not before)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is None or not isinstance(app.stack.top, SettingsScene)


def test_rules_pages_switch():
    app = make_app("ko")
    start(app, RulesScene(app))
    rules = app.stack.top
    click(app, rules.page_buttons["legendary"].rect.center)
    assert app.stack.top.page == "legendary"
    assert "레전더리" in app.stack.top.text_box.html_text


def test_quit_button_and_window_close_stop_the_loop():
    app = make_app()
    start(app, TitleScene(app))
    click(app, app.stack.top.quit_button.rect.center)
    assert not app.running
    app = make_app()
    pump(app, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_continue_is_greyed_out_without_an_autosave_and_resumes_one():
    app = make_app()
    start(app, TitleScene(app))
    assert not app.stack.top.continue_button.is_enabled
    registry.TABLES["pig"] = FakeTable
    try:
        s = GameSession("pig", seed=4)
        storage.attach(s)  # its own file in the Saved games
        s.apply(Roll())
        app2 = make_app()
        start(app2, TitleScene(app2))
        assert app2.stack.top.continue_button.is_enabled
        click(app2, app2.stack.top.continue_button.rect.center)
        table = app2.stack.top
        assert isinstance(table, FakeTable)
        assert table.session.game.to_dict() == s.game.to_dict()
    finally:
        del registry.TABLES["pig"]


def test_a_damaged_autosave_shows_the_error_and_keeps_the_file():
    registry.TABLES["pig"] = FakeTable
    try:
        path = games_dir() / "pig-1.json"
        path.write_text('{"format": "dice-and-deck-save", "version": 1, "game": "pig"')
        app = make_app()
        start(app, TitleScene(app))  # the list finds the damage, says so and moves the file aside
        assert isinstance(app.stack.top, TitleScene) and not app.stack.top.continue_button.is_enabled
        assert any(t.kind == "error" and "damaged" in t.text for t in app.toasts)
        kept = list(games_dir().glob("pig-1.json.damaged-*"))
        assert not path.exists() and len(kept) == 1 and kept[0].read_text().endswith('"pig"')
    finally:
        del registry.TABLES["pig"]


def test_pause_overlay_saves_undoes_and_quits_to_title():
    app = make_app()
    s = GameSession("pig", seed=8)
    s.apply(Roll())
    while s.game.turn_total == 0:
        s.apply(Roll())
    s.apply(Hold())
    table = FakeTable(app, s)
    start(app, table)
    start(app, PauseScene(app, table))
    pause = app.stack.top
    assert pause.undo.is_enabled
    click(app, pause.save.rect.center)
    assert len(list(saves_dir().glob("pig-*.json"))) == 1
    click(app, pause.undo.rect.center)
    assert app.stack.top is table and len(s.history) == len([e for e in s.history]) and not s.can_undo
    start(app, PauseScene(app, table))
    assert not app.stack.top.undo.is_enabled
    click(app, app.stack.top.quit.rect.center)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


def test_game_over_rematch_is_the_default_button():
    app = make_app()
    calls = []
    start(app, Probe(app))
    start(
        app,
        GameOverScene(
            app, "P1 wins!", ["life 0"], lambda: calls.append("rematch"), lambda: calls.append("new")
        ),
    )
    key(app, pygame.K_RETURN)
    assert calls == ["rematch"]
    click(app, app.stack.top.new_game.rect.center)
    assert calls == ["rematch", "new"]
    click(app, app.stack.top.title.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_handoff_curtain_hides_the_table_until_clicked():
    app = make_app()
    table = Probe(app)
    start(app, table)
    ready = []
    curtain = HandoffScene(app, "Bea", lambda: ready.append(True))
    start(app, curtain)
    assert app.stack.visible() == [curtain]
    pump(app, frames=40)  # its arming moment (0.6 s) passes
    click(app, (800, 450))
    assert ready == [True] and app.stack.top is table


def test_choose_one_dialog_by_click_and_by_number_key():
    app = make_app()
    start(app, Probe(app))
    chosen = []
    start(
        app, ChooseOneDialog(app, "Pay how?", ["A", "B", "C"], chosen.append, lambda: chosen.append("cancel"))
    )
    click(app, app.stack.top.option_buttons[1].rect.center)
    assert chosen == [1]
    start(
        app, ChooseOneDialog(app, "Pay how?", ["A", "B", "C"], chosen.append, lambda: chosen.append("cancel"))
    )
    key(app, pygame.K_3)
    start(app, ChooseOneDialog(app, "Pay how?", ["A", "B"], chosen.append, lambda: chosen.append("cancel")))
    key(app, pygame.K_ESCAPE)
    assert chosen == [1, 2, "cancel"]
    many = [f"option {i}" for i in range(14)]
    start(app, ChooseOneDialog(app, "Many", many, chosen.append))
    assert app.stack.top.list is not None


def test_message_dialog_and_toasts():
    app = make_app()
    start(app, Probe(app))
    done = []
    start(app, MessageDialog(app, "Oops", "A long explanation " * 10, lambda: done.append(1)))
    key(app, pygame.K_RETURN)
    assert done == [1]
    app.notify("hello")
    pump(app, frames=2)
    assert app.toasts
    pump(app, frames=1, dt=5.0)
    assert not app.toasts


def test_window_resize_relayouts_every_scene():
    app = make_app()
    start(app, TitleScene(app))
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=(1200, 700), w=1200, h=700)])
    assert app.size == (1200, 700)
    assert app.stack.top.quit_button.rect.right < 1200
    assert app.settings.window_size == (1200, 700)


def test_screenshot_command_writes_a_png(tmp_path):
    from tools.screenshot import render

    out = render("title", tmp_path / "t.png", (800, 450), "ko")
    img = pygame.image.load(str(out))
    assert img.get_size() == (800, 450)
    with pytest.raises(SystemExit, match="unknown scene"):
        render("nope", tmp_path / "x.png")


def test_autosave_summary_ignores_finished_games():
    from scenes.continue_game import autosave_summary

    registry.TABLES["pig"] = FakeTable
    try:
        s = GameSession("pig", seed=1)
        storage.attach(s)
        s.save(s.autosave_path)
        assert autosave_summary() == {"game": "pig", "turn": 1}
        while not s.game.is_over:  # a finished game leaves the list for the history
            s.apply(Roll() if s.game.turn_total < 20 else Hold())
        s.save(s.autosave_path)
        assert autosave_summary() is None
        assert list(storage.history_dir().glob("*.json"))
    finally:
        del registry.TABLES["pig"]
