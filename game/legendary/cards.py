"""Legendary card data: loaded once at import from ``assets/cards/legendary/*.json``, validated.

A card *definition* has an id such as ``hulk.growing_anger``; a physical card in a game is an
*instance* id ``hulk.growing_anger#17`` (definition id, ``#``, a serial). ``defn(iid)`` maps
either form to its ``CardDef``. Nothing here changes during play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.cards import CardDataError, data_dir, need_int, read_json, texts

DATA_DIR = data_dir("legendary")

CLASSES = ("Strength", "Instinct", "Covert", "Tech", "Ranged")
TEAMS = ("Avengers", "X-Men", "S.H.I.E.L.D.", "Spider Friends", "Unaffiliated")
# City spaces, index 0 is where villains enter (next to the villain deck).
CITY = ("sewers", "bank", "rooftops", "streets", "bridge")
SEWERS, BANK, ROOFTOPS, STREETS, BRIDGE = range(5)


@dataclass(frozen=True)
class CardDef:
    id: str
    kind: str  # hero | wound | bystander | twist | strike | villain | henchman | mastermind | tactic | scheme
    name: dict[str, str]
    text: dict[str, str]
    subtitle: dict[str, str]
    group: str = ""  # hero id, villain/henchman group id, or mastermind id for tactics
    team: str | None = None
    cls: str | None = None  # hero class; None for grey S.H.I.E.L.D. cards
    cost: int = 0
    recruit: int | None = None
    recruit_plus: bool = False
    attack: int | None = None
    attack_plus: bool = False
    copies: int = 1
    strength: int = 0
    strength_star: bool = False
    vp: int = 0
    vp_plus: bool = False
    leads: str = ""
    strike: dict[str, str] | None = None
    # what a card is worth keeping in a deck to the computer players, where the data says
    value: float | None = None

    @property
    def is_hero(self) -> bool:
        return self.kind == "hero"

    @property
    def color(self) -> str:
        """The card's colour: its class, or grey for S.H.I.E.L.D. starters and officers."""
        return self.cls or "grey"


@dataclass(frozen=True)
class SchemeSetup:
    """A Scheme's Setup numbers (its data's ``setup``, with ``setup_by_players`` overrides)."""

    twists: int
    bystanders: int | None = None  # total Bystanders in the Villain Deck, overriding the table
    extra_henchmen: int = 0
    heroes: int | None = None
    required_group: str = ""
    heroes_in_villain_deck: int = 0
    twists_next_to_scheme: int = 0
    wounds_per_player: int | None = None
    solo_allowed: bool = True


@dataclass(frozen=True)
class SchemeRules:
    """What a Scheme's data says beyond its text: its Setup; ``keeps_twists``: its Twists stay
    next to it (and count there); ``villains_also``: the kinds of Villain Deck cards that enter
    the city as Villains; ``held_weight``: what each Bystander a Villain holds adds to how much
    the computer players want to fight it (its escape carries them off toward Evil Wins)."""

    setup: SchemeSetup
    by_players: tuple[tuple[int, SchemeSetup], ...] = ()
    keeps_twists: bool = False
    villains_also: tuple[str, ...] = ()
    held_weight: float = 0.0

    def setup_for(self, players: int) -> SchemeSetup:
        return next((s for n, s in self.by_players if n == players), self.setup)


_SETUP_FIELDS = {
    "twists": int,
    "bystanders": int,
    "extra_henchmen": int,
    "heroes": int,
    "required_group": str,
}
_SETUP_FIELDS.update(heroes_in_villain_deck=int, twists_next_to_scheme=int, wounds_per_player=int)
_SETUP_FIELDS.update(solo_allowed=bool)


