"""The attacking and blocking booster cards: Angel, Cyclops, Deadpool, Doctor Octopus, Nightcrawler,
Wolverine, Hawkeye and Spider-Man: Wall-Crawler. One scenario or more per card, its docstring
quoting the text it tests, plus the edges the text implies."""

from __future__ import annotations

import json

from game.dicemasters import NormalAgent
from game.dicemasters.effects import stats
from game.dicemasters.engine import DiceMasters

from .helpers import (
    ACT0,
    DOUBLE,
    SK,
    SK_FIST,
    act,
    attack_with,
    block,
    busy,
    char,
    energy,
    events_of,
    find,
    kinds,
    level_face,
    pay,
    place,
    table,
    to_attack,
)

ANGEL_35, ANGEL_65, ANGEL_99 = "avx-035", "avx-065", "avx-099"
CYC_38, CYC_69, CYC_102 = "avx-038", "avx-069", "avx-102"
DP_39, DP_70, DP_103 = "avx-039", "avx-070", "avx-103"
OCK_41, OCK_72, OCK_105 = "avx-041", "avx-072", "avx-105"
NC_52, NC_84, NC_116 = "avx-052", "avx-084", "avx-116"
WOLV_62, WOLV_126, WOLV_132 = "avx-062", "avx-126", "avx-132"
HAWK_46, HAWK_76, HAWK_110 = "avx-046", "avx-076", "avx-110"
SPIDEY_91 = "avx-091"
BEAST, THOR, STORM, HULK = "avx-001", "avx-023", "avx-019", "avx-007"
CAP = "avx-004"  # American Hero: nothing of his own in combat (3/3, 5/4, 5/5)
MUTATE = "avx-003"  # a [M] Beast whose block draws a die (1/2, 2/3, 2/4)


def blockers_for(g, attacker) -> set[str]:
    return {a.die for a in g.legal_actions() if a.kind == "block" and a.target == attacker.id}


def to_damage(g) -> list:
    """Finish blocking and pass the actions window, up to the damage step's first question (or
    further when nothing is asked); the events on the way."""
    events = []
    if g.decision.kind == "block":
        events += act(g, "end_blockers")
    while g.decision.kind == "priority" and g.step != "main":
        events += act(g, "pass")
    return events


def blk(g, blocker, attacker) -> list:
    """Block; the events (the block step ends by itself when no one else can block)."""
    return act(g, "block", die=blocker.id, target=attacker.id)


def kos(events) -> set[str]:
    return {e.die for e in events_of(events, "knocked_out")}


def round_trip(g: DiceMasters) -> DiceMasters:
    back = DiceMasters.from_dict(json.loads(json.dumps(g.to_dict())))
    assert back.to_dict() == g.to_dict()
    return back


# -- Angel -------------------------------------------------------------------------------------
def test_angel_high_ground_cannot_be_blocked_by_a_lower_level() -> None:
    """Angel cannot be blocked by a character with a lower level."""
    g, _ = table({ANGEL_35: 2}, {BEAST: 3})
    angel = char(g, 0, ANGEL_35, 2)
    side, b2, b3 = char(g, 1, SK), char(g, 1, BEAST, 2), char(g, 1, BEAST, 3)
    attack_with(g, angel)
    assert blockers_for(g, angel) == {b2.id, b3.id}  # the level 1 Sidekick can't
    assert side.zone == "field"


def test_angel_avenging_angel_blocked_and_not_knocked_out_deals_two() -> None:
    """If Angel is blocked but is not knocked out, he deals 2 damage to the opposing player."""
    g, _ = table({ANGEL_65: 2}, {BEAST: 2})
    angel = char(g, 0, ANGEL_65, 3)  # 3A 4D
    side = char(g, 1, SK)
    attack_with(g, angel)
    events = act(g, "block", die=side.id, target=angel.id)
    assert kos(events) == {side.id} and g.life[1] == 18
    assert [e.amount for e in events_of(events, "player_damaged")] == [2]


