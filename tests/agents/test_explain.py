"""Agents say what they weighed, so the log can show it on hover."""

from __future__ import annotations

import game
from game.core.agents import make_agent


def _first_explained(name: str, level: str, players: int | None = None, steps: int = 2000) -> list:
    g = game.new_game(name, players=players, seed=5)
    agent = make_agent(name, level, 5)
    for _ in range(steps):
        if g.is_over:
            break
        action = agent.choose(g, g.to_move)
        why = agent.explain()
        if why:
            assert all(hasattr(a, "to_dict") for a, _ in why)
            assert why == sorted(why, key=lambda av: -av[1])
            return why
        g.apply(action)
    return []


def test_metaversus_normal_agent_explains_its_buys_and_plays():
    assert _first_explained("metaversus", "normal")


def test_legendary_normal_agent_explains_its_fights():
    assert _first_explained("legendary", "normal", players=2)


def test_dicemasters_normal_and_hard_agents_explain():
    assert _first_explained("dicemasters", "normal")
