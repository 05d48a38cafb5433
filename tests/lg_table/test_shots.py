"""The Legendary screenshot scenes are positions reached through the contract: the session each
one opens is its seed and its moves (replayed as a ``Position`` it is the same game), the same
seed gives the same scene, and each shows the moment it promises."""

from __future__ import annotations

import pytest

from game.core.positions import Position
from game.core.session import state_digest
from game.legendary.actions import PlayCard, VillainEntered
from game.legendary.cards import defn
from scenes import registry
from scenes.legendary.table import LegendaryTable

from ..shell.helpers import make_app

registry.load_all()
TABLE_SHOTS = sorted(
    name for name, shot in registry.SCREENSHOTS.items() if shot.build.__module__ == "scenes.legendary.shots"
)


def build(name: str, seed: int = 1) -> LegendaryTable:
    app = make_app()
    registry.SCREENSHOTS[name].build(app, seed)
    table = app.stack.top
    assert isinstance(table, LegendaryTable)
    return table


@pytest.mark.parametrize("name", TABLE_SHOTS)
def test_a_scene_is_its_seed_and_its_moves(name: str) -> None:
    table = build(name)
    session = table.session
    replayed = Position(
        "legendary",
        session.seed,
        session.players,
        session.options,
        tuple(a.to_dict() for a in session.actions),
    ).build()
    assert state_digest(replayed) == state_digest(session.game)
    again = build(name)
    assert again.session.actions == session.actions, "the same seed, the same scene"


def test_the_villain_scene_turns_a_villain_over() -> None:
    table = build("legendary-villain")
    last = table.session.history[-1]
    assert any(isinstance(e, VillainEntered) for e in last.events)
    entered = next(e.card for e in last.events if isinstance(e, VillainEntered))
    assert table.views[entered].moving, "mid-way through its entry"


def test_the_computer_turn_scene_shows_the_computers_attack() -> None:
    table = build("legendary-computer-turn")
    last = table.session.history[-1]
    assert last.player == 1 and table.seats[1] != "person"
    assert isinstance(last.action, PlayCard) and (defn(last.action.card).attack or 0) > 0
    assert last.action.card in table.spot and table.floats


def test_the_busy_scene_has_five_players_and_a_full_city() -> None:
    table = build("legendary-busy")
    assert len(table.seats) == 5 and all(sp["card"] for sp in table.obs["city"])
    assert len(table.obs["escaped"]) >= 2
