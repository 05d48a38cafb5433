"""Agent levels: the generic ISMCTS agent, the easy and hard levels and the per-game search hooks."""

from __future__ import annotations

from typing import Any

import pytest

import game
from game.core.agents import agent_levels, make_agent
from game.core.ismcts import ISMCTSAgent
from game.core.levels import EasyAgent, make_easy, make_hard, search_hooks
from game.core.rng import GameRNG

CASES = [
    ("dicemasters", {"format": "first_game"}, 2),
    ("dicemasters", {"format": "basic"}, 2),
    ("metaversus", {}, 2),
    ("legendary", {}, 2),
]
IDS = [f"{name}-{opts.get('format', '')}" for name, opts, _ in CASES]
SMALL: dict[str, Any] = {"iterations": 6, "rollout_depth": 4, "max_tree_depth": 3}


def midgame(name: str, opts: dict[str, Any], players: int, seed: int, steps: int) -> Any:
    """A game after ``steps`` decisions of the normal agents, stopped at a searched decision."""
    g = game.new_game(name, players=players, seed=seed, **opts)
    agents = [make_agent(name, "normal", seed + i) for i in range(players)]
    hooks = search_hooks(name)
    wanted = getattr(hooks, "worth_searching", None)
    done = 0
    while not g.is_over:
        p = g.to_move
        assert p is not None
        acts = g.legal_actions()
        if done >= steps and len(acts) > 1 and (wanted is None or wanted(g, p, acts)):
            return g
        g.apply(agents[p].choose(g, p))
        done += 1
    raise AssertionError("the game ended before the wanted decision")


@pytest.mark.parametrize("name", sorted(n for n, pkg in game.PACKAGES.items() if "normal" in pkg.agents))
def test_every_game_offers_four_levels_weakest_first(name: str) -> None:
    assert list(agent_levels(name))[:5] == ["random", "easy", "normal", "hard", "expert"]
    assert isinstance(make_agent(name, "easy", 1), EasyAgent)
    assert isinstance(make_agent(name, "hard", 1), ISMCTSAgent)


@pytest.mark.parametrize(("name", "opts", "players"), CASES, ids=IDS)
def test_hard_leaves_the_game_untouched_and_answers_legally(
    name: str, opts: dict[str, Any], players: int
) -> None:
    g = midgame(name, opts, players, seed=3, steps=12)
    before = g.to_dict()
    agent = make_hard(name, 5, **SMALL)
    action = agent.choose(g, g.to_move)
    assert g.to_dict() == before
    assert action in g.legal_actions()
    assert agent.last_iterations == SMALL["iterations"]
    assert agent.explain()


@pytest.mark.parametrize(("name", "opts", "players"), CASES, ids=IDS)
def test_hard_is_deterministic_for_a_seed(name: str, opts: dict[str, Any], players: int) -> None:
    choices = []
    for _ in range(2):
        g = midgame(name, opts, players, seed=4, steps=20)
        agent = make_hard(name, 9, **SMALL)
        picks = []
        for _ in range(3):  # a few successive decisions, so the agent's own generator advances
            if g.is_over:
                break
            a = agent.choose(g, g.to_move)
            picks.append(a.to_dict())
            g.apply(a)
        choices.append(picks)
    assert choices[0] == choices[1]


@pytest.mark.parametrize(("name", "opts", "players"), CASES, ids=IDS)
def test_determinize_keeps_what_the_player_sees_and_changes_hidden_order(
    name: str, opts: dict[str, Any], players: int
) -> None:
    hooks = search_hooks(name)
    assert hooks is not None
    changed = False
    for steps in (5, 20, 35, 50):
        g = midgame(name, opts, players, seed=6, steps=steps)
        p = g.to_move
        before = g.to_dict()
        seen = g.observation(p)
        for k in range(6):
            d = hooks.determinize(g, p, GameRNG(k, stream=3))
            assert d is not g
            assert d.observation(p) == seen
            assert d.legal_actions() == g.legal_actions()
            changed = changed or d.to_dict() != before
        assert g.to_dict() == before
    assert changed


def test_metaversus_determinize_deals_the_opponent_a_new_hand() -> None:
    hooks = search_hooks("metaversus")
    assert hooks is not None
    g = midgame("metaversus", {}, 2, seed=2, steps=40)
    p = g.to_move
    opp = g.players[1 - p]
    hands = set()
    for k in range(10):
        d = hooks.determinize(g, p, GameRNG(k))
        o = d.players[1 - p]
        assert sorted(o.hand + o.deck) == sorted(opp.hand + opp.deck)
        assert len(o.hand) == len(opp.hand)
        assert d.players[p].hand == g.players[p].hand
        hands.add(tuple(sorted(o.hand)))
    assert len(hands) > 1


