"""The team builder lays out any number of cards, in pages, from 1024×640 up: every card on
exactly one page, nothing over the team panel or under the basic action cards; the whole set
keeps three rows where it did and the panel stays put as a search narrows the cards; the pages
turn by button, key and wheel, and a card of the last page is added to the team by a click like
any other."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.dicemasters.cards import BASIC_ACTION_CARDS
from scenes import registry
from scenes.dicemasters.team_filter import TEAM_CARDS, CardFilter, team_columns
from scenes.dicemasters.team_grid import MARGIN, PANEL_W, lay_out, panel_left
from scenes.dicemasters.teambuilder import TeamBuilderScene

from ..shell.helpers import click, key, make_app, pump, start

registry.load_all()

SIZES = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080), (2560, 1080), (1280, 1024)]


def synthetic_set() -> list[list[str]]:
    """132 cards: characters of one to five versions (a bigger set than today's 24)."""
    versions = itertools.cycle([3, 4, 2, 3, 1, 3, 4, 3, 2, 5])
    out: list[list[str]] = []
    n = 0
    while n < 132:
        k = min(next(versions), 132 - n)
        out.append([f"syn-{n + i:03d}" for i in range(k)])
        n += k
    return out


def scale(size):
    return min(size[0] / 1600, size[1] / 900)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_set_of_132_cards_is_laid_out_in_pages_that_hold_every_card_once(size):
    groups = synthetic_set()
    assert sum(len(g) for g in groups) == 132
    s = scale(size)
    grid = lay_out(groups, BASIC_ACTION_CARDS, size, s)
    seen = [cid for page in grid.pages for cid in page]
    assert sorted(seen) == sorted(cid for g in groups for cid in g)  # each card on one page, once
    assert len(grid.pages) > 1
    panel_w = size[0] - grid.panel_left - int(MARGIN * s)
    assert panel_w >= int(PANEL_W * s)  # the team panel keeps its room
    top_of_actions = min(r.y for r in grid.actions.values())
    for page in grid.pages:
        rects = list(page.values())
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b)
        for r in rects:
            assert r.x >= 0 and r.right <= grid.panel_left - int(MARGIN * s) // 2
            assert r.bottom + max(26, int(32 * s)) < top_of_actions  # its steppers too
    for r in grid.actions.values():
        assert r.right < grid.panel_left and r.bottom < size[1]
    # a character's versions stay together, down its column, unless it is taller than a page
    for group in groups:
        if len(group) <= grid.rows:
            page = grid.page_of(group[0])
            assert page is not None and all(grid.page_of(c) == page for c in group)
            xs = {grid.pages[page][c].x for c in group}
            assert len(xs) == 1


def test_the_whole_set_keeps_its_rows_and_the_panel_stays_put_as_the_cards_narrow():
    """All 122 team cards in pages; three rows at 1600x900 and 1024x640, and the team panel where
    a full grid puts it however few cards pass (it never jumps as one types)."""
    for size in ((1600, 900), (1024, 640)):
        s = scale(size)
        full = lay_out(
            team_columns(CardFilter(), "en"), BASIC_ACTION_CARDS, size, s, top=int(150 * s), stable=True
        )
        assert sorted(c for page in full.pages for c in page) == sorted(TEAM_CARDS)
        assert full.rows == 3 and len(full.pages) > 1
        few = lay_out(
            team_columns(CardFilter(query="wolv"), "en"),
            BASIC_ACTION_CARDS,
            size,
            s,
            top=int(150 * s),
            stable=True,
        )
        assert len(few.pages) == 1 and few.panel_left == full.panel_left == panel_left(size[0], s)


def open_builder(size, columns=None, lang="en"):
    app = make_app(lang, size)
    builder = TeamBuilderScene(app, "tournament", "Ada", columns=columns)
    start(app, builder)
    return app, builder


def test_the_pages_turn_by_button_key_and_wheel_and_a_card_of_the_last_page_joins_the_team():
    app, builder = open_builder((1024, 640))
    assert builder.pages > 3 and builder.page == 0
    assert builder.prev_page is not None and builder.next_page is not None
    assert not builder.prev_page.is_enabled and builder.next_page.is_enabled
    first = set(builder.card_rects())
    assert set(builder.plus) == first  # steppers only for the cards shown
    click(app, builder.next_page.rect.center)
    assert builder.page == 1
    second = set(builder.card_rects())
    assert second and not second & first and set(builder.plus) == second
    while builder.next_page.is_enabled:
        click(app, builder.next_page.rect.center)
    assert builder.page == builder.pages - 1
    cid = sorted(builder.card_rects())[-1]
    click(app, builder.card_rects()[cid].center)
    assert builder.cards == {cid: 1}
    click(app, builder.plus[cid].rect.center)
    assert builder.cards == {cid: 2}
    last = builder.page
    key(app, pygame.K_PAGEDOWN)  # no page after the last
    assert builder.page == last
    key(app, pygame.K_PAGEUP)
    assert builder.page == last - 1
    grid_point = next(iter(builder.card_rects().values())).center
    pygame.mouse.set_pos(grid_point)
    pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], frames=2)
    assert builder.page == last - 2
    pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], frames=2)
    assert builder.page == last - 1
    assert builder.cards == {cid: 2}  # the team stays as it was across pages
    seen = [c for p in range(builder.pages) for c in builder.grid().pages[p]]
    assert sorted(seen) == sorted(TEAM_CARDS)  # every team card on exactly one page


def test_fixed_columns_on_one_page_have_no_page_buttons():
    app, builder = open_builder((1024, 640), [["avx-001"], ["avx-004"]])
    assert builder.pages == 1 and builder.prev_page is None and builder.page_nav_rects() is None
