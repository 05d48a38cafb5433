"""One test per exchange card and basic card: each card does what its text says."""

from __future__ import annotations

from game.metaversus.decisions import React

from .helpers import do, events_of, has, play, scenario

STONE, DAGGER = "mv.stone", "mv.dagger"
EX = [
    "mv.soil.gem_ore",
    "mv.fire.flame_blade",
    "mv.soil.bazaar",
    "mv.water.stream",
    "mv.water.tide_village",
    "mv.fire.fireball",
    "mv.soil.gold_vein",
    "mv.moon.eclipse",
    "mv.wood.bark_skin",
    "mv.dark.void",
]


def weapon(card, hand_extra=(), **kw):
    g = scenario(hand=[card, *hand_extra], phase="combat", exchange=EX, **kw)
    return g, play(g, card)


def currency(card, **kw):
    g = scenario(hand=[card], phase="buy", exchange=EX, **kw)
    return g, play(g, card)


def to_combat(g):
    """End the Action and Buy phases (the Buy phase always offers a 0-cost Stone)."""
    for phase in ("action", "buy"):
        if g.phase == phase:
            do(g, "end_phase", phase=phase)


# -- neutral ------------------------------------------------------------------------------------
def test_stone_gives_one_gem():
    g, _ = currency(STONE)
    assert g.gems == 1


def test_dagger_deals_one_damage():
    g, events = weapon(DAGGER)
    assert events_of(events, "damaged")[0].amount == 1


# -- fire ---------------------------------------------------------------------------------------
def test_flame_blade_deals_2():
    g, events = weapon("mv.fire.flame_blade")
    assert g.players[1].hp == 38


def test_inferno_edge_deals_3():
    g, events = weapon("mv.fire.inferno_edge")
    assert g.players[1].hp == 37


def test_fireball_deals_4_now_as_its_own_damage_event():
    g = scenario(hand=["mv.fire.fireball"], exchange=EX)
    g.players[1].defense = 1
    events = play(g, "mv.fire.fireball")
    assert events_of(events, "damaged")[0].card == "mv.fire.fireball"
    assert g.players[1].hp == 37 and g.players[1].defense == 0


def test_war_drum_gives_ap_draws_and_each_weapon_plus_one():
    g = scenario(hand=["mv.fire.war_drum", DAGGER, DAGGER], deck=[STONE], exchange=EX)
    play(g, "mv.fire.war_drum")
    assert g.ap == 1 and STONE in g.players[0].hand
    to_combat(g)
    do(g, "play_all", card_type="weapon")
    assert g.players[1].hp == 36


def test_blazing_whip_deals_2_and_costs_its_owner_1_hp_past_defense():
    g = scenario(hand=["mv.fire.blazing_whip"], phase="combat", exchange=EX)
    g.players[0].defense = 5
    play(g, "mv.fire.blazing_whip")
    assert g.players[0].hp == 39 and g.players[0].defense == 5 and g.players[1].hp == 38


# -- water --------------------------------------------------------------------------------------
def test_stream_draws_3():
    g = scenario(hand=["mv.water.stream"], deck=[STONE] * 4, exchange=EX)
    play(g, "mv.water.stream")
    assert len(g.players[0].hand) == 3


def test_tide_village_gives_2_ap_draws_1_and_a_gem():
    g = scenario(hand=["mv.water.tide_village", "mv.water.stream"], deck=[STONE] * 4, exchange=EX)
    play(g, "mv.water.tide_village")
    assert g.ap == 2 and len(g.players[0].hand) == 2 and g.gems == 1


def test_tidal_surge_gives_ap_and_draws_until_seven_in_hand():
    g = scenario(hand=["mv.water.tidal_surge", STONE, STONE], deck=[STONE] * 10, exchange=EX)
    play(g, "mv.water.tidal_surge")
    assert len(g.players[0].hand) == 7 and g.ap == 1


def test_wave_crash_adds_1_per_card_in_hand_when_played():
    g, events = weapon("mv.water.wave_crash", hand_extra=(STONE,) * 4 + (DAGGER,))
    # hand after playing it: 4 Stones + Dagger = 5 cards -> 2 + 5
    assert g.combat == 7
    do(g, "play_all", card_type="weapon")
    assert g.players[1].hp == 40 - 8


def test_pearl_gives_1_gem_and_draws_1():
    g = scenario(hand=["mv.water.pearl"], deck=[STONE], phase="buy", exchange=EX)
    play(g, "mv.water.pearl")
    assert g.gems == 1 and g.players[0].hand == [STONE]


