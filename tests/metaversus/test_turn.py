"""The turn (spec §5): Action -> Buy -> Combat -> Discard."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.metaversus.records import Buy, PlayCard

from .helpers import do, events_of, has, play, scenario

STONE, DAGGER = "mv.stone", "mv.dagger"
STREAM, VILLAGE, FIREBALL = "mv.water.stream", "mv.water.tide_village", "mv.fire.fireball"
ORE, BLADE, BAZAAR = "mv.soil.gem_ore", "mv.fire.flame_blade", "mv.soil.bazaar"
EXCHANGE = [
    ORE,
    BLADE,
    BAZAAR,
    STREAM,
    VILLAGE,
    FIREBALL,
    "mv.soil.gold_vein",
    "mv.moon.eclipse",
    "mv.wood.bark_skin",
    "mv.dark.void",
]


def test_action_phase_gives_one_ap_and_actions_spend_their_required_ap():
    g = scenario(hand=[STREAM, FIREBALL, STONE], exchange=EXCHANGE)
    assert g.ap == 1
    play(g, STREAM)
    assert g.ap == 0
    # no AP left: Fireball (1 AP) cannot be played, and with nothing to decide the phase passes
    assert g.phase == "buy"
    assert not has(g, "play_card", card=FIREBALL)


def test_more_ap_comes_from_cards_and_zero_ap_actions_need_none():
    g = scenario(hand=[VILLAGE, STREAM, "mv.flash.spark"], deck=[STONE] * 5, exchange=EXCHANGE)
    play(g, VILLAGE)  # +2 AP, draw 1
    assert g.ap == 2
    play(g, "mv.flash.spark")  # required AP 0 (spec A14)
    assert g.ap == 3


def test_unplayed_actions_may_stay_in_hand_and_are_discarded_later():
    g = scenario(hand=[STREAM, STONE], exchange=EXCHANGE)
    do(g, "end_phase", phase="action")
    assert g.phase == "buy" and STREAM in g.players[0].hand
    do(g, "play_all", card_type="currency")
    do(g, "end_phase", phase="buy")
    assert STREAM in g.players[0].discard


def test_instructions_resolve_top_to_bottom():
    g = scenario(hand=[VILLAGE], deck=[STONE] * 3, exchange=EXCHANGE)
    events = play(g, VILLAGE)
    kinds = [e.kind for e in events]
    assert kinds.index("resource_gained") < kinds.index("drew")


def test_currency_gives_gems_by_value_and_a_buy_costs_gems():
    g = scenario(hand=[ORE, STONE, STONE], exchange=EXCHANGE, phase="buy")
    do(g, "play_all", card_type="currency")
    assert g.gems == 4
    events = do(g, "buy", card=BLADE)
    assert g.gems == 0 and events_of(events, "bought")[0].cost == 4


def test_bought_cards_go_to_the_play_area_then_the_discard_pile():
    g = scenario(hand=[ORE, STONE, STONE], exchange=EXCHANGE, phase="buy")
    do(g, "play_all", card_type="currency")
    do(g, "buy", card=BLADE)
    assert BLADE in g.players[0].discard  # the turn went on to its Discard phase
    assert g.piles[BLADE] == 5


def test_no_currency_after_the_first_purchase():
    g = scenario(hand=[STONE, STONE, BAZAAR], exchange=EXCHANGE)
    play(g, BAZAAR)  # +1 buy, +2 gems
    assert g.phase == "buy"
    do(g, "buy", card="mv.dark.void")  # Bazaar's gems buy a 2-cost card
    assert g.bought == 1
    assert not has(g, "play_card", card=STONE) and not has(g, "play_all", card_type="currency")
    with pytest.raises(IllegalAction):
        g.apply(PlayCard(STONE))


def test_extra_buys_and_zero_cost_stone_with_no_gems():
    g = scenario(hand=[BAZAAR], deck=[DAGGER] * 6, exchange=EXCHANGE)
    play(g, BAZAAR)
    assert g.buys == 2 and g.gems == 3
    do(g, "buy", card="mv.wood.bark_skin")  # cost 3
    assert g.gems == 0 and g.buys == 1
    do(g, "buy", card=STONE)  # 0 gems, one buy
    ps = g.players[0]
    assert g.neutral_gained == 1 and (ps.played + ps.discard).count(STONE) == 1


def test_cannot_buy_above_gems_or_from_an_empty_pile():
    g = scenario(hand=[STONE], exchange=EXCHANGE, phase="buy")
    do(g, "play_all", card_type="currency")
    assert not has(g, "buy", card=BLADE)
    g.piles["mv.dark.void"] = 0
    g.gems = 9
    g.invalidate()
    assert not has(g, "buy", card="mv.dark.void")
    with pytest.raises(IllegalAction):
        g.apply(Buy("mv.dark.void"))


def test_combat_sums_weapons_into_one_damage_event_and_defense_absorbs_first():
    g = scenario(hand=[BLADE, DAGGER, DAGGER], exchange=EXCHANGE, phase="combat")
    g.players[1].defense = 3
    events = do(g, "play_all", card_type="weapon")
    dmg = events_of(events, "damaged")
    assert len(dmg) == 1
    assert (dmg[0].amount, dmg[0].defense, dmg[0].hp) == (4, 3, 1)
    assert g.players[1].defense == 0 and g.players[1].hp == 39


def test_only_played_weapons_count_and_none_played_means_no_damage_event():
    g = scenario(hand=[BLADE, DAGGER], exchange=EXCHANGE, phase="combat")
    play(g, DAGGER)
    events = do(g, "end_phase", phase="combat")
    assert events_of(events, "damaged")[0].amount == 1
    g = scenario(hand=[DAGGER], exchange=EXCHANGE, phase="combat")
    events = do(g, "end_phase", phase="combat")
    assert not events_of(events, "damaged")


def test_discard_phase_discards_everything_and_draws_five():
    g = scenario(hand=[STREAM, STONE, DAGGER], deck=[STONE] * 8, exchange=EXCHANGE, phase="buy")
    do(g, "play_all", card_type="currency")
    do(g, "end_phase", phase="buy")
    do(g, "end_phase", phase="combat")  # the Dagger stays in hand
    ps = g.players[0]
    assert len(ps.hand) == 5 and ps.played == []
    assert sorted(ps.discard) == sorted([STREAM, STONE, DAGGER])
    assert g.current == 1 and g.players[1].turns == 1


def test_turn_passes_and_unused_resources_are_lost():
    g = scenario(hand=[BAZAAR], exchange=EXCHANGE)
    play(g, BAZAAR)
    do(g, "end_phase", phase="buy")
    assert g.current == 1 and g.gems == 0 and g.buys == 1 and g.ap == 1


def test_phase_order_is_action_buy_combat_discard():
    g = scenario(hand=[STREAM, STONE, DAGGER], deck=[STONE] * 8, exchange=EXCHANGE)
    events = do(g, "end_phase", phase="action")
    events += do(g, "play_all", card_type="currency")
    events += do(g, "end_phase", phase="buy")
    events += do(g, "end_phase", phase="combat")
    phases = [e.phase for e in events if e.kind == "phase_started" and e.player == 0]
    assert phases == ["buy", "combat", "discard"]
