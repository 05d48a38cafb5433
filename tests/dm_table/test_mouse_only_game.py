"""A whole Dice Masters game played with the mouse only, as a person would: buttons, drags,
clicks on dice and cards, and the choosers' options; against the normal computer, and as a
two-person game at the table in Korean with a resize half-way. Each move the person makes is
the one the normal agent would choose, done through a gesture, and must reach the engine."""

from __future__ import annotations

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.dicemasters.table import DiceMastersTable
from scenes.overlays import ChooseOneDialog

from ..shell.helpers import click, drag, make_app, pump, start
from .helpers import resize

registry.load_all()

DRAGS = {"field": "field", "attack": "attack", "use_action": "field"}
DIE_CLICKS = ("select_reroll", "pay", "choose_trigger")


def wait_armed(app, table: DiceMastersTable) -> None:
    while not table.armed():
        pump(app, frames=1, dt=0.1)


def pick_in_chooser(app, wanted) -> bool:
    """Click the chooser's option for ``wanted`` (End anyway first when a question is asked)."""
    dialog = app.stack.top
    if not isinstance(dialog, ChooseOneDialog):
        return False
    actions = getattr(dialog, "actions", None)
    index = (
        actions.index(wanted) if actions is not None and wanted in actions else 0
    )  # a question: End anyway
    if dialog.list is None:
        click(app, dialog.option_buttons[index].get_abs_rect().center)
        return True
    item = dialog.list.item_list[index]
    for _ in range(60):  # scroll the list with the wheel until the option shows
        element = item.get("button_element")
        if (
            element is not None
            and element.visible
            and dialog.list.get_abs_rect().contains(element.get_abs_rect())
        ):
            break
        pump(
            app,
            [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)],
            frames=1,
        )
        pygame.mouse.set_pos(dialog.list.get_abs_rect().center)
    element = item["button_element"]
    click(app, element.get_abs_rect().center)
    click(app, element.get_abs_rect().center)  # a double click chooses
    return True


def gesture(app, table: DiceMastersTable, wanted) -> None:
    """Do ``wanted`` with the mouse."""
    f = wanted.__dict__
    kind = wanted.kind
    die, target, card = f.get("die"), f.get("target"), f.get("card")
    if any(wanted in b.actions for b in table.buttons if not b.menu):
        wait_armed(app, table)
        click(app, next(b for b in table.buttons if not b.menu and wanted in b.actions).rect.center)
    elif kind in DRAGS and die in table.views:
        zone = table.zones()[f"{table.slot(table.game.to_move)}.{DRAGS[kind]}"].rect
        drag(app, table.views[die].pos, (zone.right - 12, zone.bottom - 8))
    elif kind == "block":
        drag(app, table.views[die].pos, table.views[target].pos)
    elif kind == "assign_damage":
        click(app, table.views[die].pos)
        click(app, table.views[target].pos)
    elif kind in DIE_CLICKS and die in table.views:
        click(app, table.views[die].pos)
    elif kind in ("choose_target", "spin") and isinstance(target, str) and target in table.views:
        click(app, table.views[target].pos)
    elif kind == "choose_target" and isinstance(target, str) and target.startswith("player:"):
        click(app, table.zones()[f"{table.slot(int(target.split(':')[1]))}.life"].rect.center)
    elif kind in ("purchase", "use_global", "draft_pick") and card is not None:
        rect = next(
            r
            for (owner, key), r in table.card_rects().items()
            if key.split("#")[0] == card and owner in (None, table.game.to_move)
        )
        click(app, rect.center)
    else:  # anything else: the list of every move
        wait_armed(app, table)
        click(app, next(b for b in table.buttons if b.menu).rect.center)
    for _ in range(3):  # several ways matched, or a question: answer in the chooser
        if not pick_in_chooser(app, wanted):
            break


def play_by_mouse(
    app,
    table: DiceMastersTable,
    session: GameSession,
    helpers: dict[int, object],
    resize_at: int | None = None,
) -> int:
    made = 0
    for _ in range(3000):
        g = session.game
        if g.is_over:
            break
        p = g.to_move
        if not table.is_person(p) or table.thinking is not None:
            pump(app, frames=1, dt=0.05)
            continue
        if resize_at is not None and made == resize_at:
            resize(app, (1024, 640))
        wanted = helpers[p].choose(g.clone(), p)
        n = len(session.history)
        gesture(app, table, wanted)
        assert len(session.history) > n, (
            wanted,
            [b.label for b in table.buttons],
            type(app.stack.top).__name__,
        )
        assert session.history[n].action == wanted
        assert app.stack.top is table or session.game.is_over
        made += 1
    return made


def test_a_whole_game_against_the_computer_by_mouse_only():
    session = GameSession(
        "dicemasters", seed=21, options={"format": "first_game"}, meta={"seats": ["person", "normal"]}
    )
    app = make_app(size=(1024, 640))
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 0.0
    table = DiceMastersTable(app, session)
    start(app, table)
    made = play_by_mouse(app, table, session, {0: make_agent("dicemasters", "normal", 5)})
    assert session.game.is_over and made > 20
    assert all(e.player in (0, 1) for e in session.history)


@pytest.mark.parametrize("fmt", ["basic"])
def test_a_two_person_game_in_korean_with_a_resize_by_mouse_only(fmt):
    session = GameSession(
        "dicemasters", seed=8, options={"format": fmt}, meta={"seats": ["person", "person"]}
    )
    app = make_app("ko", size=(1600, 900))
    app.settings.animation_speed = 0.0
    table = DiceMastersTable(app, session)
    start(app, table)
    helpers = {p: make_agent("dicemasters", "normal", 30 + p) for p in (0, 1)}
    made = play_by_mouse(app, table, session, helpers, resize_at=40)
    assert session.game.is_over and made > 60 and app.size == (1024, 640)
