"""The state is on the Dice Masters board: modified dice show their current A/D and their
damage, a prompt's targets glow, a card glows as buyable only where its player may buy from it,
the payment line counts what is paid and names an energy type only where one is required, and
the seats panel says "computer" and its level once."""

from __future__ import annotations

import pytest

from game.core.session import GameSession
from game.dicemasters.state import FACES
from scenes import registry
from scenes.dicemasters.table import DiceMastersTable

from ..shell.helpers import click, make_app, pump, start
from .helpers import decision, find_session, hover, legal_of, open_table

registry.load_all()


def observed_dice(g):
    obs = g.observation(None)
    for p in (0, 1):
        for zone in ("field", "attack"):
            yield from obs["players"][p]["zones"][zone]


def modified(g) -> bool:
    return any(
        "attack" in d and (d["attack"], d["defense"]) != (d["face"]["attack"], d["face"]["defense"])
        for d in observed_dice(g)
    )


def damaged(g) -> bool:
    return any(d.get("damage") for d in observed_dice(g))


def test_a_modified_die_shows_its_current_attack_and_defense():
    session = find_session(modified, seeds=range(1, 150))
    app, table = open_table(session)
    pump(app, frames=1)
    die = next(
        d
        for d in observed_dice(session.game)
        if "attack" in d and (d["attack"], d["defense"]) != (d["face"]["attack"], d["face"]["defense"])
    )
    assert table.marks_drawn[die["id"]].startswith(
        app.t("dm.table.die_stats", a=die["attack"], d=die["defense"])
    )
    plain = [
        d["id"]
        for d in observed_dice(session.game)
        if "attack" in d
        and (d["attack"], d["defense"]) == (d["face"]["attack"], d["face"]["defense"])
        and not d.get("damage")
    ]
    assert not set(plain) & set(table.marks_drawn)  # an unmodified, undamaged die carries no mark


def test_a_damaged_die_carries_its_damage():
    session = find_session(damaged, seeds=range(1, 200))
    app, table = open_table(session)
    pump(app, frames=1)
    die = next(d for d in observed_dice(session.game) if d.get("damage"))
    assert app.t("dm.table.die_damage", n=die["damage"]) in table.marks_drawn[die["id"]].split(" ")


def test_the_targets_of_a_prompt_glow_and_a_click_on_one_chooses_it():
    def target_prompt(g):
        return decision(g).get("type") == "target" and bool(legal_of(g, "choose_target"))

    session = find_session(target_prompt, seeds=range(1, 200), fmt="basic")
    app, table = open_table(session)
    pump(app, frames=1)
    targets = {a.target for a in legal_of(session.game, "choose_target")}
    assert targets <= table.lit, (targets, table.lit)
    ref = sorted(targets)[0]
    n = len(session.history)
    if ref.startswith("player:"):
        click(app, table.zones()[f"{table.slot(int(ref.split(':')[1]))}.life"].rect.center)
    else:
        click(app, table.views[ref].pos)
    assert session.history[n].action.kind == "choose_target" and session.history[n].action.target == ref


def test_splitting_damage_lights_the_blockers_and_a_click_gives_one_damage():
    session = find_session(
        lambda g: len({a.target for a in legal_of(g, "assign_damage")}) > 1, seeds=range(1, 200)
    )
    app, table = open_table(session)
    pump(app, frames=1)
    blockers = {a.target for a in legal_of(session.game, "assign_damage")}
    assert blockers <= table.lit
    target = sorted(blockers)[0]
    n = len(session.history)
    click(app, table.views[target].pos)  # no need to pick the attacker up first, and no question
    assert len(session.history) == n + 1, "one click gives one point of damage, without a dialog"
    done = session.history[n].action
    assert done.kind == "assign_damage" and done.target == target and done.amount == 1


def shared_card(g):
    """The person to move can buy from a card the opponent has in their team too."""
    if decision(g).get("window") != "main" or g.to_move != g.active:
        return False
    mine, theirs = set(g.team[g.to_move]), set(g.team[1 - g.to_move])
    return any(a.card in mine & theirs for a in legal_of(g, "purchase"))


def test_the_opponents_copy_of_a_card_never_glows_as_buyable():
    session = find_session(shared_card, seeds=range(1, 300), fmt="tournament")
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    card = next(a.card for a in legal_of(g, "purchase") if a.card in set(g.team[1 - me]))
    pump(app, frames=1)
    assert f"card:{me}:{card}" in table.lit
    assert f"card:{1 - me}:{card}" not in table.lit
    offers = table.card_offers()
    assert offers.get((me, card)) == "buy" and offers.get((1 - me, card)) != "buy"
    # dragging an energy die that could pay: still only the buyer's own card glows
    rect = table.card_rects()[(1 - me, card)]
    hover(app, rect.center, seconds=0.3)
    assert app.t("dm.table.card_not_yours", name=table.names[1 - me]) in (app.tooltip.text or "")
    assert app.t("dm.table.card_buy") not in (app.tooltip.text or "")
    rect = table.card_rects()[(me, card)]
    hover(app, rect.center, seconds=0.3)
    assert app.t("dm.table.card_buy") in (app.tooltip.text or "")


