"""Words for actions and events, in the chosen language, as coloured segments.

An event or action names its string key (``event.<game>.<kind>``) and its fields; the template
is filled here: player numbers become seat names, card ids become card names in the current
language (highlighted), everything else is shown as it is. A record the deck-building games
share (``game.core.deck_events``, keyed ``event.core.<kind>``) is said in the words of the game
it happens in when that game has its own (``event.legendary.drew``), else in the shared ones.

``Said``, ``Cards``, ``Listed`` and ``Words`` are what the log says besides the events' own
templates; ``scenes.log_book`` tells a session's log by turn with them.
"""

from __future__ import annotations

import string
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ParamSpec

from . import josa
from .i18n import MISSING_VALUE, Translator, plural

PLAYER_FIELDS = {
    "player",
    "owner",
    "attacker",
    "defender",
    "target_player",
    "winner",
    "seat",
    "by",
    "to_player",
    "from_player",
}
P = ParamSpec("P")
Segment = tuple[str, str]  # (text, style): "text", "player", "card", "number" or "energy:<symbol>"


@lru_cache(maxsize=8)
def _card_namer(game_name: str) -> Callable[[str, str], str] | None:
    import game

    pkg = game.PACKAGES.get(game_name)
    return None if pkg is None else pkg.card_name


def card_name(game_name: str, card_id: str, lang: str) -> str:
    namer = _card_namer(game_name)
    if namer is None:
        return card_id
    try:
        return str(namer(card_id, lang))
    except (KeyError, ValueError, LookupError):
        return card_id


# -- what the log says besides the events' own templates ---------------------------------------
@dataclass(frozen=True)
class Said:
    """A text of the log itself: a string key and its fields (said like a record)."""

    key: str
    fields: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(key: str, **fields: Any) -> Said:
        return Said(key, tuple(fields.items()))

    def label_key(self) -> str:
        return self.key

    def label_params(self) -> dict[str, Any]:
        return dict(self.fields)


@dataclass(frozen=True)
class Cards:
    """Cards with how many of each, in the order first seen: "2 Thor, Hulk"."""

    items: tuple[tuple[str, int], ...]

    @staticmethod
    def counted(cards: Sequence[str]) -> Cards:
        counts: Counter[str] = Counter()
        first: dict[str, str] = {}
        for card in cards:
            base = card.split("#", 1)[0]  # Legendary copies: "shield.agent#207"
            counts[base] += 1
            first.setdefault(base, card)
        return Cards(tuple((first[b], n) for b, n in counts.items()))


@dataclass(frozen=True)
class Listed:
    """Several texts said one after another with ``sep`` between them."""

    items: tuple[Any, ...]  # Said or records
    sep: str = ", "


@dataclass(frozen=True)
class Words:
    """Values said through the usual word keys (steps, phases, spaces), joined by ``sep``."""

    field: str
    values: tuple[Any, ...]
    sep: str = " → "


def _join(parts: list[list[Segment]], sep: str) -> list[Segment]:
    out: list[Segment] = []
    for i, part in enumerate(parts):
        if i:
            out.append((sep, "text"))
        out.extend(part)
    return out


def _word(tr: Translator, game_name: str, field: str, value: Any, lang: str) -> str | None:
    # words, not ids: "dicemasters.step.main", "legendary.space.3", "option.legendary.done"
    for key in (
        f"{game_name}.{field}.{value}",
        f"{field}.{game_name}.{value}",
        f"log.{game_name}.{field}.{value}",
    ):
        if tr.has(key, lang):
            return tr(key, lang)
    return None


def _face(tr: Translator, card: Any, face: Any, lang: str) -> list[Segment] | None:
    """A Dice Masters die face in words: its energy symbols (drawn as icons), its level with
    attack and defense, or "action", each with its bursts."""
    if not isinstance(card, str) or not isinstance(face, int) or isinstance(face, bool):
        return None
    try:
        from game.dicemasters.cards import faces_of

        f = faces_of(card)[face]
    except (KeyError, IndexError, ImportError):
        return None
    out: list[Segment]
    if f.kind == "energy":
        out = _join([[(tr(f"dm.energy.{s}", lang), f"energy:{s}")] for s in f.symbols], " ")
    elif f.kind == "character":
        out = segments(
            tr,
            "dicemasters",
            Said.of("log.dicemasters.face_character", level=f.level, attack=f.attack, defense=f.defense),
            [],
            lang,
        )
    else:
        out = [(tr("log.dicemasters.face_action", lang), "text")]
    if f.bursts:
        out.append((" " + "★" * f.bursts, "number"))
    return out


