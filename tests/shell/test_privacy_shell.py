"""Hotseat privacy as a rule of the shell: the hand-off curtain arms before it can be lifted,
input queued behind the move that ended a turn never reaches the table, Continue shows the
curtain before any hand, and undo never takes back another person's decision.

The toy game (pig) stands in for a table with secret hands where the rule is the shell's; the
last tests play each real game with two people and fast random clicks."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import registry
from scenes.agent_runner import AgentRunner
from scenes.continue_game import open_session
from scenes.overlays import ARM_SECONDS, ChooseOneDialog, HandoffScene
from scenes.table import TableScene
from scenes.title import TitleScene

from ..core.toygame import Hold, Roll
from .helpers import ManualClock, click, key, lift_curtain, make_app, open_table, pump, start

registry.load_all()


class SecretPig(TableScene):
    """Pig with a secret: the person at the screen sees their own 'hand' (drawn each frame).
    A left click or the E key holds (ends the turn); R rolls."""

    game_name = "pig"
    private_hands = True
    agent_runner = AgentRunner(threads=True)

    def __init__(self, app, session):
        super().__init__(app, session)
        self.received: list[pygame.event.Event] = []
        self.curtains: list[bool] = []

    def handle_event(self, event):
        self.received.append(event)
        if self.handle_common(event):
            return
        if self.game.to_move != self.viewer:
            return
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_e
        ):
            self.apply(Hold())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.apply(Roll())

    def on_curtain(self, up):
        super().on_curtain(up)
        self.curtains.append(up)

    def draw(self, surface):
        surface.fill((0, 40, 0))
        if self.viewer >= 0:
            self.mark_private(self.viewer)


def mouse(kind, pos=(800, 450), button=1):
    return pygame.event.Event(kind, pos=pos, button=button)


def keyev(kind, k):
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def frame(app, events, dt=1 / 60):
    """One frame with exactly ``events`` (plus what pygame_gui queued), the clock moved by dt."""
    for event in events:
        pygame.event.post(event)
    app.frame(pygame.event.get(), dt)
    app.clock.advance(dt)


def secret_table(seats=("person", "person"), names=("Ann", "Bo")):
    app = make_app()
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 100.0  # agents wait: the test moves for them
    session = GameSession("pig", seed=4, meta={"seats": list(seats), "names": list(names)})
    table = SecretPig(app, session)
    start(app, table)
    lift_curtain(app)
    return app, table, session


def test_a_two_person_table_opens_behind_the_curtain_and_draws_no_hand_until_it_lifts():
    app = make_app()
    table = SecretPig(app, GameSession("pig", seed=4, meta={"seats": ["person", "person"]}))
    start(app, table)
    assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1
    assert app.stack.visible() == [app.stack.top]  # the table is not drawn under it at all
    table.private_drawn.clear()
    pump(app, frames=10)
    assert not table.private_drawn
    lift_curtain(app)
    assert app.stack.top is table and table.viewer == 0
    table.private_drawn.clear()
    pump(app, frames=1)
    assert table.private_drawn == {0}


def test_six_rapid_clicks_end_one_turn_and_cannot_lift_the_curtain():
    app, table, session = secret_table()
    assert table.viewer == 0 and session.game.to_move == 0
    # six clicks in 0.2 s: the first ends Ann's turn; the others land on the curtain
    for _ in range(6):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            table.private_drawn.clear()
            frame(app, [mouse(kind)], dt=0.017)
            assert table.private_drawn <= {session.game.to_move}
    assert [e.action for e in session.history] == [Hold()]
    curtain = app.stack.top
    assert isinstance(curtain, HandoffScene) and table.viewer == -1
    assert curtain.player_name == "Bo" and not curtain.armed
    # a press that began in the arming moment does not lift it when released later
    frame(app, [mouse(pygame.MOUSEBUTTONDOWN)])
    for _ in range(int(ARM_SECONDS / 0.05) + 2):
        frame(app, [], dt=0.05)
    assert curtain.armed
    frame(app, [mouse(pygame.MOUSEBUTTONUP)])
    assert app.stack.top is curtain and not table.private_drawn
    # a deliberate click does
    frame(app, [mouse(pygame.MOUSEBUTTONDOWN)])
    frame(app, [mouse(pygame.MOUSEBUTTONUP)])
    assert app.stack.top is table and table.viewer == 1
    assert table.private_drawn == {1}


def test_the_curtain_needs_real_time_as_well_as_frames():
    app, table, session = secret_table()
    key(app, pygame.K_e)
    curtain = app.stack.top
    assert isinstance(curtain, HandoffScene)
    for _ in range(50):  # many fast frames, but only 0.05 s of time: still not armed
        frame(app, [], dt=0.001)
    assert not curtain.armed
    app.clock.advance(ARM_SECONDS)
    frame(app, [])
    assert curtain.armed


def test_input_queued_behind_the_move_that_ended_the_turn_never_reaches_the_table():
    app, table, session = secret_table()
    table.received.clear()
    frame(
        app,
        [
            keyev(pygame.KEYDOWN, pygame.K_e),  # ends Ann's turn
            mouse(pygame.MOUSEBUTTONDOWN),
            mouse(pygame.MOUSEBUTTONUP),
            keyev(pygame.KEYDOWN, pygame.K_r),
            keyev(pygame.KEYUP, pygame.K_r),
            keyev(pygame.KEYDOWN, pygame.K_z),
        ],
    )
    assert [e.type for e in table.received] == [pygame.KEYDOWN]
    assert [e.action for e in session.history] == [Hold()]
    assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1


def test_a_key_held_through_the_arming_moment_does_not_lift_the_curtain():
    app, table, session = secret_table()
    key(app, pygame.K_e)
    curtain = app.stack.top
    frame(app, [keyev(pygame.KEYDOWN, pygame.K_SPACE)])
    t = 0.0
    while t < ARM_SECONDS + 0.3:  # the key repeats while it is held
        frame(app, [keyev(pygame.KEYDOWN, pygame.K_SPACE)], dt=0.04)
        t += 0.04
    assert curtain.armed
    frame(app, [keyev(pygame.KEYUP, pygame.K_SPACE)])
    assert app.stack.top is curtain
    frame(app, [keyev(pygame.KEYDOWN, pygame.K_SPACE)])
    frame(app, [keyev(pygame.KEYUP, pygame.K_SPACE)])
    assert app.stack.top is table and table.viewer == 1


def test_the_double_click_that_lifts_the_curtain_does_not_also_press_the_table():
    app, table, session = secret_table()
    key(app, pygame.K_e)
    for _ in range(int(ARM_SECONDS / 0.05) + 2):
        frame(app, [], dt=0.05)
    table.received.clear()
    n = len(session.history)
    frame(
        app,
        [
            mouse(pygame.MOUSEBUTTONDOWN),
            mouse(pygame.MOUSEBUTTONUP),
            mouse(pygame.MOUSEBUTTONDOWN),
            mouse(pygame.MOUSEBUTTONUP),
        ],
    )
    assert app.stack.top is table and table.viewer == 1
    assert table.received == [] and len(session.history) == n
    click(app, (800, 450))  # a burst of clicks goes on a moment after the hand-off: ignored
    assert len(session.history) == n
    frame(app, [], dt=0.45)
    click(app, (800, 450))  # the next deliberate click is Bo's own
    assert len(session.history) == n + 1


def test_the_curtain_clears_the_tooltip_and_hint_and_tells_the_table():
    app, table, session = secret_table()
    table.curtains.clear()
    app.tooltip.show("Ann's secret", immediate=True)
    table.hint = Roll()
    key(app, pygame.K_e)
    assert table.curtains == [True] and app.tooltip.text is None and table.hint is None
    assert not app.tooltip.visible
    lift_curtain(app)
    assert table.curtains == [True, False]


def test_undo_never_takes_back_another_persons_decision():
    app, table, session = secret_table()
    key(app, pygame.K_e)  # Ann holds: Bo's turn
    lift_curtain(app)
    assert table.viewer == 1 and len(session.history) == 1
    key(app, pygame.K_z)
    assert len(session.history) == 1 and session.game.to_move == 1
    assert any(
        t.text == "You can only take back your own moves: the last decision was Ann's" for t in app.toasts
    )
    assert app.stack.top is table  # no curtain: nothing changed hands


def test_undo_takes_back_the_persons_own_decision_and_the_agents_moves_after_it():
    app, table, session = secret_table(seats=("person", "random"), names=("Ann", "Robo"))
    assert app.stack.top is table and table.viewer == 0  # one person: no curtain at all
    key(app, pygame.K_e)  # Ann holds
    table.apply(Hold())  # the agent holds too
    assert session.game.to_move == 0 and len(session.history) == 2
    key(app, pygame.K_z)
    assert len(session.history) == 0 and session.game.to_move == 0
    key(app, pygame.K_z)
    assert any("Nothing to undo" in t.text for t in app.toasts)


class AutoPassPig(SecretPig):
    """Holds for Bo by itself once, while Ann is still at the screen (as an automatic pass)."""

    auto_for_bo = True

    def _check_seat_change(self):
        if self.auto_for_bo and self.game.to_move == 1:
            self.auto_for_bo = False
            self.apply(Hold())
            return
        super()._check_seat_change()


def test_a_move_made_for_a_seat_while_another_person_was_at_the_screen_goes_back_with_theirs():
    app = make_app()
    session = GameSession("pig", seed=4, meta={"seats": ["person", "person"], "names": ["Ann", "Bo"]})
    table = AutoPassPig(app, session)
    start(app, table)
    lift_curtain(app)
    key(app, pygame.K_e)  # Ann holds; Bo's hold is made for him at once
    assert [e.player for e in session.history] == [0, 1] and table.viewer == 0
    assert app.stack.top is table
    key(app, pygame.K_z)
    assert session.history == [] and session.game.to_move == 0


def _two_person_game(name: str, moves: int) -> GameSession:
    session = GameSession(
        name, players=2, seed=3, meta={"seats": ["person", "person"], "names": ["Ann", "Bo"]}
    )
    bots = [make_agent(name, "random", i) for i in range(2)]
    for _ in range(moves):
        g = session.game
        session.apply(bots[g.to_move].choose(g, g.to_move))
    return session


@pytest.mark.parametrize("name", ["legendary", "metaversus"])
def test_continue_of_a_two_person_save_shows_the_curtain_before_any_hand(name):
    # a hotseat game is played a little, left for the title, and the app started again
    played = _two_person_game(name, 12)
    first = make_app()
    start(first, TitleScene(first))
    open_session(first, played)
    pump(first, frames=2)
    lift_curtain(first)
    key(first, pygame.K_ESCAPE)
    click(first, first.stack.top.quit.rect.center)
    assert isinstance(first.stack.top, TitleScene)
    moves = played.actions
    mover = played.game.to_move

    app = make_app()
    title = TitleScene(app)
    start(app, title)
    assert title.continue_button.is_enabled
    pos = title.continue_button.rect.center
    tables = []
    for events in (
        [mouse(pygame.MOUSEMOTION, pos)],
        [mouse(pygame.MOUSEBUTTONDOWN, pos)],
        [mouse(pygame.MOUSEBUTTONUP, pos)],
        [],
        [],
        [],
    ):
        frame(app, events)
        table = next((s for s in app.stack.scenes if isinstance(s, TableScene)), None)
        if table is not None:
            tables.append(table)
            assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1
            assert not table.private_drawn
    assert tables, "Continue opened the table"
    table = tables[-1]
    assert table.session.actions == moves
    assert app.stack.top.player_name == ["Ann", "Bo"][mover]
    lift_curtain(app)
    assert table.viewer == mover and app.stack.top is table


def test_play_load_of_a_two_person_save_shows_the_curtain_first(monkeypatch, tmp_path):
    import main
    from scenes.app import App

    saved = _two_person_game("metaversus", 8)
    path = tmp_path / "hotseat.json"
    saved.save(path)
    seen = []

    def one_frame(self):
        self.frame([], 1 / 60)
        table = next(s for s in self.stack.scenes if isinstance(s, TableScene))
        seen.append((type(self.stack.top), table.viewer, set(table.private_drawn)))

    monkeypatch.setattr(App, "run_current", one_frame)
    assert main.main(["play", "--load", str(path)]) == 0
    assert seen == [(HandoffScene, -1, set())]


# -- two people, fast random clicks, every game ---------------------------------------------------


def _hotseat_session(name: str, seed: int) -> GameSession:
    options = {"format": "first_game"} if name == "dicemasters" else {}
    return GameSession(
        name,
        players=2,
        seed=seed,
        options=options,
        meta={"seats": ["person", "person"], "names": ["Ann", "Bo"]},
    )


def _table_class(name: str):  # type: ignore[no-untyped-def]
    from scenes.dicemasters.table import DiceMastersTable
    from scenes.legendary.table import LegendaryTable
    from scenes.metaversus.table import MetaVersusTable

    return {"dicemasters": DiceMastersTable, "legendary": LegendaryTable, "metaversus": MetaVersusTable}[name]


def hammer(app, table, session, rng, frames, bot):
    """Rapid random clicks and keys all over the window, now and then a sensible move (as a
    person who knows what they want), the curtain either hammered or lifted deliberately.
    After every frame: only the person to move may have had a private view drawn, and nobody's
    behind the curtain. Returns (frames with the mover's private view, curtains lifted)."""
    w, h = app.size
    own_views = 0
    lifted = 0
    for _ in range(frames):
        g = session.game
        if g.is_over:
            break
        top = app.stack.top
        events: list[pygame.event.Event] = []
        dt = rng.choice((0.01, 0.02, 0.03))
        if isinstance(top, HandoffScene):
            if rng.random() < 0.75 or not top.armed:
                pos = (rng.randrange(w), rng.randrange(h))
                events = [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)]
            else:
                frame(app, [mouse(pygame.MOUSEBUTTONDOWN)])
                events = [mouse(pygame.MOUSEBUTTONUP)]
                lifted += 1
            if not top.armed and rng.random() < 0.3:
                dt = 0.2  # someone waits a little
        elif top is table or isinstance(top, ChooseOneDialog):
            p = g.to_move
            if top is table and p == table.viewer and not table.anim.busy and rng.random() < 0.25:
                table.apply(bot.choose(g.clone(), p))
            elif rng.random() < 0.15:
                events = [
                    keyev(
                        pygame.KEYDOWN,
                        rng.choice((pygame.K_SPACE, pygame.K_RETURN, pygame.K_1, pygame.K_2, pygame.K_z)),
                    )
                ]
            else:
                pos = (rng.randrange(w), rng.randrange(h))
                events = [
                    mouse(pygame.MOUSEMOTION, pos),
                    mouse(pygame.MOUSEBUTTONDOWN, pos),
                    mouse(pygame.MOUSEBUTTONUP, pos),
                ]
                if rng.random() < 0.5:
                    events += [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)]
        else:  # pause, rules, a zoomed card: back to the table
            events = [keyev(pygame.KEYDOWN, pygame.K_ESCAPE)]
        table.private_drawn.clear()
        frame(app, events, dt)
        mover = session.game.to_move
        drawn = set(table.private_drawn)
        if isinstance(app.stack.top, HandoffScene) or table.viewer == -1:
            assert not drawn, f"a private view of {drawn} was drawn behind the curtain"
        if mover is not None:
            assert drawn <= {mover}, f"seat {drawn - {mover}} was shown while seat {mover} is to move"
            own_views += drawn == {mover}
    return own_views, lifted


@pytest.mark.parametrize("name", ["legendary", "metaversus"])
def test_two_people_clicking_fast_never_see_each_others_hands(name):
    rng = random.Random(11)
    session = _hotseat_session(name, 5)
    app, table = open_table(_table_class(name), session, size=(1024, 640))
    assert isinstance(app.clock, ManualClock)
    bot = make_agent(name, "random", 3)
    own_views, lifted = hammer(app, table, session, rng, 700, bot)
    assert lifted >= 3, "the turn went between the two people several times"
    assert own_views > 0, "the person at the screen was shown their own hand (the table marks what it draws)"


def test_two_people_clicking_fast_at_dice_masters_see_nothing_private():
    rng = random.Random(12)
    session = _hotseat_session("dicemasters", 5)
    app, table = open_table(_table_class("dicemasters"), session, size=(1024, 640))
    assert app.stack.top is table  # everything in Dice Masters is public: no curtain
    bot = make_agent("dicemasters", "random", 3)
    n = len(session.history)
    hammer(app, table, session, rng, 400, bot)
    assert len(session.history) > n
    assert {e.player for e in session.history} == {0, 1}
