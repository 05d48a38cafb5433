"""Legendary: A Marvel Deck Building Game (core set), 1-5 players against the Mastermind.

Exposes the engine contract for the registry (``GAME_CLASS``), the agents, the invariant checks
used by fuzzing (``check_invariants`` of a state, ``check_events`` of one action's events against
the observations before and after it), and card names/faces for the GUI.
"""

from __future__ import annotations

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
