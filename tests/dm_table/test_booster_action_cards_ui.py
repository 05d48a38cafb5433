"""Non-basic action cards with the mouse: an energy die dragged onto Mjolnir's team card buys it and
the other dice pay by clicks; the Mjolnir die dragged onto the field is used and its target
clicked; Vibranium Shield's energy type is chosen in the chooser; Cap's Protection shows beside
its character and a click on it uses it."""

from __future__ import annotations

from game.core.session import GameSession
from scenes import registry
from scenes.dicemasters.layout import card_of

from ..dicemasters.helpers import ACT0, SK, SK_BOLT, SK_FIST, busy, char, energy, place, table, to_attack
from ..shell.helpers import click, drag, pump
from .helpers import open_table
from .test_mouse_only_game import gesture, wait_armed

registry.load_all()

MJOLNIR, SHIELD_64, SHIELD_128, BEAST = "avx-097", "avx-064", "avx-128", "avx-001"


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


def card_rect(tbl, player, card):
    return next(r for (owner, key), r in tbl.card_rects().items() if owner == player and card_of(key) == card)


def test_buy_mjolnir_by_dragging_energy_onto_its_card_then_use_it_on_a_clicked_target() -> None:
    g, _ = table({MJOLNIR: 3, BEAST: 1}, {BEAST: 2})
    busy(g, 0)
    bolt = energy(g, 0, SK, SK_BOLT)
    fists = [energy(g, 0, SK, SK_FIST) for _ in range(5)]
    app, tbl, session = at_table(g)
    assert any(card_of(key) == MJOLNIR for owner, key in tbl.card_rects() if owner == 0)  # in the team row
    wait_armed(app, tbl)
    drag(app, tbl.views[bolt.id].pos, card_rect(tbl, 0, MJOLNIR).center)
    pump(app, frames=2)
    assert session.game.decision.kind == "pay"
    for d in fists:
        click(app, tbl.views[d.id].pos)
        pump(app, frames=2)
    game = session.game
    assert [game.dice[i].card for i in game.zones[0]["used"]] == [MJOLNIR]
    # the Mjolnir die rolled on its action face: dragged onto the field, then the target clicked
    hammer = place(game, 0, MJOLNIR, "reserve", ACT0)
    beast = char(game, 1, BEAST, 3)
    other = char(game, 1, SK)
    tbl.sync(animate=False)
    wait_armed(app, tbl)
    use = next(a for a in game.legal_actions() if a.kind == "use_action" and a.die == hammer.id)
    gesture(app, tbl, use)
    pump(app, frames=2)
    assert session.history[-1].action == use
    assert beast.id in tbl.target_refs()
    click(app, tbl.views[beast.id].pos)
    pump(app, frames=2)
    assert session.game.dice[beast.id].zone == "prep"  # 5 damage on D4
    assert session.game.dice[other.id].zone == "field"


def test_the_energy_type_is_chosen_in_the_chooser() -> None:
    g, _ = table({SHIELD_64: 4, BEAST: 2}, {BEAST: 2})
    char(g, 0, BEAST, 3)
    busy(g, 0)
    die = place(g, 0, SHIELD_64, "reserve", ACT0)
    g.apply(next(a for a in g.legal_actions() if a.kind == "use_action" and a.die == die.id))
    to_attack(g)
    assert g.decision.kind == "target" and g.decision.card == SHIELD_64
    app, tbl, session = at_table(g)
    labels = tbl.option_labels(session.game.legal_actions())
    assert any("mask" in text for text in labels)  # each option names its energy type
    wanted = next(a for a in session.game.legal_actions() if a.kind == "choose_target" and a.target == "mask")
    gesture(app, tbl, wanted)
    pump(app, frames=2)
    assert session.history[-1].action == wanted
    assert session.game.turnflags.get("immune_types") == ["mask"]


def test_caps_protection_sits_beside_its_character_and_a_click_uses_it() -> None:
    g, _ = table({SHIELD_128: 4, BEAST: 2}, {BEAST: 2})
    beast = char(g, 0, BEAST, 3)
    busy(g, 0)
    die = place(g, 0, SHIELD_128, "reserve", ACT0)
    g.apply(next(a for a in g.legal_actions() if a.kind == "use_action" and a.die == die.id))
    assert g.attached == {die.id: beast.id}
    app, tbl, session = at_table(g)
    pump(app, frames=10, dt=0.1)
    view, char_view = tbl.views[die.id], tbl.views[beast.id]
    assert view.zone == "attached"
    size = tbl.die_size()
    assert abs(view.x - char_view.x) <= size and abs(view.y - char_view.y) <= size
    assert tbl.die_at(view.pos) == die.id
    wait_armed(app, tbl)
    click(app, view.pos)
    pump(app, frames=2)
    assert session.history[-1].action.kind == "release_die"
    assert not session.game.attached and session.game.dice[beast.id].flags.get("takes_no_damage")
