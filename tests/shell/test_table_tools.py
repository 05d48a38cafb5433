"""Every table puts undo, hint, log, rules and the pause menu within reach of the mouse: a person
who never touches the keyboard can take a move back, ask for a hint, hide the log, read the rules
and reach save, settings and quit. The tools sit in the same place for the whole game, apart from
every other button and zone, say what they do (with their key) in both languages, and do it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.legendary.actions import PlayCard
from scenes.dicemasters.table import DiceMastersTable
from scenes.legendary.table import LegendaryTable
from scenes.metaversus.table import MetaVersusTable
from scenes.overlays import PauseScene
from scenes.rules_scene import RulesScene

from ..positions import find_session
from .helpers import click, key, open_table, pump, rest

SEATS = ("person", "normal")
KEYS = {"undo": "Z", "hint": "H", "log": "L", "menu": "Esc"}


def dm_session() -> Any:
    return find_session(
        "dicemasters",
        lambda g: (
            g.observation(None)["step"] == "main" and any(a.kind == "purchase" for a in g.legal_actions())
        ),
        seats=SEATS,
        options={"format": "first_game"},
    )


def lg_session() -> Any:
    return find_session(
        "legendary",
        lambda g: (
            g.observation(g.to_move)["step"] == "main"
            and any(isinstance(a, PlayCard) for a in g.legal_actions())
        ),
        seats=SEATS,
        players=2,
    )


def mv_session() -> Any:
    return find_session("metaversus", lambda g: g.observation(g.to_move)["phase"] == "action", seats=SEATS)


TABLES = {
    "dicemasters": (DiceMastersTable, dm_session),
    "legendary": (LegendaryTable, lg_session),
    "metaversus": (MetaVersusTable, mv_session),
}


def tool(table: Any, kind: str) -> Any:
    return next(b for b in table.tools if b.kind == kind)


def open_at(game: str, size: tuple[int, int] = (1600, 900), lang: str = "en") -> tuple[Any, Any]:
    cls, session = TABLES[game]
    app, table = open_table(cls, session(), size)
    if lang != "en":
        app.tr.set_language(lang)
        table.relayout()
        pump(app, frames=1)
    return app, table


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_tools_are_on_the_table_apart_from_everything_else(game, size, lang):
    app, table = open_at(game, size, lang)
    kinds = {b.kind for b in table.tools}
    assert {"undo", "hint", "log", "rules", "menu"} <= kinds
    screen = app.screen.get_rect()
    for i, b in enumerate(table.tools):
        assert screen.contains(b.rect), (b.kind, b.rect)
        assert b.rect.w >= 30 and b.rect.h >= 18, (b.kind, b.rect)
        assert b.label and "{" not in b.label and "table.tool" not in b.label
        for other in table.tools[i + 1 :]:
            assert not b.rect.colliderect(other.rect), (b.kind, other.kind)
        for other in table.buttons:
            assert not b.rect.colliderect(other.rect), (b.kind, other.kind)
        tip = table.tooltip_at(b.rect.center)
        assert tip and "{" not in tip and "table.tool" not in tip, (b.kind, tip)
        if b.kind in KEYS:
            assert KEYS[b.kind] in tip, (b.kind, tip)
    if game != "metaversus":  # its tools sit inside the turn panel, drawn around them
        zones = table.zones()
        for name, zone in zones.items():
            if name.endswith("tools"):
                continue
            for b in table.tools:
                assert not b.rect.colliderect(zone.rect), (b.kind, name)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_menu_rules_and_log_by_mouse(game):
    app, table = open_at(game)
    click(app, tool(table, "menu").rect.center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    pump(app, frames=2)
    assert app.stack.top is table
    click(app, tool(table, "rules").rect.center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, RulesScene)
    assert app.stack.top.page == game  # the rules of this game, not the first page
    app.stack.pop()
    pump(app, frames=2)
    assert app.stack.top is table
    shown = table.show_log
    click(app, tool(table, "log").rect.center)
    pump(app, frames=1)
    assert table.show_log is not shown
    click(app, tool(table, "log").rect.center)
    pump(app, frames=1)
    assert table.show_log is shown


@pytest.mark.parametrize("game", sorted(TABLES))
def test_hint_by_mouse_asks_the_hint_computer(game):
    app, table = open_at(game)
    app.settings.hint_level = "normal"
    moves = len(table.session.history)
    click(app, tool(table, "hint").rect.center)
    deadline = 400
    while table.hint is None and table._hint_future is not None and deadline:
        pump(app, frames=1)
        deadline -= 1
    assert table.hint is not None
    assert table.hint in table.game.legal_actions()
    assert len(table.session.history) == moves  # a hint shows a move; it never plays one


@pytest.mark.parametrize(
    "game, pick",
    [
        ("dicemasters", lambda legal: next(a for a in legal if a.kind == "purchase")),
        ("legendary", lambda legal: next(a for a in legal if isinstance(a, PlayCard))),
    ],
)
def test_undo_by_mouse_takes_the_move_back(game, pick):
    app, table = open_at(game)
    before = len(table.session.history)
    table.apply(pick(table.game.legal_actions()))
    pump(app, frames=2)
    assert len(table.session.history) == before + 1
    click(app, tool(table, "undo").rect.center)
    pump(app, frames=2)
    assert len(table.session.history) == before
    assert app.stack.top is table


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_tools_tooltip_hides_no_other_button_or_tool(game, size, lang):
    app, table = open_at(game, size, lang)
    controls = list(table.tools) + list(table.buttons)
    for b in table.tools:
        rest(app, b.rect.center)
        rect = app.tooltip.rect
        assert rect is not None, b.kind
        hidden = [o.kind for o in controls if o is not b and rect.colliderect(o.rect)]
        assert not hidden, (b.kind, hidden)
