"""Continue and the saved games: every unfinished game has its own save, written after every
move; Continue reopens the most recent one exactly where it was left.

A new game (from a setup screen or ``play --load``) gets a save of its own and never touches
another game's. A damaged save is moved aside and its backup - the same game one move earlier -
is opened instead, and the person is told so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.files import FileProblem
from game.core.session import GameSession

from . import registry, storage

if TYPE_CHECKING:
    from .app import App


def writable(app: Any) -> bool:
    """False in a second window of the app: it writes nothing by itself (read-only)."""
    return not getattr(app, "read_only", False)


def autosave_summary(app: Any = None) -> dict[str, Any] | None:
    """What Continue would open (game, turn), or None when there is nothing to continue."""
    latest = storage.saved_games(writable(app)).latest
    if latest is None or latest.game not in registry.TABLES:
        return None
    return {"game": latest.game, "turn": latest.turn}


def open_session(app: App, session: GameSession, replace: bool = False) -> None:
    """Show the table of ``session`` and keep autosaving it; ``replace`` swaps out the top
    scene (a setup screen) instead of covering it. A game without a save gets its own."""
    factory = registry.TABLES.get(session.name)
    if factory is None:
        app.notify(app.t("error.no_table", game=app.t(f"game.{session.name}.title")), "error")
        return
    if not writable(app):
        session.autosave_path = None
    elif session.autosave_path is None:
        storage.attach(session)
    session.autosave()
    table = factory(app, session)
    if replace:
        app.stack.replace(table)
    else:
        app.stack.push(table)


def report(app: App, problem: FileProblem, restored: bool) -> None:
    """Tell the person what was wrong with a file and where it is kept."""
    reason = storage.problem_text(app.t, problem)
    kept = storage.kept_text(app.t, problem) if problem.kept_as else ""
    key = "saved.restored" if restored else "error.load_failed"
    app.notify(app.t(key, reason=reason, kept=kept), "error", seconds=10)


def open_saved(app: App, path: Path) -> bool:
    """Open the saved game in ``path`` (its backup when it is damaged)."""
    try:
        loaded = storage.load_saved(path, writable(app))
    except FileProblem as problem:
        report(app, problem, restored=False)
        return False
    session = loaded.value
    if loaded.problem is not None:
        report(app, loaded.problem, restored=True)
    if session.name not in registry.TABLES:
        app.notify(app.t("error.no_table", game=app.t(f"game.{session.name}.title")), "error")
        return False
    if writable(app):
        storage.adopt(session, path)
    else:
        session.autosave_path = None
    open_session(app, session)
    return True


def continue_last(app: App) -> bool:
    listing = storage.saved_games(writable(app))
    for problem in listing.problems:
        if problem.kept_as is not None and not any(g.problem is problem for g in listing.games):
            report(app, problem, restored=False)
    latest = listing.latest
    if latest is None:
        app.notify(app.t("saved.none"))
        return False
    return open_saved(app, latest.path)


def start_app(size: tuple[int, int] | None = None, settings: Any = None, read_only: bool = False) -> App:
    """The window as ``main.py`` opens it. The writing window tidies the data folder first
    (temporary files a crash left, the autosave of earlier versions); a read-only window (a
    second one) saves nothing by itself: no autosaves and no settings."""
    import logging

    from .app import App

    if not read_only:
        for note in storage.tidy():
            logging.getLogger(__name__).info("data folder: %s", note)
    app = App(size=size, settings=settings, save_settings=not read_only)
    app.read_only = read_only
    return app


def ask_if_second_window(app: App) -> None:
    """In a second window: say that the app is already open and offer to quit or to go on
    read-only."""
    if not app.read_only:
        return
    from .dialogs import ChooseOneDialog

    def chosen(i: int) -> None:
        if i == 0:
            app.quit()
        else:
            app.notify(app.t("lock.read_only_on"), seconds=6)

    options = [app.t("lock.quit"), app.t("lock.read_only")]
    app.stack.push(ChooseOneDialog(app, app.t("lock.already_open"), options, chosen))
