"""The search's root schedules on a bandit whose arms' chances are known: an even split gives every
root action the same iterations; sequential halving keeps the better half after each round, so
the best arms get most of the budget and the best arm is still the one played."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from game.core.ismcts import ISMCTSAgent
from game.core.result import Result, Termination
from game.core.rng import GameRNG

CHANCES = (0.30, 0.62, 0.35, 0.40, 0.45, 0.50, 0.55, 0.70)  # arm 7 is the best, arm 1 next


@dataclass(frozen=True)
class Pull:
    arm: int

    def to_dict(self) -> dict[str, Any]:
        return {"arm": self.arm}


class Bandit:
    """One decision: pull an arm, then the game is won with that arm's chance."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed)
        self.pulled: int | None = None
        self.won = False

    @property
    def to_move(self) -> int:
        return 0

    @property
    def is_over(self) -> bool:
        return self.pulled is not None

    def legal_actions(self) -> list[Pull]:
        return [] if self.is_over else [Pull(k) for k in range(len(CHANCES))]

    def is_legal(self, action: Pull) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Pull) -> None:
        self.pulled = action.arm
        self.won = self.rng.randbelow(1000) < CHANCES[action.arm] * 1000

    def clone(self) -> Bandit:
        other = Bandit()
        other.rng, other.pulled, other.won = self.rng.copy(), self.pulled, self.won
        return other

    def result(self) -> Result:
        return Result((0,) if self.won else (1,), Termination.LIFE)


class Worst:
    """A heuristic that likes the worst arm and ranks the rest in their order."""

    def choose(self, game: Bandit, player: int) -> Pull:
        return Pull(0)

    def score(self, game: Bandit, player: int, action: Pull) -> float:
        return -float(action.arm)


def agent(schedule: str, seed: int = 1, iterations: int = 640) -> ISMCTSAgent:
    return ISMCTSAgent(
        seed,
        policy=lambda s: Worst(),
        evaluate=lambda g, p: 0.5,
        iterations=iterations,
        root_width=len(CHANCES),
        root_schedule=schedule,  # type: ignore[arg-type]
        max_tree_depth=0,
    )


def visits(a: ISMCTSAgent) -> dict[int, int]:
    assert a.last_root is not None
    return {act.arm: child.visits for act, child in a.last_root.children.items()}  # type: ignore[attr-defined]


def test_an_even_split_gives_every_root_action_the_same_iterations() -> None:
    a = agent("uniform")
    a.choose(Bandit(), 0)
    assert set(visits(a).values()) == {80}
    assert a.last_iterations == 640


def test_halving_spends_the_whole_budget_most_of_it_on_the_last_two() -> None:
    a = agent("halving")
    choice = a.choose(Bandit(), 0)
    v = visits(a)
    assert a.last_iterations == sum(v.values()) <= 640
    assert a.last_iterations >= 640 - len(CHANCES)
    assert len(a.last_finalists) == 2 and choice in a.last_finalists
    last = {p.arm for p in a.last_finalists}  # type: ignore[attr-defined]
    assert min(v[k] for k in last) > 2 * max(v[k] for k in v if k not in last)
    assert a.ranked()[0][0] == choice  # what the hover shows first is the move it played


@pytest.mark.parametrize("seed", range(1, 9))
def test_halving_finds_the_best_arm(seed: int) -> None:
    a = agent("halving", seed)
    assert a.choose(Bandit(), 0) == Pull(7)


def test_halving_is_deterministic_for_a_seed() -> None:
    one, two = agent("halving", 4), agent("halving", 4)
    assert one.choose(Bandit(), 0) == two.choose(Bandit(), 0)
    assert visits(one) == visits(two)


def test_halving_stops_when_told_once_every_root_action_was_tried() -> None:
    a = agent("halving")
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 2

    a.stop = stop
    assert a.choose(Bandit(), 0) in a.last_finalists
    assert len(CHANCES) <= a.last_iterations <= len(CHANCES) + 2


class Counting(Worst):
    """The same heuristic, counting its work in ``work``."""

    def __init__(self) -> None:
        self.work = 0

    def choose(self, game: Bandit, player: int) -> Pull:
        self.work += 1
        return Pull(0)


def counted(schedule: str, max_work: int | None, seed: int = 1) -> ISMCTSAgent:
    def policy(s: int) -> Counting:
        p = Counting()
        p.work = 10  # what a playout of this size costs the heuristic
        return p

    return ISMCTSAgent(
        seed,
        policy=policy,
        evaluate=lambda g, p: 0.5,
        iterations=640,
        root_width=len(CHANCES),
        root_schedule=schedule,  # type: ignore[arg-type]
        max_tree_depth=0,
        max_work=max_work,
    )


@pytest.mark.parametrize("schedule", ["uniform", "halving"])
def test_the_work_bound_ends_the_search_once_every_root_action_was_tried(schedule: str) -> None:
    a = counted(schedule, max_work=1000)
    assert a.choose(Bandit(), 0) in a.last_finalists
    # 10 units an iteration: the bound is met after 100 iterations, and every arm had its turn
    assert a.last_iterations == 100 and a.work == 1000
    assert set(visits(a)) == set(range(len(CHANCES)))
    # a bound below one round still plays every root action once
    b = counted(schedule, max_work=5)
    b.choose(Bandit(), 0)
    assert b.last_iterations == len(CHANCES)


def test_the_work_bound_is_deterministic_and_idle_when_not_reached() -> None:
    one, two = counted("halving", 1000, seed=3), counted("halving", 1000, seed=3)
    assert one.choose(Bandit(), 0) == two.choose(Bandit(), 0)
    assert visits(one) == visits(two)
    free, bound = counted("halving", None, seed=3), counted("halving", 10_000, seed=3)
    assert free.choose(Bandit(), 0) == bound.choose(Bandit(), 0)
    assert visits(free) == visits(bound) and bound.work == 10 * bound.last_iterations
