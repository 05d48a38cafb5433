"""The picture caches of the sprites: each bounded (least recently used pictures go first) by a
count and, for pictures, by the bytes their pixels take, and all emptied by one call,
``clear_caches()``, when the window is resized or the language changes.

A picture is kept under everything it depends on (card, size, language, highlight, ...): the
arguments of the function that draws it. ``cache_bytes()`` says how much the caches hold (the
pixels of the pictures kept: tracemalloc does not see them), ``cache_report()`` cache by cache.

What depends on nothing a resize changes and is costly to make again (a font of one size, a
rendered label) is carried over a clear while it is still asked for; small numbers kept by
size (the width of a letter) last.

A picture that is slow to make and seen many at a time (a card face) can be spread over frames:
its cache names a ``stand_in`` (the same size, drawn in no time), and while the main loop runs
with a frame budget (``FRAME_BUDGET``), a frame that has already spent its share makes the rest
next time and shows their stand-ins meanwhile. A table that opens, or is laid out again at a new
size, fills in over a few frames instead of holding one for a third of a second.
"""

from __future__ import annotations

import ctypes
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Generic, Literal, NamedTuple, ParamSpec, TypeVar

import pygame

if TYPE_CHECKING:
    from functools import _lru_cache_wrapper

P = ParamSpec("P")
T = TypeVar("T")

_KWARGS = object()  # parts the positional arguments of a key from its keyword arguments


class CacheInfo(NamedTuple):
    """As ``functools.lru_cache`` reports it, and the bytes held."""

    hits: int
    misses: int
    maxsize: int
    currsize: int
    nbytes: int = 0