def _value(
    tr: Translator,
    game_name: str,
    field: str,
    value: Any,
    names: list[str],
    lang: str,
    params: dict[str, Any],
) -> list[Segment]:
    if hasattr(value, "label_key") and not isinstance(value, (str, int)):
        return segments(tr, game_name, value, names, lang)
    if isinstance(value, Listed):
        return _join(
            [_value(tr, game_name, field, item, names, lang, params) for item in value.items], value.sep
        )
    if isinstance(value, Cards):
        parts: list[list[Segment]] = []
        for card, n in value.items:
            if n == 1:
                parts.append([(card_name(game_name, card, lang), "card")])
            else:
                parts.append(
                    segments(tr, game_name, Said.of(f"log.{game_name}.count", card=card, n=n), names, lang)
                )
        return _join(parts, ", ")
    if isinstance(value, Words):
        return [
            (
                value.sep.join(_word(tr, game_name, value.field, v, lang) or str(v) for v in value.values),
                "text",
            )
        ]
    if field == "face" and game_name == "dicemasters":
        said = _face(tr, params.get("card"), value, lang)
        if said is not None:
            return said
    if (
        field in PLAYER_FIELDS
        and isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value < len(names)
    ):
        return [(names[value], "player")]
    if (field == "card" or field.endswith("_card")) and isinstance(value, str):
        return [(card_name(game_name, value, lang), "card")]
    if field in ("cards",) and isinstance(value, (tuple, list)):
        return [(", ".join(card_name(game_name, str(v), lang) for v in value), "card")]
    if isinstance(value, (tuple, list)):
        return [(", ".join(str(v) for v in value), "text")]
    if field == "reason" and isinstance(value, str):
        key = f"reason.{game_name}.{value}"
        if tr.has(key, lang):
            return [(tr(key, lang), "text")]
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        word = _word(tr, game_name, field, value, lang)
        if word is not None:
            return [(word, "text")]
    if isinstance(value, bool):
        return [("✓" if value else "×", "text")]
    if isinstance(value, int):
        return [(str(value), "number")]
    return [("" if value is None else str(value), "text")]


def label_key(tr: Translator, game_name: str, record: Any, lang: str | None = None) -> str:
    """The string key ``record`` is said with in ``game_name``: the game's own key for a record
    another package defines (``event.legendary.drew`` for ``event.core.drew``) when the game has
    one, else the record's own."""
    key = str(record.label_key())
    family, _, rest = key.partition(".")
    owner, _, kind = rest.partition(".")
    if kind and owner != game_name and owner == getattr(record, "game", None):
        own = f"{family}.{game_name}.{kind}"
        if tr.template(own, lang) is not None:
            return own
    return key


def segments(
    tr: Translator,
    game_name: str,
    record: Any,
    names: list[str],
    lang: str | None = None,
    player: int | None = None,
) -> list[Segment]:
    """``record`` in words, as (text, style) pieces; ``player`` is who decides an action."""
    lang = lang or tr.lang
    key = label_key(tr, game_name, record, lang)
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
    for literal, field, spec, _conv in parsed:
        if literal:
            merged = josa.leading_subject(literal, said)
            if merged is not None and out and out[-1][0].endswith(said[-1]):
                # 나 + 가 is 내가: the name's piece itself changes
                out[-1] = (out[-1][0][:-1] + merged, out[-1][1])
                said = said[:-1] + merged
            text = josa.resolve(literal, said)
            out.append((text, "text"))
            said += text
        if field is None:
            continue
        if field in params:
            value = params[field]
            if spec and "|" in spec:
                pieces = [(plural(value, spec), "text")]  # "{count:card|cards}": the noun by the count
            elif spec and isinstance(value, int) and not isinstance(value, bool):
                pieces = [(format(value, spec), "number")]  # "{delta:+d}": a signed number
            else:
                pieces = _value(tr, game_name, field, value, names, lang, params)
        else:
            tr.missing_parameter(key, field, lang)
            pieces = [(MISSING_VALUE, "text")]
        out.extend(pieces)
        said += "".join(text for text, _ in pieces)
    return out


def _as_text(said: Callable[P, list[Segment]]) -> Callable[P, str]:
    def text(*args: P.args, **kwargs: P.kwargs) -> str:
        return "".join(piece for piece, _ in said(*args, **kwargs))

    text.__doc__ = "The same in plain text, without the styles: " + (said.__doc__ or "")
    return text


plain = _as_text(segments)  # ``record`` in words as plain text
