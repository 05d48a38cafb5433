"""``check_invariants(g)``: consistency checks used by fuzzing and the seeded playout tests."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.result import Termination

from .cards import CARDS, COST, EXCHANGE_KINDS, STONE
from .setup import STARTING_DECK
from .state import Phase, Zone


def check_invariants(g: Any) -> list[str]:
    problems: list[str] = []
    owned: Counter[str] = Counter()
    for i, ps in enumerate(g.players):
        for zone in Zone:
            for c in ps.zone(zone):
                if c not in CARDS:
                    problems.append(f"p{i}.{zone}: unknown card {c!r}")
                owned[c] += 1
        if ps.hp > ps.max_hp:
            problems.append(f"p{i}: HP {ps.hp} above max HP {ps.max_hp}")
        if ps.defense < 0 or ps.stars < 0:
            problems.append(f"p{i}: negative defense or stars")
        if ps.uses < -1:
            problems.append(f"p{i}: bad ability uses {ps.uses}")
        if g.phase != Phase.SETUP and ps.character is None:
            problems.append(f"p{i}: no character after setup")
        if ps.turns > g.opts["max_turns"]:
            problems.append(f"p{i}: turn {ps.turns} beyond the cap")
    # Every card is in exactly one place: the zones plus the exchange piles hold what the
    # match started with, plus what was gained from the unlimited neutral piles.
    if g.phase != Phase.SETUP or g.players[0].deck:
        start = Counter(STARTING_DECK) + Counter(STARTING_DECK)
        for k in g.exchange:
            start[k] += int(g.opts["pile_size"])
        now = owned.copy()
        for k, n in g.piles.items():
            if not 0 <= n <= int(g.opts["pile_size"]):
                problems.append(f"pile {k} has {n} cards")
            now[k] += n
        neutral_extra = sum(now[k] - start[k] for k in g.neutral_piles())
        if neutral_extra != g.neutral_gained:
            problems.append(f"neutral gains {neutral_extra} but counter says {g.neutral_gained}")
        for k in set(start) | set(now):
            if k in g.neutral_piles():
                continue
            if now[k] != start[k]:
                problems.append(f"card {k}: {now[k]} in play, expected {start[k]}")
    if len(set(g.exchange)) != len(g.exchange) or any(k not in EXCHANGE_KINDS for k in g.exchange):
        problems.append("exchange slots hold duplicates or unknown kinds")
    if STONE in g.exchange:
        problems.append("Stone dealt to the exchange")
    if g.gems < 0 or g.buys < 0:
        problems.append(f"negative gems {g.gems} or buys {g.buys}")
    if g.over:
        if g.outcome is None or g.to_move is not None:
            problems.append("game over without a result, or someone still to move")
        elif g.outcome.termination == Termination.STARS and max(p.stars for p in g.players) < 10:
            problems.append("star victory without 10 stars")
    else:
        if g.to_move not in (0, 1):
            problems.append(f"to_move is {g.to_move}")
        if not g.legal_actions():
            problems.append("no legal action in a running game")
        if g.phase not in (Phase.SETUP, Phase.ACTION, Phase.BUY, Phase.COMBAT):
            problems.append(f"waiting in phase {g.phase}")
        if any(p.stars >= 10 for p in g.players):
            problems.append("10 stars but the match goes on")
    if any(COST[k] < 0 for k in g.exchange):
        problems.append("negative cost")
    return problems
