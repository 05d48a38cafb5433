"""Properties of the contract over random legal play (hypothesis): for any seed and options, any
sequence of legal actions keeps the invariants, saves and loads to the same state, clones that go
on identically, and raises nothing but IllegalAction, which changes nothing."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.actions import Action
from game.metaversus import check_invariants
from game.metaversus import records as R
from game.metaversus.cards import CHARACTERS, EXCHANGE_KINDS, STONE, CardType
from game.metaversus.engine import MetaVersus
from game.metaversus.state import Phase
from tests.contract import copies_go_on_alike, refuses

OPTIONS = st.fixed_dictionaries(
    {
        "hp": st.integers(1, 60),
        "max_turns": st.integers(1, 12),
        "replace_quota": st.sampled_from(["1-2-0", "1-2-1"]),
        "first_player": st.sampled_from(["random", "p0", "p1"]),
        "dagger_pile": st.booleans(),
        "defense_reset": st.sampled_from(["never", "owner_turn_start"]),
        "tie_break": st.sampled_from(["draw", "stars"]),
        "pile_size": st.integers(1, 8),
        "exchange_size": st.integers(1, 12),
    }
)


def _illegal(g: MetaVersus) -> list[Action]:
    """Actions that are not legal now: a card nobody holds, a character not on offer, the end of
    a phase that is not the current one, an answer when nothing is asked."""
    out: list[Action] = [
        R.PlayCard("mv.no.such_card"),
        R.Buy(EXCHANGE_KINDS[0] if EXCHANGE_KINDS[0] not in g.exchange else STONE),
        R.PickCharacter(next(c for c in CHARACTERS if c not in g.char_row)),
        R.EndPhase(Phase.DISCARD),
        R.ChooseCard(STONE, "exchange") if g.pending is None else R.PlayAll(CardType.CURRENCY),
    ]
    return [a for a in out if a not in g.legal_actions()]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), opts=OPTIONS, data=st.data())
def test_random_legal_play_keeps_the_contract(seed: int, opts: dict[str, Any], data: st.DataObject) -> None:
    g = MetaVersus.new(2, seed, **opts)
    steps = data.draw(st.integers(20, 300), label="steps")
    for k in range(steps):
        problems = check_invariants(g)
        assert not problems, problems
        if g.is_over:
            assert g.legal_actions() == [] and g.to_move is None
            assert g.observation(None)["result"] == g.result().to_dict()
            break
        legal = g.legal_actions()
        assert legal, "a match not over always has a legal action"
        if k % 13 == 0:
            refuses(g, _illegal(g))
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
        if k % 11 == 0:
            copies_go_on_alike(g, action)
        else:
            g.apply(action)
