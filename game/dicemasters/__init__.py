"""Marvel Dice Masters (Avengers vs. X-Men, all 132 cards): the rules engine.

Declares ``PACKAGE`` (the engine ``DiceMasters``, the agents ``random`` and the heuristic
``normal``, ``check_invariants`` for fuzzing, ``card_name``/``card_info`` for the screens and the
search hooks). Importing the package registers every card's code, task and decision, then checks
the card code against the card data (``ABILITIES.check``): a card without code, code without a
card, or a quoted text the card does not print stops the import with a ``CardDataError``.
"""

from __future__ import annotations

from game.core.actions import Action, Event, fast_init
from game.core.agents import RandomAgent
from game.core.cards import CardDataError
from game.core.package import GamePackage

from . import (  # noqa: F401  (registration)
    basic_actions,
    booster,
    characters,
    combat,
    damage,
    energy,
    flow,
    formats,
    ops,
    search,
    triggers,
)
from .agents import AGENTS, NormalAgent
from .cards import card_info, card_name, printed_texts
from .decisions import DMDecision
from .engine import DiceMasters
from .invariants import check_invariants
from .state import ABILITIES

ABILITIES.check(printed_texts())
# actions, events and decisions are made at every step: their records fill in their fields directly
fast_init(
    *(cls for (name, _), cls in {**Action._registry, **Event._registry}.items() if name == "dicemasters")
)
fast_init(*(cls for (name, _), cls in DMDecision._registry.items() if name == "dicemasters"))

GAME_CLASS = DiceMasters

__all__ = [
    "GAME_CLASS",
    "AGENTS",
    "CardDataError",
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
