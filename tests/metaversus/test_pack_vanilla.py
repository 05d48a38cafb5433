"""The Vanilla pack: one scenario test per card and per character (what it gives and the price it
takes back, paid as far as possible), and the pack's data."""

from __future__ import annotations

import re

from game.metaversus.cards import CARDS, CHARACTERS, AbilityKind, Attribute, characters_of, kinds_of
from game.metaversus.decisions import DiscardCards, RemoveCards

from .helpers import assert_ok, do, events_of, has, play, scenario

PACKS = "beginner+casual+vanilla"
STONE, DAGGER = "mv.stone", "mv.dagger"
EX = [
    "mv.soil.gem_ore",
    "mv.fire.flame_blade",
    "mv.soil.bazaar",
    "mv.water.stream",
    "mv.fire.fireball",
    "mv.soil.gold_vein",
    "mv.moon.eclipse",
    "mv.wood.bark_skin",
    "mv.fire.inferno_edge",
    "mv.soil.mother_lode",
]
HANGUL = re.compile("[\uac00-\ud7a3]")


def vanilla(**kw):
    kw.setdefault("exchange", EX)
    return scenario(packs=PACKS, **kw)


def next_turn_ap(g) -> int:
    """The AP seat 0 starts its next Action phase with (the opponent's turn passes by)."""
    g.current = 1
    g.discard_phase()  # the opponent's turn ends: seat 0's turn starts
    assert g.current == 0
    return g.ap


def stones(g, p=0) -> int:
    return g.players[p].discard.count(STONE)


# -- data -----------------------------------------------------------------------------------------
def test_the_pack_has_20_kinds_over_every_attribute_and_6_characters_of_6_attributes():
    kinds = kinds_of("vanilla")
    assert len(kinds) == 20
    attrs = [CARDS[k].attribute for k in kinds]
    for a in Attribute:
        if a is not Attribute.NEUTRAL:
            assert attrs.count(a) >= 2, a
    assert all(2 <= CARDS[k].cost <= 8 and not CARDS[k].agent.worth for k in kinds)
    assert {CARDS[k].type.value for k in kinds} == {"currency", "weapon", "action"}
    chars = characters_of("vanilla")
    assert len(chars) == 6 and len({CHARACTERS[c].attribute for c in chars}) == 6
    assert all(CHARACTERS[c].ability is AbilityKind.ACTIVE and CHARACTERS[c].uses for c in chars)
    for entry in [*(CARDS[k] for k in kinds), *(CHARACTERS[c] for c in chars)]:
        for field in (entry.name, entry.text, entry.short):
            assert field["en"] and HANGUL.search(field["ko"]), entry.id
            assert not HANGUL.search(field["en"]), entry.id


def test_every_vanilla_card_prints_a_price_the_computer_player_counts_against_it():
    from game.metaversus.resolve import PROGRAMS

    for k in [*kinds_of("vanilla"), *characters_of("vanilla")]:
        worths = [s.worth() for s in PROGRAMS[k].steps()]
        assert any(w < 0 for w in worths), k


def test_the_combination_with_vanilla_plays_whole_matches():
    import game
    from game.core.agents import agent_levels

    levels = agent_levels("metaversus")
    for seed in (1, 2):
        g = game.new_game("metaversus", seed=seed, packs=PACKS)
        agents = [levels["normal"](seed), levels["normal"](seed + 7)]
        while not g.is_over:
            p = g.to_move
            g.apply(agents[p].choose(g, p))
        assert_ok(g)


# -- fire -----------------------------------------------------------------------------------------
def test_scorch_axe_deals_3_and_gains_a_stone_into_its_owners_discard():
    g = vanilla(hand=["mv.fire.scorch_axe", DAGGER], phase="combat")
    g.players[0].warded = True  # the price is one's own: a ward does not stop it
    play(g, "mv.fire.scorch_axe")
    assert g.combat == 3 and stones(g) == 1 and stones(g, 1) == 0