def test_angel_avenging_angel_knocked_out_or_unblocked_deals_nothing_more() -> None:
    """If Angel is blocked but is not knocked out ... (knocked out: nothing; unblocked: only his attack)."""
    g, _ = table({ANGEL_65: 2}, {THOR: 2})
    angel = char(g, 0, ANGEL_65, 1)  # 2A 2D
    thor = char(g, 1, THOR, 1)
    attack_with(g, angel)
    events = act(g, "block", die=thor.id, target=angel.id)
    assert kos(events) == {angel.id} and g.life[1] == 20
    g2, _ = table({ANGEL_65: 2}, {THOR: 2})
    angel2 = char(g2, 0, ANGEL_65, 1)
    attack_with(g2, angel2)
    assert g2.life[1] == 18  # his 2A, no extra damage


def test_angel_soaring_cannot_be_blocked_after_an_action() -> None:
    """If you used an action this turn, Angel cannot be blocked."""
    g, _ = table({ANGEL_99: 2}, {BEAST: 2}, bac=["avx-031"])
    angel = char(g, 0, ANGEL_99, 1)
    beast = char(g, 1, BEAST, 3)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:1")  # Power Bolt: 2 damage to the opponent
    attack_with(g, angel)
    assert g.life[1] == 16  # no block was possible: Power Bolt's 2 and Angel's 2
    assert beast.zone == "field"
    g2, _ = table({ANGEL_99: 2}, {BEAST: 2})
    angel2 = char(g2, 0, ANGEL_99, 1)
    beast2 = char(g2, 1, BEAST, 3)
    attack_with(g2, angel2)
    assert blockers_for(g2, angel2) == {beast2.id}  # no action used: he can be blocked


# -- Cyclops -----------------------------------------------------------------------------------
def test_cyclops_slim_full_attack_to_each_of_several_blockers() -> None:
    """When Cyclops is blocked by more than one character, he deals damage equal to his full attack to
    each character blocking him (instead of having to split it)."""
    g, _ = table({CYC_38: 2}, {CAP: 3})
    cyc = char(g, 0, CYC_38, 1)  # 4A 2D
    b1, b2 = char(g, 1, CAP, 1), char(g, 1, CAP, 1)  # 3A 3D each
    attack_with(g, cyc)
    events = blk(g, b1, cyc) + blk(g, b2, cyc) + to_damage(g)
    assert "damage_assigned" not in {e.kind for e in events}  # no split asked
    assert kos(events) == {b1.id, b2.id, cyc.id}  # 4 to each


def test_cyclops_slim_one_blocker_takes_his_attack_as_usual() -> None:
    """... blocked by more than one character ... (one blocker: the usual damage)."""
    g, _ = table({CYC_38: 2}, {CAP: 3})
    cyc = char(g, 0, CYC_38, 3)  # 6A 4D
    b1 = char(g, 1, CAP, 2)  # 5A 4D
    attack_with(g, cyc)
    events = act(g, "block", die=b1.id, target=cyc.id)
    assert {(e.target, e.amount) for e in events_of(events, "damage_dealt")} == {(b1.id, 6), (cyc.id, 5)}


def test_cyclops_if_looks_could_kill_hits_each_opposing_character_before_blocks() -> None:
    """When Cyclops is assigned to attack, before blockers are assigned, he deals his attack in damage to
    each opposing character."""
    g, _ = table({CYC_69: 2}, {CAP: 2})
    cyc = char(g, 0, CYC_69, 1)  # 4A
    side, beast = char(g, 1, SK), char(g, 1, CAP, 2)  # 1D and 4D
    mine = char(g, 0, SK)
    to_attack(g)
    act(g, "attack", die=cyc.id)
    events = act(g, "end_attackers")
    assert kos(events) == {side.id, beast.id}
    assert mine.id not in {e.target for e in events_of(events, "damage_dealt")}  # only opposing characters
    assert "blocker_declared" not in {e.kind for e in events}
    assert g.life[1] == 16  # no one was left to block him


