"""Tweens and the animation queue.

Every animation is a ``Tween`` with a duration at 1× speed; the queue multiplies durations by
the speed setting (``speed`` 2.0 is twice as fast; 0 means instant). Groups run in order, the
tweens of one group together (staggered dice rolls are one group with delays). ``finish_all``
jumps every tween to its end, so a click never waits for an animation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def bounce_out(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """Calls ``on_update(eased progress)`` each frame for ``duration`` seconds (at 1×)."""

    duration: float
    on_update: Callable[[float], None] | None = None
    on_done: Callable[[], None] | None = None
    easing: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0
    done: bool = False

    def advance(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        t = (self.elapsed - self.delay) / self.duration if self.duration > 0 else 1.0
        if t < 0:
            return
        t = min(1.0, t)
        if self.on_update is not None:
            self.on_update(self.easing(t))
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        if self.on_update is not None:
            self.on_update(self.easing(1.0))
        if self.on_done is not None:
            self.on_done()

    @property
    def total(self) -> float:
        return self.delay + self.duration


@dataclass
class AnimationQueue:
    speed: float = 1.0
    groups: list[list[Tween]] = field(default_factory=list)
    background: list[Tween] = field(default_factory=list)

    def add(self, *tweens: Tween) -> None:
        """Queue a group of tweens that run together after the groups before them."""
        group = list(tweens)
        if not group:
            return
        self.groups.append(group)
        if self.speed <= 0:
            self.finish_all()

    def add_background(self, tween: Tween) -> None:
        """A tween that runs now, alongside the queue, and never blocks input (pulses, floats)."""
        self.background.append(tween)
        if self.speed <= 0:
            tween.finish()

    @property
    def busy(self) -> bool:
        return bool(self.groups)

    def update(self, dt: float) -> None:
        scaled = dt * self.speed if self.speed > 0 else 1e9
        for tw in self.background:
            tw.advance(scaled)
        self.background = [tw for tw in self.background if not tw.done]
        if self.groups:
            group = self.groups[0]
            for tw in group:
                tw.advance(scaled)
            if all(tw.done for tw in group):
                self.groups.pop(0)  # the next group starts on the next frame

    def finish_all(self) -> None:
        while self.groups:
            for tw in self.groups.pop(0):
                tw.finish()
        for tw in self.background:
            tw.finish()
        self.background = []
