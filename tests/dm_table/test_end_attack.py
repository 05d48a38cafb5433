"""Done attacking with no attack, when the main step ended by itself: the engine skips a priority
window where passing is all there is, so after the last payment of a main step the attack step
begins and Done attacking stands where Pass priority stood. A click meant for Pass priority would
end the attack unseen: the table asks first. After the person's own Pass it does not ask."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.positions import Position, reach
from game.dicemasters import records as R
from scenes import registry
from scenes.dialogs import ChooseOneDialog
from scenes.dicemasters import shots
from scenes.gestures import of_kind

from ..shell.helpers import click
from .helpers import open_table

registry.load_all()


def attack_step_after(passed: bool) -> Position:
    """The first attack step with characters that could attack, reached after a Pass (``passed``)
    or straight after another move of the main step."""
    before: list[Any] = [None]

    def stop(g: Any, action: Any) -> bool:
        last, before[0] = before[0], action
        if last is None or g.decision is None or type(g.decision).__name__ != "AttackDecision":
            return False
        return bool(of_kind(g.legal_actions(), R.Attack)) and isinstance(last, R.Pass) == passed

    for seed in range(1, 40):
        found = reach(
            Position("dicemasters", seed, options={"format": "first_game"}), ["normal"], stop, agent_seed=seed
        )
        if found is not None:
            return found
    raise AssertionError("no such attack step in 40 games")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_done_attacking_with_none_after_a_main_step_that_ended_by_itself_asks_first(lang):
    session = shots.session_at(attack_step_after(passed=False))
    app, table = open_table(session)
    app.tr.set_language(lang)
    table.rebuild_buttons()
    g = session.game
    button = table.button_for(R.EndAttackers)
    assert button is not None
    question = table.end_warning(button)
    n = len({a.die for a in of_kind(g.legal_actions(), R.Attack)})
    assert question is not None and str(n) in question and "{" not in question
    table._armed_at = 0.0
    before = len(session.history)
    click(app, button.rect.center)
    assert isinstance(app.stack.top, ChooseOneDialog)
    assert len(session.history) == before and type(g.decision).__name__ == "AttackDecision"


def test_after_the_persons_own_pass_done_attacking_is_not_questioned():
    session = shots.session_at(attack_step_after(passed=True))
    app, table = open_table(session)
    table.rebuild_buttons()
    button = table.button_for(R.EndAttackers)
    assert button is not None
    assert table.end_warning(button) is None
