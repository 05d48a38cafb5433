"""Card data: the exchange cards, the two basic cards and the characters.

Loaded once at import from ``assets/cards/metaversus/*.json`` with ``game.core.cards`` and
validated with clear errors; nothing here runs during play. Effects live in ``pool/`` as step
programs registered by card id with the printed text they implement (see ``effects.py``); this
module only knows printed facts (cost, type, value, text, a short text for small faces) and the
computer player's tuning (``agent``: how much it wants one more copy, how many copies at most,
how early it plays it).

``card_info(card_id, lang)`` is what the screens and card sprites read to draw a face.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any, TypeVar

from game.core.cards import CardDataError, data_dir, need_int, need_str, read_json, texts

DATA_DIR = data_dir("metaversus")
E = TypeVar("E", bound=StrEnum)


class CardType(StrEnum):
    CURRENCY = "currency"
    WEAPON = "weapon"
    ACTION = "action"


class Attribute(StrEnum):
    FIRE = "fire"
    WATER = "water"
    WOOD = "wood"
    SOIL = "soil"
    SKY = "sky"
    FLASH = "flash"
    MOON = "moon"
    DARKNESS = "darkness"
    CURSE = "curse"
    NEUTRAL = "neutral"


class AbilityKind(StrEnum):
    ACTIVE = "active"
    PASSIVE = "passive"


ATTRIBUTES = tuple(a.value for a in Attribute)
TYPES = tuple(t.value for t in CardType)
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
TYPE_NAMES = {
    "currency": {"en": "Currency", "ko": "재화"},
    "weapon": {"en": "Weapon", "ko": "무기"},
    "action": {"en": "Action", "ko": "행동"},
    "character": {"en": "Character", "ko": "캐릭터"},
}
ABILITY_NAMES = {"active": {"en": "Active", "ko": "즉발형"}, "passive": {"en": "Passive", "ko": "지속형"}}

STONE = "mv.stone"
DAGGER = "mv.dagger"
# Cards a match needs whatever is dealt: the starting deck's two basic cards.
BASICS = (STONE, DAGGER)
# The exchange has 12 slots; 5 characters are revealed and each of 2 bans is refilled.
EXCHANGE_SLOTS = 12
BASE_KINDS = 10  # dealt from the base packs alone (the other 2 slots stay empty)
EXPANSION_KINDS = 6  # with an expansion: 6 kinds from each pair of decks (12 slots)
CHARACTER_ROW = 5
CHARACTERS_NEEDED = 7


@dataclass(frozen=True, slots=True)
class AgentTuning:
    """The computer player's hand-tuned view of a card (``None``: derive it from the effects)."""

    worth: float | None = None  # desirability of owning one more copy
    limit: int | None = None  # never own more copies than this
    play_first: int = 0  # Action-phase order: the higher, the earlier (0: by worth)


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    type: CardType
    attribute: Attribute
    cost: int
    ap: int  # required AP (actions only, else 0)
    value: int  # gems (currency only)
    damage: int  # damage (weapons only)
    basic: bool  # Stone and Dagger: starting-deck cards, never dealt to the exchange
    pack: str
    name: dict[str, str]
    text: dict[str, str]
    short: dict[str, str]  # the rules in a few words, for small faces (default: the text)
    agent: AgentTuning


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    attribute: Attribute
    ability: AbilityKind
    uses: int | None  # per match; None = no limit
    off_turn: bool  # may also be cast in the opponent's windows (spec A27)
    pack: str
    name: dict[str, str]
    text: dict[str, str]
    short: dict[str, str]


def _named(raw: dict[str, Any], key: str, where: str) -> dict[str, str]:
    """A printed text in both languages, neither empty."""
    pair = texts(raw.get(key), f"{where}: {key!r}")
    if not pair["en"] or not pair["ko"]:
        raise CardDataError(f"{where}: {key!r} needs non-empty 'en' and 'ko' texts")
    return pair


