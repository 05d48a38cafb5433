"""The Legendary table driven with real mouse events: every gesture reaches the engine."""

from __future__ import annotations

import random

import pygame

from game.core.agents import make_agent
from game.core.session import GameSession
from game.legendary.actions import ChooseOption
from scenes import registry
from scenes.legendary.table import ZONES_NEEDED, LegendaryTable
from scenes.overlays import HandoffScene
from sprites.mat import load_mat

from ..shell.helpers import click, drag, make_app, pump, start
from .helpers import (
    active,
    card_choices,
    end_turn,
    find_session,
    hand,
    legal_of,
    main_phase,
    open_table,
    prompt,
    seen,
    turn_no,
    zone,
)

registry.load_all()


def test_every_zone_of_the_table_is_on_the_mat():
    mat = load_mat("legendary")
    mat.require(ZONES_NEEDED)
    assert mat.size == (1600, 900)
    for place in mat.zones.values():
        r = place.rect
        assert r.w > 0 and r.h > 0 and r.x >= 0 and r.y >= 0 and r.right <= 1600 and r.bottom <= 900
    board = [z.rect for n, z in mat.zones.items() if n.startswith(("city.", "hq.", "me.", "center."))]
    for i, a in enumerate(board):
        for b in board[i + 1 :]:
            assert not a.colliderect(b), "zones of the mat overlap"


def test_drag_a_hand_card_to_the_play_area_plays_it():
    session = find_session(lambda g: main_phase(g) and len(legal_of(g, "play")) >= 2)
    app, table = open_table(session)
    action = legal_of(session.game, "play")[0]
    n = len(session.history)
    drag(app, table.views[action.card].pos, table.zones()["me.played"].rect.center)
    assert session.history[n].action == action


def test_click_a_hand_card_plays_it():
    session = find_session(lambda g: main_phase(g) and len(legal_of(g, "play")) >= 2)
    app, table = open_table(session)
    action = legal_of(session.game, "play")[-1]
    n = len(session.history)
    click(app, table.views[action.card].pos)
    assert session.history[n].action == action


def test_drag_an_hq_hero_to_the_discard_pile_recruits_it():
    session = find_session(lambda g: main_phase(g) and bool(legal_of(g, "recruit")))
    app, table = open_table(session)
    action = legal_of(session.game, "recruit")[0]
    n = len(session.history)
    drag(app, table.views[action.card].pos, table.zones()["me.discard"].rect.center)
    assert session.history[n].action == action
    assert action.card in zone(session.game, "discard")


def test_a_refused_recruit_says_why_and_changes_nothing():
    def too_dear(g):
        obs = seen(g)
        return main_phase(g) and any(obs["hq"]) and obs["recruit"] < 2 and not legal_of(g, "recruit")

    session = find_session(too_dear)
    app, table = open_table(session)
    card = next(c for c in seen(session.game)["hq"] if c)
    n = len(session.history)
    drag(app, table.views[card].pos, table.zones()["me.discard"].rect.center)
    assert len(session.history) == n
    assert app.toasts, "a refused drop explains itself"


def test_drag_the_attack_pool_onto_a_villain_fights_it():
    session = find_session(lambda g: main_phase(g) and bool(legal_of(g, "fight")), seeds=range(1, 80))
    app, table = open_table(session)
    action = legal_of(session.game, "fight")[0]
    from game.legendary.cards import CITY

    n = len(session.history)
    drag(app, table.zones()["me.attack"].rect.center, table.zones()[f"city.{CITY[action.space]}"].rect.center)
    assert session.history[n].action == action


def test_the_choose_panel_picks_cards_and_says_done():
    session = find_session(
        lambda g: bool(card_choices(g)),
        level="normal",
        seeds=range(1, 60),
    )
    app, table = open_table(session)
    assert table.prompt_for_me() and table.choose.choices
    choice = next(c for c in table.choose.choices if c.card is not None)
    n = len(session.history)
    click(app, choice.rect.center)
    assert session.history[n].action == choice.action
    done = [
        c for c in table.choose.choices if isinstance(c.action, ChooseOption) and c.action.option == "done"
    ]
    if done and table.prompt_for_me():
        m = len(session.history)
        click(app, done[0].rect.center)
        assert isinstance(session.history[m].action, ChooseOption)


