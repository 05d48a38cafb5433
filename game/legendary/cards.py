"""Legendary card data: loaded once at import from ``assets/cards/legendary/*.json``, validated.

A card *definition* has an id such as ``hulk.growing_anger``; a physical card in a game is an
*instance* id ``hulk.growing_anger#17`` (definition id, ``#``, a serial). ``defn(iid)`` maps
either form to its ``CardDef``. Nothing here changes during play.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = ROOT / "assets" / "cards" / "legendary"

CLASSES = ("Strength", "Instinct", "Covert", "Tech", "Ranged")
TEAMS = ("Avengers", "X-Men", "S.H.I.E.L.D.", "Spider Friends", "Unaffiliated")
# City spaces, index 0 is where villains enter (next to the villain deck).
CITY = ("sewers", "bank", "rooftops", "streets", "bridge")
SEWERS, BANK, ROOFTOPS, STREETS, BRIDGE = range(5)


class CardDataError(ValueError):
    """The card data files are missing or malformed."""


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

    @property
    def is_hero(self) -> bool:
        return self.kind == "hero"

    @property
    def color(self) -> str:
        """The card's colour: its class, or grey for S.H.I.E.L.D. starters and officers."""
        return self.cls or "grey"


CARDS: dict[str, CardDef] = {}
HEROES: dict[str, tuple[str, ...]] = {}  # hero id -> its four card ids
HERO_NAMES: dict[str, dict[str, str]] = {}
VILLAIN_GROUPS: dict[str, tuple[str, ...]] = {}
HENCHMAN_GROUPS: dict[str, str] = {}  # group id -> its one card id
GROUP_NAMES: dict[str, dict[str, str]] = {}
MASTERMINDS: dict[str, tuple[str, ...]] = {}  # mastermind id -> tactic ids
SCHEMES: tuple[str, ...] = ()


def _value(raw: Any, where: str) -> tuple[int | None, bool]:
    if raw is None:
        return None, False
    if not isinstance(raw, str) or not raw.rstrip("+").isdigit():
        raise CardDataError(f"{where}: bad Recruit/Attack value {raw!r}")
    return int(raw.rstrip("+")), raw.endswith("+")


def _texts(raw: Any, where: str) -> dict[str, str]:
    if not isinstance(raw, dict) or not isinstance(raw.get("en"), str) or not isinstance(raw.get("ko"), str):
        raise CardDataError(f"{where}: needs 'en' and 'ko' strings")
    return {"en": raw["en"], "ko": raw["ko"]}


def _add(card: CardDef) -> None:
    if card.id in CARDS:
        raise CardDataError(f"card id {card.id!r} defined twice")
    if "#" in card.id:
        raise CardDataError(f"card id {card.id!r} may not contain '#'")
    CARDS[card.id] = card


def _read(name: str) -> dict[str, Any]:
    path = DATA_DIR / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardDataError(f"missing card data file {name}") from None
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{name}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict):
        raise CardDataError(f"{name}: expected a JSON object")
    return data


def _load() -> None:
    global SCHEMES
    heroes = _read("heroes.json")
    for h in heroes.get("heroes", []):
        hid = h["id"]
        hname = _texts(h["name"], hid)
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
                    _texts(c["name"], where),
                    _texts(c["text"], where),
                    hname,
                    group=hid,
                    team=h["team"],
                    cls=c["class"],
                    cost=int(c["cost"]),
                    recruit=r,
                    recruit_plus=rp,
                    attack=a,
                    attack_plus=ap,
                    copies=int(c["copies"]),
                )
            )
            ids.append(c["id"])
        if len(ids) != 4 or sorted(CARDS[i].copies for i in ids) != [1, 3, 5, 5]:
            raise CardDataError(f"{hid}: a hero has four cards with 5/5/3/1 copies")
        HEROES[hid] = tuple(ids)
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
                _texts(b["name"], where),
                _texts(b["text"], where),
                sub,
                team=b.get("team"),
                cls=b.get("class"),
                cost=int(b["cost"]),
                recruit=r,
                recruit_plus=rp,
                attack=a,
                attack_plus=ap,
                vp=int(b.get("vp", 0)),
            )
        )
    for kind, key in (("villain", "villain_groups"), ("henchman", "henchman_groups")):
        for g in enemies.get(key, []):
            gid = g["id"]
            gname = _texts(g["name"], gid)
            GROUP_NAMES[gid] = gname
            ids = []
            for c in g["cards"]:
                where = c.get("id", gid)
                _add(
                    CardDef(
                        c["id"],
                        kind,
                        _texts(c["name"], where),
                        _texts(c["text"], where),
                        gname,
                        group=gid,
                        copies=int(c["copies"]),
                        strength=int(c["strength"]),
                        strength_star=bool(c.get("strength_star")),
                        vp=int(c["vp"]),
                        vp_plus=bool(c.get("vp_plus")),
                    )
                )
                ids.append(c["id"])
            total = sum(CARDS[i].copies for i in ids)
            if total != (8 if kind == "villain" else 10):
                raise CardDataError(f"{gid}: {total} cards, expected {8 if kind == 'villain' else 10}")
            if kind == "villain":
                VILLAIN_GROUPS[gid] = tuple(ids)
            else:
                HENCHMAN_GROUPS[gid] = ids[0]
    for m in enemies.get("masterminds", []):
        mid = m["id"]
        mname = _texts(m["name"], mid)
        if m["leads"] not in VILLAIN_GROUPS and m["leads"] not in HENCHMAN_GROUPS:
            raise CardDataError(f"{mid}: leads unknown group {m['leads']!r}")
        _add(
            CardDef(
                mid,
                "mastermind",
                mname,
                _texts(m["strike"], mid),
                {"en": "Mastermind", "ko": "마스터마인드"},
                group=mid,
                strength=int(m["strength"]),
                vp=int(m["vp"]),
                leads=m["leads"],
                strike=_texts(m["strike"], mid),
            )
        )
        tids = []
        for t in m["tactics"]:
            _add(
                CardDef(
                    t["id"],
                    "tactic",
                    _texts(t["name"], t["id"]),
                    _texts(t["text"], t["id"]),
                    mname,
                    group=mid,
                    vp=int(m["vp"]),
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
                _texts(s["name"], s["id"]),
                _texts(s["text"], s["id"]),
                {"en": "Scheme", "ko": "계획"},
            )
        )
        schemes.append(s["id"])
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
    if (
        len(HEROES) != 15
        or len(VILLAIN_GROUPS) != 7
        or len(HENCHMAN_GROUPS) != 4
        or len(MASTERMINDS) != 4
        or len(SCHEMES) != 8
    ):
        raise CardDataError(
            "the core set has 15 heroes, 7 villain groups, 4 henchman groups, 4 Masterminds, 8 Schemes"
        )


_load()

_DEF_CACHE: dict[str, CardDef] = {}


def defn(card_id: str) -> CardDef:
    """The definition of a card id or instance id (``hulk.hulk_smash#3``)."""
    d = _DEF_CACHE.get(card_id)
    if d is None:
        try:
            d = CARDS[card_id.partition("#")[0]]
        except KeyError:
            raise KeyError(f"unknown Legendary card {card_id!r}") from None
        _DEF_CACHE[card_id] = d
    return d


def def_id(card_id: str) -> str:
    return defn(card_id).id


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
