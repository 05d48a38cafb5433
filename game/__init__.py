"""Dice & Deck rules engines: the registry of games and the contract they share.

    import game
    g = game.new_game("dicemasters", players=2, seed=7, format="first_game")
    g.legal_actions(); g.apply(action); g.observation(0)

Nothing below this package imports pygame, reads a clock or uses the global ``random``.
"""

from __future__ import annotations

import importlib
import secrets
from typing import Any

from .core.actions import Action, Event, GameOver
from .core.base import Game, Option
from .core.errors import IllegalAction, OptionError, SaveError
from .core.rng import GameRNG, ScriptedRNG

# Every game lives in its own package, which exposes ``GAME_CLASS``. A package that does not
# exist yet is simply absent from ``GAMES``.
_PACKAGES = {
    "dicemasters": "game.dicemasters",
    "legendary": "game.legendary",
    "metaversus": "game.metaversus",
}


def _load_games() -> dict[str, type[Game]]:
    found: dict[str, type[Game]] = {}
    for name, module in _PACKAGES.items():
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is not None and (exc.name == module or module.startswith(exc.name + ".")):
                continue
            raise
        cls = getattr(mod, "GAME_CLASS", None)
        if cls is not None:  # a package still being written is not a game yet
            found[name] = cls
    return found


GAMES: dict[str, type[Game]] = _load_games()


def register(name: str, cls: type[Game]) -> None:
    """Add a game class to the registry (used by tests for small toy games)."""
    GAMES[name] = cls


def game_class(name: str) -> type[Game]:
    try:
        return GAMES[name]
    except KeyError:
        valid = ", ".join(sorted(GAMES)) or "none installed"
        raise OptionError(f"unknown game {name!r}; choose one of: {valid}") from None


def new_seed() -> int:
    """A fresh seed for a new game (the seed is then part of the game and its save)."""
    return secrets.randbits(31)


def new_game(
    name: str,
    players: int | None = None,
    seed: int | None = None,
    rng: GameRNG | None = None,
    **options: Any,
) -> Game:
    """Start a game by name. Bad names, player counts and options raise ``OptionError``."""
    cls = game_class(name)
    n = cls.check_players(players)
    opts = cls.check_options(options)
    if seed is None:
        seed = new_seed()
    if not isinstance(seed, int):
        raise OptionError(f"seed must be an integer, not {seed!r}")
    return cls.new(players=n, seed=seed, rng=rng, **opts)  # type: ignore[attr-defined, no-any-return]


__all__ = [
    "Action",
    "Event",
    "GameOver",
    "Game",
    "Option",
    "GAMES",
    "IllegalAction",
    "OptionError",
    "SaveError",
    "GameRNG",
    "ScriptedRNG",
    "game_class",
    "register",
    "new_game",
    "new_seed",
]
