"""The Dice Masters table driven with real mouse events: every gesture reaches the engine."""

from __future__ import annotations

import random

import pygame

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.dicemasters.table import ZONES, DiceMastersTable
from sprites.mat import load_mat

from ..shell.helpers import click, drag, key, make_app, pump, start, wait_for_hint
from .helpers import decision, find_session, legal_of, open_table

registry.load_all()


def kinds(session, n):
    return [e.action.kind for e in session.history[-n:]]


def test_every_engine_zone_has_its_rectangle_on_the_mat():
    mat = load_mat("dicemasters")
    needed = [f"{slot}.{z}" for slot in ("p0", "p1") for z in ZONES + ("cards", "life")]
    needed += ["center.basic_actions", "center.log", "center.buttons"]
    mat.require(needed)
    for zone in mat.zones.values():
        assert zone.rect.w > 0 and zone.rect.h > 0


def test_drag_an_energy_die_onto_a_card_buys_it():
    def buyable(g):
        if g.step != "main" or g.to_move != g.active:
            return False
        for a in legal_of(g, "purchase"):
            probe = g.clone()
            probe.apply(a)
            if legal_of(probe, "pay"):
                return True
        return False

    session = find_session(buyable)
    app, table = open_table(session)
    g = session.game
    for a in legal_of(g, "purchase"):
        probe = g.clone()
        probe.apply(a)
        pay = legal_of(probe, "pay")
        if pay:
            die, card = pay[0].die, a.card
            break
    rect = next(r for k, r in table.card_rects().items() if k[1].split("#")[0] == card)
    n = len(session.history)
    x, y = table.views[die].pos
    drag(app, (int(x), int(y)), rect.center)
    assert len(session.history) >= n + 2
    assert session.history[n].action.kind == "purchase" and session.history[n].action.card == card
    assert session.history[n + 1].action.kind == "pay" and session.history[n + 1].action.die == die


def test_drag_a_character_die_onto_the_field_fields_it():
    session = find_session(lambda g: bool(legal_of(g, "field")))
    app, table = open_table(session)
    action = legal_of(session.game, "field")[0]
    field = table.zones()[f"{table.slot(session.game.to_move)}.field"].rect
    n = len(session.history)
    drag(app, table.views[action.die].pos, field.center)
    assert session.history[n].action == action


def test_drag_into_the_attack_zone_declares_an_attacker():
    session = find_session(lambda g: bool(legal_of(g, "attack")))
    app, table = open_table(session)
    action = legal_of(session.game, "attack")[0]
    zone = table.zones()[f"{table.slot(session.game.to_move)}.attack"].rect
    n = len(session.history)
    drag(app, table.views[action.die].pos, zone.center)
    assert session.history[n].action == action


def test_the_defender_drags_a_die_onto_an_attacker_to_block():
    session = find_session(lambda g: bool(legal_of(g, "block")))
    app, table = open_table(session)
    action = legal_of(session.game, "block")[0]
    n = len(session.history)
    drag(app, table.views[action.die].pos, table.views[action.target].pos)
    assert session.history[n].action == action


def test_split_damage_by_clicking_blockers():
    session = find_session(
        lambda g: len({a.target for a in legal_of(g, "assign_damage")}) > 1, seeds=range(1, 200)
    )
    app, table = open_table(session)
    action = legal_of(session.game, "assign_damage")[0]
    n = len(session.history)
    click(app, table.views[action.die].pos)  # hold the attacker
    click(app, table.views[action.target].pos)  # give the blocker damage
    pump(app, frames=2)
    if len(session.history) == n:  # several amounts possible: the dialog asks which
        key(app, pygame.K_1)
    assert (
        session.history[n].action.kind == "assign_damage"
        and session.history[n].action.target == action.target
    )


def test_use_an_action_die_by_dragging_it_onto_the_table():
    session = find_session(lambda g: bool(legal_of(g, "use_action")), seeds=range(1, 200))
    app, table = open_table(session)
    action = legal_of(session.game, "use_action")[0]
    zone = table.zones()[f"{table.slot(session.game.to_move)}.field"].rect
    n = len(session.history)
    drag(app, table.views[action.die].pos, zone.center)
    assert session.history[n].action == action