def _choice(raw: dict[str, Any], key: str, where: str, enum: type[E]) -> E:
    value = raw.get(key)
    if isinstance(value, str):
        try:
            return enum(value)
        except ValueError:
            pass
    raise CardDataError(f"{where}: {key!r} must be one of {tuple(e.value for e in enum)}, not {value!r}")


def _entry(raw: Any, i: int, file: str, prefix: str, seen: dict[str, Any]) -> tuple[str, str]:
    """The id of entry ``i`` (checked: a text with ``prefix``, not seen before) and where it is."""
    if not isinstance(raw, dict):
        raise CardDataError(f"{file} entry #{i + 1} must be a JSON object")
    where = f"{file} #{i + 1} ({raw.get('id', '?')})"
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid.startswith(prefix):
        raise CardDataError(f"{where}: 'id' must be a text starting with {prefix!r}")
    if cid in seen:
        raise CardDataError(f"{where}: duplicate id")
    return cid, where


def _tuning(raw: Any, where: str) -> AgentTuning:
    if raw is None:
        return AgentTuning()
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: 'agent' must be an object")
    worth = raw.get("worth")
    if worth is not None and (not isinstance(worth, (int, float)) or isinstance(worth, bool)):
        raise CardDataError(f"{where}: agent 'worth' must be a number, not {worth!r}")
    limit = raw.get("limit")
    if limit is not None:
        limit = need_int(raw, "limit", f"{where} agent", low=1)
    play_first = need_int(raw, "play_first", f"{where} agent", default=0)
    return AgentTuning(None if worth is None else float(worth), limit, play_first)


class PackKind(StrEnum):
    BASE = "base"  # shares the one exchange deck and character deck with the other base packs
    EXPANSION = "expansion"  # keeps its own pair of decks and brings a setup tile


@dataclass(frozen=True, slots=True)
class Tile:
    """An expansion's setup tile: how the character row is revealed, the aether each seat starts
    with (first player, second player) and the most aether a duelist can hold."""

    reveal_base: int
    reveal_expansion: int
    start_aether: tuple[int, int]
    aether_cap: int


@dataclass(frozen=True, slots=True)
class Pack:
    id: str
    kind: PackKind
    files: tuple[str, ...]
    name: dict[str, str]
    identity: dict[str, str]  # the pack's idea in one sentence (the rules page and the setup)
    tile: Tile | None  # expansions only


@dataclass(frozen=True, slots=True)
class Combination:
    """A choice of packs the guide allows (spec §4.1), e.g. ``beginner+casual+aether``."""

    packs: str
    newcomers: bool  # the choice the guide recommends for newcomers


def _tile(raw: Any, where: str) -> Tile:
    if not isinstance(raw, dict) or not isinstance(raw.get("reveal"), dict):
        raise CardDataError(f"{where}: an expansion needs a 'tile' with 'reveal'")
    reveal = raw["reveal"]
    start = raw.get("start_aether", [0, 0])
    if not (
        isinstance(start, list) and len(start) == 2 and all(isinstance(n, int) and n >= 0 for n in start)
    ):
        raise CardDataError(f"{where}: tile 'start_aether' must be two whole numbers (first, second player)")
    base = need_int(reveal, "base", f"{where} tile reveal", low=0)
    exp = need_int(reveal, "expansion", f"{where} tile reveal", low=0)
    if base + exp != CHARACTER_ROW:
        raise CardDataError(f"{where}: the tile must reveal {CHARACTER_ROW} characters, not {base + exp}")
    return Tile(base, exp, (start[0], start[1]), need_int(raw, "aether_cap", f"{where} tile", low=1))