def test_meteor_deals_5_now_and_costs_1_ap_next_turn():
    g = vanilla(hand=["mv.fire.meteor"])
    events = play(g, "mv.fire.meteor")
    assert events_of(events, "damaged")[0].card == "mv.fire.meteor" and g.players[1].hp == 35
    assert events_of(events, "shackled")[0].player == 0
    assert next_turn_ap(g) == 0


def test_wildfire_deals_5_and_the_opponent_draws_a_card():
    g = vanilla(hand=["mv.fire.wildfire", DAGGER], phase="combat", opp_hand=[STONE] * 5, opp_deck=[DAGGER])
    play(g, "mv.fire.wildfire")
    assert g.combat == 5 and len(g.players[1].hand) == 6 and DAGGER in g.players[1].hand


# -- flowing water --------------------------------------------------------------------------------
def test_undertow_draws_4_and_its_owner_loses_2_hp_past_defense():
    g = vanilla(hand=["mv.water.undertow"], deck=[STONE] * 5)
    g.players[0].defense = 3
    play(g, "mv.water.undertow")
    assert len(g.players[0].hand) == 4 and g.players[0].hp == 38 and g.players[0].defense == 3


def test_deep_well_gives_2_gems_draws_2_then_discards_a_card_of_its_owners_choice():
    g = vanilla(hand=["mv.water.deep_well", "mv.fire.fireball"], deck=[STONE, DAGGER], phase="buy")
    play(g, "mv.water.deep_well")
    assert g.gems == 2 and isinstance(g.pending, DiscardCards) and g.pending.player == 0
    assert has(g, "choose_card", card=DAGGER) and has(g, "choose_card", card="mv.fire.fireball")
    do(g, "choose_card", card="mv.fire.fireball", zone="hand")
    assert sorted(g.players[0].hand) == [DAGGER, STONE] and g.players[0].discard == ["mv.fire.fireball"]
    assert g.pending is None


def test_deep_well_with_nothing_to_draw_has_nothing_to_discard():
    g = vanilla(hand=["mv.water.deep_well"], deck=[], phase="buy")
    play(g, "mv.water.deep_well")  # nothing to draw, nothing to discard: paid as far as possible
    assert g.gems == 2 and g.pending is None


# -- wood -----------------------------------------------------------------------------------------
def test_thornwall_gives_7_defense_and_costs_1_ap_next_turn():
    g = vanilla(hand=["mv.wood.thornwall"])
    play(g, "mv.wood.thornwall")
    assert g.players[0].defense == 7
    assert next_turn_ap(g) == 0


def test_overgrowth_gives_ap_gains_a_card_up_to_6_and_a_stone_into_the_discard():
    g = vanilla(hand=["mv.wood.overgrowth"])
    play(g, "mv.wood.overgrowth")
    assert g.ap == 1
    assert has(g, "choose_card", card="mv.fire.inferno_edge")
    assert not has(g, "choose_card", card="mv.moon.eclipse")
    do(g, "choose_card", card="mv.fire.inferno_edge", zone="exchange")
    assert g.piles["mv.fire.inferno_edge"] == 5 and "mv.fire.inferno_edge" in g.players[0].played
    assert stones(g) == 1


# -- soil -----------------------------------------------------------------------------------------
def test_gold_rush_gives_3_gems_and_costs_1_hp():
    g = vanilla(hand=["mv.soil.gold_rush"], phase="buy")
    play(g, "mv.soil.gold_rush")
    assert g.gems == 3 and g.players[0].hp == 39


def test_boomtown_gives_ap_4_gems_draws_1_and_costs_1_hp():
    g = vanilla(hand=["mv.soil.boomtown", "mv.water.stream"], deck=[DAGGER])
    play(g, "mv.soil.boomtown")
    assert (g.ap, g.buys, g.gems) == (1, 1, 4) and DAGGER in g.players[0].hand and g.players[0].hp == 39


def test_mother_lode_gives_4_gems_draws_1_and_heals_the_opponent_1_up_to_max_hp():
    g = vanilla(hand=["mv.soil.mother_lode"], deck=[DAGGER], phase="buy")
    g.players[1].hp = 30
    play(g, "mv.soil.mother_lode")
    assert g.gems == 4 and g.players[0].hand == [DAGGER] and g.players[1].hp == 31
    g = vanilla(hand=["mv.soil.mother_lode"], phase="buy")
    play(g, "mv.soil.mother_lode")
    assert g.players[1].hp == 40 and not events_of(g.ev, "healed")


