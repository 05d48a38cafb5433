"""A die held over the Dice Masters table: its frames do the engine's work at most once per
state (the legal actions, the observation, no clone at all), and what glows is still what the
engine allows: the cards the die can start paying for, read back by trying each purchase on a
copy (which the test may do; the screen never does)."""

from __future__ import annotations

import pygame

from game.dicemasters import records as R
from game.dicemasters.engine import DiceMasters
from scenes import registry
from scenes.dicemasters import shots
from scenes.gestures import of_kind

from ..shell.helpers import pump
from .helpers import open_table

registry.load_all()


def _counting(monkeypatch, names):
    calls = {name: 0 for name in names}
    for name in names:
        real = getattr(DiceMasters, name)

        def counted(self, *args, _real=real, _name=name, **kwargs):
            calls[_name] += 1
            return _real(self, *args, **kwargs)

        monkeypatch.setattr(DiceMasters, name, counted)
    return calls


def _cards_the_die_pays(table, g, die):
    """The table keys of the cards a purchase of which ``die`` can start paying (on copies)."""
    me = g.to_move
    out = set()
    for buy in of_kind(g.legal_actions(), R.Purchase):
        probe = g.clone()
        probe.apply(buy)
        if die in {a.die for a in of_kind(probe.legal_actions(), R.Pay)}:
            key = table.buy_key(me, buy.card)
            if key is not None:
                out.add(key)
    return out


def _lit_cards(table):
    return {k for k in table.lit if k.startswith("card:")}


def _hold_over_a_card(app, table, die, frames):
    table.held = die
    _, rect = next(iter(table.card_rects().items()))
    pygame.mouse.set_pos(rect.center)
    pump(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))],
        frames=frames,
    )


def test_holding_a_die_does_the_engines_work_at_most_once_per_state_and_lights_the_right_cards(monkeypatch):
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    energy = [
        d["id"]
        for d in g.observation(None)["players"][me]["zones"]["reserve"]
        if (d.get("face") or {}).get("kind") == "energy"
    ]
    truth = {die: _cards_the_die_pays(table, g, die) for die in energy}
    die = next(d for d in energy if truth[d])

    calls = _counting(monkeypatch, ["_legal_actions", "observation", "clone", "copy"])
    _hold_over_a_card(app, table, die, frames=12)
    assert table.held == die
    # the legal actions are kept per state by the engine and the observation per move by the
    # table: a dozen frames of a held die ask for each at most once, and never copy the game
    assert calls["_legal_actions"] <= 1 and calls["observation"] <= 1, calls
    assert calls["clone"] == 0 and calls["copy"] == 0, calls
    expected = {f"card:{owner}:{key}" for owner, key in truth[die]}
    assert _lit_cards(table) == expected

    # every other energy die lights its own cards, still without copying the game
    for other in energy:
        _hold_over_a_card(app, table, other, frames=2)
        assert _lit_cards(table) == {f"card:{owner}:{key}" for owner, key in truth[other]}, other
    assert calls["clone"] == 0 and calls["copy"] == 0, calls


def test_after_a_move_the_held_die_lights_the_new_states_targets(monkeypatch):
    session = shots.session_at(shots.reached(shots.SEED, shots.mid_game))
    app, table = open_table(session)
    g = session.game
    buy = of_kind(g.legal_actions(), R.Purchase)[0]
    table.apply(buy)  # the purchase waits for its payment: nothing more can be bought
    pump(app, frames=2)
    assert not of_kind(g.legal_actions(), R.Purchase)
    payer = next(a.die for a in of_kind(g.legal_actions(), R.Pay))

    calls = _counting(monkeypatch, ["_legal_actions", "observation", "clone", "copy"])
    _hold_over_a_card(app, table, payer, frames=8)
    assert calls["_legal_actions"] <= 1 and calls["observation"] <= 1, calls
    assert calls["clone"] == 0 and calls["copy"] == 0, calls
    assert _lit_cards(table) == set()  # a payment in progress buys nothing
