"""Playing cards, superpowers, recruiting, fighting, the Mastermind, healing, end of turn."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import defn

from .helpers import card_in, end_turn, fight, ids, inst, play, rig


def test_playing_cards_gives_recruit_and_attack():
    g = rig(hand=["shield.agent", "shield.trooper", "thor.surge_of_power"])
    play(g, "shield.agent")
    play(g, "shield.trooper")
    play(g, "thor.surge_of_power")
    assert (g.recruit, g.attack) == (3, 1)


def test_superpower_needs_another_card_of_that_class_played_earlier():
    # the seed's example: the first Odinson gets no bonus, the second one does (6 Recruit in all)
    g = rig(hand=["thor.odinson", "thor.odinson"])
    play(g, "thor.odinson")
    assert g.recruit == 2
    play(g, "thor.odinson")
    assert g.recruit == 6


def test_team_superpower():
    g = rig(hand=["hawkeye.team_player", "hulk.growing_anger"])
    play(g, "hawkeye.team_player")
    assert g.attack == 2
    g2 = rig(hand=["hawkeye.team_player", "hulk.growing_anger"])
    play(g2, "hulk.growing_anger")
    play(g2, "hawkeye.team_player")
    assert g2.attack == 2 + 2 + 1


def test_only_heroes_and_wounds_can_be_played():
    g = rig(hand=["wound", "shield.agent"])
    plays = [a for a in g.legal_actions() if isinstance(a, A.PlayCard)]
    assert len(plays) == 2
    play(g, "wound")
    assert (g.recruit, g.attack) == (0, 0)


def test_recruit_from_hq_goes_to_discard_and_refills_at_once():
    g = rig(hq=["hulk.growing_anger", None, None, None, None], hero_deck=["thor.odinson"], recruit=6)
    hulk = g.hq[0]
    g.apply(A.Recruit(hulk, 0))
    assert g.players[0].discard == [hulk]
    assert ids(g.hq)[0] == "thor.odinson" and g.recruit == 3
    # may recruit the new card too
    assert A.Recruit(g.hq[0], 0) in g.legal_actions()


def test_cannot_recruit_without_enough_recruit():
    g = rig(hq=["hulk.hulk_smash"] * 5, recruit=7)
    assert not any(isinstance(a, A.Recruit) for a in g.legal_actions())


def test_officers_cost_3_and_can_be_recruited_any_time():
    g = rig(recruit=3)
    a = next(a for a in g.legal_actions() if isinstance(a, A.RecruitOfficer))
    g.apply(a)
    assert ids(g.players[0].discard) == ["shield.officer"] and g.recruit == 0 and len(g.officers) == 29


def test_fight_villain_takes_it_and_its_bystanders():
    g = rig(city={3: "hydra.viper"}, attack=5)
    b = inst("bystander")
    g.captured[g.city[3]] = [b]
    fight(g, 3)
    assert ids(g.players[0].victory) == ["hydra.viper", "bystander"]
    assert g.city[3] is None and g.attack == 0


def test_fight_needs_enough_attack():
    g = rig(city={3: "hydra.viper"}, attack=4)
    assert not any(isinstance(a, A.Fight) for a in g.legal_actions())


def test_fight_effect_happens_after_defeat():
    # Viper: "Each player without another HYDRA Villain in their Victory Pile gains a Wound."
    # Viper itself is already in the victory pile when its fight effect resolves.
    g = rig(city={0: "hydra.viper"}, attack=5, victory=["hydra.kidnappers"])
    fight(g, 0)
    assert not any(defn(c).kind == "wound" for c in g.players[0].discard)
    assert ids(g.players[1].discard) == ["wound"]


def test_mastermind_fight_takes_a_random_tactic_and_rescues_its_bystanders():
    g = rig(attack=7)
    b = inst("bystander")
    g.captured["mastermind"] = [b]
    g.rng.force(2)
    expected = g.tactics[2]
    g.apply(A.FightMastermind(g.mastermind))
    assert expected in g.players[0].victory and b in g.players[0].victory
    assert len(g.tactics) == 3


def test_fourth_tactic_wins_for_all_players():
    g = rig(attack=7)
    g.tactics = g.tactics[:1]
    g.apply(A.FightMastermind(g.mastermind))
    assert (
        g.is_over
        and g.result().to_dict()["winners"] == [0, 1]
        and g.result().to_dict()["reason"] == "mastermind_defeated"
    )


def test_mastermind_strength_modifier():
    g = rig(attack=8, mastermind_strength=2)
    assert g.mm_strength() == 9
    assert not any(isinstance(a, A.FightMastermind) for a in g.legal_actions())


def test_healing_when_nothing_recruited_or_fought():
    g = rig(hand=["wound", "wound", "shield.agent"])
    g.apply(A.Heal())
    assert ids(g.players[0].hand) == ["shield.agent"] and ids(g.ko) == ["wound", "wound"]
    assert not any(isinstance(a, (A.Recruit, A.Fight, A.RecruitOfficer)) for a in g.legal_actions())


def test_no_healing_after_fighting():
    g = rig(hand=["wound"], city={0: "hydra.kidnappers"}, attack=3)
    fight(g, 0)
    assert A.Heal() not in g.legal_actions()


def test_end_of_turn_discards_and_draws_six():
    g = rig(hand=["shield.agent", "wound"], deck=["shield.trooper"] * 8, villain_deck=["bystander"] * 3)
    play(g, "shield.agent")
    end_turn(g)
    me = g.players[0]
    assert len(me.hand) == 6 and len(me.deck) == 2 and ids(me.discard).count("shield.agent") == 1
    assert me.played == [] and g.current == 1


def test_discard_is_shuffled_in_only_when_the_deck_is_empty():
    g = rig(deck=["shield.trooper"] * 3, discard=["shield.agent"] * 5, villain_deck=["bystander"] * 3)
    end_turn(g)
    me = g.players[0]
    assert len(me.hand) == 6 and len(me.deck) == 2 and me.discard == []
    assert ids(me.hand).count("shield.trooper") == 3


def test_ko_a_played_hero_keeps_what_it_gave():
    # Sentinel: "KO one of your Heroes." — a played hero may be KO'd after giving its Attack.
    g = rig(hand=["shield.trooper", "shield.trooper", "shield.trooper"], city={0: "sentinel.sentinel"})
    for _ in range(3):
        play(g, "shield.trooper")
    fight(g, 0)
    assert g.decision is None  # three identical troopers: one choice, made at once
    assert len(g.players[0].played) == 2 and ids(g.ko) == ["shield.trooper"]


def test_each_player_prompts_go_in_turn_order_from_the_current_player():
    g = rig(
        n=3,
        city={0: "skrulls.super_skrull"},
        attack=4,
        hand=["shield.agent", "hulk.growing_anger"],
        others={
            1: {"hand": ["shield.agent", "iron_man.repulsor_rays"]},
            2: {"hand": ["shield.trooper", "storm.lightning_bolt"]},
        },
    )
    fight(g, 0)
    order = []
    while g.decision is not None:
        order.append(g.to_move)
        g.apply(min(g.legal_actions(), key=lambda a: defn(a.card).cost))
    assert order == [0, 1, 2]
    assert ids(g.ko) == ["shield.agent", "shield.agent", "shield.trooper"]


def test_do_as_much_as_you_can():
    # Whispers and Lies: KO two Bystanders, but only one is there.
    g = rig(mastermind="loki", attack=10, others={1: {"victory": ["bystander"]}})
    g.tactics = ["loki.whispers_and_lies", "loki.cruel_ruler"]
    g.rng.force(0)
    g.apply(A.FightMastermind(g.mastermind))
    assert g.players[1].victory == [] and ids(g.ko) == ["bystander"]


def test_empty_stacks_give_nothing():
    g = rig(hand=["hulk.crazed_rampage"])
    g.wounds = []
    play(g, "hulk.crazed_rampage")
    assert g.players[0].discard == [] and g.players[1].discard == []


def test_god_of_thunder_pays_with_recruit_only_after_attack():
    g = rig(hand=["thor.god_of_thunder"], city={0: "hydra.viper"}, attack=2)
    play(g, "thor.god_of_thunder")
    fight(g, 0)
    assert g.attack == 0 and g.recruit == 2


def test_played_card_in_hand_card_ids():
    g = rig(hand=["shield.agent"])
    a = card_in(g, g.players[0].hand, "shield.agent")
    assert A.PlayCard(a) in g.legal_actions()
    end_turn(g)
    assert g.current == 1


def test_hero_deck_running_out_ends_the_game_in_a_draw_at_end_of_turn():
    g = rig(
        hq=["hulk.growing_anger"] * 5, hero_deck=["thor.odinson"], recruit=3, villain_deck=["bystander"] * 3
    )
    g.apply(A.Recruit(g.hq[0], 0))  # the last Hero Deck card refills the HQ
    assert not g.is_over
    end_turn(g)
    assert (
        g.is_over
        and g.result().to_dict()["reason"] == "hero_deck_out"
        and g.result().to_dict()["winners"] == []
    )


def test_empty_officer_stack_cannot_be_recruited():
    g = rig(recruit=9)
    g.officers = []
    assert not any(isinstance(a, A.RecruitOfficer) for a in g.legal_actions())


def test_advanced_solo_strike_plays_another_villain_card():
    g = rig(n=1, solo="advanced", villain_deck=["bystander", "hydra.viper", "strike"])
    end_turn(g)
    assert ids(g.city)[0] == "hydra.viper"


def test_rescue_takes_from_the_bystander_stack_to_the_victory_pile():
    g = rig(hand=["spider_man.web_shooters"])
    before = len(g.bystanders)
    play(g, "spider_man.web_shooters")
    assert len(g.bystanders) == before - 1 and ids(g.players[0].victory) == ["bystander"]
    assert g.vp(0) == 1
