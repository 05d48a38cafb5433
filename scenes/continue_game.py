"""Continue: reopen the last autosaved game exactly where it was left."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.errors import SaveError
from game.core.saves import read_json
from game.core.session import GameSession

from . import registry
from .paths import autosave_path

if TYPE_CHECKING:
    from .app import App


def autosave_summary() -> dict[str, Any] | None:
    """What the autosave holds (game, turn), or None when there is nothing to continue."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        data = read_json(path, what="autosave")
    except SaveError:
        return {"damaged": True}
    if not isinstance(data, dict) or data.get("over") or data.get("game") not in registry.TABLES:
        return None
    return {"game": data.get("game"), "turn": data.get("turn")}


def open_session(app: App, session: GameSession, replace: bool = False) -> None:
    """Show the table of ``session`` and keep autosaving it; ``replace`` swaps out the top
    scene (a setup screen) instead of covering it."""
    session.autosave_path = autosave_path()
    factory = registry.TABLES.get(session.name)
    if factory is None:
        app.notify(app.t("error.no_table", game=app.t(f"game.{session.name}.title")), "error")
        return
    session.autosave()
    table = factory(app, session)
    if replace:
        app.stack.replace(table)
    else:
        app.stack.push(table)


def continue_last(app: App) -> bool:
    try:
        session = GameSession.load(autosave_path())
    except SaveError as exc:
        app.notify(app.t("error.load_failed", reason=str(exc)), "error", seconds=8)
        return False
    open_session(app, session)
    return True
