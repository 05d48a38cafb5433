"""One test per hero card, through the engine interface: Black Widow to Hulk."""

from __future__ import annotations

from game.legendary import actions as A

from .helpers import answer, bystanders, fight, ids, inst, play, prompt, rig


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
