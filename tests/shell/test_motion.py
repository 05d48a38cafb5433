"""Tweens run at the chosen speed, in order, and can always be finished at once."""

from __future__ import annotations

import pygame

from sprites.tooltip import HOVER_DELAY, Tooltip
from sprites.tween import (
    AnimationQueue,
    Tween,
    bounce_out,
    ease_in_out,
    ease_out_back,
    ease_out_cubic,
    linear,
)


def test_easings_start_at_zero_and_end_at_one():
    for f in (linear, ease_out_cubic, ease_in_out, ease_out_back, bounce_out):
        assert abs(f(0.0)) < 1e-9 and abs(f(1.0) - 1.0) < 1e-9


def test_groups_run_in_order_and_speed_scales_time():
    seen: list[tuple[str, float]] = []
    q = AnimationQueue(speed=2.0)
    q.add(Tween(0.5, lambda t: seen.append(("a", t)), easing=linear))
    q.add(Tween(0.5, lambda t: seen.append(("b", t)), easing=linear))
    q.update(0.125)  # 0.25 s of animation at 2x
    assert seen == [("a", 0.5)]
    q.update(0.125)
    assert seen[-1] == ("a", 1.0) and q.busy
    q.update(0.125)
    assert seen[-1] == ("b", 0.5)
    q.update(1.0)
    assert not q.busy and seen[-1] == ("b", 1.0)


def test_delays_stagger_a_group():
    done: list[str] = []
    q = AnimationQueue()
    q.add(
        Tween(0.1, on_done=lambda: done.append("first")),
        Tween(0.1, delay=0.3, on_done=lambda: done.append("late")),
    )
    q.update(0.2)
    assert done == ["first"] and q.busy
    q.update(0.3)
    assert done == ["first", "late"] and not q.busy


def test_instant_and_skip_finish_everything():
    done: list[int] = []
    q = AnimationQueue(speed=0.0)
    q.add(Tween(5.0, on_done=lambda: done.append(1)))
    assert done == [1] and not q.busy
    q = AnimationQueue()
    q.add(Tween(5.0, on_done=lambda: done.append(2)))
    q.add(Tween(5.0, on_done=lambda: done.append(3)))
    q.add_background(Tween(5.0, on_done=lambda: done.append(4)))
    q.finish_all()
    assert done == [1, 2, 3, 4] and not q.busy


def test_tooltip_appears_after_hovering():
    pygame.font.init()
    tip = Tooltip()
    tip.show("Hello 안녕")
    tip.update(HOVER_DELAY / 2)
    assert not tip.visible
    tip.update(HOVER_DELAY)
    assert tip.visible
    surface = pygame.Surface((300, 200))
    tip.draw(surface, (290, 190))  # near the corner: stays on screen
    tip.show(None)
    assert not tip.visible
