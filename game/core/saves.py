"""JSON files written atomically, read with one clear error.

Writes go to a temporary file in the same folder, are flushed to disk, and then replace the
target in one rename, so a crash never leaves half a file; the previous version is kept as
``<name>.bak``. Reading a damaged file raises ``SaveError`` and leaves the file where it is.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import SaveError


def write_json_atomic(path: str | os.PathLike[str], data: Any, keep_backup: bool = True) -> Path:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if keep_backup and target.exists():
            os.replace(target, target.with_name(target.name + ".bak"))
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return target


def read_json(path: str | os.PathLike[str], what: str = "file") -> Any:
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{what} {p.name} does not exist") from None
    except OSError as exc:
        raise SaveError(f"{what} {p.name} cannot be read: {exc.strerror}") from None
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{what} {p.name} is not UTF-8 text (damaged?)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{what} {p.name} is damaged or truncated (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
