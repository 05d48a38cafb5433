"""The Legendary table's choosers: lines that are told apart by where their card lies, and the
card a hovered line means lit on the table."""

from __future__ import annotations

import pygame
import pytest

from game.legendary.cards import CITY, defn
from scenes import registry
from scenes.legendary.controls import card_of
from scenes.legendary.view import CardView
from scenes.overlays import ChooseOneDialog

from ..shell.helpers import click, key, pump
from .helpers import (
    button,
    card_choices,
    find_session,
    hover,
    main_phase,
    open_table,
)
from .helpers import hand as hand_of

registry.load_all()


# -- choosers --------------------------------------------------------------------------------------
@pytest.fixture
def drawn(monkeypatch):
    """Every card view drawn, with its highlight."""
    seen: list[tuple[str, object]] = []
    original = CardView.draw

    def spy(view, surface, lang, size, back="villain", highlight=None, lifted=0.0):
        seen.append((view.id, highlight))
        return original(view, surface, lang, size, back, highlight, lifted)

    monkeypatch.setattr(CardView, "draw", spy)
    return seen


def test_every_move_lines_are_told_apart_and_light_their_card(drawn):
    def alike(g):  # two copies of one card in hand: two lines that used to read the same
        hand = hand_of(g)
        ids = [defn(c).id for c in hand]
        return main_phase(g) and len(ids) != len(set(ids)) and len(g.legal_actions()) >= 4

    session = find_session(alike)
    app, table = open_table(session)
    click(app, button(table, "more").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog)
    assert len(set(dialog.options)) == len(dialog.options), dialog.options
    assert all("{" not in o for o in dialog.options)
    assert any("(Hand, 2nd)" in o for o in dialog.options)
    actions = button(table, "more").actions
    for i, b in enumerate(dialog.option_buttons):
        card = card_of(actions[i])
        hover(app, b.get_abs_rect().center)
        assert table.lit == card
        if card in table.views:
            drawn.clear()
            pump(app, frames=1)
            from sprites.draw import SELECTED

            assert (card, SELECTED) in drawn, "the hovered line's card is drawn lit"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.lit is None


def test_the_choose_panel_tells_zones_apart_and_lights_the_card_on_the_table(drawn):
    def hq_prompt(g):
        return len(card_choices(g, ("hq", "hand", "played"))) >= 2

    session = find_session(hq_prompt, level="normal", seeds=range(1, 80))
    app, table = open_table(session)
    cards = [c for c in table.choose.choices if c.card is not None]
    assert cards and all("{" not in c.label for c in table.choose.choices)
    for c in cards:
        zone = c.action.zone
        if zone == "hq":
            assert c.label == f"HQ {table.obs['hq'].index(c.card) + 1}"
    target = next((c for c in cards if c.card in table.views), None)
    if target is None:
        pytest.skip("no chosen card lies on the table")
    hover(app, target.rect.center)
    drawn.clear()
    pump(app, frames=1)
    from sprites.draw import SELECTED

    view = table.views[target.card]
    rect = pygame.Rect(0, 0, *table.card_size())
    rect.center = view.pos
    if not rect.inflate(8, 8).colliderect(table.choose.rect):
        assert (target.card, SELECTED) in drawn


def test_several_ways_to_fight_are_named_by_their_city_space():
    from scenes.legendary.table import LegendaryTable as T

    session = find_session(
        lambda g: main_phase(g) and sum(1 for a in g.legal_actions() if a.kind == "fight") >= 2,
        level="normal",
        seeds=range(1, 80),
    )
    app, table = open_table(session)
    fights = [a for a in session.game.legal_actions() if a.kind == "fight"]
    labels = T.option_labels(table, fights)
    for a, label in zip(fights, labels):
        assert app.t(f"space.legendary.{CITY[a.space]}") in label
    assert len(set(labels)) == len(labels)
