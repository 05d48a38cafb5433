"""The shared table machinery, on the toy game: agents move off the drawing path, undo goes
back to the person's last decision, game over offers a rematch."""

from __future__ import annotations

import time

import pygame

from game.core.session import GameSession
from scenes.agent_runner import AgentRunner
from scenes.overlays import ChooseOneDialog, GameOverScene, PauseScene
from scenes.table import TableScene

from ..core.toygame import Hold, Roll
from .helpers import key, make_app, pump, start


class PigTable(TableScene):
    game_name = "pig"
    agent_runner = AgentRunner(threads=True)  # the toy game exists only in this process

    def __init__(self, app, session):
        super().__init__(app, session)
        self.synced = 0
        self.animated: list = []

    def on_events(self, events, player):
        self.animated.extend(events)

    def sync(self):
        self.synced += 1

    def handle_event(self, event):
        self.handle_common(event)


def run_until(app, condition, seconds=5.0):
    end = time.time() + seconds
    while time.time() < end and not condition():
        pump(app, frames=1, dt=0.05)
        time.sleep(0.001)
    return condition()


def test_people_move_through_apply_and_the_log_fills():
    app = make_app()
    s = GameSession("pig", seed=3, meta={"seats": ["person", "person"]})
    table = PigTable(app, s)
    start(app, table)
    table.apply(Roll())
    assert len(s.history) == 1 and table.animated
    assert table.log_panel.lines
    assert table.offer([], "nothing") is False and app.toasts[-1].text == "nothing"


def test_an_agent_plays_its_turns_without_blocking_the_frame():
    app = make_app()
    app.settings.agent_delay = 0.0
    s = GameSession("pig", seed=5, options={"target": 10}, meta={"seats": ["random", "random"]})
    table = PigTable(app, s)
    start(app, table)
    assert run_until(app, lambda: s.game.is_over, 10)
    assert run_until(app, lambda: isinstance(app.stack.top, GameOverScene))


def test_undo_returns_to_the_persons_decision_past_the_agents_moves():
    app = make_app()
    s = GameSession("pig", seed=8, meta={"seats": ["person", "random"]})
    table = PigTable(app, s)
    start(app, table)
    while s.game.turn_total == 0:
        table.apply(Roll())
        assert s.game.to_move == 0 or run_until(app, lambda: s.game.to_move == 0, 10)
    n = len(s.history)
    table.apply(Hold())
    assert len(s.history) == n + 1
    assert table.can_undo()
    key(app, pygame.K_z)
    assert len(s.history) == n and s.game.to_move == 0 and table.synced >= 1
    key(app, pygame.K_z)  # the roll before is a checkpoint: nothing more to undo
    assert len(s.history) == n and any("Nothing to undo" in t.text for t in app.toasts)


def test_escape_pauses_and_several_matches_ask_which():
    app = make_app()
    s = GameSession("pig", seed=1, meta={"seats": ["person", "person"]})
    table = PigTable(app, s)
    start(app, table)
    table.offer([Roll(), Hold()])
    pump(app)
    assert isinstance(app.stack.top, ChooseOneDialog)
    key(app, pygame.K_2)
    assert s.history[-1].action == Hold()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


def test_rematch_starts_a_new_game_with_the_same_seats():
    app = make_app()
    s = GameSession(
        "pig", seed=2, options={"target": 1}, meta={"seats": ["person", "person"], "names": ["Ann", "Bo"]}
    )
    table = PigTable(app, s)
    start(app, table)
    while not s.game.is_over:
        table.apply(Roll() if s.game.turn_total == 0 else Hold())
    assert run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    over = app.stack.top
    assert "wins" in over.headline and ("Ann" in over.headline or "Bo" in over.headline)
    key(app, pygame.K_RETURN)
    fresh = app.stack.top
    assert isinstance(fresh, PigTable) and fresh.session is not s
    assert fresh.names == ["Ann", "Bo"] and fresh.session.options == {"target": 1}
