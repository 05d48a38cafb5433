"""Card data: the exchange cards, the two basic cards and the characters.

Loaded once at import from ``assets/cards/metaversus/*.json`` and validated with clear errors;
nothing here runs during play. Effects that need code live in ``pool/`` and are registered by
card id (see ``effects.py``); this module only knows printed facts (cost, type, value, text).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parents[2] / "assets" / "cards" / "metaversus"

ATTRIBUTES = ("fire", "water", "wood", "soil", "sky", "flash", "moon", "darkness", "curse", "neutral")
ATTRIBUTE_NAMES = {
    "fire": {"en": "Fire", "ko": "화염"},
    "water": {"en": "Flowing Water", "ko": "유수"},
    "wood": {"en": "Wood", "ko": "수목"},
    "soil": {"en": "Soil", "ko": "토양"},
    "sky": {"en": "Sky", "ko": "천공"},
    "flash": {"en": "Flash", "ko": "섬광"},
    "moon": {"en": "Moon-shadow", "ko": "월영"},
    "darkness": {"en": "Darkness", "ko": "암흑"},
    "curse": {"en": "Curse", "ko": "저주"},
    "neutral": {"en": "Neutral", "ko": "중립"},
}
TYPES = ("currency", "weapon", "action")
TYPE_NAMES = {
    "currency": {"en": "Currency", "ko": "재화"},
    "weapon": {"en": "Weapon", "ko": "무기"},
    "action": {"en": "Action", "ko": "행동"},
    "character": {"en": "Character", "ko": "캐릭터"},
}

STONE = "mv.stone"
DAGGER = "mv.dagger"


class CardDataError(ValueError):
    """A card data file is missing, malformed or inconsistent."""


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    type: str  # currency | weapon | action
    attribute: str
    cost: int
    ap: int  # required AP (actions only, else 0)
    value: int  # gems (currency only)
    damage: int  # damage (weapons only)
    basic: bool  # Stone and Dagger: starting-deck cards, never dealt to the exchange
    pack: str
    name: dict[str, str]
    text: dict[str, str]


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    attribute: str
    ability: str  # active | passive
    uses: int | None  # per match; None = no limit
    off_turn: bool  # may also be cast in the opponent's windows (spec A27)
    pack: str
    name: dict[str, str]
    text: dict[str, str]


def _lang_pair(raw: dict[str, Any], key: str, where: str) -> dict[str, str]:
    value = raw.get(key)
    if not isinstance(value, dict) or not all(
        isinstance(value.get(lang), str) and value[lang] for lang in ("en", "ko")
    ):
        raise CardDataError(f"{where}: '{key}' needs non-empty 'en' and 'ko' strings")
    return {"en": value["en"], "ko": value["ko"]}


def _int(raw: dict[str, Any], key: str, where: str, default: int | None = None) -> int:
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise CardDataError(f"{where}: '{key}' must be a non-negative integer, not {value!r}")
    return value


def _read(name: str) -> dict[str, Any]:
    path = DATA_DIR / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardDataError(f"card data file {name} is missing") from None
    except json.JSONDecodeError as exc:
        raise CardDataError(f"card data file {name} is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise CardDataError(f"card data file {name} must hold a JSON object")
    return data


def _load_cards(data: dict[str, Any]) -> dict[str, Card]:
    pack = str(data.get("pack", "beginner"))
    out: dict[str, Card] = {}
    for i, raw in enumerate(data.get("cards", [])):
        where = f"exchange.json card #{i + 1} ({raw.get('id', '?')})"
        cid = raw.get("id")
        if not isinstance(cid, str) or not cid.startswith("mv."):
            raise CardDataError(f"{where}: 'id' must be a string starting with 'mv.'")
        if cid in out:
            raise CardDataError(f"{where}: duplicate id")
        ctype = raw.get("type")
        if ctype not in TYPES:
            raise CardDataError(f"{where}: 'type' must be one of {TYPES}")
        attr = raw.get("attribute")
        if attr not in ATTRIBUTES:
            raise CardDataError(f"{where}: 'attribute' must be one of {ATTRIBUTES}")
        card = Card(
            id=cid,
            type=ctype,
            attribute=attr,
            cost=_int(raw, "cost", where),
            ap=_int(raw, "ap", where, 0 if ctype != "action" else None),
            value=_int(raw, "value", where, 0 if ctype != "currency" else None),
            damage=_int(raw, "damage", where, 0 if ctype != "weapon" else None),
            basic=bool(raw.get("basic", False)),
            pack=pack,
            name=_lang_pair(raw, "name", where),
            text=_lang_pair(raw, "text", where),
        )
        out[cid] = card
    for basic in (STONE, DAGGER):
        if basic not in out:
            raise CardDataError(f"exchange.json: the basic card {basic} is missing")
    return out


def _load_characters(data: dict[str, Any]) -> dict[str, Character]:
    pack = str(data.get("pack", "beginner"))
    out: dict[str, Character] = {}
    for i, raw in enumerate(data.get("characters", [])):
        where = f"characters.json #{i + 1} ({raw.get('id', '?')})"
        cid = raw.get("id")
        if not isinstance(cid, str) or not cid.startswith("mv.char."):
            raise CardDataError(f"{where}: 'id' must start with 'mv.char.'")
        if cid in out:
            raise CardDataError(f"{where}: duplicate id")
        if raw.get("attribute") not in ATTRIBUTES:
            raise CardDataError(f"{where}: bad attribute")
        if raw.get("ability") not in ("active", "passive"):
            raise CardDataError(f"{where}: 'ability' must be active or passive")
        uses = raw.get("uses")
        if uses is not None and (not isinstance(uses, int) or uses < 1):
            raise CardDataError(f"{where}: 'uses' must be null or a positive integer")
        out[cid] = Character(
            id=cid,
            attribute=raw["attribute"],
            ability=raw["ability"],
            uses=uses,
            off_turn=bool(raw.get("off_turn", False)),
            pack=pack,
            name=_lang_pair(raw, "name", where),
            text=_lang_pair(raw, "text", where),
        )
    if len(out) < 7:
        raise CardDataError("characters.json: a match needs at least 7 characters (5 revealed + 2 refills)")
    return out


CARDS: dict[str, Card] = _load_cards(_read("exchange.json"))
CHARACTERS: dict[str, Character] = _load_characters(_read("characters.json"))
# Every exchange kind that can be dealt (Stone and Dagger are basic cards, never dealt).
EXCHANGE_KINDS: tuple[str, ...] = tuple(cid for cid, c in CARDS.items() if not c.basic)
if len(EXCHANGE_KINDS) < 12:
    raise CardDataError("exchange.json: at least 12 exchange kinds are needed to deal an exchange")

# Hot-path lookups: plain dicts of ints/strs are much faster than attribute access in loops.
COST: dict[str, int] = {cid: c.cost for cid, c in CARDS.items()}
TYPE: dict[str, str] = {cid: c.type for cid, c in CARDS.items()}
REQ_AP: dict[str, int] = {cid: c.ap for cid, c in CARDS.items()}
VALUE: dict[str, int] = {cid: c.value for cid, c in CARDS.items()}
DAMAGE: dict[str, int] = {cid: c.damage for cid, c in CARDS.items()}


# Sources named in events that are not cards: the Combat phase's single damage event.
PSEUDO_CARDS = {"combat": {"en": "combat damage", "ko": "공격 피해"}}


def card_name(card_id: str, lang: str = "en") -> str:
    """The printed name of a card or character in ``lang`` ("en" or "ko")."""
    lang = "ko" if lang == "ko" else "en"
    if card_id in CARDS:
        return CARDS[card_id].name[lang]
    if card_id in CHARACTERS:
        return CHARACTERS[card_id].name[lang]
    if card_id in PSEUDO_CARDS:
        return PSEUDO_CARDS[card_id][lang]
    return card_id


def card_info(card_id: str, lang: str = "en") -> dict[str, Any]:
    """Everything a card face shows, in ``lang``: name, subtitle, text, type, attribute, numbers."""
    lang = "ko" if lang == "ko" else "en"
    if card_id in CHARACTERS:
        ch = CHARACTERS[card_id]
        kind = {"active": {"en": "Active", "ko": "즉발형"}, "passive": {"en": "Passive", "ko": "지속형"}}[
            ch.ability
        ][lang]
        return {
            "id": ch.id,
            "name": ch.name[lang],
            "subtitle": f"{ATTRIBUTE_NAMES[ch.attribute][lang]} · {kind}",
            "text": ch.text[lang],
            "type": "character",
            "type_name": TYPE_NAMES["character"][lang],
            "attribute": ch.attribute,
            "attribute_name": ATTRIBUTE_NAMES[ch.attribute][lang],
            "ability": ch.ability,
            "uses": ch.uses,
            "off_turn": ch.off_turn,
            "pack": ch.pack,
        }
    if card_id not in CARDS:
        raise KeyError(f"unknown MetaVersus card {card_id!r}")
    c = CARDS[card_id]
    return {
        "id": c.id,
        "name": c.name[lang],
        "subtitle": f"{ATTRIBUTE_NAMES[c.attribute][lang]} · {TYPE_NAMES[c.type][lang]}",
        "text": c.text[lang],
        "type": c.type,
        "type_name": TYPE_NAMES[c.type][lang],
        "attribute": c.attribute,
        "attribute_name": ATTRIBUTE_NAMES[c.attribute][lang],
        "cost": c.cost,
        "ap": c.ap if c.type == "action" else None,
        "value": c.value if c.type == "currency" else None,
        "damage": c.damage if c.type == "weapon" else None,
        "divider": "———" in c.text["en"],
        "basic": c.basic,
        "pack": c.pack,
    }