def test_cyclops_scott_summers_deals_his_damage_to_the_opponent_instead() -> None:
    """If Cyclops is blocked, you may have him deal damage to your opponent instead of his blocker(s).
    If you do so, he goes to your used pile during cleanup."""
    g, _ = table({CYC_102: 2}, {CAP: 2})
    cyc = char(g, 0, CYC_102, 3)  # 6A 4D
    beast = char(g, 1, CAP, 1)  # 3A 3D
    attack_with(g, cyc)
    block(g, beast, cyc)
    to_damage(g)
    assert g.decision.kind == "target" and g.decision.options == ("player:1",) and g.to_move == 0
    assert {a.kind for a in g.legal_actions()} == {"choose_target", "decline"}
    g = round_trip(g)
    cyc, beast = g.dice[cyc.id], g.dice[beast.id]
    events = act(g, "choose_target", target="player:1")
    assert g.life[1] == 14
    assert beast.id not in {e.target for e in events_of(events, "damage_dealt")}  # his blocker took none
    assert cyc.damage == 0 and cyc.zone == "used"  # he went to the used pile during cleanup
    assert ("field", "used") in [
        (e.source, e.zone) for e in events_of(events, "die_moved") if e.die == cyc.id
    ]


def test_cyclops_scott_summers_declined_damages_his_blocker() -> None:
    """... you may have him deal damage to your opponent instead ... (declined: the usual damage)."""
    g, _ = table({CYC_102: 2}, {CAP: 2})
    cyc = char(g, 0, CYC_102, 3)
    beast = char(g, 1, CAP, 1)
    attack_with(g, cyc)
    block(g, beast, cyc)
    to_damage(g)
    events = act(g, "decline")
    assert kos(events) == {beast.id} and g.life[1] == 20
    assert cyc.zone == "field"


# -- Deadpool ----------------------------------------------------------------------------------
def test_deadpool_assassin_assigns_an_opposing_blocker() -> None:
    """When Deadpool attacks, you may assign an opposing character to block him."""
    g, _ = table({DP_39: 2}, {BEAST: 2})
    dp = char(g, 0, DP_39, 1)  # 2A 4D
    mine = char(g, 0, SK)
    beast = char(g, 1, "avx-001", 2)  # Big Boy Blue: +1A +1D when he blocks
    side = char(g, 1, SK)
    to_attack(g)
    act(g, "attack", die=dp.id)
    act(g, "attack", die=mine.id)
    act(g, "end_attackers")
    assert g.decision.kind == "target" and g.to_move == 0
    assert set(g.decision.options) == {beast.id, side.id} and "decline" in kinds(g)
    events = act(g, "choose_target", target=beast.id)
    assert [(e.die, e.target) for e in events_of(events, "blocker_declared")] == [(beast.id, dp.id)]
    assert beast.zone == "attack" and g.combat["blocks"][beast.id] == dp.id
    # the defender assigns the rest; the assigned character blocks no one else
    assert g.to_move == 1 and {(a.die, a.target) for a in g.legal_actions() if a.kind == "block"} == {
        (side.id, dp.id),
        (side.id, mine.id),
    }
    events = act(g, "end_blockers")
    # it counts as Beast blocking: his "when he blocks" ability answers
    assert any(e.kind == "stats_changed" and e.die == beast.id for e in events)


def test_deadpool_assassin_may_decline() -> None:
    """... you may assign ..."""
    g, _ = table({DP_39: 2}, {BEAST: 2})
    dp = char(g, 0, DP_39, 1)
    beast = char(g, 1, BEAST, 2)
    attack_with(g, dp)
    act(g, "decline")
    assert g.decision.kind == "block" and g.to_move == 1 and beast.zone == "field"


