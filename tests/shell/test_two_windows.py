"""Two windows of the app on one data folder: the first holds the lock and writes; the second
says the app is already open and offers to quit or to go on read-only, and then writes
nothing by itself (no autosave, no settings), so it never races the first. A killed first
window leaves no stuck lock."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core.session import GameSession
from scenes import registry, storage
from scenes.app import App
from scenes.continue_game import ask_if_second_window, continue_last, open_session, start_app
from scenes.overlays import ChooseOneDialog
from scenes.paths import data_dir, games_dir, settings_path
from scenes.settings import Settings
from scenes.title import TitleScene

from .helpers import click, pump

ROOT = Path(__file__).resolve().parents[2]
FIRST_WINDOW = textwrap.dedent(
    """
    import sys, time
    from game.core.session import GameSession
    from scenes import storage
    lock = storage.claim()
    session = GameSession("dicemasters", seed=5, meta={"seats": ["person", "normal"]})
    storage.attach(session)
    for _ in range(6):
        session.apply(session.game.legal_actions()[0])
    session.flush_autosave()
    print("held" if lock else "busy", flush=True)
    time.sleep(60)
    """
)


@pytest.fixture
def first_window() -> Iterator[subprocess.Popen[str]]:
    """Another process of the app that holds the data folder (and has a game saved in it)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-c", FIRST_WINDOW], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "held"
    yield proc
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    storage.release()


def second_window() -> tuple[App, TitleScene]:
    app = start_app(
        size=(1600, 900),
        settings=Settings(language="en", window_size=(1600, 900)),
        read_only=storage.claim() is None,
    )
    title = TitleScene(app)
    app.stack.push(title)
    app.stack.apply_pending()
    ask_if_second_window(app)
    pump(app, frames=2)
    return app, title


def folder_bytes() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in data_dir().rglob("*") if p.is_file() and p.name != "app.lock"}


def test_the_second_window_asks_and_then_writes_nothing(first_window: subprocess.Popen[str]) -> None:
    registry.load_all()
    before = folder_bytes()
    app, title = second_window()
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog) and dialog.title == app.t("lock.already_open")
    click(app, dialog.option_buttons[1].rect.center)  # open read-only
    assert app.read_only and app.stack.top is title
    assert any(t.text == app.t("lock.read_only_on") for t in app.toasts)
    # it sees the first window's game and plays it, without saving a thing
    assert title.continue_button.is_enabled
    assert continue_last(app)
    pump(app, frames=2)
    table = app.stack.top
    assert table.session.autosave_path is None and len(table.session.history) == 6
    table.apply(table.game.legal_actions()[0])
    fresh = GameSession("metaversus", seed=3, meta={"seats": ["person", "person"]})
    open_session(app, fresh)
    fresh.apply(fresh.game.legal_actions()[0])
    app.settings.volume = 0.1
    app.save_settings()
    storage.flush_all()
    assert fresh.autosave_path is None
    assert folder_bytes() == before  # the first window's files, untouched
    assert not settings_path().exists()
    assert first_window.poll() is None


def test_quit_closes_the_second_window(first_window: subprocess.Popen[str]) -> None:
    app, _ = second_window()
    click(app, app.stack.top.option_buttons[0].rect.center)
    assert not app.running


def test_a_killed_first_window_leaves_no_stuck_lock(first_window: subprocess.Popen[str]) -> None:
    assert storage.claim() is None
    first_window.kill()  # as a crash would end it
    first_window.wait()
    lock = storage.claim()
    assert lock is not None and lock.held
    app, title = second_window()  # now it is the first window: no question, and it writes
    assert not app.read_only and app.stack.top is title
    assert len(list(games_dir().glob("*.json"))) == 1
    storage.release()
