"""One test per character: active abilities ("may", use limits, windows) and passives."""

from __future__ import annotations

from game.metaversus.decisions import React, Window
from game.metaversus.state import Phase

from .helpers import do, events_of, finish_setup, has, new, play, scenario

STONE, DAGGER = "mv.stone", "mv.dagger"


def chars(ch, opp=None, **kw):
    return scenario(chars=(ch, opp), **kw)


def test_ember_duelist_adds_1_to_the_combat_damage_event_after_two_weapons():
    g = chars("mv.char.ember_duelist", hand=[DAGGER, DAGGER], phase="combat")
    do(g, "play_all", card_type="weapon")
    assert g.players[1].hp == 37
    g = chars("mv.char.ember_duelist", hand=[DAGGER], phase="combat")
    play(g, DAGGER)
    assert g.players[1].hp == 39


def test_ash_raider_deals_4_twice_per_match():
    g = chars("mv.char.ash_raider", hand=[STONE])
    events = do(g, "use_ability", card="mv.char.ash_raider")
    assert events_of(events, "damaged")[0].amount == 4 and g.players[1].hp == 36
    do(g, "use_ability", card="mv.char.ash_raider")
    assert g.players[0].uses == 0 and not has(g, "use_ability")


def test_tide_sage_draws_2_three_times_and_declining_costs_nothing():
    g = chars("mv.char.tide_sage", hand=[], deck=[STONE] * 8)
    assert g.players[0].uses == 3
    do(g, "end_phase", phase="action")  # "may": not using it keeps every use
    assert g.players[0].uses == 3
    for _ in range(3):
        do(g, "use_ability", card="mv.char.tide_sage")
    assert len(g.players[0].hand) == 6 and not has(g, "use_ability")


def test_grove_warden_gains_1_defense_at_turn_start_with_18_cards_owned():
    g = chars("mv.char.grove_warden", hand=[])
    g.current = 1
    g.discard_phase()  # ends the opponent's turn: my turn starts (5 cards owned: no defense)
    assert g.current == 0 and g.players[0].defense == 0
    g = chars("mv.char.grove_warden", hand=[], deck=[STONE] * 18)
    g.current = 1
    g.discard_phase()
    assert g.players[0].defense == 1


def test_colossus_starts_with_8_more_hp_and_max_hp():
    g = new(21)
    for _ in range(4):
        g.apply(g.legal_actions()[-1])
    g.char_row = ("mv.char.colossus", *g.char_row[1:])
    g.invalidate()
    do(g, "pick_character", card="mv.char.colossus")
    do(g, "pick_character", card=g.char_row[1])
    assert (g.players[0].hp, g.players[0].max_hp) == (48, 48)
    assert g.players[1].max_hp == 40 or g.players[1].character == "mv.char.colossus"


def test_prospector_gains_3_gems_three_times():
    g = chars("mv.char.prospector", hand=[], phase="buy")
    do(g, "use_ability", card="mv.char.prospector")
    assert g.gems == 3 and g.players[0].uses == 2


def test_quartermaster_first_purchase_of_a_5_cost_card_costs_1_less():
    g = chars(
        "mv.char.quartermaster",
        hand=["mv.soil.gem_ore", "mv.soil.gem_ore"],
        exchange=["mv.fire.flame_blade", "mv.wood.bark_skin"]
        + [f"mv.water.{k}" for k in ("stream", "tide_village", "tidal_surge", "wave_crash", "pearl")]
        + ["mv.soil.bazaar", "mv.soil.quarry", "mv.dark.void"],
        phase="buy",
    )
    do(g, "play_all", card_type="currency")
    assert g.price("mv.fire.flame_blade") == 4 and g.price("mv.soil.bazaar") == 4
    g.buys = 2  # a second buy this turn pays full price
    events = do(g, "buy", card="mv.soil.bazaar")
    assert events_of(events, "bought")[0].cost == 4
    assert g.gems == 0 and g.price("mv.water.tidal_surge") == 5


def test_sky_guardian_can_cast_on_the_opponents_turn_before_combat_damage():
    g = chars(None, "mv.char.sky_guardian", hand=["mv.fire.inferno_edge"], phase="combat")
    play(g, "mv.fire.inferno_edge")
    assert isinstance(g.pending, React) and g.to_move == 1
    do(g, "use_ability", card="mv.char.sky_guardian")
    assert g.players[1].hp == 40 and g.players[1].defense == 2 and g.players[1].uses == 1


def test_sky_guardian_gets_a_window_at_each_phase_start_of_the_opponent():
    g = chars(None, "mv.char.sky_guardian", hand=[])
    g.enter("buy")
    assert g.pending == Window(1, Phase.BUY) and has(g, "pass")
    do(g, "pass")
    assert g.players[1].uses == 2 and g.to_move == 0


def test_prism_adept_gives_ap_and_makes_the_next_action_resolve_twice():
    g = chars("mv.char.prism_adept", hand=["mv.moon.eclipse"])
    assert g.players[0].uses == 4
    do(g, "use_ability", card="mv.char.prism_adept")
    assert g.ap == 2
    play(g, "mv.moon.eclipse")
    assert g.players[0].stars == 4


def test_moon_oracle_gains_a_star_and_draws_three_times():
    g = chars("mv.char.moon_oracle", hand=[], deck=[STONE] * 6)
    for _ in range(3):
        do(g, "use_ability", card="mv.char.moon_oracle")
    assert g.players[0].stars == 3 and len(g.players[0].hand) == 3 and not has(g, "use_ability")


def test_shade_removes_a_card_from_hand():
    g = chars("mv.char.shade", hand=[DAGGER, STONE])
    do(g, "use_ability", card="mv.char.shade")
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[0].removed == [DAGGER] and g.players[0].uses == 2


def test_hexer_makes_the_opponent_discard_and_ignores_a_ward():
    g = chars("mv.char.hexer", hand=[], opp_hand=[STONE, DAGGER])
    assert g.players[0].uses == 4
    g.players[1].warded = True  # Sanctuary stops card effects; abilities are not card effects
    do(g, "use_ability", card="mv.char.hexer")
    assert g.to_move == 1
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[1].hand == [STONE]


def test_every_revealed_character_can_be_drafted():
    g = finish_setup(new(22))
    assert all(ps.character for ps in g.players)


def test_an_ability_without_uses_left_is_not_offered_and_windows_close():
    g = chars(None, "mv.char.sky_guardian", hand=["mv.fire.inferno_edge"], phase="combat")
    g.players[1].uses = 0
    g.invalidate()
    play(g, "mv.fire.inferno_edge")  # no reaction card, no use left: damage at once
    assert g.pending is None and g.players[1].hp == 37


def test_each_reaction_copy_can_be_revealed_once_per_window():
    g = chars(
        None, None, hand=["mv.fire.inferno_edge"], opp_hand=["mv.sky.aegis", "mv.sky.aegis"], phase="combat"
    )
    play(g, "mv.fire.inferno_edge")
    do(g, "reveal", card="mv.sky.aegis")
    assert g.pending is not None and has(g, "reveal", card="mv.sky.aegis")  # the second copy
    do(g, "reveal", card="mv.sky.aegis")
    assert g.pending is None  # both copies revealed: nothing else to react with
    assert g.players[1].defense == 3 and g.players[1].hp == 40