def test_dicemasters_determinize_shuffles_bags_only() -> None:
    hooks = search_hooks("dicemasters")
    assert hooks is not None
    g = midgame("dicemasters", {"format": "basic"}, 2, seed=8, steps=10)
    d = hooks.determinize(g, g.to_move, GameRNG(1))
    for q in (0, 1):
        assert sorted(d.zones[q]["bag"]) == sorted(g.zones[q]["bag"])
        for z in ("prep", "reserve", "field", "attack", "used", "out_of_play"):
            assert d.zones[q][z] == g.zones[q][z]


def test_millisecond_budget_reads_the_injected_clock() -> None:
    g = midgame("dicemasters", {"format": "first_game"}, 2, seed=3, steps=12)
    ticks = iter(range(1000))
    agent = make_hard(
        "dicemasters", 1, iterations=500, max_ms=2.5, clock=lambda: next(ticks) / 1000.0, rollout_depth=2
    )
    agent.choose(g, g.to_move)
    assert agent.last_root is not None
    width = len(agent.last_root.children)
    assert width <= agent.last_iterations <= width + 3  # every root action once, then the clock


def test_move_now_ends_the_search_once_every_root_action_was_tried() -> None:
    g = midgame("dicemasters", {"format": "first_game"}, 2, seed=3, steps=12)
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 2

    agent = make_agent("dicemasters", "expert", 1)
    agent.stop = stop
    mover = make_agent("dicemasters", "normal", 2)
    while agent.last_root is None:  # play on to a decision the expert searches
        asked.clear()
        action = agent.choose(g, g.to_move)
        assert g.is_legal(action)
        g.apply(mover.choose(g, g.to_move))
    width = len(agent.last_root.children)
    assert width <= agent.last_iterations <= width + 2 < agent.iterations


def test_expert_searches_more_than_hard() -> None:
    hard, expert = make_agent("dicemasters", "hard", 1), make_agent("dicemasters", "expert", 1)
    assert expert.name == "expert" and expert.iterations > hard.iterations
    assert expert.root_width >= hard.root_width


@pytest.mark.parametrize(("name", "opts", "players"), CASES, ids=IDS)
def test_small_budget_games_finish(name: str, opts: dict[str, Any], players: int) -> None:
    g = game.new_game(name, players=players, seed=11, **opts)
    agents: list[Any] = [
        make_hard(name, 1, iterations=2, rollout_depth=2, max_tree_depth=2),
        make_easy(name, 2),
    ]
    agents += [make_agent(name, "normal", 3 + i) for i in range(players - 2)]
    steps = 0
    while not g.is_over:
        p = g.to_move
        assert p is not None
        g.apply(agents[p].choose(g, p))
        steps += 1
        assert steps < 20_000
    assert g.result().reason


@pytest.mark.parametrize(("name", "opts", "players"), CASES, ids=IDS)
def test_easy_answers_legally_and_repeats_itself(name: str, opts: dict[str, Any], players: int) -> None:
    runs = []
    for _ in range(2):
        g = midgame(name, opts, players, seed=5, steps=8)
        agent = make_agent(name, "easy", 4)
        picks = []
        for _ in range(20):
            if g.is_over:
                break
            a = agent.choose(g, g.to_move)
            assert a in g.legal_actions()
            picks.append(a.to_dict())
            g.apply(a)
        runs.append(picks)
    assert runs[0] == runs[1]


@pytest.mark.parametrize("fmt", ["first_game", "tournament"])
def test_dice_masters_hard_spends_its_iterations_well_within_its_work_bound(fmt: str) -> None:
    """At positions of normal games the bound on the playouts' work never binds: the levels'
    measured strength is that of their iteration budgets there."""
    from game.dicemasters.search import HARD

    for seed in (2, 5):
        g = midgame("dicemasters", {"format": fmt}, 2, seed=seed, steps=30)
        agent = make_hard("dicemasters", 1)
        agent.choose(g, g.to_move)
        assert agent.last_iterations == HARD["iterations"]
        assert 0 < agent.work < HARD["max_work"] / 2


def test_dice_masters_search_stops_at_its_work_bound() -> None:
    g = midgame("dicemasters", {"format": "first_game"}, 2, seed=3, steps=12)
    free = make_hard("dicemasters", 1, max_work=None)
    free.choose(g, g.to_move)
    bound = make_hard("dicemasters", 1, max_work=free.work // 3)
    choice = bound.choose(g, g.to_move)
    assert bound.last_root is not None
    width = len(bound.last_root.children)
    assert width <= bound.last_iterations < free.last_iterations
    assert bound.work >= free.work // 3
    again = make_hard("dicemasters", 1, max_work=free.work // 3)
    assert again.choose(g, g.to_move) == choice
    assert again.last_iterations == bound.last_iterations
