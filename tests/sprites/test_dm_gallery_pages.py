"""The gallery shows the whole set a page at a time: every card is on one page, the wheel, the
arrow keys and a click on the cards turn the page, a click elsewhere rolls the dice again."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pygame

import scenes.dm_gallery as gallery_module


def _gallery(page: int = 0) -> tuple[Any, gallery_module.DiceGalleryScene, ModuleType]:
    from tools.screenshot import headless, make_app

    gallery = gallery_module

    headless()
    app = make_app((1024, 640), "en")
    scene = gallery.DiceGalleryScene(app, tumblers=4, page=page)
    app.stack.push(scene)
    app.frame([], 1 / 60)
    return app, scene, gallery


def test_every_card_is_on_a_page() -> None:
    _, scene, gallery = _gallery()
    per_page = gallery.COLS * gallery.ROWS
    ids = gallery.card_ids()
    assert len(ids) == 133 and scene.pages() == 4
    seen = [cid for p in range(scene.pages()) for cid in ids[p * per_page : (p + 1) * per_page]]
    assert seen == ids


def test_the_page_turns_by_wheel_key_and_click() -> None:
    app, scene, _ = _gallery(page=1)
    assert scene.page == 1
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")], 1 / 60)
    assert scene.page == 2
    app.frame(
        [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)], 1 / 60
    )
    assert scene.page == 1
    inside = scene.grid.center
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=inside, button=1)], 1 / 60)
    assert scene.page == 2
    for _ in range(2):
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")], 1 / 60)
    assert scene.page == 0  # the last page wraps to the first
    before = [d.pos for d in scene.dice]
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.tray.center, button=1)], 1 / 60)
    assert scene.page == 0 and any(d.tumbling for d in scene.dice) and before
