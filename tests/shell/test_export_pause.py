"""Export from the pause menu: "Export log" writes the log's readable lines (in the current
language) and "Export save" a JSON save that loads back as the same game, both into the exports
folder, saying the file's name; a full disk or a folder that cannot be written is said, and
nothing is lost."""

from __future__ import annotations

import errno
import json

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import export, registry
from scenes.overlays import PauseScene

from .helpers import click, key, open_table

registry.load_all()


def played(name: str, moves: int, seed: int = 5) -> GameSession:
    session = GameSession(name, players=2, seed=seed, meta={"seats": ["person", "person"]})
    agent = make_agent(name, "normal", seed)
    for _ in range(moves):
        p = session.game.to_move
        if p is None:
            break
        session.apply(agent.choose(session.game, p))
    return session


def paused(name: str, lang: str = "en", moves: int = 12):  # type: ignore[no-untyped-def]
    session = played(name, moves)
    app, table = open_table(registry.TABLES[name], session, size=(1024, 640))
    app.tr.set_language(lang)
    app.stack.relayout_all()
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    return app, table, pause


def press(app, widget) -> None:  # type: ignore[no-untyped-def]
    click(app, widget.rect.center)


def toasts(app) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(t.text, t.kind) for t in app.toasts]


@pytest.mark.parametrize("name", ["dicemasters", "legendary", "metaversus"])
def test_export_log_and_save_from_the_pause_menu(name: str) -> None:
    app, table, pause = paused(name)
    press(app, pause.export_log)
    logs = sorted(export.exports_dir().glob("log-*.txt"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert text == table.log_as_text()
    assert "Turn" in text and table.names[0] in text  # readable lines, not records
    assert any(logs[0].name in t and kind == "info" for t, kind in toasts(app))

    press(app, pause.export_save)
    saves = sorted(export.exports_dir().glob("save-*.json"))
    assert len(saves) == 1
    back = GameSession.from_dict(json.loads(saves[0].read_text(encoding="utf-8")), saves[0].name)
    assert back.play_digest() == table.session.play_digest()
    assert [a.to_dict() for a in back.actions] == [a.to_dict() for a in table.session.actions]
    assert any(saves[0].name in t for t, _ in toasts(app))
    assert not list(export.exports_dir().glob(".*.tmp"))  # written in one step, nothing left over
    assert app.stack.top is pause  # the menu stays: both can be exported one after the other


def test_the_exported_log_is_in_the_current_language_and_names_never_collide() -> None:
    app, table, pause = paused("dicemasters", lang="ko")
    press(app, pause.export_log)
    press(app, pause.export_log)
    logs = sorted(export.exports_dir().glob("log-*.txt"))
    assert len(logs) == 2  # a second export in the same second gets its own name
    text = logs[0].read_text(encoding="utf-8")
    assert "턴" in text and "Turn" not in text


def test_a_full_disk_is_said_and_loses_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table, pause = paused("metaversus")
    moves = len(table.session.history)

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(export, "write_bytes_atomic", full)
    press(app, pause.export_save)
    errors = [t for t, kind in toasts(app) if kind == "error"]
    assert errors and "No space left on device" in errors[-1]
    assert not list(export.exports_dir().glob("*"))
    key(app, pygame.K_ESCAPE)  # back to the game, which goes on as it was
    assert app.stack.top is table and len(table.session.history) == moves
    assert table.game.legal_actions()


def test_an_unwritable_exports_folder_is_said(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app, table, pause = paused("legendary")
    folder = export.exports_dir()
    folder.rmdir()
    folder.write_text("not a folder")  # where the folder should be, a file
    press(app, pause.export_log)
    errors = [t for t, kind in toasts(app) if kind == "error"]
    assert errors and errors[-1].startswith("Could not export")
    assert folder.read_text() == "not a folder"  # nothing of the person's was touched