def test_mark_dice_and_reroll_with_the_key():
    session = find_session(lambda g: bool(legal_of(g, "select_reroll")))
    app, table = open_table(session)
    action = legal_of(session.game, "select_reroll")[0]
    n = len(session.history)
    click(app, table.views[action.die].pos)
    assert session.history[n].action == action
    key(app, pygame.K_r)
    assert session.history[n + 1].action.kind == "reroll"


def test_pass_priority_with_space():
    session = find_session(lambda g: g.step == "main" and bool(legal_of(g, "pass")))
    app, table = open_table(session)
    app.settings.confirm_end = False
    n = len(session.history)
    key(app, pygame.K_SPACE)
    assert session.history[n].action.kind == "pass"


def test_an_illegal_drop_changes_nothing_and_says_why():
    session = find_session(lambda g: g.step == "main" and bool(legal_of(g, "pass")))
    app, table = open_table(session)
    g = session.game
    die = next(iter(table.views))
    before = g.to_dict()
    life = table.zones()[f"{table.slot(1 - g.to_move)}.attack"].rect
    drag(app, table.views[die].pos, life.center)
    assert g.to_dict() == before


def test_random_clicks_and_drags_never_crash():
    session = find_session(lambda g: g.turn >= 2)
    app, table = open_table(session)
    rng = random.Random(4)
    w, h = app.size
    for _ in range(1500):
        pos = (rng.randrange(w), rng.randrange(h))
        kind = rng.random()
        if kind < 0.45:
            pump(
                app,
                [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))],
                frames=0,
            )
            pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], frames=1)
        elif kind < 0.85:
            pump(
                app,
                [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))],
                frames=1,
            )
        else:
            k = rng.choice(
                (
                    pygame.K_SPACE,
                    pygame.K_r,
                    pygame.K_RETURN,
                    pygame.K_ESCAPE,
                    pygame.K_1,
                    pygame.K_l,
                    pygame.K_h,
                )
            )
            pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], frames=1)
        if (
            app.stack.top is not table
            and app.stack.top is not None
            and not isinstance(app.stack.top, DiceMastersTable)
        ):
            key(app, pygame.K_ESCAPE)
            if app.stack.top is not table:
                app.stack.pop_to(lambda s: s is table or isinstance(s, DiceMastersTable))
                pump(app, frames=1)
        if session.game.is_over:
            break
    assert app.stack.top is not None


def test_draft_picks_on_screen_by_clicking_a_card_then_a_count():
    session = GameSession(
        "dicemasters",
        seed=3,
        options={"format": "draft", "draft_size": 8},
        meta={"seats": ["person", "person"]},
    )
    app, table = open_table(session)
    g = session.game
    assert g.step == "draft"
    pick = legal_of(g, "draft_pick")[0]
    rect = table.card_rects()[(None, f"{pick.card}#draft")]
    n = len(session.history)
    click(app, (rect.centerx, rect.y + 4))  # its name band: the next card of its stack lies over the rest
    assert session.history[n].action == pick
    counts = legal_of(g, "draft_dice")
    assert counts
    button = next(b for b in table.buttons if b.actions and b.actions[0].kind == "draft_dice")
    click(app, button.rect.center)
    key(app, pygame.K_1)
    assert session.history[n + 1].action == counts[0]


def test_hint_highlights_what_the_hint_computer_would_do():
    session = find_session(lambda g: g.step == "main" and bool(legal_of(g, "pass")))
    app, table = open_table(session)
    before = len(session.history)
    key(app, pygame.K_h)
    wait_for_hint(app, table)  # found in the background, the window drawing meanwhile
    assert table.hint is not None and table.hint in session.game.legal_actions()
    assert len(session.history) == before  # a hint never plays the move
    assert any("Hint" in t.text for t in app.toasts)


def test_a_refused_drop_says_what_the_die_can_do():
    session = find_session(lambda g: bool(legal_of(g, "field")))
    app, table = open_table(session)
    action = legal_of(session.game, "field")[0]
    assert "fielded" in table.why_not(action.die)


