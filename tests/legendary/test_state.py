"""The state is exactly its declared fields: nothing undeclared in real games, saves and clones
that equal the original and go on playing the same game."""

from __future__ import annotations

import hashlib
import json

import pytest

from game.core.actions import Event
from game.core.declared import undeclared
from game.core.rng import GameRNG
from game.legendary import AGENTS
from game.legendary.engine import Legendary
from game.legendary.state import PlayerZones


def _digest(events: list[list[Event]]) -> str:
    h = hashlib.sha256()
    for evs in events:
        h.update(json.dumps([e.to_dict() for e in evs], sort_keys=True).encode())
    return h.hexdigest()


def _go_on(g: Legendary, seed: int, steps: int) -> tuple[str, dict[str, object]]:
    """Play ``steps`` more actions with seeded random agents: the events' digest and the end state."""
    rng = GameRNG(seed, stream=5)
    out = []
    for _ in range(steps):
        if g.is_over:
            break
        legal = g.legal_actions()
        out.append(g.apply(legal[rng.randbelow(len(legal))]))
    return _digest(out), g.to_dict()


def _states(n: int, seed: int, **opts: object):
    """States along a game of normal agents, some of them waiting on a prompt."""
    g = Legendary.new(n, seed, **opts)
    agents = [AGENTS["normal"](seed + i) for i in range(n)]
    k = 0
    while not g.is_over and k < 2000:
        if k % 37 == 0 or g.decision is not None and k % 5 == 0:
            yield g
        p = g.to_move
        assert p is not None
        g.apply(agents[p].choose(g, p))
        k += 1
    yield g


CASES = [
    (1, 3, {}),
    (2, 5, {"final_showdown": True}),
    (3, 8, {"scheme": "secret_invasion"}),
    (4, 13, {"scheme": "killbots", "mastermind": "magneto"}),
    (5, 21, {"first_game": True}),
]


@pytest.mark.parametrize(("n", "seed", "opts"), CASES)
def test_every_attribute_of_a_real_game_is_declared(n, seed, opts):
    saw_prompt = False
    for g in _states(n, seed, **opts):
        assert undeclared(g) == set()
        for pl in g.players:
            assert isinstance(pl, PlayerZones) and undeclared(pl) == set()
        if g.showdown is not None:
            assert undeclared(g.showdown) == set()
        saw_prompt |= g.decision is not None
    assert saw_prompt or n == 1


@pytest.mark.parametrize(("n", "seed", "opts"), CASES)
def test_saves_and_clones_equal_the_game_and_go_on_the_same(n, seed, opts):
    for i, g in enumerate(_states(n, seed, **opts)):
        d = g.to_dict()
        json.dumps(d)  # a save is JSON
        loaded = Legendary.from_dict(json.loads(json.dumps(d)))
        copy = g.clone()
        assert loaded.to_dict() == d and copy.to_dict() == d
        if i % 3 == 0:
            want = _go_on(g.clone(), seed + i, 40)
            assert _go_on(loaded, seed + i, 40) == want
            assert _go_on(copy, seed + i, 40) == want
            assert g.to_dict() == d, "playing on a copy leaves the original as it was"
