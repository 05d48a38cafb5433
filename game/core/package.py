"""What a game package offers the rest of the application, declared once per game.

Each game's ``__init__`` builds one ``GamePackage``: its engine class, its agents, and the
optional hooks (fuzzing invariants, per-action event checks, card names and faces for the screen,
search hooks for the levels built on its heuristic). ``game.PACKAGES`` maps names to them; nothing
looks these up by string with ``getattr`` or ``importlib``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .rng import GameRNG

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Event
    from .agents import Agent
    from .base import Game

AgentFactory = Callable[[int], "Agent"]


class SearchHooks(Protocol):
    """What a game tells the search levels (``game/core/levels.py``) about itself."""

    EASY: dict[str, Any]
    HARD: dict[str, Any]
    EXPERT: dict[str, Any]

    def determinize(self, game: Any, player: int, rng: GameRNG) -> Any:
        """A copy of ``game`` with what ``player`` cannot see re-sampled."""
        ...

    def evaluate(self, game: Any, player: int) -> float:
        """The value of a position for ``player``, from 0 (lost) to 1 (won)."""
        ...

    def worth_searching(self, game: Any, player: int, actions: list[Any]) -> bool:
        """Whether this decision deserves a search (the others are left to the heuristic)."""
        ...


@dataclass(frozen=True)
class GamePackage:
    name: str
    game_class: type[Game]
    agents: Mapping[str, AgentFactory]
    # (card id, language) -> the card's name, and the card's printed fields for the screen
    card_name: Callable[[str, str], str] | None = None
    card_info: Callable[[str, str], Mapping[str, Any]] | None = None
    check_invariants: Callable[[Any], list[str]] | None = None
    # one action's events replayed over observation(None) before it must give the one after it
    check_events: Callable[[dict[str, Any], list[Event], dict[str, Any]], list[str]] | None = None
    search: SearchHooks | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)


__all__ = ["GamePackage", "SearchHooks", "AgentFactory"]