def test_deadpool_jack_knocks_out_the_assigned_character_at_the_end_of_the_turn() -> None:
    """When Deadpool attacks, you may assign an opposing character to block him. At the end of the
    turn, knock out that character."""
    g, _ = table({DP_70: 2}, {BEAST: 2})
    dp = char(g, 0, DP_70, 1)  # 2A 4D
    beast = char(g, 1, BEAST, 3)  # 2A 4D: neither falls in combat
    other = char(g, 1, BEAST, 3)
    attack_with(g, dp)
    act(g, "choose_target", target=beast.id)
    g = round_trip(g)
    dp, beast, other = g.dice[dp.id], g.dice[beast.id], g.dice[other.id]
    events = act(g, "end_blockers")
    assert [e.die for e in events_of(events, "knocked_out")] == [beast.id]
    assert other.zone == "field" and dp.zone == "field"  # Deadpool himself is not knocked out
    turn = [e.kind for e in events]
    assert turn.index("knocked_out") > turn.index("step_changed")  # at the end of the turn


def test_deadpool_chiyonosake_knocking_out_the_assigned_blocker_hits_each_opposing_character() -> None:
    """When Deadpool attacks, you may assign an opposing character to block him. If he knocks out that
    character, he deals 2 damage to each opposing character."""
    g, _ = table({DP_103: 2}, {BEAST: 2, THOR: 1})
    dp = char(g, 0, DP_103, 3)  # 3A 7D
    side = char(g, 1, SK)  # 1D
    beast = char(g, 1, BEAST, 1)  # 1A 2D
    thor = char(g, 1, THOR, 1)  # 5A 6D
    attack_with(g, dp)
    act(g, "choose_target", target=side.id)
    events = to_damage(g)
    assert kos(events) == {side.id, beast.id}
    assert (thor.id, 2) in [(e.target, e.amount) for e in events_of(events, "damage_dealt")]


def test_deadpool_chiyonosake_no_splash_when_that_character_survives() -> None:
    """If he knocks out that character ... (it survives: no damage)."""
    g, _ = table({DP_103: 2}, {BEAST: 2, THOR: 1})
    dp = char(g, 0, DP_103, 3)  # 3A
    thor = char(g, 1, THOR, 1)  # 6D
    beast = char(g, 1, BEAST, 1)
    attack_with(g, dp)
    act(g, "choose_target", target=thor.id)
    events = to_damage(g)
    assert not kos(events) and beast.id not in {e.target for e in events_of(events, "damage_dealt")}


# -- Doctor Octopus ----------------------------------------------------------------------------
def test_doctor_octopus_megalomaniac_target_cannot_block() -> None:
    """When Doctor Octopus assigns to attack, target an opposing character. That character cannot block
    (this turn)."""
    g, _ = table({OCK_41: 2}, {BEAST: 2})
    ock = char(g, 0, OCK_41, 1)
    b1, b2 = char(g, 1, BEAST, 3), char(g, 1, BEAST, 2)
    attack_with(g, ock)
    assert g.decision.kind == "target" and "decline" not in kinds(g)
    act(g, "choose_target", target=b1.id)
    assert blockers_for(g, ock) == {b2.id}


def test_doctor_octopus_fully_armed_excess_goes_to_the_opponent_when_blocked() -> None:
    """When blocked, any damage that Doctor Octopus does in excess of his blocking characters' total
    defense is dealt to your opponent."""
    g, _ = table({OCK_72: 2}, {BEAST: 2})
    ock = char(g, 0, OCK_72, 1)  # 4A 4D
    side = char(g, 1, SK)  # 1D
    attack_with(g, ock)
    events = act(g, "block", die=side.id, target=ock.id)
    assert kos(events) == {side.id} and g.life[1] == 17


def test_doctor_octopus_mad_scientist_full_attack_to_each_blocker() -> None:
    """When Doctor Octopus is blocked by more than one character, he deals his full attack value in
    damage to each character blocking him (instead of having to split it)."""
    g, _ = table({OCK_105: 2}, {CAP: 3})
    ock = char(g, 0, OCK_105, 2)  # 4A 8D
    b1, b2 = char(g, 1, CAP, 1), char(g, 1, CAP, 1)  # 3A 3D each
    attack_with(g, ock)
    events = blk(g, b1, ock) + blk(g, b2, ock) + to_damage(g)
    assert "damage_assigned" not in {e.kind for e in events}
    assert kos(events) == {b1.id, b2.id} and ock.zone == "field"