def test_a_dragged_die_lights_only_the_card_it_would_buy_from():
    session = find_session(shared_card, seeds=range(1, 300), fmt="tournament")
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    for die in [d["id"] for d in g.observation(None)["players"][me]["zones"]["reserve"]]:
        _, _, cards = table.targets_for(die)
        assert all(owner in (None, me) for owner, _ in cards)


def paying(types_wanted: bool):
    def condition(g):
        dec = decision(g)
        return dec.get("type") == "pay" and bool(dec.get("types")) is types_wanted and not dec.get("paid")

    return condition


def test_the_payment_line_counts_what_is_paid_and_names_the_type_of_a_purchase():
    session = find_session(paying(True))
    app, table = open_table(session)
    dec = decision(session.game)
    texts = [text for text, *_ in table.status_lines()]
    card = table.card_name(dec["card"])
    assert app.t("dm.table.paying", card=card, paid=0, cost=dec["cost"]) in texts
    assert "0 of" in app.t("dm.table.paying", card=card, paid=0, cost=dec["cost"]) and "paid" in texts[2]
    types = app.t("dm.confirm.join").join(app.t(f"dm.energy.{x}") for x in dec["types"])
    assert app.t("dm.table.paying_type", types=types) in texts
    pay = max(legal_of(session.game, "pay"), key=lambda a: a.amount)
    table.apply(pay)
    if decision(session.game).get("type") == "pay":
        texts = [text for text, *_ in table.status_lines()]
        assert app.t("dm.table.paying", card=card, paid=pay.amount, cost=dec["cost"]) in texts


def test_fielding_and_generic_costs_do_not_ask_for_an_energy_type():
    session = find_session(paying(False))
    app, table = open_table(session)
    texts = [text for text, *_ in table.status_lines()]
    assert not any("energy (the card's type)" in t for t in texts)
    assert "match" not in app.t("dm.coach.pay") and "type" not in app.t("dm.coach.pay")


def test_the_seats_panel_names_the_computer_and_its_level_once():
    session = GameSession(
        "dicemasters", seed=2, options={"format": "first_game"}, meta={"seats": ["person", "normal"]}
    )
    app = make_app()
    app.settings.agent_delay = 1e9
    table = DiceMastersTable(app, session)
    start(app, table)
    level = app.t("agent.normal")
    assert level in table.names[1]  # the default name already says "(Normal)"
    assert table.seat_line(1) == app.t("dm.table.seat_computer")
    assert f"({level}) {level}" not in f"{table.names[1]} {table.seat_line(1)}"
    named = GameSession(
        "dicemasters",
        seed=2,
        options={"format": "first_game"},
        meta={"seats": ["person", "normal"], "names": ["Ada", "Bo"]},
    )
    table = DiceMastersTable(app, named)
    assert table.seat_line(1) == app.t("dm.table.seat_computer_level", level=level)
    assert table.seat_line(0) == app.t("seat.person")


def _pay_kind(table, action) -> str:  # type: ignore[no-untyped-def]
    face = table.all_dice()[str(action.die)].get("face") or {}
    return str((face.get("symbols") or ["?"])[0])


@pytest.mark.parametrize("of_the_type", [True, False])
def test_the_energy_type_line_goes_once_a_die_of_that_type_is_paid(of_the_type: bool) -> None:
    """ "At least one must be mask energy" stays while the dice paid give no mask (or "?"), and
    goes once one does: the line says what is still needed, not what the card says."""

    def fits(g):  # type: ignore[no-untyped-def]
        if not paying(True)(g):
            return False
        needed = decision(g)["types"]
        if len(needed) != 1 or decision(g)["cost"] < 2:
            return False
        kinds = set()
        for a in legal_of(g, "pay"):
            if a.die is not None and a.amount < decision(g)["cost"]:
                d = g.dice[a.die]
                kinds.add(FACES[d.card][d.face].symbols[0] in (needed[0], "wild"))
        return of_the_type in kinds

    session = find_session(fits)
    app, table = open_table(session)
    dec = decision(session.game)
    types = app.t("dm.energy." + dec["types"][0])
    line = app.t("dm.table.paying_type", types=types)
    assert line in [text for text, *_ in table.status_lines()]
    pay = next(
        a
        for a in legal_of(session.game, "pay")
        if a.die is not None
        and a.amount < dec["cost"]
        and (_pay_kind(table, a) in (dec["types"][0], "wild")) is of_the_type
    )
    table.apply(pay)
    assert decision(session.game).get("type") == "pay"
    shown = line in [text for text, *_ in table.status_lines()]
    assert shown is not of_the_type
