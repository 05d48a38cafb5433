"""The state is its declared fields: nothing set on a game, a die or a task escapes them, and a
save or a clone continues exactly like the game itself."""

from __future__ import annotations

import json

import pytest

import game
from game.core.declared import undeclared
from game.core.rng import GameRNG
from game.dicemasters.engine import DiceMasters

CASES = [("first_game", 1), ("basic", 2), ("tournament", 3), ("draft", 4), ("basic", 5)]


def positions(fmt: str, seed: int, every: int = 7):
    """A game played by seeded random choices, stopped every ``every`` actions."""
    g = game.new_game("dicemasters", seed=seed, format=fmt)
    rng = GameRNG(seed, stream=3)
    n = 0
    while not g.is_over and n < 400:
        if n % every == 0:
            yield g
        acts = g.legal_actions()
        g.apply(acts[rng.randbelow(len(acts))])
        n += 1
    yield g


def digest_of_play(g: DiceMasters, seed: int, steps: int = 40) -> list[dict]:
    rng = GameRNG(seed, stream=9)
    out = []
    for _ in range(steps):
        if g.is_over:
            break
        acts = g.legal_actions()
        out.extend(e.to_dict() for e in g.apply(acts[rng.randbelow(len(acts))]))
    out.append(g.to_dict())
    return out


@pytest.mark.parametrize("fmt, seed", CASES)
def test_nothing_escapes_the_declared_fields(fmt: str, seed: int) -> None:
    seen_tasks: set[str] = set()
    for g in positions(fmt, seed):
        assert isinstance(g, DiceMasters)
        assert undeclared(g) == set()
        for d in g.dice.values():
            assert undeclared(d) == set(), d
        for t in g.tasks + g.trig:
            assert undeclared(t) == set(), t
            seen_tasks.add(t.kind)
    assert seen_tasks  # tasks were on the stack at some of these positions


@pytest.mark.parametrize("fmt, seed", CASES)
def test_a_save_and_a_clone_continue_like_the_game(fmt: str, seed: int) -> None:
    for i, g in enumerate(positions(fmt, seed, every=23)):
        d = g.to_dict()
        back = DiceMasters.from_dict(json.loads(json.dumps(d)))
        clone = g.clone()
        assert back.to_dict() == d and clone.to_dict() == d
        assert back.legal_actions() == clone.legal_actions() == g.legal_actions()
        assert digest_of_play(back, seed + i) == digest_of_play(clone, seed + i)
        assert g.to_dict() == d  # playing on the copies left the game untouched


# what the screens read of each decision (the observation's keys before decisions were records)
SHOWN = {
    "draft_pick": {"type", "player"},
    "draft_dice": {"type", "player", "card"},
    "reroll": {"type", "player", "rolled", "selected"},
    "priority": {"type", "player", "window"},
    "pay": {"type", "player", "cost", "types", "card", "paid", "virt", "optional"},
    "target": {"type", "player", "options", "card", "optional"},
    "trigger": {"type", "player", "options"},
    "attack": {"type", "player"},
    "block": {"type", "player"},
    "assign": {"type", "player", "die", "left", "blockers", "alloc"},
}


def test_the_observation_shows_each_decision_as_before_and_never_its_bookkeeping() -> None:
    from game.dicemasters.decisions import DMDecision

    seen: set[str] = set()
    for fmt, seed in CASES + [("draft", 8), ("tournament", 9), ("basic", 11)]:
        for g in positions(fmt, seed, every=1):
            if g.decision is None:
                continue
            shown = g.observation(0)["decision"]
            kind = shown["type"]
            seen.add(kind)
            assert SHOWN[kind] <= set(shown) and not {"task", "key"} & set(shown), shown
            assert shown["picks"] == list(type(g.decision).picks)
            assert json.loads(json.dumps(shown)) == shown
            assert DMDecision.from_dict(g.decision.to_dict(), game="dicemasters") == g.decision
            assert g.decision.kind == kind and shown["player"] == g.decision.player
    assert {"reroll", "priority", "pay", "target", "attack", "block", "draft_pick", "draft_dice"} <= seen
