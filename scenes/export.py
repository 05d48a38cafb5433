"""Export from the pause menu: the game's log as text (its readable lines, in the current
language) and the save as JSON (the same record the autosave writes, which loads back as the
same game), for sharing or a bug report.

Both go to ``exports`` in the user's data folder, written atomically (a temporary file, then
one rename), under a name no other export has. A failure (a full disk, a folder that cannot be
written) is said in the person's language and loses nothing: the game goes on, its autosave
untouched.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.core.saves import json_bytes, write_bytes_atomic

from .paths import data_dir


def exports_dir() -> Path:
    """Where exports are written (made on first use)."""
    path = data_dir() / "exports"
    path.mkdir(parents=True, exist_ok=True)
    return path


def free_name(folder: Path, stem: str, suffix: str) -> Path:
    """``stem`` + ``suffix`` in ``folder``, numbered when a file of that name is already there."""
    for n in range(1000):
        path = folder / f"{stem}{'-' + str(n) if n else ''}{suffix}"
        if not path.exists():
            return path
    raise OSError(f"no free name for {stem}{suffix}")


def log_text_of(table: Any) -> str:
    """The table's whole log as plain text, every turn unfolded, in the current language."""
    maker = getattr(table, "log_as_text", None)
    if callable(maker):
        return str(maker())
    from . import log_book

    book = log_book.LogBook(table.app.tr, table.game_name)
    groups = book.build(table.session.opening, table.session.history, table.names)
    return log_book.log_text(groups, table.app.t("app.title"))


def _stem(table: Any, kind: str) -> str:
    return f"{kind}-{table.game_name}-{time.strftime('%Y%m%d-%H%M%S')}"


def write_export(folder: Path, stem: str, suffix: str, data: bytes) -> Path:
    """Write ``data`` under a free name in ``folder`` in one step; raises ``OSError``."""
    folder.mkdir(parents=True, exist_ok=True)
    return write_bytes_atomic(free_name(folder, stem, suffix), data, keep_backup=False)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)


def export_log(app: Any, table: Any, folder: Path | None = None) -> Path | None:
    """Write the table's log as a text file and say its name; None (and a message) on failure."""
    try:
        text = log_text_of(table)
        path = write_export(folder or exports_dir(), _stem(table, "log"), ".txt", text.encode("utf-8"))
    except (OSError, ValueError) as exc:
        app.notify(app.t("export.failed", reason=_reason(exc)), "error", seconds=8)
        return None
    app.notify(app.t("export.log_done", file=path.name), seconds=6)
    return path


def export_save(app: Any, table: Any, folder: Path | None = None) -> Path | None:
    """Write the table's game as a save (JSON) and say its name; None (and a message) on failure."""
    try:
        data = json_bytes(table.session.to_dict())
        path = write_export(folder or exports_dir(), _stem(table, "save"), ".json", data)
    except (OSError, TypeError, ValueError) as exc:
        app.notify(app.t("export.failed", reason=_reason(exc)), "error", seconds=8)
        return None
    app.notify(app.t("export.save_done", file=path.name), seconds=6)
    return path


__all__ = ["exports_dir", "export_log", "export_save", "free_name", "log_text_of", "write_export"]
