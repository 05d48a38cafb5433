"""Driving the team builder as a person does: typing into a field, turning pages to a card."""

from __future__ import annotations

import pygame

from ..shell.helpers import click, pump


def centre(widget) -> tuple[int, int]:
    return widget.rect.center


def type_text(app, widget, text: str) -> None:
    """Click into a text entry, select what is there and type over it, as a person would."""
    click(app, centre(widget))
    pump(
        app,
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0)],
        frames=1,
    )
    pump(
        app,
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)],
        frames=1,
    )
    for ch in text:
        pump(app, [pygame.event.Event(pygame.TEXTINPUT, text=ch)], frames=1)
    pump(app, frames=2)  # the entry's "changed" event reaches the scene on the next frame


def reach(app, builder, cid: str) -> None:
    """Turn the builder's pages with its buttons (from the first) until ``cid`` is shown."""
    while builder.page > 0:
        click(app, centre(builder.prev_page))
    for _ in range(builder.pages):
        if cid in builder.card_rects():
            return
        click(app, centre(builder.next_page))
    raise AssertionError(f"{cid} is on no page")


def add_card(app, builder, cid: str) -> None:
    """Find ``cid``'s page and click the card."""
    reach(app, builder, cid)
    click(app, builder.card_rects()[cid].center)


def choose(app, builder, name: str, value: str) -> None:
    """Open a filter's (or the sort's) list with its button and click ``value`` in it."""
    click(app, centre(builder.chips[name]))
    menu = app.stack.top
    button = next(b for b, v in menu.buttons.items() if v == value)
    click(app, centre(button))
    assert app.stack.top is builder