# -- wood ---------------------------------------------------------------------------------------
def test_bark_skin_gives_3_defense_and_heals_1():
    g = scenario(hand=["mv.wood.bark_skin"], exchange=EX)
    g.players[0].hp = 30
    play(g, "mv.wood.bark_skin")
    assert g.players[0].defense == 3 and g.players[0].hp == 31


def test_sapling_grove_gives_ap_draws_and_heals_1_per_3_cards_owned():
    g = scenario(hand=["mv.wood.sapling_grove"], deck=[STONE] * 11, exchange=EX)
    g.players[0].hp = 20
    play(g, "mv.wood.sapling_grove")  # 12 cards owned -> heal 4
    assert g.players[0].hp == 24 and g.ap == 1 and g.players[0].hand == [STONE]


def test_propagate_gives_ap_draws_and_gains_a_card_up_to_5():
    g = scenario(hand=["mv.wood.propagate"], deck=[STONE] * 3, exchange=EX)
    play(g, "mv.wood.propagate")
    assert g.ap == 1 and g.players[0].hand == [STONE]
    assert has(g, "choose_card", card="mv.soil.bazaar") and not has(g, "choose_card", card="mv.moon.eclipse")
    do(g, "choose_card", card="mv.fire.flame_blade", zone="exchange")
    assert (
        g.piles["mv.fire.flame_blade"] == 5
        and "mv.fire.flame_blade" in g.players[0].played + g.players[0].discard
    )


def test_oak_club_gets_1_per_6_cards_owned():
    g, _ = weapon("mv.wood.oak_club", hand_extra=(DAGGER,), deck=[STONE] * 10)
    assert g.combat == 1 + 12 // 6


# -- soil ---------------------------------------------------------------------------------------
def test_gem_ore_gives_2():
    g, _ = currency("mv.soil.gem_ore")
    assert g.gems == 2


def test_gold_vein_gives_3_a_buy_and_draws_1():
    g = scenario(hand=["mv.soil.gold_vein"], deck=[DAGGER], phase="buy", exchange=EX)
    play(g, "mv.soil.gold_vein")
    assert g.gems == 3 and g.buys == 2 and g.players[0].hand == [DAGGER]


def test_bazaar_gives_ap_a_buy_and_3_gems():
    g = scenario(hand=["mv.soil.bazaar", "mv.water.stream"], exchange=EX)
    play(g, "mv.soil.bazaar")
    assert (g.ap, g.buys, g.gems) == (1, 2, 3)


def test_quarry_gives_ap_a_buy_a_gem_and_a_discount_not_below_zero():
    g = scenario(hand=["mv.soil.quarry", "mv.soil.gem_ore"], deck=[DAGGER], exchange=EX)
    play(g, "mv.soil.quarry")
    assert g.ap == 1 and g.buys == 2 and g.gems == 2 and DAGGER in g.players[0].hand
    do(g, "play_all", card_type="currency")
    assert g.price("mv.fire.flame_blade") == 3 and g.price(STONE) == 0
    do(g, "buy", card="mv.fire.flame_blade")
    assert g.gems == 1


def test_trade_caravan_gives_2_gems_and_a_buy():
    g, _ = currency("mv.soil.trade_caravan")
    assert g.gems == 2 and g.buys == 2


# -- sky ----------------------------------------------------------------------------------------
def test_aegis_gives_3_defense_draws_and_can_be_revealed_against_combat_damage():
    g = scenario(hand=["mv.sky.aegis"], deck=[STONE], exchange=EX)
    play(g, "mv.sky.aegis")
    assert g.players[0].defense == 3 and g.players[0].hand == [STONE]
    g = scenario(hand=["mv.fire.flame_blade"], opp_hand=["mv.sky.aegis", STONE], phase="combat", exchange=EX)
    play(g, "mv.fire.flame_blade")
    assert isinstance(g.pending, React) and g.to_move == 1
    events = do(g, "reveal", card="mv.sky.aegis")
    assert events_of(events, "revealed") and g.players[1].hp == 40 and g.players[1].defense == 1
    assert "mv.sky.aegis" in g.players[1].hand


def test_cloud_shield_gives_1_gem_and_2_defense():
    g, _ = currency("mv.sky.cloud_shield")
    assert g.gems == 1 and g.players[0].defense == 2


