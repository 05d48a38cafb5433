"""The Legendary table as a person meets it: buttons that stay put, an end of turn that asks
when something is left, choosers whose lines are told apart and light their card, hotseat
privacy under fast clicking, resizing, and every text filled in both languages."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from game.legendary.cards import CITY, defn
from scenes import registry
from scenes.legendary.table import BUTTON_SLOTS, LegendaryTable
from scenes.legendary.view import CardView
from scenes.overlays import ChooseOneDialog, HandoffScene
from sprites import fonts

from ..shell.helpers import click, key, make_app, pump
from .test_table_ui import find_session, open_table

registry.load_all()
GENERIC_PARTICLES = re.compile(r"이\(가\)|을\(를\)|은\(는\)|와\(과\)|\(으\)로|\(이\)")


def hero_plays(g):
    return [a for a in g.legal_actions() if a.kind == "play" and defn(a.card).kind == "hero"]


def main_phase(g):
    return g.pending is None and g.phase == "main"


def hover(app, pos):
    """Rest the pointer at ``pos`` (the real pointer, which the table reads while drawing)."""
    pygame.mouse.set_pos(pos)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=2)


def button(table, kind):
    return next(b for b in table.buttons if b.kind == kind)


def layout_of(table):
    return [(b.kind, tuple(b.rect)) for b in table.buttons]


# -- stable controls -----------------------------------------------------------------------------
def test_the_buttons_keep_their_places_while_the_hand_is_played_out():
    session = find_session(lambda g: main_phase(g) and len(hero_plays(g)) >= 3)
    app, table = open_table(session)
    first = layout_of(table)
    assert [k for k, _ in first] == list(BUTTON_SLOTS)
    while hero_plays(session.game) and main_phase(session.game):
        plays = hero_plays(session.game)
        assert button(table, "play_all").enabled and button(table, "play_all").label.endswith(
            f"({len(plays)})"
        )
        click(app, table.views[plays[0].card].pos)
        while session.game.pending is not None and table.prompt_for_me():  # a card's own choice: answer it
            key(app, pygame.K_1)
        if not main_phase(session.game) or session.game.to_move != table.viewer:
            break
        assert layout_of(table) == first, "a button moved under the pointer"
    if main_phase(session.game) and not hero_plays(session.game):
        play_all = button(table, "play_all")
        assert not play_all.enabled and play_all.label.endswith("(0)")
        n = len(session.history)
        click(app, play_all.rect.center)  # where "End turn" used to slide in: nothing happens
        assert len(session.history) == n and app.stack.top is table


def test_in_the_final_showdown_the_last_card_keeps_end_turn_where_it_was():
    session = find_session(
        lambda g: g.phase == "showdown" and g.pending is None and len(hero_plays(g)) >= 2,
        level="normal",
        options={"final_showdown": True},
        seeds=range(1, 30),
        max_steps=4000,
    )
    app, table = open_table(session)
    first = layout_of(table)
    end = button(table, "end_turn")
    while len(hero_plays(session.game)) > 1:
        click(app, table.views[hero_plays(session.game)[0].card].pos)
        while session.game.pending is not None and table.prompt_for_me():
            key(app, pygame.K_1)
        if session.game.phase != "showdown" or session.game.to_move != table.viewer:
            pytest.skip("the showdown turn ended early")
    assert len(hero_plays(session.game)) == 1
    assert layout_of(table) == first
    last = hero_plays(session.game)[0].card
    play_all = button(table, "play_all")
    assert play_all.enabled and play_all.label.endswith("(1)")
    # the press that used to land on "End turn" plays the last card, and ends nothing
    turn, current = session.game.turn, session.game.current
    click(app, play_all.rect.center)
    assert last in session.game.players[current].played
    assert (session.game.turn, session.game.current) == (turn, current) or session.game.is_over
    assert button(table, "end_turn").rect == end.rect


def test_play_all_counts_only_heroes_and_plays_them_all():
    def wounded(g):
        hand = g.players[g.current].hand
        return main_phase(g) and any(defn(c).kind == "wound" for c in hand) and len(hero_plays(g)) >= 1

    session = find_session(wounded, seeds=range(1, 80))
    app, table = open_table(session)
    g = session.game
    heroes = hero_plays(g)
    wounds = [c for c in g.players[g.current].hand if defn(c).kind == "wound"]
    play_all = button(table, "play_all")
    assert play_all.label.endswith(f"({len(heroes)})"), "Wounds are not counted"
    click(app, play_all.rect.center)
    while session.game.pending is not None and table.prompt_for_me():
        key(app, pygame.K_1)
    if main_phase(session.game) and session.game.current == g.current:
        assert not hero_plays(session.game)
        assert all(w in session.game.players[g.current].hand for w in wounds)
        assert not button(table, "play_all").enabled


# -- the end of a turn asks once -----------------------------------------------------------------
def test_end_turn_with_cards_left_asks_once_and_keep_playing_keeps_the_turn():
    session = find_session(lambda g: main_phase(g) and len(hero_plays(g)) >= 2)
    app, table = open_table(session)
    g = session.game
    n, turn = len(session.history), g.turn
    click(app, button(table, "end_turn").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog)
    assert f"{len(hero_plays(g))} cards unplayed" in dialog.title and "{" not in dialog.title
    key(app, pygame.K_2)  # Keep playing
    assert app.stack.top is table and len(session.history) == n and g.turn == turn
    key(app, pygame.K_e)  # the key asks too
    assert isinstance(app.stack.top, ChooseOneDialog)
    key(app, pygame.K_1)  # End anyway
    assert any(e.action.kind == "end_turn" for e in session.history[n:])


def test_end_turn_names_recruit_and_attack_that_could_still_be_used():
    def spare(g):
        kinds = {a.kind for a in g.legal_actions()}
        return (
            main_phase(g)
            and not hero_plays(g)
            and "recruit" in kinds
            and ("fight" in kinds or "fight_mastermind" in kinds)
        )

    session = find_session(spare, level="normal", seeds=range(1, 80))
    app, table = open_table(session)
    click(app, button(table, "end_turn").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog)
    assert "Recruit" in dialog.title and "Attack" in dialog.title and "cards unplayed" not in dialog.title


def test_end_turn_with_nothing_left_or_the_setting_off_ends_at_once():
    session = find_session(lambda g: main_phase(g) and len(hero_plays(g)) >= 2)
    app, table = open_table(session)
    app.settings.confirm_end = False
    n = len(session.history)
    click(app, button(table, "end_turn").rect.center)
    assert not isinstance(app.stack.top, ChooseOneDialog)
    assert session.history[n].action.kind == "end_turn"

    def idle(g):
        return (
            main_phase(g)
            and all(a.kind in ("end_turn", "play") for a in g.legal_actions())
            and not hero_plays(g)
        )

    session = find_session(idle, seeds=range(1, 80))
    app, table = open_table(session)
    assert button(table, "end_turn").primary  # nothing left: End turn is the lit button and Space presses it
    n = len(session.history)
    key(app, pygame.K_SPACE)
    assert not isinstance(app.stack.top, ChooseOneDialog)
    assert session.history[n].action.kind == "end_turn"


# -- choosers --------------------------------------------------------------------------------------
def test_every_move_lines_are_told_apart_and_light_their_card():
    def alike(g):  # two copies of one card in hand: two lines that used to read the same
        hand = [c for c in g.players[g.current].hand]
        ids = [defn(c).id for c in hand]
        return main_phase(g) and len(ids) != len(set(ids)) and len(g.legal_actions()) >= 4

    session = find_session(alike)
    app, table = open_table(session)
    drawn: list[tuple[str, object]] = []
    original = CardView.draw

    def spy(view, surface, lang, size, back="villain", highlight=None, lifted=0.0):
        drawn.append((view.id, highlight))
        return original(view, surface, lang, size, back, highlight, lifted)

    CardView.draw = spy  # type: ignore[method-assign]
    try:
        click(app, button(table, "menu").rect.center)
        dialog = app.stack.top
        assert isinstance(dialog, ChooseOneDialog)
        assert len(set(dialog.options)) == len(dialog.options), dialog.options
        assert all("{" not in o for o in dialog.options)
        assert any("(Hand, 2nd)" in o for o in dialog.options)
        actions = button(table, "menu").actions
        for i, b in enumerate(dialog.option_buttons):
            card = actions[i].__dict__.get("card")
            hover(app, b.get_abs_rect().center)
            assert table.lit == card
            if card in table.views:
                drawn.clear()
                pump(app, frames=1)
                from sprites.draw import SELECTED

                assert (card, SELECTED) in drawn, "the hovered line's card is drawn lit"
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is table and table.lit is None
    finally:
        CardView.draw = original  # type: ignore[method-assign]


def test_the_choose_panel_tells_zones_apart_and_lights_the_card_on_the_table():
    def hq_prompt(g):
        return (
            g.pending is not None
            and sum(1 for c in g.pending["choices"] if c[0] == "card" and c[2] in ("hq", "hand", "played"))
            >= 2
        )

    session = find_session(hq_prompt, level="normal", seeds=range(1, 80))
    app, table = open_table(session)
    cards = [c for c in table.choose.choices if c.card is not None]
    assert cards and all("{" not in c.label for c in table.choose.choices)
    for c in cards:
        zone = c.action.zone
        if zone == "hq":
            assert c.label == f"HQ {table.obs['hq'].index(c.card) + 1}"
    target = next((c for c in cards if c.card in table.views), None)
    if target is None:
        pytest.skip("no chosen card lies on the table")
    drawn: list[tuple[str, object]] = []
    original = CardView.draw

    def spy(view, surface, lang, size, back="villain", highlight=None, lifted=0.0):
        drawn.append((view.id, highlight))
        return original(view, surface, lang, size, back, highlight, lifted)

    CardView.draw = spy  # type: ignore[method-assign]
    try:
        hover(app, target.rect.center)
        drawn.clear()
        pump(app, frames=1)
    finally:
        CardView.draw = original  # type: ignore[method-assign]
    from sprites.draw import SELECTED

    view = table.views[target.card]
    rect = pygame.Rect(0, 0, *table.card_size())
    rect.center = view.pos
    if not rect.inflate(8, 8).colliderect(table.choose.rect):
        assert (target.card, SELECTED) in drawn


def test_several_ways_to_fight_are_named_by_their_city_space():
    from scenes.legendary.table import LegendaryTable as T

    session = find_session(
        lambda g: main_phase(g) and sum(1 for a in g.legal_actions() if a.kind == "fight") >= 2,
        level="normal",
        seeds=range(1, 80),
    )
    app, table = open_table(session)
    fights = [a for a in session.game.legal_actions() if a.kind == "fight"]
    labels = T.option_labels(table, fights)
    for a, label in zip(fights, labels):
        assert app.t(f"space.legendary.{CITY[a.space]}") in label
    assert len(set(labels)) == len(labels)


# -- hotseat privacy -------------------------------------------------------------------------------
def _private_cards(g, seat):
    """Cards only ``seat`` may see: the hand."""
    return set(g.players[seat].hand)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_fast_clicks_in_a_two_person_game_never_draw_one_hand_for_the_other(lang, monkeypatch):
    """Random fast clicks and keys; every frame: whatever the table drew privately belongs to
    the seat to move, and no card face of another seat's hand was drawn."""
    from scenes.legendary import board, choose, view

    session = GameSession(
        "legendary",
        players=2,
        seed=31 if lang == "en" else 47,
        meta={"seats": ["person", "person"], "names": ["Ann", "Ben"]},
    )
    app = make_app(lang, (1024, 640))
    app.settings.animation_speed = 0.0
    offset = app.clock() - app.time  # the same clock, now moved by the frames' time
    app.clock = lambda: app.time + offset  # the curtain arms after 0.6 s of frames, however fast they run
    table = LegendaryTable(app, session)
    app.stack.push(table)
    faces: list[str] = []
    for mod in (board, choose, view):
        real = mod.render_card

        def spy(card, *args, _real=real, **kw):
            faces.append(card)
            return _real(card, *args, **kw)

        monkeypatch.setattr(mod, "render_card", spy)
    rng = random.Random(5)
    w, h = app.size
    curtains = 0
    keys = [pygame.K_1, pygame.K_2, pygame.K_e, pygame.K_SPACE, pygame.K_RETURN, pygame.K_z, pygame.K_TAB]
    was_curtain = False
    for frame in range(900):
        events = []
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.55:
            if rng.random() < 0.5:  # aim at the buttons and the hand, where a person clicks most
                b = table.buttons[rng.randrange(len(table.buttons))] if table.buttons else None
                pos = b.rect.center if b is not None else pos
            events = [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
            ]
        elif r < 0.8:
            k = rng.choice(keys)
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        table.private_drawn.clear()
        faces.clear()
        app.frame(events, 1 / 60)
        g = session.game
        if g.is_over:
            break
        curtain = isinstance(app.stack.top, HandoffScene)
        curtains += curtain and not was_curtain
        was_curtain = curtain
        if table in app.stack.visible():
            mover = g.to_move
            assert table.private_drawn <= {mover}, (frame, table.private_drawn, mover)
            for seat in range(2):
                if seat != mover:
                    leaked = _private_cards(g, seat) & set(faces)
                    assert not leaked, (frame, seat, leaked)
        elif curtain:
            assert not table.private_drawn and not faces
    assert curtains >= 2, "the turn passed between the two people"
    assert len(session.history) > 10


