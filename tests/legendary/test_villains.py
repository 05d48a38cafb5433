"""One test per villain and henchman card: Ambush, Fight, Escape and special rules."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import BRIDGE, ROOFTOPS, SEWERS, STREETS, defn

from .helpers import answer, end_turn, fight, ids, prompt, rig


def ambush(card: str, **kw):
    """Player 1's turn begins with ``card`` entering the city."""
    g = rig(villain_deck=["bystander", card], **kw)
    end_turn(g)
    return g


def escape(card: str, **kw):
    """``card`` is on the Bridge and is pushed out when player 1's villain card enters."""
    kw.setdefault("hq", ["hulk.hulk_smash"] * 5)
    g = rig(
        city={i: "hydra.kidnappers" for i in range(4)} | {BRIDGE: card},
        villain_deck=["bystander", "hydra.kidnappers"],
        **kw,
    )
    end_turn(g)
    return g


def wounds(g, p):
    return sum(1 for c in g.players[p].all_cards() if defn(c).kind == "wound")


# -- Brotherhood -----------------------------------------------------------------------------------
def test_blob_needs_an_x_men_hero():
    g = rig(city={0: "brotherhood.blob"}, attack=4, hand=["hulk.growing_anger"])
    assert not any(isinstance(a, A.Fight) for a in g.legal_actions())
    g = rig(city={0: "brotherhood.blob"}, attack=4, hand=["storm.lightning_bolt"])
    fight(g, 0)


def test_juggernaut_ambush_and_escape():
    g = ambush(
        "brotherhood.juggernaut",
        discard=["shield.agent", "hulk.hulk_smash", "wound"],
        deck=["shield.trooper"] * 6,
    )
    while g.decision:
        answer(g, "shield.agent") if "shield.agent" in [
            defn(a.card).id for a in g.legal_actions()
        ] else g.apply(g.legal_actions()[0])
    assert ids(g.players[0].discard) == ["wound"]  # two Heroes KO'd; the Wound is not a Hero
    g = escape(
        "brotherhood.juggernaut",
        others={1: {"hand": ["shield.agent", "shield.trooper", "hulk.growing_anger"]}},
    )
    assert ids(g.players[1].hand) == ["hulk.growing_anger"] or prompt(g) == "ko_pick"


def test_mystique_escape():
    g = escape("brotherhood.mystique")
    assert g.twists_played == 1


def test_sabretooth_fight_and_escape():
    g = rig(city={0: "brotherhood.sabretooth"}, attack=5, hand=["storm.lightning_bolt"])
    fight(g, 0)
    assert wounds(g, 0) == 0 and wounds(g, 1) == 1
    g = escape("brotherhood.sabretooth")
    assert wounds(g, 0) == 1 and wounds(g, 1) == 1


# -- Enemies of Asgard -----------------------------------------------------------------------------
def test_destroyer():
    g = rig(
        city={0: "enemies_of_asgard.destroyer"},
        attack=7,
        hand=["shield.agent", "nick_fury.pure_fury", "hulk.growing_anger"],
    )
    fight(g, 0)
    assert ids(g.players[0].hand) == ["hulk.growing_anger"] and len(g.ko) == 2
    g = escape("enemies_of_asgard.destroyer", others={1: {"hand": ["shield.agent", "shield.agent"]}})
    assert g.players[1].hand == []


def test_enchantress():
    g = rig(city={0: "enemies_of_asgard.enchantress"}, attack=6, deck=["shield.agent"] * 3)
    fight(g, 0)
    assert len(g.players[0].hand) == 3


def test_frost_giant():
    g = rig(
        city={0: "enemies_of_asgard.frost_giant"}, attack=4, others={1: {"hand": ["storm.lightning_bolt"]}}
    )
    fight(g, 0)
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0
    g = escape("enemies_of_asgard.frost_giant")
    assert wounds(g, 0) == 1


def test_ymir():
    g = ambush("enemies_of_asgard.ymir")
    assert wounds(g, 0) == 1 and wounds(g, 1) == 1
    g = rig(
        city={0: "enemies_of_asgard.ymir"},
        attack=6,
        hand=["wound"],
        discard=["wound"],
        others={1: {"hand": ["wound"]}},
    )
    fight(g, 0)
    assert prompt(g) == "ymir_player"
    answer(g, 0, "player")
    assert wounds(g, 0) == 0 and wounds(g, 1) == 1


