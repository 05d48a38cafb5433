"""The MetaVersus table driven with real mouse events: every gesture reaches the engine, hands
stay private, and the mat has every zone the table draws."""

from __future__ import annotations

import random

import pygame

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.metaversus import layout as L
from scenes.metaversus.setup import MetaVersusSetup
from scenes.metaversus.table import MetaVersusTable
from scenes.overlays import GameOverScene, HandoffScene
from sprites.mat import load_mat

from ..shell.helpers import click, drag, key, lift_curtain, make_app, pump, start
from ..shell.helpers import open_table as _open_table
from .helpers import active, exchange, find_session, free, legal_of, pending, phase, player, seen

registry.load_all()


def open_table(session, size=(1600, 900)):
    return _open_table(MetaVersusTable, session, size)


def hand_rect(table, card):
    return next(p.rect for p in reversed(table.hand_cards()) if p.card == card)


def pile_rect(table, card):
    return next(r for c, r in table.exchange_cards() if c == card)


def test_the_mat_has_every_zone_the_table_draws():
    mat = load_mat("metaversus")
    mat.require(L.ZONE_NAMES)
    area = pygame.Rect(0, 0, *mat.size)
    for zone in mat.zones.values():
        assert zone.rect.w > 0 and zone.rect.h > 0 and area.contains(zone.rect), zone.name
    for name in ("hand", "play", "stats", "deck", "discard", "removed", "character"):
        assert not mat.zones[f"p0.{name}"].rect.colliderect(mat.zones[f"p1.{name}"].rect)


def test_drag_a_card_from_the_hand_to_the_play_area_plays_it():
    session = find_session(lambda g: free(g, "action") and bool(legal_of(g, "play_card")))
    app, table = open_table(session)
    action = legal_of(session.game, "play_card")[0]
    n = len(session.history)
    drag(app, hand_rect(table, action.card).center, table.zrect("p0.play").center)
    assert session.history[n].action == action


def test_click_a_currency_card_plays_it():
    def has_currency(g):
        return free(g, "buy") and bool(legal_of(g, "play_card"))

    session = find_session(has_currency)
    app, table = open_table(session)
    action = legal_of(session.game, "play_card")[0]
    n = len(session.history)
    click(app, hand_rect(table, action.card).center)
    assert session.history[n].action == action


def test_drag_an_exchange_pile_to_your_side_buys_it():
    def can_buy(g):
        return free(g, "buy") and any(a.card in exchange(g) for a in legal_of(g, "buy"))

    session = find_session(can_buy)
    app, table = open_table(session)
    action = next(a for a in legal_of(session.game, "buy") if a.card in exchange(session.game))
    n = len(session.history)
    drag(app, pile_rect(table, action.card).center, table.zrect("p0.play").center)
    assert session.history[n].action == action


def test_click_the_stone_pile_buys_a_stone():
    session = find_session(lambda g: free(g, "buy") and any(a.card == "mv.stone" for a in legal_of(g, "buy")))
    app, table = open_table(session)
    n = len(session.history)
    click(app, pile_rect(table, "mv.stone").center)
    assert session.history[n].action.kind == "buy" and session.history[n].action.card == "mv.stone"


def test_the_end_phase_button_and_space_end_the_phase():
    session = find_session(
        lambda g: free(g, "buy") and seen(g)["resources"]["bought"] == 0 and bool(legal_of(g, "end_phase"))
    )
    app, table = open_table(session)
    app.settings.confirm_end = False  # the question about cards left is tested on its own
    n = len(session.history)
    button = next(b for b in table.buttons if b.kind == "end_phase")
    click(app, button.rect.center)
    assert session.history[n].action.kind == "end_phase" and session.history[n].action.phase == "buy"


def test_replace_a_kind_then_keep_the_exchange_in_the_replacement_round():
    session = GameSession(
        "metaversus", seed=5, options={"first_player": "p0"}, meta={"seats": ["person", "person"]}
    )
    app, table = open_table(session)
    g = session.game
    assert pending(g) == "replace"
    card = exchange(g)[3]
    click(app, pile_rect(table, card).center)
    assert session.history[0].action.kind == "replace_kind" and session.history[0].action.card == card
    assert isinstance(app.stack.top, HandoffScene)  # the second person's turn to replace


