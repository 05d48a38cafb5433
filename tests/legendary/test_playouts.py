"""Seeded random playouts for 1-5 players with invariants, determinism, save/load mid-game,
clone independence, and what observations hide."""

from __future__ import annotations

import json

import pytest

from game.core.rng import GameRNG
from game.core.session import GameSession
from game.legendary import AGENTS, check_invariants
from game.legendary.engine import Legendary


def playout(n: int, seed: int, agent: str = "random", limit: int = 6000, **opts):
    g = Legendary.new(n, seed, **opts)
    agents = [AGENTS[agent](seed * 7 + i) for i in range(n)]
    actions, events = [], []
    for _ in range(limit):
        if g.is_over:
            break
        a = agents[g.to_move].choose(g, g.to_move)
        actions.append(a)
        events.append(g.apply(a))
        problems = check_invariants(g)
        assert not problems, (seed, len(actions), problems)
    return g, actions, events


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_random_playouts_keep_invariants(n):
    for seed in range(3):
        g, actions, _ = playout(n, seed)
        assert g.is_over, "a game ends (scheme, Mastermind or an empty deck)"
        res = g.result().to_dict()
        assert len(res["scores"]) == n and res["winners"] in ([], list(range(n)))


@pytest.mark.parametrize("n", [1, 3, 5])
def test_normal_agent_playouts(n):
    g, _, _ = playout(n, 11, agent="normal", first_game=True)
    assert g.is_over


def test_playouts_with_every_scheme_and_mastermind():
    from game.legendary.cards import MASTERMINDS, SCHEMES

    for i, scheme in enumerate(SCHEMES):
        mm = sorted(MASTERMINDS)[i % 4]
        g, _, _ = playout(3, 100 + i, scheme=scheme, mastermind=mm, difficulty="heroic", final_showdown=True)
        assert g.is_over


def test_final_showdown_playout():
    for seed in range(4):
        g, _, _ = playout(
            3, seed, agent="normal", first_game=True, final_showdown=True, showdown_first="left"
        )
        if g.result().to_dict()["reason"] == "mastermind_defeated":
            assert sum(1 for pl in g.players if g.mastermind in pl.victory) == 1


def test_determinism_same_seed_same_actions_same_events():
    _, actions, events = playout(3, 42)
    g = Legendary.new(3, 42)
    replay = [g.apply(a) for a in actions]
    assert [[e.to_dict() for e in ev] for ev in replay] == [[e.to_dict() for e in ev] for ev in events]


def test_save_and_load_mid_game():
    s = GameSession("legendary", players=3, seed=9, options={"first_game": True})
    agent = AGENTS["random"](3)
    for _ in range(120):
        if s.game.is_over:
            break
        s.apply(agent.choose(s.game, s.game.to_move))
    data = json.loads(json.dumps(s.to_dict()))
    loaded = GameSession.from_dict(data)
    assert loaded.game.to_dict() == s.game.to_dict()


def test_to_dict_round_trip_mid_prompt_and_clone_independence():
    g, _, _ = playout(2, 5, limit=200)
    d = json.loads(json.dumps(g.to_dict()))
    h = Legendary.from_dict(d)
    assert h.to_dict() == g.to_dict()
    assert h.legal_actions() == g.legal_actions()
    c = g.clone()
    assert c.to_dict() == g.to_dict()
    if not c.is_over:
        c.apply(c.legal_actions()[0])
        assert c.to_dict() != g.to_dict()
        assert Legendary.from_dict(json.loads(json.dumps(g.to_dict()))).to_dict() == g.to_dict()


def test_observation_hides_hands_and_deck_orders():
    g = Legendary.new(3, 4, first_game=True)
    obs = g.observation(1)
    json.dumps(obs)
    assert obs["players"][1]["zones"]["hand"] == g.players[1].hand
    assert obs["players"][0]["zones"]["hand"] is None and obs["players"][0]["hand_count"] == len(
        g.players[0].hand
    )
    assert obs["players"][0]["zones"]["deck"] == len(g.players[0].deck)
    assert obs["villain_deck"] == len(g.villain_deck) and obs["hero_deck"] == len(g.hero_deck)
    assert obs["mastermind"]["tactics_left"] == 4 and "tactics" not in obs
    spectator = g.observation(None)
    assert all(p["zones"]["hand"] is None for p in spectator["players"])
    text = json.dumps(spectator)
    for c in g.villain_deck + g.hero_deck + g.tactics + [c for pl in g.players for c in pl.deck + pl.hand]:
        assert c not in text
    assert len(obs["city"]) == 5 and obs["city"][0]["space"] == "sewers" and len(obs["hq"]) == 5


def test_pending_prompt_choices_only_for_the_chooser():
    g = Legendary.new(2, 1, first_game=True)
    rng = GameRNG(1)
    for _ in range(3000):
        if g.is_over or g.decision is not None:
            break
        acts = g.legal_actions()
        g.apply(acts[rng.randbelow(len(acts))])
    if g.decision is not None:
        chooser = g.decision.player
        assert "choices" in g.observation(chooser)["pending"]
        assert "choices" not in g.observation(None)["pending"]


def test_opening_events_record_the_first_villain_card():
    g = Legendary.new(2, 3, first_game=True)
    kinds = [e["kind"] for e in g.opening_events]
    assert kinds[0] == "turn_started" and "villain_card" in kinds
    assert Legendary.from_dict(json.loads(json.dumps(g.to_dict()))).opening_events == g.opening_events
