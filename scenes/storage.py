"""The data folder as the app uses it: one save per unfinished game (the Saved games list and
Continue), the finished games (the history), the saves a person made (the pause menu's Save
and Export save, only ever read), the lock that keeps a second window from writing, and the
tidy-up at start.

Every file of the app is read through ``read_checked``: under its size limits, parsed and
checked by the caller's typed reader; a damaged file is moved aside with the date in its name
(``<name>.damaged-<date>``, never overwritten, never deleted) and the backup (for a save, the
game one move earlier) is used in its place, and the caller gets the problem to show. When the app is read-only (a second window) nothing here
writes, renames or deletes anything.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from game.core.files import FileProblem, Limits
from game.core.saves import (
    BACKUP_SUFFIX,
    DAMAGED_MARK,
    DataLock,
    Remove,
    backup_path,
    clean_temporary,
    flush_all,
    read_limited,
    snapshot,
    writers,
)
from game.core.session import SAVE_LIMITS, GameSession, SaveRecord, new_save_path, parse_save_bytes

from .paths import autosave_path, data_dir, games_dir, history_dir, lock_path, saves_dir

T = TypeVar("T")


# -- reading any file of the app ----------------------------------------------------------------
def move_aside(path: Path) -> Path | None:
    """Move a damaged file out of the way, with the date in its name; never over another file."""
    return set_aside(path, keep=False)


def keep_beside(path: Path) -> Path | None:
    """Keep the file as it is now beside it, with the date in its name, before it is rewritten."""
    return set_aside(path, keep=True)


def set_aside(path: Path, keep: bool) -> Path | None:
    """``path`` under a new name with the damaged mark and the date (``keep``: a copy, the file
    stays); never over another file. None when it cannot be done."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        dest = path.with_name(f"{path.name}{DAMAGED_MARK}{stamp}" + (f"-{n}" if n else ""))
        if dest.exists():
            continue
        try:
            os.link(path, dest)  # fails rather than replace a file that appeared meanwhile
        except FileExistsError:
            continue
        except OSError:  # no hard links here: a copy, or a rename
            try:
                shutil.copyfile(path, dest) if keep else os.replace(path, dest)
            except OSError:
                return None
            return dest
        if not keep:
            try:
                os.unlink(path)
            except OSError:
                pass
        return dest
    return None


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A value read from a file: ``source`` is the main file or its backup; when the backup was
    used, ``problem`` says what was wrong with the main file (and where it was moved)."""

    value: T
    source: Path
    problem: FileProblem | None = None

    @property
    def from_backup(self) -> bool:
        return self.problem is not None


def read_checked(
    path: Path, parse: Callable[[bytes, str], T], limits: Limits, move_damaged: bool = True
) -> Loaded[T]:
    """Read ``path`` (its pending writes first) with ``parse(raw, file_name)``; fall back to the
    backup when it is missing or damaged. With ``move_damaged`` a damaged file is moved aside
    and the good backup put back in its place. Raises the main file's ``FileProblem`` when
    neither can be used."""
    writers().flush(path)

    def attempt(p: Path) -> T:
        try:
            return parse(read_limited(p, limits), path.name)
        except FileProblem as problem:
            raise problem.named(p.name) from None

    try:
        return Loaded(attempt(path), path)
    except FileProblem as problem:
        main_problem = problem
    if main_problem.code != "missing" and move_damaged:
        moved = move_aside(path)
        main_problem.kept_as = moved.name if moved is not None else path.name
    elif main_problem.code != "missing":
        main_problem.kept_as = path.name
    bak = backup_path(path)
    if bak.exists():
        try:
            value = attempt(bak)
        except FileProblem:
            raise main_problem from None
        if move_damaged and not path.exists():
            try:  # the backup becomes the file again, so the next read is clean
                snapshot(bak, path)
            except OSError:
                pass
        return Loaded(value, bak, main_problem)
    raise main_problem


@dataclass(frozen=True)
class SavedGame:
    """One entry of the Saved games list: the file and what its header says (no replay yet).
    ``problem`` tells what was wrong with the file when its backup is shown instead."""

    path: Path
    record: SaveRecord
    modified: float
    problem: FileProblem | None = None

    @property
    def game(self) -> str:
        return self.record.game

    @property
    def turn(self) -> int:
        return self.record.turn or 1

    @property
    def moves(self) -> int:
        return len(self.record.actions)


@dataclass(frozen=True)
class Listing:
    """The Saved games list, newest first, and the files that could not be listed."""

    games: list[SavedGame]
    problems: list[FileProblem]

    @property
    def latest(self) -> SavedGame | None:
        return self.games[0] if self.games else None


def _save_files(folder: Path) -> list[Path]:
    """Every saved game in ``folder``: its ``.json`` files, and backups whose main file is gone."""
    found = {p for p in folder.glob("*.json") if p.is_file()}
    for bak in folder.glob(f"*.json{BACKUP_SUFFIX}"):
        found.add(bak.with_name(bak.name[: -len(BACKUP_SUFFIX)]))
    return sorted(found)


def _replayed(raw: bytes, file: str) -> GameSession:
    return GameSession.from_record(parse_save_bytes(raw, file))


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def saved_games(writable: bool = True) -> Listing:
    """The unfinished games, newest first. A finished game found here goes to the history; a
    damaged file is moved aside (when ``writable``) and its backup listed in its place."""
    flush_all(timeout=3.0)  # the latest moves first
    games: list[SavedGame] = []
    problems: list[FileProblem] = []
    for path in _save_files(games_dir()):
        try:
            loaded: Loaded[SaveRecord] = read_checked(
                path, parse_save_bytes, SAVE_LIMITS, move_damaged=writable
            )
        except FileProblem as problem:
            problems.append(problem)
            continue
        record = loaded.value
        if record.over:
            if writable:
                _to_history(path)
            continue
        if loaded.problem is not None:
            problems.append(loaded.problem)
        games.append(SavedGame(path, record, _modified(loaded.source), loaded.problem))
    games.sort(key=lambda g: (g.modified, g.path.name), reverse=True)
    return Listing(games, problems)


def _to_history(path: Path) -> None:
    dest = history_dir() / path.name
    n = 1
    while dest.exists():
        dest = history_dir() / f"{path.stem}-{n}.json"
        n += 1
    try:
        os.replace(path, dest)
    except OSError:
        return
    try:
        os.unlink(backup_path(path))
    except OSError:
        pass


def load_saved(path: Path, writable: bool = True) -> Loaded[GameSession]:
    """The game saved in ``path``, replayed and checked; the backup when the file is damaged
    (then ``problem`` says what was wrong and where the file was moved). Raises the file's
    ``FileProblem`` when neither can be played."""
    return read_checked(path, _replayed, SAVE_LIMITS, move_damaged=writable)


def attach(session: GameSession) -> None:
    """Give a new game its own save in the Saved games folder; no other game's save is touched."""
    session.autosave_path = new_save_path(games_dir(), session.name, session.seed)
    session.history_dir = history_dir()