# -- Nightcrawler ------------------------------------------------------------------------------
def test_nightcrawler_fuzzy_elf_only_mask_characters_block_him() -> None:
    """Nightcrawler cannot be blocked by non-[M] characters."""
    g, _ = table({NC_52: 2}, {BEAST: 2, THOR: 1})
    nc = char(g, 0, NC_52, 1)
    beast, thor, side = char(g, 1, BEAST, 1), char(g, 1, THOR, 1), char(g, 1, SK)
    attack_with(g, nc)
    assert blockers_for(g, nc) == {beast.id}
    assert thor.zone == side.zone == "field"


def test_nightcrawler_abandoned_knocks_out_a_blocker_at_the_end_of_the_attack() -> None:
    """At the end of the attack step, knock out one character that blocked Nightcrawler."""
    g, _ = table({NC_84: 2}, {MUTATE: 3})
    nc = char(g, 0, NC_84, 2)  # 3A 6D
    b1, b2 = char(g, 1, MUTATE, 3), char(g, 1, MUTATE, 3)  # 2A 4D: both survive the combat
    attack_with(g, nc)
    block(g, b1, nc)
    block(g, b2, nc)
    to_damage(g)
    act(g, "assign_damage", target=b1.id, amount=3)
    assert g.decision.kind == "target" and set(g.decision.options) == {b1.id, b2.id}
    assert b1.damage == 3  # the damage is still on them
    events = act(g, "choose_target", target=b2.id)
    assert kos(events) == {b2.id} and b1.zone == "field" and nc.zone == "field"


def test_nightcrawler_circus_freak_knocks_out_a_blocker_before_damage() -> None:
    """After assigning blockers, knock out one character blocking Nightcrawler (before assigning damage)."""
    g, _ = table({NC_116: 2}, {THOR: 2})
    nc = char(g, 0, NC_116, 1)  # 2A 4D
    thor = char(g, 1, THOR, 1)  # 5A: would knock him out
    attack_with(g, nc)
    events = act(g, "block", die=thor.id, target=nc.id)
    assert kos(events) == {thor.id} and not events_of(events, "damage_dealt")
    assert nc.zone == "field" and g.life[1] == 20  # blocked: no damage to the player either


# -- Wolverine ---------------------------------------------------------------------------------
def test_wolverine_wildboy_attacking_alone_spins_an_opposing_character_down() -> None:
    """When Wolverine attacks alone, you may spin one opponent's character down one level."""
    g, _ = table({WOLV_62: 2}, {BEAST: 2})
    w = char(g, 0, WOLV_62, 1)
    beast, side = char(g, 1, BEAST, 3), char(g, 1, SK)
    attack_with(g, w)
    assert g.decision.kind == "target" and g.decision.options == (beast.id,) and "decline" in kinds(g)
    act(g, "choose_target", target=beast.id)
    assert beast.face == level_face(2)
    assert side.zone == "field"


def test_wolverine_wildboy_not_alone_does_nothing() -> None:
    """When Wolverine attacks alone ... (with another attacker: nothing)."""
    g, _ = table({WOLV_62: 2}, {BEAST: 2})
    w, side = char(g, 0, WOLV_62, 1), char(g, 0, SK)
    beast = char(g, 1, BEAST, 3)
    attack_with(g, w, side)
    assert g.decision.kind == "block" and beast.face == level_face(3)


