"""Gestures on the Dice Masters table become actions through the shared matcher, by the
actions' fields and ``onto``; a held die never makes the screen clone the engine; the buttons
are the shared ``Button``, drawn by ``draw_buttons``. Positions are reached through the
contract (``game.core.positions``)."""

from __future__ import annotations

import pygame
import pytest

from game.core.positions import Position, reach
from game.dicemasters import records as R
from scenes import buttons as shared_buttons
from scenes import registry
from scenes.dicemasters import drawing, shots
from scenes.dicemasters.moves import payers_in
from scenes.gestures import of_kind

from ..shell.helpers import drag, pump
from .helpers import open_table

registry.load_all()


def at(stop, level="normal", fmt="first_game", seed=1):
    position = reach(Position("dicemasters", seed, options={"format": fmt}), [level], stop, agent_seed=seed)
    assert position is not None, "the game ends before the moment"
    return position


def own_main(g) -> bool:
    obs = g.observation(None)
    return obs["step"] == "main" and obs["to_move"] == obs["active"] and obs["decision"]["type"] == "priority"


def with_legal(cls, fmt="first_game"):
    def stop(g, a) -> bool:
        return own_main(g) and bool(of_kind(g.legal_actions(), cls))

    return stop


def test_a_drop_on_a_zone_matches_the_moves_that_put_the_die_there():
    session = shots.session_at(at(with_legal(R.Field)))
    app, table = open_table(session)
    me = session.game.to_move
    field = of_kind(session.game.legal_actions(), R.Field)[0]
    assert table.actions_for_drop(field.die, ("zone", me, "field")) == [field]
    assert table.actions_for_drop(field.die, ("zone", me, "attack")) == []
    assert table.actions_for_drop(field.die, ("zone", 1 - me, "field")) == []  # the opponent's field
    assert (me, "field") in table.targets_for(field.die)[1]


def test_an_action_die_goes_wherever_its_onto_says_and_glows_on_the_field():
    session = shots.session_at(at(with_legal(R.UseAction), level="random"))
    app, table = open_table(session)
    me = session.game.to_move
    use = of_kind(session.game.legal_actions(), R.UseAction)[0]
    for zone in R.UseAction.onto:
        assert table.actions_for_drop(use.die, ("zone", me, zone)) == [use]
    assert table.actions_for_drop(use.die, ("zone", me, "prep")) == []
    assert table.targets_for(use.die)[1] == {(me, "field")}


def test_a_drop_on_a_die_matches_the_block_aimed_at_it():
    session = shots.session_at(shots.reached(shots.SEED, shots.can_block, level="random"))
    app, table = open_table(session)
    blocks = of_kind(session.game.legal_actions(), R.Block)
    assert blocks
    for block in blocks:
        assert table.actions_for_drop(block.die, ("die", block.target)) == [block]
        assert block.target in table.targets_for(block.die)[0]
    # a die dragged onto a die it cannot block matches nothing and says why
    block = blocks[0]
    others = [d for d in table.views if d not in {b.target for b in blocks if b.die == block.die}]
    assert table.actions_for_drop(block.die, ("die", others[0])) == []


def test_an_energy_die_dropped_on_a_card_buys_it_exactly_when_it_can_start_paying():
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    buys = of_kind(g.legal_actions(), R.Purchase)
    assert buys
    reserve = [d["id"] for d in g.observation(None)["players"][me]["zones"]["reserve"]]
    for buy in buys:
        probe = g.clone()  # the test may look ahead; the screen never does
        probe.apply(buy)
        can_pay = {p.die for p in of_kind(probe.legal_actions(), R.Pay)}
        for die in reserve:
            matched = table.actions_for_drop(die, ("card", me, buy.card))
            assert matched == ([buy] if die in can_pay else []), (buy.card, die)


def test_the_dice_that_can_start_a_payment_are_read_from_the_observation_as_the_engine_rules():
    """Every purchase of every main step of a tournament game: the dice the observation names
    as able to start paying are the dice the engine accepts as the first payment."""
    checked = 0

    def compare(g, a) -> bool:
        nonlocal checked
        if not own_main(g):
            return False
        obs = g.observation(None)
        me = obs["to_move"]
        for buy in of_kind(g.legal_actions(), R.Purchase):
            probe = g.clone()
            probe.apply(buy)
            truth = {p.die for p in of_kind(probe.legal_actions(), R.Pay)}
            assert payers_in(obs, me, buy.card) == truth, (buy.card, obs["players"][me]["zones"]["reserve"])
            checked += 1
        return checked > 150

    reach(Position("dicemasters", 2, options={"format": "tournament"}), ["normal"], compare, agent_seed=2)
    assert checked > 20


def test_a_held_die_frame_never_clones_the_engine(monkeypatch):
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    energy = [
        d["id"]
        for d in g.observation(None)["players"][me]["zones"]["reserve"]
        if (d.get("face") or {}).get("kind") == "energy"
    ]
    assert energy and of_kind(g.legal_actions(), R.Purchase)
    calls = []
    real_clone = type(g).clone

    def counted(self):
        calls.append("clone")
        return real_clone(self)

    monkeypatch.setattr(type(g), "clone", counted)
    table.held = energy[0]
    key, rect = next(iter(table.card_rects().items()))
    pygame.mouse.set_pos(rect.center)
    pump(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))],
        frames=5,
    )
    assert table.held == energy[0] and any(k.startswith("card:") for k in table.lit)
    assert calls == []