# -- sky ------------------------------------------------------------------------------------------
def test_storm_shield_gives_2_gems_3_defense_and_heals_the_opponent_1():
    g = vanilla(hand=["mv.sky.storm_shield"], phase="buy")
    g.players[1].hp = 30
    play(g, "mv.sky.storm_shield")
    assert g.gems == 2 and g.players[0].defense == 3 and g.players[1].hp == 31


def test_cloudburst_gives_5_defense_draws_2_then_discards_a_card():
    g = vanilla(hand=["mv.sky.cloudburst"], deck=[STONE, DAGGER])
    play(g, "mv.sky.cloudburst")
    assert g.players[0].defense == 5 and isinstance(g.pending, DiscardCards) and g.pending.player == 0
    do(g, "choose_card", card=STONE, zone="hand")
    assert g.players[0].hand == [DAGGER] and g.players[0].discard == [STONE]


# -- flash ----------------------------------------------------------------------------------------
def test_overcharge_gives_ap_5_damage_to_the_next_weapon_and_discards_a_card():
    g = vanilla(hand=["mv.flash.overcharge", STONE, DAGGER])
    play(g, "mv.flash.overcharge")
    assert g.ap == 2 and isinstance(g.pending, DiscardCards) and g.pending.player == 0
    do(g, "choose_card", card=STONE, zone="hand")
    assert g.players[0].hand == [DAGGER] and STONE in g.players[0].discard
    for phase in ("action", "buy"):
        if g.phase == phase:
            do(g, "end_phase", phase=phase)
    play(g, DAGGER)
    assert g.players[1].hp == 40 - 6


def test_overcharge_alone_in_hand_has_nothing_to_discard():
    g = vanilla(hand=["mv.flash.overcharge"])
    play(g, "mv.flash.overcharge")
    assert g.pending is None and g.next_weapon_bonus == 5


def test_static_coin_gives_2_gems_2_damage_to_the_next_weapon_and_costs_1_hp():
    g = vanilla(hand=["mv.flash.static_coin", DAGGER], phase="buy")
    play(g, "mv.flash.static_coin")
    assert g.gems == 2 and g.next_weapon_bonus == 2 and g.players[0].hp == 39


# -- moon-shadow ----------------------------------------------------------------------------------
def test_blood_moon_gives_2_stars_and_costs_2_hp():
    g = vanilla(hand=["mv.moon.blood_moon"])
    play(g, "mv.moon.blood_moon")
    assert g.players[0].stars == 2 and g.players[0].hp == 38


def test_lunar_coin_gives_1_gem_a_star_and_a_stone():
    g = vanilla(hand=["mv.moon.lunar_coin"], phase="buy")
    play(g, "mv.moon.lunar_coin")
    assert g.gems == 1 and g.players[0].stars == 1 and stones(g) == 1


# -- darkness -------------------------------------------------------------------------------------
def test_blood_pact_gives_ap_3_gems_removes_a_card_and_costs_1_hp():
    g = vanilla(hand=["mv.dark.blood_pact", DAGGER, STONE])
    play(g, "mv.dark.blood_pact")
    assert g.ap == 1 and g.gems == 3 and isinstance(g.pending, RemoveCards) and not g.pending.optional
    assert not has(g, "done")
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[0].removed == [DAGGER] and g.players[0].hp == 39


def test_blood_pact_with_an_empty_hand_still_costs_its_hp():
    g = vanilla(hand=["mv.dark.blood_pact"])
    play(g, "mv.dark.blood_pact")
    assert g.pending is None and g.players[0].hp == 39 and g.gems == 3


def test_hollow_blade_deals_4_and_costs_1_ap_next_turn():
    g = vanilla(hand=["mv.dark.hollow_blade"], phase="combat")
    play(g, "mv.dark.hollow_blade")
    assert g.players[1].hp == 36
    assert next_turn_ap(g) == 0


