"""The Legendary table in any window and language: resizing keeps everything inside, every text
is filled in both languages, the setup offers computer seats, and a hotseat game can be played
with the mouse only."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.legendary.table import LegendaryTable
from scenes.overlays import ChooseOneDialog, HandoffScene
from sprites import fonts

from ..shell.helpers import click, make_app, pump
from .helpers import (
    button,
    card_choices,
    city,
    find_session,
    main_phase,
    open_table,
    prompt,
    turn_no,
    two_people,
)

registry.load_all()
GENERIC_PARTICLES = re.compile(r"이\(가\)|을\(를\)|은\(는\)|와\(과\)|\(으\)로|\(이\)")


# -- resize ----------------------------------------------------------------------------------------
def _inside(table, size):
    window = pygame.Rect((0, 0), size)
    for b in table.buttons:
        assert window.contains(b.rect), (b.kind, b.rect, size)
    cw, ch = table.card_size()
    for v in table.views.values():
        if v.place is None or v.gone:
            continue
        r = pygame.Rect(0, 0, cw, ch)
        r.center = v.pos
        assert window.contains(r), (v.id, r, size)
        assert (v.x, v.y) == (v.place.x, v.place.y), "every card sits at its place for this size"
    for c in table.choose.choices:
        assert window.contains(c.rect), (c.label, c.rect, size)


@pytest.mark.parametrize("prompt", [False, True])
def test_resizing_keeps_every_card_and_button_inside_the_window(prompt):
    if prompt:
        session = find_session(
            lambda g: len(card_choices(g)) >= 3,
            level="normal",
            seeds=range(1, 60),
        )
    else:
        session = find_session(
            lambda g: main_phase(g) and turn_no(g) >= 4 and len(city(g)) >= 3, level="normal"
        )
    app, table = open_table(session, size=(1600, 900))
    _inside(table, (1600, 900))
    for size in ((1024, 640), (1920, 1080), (1600, 900)):
        pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=2)
        assert app.size == size
        _inside(table, size)
        assert table.buttons and (not prompt or table.choose.choices)


# -- every text filled ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_text_the_table_draws_is_filled_in_both_languages(lang, monkeypatch):
    """Agents play a five-seat game; at several moments the table is opened and the pointer
    rests on a grid over the whole window (tooltips included) and on every chooser line: no
    text drawn has a "{" (a raw placeholder) or, in Korean, a generic particle such as 을(를)."""
    texts: set[str] = set()
    real = fonts.render

    def spy(text, *args, **kw):
        texts.add(str(text))
        return real(text, *args, **kw)

    monkeypatch.setattr(fonts, "render", spy)
    session = GameSession(
        "legendary", players=3, seed=77, meta={"seats": ["person"] * 3, "names": ["Ann", "Ben", "Eun"]}
    )
    bots = [make_agent("legendary", "normal", 77 + i) for i in range(3)]
    app = make_app(lang, (1024, 640))
    app.settings.animation_speed = 0.0
    checked = 0
    for step in range(1200):
        g = session.game
        if g.is_over:
            break
        if step % 150 == 40 or (prompt(g) is not None and checked < 8 and step % 7 == 0):
            checked += 1
            table = LegendaryTable(app, session)
            app.stack.reset(table)
            pump(app, frames=1)
            table.show_to(g.to_move)  # the person to move has lifted the curtain
            pump(app, frames=1)
            assert app.stack.top is table
            w, h = app.size
            for x in range(20, w, w // 7):
                for y in range(20, h, h // 5):
                    pygame.mouse.set_pos((x, y))
                    app.tooltip._hover = 1.0
                    pump(
                        app,
                        [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))],
                        frames=1,
                    )
                    tip = table.tooltip_at((x, y))
                    if tip:
                        texts.add(tip)
            menu = next((b for b in table.buttons if b.kind == "more" and b.enabled), None)
            if menu is not None:
                texts.update(table.option_labels(menu.actions))
            end = next((b for b in table.buttons if b.kind == "end_turn" and b.enabled), None)
            if end is not None:
                texts.add(table.unplayed_text(table.legal()) or "")
            texts.update(c.label for c in table.choose.choices)
            texts.update(t.text for t in app.toasts)
        session.apply(bots[g.to_move].choose(g, g.to_move))
    assert checked >= 5
    raw = sorted(t for t in texts if "{" in t or "}" in t)
    assert not raw, raw
    if lang == "ko":
        generic = sorted(t for t in texts if GENERIC_PARTICLES.search(t))
        assert not generic, generic


# -- setup -----------------------------------------------------------------------------------------
def test_setup_offers_normal_opponents_and_teammates():
    from scenes.legendary.setup import LegendarySetup

    from ..shell.helpers import start

    app = make_app()
    setup = LegendarySetup(app)
    start(app, setup)
    assert setup.seats[0] == "person" and setup.difficulty == "normal"
    click(app, setup.toggles[("players", "5")].rect.center)
    pump(app, frames=1)
    for i in range(1, 5):
        assert setup.seats[i] == "normal"
        assert setup.toggles[(f"seat{i}", "normal")].is_selected
        assert not setup.toggles[(f"seat{i}", "hard")].is_selected
    click(app, setup.start_button.rect.center)
    pump(app, frames=2)
    table = app.stack.top
    assert isinstance(table, LegendaryTable) and table.seats == ["person"] + ["normal"] * 4


# -- a game played with the mouse only --------------------------------------------------------------
def mouse_target(app, table, action):
    """Where a person clicks for ``action``: its card, stack, button or chooser answer."""
    k = action.kind
    if k in ("play", "recruit", "fight"):
        return table.views[action.card].pos
    if k == "recruit_officer":
        return table.zones()["center.officers"].rect.center
    if k == "fight_mastermind":
        return table.zones()["center.mastermind"].rect.center
    if k in ("heal", "end_turn"):
        return button(table, k).rect.center
    return next(c.rect.center for c in table.choose.choices if c.action == action)


def play_with_the_mouse(app, table, moves, rng):
    """Each person's move chosen by a normal agent and made with clicks; the curtain lifted by a
    click once it takes one; "End anyway" clicked when ending asks."""
    session = table.session
    bots = [make_agent("legendary", "normal", 3 + p) for p in range(session.players)]
    for _ in range(moves):
        g = session.game
        if g.is_over:
            return
        top = app.stack.top
        if isinstance(top, HandoffScene):
            pump(app, frames=6)  # fast clicks: the curtain swallows them until it is armed
            click(app, (rng.randrange(app.size[0]), rng.randrange(app.size[1])))
            if not isinstance(app.stack.top, HandoffScene):
                pump(app, frames=1, dt=0.45)  # lifted: the table ignores presses for a moment
            continue
        if isinstance(top, ChooseOneDialog):  # "End turn with ... ?": End anyway
            click(app, top.option_buttons[0].get_abs_rect().center)
            continue
        assert top is table, top
        action = bots[g.to_move].choose(g.clone(), g.to_move)
        n = len(session.history)
        click(app, mouse_target(app, table, action))
        if isinstance(app.stack.top, ChooseOneDialog):
            continue
        assert len(session.history) == n + 1 and session.history[n].action == action, (
            action,
            app.toasts and app.toasts[-1].text,
        )
        if action.kind == "end_turn":
            pump(app, frames=int(0.4 * 60))  # the next turn's buttons rest a moment


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_hotseat_game_played_with_the_mouse_only(lang):
    app, session = two_people(lang, 8 if lang == "en" else 9)
    table = LegendaryTable(app, session)
    app.stack.push(table)
    pump(app, frames=1)
    play_with_the_mouse(app, table, 150, random.Random(1))
    assert len(session.history) >= 60, "the mouse played the game on"
    from game.legendary import check_invariants

    check_invariants(session.game)
