"""Files the app writes, written so that no crash loses one, and read back with a fallback.

Writing (``write_bytes_atomic``): the new content goes to a temporary file in the same folder,
is flushed and fsynced, and then ``os.replace`` puts it over the target in one step. Before that
the target - the previous good version - is linked (or copied) to ``<name>.bak`` in one
``os.replace`` of its own, so at every moment the target exists, old or new, and the version
before it is kept. ``clean_temporary`` removes what a killed writer left behind.

``Writers`` runs the writes off the caller's thread: one background thread per file, and the
latest state wins (a state that was never written because a newer one came is not missed by
anybody). ``flush`` waits for a file's writes; the app flushes before it reads a file and when
it quits, and tests wait for it explicitly.

Reading (``read_limited``, ``read_json``): under the size limits of ``files.Limits``, refusing a
file too large before reading it; ``scenes.storage.read_checked`` adds the fallback to the
backup and moves a damaged file aside.

``DataLock`` keeps a second window of the app from writing into the same folder.
"""

from __future__ import annotations

import atexit
import itertools
import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from .errors import SaveError
from .files import FileProblem, Limits, parse_json

TMP_SUFFIX = ".tmp"
BACKUP_SUFFIX = ".bak"
DAMAGED_MARK = ".damaged-"
_counter = itertools.count()


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _temp_name(target: Path) -> Path:
    # unique without any randomness: the process, the thread and a counter
    return target.with_name(
        f".{target.name}.{os.getpid()}-{threading.get_ident() % 100000}-{next(_counter)}{TMP_SUFFIX}"
    )


def _write_temp(target: Path, data: bytes) -> Path:
    tmp = _temp_name(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _unlink(tmp)
        raise
    return tmp


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def snapshot(src: Path, dest: Path) -> None:
    """``dest`` becomes a copy of ``src`` in one step; ``src`` is never moved."""
    tmp = _temp_name(dest)
    try:
        os.link(src, tmp)
    except OSError:
        try:
            data = src.read_bytes()
        except FileNotFoundError:
            return
        tmp = _write_temp(dest, data)
    try:
        os.replace(tmp, dest)
    except BaseException:
        _unlink(tmp)
        raise


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes, keep_backup: bool = True) -> Path:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(target, data)
    try:
        if keep_backup and target.exists():
            snapshot(target, backup_path(target))
        os.replace(tmp, target)
    except BaseException:
        _unlink(tmp)
        raise
    _fsync_folder(target.parent)
    return target


def json_bytes(data: Any) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def write_json_atomic(path: str | os.PathLike[str], data: Any, keep_backup: bool = True) -> Path:
    return write_bytes_atomic(path, json_bytes(data), keep_backup)


def clean_temporary(folder: Path) -> list[Path]:
    """Remove the temporary files a killed writer left in ``folder`` (and its subfolders)."""
    removed: list[Path] = []
    if not folder.is_dir():
        return removed
    for tmp in folder.rglob(f".*{TMP_SUFFIX}"):
        if tmp.is_file():
            _unlink(tmp)
            removed.append(tmp)
    return removed


# -- reading ------------------------------------------------------------------------------------
def read_limited(path: Path, limits: Limits) -> bytes:
    """The bytes of ``path``, refusing a file over the size limit before reading it."""
    try:
        size = path.stat().st_size
        if size > limits.max_bytes:
            raise FileProblem("too_large", file=path.name, size=size, limit=limits.max_bytes)
        with open(path, "rb") as fh:
            return fh.read(limits.max_bytes + 1)
    except FileNotFoundError:
        raise FileProblem("missing", file=path.name) from None
    except IsADirectoryError:
        raise FileProblem("unreadable", file=path.name, reason="a folder") from None
    except OSError as exc:
        raise FileProblem("unreadable", file=path.name, reason=exc.strerror or str(exc)) from None


def read_json(path: str | os.PathLike[str], limits: Limits | None = None) -> Any:
    """JSON values of one file under ``limits`` (default: 4 MB); damage is a ``FileProblem``."""
    p = Path(path)
    lim = limits or Limits(4 * 1024 * 1024)
    try:
        return parse_json(read_limited(p, lim), lim)
    except FileProblem as problem:
        raise problem.named(p.name) from None


# -- writing off the caller's thread -----------------------------------------------------------
@dataclass(frozen=True)
class Write:
    """Write ``data`` over the file; with ``move_to``, move the written file there afterwards
    (a finished game's save goes to the history) and drop its backup. ``data`` may be a function
    that makes the bytes: it runs on the writer's thread, and not at all for a state a newer
    one replaced."""

    data: bytes | Callable[[], bytes]
    keep_backup: bool = True
    move_to: Path | None = None

    def content(self) -> bytes:
        return self.data() if callable(self.data) else self.data


@dataclass(frozen=True)
class Remove:
    """Delete the file and its backup (a saved game the person deleted)."""


Job = Write | Remove


