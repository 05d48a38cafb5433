"""A game that ends at a real table is recorded once in the statistics: with its figures, seats
and picks; again after Continue (the same game, its id in its save) it is not counted twice; a
rematch is a game of its own; a statistics file that cannot be written never stops the game-over
screen."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.session import GameSession
from scenes import registry, stats_db
from scenes.game_over import GameOverScene
from scenes.storage import attach

from .helpers import make_app, pump, start
from .played import played


def finish_at_table(session: GameSession) -> tuple[Any, Any]:
    """Open ``session`` (finished) at its game's real table and run it to the game-over screen."""
    app = make_app(size=(1024, 640))
    app.settings.animation_speed = 0.0
    table = registry.TABLES[session.name](app, session)
    start(app, table)
    pump(app, frames=8)
    assert isinstance(app.stack.top, GameOverScene)
    return app, table


def rows() -> list[stats_db.GameRecord]:
    stats = stats_db.Stats()
    games = stats.load()
    assert stats.problem is None and games is not None
    return games


@pytest.mark.parametrize("name", ["dicemasters", "legendary", "metaversus"])
def test_a_finished_game_is_one_row_with_its_figures(name: str) -> None:
    session = played(name, 5)
    app, table = finish_at_table(session)
    [rec] = rows()
    assert rec.game == name and rec.game_id == session.meta["game_id"]
    assert rec.game_id.startswith(f"{session.seed}-")
    assert rec.seats == tuple(table.seats) and rec.names == tuple(table.names)
    assert rec.winners == tuple(session.game.result().winners) and rec.reason == session.game.result().reason
    assert rec.mode == "computer" and rec.level == "normal" and rec.daily == ""
    assert len(rec.figures) == len(table.seats) and rec.turns >= 1
    if name == "dicemasters":
        assert {v for s, k, v in rec.picks if k == "card" and s == 0} == set(session.game.team[0])
        assert rec.figures[0]["life"] == session.game.life[0]
    elif name == "legendary":
        kinds = {k: v for _, k, v in rec.picks}
        obs = session.game.observation(None)
        assert kinds == {"mastermind": obs["mastermind"]["card"], "scheme": obs["scheme"]["card"]}
    else:
        chars = [v for _, k, v in sorted(rec.picks) if k == "character"]
        assert chars == [p["character"] for p in session.game.observation(None)["players"]]


def test_a_continued_game_is_counted_once_and_a_rematch_apart() -> None:
    session = played("metaversus", 7)
    attach(session)
    app, table = finish_at_table(session)
    session.flush_autosave()
    saved = session.to_dict()
    again = GameSession.from_dict(saved)  # the same game read back from its save (Continue)
    assert again.meta["game_id"] == session.meta["game_id"]
    finish_at_table(again)
    assert [r.game_id for r in rows()] == [session.meta["game_id"]]
    # the game-over screen shown once more for the same end (an undo, then the same move again)
    table._show_game_over()
    pump(app, frames=2)
    assert len(rows()) == 1
    fresh = GameSession("metaversus", players=2, seed=8, meta=dict(session.meta))  # as Rematch makes it
    table_two = registry.TABLES["metaversus"](app, fresh)
    assert fresh.meta["game_id"] != session.meta["game_id"] and fresh.meta["game_id"].startswith("8-")
    assert table_two.session is fresh


def test_a_hotseat_game_and_a_game_of_computers_are_kept_apart() -> None:
    finish_at_table(played("dicemasters", 3, seats=["person", "person"]))
    finish_at_table(played("dicemasters", 4, seats=["hard", "normal"]))
    assert sorted(r.mode for r in rows()) == ["computer_only", "hotseat"]


def test_a_statistics_file_that_cannot_be_written_only_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Any, rec: Any) -> bool:
        raise OSError("disk full")

    monkeypatch.setattr(stats_db.Stats, "record", broken)
    app, table = finish_at_table(played("dicemasters", 2))
    assert isinstance(app.stack.top, GameOverScene)
    assert any("disk full" in toast.text for toast in app.toasts)


def test_a_read_only_window_records_nothing() -> None:
    session = played("dicemasters", 6)
    app = make_app(size=(1024, 640))
    app.read_only = True
    app.settings.animation_speed = 0.0
    start(app, registry.TABLES["dicemasters"](app, session))
    pump(app, frames=8)
    assert isinstance(app.stack.top, GameOverScene)
    assert not stats_db.default_path().exists()