def _load_packs(data: dict[str, Any]) -> tuple[dict[str, Pack], tuple[Combination, ...]]:
    packs: dict[str, Pack] = {}
    for i, raw in enumerate(data.get("packs", [])):
        where = f"packs.json pack #{i + 1}"
        if not isinstance(raw, dict):
            raise CardDataError(f"{where} must be a JSON object")
        pid = need_str(raw, "id", where)
        kind = _choice(raw, "kind", where, PackKind)
        files = raw.get("files")
        if not isinstance(files, list) or not files or not all(isinstance(f, str) for f in files):
            raise CardDataError(f"{where}: 'files' must list the pack's data files")
        packs[pid] = Pack(
            pid,
            kind,
            tuple(files),
            _named(raw, "name", where),
            _named(raw, "identity", where),
            _tile(raw.get("tile"), where) if kind is PackKind.EXPANSION else None,
        )
    if not packs or next(iter(packs.values())).kind is not PackKind.BASE:
        raise CardDataError("packs.json: the first pack must be a base pack")
    combos = []
    for i, raw in enumerate(data.get("combinations", [])):
        where = f"packs.json combination #{i + 1}"
        names = need_str(raw, "packs", where).split("+")
        if any(n not in packs for n in names):
            raise CardDataError(f"{where}: unknown pack in {raw['packs']!r}")
        if sum(packs[n].kind is PackKind.EXPANSION for n in names) > 1:
            raise CardDataError(f"{where}: at most one expansion")
        combos.append(Combination(raw["packs"], bool(raw.get("newcomers", False))))
    return packs, tuple(combos)


def _load_cards(
    data: dict[str, Any],
    file: str = "exchange.json",
    pack: str | None = None,
    out: dict[str, Card] | None = None,
) -> dict[str, Card]:
    """The cards of one data file, added to ``out``; the first pack's file must hold the basics."""
    pack = need_str(data, "pack", file, default=pack or PACKS_FIRST)
    out = {} if out is None else out
    for i, raw in enumerate(data.get("cards", [])):
        cid, where = _entry(raw, i, file, "mv.", out)
        ctype = _choice(raw, "type", where, CardType)
        out[cid] = Card(
            id=cid,
            type=ctype,
            attribute=_choice(raw, "attribute", where, Attribute),
            cost=need_int(raw, "cost", where),
            ap=need_int(raw, "ap", where, None if ctype is CardType.ACTION else 0),
            value=need_int(raw, "value", where, None if ctype is CardType.CURRENCY else 0),
            damage=need_int(raw, "damage", where, None if ctype is CardType.WEAPON else 0),
            basic=bool(raw.get("basic", False)),
            pack=pack,
            name=_named(raw, "name", where),
            text=_named(raw, "text", where),
            short=_named(raw, "short", where) if "short" in raw else _named(raw, "text", where),
            agent=_tuning(raw.get("agent"), where),
        )
    if pack == PACKS_FIRST:
        for basic in BASICS:
            if basic not in out:
                raise CardDataError(f"{file}: the basic card {basic} is missing")
    return out


def _load_characters(
    data: dict[str, Any],
    file: str = "characters.json",
    pack: str | None = None,
    out: dict[str, Character] | None = None,
) -> dict[str, Character]:
    """The characters of one data file, added to ``out``; the first pack alone must fill a draft."""
    pack = need_str(data, "pack", file, default=pack or PACKS_FIRST)
    out = {} if out is None else out
    for i, raw in enumerate(data.get("characters", [])):
        cid, where = _entry(raw, i, file, "mv.char.", out)
        uses = raw.get("uses")
        out[cid] = Character(
            id=cid,
            attribute=_choice(raw, "attribute", where, Attribute),
            ability=_choice(raw, "ability", where, AbilityKind),
            uses=None if uses is None else need_int(raw, "uses", where, low=1),
            off_turn=bool(raw.get("off_turn", False)),
            pack=pack,
            name=_named(raw, "name", where),
            text=_named(raw, "text", where),
            short=_named(raw, "short", where) if "short" in raw else _named(raw, "text", where),
        )
    if (
        pack == PACKS_FIRST
        and "characters" in data
        and sum(ch.pack == pack for ch in out.values()) < CHARACTERS_NEEDED
    ):
        raise CardDataError(
            f"{file}: a match needs at least {CHARACTERS_NEEDED} characters (5 revealed + 2 refills)"
        )
    return out


