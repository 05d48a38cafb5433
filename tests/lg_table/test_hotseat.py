"""Hotseat privacy at the Legendary table: fast clicks never draw one person's hand for the
other, nothing of the last person's choice stays after the hand-off, a prompt for the other
person waits behind the curtain (and their answer survives Z), Continue shows the curtain first."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.positions import Position, reach
from scenes import registry
from scenes.legendary.shots import session_at
from scenes.legendary.table import LegendaryTable
from scenes.overlays import HandoffScene

from ..shell.helpers import click, key, pump
from .helpers import (
    active,
    find_session,
    hero_plays,
    hover,
    lift_curtain,
    main_phase,
    open_table,
    prompt,
    turn_no,
    two_people,
    zone,
)
from .helpers import hand as hand_of

registry.load_all()


# -- hotseat privacy -------------------------------------------------------------------------------
def _private_cards(g, seat):
    """Cards only ``seat`` may see: the hand."""
    return set(hand_of(g, seat))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_fast_clicks_in_a_two_person_game_never_draw_one_hand_for_the_other(lang, monkeypatch):
    """Random fast clicks and keys; every frame: whatever the table drew privately belongs to
    the seat to move, and no card face of another seat's hand was drawn."""
    from scenes.legendary import board, choose, pieces, view

    app, session = two_people(lang, 31 if lang == "en" else 47)
    table = LegendaryTable(app, session)
    app.stack.push(table)
    faces: list[str] = []
    for mod in (board, choose, pieces, view):  # every module that draws a card face
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
    session = find_session(lambda g: main_phase(g) and turn_no(g) >= 2 and len(hero_plays(g)) >= 2)
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


# -- prompts for the other person, undo and Continue -------------------------------------------------
def _other_persons_prompt():
    """A two-person session one answer before the engine asks the player who is not taking the
    turn (a Master Strike or a card that makes each player choose), and that answer."""
    answer = []  # the move that makes the engine ask the other person

    def asks_the_other(g, next_move):
        after = g.clone()
        after.apply(next_move)
        pd = prompt(after)
        if pd is not None and pd["player"] != active(after) and g.to_move != pd["player"]:
            answer.append(next_move)
            return True
        return False

    for seed in range(1, 40):
        found = reach(Position("legendary", seed, 2), ["random"], asks_the_other, agent_seed=seed, limit=2500)
        if found is not None:
            return session_at(found, ["person", "person"], ["Ann", "Ben"]), answer[-1]
    pytest.skip("no such position found")


def test_a_prompt_for_the_other_person_waits_behind_the_curtain_and_their_answer_survives_z():
    session, last = _other_persons_prompt()
    app, table = open_table(session)
    answerer = session.game.to_move
    assert table.prompt_for_me() and table.viewer == answerer
    i = next(k for k, c in enumerate(table.choose.choices) if c.action == last)
    key(app, pygame.K_1 + i)  # this answer makes the engine ask the other person
    other = session.game.to_move
    assert other != answerer and prompt(session.game) is not None
    assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1
    table.private_drawn.clear()
    pump(app, frames=2)
    assert not table.private_drawn, "nothing private is drawn behind the curtain"
    lift_curtain(app)
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
        lift_curtain(app)
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

    app, session = two_people("en", 4, (1600, 900))
    open_session(app, session)
    pump(app, frames=1)
    assert isinstance(app.stack.top, HandoffScene)
    lift_curtain(app)
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
    assert not any(c in again.views for c in hand_of(session.game, 0))
    lift_curtain(app)
    again.private_drawn.clear()
    pump(app, frames=1)
    assert again.private_drawn == {again.game.to_move}
    assert play.card in zone(again.game, "played", 0)