def _setup(raw: Any, where: str, base: dict[str, Any] | None = None) -> SchemeSetup:
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: a Scheme's setup is a mapping, not {raw!r}")
    fields = dict(base or {})
    for key, value in raw.items():
        kind = _SETUP_FIELDS.get(key)
        if kind is None or type(value) is not kind:
            raise CardDataError(f"{where}: bad setup entry {key!r}: {value!r}")
        fields[key] = value
    if "twists" not in fields:
        raise CardDataError(f"{where}: a Scheme's setup says how many Twists")
    return SchemeSetup(**fields)


def _scheme_rules(raw: dict[str, Any], where: str) -> SchemeRules:
    base = raw.get("setup")
    setup = _setup(base, where)
    by_players = raw.get("setup_by_players", {})
    if not isinstance(by_players, dict) or not all(k.isdigit() for k in by_players):
        raise CardDataError(f"{where}: setup_by_players maps player counts to setups")
    also = raw.get("villains_also", [])
    if not isinstance(also, list) or not set(also) <= {"hero", "bystander"}:
        raise CardDataError(f"{where}: villains_also lists card kinds (hero, bystander), not {also!r}")
    weight = raw.get("held_weight", 0)
    keeps = raw.get("keeps_twists", False)
    if not isinstance(weight, (int, float)) or isinstance(weight, bool) or not isinstance(keeps, bool):
        raise CardDataError(f"{where}: bad held_weight or keeps_twists")
    return SchemeRules(
        setup,
        tuple((int(n), _setup(over, where, base)) for n, over in sorted(by_players.items())),
        keeps,
        tuple(also),
        float(weight),
    )


CARDS: dict[str, CardDef] = {}
HEROES: dict[str, tuple[str, ...]] = {}  # hero id -> its four card ids
HERO_NAMES: dict[str, dict[str, str]] = {}
VILLAIN_GROUPS: dict[str, tuple[str, ...]] = {}
HENCHMAN_GROUPS: dict[str, str] = {}  # group id -> its one card id
GROUP_NAMES: dict[str, dict[str, str]] = {}
MASTERMINDS: dict[str, tuple[str, ...]] = {}  # mastermind id -> tactic ids
SCHEMES: tuple[str, ...] = ()
SCHEME_RULES: dict[str, SchemeRules] = {}
# heroes, groups and Schemes whose data says "random": false: dealt only when the options name them
NAMED_ONLY: set[str] = set()


def _value(raw: Any, where: str) -> tuple[int | None, bool]:
    if raw is None:
        return None, False
    if not isinstance(raw, str) or not raw.rstrip("+").isdigit():
        raise CardDataError(f"{where}: bad Recruit/Attack value {raw!r}")
    return int(raw.rstrip("+")), raw.endswith("+")


def _add(card: CardDef) -> None:
    if card.id in CARDS:
        raise CardDataError(f"card id {card.id!r} defined twice")
    if "#" in card.id:
        raise CardDataError(f"card id {card.id!r} may not contain '#'")
    CARDS[card.id] = card


def _read(name: str) -> dict[str, Any]:
    return read_json(DATA_DIR / name)


def _value_of(raw: dict[str, Any], where: str) -> float | None:
    v = raw.get("value")
    if v is None:
        return None
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        raise CardDataError(f"{where}: 'value' must be a number, not {v!r}")
    return float(v)


def _named_only(raw: dict[str, Any], gid: str) -> None:
    dealt = raw.get("random", True)
    if not isinstance(dealt, bool):
        raise CardDataError(f"{gid}: 'random' must be true or false, not {dealt!r}")
    if not dealt:
        NAMED_ONLY.add(gid)


def dealt_at_random(groups: dict[str, Any]) -> list[str]:
    """The ids of ``groups`` (heroes, villain or henchman groups) a random setup picks from."""
    return sorted(g for g in groups if g not in NAMED_ONLY)


