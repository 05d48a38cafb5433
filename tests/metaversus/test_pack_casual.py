"""The Casual pack: its data, the combo gate (``Kin``) and one test per card and character, each
with its combo open (another card of its attribute played earlier this turn) and shut."""

from __future__ import annotations

import re

import pytest

from game.metaversus.cards import ATTRIBUTE_NAMES, CARDS, CHARACTERS, AbilityKind, Attribute, CardType
from game.metaversus.decisions import DiscardCards, GainCard, RemoveCards
from game.metaversus.effects import Kin
from game.metaversus.resolve import OPS, PROGRAMS

from .helpers import do, events_of, play, scenario

PACKS = "beginner+casual"
STONE, DAGGER = "mv.stone", "mv.dagger"
# An exchange to gain from (costs 2 to 5).
EX = [
    "mv.soil.gem_ore",
    "mv.fire.flame_blade",
    "mv.water.stream",
    "mv.water.tide_village",
    "mv.fire.tinder_blade",
    "mv.fire.ember",
    "mv.soil.rough_gem",
    "mv.wood.bark_skin",
    "mv.soil.bazaar",
    "mv.dark.void",
]
KINDS = [cid for cid, c in CARDS.items() if c.pack == "casual"]
CHARS = [cid for cid, ch in CHARACTERS.items() if ch.pack == "casual"]
HANGUL = re.compile("[\uac00-\ud7a3]")


def sc(**kw):
    return scenario(packs=PACKS, exchange=EX, **kw)


def to_phase(g, phase):
    """End phases until ``phase`` (the Buy phase always offers a 0-cost Stone)."""
    for p in ("action", "buy", "combat"):
        if g.phase == phase:
            return
        if g.phase == p:
            do(g, "end_phase", phase=p)
    assert g.phase == phase


def stars_from(events, card):
    return sum(e.amount for e in events_of(events, "stars_gained") if e.card == card)


# -- data ---------------------------------------------------------------------------------------
def test_twenty_kinds_over_every_attribute_twice_and_six_characters_of_six_attributes():
    assert len(KINDS) == 20 and len(CHARS) == 6
    attrs = [CARDS[k].attribute for k in KINDS]
    for a in Attribute:
        if a is not Attribute.NEUTRAL:
            assert attrs.count(a) >= 2, a
    assert Attribute.NEUTRAL not in attrs
    assert {CARDS[k].type for k in KINDS} == set(CardType)
    assert len({CHARACTERS[c].attribute for c in CHARS}) == 6
    assert all(2 <= CARDS[k].cost <= 8 for k in KINDS)
    assert all(CHARACTERS[c].ability is AbilityKind.ACTIVE and CHARACTERS[c].uses for c in CHARS)


def test_texts_in_both_languages_korean_in_hangul_and_each_card_states_its_combo():
    for cid in KINDS + CHARS:
        c = CARDS.get(cid) or CHARACTERS[cid]
        for field in (c.name, c.text, c.short):
            assert field["en"] and HANGUL.search(field["ko"]), (cid, field)
        attr = ATTRIBUTE_NAMES[c.attribute]
        another = "another " if cid in CARDS else "a "
        assert f"you played {another}{attr['en']} card this turn: " in c.text["en"], cid
        ko_other = "다른 " if cid in CARDS else ""
        assert f"이번 차례에 {ko_other}{attr['ko']} 카드를 냈다면: " in c.text["ko"], cid
        assert CARDS.get(cid) is None or CARDS[cid].agent.worth is None  # valued from its effects


def test_every_card_and_character_has_a_combo_gate_and_is_offered_with_beginner():
    from game.metaversus.cards import pack_choices

    for cid in KINDS + CHARS:
        assert any(isinstance(s, Kin) for s in PROGRAMS[cid].steps()), cid
    assert PACKS in pack_choices()


# -- the gate -----------------------------------------------------------------------------------
def test_the_card_itself_does_not_count_but_a_second_copy_does():
    g = sc(hand=["mv.fire.tinder_blade", "mv.fire.tinder_blade", DAGGER], phase="combat")
    play(g, "mv.fire.tinder_blade")
    assert g.combat == 1
    play(g, "mv.fire.tinder_blade")
    assert g.combat == 1 + 3


