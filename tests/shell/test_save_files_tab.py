"""The Save files tab of the Saved games screen: the saves made with the pause menu's Save and
Export save are listed (newest first, game, seats, turn, finished or not, date), each to review,
to go on from at its move (the file itself only read) or to delete after asking; a file that
cannot be read shows its problem and is left exactly as it was; the rows fit a small window."""

from __future__ import annotations

import json
import os
import shutil
import time

import pygame

from game.core.agents import make_agent
from game.core.session import GameSession, record_digest
from scenes import export, registry
from scenes.overlays import ChooseOneDialog, PauseScene
from scenes.paths import games_dir, saves_dir
from scenes.review import ReviewScene
from scenes.saved_games import PER_PAGE, SavedGamesScene
from scenes.title import TitleScene

from .helpers import click, key, make_app, open_table, pump, start

registry.load_all()
SMALL = (1024, 640)


def played(name: str, moves: int, seed: int = 5) -> GameSession:
    session = GameSession(name, players=2, seed=seed, meta={"seats": ["person", "person"]})
    agent = make_agent(name, "normal", seed)
    for _ in range(moves):
        p = session.game.to_move
        if p is None or session.game.is_over:
            break
        session.apply(agent.choose(session.game, p))
    return session


def from_the_pause_menu(name: str = "dicemasters", moves: int = 12, seed: int = 5, export_too: bool = False):  # type: ignore[no-untyped-def]
    """A real table at the small size: Esc, then a click on Save (and on Export save)."""
    session = played(name, moves, seed)
    app, table = open_table(registry.TABLES[name], session, size=SMALL)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, pause.save.rect.center)
    if export_too:
        time.sleep(0.01)
        click(app, pause.export_save.rect.center)
    saved = sorted(saves_dir().glob(f"{name}-*.json"))
    assert len(saved) == 1
    return app, session, saved[0]


def to_the_title(app):  # type: ignore[no-untyped-def]
    app.stack.pop(len(app.stack.scenes))
    app.stack.apply_pending()
    title = TitleScene(app)
    start(app, title)
    return title


def files_tab(app):  # type: ignore[no-untyped-def]
    """From the title by the mouse: Saved games, then the Save files tab."""
    title = to_the_title(app)
    assert title.saved_button.is_enabled  # save files alone are enough to open the list
    click(app, title.saved_button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, SavedGamesScene)
    click(app, scene.files_tab.rect.center)
    assert scene.tab == "files"
    return scene


def rows(scene: SavedGamesScene) -> list[tuple[object, str]]:
    """Each row's button (the wide one, not Review, Open or Delete) and its whole text: a row
    shortened to fit ("…") gives the whole of it first in its tooltip."""
    out = []
    for b, what, _ in scene.row_actions:
        if what in ("open", "review", "problem") and b.rect.w > 200:
            out.append((b, b.tool_tip_text.split("\n")[0] if "…" in b.text else b.text))
    return out


def row_texts(scene: SavedGamesScene) -> list[str]:
    return [whole for _, whole in rows(scene)]


def test_a_save_from_the_pause_menu_is_listed_and_goes_on_at_its_move() -> None:
    app, session, path = from_the_pause_menu("dicemasters", moves=12)
    original = path.read_bytes()
    scene = files_tab(app)
    assert [f.path for f in scene.files] == [path]
    (text,) = row_texts(scene)
    assert "Dice Masters" in text and f"turn {session.game.turn}" in text and "unfinished" in text
    tip = next(b.tool_tip_text for b, what, _ in scene.row_actions if what == "open" and b.rect.w > 200)
    assert path.name in tip and "Save in the pause menu" in tip and "Dice Masters" in tip
    assert len(scene.open_buttons) == 1 and len(scene.review_buttons) == 1 and len(scene.delete_buttons) == 1
    click(app, scene.open_buttons[0].rect.center)
    pump(app, frames=2)
    table = next(s for s in reversed(app.stack.scenes) if getattr(s, "session", None) is not None)
    opened = table.session
    assert opened.game.to_dict() == session.game.to_dict() and len(opened.history) == len(session.history)
    # the game goes on in a save of its own: the file made with Save is only read
    assert opened.autosave_path is not None and opened.autosave_path.parent == games_dir()
    opened.apply(opened.game.legal_actions()[0])
    assert opened.flush_autosave()
    assert path.read_bytes() == original


