"""Where the tooltip goes: beside the pointer, above it near the bottom, always in the window."""

from __future__ import annotations

import pygame

from sprites.tooltip import Tooltip, place

from .helpers import make_app


def test_the_tooltip_sits_below_right_of_the_pointer_when_there_is_room() -> None:
    assert place((200, 60), (100, 100), (1024, 640)) == pygame.Rect(116, 118, 200, 60)


def test_near_the_right_and_bottom_edges_it_moves_left_and_above_the_pointer() -> None:
    rect = place((300, 80), (1010, 630), (1024, 640))
    assert pygame.Rect(0, 0, 1024, 640).contains(rect)
    assert rect.bottom < 630 and rect.right <= 1020  # above the pointer, not under it


def test_a_box_taller_than_the_room_above_and_below_is_still_inside_the_window() -> None:
    rect = place((300, 500), (500, 300), (1024, 640))
    assert pygame.Rect(0, 0, 1024, 640).contains(rect)


def test_the_app_records_where_it_drew_the_tooltip_and_forgets_it_when_hidden() -> None:
    app = make_app(size=(1024, 640))
    tip = Tooltip()
    tip.show("Reroll (R)", immediate=True)
    tip.draw(app.screen, (1020, 636))
    assert tip.rect is not None and app.screen.get_rect().contains(tip.rect)
    tip.show(None)
    tip.draw(app.screen, (10, 10))
    assert tip.rect is None
