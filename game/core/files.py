"""Reading files a person may have damaged or edited: one validation layer for every file the
app reads (saved games, settings, teams, finished-game records).

``parse_json`` turns bytes into JSON values under ``Limits`` (size, nesting depth, string
lengths, entries per list or object, values in all) and raises nothing but ``FileProblem``:
the nesting depth is measured before the parser runs, so a file nested a million deep is a
clear message, never a ``RecursionError``. ``Fields`` then reads one JSON object against a
typed schema and names the field that is wrong ("meta.seats[1]").

A ``FileProblem`` carries a ``code`` from a closed set and its parameters, so the screen can say
it in the person's language (``file.what.<code>`` in the string tables); ``str()`` of it is the
English sentence the command line prints.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .errors import SaveError

ProblemCode = Literal[
    "missing",  # the file is not there
    "unreadable",  # the operating system refused to read it (reason)
    "empty",  # zero bytes or only white space
    "too_large",  # over the size limit (size, limit)
    "not_utf8",  # not UTF-8 text
    "not_json",  # not JSON: damaged or cut short (line, column)
    "too_deep",  # nested deeper than the limit (limit)
    "too_long",  # a text longer than the limit (limit)
    "too_many",  # a list or object with more entries than the limit (limit)
    "not_object",  # the file is JSON but not an object
    "wrong_format",  # an object, but not this kind of file
    "newer_version",  # written by a newer version of the app (version, supported)
    "bad_version",  # a version this app never wrote (version)
    "missing_field",  # a field that must be there is not
    "wrong_type",  # a field of the wrong type (expected)
    "out_of_range",  # a number outside its range (low, high)
    "unknown_value",  # a value that is not one of the known ones (value)
    "bad_options",  # the game refused the options (reason)
    "no_replay",  # move ``index`` (kind) is not legal: the log was edited or damaged
    "truncated",  # the move log holds fewer or more moves than the file says (count, found)
    "edited",  # the file's digest does not match its content
    "different_game",  # the moves replay, but not to the game the file recorded
]

# What a field must be, for the messages (``file.type.<name>`` in the string tables).
TypeName = Literal["text", "integer", "number", "boolean", "list", "object", "pair"]

_ENGLISH: dict[str, str] = {
    "missing": "the file does not exist",
    "unreadable": "the file cannot be read ({reason})",
    "empty": "the file is empty",
    "too_large": "the file is {size} bytes, over the limit of {limit}",
    "not_utf8": "the file is not UTF-8 text (damaged?)",
    "not_json": "the file is damaged or cut short (line {line}, column {column})",
    "too_deep": "nested deeper than {limit} levels",
    "too_long": "a text longer than {limit} characters",
    "too_many": "more than {limit} entries",
    "not_object": "the file does not hold a JSON object",
    "wrong_format": "this is not a {kind} file",
    "newer_version": "written by a newer version (format {version}; this one reads up to {supported})",
    "bad_version": "format version {version} is not one this app wrote",
    "missing_field": "missing",
    "wrong_type": "must be {expected}",
    "out_of_range": "must be from {low} to {high}",
    "unknown_value": "unknown value {value}",
    "bad_options": "the game refused these options: {reason}",
    "no_replay": "the move log does not replay: move {index} ({kind}) is not legal there",
    "truncated": "the file says {count} moves but holds {found}: the move log was cut or edited",
    "edited": "the content does not match its digest: the file was edited or damaged",
    "different_game": "the moves do not replay to the game this file recorded",
}

_TYPE_WORDS = {
    "text": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "list": "a list",
    "object": "an object",
    "pair": "a pair of whole numbers",
}


class FileProblem(SaveError):
    """What is wrong with one file: a code, the file's name, the field (dotted path; empty for
    the whole file) and the code's parameters. ``kept_as`` names where the damaged file was
    moved (it is never deleted)."""

    def __init__(self, code: ProblemCode, field: str = "", file: str = "", **params: Any) -> None:
        self.code: ProblemCode = code
        self.field = field
        self.file = file
        self.params = dict(params)
        self.kept_as: str | None = None
        super().__init__(self.english())

    def english(self) -> str:
        params = dict(self.params)
        if "expected" in params:
            params["expected"] = _TYPE_WORDS.get(params["expected"], params["expected"])
        what = _ENGLISH[self.code].format_map(_Blank(params))
        where = self.file or "file"
        return f"{where}, field {self.field}: {what}" if self.field else f"{where}: {what}"

    def __str__(self) -> str:
        return self.english()

    def named(self, file: str) -> FileProblem:
        """This problem with the file's name filled in (the parsers do not know it)."""
        if not self.file:
            self.file = file
            self.args = (self.english(),)
        return self