def test_draft_ban_and_hidden_pick_by_clicking_characters_with_the_curtain_between():
    session = find_session(lambda g: pending(g) == "ban")
    app, table = open_table(session)
    g = session.game
    first = g.to_move
    row = dict(table.draft_cards())
    target = legal_of(g, "ban_character")[0].card
    n = len(session.history)
    click(app, row[target].center)
    assert session.history[n].action.kind == "ban_character" and session.history[n].action.card == target
    assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1
    lift_curtain(app)  # the second person
    assert table.viewer == 1 - first
    key(app, pygame.K_SPACE)  # "Ban none" is the primary button
    assert session.history[n + 1].action.kind == "skip_ban"
    while pending(session.game) != "pick":
        pump(app, frames=1)
    if isinstance(app.stack.top, HandoffScene):
        lift_curtain(app)
    picker = session.game.to_move
    pick = legal_of(session.game, "pick_character")[0]
    click(app, dict(table.draft_cards())[pick.card].center)
    assert session.history[n + 2].action == pick
    assert isinstance(app.stack.top, HandoffScene)
    lift_curtain(app)
    # the other person sees that a pick was made, never which
    other = session.game.to_move
    assert (
        other == 1 - picker
        and table.obs["players"][picker]["character"] is None
        and table.obs["players"][picker]["picked"]
    )


def test_the_hand_drawn_is_the_viewers_observation_and_the_agent_hand_is_backs():
    session = find_session(lambda g: free(g, "action"), seats=("person", "normal"))
    app, table = open_table(session)
    pump(app, frames=2)
    me = table.viewer
    obs = session.game.observation(me)
    assert table.drawn_hand == obs["players"][me]["zones"]["hand"]
    assert table.drawn_backs == obs["players"][1 - me]["hand_count"]
    assert isinstance(table.obs["players"][1 - me]["zones"]["hand"], int)


def test_two_agents_never_show_a_hand_face_up():
    session = GameSession("metaversus", seed=3, options={}, meta={"seats": ["normal", "normal"]})
    app, table = open_table(session)
    for _ in range(40):
        pump(app, frames=2, dt=0.05)
        assert table.drawn_hand == []


def test_combat_damage_ticks_defense_before_hp():
    def next_hits_both(g):
        if pending(g) is not None or active(g) != g.to_move:
            return False
        probe = g.clone()
        for a in probe.legal_actions():
            if a.kind in ("end_phase", "play_all"):
                trial = g.clone()
                if any(
                    e.kind == "damaged" and e.card == "combat" and e.defense and e.hp for e in trial.apply(a)
                ):
                    return True
        return False

    session = find_session(next_hits_both, seeds=range(1, 60))
    app, table = open_table(session)
    app.settings.animation_speed = 1.0
    g = session.game
    action = next(
        a
        for a in g.legal_actions()
        if a.kind in ("end_phase", "play_all")
        and any(e.kind == "damaged" and e.card == "combat" and e.defense and e.hp for e in g.clone().apply(a))
    )
    target = 1 - active(g)
    before = dict(table.shown[target])
    table.apply(action)
    seen = []
    for _ in range(120):
        app.frame([], 1 / 60)
        seen.append((table.shown[target]["defense"], table.shown[target]["hp"]))
    first_hp_change = next(i for i, (_, hp) in enumerate(seen) if hp != before["hp"])
    assert seen[first_hp_change][0] < before["defense"]  # the defense had already taken its part
    final = session.game.observation(table.viewer)["players"][target]
    assert table.shown[target]["hp"] == final["hp"] and table.shown[target]["defense"] == final["defense"]


def test_undo_button_takes_back_a_played_card():
    session = find_session(lambda g: free(g, "buy") and bool(legal_of(g, "play_card")))
    app, table = open_table(session)
    action = legal_of(session.game, "play_card")[0]
    n = len(session.history)
    click(app, hand_rect(table, action.card).center)
    assert len(session.history) == n + 1
    undo = next(b for b in table.tools if b.kind == "undo")
    click(app, undo.rect.center)
    assert len(session.history) == n


def test_game_over_names_the_victory_type():
    session = GameSession("metaversus", seed=2, options={}, meta={"seats": ["person", "person"]})
    bots = [make_agent("metaversus", "normal", 2 + i) for i in range(2)]
    while not session.game.is_over:
        g = session.game
        session.apply(bots[g.to_move].choose(g, g.to_move))
    app, table = open_table(session)
    pump(app, frames=3)
    assert isinstance(app.stack.top, GameOverScene)
    reason = session.game.result().reason
    assert app.stack.top.details[0] == app.t(f"reason.metaversus.{reason}") != f"reason.metaversus.{reason}"
    assert any(line.startswith("HP:") for line in app.stack.top.details)