def mid_game_buy():
    """The mid-game table, the first purchase it offers and the first die that can start paying."""
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    buy = of_kind(g.legal_actions(), R.Purchase)[0]
    die = sorted(table.payers(buy.card))[0]
    key = table.buy_key(me, buy.card)
    assert key is not None
    return session, app, table, me, buy, die, key


def test_dragging_energy_onto_a_card_buys_it_and_starts_paying_with_that_die():
    session, app, table, me, buy, die, key = mid_game_buy()
    drag(app, table.views[die].pos, table.card_rects()[key].center)
    actions = [e.action for e in session.history[-2:]]
    assert actions[0] == buy and isinstance(actions[1], R.Pay) and actions[1].die == die


def test_the_buttons_are_the_shared_button_drawn_by_draw_buttons(monkeypatch):
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    drawn = []
    real = drawing.draw_buttons

    def recording(surface, buttons, scale, **kwargs):
        drawn.append(list(buttons))
        real(surface, buttons, scale, **kwargs)

    monkeypatch.setattr(drawing, "draw_buttons", recording)
    pump(app, frames=1)
    assert drawn and drawn[-1] == table.buttons
    assert all(isinstance(b, shared_buttons.Button) for b in table.buttons)
    assert [b.kind for b in table.buttons] == ["pass", "more"]
    assert shared_buttons.button_at(table.buttons, table.buttons[0].rect.center) is table.buttons[0]


@pytest.mark.parametrize("name", ["dicemasters-table", "dicemasters-attack", "dicemasters-choose"])
def test_the_screenshot_moments_are_positions_reached_through_the_contract(name):
    stop = {"dicemasters-table": shots.mid_game, "dicemasters-choose": shots.twins}.get(name)
    position = shots.blocking(shots.SEED) if stop is None else shots.reached(shots.SEED, stop)
    again = type(position).from_text(position.to_text())
    g = again.build()
    obs = g.observation(None)
    if name == "dicemasters-attack":
        assert (
            obs["step"] == "block" and obs["combat"]["blocks"] and of_kind(g.legal_actions(), R.EndBlockers)
        )
    else:
        assert obs["step"] == "main" and obs["to_move"] == obs["active"]


def test_during_a_payment_a_second_die_dragged_onto_the_card_pays_with_it():
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    # a purchase that one die does not pay for alone
    for buy in of_kind(g.legal_actions(), R.Purchase):
        probe = g.clone()
        probe.apply(buy)
        first = of_kind(probe.legal_actions(), R.Pay)
        if first:
            probe.apply(max(first, key=lambda a: a.amount))
            if of_kind(probe.legal_actions(), R.Pay):
                break
    else:
        pytest.skip("no purchase of two dice at this moment")
    die = sorted(table.payers(buy.card))[0]
    key = table.buy_key(me, buy.card)
    assert key is not None
    drag(app, table.views[die].pos, table.card_rects()[key].center)
    pays = of_kind(g.legal_actions(), R.Pay)
    assert pays, "the payment goes on"
    second = pays[0].die
    # back on its own reserve pool the die is only put down; on the card it pays
    assert table.actions_for_drop(second, ("zone", me, "reserve")) == []
    assert table.actions_for_drop(second, ("card", 1 - me, buy.card)) == []
    before = len(session.history)
    drag(app, table.views[second].pos, table.card_rects()[key].center)
    paid = [e.action for e in session.history[before:]]
    assert paid and isinstance(paid[0], R.Pay) and paid[0].die == second and paid[0].card == buy.card


def test_paying_to_field_a_character_energy_let_go_on_the_field_or_on_that_die_pays():
    def paid_fields(g) -> list:
        out = []
        for f in of_kind(g.legal_actions(), R.Field):
            probe = g.clone()
            probe.apply(f)
            if of_kind(probe.legal_actions(), R.Pay):
                out.append(f)
        return out

    session = shots.session_at(at(lambda g, a: own_main(g) and bool(paid_fields(g))))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    field = paid_fields(g)[0]
    table.apply(field)
    pays = of_kind(g.legal_actions(), R.Pay)
    die = pays[0].die
    best = max((a for a in pays if a.die == die), key=lambda a: a.amount)
    assert table.actions_for_drop(die, ("zone", me, "field")) == [best]
    assert table.actions_for_drop(die, ("die", field.die)) == [best]
    assert table.actions_for_drop(die, ("zone", me, "reserve")) == []


def test_while_paying_the_energy_panel_counts_only_what_is_still_to_spend(monkeypatch):
    from scenes.dicemasters import view

    session, app, table, me, buy, die, key = mid_game_buy()
    g = session.game
    full = view.energy_counts(g.observation(me)["players"][me])
    drag(app, table.views[die].pos, table.card_rects()[key].center)
    obs = g.observation(me)
    dec = obs["decision"] or {}
    if dec.get("type") != "pay":
        pytest.skip("one die paid the whole cost")
    paid = {str(d): int(n) for d, n in dec["paid"]}
    assert paid.get(die)
    left = view.energy_counts(obs["players"][me], paid)
    assert sum(left.values()) == sum(full.values()) - sum(paid.values())
    seen: list[dict] = []
    real = view.energy_counts
    monkeypatch.setattr(
        "scenes.dicemasters.panels.energy_counts",
        lambda pdata, spent=None: seen.append(spent or {}) or real(pdata, spent),
    )
    pump(app, frames=1)
    assert paid in seen  # the panel of the paying player leaves the paid energy out