def adopt(session: GameSession, path: Path) -> None:
    """A game opened from its own saved-games file goes on saving there."""
    session.autosave_path = Path(path)
    session.history_dir = history_dir()


def in_games_folder(path: Path) -> bool:
    try:
        return Path(os.path.abspath(path)).parent == Path(os.path.abspath(games_dir()))
    except OSError:
        return False


def delete_saved(path: Path) -> bool:
    """Delete a saved game and its backup (the person asked, and confirmed)."""
    writers().submit(path, Remove())
    return writers().flush(path, timeout=5.0) and not path.exists()


@dataclass(frozen=True)
class Finished:
    """A finished game from the history."""

    path: Path
    record: SaveRecord
    modified: float


def finished_games(limit: int = 50, writable: bool = True) -> list[Finished]:
    """The most recent finished games; damaged records are moved aside and skipped."""
    flush_all(timeout=3.0)
    paths = sorted(history_dir().glob("*.json"), key=_modified, reverse=True)[:limit]
    out = []
    for path in paths:
        try:
            loaded = read_checked(path, parse_save_bytes, SAVE_LIMITS, move_damaged=writable)
        except FileProblem:
            continue
        out.append(Finished(path, loaded.value, _modified(loaded.source)))
    return out


@dataclass(frozen=True)
class SaveFile:
    """A save a person made: the pause menu's Save (``source`` "save") or its Export save
    ("export"). ``record`` is None and ``problem`` says why when the file cannot be read."""

    path: Path
    record: SaveRecord | None
    modified: float
    source: str
    problem: FileProblem | None = None

    @property
    def game(self) -> str:
        return self.record.game if self.record is not None else ""

    @property
    def turn(self) -> int:
        return (self.record.turn or 1) if self.record is not None else 1

    @property
    def moves(self) -> int:
        return len(self.record.actions) if self.record is not None else 0

    @property
    def over(self) -> bool:
        return self.record is not None and self.record.over