def _load_pool() -> tuple[dict[str, Card], dict[str, Character]]:
    """Every pack's cards and characters, in pack order (a pack's file may be missing while it is
    being written: it then deals nothing and its combinations are not offered)."""
    cards: dict[str, Card] = {}
    chars: dict[str, Character] = {}
    for pack in PACK_INFO.values():
        for file in pack.files:
            path = DATA_DIR / file
            if pack.id != PACKS_FIRST and not path.exists():
                continue
            data = read_json(path)
            _load_cards(data, file, pack.id, cards)
            _load_characters(data, file, pack.id, chars)
    return cards, chars


PACK_INFO, COMBINATIONS = _load_packs(read_json(DATA_DIR / "packs.json"))
PACKS_FIRST = next(iter(PACK_INFO))
CARDS, CHARACTERS = _load_pool()
# Every exchange kind that can be dealt (Stone and Dagger are basic cards, never dealt).
EXCHANGE_KINDS: tuple[str, ...] = tuple(cid for cid, c in CARDS.items() if not c.basic)
if sum(CARDS[k].pack == PACKS_FIRST for k in EXCHANGE_KINDS) < EXCHANGE_SLOTS:
    raise CardDataError(
        f"exchange.json: at least {EXCHANGE_SLOTS} exchange kinds are needed to deal an exchange"
    )
PACKS: tuple[str, ...] = tuple(PACK_INFO)


def _names(packs: str) -> set[str]:
    return set(packs.split("+"))


@lru_cache(maxsize=32)  # a match's setup asks for them; the pack choices are few
def kinds_of(packs: str) -> tuple[str, ...]:
    """The exchange kinds of ``packs`` (pack names joined by "+"), in data order."""
    names = _names(packs)
    return tuple(k for k in EXCHANGE_KINDS if CARDS[k].pack in names)


@lru_cache(maxsize=32)
def characters_of(packs: str) -> tuple[str, ...]:
    names = _names(packs)
    return tuple(cid for cid, ch in CHARACTERS.items() if ch.pack in names)


def pack_of(card_id: str) -> str | None:
    """The pack an exchange card or a character comes from (None: a basic card, or unknown)."""
    if card_id in CARDS:
        return None if CARDS[card_id].basic else CARDS[card_id].pack
    return CHARACTERS[card_id].pack if card_id in CHARACTERS else None


def expansion_of(packs: str) -> Pack | None:
    """The expansion among ``packs``, if any (at most one: checked when the data is read)."""
    for name in packs.split("+"):
        if PACK_INFO[name].kind is PackKind.EXPANSION:
            return PACK_INFO[name]
    return None


def base_of(packs: str) -> str:
    """The base packs among ``packs``, joined by "+"."""
    return "+".join(n for n in packs.split("+") if PACK_INFO[n].kind is PackKind.BASE)


def _playable(packs: str) -> bool:
    """Enough kinds for the exchange (10 from the base packs; or 6 + 6 with an expansion) and
    characters for the row and the two refills after bans, from the decks the tile names."""
    if not all(kinds_of(name) for name in packs.split("+")):
        return False  # a pack whose cards are not in the data
    exp = expansion_of(packs)
    base = base_of(packs)
    if exp is None:
        return len(kinds_of(base)) >= EXCHANGE_SLOTS and len(characters_of(base)) >= CHARACTERS_NEEDED
    tile = exp.tile
    assert tile is not None
    bans = CHARACTERS_NEEDED - CHARACTER_ROW
    return (
        len(kinds_of(base)) >= EXCHANGE_SLOTS
        and len(kinds_of(exp.id)) >= EXPANSION_KINDS
        and len(characters_of(base)) >= tile.reveal_base + bans
        and len(characters_of(exp.id)) >= tile.reveal_expansion + bans
    )


