"""Every card's program, by card id: heroes (played), villains (ambush/fight/escape), Masterminds
(strikes, tactics). Importing this module registers all card-specific effect ops."""

from __future__ import annotations

from . import schemes as _schemes  # noqa: F401  (registers the scheme ops)
from .heroes import PLAY
from .heroes import PRINTED as HERO_TEXT
from .masterminds import PRINTED as MASTERMIND_TEXT
from .masterminds import STRIKE, TACTIC
from .villains import AMBUSH, ESCAPE, FIGHT
from .villains import PRINTED as VILLAIN_TEXT

__all__ = [
    "PLAY",
    "FIGHT",
    "AMBUSH",
    "ESCAPE",
    "STRIKE",
    "TACTIC",
    "HERO_TEXT",
    "VILLAIN_TEXT",
    "MASTERMIND_TEXT",
]
