"""The Aether Rift expansion: one test per card and per character (Surge paid, declined and
unaffordable; the aether cap), and the expansion's setup (two pairs of decks, the tile)."""

from __future__ import annotations

import json

import pytest

import game
from game.core.agents import make_agent
from game.core.errors import OptionError
from game.metaversus import AGENTS, check_invariants
from game.metaversus.cards import CARDS, CHARACTERS, characters_of, kinds_of
from game.metaversus.decisions import DiscardCards, GainCard, RemoveCards, SpendAether
from game.metaversus.engine import MetaVersus

from .helpers import do, events_of, finish_setup, has, new, play, scenario

RIFT = "beginner+casual+aether"
BASE = "beginner+casual"
STONE, DAGGER = "mv.stone", "mv.dagger"
EX = [
    "mv.soil.gem_ore",
    "mv.fire.flame_blade",
    "mv.soil.bazaar",
    "mv.water.stream",
    "mv.water.tide_village",
    "mv.fire.fireball",
    "mv.fire.rift_blade",
    "mv.water.aether_spring",
    "mv.soil.rift_ore",
    "mv.wood.aether_graft",
    "mv.moon.moonwell",
    "mv.curse.rift_hex",
]


def rift(hand=(), aether=0, phase="action", chars=(None, None), **kw):
    """Player 0 to move in ``phase`` of a Rift match, holding ``aether``; the opponent holds none."""
    g = scenario(hand=list(hand), phase=phase, exchange=EX, chars=chars, packs=RIFT, **kw)
    g.players[0].aether = aether
    g.players[1].aether = 0
    return g


def surge(g, card, pay=True):
    """Answer ``card``'s Surge: pay it, or decline."""
    assert isinstance(g.pending, SpendAether) and g.pending.card == card
    return do(g, "spend_aether", card=card) if pay else do(g, "pass")


def to_combat(g):
    for phase in ("action", "buy"):
        if g.phase == phase:
            do(g, "end_phase", phase=phase)


# -- the pack -----------------------------------------------------------------------------------
def test_the_rift_has_12_kinds_over_six_or_more_attributes_and_6_characters_all_using_aether():
    kinds = kinds_of("aether")
    assert len(kinds) == 12 and len(characters_of("aether")) == 6
    assert len({CARDS[k].attribute for k in kinds}) >= 6
    assert all(2 <= CARDS[k].cost <= 8 for k in kinds)
    for cid in (*kinds, *characters_of("aether")):
        face = CARDS.get(cid) or CHARACTERS[cid]
        assert "aether" in face.text["en"].lower() or "Surge" in face.text["en"], cid
        assert "에테르" in face.text["ko"], cid
    assert all(CARDS[k].agent.worth is None for k in kinds)  # valued from their effects alone


# -- Surge, the gate ----------------------------------------------------------------------------
def test_a_surge_paid_spends_the_aether_and_the_rest_of_the_card_happens():
    g = rift(hand=["mv.water.riptide"], deck=[STONE] * 6, aether=3)
    play(g, "mv.water.riptide")
    assert len(g.players[0].hand) == 2 and g.pending == SpendAether(0, "mv.water.riptide", 2)
    events = surge(g, "mv.water.riptide")
    spent = events_of(events, "aether_spent")[0]
    assert (spent.amount, spent.total) == (2, 1) and g.players[0].aether == 1
    assert len(g.players[0].hand) == 4


def test_a_surge_declined_keeps_the_aether_and_skips_the_rest():
    g = rift(hand=["mv.water.riptide"], deck=[STONE] * 6, aether=3)
    play(g, "mv.water.riptide")
    surge(g, "mv.water.riptide", pay=False)
    assert g.players[0].aether == 3 and len(g.players[0].hand) == 2 and g.pending is None


def test_a_surge_without_enough_aether_asks_nothing_and_skips_the_rest():
    g = rift(hand=["mv.water.riptide"], deck=[STONE] * 6, aether=1)
    events = play(g, "mv.water.riptide")
    assert g.pending is None and not events_of(events, "aether_spent")
    assert g.players[0].aether == 1 and len(g.players[0].hand) == 2


def test_aether_is_capped_at_6_by_the_tile_and_kept_from_turn_to_turn():
    g = rift(hand=["mv.dark.rift_siphon"], aether=5)
    events = play(g, "mv.dark.rift_siphon")
    gained = events_of(events, "aether_gained")[0]
    assert (gained.amount, gained.total) == (1, 6) and g.players[0].aether == 6
    surge(g, "mv.dark.rift_siphon", pay=False)
    g.discard_phase()  # the turn ends; aether stays
    assert g.players[0].aether == 6
    assert g.observation(1)["players"][0]["aether"] == 6 and g.observation(1)["aether_cap"] == 6


