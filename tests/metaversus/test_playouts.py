"""Seeded playouts with invariants (the "perft" of this game), determinism, save/load,
clone independence and hidden information in observations."""

from __future__ import annotations

import json

import pytest

import game
from game.core.result import Termination
from game.core.session import GameSession
from game.metaversus import AGENTS, check_invariants

from .helpers import finish_setup, new


def run(seed: int, levels=("random", "random"), check: bool = True, limit: int | None = None):
    g = game.new_game("metaversus", seed=seed)
    agents = [AGENTS[levels[0]](seed * 2 + 1), AGENTS[levels[1]](seed * 2 + 2)]
    log = []
    for _ in range(limit or 4000):
        if g.is_over:
            break
        p = g.to_move
        action = agents[p].choose(g, p)
        events = g.apply(action)
        log.append((action.to_dict(), [e.to_dict() for e in events]))
        if check:
            problems = check_invariants(g)
            assert not problems, (seed, len(log), problems)
    assert limit is not None or g.is_over, f"seed {seed} did not finish"
    return g, log


@pytest.mark.parametrize("seed", range(30))
def test_random_playouts_keep_every_invariant(seed):
    g, _ = run(seed)
    assert g.result().reason in ("hp", "stars", "effect", "draw")


@pytest.mark.parametrize("seed", range(16))
def test_normal_playouts_keep_every_invariant(seed):
    g, _ = run(100 + seed, ("normal", "random" if seed % 2 else "normal"))
    r = g.result()
    if r.termination == Termination.STARS:
        assert max(p.stars for p in g.players) >= 10


def test_same_seed_and_actions_give_the_same_events():
    _, a = run(7, ("normal", "random"), check=False)
    _, b = run(7, ("normal", "random"), check=False)
    assert a == b


def test_replaying_the_action_log_gives_the_same_events():
    _, log = run(8, ("random", "normal"), check=False)
    g = game.new_game("metaversus", seed=8)
    from game.core.actions import Action

    for action, events in log:
        got = g.apply(Action.from_dict(action, game="metaversus"))
        assert [e.to_dict() for e in got] == events


def test_to_dict_round_trip_is_lossless_mid_match():
    g, _ = run(9, check=False, limit=150)
    d = g.to_dict()
    json.dumps(d)
    h = type(g).from_dict(json.loads(json.dumps(d)))
    assert h.to_dict() == d
    assert h.legal_actions() == g.legal_actions()


def test_clone_is_independent():
    g, _ = run(10, check=False, limit=120)
    c = g.clone()
    assert c.to_dict() == g.to_dict()
    a = c.legal_actions()[0]
    c.apply(a)
    assert c.to_dict() != g.to_dict()
    g.apply(a)
    assert c.to_dict() == g.to_dict()


def test_save_and_load_mid_match(tmp_path):
    s = GameSession("metaversus", seed=11)
    agents = [AGENTS["normal"](1), AGENTS["normal"](2)]
    for _ in range(60):
        p = s.game.to_move
        s.apply(agents[p].choose(s.game, p))
    path = s.save(tmp_path / "mv.json")
    loaded = GameSession.load(path)
    assert loaded.game.to_dict() == s.game.to_dict()
    for _ in range(30):
        if s.game.is_over:
            break
        p = s.game.to_move
        a = agents[p].choose(s.game, p)
        assert s.apply(a) == loaded.apply(a)


def test_undo_returns_to_the_state_before_an_unrevealing_action():
    s = GameSession("metaversus", seed=12)
    finish_setup(s.game)
    s._checkpoint_state = s.game.clone()
    s.checkpoint = len(s.history)
    before = s.game.to_dict()
    end = [a for a in s.game.legal_actions() if a.kind == "end_phase"][0]
    s.apply(end)
    if s.can_undo:
        s.undo()
        assert s.game.to_dict() == before


def test_observation_hides_hands_and_deck_order():
    g = finish_setup(new(13))
    o0, o1, spectator = g.observation(0), g.observation(1), g.observation(None)
    me, opp = o0["players"][0]["zones"], o0["players"][1]["zones"]
    assert me["hand"] == g.players[0].hand
    assert opp["hand"] == len(g.players[1].hand)
    assert isinstance(me["deck"], int) and isinstance(opp["deck"], int)
    assert o1["players"][0]["zones"]["hand"] == len(g.players[0].hand)
    assert all(isinstance(p["zones"]["hand"], int) for p in spectator["players"])
    text = json.dumps(o1)
    assert json.dumps(g.players[0].deck) not in text or not g.players[0].deck
    json.dumps(spectator)


def test_observation_has_the_schema_keys():
    g = finish_setup(new(14))
    o = g.observation(0)
    assert 1 <= o["turn"] <= 30 and o["phase"] in ("setup", "action", "buy", "combat", "discard")
    for p in o["players"]:
        assert {"hp", "max_hp", "defense", "stars", "character", "zones"} <= set(p)
        assert set(p["zones"]) == {"deck", "hand", "discard", "played", "removed"}
    assert all(set(e) == {"card", "name", "cost", "count", "pack"} for e in o["exchange"])
    assert all(e["pack"] == "beginner" for e in o["exchange"]) and o["packs"] == "beginner"
    assert o["players"][0]["aether"] == 0 and o["aether_cap"] == 0  # no expansion, no aether
    assert o["neutral"][0]["card"] == "mv.stone"


def test_setup_observation_phase_is_setup():
    assert new(15).observation(None)["phase"] == "setup"
