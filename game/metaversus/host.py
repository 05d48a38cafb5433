"""What the engine's mixins (setup, legal actions) may use of the game object, for the type
checker only: at run time ``Host`` is plain ``object`` and ``MetaVersus`` supplies it all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.actions import Event
    from game.core.base import Game
    from game.core.rng import GameRNG

    from .state import PlayerState

    class Host(Game):
        rng: GameRNG
        opts: dict[str, Any]
        ev: list[Event]
        players: list[PlayerState]
        first: int
        current: int
        phase: str
        exchange: list[str]
        exchange_deck: list[str]
        piles: dict[str, int]
        char_deck: list[str]
        char_row: list[str]
        banned: list[str]
        picks: list[str | None]
        setup_queue: list[list[Any]]
        pending: list[Any] | None
        ap: int
        gems: int
        buys: int
        bought: int
        qm_used: bool
        discount: int
        weapons_bonus: int
        next_weapon_bonus: int
        twice: int
        last_count: int
        last_cost: int
        revealed: list[str]
        combat: int
        over: bool
        outcome: dict[str, Any] | None
        stack: list[list[Any]]
        triggers: list[list[Any]]
        _SCALARS: tuple[str, ...]
        _order_of: list[str] | None
        _order: list[tuple[int, str]]
        _LISTS: tuple[str, ...]

        def draw(self, p: int, n: int) -> int: ...
        def start_turn(self, p: int) -> None: ...
        def enter(self, phase: str) -> None: ...
        def close_combat(self) -> None: ...
        def deal_combat_damage(self) -> None: ...
        def play(self, card: str) -> None: ...
        def play_all(self, card_type: str) -> None: ...
        def buy(self, card: str) -> None: ...
        def gain(self, p: int, card: str, zone: str) -> bool: ...
        def use_ability(self, p: int) -> None: ...
        def quartermaster(self, p: int) -> bool: ...
        def neutral_piles(self) -> tuple[str, ...]: ...
        def gain_options(self, max_cost: int) -> list[str]: ...
        def reactions_in_hand(self, p: int) -> list[str]: ...
        def off_turn_ready(self, p: int) -> bool: ...
        def setup_legal(self) -> list[Any]: ...
        def next_setup(self) -> None: ...
        def replace_kind(self, card: str) -> None: ...
        def ban(self, card: str | None) -> None: ...
        def pick(self, card: str) -> None: ...
        def public_pending(self, viewer: int | None) -> dict[str, Any] | None: ...
else:
    Host = object

__all__ = ["Host"]