def pack_choices() -> tuple[str, ...]:
    """The pack combinations a match can be dealt from (spec §4.1, ``packs.json``), the first
    pack alone first: each with enough kinds and characters."""
    out = tuple(c.packs for c in COMBINATIONS if _playable(c.packs))
    if not out or out[0] != PACKS[0]:
        raise CardDataError("packs.json: the first combination must be the first pack alone, and playable")
    return out


# Hot-path lookups: plain dicts of ints/strs are much faster than attribute access in loops.
COST: dict[str, int] = {cid: c.cost for cid, c in CARDS.items()}
TYPE: dict[str, CardType] = {cid: c.type for cid, c in CARDS.items()}
REQ_AP: dict[str, int] = {cid: c.ap for cid, c in CARDS.items()}
VALUE: dict[str, int] = {cid: c.value for cid, c in CARDS.items()}
DAMAGE: dict[str, int] = {cid: c.damage for cid, c in CARDS.items()}


def printed_texts() -> dict[str, str]:
    """Every card and character id with its printed English text (what the card code quotes)."""
    out = {cid: c.text["en"] for cid, c in CARDS.items()}
    out.update({cid: ch.text["en"] for cid, ch in CHARACTERS.items()})
    return out


# Sources named in events that are not cards: the Combat phase's single damage event.
PSEUDO_CARDS = {
    "combat": {"en": "combat damage", "ko": "공격 피해"},
    "tile": {"en": "the setup tile", "ko": "경기 준비 타일"},
}


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


def _face(c: Card | Character, lang: str, type_name: str, subtitle: str) -> dict[str, Any]:
    return {
        "id": c.id,
        "name": c.name[lang],
        "subtitle": f"{ATTRIBUTE_NAMES[c.attribute][lang]} · {subtitle}",
        "text": c.text[lang],
        "short": c.short[lang],
        "type_name": type_name,
        "attribute": c.attribute.value,
        "attribute_name": ATTRIBUTE_NAMES[c.attribute][lang],
        "pack": c.pack,
    }


def card_info(card_id: str, lang: str = "en") -> dict[str, Any]:
    """Everything a card face shows, in ``lang``: name, subtitle, text, type, attribute, numbers."""
    lang = "ko" if lang == "ko" else "en"
    if card_id in CHARACTERS:
        ch = CHARACTERS[card_id]
        face = _face(ch, lang, TYPE_NAMES["character"][lang], ABILITY_NAMES[ch.ability][lang])
        face.update(type="character", ability=ch.ability.value, uses=ch.uses, off_turn=ch.off_turn)
        return face
    if card_id not in CARDS:
        raise KeyError(f"unknown MetaVersus card {card_id!r}")
    c = CARDS[card_id]
    face = _face(c, lang, TYPE_NAMES[c.type][lang], TYPE_NAMES[c.type][lang])
    face.update(
        type=c.type.value,
        cost=c.cost,
        ap=c.ap if c.type is CardType.ACTION else None,
        value=c.value if c.type is CardType.CURRENCY else None,
        damage=c.damage if c.type is CardType.WEAPON else None,
        divider="———" in c.text["en"],
        basic=c.basic,
    )
    return face


__all__ = [
    "CARDS",
    "CHARACTERS",
    "EXCHANGE_KINDS",
    "Card",
    "Character",
    "CardType",
    "Attribute",
    "AbilityKind",
    "AgentTuning",
    "CardDataError",
    "card_info",
    "card_name",
    "printed_texts",
    "PACKS",
    "kinds_of",
    "characters_of",
    "pack_choices",
    "PACK_INFO",
    "COMBINATIONS",
    "Pack",
    "PackKind",
    "Tile",
    "Combination",
    "expansion_of",
    "base_of",
    "pack_of",
]