# -- curse ----------------------------------------------------------------------------------------
def test_malice_gives_3_gems_the_opponent_discards_down_to_3_and_its_owner_loses_1_hp():
    g = vanilla(hand=["mv.curse.malice"], opp_hand=[STONE, DAGGER, STONE, STONE, STONE])
    play(g, "mv.curse.malice")
    assert g.gems == 3 and isinstance(g.pending, DiscardCards) and g.to_move == 1
    do(g, "choose_card", card=DAGGER, zone="hand")
    do(g, "choose_card", card=STONE, zone="hand")
    assert g.players[1].hand == [STONE] * 3 and g.players[0].hp == 39 and g.pending is None
    g = vanilla(hand=["mv.curse.malice"], opp_hand=[STONE] * 3)
    play(g, "mv.curse.malice")  # already at 3: nothing to discard, the HP is still paid
    assert g.pending is None and g.players[0].hp == 39


def test_tainted_coin_gives_2_gems_costs_the_opponent_1_ap_and_discards_a_card():
    g = vanilla(hand=["mv.curse.tainted_coin", DAGGER], phase="buy")
    play(g, "mv.curse.tainted_coin")
    assert g.gems == 2 and g.players[1].ap_penalty == 1
    assert isinstance(g.pending, DiscardCards) and g.pending.player == 0
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[0].hand == [] and g.players[0].discard == [DAGGER]


# -- characters -----------------------------------------------------------------------------------
def chars(ch, **kw):
    return vanilla(chars=(ch, None), **kw)


def test_pyre_zealot_deals_4_and_loses_2_hp_three_times():
    g = chars("mv.char.pyre_zealot", hand=[STONE])
    for _ in range(3):
        do(g, "use_ability", card="mv.char.pyre_zealot")
    assert g.players[1].hp == 28 and g.players[0].hp == 34 and not has(g, "use_ability")


def test_tide_gambler_draws_3_then_discards_a_card():
    g = chars("mv.char.tide_gambler", hand=[], deck=[STONE, STONE, DAGGER])
    do(g, "use_ability", card="mv.char.tide_gambler")
    assert len(g.players[0].hand) == 3 and isinstance(g.pending, DiscardCards)
    do(g, "choose_card", card=STONE, zone="hand")
    assert len(g.players[0].hand) == 2 and g.players[0].uses == 1


def test_thorn_hermit_heals_4_gains_3_defense_and_costs_1_ap_next_turn():
    g = chars("mv.char.thorn_hermit", hand=[STONE])
    g.players[0].hp = 30
    do(g, "use_ability", card="mv.char.thorn_hermit")
    assert g.players[0].hp == 34 and g.players[0].defense == 3 and g.players[0].uses == 1
    assert next_turn_ap(g) == 0


def test_gold_baron_gives_5_gems_and_a_stone_into_the_discard():
    g = chars("mv.char.gold_baron", hand=[], phase="buy")
    do(g, "use_ability", card="mv.char.gold_baron")
    assert g.gems == 5 and stones(g) == 1 and g.players[0].uses == 2


def test_star_gambler_gives_2_stars_and_costs_2_hp_three_times():
    g = chars("mv.char.star_gambler", hand=[STONE])
    for _ in range(3):
        do(g, "use_ability", card="mv.char.star_gambler")
    assert g.players[0].stars == 6 and g.players[0].hp == 34 and not has(g, "use_ability")


def test_spite_witch_makes_the_opponent_discard_2_and_loses_1_hp():
    g = chars("mv.char.spite_witch", hand=[STONE], opp_hand=[STONE, DAGGER])
    do(g, "use_ability", card="mv.char.spite_witch")
    assert isinstance(g.pending, DiscardCards) and g.to_move == 1
    do(g, "choose_card", card=STONE, zone="hand")
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[1].hand == [] and g.players[0].hp == 39
    g = chars("mv.char.spite_witch", hand=[STONE], opp_hand=[])
    assert not has(g, "use_ability")  # nothing to make them discard: not offered
