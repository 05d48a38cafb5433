"""The shortcuts of the engine's hot paths give what the long way gives.

A priority window that follows a cancelled payment (a purchase or a fielding given up) lists the
moves the window before it had, without counting them again: they are the moves a fresh count
finds, and copies, saves and ``invalidate`` never carry the kept list over.
"""

from __future__ import annotations

import pytest

import game
from game.core.agents import RandomAgent
from game.dicemasters import flow
from game.dicemasters import records as R
from game.dicemasters import state as S
from game.dicemasters import tasks as K


@pytest.mark.parametrize("fmt", ["first_game", "tournament"])
def test_a_window_after_a_cancelled_payment_lists_what_a_fresh_count_lists(monkeypatch, fmt):
    real = S.TASKS[K.Priority]
    reused = []

    def checked(g, t):
        if g._reuse_ready is t and g._reuse is not None:
            assert g._reuse[2] == flow.priority_actions(g, t.player)
            reused.append(t.id)
        return real(g, t)

    monkeypatch.setitem(S.TASKS, K.Priority, checked)
    for seed in range(1, 9):
        g = game.new_game("dicemasters", seed=seed, format=fmt)
        agent = RandomAgent(seed)
        while not g.is_over:
            g.apply(agent.choose(g, g.to_move))
    assert len(reused) > 20


def _waiting_for_a_purchase_payment():
    g = game.new_game("dicemasters", seed=4, format="tournament")
    agent = RandomAgent(4)
    while not g.is_over:
        buys = [a for a in g.legal_actions() if isinstance(a, R.Purchase)]
        if buys:
            g.apply(buys[0])
            if g.decision is not None and g.decision.kind == "pay":
                return g
            continue
        g.apply(agent.choose(g, g.to_move))
    raise AssertionError("no purchase waited for its payment")


def test_copies_saves_and_invalidate_do_not_carry_the_kept_moves():
    g = _waiting_for_a_purchase_payment()
    assert g._reuse is not None
    assert g.clone()._reuse is None
    assert type(g).from_dict(g.to_dict())._reuse is None
    g.invalidate()
    assert g._reuse is None and g._reuse_ready is None
    cancel = next(a for a in g.legal_actions() if isinstance(a, R.CancelPayment))
    g.apply(cancel)  # counted afresh: the same moves as a window that was never left
    assert g.legal_actions() == flow.priority_actions(g, g.to_move)
