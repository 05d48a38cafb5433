"""One test per hero card, through the engine interface: Iron Man to Wolverine, and the
cards that play other cards (Rogue) or order a deck (Spider-Man) against each other."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import BRIDGE, ROOFTOPS

from .helpers import answer, bystanders, card_in, end_turn, fight, ids, inst, play, prompt, rig


# -- Iron Man --------------------------------------------------------------------------------------
def test_endless_invention():
    g = rig(hand=["hawkeye.team_player", "iron_man.endless_invention"], deck=["shield.agent"] * 3)
    play(g, "hawkeye.team_player")
    play(g, "iron_man.endless_invention")
    assert len(g.players[0].hand) == 2


def test_repulsor_rays():
    g = rig(hand=["storm.lightning_bolt", "iron_man.repulsor_rays"])
    play(g, "storm.lightning_bolt")
    play(g, "iron_man.repulsor_rays")
    assert g.attack == 2 + 3


def test_arc_reactor():
    g = rig(hand=["hawkeye.team_player", "nick_fury.high_tech_weaponry", "iron_man.arc_reactor"])
    play(g, "hawkeye.team_player")
    play(g, "nick_fury.high_tech_weaponry")
    play(g, "iron_man.arc_reactor")
    assert g.attack == 2 + 3 + 3 + 2


def test_quantum_breakthrough():
    g = rig(hand=["hawkeye.team_player", "iron_man.quantum_breakthrough"], deck=["shield.agent"] * 5)
    play(g, "hawkeye.team_player")
    play(g, "iron_man.quantum_breakthrough")
    assert len(g.players[0].hand) == 4


# -- Nick Fury -------------------------------------------------------------------------------------
def test_battlefield_promotion():
    g = rig(hand=["nick_fury.battlefield_promotion", "shield.agent"])
    play(g, "nick_fury.battlefield_promotion")
    answer(g, "shield.agent")
    answer(g, "yes")
    assert ids(g.players[0].hand) == ["shield.officer"] and ids(g.ko) == ["shield.agent"]


def test_high_tech_weaponry():
    g = rig(hand=["hawkeye.team_player", "nick_fury.high_tech_weaponry"])
    play(g, "hawkeye.team_player")
    play(g, "nick_fury.high_tech_weaponry")
    assert g.attack == 2 + 3


def test_legendary_commander():
    g = rig(hand=["shield.agent", "shield.trooper", "nick_fury.legendary_commander"])
    play(g, "shield.agent")
    play(g, "shield.trooper")
    play(g, "nick_fury.legendary_commander")
    assert g.attack == 1 + 1 + 2


def test_pure_fury():
    g = rig(hand=["nick_fury.pure_fury"], city={0: "hydra.viper", 1: "enemies_of_asgard.destroyer"})
    g.ko = [inst("shield.agent") for _ in range(6)]
    play(g, "nick_fury.pure_fury")  # only Viper (5) is below 6
    assert ids(g.players[0].victory) == ["hydra.viper"]


# -- Rogue -----------------------------------------------------------------------------------------
def test_borrowed_brawn():
    g = rig(hand=["hulk.growing_anger", "rogue.borrowed_brawn"])
    play(g, "hulk.growing_anger")
    play(g, "rogue.borrowed_brawn")
    assert g.attack == 2 + 4


def test_energy_drain():
    g = rig(hand=["black_widow.covert_operation", "rogue.energy_drain", "wound"])
    play(g, "black_widow.covert_operation")
    play(g, "rogue.energy_drain")
    answer(g, "wound")
    assert g.recruit == 3


def test_copy_powers():
    g = rig(hand=["hulk.hulk_smash", "rogue.copy_powers", "hulk.growing_anger"])
    play(g, "hulk.growing_anger")
    play(g, "hulk.hulk_smash")  # 2 (nothing before it), 5+5
    play(g, "rogue.copy_powers")
    answer(g, "hulk.hulk_smash")
    assert g.attack == 2 + 10 + 10


def test_steal_abilities():
    g = rig(
        hand=["rogue.steal_abilities"], deck=["hulk.growing_anger"], others={1: {"deck": ["thor.odinson"]}}
    )
    play(g, "rogue.steal_abilities")
    assert g.attack == 4 + 3 and g.recruit == 2 + 2  # Steal Abilities itself is [Strength]
    assert ids(g.players[0].discard) == ["hulk.growing_anger"] and ids(g.players[1].discard) == [
        "thor.odinson"
    ]


# -- Spider-Man ------------------------------------------------------------------------------------
def test_astonishing_strength():
    g = rig(hand=["spider_man.astonishing_strength"], deck=["shield.agent"])
    play(g, "spider_man.astonishing_strength")
    assert len(g.players[0].hand) == 1 and g.recruit == 1


def test_great_responsibility():
    g = rig(hand=["spider_man.great_responsibility"], deck=["hulk.growing_anger"])
    play(g, "spider_man.great_responsibility")
    assert g.players[0].hand == [] and g.attack == 1


def test_web_shooters():
    g = rig(hand=["spider_man.web_shooters"], deck=["wound"])
    play(g, "spider_man.web_shooters")
    assert bystanders(g) == 1 and ids(g.players[0].hand) == ["wound"]


def test_the_amazing_spider_man():
    g = rig(
        hand=["spider_man.the_amazing_spider_man"],
        deck=["thor.odinson", "hulk.hulk_smash", "shield.agent", "hulk.growing_anger"],
    )
    play(g, "spider_man.the_amazing_spider_man")
    assert ids(g.players[0].hand) == ["shield.agent"]
    assert prompt(g) == "put_on_top"
    answer(g, "hulk.hulk_smash")
    assert ids(g.players[0].deck) == ["thor.odinson", "hulk.growing_anger", "hulk.hulk_smash"]


# -- Storm -----------------------------------------------------------------------------------------
def test_gathering_stormclouds():
    g = rig(hand=["storm.lightning_bolt", "storm.gathering_stormclouds"], deck=["shield.agent"])
    play(g, "storm.lightning_bolt")
    play(g, "storm.gathering_stormclouds")
    assert g.recruit == 2 and len(g.players[0].hand) == 1


def test_lightning_bolt():
    g = rig(hand=["storm.lightning_bolt"], city={ROOFTOPS: "hydra.viper"}, attack=1)
    play(g, "storm.lightning_bolt")
    assert g.strength(ROOFTOPS) == 3
    fight(g, ROOFTOPS)


def test_spinning_cyclone():
    g = rig(hand=["storm.spinning_cyclone"], city={BRIDGE: "hydra.viper", 0: "hydra.kidnappers"})
    viper = g.city[BRIDGE]
    g.captured[viper] = [inst("bystander")]
    play(g, "storm.spinning_cyclone")
    answer(g, BRIDGE, "space")
    answer(g, 0, "space")
    assert g.city[0] == viper and ids(g.city)[BRIDGE] == "hydra.kidnappers" and bystanders(g) == 1


def test_tidal_wave():
    g = rig(hand=["storm.lightning_bolt", "storm.tidal_wave"], city={BRIDGE: "hydra.viper"})
    play(g, "storm.lightning_bolt")
    play(g, "storm.tidal_wave")
    assert g.strength(BRIDGE) == 3 and g.mm_strength() == 5


# -- Thor ------------------------------------------------------------------------------------------
def test_odinson():
    g = rig(hand=["hulk.growing_anger", "thor.odinson"])
    play(g, "hulk.growing_anger")
    play(g, "thor.odinson")
    assert g.recruit == 4


def test_surge_of_power():
    g = rig(hand=["thor.god_of_thunder", "thor.surge_of_power", "shield.agent"])
    play(g, "thor.god_of_thunder")
    play(g, "thor.surge_of_power")
    assert g.attack == 0  # 7 Recruit so far
    g = rig(hand=["thor.god_of_thunder", "shield.agent", "thor.surge_of_power"])
    play(g, "thor.god_of_thunder")
    play(g, "shield.agent")
    play(g, "thor.surge_of_power")
    assert g.attack == 3


def test_call_lightning():
    g = rig(hand=["storm.lightning_bolt", "thor.call_lightning"])
    play(g, "storm.lightning_bolt")
    play(g, "thor.call_lightning")
    assert g.attack == 2 + 6


def test_god_of_thunder():
    g = rig(hand=["thor.god_of_thunder"], city={0: "hydra.viper"})
    play(g, "thor.god_of_thunder")
    assert A.Fight(g.city[0], 0) in g.legal_actions()


# -- Wolverine -------------------------------------------------------------------------------------
def test_healing_factor():
    g = rig(hand=["wolverine.healing_factor", "wound"], deck=["shield.agent"])
    play(g, "wolverine.healing_factor")
    answer(g, "wound")
    assert ids(g.players[0].hand) == ["shield.agent"] and g.attack == 2


def test_keen_senses():
    g = rig(hand=["wolverine.keen_senses", "wolverine.keen_senses"], deck=["shield.agent"])
    play(g, "wolverine.keen_senses")
    assert len(g.players[0].hand) == 1
    play(g, "wolverine.keen_senses")
    assert ids(g.players[0].hand) == ["shield.agent"]


def test_frenzied_slashing():
    g = rig(hand=["wolverine.keen_senses", "wolverine.frenzied_slashing"], deck=["shield.agent"] * 3)
    play(g, "wolverine.keen_senses")
    play(g, "wolverine.frenzied_slashing")
    assert len(g.players[0].hand) == 2


def test_berserker_rage():
    g = rig(
        hand=["wolverine.keen_senses", "hawkeye.quick_draw", "wolverine.berserker_rage"],
        deck=["shield.agent"] * 6,
    )
    play(g, "hawkeye.quick_draw")  # draws 1
    play(g, "wolverine.berserker_rage")  # draws 3, Instinct played before: +4
    assert g.attack == 1 + 4


def test_card_in_helper_finds_the_hand_card():
    g = rig(hand=["shield.agent"])
    assert card_in(g, g.players[0].hand, "shield.agent") == g.players[0].hand[0]
    end_turn(g)


def test_copy_powers_cannot_copy_a_copy_powers_that_copied_nothing():
    g = rig(hand=["rogue.copy_powers", "rogue.copy_powers"])
    play(g, "rogue.copy_powers")
    play(g, "rogue.copy_powers")
    assert g.decision is None and g.attack == 0


def test_copy_powers_copying_a_copy_plays_what_it_copied():
    g = rig(hand=["hulk.growing_anger", "rogue.copy_powers", "rogue.copy_powers"])
    play(g, "hulk.growing_anger")  # 2
    play(g, "rogue.copy_powers")  # copies Growing Anger: 2 +1 ([Strength] was played)
    play(g, "rogue.copy_powers")  # one choice: Growing Anger (itself, or as copied)
    assert g.attack == 2 + 3 + 3


def test_steal_abilities_does_not_copy_rogues_copying_cards():
    g = rig(
        hand=["rogue.steal_abilities"],
        deck=["rogue.copy_powers"],
        others={1: {"deck": ["rogue.steal_abilities"]}},
    )
    play(g, "rogue.steal_abilities")
    assert g.decision is None and g.attack == 4
    assert ids(g.players[0].discard) == ["rogue.copy_powers"]


def test_the_amazing_spider_man_orders_three_expensive_cards():
    g = rig(
        hand=["spider_man.the_amazing_spider_man"],
        deck=["thor.odinson", "hulk.hulk_smash", "storm.tidal_wave"],
    )
    play(g, "spider_man.the_amazing_spider_man")
    answer(g, "thor.odinson")  # on top
    answer(g, "storm.tidal_wave")  # second
    assert ids(g.players[0].deck) == ["hulk.hulk_smash", "storm.tidal_wave", "thor.odinson"]