def surface_bytes(value: object, depth: int = 2) -> int:
    """The bytes of the pixels of ``value``: a surface, or the surfaces in a tuple, list or
    dict of them (or in the ``surface`` of a record), ``depth`` levels down."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if depth <= 0:
        return 0
    if isinstance(value, dict):
        return sum(surface_bytes(v, depth - 1) for v in value.values())
    if isinstance(value, (tuple, list)):
        return sum(surface_bytes(v, depth - 1) for v in value)
    inner = getattr(value, "surface", None)
    if isinstance(inner, pygame.Surface):
        return surface_bytes(inner)
    return 0


class FrameBudget:
    """How much of a frame the slow pictures may take: ``limit`` seconds from the frame's
    ``start`` (None: no limit, every picture is made when it is asked for, as screenshots and
    tests want). The first picture of a frame is always made, so every frame gets on."""

    def __init__(self) -> None:
        self.limit: float | None = None
        self.clock: Callable[[], float] = time.perf_counter
        self._until = float("inf")
        self._made = 0
        self.deferred = 0  # pictures put off to a later frame, in all

    def start(self) -> None:
        """A new frame begins."""
        if self.limit is not None:
            self._until = self.clock() + self.limit
            self._made = 0

    def allows(self) -> bool:
        """Whether a slow picture may be made now."""
        if self.limit is None:
            return True
        if self._made == 0 or self.clock() < self._until:
            self._made += 1
            return True
        self.deferred += 1
        return False


FRAME_BUDGET = FrameBudget()
_making = [0]  # how deep in making cached pictures we are (what is made inside one is never put off)


class Bounded(Generic[P, T]):
    """A least-recently-used cache of ``draw``'s results, at most ``maxsize`` of them and at
    most ``max_bytes`` of pixels (None: no byte bound); registered, so ``clear_caches()``
    empties it.

    ``carry``: for what is costly to make and depends on nothing a resize changes (a font of
    one size): ``clear_caches()`` puts the entries aside instead, and those asked for again
    before the next ``clear_caches()`` come back without being made again; the others go then.

    ``stand_in``: called with the same arguments when ``FRAME_BUDGET`` puts a picture off to a
    later frame; what it returns is shown for now and not kept.
    """

    def __init__(
        self,
        draw: Callable[P, T],
        maxsize: int,
        max_bytes: int | None = None,
        carry: bool = False,
        stand_in: Callable[P, T] | None = None,
    ) -> None:
        self.__wrapped__ = draw
        self.__doc__ = draw.__doc__
        self.__name__ = getattr(draw, "__name__", "cache")
        self.__qualname__ = getattr(draw, "__qualname__", self.__name__)
        self.__module__ = getattr(draw, "__module__", __name__)
        self.maxsize = max(1, maxsize)
        self.max_bytes = max_bytes
        self.nbytes = 0
        self.hits = self.misses = 0
        self._data: OrderedDict[Hashable, T] = OrderedDict()  # the least recently used first
        self._sizes: dict[Hashable, int] = {}
        self._aside: dict[Hashable, tuple[T, int]] = {}  # the entries before the last clear (carry)
        self.carry = carry
        self.stand_in = stand_in
        register(
            f"{self.__module__}.{self.__qualname__}",
            self.new_generation if carry else self.cache_clear,
            lambda: self.nbytes + sum(size for _v, size in self._aside.values()),
            lambda: len(self._data) + len(self._aside),
            "carried" if carry else "nothing",
        )

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> T:
        key: Hashable = args if not kwargs else (*args, _KWARGS, *kwargs.items())
        data = self._data
        try:
            value = data[key]
        except KeyError:
            pass
        else:
            data.move_to_end(key)  # now the most recently used
            self.hits += 1
            return value
        kept = self._aside.pop(key, None) if self._aside else None
        if kept is not None:
            value, size = kept
            self.hits += 1
        else:
            if self.stand_in is not None and not _making[0] and not FRAME_BUDGET.allows():
                return self.stand_in(*args, **kwargs)  # made in a later frame
            self.misses += 1
            _making[0] += 1
            try:
                value = self.__wrapped__(*args, **kwargs)
            finally:
                _making[0] -= 1
            size = surface_bytes(value)
        if key in data:  # drawn again while it was being drawn (a recursive call)
            self.nbytes -= self._sizes.pop(key)
            del data[key]
        data[key] = value
        self._sizes[key] = size
        self.nbytes += size
        limit = self.max_bytes
        while len(data) > self.maxsize or (limit is not None and self.nbytes > limit and len(data) > 1):
            oldest, _value = data.popitem(last=False)
            self.nbytes -= self._sizes.pop(oldest)
        return value

    def __len__(self) -> int:
        return len(self._data)

    def cache_clear(self) -> None:
        """Forget every entry (those put aside too)."""
        self._data.clear()
        self._sizes.clear()
        self._aside.clear()
        self.nbytes = 0

    def new_generation(self) -> None:
        """Put the entries aside, forgetting those put aside before (see ``carry``)."""
        self._aside = {key: (value, self._sizes[key]) for key, value in self._data.items()}
        self._data.clear()
        self._sizes.clear()
        self.nbytes = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.maxsize, len(self._data), self.nbytes)


def bounded(
    maxsize: int,
    max_bytes: int | None = None,
    carry: bool = False,
    stand_in: Callable[..., Any] | None = None,
) -> Callable[[Callable[P, T]], Bounded[P, T]]:
    """A cache like ``functools.lru_cache(maxsize)``, also bounded by ``max_bytes`` of pixels,
    that ``clear_caches()`` empties (``carry`` and ``stand_in``: see ``Bounded``)."""

    def wrap(draw: Callable[P, T]) -> Bounded[P, T]:
        return Bounded(draw, maxsize, max_bytes, carry, stand_in)

    return wrap


def counted(maxsize: int, lasting: bool = False) -> Callable[[Callable[..., T]], _lru_cache_wrapper[T]]:
    """``functools.lru_cache(maxsize)`` (the C one: for small values asked for hundreds of times
    a frame, such as text widths), registered so ``clear_caches()`` empties it; it holds no
    pictures. ``lasting``: what it keeps depends on nothing a resize or a language changes (the
    width of a letter at a size): it is listed but not emptied."""

    def wrap(draw: Callable[..., T]) -> _lru_cache_wrapper[T]:
        cached = lru_cache(maxsize=maxsize)(draw)
        name = f"{getattr(draw, '__module__', __name__)}.{getattr(draw, '__qualname__', 'cache')}"
        register(
            name,
            _keep if lasting else cached.cache_clear,
            count=lambda: cached.cache_info().currsize,
            keeps="all" if lasting else "nothing",
        )
        return cached

    return wrap


MiB = 1 << 20
Keeps = Literal["nothing", "carried", "all"]  # after a clear: empty; the entries put aside; all


@dataclass(frozen=True)
class Owned:
    """One registered cache: how to empty it and how much it holds."""

    name: str
    clear: Callable[[], None]
    nbytes: Callable[[], int]
    count: Callable[[], int]
    keeps: Keeps = "nothing"  # what ``clear_caches()`` leaves in it


_CACHES: list[Owned] = []


def _nothing() -> int:
    return 0


def _keep() -> None:
    """The ``clear`` of a lasting cache: nothing to forget."""


def register(
    name: str,
    clear: Callable[[], None],
    nbytes: Callable[[], int] = _nothing,
    count: Callable[[], int] = _nothing,
    keeps: Keeps = "nothing",
) -> None:
    """Have ``clear_caches()`` call ``clear`` (a cache kept by hand), and ``cache_bytes()``
    count what ``nbytes`` says it holds."""
    _CACHES.append(Owned(name, clear, nbytes, count, keeps))


def on_clear(clear: Callable[[], None]) -> None:
    """Have ``clear_caches()`` call ``clear`` too (a cache kept by hand)."""
    register(getattr(clear, "__qualname__", "cache"), clear)


def clear_caches() -> None:
    """Forget every picture drawn so far (they are drawn again when next asked for), and give
    the memory they took back to the system."""
    for cache in _CACHES:
        cache.clear()
    give_back()


# -- the memory of the pixels ------------------------------------------------------------------
# The C allocator keeps what is freed for the next allocation, and by default it moves large
# blocks (pictures) from their own mappings into its heap once one was freed: after a resize the
# pictures of the old size are freed but the memory stays with the process. A fixed threshold
# keeps every picture over it in its own mapping, handed back when it is freed, and trimming
# after the caches are emptied hands back the free end of the heap. Only with glibc; elsewhere
# nothing is done.
PICTURE_MAPPING = 128 * 1024  # blocks from this many bytes up get their own mapping
_M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc


def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None)
        libc.gnu_get_libc_version  # noqa: B018  (glibc only: musl has no mallopt parameters)
        return libc
    except (OSError, AttributeError):
        return None


_LIBC = _libc()


def _tune_allocator() -> None:
    if _LIBC is not None:
        _LIBC.mallopt(_M_MMAP_THRESHOLD, PICTURE_MAPPING)


def give_back() -> None:
    """Return the allocator's free memory to the system (after many pictures were freed)."""
    if _LIBC is not None:
        _LIBC.malloc_trim(0)


_tune_allocator()


def cache_bytes() -> int:
    """The bytes of pixels every registered cache holds."""
    return sum(cache.nbytes() for cache in _CACHES)


def cache_report() -> list[tuple[str, int, int]]:
    """(name, entries, bytes) of every registered cache, the largest first."""
    rows = [(c.name, c.count(), c.nbytes()) for c in _CACHES]
    return sorted(rows, key=lambda r: (-r[2], -r[1], r[0]))


def registered() -> Iterable[Owned]:
    return tuple(_CACHES)
