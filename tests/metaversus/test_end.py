"""End of the match (spec §7, A30-A35)."""

from __future__ import annotations

from .helpers import do, events_of, play, scenario

STONE, DAGGER = "mv.stone", "mv.dagger"


def end_turn(g):
    """End every phase of the current turn (nothing bought, nothing played)."""
    start = g.current
    while not g.is_over and g.current == start and g.pending is None:
        acts = [a for a in g.legal_actions() if a.kind == "end_phase"]
        g.apply(acts[0])


def test_hp_zero_in_first_players_turn_lets_the_second_player_finish_the_round():
    g = scenario(hand=["mv.fire.fireball"])
    g.players[1].hp = 3
    events = play(g, "mv.fire.fireball")
    assert events_of(events, "round_finishing")
    assert not g.is_over
    end_turn(g)
    assert g.current == 1 and not g.is_over
    g.players[1].hp = 30  # healing does not cancel the end
    end_turn(g)
    assert g.is_over and g.result().reason == "hp"


def test_hp_zero_in_the_second_players_turn_ends_at_the_end_of_that_turn():
    g = scenario(hand=[])
    end_turn(g)
    assert g.current == 1
    g.players[0].hp = -2
    g.mark_ending(0)
    end_turn(g)
    assert g.is_over and g.result().winners == (1,)


def test_match_ends_after_the_second_players_30th_turn():
    g = scenario(hand=[], max_turns=2)
    for _ in range(3):
        end_turn(g)
    assert not g.is_over and g.current == 1 and g.players[1].turns == 2
    end_turn(g)
    assert g.is_over and g.result().reason == "draw"  # equal HP: a draw by default


def test_ten_stars_win_at_once_with_a_star_victory():
    g = scenario(hand=["mv.moon.eclipse"])
    g.players[0].stars = 8
    g.players[0].hp = 1
    events = play(g, "mv.moon.eclipse")
    assert g.is_over and g.result().to_dict() == {
        "winners": [0],
        "reason": "stars",
        "scores": [1, 40],
        "stars": [10, 0],
    }
    assert events[-1].kind == "game_over"


def test_win_effect_ends_the_match_immediately():
    g = scenario(hand=["mv.dark.singularity"], deck=[STONE, STONE])
    g.players[0].turns = 18
    play(g, "mv.dark.singularity")
    assert g.is_over and g.result().reason == "effect" and g.result().winners == (0,)


def test_more_hp_wins_and_negative_hp_still_counts():
    g = scenario(hand=[], max_turns=1)
    g.players[0].hp = -3
    g.players[1].hp = -1
    end_turn(g)
    end_turn(g)
    assert g.result().winners == (1,) and g.result().reason == "hp"


def test_tie_break_option_uses_stars():
    g = scenario(hand=[], max_turns=1, tie_break="stars")
    g.players[1].stars = 2
    end_turn(g)
    end_turn(g)
    assert g.result().winners == (1,) and g.result().reason == "stars_tiebreak"


def test_no_actions_after_the_end():
    g = scenario(hand=["mv.moon.eclipse"])
    g.players[0].stars = 9
    play(g, "mv.moon.eclipse")
    assert g.legal_actions() == [] and g.to_move is None


def test_defense_persists_by_default_and_resets_with_the_option():
    g = scenario(hand=[])
    g.players[1].defense = 4
    end_turn(g)
    assert g.players[1].defense == 4
    g = scenario(hand=[], defense_reset="owner_turn_start")
    g.players[1].defense = 4
    end_turn(g)
    assert g.players[1].defense == 0


def test_heal_is_capped_at_max_hp():
    g = scenario(hand=["mv.wood.bark_skin"])
    g.players[0].hp = 40
    play(g, "mv.wood.bark_skin")
    assert g.players[0].hp == 40 and g.players[0].defense == 3


def test_combat_closes_by_itself_once_no_weapon_is_left_in_hand():
    g = scenario(hand=[DAGGER], phase="combat")
    do(g, "play_card", card=DAGGER)
    assert g.players[1].hp == 39
