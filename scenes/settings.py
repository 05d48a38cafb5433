"""The player's settings: a small JSON file in the user's data folder.

Reading never stops the app. Each field is checked on its own: a field of the wrong type or
out of its range falls back to its default alone (the other settings stay) and the original
file is kept beside it as ``settings.json.damaged-<date>``. A file that cannot be read at all
is moved aside the same way and its backup (the settings before the last change) is used, or
the defaults. ``Settings.load`` returns the message for the screen.

With no settings file yet, the language follows the system's (Korean for a ``ko_*`` locale,
English otherwise). Writes go through the background writer (``game.core.saves``), so moving
the volume slider never waits for the disk.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Callable, Mapping
from dataclasses import MISSING as NO_DEFAULT
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

from game.core.files import (
    Fields,
    FileProblem,
    Limits,
    check_bool,
    check_int,
    check_list,
    check_number,
    check_text,
    parse_json,
)
from game.core.saves import json_bytes, writers

from .paths import settings_path
from .storage import keep_beside, read_checked

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 0.0)  # 0.0 means "instant"
AGENT_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # seconds an agent waits before each move
HINT_LEVELS = ("normal", "hard", "expert")  # the computer levels H may ask, weakest first
SETTINGS_FORMAT = "dice-and-deck-settings"
SETTINGS_VERSION = 1
SETTINGS_LIMITS = Limits(max_bytes=64 * 1024, max_depth=6, max_string=200, max_items=100)
WINDOW_LIMITS = ((320, 10000), (240, 10000))


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """Korean when the system's locale is Korean (``ko_KR.UTF-8``, ``Korean_Korea``), else English.
    The first of LC_ALL, LC_MESSAGES and LANG that is set decides, then ``locale.getlocale()``."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "").strip()
        if value:
            return "ko" if value.lower().startswith("ko") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except (ValueError, TypeError):
        code = ""
    return "ko" if code.lower().startswith("ko") else "en"


Switch = Literal["auto_pass", "show_hints", "confirm_end"]  # the settings a button turns on and off


@dataclass
class Settings:
    language: str = field(default_factory=system_language)
    animation_speed: float = 1.0
    volume: float = 0.7
    fullscreen: bool = False
    auto_pass: bool = True
    window_size: tuple[int, int] = (1600, 900)
    agent_delay: float = 0.5
    show_hints: bool = True
    confirm_end: bool = True  # ask once before ending a turn or phase with something still playable
    hint_level: str = "hard"  # the computer level whose move H shows (one of HINT_LEVELS)

    def flip(self, name: Switch) -> bool:
        """Turn the on/off setting ``name`` the other way; its new value."""
        value = not getattr(self, name)
        setattr(self, name, value)
        return value

    def validated(self) -> Settings:
        """These settings, or ValueError naming the first field that is not valid."""
        for f in fields(self):
            try:
                _check_field(f.name, getattr(self, f.name), _default(f.name))
            except FileProblem as problem:
                raise ValueError(f"{f.name} {getattr(self, f.name)!r}: {problem.english()}") from None
        self.window_size = (int(self.window_size[0]), int(self.window_size[1]))
        return self

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **d}

    @classmethod
    def parse(cls, data: Any) -> tuple[Settings, list[FileProblem]]:
        """Settings from a settings file's JSON: each field that is not valid falls back to its
        default and is listed. A file that is not a settings file raises ``FileProblem``."""
        f = Fields(data)
        f.header(
            SETTINGS_FORMAT,
            "settings",
            SETTINGS_VERSION,
            range(1, SETTINGS_VERSION + 1),
            default_version=SETTINGS_VERSION,
        )
        kwargs: dict[str, Any] = {}
        problems: list[FileProblem] = []
        for fd in fields(cls):
            if fd.name not in f.data:
                continue
            try:
                kwargs[fd.name] = _check_field(fd.name, f.data[fd.name], _default(fd.name))
            except FileProblem as problem:
                problems.append(problem)
        return cls(**kwargs), problems

    @classmethod
    def from_dict(cls, d: Any) -> Settings:
        """Strict: the settings of ``d``, or ValueError for the first field that is not valid."""
        try:
            settings, problems = cls.parse(d)
        except FileProblem as problem:
            raise ValueError(problem.english()) from None
        if problems:
            raise ValueError(problems[0].english())
        return settings

    @classmethod
    def load(cls, path: Path | None = None) -> tuple[Settings, str | None]:
        """The saved settings and, when something was wrong, the message for the screen (in the
        language of the settings that were read)."""
        path = path or settings_path()

        def parse(raw: bytes, file: str) -> tuple[Settings, list[FileProblem]]:
            return cls.parse(parse_json(raw, SETTINGS_LIMITS))

        try:
            loaded = read_checked(path, parse, SETTINGS_LIMITS)
        except FileProblem as problem:
            if problem.code == "missing":
                return cls(), None
            settings = cls()
            return settings, _say(settings.language, "settings.file_damaged", problem)
        settings, problems = loaded.value
        lang = settings.language
        if loaded.problem is not None:
            return settings, _say(lang, "settings.file_restored", loaded.problem)
        if not problems:
            return settings, None
        kept = keep_beside(path)
        for p in problems:
            p.named(path.name)
        from .i18n import translator

        t = translator()
        names = ", ".join(p.field for p in problems)
        kept_text = t("file.kept_as", lang=lang, file=kept.name) if kept is not None else ""
        return settings, t("settings.fields_reset", lang=lang, fields=names, kept=kept_text)

    def save(self, path: Path | None = None) -> None:
        """Hand the settings to the background writer (the previous version becomes the backup).
        Raises OSError when the previous write of the file failed."""
        target = path or settings_path()
        w = writers()
        failed = w.error(target)
        w.write(target, json_bytes(self.to_dict()), keep_backup=True)
        if failed:
            raise OSError(failed)