def test_wolverine_formerly_weapon_ten_gains_four_alone() -> None:
    """When Wolverine attacks alone, he gains +4A and +4D."""
    g, _ = table({WOLV_126: 2}, {BEAST: 2})
    w = char(g, 0, WOLV_126, 1)  # 5A 2D
    char(g, 1, BEAST, 3)
    attack_with(g, w)
    assert stats(g, w) == (9, 6)
    g2, _ = table({WOLV_126: 2}, {BEAST: 2})
    w2, side = char(g2, 0, WOLV_126, 1), char(g2, 0, SK)
    char(g2, 1, BEAST, 3)
    attack_with(g2, w2, side)
    assert stats(g2, w2) == (5, 2)


def test_wolverine_canucklehead_alone_cannot_be_blocked() -> None:
    """When Wolverine attacks alone, he cannot be blocked."""
    g, _ = table({WOLV_132: 2}, {BEAST: 2})
    w = char(g, 0, WOLV_132, 1)  # 5A
    char(g, 1, BEAST, 3)
    attack_with(g, w)
    assert g.life[1] == 15  # no block was offered
    g2, _ = table({WOLV_132: 2}, {BEAST: 2})
    w2, side = char(g2, 0, WOLV_132, 1), char(g2, 0, SK)
    beast = char(g2, 1, BEAST, 3)
    attack_with(g2, w2, side)
    assert beast.id in blockers_for(g2, w2)


# -- Hawkeye -----------------------------------------------------------------------------------
def test_hawkeye_longbow_deals_his_attack_to_a_target_when_fielded() -> None:
    """When fielded, Hawkeye deals his attack value in damage to a target opposing character."""
    g, _ = table({HAWK_46: 2}, {BEAST: 2})
    beast, side = char(g, 1, BEAST, 3), char(g, 1, SK)
    hawk = place(g, 0, HAWK_46, "reserve", level_face(2))  # 4A, fielding cost 0
    busy(g, 0)
    act(g, "field", die=hawk.id)
    assert g.decision.kind == "target" and set(g.decision.options) == {beast.id, side.id}
    events = act(g, "choose_target", target=beast.id)
    assert kos(events) == {beast.id}  # 4 damage, 4D


def test_hawkeye_brer_spins_characters_he_damages_to_level_one() -> None:
    """Spin characters damaged by Hawkeye to level 1."""
    g, _ = table({HAWK_76: 2}, {THOR: 2})
    hawk = char(g, 0, HAWK_76, 2)  # 4A 1D
    thor = char(g, 1, THOR, 3)  # 8A 8D; level 1: 6D
    attack_with(g, hawk)
    events = act(g, "block", die=thor.id, target=hawk.id)
    assert (thor.id, 1) in [(e.die, e.level) for e in events_of(events, "die_spun")]
    assert thor.id not in kos(events) and thor.face == level_face(1)  # 4 damage, 6D at level 1


def test_hawkeye_brer_a_spin_below_the_damage_knocks_out() -> None:
    """Spin characters damaged by Hawkeye to level 1 (4 damage on a level 1 with 3D: knocked out)."""
    g, _ = table({HAWK_76: 2}, {"avx-005": 2})
    hawk = char(g, 0, HAWK_76, 2)  # 4A
    cap = char(g, 1, "avx-005", 3)  # 5A 5D; level 1: 3D
    attack_with(g, hawk)
    events = act(g, "block", die=cap.id, target=hawk.id)
    assert cap.id in kos(events)


def test_hawkeye_robin_hood_resolves_his_damage_first() -> None:
    """When assigning damage in an attack step, Hawkeye assigns and resolves his damage before opposing
    characters."""
    g, _ = table({HAWK_110: 2}, {BEAST: 2})
    hawk = char(g, 0, HAWK_110, 1)  # 3A 1D
    side = char(g, 1, SK)  # 1A 1D
    attack_with(g, hawk)
    events = act(g, "block", die=side.id, target=hawk.id)
    assert kos(events) == {side.id}
    assert hawk.zone == "field" and hawk.id not in [e.target for e in events_of(events, "damage_dealt")]
    # without first strike the same exchange knocks both out
    g2, _ = table({HAWK_46: 2}, {BEAST: 2})
    hawk2 = char(g2, 0, HAWK_46, 1)
    side2 = char(g2, 1, SK)
    attack_with(g2, hawk2)
    assert kos(act(g2, "block", die=side2.id, target=hawk2.id)) == {hawk2.id, side2.id}


