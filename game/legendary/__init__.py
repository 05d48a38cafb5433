"""Legendary: A Marvel Deck Building Game (core set), 1-5 players against the Mastermind.

Exposes the engine contract for the registry (``GAME_CLASS``), the agents, the invariant checks
used by fuzzing (``check_invariants`` of a state, ``check_events`` of one action's events against
the observations before and after it), and card names/faces for the GUI.
"""

from __future__ import annotations

from game.core.package import GamePackage  # noqa: E402

from . import search  # noqa: E402
from .agents import AGENTS, NormalAgent
from .cards import card_info, card_name
from .engine import Legendary
from .invariants import check_invariants
from .replay import check_events

GAME_CLASS = Legendary

__all__ = [
    "GAME_CLASS",
    "AGENTS",
    "Legendary",
    "NormalAgent",
    "check_invariants",
    "check_events",
    "card_name",
    "card_info",
]

PACKAGE = GamePackage(
    name="legendary",
    game_class=Legendary,
    agents=AGENTS,
    card_name=card_name,
    card_info=card_info,
    check_invariants=check_invariants,
    check_events=check_events,
    search=search,
)