def test_an_agent_opponent_plays_its_turn_on_the_same_table():
    session = GameSession(
        "dicemasters",
        seed=9,
        options={"format": "first_game", "first_player": 1},
        meta={"seats": ["person", "normal"]},
    )
    app = make_app()
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 0.0
    table = DiceMastersTable(app, session)
    start(app, table)
    import time

    end = time.time() + 20
    while time.time() < end and (session.game.to_move != 0 or not session.history):
        pump(app, frames=1, dt=0.05)
    assert session.game.to_move == 0 and len(session.history) > 3
    assert all(e.player == 1 for e in session.history[:3])


def test_auto_pass_closes_the_inactive_persons_window_when_passing_is_natural():
    def inactive_window(g):
        dec = decision(g)
        return dec.get("type") == "priority" and g.to_move != g.active

    session = find_session(inactive_window, seeds=range(1, 120), fmt="tournament")
    app, table = open_table(session)
    app.settings.auto_pass = True

    expected = make_agent("dicemasters", "normal", 7).choose(session.game.clone(), session.game.to_move)
    n = len(session.history)
    pump(app, frames=3)
    if expected.kind == "pass":
        assert session.history[n].action.kind == "pass"
    else:
        assert len(session.history) == n


def test_hovering_an_agent_move_in_the_log_shows_what_it_weighed():
    session = find_session(lambda g: g.turn >= 2 and g.step == "main")
    app, table = open_table(session)
    last = len(session.history) - 1
    alternative = session.game.legal_actions()[0]
    table.why[last] = [[session.history[last].action.to_dict(), 0.71], [alternative.to_dict(), 0.42]]
    pump(app, frames=1)
    rect = next(r for r, line in table.log_panel._drawn if table.log_entries[line] == last)
    text = table.tooltip_at(rect.center)
    assert text is not None and "0.71" in text and "0.42" in text


def test_payment_in_progress_is_shown_from_the_observation():
    def paying(g):
        dec = decision(g)
        return dec.get("type") == "pay" and bool(dec.get("paid"))

    def buy_first(g):
        if g.step == "main" and g.to_move == g.active:
            for a in legal_of(g, "purchase"):
                probe = g.clone()
                probe.apply(a)
                if len(legal_of(probe, "pay")) >= 2:
                    return True
        return False

    session = find_session(buy_first)
    g = session.game
    buy = next(
        a
        for a in legal_of(g, "purchase")
        if len(legal_of((lambda p: (p.apply(a), p)[1])(g.clone()), "pay")) >= 2
    )
    session.apply(buy)
    first = legal_of(g, "pay")[0]
    session.apply(first)
    app, table = open_table(session)
    if decision(g).get("type") == "pay":
        assert table._paid() == {first.die: first.amount}


def test_an_energy_die_dropped_on_a_card_it_cannot_buy_says_why():
    """Dropped on a card too dear, the die's refusal names the price and the energy in the
    reserve pool; dropped on the opponent's card, it says whose card that is."""
    from game.dicemasters.cards import CARDS

    def energy_in_reserve(g) -> int:  # type: ignore[no-untyped-def]
        me = g.to_move
        total = 0
        for d in g.observation(me)["players"][me]["zones"]["reserve"]:
            face = d.get("face") or {}
            if face.get("kind") == "energy":
                total += sum(2 if s == "generic2" else 1 for s in face["symbols"])
        return total

    def dear_card(g):  # type: ignore[no-untyped-def]
        me = g.to_move
        team = g.observation(me)["players"][me]["cards"]
        cards = [c["card"] if isinstance(c, dict) else c for c in team]
        return next((c for c in cards if c in CARDS and CARDS[c].cost > energy_in_reserve(g)), None)

    session = find_session(lambda g: bool(legal_of(g, "purchase")) and dear_card(g) is not None)
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    die = next(
        d["id"]
        for d in table.obs["players"][me]["zones"]["reserve"]
        if (d.get("face") or {}).get("kind") == "energy"
    )
    card = dear_card(g)
    app.toasts.clear()
    assert not table.drop(die, ("card", me, card))
    text = app.toasts[-1].text
    assert (
        str(CARDS[card].cost) in text and str(energy_in_reserve(g)) in text and table._card_name(card) in text
    )
    theirs = next(c for c in g.observation(me)["players"][1 - me]["cards"])
    theirs = theirs["card"] if isinstance(theirs, dict) else theirs
    assert not table.drop(die, ("card", 1 - me, theirs))
    assert table._card_name(theirs) in app.toasts[-1].text and "opponent" in app.toasts[-1].text