def test_after_the_hand_off_nothing_of_the_last_persons_choice_stays():
    session = find_session(lambda g: main_phase(g) and g.turn >= 2 and len(hero_plays(g)) >= 2)
    app, table = open_table(session)
    card = hero_plays(session.game)[0].card
    hover(app, table.views[card].pos)
    assert table.hover == card
    app.notify("a message naming " + table.card_name(card))
    app.settings.confirm_end = False
    key(app, pygame.K_e)
    if not isinstance(app.stack.top, HandoffScene):
        pytest.skip("the turn did not pass to the other person")
    assert table.hover is None and table.lit is None and table.drag.current is None
    assert not app.toasts, "no message of the last hand shows on the curtain"
    assert card not in table.views


# -- resize ----------------------------------------------------------------------------------------
def _inside(table, size):
    window = pygame.Rect((0, 0), size)
    for b in table.buttons:
        assert window.contains(b.rect), (b.kind, b.rect, size)
    cw, ch = table.card_size()
    for v in table.views.values():
        if v.place is None or v.gone:
            continue
        r = pygame.Rect(0, 0, cw, ch)
        r.center = v.pos
        assert window.contains(r), (v.id, r, size)
        assert (v.x, v.y) == (v.place.x, v.place.y), "every card sits at its place for this size"
    for c in table.choose.choices:
        assert window.contains(c.rect), (c.label, c.rect, size)