# -- the exchange cards -------------------------------------------------------------------------
def test_rift_blade_deals_2_and_its_surge_adds_3_to_the_combat_damage_event():
    g = rift(hand=["mv.fire.rift_blade", DAGGER], aether=2, phase="combat")
    play(g, "mv.fire.rift_blade")
    surge(g, "mv.fire.rift_blade")
    damaged = events_of(play(g, DAGGER), "damaged")  # the last weapon: the damage event follows
    assert len(damaged) == 1 and damaged[0].amount == 6 and g.players[0].aether == 0
    g = rift(hand=["mv.fire.rift_blade"], aether=2, phase="combat")
    play(g, "mv.fire.rift_blade")
    surge(g, "mv.fire.rift_blade", pay=False)
    assert g.players[1].hp == 38  # the only weapon: its damage event follows at once
    g = rift(hand=["mv.fire.rift_blade"], aether=1, phase="combat")
    play(g, "mv.fire.rift_blade")
    assert g.players[1].hp == 38 and g.players[0].aether == 1


def test_kindling_deals_1_and_gives_1_aether():
    g = rift(hand=["mv.fire.kindling"], phase="combat")
    events = play(g, "mv.fire.kindling")
    assert g.players[0].aether == 1 and g.players[1].hp == 39
    assert events_of(events, "aether_gained")[0].card == "mv.fire.kindling"


def test_aether_well_gives_ap_a_card_and_aether():
    g = rift(hand=["mv.water.aether_spring"], deck=[DAGGER])
    play(g, "mv.water.aether_spring")
    assert g.ap == 1 and g.players[0].hand == [DAGGER] and g.players[0].aether == 1


def test_riptide_draws_2_and_2_more_with_its_surge():
    g = rift(hand=["mv.water.riptide"], deck=[STONE] * 6, aether=2)
    play(g, "mv.water.riptide")
    surge(g, "mv.water.riptide")
    assert len(g.players[0].hand) == 4 and g.players[0].aether == 0


def test_rift_ore_gives_2_gems_and_1_aether():
    g = rift(hand=["mv.soil.rift_ore"], phase="buy")
    play(g, "mv.soil.rift_ore")
    assert g.gems == 2 and g.players[0].aether == 1


def test_rift_market_gives_ap_a_card_2_gems_and_2_more_with_its_surge():
    g = rift(hand=["mv.soil.aether_market"], deck=[DAGGER], aether=2)
    play(g, "mv.soil.aether_market")
    assert (g.ap, g.gems, g.players[0].hand) == (1, 2, [DAGGER])
    surge(g, "mv.soil.aether_market")
    assert g.gems == 4 and g.players[0].aether == 0
    g = rift(hand=["mv.soil.aether_market"], aether=1)
    play(g, "mv.soil.aether_market")
    assert g.gems == 2 and g.pending is None


def test_aether_graft_gives_ap_aether_and_its_surge_gains_a_card_up_to_5():
    g = rift(hand=["mv.wood.aether_graft"], aether=1)
    play(g, "mv.wood.aether_graft")
    assert g.ap == 1 and g.players[0].aether == 2  # the aether it gives pays its own Surge
    surge(g, "mv.wood.aether_graft")
    assert isinstance(g.pending, GainCard) and g.pending.count == 5
    assert not has(g, "choose_card", card="mv.fire.flame_blade") or CARDS["mv.fire.flame_blade"].cost <= 5
    assert has(g, "choose_card", card="mv.soil.bazaar") and not has(g, "choose_card", card="mv.moon.eclipse")
    do(g, "choose_card", card="mv.fire.fireball")
    assert "mv.fire.fireball" in g.players[0].played and g.piles["mv.fire.fireball"] == 5
    assert g.players[0].aether == 0
    g = rift(hand=["mv.wood.aether_graft"], aether=0)
    play(g, "mv.wood.aether_graft")
    assert g.pending is None and g.players[0].aether == 1


def test_aether_veil_defends_gives_aether_and_its_surge_defends_more_and_draws():
    g = rift(hand=["mv.sky.aether_veil"], deck=[STONE], aether=1)
    play(g, "mv.sky.aether_veil")
    assert g.players[0].defense == 2 and g.players[0].aether == 2
    surge(g, "mv.sky.aether_veil")
    assert g.players[0].defense == 5 and g.players[0].hand == [STONE] and g.players[0].aether == 0
    g = rift(hand=["mv.sky.aether_veil"], deck=[STONE], aether=1)
    play(g, "mv.sky.aether_veil")
    surge(g, "mv.sky.aether_veil", pay=False)
    assert g.players[0].defense == 2 and g.players[0].hand == [] and g.players[0].aether == 2


