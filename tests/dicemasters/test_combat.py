"""The Attack Step: attackers, blockers one at a time, damage split by amounts, simultaneous
damage, knock-outs to the prep area, unblocked attackers out of play, and winning."""

from __future__ import annotations

from .helpers import SK, act, attack_with, block, char, events_of, find, table

BEAST, THOR = "avx-001", "avx-023"


def test_several_blockers_on_one_attacker_and_the_split_by_amounts() -> None:
    g, _ = table({THOR: 2}, {"avx-019": 4})
    thor = char(g, 0, THOR, 1)  # 5A 6D
    b1, b2, b3 = char(g, 1, SK), char(g, 1, SK), char(g, 1, "avx-019", 1)  # Storm 2A 1D
    attack_with(g, thor)
    block(g, b1, thor)
    block(g, b2, thor)
    act(g, "end_blockers")
    while g.decision.kind == "priority":
        act(g, "pass")
    assert g.step == "damage" and g.to_move == 0
    assert {(a.target, a.amount) for a in g.legal_actions()} == {
        (b, n) for b in (b1.id, b2.id) for n in range(1, 6)
    }
    act(g, "assign_damage", target=b1.id, amount=4)
    events = act(g, "assign_damage", target=b2.id, amount=1)
    # damage is simultaneous: both Sidekicks are knocked out, Thor takes 2
    ko = [e.die for e in events_of(events, "knocked_out")]
    assert ko == [b1.id, b2.id]
    assert b3.zone == "field" and thor.zone == "field"  # blocked attacker survives: back to the field
    assert g.life[1] == 20


def test_unblocked_attackers_hit_the_player_and_go_out_of_play() -> None:
    g, _ = table({THOR: 2}, {BEAST: 2})
    thor = char(g, 0, THOR, 1)
    events = []
    attack_with(g, thor)
    assert g.life[1] == 15
    assert thor.zone == "used"  # out of play, then to the used pile at cleanup
    _ = events


def test_a_blocker_is_knocked_out_to_its_owners_prep_area() -> None:
    g, _ = table({THOR: 2}, {BEAST: 2})
    thor = char(g, 0, THOR, 1)
    beast = char(g, 1, BEAST, 3)  # 2A 4D
    attack_with(g, thor)
    events = act(g, "block", die=beast.id, target=thor.id)
    assert [e.die for e in events_of(events, "knocked_out")] == [beast.id]
    assert thor.damage == 0 and thor.zone == "field"  # damage ends at cleanup


def test_only_fielded_characters_attack_and_no_one_blocks_twice() -> None:
    g, _ = table({THOR: 2}, {BEAST: 2})
    t1, t2 = char(g, 0, THOR, 1), char(g, 0, THOR, 1)
    beast = char(g, 1, BEAST, 1)
    attack_with(g, t1, t2)
    block(g, beast, t1)
    assert g.decision.kind != "block"  # Beast may block only one attacker


def test_simultaneous_zero_life_the_active_player_wins() -> None:
    g, _ = table({"avx-007": 1}, {BEAST: 2}, bac=["avx-027"], life=1)
    from .helpers import place

    place(g, 0, "avx-027", "reserve", 5)  # Force Beam **: 1 damage to each player
    act(g, "use_action", die=g.zones[0]["reserve"][0])
    assert g.is_over and g.result().winners == (0,)


def test_the_first_player_to_reach_zero_loses() -> None:
    g, _ = table({THOR: 2}, {BEAST: 2}, life=5)
    thor = char(g, 0, THOR, 1)
    attack_with(g, thor)
    assert g.is_over and g.result().to_dict() == {"winners": [0], "reason": "life", "scores": [5, 0]}
    assert g.to_move is None and g.legal_actions() == []


def test_blocked_attacker_survivors_and_blockers_return_to_the_field() -> None:
    g, _ = table({BEAST: 2}, {BEAST: 2})
    a = char(g, 0, BEAST, 3)  # 2A 4D
    b = char(g, 1, BEAST, 3)
    attack_with(g, a)
    block(g, b, a)
    assert a.zone == "field" and b.zone == "field"
    assert find(g, "select_reroll") is not None or g.active == 1


def test_losing_an_aura_after_combat_knocks_out_damaged_sidekicks() -> None:
    """Natural Leader attacks unblocked and goes out of play: a Sidekick that survived a block only
    thanks to his +1D is knocked out at once."""
    g, _ = table({"avx-005": 2}, {"avx-001": 2})
    cap = char(g, 0, "avx-005", 1)
    side = char(g, 0, SK)  # 2A 2D while Captain America is active
    blocker = char(g, 1, SK)  # 1A 1D
    attack_with(g, cap, side)
    events = act(g, "block", die=blocker.id, target=side.id)
    ko = [e.die for e in events_of(events, "knocked_out")]
    assert ko == [blocker.id, side.id]