def _load() -> None:
    global SCHEMES
    heroes = _read("heroes.json")
    for h in heroes.get("heroes", []):
        hid = h["id"]
        hname = texts(h["name"], hid)
        HERO_NAMES[hid] = hname
        ids = []
        if h.get("team") not in TEAMS:
            raise CardDataError(f"{hid}: unknown team {h.get('team')!r}")
        for c in h["cards"]:
            where = c.get("id", hid)
            if c.get("class") not in CLASSES:
                raise CardDataError(f"{where}: unknown class {c.get('class')!r}")
            r, rp = _value(c.get("recruit"), where)
            a, ap = _value(c.get("attack"), where)
            _add(
                CardDef(
                    c["id"],
                    "hero",
                    texts(c["name"], where),
                    texts(c["text"], where),
                    hname,
                    group=hid,
                    team=h["team"],
                    cls=c["class"],
                    cost=need_int(c, "cost", where),
                    recruit=r,
                    recruit_plus=rp,
                    attack=a,
                    attack_plus=ap,
                    copies=need_int(c, "copies", where, low=1),
                    value=_value_of(c, where),
                )
            )
            ids.append(c["id"])
        if len(ids) != 4 or sorted(CARDS[i].copies for i in ids) != [1, 3, 5, 5]:
            raise CardDataError(f"{hid}: a hero has four cards with 5/5/3/1 copies")
        HEROES[hid] = tuple(ids)
        _named_only(h, hid)
    enemies = _read("enemies.json")
    for b in enemies.get("basics", []):
        where = b["id"]
        r, rp = _value(b.get("recruit"), where)
        a, ap = _value(b.get("attack"), where)
        sub = {"en": "S.H.I.E.L.D.", "ko": "쉴드"} if b.get("team") else {"en": "", "ko": ""}
        _add(
            CardDef(
                b["id"],
                b["kind"],
                texts(b["name"], where),
                texts(b["text"], where),
                sub,
                team=b.get("team"),
                cls=b.get("class"),
                cost=need_int(b, "cost", where),
                recruit=r,
                recruit_plus=rp,
                attack=a,
                attack_plus=ap,
                vp=need_int(b, "vp", where, default=0),
                value=_value_of(b, where),
            )
        )
    for kind, key in (("villain", "villain_groups"), ("henchman", "henchman_groups")):
        for g in enemies.get(key, []):
            gid = g["id"]
            gname = texts(g["name"], gid)
            GROUP_NAMES[gid] = gname
            ids = []
            for c in g["cards"]:
                where = c.get("id", gid)
                _add(
                    CardDef(
                        c["id"],
                        kind,
                        texts(c["name"], where),
                        texts(c["text"], where),
                        gname,
                        group=gid,
                        copies=need_int(c, "copies", where, low=1),
                        strength=need_int(c, "strength", where),
                        strength_star=bool(c.get("strength_star")),
                        vp=need_int(c, "vp", where),
                        vp_plus=bool(c.get("vp_plus")),
                        value=_value_of(c, where),
                    )
                )
                ids.append(c["id"])
            total = sum(CARDS[i].copies for i in ids)
            if total != (8 if kind == "villain" else 10):
                raise CardDataError(f"{gid}: {total} cards, expected {8 if kind == 'villain' else 10}")
            _named_only(g, gid)
            if kind == "villain":
                VILLAIN_GROUPS[gid] = tuple(ids)
            else:
                HENCHMAN_GROUPS[gid] = ids[0]
    for m in enemies.get("masterminds", []):
        mid = m["id"]
        mname = texts(m["name"], mid)
        if m["leads"] not in VILLAIN_GROUPS and m["leads"] not in HENCHMAN_GROUPS:
            raise CardDataError(f"{mid}: leads unknown group {m['leads']!r}")
        _add(
            CardDef(
                mid,
                "mastermind",
                mname,
                texts(m["strike"], mid),
                {"en": "Mastermind", "ko": "마스터마인드"},
                group=mid,
                strength=need_int(m, "strength", mid),
                vp=need_int(m, "vp", mid),
                leads=m["leads"],
                strike=texts(m["strike"], mid),
            )
        )
        tids = []
        for t in m["tactics"]:
            _add(
                CardDef(
                    t["id"],
                    "tactic",
                    texts(t["name"], t["id"]),
                    texts(t["text"], t["id"]),
                    mname,
                    group=mid,
                    vp=need_int(m, "vp", mid),
                )
            )
            tids.append(t["id"])
        if len(tids) != 4:
            raise CardDataError(f"{mid}: a Mastermind has four Tactics")
        MASTERMINDS[mid] = tuple(tids)
    schemes = []
    for s in enemies.get("schemes", []):
        _add(
            CardDef(
                s["id"],
                "scheme",
                texts(s["name"], s["id"]),
                texts(s["text"], s["id"]),
                {"en": "Scheme", "ko": "계획"},
            )
        )
        schemes.append(s["id"])
        _named_only(s, s["id"])
        SCHEME_RULES[s["id"]] = _scheme_rules(s, s["id"])
    SCHEMES = tuple(schemes)
    for needed in (
        "shield.agent",
        "shield.trooper",
        "shield.officer",
        "wound",
        "bystander",
        "twist",
        "strike",
    ):
        if needed not in CARDS:
            raise CardDataError(f"basic card {needed!r} is missing")


