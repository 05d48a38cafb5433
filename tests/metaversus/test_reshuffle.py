"""Reshuffling (spec §6): only when a card is needed and the deck is empty; the new deck goes
under what is left; the play area is not shuffled in (A23)."""

from __future__ import annotations

from game.core.rng import ScriptedRNG

from .helpers import events_of, play, scenario

STONE, DAGGER, STREAM = "mv.stone", "mv.dagger", "mv.water.stream"


def test_draw_takes_what_is_left_then_shuffles_the_discard_pile_for_the_rest():
    g = scenario(hand=[STREAM], deck=[DAGGER], discard=[STONE, STONE, "mv.soil.gem_ore"])
    events = play(g, STREAM)  # draw 3: the Dagger first, then a new deck from the discard pile
    ps = g.players[0]
    assert DAGGER in ps.hand and len(ps.hand) == 3
    assert len(events_of(events, "shuffled")) == 1 and events_of(events, "shuffled")[0].count == 3
    assert ps.discard == [] and len(ps.deck) == 1


def test_no_reshuffle_while_the_deck_still_has_cards():
    g = scenario(hand=[STREAM], deck=[STONE] * 3, discard=[DAGGER])
    events = play(g, STREAM)
    assert not events_of(events, "shuffled")
    assert g.players[0].discard == [DAGGER] and g.players[0].deck == []


def test_the_play_area_is_not_shuffled_into_a_mid_turn_deck():
    g = scenario(hand=[STREAM], deck=[], discard=[STONE])
    play(g, STREAM)
    ps = g.players[0]
    assert STREAM in ps.discard or STREAM in ps.played or STREAM in ps.hand
    # Stream was in the play area while the deck was rebuilt: only the Stone was shuffled in
    assert ps.hand.count(STONE) + ps.deck.count(STONE) >= 1


def test_if_discard_is_also_short_draw_as_many_as_exist():
    g = scenario(hand=[STREAM], deck=[STONE], discard=[])
    events = play(g, STREAM)
    assert events_of(events, "drew")[0].count == 1


def test_discard_phase_draw_reshuffles_this_turns_cards_in():
    g = scenario(hand=[STONE, DAGGER], deck=[STONE, STONE], discard=[], phase="buy")
    g.rng = ScriptedRNG(1)
    from .helpers import do

    do(g, "play_all", card_type="currency")
    do(g, "end_phase", phase="buy")
    do(g, "end_phase", phase="combat")
    ps = g.players[0]
    # 2 left in the deck, then this turn's Stone and Dagger (now discarded) form the new deck
    assert len(ps.hand) == 4 and ps.discard == [] and ps.deck == []


def test_new_deck_goes_under_cards_already_in_the_deck():
    g = scenario(hand=[], deck=[DAGGER], discard=[STONE, STONE])
    g.draw(0, 1)
    assert g.players[0].hand == [DAGGER]
    assert g.players[0].discard == [STONE, STONE]  # no card was needed beyond the deck
