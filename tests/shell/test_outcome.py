"""The screens read a game's result as a ``Result`` whether the engine gives one or today's dict:
the game-over headline, reason and scores, the story's figures and the finished-games row say
the same for both; a save's dict (a game not over, a reason of no termination) reads safely."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.result import Result, Termination
from scenes import registry
from scenes.outcome import outcome
from scenes.overlay_shots import finished_session
from scenes.table import TableScene

from .helpers import make_app

registry.load_all()


def test_a_result_and_its_dict_read_the_same() -> None:
    evil = Result((), Termination.EVIL_WINS, (3, 5), "villains_escaped", {"top_heroes": (1,)})
    assert outcome(evil) is evil
    again = outcome(evil.to_dict())
    assert again == Result((), Termination.EVIL_WINS, (3, 5), "villains_escaped", {"top_heroes": [1]})
    assert again.reason == "evil_wins:villains_escaped" and again.to_dict() == evil.to_dict()


@pytest.mark.parametrize(
    "saved",
    [None, {}, {"winners": [], "reason": "", "scores": [30, 28]}, {"winners": "x", "reason": "life"}],
)
def test_a_result_not_over_or_damaged_reads_as_in_progress(saved: Any) -> None:
    read = outcome(saved)
    assert read.termination is Termination.IN_PROGRESS and read.winners == ()
    if saved and isinstance(saved.get("scores"), list):
        assert read.scores == tuple(saved["scores"])


@pytest.mark.parametrize("name", ["dicemasters", "legendary", "metaversus"])
def test_the_game_over_texts_come_from_the_result_and_its_saved_dict_reads_back_the_same(name: str) -> None:
    app = make_app()
    session = finished_session(name, 1)
    table = registry.TABLES[name](app, session)
    typed = session.game.result()
    assert isinstance(typed, Result)
    assert typed.winners and typed.termination is not Termination.IN_PROGRESS
    assert outcome(typed.to_dict()) == typed  # what a save keeps is the same result
    told = TableScene.result_text(table)  # the shell's own words (a table may say more)
    assert told[1][0] == app.t(f"reason.{name}.{typed.reason}")