def test_bought_and_gained_cards_are_not_played():
    g = sc(hand=["mv.soil.gem_ore", "mv.soil.gem_ore", "mv.fire.tinder_blade", DAGGER], phase="buy")
    do(g, "play_all", card_type="currency")
    do(g, "buy", card="mv.fire.flame_blade")
    assert "mv.fire.flame_blade" in g.players[0].played
    to_phase(g, "combat")
    play(g, "mv.fire.tinder_blade")
    assert g.combat == 1


def test_cards_played_in_earlier_phases_count_and_the_record_is_reset_each_turn():
    g = sc(hand=["mv.fire.ember", "mv.fire.tinder_blade", DAGGER])
    play(g, "mv.fire.ember")
    to_phase(g, "combat")
    play(g, "mv.fire.tinder_blade")
    assert g.combat == 1 + 1 + 2  # Ember's +1 for each weapon, then the combo's +2
    assert g.played_attributes == ["fire", "fire"]
    do(g, "end_phase", phase="combat")
    assert g.current == 1 and g.played_attributes == []


def test_the_record_is_saved_and_copied():
    g = sc(hand=["mv.fire.ember", DAGGER])
    play(g, "mv.fire.ember")
    copy = g.clone()
    assert copy.played_attributes == ["fire"] and copy.played_attributes is not g.played_attributes
    assert type(g).from_dict(g.to_dict()).played_attributes == ["fire"]


def test_the_gate_is_shut_outside_the_casters_turn():
    g = sc(hand=["mv.fire.ember", "mv.fire.ember", DAGGER])
    play(g, "mv.fire.ember")
    play(g, "mv.fire.ember")
    gate = OPS[Kin]
    assert gate(g, 0, "mv.fire.ember", Kin()) is None
    assert gate(g, 1, "mv.fire.ember", Kin()) is False
    assert gate(g, 0, "mv.char.pyre_caller", Kin()) is None  # a character: one card of its attribute
    assert gate(g, 0, "mv.water.ripple", Kin()) is False


# -- Fire ---------------------------------------------------------------------------------------
def test_tinder_blade_deals_1_and_2_more_after_another_fire_card():
    g = sc(hand=["mv.fire.flame_blade", "mv.fire.tinder_blade", DAGGER], phase="combat")
    play(g, "mv.fire.flame_blade")
    play(g, "mv.fire.tinder_blade")
    assert g.combat == 2 + 1 + 2
    g = sc(hand=["mv.fire.tinder_blade", DAGGER], phase="combat")
    play(g, "mv.fire.tinder_blade")
    assert g.combat == 1


def test_ember_gives_1_ap_weapons_plus_1_and_after_another_fire_card_2_damage_now():
    g = sc(hand=["mv.fire.war_drum", "mv.fire.ember", "mv.fire.flame_blade", DAGGER])
    play(g, "mv.fire.war_drum")
    events = play(g, "mv.fire.ember")
    assert g.ap == 1 and [e.amount for e in events_of(events, "damaged")] == [2] and g.players[1].hp == 38
    to_phase(g, "combat")
    play(g, "mv.fire.flame_blade")
    assert g.combat == 2 + 1 + 1  # War Drum's +1 and Ember's +1
    g = sc(hand=["mv.fire.ember", "mv.water.stream", DAGGER])
    events = play(g, "mv.fire.ember")
    assert g.ap == 1 and g.weapons_bonus == 1 and not events_of(events, "damaged")


def test_firebrand_deals_2_now_and_3_more_after_another_fire_card():
    g = sc(hand=["mv.fire.ember", "mv.fire.firebrand"])
    play(g, "mv.fire.ember")
    events = play(g, "mv.fire.firebrand")
    assert [e.amount for e in events_of(events, "damaged")] == [2, 3] and g.players[1].hp == 35
    g = sc(hand=["mv.fire.firebrand"])
    events = play(g, "mv.fire.firebrand")
    assert [e.amount for e in events_of(events, "damaged")] == [2] and g.players[1].hp == 38


# -- Flowing Water ------------------------------------------------------------------------------
def test_ripple_gives_1_gem_draws_1_and_1_more_after_another_water_card():
    g = sc(hand=["mv.water.pearl", "mv.water.ripple"], deck=[DAGGER] * 5, phase="buy")
    play(g, "mv.water.pearl")
    play(g, "mv.water.ripple")
    assert g.gems == 2 and g.players[0].hand == [DAGGER] * 3
    g = sc(hand=["mv.water.ripple"], deck=[DAGGER] * 5, phase="buy")
    play(g, "mv.water.ripple")
    assert g.gems == 1 and g.players[0].hand == [DAGGER]


