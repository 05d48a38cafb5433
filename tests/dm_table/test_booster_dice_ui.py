"""Choosing a card and a paid ability with the mouse: Loki's "choose an opponent's character card"
is answered by a click on that card (it glows, and its option names it), and Magneto's paid spin
is a click on Magneto's card, then its option in the chooser."""

from __future__ import annotations

from game.core.session import GameSession
from scenes import registry
from scenes.dicemasters.layout import card_of

from ..dicemasters.helpers import (
    SK,
    SK_BOLT,
    SK_FIST,
    SK_MASK,
    busy,
    char,
    energy,
    level_face,
    main_step,
    place,
    table,
)
from ..shell.helpers import click, pump
from .helpers import open_table
from .test_mouse_only_game import pick_in_chooser, wait_armed

registry.load_all()

THOR, BEAST = "avx-023", "avx-001"


def at_table(g):
    session = GameSession(
        "dicemasters", seed=5, options={"format": "tournament"}, meta={"seats": ["person", "person"]}
    )
    session.game = g
    session._checkpoint_state = g.clone()
    app, tbl = open_table(session)
    app.settings.auto_pass = False
    pump(app, frames=2)
    return app, tbl, session


def card_key(tbl, player, card):
    return next(k for k in tbl.card_rects() if k[0] == player and card_of(k[1]) == card)


def test_a_click_on_the_opponents_card_answers_loki() -> None:
    g, _ = table({"avx-111": 3}, {THOR: 2, BEAST: 2})
    busy(g, 0)
    loki = place(g, 0, "avx-111", "reserve", level_face(1))
    energy(g, 0, SK, SK_MASK)
    g.apply(next(a for a in g.legal_actions() if a.kind == "field" and a.die == loki.id))
    g.apply(next(a for a in g.legal_actions() if a.kind == "pay"))
    assert g.decision.kind == "target" and g.decision.options == (f"card:{THOR}", f"card:{BEAST}")
    app, tbl, session = at_table(g)
    key = card_key(tbl, 1, THOR)
    assert tbl.card_offers().get(key) == "global"  # the cards to choose are marked
    labels = tbl.option_labels(session.game.legal_actions())
    assert any("Thor" in text for text in labels) and any("Beast" in text for text in labels)
    wait_armed(app, tbl)
    click(app, tbl.card_rects()[key].center)
    pump(app, frames=2)
    pick_in_chooser(app, session.game.legal_actions()[0])
    pump(app, frames=2)
    assert session.history[-1].action.kind == "choose_target"
    assert session.game.card_locks == {"0": ["avx-111", THOR]}


def test_a_click_on_magnetos_card_offers_his_paid_spin() -> None:
    g, _ = table({"avx-081": 2, "avx-047": 2}, {BEAST: 2})
    busy(g, 0)
    char(g, 0, "avx-081", 1)
    loki = char(g, 0, "avx-047", 1)
    energy(g, 0, SK, SK_FIST), energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_MASK)
    app, tbl, session = at_table(g)
    key = card_key(tbl, 0, "avx-081")
    assert tbl.card_offers().get(key) == "global"
    wanted = next(a for a in session.game.legal_actions() if a.kind == "use_ability" and a.target == loki.id)
    wait_armed(app, tbl)
    click(app, tbl.card_rects()[key].center)
    pump(app, frames=2)
    assert pick_in_chooser(app, wanted)
    pump(app, frames=2)
    assert session.history[-1].action == wanted
    assert session.game.decision.kind == "pay"


def test_the_status_panel_says_which_card_loki_keeps_from_the_field() -> None:
    g, _ = table({"avx-111": 3}, {THOR: 2, BEAST: 2})
    char(g, 0, "avx-111", 1)
    g.card_locks = {"0": ["avx-111", THOR]}
    main_step(g, 1)
    busy(g, 1)
    place(g, 1, THOR, "reserve", level_face(1))
    energy(g, 1, SK, SK_BOLT)
    app, tbl, session = at_table(g)
    text = " ".join(line for line, *_ in tbl.status_lines())
    assert "can't field" in text and "Thor" in text
