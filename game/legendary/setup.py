"""Setting up a game: choose the Mastermind, Scheme, heroes and villains by the player-count
table (the Scheme's Setup text wins), build and shuffle the decks, deal the HQ and hands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.core.errors import OptionError

from .cards import (
    CARDS,
    HENCHMAN_GROUPS,
    HEROES,
    MASTERMINDS,
    NAMED_ONLY,
    SCHEMES,
    VILLAIN_GROUPS,
    dealt_at_random,
    defn,
)
from .schemes import setup_for

if TYPE_CHECKING:
    from .engine import Legendary

# players: (villain groups, henchman groups, bystanders, heroes, master strikes)
TABLE = {1: (1, 1, 1, 3, 1), 2: (2, 1, 2, 5, 5), 3: (3, 1, 8, 5, 5), 4: (3, 2, 8, 5, 5), 5: (4, 2, 12, 6, 5)}
DIFFICULTY_TWISTS = {"normal": 0, "heroic": 1, "champion": 2, "legendary": 3}

FIRST_GAME_HEROES = ("spider_man", "iron_man", "wolverine", "cyclops", "hawkeye")
FIRST_GAME_VILLAINS = {
    1: ("hydra",),
    2: ("hydra", "spider_foes"),
    3: ("hydra", "spider_foes", "skrulls"),
    4: ("hydra", "spider_foes", "skrulls"),
    5: ("hydra", "masters_of_evil", "skrulls", "spider_foes"),
}
FIRST_GAME_HENCHMEN = {
    1: ("sentinel",),
    2: ("sentinel",),
    3: ("sentinel",),
    4: ("sentinel", "hand_ninjas"),
    5: ("sentinel", "hand_ninjas"),
}


def _listed(value: str, valid: Mapping[str, object], what: str) -> list[str] | None:
    if value in ("random", "", None):
        return None
    names = [v.strip() for v in str(value).split(",") if v.strip()]
    bad = [v for v in names if v not in valid]
    if bad:
        raise OptionError(
            f"legendary: unknown {what} {', '.join(bad)}; choose from {', '.join(sorted(valid))}"
        )
    if len(set(names)) != len(names):
        raise OptionError(f"legendary: {what} listed twice")
    return names


def _fill(g: Legendary, chosen: list[str], pool: list[str], k: int) -> list[str]:
    """``chosen`` completed with random picks from ``pool`` up to ``k`` (never trimmed)."""
    rest = [x for x in pool if x not in chosen]
    need = max(0, k - len(chosen))
    return chosen + g.rng.sample(rest, min(need, len(rest)))


def build(g: Legendary) -> None:
    o = g.options
    n = g.n
    solo = n == 1
    first = bool(o["first_game"])
    if not 0 <= int(o["first_player"]) < n:
        raise OptionError(f"legendary: first_player must be a seat 0-{n - 1}")
    if not -1 <= int(o["mastermind_strength"]) <= 5:
        raise OptionError("legendary: mastermind_strength must be from -1 to 5")
    n_villains, n_hench, n_bystanders, n_heroes, n_strikes = TABLE[n]
    if solo and o["solo"] == "advanced":
        n_strikes = 5

    # Mastermind and Scheme
    if first:
        mm, scheme = "red_skull", "cosmic_cube"
    else:
        mm = o["mastermind"] if o["mastermind"] != "random" else g.rng.choice(sorted(MASTERMINDS))
        if o["scheme"] != "random":
            scheme = o["scheme"]
        else:
            dealt = [s for s in SCHEMES if s not in NAMED_ONLY]
            pool = [s for s in dealt if not solo or o["solo"] == "advanced" or setup_for(s, n).solo_allowed]
            scheme = g.rng.choice(pool)
    ss = setup_for(scheme, n)
    if solo and o["solo"] == "official" and not ss.solo_allowed:
        raise OptionError(f"legendary: the scheme {scheme} is not allowed in solo play")
    g.mastermind, g.scheme = mm, scheme

    # Villain groups and henchmen ("Always Leads" is ignored in solo play)
    n_hench += ss.extra_henchmen
    leads = defn(mm).leads
    villains = _listed(o["villains"], VILLAIN_GROUPS, "villain group") or []
    henchmen = _listed(o["henchmen"], HENCHMAN_GROUPS, "henchman group") or []
    if first:
        villains, henchmen = list(FIRST_GAME_VILLAINS[n]), list(FIRST_GAME_HENCHMEN[n])
    if (
        not solo
        and leads in VILLAIN_GROUPS
        and leads not in villains
        and o["villains"] == "random"
        and not first
    ):
        villains = [leads]
    if (
        not solo
        and leads in HENCHMAN_GROUPS
        and leads not in henchmen
        and o["henchmen"] == "random"
        and not first
    ):
        henchmen = [leads]
    if ss.required_group and ss.required_group not in villains:
        if o["villains"] != "random" and len(villains) >= n_villains:
            raise OptionError(f"legendary: the scheme {scheme} needs the {ss.required_group} villain group")
        villains = villains + [ss.required_group]
    if o["villains"] == "random" and not first:
        villains = _fill(g, villains, dealt_at_random(VILLAIN_GROUPS), n_villains)
    if o["henchmen"] == "random" and not first:
        henchmen = _fill(g, henchmen, dealt_at_random(HENCHMAN_GROUPS), n_hench)
    heroes = _listed(o["heroes"], HEROES, "hero") or []
    want_heroes = ss.heroes or n_heroes
    if first:
        heroes = list(FIRST_GAME_HEROES[: min(want_heroes, 5)])
    if o["heroes"] == "random" or len(heroes) < want_heroes:
        heroes = _fill(g, heroes, dealt_at_random(HEROES), want_heroes)
    g.heroes, g.villain_groups, g.henchman_groups = heroes, villains, henchmen

    serial = {"n": 0}

    def make(card_id: str, k: int) -> list[str]:
        first = serial["n"] + 1
        serial["n"] += k
        return list(_instance_ids(card_id, first, k))

    def make_group(card_ids: tuple[str, ...]) -> list[str]:
        """Every copy of each card of a hero or villain group, in order (``make`` for each)."""
        ids = _group_ids(card_ids, serial["n"] + 1)
        serial["n"] += len(ids)
        return list(ids)

    # Hero deck
    hero_deck: list[str] = []
    for h in heroes:
        hero_deck += make_group(HEROES[h])
    g.rng.shuffle(hero_deck)

    # Villain deck
    vdeck: list[str] = []
    for grp in villains:
        vdeck += make_group(VILLAIN_GROUPS[grp])
    for grp in henchmen:
        vdeck += make(HENCHMAN_GROUPS[grp], 3 if solo else 10)
    twists = ss.twists + DIFFICULTY_TWISTS[o["difficulty"]]
    vdeck += make("twist", twists)
    vdeck += make("strike", n_strikes)
    bystanders = make("bystander", 30)
    in_deck = ss.bystanders if ss.bystanders is not None else n_bystanders
    vdeck += bystanders[:in_deck]
    g.bystanders = bystanders[in_deck:]
    if ss.heroes_in_villain_deck:
        vdeck += hero_deck[-ss.heroes_in_villain_deck :]
        del hero_deck[-ss.heroes_in_villain_deck :]
    g.scheme_pile = make("twist", ss.twists_next_to_scheme)
    g.rng.shuffle(vdeck)
    g.villain_deck = vdeck
    g.hero_deck = hero_deck

    # Stacks, Mastermind, HQ
    g.officers = make("shield.officer", 30)
    g.wounds = make("wound", ss.wounds_per_player * n if ss.wounds_per_player else 30)
    g.tactics = list(MASTERMINDS[mm])
    g.rng.shuffle(g.tactics)
    g.refill_hq()

    # Players: 8 Agents and 4 Troopers each, shuffled, draw 6
    for p in range(n):
        pl = g.players[p]
        pl.deck = make("shield.agent", 8) + make("shield.trooper", 4)
        g.rng.shuffle(pl.deck)
        g.draw(p, 6, counts=False)
    g.current = int(o["first_player"])
    g.total_cards = serial["n"] + 4 + 2  # + tactics, Mastermind and Scheme cards


# The instance ids setups make, by card id, first serial number and count. Games share the same
# few thousand ids, so each is made once: the per-card tables then find them by identity.
_IDS: dict[tuple[str, int, int], tuple[str, ...]] = {}
_IDS_KEPT = 8192  # more than the setups of every Scheme, Mastermind and player count make


def _instance_ids(card_id: str, first: int, k: int) -> tuple[str, ...]:
    """``card_id#first`` .. ``card_id#(first + k - 1)``."""
    key = (card_id, first, k)
    ids = _IDS.get(key)
    if ids is None:
        if len(_IDS) >= _IDS_KEPT:
            _IDS.clear()
        ids = _IDS[key] = tuple(map(f"{card_id}#".__add__, map(str, range(first, first + k))))
    return ids


_GROUP_IDS: dict[tuple[tuple[str, ...], int], tuple[str, ...]] = {}


def _group_ids(card_ids: tuple[str, ...], first: int) -> tuple[str, ...]:
    """The instance ids of every copy of each of ``card_ids`` in order, numbered from ``first``."""
    key = (card_ids, first)
    ids = _GROUP_IDS.get(key)
    if ids is None:
        if len(_GROUP_IDS) >= _IDS_KEPT:
            _GROUP_IDS.clear()
        made: list[str] = []
        for cid in card_ids:
            made += _instance_ids(cid, first + len(made), CARDS[cid].copies)
        ids = _GROUP_IDS[key] = tuple(made)
    return ids
