"""MetaVersus Genesis: a two-player deck-building duel (rules: rules/metaversus.md).

Exports the engine class, the agents, the invariant checker and card text helpers.
"""

from __future__ import annotations

from game.core.agents import RandomAgent
from game.core.package import AgentFactory

from . import pool  # noqa: F401  (registers every card effect)
from .agent import NormalAgent
from .cards import CARDS, CHARACTERS, EXCHANGE_KINDS, card_info, card_name
from .engine import MetaVersus
from .invariants import check_invariants
from .resolve import _check_registry

_check_registry()

from game.core.package import GamePackage  # noqa: E402

from . import search  # noqa: E402

GAME_CLASS = MetaVersus
AGENTS: dict[str, AgentFactory] = {"random": RandomAgent, "normal": NormalAgent}

__all__ = [
    "GAME_CLASS",
    "AGENTS",
    "MetaVersus",
    "RandomAgent",
    "NormalAgent",
    "check_invariants",
    "card_name",
    "card_info",
    "CARDS",
    "CHARACTERS",
    "EXCHANGE_KINDS",
]

PACKAGE = GamePackage(
    name="metaversus",
    game_class=MetaVersus,
    agents=AGENTS,
    card_name=card_name,
    card_info=card_info,
    check_invariants=check_invariants,
    search=search,
)
