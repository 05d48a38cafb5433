"""Properties of the contract over random legal play (hypothesis): any sequence of legal actions,
for any player count, seed and options, keeps the invariants, saves and loads to the same state,
clones that go on identically, and raises nothing but IllegalAction, which changes nothing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.legendary import actions as A
from game.legendary import check_invariants
from game.legendary.cards import MASTERMINDS, SCHEMES
from game.legendary.engine import Legendary
from game.legendary.schemes import setup_for
from tests.contract import copies_go_on_alike, refuses

OPTIONS = st.fixed_dictionaries(
    {
        "mastermind": st.sampled_from(["random", *sorted(MASTERMINDS)]),
        "scheme": st.sampled_from(["random", *SCHEMES]),
        "final_showdown": st.booleans(),
        "difficulty": st.sampled_from(["normal", "heroic", "champion", "legendary"]),
    }
)


def _new(n: int, seed: int, opts: dict[str, object]) -> Legendary:
    if n == 1 and opts["scheme"] != "random" and not setup_for(str(opts["scheme"]), 1).solo_allowed:
        opts = {**opts, "scheme": "random"}
    return Legendary.new(n, seed, **opts)


def _illegal(g: Legendary) -> list[A.Action]:
    """Actions that are not legal now: a card nobody holds, a space off the board, a choice
    when there is no prompt (or the main phase's actions during one)."""
    out: list[A.Action] = [A.PlayCard("hulk.hulk_smash#9999"), A.Fight("brotherhood.blob#9999", 7)]
    out.append(A.ChooseOption("yes") if g.decision is None else A.EndTurn())
    return [a for a in out if a not in g.legal_actions()]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(1, 5),
    seed=st.integers(0, 2**31 - 1),
    opts=OPTIONS,
    data=st.data(),
)
def test_random_legal_play_keeps_the_contract(n, seed, opts, data):
    g = _new(n, seed, opts)
    steps = data.draw(st.integers(20, 160), label="steps")
    for k in range(steps):
        if g.is_over:
            assert g.legal_actions() == [] and g.result().winners in ((), tuple(range(n)))
            break
        legal = g.legal_actions()
        assert legal, "a game not over always has a legal action"
        if k % 17 == 0:
            refuses(g, _illegal(g))
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
        if k % 23 == 0:
            copies_go_on_alike(g, action)
        else:
            g.apply(action)
        problems = check_invariants(g)
        assert not problems, problems
