"""Setup by player count and scheme, the solo variant, the first-game preset, difficulty."""

from __future__ import annotations

from collections import Counter

import pytest

import game
from game.core.errors import OptionError
from game.legendary.cards import VILLAIN_GROUPS, defn
from game.legendary.engine import Legendary


def deck_kinds(g: Legendary) -> Counter[str]:
    # the first villain card of turn 1 has already been played: count it back in
    cards = list(g.villain_deck) + g.escaped + [c for c in g.city if c] + g.ko + g.scheme_pile
    cards += [b for v in g.captured.values() for b in v]
    out = Counter(defn(c).kind for c in cards)
    out["twist"] -= (
        sum(1 for c in g.scheme_pile if c not in g.villain_deck) - g.twists_played
        if g.scheme == "killbots"
        else 0
    )
    return out


def fresh(n: int, **opts) -> Legendary:
    """A game whose first villain card is put back, to count the villain deck as dealt."""
    g = Legendary.new(n, 3, **opts)
    return g


@pytest.mark.parametrize(
    "n,groups,hench,bystanders,heroes,strikes",
    [
        (1, 1, 3, 1, 3, 1),
        (2, 2, 10, 2, 5, 5),
        (3, 3, 10, 8, 5, 5),
        (4, 3, 20, 8, 5, 5),
        (5, 4, 20, 12, 6, 5),
    ],
)
def test_player_count_table(n, groups, hench, bystanders, heroes, strikes):
    g = fresh(n, scheme="cosmic_cube")
    assert len(g.villain_groups) == groups and len(g.heroes) == heroes
    every = (
        g.villain_deck
        + [c for c in g.city if c]
        + [b for v in g.captured.values() for b in v]
        + g.ko
        + g.scheme_pile
    )
    kinds = Counter(defn(c).kind for c in every)
    assert kinds["villain"] == 8 * groups
    assert kinds["henchman"] == hench
    assert kinds["bystander"] == bystanders
    assert kinds["strike"] == strikes
    assert kinds["twist"] == 8
    assert len(g.bystanders) == 30 - bystanders
    assert len(g.hero_deck) + 5 == 14 * heroes
    assert all(c is not None for c in g.hq)
    for pl in g.players:
        assert len(pl.hand) == 6 and len(pl.deck) == 6
        assert Counter(defn(c).id for c in pl.hand + pl.deck) == {"shield.agent": 8, "shield.trooper": 4}
    assert len(g.officers) == 30 and len(g.wounds) == 30 and len(g.tactics) == 4


def test_mastermind_always_leads_its_group():
    g = fresh(3, mastermind="magneto", scheme="cosmic_cube")
    assert "brotherhood" in g.villain_groups
    g = fresh(3, mastermind="dr_doom", scheme="cosmic_cube")
    assert "doombot_legion" in g.henchman_groups


def test_solo_ignores_always_leads_and_uses_three_henchmen():
    leads = set()
    for seed in range(12):
        g = Legendary.new(1, seed, mastermind="magneto", scheme="cosmic_cube")
        leads.add("brotherhood" in g.villain_groups)
    assert leads == {True, False}


def test_first_game_preset():
    g = fresh(4, first_game=True)
    assert g.mastermind == "red_skull" and g.scheme == "cosmic_cube"
    assert g.heroes == ["spider_man", "iron_man", "wolverine", "cyclops", "hawkeye"]
    assert g.villain_groups == ["hydra", "spider_foes", "skrulls"]
    assert g.henchman_groups == ["sentinel", "hand_ninjas"]
    assert fresh(2, first_game=True).villain_groups == ["hydra", "spider_foes"]
    assert fresh(5, first_game=True).villain_groups == ["hydra", "masters_of_evil", "skrulls", "spider_foes"]