def test_cascade_gives_1_ap_draws_1_and_2_more_after_another_water_card():
    g = sc(hand=["mv.water.tide_village", "mv.water.cascade"], deck=[STONE] * 6)
    play(g, "mv.water.tide_village")
    play(g, "mv.water.cascade")
    assert g.ap == 2 + 1 - 1 and len(g.players[0].hand) == 1 + 1 + 2
    g = sc(hand=["mv.water.cascade"], deck=[STONE] * 6)
    play(g, "mv.water.cascade")
    assert g.ap == 1 and len(g.players[0].hand) == 1


# -- Wood ---------------------------------------------------------------------------------------
def test_rootguard_gives_2_defense_draws_1_and_2_more_defense_and_heal_2_after_another_wood_card():
    g = sc(hand=["mv.wood.bark_skin", "mv.wood.rootguard"])
    g.ap, g.players[0].hp = 2, 30
    play(g, "mv.wood.bark_skin")
    play(g, "mv.wood.rootguard")
    assert (
        g.players[0].defense == 3 + 2 + 2 and g.players[0].hp == 30 + 1 + 2 and g.players[0].hand == [STONE]
    )
    g = sc(hand=["mv.wood.rootguard"])
    g.players[0].hp = 30
    play(g, "mv.wood.rootguard")
    assert g.players[0].defense == 2 and g.players[0].hp == 30 and g.players[0].hand == [STONE]


def test_seed_pouch_gives_2_gems_and_gains_a_card_up_to_4_after_another_wood_card():
    g = sc(hand=["mv.wood.bark_skin", "mv.wood.seed_pouch"])
    play(g, "mv.wood.bark_skin")
    to_phase(g, "buy")
    play(g, "mv.wood.seed_pouch")
    assert g.gems == 2 and isinstance(g.pending, GainCard)
    offered = {a.card for a in g.legal_actions()}
    assert "mv.fire.flame_blade" in offered and "mv.soil.bazaar" not in offered  # 4 and 5 gems
    do(g, "choose_card", card="mv.fire.flame_blade")
    assert "mv.fire.flame_blade" in g.players[0].played and g.piles["mv.fire.flame_blade"] == 5
    g = sc(hand=["mv.wood.seed_pouch"], phase="buy")
    play(g, "mv.wood.seed_pouch")
    assert g.gems == 2 and g.pending is None


# -- Soil ---------------------------------------------------------------------------------------
def test_rough_gem_gives_2_gems_and_a_gem_and_a_buy_more_after_another_soil_card():
    g = sc(hand=["mv.soil.gem_ore", "mv.soil.rough_gem"], phase="buy")
    play(g, "mv.soil.gem_ore")
    play(g, "mv.soil.rough_gem")
    assert g.gems == 2 + 2 + 1 and g.buys == 2
    g = sc(hand=["mv.soil.rough_gem"], phase="buy")
    play(g, "mv.soil.rough_gem")
    assert g.gems == 2 and g.buys == 1


def test_market_day_gives_ap_a_buy_and_gems_and_after_another_soil_card_a_discount():
    g = sc(hand=["mv.soil.bazaar", "mv.soil.market_day"])
    play(g, "mv.soil.bazaar")
    hand = len(g.players[0].hand)
    play(g, "mv.soil.market_day")
    assert g.ap == 1 and g.gems == 3 + 2 and g.buys == 1 + 1 + 1 and g.discount == 1
    assert len(g.players[0].hand) == hand - 1 + 1  # Market Day played, one card drawn
    assert g.price("mv.water.stream") == 3
    g = sc(hand=["mv.soil.market_day"])
    play(g, "mv.soil.market_day")
    assert g.ap == 1 and g.gems == 2 and g.buys == 2 and g.discount == 0


