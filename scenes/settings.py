"""The player's settings: a small JSON file in the user's data folder.

A damaged file never stops the app: it is renamed ``settings.json.bad``, the defaults are used,
and ``Settings.load`` returns a message for the screen.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.core.saves import write_json_atomic

from .paths import settings_path

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 0.0)  # 0.0 means "instant"
AGENT_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # seconds an agent waits before each move


@dataclass
class Settings:
    language: str = "ko"
    animation_speed: float = 1.0
    volume: float = 0.7
    fullscreen: bool = False
    auto_pass: bool = True
    window_size: tuple[int, int] = (1600, 900)
    agent_delay: float = 0.5
    show_hints: bool = True
    confirm_end: bool = True  # ask once before ending a turn or phase with something still playable

    def validated(self) -> Settings:
        from .i18n import LANGUAGES

        if self.language not in LANGUAGES:
            raise ValueError(f"language {self.language!r}")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"animation_speed {self.animation_speed!r}")
        if not 0.0 <= float(self.volume) <= 1.0:
            raise ValueError(f"volume {self.volume!r}")
        w, h = self.window_size
        if not (320 <= int(w) <= 10000 and 240 <= int(h) <= 10000):
            raise ValueError(f"window_size {self.window_size!r}")
        self.window_size = (int(w), int(h))
        if not 0.0 <= float(self.agent_delay) <= 5.0:
            raise ValueError(f"agent_delay {self.agent_delay!r}")
        for name in ("fullscreen", "auto_pass", "show_hints", "confirm_end"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} {getattr(self, name)!r}")
        return self

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        return {"format": "dice-and-deck-settings", "version": 1, **d}

    @classmethod
    def from_dict(cls, d: Any) -> Settings:
        if not isinstance(d, dict) or d.get("format") != "dice-and-deck-settings":
            raise ValueError("not a settings file")
        names = {f.name for f in fields(cls)}
        kwargs = {k: v for k, v in d.items() if k in names}
        if "window_size" in kwargs:
            kwargs["window_size"] = tuple(kwargs["window_size"])
        return cls(**kwargs).validated()

    @classmethod
    def load(cls, path: Path | None = None) -> tuple[Settings, str | None]:
        """The saved settings, or defaults and a message when the file is damaged."""
        path = path or settings_path()
        if not path.exists():
            return cls(), None
        try:
            return cls.from_dict(json.loads(path.read_text(encoding="utf-8"))), None
        except (OSError, ValueError, TypeError, UnicodeDecodeError) as exc:
            bad = path.with_name(path.name + ".bad")
            try:
                os.replace(path, bad)
            except OSError:
                pass
            return cls(), f"{exc}"

    def save(self, path: Path | None = None) -> None:
        write_json_atomic(path or settings_path(), self.to_dict(), keep_backup=False)