class _FileWriter:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.cond = threading.Condition()
        self.pending: Job | None = None
        self.busy = False
        self.thread: threading.Thread | None = None
        self.error: str | None = None
        self.writes = 0
        self.submitted = 0

    def submit(self, job: Job) -> None:
        with self.cond:
            self.pending = job  # the latest state wins
            self.submitted += 1
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name=f"write {self.path.name}", daemon=True)
                self.thread.start()
            self.cond.notify_all()

    def _run(self) -> None:
        while True:
            with self.cond:
                job = self.pending
                if job is None:
                    self.thread = None  # idle: the next submit starts a new thread
                    self.cond.notify_all()
                    return
                self.pending = None
                self.busy = True
            error = None
            try:
                self._do(job)
            except OSError as exc:
                error = exc.strerror or str(exc)
            except (TypeError, ValueError) as exc:  # content that cannot be written as JSON
                error = str(exc)
            with self.cond:
                self.busy = False
                self.error = error
                self.writes += 1
                self.cond.notify_all()

    def _do(self, job: Job) -> None:
        if isinstance(job, Remove):
            for p in (self.path, backup_path(self.path)):
                try:
                    os.unlink(p)
                except FileNotFoundError:
                    pass
            return
        write_bytes_atomic(self.path, job.content(), job.keep_backup)
        if job.move_to is not None:
            job.move_to.parent.mkdir(parents=True, exist_ok=True)
            dest, n = job.move_to, 1
            while dest.exists():  # never over another finished game
                dest = job.move_to.with_name(f"{job.move_to.stem}-{n}{job.move_to.suffix}")
                n += 1
            os.replace(self.path, dest)
            _unlink(backup_path(self.path))
            _fsync_folder(job.move_to.parent)

    def idle(self) -> bool:
        return self.pending is None and not self.busy

    def flush(self, timeout: float) -> bool:
        with self.cond:
            return self.cond.wait_for(self.idle, timeout)


class Writers:
    """The background writers of one process, one per file."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._files: dict[Path, _FileWriter] = {}

    def _for(self, path: Path) -> _FileWriter:
        key = Path(os.path.abspath(path))
        with self._lock:
            w = self._files.get(key)
            if w is None:
                w = self._files[key] = _FileWriter(key)
            return w

    def submit(self, path: Path, job: Job) -> None:
        self._for(path).submit(job)

    def write(self, path: Path, data: bytes, keep_backup: bool = True) -> None:
        self.submit(path, Write(data, keep_backup))

    def flush(self, path: Path | None = None, timeout: float = 10.0) -> bool:
        """Wait until ``path`` (or every file) is written; False when the time ran out."""
        if path is not None:
            key = Path(os.path.abspath(path))
            with self._lock:
                w = self._files.get(key)
            return w.flush(timeout) if w is not None else True
        with self._lock:
            all_files = list(self._files.values())
        return all([w.flush(timeout) for w in all_files])

    def error(self, path: Path) -> str | None:
        """The last write of ``path`` failed with this reason (None: it succeeded)."""
        key = Path(os.path.abspath(path))
        with self._lock:
            w = self._files.get(key)
        return w.error if w is not None else None

    def counts(self, path: Path) -> tuple[int, int]:
        """(states submitted, writes done) for ``path``: the latest state wins, so writes <= states."""
        w = self._for(path)
        with w.cond:
            return w.submitted, w.writes


_WRITERS: Writers | None = None


def writers() -> Writers:
    global _WRITERS
    if _WRITERS is None:
        _WRITERS = Writers()
    return _WRITERS


def _forget_in_child() -> None:
    # a forked child has none of its parent's threads: it starts with writers of its own
    global _WRITERS
    _WRITERS = None


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_in_child)


def flush_all(timeout: float = 10.0) -> bool:
    return writers().flush(None, timeout)


# the writer threads are daemons (a stuck disk must not keep the process alive): write what is
# pending before the interpreter stops them
atexit.register(flush_all, 10.0)


# -- one writer per data folder ----------------------------------------------------------------
class DataLock:
    """An exclusive lock on a file in the data folder, held while the app runs. The operating
    system drops it when the process ends, however it ends, so a crash never leaves it stuck."""

    def __init__(self, path: Path, handle: IO[bytes]) -> None:
        self.path = path
        self._handle: IO[bytes] | None = handle

    @classmethod
    def acquire(cls, path: Path) -> DataLock | None:
        """The lock, or None when another process holds it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path, "a+b")
        try:
            if os.name == "nt":
                import msvcrt

                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return None
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n".encode())
        handle.flush()
        return cls(path, handle)

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing drops the lock
            self._handle = None

    @property
    def held(self) -> bool:
        return self._handle is not None


__all__ = [
    "DataLock",
    "FileProblem",
    "SaveError",
    "Writers",
    "backup_path",
    "clean_temporary",
    "flush_all",
    "read_limited",
    "snapshot",
    "read_json",
    "write_bytes_atomic",
    "write_json_atomic",
    "writers",
]