# -- Sky ----------------------------------------------------------------------------------------
def test_feather_charm_gives_a_gem_and_defense_and_a_gem_and_2_more_after_another_sky_card():
    g = sc(hand=["mv.sky.cloud_shield", "mv.sky.feather_charm"], phase="buy")
    play(g, "mv.sky.cloud_shield")
    play(g, "mv.sky.feather_charm")
    assert g.gems == 1 + 1 + 1 and g.players[0].defense == 2 + 1 + 2
    g = sc(hand=["mv.sky.feather_charm"], phase="buy")
    play(g, "mv.sky.feather_charm")
    assert g.gems == 1 and g.players[0].defense == 1


def test_gale_lance_deals_1_gives_defense_and_1_more_damage_after_another_sky_card():
    g = sc(hand=["mv.sky.riposte", "mv.sky.gale_lance", DAGGER], phase="combat")
    play(g, "mv.sky.riposte")  # not behind: 1 damage
    play(g, "mv.sky.gale_lance")
    assert g.combat == 1 + 1 + 1 and g.players[0].defense == 1
    g = sc(hand=["mv.sky.gale_lance", DAGGER], phase="combat")
    play(g, "mv.sky.gale_lance")
    assert g.combat == 1 and g.players[0].defense == 1


# -- Flash --------------------------------------------------------------------------------------
def test_afterimage_gives_ap_draws_and_after_another_flash_card_the_next_action_resolves_twice():
    g = sc(hand=["mv.flash.spark", "mv.flash.afterimage", "mv.water.stream"], deck=[STONE] * 10)
    play(g, "mv.flash.spark")
    play(g, "mv.flash.afterimage")
    assert g.ap == 3 and g.twice == 1 and len(g.players[0].hand) == 1 + 1 + 2
    play(g, "mv.water.stream")
    assert len(g.players[0].hand) == 3 + 3 + 3
    g = sc(hand=["mv.flash.afterimage", "mv.water.stream"], deck=[STONE] * 10)
    play(g, "mv.flash.afterimage")
    assert g.ap == 2 and g.twice == 0 and len(g.players[0].hand) == 2


def test_arc_blade_deals_2_and_2_more_after_another_flash_card():
    g = sc(hand=["mv.flash.chain_lightning", "mv.flash.arc_blade", DAGGER], phase="combat")
    play(g, "mv.flash.chain_lightning")
    play(g, "mv.flash.arc_blade")
    assert g.combat == 2 + 2 + 2
    g = sc(hand=["mv.flash.arc_blade", DAGGER], phase="combat")
    play(g, "mv.flash.arc_blade")
    assert g.combat == 2


def test_alchemy_coin_after_another_flash_card_may_turn_a_card_into_one_costing_3_more():
    g = sc(hand=["mv.flash.spark", "mv.flash.alchemy_coin", DAGGER])
    play(g, "mv.flash.spark")
    to_phase(g, "buy")
    play(g, "mv.flash.alchemy_coin")
    assert g.gems == 2 and isinstance(g.pending, RemoveCards) and g.pending.optional
    do(g, "choose_card", card=DAGGER)
    assert g.players[0].removed == [DAGGER] and isinstance(g.pending, GainCard)
    offered = {a.card for a in g.legal_actions()}
    assert "mv.water.tide_village" in offered and "mv.water.stream" not in offered  # 0 + 3
    do(g, "choose_card", card="mv.water.tide_village")
    assert "mv.water.tide_village" in g.players[0].played
    # declining the removal gains nothing
    g = sc(hand=["mv.flash.spark", "mv.flash.alchemy_coin", DAGGER])
    play(g, "mv.flash.spark")
    to_phase(g, "buy")
    play(g, "mv.flash.alchemy_coin")
    do(g, "done")
    assert g.pending is None and g.players[0].removed == []
    g = sc(hand=["mv.flash.alchemy_coin", DAGGER], phase="buy")
    play(g, "mv.flash.alchemy_coin")
    assert g.gems == 2 and g.pending is None


# -- Moon-shadow --------------------------------------------------------------------------------
def test_stardust_gives_a_star_at_the_end_of_the_turn_if_another_moon_card_was_played_even_later():
    g = sc(hand=["mv.moon.stardust", "mv.moon.crescent_blade"], phase="buy")
    play(g, "mv.moon.stardust")
    assert g.gems == 1 and g.players[0].stars == 0
    to_phase(g, "combat")
    events = play(g, "mv.moon.crescent_blade")  # the last weapon: combat and the turn end
    assert stars_from(events, "mv.moon.stardust") == 1 and g.players[0].stars == 2
    g = sc(hand=["mv.moon.stardust", DAGGER], phase="buy")
    play(g, "mv.moon.stardust")
    to_phase(g, "combat")
    events = play(g, DAGGER)
    assert stars_from(events, "mv.moon.stardust") == 0 and g.players[0].stars == 0
    assert events_of(events, "turn_ended")


