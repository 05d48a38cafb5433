"""A reroll selection lists the next moves from the list it was answered from (that list less
the selected die, then the reroll): they are the moves a fresh count finds."""

from __future__ import annotations

import pytest

import game
from game.core.agents import RandomAgent
from game.dicemasters import flow
from game.dicemasters import records as R
from game.dicemasters.decisions import RerollDecision


@pytest.mark.parametrize("fmt", ["first_game", "tournament"])
def test_the_moves_after_a_reroll_selection_are_a_fresh_count(fmt):
    checked = 0
    for seed in range(1, 9):
        g = game.new_game("dicemasters", seed=seed, format=fmt)
        agent = RandomAgent(seed)
        while not g.is_over:
            action = agent.choose(g, g.to_move)
            g.apply(action)
            if isinstance(action, R.SelectReroll) and g._legal_cache is not None:
                assert isinstance(g.decision, RerollDecision)
                assert g._legal_cache == flow._legal_reroll(g, g.decision)
                checked += 1
    assert checked > 50


def test_a_selection_answered_with_an_equal_record_counts_again():
    g = game.new_game("dicemasters", seed=2)
    first = g.legal_actions()[0]
    assert isinstance(first, R.SelectReroll)
    g.apply(R.SelectReroll(first.die, first.card))  # equal, not the listed record itself
    assert g._legal_cache is None
    assert isinstance(g.decision, RerollDecision)
    assert g.legal_actions() == flow._legal_reroll(g, g.decision)
