"""The game's own seeded random number generator.

Every random outcome of a game (rolls, shuffles, draws from a bag) comes from one ``GameRNG``
stored in the game state, so the same seed and the same actions always give the same game.
The state is two integers, cheap to copy for search and plain JSON in a save.

``ScriptedRNG`` lets tests force outcomes: queued integers answer ``randbelow`` (and so
``randint``/``choice``) and queued permutations answer ``shuffle``; once the queue is empty it
falls back to the seeded stream.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005


def _walk(n: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates over ``n`` items as ``GameRNG.shuffle`` walks it: (i, the bound i + 1,
    ``randbelow``'s rejection threshold for that bound) for i from n - 1 down to 1."""
    return tuple((i, i + 1, (0x100000000 - (i + 1)) % (i + 1)) for i in range(n - 1, 0, -1))


_WALKS = tuple(_walk(n) for n in range(256))
# randbelow's rejection threshold (2**32 - n) % n for the bounds 2..256 (at their own index)
_BELOW = (0, 0, *((0x100000000 - n) % n for n in range(2, 257)))  # the walks of the sizes games shuffle


class GameRNG:
    """PCG32 (XSH RR): small, fast enough in pure Python, and fully described by two ints."""

    __slots__ = ("state", "inc")

    def __init__(self, seed: int = 0, stream: int = 54) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self._next32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next32()

    def _next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    # -- draws -------------------------------------------------------------------------------
    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if 1 < n < 257:
            threshold = _BELOW[n]  # a roll's or a small shuffle's bound: looked up
        elif n == 1:
            return 0
        elif n <= 0:
            raise ValueError("randbelow needs a positive bound")
        else:
            threshold = (0x100000000 - n) % n
        while True:
            # ``_next32`` spelled out: a game draws at every roll and every shuffle
            old = self.state
            self.state = (old * _MULT + self.inc) & _MASK64
            xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
            if r >= threshold:
                return r % n

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in ``[a, b]``, both ends included."""
        return a + self.randbelow(b - a + 1)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits: the top 27 bits of one output and the top 26
        of the next (``_next32`` spelled out twice: the heuristics break their ties with it at
        every action they score)."""
        inc = self.inc
        old = self.state
        mid = (old * _MULT + inc) & _MASK64
        x = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        hi = (((x >> rot) | (x << ((-rot) & 31))) & 0xFFFFFFFF) >> 5
        self.state = (mid * _MULT + inc) & _MASK64
        x = (((mid >> 18) ^ mid) >> 27) & 0xFFFFFFFF
        rot = mid >> 59
        lo = (((x >> rot) | (x << ((-rot) & 31))) & 0xFFFFFFFF) >> 6
        return (hi * 67108864.0 + lo) / 9007199254740992.0

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        """Fisher-Yates in place: for i from the end down to 1, swap item i with item
        ``randbelow(i + 1)``. The generator's steps are written out in one loop (a shuffle is
        most of what a new game and a deck's reshuffle cost); the draws, the permutation and the
        state afterwards are those of the ``randbelow`` calls."""
        n = len(seq)
        walk = _WALKS[n] if n < len(_WALKS) else _walk(n)
        state, inc = self.state, self.inc
        for i, bound, threshold in walk:
            old = state
            state = (old * _MULT + inc) & _MASK64
            x = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            r = ((x >> rot) | (x << ((-rot) & 31))) & 0xFFFFFFFF
            while r < threshold:  # randbelow's rejection (at most i in 2**32): draw again
                old = state
                state = (old * _MULT + inc) & _MASK64
                x = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
                rot = old >> 59
                r = ((x >> rot) | (x << ((-rot) & 31))) & 0xFFFFFFFF
            j = r % bound
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than population")
        out = []
        for _ in range(k):
            out.append(pool.pop(self.randbelow(len(pool))))
        return out

    def fork(self, salt: int) -> GameRNG:
        """A new independent generator derived from this one (e.g. for a determinisation)."""
        return GameRNG(self._next32() ^ (salt * 0x9E3779B1), stream=salt & 0xFFFF)

    # -- state -------------------------------------------------------------------------------
    def copy(self) -> GameRNG:
        new = GameRNG.__new__(GameRNG)
        new.state = self.state
        new.inc = self.inc
        return new

    def to_dict(self) -> dict[str, Any]:
        return {"type": "pcg32", "state": self.state, "inc": self.inc}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameRNG:
        kind = d.get("type")
        if kind == "scripted":
            return ScriptedRNG.from_dict(d)
        if kind != "pcg32":
            raise ValueError(f"unknown RNG type {kind!r}")
        rng = GameRNG.__new__(GameRNG)
        rng.state = int(d["state"]) & _MASK64
        rng.inc = int(d["inc"]) & _MASK64
        return rng

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, GameRNG)
            and type(other) is type(self)
            and (self.state, self.inc) == (other.state, other.inc)
        )

    def __repr__(self) -> str:
        return f"GameRNG(state={self.state:#x})"


class ScriptedRNG(GameRNG):
    """A ``GameRNG`` whose next outcomes can be forced by tests.

    ``force(3, 0, 5)`` makes the next three ``randbelow`` calls return 3, 0 and 5 (a die roll
    of a six-faced die is ``randbelow(6)``, so these are face indexes). ``force_shuffle(p)``
    makes the next ``shuffle`` produce ``[old[p[0]], old[p[1]], ...]``; ``force_shuffle(None)``
    leaves the next shuffled sequence as it is. Forced values are checked against the bound so a
    wrong script fails loudly.
    """

    __slots__ = ("queue",)

    def __init__(self, seed: int = 0, stream: int = 54) -> None:
        super().__init__(seed, stream)
        self.queue: list[Any] = []

    def force(self, *values: int) -> ScriptedRNG:
        self.queue.extend(int(v) for v in values)
        return self

    def force_shuffle(self, permutation: Sequence[int] | None) -> ScriptedRNG:
        self.queue.append(("shuffle", None if permutation is None else list(permutation)))
        return self

    def randbelow(self, n: int) -> int:
        if self.queue and isinstance(self.queue[0], int):
            v: int = self.queue.pop(0)
            if not 0 <= v < n:
                raise ValueError(f"scripted value {v} is outside [0, {n})")
            return v
        return super().randbelow(n)

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        if self.queue and isinstance(self.queue[0], tuple) and self.queue[0][0] == "shuffle":
            _, perm = self.queue.pop(0)
            if perm is None:
                return
            if sorted(perm) != list(range(len(seq))):
                raise ValueError(f"scripted shuffle {perm} is not a permutation of {len(seq)}")
            old = list(seq)
            seq[:] = [old[i] for i in perm]
            return
        super().shuffle(seq)

    def copy(self) -> ScriptedRNG:
        new = ScriptedRNG.__new__(ScriptedRNG)
        new.state = self.state
        new.inc = self.inc
        new.queue = [list(q) if isinstance(q, list) else q for q in self.queue]
        return new

    def to_dict(self) -> dict[str, Any]:
        queue = [q if isinstance(q, int) else {"shuffle": q[1]} for q in self.queue]
        return {"type": "scripted", "state": self.state, "inc": self.inc, "queue": queue}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> ScriptedRNG:
        rng = ScriptedRNG.__new__(ScriptedRNG)
        rng.state = int(d["state"]) & _MASK64
        rng.inc = int(d["inc"]) & _MASK64
        rng.queue = [q if isinstance(q, int) else ("shuffle", q["shuffle"]) for q in d.get("queue", [])]
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScriptedRNG) and super().__eq__(other) and self.queue == other.queue