def test_rift_lens_gives_ap_aether_and_its_surge_makes_the_next_weapon_deal_2_more():
    g = rift(hand=["mv.flash.rift_lens", DAGGER, DAGGER], aether=1)
    g.ap = 0  # required AP 0
    play(g, "mv.flash.rift_lens")
    assert g.ap == 1 and g.players[0].aether == 2
    surge(g, "mv.flash.rift_lens")
    assert g.players[0].aether == 0
    to_combat(g)
    do(g, "play_all", card_type="weapon")
    assert g.players[1].hp == 36  # 1 + 2, then 1
    g = rift(hand=["mv.flash.rift_lens", DAGGER], aether=1)
    play(g, "mv.flash.rift_lens")
    surge(g, "mv.flash.rift_lens", pay=False)
    to_combat(g)
    play(g, DAGGER)
    assert g.players[1].hp == 39 and g.players[0].aether == 2
    g = rift(hand=["mv.flash.rift_lens", DAGGER], aether=0)
    play(g, "mv.flash.rift_lens")
    assert g.pending is None and g.players[0].aether == 1  # 1 aether: the Surge cannot be paid


def test_moonwell_gives_ap_a_card_and_a_star_with_its_surge():
    g = rift(hand=["mv.moon.moonwell"], deck=[STONE], aether=3)
    play(g, "mv.moon.moonwell")
    assert g.ap == 1 and g.players[0].hand == [STONE]
    surge(g, "mv.moon.moonwell")
    assert g.players[0].stars == 1 and g.players[0].aether == 0
    g = rift(hand=["mv.moon.moonwell"], deck=[STONE], aether=2)
    play(g, "mv.moon.moonwell")
    assert g.players[0].stars == 0 and g.pending is None


def test_rift_siphon_gives_ap_2_aether_and_its_surge_removes_up_to_2_cards():
    g = rift(hand=["mv.dark.rift_siphon", DAGGER, DAGGER, STONE])
    play(g, "mv.dark.rift_siphon")
    assert g.ap == 1 and g.players[0].aether == 2
    surge(g, "mv.dark.rift_siphon")
    assert isinstance(g.pending, RemoveCards) and g.pending.count == 2
    do(g, "choose_card", card=DAGGER)
    do(g, "choose_card", card=DAGGER)
    assert g.players[0].removed == [DAGGER, DAGGER] and g.players[0].hand == [STONE]
    assert g.players[0].aether == 0
    g = rift(hand=["mv.dark.rift_siphon", DAGGER])
    play(g, "mv.dark.rift_siphon")
    surge(g, "mv.dark.rift_siphon", pay=False)
    assert g.players[0].removed == [] and g.players[0].aether == 2


def test_rift_hex_gives_a_gem_aether_and_its_surge_makes_the_opponent_discard_2():
    g = rift(hand=["mv.curse.rift_hex"], aether=1, opp_hand=[STONE, DAGGER, STONE, STONE, STONE])
    play(g, "mv.curse.rift_hex")
    assert g.gems == 1 and g.players[0].aether == 2
    surge(g, "mv.curse.rift_hex")
    assert isinstance(g.pending, DiscardCards) and g.pending.player == 1 and g.pending.count == 2
    do(g, "choose_card", card=DAGGER)
    do(g, "choose_card", card=STONE)
    assert len(g.players[1].hand) == 3 and g.players[0].aether == 0
    g = rift(hand=["mv.curse.rift_hex"], aether=0)
    play(g, "mv.curse.rift_hex")
    assert g.pending is None and len(g.players[1].hand) == 5 and g.players[0].aether == 1


# -- the characters -----------------------------------------------------------------------------
def next_turn(g):
    """End the opponent's turn: player 0's turn starts."""
    g.current = 1
    g.discard_phase()
    assert g.current == 0


def test_rift_walker_gains_1_aether_at_the_start_of_each_turn_and_a_gem_when_full():
    g = rift(chars=("mv.char.rift_walker", None), aether=0)
    next_turn(g)
    assert g.players[0].aether == 1 and g.gems == 0
    g.players[0].aether = 6
    next_turn(g)
    assert g.players[0].aether == 6 and g.gems == 1


def test_aether_guard_gains_2_defense_at_turn_start_with_3_or_more_aether():
    g = rift(chars=("mv.char.aether_sentinel", None), aether=2)
    next_turn(g)
    assert g.players[0].defense == 0
    g.players[0].aether = 3
    next_turn(g)
    assert g.players[0].defense == 2 and g.players[0].aether == 3  # it spends nothing