# -- HYDRA -----------------------------------------------------------------------------------------
def test_endless_armies_of_hydra():
    g = rig(city={0: "hydra.endless_armies"}, attack=4, villain_deck=["hydra.viper", "hydra.kidnappers"])
    fight(g, 0)
    assert ids(g.city)[:2] == ["hydra.viper", "hydra.kidnappers"]


def test_hydra_kidnappers():
    g = rig(city={0: "hydra.kidnappers"}, attack=3)
    fight(g, 0)
    answer(g, "yes")
    assert ids(g.players[0].discard) == ["shield.officer"]


def test_supreme_hydra_vp():
    g = rig(victory=["hydra.supreme_hydra", "hydra.viper", "hydra.kidnappers", "sentinel.sentinel"])
    assert g.vp(0) == 3 + 6 + 3 + 1 + 1


def test_viper():
    g = rig(city={0: "hydra.viper"}, attack=5)
    fight(g, 0)
    assert wounds(g, 0) == 1 and wounds(g, 1) == 1
    g = escape("hydra.viper", others={1: {"victory": ["hydra.kidnappers"]}})
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0


# -- Masters of Evil ---------------------------------------------------------------------------------
def test_baron_zemo():
    g = rig(
        city={0: "masters_of_evil.baron_zemo"},
        attack=6,
        hand=["hulk.growing_anger", "thor.odinson", "storm.lightning_bolt"],
    )
    fight(g, 0)
    assert sum(1 for c in g.players[0].victory if defn(c).kind == "bystander") == 2


def test_melter():
    g = rig(
        city={0: "masters_of_evil.melter"},
        attack=5,
        deck=["wound"],
        others={1: {"deck": ["hulk.hulk_smash"]}},
    )
    fight(g, 0)
    answer(g, "ko")
    answer(g, "back")
    assert ids(g.ko) == ["wound"] and ids(g.players[1].deck) == ["hulk.hulk_smash"]


def test_ultron():
    g = rig(
        victory=["masters_of_evil.ultron"],
        deck=["iron_man.arc_reactor", "hawkeye.team_player"],
        hand=["hulk.growing_anger"],
    )
    assert g.vp(0) == 2 + 2
    g = escape("masters_of_evil.ultron", others={1: {"hand": ["iron_man.arc_reactor"]}})
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0


def test_whirlwind():
    g = rig(city={ROOFTOPS: "masters_of_evil.whirlwind"}, attack=4, hand=["shield.agent", "shield.agent"])
    fight(g, ROOFTOPS)
    assert g.players[0].hand == [] and len(g.ko) == 2
    g = rig(city={0: "masters_of_evil.whirlwind"}, attack=4, hand=["shield.agent", "shield.agent"])
    fight(g, 0)
    assert len(g.players[0].hand) == 2


# -- Radiation -------------------------------------------------------------------------------------
def test_abomination():
    g = rig(city={STREETS: "radiation.abomination"}, attack=5)
    fight(g, STREETS)
    assert sum(1 for c in g.players[0].victory if defn(c).kind == "bystander") == 3
    g = rig(city={SEWERS: "radiation.abomination"}, attack=5)
    fight(g, SEWERS)
    assert ids(g.players[0].victory) == ["radiation.abomination"]


def test_the_leader():
    g = rig(villain_deck=["bystander", "hydra.viper", "radiation.the_leader"])
    end_turn(g)
    assert ids(g.city)[:2] == ["hydra.viper", "radiation.the_leader"]


def test_maestro():
    g = rig(
        city={0: "radiation.maestro"},
        attack=6,
        hand=["hulk.growing_anger", "hulk.hulk_smash", "shield.agent"],
    )
    fight(g, 0)
    while g.decision:
        answer(g, "shield.agent") if any(
            defn(a.card).id == "shield.agent" for a in g.legal_actions()
        ) else answer(g, "hulk.growing_anger")
    assert ids(g.players[0].hand) == ["hulk.hulk_smash"]  # two Strength heroes: two KOs


def test_zzzax():
    g = rig(city={0: "radiation.zzzax"}, attack=5, hand=["hulk.growing_anger"])
    fight(g, 0)
    assert wounds(g, 0) == 0 and wounds(g, 1) == 1
    g = escape("radiation.zzzax")
    assert wounds(g, 1) == 1


