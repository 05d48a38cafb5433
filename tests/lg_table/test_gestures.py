"""The Legendary table's gestures go through the shared matcher: every main-phase move a person
can make on the board is the one its gesture means (a hand card played, an HQ Hero or an Officer
recruited, the Attack pool spent on a villain or the Mastermind, a villain or the Mastermind
clicked), a gesture never means a move that is not legal, and a refused one says why in the
card's own cost. The buttons are the shared ``Button`` drawn in the shared look."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.actions import Action
from game.core.agents import make_agent
from game.core.session import GameSession
from game.legendary.actions import (
    EndTurn,
    Fight,
    FightMastermind,
    Heal,
    PlayCard,
    Recruit,
    RecruitOfficer,
)
from game.legendary.cards import defn
from scenes import buttons as shared_buttons
from scenes.legendary import choose, panels
from scenes.legendary.controls import BUTTON_SLOTS
from scenes.legendary.gestures import OFFICER, Drop, Grab
from scenes.legendary.table import LegendaryTable

from ..shell.helpers import make_app, pump
from .helpers import find_session, main_phase, moves, open_table, prompt, seen

GRABS = [Grab("officer"), Grab("attack"), Grab("mastermind")]
DROPS = [Drop("played"), Drop("discard"), Drop("mastermind")] + [Drop("city", i) for i in range(5)]


def gestures_of(action: Action) -> list[tuple[Grab, Drop | None]]:
    """How a person makes ``action`` on the board: a drag, and a click where there is one."""
    if isinstance(action, PlayCard):
        return [(Grab("hand", action.card), Drop("played")), (Grab("hand", action.card), None)]
    if isinstance(action, Recruit):
        return [(Grab("hq", action.card), Drop("discard")), (Grab("hq", action.card), None)]
    if isinstance(action, RecruitOfficer):
        return [(Grab("officer"), Drop("discard")), (Grab("officer"), None)]
    if isinstance(action, Fight):
        return [(Grab("attack"), Drop("city", action.space)), (Grab("city", action.card), None)]
    if isinstance(action, FightMastermind):
        return [(Grab("attack"), Drop("mastermind")), (Grab("mastermind"), None)]
    return []


def every_gesture(obs: dict[str, Any], hand: list[str]) -> list[tuple[Grab, Drop | None]]:
    """Everything the board lets a person pick up, dropped everywhere and clicked."""
    grabs = list(GRABS)
    grabs += [Grab("hand", c) for c in hand]
    grabs += [Grab("hq", c) for c in obs["hq"] if c]
    grabs += [Grab("city", sp["card"]) for sp in obs["city"] if sp["card"]]
    return [(g, d) for g in grabs for d in [None, *DROPS]]


def solo_table() -> tuple[Any, LegendaryTable, GameSession]:
    session = GameSession("legendary", players=1, seed=12, meta={"seats": ["person"], "names": ["Ann"]})
    app = make_app("en", (1024, 640))
    app.settings.animation_speed = 0.0
    table = LegendaryTable(app, session)
    app.stack.push(table)
    pump(app, frames=1)
    return app, table, session


def test_every_board_move_is_the_one_its_gesture_means_and_no_gesture_means_an_illegal_one():
    """A solo game played on by an agent: at each main-phase moment every legal move but the
    buttons' is what its drag and its click mean, and every gesture the board allows means
    legal moves only."""
    app, table, session = solo_table()
    bot = make_agent("legendary", "normal", 3)
    seen_kinds: set[type[Action]] = set()
    checked = 0
    for _ in range(600):
        g = session.game
        if g.is_over:
            break
        if main_phase(g):
            checked += 1
            table.sync(animate=False)
            legal = g.legal_actions()
            for action in legal:
                if isinstance(action, (Heal, EndTurn)):
                    continue  # a button's
                ways = gestures_of(action)
                assert ways, action
                for grab, drop in ways:
                    meant = table.actions_for(grab, drop, legal)
                    assert action in meant, (action, grab, drop, meant)
                seen_kinds.add(type(action))
            hand = seen(g)["players"][0]["zones"]["hand"]
            for grab, drop in every_gesture(table.obs, hand):
                assert all(a in legal for a in table.actions_for(grab, drop, legal)), (grab, drop)
        session.apply(bot.choose(g, g.to_move))
    assert {PlayCard, Recruit, RecruitOfficer, Fight, FightMastermind} <= seen_kinds, seen_kinds
    assert checked >= 20


def test_a_drag_means_only_the_move_of_where_it_is_dropped():
    session = find_session(lambda g: main_phase(g) and bool(moves(g, Recruit)) and bool(moves(g, PlayCard)))
    app, table = open_table(session)
    play, recruit = moves(session.game, PlayCard)[0], moves(session.game, Recruit)[0]
    assert table.actions_for(Grab("hand", play.card), Drop("discard")) == []
    assert table.actions_for(Grab("hq", recruit.card), Drop("played")) == []
    assert table.actions_for(Grab("attack"), Drop("discard")) == []  # the pool is spent only fighting
    assert table.actions_for(Grab("attack"), None) == []  # and only dragged


def test_a_refused_recruit_names_the_cards_own_cost():
    session = find_session(
        lambda g: main_phase(g) and seen(g)["recruit"] < defn(OFFICER).cost and not moves(g, RecruitOfficer)
    )
    app, table = open_table(session)
    assert table.actions_for(Grab("officer"), Drop("discard")) == []
    have = table.obs["recruit"]
    assert table.why_not(Grab("officer")) == app.t("lg_ui.why.recruit", cost=defn(OFFICER).cost, have=have)
    dear = next((c for c in table.obs["hq"] if c and defn(c).cost > have), None)
    if dear is not None:
        assert table.why_not(Grab("hq", dear)) == app.t("lg_ui.why.recruit", cost=defn(dear).cost, have=have)


def test_no_gesture_means_a_move_while_a_prompt_waits():
    session = find_session(lambda g: prompt(g) is not None and len(g.legal_actions()) >= 2, level="normal")
    app, table = open_table(session)
    hand = seen(session.game)["players"][session.game.to_move]["zones"]["hand"]
    for grab, drop in every_gesture(table.obs, hand):
        assert table.actions_for(grab, drop) == [], (grab, drop)


# -- the shared button ------------------------------------------------------------------------------
@pytest.fixture
def drawn_buttons(monkeypatch: pytest.MonkeyPatch) -> list[shared_buttons.Button]:
    """Every button drawn, through the shared ``draw_button`` wherever it is called from."""
    drawn: list[shared_buttons.Button] = []
    real = shared_buttons.draw_button

    def spy(surface: pygame.Surface, b: shared_buttons.Button, *args: Any, **kw: Any) -> None:
        drawn.append(b)
        real(surface, b, *args, **kw)

    for module in (shared_buttons, panels, choose):
        monkeypatch.setattr(module, "draw_button", spy)
    return drawn


def test_the_four_buttons_are_the_shared_button_in_its_look(
    drawn_buttons: list[shared_buttons.Button],
) -> None:
    session = find_session(lambda g: main_phase(g) and bool(moves(g, PlayCard)))
    app, table = open_table(session)
    pump(app, frames=1)
    assert all(isinstance(b, shared_buttons.Button) for b in table.buttons)
    slots = [b for b in drawn_buttons if b.kind in BUTTON_SLOTS]
    assert [b.kind for b in slots[-4:]] == list(BUTTON_SLOTS)
    menu = next(b for b in table.buttons if b.kind == "more")
    assert menu.menu and menu.actions == [
        a for a in session.game.legal_actions() if not isinstance(a, (Heal, EndTurn))
    ]
    assert shared_buttons.button_at(table.buttons, menu.rect.center) is menu


def test_skip_and_the_prompts_answers_are_shared_buttons_too(
    drawn_buttons: list[shared_buttons.Button],
) -> None:
    session = GameSession(
        "legendary", players=2, seed=3, meta={"seats": ["person", "normal"], "names": ["A", "C"]}
    )
    app, table = open_table(session)
    app.settings.agent_delay = 10.0  # the computer waits: its turn stays on the screen
    table.apply(EndTurn())
    drawn_buttons.clear()
    pump(app, frames=1)
    skip = [b for b in drawn_buttons if b.kind == "skip"]
    assert skip and table.skip_rect == skip[0].rect and skip[0].live(False)
    session = find_session(
        lambda g: prompt(g) is not None and any(a.kind == "choose_option" for a in g.legal_actions()),
        level="normal",
    )
    app, table = open_table(session)
    drawn_buttons.clear()
    pump(app, frames=1)
    answers = [c for c in table.choose.choices if c.card is None]
    assert answers and [b.label for b in drawn_buttons if b.rect in [c.rect for c in answers]] == [
        c.label for c in answers
    ]
