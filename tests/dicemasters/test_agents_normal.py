"""The normal agent's play in small positions built through the engine: it keeps and fields the
characters it buys, attacks when the race favours it (also into a blocker), holds a blocker back
when its life is low, and never leaves lethal damage unblocked when a block prevents it."""

from __future__ import annotations

from typing import Any

from game.dicemasters import records as R
from game.dicemasters.agents import Fighter, NormalAgent, attack_plan, block_plan, defend
from game.dicemasters.decisions import RerollDecision
from game.dicemasters.engine import DiceMasters

from .helpers import ACT0, SK, SK_BOLT, SK_CHAR, SK_FIST, act, char, energy, place, table, to_attack

CAP, TORCH, BEAST, HULK, INNER_RAGE = "avx-004", "avx-012", "avx-003", "avx-007", "avx-029"


def rerolled(g: DiceMasters, p: int, *dice: Any) -> set[str]:
    """The dice the agent selects when ``dice`` (in the reserve) are its Roll and Reroll step."""
    g.step = "reroll"
    g.decision = RerollDecision(p, tuple(d.id for d in dice))
    g.invalidate()
    agent = NormalAgent(1)
    picked: set[str] = set()
    while g.decision is not None and g.decision.kind == "reroll":
        a = agent.choose(g, p)
        if not isinstance(a, R.SelectReroll):
            break
        picked.add(a.die)
        act(g, "select_reroll", die=a.die)
    return picked


def declared_attackers(g: DiceMasters, p: int) -> set[str]:
    """The attackers the agent declares, one at a time, until it ends the declaration."""
    to_attack(g)
    agent = NormalAgent(1)
    out: set[str] = set()
    while g.decision is not None and g.decision.kind == "attack":
        a = agent.choose(g, p)
        if not isinstance(a, R.Attack):
            break
        out.add(a.die)
        act(g, "attack", die=a.die)
    return out


def test_a_rolled_character_it_bought_is_kept_for_fielding() -> None:
    g, _ = table({CAP: 2}, {BEAST: 2}, life=10)
    cap = place(g, 0, CAP, "reserve", 3)  # level 1: fielding cost 1, 3A 3D
    e1, e2 = energy(g, 0, SK, SK_FIST), energy(g, 0, SK, SK_BOLT)
    assert cap.id not in rerolled(g, 0, cap, e1, e2)


def test_a_character_is_fielded_before_the_energy_buys_a_die() -> None:
    # 7 energy: Hulk (7) or Captain America (fielding cost 1) and a cheaper die, not both
    g, _ = table({CAP: 2, HULK: 4}, {BEAST: 2}, life=10)
    cap = place(g, 0, CAP, "reserve", 3)
    place(g, 0, HULK, "reserve", 1)  # a double fist
    place(g, 0, HULK, "reserve", 1)
    energy(g, 0, SK, SK_FIST)
    energy(g, 0, SK, SK_BOLT)
    energy(g, 0, SK, SK_BOLT)
    assert any(isinstance(a, R.Purchase) and a.card == HULK for a in g.legal_actions())
    choice = NormalAgent(1).choose(g, 0)
    assert isinstance(choice, R.Field) and choice.die == cap.id


def test_against_a_low_opponent_attackers_go_into_the_blocker() -> None:
    g, _ = table({TORCH: 4}, {CAP: 2}, life=10)
    g.life[1] = 5  # half its life: not lethal this turn, but two more points are worth a Torch
    torches = {char(g, 0, TORCH, 1).id for _ in range(2)}  # 2A 2D each
    char(g, 1, CAP, 1)  # one blocker, 3A 3D: it stops one Torch, the other gets through
    assert declared_attackers(g, 0) == torches


def test_a_good_trade_attacks_into_a_blocker() -> None:
    g, _ = table({CAP: 2}, {TORCH: 2}, life=10)
    cap = char(g, 0, CAP, 2)  # 5A 4D
    char(g, 1, TORCH, 1)  # 2A 2D: blocking, it falls and Captain America survives
    assert declared_attackers(g, 0) == {cap.id}


def test_lethal_through_a_blocker_attacks_with_everything() -> None:
    g, _ = table({TORCH: 4}, {CAP: 2}, life=10)
    g.life[1] = 3
    torches = {char(g, 0, TORCH, 1).id for _ in range(3)}
    char(g, 1, CAP, 1)
    assert declared_attackers(g, 0) == torches


def test_at_low_life_a_blocker_stays_back() -> None:
    # 2 life against two 2A Torches: Captain America attacking would leave no blocker
    g, _ = table({CAP: 2}, {TORCH: 2}, life=10)
    g.life[0] = 2
    char(g, 0, CAP, 1)
    char(g, 1, TORCH, 1)
    char(g, 1, TORCH, 1)
    assert declared_attackers(g, 0) == set()


def test_at_low_life_a_sidekick_character_is_kept_as_a_blocker() -> None:
    g, _ = table({CAP: 2}, {TORCH: 2}, life=10)
    g.life[0] = 3
    char(g, 0, SK)
    char(g, 0, SK)
    char(g, 1, TORCH, 2)  # 3A: the field's attack is within reach of 3 life
    side = place(g, 0, SK, "reserve", SK_CHAR)
    e = energy(g, 0, SK, SK_FIST)
    assert side.id not in rerolled(g, 0, side, e)


def test_lethal_counting_the_attackers_action_die_is_blocked() -> None:
    # two 2A Torches attack a player at 5 life; Inner Rage in the attacker's reserve adds +1A to
    # both: 6 damage unless a Sidekick blocks one of them
    g, _ = table({TORCH: 4}, {BEAST: 2}, life=10)
    g.life[1] = 5
    t1, t2 = char(g, 0, TORCH, 1), char(g, 0, TORCH, 1)
    place(g, 0, INNER_RAGE, "reserve", ACT0)
    side = char(g, 1, SK)
    to_attack(g)
    act(g, "attack", die=t1.id)
    act(g, "attack", die=t2.id)
    act(g, "end_attackers")
    assert g.decision is not None and g.decision.kind == "block"
    choice = NormalAgent(1).choose(g, 1)
    assert isinstance(choice, R.Block) and choice.die == side.id
    assert block_plan(g, 1) == {side.id: choice.target}


def test_a_free_block_is_taken_and_a_chump_only_to_survive() -> None:
    big, small = Fighter("a", 3, 3), Fighter("b", 1, 1)
    wall, fodder = Fighter("w", 0, 5), Fighter("f", 1, 1)
    # the wall survives the 3A attacker for nothing; the 1/1 trades with the 1/1
    assert defend([big, small], [wall, fodder], life=20) == {"w": "a", "f": "b"}
    # at 3 life a 3A attacker is lethal: the fodder blocks it rather than be kept
    assert defend([big], [fodder], life=3) == {"f": "a"}
    assert defend([big], [fodder], life=10) == {}


def test_an_empty_field_is_attacked() -> None:
    g, _ = table({CAP: 2}, {TORCH: 2}, life=10)
    cap = char(g, 0, CAP, 1)
    to_attack(g)
    assert attack_plan(g, 0) == {cap.id}  # the reply is only what they field next turn
