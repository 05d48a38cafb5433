"""MetaVersus Genesis: a two-player deck-building duel (rules: rules/metaversus.md).

Exports the engine class, the agents, the invariant checker and the card data the screens read
(``card_info``/``card_name`` for a card's face). Importing the package loads the card data,
registers every card's program (``pool/``) and checks the two against each other.
"""

from __future__ import annotations

from game.core.agents import RandomAgent
from game.core.package import AgentFactory, GamePackage

from . import search
from .agent import NormalAgent
from .cards import CARDS, CHARACTERS, EXCHANGE_KINDS, CardDataError, card_info, card_name
from .engine import MetaVersus
from .invariants import check_invariants

GAME_CLASS = MetaVersus
AGENTS: dict[str, AgentFactory] = {"random": RandomAgent, "normal": NormalAgent}

PACKAGE = GamePackage(
    name="metaversus",
    game_class=MetaVersus,
    agents=AGENTS,
    card_name=card_name,
    card_info=card_info,
    check_invariants=check_invariants,
    search=search,
)

__all__ = [
    "GAME_CLASS",
    "AGENTS",
    "PACKAGE",
    "MetaVersus",
    "RandomAgent",
    "NormalAgent",
    "check_invariants",
    "card_name",
    "card_info",
    "CardDataError",
    "CARDS",
    "CHARACTERS",
    "EXCHANGE_KINDS",
]
