"""``check_invariants(g)``: consistency checks used by fuzzing and the seeded playout tests."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.result import Termination

from .cards import CARDS, COST, EXCHANGE_KINDS, STONE, base_of, characters_of, expansion_of, kinds_of
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
    problems += _aether_and_decks(g)
    return problems


def _aether_and_decks(g: Any) -> list[str]:
    """Aether stays within 0..the tile's cap (0 without an expansion); the exchange decks and the
    character decks hold each card in one place only, every card in its own pack's deck."""
    problems: list[str] = []
    packs = g.opts["packs"]
    tile = g.tile()
    cap = tile.aether_cap if tile else 0
    for i, ps in enumerate(g.players):
        if not 0 <= ps.aether <= cap:
            problems.append(f"p{i}: aether {ps.aether} outside 0..{cap}")
    exp = expansion_of(packs)
    base_kinds, base_chars = set(kinds_of(base_of(packs))), set(characters_of(base_of(packs)))
    exp_kinds = set(kinds_of(exp.id)) if exp else set()
    exp_chars = set(characters_of(exp.id)) if exp else set()
    places = (
        ("exchange", g.exchange, base_kinds | exp_kinds),
        ("exchange deck", g.exchange_deck, base_kinds),
        ("expansion deck", g.expansion_deck, exp_kinds),
        ("character row", g.char_row, base_chars | exp_chars),
        ("character deck", g.char_deck, base_chars),
        ("expansion characters", g.expansion_chars, exp_chars),
    )
    seen: Counter[str] = Counter()
    for name, cards, allowed in places:
        seen.update(cards)
        if any(c not in allowed for c in cards):
            problems.append(f"{name} holds a card of another pack: {sorted(set(cards) - allowed)}")
    seen.update(c for c in g.banned if c not in g.char_row)
    if twice := sorted(c for c, n in seen.items() if n > 1):
        problems.append(f"cards in two places among the exchange, the decks and the characters: {twice}")
    return problems
