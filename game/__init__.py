"""Dice & Deck rules engines: the registry of games and the contract they share.

    import game
    g = game.new_game("dicemasters", players=2, seed=7, format="first_game")
    g.legal_actions(); g.apply(action); g.observation(0)

Nothing below this package imports pygame, reads a clock or uses the global ``random``.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from .core.actions import Action, Event, GameOver
from .core.base import Game, Option
from .core.errors import IllegalAction, OptionError, SaveError
from .core.package import GamePackage
from .core.rng import GameRNG, ScriptedRNG


def _load_packages() -> dict[str, GamePackage]:
    """The three games, each declared by its package's ``PACKAGE``."""
    from . import dicemasters, legendary, metaversus

    return {p.name: p for p in (dicemasters.PACKAGE, legendary.PACKAGE, metaversus.PACKAGE)}


# The registry is filled on first use: reading a settings file or a save's header through
# ``game.core`` does not import the three engines (the title screen starts without them).
_PACKAGES: dict[str, GamePackage] = {}
_GAMES: dict[str, type[Game]] = {}
if TYPE_CHECKING:  # at run time they come from ``__getattr__``
    PACKAGES: dict[str, GamePackage]
    GAMES: dict[str, type[Game]]


def _registry() -> tuple[dict[str, GamePackage], dict[str, type[Game]]]:
    if not _PACKAGES:
        loaded = _load_packages()
        _PACKAGES.update(loaded)
        _GAMES.update({name: p.game_class for name, p in loaded.items()})
    return _PACKAGES, _GAMES


def __getattr__(name: str) -> Any:
    """``game.PACKAGES`` and ``game.GAMES``: the registry, loaded when first asked for."""
    if name == "PACKAGES":
        return _registry()[0]
    if name == "GAMES":
        return _registry()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def package(name: str) -> GamePackage:
    """The package of game ``name``; an unknown name raises ``OptionError`` listing the games."""
    packages = _registry()[0]
    try:
        return packages[name]
    except KeyError:
        valid = ", ".join(sorted(packages)) or "none installed"
        raise OptionError(f"unknown game {name!r}; choose one of: {valid}") from None


def register(name: str, cls: type[Game]) -> None:
    """Add a game class to the registry (used by tests for small toy games): a package with no
    agents of its own and no hooks."""
    packages, games = _registry()
    games[name] = cls
    packages[name] = GamePackage(name=name, game_class=cls, agents={})


def game_class(name: str) -> type[Game]:
    games = _registry()[1]
    try:
        return games[name]
    except KeyError:
        valid = ", ".join(sorted(games)) or "none installed"
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
    return cls.new(players=n, seed=seed, rng=rng, **opts)


__all__ = [
    "Action",
    "Event",
    "GameOver",
    "Game",
    "Option",
    "GAMES",
    "PACKAGES",
    "GamePackage",
    "package",
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
