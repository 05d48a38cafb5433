"""The villain deck and the city: entering, pushing, escapes, bystander capture."""

from __future__ import annotations

from game.legendary.cards import BRIDGE, SEWERS
from game.legendary.rules import capture_nearest

from .helpers import answer, end_turn, ids, inst, kinds, prompt, rig


def start_next_turn(g):
    """End player 0's turn; player 1 plays the top villain card."""
    return end_turn(g)


def test_villain_enters_the_sewers():
    g = rig(villain_deck=["hydra.viper"])
    start_next_turn(g)
    assert ids(g.city) == ["hydra.viper", None, None, None, None]


def test_villains_push_only_to_make_room():
    # Sewers and Rooftops occupied: the Sewers villain moves to the Bank; Rooftops stays.
    g = rig(city={0: "hydra.kidnappers", 2: "hydra.viper"}, villain_deck=["hydra.supreme_hydra"])
    start_next_turn(g)
    assert ids(g.city) == ["hydra.supreme_hydra", "hydra.kidnappers", "hydra.viper", None, None]


def test_non_villain_cards_do_not_move_villains():
    g = rig(city={0: "hydra.kidnappers"}, villain_deck=["bystander"])
    start_next_turn(g)
    assert ids(g.city) == ["hydra.kidnappers", None, None, None, None]
    assert [c.split("#")[0] for c in g.captured[g.city[0]]] == ["bystander"]


def test_bystander_goes_to_the_villain_nearest_the_villain_deck():
    g = rig(city={2: "hydra.kidnappers", 4: "hydra.viper"})
    b = inst("bystander")
    capture_nearest(g, b)
    assert g.captured[g.city[2]] == [b]


def test_bystander_goes_to_the_mastermind_when_the_city_is_empty():
    g = rig()
    b = inst("bystander")
    capture_nearest(g, b)
    assert g.captured["mastermind"] == [b]


def test_captured_bystanders_move_with_their_villain():
    g = rig(city={0: "hydra.kidnappers"}, villain_deck=["hydra.viper", "bystander"])
    start_next_turn(g)  # bystander captured by the kidnappers
    end_turn(g)  # viper enters, kidnappers pushed to the Bank
    kid = g.city[1]
    assert ids([kid]) == ["hydra.kidnappers"] and len(g.captured[kid]) == 1


def test_escape_kos_a_hero_costing_6_or_less_chosen_by_the_current_player():
    g = rig(
        city={i: "hydra.kidnappers" for i in range(5)},
        villain_deck=["hydra.kidnappers"],
        hq=[
            "hulk.hulk_smash",
            "hulk.growing_anger",
            "hulk.crazed_rampage",
            "thor.god_of_thunder",
            "iron_man.arc_reactor",
        ],
    )
    start_next_turn(g)
    assert len(g.escaped) == 1
    assert prompt(g) == "hq_ko" and g.to_move == 1  # player 1 is now the current player
    # Hulk Smash (8) and God of Thunder (8) cannot be chosen
    assert {a.card.split("#")[0] for a in g.legal_actions()} == {
        "hulk.growing_anger",
        "hulk.crazed_rampage",
        "iron_man.arc_reactor",
    }
    answer(g, "hulk.crazed_rampage")
    assert ids(g.ko) == ["hulk.crazed_rampage"]
    assert g.hq[2] is not None and ids([g.hq[2]]) == ["thor.odinson"]  # refilled at once


def test_escape_with_bystanders_makes_each_player_discard_one_card():
    g = rig(
        city={i: "hydra.kidnappers" for i in range(5)},
        villain_deck=["hydra.kidnappers"],
        hq=[None] * 5,
        hero_deck=[],
        others={1: {"hand": ["shield.agent"] * 6}},
    )
    g.players[0].deck = [inst("shield.trooper") for _ in range(8)]
    g.captured[g.city[BRIDGE]] = [inst("bystander"), inst("bystander")]
    end_turn(g)
    # one card each, however many bystanders it held
    assert len(g.players[0].discard) == 1 and len(g.players[0].hand) == 5
    assert len(g.players[1].discard) == 1 and len(g.players[1].hand) == 5
    assert g.carried_off == 2


def test_escape_resolves_before_the_new_villains_ambush():
    g = rig(city={i: "hydra.kidnappers" for i in range(5)}, villain_deck=["spider_foes.green_goblin"])
    g.bystanders = [inst("bystander")]
    events = end_turn(g)
    k = kinds(events)
    assert k.index("villain_escaped") < k.index("captured")
    assert len(g.captured[g.city[SEWERS]]) == 1  # the Goblin's own Ambush capture


def test_villain_deck_running_out_ends_the_game_in_a_draw_at_end_of_turn():
    g = rig(villain_deck=["hydra.viper"])
    end_turn(g)  # player 1 plays the last villain card
    assert not g.is_over
    end_turn(g)
    assert (
        g.is_over
        and g.result().to_dict()["winners"] == []
        and g.result().to_dict()["reason"] == "villain_deck_out"
    )
