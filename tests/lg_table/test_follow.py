"""The computer's turn at the Legendary table can be followed: each computer move lingers at 1×
(the speed setting scales it, instant stays instant), the card it moved is outlined, its effects
float where they land, and N or the Skip button plays on to the next decision of a person. The
frames are driven through ``app.frame`` with real pygame events."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pygame

from game.core.agents import make_agent
from game.core.session import GameSession
from game.legendary.actions import PlayCard
from scenes.agent_runner import _choose
from scenes.legendary.follow import LINGER
from scenes.legendary.shots import attack_play
from scenes.legendary.table import LegendaryTable

from ..shell.helpers import click, key, make_app, pump
from .helpers import active, find_session, main_phase, turn_no


class RightAway:
    """An agent runner that answers at once, in this process (the same answer as the worker's)."""

    def submit(self, game_name: str, level: str, seed: int, game: Any, player: int) -> Future[dict[str, Any]]:
        future: Future[dict[str, Any]] = Future()
        future.set_result(_choose(game_name, level, seed, game.to_dict(), player))
        return future

    def shutdown(self) -> None:
        pass


def computer_to_play() -> GameSession:
    """Ann (a person) against a computer whose main phase has a hero to play that gives Attack."""
    session = find_session(
        lambda g: active(g) == 1 and main_phase(g) and turn_no(g) >= 3 and attack_play(g) is not None,
        seeds=range(3, 43),
        max_steps=400,
        level="normal",
    )
    session.meta.update(seats=["person", "normal"], names=["Ann", "Com"])
    return session


def open_at(session: GameSession, speed: float = 1.0) -> tuple[Any, LegendaryTable]:
    app = make_app("en", (1024, 640))
    app.settings.animation_speed = speed
    app.settings.agent_delay = 0.0
    table = LegendaryTable(app, session)
    table.agent_runner = RightAway()
    app.stack.push(table)
    app.stack.apply_pending()  # no frame yet: the computer has not been asked for a move
    return app, table


def play_one(table: LegendaryTable) -> Any:
    """The computer's next move, applied as the table applies it."""
    g = table.game
    action = make_agent("legendary", "normal", 5).choose(g.clone(), g.to_move)
    table.apply(action)
    return action


def test_a_computer_move_lingers_and_outlines_what_it_moved():
    session = computer_to_play()
    app, table = open_at(session)
    start = len(session.history)
    for _ in range(30):  # the table asks the computer and plays its move
        pump(app, frames=1)
        if len(session.history) > start:
            break
    moves = len(session.history)
    assert moves == start + 1
    played = session.history[-1].action
    assert type(played) in LINGER and table.spot
    if isinstance(played, PlayCard):
        assert played.card in table.spot
    pump(app, frames=int(LINGER[type(played)] * 60 * 0.8))
    assert len(session.history) == moves and table.spot, (
        "it lingers: the computer waits, the card stays outlined"
    )
    pump(app, frames=int(LINGER[type(played)] * 60 * 0.5) + 30)
    assert len(session.history) > moves, "then the computer plays on"
    # while it lingers the computer does not move on, and the card stays outlined on the table


def test_the_speed_setting_scales_the_linger():
    session = computer_to_play()
    app, table = open_at(session, speed=4.0)
    g = session.game
    play = next(a for a in g.legal_actions() if a.kind == "play")
    table.apply(play)
    moves = len(session.history)
    pump(app, frames=int((0.25 + LINGER[PlayCard]) / 4 * 60) + 8)
    assert len(session.history) > moves  # four times as fast: gone well within the 1× linger


def test_instant_stays_instant():
    session = computer_to_play()
    app, table = open_at(session, speed=0.0)
    play_one(table)
    assert not table.anim.busy and not table.spot and not table.floats
    pump(app, frames=1)
    assert len(session.history) >= 2 or session.game.to_move == 0


def test_an_effect_floats_over_the_place_it_landed():
    session = computer_to_play()
    app, table = open_at(session)
    g = session.game
    play = attack_play(g)
    assert play is not None
    table.apply(play)
    attack = table.zones()["me.attack"].rect
    texts = [(f.text, attack.collidepoint(int(f.x), int(f.y))) for f in table.floats]
    assert any(text.startswith("+") and "Attack" in text and there for text, there in texts), texts
    pump(app, frames=2)
    assert table.floats and 0 < table.floats[0].age < 1


def test_n_plays_on_to_the_next_decision_of_a_person():
    session = computer_to_play()
    app, table = open_at(session)
    play_one(table)
    assert table.anim.busy
    key(app, pygame.K_n)
    for _ in range(200):
        if session.game.to_move == 0 or session.game.is_over:
            break
        pump(app, frames=1)
    assert session.game.to_move == 0 or session.game.is_over
    pump(app, frames=1)
    assert not table.fast_forward  # a person decides now: the next computer turn lingers again
    assert not table.anim.busy or not table.spot


def test_the_skip_button_shows_while_the_computer_plays_and_skips():
    session = computer_to_play()
    app, table = open_at(session)
    play_one(table)
    pump(app, frames=1)
    assert table.skip_rect is not None
    status = table.zones()["center.status"].rect
    assert status.contains(table.skip_rect)
    # resting on it says what it does and its key, as at the other tables
    assert table.tooltip_at(table.skip_rect.center) == app.t("table.skip_tip")
    click(app, table.skip_rect.center)
    for _ in range(200):
        if session.game.to_move == 0 or session.game.is_over:
            break
        pump(app, frames=1)
    assert session.game.to_move == 0 or session.game.is_over
    pump(app, frames=1)
    if not session.game.is_over:
        assert table.skip_rect is None  # a person's turn: no Skip


def test_a_persons_own_move_does_not_linger():
    session = computer_to_play()
    session.meta["seats"] = ["person", "person"]
    app = make_app("en", (1024, 640))
    table = LegendaryTable(app, session)
    table.show_to(1)
    app.stack.push(table)
    pump(app, frames=1)
    play = next(a for a in session.game.legal_actions() if a.kind == "play")
    table.apply(play)
    assert not table.spot
