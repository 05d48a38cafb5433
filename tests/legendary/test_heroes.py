"""One test per hero card (15 heroes x 4 cards), through the engine interface."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import BRIDGE, ROOFTOPS, defn

from .helpers import answer, card_in, end_turn, fight, ids, inst, play, prompt, rig


def bystanders(g, p=0):
    return sum(1 for c in g.players[p].victory if defn(c).kind == "bystander")


# -- Black Widow -----------------------------------------------------------------------------------
def test_dangerous_rescue():
    g = rig(hand=["black_widow.dangerous_rescue", "black_widow.silent_sniper", "wound"])
    play(g, "black_widow.dangerous_rescue")
    assert prompt(g) is None and g.attack == 2  # no Covert card played before it
    g = rig(hand=["black_widow.covert_operation", "black_widow.dangerous_rescue", "wound"])
    play(g, "black_widow.covert_operation")
    play(g, "black_widow.dangerous_rescue")
    answer(g, "wound")
    assert ids(g.ko) == ["wound"] and bystanders(g) == 1


def test_mission_accomplished():
    g = rig(hand=["hawkeye.team_player", "black_widow.mission_accomplished"], deck=["shield.agent"])
    play(g, "hawkeye.team_player")
    play(g, "black_widow.mission_accomplished")
    assert len(g.players[0].hand) == 1 and bystanders(g) == 1


def test_covert_operation():
    g = rig(hand=["black_widow.covert_operation"], victory=["bystander", "bystander", "hydra.viper"])
    play(g, "black_widow.covert_operation")
    assert g.attack == 2


def test_silent_sniper():
    g = rig(hand=["black_widow.silent_sniper"], city={1: "hydra.viper", 3: "enemies_of_asgard.destroyer"})
    g.captured[g.city[3]] = [inst("bystander")]
    play(g, "black_widow.silent_sniper")
    assert ids(g.players[0].victory) == ["enemies_of_asgard.destroyer", "bystander"] and g.attack == 4


# -- Captain America -------------------------------------------------------------------------------
def test_avengers_assemble_counts_colors_including_grey():
    g = rig(
        hand=["captain_america.avengers_assemble", "shield.agent", "hulk.growing_anger", "hulk.hulk_smash"]
    )
    play(g, "captain_america.avengers_assemble")
    assert g.recruit == 3  # yellow (itself), grey, green


def test_perfect_teamwork():
    g = rig(hand=["captain_america.perfect_teamwork", "storm.lightning_bolt", "wolverine.keen_senses"])
    play(g, "captain_america.perfect_teamwork")
    assert g.attack == 3


def test_diving_block():
    g = rig(hand=["captain_america.diving_block", "hulk.crazed_rampage"], deck=["shield.agent"])
    play(g, "hulk.crazed_rampage")
    assert prompt(g) == "diving_block" and g.to_move == 0
    answer(g, "yes")
    assert ids(g.players[0].hand) == ["captain_america.diving_block", "shield.agent"]
    assert ids(g.players[1].discard) == ["wound"] and g.players[0].discard == []


def test_a_day_unlike_any_other():
    g = rig(
        hand=[
            "hulk.growing_anger",
            "thor.odinson",
            "cyclops.x_men_united",
            "captain_america.a_day_unlike_any_other",
        ]
    )
    play(g, "hulk.growing_anger")
    play(g, "thor.odinson")
    play(g, "captain_america.a_day_unlike_any_other")
    assert g.attack == 2 + 3 + 6


# -- Cyclops ---------------------------------------------------------------------------------------
def test_determination_needs_a_discard():
    g = rig(hand=["cyclops.determination"])
    assert not any(isinstance(a, A.PlayCard) for a in g.legal_actions())
    g = rig(hand=["cyclops.determination", "wound"])
    play(g, "cyclops.determination")
    assert g.recruit == 3 and ids(g.players[0].discard) == ["wound"]


def test_optic_blast():
    g = rig(hand=["cyclops.optic_blast", "wound", "shield.agent"])
    play(g, "cyclops.optic_blast")
    answer(g, "wound")
    assert g.attack == 3 and ids(g.players[0].hand) == ["shield.agent"]


def test_unending_energy_returns_when_discarded_by_an_effect():
    g = rig(hand=["cyclops.optic_blast", "cyclops.unending_energy"])
    play(g, "cyclops.optic_blast")
    assert prompt(g) == "unending_energy"
    answer(g, "yes")
    assert ids(g.players[0].hand) == ["cyclops.unending_energy"] and g.attack == 3


def test_x_men_united():
    g = rig(hand=["storm.lightning_bolt", "wolverine.keen_senses", "cyclops.x_men_united"])
    play(g, "storm.lightning_bolt")
    play(g, "wolverine.keen_senses")
    play(g, "cyclops.x_men_united")
    assert g.attack == 2 + 1 + 6 + 4


# -- Deadpool --------------------------------------------------------------------------------------
def test_here_hold_this():
    g = rig(hand=["deadpool.here_hold_this"], city={0: "hydra.viper", 2: "hydra.kidnappers"})
    play(g, "deadpool.here_hold_this")
    answer(g, 2, "space")
    assert len(g.captured[g.city[2]]) == 1 and g.recruit == 2


def test_oddball():
    g = rig(hand=["hulk.growing_anger", "hulk.crazed_rampage", "shield.agent", "deadpool.oddball"])
    play(g, "hulk.growing_anger")  # cost 3
    play(g, "hulk.crazed_rampage")  # cost 5
    play(g, "shield.agent")  # cost 0
    play(g, "deadpool.oddball")
    assert g.attack == 2 + 4 + 2 + 2


def test_do_over():
    g = rig(hand=["deadpool.do_over", "wound", "wound"], deck=["shield.agent"] * 4)
    play(g, "deadpool.do_over")
    answer(g, "yes")
    assert ids(g.players[0].hand) == ["shield.agent"] * 4 and ids(g.players[0].discard) == ["wound", "wound"]
    g = rig(hand=["shield.agent", "deadpool.do_over", "wound"])
    play(g, "shield.agent")
    play(g, "deadpool.do_over")
    assert prompt(g) is None  # not the first Hero played


def test_random_acts_of_unkindness():
    g = rig(
        hand=["deadpool.random_acts_of_unkindness", "shield.agent"], others={1: {"hand": ["hulk.hulk_smash"]}}
    )
    play(g, "deadpool.random_acts_of_unkindness")
    answer(g, "yes")  # gain a Wound to hand
    answer(g, "wound")  # pass it left
    assert ids(g.players[1].hand) == ["wound"] and sorted(ids(g.players[0].hand)) == [
        "hulk.hulk_smash",
        "shield.agent",
    ]


# -- Emma Frost --------------------------------------------------------------------------------------
def test_mental_discipline():
    g = rig(hand=["emma_frost.mental_discipline"], deck=["shield.agent"])
    play(g, "emma_frost.mental_discipline")
    assert g.recruit == 1 and len(g.players[0].hand) == 1


def test_shadowed_thoughts():
    g = rig(
        hand=["black_widow.covert_operation", "emma_frost.shadowed_thoughts"], villain_deck=["hydra.viper"]
    )
    play(g, "black_widow.covert_operation")
    play(g, "emma_frost.shadowed_thoughts")
    answer(g, "yes")
    assert ids(g.city)[0] == "hydra.viper" and g.attack == 0 + 2 + 2


def test_psychic_link():
    g = rig(
        hand=["emma_frost.psychic_link", "storm.lightning_bolt"],
        deck=["shield.agent"],
        others={1: {"hand": ["hulk.hulk_smash"], "deck": ["shield.agent"]}},
    )
    play(g, "emma_frost.psychic_link")
    assert len(g.players[0].hand) == 2 and len(g.players[1].hand) == 1


def test_diamond_form():
    g = rig(hand=["emma_frost.diamond_form"], city={0: "radiation.the_leader"})
    play(g, "emma_frost.diamond_form")
    fight(g, 0)
    assert g.recruit == 3 and g.attack == 1


# -- Gambit ----------------------------------------------------------------------------------------
def test_card_shark():
    g = rig(hand=["gambit.card_shark"], deck=["storm.lightning_bolt"])
    play(g, "gambit.card_shark")
    assert ids(g.players[0].hand) == ["storm.lightning_bolt"]
    g = rig(hand=["gambit.card_shark"], deck=["hulk.growing_anger"])
    play(g, "gambit.card_shark")
    assert g.players[0].hand == []


def test_stack_the_deck():
    g = rig(hand=["gambit.stack_the_deck"], deck=["shield.agent", "hulk.hulk_smash"])
    play(g, "gambit.stack_the_deck")
    answer(g, "hulk.hulk_smash")
    assert ids(g.players[0].deck) == ["hulk.hulk_smash"] and ids(g.players[0].hand) == ["shield.agent"]


def test_hypnotic_charm():
    g = rig(
        hand=["wolverine.keen_senses", "gambit.hypnotic_charm"],
        deck=["wound"],
        others={1: {"deck": ["hulk.hulk_smash"]}},
    )
    play(g, "wolverine.keen_senses")
    play(g, "gambit.hypnotic_charm")
    answer(g, "discard")  # my Wound
    answer(g, "back")  # the other player's Hulk Smash
    assert ids(g.players[0].discard) == ["wound"] and ids(g.players[1].deck) == ["hulk.hulk_smash"]
    assert g.recruit == 2


def test_high_stakes_jackpot():
    g = rig(hand=["gambit.high_stakes_jackpot"], deck=["hulk.hulk_smash"])
    play(g, "gambit.high_stakes_jackpot")
    assert g.attack == 4 + 8 and ids(g.players[0].deck) == ["hulk.hulk_smash"]


# -- Hawkeye ----------------------------------------------------------------------------------------
def test_quick_draw():
    g = rig(hand=["hawkeye.quick_draw"], deck=["shield.agent"])
    play(g, "hawkeye.quick_draw")
    assert g.attack == 1 and len(g.players[0].hand) == 1


def test_team_player():
    g = rig(hand=["thor.odinson", "hawkeye.team_player"])
    play(g, "thor.odinson")
    play(g, "hawkeye.team_player")
    assert g.attack == 3


def test_covering_fire():
    g = rig(
        hand=["iron_man.endless_invention", "hawkeye.covering_fire"],
        others={1: {"hand": ["shield.agent", "wound"]}},
    )
    play(g, "iron_man.endless_invention")
    play(g, "hawkeye.covering_fire")
    answer(g, "others_discard")
    assert g.to_move == 1
    answer(g, "wound")
    assert ids(g.players[1].discard) == ["wound"] and g.attack == 3


def test_impossible_trick_shot():
    g = rig(hand=["hawkeye.impossible_trick_shot"], city={0: "radiation.the_leader"})
    play(g, "hawkeye.impossible_trick_shot")
    fight(g, 0)
    assert bystanders(g) == 3


# -- Hulk ------------------------------------------------------------------------------------------
def test_growing_anger():
    g = rig(hand=["hulk.growing_anger", "hulk.growing_anger"])
    play(g, "hulk.growing_anger")
    play(g, "hulk.growing_anger")
    assert g.attack == 5


def test_unstoppable_hulk():
    g = rig(hand=["hulk.unstoppable_hulk"], discard=["wound"])
    play(g, "hulk.unstoppable_hulk")
    answer(g, "wound")
    assert g.attack == 4 and ids(g.ko) == ["wound"]


def test_crazed_rampage():
    g = rig(hand=["hulk.crazed_rampage"])
    play(g, "hulk.crazed_rampage")
    assert [ids(pl.discard) for pl in g.players] == [["wound"], ["wound"]] and g.attack == 4


def test_hulk_smash():
    g = rig(hand=["hulk.growing_anger", "hulk.hulk_smash"])
    play(g, "hulk.growing_anger")
    play(g, "hulk.hulk_smash")
    assert g.attack == 2 + 10


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
