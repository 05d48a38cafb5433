"""Words for actions and events, in the chosen language, as coloured segments.

An event or action names its string key (``event.<game>.<kind>``) and its fields; the template
is filled here: player numbers become seat names, card ids become card names in the current
language (highlighted), everything else is shown as it is. The log keeps the records, not the
text, so switching the language re-translates the whole history.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from . import josa
from .i18n import MISSING_VALUE, Translator

PLAYER_FIELDS = {"player", "owner", "attacker", "defender", "target_player", "winner", "seat", "by", "to_player", "from_player"}
Segment = tuple[str, str]  # (text, style): style is "text", "player", "card" or "number"


@lru_cache(maxsize=8)
def _card_namer(game_name: str) -> Callable[[str, str], str] | None:
    try:
        mod = importlib.import_module(f"game.{game_name}")
    except ModuleNotFoundError:
        return None
    return getattr(mod, "card_name", None)


def card_name(game_name: str, card_id: str, lang: str) -> str:
    namer = _card_namer(game_name)
    if namer is None:
        return card_id
    try:
        return str(namer(card_id, lang))
    except (KeyError, ValueError, LookupError):
        return card_id


def _value(tr: Translator, game_name: str, field: str, value: Any, names: list[str], lang: str) -> Segment:
    if field in PLAYER_FIELDS and isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(names):
        return names[value], "player"
    if (field == "card" or field.endswith("_card")) and isinstance(value, str):
        return card_name(game_name, value, lang), "card"
    if field in ("cards",) and isinstance(value, (tuple, list)):
        return ", ".join(card_name(game_name, str(v), lang) for v in value), "card"
    if isinstance(value, (tuple, list)):
        return ", ".join(str(v) for v in value), "text"
    if field == "reason" and isinstance(value, str):
        key = f"reason.{game_name}.{value}"
        if tr.has(key, lang):
            return tr(key, lang), "text"
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        # words, not ids: "dicemasters.step.main", "legendary.space.3", "option.legendary.done"
        for key in (f"{game_name}.{field}.{value}", f"{field}.{game_name}.{value}"):
            if tr.has(key, lang):
                return tr(key, lang), "text"
    if isinstance(value, bool):
        return ("✓" if value else "✗"), "text"
    if isinstance(value, int):
        return str(value), "number"
    return ("" if value is None else str(value)), "text"


def segments(
    tr: Translator, game_name: str, record: Any, names: list[str], lang: str | None = None, player: int | None = None
) -> list[Segment]:
    """``record`` in words, as (text, style) pieces; ``player`` is who decides an action."""
    lang = lang or tr.lang
    key = record.label_key()
    template = tr.template(key, lang)
    params = record.label_params()
    if "player" not in params and player is not None:
        params = {**params, "player": player}
    if template is None:
        return [(key.rsplit(".", 1)[-1].replace("_", " "), "text")]
    out: list[Segment] = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return [(josa.resolve(template), "text")]
    said = ""  # the text so far: a particle in a literal fits the end of it
    for literal, field, _spec, _conv in parsed:
        if literal:
            text = josa.resolve(literal, said)
            out.append((text, "text"))
            said += text
        if field is None:
            continue
        if field in params:
            piece = _value(tr, game_name, field, params[field], names, lang)
        else:
            tr.missing_parameter(key, field, lang)
            piece = (MISSING_VALUE, "text")
        out.append(piece)
        said += piece[0]
    return out


def plain(
    tr: Translator, game_name: str, record: Any, names: list[str], lang: str | None = None, player: int | None = None
) -> str:
    return "".join(text for text, _ in segments(tr, game_name, record, names, lang, player))
