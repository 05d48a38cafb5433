"""Paying to prevent an opponent's effect and lifting a lock, with the mouse: a click on your life
pays the life (Punisher), a click on a glowing character spins it down (Black Widow), "Other
moves" lifts Professor X's lock, and the status panel says what is at stake and why a move is
missing."""

from __future__ import annotations

from game.core.session import GameSession
from scenes import registry

from ..dicemasters.helpers import SK, attack_with, char, place, table
from ..shell.helpers import click, pump
from .helpers import open_table
from .test_mouse_only_game import gesture, wait_armed

registry.load_all()

SPIDER = "avx-017"


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


def test_a_click_on_your_life_pays_to_prevent_punisher() -> None:
    g, _ = table({"avx-056": 2}, {SPIDER: 1})
    punisher = char(g, 0, "avx-056", 1)
    spider = char(g, 1, SPIDER, 3)
    char(g, 1, SK)
    attack_with(g, punisher)
    g.apply(next(a for a in g.legal_actions() if a.kind == "choose_target" and a.target == spider.id))
    app, tbl, session = at_table(g)
    assert session.game.decision.kind == "prevent"
    assert "player:1" in tbl.target_refs()  # the life panel glows
    text = status_text(tbl)
    assert "knock out" in text and "2 life" in text
    wait_armed(app, tbl)
    click(app, tbl.zones()[f"{tbl.slot(1)}.life"].rect.center)
    pump(app, frames=2)
    assert session.history[-1].action.kind == "pay_life"
    assert session.game.life[1] == 18 and session.game.dice[spider.id].zone == "field"


def test_a_click_on_a_glowing_character_spins_it_to_prevent_black_widow() -> None:
    g, _ = table({"avx-129": 1}, {SPIDER: 1})
    spider = char(g, 1, SPIDER, 2)
    widow = char(g, 0, "avx-129", 1)
    attack_with(g, widow)
    app, tbl, session = at_table(g)
    assert spider.id in tbl.target_refs()
    wait_armed(app, tbl)
    click(app, tbl.views[spider.id].pos)
    pump(app, frames=2)
    assert session.history[-1].action.kind == "spin"
    assert session.game.life[1] == 20


def test_other_moves_lift_professor_x_and_the_table_says_why_fielding_is_missing() -> None:
    g, _ = table({SPIDER: 2}, {"avx-119": 1})
    char(g, 1, "avx-119", 1)
    place(g, 0, SPIDER, "reserve", 3)
    g.invalidate()
    app, tbl, session = at_table(g)
    assert "can't field characters" in status_text(tbl)
    wanted = next(a for a in session.game.legal_actions() if a.kind == "pay_life")
    gesture(app, tbl, wanted)
    pump(app, frames=2)
    assert session.history[-1].action == wanted and session.game.life[0] == 18
    assert "can't field" not in status_text(tbl)
    assert any(a.kind == "field" for a in session.game.legal_actions())


def test_the_prompt_reads_in_korean() -> None:
    g, _ = table({"avx-120": 2}, {SPIDER: 1})
    punisher = char(g, 0, "avx-120", 1)
    char(g, 1, SPIDER, 3)
    attack_with(g, punisher)
    app, tbl, _ = at_table(g)
    app.tr.set_language("ko")
    tbl.refresh()
    text = status_text(tbl)
    assert "데미지 2" in text and "생명력 4" in text and "{" not in text