def test_review_opens_the_review_of_that_game() -> None:
    app, session, path = from_the_pause_menu("metaversus", moves=20, seed=7)
    scene = files_tab(app)
    click(app, scene.review_buttons[0][0].rect.center)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.review.name == "metaversus" and review.review.seed == 7
    assert review.review.total == len(session.history) and not review.review.finished
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and path.exists()


def test_an_exported_save_is_listed_too_newest_first() -> None:
    app, session, path = from_the_pause_menu("legendary", moves=10, export_too=True)
    exported = sorted(export.exports_dir().glob("save-*.json"))
    assert len(exported) == 1
    old = time.time() - 120
    os.utime(path, (old, old))
    scene = files_tab(app)
    assert [f.path for f in scene.files] == [exported[0], path]
    assert [f.source for f in scene.files] == ["export", "save"]
    tips = [b.tool_tip_text for b, what, _ in scene.row_actions if what == "open" and b.rect.w > 200]
    assert exported[0].name in tips[0] and "Export save" in tips[0]
    assert all("Legendary" in t for t in tips)
    assert not list(export.exports_dir().glob("log-*"))  # only saves are listed, and only they were made


def test_delete_asks_then_removes_only_that_file() -> None:
    app, session, path = from_the_pause_menu("dicemasters", moves=8, export_too=True)
    exported = next(export.exports_dir().glob("save-*.json"))
    scene = files_tab(app)
    assert {f.path for f in scene.files} == {path, exported}
    doomed_index = next(i for i, f in enumerate(scene.files) if f.path == path)
    click(app, scene.delete_buttons[doomed_index].rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog) and path.name in dialog.title
    click(app, dialog.option_buttons[1].rect.center)  # "Keep it"
    assert app.stack.top is scene and path.exists()
    click(app, scene.delete_buttons[doomed_index].rect.center)
    click(app, app.stack.top.option_buttons[0].rect.center)  # "Delete it"
    assert not path.exists() and exported.exists()
    assert [f.path for f in scene.files] == [exported]
    assert any("save file was deleted" in t.text for t in app.toasts)


def test_a_damaged_file_shows_its_problem_and_survives() -> None:
    app, session, path = from_the_pause_menu("dicemasters", moves=6)
    cut = saves_dir() / "dicemasters-20240101-100000.json"
    cut.write_bytes(path.read_bytes()[:-30])
    newer = saves_dir() / "dicemasters-20240101-110000.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 99
    newer.write_text(json.dumps(data), encoding="utf-8")
    before = {p.name: p.read_bytes() for p in saves_dir().iterdir()}
    scene = files_tab(app)
    damaged = [f for f in scene.files if f.problem is not None]
    assert {f.path for f in damaged} == {cut, newer} and len(scene.files) == 3
    problems = [(b, entry) for b, what, entry in scene.row_actions if what == "problem"]
    assert len(problems) == 2
    shown = {entry.path: b.tool_tip_text + " " + b.text for b, entry in problems}
    assert "Cannot be read" in shown[cut] and "damaged or cut short" in shown[cut] and cut.name in shown[cut]
    # a damaged row has no Review, Open or Delete: only the good file has them
    assert len(scene.review_buttons) == len(scene.open_buttons) == len(scene.delete_buttons) == 1
    button = next(b for b, entry in problems if entry.path == newer)
    click(app, button.rect.center)
    assert any(t.kind == "error" and "newer version" in t.text and newer.name in t.text for t in app.toasts)
    scene.refresh()
    assert {p.name: p.read_bytes() for p in saves_dir().iterdir()} == before  # nothing moved or rewritten
    assert not [p for p in saves_dir().iterdir() if ".damaged-" in p.name]


