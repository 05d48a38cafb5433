"""The golden oracle: every case of ``tools.golden`` replayed, its digest compared with the stored one.

A failure lists the games that now play differently. If the change is meant (a rules fix), run
``python -m tools.golden --write`` and say in the commit which fix changed which digests.
"""

from __future__ import annotations

import pytest

from tools import golden


@pytest.mark.parametrize("game_name", golden.GAMES)
def test_digests_match_the_stored_oracle(game_name: str) -> None:
    stored = golden.stored(game_name)
    assert len(stored) == len(golden.cases(game_name)), "the case table changed: regenerate the oracle"
    now = golden.compute(game_name)
    diff = golden.differences(stored, now)
    assert not diff, (
        f"{len(diff)} {game_name} games play differently (if that is meant, run "
        f"`python -m tools.golden --game {game_name} --write` and say why in the commit):\n"
        + "\n".join(diff[:15])
    )


def test_a_changed_game_shows_as_a_changed_digest() -> None:
    """The same case always gives the same digest, another seed another one, and a stored digest that
    no longer matches is reported for exactly its case."""
    case = golden.cases("dicemasters")[0]
    again = golden.play(case)
    assert again == golden.play(case)
    other = golden.play(golden.Case(case.game, case.players, case.options, case.agents, case.seed + 100))
    assert other["digest"] != again["digest"]
    changed = dict(golden.stored("dicemasters"))
    changed[case.key] = dict(changed[case.key], digest="0" * 20)
    diff = golden.differences(changed, golden.stored("dicemasters"))
    assert len(diff) == 1 and diff[0].startswith(case.key)
