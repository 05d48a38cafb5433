"""Setup (spec §4): exchange, replacement round, Stone pile, character draft, starting decks."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.errors import IllegalAction
from game.metaversus.cards import CHARACTERS, DAGGER, EXCHANGE_KINDS, STONE
from game.metaversus.decisions import BanOrSkip, HiddenPick, ReplaceKinds
from game.metaversus.records import KeepExchange, ReplaceKind

from .helpers import assert_ok, do, finish_setup, has, legal, new


def test_exchange_deals_ten_distinct_random_kinds():
    g = new(3)
    assert len(g.exchange) == 10 and len(set(g.exchange)) == 10
    assert all(k in EXCHANGE_KINDS for k in g.exchange)
    assert g.exchange != new(4).exchange  # the seed decides
    assert g.phase == "setup"


def test_replacement_round_quotas_are_first_1_second_2_first_0():
    g = new(5)
    assert g.pending == ReplaceKinds(0, 1)
    first = g.exchange[0]
    do(g, "replace_kind", card=first)
    # first player's single replacement is used up: now the second player may replace two
    assert g.pending == ReplaceKinds(1, 2)
    do(g, "replace_kind", card=g.exchange[1])
    do(g, "replace_kind", card=g.exchange[2])
    # the first player's third step allows 0 kinds, so the draft begins
    assert g.pending == BanOrSkip(0)


def test_replacement_option_1_2_1_gives_the_first_player_another_replacement():
    g = new(5, replace_quota="1-2-1")
    do(g, "keep_exchange")
    do(g, "keep_exchange")
    assert g.pending == ReplaceKinds(0, 1)


def test_replaced_kind_goes_to_the_bottom_and_the_slot_is_refilled_from_the_top():
    g = new(6)
    old = g.exchange[3]
    top = g.exchange_deck[-1]
    events = do(g, "replace_kind", card=old)
    assert g.exchange[3] == top
    assert g.exchange_deck[0] == old
    assert events[0].kind == "kind_replaced" and events[0].new_card == top


def test_replacement_is_optional_and_only_displayed_kinds_can_be_replaced():
    g = new(7)
    hidden = g.exchange_deck[0]
    with pytest.raises(IllegalAction):
        g.apply(ReplaceKind(hidden))
    g.apply(KeepExchange())
    assert g.pending is not None and g.pending.player == 1


def test_each_kind_becomes_a_pile_of_six_and_stone_is_always_for_sale():
    g = finish_setup(new(8))
    assert g.piles == {k: 6 for k in g.exchange}
    obs = g.observation(0)
    assert [e["count"] for e in obs["exchange"]] == [6] * 10
    assert obs["neutral"] == [{"card": STONE, "name": "Stone", "cost": 0, "count": None}]
    assert STONE not in g.exchange


def test_dagger_pile_option_adds_a_neutral_dagger_pile():
    g = finish_setup(new(8, dagger_pile=True))
    assert [n["card"] for n in g.observation(0)["neutral"]] == [STONE, DAGGER]


def test_draft_reveals_five_bans_in_turn_order_and_refills():
    g = new(9)
    do(g, "keep_exchange")
    do(g, "keep_exchange")
    row = list(g.char_row)
    assert len(row) == 5 and len(set(row)) == 5 and all(c in CHARACTERS for c in row)
    assert g.pending == BanOrSkip(0)
    do(g, "ban_character", card=row[0])
    assert g.pending == BanOrSkip(1)
    assert not has(g, "ban_character", card=row[0])  # already banned
    do(g, "skip_ban")
    assert g.char_row[0] != row[0] and list(g.char_row[1:]) == row[1:]
    assert g.pending == HiddenPick(0)


def test_pick_is_hidden_until_both_have_picked_and_mirror_picks_are_allowed():
    g = new(10)
    for _ in range(4):
        g.apply(g.legal_actions()[-1])  # keep, keep, skip ban, skip ban
    choice = g.char_row[2]
    events = do(g, "pick_character", card=choice)
    assert events[0].kind == "character_picked" and not hasattr(events[0], "card")
    assert g.observation(1)["players"][0]["character"] is None
    assert g.observation(0)["players"][0]["character"] == choice
    events = do(g, "pick_character", card=choice)  # the same character: a mirror match
    chosen = [e for e in events if e.kind == "characters_chosen"][0]
    assert chosen.cards == (choice, choice)
    assert g.players[0].character == g.players[1].character == choice


def test_starting_deck_is_seven_stone_three_dagger_and_a_hand_of_five():
    g = finish_setup(new(11))
    for ps in g.players:
        cards = Counter(ps.deck + ps.hand + ps.discard + ps.played)
        assert cards == Counter({STONE: 7, DAGGER: 3})
    assert len(g.players[1].hand) == 5
    assert g.players[0].turns == 1 and g.current == 0
    assert_ok(g)


def test_first_player_is_a_coin_toss_by_default():
    firsts = {new(s, first_player="random").first for s in range(20)}
    assert firsts == {0, 1}


def test_ban_and_pick_offer_only_revealed_characters():
    g = new(12)
    do(g, "keep_exchange")
    do(g, "keep_exchange")
    outside = next(c for c in CHARACTERS if c not in g.char_row)
    assert not has(g, "ban_character", card=outside)
    legal(g, "skip_ban")
