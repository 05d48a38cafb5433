"""Scheme Twists (numbered effects) and Evil Wins, one scheme at a time."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import BANK, BRIDGE
from game.legendary.rules import check_escapes

from .helpers import answer, end_turn, fight, ids, inst, prompt, rig


def twist_now(g, k: int = 1):
    """Play ``k`` twists from the villain deck (each on a new turn of the next player)."""
    for _ in range(k):
        g.villain_deck.insert(0, inst("bystander"))  # keep the villain deck from running out
        g.villain_deck.append(inst("twist"))
        end_turn(g)
        while g.decision is not None:
            g.apply(g.legal_actions()[0])


def test_cosmic_cube_twists_5_6_7_8():
    g = rig(scheme="cosmic_cube")
    twist_now(g, 4)
    assert len(g.scheme_pile) == 4 and all(
        not pl.discard for pl in g.players
    )  # "Put the Twist next to this Scheme."
    twist_now(g, 1)  # 5th: each player gains a Wound
    assert [ids(pl.discard) for pl in g.players] == [["wound"], ["wound"]]
    twist_now(g, 1)  # 6th
    twist_now(g, 1)  # 7th: each player gains 3 Wounds
    assert [sum(1 for c in pl.all_cards() if c.startswith("wound")) for pl in g.players] == [5, 5]
    twist_now(g, 1)  # 8th: Evil Wins!
    assert (
        g.is_over
        and g.result().to_dict()["winners"] == []
        and g.result().to_dict()["reason"] == "evil_wins:eighth_twist"
    )


def test_legacy_virus_twist_and_evil_wins():
    g = rig(scheme="legacy_virus", others={1: {"hand": ["iron_man.endless_invention"]}})
    g.wounds = g.wounds[:3]
    twist_now(g)  # player 1 is current and reveals a Tech hero; player 0 gains a Wound
    assert ids(g.players[0].discard) == ["wound"] and g.players[1].discard == []
    assert not g.is_over
    g.wounds = g.wounds[:1]
    twist_now(g)
    assert g.is_over and g.result().to_dict()["reason"] == "evil_wins:wound_stack_empty"


def test_midtown_bank_robbery():
    g = rig(scheme="midtown_bank_robbery", city={BANK: "hydra.kidnappers"}, villain_deck=["hydra.viper"])
    kid = g.city[BANK]
    twist_now(g)
    # the Bank villain captured 2 and then the top villain card (Viper) was played, pushing it on
    assert len(g.captured[kid]) == 2 and ids(g.city)[0] == "hydra.viper"
    assert g.strength(g.city.index(kid)) == 3 + 2  # "+1 Attack for each Bystander it has"
    g.carried_off = 8
    check_escapes(g)
    assert g.is_over and g.result().to_dict()["reason"] == "evil_wins:bystanders_carried_off"


def test_negative_zone_prison_breakout():
    g = rig(scheme="negative_zone_prison_breakout", villain_deck=["hydra.viper", "hydra.kidnappers"])
    twist_now(g)
    assert ids(g.city)[:2] == ["hydra.viper", "hydra.kidnappers"]  # "Play the top 2 cards"
    g.escaped = [inst("hydra.kidnappers") for _ in range(12)]
    check_escapes(g)
    assert g.result().to_dict()["reason"] == "evil_wins:villains_escaped"


def test_portals_to_the_dark_dimension():
    g = rig(scheme="portals_to_the_dark_dimension", city={BRIDGE: "hydra.kidnappers", 3: "hydra.kidnappers"})
    twist_now(g)
    assert g.mm_strength() == 8  # 1: "The Mastermind gets +1 Attack."
    assert g.strength(BRIDGE) == 3
    twist_now(g)  # 2: the leftmost space (the Bridge) gets a portal
    assert g.strength(BRIDGE) == 4 and g.strength(3) == 3
    twist_now(g)  # 3: the Streets
    assert g.strength(3) == 4
    twist_now(g, 4)  # 7: Evil Wins
    assert g.result().to_dict()["reason"] == "evil_wins:seventh_twist"


def test_killbots():
    g = rig(scheme="killbots", villain_deck=["strike", "bystander"])
    g.scheme_pile = [inst("twist") for _ in range(3)]
    end_turn(g)
    assert ids(g.city)[0] == "bystander"  # a Killbot villain
    assert g.strength(0) == 3
    twist_now(g)
    assert g.strength(0) == 4
    g.current = 0
    g.attack = 4
    g.invalidate()
    fight(g, 0)
    assert ids(g.players[0].victory) == ["bystander"]
    g.escaped = [inst("bystander") for _ in range(5)]
    check_escapes(g)
    assert g.result().to_dict()["reason"] == "evil_wins:killbots_escaped"


def test_secret_invasion_heroes_are_skrull_villains():
    g = rig(
        scheme="secret_invasion",
        villain_deck=["bystander", "hulk.hulk_smash"],
        hq=["thor.god_of_thunder", "hulk.growing_anger", None, None, None],
        hero_deck=["storm.lightning_bolt"] * 3,
    )
    end_turn(g)
    assert ids(g.city)[0] == "hulk.hulk_smash" and g.strength(0) == 10  # cost + 2
    twist_now(g)  # the highest-cost HQ hero moves into the Sewers
    assert ids(g.city)[:2] == ["thor.god_of_thunder", "hulk.hulk_smash"]
    g.current, g.attack = 0, 10
    g.invalidate()
    fight(g, 0)
    assert ids(g.players[0].discard) == ["thor.god_of_thunder"]  # "If you defeat that Hero, you gain it."
    g.escaped = [inst("hulk.growing_anger") for _ in range(6)]
    check_escapes(g)
    assert g.result().to_dict()["reason"] == "evil_wins:heroes_escaped"


def test_super_hero_civil_war():
    g = rig(scheme="super_hero_civil_war", hero_deck=["thor.odinson"] * 6)
    twist_now(g)
    assert [c for c in ids(g.ko) if c != "twist"] == ["hulk.growing_anger"] * 5
    assert ids(g.hq) == ["thor.odinson"] * 5
    twist_now(g)
    assert g.result().to_dict()["reason"] == "evil_wins:hero_deck_out"  # "If the Hero Deck runs out."


def test_mystique_escape_becomes_a_twist():
    g = rig(
        scheme="cosmic_cube",
        city={i: "hydra.kidnappers" for i in range(4)} | {BRIDGE: "brotherhood.mystique"},
        villain_deck=["hydra.kidnappers"],
        hq=["hulk.hulk_smash"] * 5,
    )
    end_turn(g)
    # the Cosmic Cube keeps its Twists next to it: Mystique, now a Twist, goes there too
    assert g.twists_played == 1 and ids(g.scheme_pile) == ["brotherhood.mystique"] and g.escaped == []
    g = rig(
        scheme="legacy_virus",
        city={i: "hydra.kidnappers" for i in range(4)} | {BRIDGE: "brotherhood.mystique"},
        villain_deck=["hydra.kidnappers"],
        hq=["hulk.hulk_smash"] * 5,
    )
    end_turn(g)
    assert g.twists_played == 1 and ids(g.escaped) == ["brotherhood.mystique"]  # a Scheme that KOs its Twists


def test_solo_twist_kos_a_hero_from_the_hq():
    g = rig(
        n=1,
        scheme="cosmic_cube",
        hq=["hulk.growing_anger", "thor.god_of_thunder", None, None, None],
        hero_deck=[],
    )
    g.villain_deck.append(inst("twist"))
    end_turn(g)
    assert ids(g.ko) == ["hulk.growing_anger"]


def test_solo_score():
    g = rig(n=1, victory=["hydra.viper", "bystander"])
    g.escaped = [inst("hydra.kidnappers"), inst("bystander")]
    g.carried_off = 1
    g.twists_played = 2
    assert g.solo_score() == 4 - 4 - 6 - 1


def test_skrull_twist_with_tied_highest_cost_asks_the_current_player():
    g = rig(
        scheme="secret_invasion",
        hq=["thor.god_of_thunder", "hulk.hulk_smash", None, None, None],
        hero_deck=[],
    )
    g.villain_deck.append(inst("twist"))
    end_turn(g)
    assert prompt(g) == "skrull_pick" and g.to_move == 1
    answer(g, "hulk.hulk_smash")
    assert ids(g.city)[0] == "hulk.hulk_smash"
    assert not any(isinstance(a, A.Recruit) for a in g.legal_actions())