def test_flux_duelist_adds_1_to_the_combat_damage_event_with_2_or_more_aether():
    g = rift(chars=("mv.char.flux_duelist", None), hand=[DAGGER], aether=2, phase="combat")
    play(g, DAGGER)
    assert g.players[1].hp == 38 and g.players[0].aether == 2  # it spends nothing
    g = rift(chars=("mv.char.flux_duelist", None), hand=[DAGGER], aether=1, phase="combat")
    play(g, DAGGER)
    assert g.players[1].hp == 39


def test_aether_sage_gains_2_aether_and_draws_twice_per_match():
    g = rift(chars=("mv.char.aether_savant", None), deck=[STONE] * 5, aether=3)
    do(g, "end_phase", phase="action")  # "may": not using it keeps every use
    assert g.players[0].uses == 2
    for _ in range(2):
        do(g, "use_ability", card="mv.char.aether_savant")
    assert g.players[0].aether == 6 and len(g.players[0].hand) == 2  # capped at 6
    assert not has(g, "use_ability")


def test_void_reaper_surges_2_for_3_damage_and_needs_the_aether_to_be_cast():
    g = rift(chars=("mv.char.void_reaper", None), hand=[STONE], aether=1)
    assert not has(g, "use_ability")  # not enough aether: no use to waste
    g.players[0].aether = 4
    g.invalidate()
    do(g, "use_ability", card="mv.char.void_reaper")
    events = surge(g, "mv.char.void_reaper")
    assert events_of(events, "damaged")[0].amount == 3 and g.players[1].hp == 37
    assert g.players[0].aether == 2 and g.players[0].uses == 2
    do(g, "use_ability", card="mv.char.void_reaper")
    surge(g, "mv.char.void_reaper", pay=False)
    assert g.players[1].hp == 37 and g.players[0].aether == 2 and g.players[0].uses == 1


def test_star_weaver_surges_1_for_a_star_and_a_card():
    g = rift(chars=("mv.char.star_weaver", None), hand=[STONE], deck=[DAGGER], aether=1)
    do(g, "use_ability", card="mv.char.star_weaver")
    surge(g, "mv.char.star_weaver")
    assert g.players[0].stars == 1 and DAGGER in g.players[0].hand and g.players[0].aether == 0
    assert not has(g, "use_ability") and g.players[0].uses == 3


# -- the expansion's setup ----------------------------------------------------------------------
def test_the_exchange_holds_6_base_kinds_then_6_rift_kinds_from_two_decks():
    for seed in range(5):
        g = new(seed, packs=RIFT)
        assert len(g.exchange) == 12 and len(set(g.exchange)) == 12
        assert all(k in kinds_of(BASE) for k in g.exchange[:6])
        assert all(k in kinds_of("aether") for k in g.exchange[6:])
        assert set(g.exchange[:6]) | set(g.exchange_deck) == set(kinds_of(BASE))
        assert set(g.exchange[6:]) | set(g.expansion_deck) == set(kinds_of("aether"))
        assert len(g.expansion_deck) == 6
        assert not check_invariants(g)


@pytest.mark.parametrize("slot", [2, 9])
def test_a_replaced_kind_goes_under_its_own_packs_deck_and_its_slot_refills_from_that_deck(slot):
    g = new(6, packs=RIFT)
    old = g.exchange[slot]
    own = "expansion_deck" if slot >= 6 else "exchange_deck"
    other = "exchange_deck" if slot >= 6 else "expansion_deck"
    top, untouched = getattr(g, own)[-1], getattr(g, other)
    events = do(g, "replace_kind", card=old)
    assert g.exchange[slot] == top and events[0].new_card == top
    assert getattr(g, own)[0] == old and getattr(g, other) == untouched
    assert all(k in kinds_of(BASE) for k in g.exchange[:6])
    assert all(k in kinds_of("aether") for k in g.exchange[6:])
    assert not check_invariants(g)


def test_the_row_reveals_3_base_and_2_rift_characters_and_a_ban_refills_from_its_own_deck():
    g = new(9, packs=RIFT)
    do(g, "keep_exchange")
    do(g, "keep_exchange")
    row = g.char_row
    assert len(row) == 5
    assert all(c in characters_of(BASE) for c in row[:3])
    assert all(c in characters_of("aether") for c in row[3:])
    base_top, rift_top = g.char_deck[-1], g.expansion_chars[-1]
    do(g, "ban_character", card=row[4])  # a Rift character
    do(g, "ban_character", card=row[0])  # a base character
    assert g.char_row == (base_top, *row[1:4], rift_top)
    assert row[0] not in g.char_deck and row[4] not in g.expansion_chars
    assert not check_invariants(g)


