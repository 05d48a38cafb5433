"""The tools under the MetaVersus turn counter say what they do when the pointer rests on them,
and "Skip" is greyed in a match of people only, where it has nothing to skip."""

from __future__ import annotations

import pygame
import pytest

from scenes.buttons import SKIP_FILL
from scenes.metaversus.table import MetaVersusTable

from ..shell.helpers import click, open_table, pump
from .helpers import find_session, free

KEYS = {"undo": "Z", "log": "L", "skip": "N", "menu": "Esc"}


def tool(table, kind):
    return next(b for b in table.tools if b.kind == kind)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_tool_has_a_tooltip_in_both_languages(lang):
    session = find_session(lambda g: free(g, "action"), seats=("person", "normal"))
    app, table = open_table(MetaVersusTable, session, (1024, 640))
    app.tr.set_language(lang)
    table.relayout()
    tips = {}
    for b in table.tools:
        tip = table.tooltip_at(b.rect.center)
        assert tip, b.kind
        assert "{" not in tip and "mv_ui." not in tip, tip
        tips[b.kind] = tip
    assert set(tips) == {"undo", "hint", "log", "skip", "rules", "menu"}
    assert len(set(tips.values())) == len(tips)  # each says its own thing
    for kind, k in KEYS.items():
        assert k in tips[kind], (kind, tips[kind])
    # the hint names the computer that Settings' hint strength asks
    assert tips["hint"] == app.t(f"settings.hint_level_tip.{table.hint_level}")
    assert tips["skip"] == app.t("table.skip_tip")
    skip = tool(table, "skip")
    assert skip.enabled and skip.live()
    pygame.mouse.set_pos((0, 0))  # no hover tint
    pump(app, frames=2)
    colour = app.screen.get_at((skip.rect.x + 6, skip.rect.centery))
    assert (colour.r, colour.g, colour.b) == SKIP_FILL  # the blue of skipping ahead


def test_skip_is_greyed_and_says_why_when_only_people_play():
    session = find_session(lambda g: free(g, "action"), seats=("person", "person"))
    app, table = open_table(MetaVersusTable, session, (1024, 640))
    skip = tool(table, "skip")
    assert not skip.enabled and not skip.live()
    assert table.tooltip_at(skip.rect.center) == app.t("table.tool.skip_idle_tip")
    moves = len(session.history)
    click(app, skip.rect.center)
    assert not table.fast_forward and len(session.history) == moves
    assert app.stack.top is table
