"""Properties of the engine contract over random legal play (hypothesis): any sequence of legal
actions, from any format and seed, keeps the invariants, survives a save and a clone unchanged,
never raises anything but ``IllegalAction``, and an illegal action changes nothing."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
from game.dicemasters import check_invariants
from game.dicemasters import records as R
from game.dicemasters.engine import DiceMasters
from tests.contract import refuses

FORMATS = ("first_game", "basic", "tournament", "draft")
# actions no decision of this game could take at that moment: a die or card that does not exist
STRANGERS = [R.Pay("no-such-die", "avx-001", 1), R.Purchase("no-such-card"), R.Attack("no-such-die", "x")]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    fmt=st.sampled_from(FORMATS),
    seed=st.integers(min_value=0, max_value=10_000),
    first=st.sampled_from([None, 0, 1]),
    data=st.data(),
)
def test_random_legal_play_keeps_the_contract(
    fmt: str, seed: int, first: int | None, data: st.DataObject
) -> None:
    g = game.new_game("dicemasters", seed=seed, format=fmt, first_player=first)
    assert isinstance(g, DiceMasters)
    steps = data.draw(st.integers(min_value=1, max_value=120), label="steps")
    for step in range(steps):
        if g.is_over:
            assert g.legal_actions() == [] and g.to_move is None
            break
        acts = g.legal_actions()
        assert acts and g.to_move in (0, 1)
        if step % 15 == 7:
            refuses(g, STRANGERS)
        action = acts[data.draw(st.integers(min_value=0, max_value=len(acts) - 1), label="pick")]
        g.apply(action)  # never raises: the action was legal
        assert check_invariants(g) == []
        if step % 10 == 0:
            d = g.to_dict()
            back = DiceMasters.from_dict(json.loads(json.dumps(d)))
            assert back.to_dict() == d
            clone = g.clone()
            assert clone.to_dict() == d
            if not g.is_over:
                nxt = g.legal_actions()[0]
                assert [e.to_dict() for e in clone.apply(nxt)] == [e.to_dict() for e in back.apply(nxt)]
                assert clone.to_dict() == back.to_dict()
                assert g.to_dict() == d