def test_a_die_dropped_on_a_card_with_no_dice_left_or_of_a_type_it_lacks_says_so():
    """A card whose dice are all bought says none are left; a card whose energy type the reserve
    pool has none of says which energy it needs (not only what the die could do instead)."""
    from game.dicemasters.cards import CARDS

    def typed_card_and_rich(g):  # type: ignore[no-untyped-def]
        me = g.to_move
        if not legal_of(g, "purchase"):
            return False
        obs = g.observation(me)["players"][me]
        symbols = {s for d in obs["zones"]["reserve"] for s in ((d.get("face") or {}).get("symbols") or ())}
        have = sum(
            sum(2 if s == "generic2" else 1 for s in d["face"]["symbols"])
            for d in obs["zones"]["reserve"]
            if (d.get("face") or {}).get("kind") == "energy"
        )
        return "wild" not in symbols and any(
            CARDS[c["card"]].energy not in symbols and CARDS[c["card"]].cost <= have for c in obs["cards"]
        )

    session = find_session(typed_card_and_rich)
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    reserve = table.obs["players"][me]["zones"]["reserve"]
    symbols = {s for d in reserve for s in ((d.get("face") or {}).get("symbols") or ())}
    die = next(d["id"] for d in reserve if (d.get("face") or {}).get("kind") == "energy")
    lacking = next(
        c["card"] for c in table.obs["players"][me]["cards"] if CARDS[c["card"]].energy not in symbols
    )
    app.toasts.clear()
    assert not table.drop(die, ("card", me, lacking))
    kind = app.t(f"dm.energy.{CARDS[lacking].energy}")
    assert app.toasts[-1].text == app.t("dm.table.needs_type", card=table._card_name(lacking), type=kind)
    # every die of that card bought: the card says none are left
    g.on_card[f"{me}:{lacking}"] = []
    g.invalidate()
    table.sync(animate=False)
    assert not table.drop(die, ("card", me, lacking))
    assert app.toasts[-1].text == app.t("dm.table.none_left", card=table._card_name(lacking))


def test_dragging_an_energy_die_that_can_buy_nothing_onto_a_card_says_why():
    """With nothing to buy, an energy die cannot be picked up; dragged onto a card anyway by the
    mouse, the table says why that card is out of reach instead of doing nothing."""
    from scenes.dicemasters.layout import card_of

    from ..shell.helpers import drag

    def idle_energy(g):  # type: ignore[no-untyped-def]
        me = g.to_move
        if (
            g.step != "main"
            or me != g.active
            or decision(g).get("type") != "priority"
            or legal_of(g, "purchase")
        ):
            return None
        used = {getattr(a, "die", None) for a in g.legal_actions()}
        reserve = g.observation(me)["players"][me]["zones"]["reserve"]
        return next(
            (
                d["id"]
                for d in reserve
                if (d.get("face") or {}).get("kind") == "energy" and d["id"] not in used
            ),
            None,
        )

    session = find_session(lambda g: idle_energy(g) is not None)
    app, table = open_table(session)
    me = session.game.to_move
    die = idle_energy(session.game)
    assert not table.can_hold(die)
    key, rect = next((k, r) for k, r in table.card_rects().items() if k[0] == me)
    card = card_of(key[1])
    app.toasts.clear()
    before = len(session.history)
    x, y = table.views[die].pos
    drag(app, (int(x), int(y)), rect.center)
    assert len(session.history) == before  # nothing was played
    assert app.toasts, "the refused drag said nothing"
    text = app.toasts[-1].text
    assert text == table.why_not_card(die, ("card", me, card))
    assert table._card_name(card) in text  # its price, its energy type or its dice left