def test_lunar_sickle_deals_1_and_gives_a_star_after_another_moon_card():
    g = sc(hand=["mv.moon.crescent_blade", "mv.moon.lunar_sickle", DAGGER], phase="combat")
    play(g, "mv.moon.crescent_blade")
    play(g, "mv.moon.lunar_sickle")
    assert g.combat == 2 and g.players[0].stars == 1
    g = sc(hand=["mv.moon.lunar_sickle", DAGGER], phase="combat")
    play(g, "mv.moon.lunar_sickle")
    assert g.combat == 1 and g.players[0].stars == 0


# -- Darkness -----------------------------------------------------------------------------------
def test_umbral_rite_draws_2_and_after_another_darkness_card_gives_1_ap_and_removes_up_to_2():
    g = sc(hand=["mv.dark.shadow_pact", "mv.dark.umbral_rite"], deck=[DAGGER] * 4)
    play(g, "mv.dark.shadow_pact")
    do(g, "done")  # Shadow Pact's removal declined
    play(g, "mv.dark.umbral_rite")
    assert g.ap == 1 and len(g.players[0].hand) == 2
    assert isinstance(g.pending, RemoveCards) and g.pending.count == 2
    do(g, "choose_card", card=DAGGER)
    do(g, "choose_card", card=DAGGER)
    assert g.players[0].removed == [DAGGER, DAGGER] and g.players[0].hand == [] and g.pending is None
    g = sc(hand=["mv.dark.umbral_rite"], deck=[DAGGER] * 4)
    play(g, "mv.dark.umbral_rite")
    assert g.ap == 0 and len(g.players[0].hand) == 2 and g.pending is None


def test_obsidian_coin_gives_2_gems_a_removal_and_2_more_gems_after_another_darkness_card():
    g = sc(hand=["mv.dark.shadow_pact", "mv.dark.obsidian_coin", DAGGER])
    play(g, "mv.dark.shadow_pact")
    do(g, "done")
    to_phase(g, "buy")
    play(g, "mv.dark.obsidian_coin")
    assert g.gems == 2 and isinstance(g.pending, RemoveCards) and g.pending.optional
    do(g, "choose_card", card=DAGGER)
    assert g.players[0].removed == [DAGGER] and g.gems == 4
    g = sc(hand=["mv.dark.obsidian_coin", DAGGER], phase="buy")
    play(g, "mv.dark.obsidian_coin")
    do(g, "done")  # the removal may be declined; the combo is shut
    assert g.gems == 2 and g.pending is None and g.players[0].removed == []


# -- Curse --------------------------------------------------------------------------------------
def test_hex_bolt_deals_2_and_after_another_curse_card_the_opponent_discards():
    g = sc(hand=["mv.curse.shackle", "mv.curse.hex_bolt", DAGGER])
    play(g, "mv.curse.shackle")
    to_phase(g, "combat")
    play(g, "mv.curse.hex_bolt")
    assert g.combat == 2 and isinstance(g.pending, DiscardCards) and g.pending.player == 1
    do(g, "choose_card", card=STONE)
    assert len(g.players[1].hand) == 4 and g.players[1].discard == [STONE]
    g = sc(hand=["mv.curse.hex_bolt", DAGGER], phase="combat")
    play(g, "mv.curse.hex_bolt")
    assert g.combat == 2 and g.pending is None and len(g.players[1].hand) == 5


def test_cursed_coin_gives_2_gems_and_after_another_curse_card_the_opponent_1_less_ap():
    g = sc(hand=["mv.curse.hex", "mv.curse.cursed_coin"], opp_hand=[STONE] * 3)
    play(g, "mv.curse.hex")
    to_phase(g, "buy")
    play(g, "mv.curse.cursed_coin")
    assert g.gems == 2 + 2 and g.players[1].ap_penalty == 1
    g = sc(hand=["mv.curse.cursed_coin"], phase="buy")
    play(g, "mv.curse.cursed_coin")
    assert g.gems == 2 and g.players[1].ap_penalty == 0