@pytest.mark.parametrize("prompt", [False, True])
def test_resizing_keeps_every_card_and_button_inside_the_window(prompt):
    if prompt:
        session = find_session(
            lambda g: g.pending is not None and sum(1 for c in g.pending["choices"] if c[0] == "card") >= 3,
            level="normal",
            seeds=range(1, 60),
        )
    else:
        session = find_session(
            lambda g: main_phase(g) and g.turn >= 4 and sum(1 for c in g.city if c) >= 3, level="normal"
        )
    app, table = open_table(session, size=(1600, 900))
    _inside(table, (1600, 900))
    for size in ((1024, 640), (1920, 1080), (1600, 900)):
        pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=2)
        assert app.size == size
        _inside(table, size)
        assert table.buttons and (not prompt or table.choose.choices)


# -- every text filled ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_text_the_table_draws_is_filled_in_both_languages(lang, monkeypatch):
    """Agents play a five-seat game; at several moments the table is opened and the pointer
    rests on a grid over the whole window (tooltips included) and on every chooser line: no
    text drawn has a "{" (a raw placeholder) or, in Korean, a generic particle such as 을(를)."""
    texts: set[str] = set()
    real = fonts.render

    def spy(text, *args, **kw):
        texts.add(str(text))
        return real(text, *args, **kw)

    monkeypatch.setattr(fonts, "render", spy)
    session = GameSession(
        "legendary", players=3, seed=77, meta={"seats": ["person"] * 3, "names": ["Ann", "Ben", "Eun"]}
    )
    bots = [make_agent("legendary", "normal", 77 + i) for i in range(3)]
    app = make_app(lang, (1024, 640))
    app.settings.animation_speed = 0.0
    checked = 0
    for step in range(1200):
        g = session.game
        if g.is_over:
            break
        if step % 150 == 40 or (g.pending is not None and checked < 8 and step % 7 == 0):
            checked += 1
            table = LegendaryTable(app, session)
            app.stack.reset(table)
            pump(app, frames=1)
            table.show_to(g.to_move)  # the person to move has lifted the curtain
            pump(app, frames=1)
            assert app.stack.top is table
            w, h = app.size
            for x in range(20, w, w // 7):
                for y in range(20, h, h // 5):
                    pygame.mouse.set_pos((x, y))
                    app.tooltip._hover = 1.0
                    pump(
                        app,
                        [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))],
                        frames=1,
                    )
                    tip = table.tooltip_at((x, y))
                    if tip:
                        texts.add(tip)
            menu = next((b for b in table.buttons if b.kind == "menu" and b.enabled), None)
            if menu is not None:
                texts.update(table.option_labels(menu.actions))
            end = next((b for b in table.buttons if b.kind == "end_turn" and b.enabled), None)
            if end is not None:
                texts.add(table.unplayed_text(table.legal()) or "")
            texts.update(c.label for c in table.choose.choices)
            texts.update(t.text for t in app.toasts)
        session.apply(bots[g.to_move].choose(g, g.to_move))
    assert checked >= 5
    raw = sorted(t for t in texts if "{" in t or "}" in t)
    assert not raw, raw
    if lang == "ko":
        generic = sorted(t for t in texts if GENERIC_PARTICLES.search(t))
        assert not generic, generic


