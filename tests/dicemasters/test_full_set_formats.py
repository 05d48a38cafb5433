"""Formats over the whole set: random teams and the draft's stacks by character name."""

from __future__ import annotations

import pytest

import game
from game.core.errors import OptionError
from game.dicemasters import cards as C
from game.dicemasters.formats import DRAFT_STACKS, stacks


def test_stacks_group_every_team_card_by_its_character_name() -> None:
    by_char = stacks(C.TEAM_CARDS)
    assert sum(len(v) for v in by_char.values()) == len(C.TEAM_CARDS)
    for name, cards in by_char.items():
        assert {C.CARDS[c].character for c in cards} == {name}
        assert len({C.CARDS[c].texts["en"]["name"] for c in cards}) == 1
        assert len({C.CARDS[c].faces for c in cards}) == 1  # one character, one die


def test_random_teams_hold_one_card_per_name_within_each_cards_max() -> None:
    for seed in range(60):
        g = game.new_game("dicemasters", seed=seed, format="tournament")
        for p in (0, 1):
            team = g.team[p]
            assert len({C.CARDS[c].character for c in team}) == len(team) == 8
            counts = [len(g.on_card[f"{p}:{c}"]) for c in team]
            assert all(1 <= n <= C.CARDS[c].max_dice for n, c in zip(counts, team))
            assert sum(counts) == 20
            assert set(team) <= set(C.RANDOM_TEAM_CARDS)


def test_the_draft_lays_out_whole_stacks_of_randomly_chosen_characters() -> None:
    g = game.new_game("dicemasters", seed=4, format="draft", draft_stacks=4)
    names = {C.CARDS[c].character for c in g.draft["available"]}
    assert len(names) == 4
    for name in names:  # every card of a chosen character is in its stack
        assert set(stacks()[name]) <= set(g.draft["available"])
    default = game.new_game("dicemasters", seed=4, format="draft")
    assert len({C.CARDS[c].character for c in default.draft["available"]}) == min(DRAFT_STACKS, len(stacks()))
    every = game.new_game("dicemasters", seed=4, format="draft", draft_stacks="all")
    assert sorted(every.draft["available"], key=lambda c: C.CARDS[c].number) == sorted(
        C.RANDOM_TEAM_CARDS, key=lambda c: C.CARDS[c].number
    )


def test_a_pick_takes_the_whole_stack_off_the_table() -> None:
    g = game.new_game("dicemasters", seed=4, format="draft", draft_stacks="all", first_player=0)
    pick = g.draft["available"][0]
    name = C.CARDS[pick].character
    g.apply(next(a for a in g.legal_actions() if getattr(a, "card", None) == pick))
    assert not [c for c in g.draft["available"] if C.CARDS[c].character == name]


@pytest.mark.parametrize("bad", [3, 0, "many", 10**3])
def test_a_bad_number_of_stacks_is_refused_with_its_range(bad) -> None:
    with pytest.raises(OptionError, match="draft_stacks must be 4-"):
        game.new_game("dicemasters", seed=1, format="draft", draft_stacks=bad)


def test_the_normal_agent_values_a_non_basic_action_card_in_the_draft() -> None:
    from game.dicemasters import records as R
    from game.dicemasters.agents import CARD_VALUE, NormalAgent

    g = game.new_game("dicemasters", seed=4, format="draft", draft_stacks="all", first_player=0)
    agent, p = NormalAgent(1), g.to_move
    assert agent.score(g, p, R.DraftPick("avx-097")) == CARD_VALUE["avx-097"] > 0  # Mjolnir, Forged by Odin
    assert agent.score(g, p, R.DraftPick("avx-097")) > agent.score(g, p, R.DraftPick("avx-036"))