@pytest.mark.parametrize("first", ["p0", "p1"])
def test_the_first_player_starts_with_1_aether_and_the_second_with_2(first):
    g = finish_setup(new(4, packs=RIFT, first_player=first))
    f = 0 if first == "p0" else 1
    assert g.players[f].aether == 1 and g.players[1 - f].aether == 2
    assert g.observation(0)["aether_cap"] == 6
    base = finish_setup(new(4, packs=BASE, first_player=first))
    assert [p.aether for p in base.players] == [0, 0] and base.observation(0)["aether_cap"] == 0


@pytest.mark.parametrize("size", [1, 9, 11, 12])
def test_an_exchange_size_other_than_10_with_the_expansion_is_refused(size):
    with pytest.raises(OptionError, match="expansion"):
        new(1, packs=RIFT, exchange_size=size)
    new(1, packs=RIFT, exchange_size=10)
    new(1, packs=BASE, exchange_size=size)


def _roundtrip(g: MetaVersus) -> MetaVersus:
    d = json.loads(json.dumps(g.to_dict()))
    loaded = MetaVersus.from_dict(d)
    assert loaded.to_dict() == d
    return loaded


def test_saving_mid_setup_keeps_both_pairs_of_decks():
    g = new(12, packs=RIFT)
    do(g, "replace_kind", card=g.exchange[8])
    do(g, "keep_exchange")
    do(g, "ban_character", card=g.char_row[3])
    loaded = _roundtrip(g)
    for name in ("exchange", "exchange_deck", "expansion_deck", "char_row", "char_deck", "expansion_chars"):
        assert getattr(loaded, name) == getattr(g, name), name
    assert loaded.pending == g.pending and loaded.legal_actions() == g.legal_actions()
    for h in (g, loaded):
        agents = [make_agent("metaversus", "normal", 5 + i) for i in range(2)]
        while h.phase == "setup":
            p = h.to_move
            h.apply(agents[p].choose(h, p))
    assert loaded.to_dict() == g.to_dict()


def test_saving_mid_match_keeps_the_aether_and_the_match_goes_on_alike():
    g = game.new_game("metaversus", seed=3, packs=RIFT)
    agents = [make_agent("metaversus", "normal", 30 + i) for i in range(2)]
    for _ in range(80):
        if g.is_over:
            break
        p = g.to_move
        g.apply(agents[p].choose(g, p))
    loaded = _roundtrip(g)
    assert [p.aether for p in loaded.players] == [p.aether for p in g.players]
    assert loaded.expansion_deck == g.expansion_deck and loaded.expansion_chars == g.expansion_chars
    runs = []
    for h in (g, loaded):
        bots = [make_agent("metaversus", "normal", 77 + i) for i in range(2)]
        events = []
        while not h.is_over:
            p = h.to_move
            events += [e.to_dict() for e in h.apply(bots[p].choose(h, p))]
        runs.append((events, h.to_dict()))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("packs", [RIFT, "beginner+casual+vanilla+aether"])
@pytest.mark.parametrize("seed", range(6))
def test_random_and_normal_playouts_of_the_expansion_keep_every_invariant(packs, seed):
    levels = ("random", "normal") if seed % 2 else ("normal", "random")
    g = game.new_game("metaversus", seed=seed, packs=packs)
    agents = [AGENTS[levels[0]](seed * 2 + 1), AGENTS[levels[1]](seed * 2 + 2)]
    for _ in range(4000):
        if g.is_over:
            break
        p = g.to_move
        g.apply(agents[p].choose(g, p))
        problems = check_invariants(g)
        assert not problems, (seed, problems)
    assert g.is_over


def test_the_invariants_catch_aether_beyond_the_cap_and_a_card_in_two_decks():
    g = finish_setup(new(2, packs=RIFT))
    assert not check_invariants(g)
    g.players[0].aether = 7
    assert any("aether" in p for p in check_invariants(g))
    g.players[0].aether = -1
    assert any("aether" in p for p in check_invariants(g))
    g.players[0].aether = 0
    g.expansion_deck = (*g.expansion_deck, g.exchange[7])
    assert any("two places" in p for p in check_invariants(g))
    g = finish_setup(new(2, packs=RIFT))
    g.char_deck = (*g.char_deck, g.expansion_chars[0])
    assert any("two places" in p or "deck" in p for p in check_invariants(g))
