"""The Legendary table's buttons as a person meets them: they stay put while the hand is played
out, Play all plays only what does something, an end of turn asks once when something is left,
and a quick double press of End turn does not end the next turn too."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import GameSession
from game.legendary.cards import defn
from scenes import registry
from scenes.legendary.table import BUTTON_SLOTS
from scenes.overlays import ChooseOneDialog

from ..shell.helpers import click, key, pump
from .helpers import (
    active,
    button,
    find_session,
    hero_plays,
    layout_of,
    main_phase,
    open_table,
    prompt,
    step,
    turn_no,
    zone,
)
from .helpers import hand as hand_of

registry.load_all()


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
        while prompt(session.game) is not None and table.prompt_for_me():  # a card's own choice: answer it
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
        lambda g: step(g) == "showdown" and len(hero_plays(g)) >= 2,
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
        while prompt(session.game) is not None and table.prompt_for_me():
            key(app, pygame.K_1)
        if step(session.game) != "showdown" or session.game.to_move != table.viewer:
            pytest.skip("the showdown turn ended early")
    assert len(hero_plays(session.game)) == 1
    assert layout_of(table) == first
    last = hero_plays(session.game)[0].card
    play_all = button(table, "play_all")
    assert play_all.enabled and play_all.label.endswith("(1)")
    # the press that used to land on "End turn" plays the last card, and ends nothing
    turn, current = turn_no(session.game), active(session.game)
    click(app, play_all.rect.center)
    assert last in zone(session.game, "played", current)
    assert (turn_no(session.game), active(session.game)) == (turn, current) or session.game.is_over
    assert button(table, "end_turn").rect == end.rect


def test_play_all_counts_only_heroes_and_plays_them_all():
    def wounded(g):
        hand = hand_of(g)
        return main_phase(g) and any(defn(c).kind == "wound" for c in hand) and len(hero_plays(g)) >= 1

    session = find_session(wounded, seeds=range(1, 80))
    app, table = open_table(session)
    g = session.game
    heroes = hero_plays(g)
    wounds = [c for c in hand_of(g) if defn(c).kind == "wound"]
    play_all = button(table, "play_all")
    assert play_all.label.endswith(f"({len(heroes)})"), "Wounds are not counted"
    click(app, play_all.rect.center)
    while prompt(session.game) is not None and table.prompt_for_me():
        key(app, pygame.K_1)
    if main_phase(session.game) and active(session.game) == active(g):
        assert not hero_plays(session.game)
        assert all(w in hand_of(session.game) for w in wounds)
        assert not button(table, "play_all").enabled


# -- the end of a turn asks once -----------------------------------------------------------------
def test_end_turn_with_cards_left_asks_once_and_keep_playing_keeps_the_turn():
    session = find_session(lambda g: main_phase(g) and len(hero_plays(g)) >= 2)
    app, table = open_table(session)
    g = session.game
    n, turn = len(session.history), turn_no(g)
    click(app, button(table, "end_turn").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog)
    assert f"{len(hero_plays(g))} cards unplayed" in dialog.title and "{" not in dialog.title
    key(app, pygame.K_2)  # Keep playing
    assert app.stack.top is table and len(session.history) == n and turn_no(g) == turn
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


def test_a_double_press_of_end_turn_does_not_end_the_next_turn_too():
    session = GameSession("legendary", players=1, seed=1, meta={"seats": ["person"], "names": ["Ann"]})
    app, table = open_table(session)
    app.settings.confirm_end = False
    end = button(table, "end_turn").rect.center
    turn = turn_no(session.game)
    click(app, end)
    click(app, end)  # the second press of a quick double click: the new turn's button rests
    assert (
        turn_no(session.game) == turn + 1 and prompt(session.game) is None
    )  # the next turn, nothing to answer
    assert sum(1 for e in session.history if e.action.kind == "end_turn") == 1
    pump(app, frames=30)
    click(app, end)  # a deliberate press later ends it
    assert sum(1 for e in session.history if e.action.kind == "end_turn") == 2


def test_play_all_plays_a_hero_that_costs_a_discard_first_and_asks_what_to_discard():
    """Optic Blast ("to play this card, you must discard a card") is played first by Play all,
    while the rest of the hand is there to choose from: the person is asked, and the card left
    is not taken unasked at the end."""
    from game.legendary.picks import costs_a_discard

    def costly_in_a_full_hand(g):  # type: ignore[no-untyped-def]
        plays = hero_plays(g)
        return (
            main_phase(g)
            and len(hand_of(g)) >= 4
            and any(costs_a_discard(defn(a.card).id) for a in plays)
            and any(not costs_a_discard(defn(a.card).id) for a in plays)
        )

    session = find_session(costly_in_a_full_hand, seeds=range(1, 200))
    app, table = open_table(session)
    n = len(session.history)
    click(app, button(table, "play_all").rect.center)
    first = session.history[n].action
    assert first.kind == "play" and costs_a_discard(defn(first.card).id)
    asked = prompt(session.game)
    assert asked is not None and table.prompt_for_me(), "the discard is asked, with the hand to choose from"
    assert len(hand_of(session.game)) >= 3
