"""``GameRNG.shuffle`` (the generator's steps written out in one loop) is the Fisher-Yates of
the rules written with ``randbelow``: the same permutation and the same generator state after."""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

import pytest

from game.core.rng import GameRNG, ScriptedRNG


def plain_shuffle(rng: GameRNG, seq: MutableSequence[Any]) -> None:
    for i in range(len(seq) - 1, 0, -1):
        j = rng.randbelow(i + 1)
        seq[i], seq[j] = seq[j], seq[i]


def test_the_shuffle_draws_what_randbelow_draws() -> None:
    for seed in range(400):
        size = seed % 130 if seed < 380 else 1000 + seed  # past the table of walks too
        a, b = GameRNG(seed, stream=seed % 9), GameRNG(seed, stream=seed % 9)
        mine, theirs = list(range(size)), list(range(size))
        a.shuffle(mine)
        plain_shuffle(b, theirs)
        assert mine == theirs and (a.state, a.inc) == (b.state, b.inc)


def test_the_shuffle_draws_again_where_randbelow_rejects() -> None:
    """State 0 gives the output 0, below randbelow's rejection threshold for a bound of 3."""
    for stream in range(20):
        for n in (3, 4, 7, 192, 255, 256, 300):
            a, b = GameRNG(1, stream=stream), GameRNG(1, stream=stream)
            a.state = b.state = 0
            mine, theirs = list(range(n)), list(range(n))
            a.shuffle(mine)
            plain_shuffle(b, theirs)
            assert mine == theirs and a.state == b.state


def test_a_scripted_generator_shuffles_by_its_own_queue_then_by_the_stream() -> None:
    rng = ScriptedRNG(1).force_shuffle([2, 0, 1])
    cards = ["a", "b", "c"]
    rng.shuffle(cards)
    assert cards == ["c", "a", "b"]
    after, plain = list(range(9)), list(range(9))
    twin = GameRNG(0)
    twin.state, twin.inc = rng.state, rng.inc
    rng.shuffle(after)
    plain_shuffle(twin, plain)
    assert after == plain


def plain_randbelow(rng: GameRNG, n: int) -> int:
    threshold = (0x100000000 - n) % n
    while True:
        r = rng._next32()
        if r >= threshold:
            return r % n


def test_randbelow_with_its_table_of_small_bounds_draws_what_the_rule_draws() -> None:
    for seed in range(100):
        a, b = GameRNG(seed, stream=5), GameRNG(seed, stream=5)
        for n in [*range(2, 300), 1000, 2**31, 2**32]:
            assert a.randbelow(n) == plain_randbelow(b, n)
        assert a.randbelow(1) == 0 and a.state == b.state


def test_randbelow_refuses_a_bound_below_one() -> None:

    for bad in (0, -3, -300):
        with pytest.raises(ValueError):
            GameRNG(1).randbelow(bad)
