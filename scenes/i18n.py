"""String tables: every text people read, in Korean and English.

Tables are flat JSON objects ``key -> template`` in ``assets/i18n/<lang>.json`` and, per game,
``assets/i18n/<game>/<lang>.json``. ``t(key, **params)`` formats the template of the current
language with ``str.format``; a missing key falls back to English, then to the key itself (and
is reported once in the log), so a missing string never crashes the window.
"""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .paths import ASSETS

LANGUAGES = ("ko", "en")
LANGUAGE_NAMES = {"ko": "한국어", "en": "English"}
log = logging.getLogger(__name__)


def table_files(lang: str, root: Path | None = None) -> list[Path]:
    base = (root or ASSETS) / "i18n"
    return [base / f"{lang}.json", *sorted(base.glob(f"*/{lang}.json"))]


def load_table(lang: str, root: Path | None = None) -> dict[str, str]:
    table: dict[str, str] = {}
    for path in table_files(lang, root):
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"string table {path} must be a JSON object")
        table.update({str(k): str(v) for k, v in data.items()})
    return table


class _SafeDict(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Translator:
    def __init__(self, lang: str = "en") -> None:
        self._tables = {code: load_table(code) for code in LANGUAGES}
        self.lang = lang if lang in LANGUAGES else "en"
        # weak references: an App that is gone (tests make many) must not be kept alive by us
        self._listeners: list[weakref.ReferenceType[Any]] = []
        self._reported: set[str] = set()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        if lang != self.lang:
            self.lang = lang
            alive = []
            for ref in list(self._listeners):
                listener = ref()
                if listener is not None:
                    alive.append(ref)
                    listener(lang)
            self._listeners = alive

    def on_change(self, listener: Callable[[str], None]) -> None:
        ref: weakref.ReferenceType[Any] = weakref.WeakMethod(listener) if hasattr(listener, "__self__") else weakref.ref(listener)  # type: ignore[arg-type]
        self._listeners.append(ref)

    def remove_listener(self, listener: Callable[[str], None]) -> None:
        self._listeners = [r for r in self._listeners if r() is not None and r() != listener]

    def template(self, key: str, lang: str | None = None) -> str | None:
        """The raw template of ``key`` (English when the language lacks it), or None."""
        found = self._tables[lang or self.lang].get(key)
        return found if found is not None else self._tables["en"].get(key)

    def has(self, key: str, lang: str | None = None) -> bool:
        return key in self._tables[lang or self.lang]

    def __call__(self, key: str, /, lang: str | None = None, **params: Any) -> str:
        table = self._tables[lang or self.lang]
        template = table.get(key)
        if template is None:
            template = self._tables["en"].get(key)
            if key not in self._reported:
                self._reported.add(key)
                log.warning("missing string %r in %s", key, lang or self.lang)
            if template is None:
                return key
        if not params:
            return template
        try:
            return template.format_map(_SafeDict(params))
        except (ValueError, IndexError, AttributeError):
            return template


_translator: Translator | None = None


def translator() -> Translator:
    global _translator
    if _translator is None:
        _translator = Translator()
    return _translator


def t(key: str, /, **params: Any) -> str:
    return translator()(key, **params)