def _default(name: str) -> Any:
    f = next(fd for fd in fields(Settings) if fd.name == name)
    if f.default_factory is not NO_DEFAULT:
        return f.default_factory()
    return f.default


def _window_size(value: Any, where: str) -> tuple[int, int]:
    pair = check_list(list(value) if isinstance(value, tuple) else value, where, 2)
    if len(pair) != 2:
        raise FileProblem("wrong_type", where, expected="pair")
    (wlo, whi), (hlo, hhi) = WINDOW_LIMITS
    return check_int(pair[0], f"{where}[0]", wlo, whi), check_int(pair[1], f"{where}[1]", hlo, hhi)


def _one_of(choices: tuple[float, ...]) -> Callable[[Any, str], float]:
    def check(value: Any, where: str) -> float:
        number = check_number(value, where, min(choices), max(choices))
        if number not in choices:
            raise FileProblem("unknown_value", where, value=f"{number:g}")
        return number

    return check


def _language(value: Any, where: str) -> str:
    from .i18n import LANGUAGES

    return check_text(value, where, 10, LANGUAGES)


# The stated range of every setting; a field added later without a rule must at least have the
# type of its default.
FIELD_CHECKS: dict[str, Callable[[Any, str], Any]] = {
    "language": _language,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "volume": lambda v, w: check_number(v, w, 0.0, 1.0),
    "window_size": _window_size,
    "agent_delay": lambda v, w: check_number(v, w, 0.0, 5.0),
    "hint_level": lambda v, w: check_text(v, w, 10, HINT_LEVELS),
}


def _check_field(name: str, value: Any, default: Any) -> Any:
    rule = FIELD_CHECKS.get(name)
    if rule is not None:
        return rule(value, name)
    if isinstance(default, bool):
        return check_bool(value, name)
    if isinstance(default, int):
        return check_int(value, name, -(2**31), 2**31)
    if isinstance(default, float):
        return check_number(value, name, -1e9, 1e9)
    if isinstance(default, str):
        return check_text(value, name, 200)
    if type(value) is not type(default):
        raise FileProblem("wrong_type", name, expected="text")
    return value


def _say(lang: str, key: str, problem: FileProblem) -> str:
    from .i18n import translator
    from .storage import kept_text, problem_text

    t = translator()

    def tr(k: str, /, **params: Any) -> str:
        return t(k, lang=lang, **params)

    return tr(key, reason=problem_text(tr, problem), kept=kept_text(tr, problem) if problem.kept_as else "")