# -- characters ---------------------------------------------------------------------------------
def ability(g, ch):
    return do(g, "use_ability", card=ch)


@pytest.mark.parametrize("ch", CHARS)
def test_each_character_has_its_use_limit(ch):
    g = sc(chars=(ch, None), hand=["mv.stone"], deck=[STONE] * 10, opp_hand=[STONE] * 8)
    uses = CHARACTERS[ch].uses
    assert g.players[0].uses == uses
    for _ in range(uses):
        ability(g, ch)
        while g.pending is not None:  # an opponent's discard
            g.apply(g.legal_actions()[0])
    assert g.players[0].uses == 0 and not any(a.kind == "use_ability" for a in g.legal_actions())


def test_pyre_caller_deals_2_and_2_more_after_a_fire_card():
    ch = "mv.char.pyre_caller"
    g = sc(chars=(ch, None), hand=["mv.fire.tinder_blade", DAGGER], phase="combat")
    play(g, "mv.fire.tinder_blade")
    events = ability(g, ch)
    assert [e.amount for e in events_of(events, "damaged")] == [2, 2] and g.players[1].hp == 36
    g = sc(chars=(ch, None), hand=[DAGGER], phase="combat")
    ability(g, ch)
    assert g.players[1].hp == 38


def test_brook_diviner_draws_1_and_2_more_after_a_water_card():
    ch = "mv.char.brook_diviner"
    g = sc(chars=(ch, None), hand=["mv.water.pearl"], deck=[STONE] * 6, phase="buy")
    play(g, "mv.water.pearl")
    ability(g, ch)
    assert len(g.players[0].hand) == 1 + 1 + 2
    g = sc(chars=(ch, None), hand=[], deck=[STONE] * 6, phase="buy")
    ability(g, ch)
    assert len(g.players[0].hand) == 1


def test_thorn_keeper_gives_3_defense_and_heals_3_after_a_wood_card():
    ch = "mv.char.thorn_keeper"
    g = sc(chars=(ch, None), hand=["mv.wood.rootguard", STONE])
    g.players[0].hp = 30
    play(g, "mv.wood.rootguard")
    ability(g, ch)
    assert g.players[0].defense == 2 + 3 and g.players[0].hp == 33
    g = sc(chars=(ch, None), hand=[STONE])
    g.players[0].hp = 30
    ability(g, ch)
    assert g.players[0].defense == 3 and g.players[0].hp == 30


def test_caravan_master_gives_2_gems_and_a_buy_and_a_gem_after_a_soil_card():
    ch = "mv.char.caravan_master"
    g = sc(chars=(ch, None), hand=["mv.soil.gem_ore"], phase="buy")
    play(g, "mv.soil.gem_ore")
    ability(g, ch)
    assert g.gems == 2 + 2 + 1 and g.buys == 2
    g = sc(chars=(ch, None), hand=[], phase="buy")
    ability(g, ch)
    assert g.gems == 2 and g.buys == 1


def test_echo_adept_gives_1_ap_draws_1_and_2_more_after_a_flash_card():
    ch = "mv.char.echo_adept"
    g = sc(chars=(ch, None), hand=["mv.flash.spark", "mv.water.stream"], deck=[STONE] * 6)
    play(g, "mv.flash.spark")
    ability(g, ch)
    assert g.ap == 3 and len(g.players[0].hand) == 1 + 1 + 2
    g = sc(chars=(ch, None), hand=["mv.water.stream"], deck=[STONE] * 6)
    ability(g, ch)
    assert g.ap == 2 and len(g.players[0].hand) == 1 + 1


def test_jinx_witch_makes_the_opponent_discard_and_gain_a_stone_after_a_curse_card():
    ch = "mv.char.jinx_witch"
    g = sc(chars=(ch, None), hand=["mv.curse.shackle", STONE])
    play(g, "mv.curse.shackle")
    to_phase(g, "buy")
    ability(g, ch)
    assert isinstance(g.pending, DiscardCards) and g.pending.player == 1
    do(g, "choose_card", card=STONE)
    assert len(g.players[1].hand) == 4 and g.players[1].discard == [STONE, STONE]
    g = sc(chars=(ch, None), hand=[STONE])
    ability(g, ch)
    do(g, "choose_card", card=STONE)
    assert len(g.players[1].hand) == 4 and g.players[1].discard == [STONE]