def _made_saves() -> list[tuple[Path, str]]:
    from .export import exports_dir

    old = autosave_path()  # the autosave of earlier versions joins the Saved games at start
    found = [(p, "save") for p in saves_dir().glob("*.json") if p.is_file() and p != old]
    return found + [(p, "export") for p in exports_dir().glob("*.json") if p.is_file()]


def has_finished_games() -> bool:
    """Whether the history holds a finished game (nothing is read)."""
    return any(history_dir().glob("*.json"))


def has_save_files() -> bool:
    """Whether the pause menu's Save or Export save has written anything (nothing is read)."""
    return bool(_made_saves())


def save_files(limit: int = 200) -> list[SaveFile]:
    """The saves a person made, newest first. Only read: a damaged file is listed with its
    problem and left as it is (never moved, rewritten or deleted)."""
    flush_all(timeout=3.0)
    found = sorted(_made_saves(), key=lambda item: (_modified(item[0]), item[0].name), reverse=True)
    out = []
    for path, source in found[:limit]:
        try:
            loaded = read_checked(path, parse_save_bytes, SAVE_LIMITS, move_damaged=False)
        except FileProblem as problem:
            out.append(SaveFile(path, None, _modified(path), source, problem))
            continue
        if loaded.problem is not None:  # only its backup could be read: the file itself is damaged
            out.append(SaveFile(path, None, _modified(path), source, loaded.problem))
            continue
        out.append(SaveFile(path, loaded.value, _modified(path), source))
    return out


def load_save_file(path: Path) -> GameSession:
    """The game in a save a person made, replayed and checked; the file is only read (the game
    gets a save of its own when it opens). Raises the file's ``FileProblem``."""
    loaded = read_checked(path, _replayed, SAVE_LIMITS, move_damaged=False)
    if loaded.problem is not None:
        raise loaded.problem
    return loaded.value


# -- start-up and the second window ------------------------------------------------------------
_LOCK: DataLock | None = None


def claim() -> DataLock | None:
    """The data folder's lock for this process (kept until ``release``); None when another
    window of the app holds it."""
    global _LOCK
    if _LOCK is not None and _LOCK.held:
        return _LOCK
    _LOCK = DataLock.acquire(lock_path())
    return _LOCK


def release() -> None:
    global _LOCK
    flush_all()
    if _LOCK is not None:
        _LOCK.release()
        _LOCK = None


def tidy() -> list[str]:
    """What the writing window does at start: remove temporary files a killed write left, and
    move the single autosave of earlier versions into the Saved games list. Returns notes."""
    notes = [f"removed {p.name}" for p in clean_temporary(data_dir())]
    old = autosave_path()
    if old.exists() or backup_path(old).exists():
        dest = new_save_path(games_dir(), "autosave")
        try:
            if old.exists():
                os.replace(old, dest)
            if backup_path(old).exists():
                os.replace(backup_path(old), backup_path(dest))
            notes.append(f"moved {old.name} to the Saved games as {dest.name}")
        except OSError as exc:
            notes.append(f"could not move {old.name}: {exc.strerror}")
    return notes


# -- saying it ---------------------------------------------------------------------------------
def problem_text(t: Any, problem: FileProblem) -> str:
    """``problem`` in the person's language: the file, the field and what is wrong."""
    params = dict(problem.params)
    if "expected" in params:
        params["expected"] = t(f"file.type.{params['expected']}")
    if "kind" in params and problem.code == "wrong_format":
        params["kind"] = t(f"file.kind.{params['kind']}")
    what = t(f"file.what.{problem.code}", **params)
    if problem.field:
        return str(t("file.problem_field", file=problem.file or "?", field=problem.field, what=what))
    return str(t("file.problem", file=problem.file or "?", what=what))


def kept_text(t: Any, problem: FileProblem) -> str:
    """Where the damaged file is now ("kept as autosave.json.damaged-20250101-120000")."""
    return str(t("file.kept_as", file=problem.kept_as or problem.file or "?"))


def game_text(app: Any, key: str, game: str, **params: Any) -> str:
    """The string ``key.game`` where the tables have one for that game, else ``key``: a word a
    game says its own way (a MetaVersus duel counts each duelist's own turns, which Korean
    calls 차례 where the other games say 턴)."""
    own = f"{key}.{game}"
    return str(app.t(own if app.tr.has(own) else key, **params))


def turn_phrase(app: Any, game: str, turn: int) -> str:
    """A saved game's turn as a list or a question says it: "turn 5" ("5턴", "5번째 차례")."""
    return game_text(app, "saved.turn", game, n=turn)


def saved_date(stamp: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))
