"""The picture caches of the sprites: each bounded (least recently used pictures go first) and
all emptied by one call, ``clear_caches()``, when the window is resized or the language changes.

A picture is kept under everything it depends on (card, size, language, highlight, ...): the
arguments of the function that draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from functools import _lru_cache_wrapper

T = TypeVar("T")
_CLEARS: list[Callable[[], None]] = []


def bounded(maxsize: int) -> Callable[[Callable[..., T]], _lru_cache_wrapper[T]]:
    """``functools.lru_cache(maxsize)`` whose cache ``clear_caches()`` empties too."""

    def wrap(draw: Callable[..., T]) -> _lru_cache_wrapper[T]:
        cached = lru_cache(maxsize=maxsize)(draw)
        _CLEARS.append(cached.cache_clear)
        return cached

    return wrap


def on_clear(clear: Callable[[], None]) -> None:
    """Have ``clear_caches()`` call ``clear`` too (a cache kept by hand)."""
    _CLEARS.append(clear)


def clear_caches() -> None:
    """Forget every picture drawn so far (they are drawn again when next asked for)."""
    for clear in _CLEARS:
        clear()