def test_riposte_deals_3_when_behind_on_hp():
    g, _ = weapon("mv.sky.riposte", hand_extra=(DAGGER,))
    assert g.combat == 1
    g = scenario(hand=["mv.sky.riposte", DAGGER], phase="combat", exchange=EX)
    g.players[0].hp = 30
    play(g, "mv.sky.riposte")
    assert g.combat == 3


def test_sanctuary_heals_defends_and_wards_against_disruption():
    g = scenario(hand=["mv.sky.sanctuary"], exchange=EX)
    g.players[0].hp = 30
    play(g, "mv.sky.sanctuary")
    assert g.players[0].hp == 34 and g.players[0].defense == 2 and g.players[0].warded
    g.current = 1  # the opponent's Hex does nothing to a warded duelist
    g.players[0].hand = [STONE] * 5
    g.players[1].hand = ["mv.curse.hex"]
    g.phase, g.ap, g.pending = "action", 1, None
    g.invalidate()
    events = play(g, "mv.curse.hex")
    assert events_of(events, "protected") and g.pending is None and len(g.players[0].hand) == 5


# -- flash --------------------------------------------------------------------------------------
def test_spark_gives_ap_and_the_next_weapon_plus_3():
    g = scenario(hand=["mv.flash.spark", DAGGER, DAGGER], exchange=EX)
    play(g, "mv.flash.spark")
    assert g.ap == 2
    to_combat(g)
    do(g, "play_all", card_type="weapon")
    assert g.players[1].hp == 40 - 5  # 1+3, then 1


def test_prism_gives_ap_draws_and_makes_the_next_action_resolve_twice():
    g = scenario(hand=["mv.flash.prism", "mv.water.stream"], deck=[STONE] * 8, exchange=EX)
    play(g, "mv.flash.prism")
    assert g.ap == 2 and len(g.players[0].hand) == 2
    play(g, "mv.water.stream")
    assert len(g.players[0].hand) == 1 + 6


def test_transmute_gives_ap_removes_a_card_and_gains_one_costing_up_to_4_more_into_hand():
    g = scenario(hand=["mv.flash.transmute", "mv.dark.void"], exchange=EX)
    play(g, "mv.flash.transmute")
    assert g.ap == 1
    do(g, "choose_card", card="mv.dark.void", zone="hand")
    assert "mv.dark.void" in g.players[0].removed
    assert has(g, "choose_card", card="mv.soil.gold_vein") and not has(
        g, "choose_card", card="mv.moon.eclipse"
    )
    do(g, "choose_card", card="mv.soil.gold_vein", zone="exchange")
    assert "mv.soil.gold_vein" in g.players[0].hand


def test_chain_lightning_adds_1_per_action_played():
    g = scenario(
        hand=["mv.flash.spark", "mv.water.tide_village", "mv.flash.chain_lightning", DAGGER],
        deck=[STONE] * 3,
        exchange=EX,
    )
    play(g, "mv.flash.spark")
    play(g, "mv.water.tide_village")
    to_combat(g)
    play(g, "mv.flash.chain_lightning")
    assert g.combat == 2 + 3 + 2  # printed 2, +3 from Spark, +1 per action played (2)


# -- moon ---------------------------------------------------------------------------------------
def test_moonlight_gives_ap_a_star_and_draws_1():
    g = scenario(hand=["mv.moon.moonlight"], deck=[STONE], exchange=EX)
    play(g, "mv.moon.moonlight")
    assert g.players[0].stars == 1 and g.players[0].hand == [STONE] and g.ap == 1


def test_star_shard_gives_1_gem_and_a_star():
    g, _ = currency("mv.moon.star_shard")
    assert g.gems == 1 and g.players[0].stars == 1


def test_crescent_blade_gives_a_star_after_damage_that_reduced_hp():
    g, events = weapon("mv.moon.crescent_blade")
    assert g.players[0].stars == 1
    g = scenario(hand=["mv.moon.crescent_blade"], phase="combat", exchange=EX)
    g.players[1].defense = 5
    play(g, "mv.moon.crescent_blade")
    assert g.players[0].stars == 0


def test_eclipse_gives_2_stars():
    g = scenario(hand=["mv.moon.eclipse"], exchange=EX)
    play(g, "mv.moon.eclipse")
    assert g.players[0].stars == 2


