"""The difficulty levels every game gets on top of its own ``normal`` heuristic.

* ``easy``: the heuristic with mistakes and no lookahead. With probability ``epsilon`` it plays
  a uniformly random legal action; otherwise, where the heuristic exposes a scoring function
  ``score(game, player, action)``, it adds Gaussian noise of deviation ``noise`` to every score
  and plays the best, and where it does not, it plays the heuristic's choice.
* ``hard``: ISMCTS (``game/core/ismcts.py``) with the heuristic as rollout policy.
* ``expert``: the same search with a larger budget (the game's ``EXPERT``), for a person who is willing to wait a second or two.

Per-game hooks are the package's ``search`` (``game.core.package.SearchHooks``): ``determinize``,
``evaluate``, ``worth_searching`` (which decisions deserve a search; the others are left to
the heuristic) and the parameters ``EASY``, ``HARD`` and ``EXPERT``. A game without them still gets
both levels (hard then searches clones with a neutral evaluation).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .actions import Action
from .ismcts import ISMCTSAgent
from .package import SearchHooks
from .rng import GameRNG

Factory = Callable[[int], Any]


def gauss(rng: GameRNG) -> float:
    """A standard normal deviate (Box-Muller) from the agent's own generator."""
    u = 1.0 - rng.random()
    v = rng.random()
    return math.sqrt(-2.0 * math.log(u)) * math.cos(2.0 * math.pi * v)


class EasyAgent:
    """The heuristic with noise in its valuations and random slips; see the module docstring."""

    name = "easy"

    def __init__(self, base: Any, seed: int = 0, epsilon: float = 0.2, noise: float = 0.0) -> None:
        self.base = base
        self.rng = GameRNG(seed, stream=17)
        self.epsilon = epsilon
        self.noise = noise
        self.scorer: Callable[[Any, int, Action], float] | None = getattr(base, "score", None)

    def choose(self, game: Any, player: int) -> Action:
        actions: list[Action] = game.legal_actions()
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        if self.rng.random() < self.epsilon:
            return actions[self.rng.randbelow(len(actions))]
        if self.scorer is not None and self.noise > 0:
            best, best_score = actions[0], -math.inf
            for a in actions:
                s = self.scorer(game, player, a) + self.noise * gauss(self.rng)
                if s > best_score:
                    best, best_score = a, s
            return best
        choice: Action = self.base.choose(game, player)
        return choice

    def explain(self) -> list[tuple[str, float]]:
        return []


def neutral_evaluate(game: Any, player: int) -> float:
    return 0.5


def search_hooks(game_name: str) -> SearchHooks | None:
    """The game's search hooks, or None when it has none."""
    import game

    return game.package(game_name).search


def _normal_factory(game_name: str) -> Factory:
    import game

    agents = game.package(game_name).agents
    if "normal" not in agents:
        raise ValueError(f"{game_name} has no normal agent to build levels on")
    return agents["normal"]


def make_easy(game_name: str, seed: int = 0, **overrides: Any) -> EasyAgent:
    hooks = search_hooks(game_name)
    params: dict[str, Any] = dict(hooks.EASY) if hooks else {}
    params.update(overrides)
    base = _normal_factory(game_name)(seed)
    return EasyAgent(base, seed, **params)


def make_hard(game_name: str, seed: int = 0, **overrides: Any) -> ISMCTSAgent:
    hooks = search_hooks(game_name)
    params: dict[str, Any] = {
        "policy": _normal_factory(game_name),
        "evaluate": hooks.evaluate if hooks else neutral_evaluate,
        "determinize": hooks.determinize if hooks else None,
        "search_filter": hooks.worth_searching if hooks else None,
    }
    params.update(hooks.HARD if hooks else {})
    params.update(overrides)
    return ISMCTSAgent(seed, **params)


def expert_params(hooks: SearchHooks | None) -> dict[str, Any]:
    """The expert level's search parameters: hard's with the game's ``EXPERT`` over them (a
    game without search hooks: four times the default iterations over two more root actions)."""
    if hooks is None:
        return {"iterations": 800, "root_width": 8}
    return {**hooks.HARD, **hooks.EXPERT}


def make_expert(game_name: str, seed: int = 0, **overrides: Any) -> ISMCTSAgent:
    hooks = search_hooks(game_name)
    return make_hard(game_name, seed, **{**expert_params(hooks), "name": "expert", **overrides})


def easy(game_name: str) -> Factory:
    """The ``easy`` factory ``(seed) -> Agent`` for a game."""

    def factory(seed: int = 0) -> EasyAgent:
        return make_easy(game_name, seed)

    return factory


def hard(game_name: str) -> Factory:
    """The ``hard`` factory ``(seed) -> Agent`` for a game."""

    def factory(seed: int = 0) -> ISMCTSAgent:
        return make_hard(game_name, seed)

    return factory


def expert(game_name: str) -> Factory:
    """The ``expert`` factory ``(seed) -> Agent`` for a game."""

    def factory(seed: int = 0) -> ISMCTSAgent:
        return make_expert(game_name, seed)

    return factory


__all__ = [
    "EasyAgent",
    "easy",
    "hard",
    "expert",
    "make_easy",
    "make_hard",
    "make_expert",
    "expert_params",
    "search_hooks",
    "gauss",
]
