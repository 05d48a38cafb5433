"""Agents: players that choose through the same contract people use.

``Agent.choose(game, player)`` returns one of ``game.legal_actions()``. An agent never changes
the game it is given (search agents clone it). Each game package may expose ``AGENTS``, a dict
of level name -> factory ``(seed) -> Agent``; ``random`` works for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .actions import Action
from .errors import OptionError
from .rng import GameRNG


class Agent(Protocol):
    name: str

    def choose(self, game: Any, player: int) -> Action: ...


class RandomAgent:
    """Uniform over the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=7)

    def choose(self, game: Any, player: int) -> Action:
        actions: list[Action] = game.legal_actions()
        if not actions:
            raise ValueError("no legal action to choose from")
        return actions[self.rng.randbelow(len(actions))]

    def explain(self) -> list[tuple[str, float]]:
        return []


AgentFactory = Callable[[int], Agent]


def agent_levels(game_name: str) -> dict[str, AgentFactory]:
    """The agent levels a game offers, weakest first; ``random`` is always among them."""
    from . import levels as lv  # the levels build on this module

    levels: dict[str, AgentFactory] = {"random": RandomAgent}
    import game

    pkg = game.PACKAGES.get(game_name)
    if pkg is None:
        return levels
    own: dict[str, AgentFactory] = dict(pkg.agents)
    levels["random"] = own.pop("random", RandomAgent)
    if "normal" in own:
        # weakest first: random, easy, normal, hard, expert; a game's own levels win over the generic ones
        levels["easy"] = own.pop("easy") if "easy" in own else lv.easy(game_name)
        levels["normal"] = own.pop("normal")
        levels["hard"] = own.pop("hard") if "hard" in own else lv.hard(game_name)
        levels["expert"] = own.pop("expert") if "expert" in own else lv.expert(game_name)
    levels.update(own)
    return levels


def make_agent(game_name: str, level: str, seed: int = 0) -> Agent:
    levels = agent_levels(game_name)
    try:
        factory = levels[level]
    except KeyError:
        valid = ", ".join(levels)
        raise OptionError(f"unknown agent {level!r} for {game_name}; choose one of: {valid}") from None
    return factory(seed)