def test_stargazer_star_at_end_of_turn_only_with_at_most_one_purchase():
    g = scenario(hand=["mv.moon.stargazer"], exchange=EX)
    play(g, "mv.moon.stargazer")
    assert g.ap == 1
    do(g, "buy", card=STONE)
    assert g.players[0].stars == 1
    g = scenario(hand=["mv.moon.stargazer"], exchange=EX)
    play(g, "mv.moon.stargazer")
    g.buys = 2
    do(g, "buy", card=STONE)
    do(g, "buy", card=STONE)
    assert g.current == 1 and g.players[0].stars == 0


# -- darkness -----------------------------------------------------------------------------------
def test_void_removes_up_to_4_cards():
    g = scenario(hand=["mv.dark.void", STONE, DAGGER, STONE], exchange=EX)
    play(g, "mv.dark.void")
    do(g, "choose_card", card=DAGGER, zone="hand")
    do(g, "choose_card", card=STONE, zone="hand")
    do(g, "done")
    assert (
        sorted(g.players[0].removed) == [DAGGER, STONE]
        and g.players[0].hand == [STONE]
        or g.phase != "action"
    )


def test_shadow_pact_gives_ap_and_2_gems_only_if_a_card_was_removed():
    g = scenario(hand=["mv.dark.shadow_pact", DAGGER], exchange=EX)
    play(g, "mv.dark.shadow_pact")
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.gems == 2 and g.ap == 1
    g = scenario(hand=["mv.dark.shadow_pact", DAGGER], exchange=EX)
    play(g, "mv.dark.shadow_pact")
    do(g, "done")
    assert g.gems == 0


def test_abyssal_edge_gets_1_per_3_removed_cards():
    g = scenario(hand=["mv.dark.abyssal_edge", DAGGER], phase="combat", exchange=EX)
    g.players[0].removed = [STONE] * 7
    play(g, "mv.dark.abyssal_edge")
    assert g.combat == 3 + 2


def test_singularity_draws_2_and_wins_only_with_5_or_fewer_cards_from_turn_18():
    g = scenario(hand=["mv.dark.singularity"], deck=[STONE] * 5, exchange=EX)
    g.players[0].turns = 18
    play(g, "mv.dark.singularity")
    assert len(g.players[0].hand) == 2 and not g.is_over
    g = scenario(hand=["mv.dark.singularity"], deck=[STONE] * 4, exchange=EX)
    g.players[0].turns = 17
    play(g, "mv.dark.singularity")
    assert not g.is_over
    g = scenario(hand=["mv.dark.singularity"], deck=[STONE] * 4, exchange=EX)
    g.players[0].turns = 18
    play(g, "mv.dark.singularity")
    assert g.is_over and g.result().winners == (0,)


# -- curse --------------------------------------------------------------------------------------
def test_hex_gives_2_gems_and_the_opponent_discards_down_to_3_of_their_choice():
    g = scenario(
        hand=["mv.curse.hex"], opp_hand=[STONE, STONE, DAGGER, DAGGER, "mv.soil.gem_ore"], exchange=EX
    )
    play(g, "mv.curse.hex")
    assert g.gems == 2 and g.to_move == 1
    do(g, "choose_card", card=DAGGER, zone="hand")
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert sorted(g.players[1].hand) == sorted([STONE, STONE, "mv.soil.gem_ore"]) and g.to_move == 0


def test_blight_gives_ap_and_the_opponent_gains_2_stones_to_discard():
    g = scenario(hand=["mv.curse.blight"], exchange=EX)
    play(g, "mv.curse.blight")
    assert g.ap == 1 and g.players[1].discard == [STONE, STONE] and g.neutral_gained == 2


def test_jinx_dart_deals_1_and_the_opponent_discards_a_card():
    g = scenario(hand=["mv.curse.jinx_dart"], opp_hand=[STONE, DAGGER], phase="combat", exchange=EX)
    play(g, "mv.curse.jinx_dart")
    assert g.to_move == 1
    do(g, "choose_card", card=STONE, zone="hand")
    assert g.players[1].hand == [DAGGER] and g.players[1].hp == 38


def test_shackle_gives_a_gem_and_the_opponent_starts_with_less_ap():
    g = scenario(hand=["mv.curse.shackle"], exchange=EX)
    play(g, "mv.curse.shackle")
    assert g.gems == 1 and g.players[1].ap_penalty == 1
    do(g, "end_phase", phase="buy")
    assert g.current == 1 and g.ap == 0 and g.players[1].ap_penalty == 0
