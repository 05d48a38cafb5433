"""The attack plan's fast exchange (``_Exchange``) values every plan as ``defend``, ``clash`` and
``next_attack`` do, one call after the other; and the plans kept for recent positions are the
plans a fresh count finds."""

from __future__ import annotations

import random

import pytest

import game
from game.dicemasters import agents as A
from game.dicemasters import records as R
from game.dicemasters.agents import FRESH, Fighter, clash, defend, next_attack


def reference_value(
    atts: list[Fighter],
    stay: list[Fighter],
    theirs: list[Fighter],
    opp_life: int,
    my_life: int,
    pump: int,
    allowed: set[tuple[str, str]],
    weight: float,
) -> float:
    """A plan's worth, spelled out from the section's note with the three plain functions."""
    dealt = 0
    back: list[Fighter] = []
    lost_a: list[Fighter] = []
    lost_b: list[Fighter] = []
    if atts:
        plan = defend(atts, theirs, opp_life, pump, allowed) if theirs else {}
        dealt, back, lost_a, lost_b = clash(atts, theirs, plan)
        through = len(atts) - len(set(plan.values()))
        dealt += pump if through >= 2 else pump // 2 if through == 1 else 0
    if dealt >= opp_life:
        return 100.0 + dealt
    left = [f for f in theirs if f not in lost_b]
    known = next_attack(left, stay + back)
    taken = next_attack([*left, FRESH], stay + back)
    value = weight * dealt / opp_life - taken / my_life
    value += A.KO_WEIGHT * (sum(f.a + f.d for f in lost_b) - sum(f.a + f.d for f in lost_a))
    if known >= my_life:
        value -= A.DOOM
    return value


def reference_plan(g, p) -> frozenset[str]:
    """Every subset of the attackers, valued by ``reference_value``: the plan the agent must find."""
    i = A.plan_inputs(g, p)
    if i is None:
        return frozenset()
    head, tail = list(i.cands[: A.MAX_PLANNED]), list(i.cands[A.MAX_PLANNED :])
    theirs, allowed = list(i.theirs), set(i.allowed)
    best: tuple[float, int] = (float("-inf"), 0)
    best_set: frozenset[str] = frozenset()
    for mask in range(1 << len(head)):
        chosen = [f for k, f in enumerate(head) if mask >> k & 1]
        for extra in ([], tail) if tail and chosen else ([],):
            atts = [*i.fixed, *chosen, *extra]
            stay = [f for f in [*head, *tail] if f not in chosen and f not in extra] + list(i.idle)
            v = reference_value(atts, stay, theirs, i.opp_life, i.my_life, i.pump, allowed, i.weight)
            if (v, len(atts)) > best:
                best, best_set = (v, len(atts)), frozenset(f.id for f in [*chosen, *extra])
    return best_set


def _fighters(rng: random.Random, side: str, n: int) -> list[Fighter]:
    return [Fighter(f"{side}{i}", rng.randint(0, 6), rng.randint(0, 6)) for i in range(n)]


def test_the_exchange_values_every_plan_as_the_plain_functions_do():
    rng = random.Random(7)
    checked = 0
    for _ in range(1500):
        mine = _fighters(rng, "m", rng.randint(0, 8))
        theirs = _fighters(rng, "t", rng.randint(0, 7))
        # ties of attack and defense are common: they decide which blocker is taken first
        allowed = {(b.id, x.id) for b in theirs for x in mine if rng.random() < 0.8}
        opp_life, my_life = rng.randint(1, 20), rng.randint(1, 20)
        pump, weight = rng.randint(0, 4), rng.choice([1.0, 1.5])
        inputs = A.PlanInputs(
            (), tuple(mine), (), tuple(theirs), opp_life, my_life, pump, frozenset(allowed), weight
        )
        exchange = A._Exchange(mine, inputs)
        for _ in range(4):
            atts = [f for f in mine if rng.random() < 0.5]
            stay = [f for f in mine if f not in atts]
            want = reference_value(atts, stay, theirs, opp_life, my_life, pump, allowed, weight)
            assert exchange.value(atts, stay) == want
            checked += 1
    assert checked == 6000


@pytest.mark.parametrize("fmt", ["first_game", "tournament"])
def test_the_attack_plan_is_the_best_of_every_subset(fmt):
    checked = 0
    for seed in range(1, 7):
        g = game.new_game("dicemasters", seed=seed, format=fmt)
        agents = [A.NormalAgent(seed), A.NormalAgent(seed + 50)]
        while not g.is_over:
            p = g.to_move
            if any(isinstance(a, R.Attack) for a in g.legal_actions()):
                want = reference_plan(g, p)
                A._PLANS.clear()
                assert A.attack_plan(g, p) == want
                assert A.attack_plan(g, p) == want  # the kept plan
                checked += 1
            g.apply(agents[p].choose(g, p))
    assert checked > 40


def test_the_kept_plans_are_bounded():
    A._PLANS.clear()
    g = game.new_game("dicemasters", seed=3, format="tournament")
    agents = [A.NormalAgent(1), A.NormalAgent(2)]
    while not g.is_over:
        g.apply(agents[g.to_move].choose(g, g.to_move))
    assert 0 < len(A._PLANS) <= A.PLANS_KEPT
