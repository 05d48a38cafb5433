"""Card and die-face data of Dice Masters, loaded once at import from ``assets/cards/dicemasters``.

The data file holds every card's cost, energy type, Max, faces and its names and texts in English
and Korean. This module validates the file (a bad file fails at import with one clear message),
turns faces into small immutable ``Face`` tuples and answers ``card_name`` / ``card_info`` for the
GUI. It never reads a file during play and holds no game state.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal, NamedTuple, get_args

from game.core.cards import CardDataError, data_dir, need_int, read_json

DATA_FILE = data_dir("dicemasters") / "avx_starter.json"
# the booster cards of the set (#35-#132), same format; their Korean texts in a file of their own
BOOSTER_FILE = data_dir("dicemasters") / "avx_boosters.json"
BOOSTER_TEXTS = {"ko": data_dir("dicemasters") / "avx_boosters.ko.json"}
RARITIES = ("starter", "common", "uncommon", "rare", "super-rare")
AFFILIATIONS = ("Avengers", "X-Men", "Fantastic Four", "Villains")

ENERGY_TYPES = ("fist", "bolt", "mask", "shield")
SIDEKICK = "sidekick"
LANGS = ("en", "ko")


class Face(NamedTuple):
    """One face of a die. ``kind`` is ``energy``, ``character`` or ``action``."""

    kind: str
    symbols: tuple[str, ...] = ()
    level: int = 0
    cost: int = 0
    attack: int = 0
    defense: int = 0
    bursts: int = 0

    @property
    def energy(self) -> int:
        """How much energy this face makes (a double counts two, the circled 2 counts two)."""
        return sum(2 if s == "generic2" else 1 for s in self.symbols)

    def to_json(self) -> dict[str, Any]:
        if self.kind == "energy":
            return {"kind": "energy", "symbols": list(self.symbols), "energy": self.energy}
        if self.kind == "action":
            return {"kind": "action", "bursts": self.bursts}
        return {
            "kind": "character",
            "level": self.level,
            "field_cost": self.cost,
            "attack": self.attack,
            "defense": self.defense,
            "bursts": self.bursts,
        }


# How the computer judges using an action die of the card (its data's "agent" entry):
#   sweep: damage to every character (worth it when it knocks out more of theirs than ours)
#   combat_buff: helps our characters in the attack step; buff: helps ours at any time
#   removal: removes or hurts one target; hinder_blockers: keeps their characters from blocking
ActionUse = Literal["", "sweep", "combat_buff", "buff", "removal", "hinder_blockers"]
# and its Global: hinder (used on their characters, worth ``global_value``) or, by default, a
# combat buff for our characters engaged in the attack
GlobalUse = Literal["", "hinder"]


class Hints(NamedTuple):
    use: ActionUse = ""
    global_use: GlobalUse = ""
    global_value: float = 0.0


def _hints(raw: Any, where: str) -> Hints:
    if raw is None:
        return Hints()
    if not isinstance(raw, dict) or set(raw) - {"use", "global", "global_value"}:
        raise CardDataError(f"{where}: 'agent' must hold only 'use', 'global' and 'global_value'")
    use, glob, value = raw.get("use", ""), raw.get("global", ""), raw.get("global_value", 0)
    if use not in get_args(ActionUse) or glob not in get_args(GlobalUse):
        raise CardDataError(f"{where}: unknown agent hint {raw!r}")
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise CardDataError(f"{where}: 'global_value' must be a number, not {value!r}")
    return Hints(use, glob, float(value))


class Card(NamedTuple):
    id: str
    number: int
    kind: str  # "character", "action" (a non-basic action card, bought by its owner) or "basic_action"
    character: str | None  # slug shared by the three cards of one character die
    cost: int
    energy: str | None
    max_dice: int
    faces: tuple[Face, ...]
    texts: dict[str, dict[str, Any]]
    color: str | None
    affiliations: tuple[str, ...]
    # how much the computer likes owning one more die of the card (None: judged from its faces)
    value: float | None = None
    # dealt by random setups and offered by the draft (False: only when a team or the options name it)
    random: bool = True
    hints: Hints = Hints()
    rarity: str = "starter"

    @property
    def has_global(self) -> bool:
        return bool(self.texts["en"].get("global"))

    def printed(self, lang: str = "en") -> str:
        """The whole printed text: the text, the burst texts and the Global, in that order."""
        t = self.texts[lang]
        return " ".join(str(t[k]) for k in ("text", "burst1", "burst2", "global") if t.get(k))


def _face(raw: Any, where: str) -> Face:
    if not isinstance(raw, dict) or raw.get("kind") not in ("energy", "character", "action"):
        raise CardDataError(f"{where}: bad face {raw!r}")
    if raw["kind"] == "energy":
        syms = tuple(raw.get("symbols") or ())
        for s in syms:
            if s not in ENERGY_TYPES + ("wild", "generic2"):
                raise CardDataError(f"{where}: unknown energy symbol {s!r}")
        if not syms:
            raise CardDataError(f"{where}: energy face without symbols")
        return Face("energy", syms)
    if raw["kind"] == "action":
        return Face("action", bursts=int(raw.get("bursts", 0)))
    try:
        return Face(
            "character",
            (),
            int(raw["level"]),
            int(raw["field_cost"]),
            int(raw["attack"]),
            int(raw["defense"]),
            int(raw.get("bursts", 0)),
        )
    except (KeyError, TypeError, ValueError):
        raise CardDataError(f"{where}: character face needs level, field_cost, attack, defense") from None


def _card(raw: Any, bac_faces: tuple[Face, ...]) -> Card:
    cid = raw.get("id") if isinstance(raw, dict) else None
    if not isinstance(cid, str):
        raise CardDataError(f"card id {cid!r} missing")
    kind = raw.get("kind")
    if kind not in ("character", "action", "basic_action"):
        raise CardDataError(f"{cid}: unknown kind {kind!r}")
    for lang in LANGS:
        t = raw.get(lang)
        if not isinstance(t, dict) or not t.get("name") or not isinstance(t.get("text") or "", str):
            raise CardDataError(f"{cid}: needs a name (and a text, or none) in {lang!r}")
    faces = bac_faces if kind == "basic_action" else tuple(_face(f, cid) for f in raw["faces"])
    if len(faces) != 6:
        raise CardDataError(f"{cid}: a die has six faces")
    if [f.kind for f in faces[:3]] != ["energy"] * 3:
        raise CardDataError(f"{cid}: a die has three energy faces first")
    if kind == "character" and [f.level for f in faces if f.kind == "character"] != [1, 2, 3]:
        raise CardDataError(f"{cid}: character dice have three energy faces then levels 1-3")
    if kind == "action" and [f.kind for f in faces[3:]] != ["action"] * 3:
        raise CardDataError(f"{cid}: action dice have three energy faces then three action faces")
    energy = raw.get("energy")
    if energy is not None and energy not in ENERGY_TYPES:
        raise CardDataError(f"{cid}: unknown energy type {energy!r}")
    value = raw.get("value")
    if value is not None and (not isinstance(value, (int, float)) or isinstance(value, bool)):
        raise CardDataError(f"{cid}: 'value' must be a number, not {value!r}")
    dealt = raw.get("random", True)
    if not isinstance(dealt, bool):
        raise CardDataError(f"{cid}: 'random' must be true or false, not {dealt!r}")
    rarity = raw.get("rarity", "starter")
    if rarity not in RARITIES:
        raise CardDataError(f"{cid}: unknown rarity {rarity!r}")
    affiliations = tuple(raw.get("affiliations") or ())
    for a in affiliations:
        if a not in AFFILIATIONS:
            raise CardDataError(f"{cid}: unknown affiliation {a!r}")
    return Card(
        cid,
        need_int(raw, "number", cid, low=1),
        kind,
        raw.get("character"),
        need_int(raw, "cost", cid),
        energy,
        need_int(raw, "max_dice", cid, low=1),
        faces,
        {lang: raw[lang] for lang in LANGS},
        raw.get("color"),
        affiliations,
        None if value is None else float(value),
        dealt,
        _hints(raw.get("agent"), cid),
        rarity,
    )


def _with_texts(raws: list[Any], files: dict[str, Path]) -> list[Any]:
    """The booster cards with each language's texts taken from that language's file."""
    out = [dict(r) if isinstance(r, dict) else r for r in raws]
    for lang, path in files.items():
        data = read_json(path)
        if data.get("format") != "dicemasters-texts" or data.get("lang") != lang:
            raise CardDataError(f"{path.name} is not a Dice Masters {lang!r} text file")
        texts_by_id = data.get("cards")
        if not isinstance(texts_by_id, dict):
            raise CardDataError(f"{path.name}: 'cards' must map card ids to texts")
        for r in out:
            if isinstance(r, dict) and r.get("id") in texts_by_id:
                r[lang] = texts_by_id[r["id"]]
    return out


def _load(
    path: Path, boosters: Path
) -> tuple[dict[str, Card], tuple[Face, ...], tuple[Face, ...], dict[str, Any], dict[str, Any]]:
    data = read_json(path)
    extra = read_json(boosters)
    for d, p in ((data, path), (extra, boosters)):
        if d.get("format") != "dicemasters-cards":
            raise CardDataError(f"{p.name} is not a Dice Masters card file")
    sidekick_faces = tuple(_face(f, "sidekick") for f in data["sidekick"]["faces"])
    bac_faces = tuple(_face(f, "basic action die") for f in data["basic_action_die"]["faces"])
    if len(sidekick_faces) != 6 or len(bac_faces) != 6:
        raise CardDataError("sidekick and basic action dice need six faces")
    cards: dict[str, Card] = {}
    for raw in list(data["cards"]) + _with_texts(list(extra["cards"]), BOOSTER_TEXTS):
        card = _card(raw, bac_faces)
        if card.id in cards:
            raise CardDataError(f"card id {card.id!r} repeated")
        cards[card.id] = card
    return cards, sidekick_faces, bac_faces, data["first_game"], data["sidekick"]


CARDS, SIDEKICK_FACES, BASIC_ACTION_FACES, FIRST_GAME, _SIDEKICK_RAW = _load(DATA_FILE, BOOSTER_FILE)
CHARACTER_CARDS = tuple(c for c in CARDS if CARDS[c].kind == "character")
# non-basic action cards: team cards like characters, but their dice are action dice
ACTION_CARDS = tuple(c for c in CARDS if CARDS[c].kind == "action")
BASIC_ACTION_CARDS = tuple(c for c in CARDS if CARDS[c].kind == "basic_action")
# what random teams, random basic actions and the draft choose from
# team cards: characters and non-basic action cards (one card per character name in a team)
TEAM_CARDS = tuple(c for c in CARDS if CARDS[c].kind in ("character", "action"))
RANDOM_CHARACTERS = tuple(c for c in CHARACTER_CARDS if CARDS[c].random)
RANDOM_TEAM_CARDS = tuple(c for c in TEAM_CARDS if CARDS[c].random)
RANDOM_ACTIONS = tuple(c for c in BASIC_ACTION_CARDS if CARDS[c].random)
SIDEKICK_CHARACTER_FACE = 5


def printed_texts() -> dict[str, str]:
    """Every card's whole printed English text, for checking the card code against the data.

    Decision: a text wholly in parentheses is reminder text (Ghost Rider, Johnny Blaze: "(No
    special effects; just a low-cost die with good numbers.)"); it is no ability and needs no code,
    so it counts as no text here."""
    return {cid: "" if is_reminder(c.printed("en")) else c.printed("en") for cid, c in CARDS.items()}


def is_reminder(text: str) -> bool:
    """Whether a printed text is wholly one parenthesised reminder, with no ability in it."""
    t = text.strip()
    return t.startswith("(") and t.endswith(")") and t.count("(") == 1 and t.count(")") == 1


def faces_of(card: str) -> tuple[Face, ...]:
    return SIDEKICK_FACES if card == SIDEKICK else CARDS[card].faces


def card_name(card_id: str, lang: str = "en") -> str:
    """The card's name with its subtitle, e.g. "Spider-Man: Webhead" (basic actions: name only)."""
    lang = lang if lang in LANGS else "en"
    if card_id == SIDEKICK:
        return str(_SIDEKICK_RAW[lang]["name"])
    card = CARDS.get(card_id)
    if card is None:
        return card_id
    t = card.texts[lang]
    if card.kind == "basic_action":
        return str(t["name"])
    return f"{t['name']}: {t['subtitle']}"


def card_info(card_id: str, lang: str = "en") -> dict[str, Any]:
    """Everything a card face shows: name, subtitle, cost, energy, texts, die faces, Max."""
    lang = lang if lang in LANGS else "en"
    if card_id == SIDEKICK:
        return {
            "id": SIDEKICK,
            "name": card_name(SIDEKICK, lang),
            "subtitle": "",
            "kind": "sidekick",
            "cost": 0,
            "energy": None,
            "text": "",
            "burst1": None,
            "burst2": None,
            "global": None,
            "max_dice": 8,
            "faces": [f.to_json() for f in SIDEKICK_FACES],
            "color": "#f4f4f4",
        }
    card = CARDS[card_id]
    t = card.texts[lang]
    return {
        "id": card.id,
        "number": card.number,
        "name": t["name"],
        "subtitle": t["subtitle"],
        "kind": card.kind,
        "cost": card.cost,
        "energy": card.energy,
        "text": t["text"],
        "burst1": t.get("burst1"),
        "burst2": t.get("burst2"),
        "global": t.get("global"),
        "max_dice": card.max_dice,
        "faces": [f.to_json() for f in card.faces],
        "color": card.color,
        "affiliations": list(card.affiliations),
        "rarity": card.rarity,
    }