class _Blank(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


@dataclass(frozen=True)
class Limits:
    """How big a file of one kind may be. Real files are far inside these."""

    max_bytes: int
    max_depth: int = 16
    max_string: int = 2000
    max_items: int = 20_000  # entries of one list or object
    max_values: int = 400_000  # values in the whole file


# One token at a time: a whole string (escapes included) or a bracket.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
_HUGE_DIGITS = 30


def nesting_depth(text: str, stop_above: int) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings; stops counting past ``stop_above``."""
    depth = deepest = 0
    for m in _TOKENS.finditer(text):
        c = m.group()
        if c == "[" or c == "{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_above:
                    return deepest
        elif c == "]" or c == "}":
            depth -= 1
    return deepest


def _int(text: str) -> int | float:
    # a number too long to be a count or a seed is kept as an infinity, which every range refuses
    if len(text.lstrip("-")) > _HUGE_DIGITS:
        return -math.inf if text.startswith("-") else math.inf
    return int(text)


def _constant(name: str) -> float:
    return {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}[name]


def parse_json(raw: bytes, limits: Limits) -> Any:
    """JSON values from ``raw`` within ``limits``; any trouble is a ``FileProblem``."""
    if len(raw) > limits.max_bytes:
        raise FileProblem("too_large", size=len(raw), limit=limits.max_bytes)
    if not raw.strip():
        raise FileProblem("empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem("not_utf8") from None
    if nesting_depth(text, limits.max_depth) > limits.max_depth:
        raise FileProblem("too_deep", limit=limits.max_depth)
    try:
        data = json.loads(text, parse_int=_int, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise FileProblem("not_json", line=exc.lineno, column=exc.colno) from None
    except (RecursionError, ValueError):  # cannot happen after the depth check; never a crash
        raise FileProblem("not_json", line=0, column=0) from None
    _check_sizes(data, limits)
    return data


def _check_sizes(data: Any, limits: Limits) -> None:
    todo = [data]
    seen = 0
    while todo:
        value = todo.pop()
        seen += 1
        if seen > limits.max_values:
            raise FileProblem("too_many", limit=limits.max_values)
        if isinstance(value, str):
            if len(value) > limits.max_string:
                raise FileProblem("too_long", limit=limits.max_string)
        elif isinstance(value, list):
            if len(value) > limits.max_items:
                raise FileProblem("too_many", limit=limits.max_items)
            todo.extend(value)
        elif isinstance(value, dict):
            if len(value) > limits.max_items:
                raise FileProblem("too_many", limit=limits.max_items)
            for k, v in value.items():
                if len(k) > limits.max_string:
                    raise FileProblem("too_long", limit=limits.max_string)
                todo.append(v)


# -- typed fields -------------------------------------------------------------------------------
class _Missing:
    pass


MISSING: Any = _Missing()


def _where(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _short(value: Any) -> str:
    text = (
        json.dumps(value, ensure_ascii=False)
        if not isinstance(value, float) or math.isfinite(value)
        else repr(value)
    )
    return text if len(text) <= 40 else text[:37] + "..."


def check_text(
    value: Any, where: str, max_len: int = 200, choices: Sequence[str] | None = None, allow_empty: bool = True
) -> str:
    if not isinstance(value, str):
        raise FileProblem("wrong_type", where, expected="text")
    if len(value) > max_len:
        raise FileProblem("too_long", where, limit=max_len)
    if not allow_empty and not value.strip():
        raise FileProblem("missing_field", where)
    if choices is not None and value not in choices:
        raise FileProblem("unknown_value", where, value=_short(value))
    return value


def check_int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, float) and math.isinf(value):
        raise FileProblem("out_of_range", where, low=low, high=high)
    if isinstance(value, bool) or not isinstance(value, int):
        raise FileProblem("wrong_type", where, expected="integer")
    if not low <= value <= high:
        raise FileProblem("out_of_range", where, low=low, high=high)
    return value


def check_number(value: Any, where: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise FileProblem("wrong_type", where, expected="number")
    if not math.isfinite(value) or not low <= value <= high:
        raise FileProblem("out_of_range", where, low=f"{low:g}", high=f"{high:g}")
    return float(value)


def check_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise FileProblem("wrong_type", where, expected="boolean")
    return value


def check_list(value: Any, where: str, max_items: int) -> list[Any]:
    if not isinstance(value, list):
        raise FileProblem("wrong_type", where, expected="list")
    if len(value) > max_items:
        raise FileProblem("too_many", where, limit=max_items)
    return value


class Fields:
    """One JSON object read field by field; every error names ``path.field``."""

    def __init__(self, data: Any, path: str = "") -> None:
        if not isinstance(data, dict):
            if path:
                raise FileProblem("wrong_type", path, expected="object")
            raise FileProblem("not_object")
        self.data: dict[str, Any] = data
        self.path = path

    def where(self, key: str | int) -> str:
        return _where(self.path, key)

    def header(
        self, fmt: str, kind: str, newest: int, readable: Collection[int], default_version: Any = MISSING
    ) -> int:
        """The file's ``format`` and ``version``: another kind of file, a version newer than this
        app reads, or one it never wrote raise ``FileProblem``."""
        if self.raw("format", None) != fmt:
            raise FileProblem("wrong_format", "format", kind=kind)
        version = int(self.integer("version", -(2**31), 2**31, default=default_version))
        if version > newest:
            raise FileProblem("newer_version", "version", version=version, supported=newest)
        if version not in readable:
            raise FileProblem("bad_version", "version", version=version)
        return version

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default: Any = MISSING) -> Any:
        if key not in self.data:
            if default is MISSING:
                raise FileProblem("missing_field", self.where(key))
            return default
        return self.data[key]

    def text(
        self,
        key: str,
        max_len: int = 200,
        choices: Sequence[str] | None = None,
        default: Any = MISSING,
        allow_empty: bool = True,
    ) -> Any:
        if key not in self.data:
            return self.raw(key, default)
        return check_text(self.data[key], self.where(key), max_len, choices, allow_empty)

    def integer(self, key: str, low: int, high: int, default: Any = MISSING) -> Any:
        if key not in self.data:
            return self.raw(key, default)
        return check_int(self.data[key], self.where(key), low, high)

    def number(self, key: str, low: float, high: float, default: Any = MISSING) -> Any:
        if key not in self.data:
            return self.raw(key, default)
        return check_number(self.data[key], self.where(key), low, high)

    def flag(self, key: str, default: Any = MISSING) -> Any:
        if key not in self.data:
            return self.raw(key, default)
        return check_bool(self.data[key], self.where(key))

    def items(self, key: str, max_items: int, default: Any = MISSING) -> Any:
        if key not in self.data:
            return self.raw(key, default)
        return check_list(self.data[key], self.where(key), max_items)

    def obj(self, key: str, default: Any = MISSING) -> Fields:
        value = self.raw(key, default)
        return Fields(value, self.where(key))
