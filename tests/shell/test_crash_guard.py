"""A failing screen never closes the window and never loses the game: the app catches the
exception, logs the traceback in the user's data folder, and offers Continue (the game's save,
opened again) or Title. The tests run with the guard off; these turn it on."""

from __future__ import annotations

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.agent_runner import AgentRunner
from scenes.app import CRASH_GUARD_ENV, App, crash_guard_from_env
from scenes.overlays import CRASH_LOG, CrashScene
from scenes.paths import data_dir, games_dir, saves_dir
from scenes.stack import Scene
from scenes.table import TableScene
from scenes.title import TitleScene

from ..core.toygame import Hold, Roll
from .helpers import click, make_app, pump, start

registry.load_all()


class Boom(RuntimeError):
    pass


class FragilePig(TableScene):
    """A pig table that fails where it is told to: in its event handling, update or drawing."""

    game_name = "pig"
    agent_runner = AgentRunner(threads=True)
    fail_in: str | None = None

    def handle_event(self, event):
        if self.fail_in == "event" and event.type == pygame.KEYDOWN:
            raise Boom("the table tripped over a key")
        self.handle_common(event)

    def update(self, dt):
        if self.fail_in == "update":
            raise Boom("the table tripped in its update")
        super().update(dt)

    def draw(self, surface):
        if self.fail_in == "draw":
            raise Boom("the table tripped while drawing")
        surface.fill((0, 40, 0))


def guarded_app() -> App:
    app = make_app()
    app.guard_crashes = True
    return app


def pig_in_play(app, monkeypatch, autosave=True):
    monkeypatch.setitem(registry.TABLES, "pig", FragilePig)
    session = GameSession("pig", seed=6, meta={"seats": ["person", "person"], "names": ["Ann", "Bo"]})
    if autosave:
        session.autosave_path = saves_dir() / "autosave.json"
    table = FragilePig(app, session)
    start(app, table)
    table.apply(Roll())
    table.apply(Hold())
    table.apply(Roll())
    return table, session


def test_the_tests_run_with_the_guard_off_so_a_bug_fails_them(monkeypatch):
    assert crash_guard_from_env() is False  # tests/conftest.py: not even a main loop guards
    monkeypatch.delenv(CRASH_GUARD_ENV)
    assert crash_guard_from_env() is True  # what the game's main loop turns on
    app = make_app()
    assert app.guard_crashes is False  # frames driven from outside the main loop
    table = FragilePig(app, GameSession("pig", seed=1, meta={"seats": ["person", "person"]}))
    start(app, table)
    table.fail_in = "update"
    with pytest.raises(Boom):
        pump(app, frames=1)


@pytest.mark.parametrize("where", ["event", "update", "draw"])
def test_a_failing_table_shows_the_dialog_logs_the_traceback_and_continue_reopens_the_game(
    where, monkeypatch
):
    app = guarded_app()
    table, session = pig_in_play(app, monkeypatch)
    moves = [e.action for e in session.history]
    table.fail_in = where
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0)], frames=2)
    assert app.running
    dialog = app.stack.top
    assert isinstance(dialog, CrashScene)
    assert "Boom: the table tripped" in dialog.error
    log_file = data_dir() / CRASH_LOG
    assert dialog.log_path == log_file
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback" in text and "Boom" in text and "game pig, seed 6, 3 moves" in text
    shown = dialog.lines()
    assert any(str(log_file) in line for line in shown)
    assert any("Your game was saved" in line for line in shown)
    pump(app, frames=3)  # the dialog keeps drawing; the failing table is not drawn again
    assert app.stack.top is dialog
    click(app, dialog.continue_button.rect.center)
    reopened = app.stack.top
    assert isinstance(reopened, FragilePig) and reopened is not table
    assert [e.action for e in reopened.session.history] == moves
    assert reopened.fail_in is None and isinstance(app.stack.scenes[0], TitleScene)
    pump(app, frames=2)
    assert app.stack.top is reopened