def test_a_file_that_does_not_replay_gives_a_message_and_is_kept() -> None:
    app, session, path = from_the_pause_menu("dicemasters", moves=6)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][2] = dict(data["actions"][2], die="p9-d99")
    data["digest"] = record_digest(data)  # edited with care: its header reads, its moves do not replay
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    scene = files_tab(app)
    assert scene.files[0].problem is None and len(scene.open_buttons) == 1
    click(app, scene.open_buttons[0].rect.center)
    pump(app, frames=2)
    assert app.stack.top is scene
    errors = [t.text for t in app.toasts if t.kind == "error"]
    assert any(path.name in e and "does not replay" in e for e in errors), errors
    click(app, scene.review_buttons[0][0].rect.center)
    assert app.stack.top is scene
    assert path.read_bytes() == before and not list(saves_dir().glob("*.damaged-*"))
    assert not list(games_dir().glob("*.json"))  # no game was opened from it


def test_a_finished_game_has_review_but_no_open() -> None:
    session = GameSession(
        "metaversus", seed=4, meta={"seats": ["person", "normal"]}, options={"max_turns": 1}
    )
    while not session.game.is_over:
        session.apply(session.game.legal_actions()[0])
    path = session.save(export.exports_dir() / "save-metaversus-20240101-120000.json")
    app = make_app(size=SMALL)
    scene = files_tab(app)
    (entry,) = scene.files
    assert entry.path == path and entry.over
    assert scene.open_buttons == [] and len(scene.review_buttons) == 1 and len(scene.delete_buttons) == 1
    assert "· finished ·" in row_texts(scene)[0]
    click(app, scene.review_buttons[0][0].rect.center)
    assert isinstance(app.stack.top, ReviewScene) and app.stack.top.review.finished


def test_the_empty_tab_says_how_to_make_one(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from scenes import saved_games

    app = make_app(size=SMALL)
    scene = SavedGamesScene(app)
    start(app, scene)
    click(app, scene.files_tab.rect.center)
    drawn: list[str] = []
    real = saved_games.fonts.render

    def render(text, *args, **kw):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(text, *args, **kw)

    monkeypatch.setattr(saved_games.fonts, "render", render)
    pump(app, frames=1)
    assert scene.rows() == [] and "Save files" in drawn
    words = " ".join(drawn)
    assert "Save or Export save" in words and "pause menu" in words


def test_many_files_page_and_every_row_fits_the_small_window_in_both_languages() -> None:
    app, session, path = from_the_pause_menu("legendary", moves=10)
    now = time.time()
    made = [path]
    for i in range(PER_PAGE + 2):
        copy = saves_dir() / f"legendary-2024010{i}-100000.json"
        shutil.copyfile(path, copy)
        os.utime(copy, (now - 60 * (i + 1), now - 60 * (i + 1)))
        made.append(copy)
    for lang in ("en", "ko"):
        app.tr.set_language(lang)
        scene = files_tab(app)
        assert [f.path for f in scene.files] == made  # newest first
        assert len(scene.review_buttons) == PER_PAGE and scene.next_button.is_enabled
        for b, _, _ in scene.row_actions:
            assert b.font.size(b.text)[0] <= b.rect.w, b.text
            assert scene.panel_rect().contains(b.rect)
            if "…" in b.text:  # shortened: the tooltip gives the whole row
                assert b.tool_tip_text.startswith(b.text.split("…")[0])
        click(app, scene.next_button.rect.center)
        assert scene.page == 1 and len(scene.review_buttons) == len(made) - PER_PAGE
        assert not scene.next_button.is_enabled
    assert all(p.exists() for p in made)


def test_a_read_only_window_deletes_nothing() -> None:
    app, session, path = from_the_pause_menu("dicemasters", moves=4)
    app.read_only = True
    scene = files_tab(app)
    click(app, scene.delete_buttons[0].rect.center)
    assert app.stack.top is scene and path.exists()
    assert any("read-only" in t.text for t in app.toasts)
