"""The title's game tiles: each tile's emblem stays clear of its "Learn to play" button."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton

from scenes.title import TitleScene

from .helpers import make_app, pump, start


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (1920, 1080)])
def test_no_emblem_lies_under_its_learn_to_play_button(lang: str, size: tuple[int, int]) -> None:
    app = make_app(lang, size)
    start(app, TitleScene(app))
    pump(app, frames=1)
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.learn_buttons
    s = app.scale
    for button, name in title.learn_buttons.items():
        rect = title.tile_rects()[name]
        band = pygame.Rect(rect.x, rect.y, rect.w, int(rect.h * 0.62))
        art = title.emblem_rect(name, band, s)
        learn = pygame.Rect(button.get_abs_rect())
        assert rect.contains(learn), (name, learn, rect)
        assert not art.colliderect(learn), (name, art, learn)
        assert art.h >= band.h // 3  # the emblem still has room


def test_after_a_resize_only_the_tile_under_the_pointer_is_lit() -> None:
    app = make_app("en", (1600, 900))
    start(app, TitleScene(app))
    pump(app, frames=1)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    lit = title.tile_rects()["legendary"].center
    pygame.mouse.set_pos(lit)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=lit, rel=(0, 0), buttons=(0, 0, 0))], frames=1)
    assert title.hover == "legendary"
    app._window_resized((1024, 640))  # the window shrinks under a pointer that does not move
    pump(app, frames=1)
    assert pygame.mouse.get_pos() == lit
    assert title.tile_at(lit) != "legendary"  # the tiles moved out from under it
    assert title.hover == title.tile_at(lit)
    pump(app, [pygame.event.Event(pygame.WINDOWLEAVE)], frames=1)
    assert title.hover is None  # the pointer left the window: nothing stays lit


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1400, 850), (1600, 900)])
def test_a_tiles_tooltip_leaves_the_title_buttons_in_view(lang: str, size: tuple[int, int]) -> None:
    """Resting on the foot of a tile (just above Continue) puts its tooltip where no button is."""
    from .helpers import rest

    app = make_app(lang, size)
    start(app, TitleScene(app))
    pump(app, frames=1)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    buttons = [
        pygame.Rect(b.get_abs_rect())
        for b in app.ui.get_sprite_group().sprites()
        if isinstance(b, UIButton) and b.visible
    ]
    for name, rect in title.tile_rects().items():
        for pos in (
            (rect.centerx, rect.bottom - 4),
            (rect.right - 6, rect.bottom - 4),
            (rect.x + 6, rect.bottom - 4),
        ):
            rest(app, pos)
            tip = app.tooltip.rect
            assert tip is not None, (name, pos)
            hidden = [r for r in buttons if tip.colliderect(r) and not r.collidepoint(pos)]
            assert not hidden, (name, pos, tip, hidden)
    assert buttons
