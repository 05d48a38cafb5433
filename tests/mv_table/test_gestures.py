"""Every gesture of the MetaVersus table reaches its action through the gesture matcher (the
actions' classes and fields), with real mouse events; the buttons are the one ``Button`` of every
table, drawn in its one look."""

from __future__ import annotations

import pygame

from game.metaversus.records import Buy, ChooseCard, PlayCard, Reveal, UseAbility
from scenes.buttons import IDLE_FILL, OFF_FILL, PRIMARY_FILL, Button
from scenes.metaversus.gestures import FROM_HAND, FROM_PILE, ON_DRAFT, moves

from ..shell.helpers import click, drag, pump
from .helpers import find_session, free, legal_of, pending
from .test_table_ui import hand_rect, open_table, pile_rect


def test_the_same_card_in_hand_and_in_the_exchange_means_play_from_the_hand_and_buy_from_the_pile():
    def stone_both_ways(g):
        legal = g.legal_actions()
        return free(g, "buy") and PlayCard("mv.stone") in legal and Buy("mv.stone") in legal

    session = find_session(stone_both_ways)
    legal = session.game.legal_actions()
    assert moves(legal, FROM_HAND, card="mv.stone") == [PlayCard("mv.stone")]
    assert moves(legal, FROM_PILE, card="mv.stone") == [Buy("mv.stone")]
    assert moves(legal, ON_DRAFT, card="mv.stone") == []
    app, table = open_table(session)
    assert table.hand_actions("mv.stone") == [PlayCard("mv.stone")]
    assert table.pile_actions("mv.stone") == [Buy("mv.stone")]
    n = len(session.history)
    click(app, hand_rect(table, "mv.stone").center)
    assert session.history[n].action == PlayCard("mv.stone")
    assert Buy("mv.stone") in session.game.legal_actions()  # a Stone costs nothing
    click(app, pile_rect(table, "mv.stone").center)
    assert session.history[n + 1].action == Buy("mv.stone")


def test_a_hand_card_clicked_for_an_effect_is_chosen_from_the_hand():
    session = find_session(lambda g: pending(g) in ("remove", "discard"), seeds=range(1, 80))
    app, table = open_table(session)
    choice = legal_of(session.game, "choose_card")[0]
    assert choice.zone == "hand" and table.hand_actions(choice.card) == [choice]
    assert table.pile_actions(choice.card) == []  # a hand choice is never a pile's
    n = len(session.history)
    click(app, hand_rect(table, choice.card).center)
    assert session.history[n].action == ChooseCard(choice.card, "hand")


def test_an_exchange_pile_clicked_for_a_gain_is_chosen_from_the_exchange():
    session = find_session(lambda g: pending(g) == "gain", seeds=range(1, 120))
    app, table = open_table(session)
    shown = {c for c, _ in table.exchange_cards()}
    choice = next(a for a in legal_of(session.game, "choose_card") if a.card in shown)
    assert choice.zone == "exchange" and table.pile_actions(choice.card) == [choice]
    assert table.hand_actions(choice.card) == []
    n = len(session.history)
    click(app, pile_rect(table, choice.card).center)
    assert session.history[n].action == choice


def test_a_reaction_card_dropped_on_the_play_area_is_revealed():
    session = find_session(lambda g: bool(legal_of(g, "reveal")), seeds=range(1, 200))
    app, table = open_table(session)
    reveal = legal_of(session.game, "reveal")[0]
    assert isinstance(reveal, Reveal) and table.hand_actions(reveal.card) == [reveal]
    n = len(session.history)
    drag(app, hand_rect(table, reveal.card).center, table.zrect("p0.play").center)
    assert session.history[n].action == reveal


def test_a_click_on_the_own_character_uses_its_ability():
    session = find_session(lambda g: free(g, "action", "buy", "combat") and bool(legal_of(g, "use_ability")))
    app, table = open_table(session)
    ability = legal_of(session.game, "use_ability")[0]
    assert table.ability_actions() == [ability] and isinstance(ability, UseAbility)
    _, rect = table.character_card(table.bottom)
    n = len(session.history)
    click(app, rect.center)
    assert session.history[n].action == ability


def test_the_buttons_are_the_one_button_in_its_one_look():
    session = find_session(lambda g: free(g, "buy") and bool(legal_of(g, "play_card")))
    app, table = open_table(session)
    pygame.mouse.set_pos((0, 0))  # no button under the pointer: no hover tint
    pump(app, frames=int(0.5 * 60))  # past the moment the step's buttons take no press
    assert table.buttons and all(type(b) is Button for b in table.buttons + table.tools)

    def fill(b: Button) -> tuple[int, int, int]:
        colour = app.screen.get_at((b.rect.x + 6, b.rect.centery))
        return colour.r, colour.g, colour.b

    # currency in hand: playing it all is the step's main move, ending the phase the next one
    main = next(b for b in table.buttons if b.primary)
    assert main.kind == "play_all" and fill(main) == PRIMARY_FILL
    end = next(b for b in table.buttons if b.kind == "end_phase")
    assert not end.primary and fill(end) == IDLE_FILL
    more = next(b for b in table.buttons if b.kind == "more")
    assert not more.primary and fill(more) == IDLE_FILL
    skip = next(b for b in table.tools if b.kind == "skip")  # people only: nothing to skip
    assert fill(skip) == OFF_FILL and skip.small and not skip.enabled
    greyed = [b for b in table.buttons if not b.enabled]
    for b in greyed:  # a slot with nothing to do now: in its place, in the greyed look
        assert fill(b) == OFF_FILL
