"""Seeded random playouts with invariants (the "perft" of this game), determinism, saves,
clones, observations, and agents that finish their games."""

from __future__ import annotations

import json

import pytest

import game
from game.core.actions import Action
from game.core.result import Termination
from game.core.rng import GameRNG
from game.core.session import GameSession
from game.dicemasters import AGENTS, check_invariants
from game.dicemasters.engine import DiceMasters

FORMATS = [("first_game", 110), ("basic", 40), ("tournament", 40), ("draft", 20)]


def random_game(seed: int, fmt: str, check: bool = True) -> DiceMasters:
    g = game.new_game("dicemasters", seed=seed, format=fmt)
    rng = GameRNG(seed, stream=5)
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        assert acts, "a running game always has a legal action"
        g.apply(acts[rng.randbelow(len(acts))])
        steps += 1
        if check:
            problems = check_invariants(g)
            assert not problems, (seed, fmt, steps, problems)
    assert isinstance(g, DiceMasters)
    return g


@pytest.mark.parametrize("fmt, games", FORMATS)
def test_random_playouts_keep_every_invariant(fmt: str, games: int) -> None:
    results = []
    for seed in range(games):
        g = random_game(seed, fmt)
        res = g.result()
        assert len(res.winners) in (0, 1)
        assert min(res.scores) <= 0 or res.termination is Termination.TURN_LIMIT
        results.append(res.winners[0] if res.winners else None)
    assert {0, 1} <= set(results)


def play_actions(seed: int, n: int) -> tuple[DiceMasters, list[Action], list[list[dict]]]:
    g = game.new_game("dicemasters", seed=seed, format="tournament")
    rng = GameRNG(seed, stream=9)
    actions, events = [], []
    for _ in range(n):
        if g.is_over:
            break
        acts = g.legal_actions()
        a = acts[rng.randbelow(len(acts))]
        actions.append(a)
        events.append([e.to_dict() for e in g.apply(a)])
    assert isinstance(g, DiceMasters)
    return g, actions, events


def test_same_seed_and_actions_give_the_same_events() -> None:
    g1, actions, ev1 = play_actions(21, 300)
    g2 = game.new_game("dicemasters", seed=21, format="tournament")
    ev2 = [[e.to_dict() for e in g2.apply(a)] for a in actions]
    assert ev1 == ev2
    assert g1.to_dict() == g2.to_dict()


def test_to_dict_round_trip_and_clone_are_independent() -> None:
    g, _, _ = play_actions(5, 150)
    d = g.to_dict()
    json.dumps(d)
    back = DiceMasters.from_dict(json.loads(json.dumps(d)))
    assert back.to_dict() == d
    assert back.legal_actions() == g.legal_actions()
    c = g.clone()
    assert c.to_dict() == d
    if not c.is_over:
        c.apply(c.legal_actions()[0])
        assert g.to_dict() == d  # the original is untouched


def test_save_and_load_in_the_middle_of_a_game(tmp_path) -> None:
    s = GameSession("dicemasters", seed=8, options={"format": "basic"})
    rng = GameRNG(3)
    for _ in range(120):
        acts = s.game.legal_actions()
        s.apply(acts[rng.randbelow(len(acts))])
    path = s.save(tmp_path / "dm.json")
    loaded = GameSession.load(path)
    assert loaded.game.to_dict() == s.game.to_dict()
    for _ in range(60):
        if s.game.is_over:
            break
        a = s.game.legal_actions()[rng.randbelow(len(s.game.legal_actions()))]
        assert [e.to_dict() for e in s.apply(a)] == [e.to_dict() for e in loaded.apply(a)]


def test_actions_round_trip_through_json() -> None:
    g, _, _ = play_actions(2, 80)
    for a in g.legal_actions():
        assert Action.from_dict(json.loads(json.dumps(a.to_dict())), game="dicemasters") == a


def test_observation_follows_the_schema() -> None:
    g, _, _ = play_actions(4, 60)
    obs = g.observation(0)
    json.dumps(obs)
    assert {"game", "turn", "active", "step", "to_move", "players", "basic_actions"} <= set(obs)
    assert obs["game"] == "dicemasters"
    assert obs["step"] in (
        "clear_draw",
        "reroll",
        "main",
        "attack_declare",
        "block",
        "attack_actions",
        "damage",
        "cleanup",
    )
    seen = []
    for pl in obs["players"]:
        assert set(pl["zones"]) == {"bag", "prep", "reserve", "field", "attack", "used", "out_of_play"}
        for z, dice in pl["zones"].items():
            for d in dice:
                assert {"id", "owner", "card", "face"} <= set(d)
                assert (d["face"] is None) == (z in ("bag", "prep", "used", "out_of_play"))
                seen.append(d["id"])
        for c in pl["cards"]:
            assert {"card", "name", "dice_left"} <= set(c)
    for c in obs["basic_actions"]:
        assert {"card", "name", "dice_left"} <= set(c)
    on_cards = sum(c["dice_left"] for c in obs["basic_actions"]) + sum(
        c["dice_left"] for pl in obs["players"] for c in pl["cards"]
    )
    assert len(seen) + on_cards == len(g.dice) - sum(len(v) for v in g.captured.values())
    assert g.observation(None)["players"] == obs["players"]  # everything but the bag order is public


@pytest.mark.parametrize("agents", [("normal", "random"), ("normal", "normal")])
def test_agents_finish_their_games(agents) -> None:
    for seed in range(6):
        g = game.new_game("dicemasters", seed=seed, format="first_game")
        players = [AGENTS[a](seed + i) for i, a in enumerate(agents)]
        while not g.is_over:
            p = g.to_move
            a = players[p].choose(g, p)
            assert a in g.legal_actions()
            g.apply(a)
        assert g.turn < 200


def test_the_normal_agent_beats_random_play() -> None:
    wins = 0
    for seed in range(8):
        g = game.new_game("dicemasters", seed=300 + seed, format="first_game")
        seat = seed % 2
        players = {seat: AGENTS["normal"](seed), 1 - seat: AGENTS["random"](seed)}
        while not g.is_over:
            p = g.to_move
            g.apply(players[p].choose(g, p))
        wins += g.result().winners == (seat,)
    assert wins >= 7
