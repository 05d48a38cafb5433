"""Legendary: A Marvel Deck Building Game (core set), 1-5 players against the Mastermind.

Exposes the engine contract for the registry (``GAME_CLASS``), the agents, the invariant checks
used by fuzzing, and card names/faces for the GUI.
"""

from __future__ import annotations

from .agents import AGENTS, NormalAgent
from .cards import card_info, card_name
from .engine import Legendary
from .invariants import check_invariants

GAME_CLASS = Legendary

__all__ = ["GAME_CLASS", "AGENTS", "Legendary", "NormalAgent", "check_invariants", "card_name", "card_info"]