def test_hawkeye_robin_hood_blocking_strikes_first_and_the_survivor_assigns_after() -> None:
    """... Hawkeye assigns and resolves his damage before opposing characters (blocking too; an
    attacker that survives him then assigns its damage)."""
    g, _ = table({STORM: 2}, {HAWK_110: 2, BEAST: 2}, active=0)
    storm = char(g, 0, STORM, 1)  # 2A 1D
    thor_like = char(g, 0, SK)
    hawk = char(g, 1, HAWK_110, 2)  # 4A 1D
    attack_with(g, storm, thor_like)
    events = blk(g, hawk, storm) + to_damage(g)
    assert kos(events) == {storm.id} and hawk.zone == "field"  # Storm fell before dealing damage
    assert hawk.id not in {e.target for e in events_of(events, "damage_dealt")}


# -- Spider-Man: Wall-Crawler ------------------------------------------------------------------
def spider_attack(life: int = 20, start: int = 20):
    g, _ = table({SPIDEY_91: 3}, {BEAST: 2}, life=start)
    g.life = [start, life]
    spidey = char(g, 0, SPIDEY_91, 1)  # 3A
    beast = char(g, 1, BEAST, 3)
    energy(g, 0, SPIDEY_91, DOUBLE)  # [F][F]
    busy(g, 0)
    attack_with(g, spidey)
    act(g, "end_blockers")
    return g, spidey, beast


def test_spider_man_wall_crawler_sets_the_opponent_to_ten_before_damage() -> None:
    """If Spider-Man attacks and is not blocked, you may pay [F][F] to change your opponent's life to 10
    (before damage is dealt)."""
    g, spidey, _ = spider_attack()
    assert g.decision.kind == "pay" and g.decision.types == ("fist", "fist") and g.to_move == 0
    fists = [a for a in g.legal_actions() if a.kind == "pay"]
    pay(g, fists[0].die)
    while g.decision and g.decision.kind == "priority" and g.step != "main":
        act(g, "pass")
    assert g.life[1] == 7  # set to 10, then his 3 damage


def test_spider_man_wall_crawler_declined_or_blocked() -> None:
    """... you may pay [F][F] ... (declined: only his damage; blocked: not offered)."""
    g, _, _ = spider_attack()
    act(g, "decline")
    while g.decision and g.decision.kind == "priority" and g.step != "main":
        act(g, "pass")
    assert g.life[1] == 17
    g2, _ = table({SPIDEY_91: 3}, {BEAST: 2})
    spidey = char(g2, 0, SPIDEY_91, 1)
    beast = char(g2, 1, BEAST, 3)
    energy(g2, 0, SPIDEY_91, DOUBLE)
    busy(g2, 0)
    attack_with(g2, spidey)
    act(g2, "block", die=beast.id, target=spidey.id)
    assert g2.decision.kind != "pay"


def test_spider_man_wall_crawler_raises_a_low_life_but_never_above_the_starting_life() -> None:
    """... change your opponent's life to 10 ... (6 life goes to 10; life can never rise above the
    starting life: in an 8-life game it stays at 8)."""
    g, _, _ = spider_attack(life=6)
    pay(g, next(a for a in g.legal_actions() if a.kind == "pay").die)
    while g.decision and g.decision.kind == "priority" and g.step != "main":
        act(g, "pass")
    assert g.life[1] == 7
    g2, _, _ = spider_attack(life=8, start=8)
    pay(g2, next(a for a in g2.legal_actions() if a.kind == "pay").die)
    while g2.decision and g2.decision.kind == "priority" and g2.step != "main":
        act(g2, "pass")
    assert g2.life[1] == 5