# -- Skrulls ---------------------------------------------------------------------------------------
def test_paibok():
    g = rig(
        city={0: "skrulls.paibok"},
        attack=8,
        hq=["hulk.hulk_smash", "thor.odinson", None, None, None],
        hero_deck=["storm.lightning_bolt"] * 2,
    )
    fight(g, 0)
    answer(g, "hulk.hulk_smash")
    answer(g, "storm.lightning_bolt")
    assert ids(g.players[0].discard) == ["hulk.hulk_smash"] and ids(g.players[1].discard) == [
        "storm.lightning_bolt"
    ]


def test_skrull_queen_veranke():
    g = ambush(
        "skrulls.queen_veranke",
        hq=["hulk.growing_anger", "thor.god_of_thunder", "storm.lightning_bolt", None, None],
        hero_deck=[],
    )
    q = g.city[0]
    assert ids([g.under[q]]) == ["thor.god_of_thunder"] and g.strength(0) == 8
    g.current, g.attack = 0, 8
    g.invalidate()
    fight(g, 0)
    assert ids(g.players[0].discard) == ["thor.god_of_thunder"] and ids(g.players[0].victory) == [
        "skrulls.queen_veranke"
    ]


def test_skrull_shapeshifters():
    g = ambush(
        "skrulls.shapeshifters",
        hq=["hulk.hulk_smash", "thor.god_of_thunder", "storm.lightning_bolt", None, None],
        hero_deck=[],
    )
    assert ids([g.under[g.city[0]]]) == ["storm.lightning_bolt"] and g.strength(0) == 4


def test_super_skrull():
    g = rig(
        city={0: "skrulls.super_skrull"},
        attack=4,
        hand=["shield.agent"],
        others={1: {"hand": ["shield.trooper"]}},
    )
    fight(g, 0)
    assert ids(g.ko) == ["shield.agent", "shield.trooper"]


# -- Spider-Foes -----------------------------------------------------------------------------------
def test_doctor_octopus():
    g = rig(
        city={0: "spider_foes.doctor_octopus"},
        attack=4,
        deck=["shield.agent"] * 10,
        villain_deck=["bystander"] * 2,
    )
    fight(g, 0)
    end_turn(g)
    assert len(g.players[0].hand) == 8


def test_green_goblin():
    g = ambush("spider_foes.green_goblin")
    assert len(g.captured[g.city[0]]) == 1


def test_the_lizard():
    g = rig(city={SEWERS: "spider_foes.the_lizard"}, attack=3)
    fight(g, SEWERS)
    assert wounds(g, 0) == 0 and wounds(g, 1) == 1
    g = rig(city={BRIDGE: "spider_foes.the_lizard"}, attack=3)
    fight(g, BRIDGE)
    assert wounds(g, 1) == 0


def test_venom():
    g = rig(city={0: "spider_foes.venom"}, attack=5, hand=["hulk.growing_anger"])
    assert not any(isinstance(a, A.Fight) for a in g.legal_actions())
    g = escape("spider_foes.venom")
    assert wounds(g, 0) == 1 and wounds(g, 1) == 1


# -- Henchmen --------------------------------------------------------------------------------------
def test_doombot_legion():
    g = rig(city={0: "doombot_legion.doombot"}, attack=3, deck=["hulk.hulk_smash", "shield.agent", "wound"])
    fight(g, 0)
    answer(g, "wound")
    assert ids(g.ko) == ["wound"] and ids(g.players[0].deck) == ["hulk.hulk_smash", "shield.agent"]


def test_hand_ninjas():
    g = rig(city={0: "hand_ninjas.ninja"}, attack=3)
    fight(g, 0)
    assert g.recruit == 1


def test_savage_land_mutates():
    g = rig(
        city={0: "savage_land_mutates.mutate"},
        attack=3,
        deck=["shield.agent"] * 10,
        villain_deck=["bystander"] * 2,
    )
    fight(g, 0)
    end_turn(g)
    assert len(g.players[0].hand) == 7


def test_sentinel():
    g = rig(city={0: "sentinel.sentinel"}, attack=3, hand=["wound", "shield.agent"])
    fight(g, 0)
    assert ids(g.ko) == ["shield.agent"] and ids(g.players[0].hand) == ["wound"]


def test_escaped_pile_keeps_the_escaper():
    g = escape("hydra.kidnappers")
    assert ids(g.escaped) == ["hydra.kidnappers"]
