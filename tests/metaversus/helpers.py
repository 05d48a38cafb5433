"""Scenario helpers: a match past setup with chosen hands, exchange and characters."""

from __future__ import annotations

from typing import Any

import game
from game.core.actions import Action, Event
from game.metaversus import check_invariants
from game.metaversus.engine import MetaVersus
from game.metaversus.state import Phase


def new(seed: int = 1, **options: Any) -> MetaVersus:
    options.setdefault("first_player", "p0")
    return game.new_game("metaversus", seed=seed, **options)  # type: ignore[return-value]


def finish_setup(g: MetaVersus) -> MetaVersus:
    """Keep the exchange, ban nothing, both pick the first revealed character."""
    while g.phase == "setup":
        kinds = {a.kind: a for a in g.legal_actions()}
        for k in ("keep_exchange", "skip_ban", "pick_character"):
            if k in kinds:
                g.apply(kinds[k])
                break
    return g


def scenario(
    hand: list[str] | None = None,
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    opp_hand: list[str] | None = None,
    opp_deck: list[str] | None = None,
    chars: tuple[str | None, str | None] = (None, None),
    exchange: list[str] | None = None,
    phase: str = "action",
    seed: int = 1,
    **options: Any,
) -> MetaVersus:
    """Player 0 to move at the start of ``phase`` of their first turn, with these zones.

    Characters default to none (``None``) so no ability interferes unless a test asks for it.
    """
    g = finish_setup(new(seed, **options))
    for i, ch in enumerate(chars):
        ps = g.players[i]
        ps.character = ch
        ps.uses = -1
        if ch is not None:
            from game.metaversus.cards import CHARACTERS

            uses = CHARACTERS[ch].uses
            ps.uses = -1 if uses is None else uses
    p0, p1 = g.players
    p0.hand = list(hand or [])
    p0.deck = list(deck if deck is not None else ["mv.stone"] * 5)
    p0.discard = list(discard or [])
    p0.played = []
    p1.hand = list(opp_hand if opp_hand is not None else ["mv.stone"] * 5)
    p1.deck = list(opp_deck if opp_deck is not None else ["mv.stone"] * 5)
    p1.discard = []
    p1.played = []
    if exchange is not None:
        g.exchange = tuple(exchange)
        g.piles = {k: 6 for k in exchange}
    g.current = 0
    g.first = 0
    g.reset_turn()
    g.ap = 1
    g.phase = Phase(phase)
    g.pending = None
    g.stack = []
    g.invalidate()
    return g


def legal(g: MetaVersus, kind: str, **fields: Any) -> Action:
    """The legal action of this kind with these fields (fails the test if there is none)."""
    for a in g.legal_actions():
        if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items()):
            return a
    raise AssertionError(f"no legal {kind} {fields}; legal: {g.legal_actions()}")


def has(g: MetaVersus, kind: str, **fields: Any) -> bool:
    return any(
        a.kind == kind and all(getattr(a, k) == v for k, v in fields.items()) for a in g.legal_actions()
    )


def do(g: MetaVersus, kind: str, **fields: Any) -> list[Event]:
    return g.apply(legal(g, kind, **fields))


def play(g: MetaVersus, card: str) -> list[Event]:
    return do(g, "play_card", card=card)


def events_of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def assert_ok(g: MetaVersus) -> None:
    problems = check_invariants(g)
    assert not problems, problems


# A Beginner exchange of ten kinds for scenarios that need one.
EX = [
    "mv.soil.gem_ore",
    "mv.fire.flame_blade",
    "mv.water.stream",
    "mv.water.tide_village",
    "mv.soil.bazaar",
    "mv.fire.inferno_edge",
    "mv.moon.eclipse",
    "mv.wood.bark_skin",
    "mv.sky.aegis",
    "mv.dark.void",
]