def test_setup_starts_a_match_with_the_chosen_seats():
    app = make_app()
    scene = MetaVersusSetup(app)
    start(app, scene)
    click(app, scene.kind_buttons[1]["person"].rect.center)
    click(app, scene.first_buttons["p1"].rect.center)
    click(app, scene.start_button.rect.center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, HandoffScene)  # two people: the first lifts the curtain
    lift_curtain(app)
    table = app.stack.top
    assert isinstance(table, MetaVersusTable)
    assert table.seats == ["person", "person"] and seen(table.game)["first"] == 1


def test_random_clicks_and_drags_never_crash():
    session = find_session(lambda g: phase(g) == "action" and player(g, active(g))["turns"] >= 2)
    app, table = open_table(session, size=(1024, 640))
    rng = random.Random(4)
    w, h = app.size
    for _ in range(700):
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
                    pygame.K_RETURN,
                    pygame.K_ESCAPE,
                    pygame.K_1,
                    pygame.K_l,
                    pygame.K_h,
                    pygame.K_z,
                )
            )
            pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], frames=1)
        if app.stack.top is not table and not isinstance(app.stack.top, (HandoffScene, MetaVersusTable)):
            key(app, pygame.K_ESCAPE)
            if app.stack.top is not table and not isinstance(app.stack.top, HandoffScene):
                app.stack.pop_to(lambda s: isinstance(s, MetaVersusTable))
                pump(app, frames=1)
        if session.game.is_over:
            break
    assert app.stack.top is not None


def test_continue_reopens_a_saved_match_at_the_same_place(tmp_path):
    session = find_session(lambda g: free(g, "buy"), seats=("person", "normal"))
    path = tmp_path / "mv.json"
    session.save(path)
    loaded = GameSession.load(path)
    app = make_app()
    table = registry.TABLES["metaversus"](app, loaded)
    start(app, table)
    pump(app, frames=2)
    assert (
        table.obs["players"][table.viewer]["zones"]["hand"]
        == session.game.observation(table.viewer)["players"][table.viewer]["zones"]["hand"]
    )
    assert table.obs["turn"] == session.game.observation(None)["turn"]


def test_auto_pass_closes_the_other_persons_window_without_a_curtain():
    helper = make_agent("metaversus", "normal", 7)

    def opens_a_window(g):
        if pending(g) is not None or phase(g) == "setup":
            return False
        probe = g.clone()
        probe.apply(make_agent("metaversus", "normal", 1).choose(probe, probe.to_move))
        return pending(probe) == "window" and helper.choose(probe.clone(), probe.to_move).kind == "pass"

    session = find_session(opens_a_window, seeds=range(1, 120))
    app, table = open_table(session)
    app.settings.auto_pass = True
    g = session.game
    mover = g.to_move
    n = len(session.history)
    table.apply(make_agent("metaversus", "normal", 1).choose(g, mover))
    assert session.history[n + 1].action.kind == "pass"
    assert pending(g) != "window"


def test_undo_never_takes_back_the_other_persons_decision_and_says_so():
    session = find_session(lambda g: pending(g) == "ban")
    app, table = open_table(session)
    g = session.game
    first = g.to_move
    click(app, dict(table.draft_cards())[legal_of(g, "ban_character")[0].card].center)
    lift_curtain(app)
    assert table.viewer == 1 - first
    n = len(session.history)
    key(app, pygame.K_z)  # the second person's Z: the ban is the first person's to keep
    assert len(session.history) == n and session.game.to_move == 1 - first and app.stack.top is table
    assert any(table.names[first] in t.text for t in app.toasts)


def test_right_click_zooms_a_card_and_hovering_tells_its_text():
    from scenes.overlays import CardZoom

    session = find_session(lambda g: free(g, "action"))
    app, table = open_table(session, size=(1024, 640))
    card, rect = table.exchange_cards()[0]
    tip = table.tooltip_at(rect.center)
    from game.metaversus import card_info

    assert tip is not None and card_info(card, "en")["text"] in tip
    click(app, rect.center, button=3)
    assert isinstance(app.stack.top, CardZoom) and app.stack.top.card == card
    click(app, (5, 5))
    assert app.stack.top is table


def test_pile_tooltips_list_public_piles_and_only_count_the_deck():
    session = find_session(lambda g: free(g, "buy") and len(player(g, active(g))["zones"]["discard"]) > 0)
    app, table = open_table(session)
    me = table.viewer
    tip = table.tooltip_at(table.zrect("p0.discard").center)
    assert tip is not None and "Discard pile" in tip
    deck_tip = table.tooltip_at(table.zrect("p0.deck").center)
    assert str(player(session.game, me)["zones"]["deck"]) in deck_tip and "Stone" not in deck_tip
