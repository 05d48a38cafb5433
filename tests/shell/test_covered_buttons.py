"""A table under a dialog lights none of its buttons: the dialog takes the clicks, so a button of
the table below that lit under the pointer (Legendary's End turn behind "End turn with 3 Recruit
left?") looked pressable when it was not."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.dialogs import ChooseOneDialog
from scenes.dicemasters.table import DiceMastersTable
from scenes.metaversus.table import MetaVersusTable

from ..dm_table.helpers import find_session as dm_session
from ..lg_table.helpers import find_session as lg_session
from ..lg_table.helpers import hover, main_phase
from ..lg_table.helpers import open_table as open_legendary
from ..mv_table.helpers import find_session as mv_session
from ..mv_table.helpers import free as mv_free
from .helpers import open_table, pump


def _table(name: str, size: tuple[int, int]) -> tuple[Any, Any]:
    if name == "legendary":
        return open_legendary(lg_session(main_phase), size=size)
    if name == "dicemasters":
        session = dm_session(lambda g: (g.observation(None).get("decision") or {}).get("window") == "main")
        return open_table(DiceMastersTable, session, size)
    return open_table(MetaVersusTable, mv_session(lambda g: mv_free(g, "action")), size)


def _pixels(app: Any, rect: pygame.Rect) -> bytes:
    pump(app, frames=1)
    app.draw(app.screen)
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
@pytest.mark.parametrize("name", ["dicemasters", "legendary", "metaversus"])
def test_no_button_of_a_covered_table_lights_under_the_pointer(name: str, size: tuple[int, int]) -> None:
    app, table = _table(name, size)
    pump(app, frames=2)
    assert table.buttons
    app.stack.push(ChooseOneDialog(app, "?", ["one", "two"], lambda i: None, lambda: None))
    pump(app, frames=2)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog)
    panel = dialog.rect()
    free = [
        b
        for b in table.buttons
        if b.live(table.armed() if hasattr(table, "armed") else True) and not b.rect.colliderect(panel)
    ]
    assert free, "no button of the table outside the dialog"
    corner = (2, size[1] - 2)
    for b in free:
        hover(app, corner)
        away = _pixels(app, b.rect)
        hover(app, b.rect.center)
        assert _pixels(app, b.rect) == away, (b.kind, "lit under the pointer behind a dialog")
    app.stack.pop()
    pump(app, frames=2)
    b = free[0]
    hover(app, corner)
    away = _pixels(app, b.rect)
    hover(app, b.rect.center)
    assert _pixels(app, b.rect) != away, "on top again, the table's button lights under the pointer"
