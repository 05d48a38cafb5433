"""The combat cards' choices with the mouse: a click on a glowing opposing character assigns it to
block Deadpool, a click on the opponent's life sends Cyclops' damage there instead of his
blockers, Decline keeps the usual damage; the status panel says what is asked."""

from __future__ import annotations

from game.core.session import GameSession
from scenes import registry

from ..dicemasters.helpers import SK, act, attack_with, block, char, table
from ..shell.helpers import click, pump
from .helpers import open_table
from .test_mouse_only_game import wait_armed

registry.load_all()

DEADPOOL, CYCLOPS, CAP = "avx-039", "avx-102", "avx-004"


def at_table(g):
    """A two-person table showing the game ``g``."""
    session = GameSession(
        "dicemasters", seed=5, options={"format": "tournament"}, meta={"seats": ["person", "person"]}
    )
    session.game = g
    session._checkpoint_state = g.clone()
    app, tbl = open_table(session)
    app.settings.auto_pass = False
    pump(app, frames=2)
    return app, tbl, session


def status_text(tbl) -> str:
    return " ".join(text for text, *_ in tbl.status_lines())


def cyclops_blocked():
    g, _ = table({CYCLOPS: 2}, {CAP: 2})
    cyc = char(g, 0, CYCLOPS, 3)
    cap = char(g, 1, CAP, 1)
    attack_with(g, cyc)
    block(g, cap, cyc)
    while g.decision.kind == "priority":
        act(g, "pass")
    return g, cyc, cap


def test_a_click_on_a_glowing_opposing_character_assigns_it_to_block_deadpool() -> None:
    g, _ = table({DEADPOOL: 2}, {CAP: 2})
    dp = char(g, 0, DEADPOOL, 1)
    cap, side = char(g, 1, CAP, 1), char(g, 1, SK)
    attack_with(g, dp)
    app, tbl, session = at_table(g)
    assert tbl.target_refs() == {cap.id, side.id}  # both glow
    assert "click an opposing character to make it block him" in status_text(tbl)
    wait_armed(app, tbl)
    click(app, tbl.views[cap.id].pos)
    pump(app, frames=2)
    assert session.history[-1].action.kind == "choose_target"
    assert session.game.combat["blocks"] == {cap.id: dp.id}


def test_a_click_on_the_opponents_life_sends_cyclops_damage_there() -> None:
    g, cyc, cap = cyclops_blocked()
    app, tbl, session = at_table(g)
    assert "player:1" in tbl.target_refs()  # the opponent's life panel glows
    assert "instead of his blockers" in status_text(tbl)
    wait_armed(app, tbl)
    click(app, tbl.zones()[f"{tbl.slot(1)}.life"].rect.center)
    pump(app, frames=2)
    assert session.history[-1].action.kind == "choose_target"
    assert session.game.life[1] == 14 and session.game.dice[cap.id].zone == "field"


def test_decline_keeps_cyclops_damage_on_his_blocker() -> None:
    g, cyc, cap = cyclops_blocked()
    app, tbl, session = at_table(g)
    button = next(b for b in tbl.buttons if not b.menu and any(a.kind == "decline" for a in b.actions))
    wait_armed(app, tbl)
    click(app, button.rect.center)
    pump(app, frames=2)
    assert session.history[-1].action.kind == "decline"
    assert session.game.life[1] == 20 and session.game.dice[cap.id].zone != "field"
