"""The state is its declared fields: saving, loading and cloning cover every attribute of a real
match (and of each duelist and stack frame), and a copy goes on exactly like the original."""

from __future__ import annotations

import json

import pytest

import game
from game.core.agents import make_agent
from game.core.declared import undeclared
from game.metaversus.engine import MetaVersus

from .helpers import new

OPTIONS = [
    {},
    {"dagger_pile": True, "replace_quota": "1-2-1", "tie_break": "stars"},
    {"defense_reset": "owner_turn_start", "exchange_size": 12, "pile_size": 2, "hp": 20},
]


def _parts(g: MetaVersus) -> list[object]:
    return [g, *g.players, *g.stack]


def _play(seed: int, options: dict[str, object], until: int) -> MetaVersus:
    g = game.new_game("metaversus", seed=seed, **options)
    assert isinstance(g, MetaVersus)
    agents = [make_agent("metaversus", "normal", seed * 2 + i) for i in range(2)]
    for _ in range(until):
        if g.is_over:
            break
        p = g.to_move
        assert p is not None
        g.apply(agents[p].choose(g, p))
    return g


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", [1, 5, 9])
def test_every_attribute_of_a_real_match_is_declared(seed, options):
    g = game.new_game("metaversus", seed=seed, **options)
    agents = [make_agent("metaversus", "normal", seed + i) for i in range(2)]
    while not g.is_over:
        for part in _parts(g):
            assert undeclared(part) == set(), type(part).__name__
        p = g.to_move
        g.apply(agents[p].choose(g, p))
    assert undeclared(g) == set()


def test_an_attribute_that_is_not_declared_is_caught():
    g = new()
    g.forgotten = 1  # type: ignore[attr-defined]
    g.players[0].also_forgotten = []  # type: ignore[attr-defined]
    assert undeclared(g) == {"forgotten"} and undeclared(g.players[0]) == {"also_forgotten"}


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("until", [0, 7, 40, 120])
def test_load_and_clone_equal_the_match_and_go_on_identically(options, until):
    g = _play(3, options, until)
    d = json.loads(json.dumps(g.to_dict()))
    loaded, copy = MetaVersus.from_dict(d), g.clone()
    assert loaded.to_dict() == d == copy.to_dict()
    runs = []
    for h in (g, loaded, copy):
        agents = [make_agent("metaversus", "normal", 77 + i) for i in range(2)]
        events = []
        while not h.is_over:
            p = h.to_move
            events += [e.to_dict() for e in h.apply(agents[p].choose(h, p))]
        runs.append((events, h.result().to_dict(), h.to_dict()))
    assert runs[0] == runs[1] == runs[2]


def test_a_clone_shares_nothing_that_changes():
    g = _play(4, {}, 30)
    c = g.clone()
    for a, b in zip(_parts(g), _parts(c)):
        for name, value in vars(a).items():
            if isinstance(value, (list, dict)) and name != "opts":  # options never change
                assert value is not vars(b)[name] or not value, name
    assert c.rng is not g.rng and c.rng == g.rng


def test_a_save_without_a_declared_field_is_refused():
    from game.core.errors import SaveError

    d = new().to_dict()
    del d["pending"]
    with pytest.raises(SaveError, match="pending"):
        MetaVersus.from_dict(d)
