"""Dragging the window's edge: while the sizes keep coming the window shows the last whole frame
scaled to it, and the screens are laid out again (every picture drawn at the new size) once,
when the drag rests, instead of at every step of it. Nothing is clicked on a layout that is not
there yet."""

from __future__ import annotations

import pygame
import pytest

from scenes import registry
from scenes.app import RESIZE_SETTLE
from scenes.title import TitleScene

from .helpers import click, make_app, pump

DT = 1 / 60


def _resize_event(size: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def _counting(app: object) -> list[int]:
    calls = [0]
    stack = app.stack  # type: ignore[attr-defined]
    relayout = stack.relayout_all

    def counted() -> None:
        calls[0] += 1
        relayout()

    stack.relayout_all = counted
    return calls


def test_a_drag_through_many_sizes_lays_the_table_out_once_when_it_rests() -> None:
    registry.load_all()
    app = make_app()
    registry.SCREENSHOTS["dicemasters-busy"].build(app, 1)
    pump(app, frames=2)
    app.resize_settle = RESIZE_SETTLE
    calls = _counting(app)
    sizes = [(1600 - 40 * k, 900 - 20 * k) for k in range(1, 11)]
    for size in sizes:  # a size every frame, as a window manager sends them during a drag
        pump(app, [_resize_event(size)], frames=1, dt=DT)
        window = pygame.display.get_surface()
        assert window is not None and window.get_size() == size  # the window has its size at once
        assert calls[0] == 0 and app.size == (1600, 900)  # the screens keep theirs meanwhile
        # and the window shows them, drawn at their size, scaled to it
        shown = pygame.transform.scale(app.screen, size)
        for pos in ((10, 10), (size[0] // 2, size[1] // 2), (size[0] - 20, size[1] - 20)):
            assert window.get_at(pos) == shown.get_at(pos), pos
    pump(app, frames=int(RESIZE_SETTLE / DT) + 2, dt=DT)
    assert calls[0] == 1  # once, at the size the drag ended on
    assert app.size == sizes[-1] and app.screen is pygame.display.get_surface()
    table = app.stack.top
    for zone in table.zones().values():  # type: ignore[union-attr]
        assert app.screen.get_rect().contains(zone.rect)


def test_a_click_while_the_window_settles_does_nothing() -> None:
    app = make_app()
    title = TitleScene(app)
    app.stack.push(title)
    pump(app, frames=2)
    app.resize_settle = RESIZE_SETTLE
    pump(app, [_resize_event((1400, 800))], frames=1)
    tile = next(iter(title.tile_rects().values())).center  # a game's tile, at the new size
    pump(
        app,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tile, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tile, button=1),
        ],
        frames=1,
    )
    assert app.stack.top is title  # no setup screen opened from a layout not yet made
    pump(app, frames=int(RESIZE_SETTLE / DT) + 2)
    assert app.stack.top is title and app.size == (1400, 800)
    click(app, next(iter(title.tile_rects().values())).center)  # laid out: the same click opens it
    pump(app, frames=3)
    assert app.stack.top is not title


def test_without_a_settle_a_resize_lays_out_at_once() -> None:
    app = make_app()
    app.stack.push(TitleScene(app))
    pump(app, frames=1)
    calls = _counting(app)
    pump(app, [_resize_event((1300, 760))], frames=1)
    assert calls[0] == 1 and app.size == (1300, 760)


def test_fullscreen_during_a_settle_lays_out_at_once() -> None:
    app = make_app()
    app.stack.push(TitleScene(app))
    pump(app, frames=1)
    app.resize_settle = RESIZE_SETTLE
    pump(app, [_resize_event((1300, 760))], frames=1)
    calls = _counting(app)
    app._resized()  # what a switch to full screen does
    assert calls[0] == 1
    pump(app, frames=int(RESIZE_SETTLE / DT) + 2)
    assert calls[0] == 1  # the pending relayout was that one


@pytest.mark.parametrize("game", ["dicemasters", "legendary", "metaversus"])
def test_a_drag_let_go_while_the_window_settles_is_not_left_held(game: str) -> None:
    """The release comes while clicks wait for the layout: once laid out, nothing is held by the
    pointer (and nothing was dropped on a place that moved)."""
    from .test_table_tools import open_at

    app, table = open_at(game)
    moves = len(table.session.history)
    app.resize_settle = RESIZE_SETTLE
    held: object
    if game == "dicemasters":
        held = next(iter(table.views))  # a die
    elif game == "legendary":
        from scenes.legendary.gestures import Grab

        held = Grab("officer")
    else:
        held = ("pile", table.exchange_cards()[0][0])
    table.drag.press(held, (400, 400), (400, 400))
    table.drag.motion((480, 380))
    assert table.drag.current is not None
    pump(app, [_resize_event((1300, 760))], frames=1)
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(480, 380), button=1)], frames=1)
    pump(app, frames=int(RESIZE_SETTLE / DT) + 2)
    assert app.size == (1300, 760)
    assert table.drag.current is None
    assert len(table.session.history) == moves