try:
    _load()
except KeyError as exc:
    raise CardDataError(f"Legendary card data: a card or group has no {exc}") from None


class _Definitions(dict[str, CardDef]):
    """Card definitions by card id and by instance id, filled in the first time one is asked."""

    def __missing__(self, card_id: str) -> CardDef:
        try:
            d = CARDS[card_id.partition("#")[0]]
        except KeyError:
            raise KeyError(f"unknown Legendary card {card_id!r}") from None
        self[card_id] = d
        return d


# The definition of a card id or instance id (``hulk.hulk_smash#3``): a dictionary lookup, as
# the engine asks it for nearly every card it looks at.
defn: Callable[[str], CardDef] = _Definitions().__getitem__


def def_id(card_id: str) -> str:
    return defn(card_id).id


def printed_texts() -> dict[str, str]:
    """Every card's printed English text (a Mastermind's is its Master Strike)."""
    return {cid: (d.strike or d.text)["en"] for cid, d in CARDS.items()}


def needs_code() -> set[str]:
    """The cards whose text is done by card code (heroes, villains, henchmen, Masterminds,
    Tactics and Schemes with a text; the basic cards' texts are the rules')."""
    coded = ("hero", "villain", "henchman", "mastermind", "tactic", "scheme")
    printed = printed_texts()
    return {cid for cid, d in CARDS.items() if d.kind in coded and printed[cid]}


def card_name(card_id: str, lang: str = "en") -> str:
    d = defn(card_id)
    return d.name.get(lang) or d.name["en"]


def card_info(card_id: str, lang: str = "en") -> dict[str, Any]:
    """What a card face shows, in ``lang`` ("en" or "ko")."""
    d = defn(card_id)
    lang = lang if lang in ("en", "ko") else "en"
    info: dict[str, Any] = {
        "id": d.id,
        "kind": d.kind,
        "name": d.name[lang],
        "subtitle": d.subtitle[lang],
        "text": d.text[lang],
    }
    if d.kind == "hero":
        info.update(
            team=d.team,
            cls=d.cls,
            color=d.color,
            cost=d.cost,
            recruit=None if d.recruit is None else f"{d.recruit}{'+' if d.recruit_plus else ''}",
            attack=None if d.attack is None else f"{d.attack}{'+' if d.attack_plus else ''}",
        )
    elif d.kind in ("villain", "henchman"):
        info.update(strength="*" if d.strength_star else d.strength, vp=f"{d.vp}{'+' if d.vp_plus else ''}")
    elif d.kind == "mastermind":
        info.update(
            strength=d.strength,
            vp=d.vp,
            leads=d.leads,
            leads_name=GROUP_NAMES[d.leads][lang],
            strike=d.strike[lang] if d.strike else "",
        )
    elif d.kind in ("tactic", "bystander"):
        info.update(vp=d.vp)
    return info
