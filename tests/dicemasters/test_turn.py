"""Clear and Draw, Roll and Reroll, Cleanup, and the game's end (life, turn 200)."""

from __future__ import annotations

import game
from game.core.result import Termination
from game.core.rng import ScriptedRNG

from .helpers import (
    SK,
    SK_BOLT,
    SK_CHAR,
    SK_FIST,
    SK_MASK,
    act,
    char,
    do,
    energy,
    events_of,
    kinds,
    place,
    table,
)


def test_first_player_draws_three_and_the_fourth_goes_out_of_play() -> None:
    g = game.new_game("dicemasters", seed=2, format="first_game", first_player=0)
    z = g.zones[0]
    assert len(z["reserve"]) == 3 and len(z["out_of_play"]) == 1 and len(z["bag"]) == 4
    oop = z["out_of_play"][0]
    while g.active == 0:
        do(g, g.legal_actions()[-1])
    assert g.dice[oop].zone == "used"  # out of play goes to the used pile at the end of the turn
    assert len(g.zones[1]["reserve"]) + len(g.zones[1]["prep"]) == 4  # the second player draws 4


def test_clear_moves_the_reserve_to_the_used_pile_and_draws_four() -> None:
    g, rng = table(active=1)
    kept = energy(g, 0, SK, SK_MASK)  # energy kept through player 1's turn
    act(g, "pass")
    assert g.active == 0
    assert kept.zone == "used"
    assert len(g.decision.rolled) == 4


def test_empty_bag_refills_from_the_used_pile_but_not_from_out_of_play() -> None:
    g, rng = table(active=1)
    for did in list(g.zones[0]["bag"])[:7]:
        g.move(g.dice[did], "used", 0)
    g.move(g.dice[g.zones[0]["bag"][0]], "out_of_play", 0)
    rng.force_shuffle(None)
    events = act(g, "pass")
    assert events_of(events, "bag_refilled")[0].count == 7
    assert len(g.decision.rolled) == 4 and len(g.zones[0]["bag"]) == 3


def test_each_missing_die_costs_one_life_and_gives_one_virtual_energy() -> None:
    g, rng = table(active=1, life=10)
    bag = list(g.zones[0]["bag"])
    for did in bag[2:]:
        g.move(g.dice[did], "out_of_play", 0)  # unavailable: only 2 dice can be drawn
    events = act(g, "pass")
    assert g.life[0] == 8 and g.virtual[0] == 2
    assert not events_of(events, "damage_dealt")  # life loss, not damage


def test_reroll_any_subset_once() -> None:
    rng = ScriptedRNG(1)
    rng.force(SK_FIST, SK_FIST, SK_CHAR)  # the first player rolls 3 dice
    g = game.new_game("dicemasters", seed=1, rng=rng, format="first_game", first_player=0)
    rolled = g.decision.rolled
    assert kinds(g) == {"select_reroll", "keep"}
    act(g, "select_reroll", die=rolled[0])
    assert kinds(g) == {"select_reroll", "reroll"}
    assert not [a for a in g.legal_actions() if getattr(a, "die", None) == rolled[0]]
    act(g, "select_reroll", die=rolled[1])
    rng.force(SK_MASK, SK_CHAR)
    events = act(g, "reroll")
    assert [e.die for e in events_of(events, "die_rolled")] == list(rolled[:2])
    assert [g.dice[d].face for d in rolled] == [SK_MASK, SK_CHAR, SK_CHAR]
    assert g.step == "main"


def test_cleanup_moves_action_dice_and_out_of_play_to_used_and_keeps_energy() -> None:
    g, rng = table(active=0)
    action = place(g, 0, "avx-027", "reserve", 3)
    nrg = energy(g, 0, SK, SK_BOLT)
    side = char(g, 0, SK)
    side.damage = 0
    act(g, "pass")
    act(g, "end_attackers")
    assert action.zone == "used" and nrg.zone == "reserve" and side.zone == "field"


def test_unfielded_characters_go_to_the_used_pile_after_the_main_step() -> None:
    g, rng = table(active=0)
    side = place(g, 0, SK, "reserve", SK_CHAR)
    act(g, "pass")
    assert side.zone == "used"


def test_reaching_turn_200_is_a_draw() -> None:
    g, rng = table(active=0)
    g.turn = 199
    act(g, "pass")
    assert g.is_over and g.result().winners == () and g.result().termination is Termination.TURN_LIMIT


def test_life_never_rises_above_the_start() -> None:
    g, rng = table(active=0, life=10)
    g.change_life(0, 5)
    assert g.life[0] == 10
