"""A computer's turn you can follow on the Dice Masters table: its moves linger (scaled by the
animation speed, none when instant), what a move touched is ringed, effects float where they
land, and N or the Skip button plays on to the next decision of a person."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.dicemasters.motion import LINGER, LINGER_DEFAULT, Spot
from scenes.dicemasters.table import DiceMastersTable

from ..shell.helpers import click, key, make_app, pump, start
from .helpers import decision

registry.load_all()


def computer_table(condition, speed: float = 1.0, seeds=range(1, 60), delay: float = 0.0):
    """Ada (a person) against a normal computer, at a position where ``condition(game)`` holds
    with the computer to move."""
    for seed in seeds:
        session = GameSession(
            "dicemasters",
            seed=seed,
            options={"format": "first_game"},
            meta={"seats": ["person", "normal"], "names": ["Ada", "Bo"]},
        )
        bots = [make_agent("dicemasters", "normal", seed + i) for i in range(2)]
        for _ in range(2000):
            g = session.game
            if g.is_over:
                break
            if g.to_move == 1 and condition(g):
                app = make_app()
                app.settings.animation_speed = speed
                app.settings.agent_delay = delay
                table = DiceMastersTable(app, session)
                table.agent_runner = None
                start(app, table)
                return app, table, bots[1]
            session.apply(bots[g.to_move].choose(g, g.to_move))
    pytest.skip("no such position")


def fielding(g) -> bool:
    return any(a.kind == "field" for a in g.legal_actions())


def seconds_until_idle(app, table, limit: float = 10.0) -> float:
    waited = 0.0
    while table.anim.busy and waited < limit:
        pump(app, frames=1, dt=0.05)
        waited += 0.05
    return waited


@pytest.mark.parametrize(("speed", "factor"), [(1.0, 1.0), (2.0, 0.5), (0.0, 0.0)])
def test_a_computer_move_lingers_as_long_as_the_speed_setting_says(speed: float, factor: float) -> None:
    app, table, bot = computer_table(fielding, speed=speed)
    app.settings.agent_delay = 1e9  # the computer's next move must not come in between
    g = table.game
    action = next(a for a in g.legal_actions() if a.kind == "field")
    table.apply(action)
    waited = seconds_until_idle(app, table)
    linger = LINGER.get("field", LINGER_DEFAULT)
    if factor == 0.0:
        assert waited == 0.0  # instant stays instant
    else:
        assert linger * factor - 0.05 <= waited <= (linger + 1.2) * factor + 0.1, waited


def test_a_persons_move_does_not_linger() -> None:
    session = GameSession(
        "dicemasters", seed=4, options={"format": "first_game"}, meta={"seats": ["person", "person"]}
    )
    app = make_app()
    app.settings.animation_speed = 1.0
    table = DiceMastersTable(app, session)
    start(app, table)
    seconds_until_idle(app, table)
    keep = next(a for a in session.game.legal_actions() if a.kind in ("keep", "pass"))
    table.apply(keep)
    assert seconds_until_idle(app, table) < LINGER["keep"] + 0.9  # its roll or slide only, no pause after it


def test_what_the_computer_touched_is_ringed_until_the_next_move() -> None:
    app, table, bot = computer_table(fielding)
    app.settings.agent_delay = 1e9
    action = next(a for a in table.game.legal_actions() if a.kind == "field")
    table.apply(action)
    while table.game.to_move == 1 and decision(table.game).get("type") == "pay":  # the fielding cost
        table.apply(next(a for a in table.game.legal_actions() if a.kind == "pay"))
    assert table.viewer == 0 and Spot("die", action.die) in table.spots_shown()
    pump(app, frames=1)
    die = table.views[action.die]
    ring = die.rect(table.die_size()).inflate(14, 14)
    assert app.screen.get_at(ring.midtop)[:3] == (120, 214, 255)  # drawn in the ring's colour
    # Ada's own next move is not ringed for Ada
    table.spots_by = 0
    assert table.spots_shown() == set()


def test_effects_float_where_they_land() -> None:
    """Player damage floats "-n life" over the life panel; a die's damage "-n" over the die."""

    def unblocked_attack(g) -> bool:
        return decision(g).get("type") == "attack" and any(a.kind == "attack" for a in g.legal_actions())

    app, table, bot = computer_table(unblocked_attack)
    app.settings.agent_delay = 1e9
    g = table.game
    for _ in range(60):
        if g.to_move != 1 or g.is_over:
            if g.to_move == 0 and not g.is_over and g.active == 1:
                table.apply(make_agent("dicemasters", "normal", 3).choose(g, 0))
                continue
            break
        action = next((a for a in g.legal_actions() if a.kind == "attack"), None) or bot.choose(g, 1)
        life = [p["life"] for p in table.obs["players"]]
        table.apply(action)
        lost = [life[p] - table.obs["players"][p]["life"] for p in (0, 1)]
        if lost[0] > 0:
            text = app.t("dm.float.life", n=f"-{lost[0]}")
            shown = [f for f in table.floats if f.text == text]
            assert shown, [f.text for f in table.floats]
            panel = table.zones()[f"{table.slot(0)}.life"].rect
            assert panel.collidepoint(shown[0].x, shown[0].y)
            assert Spot("player", "0") in table.spots
            return
    pytest.skip("the attack never reached Ada")


def test_n_skips_to_the_persons_next_decision_without_lingering() -> None:
    app, table, bot = computer_table(lambda g: decision(g).get("type") == "reroll" and g.turn >= 4, delay=0.5)
    skip = next(b for b in table.buttons if b.kind == "skip")
    assert skip.label == app.t("dm.button.skip") and "N" in table._button_tip(skip)
    assert table.computer_to_move() and len(table.buttons) == 1  # no greyed buttons of a person's
    assert any(text == app.t("dm.table.computer_turn", name="Bo") for text, *_ in table.status_lines())
    key(app, pygame.K_n)
    assert table.fast_forward
    n = len(table.session.history)
    shown = 0.0  # time on the table's own clock, not counting the computer's thinking
    end = time.time() + 60
    while table.game.to_move == 1 and not table.game.is_over and time.time() < end:
        if table._future is not None:
            table._future.result(timeout=30)  # the computer thinks in its worker: not the table's time
        pump(app, frames=1, dt=0.05)
        shown += 0.05
    moves = len(table.session.history) - n
    assert table.game.to_move == 0 or table.game.is_over
    assert moves >= 2
    # no pause after any of them and no computer pace: a frame or two a move, well under a linger
    assert shown < moves * LINGER["pay"], (moves, shown)
    pump(app, frames=2)
    assert not table.fast_forward and all(b.kind != "skip" for b in table.buttons)


def test_the_skip_button_does_what_n_does() -> None:
    app, table, bot = computer_table(lambda g: g.turn >= 3)
    skip = next(b for b in table.buttons if b.kind == "skip")
    click(app, skip.rect.center)
    assert table.fast_forward or table.game.to_move == 0
