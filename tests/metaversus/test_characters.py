"""One test per character: active abilities ("may", use limits, windows) and passives."""

from __future__ import annotations

from .helpers import do, events_of, finish_setup, has, new, play, scenario

STONE, DAGGER = "mv.stone", "mv.dagger"


def chars(ch, opp=None, **kw):
    return scenario(chars=(ch, opp), **kw)


def test_ember_duelist_adds_1_to_the_combat_damage_event():
    g = chars("mv.char.ember_duelist", hand=[DAGGER], phase="combat")
    play(g, DAGGER)
    assert g.players[1].hp == 38


def test_ash_raider_deals_5_once_per_match():
    g = chars("mv.char.ash_raider", hand=[STONE])
    events = do(g, "use_ability", card="mv.char.ash_raider")
    assert events_of(events, "damaged")[0].amount == 5 and g.players[1].hp == 35
    assert g.players[0].uses == 0 and not has(g, "use_ability")


def test_tide_sage_draws_1_three_times_and_declining_costs_nothing():
    g = chars("mv.char.tide_sage", hand=[], deck=[STONE] * 5)
    assert g.players[0].uses == 3
    do(g, "end_phase", phase="action")  # "may": not using it keeps every use
    assert g.players[0].uses == 3
    for _ in range(3):
        do(g, "use_ability", card="mv.char.tide_sage")
    assert len(g.players[0].hand) == 3 and not has(g, "use_ability")


def test_grove_warden_gains_1_defense_at_the_start_of_each_turn():
    g = chars("mv.char.grove_warden", hand=[])
    g.current = 1
    g.discard_phase()  # ends the opponent's turn: my turn starts
    assert g.current == 0 and g.players[0].defense == 1


def test_colossus_starts_with_8_more_hp_and_max_hp():
    g = new(21)
    for _ in range(4):
        g.apply(g.legal_actions()[-1])
    g.char_row[0] = "mv.char.colossus"
    g.invalidate()
    do(g, "pick_character", card="mv.char.colossus")
    do(g, "pick_character", card=g.char_row[1])
    assert (g.players[0].hp, g.players[0].max_hp) == (48, 48)
    assert g.players[1].max_hp == 40 or g.players[1].character == "mv.char.colossus"


def test_prospector_gains_2_gems_three_times():
    g = chars("mv.char.prospector", hand=[], phase="buy")
    do(g, "use_ability", card="mv.char.prospector")
    assert g.gems == 2 and g.players[0].uses == 2


def test_quartermaster_first_purchase_each_turn_costs_1_less():
    g = chars("mv.char.quartermaster", hand=["mv.soil.gem_ore", STONE],
              exchange=["mv.fire.flame_blade", "mv.wood.bark_skin"] + [f"mv.water.{k}" for k in
                        ("stream", "tide_village", "tidal_surge", "wave_crash", "pearl")] +
              ["mv.soil.bazaar", "mv.soil.quarry", "mv.dark.void"], phase="buy")
    do(g, "play_all", card_type="currency")
    assert g.price("mv.fire.flame_blade") == 3
    g.buys = 2  # a second buy this turn pays full price
    events = do(g, "buy", card="mv.wood.bark_skin")
    assert events_of(events, "bought")[0].cost == 2
    assert g.gems == 1 and g.price("mv.dark.void") == 2


def test_sky_guardian_can_cast_on_the_opponents_turn_before_combat_damage():
    g = chars(None, "mv.char.sky_guardian", hand=["mv.fire.inferno_edge"], phase="combat")
    play(g, "mv.fire.inferno_edge")
    assert g.pending[0] == "react" and g.to_move == 1
    do(g, "use_ability", card="mv.char.sky_guardian")
    assert g.players[1].hp == 40 and g.players[1].defense == 3 and g.players[1].uses == 0


def test_sky_guardian_gets_a_window_at_each_phase_start_of_the_opponent():
    g = chars(None, "mv.char.sky_guardian", hand=[])
    g.enter("buy")
    assert g.pending == ["window", 1, "buy"] and has(g, "pass")
    do(g, "pass")
    assert g.players[1].uses == 1 and g.to_move == 0


def test_prism_adept_makes_the_next_action_resolve_twice():
    g = chars("mv.char.prism_adept", hand=["mv.moon.eclipse"])
    do(g, "use_ability", card="mv.char.prism_adept")
    play(g, "mv.moon.eclipse")
    assert g.players[0].stars == 4


def test_moon_oracle_gains_a_star_twice():
    g = chars("mv.char.moon_oracle", hand=[])
    do(g, "use_ability", card="mv.char.moon_oracle")
    do(g, "use_ability", card="mv.char.moon_oracle")
    assert g.players[0].stars == 2 and not has(g, "use_ability")


def test_shade_removes_a_card_from_hand():
    g = chars("mv.char.shade", hand=[DAGGER, STONE])
    do(g, "use_ability", card="mv.char.shade")
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[0].removed == [DAGGER] and g.players[0].uses == 1


def test_hexer_makes_the_opponent_discard_and_ignores_a_ward():
    g = chars("mv.char.hexer", hand=[], opp_hand=[STONE, DAGGER])
    g.players[1].warded = True  # Sanctuary stops card effects; abilities are not card effects
    do(g, "use_ability", card="mv.char.hexer")
    assert g.to_move == 1
    do(g, "choose_card", card=DAGGER, zone="hand")
    assert g.players[1].hand == [STONE]


def test_every_revealed_character_can_be_drafted():
    g = finish_setup(new(22))
    assert all(ps.character for ps in g.players)
