"""Dragging the window through many sizes: the caches stay under a bound and fall back when the
window is back at its first size (no picture of an old size is kept)."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes import registry
from sprites import caches
from sprites.caches import MiB

from .helpers import make_app, pump

SIZES = 24  # a kept picture of each old size shows after a handful of them
BOUND = 48 * MiB  # every cache at its byte bound and a busy table's panels at 1920x1200
SLACK = 3 * MiB  # labels and fonts of the last sizes carried over the last clear


def _resize(app: object, size: tuple[int, int]) -> None:
    w, h = size
    pump(
        app,  # type: ignore[arg-type]
        [
            pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h),
            pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
        ],
        frames=2,
    )


@pytest.mark.parametrize("shot", ["dicemasters-busy", "legendary-5p", "metaversus-busy"])
def test_resizing_a_busy_table_keeps_the_caches_bounded_and_they_fall_back(shot: str) -> None:
    registry.load_all()
    caches.clear_caches()
    caches.clear_caches()
    app = make_app()
    registry.SCREENSHOTS[shot].build(app, 1)
    pump(app, frames=3)
    start = caches.cache_bytes()
    assert start > 0
    rng = random.Random(19)
    peak = start
    for _ in range(SIZES):
        _resize(app, (rng.randint(1024, 1920), rng.randint(640, 1200)))
        assert app.size[0] >= 1024
        held = caches.cache_bytes()
        peak = max(peak, held)
        for cache in caches.registered():
            bounded = getattr(cache.clear, "__self__", None)
            if isinstance(bounded, caches.Bounded):
                assert len(bounded) <= bounded.maxsize, cache.name
                assert bounded.max_bytes is None or bounded.nbytes <= bounded.max_bytes or len(bounded) == 1
    assert peak < BOUND, caches.cache_report()[:6]
    _resize(app, (1600, 900))
    pump(app, frames=3)
    after = caches.cache_bytes()
    assert after <= start + SLACK, caches.cache_report()[:6]
    assert after < peak