def test_title_leaves_the_failed_screen_and_a_second_failure_appends_to_the_log(monkeypatch):
    app = guarded_app()
    table, _ = pig_in_play(app, monkeypatch)
    table.fail_in = "draw"
    pump(app, frames=1)
    dialog = app.stack.top
    assert isinstance(dialog, CrashScene)
    click(app, dialog.title_button.rect.center)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    table.fail_in = None
    again = FragilePig(app, GameSession("pig", seed=2, meta={"seats": ["person", "person"]}))
    start(app, again)
    again.fail_in = "update"
    pump(app, frames=1)
    assert isinstance(app.stack.top, CrashScene)
    assert (data_dir() / CRASH_LOG).read_text(encoding="utf-8").count("Traceback") == 2


def test_a_game_without_an_autosave_is_saved_when_its_screen_fails(monkeypatch):
    app = guarded_app()
    table, session = pig_in_play(app, monkeypatch, autosave=False)
    table.fail_in = "update"
    pump(app, frames=1)
    dialog = app.stack.top
    assert isinstance(dialog, CrashScene)
    assert dialog.save_path is not None and dialog.save_path.exists()
    assert dialog.save_path.parent == games_dir()  # listed with the saved games
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    pump(app, frames=2)
    reopened = app.stack.top
    assert isinstance(reopened, FragilePig)
    assert [e.action for e in reopened.session.history] == [e.action for e in session.history]


def test_a_screen_without_a_game_fails_to_a_dialog_with_only_title():
    class Broken(Scene):
        name = "broken"

        def draw(self, surface):
            raise ZeroDivisionError("no")

    app = guarded_app()
    start(app, Broken(app))
    dialog = app.stack.top
    assert isinstance(dialog, CrashScene) and dialog.save_path is None
    assert not dialog.continue_button.is_enabled
    assert any("No game was in progress" in line for line in dialog.lines())
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app, frames=2)
    assert isinstance(app.stack.top, TitleScene)


def test_when_the_dialog_itself_fails_the_app_goes_to_the_title(monkeypatch):
    app = guarded_app()
    table, _ = pig_in_play(app, monkeypatch)

    def broken_draw(self, surface):
        raise Boom("the dialog cannot draw")

    monkeypatch.setattr(CrashScene, "draw", broken_draw)
    table.fail_in = "update"
    pump(app, frames=1)  # the table fails, then its dialog
    assert isinstance(app.stack.top, TitleScene) and app.running
    assert app.crashes == 2
    pump(app, frames=2)
    assert isinstance(app.stack.top, TitleScene)


def test_a_real_table_failing_mid_game_comes_back_at_the_same_move(monkeypatch):
    from scenes.dicemasters.table import DiceMastersTable

    app = guarded_app()
    app.settings.animation_speed = 0.0
    session = GameSession(
        "dicemasters", seed=3, options={"format": "first_game"}, meta={"seats": ["person", "normal"]}
    )
    bots = [make_agent("dicemasters", "random", i) for i in range(2)]
    session.autosave_path = saves_dir() / "autosave.json"
    while len(session.history) < 15 or session.game.to_move != 0:
        g = session.game
        session.apply(bots[g.to_move].choose(g, g.to_move))
    table = DiceMastersTable(app, session)
    start(app, table)
    moves = session.actions

    def broken(self, surface):
        raise Boom("a die fell off the table")

    monkeypatch.setattr(DiceMastersTable, "draw", broken)
    pump(app, frames=1)
    dialog = app.stack.top
    assert isinstance(dialog, CrashScene) and dialog.save_path == session.autosave_path
    monkeypatch.undo()
    click(app, dialog.continue_button.rect.center)
    reopened = app.stack.top
    assert isinstance(reopened, DiceMastersTable) and reopened.session.actions == moves
    pump(app, frames=3)
    assert app.stack.top is reopened
