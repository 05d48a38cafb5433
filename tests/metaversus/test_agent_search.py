"""The hard and expert duelists in the moments a person saw them go wrong: Sparks played with no
weapon to follow, gems left unspent with a good card on offer, a character's limited uses all
spent on the first turn; and the search's parts (candidate order, the value of a position)."""

from __future__ import annotations

import pytest

from game.core.levels import expert_params, make_expert, make_hard, search_hooks
from game.metaversus import search as S
from game.metaversus.agent import NormalAgent

from .helpers import EX, play, scenario

STONE, DAGGER, SPARK = "mv.stone", "mv.dagger", "mv.flash.spark"
MOON_ORACLE = "mv.char.moon_oracle"
SEEDS = range(1, 9)


def test_sparks_are_not_played_without_a_weapon_to_follow():
    for seed in SEEDS:
        g = scenario(hand=[SPARK, SPARK, STONE, STONE, STONE], exchange=EX, seed=seed)
        a = make_hard("metaversus", seed).choose(g, 0)
        assert a.kind == "end_phase", (seed, a)


def test_sparks_are_played_before_a_weapon_and_for_the_ap_another_action_needs():
    g = scenario(hand=[SPARK, SPARK, "mv.fire.flame_blade", STONE, STONE], exchange=EX)
    agent = make_hard("metaversus", 1)
    for _ in range(2):
        a = agent.choose(g, 0)
        assert a.kind == "play_card" and a.card == SPARK
        play(g, SPARK)
    assert g.next_weapon_bonus == 6
    # no weapon, but Spark's AP lets both draws be played, and they may draw one
    g = scenario(hand=[SPARK, "mv.water.stream", "mv.water.stream", STONE], exchange=EX)
    assert NormalAgent(1).choose(g, 0).card == SPARK


def _three_gems(seed: int):
    g = scenario(
        exchange=EX,
        phase="buy",
        hand=[],
        deck=[STONE] * 5 + [DAGGER] * 2,
        discard=[STONE] * 2 + [DAGGER],
        seed=seed,
    )
    g.players[0].played = [STONE] * 3
    g.players[0].turns = 3
    g.gems = 3
    g.invalidate()
    return g


@pytest.mark.parametrize("level, seeds", [(make_hard, SEEDS), (make_expert, SEEDS[:2])])
def test_three_gems_early_buy_a_card(level, seeds):
    for seed in seeds:
        g = _three_gems(seed)
        a = level("metaversus", seed).choose(g, 0)
        assert a.kind == "buy" and a.card != STONE, (seed, a)


def test_moon_oracle_s_uses_are_spread_over_the_match():
    for seed in SEEDS[:4]:
        g = scenario(hand=[STONE] * 5, chars=(MOON_ORACLE, None), exchange=EX, seed=seed)
        agent = make_hard("metaversus", seed)
        used = 0
        while g.phase == "action" and g.current == 0:
            a = agent.choose(g, 0)
            used += a.kind == "use_ability"
            g.apply(a)
        assert used <= 1, seed
    g = scenario(hand=[STONE] * 5, chars=(MOON_ORACLE, None), exchange=EX)
    g.players[0].stars = 9  # the star that wins is taken at once
    assert NormalAgent(1).choose(g, 0).kind == "use_ability"
    g = scenario(hand=[STONE] * 5, chars=(MOON_ORACLE, None), exchange=EX)
    g.players[0].turns, g.players[0].uses = 16, 2  # late: the uses left are not kept to the end
    assert NormalAgent(1).choose(g, 0).kind == "use_ability"


def test_candidates_come_in_the_heuristic_s_order():
    g = _three_gems(1)
    agent = make_hard("metaversus", 1)
    normal = agent.fallback
    preferred = normal.choose(g, 0)
    cands = agent.candidates(g, 0, preferred)
    assert cands[0] == preferred and len(cands) == S.HARD["root_width"]
    scores = [normal.score(g, 0, a) for a in cands[1:]]
    assert scores == sorted(scores, reverse=True)


def test_the_position_value_is_a_win_chance():
    g = scenario(exchange=EX)
    assert S.evaluate(g, 0) == pytest.approx(0.5, abs=0.05)
    assert S.evaluate(g, 0) + S.evaluate(g, 1) == pytest.approx(1.0, abs=1e-9)
    g.players[0].turns = g.players[1].turns = 10  # the middle of a match
    g.players[1].hp = 10
    ahead = S.evaluate(g, 0)
    assert 0.8 < ahead < 1.0
    g.players[0].stars = 8
    assert S.evaluate(g, 0) > ahead
    g.players[1].hp, g.players[0].stars = 40, 0
    g.players[0].hp = 5
    assert S.evaluate(g, 0) < 0.2


def test_expert_searches_more_than_hard():
    hooks = search_hooks("metaversus")
    expert, hard = expert_params(hooks), dict(S.HARD)
    assert expert["iterations"] >= 3 * hard["iterations"]
    assert make_expert("metaversus", 1).iterations == expert["iterations"]