def test_a_character_die_too_dear_to_field_says_its_fielding_cost_when_dragged():
    """A character die whose fielding cost is above the energy of the reserve pool cannot be picked
    up; dragged to the field anyway, the table names the cost and the energy there."""
    from ..shell.helpers import drag

    def dear(g):  # type: ignore[no-untyped-def]
        me = g.to_move
        if g.step != "main" or me != g.active or decision(g).get("type") != "priority":
            return None
        used = {getattr(a, "die", None) for a in g.legal_actions()}
        obs = g.observation(me)["players"][me]
        have = sum(
            sum(2 if s == "generic2" else 1 for s in d["face"]["symbols"])
            for d in obs["zones"]["reserve"]
            if (d.get("face") or {}).get("kind") == "energy"
        ) + int(obs.get("virtual_energy", 0) or 0)
        return next(
            (
                d
                for d in obs["zones"]["reserve"]
                if (d.get("face") or {}).get("kind") == "character"
                and d["face"]["field_cost"] > have
                and d["id"] not in used
            ),
            None,
        )

    session = find_session(lambda g: dear(g) is not None, seeds=range(1, 200))
    app, table = open_table(session)
    me = session.game.to_move
    d = dear(session.game)
    assert not table.can_hold(d["id"])
    app.toasts.clear()
    x, y = table.views[d["id"]].pos
    drag(app, (int(x), int(y)), table.zone_rect(me, "field").center)
    assert app.toasts[-1].text == app.t(
        "dm.table.field_too_expensive",
        card=table._card_name(d["card"]),
        cost=d["face"]["field_cost"],
        have=table.reserve_energy(me),
    )


def test_resting_the_pointer_on_an_action_die_says_what_its_card_does():
    """An action die's tooltip names the die and its bursts, then the card's printed text (what
    using it will do), so a person need not find the card first."""
    from scenes.dicemasters.team_faces import card_info

    from .helpers import hover

    session = find_session(lambda g: bool(legal_of(g, "use_action")), seeds=range(1, 200))
    app, table = open_table(session)
    use = legal_of(session.game, "use_action")[0]
    x, y = table.views[use.die].pos
    hover(app, (int(x), int(y)))
    tip = table.tooltip_at((int(x), int(y)))
    assert tip is not None
    lines = tip.split("\n")
    face = table.all_dice()[use.die]["face"]
    assert lines[0] == app.t("dm.table.die_action", name=table._card_name(use.card), bursts=face["bursts"])
    text = str(card_info(use.card, app.tr.lang)["text"])
    assert text in lines[1:]


def test_an_action_die_let_go_on_one_of_your_own_dice_is_used_as_on_the_mat():
    """Dropped on a die of the mover's own (a character in the field, say), an action die is used,
    as when it is let go on the mat beside it; dropped on the opponent's die it is refused."""
    from ..shell.helpers import drag

    def action_and_own_die(g):  # type: ignore[no-untyped-def]
        if not legal_of(g, "use_action"):
            return False
        zones = g.observation(g.to_move)["players"][g.to_move]["zones"]
        return any(zones[z] for z in ("field", "attack"))

    session = find_session(action_and_own_die, seeds=range(1, 300))
    app, table = open_table(session)
    g = session.game
    me = g.to_move
    use = legal_of(g, "use_action")[0]
    zones = table.obs["players"][me]["zones"]
    own = next(d["id"] for z in ("field", "attack") for d in zones[z])
    theirs = [
        d["id"] for z in ("field", "attack", "reserve") for d in table.obs["players"][1 - me]["zones"][z]
    ]
    if theirs:
        assert table.actions_for_drop(use.die, ("die", theirs[0])) == []
    n = len(session.history)
    x, y = table.views[use.die].pos
    ox, oy = table.views[own].pos
    drag(app, (int(x), int(y)), (int(ox), int(oy)))
    pump(app, frames=3)
    assert len(session.history) > n and session.history[n].action.kind == "use_action"
    assert session.history[n].action.die == use.die
