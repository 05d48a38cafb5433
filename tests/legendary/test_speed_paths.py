"""The engine's and the agents' fast paths give what the plain rules they replace give.

Each fast path (the main phase's legal actions from per-card tables, the team outlook's
projection over plain numbers, the deck's pace from sums, synergy weighed for many cards) is
checked against the straightforward version of the same rule, on positions from random
playouts of many setups.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest

import game
from game.core.actions import Action
from game.core.agents import RandomAgent
from game.legendary import actions as A
from game.legendary import agents as AG
from game.legendary.cards import MASTERMINDS, SCHEMES, defn
from game.legendary.picks import costs_a_discard
from game.legendary.schemes import portal_spaces


def positions(games: int, every: int = 3) -> Iterator[Any]:
    """States met in random playouts of every Scheme and Mastermind at 1-5 players."""
    masterminds = sorted(MASTERMINDS)
    for k in range(games):
        options: dict[str, Any] = {
            "scheme": SCHEMES[k % len(SCHEMES)],
            "mastermind": masterminds[k % len(masterminds)],
        }
        players = 1 + k % 5
        try:
            g = game.new_game("legendary", seed=k, players=players, **options)
        except Exception:  # a Scheme not allowed in solo play
            g = game.new_game("legendary", seed=k, players=2, **options)
        agent = RandomAgent(k)
        step = 0
        while not g.is_over:
            if step % every == 0:
                yield g
            mover = g.to_move
            assert mover is not None
            g.apply(agent.choose(g, mover))
            step += 1


def plain_legal_actions(g: Any) -> list[Action]:
    """The main phase's actions as the rules list them, one lookup at a time."""
    if g.decision is not None:
        return list(g.decision.choices)
    p = g.current
    hand = g.players[p].hand
    acts: list[Action] = []
    wounded = False
    for c in hand:
        d = defn(c)
        if d.kind == "wound":
            wounded = True
        if d.kind == "wound" or (d.kind == "hero" and (len(hand) > 1 or not costs_a_discard(d.id))):
            acts.append(A.PlayCard(c))
    if g.phase == "main" and not g.healed:
        for i, h in enumerate(g.hq):
            if h is not None and defn(h).cost <= g.recruit:
                acts.append(A.Recruit(h, i))
        if g.officers and g.recruit >= 3:
            acts.append(A.RecruitOfficer(g.officers[-1]))
        power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
        for i, v in enumerate(g.city):
            if v is not None and g.strength(i) <= power and g.can_fight(p, v):
                acts.append(A.Fight(v, i))
        if g.tactics and g.mm_strength() <= power:
            acts.append(A.FightMastermind(g.mastermind))
        if wounded and not g.acted:
            acts.append(A.Heal())
    acts.append(A.EndTurn())
    return acts


def test_legal_actions_are_the_rules_actions_in_the_rules_order() -> None:
    seen_fights = seen_mastermind = 0
    for g in positions(10, every=4):
        assert g.legal_actions() == plain_legal_actions(g)
        richer = g.clone()  # and with more Attack and Recruit in the pools
        richer.attack += 3 + g.turn % 9
        richer.recruit += g.turn % 7
        fast = richer.legal_actions()
        assert fast == plain_legal_actions(richer)
        seen_fights += any(isinstance(a, A.Fight) for a in fast)
        seen_mastermind += any(isinstance(a, A.FightMastermind) for a in fast)
    assert seen_fights > 20 and seen_mastermind > 5


def test_strength_modifiers_and_scheme_rules_reach_the_fights() -> None:
    """Storm's -2 on the Rooftops and the like, and the Schemes' villain rules, on every position."""
    for g in positions(10, every=6):
        if g.decision is not None:
            continue
        for mods in ({"rooftops_minus": 2}, {"bridge_minus": 3, "thunder": 1}, {"mm_minus": 4}):
            changed = g.clone()
            changed.mods = dict(g.mods, **mods)
            changed.attack += g.turn % 5
            assert changed.legal_actions() == plain_legal_actions(changed)


def test_a_portal_is_in_the_spaces_portal_spaces_lists() -> None:
    from game.legendary.schemes import _portal_in_space

    for g in positions(3, every=50):
        for twists in range(9):
            g.twists_played = twists
            for space in range(5):
                assert _portal_in_space(g, space, "") == (1 if space in portal_spaces(g) else 0)


def plain_project(paces: list[AG.Pace], first: int, mm: int, need: int) -> float:
    """``agents.project`` through ``Pace.turn`` and ``Pace.grown``."""
    if need <= 0:
        return 0.0
    decks = list(paces)
    total = 0.0
    for t in range(AG.HORIZON):
        q = (first + t) % len(decks)
        mean, var = decks[q].turn()
        sd = math.sqrt(var)
        got = sum(0.5 * (1.0 + math.erf(((mean - m * mm + 0.5) / sd) / math.sqrt(2.0))) for m in (1, 2))
        if total + got >= need:
            return t + (need - total) / max(got, 1e-9)
        total += got
        decks[q] = decks[q].grown()
    return AG.HORIZON + 1.0


def plain_pace(cards: list[str]) -> AG.Pace:
    k = len(cards)
    if not k:
        return AG.Pace(0, 0.0, 0.0, 0.0, AG.HAND)
    atk = sq = rec = drawing = 0.0
    for c in cards:
        a = AG.card_attack(c)
        atk += a
        sq += a * a
        rec += AG.card_recruit(c)
        drawing += float(defn(c).kind == "hero" and AG._draws(defn(c).id))
    hand = AG.HAND * (1.0 + drawing / k)
    return AG.Pace(k, atk, sq, hand * rec / k, hand)


def test_the_outlook_projects_what_the_paces_turns_give() -> None:
    checked = 0
    for g in positions(8, every=9):
        paces = [AG.pace(pl.all_cards()) for pl in g.players]
        assert paces == [plain_pace(pl.all_cards()) for pl in g.players]
        for mm in (1, 3, 8, 12):
            for need in (0, 1, 3, 5):
                assert AG.project(paces, g.current % len(paces), mm, need) == plain_project(
                    paces, g.current % len(paces), mm, need
                )
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_synergy_for_many_cards_is_synergy_for_each(seed: int) -> None:
    g = next(iter(positions(1 + seed, every=40)))
    for pl in g.players:
        deck = pl.all_cards()
        fits = AG.Synergy(deck)
        for card in g.hero_deck[:30] + deck:
            d = defn(card)
            k = max(1, len(deck))
            own = AG.power_filters(d.id)
            plain = sum(sum(1 for c in deck if AG.triggers(c, f)) / k for f in own)
            needing = [f for c in deck if defn(c).kind == "hero" for f in AG.power_filters(defn(c).id)]
            plain += sum(1 for f in needing if AG.triggers(card, f)) / k
            assert fits(card) == plain == AG.synergy(card, deck)
