"""String tables: every text people read, in Korean and English.

Tables are flat JSON objects ``key -> template`` in ``assets/i18n/<lang>.json`` and, per game,
``assets/i18n/<game>/<lang>.json``. ``t(key, **params)`` formats the template of the current
language with ``str.format`` (and ``{n:card|cards}``, the English singular or plural by the
count); a missing key falls back to English, then to the key itself (and
is reported once in the log), so a missing string never crashes the window.

Every parameter a template names must be given. In normal play a missing one is reported once
in the log and shown as "…"; in strict mode (the tests, or ``DICE_AND_DECK_STRICT_STRINGS=1``
for debugging) it raises ``MissingParameter``, so a raw "{player}" never reaches the screen.
Korean particles written in their generic form ("{card}을(를)", "{zone}(으)로") are chosen by
the word before them once the template is filled (see ``scenes.josa``).
"""

from __future__ import annotations

import json
import logging
import os
import string
import weakref
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, cast

from . import josa
from .paths import ASSETS

LANGUAGES = ("ko", "en")
LANGUAGE_NAMES = {"ko": "한국어", "en": "English"}
STRICT_ENV = "DICE_AND_DECK_STRICT_STRINGS"
MISSING_VALUE = "…"  # what normal play shows for a parameter nobody gave
log = logging.getLogger(__name__)


class MissingParameter(KeyError):
    """A template names a parameter its caller did not give (strict mode only)."""

    def __init__(self, key: str, param: str, lang: str) -> None:
        super().__init__(key, param, lang)
        self.key, self.param, self.lang = key, param, lang

    def __str__(self) -> str:
        return f"string {self.key!r} ({self.lang}) needs the parameter {{{self.param}}}, which was not given"


def strict_from_env() -> bool:
    """Strict strings asked for by the environment (the tests set it; so can a developer)."""
    return os.environ.get(STRICT_ENV, "").strip().lower() in ("1", "true", "yes", "on")


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


class _Params(dict[str, Any]):
    """The given parameters; a missing one is remembered and filled with ``MISSING_VALUE``."""

    def __init__(self, params: dict[str, Any]) -> None:
        super().__init__(params)
        self.missing: list[str] = []

    def __missing__(self, key: str) -> str:
        self.missing.append(key)
        return MISSING_VALUE


def _is_one(value: Any) -> bool:
    """Whether a count reads as one ("1", "+1", "-1"): the singular of an English noun."""
    try:
        return abs(int(str(value).strip())) == 1
    except ValueError:
        return False


def plural(value: Any, spec: str) -> str:
    """The word of a ``{n:card|cards}`` field: before the bar when ``value`` is one."""
    one, many = spec.split("|", 1)
    return one if _is_one(value) else many


class _Formatter(string.Formatter):
    """``str.format`` with one more kind of field: ``{n:card|cards}`` is the word before the bar
    when ``n`` is one and the word after it otherwise (English plurals; Korean needs none)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            return plural(value, format_spec)
        return str(format(value, format_spec))


_FORMATTER = _Formatter()


def _fill(template: str, params: dict[str, Any]) -> str:
    """``template`` filled from ``params``; the plural fields only where a template has them."""
    if "|" in template:
        return _FORMATTER.vformat(template, (), params)
    return template.format_map(params)


def format_template(template: str, /, **params: Any) -> str:
    """``template.format(**params)`` as the tables are filled (plural fields included); a
    missing parameter raises ``KeyError`` (for checks of the tables themselves)."""
    return _fill(template, params)


def _fill_loosely(template: str, params: _Params) -> str:
    """``template`` filled field by field, a field that cannot be formatted shown plainly."""
    out: list[str] = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return template
    for literal, field, spec, _conv in parsed:
        out.append(literal)
        if field is None:
            continue
        value = params[field]
        try:
            out.append(_FORMATTER.format_field(value, spec or ""))
        except (ValueError, TypeError):
            out.append(str(value))
    return "".join(out)


class Translator:
    def __init__(self, lang: str = "en") -> None:
        self._loaded: dict[str, dict[str, str]] = {}  # a language's strings, read when first used
        self.lang = lang if lang in LANGUAGES else "en"
        # weak references: an App that is gone (tests make many) must not be kept alive by us
        self._listeners: list[weakref.ReferenceType[Any]] = []
        self._reported: set[str | tuple[str, str]] = set()
        self.strict: bool | None = None  # None: follow the environment (strict_from_env)

    def _table(self, lang: str) -> dict[str, str]:
        table = self._loaded.get(lang)
        if table is None:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            table = self._loaded[lang] = load_table(lang)
        return table

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
        ref: weakref.ReferenceType[Any] = (
            weakref.WeakMethod(cast(Any, listener))
            if hasattr(listener, "__self__")
            else weakref.ref(listener)
        )
        self._listeners.append(ref)

    def remove_listener(self, listener: Callable[[str], None]) -> None:
        self._listeners = [r for r in self._listeners if r() is not None and r() != listener]

    def template(self, key: str, lang: str | None = None) -> str | None:
        """The raw template of ``key`` (English when the language lacks it), or None."""
        found = self._table(lang or self.lang).get(key)
        return found if found is not None else self._table("en").get(key)

    def has(self, key: str, lang: str | None = None) -> bool:
        return key in self._table(lang or self.lang)

    def is_strict(self) -> bool:
        return strict_from_env() if self.strict is None else self.strict

    def missing_parameter(self, key: str, param: str, lang: str) -> None:
        """A template of ``key`` was filled without ``param``: raise in strict mode, else log once."""
        if self.is_strict():
            raise MissingParameter(key, param, lang)
        if (key, param) not in self._reported:
            self._reported.add((key, param))
            log.warning("string %r (%s) was shown without its parameter {%s}", key, lang, param)

    def __call__(self, key: str, /, lang: str | None = None, **params: Any) -> str:
        lang = lang or self.lang
        template = self._table(lang).get(key)
        if template is None:
            template = self._table("en").get(key)
            if key not in self._reported:
                self._reported.add(key)
                log.warning("missing string %r in %s", key, lang)
            if template is None:
                return key
        if "{" not in template:
            return josa.resolve(template)
        given = _Params(params)
        try:
            text = _fill(template, given)
        except (ValueError, IndexError, AttributeError, TypeError, KeyError):
            text = _fill_loosely(template, given)  # a spec such as {delta:+d} met the "…" of a missing value
        for param in dict.fromkeys(given.missing):
            self.missing_parameter(key, param, lang)
        return josa.resolve(text)


@cache
def translator() -> Translator:
    """The app's translator (one for every scene), made when first asked for."""
    return Translator()


def t(key: str, /, **params: Any) -> str:
    return translator()(key, **params)