def test_end_turn_between_two_people_raises_the_curtain():
    session = find_session(lambda g: main_phase(g) and turn_no(g) >= 2)
    app, table = open_table(session)
    before = active(session.game)
    end_turn(app, table)
    pump(app, frames=3)
    assert active(session.game) != before or seen(session.game)["pending"] is not None
    if session.game.to_move != before:
        assert isinstance(app.stack.top, HandoffScene)
        click(app, (800, 450))  # the curtain ignores a click meant for the table
        assert isinstance(app.stack.top, HandoffScene)
        pump(app, frames=40)
        click(app, (800, 450))
        pump(app, frames=2)
        assert table.viewer == session.game.to_move
        hand = table.obs["players"][table.viewer]["zones"]["hand"]
        assert hand is not None and all(card in table.views for card in hand)


def test_the_hand_of_another_person_is_never_drawn():
    session = find_session(lambda g: main_phase(g) and turn_no(g) >= 3, players=3)
    app, table = open_table(session)
    for p in range(session.players):
        if p != table.viewer:
            assert not any(c in table.views for c in hand(session.game, p))


def test_game_over_names_everyone_and_the_top_hero():
    session = GameSession(
        "legendary", players=2, seed=5, meta={"seats": ["person", "person"], "names": ["A", "B"]}
    )
    bots = [make_agent("legendary", "random", i) for i in range(2)]
    while not session.game.is_over and len(session.history) < 6000:
        g = session.game
        session.apply(bots[g.to_move].choose(g, g.to_move))
    assert session.game.is_over
    app, table = open_table(session)
    headline, details, _ = table.result_text()
    assert headline and "reason.legendary" not in details[0]
    assert "A" in details[1] and "B" in details[1]


def test_monkey_clicks_and_drags_never_break_the_table():
    from scenes.agent_runner import AgentRunner

    session = find_session(lambda g: main_phase(g) and turn_no(g) >= 2 and active(g) == 0, players=3)
    session.meta["seats"] = ["person", "random", "random"]  # the agents keep the game moving under the clicks
    app, table = open_table(session, size=(1024, 640))
    table.agent_runner = AgentRunner(threads=True)
    app.settings.agent_delay = 0.0
    rng = random.Random(7)
    w, h = app.size
    start_len = len(session.history)
    for _ in range(100):
        pos = (rng.randrange(w), rng.randrange(h))
        if rng.random() < 0.3:
            drag(app, pos, (rng.randrange(w), rng.randrange(h)))
        else:
            click(app, pos)
        if not isinstance(app.stack.top, LegendaryTable):  # a dialog, the pause menu or the game over
            pump(
                app,
                [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)],
                frames=2,
            )
        if session.game.is_over:
            break
    table.agent_runner.shutdown()
    assert len(session.history) > start_len, "the clicks and the agents played moves"
    from game.legendary import check_invariants

    check_invariants(session.game)


def test_agents_play_their_turns_on_the_table():
    from scenes.agent_runner import AgentRunner

    session = GameSession("legendary", players=3, seed=11, meta={"seats": ["person", "random", "random"]})
    app, table = open_table(session)
    table.agent_runner = AgentRunner(threads=True)
    app.settings.agent_delay = 0.0
    end_turn(app, table)
    for _ in range(400):
        pump(app, frames=1)
        if session.game.to_move == 0 and turn_no(session.game) >= 4:
            break
    assert turn_no(session.game) >= 4, "both agents took their turns"
    assert any(e.player == 1 for e in session.history)
    table.agent_runner.shutdown()


def test_setup_starts_the_table_and_shows_the_engines_refusal():
    from scenes.legendary.setup import LegendarySetup

    app = make_app()
    setup = LegendarySetup(app)
    start(app, setup)

    def press(group, value):
        click(app, setup.toggles[(group, value)].rect.center)
        pump(app, frames=1)

    press("players", "1")
    press("flags", "first_game")  # off: choose for ourselves
    press("scheme", "negative_zone_prison_breakout")
    assert (
        setup.error is not None and "solo" in setup.error
    )  # the official solo rules forbid it: the engine says why
    assert setup.preview is None
    click(app, setup.start_button.rect.center)
    assert app.stack.top is setup  # nothing starts while the engine refuses
    press("solo", "advanced")
    assert setup.error is None
    press("heroes", "hulk")
    pump(app, frames=1)
    click(app, setup.start_button.rect.center)
    pump(app, frames=2)
    top = app.stack.top
    assert isinstance(top, LegendaryTable)
    assert top.session.players == 1 and "hulk" in top.obs["heroes"]


