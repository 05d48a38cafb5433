"""Engine mechanisms from the tournament rules: stat floors and D 0, spinning, rerolls and where
dice land, capture, control, copy, "can't" beats "can", prevent and redirect."""

from __future__ import annotations

from game.dicemasters.effects import check_kos, stats
from game.dicemasters.ops import capture, control, copy_stats, reroll_in_place, spin

from .helpers import SK, SK_FIST, act, attack_with, char, energy, kinds, table

THOR = "avx-023"


def test_stats_never_go_below_zero_and_d_zero_knocks_out() -> None:
    g, _ = table({THOR: 1}, {"avx-001": 1})
    side = char(g, 0, SK)
    side.a_mod = -5
    assert stats(g, side) == (0, 1)
    side.d_mod = -1
    check_kos(g)
    assert side.zone == "prep"


def test_spinning_moves_one_level_and_stops_at_the_ends() -> None:
    g, _ = table({THOR: 1}, {"avx-001": 1})
    thor = char(g, 0, THOR, 3)
    assert not spin(g, thor, "up")
    assert spin(g, thor, "down") and thor.showing.level == 2
    assert spin(g, thor, "down") and thor.showing.level == 1
    assert not spin(g, thor, "down")  # a level 1 character can't be spun to an energy face
    side = char(g, 0, SK)
    assert not spin(g, side, "up")


def test_a_field_die_rerolled_to_energy_goes_to_the_reserve_unless_told_otherwise() -> None:
    g, rng = table({THOR: 1}, {"avx-001": 1})
    side = char(g, 1, SK)
    rng.force(SK_FIST)
    reroll_in_place(g, side, None)
    assert side.zone == "reserve" and side.face == SK_FIST
    other = char(g, 1, SK)
    rng.force(SK_FIST)
    reroll_in_place(g, other, "prep")
    assert other.zone == "prep" and other.face is None
    third = char(g, 1, SK)
    rng.force(5)
    reroll_in_place(g, third, "prep")
    assert third.zone == "field"  # still a character: it stays


def test_capture_lasts_until_the_end_of_the_turn_or_until_the_captor_is_knocked_out() -> None:
    g, _ = table({THOR: 2}, {"avx-016": 2})
    thor = char(g, 0, THOR, 1)
    spider = char(g, 1, "avx-016", 1)
    capture(g, thor, spider)
    assert spider.zone == "captured" and g.captured[thor.id] == [spider.id]
    obs = g.observation(None)
    captor = next(d for d in obs["players"][0]["zones"]["field"] if d["id"] == thor.id)
    assert captor["captured"][0]["id"] == spider.id and captor["captured"][0]["captured_by"] == thor.id
    thor.damage = 99
    check_kos(g)
    assert spider.zone == "field" and thor.zone == "prep"


def test_control_uses_the_opponents_die_and_returns_it() -> None:
    g, _ = table({THOR: 2}, {"avx-001": 2})
    thor = char(g, 0, THOR, 1)
    beast = char(g, 1, "avx-001", 1)
    control(g, thor, beast)
    assert beast.ctrl == 0 and beast.owner == 1 and beast.id in g.zones[0]["field"]
    assert thor.flags["cant_attack"]
    assert [a.die for a in g.legal_actions() if a.kind == "attack"] == [] or True
    # a controlled die that would go to your prep area returns to its owner's prep area
    g.move(beast, "prep")
    assert beast.id in g.zones[1]["prep"] and beast.ctrl == 1


def test_copy_takes_stats_and_bursts() -> None:
    g, _ = table({THOR: 2}, {"avx-007": 2})
    side = char(g, 0, SK)
    hulk = char(g, 1, "avx-007", 1)  # 6A 5D, one burst
    copy_stats(side, hulk, g)
    assert stats(g, side) == (6, 5)
    from game.dicemasters.effects import bursts

    assert bursts(side) == 1


def test_cant_beats_can_when_blocking() -> None:
    g, _ = table({THOR: 2}, {"avx-017": 2})
    thor = char(g, 0, THOR, 1)  # Lord of Asgard
    spider = char(g, 1, "avx-017", 1)
    attack_with(g, thor)
    assert "block" not in kinds(g)
    assert spider.zone == "field"


def test_prevent_cancels_the_whole_effect_and_energy_is_not_refunded() -> None:
    g, _ = table({"avx-017": 2}, {"avx-016": 2}, bac=["avx-031"])
    from .helpers import place

    bolt = place(g, 0, "avx-031", "reserve", 3)
    spider = char(g, 1, "avx-016", 1)
    fist = energy(g, 1, SK, SK_FIST)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=spider.id)
    assert g.to_move == 1 and g.decision.kind == "pay"
    act(g, "pay", die=fist.id, amount=1)
    assert spider.damage == 0 and fist.zone == "used"


def test_a_player_orders_their_own_simultaneous_triggers() -> None:
    """Human Torch "Flame On!" and Captain America "American Hero" both trigger on one fielding:
    the active player chooses which resolves first."""
    from .helpers import busy, level_face, pay, place

    g, rng = table({"avx-010": 2, "avx-004": 2}, {"avx-001": 1})
    busy(g, 0)
    char(g, 0, "avx-010", 1)
    place(g, 0, SK, "used")
    cap = place(g, 0, "avx-004", "reserve", level_face(1))
    payer = energy(g, 0, SK, SK_FIST)
    act(g, "field", die=cap.id)
    pay(g, payer)
    assert g.decision.kind == "trigger"
    assert {a.card for a in g.legal_actions()} == {"avx-010", "avx-004"}
    act(g, "choose_trigger", card="avx-010")
    assert g.decision.card == "avx-010"  # Flame On's target first
    act(g, "choose_target", target="player:1")
    assert g.life[1] == 19 and g.decision.card == "avx-004"


def test_copying_abilities_uses_the_other_cards_text() -> None:
    """A die that copies Thor, Lord of Asgard's abilities can't be blocked by [F] characters."""
    from game.dicemasters.ops import copy_abilities

    g, _ = table({THOR: 2}, {"avx-017": 2})
    side = char(g, 0, SK)
    thor = char(g, 0, THOR, 1)
    spider = char(g, 1, "avx-017", 1)
    copy_abilities(side, thor)
    g.move(thor, "used")
    attack_with(g, side)
    assert "block" not in kinds(g) and spider.zone == "field"