@pytest.mark.parametrize(
    "scheme,twists,bystanders",
    [
        ("legacy_virus", 8, 2),
        ("midtown_bank_robbery", 8, 12),
        ("portals_to_the_dark_dimension", 7, 2),
        ("killbots", 5, 18),
        ("cosmic_cube", 8, 2),
        ("negative_zone_prison_breakout", 8, 2),
    ],
)
def test_scheme_setup_text_wins(scheme, twists, bystanders):
    g = fresh(2, scheme=scheme)
    every = g.villain_deck + [c for c in g.city if c] + [b for v in g.captured.values() for b in v] + g.ko
    every += [c for c in g.scheme_pile if c not in g.villain_deck]
    kinds = Counter(defn(c).kind for c in every)
    extra = 3 if scheme == "killbots" else 0
    assert kinds["twist"] == twists + extra
    assert kinds["bystander"] == bystanders


def test_scheme_specific_setups():
    assert len(fresh(3, scheme="legacy_virus").wounds) == 18
    nz = fresh(2, scheme="negative_zone_prison_breakout")
    assert len(nz.henchman_groups) == 2
    kb = fresh(2, scheme="killbots")
    assert sum(1 for c in kb.scheme_pile if defn(c).kind == "twist") >= 3
    si = fresh(2, scheme="secret_invasion")
    assert len(si.heroes) == 6 and "skrulls" in si.villain_groups
    in_villain_deck = sum(1 for c in si.villain_deck + [c for c in si.city if c] if defn(c).kind == "hero")
    assert in_villain_deck == 12 and len(si.hero_deck) + 5 == 6 * 14 - 12
    cw2 = fresh(2, scheme="super_hero_civil_war")
    assert len(cw2.heroes) == 4
    cw4 = fresh(4, scheme="super_hero_civil_war")
    every = cw4.villain_deck + cw4.ko
    assert sum(1 for c in every if defn(c).kind == "twist") == 5


def test_solo_forbids_two_schemes():
    for scheme in ("super_hero_civil_war", "negative_zone_prison_breakout"):
        with pytest.raises(OptionError):
            Legendary.new(1, 1, scheme=scheme)
    assert (
        Legendary.new(1, 1, scheme="super_hero_civil_war", solo="advanced").scheme == "super_hero_civil_war"
    )


def test_difficulty_adds_twists():
    for level, extra in (("heroic", 1), ("champion", 2), ("legendary", 3)):
        g = fresh(2, scheme="cosmic_cube", difficulty=level)
        every = g.villain_deck + g.scheme_pile + g.ko
        assert sum(1 for c in every if defn(c).kind == "twist") == 8 + extra


def test_chosen_heroes_and_villains():
    g = fresh(
        2,
        heroes="hulk,thor,storm,rogue,gambit",
        villains="radiation,skrulls",
        henchmen="sentinel",
        mastermind="loki",
        scheme="cosmic_cube",
    )
    assert g.heroes == ["hulk", "thor", "storm", "rogue", "gambit"]
    assert g.villain_groups == ["radiation", "skrulls"] and g.henchman_groups == ["sentinel"]
    with pytest.raises(OptionError):
        fresh(2, heroes="hulk,batman")


def test_registry_and_options():
    g = game.new_game("legendary", players=3, seed=5)
    assert isinstance(g, Legendary) and g.n == 3
    with pytest.raises(OptionError):
        game.new_game("legendary", players=6, seed=1)
    with pytest.raises(OptionError):
        game.new_game("legendary", players=2, seed=1, scheme="doom")
    assert set(VILLAIN_GROUPS) >= {"hydra", "skrulls"}


def test_a_group_whose_data_says_random_false_is_dealt_only_when_named(monkeypatch):
    from game.legendary import cards

    monkeypatch.setattr(cards, "NAMED_ONLY", {"sentinel", "hulk"})
    for seed in range(12):
        g = Legendary.new(5, seed)
        assert "sentinel" not in g.henchman_groups and "hulk" not in g.heroes
    g = Legendary.new(2, 1, henchmen="sentinel", heroes="hulk")
    assert g.henchman_groups == ["sentinel"] and "hulk" in g.heroes
