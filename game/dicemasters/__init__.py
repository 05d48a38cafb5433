"""Marvel Dice Masters (Avengers vs. X-Men starter set): the rules engine.

Exposes ``GAME_CLASS`` (``DiceMasters``), ``AGENTS`` (``random`` and the heuristic ``normal``),
``check_invariants`` for fuzzing, and ``card_name``/``card_info`` for the GUI. Importing the
package registers every card, task and decision of the game.
"""

from __future__ import annotations

from game.core.package import GamePackage  # noqa: E402

from . import (  # noqa: F401  (registration)
    basic_actions,
    characters,
    combat,
    effects,
    energy,
    flow,
    formats,
    search,  # noqa: E402
)
from .agents import AGENTS, NormalAgent, RandomAgent
from .cards import card_info, card_name
from .engine import DiceMasters
from .invariants import check_invariants

GAME_CLASS = DiceMasters

__all__ = [
    "GAME_CLASS",
    "AGENTS",
    "DiceMasters",
    "RandomAgent",
    "NormalAgent",
    "check_invariants",
    "card_name",
    "card_info",
]

PACKAGE = GamePackage(
    name="dicemasters",
    game_class=DiceMasters,
    agents=AGENTS,
    card_name=card_name,
    card_info=card_info,
    check_invariants=check_invariants,
    search=search,
)