# -- the normal agent in the new decisions -----------------------------------------------------
def test_normal_agent_assigns_a_blocker_deadpool_beats() -> None:
    """The assigned blocker: one Deadpool knocks out without falling, not the one that kills him."""
    g, _ = table({DP_39: 2}, {BEAST: 2, THOR: 1})
    dp = char(g, 0, DP_39, 3)  # 3A 7D
    side = char(g, 1, SK)
    thor = char(g, 1, THOR, 3)  # 8A: kills him
    attack_with(g, dp)
    choice = NormalAgent(1).choose(g, 0)
    assert choice == find(g, "choose_target", target=side.id)
    _ = thor


def test_normal_agent_sends_cyclops_damage_to_the_opponent_when_it_wins() -> None:
    """Damage to the opponent instead: taken when it wins the game, declined when his blocker falls."""
    g, _ = table({CYC_102: 2}, {BEAST: 2})
    g.life = [20, 6]
    cyc = char(g, 0, CYC_102, 3)
    beast = char(g, 1, BEAST, 1)
    attack_with(g, cyc)
    block(g, beast, cyc)
    to_damage(g)
    assert NormalAgent(1).choose(g, 0).kind == "choose_target"
    g2, _ = table({CYC_102: 2}, {BEAST: 2})
    cyc2 = char(g2, 0, CYC_102, 3)
    beast2 = char(g2, 1, BEAST, 3)  # 4D: his 6A knocks it out
    attack_with(g2, cyc2)
    block(g2, beast2, cyc2)
    to_damage(g2)
    assert NormalAgent(1).choose(g2, 0).kind == "decline"


def test_normal_agent_pays_wall_crawler_only_when_it_lowers_life() -> None:
    """Pay [F][F] to set the opponent's life to 10: yes from 20, no from 6."""
    g, _, _ = spider_attack()
    assert NormalAgent(1).choose(g, 0).kind == "pay"
    g2, _, _ = spider_attack(life=6)
    assert NormalAgent(1).choose(g2, 0).kind == "decline"


def test_sidekick_fist_energy_pays_wall_crawler_too() -> None:
    """[F][F] is two fist energy: two single Sidekick fists pay it, one does not suffice."""
    g, _ = table({SPIDEY_91: 3}, {BEAST: 2})
    spidey = char(g, 0, SPIDEY_91, 1)
    e1, e2 = energy(g, 0, SK, SK_FIST), energy(g, 0, SK, SK_FIST)
    busy(g, 0)
    attack_with(g, spidey)
    act(g, "end_blockers") if g.decision.kind == "block" else None
    assert g.decision.kind == "pay"
    pay(g, e1)
    assert g.decision.kind == "pay"
    pay(g, e2)
    assert g.life[1] <= 10


def test_hawkeye_robin_hood_the_attacker_he_blocks_assigns_its_damage_after_his() -> None:
    """... Hawkeye assigns and resolves his damage before opposing characters (an attacker he does
    not knock out then splits its damage among its blockers; the game saves and loads between)."""
    g, _ = table({THOR: 2}, {HAWK_110: 2})
    thor = char(g, 0, THOR, 1)  # 5A 6D
    hawk, side = char(g, 1, HAWK_110, 2), char(g, 1, SK)  # 4A 1D; 1A 1D
    attack_with(g, thor)
    events = blk(g, hawk, thor) + blk(g, side, thor) + to_damage(g)
    assert [(e.target, e.amount) for e in events_of(events, "damage_dealt")] == [(thor.id, 4)]
    assert g.decision.kind == "assign" and g.to_move == 0 and thor.damage == 4
    g = round_trip(g)
    act(g, "assign_damage", target=side.id, amount=1)
    events = act(g, "assign_damage", target=hawk.id, amount=4)
    assert kos(events) == {hawk.id, side.id}  # Hawkeye dealt his damage once: Thor has 4 + 1
    assert (thor.id, 1) in [(e.target, e.amount) for e in events_of(events, "damage_dealt")]
