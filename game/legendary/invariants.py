"""Consistency checks used by tests and fuzzing: every card in exactly one place, counts
conserved, the city and HQ the right size, no negative strength or pools."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import defn


def all_locations(g: Any) -> list[str]:
    cards: list[str] = []
    for pl in g.players:
        cards += pl.all_cards()
    cards += [c for c in g.city if c is not None]
    cards += [c for c in g.hq if c is not None]
    for v in g.captured.values():
        cards += v
    cards += list(g.under.values())
    for z in (
        "hero_deck",
        "villain_deck",
        "officers",
        "wounds",
        "bystanders",
        "escaped",
        "ko",
        "scheme_pile",
        "tactics",
    ):
        cards += getattr(g, z)
    return cards


def check_invariants(g: Any) -> list[str]:
    problems: list[str] = []
    cards = all_locations(g)
    dup = [c for c, k in Counter(cards).items() if k > 1]
    if dup:
        problems.append(f"cards in more than one place: {dup[:5]}")
    mm_in_victory = sum(1 for pl in g.players if g.mastermind in pl.victory)
    expected = g.total_cards - 2 + mm_in_victory  # the Scheme and (unless won) Mastermind stay on the board
    if len(cards) != expected:
        problems.append(f"{len(cards)} cards in play areas, expected {expected}")
    for c in cards:
        try:
            defn(c)
        except KeyError:
            problems.append(f"unknown card {c!r}")
    if len(g.city) != 5:
        problems.append("the city must have 5 spaces")
    if len(g.hq) != 5:
        problems.append("the HQ must have 5 spaces")
    for i, v in enumerate(g.city):
        if v is not None and g.strength(i) < 0:
            problems.append(f"negative strength in space {i}")
    for k in g.captured:
        if k != "mastermind" and k not in g.city:
            problems.append(f"bystanders held by {k}, which is not in the city")
    for k in g.under:
        if k not in g.city and k not in g.escaped:
            problems.append(f"a hero is under {k}, which is neither in the city nor escaped")
    if g.recruit < 0 or g.attack < 0:
        problems.append(f"negative pools: recruit {g.recruit}, attack {g.attack}")
    if g.mm_strength() < 0:
        problems.append("negative Mastermind strength")
    if not g.is_over:
        if g.to_move is None or not 0 <= g.to_move < g.n:
            problems.append(f"bad player to move: {g.to_move}")
        elif not g.legal_actions():
            problems.append("no legal action while the game is not over")
    if g.decision is not None and not g.decision.choices:
        problems.append("a prompt without choices")
    if g.decision is not None and g.asking is None:
        problems.append("a prompt with no step to resume")
    if g.decision is None and g.queue and not g.is_over:
        problems.append("effect steps left in the queue with no prompt")
    return problems