# -- setup -----------------------------------------------------------------------------------------
def test_setup_offers_normal_opponents_and_teammates():
    from scenes.legendary.setup import LegendarySetup

    from ..shell.helpers import start

    app = make_app()
    setup = LegendarySetup(app)
    start(app, setup)
    assert setup.seats[0] == "person" and setup.difficulty == "normal"
    click(app, setup.toggles[("players", "5")].rect.center)
    pump(app, frames=1)
    for i in range(1, 5):
        assert setup.seats[i] == "normal"
        assert setup.toggles[(f"seat{i}", "normal")].is_selected
        assert not setup.toggles[(f"seat{i}", "hard")].is_selected
    click(app, setup.start_button.rect.center)
    pump(app, frames=2)
    table = app.stack.top
    assert isinstance(table, LegendaryTable) and table.seats == ["person"] + ["normal"] * 4


# -- prompts for the other person, undo and Continue -------------------------------------------------
def _lift_curtain(app):
    assert isinstance(app.stack.top, HandoffScene)
    pump(app, frames=40)  # the curtain arms (0.6 s of frames) ...
    click(app, (app.size[0] // 2, app.size[1] // 2))  # ... then a deliberate click lifts it
    assert not isinstance(app.stack.top, HandoffScene)
    pump(app, frames=1, dt=0.45)  # the table ignores presses for a moment after the hand-off


def _other_persons_prompt():
    """A two-person session one answer before the engine asks the player who is not taking the
    turn (a Master Strike or a card that makes each player choose), and that answer."""
    for seed in range(1, 40):
        meta = {"seats": ["person", "person"], "names": ["Ann", "Ben"]}
        played = GameSession("legendary", players=2, seed=seed, meta=dict(meta))
        bots = [make_agent("legendary", "random", seed + i) for i in range(2)]
        for _ in range(2500):
            g = played.game
            if g.is_over:
                break
            pd = g.pending
            if (
                pd is not None
                and pd["p"] != g.current
                and played.history
                and played.history[-1].player != pd["p"]
            ):
                session = GameSession("legendary", players=2, seed=seed, meta=dict(meta))
                for entry in played.history[:-1]:
                    session.apply(entry.action)
                return session, played.history[-1].action
            played.apply(bots[g.to_move].choose(g, g.to_move))
    pytest.skip("no such position found")


def test_a_prompt_for_the_other_person_waits_behind_the_curtain_and_their_answer_survives_z():
    session, last = _other_persons_prompt()
    app, table = open_table(session)
    answerer = session.game.to_move
    assert table.prompt_for_me() and table.viewer == answerer
    i = next(k for k, c in enumerate(table.choose.choices) if c.action == last)
    key(app, pygame.K_1 + i)  # this answer makes the engine ask the other person
    other = session.game.to_move
    assert other != answerer and session.game.pending is not None
    assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1
    table.private_drawn.clear()
    pump(app, frames=2)
    assert not table.private_drawn, "nothing private is drawn behind the curtain"
    _lift_curtain(app)
    assert table.viewer == other and table.prompt_for_me() and table.choose.choices
    table.private_drawn.clear()
    pump(app, frames=1)
    assert table.private_drawn == {other}
    for _ in range(10):  # the other person answers (a prompt may ask for several cards)
        key(app, pygame.K_1)
        if session.game.to_move != other or not table.prompt_for_me():
            break
    kept = len(session.history)
    assert session.history[-1].player == other
    if isinstance(app.stack.top, HandoffScene):
        _lift_curtain(app)
    presser = table.viewer
    if presser == other:
        pytest.skip("the other person is still to move")
    app.toasts.clear()
    key(app, pygame.K_z)  # the person whose turn it is presses Z
    assert len(session.history) >= kept and session.history[kept - 1].player == other, (
        "the other person's answer stays"
    )
    assert any(table.names[other] in t.text for t in app.toasts), "Z says whose decision it would take back"


def test_continue_of_a_hotseat_game_shows_the_curtain_before_any_hand():
    from scenes.continue_game import continue_last, open_session

    app = make_app()
    app.settings.animation_speed = 0.0
    offset = app.clock() - app.time  # the same clock, now moved by the frames' time
    app.clock = lambda: app.time + offset
    session = GameSession(
        "legendary", players=2, seed=4, meta={"seats": ["person", "person"], "names": ["Ann", "Ben"]}
    )
    open_session(app, session)
    pump(app, frames=1)
    assert isinstance(app.stack.top, HandoffScene)
    _lift_curtain(app)
    table = app.stack.top
    assert isinstance(table, LegendaryTable)
    play = next(a for a in session.game.legal_actions() if a.kind == "play")
    click(app, table.views[play.card].pos)
    assert session.flush_autosave()  # autosaves are written off the frame; wait for this one
    assert continue_last(app)
    app.stack.apply_pending()
    again = next(s for s in app.stack.scenes if isinstance(s, LegendaryTable) and s is not table)
    again.private_drawn.clear()
    pump(app, frames=2)
    assert isinstance(app.stack.top, HandoffScene) and not again.private_drawn
    assert not any(c in again.views for c in session.game.players[0].hand)
    _lift_curtain(app)
    again.private_drawn.clear()
    pump(app, frames=1)
    assert again.private_drawn == {again.game.to_move}
    assert play.card in again.game.players[0].played


def test_a_double_press_of_end_turn_does_not_end_the_next_turn_too():
    session = GameSession("legendary", players=1, seed=1, meta={"seats": ["person"], "names": ["Ann"]})
    app, table = open_table(session)
    app.settings.confirm_end = False
    end = button(table, "end_turn").rect.center
    turn = session.game.turn
    click(app, end)
    click(app, end)  # the second press of a quick double click: the new turn's button rests
    assert session.game.turn == turn + 1 and session.game.pending is None  # the next turn, nothing to answer
    assert sum(1 for e in session.history if e.action.kind == "end_turn") == 1
    pump(app, frames=30)
    click(app, end)  # a deliberate press later ends it
    assert sum(1 for e in session.history if e.action.kind == "end_turn") == 2


# -- a game played with the mouse only --------------------------------------------------------------
def mouse_target(app, table, action):
    """Where a person clicks for ``action``: its card, stack, button or chooser answer."""
    k = action.kind
    if k in ("play", "recruit", "fight"):
        return table.views[action.card].pos
    if k == "recruit_officer":
        return table.zones()["center.officers"].rect.center
    if k == "fight_mastermind":
        return table.zones()["center.mastermind"].rect.center
    if k in ("heal", "end_turn"):
        return button(table, k).rect.center
    return next(c.rect.center for c in table.choose.choices if c.action == action)


def play_with_the_mouse(app, table, moves, rng):
    """Each person's move chosen by a normal agent and made with clicks; the curtain lifted by a
    click once it takes one; "End anyway" clicked when ending asks."""
    session = table.session
    bots = [make_agent("legendary", "normal", 3 + p) for p in range(session.players)]
    for _ in range(moves):
        g = session.game
        if g.is_over:
            return
        top = app.stack.top
        if isinstance(top, HandoffScene):
            pump(app, frames=6)  # fast clicks: the curtain swallows them until it is armed
            click(app, (rng.randrange(app.size[0]), rng.randrange(app.size[1])))
            if not isinstance(app.stack.top, HandoffScene):
                pump(app, frames=1, dt=0.45)  # lifted: the table ignores presses for a moment
            continue
        if isinstance(top, ChooseOneDialog):  # "End turn with ... ?": End anyway
            click(app, top.option_buttons[0].get_abs_rect().center)
            continue
        assert top is table, top
        action = bots[g.to_move].choose(g.clone(), g.to_move)
        n = len(session.history)
        click(app, mouse_target(app, table, action))
        if isinstance(app.stack.top, ChooseOneDialog):
            continue
        assert len(session.history) == n + 1 and session.history[n].action == action, (
            action,
            app.toasts and app.toasts[-1].text,
        )
        if action.kind == "end_turn":
            pump(app, frames=int(0.4 * 60))  # the next turn's buttons rest a moment


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_hotseat_game_played_with_the_mouse_only(lang):
    session = GameSession(
        "legendary",
        players=2,
        seed=8 if lang == "en" else 9,
        meta={"seats": ["person", "person"], "names": ["Ann", "Ben"]},
    )
    app = make_app(lang, (1024, 640))
    app.settings.animation_speed = 0.0
    offset = app.clock() - app.time  # the same clock, now moved by the frames' time
    app.clock = lambda: app.time + offset
    table = LegendaryTable(app, session)
    app.stack.push(table)
    pump(app, frames=1)
    play_with_the_mouse(app, table, 150, random.Random(1))
    assert len(session.history) >= 60, "the mouse played the game on"
    from game.legendary import check_invariants

    check_invariants(session.game)