def test_undo_takes_a_played_card_back_to_the_hand():
    from ..shell.helpers import key

    session = find_session(lambda g: main_phase(g) and len(legal_of(g, "play")) >= 2)
    app, table = open_table(session)
    action = next(
        a for a in legal_of(session.game, "play") if a.card.startswith("shield.")
    )  # no draw: nothing revealed
    click(app, table.views[action.card].pos)
    assert action.card in zone(session.game, "played")
    key(app, pygame.K_z)
    assert action.card in hand(session.game)
    assert table.views[action.card].place.zone == "hand"


def test_continue_reopens_the_autosaved_table():
    from scenes.continue_game import continue_last, open_session

    app = make_app()
    session = GameSession("legendary", players=2, seed=4, meta={"seats": ["person", "normal"]})
    open_session(app, session)
    pump(app, frames=2)
    table = app.stack.top
    play = legal_of(session.game, "play")[0]
    click(app, table.views[play.card].pos)
    assert session.flush_autosave()  # autosaves are written off the frame; wait for this one
    assert continue_last(app)
    pump(app, frames=2)
    again = app.stack.top
    assert isinstance(again, LegendaryTable) and again is not table
    assert play.card in zone(again.game, "played", 0)


def test_drag_the_attack_pool_onto_the_mastermind_fights_it():
    session = find_session(
        lambda g: main_phase(g) and bool(legal_of(g, "fight_mastermind")), level="normal", seeds=range(1, 6)
    )
    app, table = open_table(session)
    action = legal_of(session.game, "fight_mastermind")[0]
    n = len(session.history)
    drag(app, table.zones()["me.attack"].rect.center, table.zones()["center.mastermind"].rect.center)
    assert session.history[n].action == action


def test_number_keys_answer_the_choose_panel():
    from ..shell.helpers import key

    session = find_session(
        lambda g: prompt(g) is not None and len(g.legal_actions()) >= 2, level="normal", seeds=range(1, 60)
    )
    app, table = open_table(session)
    first = table.choose.choices[0].action
    n = len(session.history)
    key(app, pygame.K_1)
    assert session.history[n].action == first


def test_the_screenshots_show_what_they_promise():
    for name in ("legendary-setup", "legendary-table", "legendary-choose", "legendary-5p", "legendary-busy"):
        assert name in registry.SCREENSHOTS, name
    app = make_app()
    registry.SCREENSHOTS["legendary-table"].build(app, 1)
    table = app.stack.top
    assert isinstance(table, LegendaryTable) and all(sp["card"] for sp in table.obs["city"])
    app = make_app()
    registry.SCREENSHOTS["legendary-choose"].build(app, 1)
    table = app.stack.top
    assert (
        table.prompt_for_me()
        and table.obs["pending"]["prompt"] in ("ko_pick", "look_ko")
        and table.choose.choices
    )
    app = make_app()
    registry.SCREENSHOTS["legendary-5p"].build(app, 1)
    assert len(app.stack.top.seats) == 5


def test_the_status_shows_the_teams_shared_view_and_follows_the_game():
    """The status panel reads the view the computer teammates plan by: the Tactics won, the
    Scheme's progress and the team's chance from here, every parameter filled, in both
    languages; it follows the game when a fight changes it."""
    from game.legendary.agents import outlook
    from game.legendary.cards import MASTERMINDS
    from game.legendary.search import team_chance

    def expected(g):
        o = outlook(g)
        total = len(MASTERMINDS[g.mastermind])
        return app.t(
            "lg_ui.team_line",
            won=total - o.tactics_left,
            total=total,
            progress=round(100 * o.scheme_progress),
            chance=round(100 * team_chance(g)),
        )

    session = find_session(lambda g: main_phase(g) and bool(legal_of(g, "fight")))
    app, table = open_table(session)
    g = session.game
    line = table.team_line()
    assert line == expected(g) and "{" not in line
    assert f"of {len(MASTERMINDS[g.mastermind])} Tactics" in line
    assert any(text == line for text, _, _ in table.status_lines())
    table.apply(legal_of(g, "fight")[0])
    pump(app, frames=2)
    assert table.team_line() == expected(g)
    app.settings.language = "ko"
    app.tr.set_language("ko")
    ko = table.team_line()
    assert ko == expected(g) and "전략" in ko and "{" not in ko
