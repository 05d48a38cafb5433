"""The computer's thinking at the table: it is asked while the table still animates, says it is
thinking after a moment, can be told to move now (through the worker process too), the hint
is found in the background, and the log says what a search weighed as chances to win."""

from __future__ import annotations

import os
import time
from concurrent.futures import Future
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

import game  # noqa: E402
from game.core.actions import Action  # noqa: E402
from game.core.agents import make_agent  # noqa: E402
from game.core.levels import make_expert, search_hooks  # noqa: E402
from game.core.session import GameSession  # noqa: E402
from scenes.agent_runner import AgentRunner, _choose  # noqa: E402
from scenes.dicemasters.table import DiceMastersTable  # noqa: E402
from scenes.metaversus.table import MetaVersusTable  # noqa: E402
from scenes.settings import HINT_LEVELS, Settings  # noqa: E402
from scenes.table import THINKING_SHOWN  # noqa: E402
from sprites.tween import Tween  # noqa: E402

from .helpers import click, key, make_app, pump, start  # noqa: E402


class HeldRunner:
    """A runner whose answers the test gives: each request waits until ``answer`` (or a move-now
    ``stop``, which answers with the normal agent's move)."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, Future[dict[str, Any]], Any]] = []
        self.stopped: list[Future[dict[str, Any]]] = []

    def submit(self, game_name: str, level: str, seed: int, g: Any, player: int) -> Future[dict[str, Any]]:
        future: Future[dict[str, Any]] = Future()
        future.set_running_or_notify_cancel()  # the worker took it at once: it cannot be cancelled
        self.asked.append((level, game_name, future, g.clone()))
        return future

    def answer(self, k: int = -1, why: Any = None) -> dict[str, Any]:
        _, game_name, future, g = self.asked[k]
        out = make_agent(game_name, "normal", 1).choose(g, g.to_move).to_dict()
        if why is not None:
            out["_why"] = why
        future.set_result(dict(out))
        return out

    def stop(self, future: Future[dict[str, Any]]) -> bool:
        self.stopped.append(future)
        k = next(i for i, (_, _, f, _) in enumerate(self.asked) if f is future)
        if not future.done():
            self.answer(k)
        return True


def agent_to_move(level: str = "expert", seed: int = 4, steps: int = 6) -> GameSession:
    """A Dice Masters first game, Ada against the computer, with the computer to move."""
    session = GameSession(
        "dicemasters",
        seed=seed,
        options={"format": "first_game"},
        meta={"seats": ["person", level], "names": ["Ada", "Bo"]},
    )
    bot = make_agent("dicemasters", "normal", seed)
    played = 0
    while True:
        g = session.game
        if g.to_move == 1 and played >= steps and len(g.legal_actions()) > 1:
            return session
        mover = g.to_move
        assert mover is not None
        session.apply(bot.choose(g, mover))
        played += 1


def person_to_move(seed: int = 4, steps: int = 6) -> GameSession:
    session = GameSession(
        "dicemasters",
        seed=seed,
        options={"format": "first_game"},
        meta={"seats": ["person", "hard"], "names": ["Ada", "Bo"]},
    )
    bot = make_agent("dicemasters", "normal", seed)
    played = 0
    while True:
        g = session.game
        if g.to_move == 0 and played >= steps and len(g.legal_actions()) > 1:
            return session
        mover = g.to_move
        assert mover is not None
        session.apply(bot.choose(g, mover))
        played += 1


def open_dm(session: GameSession, runner: Any, size=(1600, 900), lang="en", delay=0.0) -> tuple[Any, Any]:
    app = make_app(lang, size)
    app.settings.agent_delay = delay
    table = DiceMastersTable(app, session)
    table.agent_runner = runner
    start(app, table)
    return app, table


def window(app: Any) -> pygame.Rect:
    return pygame.Rect((0, 0), app.size)


# -- thinking while the table animates ------------------------------------------------------------
def test_the_computer_is_asked_while_the_table_still_animates_and_moves_after() -> None:
    session = agent_to_move()
    runner = HeldRunner()
    app, table = open_dm(session, runner, delay=0.5)
    table.anim.add(Tween(2.0, None))  # the table is open: now a long animation plays
    pump(app, frames=1)
    assert table.anim.busy and len(runner.asked) == 1, "asked at once, while the animation plays"
    moves = len(session.history)
    runner.answer()
    pump(app, frames=30)  # half a second: the animation still plays
    assert len(session.history) == moves, "the answer waits for the animation"
    while table.anim.busy:
        pump(app, frames=1)
    pump(app, frames=20)  # 0.33 s of the 0.5 s computer pace
    assert len(session.history) == moves
    pump(app, frames=15)
    assert len(session.history) == moves + 1
    assert len(runner.asked) <= 2  # one request per position


def test_an_answer_for_a_position_that_is_gone_is_never_played() -> None:
    session = agent_to_move()
    runner = HeldRunner()
    app, table = open_dm(session, runner)
    pump(app, frames=1)
    first = runner.asked[0][2]
    table._drop_agent()  # as an undo does
    pump(app, frames=1)
    assert len(runner.asked) == 2 and runner.stopped == [first], "the old search is told to stop"
    assert first.done()  # the stopped search answered: nobody plays its move
    moves = len(session.history)
    pump(app, frames=3)
    assert len(session.history) == moves
    runner.answer(1)
    pump(app, frames=3)
    assert len(session.history) == moves + 1


# -- "thinking..." and "Move now" -----------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_searching_computer_says_it_thinks_and_moves_now_on_the_button(lang: str) -> None:
    session = agent_to_move("expert")
    runner = HeldRunner()
    app, table = open_dm(session, runner, size=(1024, 640), lang=lang, delay=2.0)
    table.anim.finish_all()
    pump(app, frames=int(THINKING_SHOWN * 60) - 4)
    assert table.thinking is None, "a quick answer is not announced"
    assert not any(b.kind == "move_now" for b in table.buttons)
    pump(app, frames=8)
    assert table.thinking == 1 and table.can_move_now()
    button = next(b for b in table.buttons if b.kind == "move_now")
    assert button.label == app.t("table.move_now")
    assert window(app).contains(button.rect)
    assert table.button_tip(button) == app.t("table.move_now_tip")
    moves = len(session.history)
    click(app, button.rect.center)
    assert runner.stopped, "the search was told to stop"
    pump(app, frames=2)
    assert len(session.history) == moves + 1, "played at once: no computer pace after Move now"


def test_space_moves_now_and_a_normal_computer_offers_no_move_now() -> None:
    session = agent_to_move("expert")
    runner = HeldRunner()
    app, table = open_dm(session, runner, delay=0.0)
    table.anim.finish_all()
    pump(app, frames=int(THINKING_SHOWN * 60) + 4)
    moves = len(session.history)
    key(app, pygame.K_SPACE)
    assert runner.stopped and len(session.history) == moves + 1

    session = agent_to_move("normal")
    runner = HeldRunner()
    app, table = open_dm(session, runner)
    table.anim.finish_all()
    pump(app, frames=int(THINKING_SHOWN * 60) + 4)
    assert table.thinking == 1 and not table.can_move_now()
    key(app, pygame.K_SPACE)
    assert not runner.stopped


def test_metaversus_offers_move_now_in_its_button_row() -> None:
    session = GameSession(
        "metaversus", seed=5, options={"first_player": "p0"}, meta={"seats": ["expert", "person"]}
    )
    runner = HeldRunner()
    app = make_app("ko", (1024, 640))
    app.settings.agent_delay = 0.0
    table = MetaVersusTable(app, session)
    table.agent_runner = runner
    start(app, table)
    table.anim.finish_all()
    pump(app, frames=int(THINKING_SHOWN * 60) + 4)
    assert table.can_move_now()
    button = next(b for b in table.buttons if b.kind == "move_now")
    assert window(app).contains(button.rect)
    assert table.tooltip_at(button.rect.center) == app.t("table.move_now_tip")
    click(app, button.rect.center)
    assert runner.stopped


def expert_decision() -> Any:
    """A Dice Masters position where the expert searches a real choice (several root actions)."""
    hooks = search_hooks("dicemasters")
    assert hooks is not None
    for seed in range(3, 30):
        g = game.new_game("dicemasters", seed=seed, format="first_game")
        bot = make_agent("dicemasters", "normal", seed)
        for _ in range(300):
            if g.is_over:
                break
            p = g.to_move
            assert p is not None
            legal = g.legal_actions()
            if len(legal) >= 4 and hooks.worth_searching(g, p, legal):
                return g
            g.apply(bot.choose(g, p))
    pytest.skip("no searched decision found")


def test_move_now_reaches_the_worker_process_and_the_search_ends_early() -> None:
    g = expert_decision()
    p = g.to_move
    runner = AgentRunner()
    try:
        warm = runner.submit("dicemasters", "normal", 1, g, p)
        warm.result(timeout=60)  # the worker is up and has imported the game
        full = make_expert("dicemasters", 7).iterations
        started = time.perf_counter()
        future = runner.submit("dicemasters", "expert", 7, g, p)
        time.sleep(0.05)
        assert runner.stop(future)
        out = future.result(timeout=60)
        stopped_after = time.perf_counter() - started
        why = out.pop("_why")
        action = Action.from_dict(out, game="dicemasters")
        assert g.is_legal(action)
        width = len(why["chances"])
        assert why["iterations"] < full // 2, (why["iterations"], full)
        assert why["iterations"] >= min(width, 1)
        # the same search without the stop, in this process: the whole budget takes far longer
        t0 = time.perf_counter()
        _choose("dicemasters", "expert", 7, g.to_dict(), p)
        whole = time.perf_counter() - t0
        assert stopped_after < whole / 2, (stopped_after, whole)
        assert not runner.stop(future), "an answered request cannot be stopped"
    finally:
        runner.shutdown()


def test_move_now_in_the_thread_fallback() -> None:
    g = expert_decision()
    runner = AgentRunner(threads=True)
    try:
        future = runner.submit("dicemasters", "expert", 8, g, g.to_move)
        time.sleep(0.02)
        runner.stop(future)
        out = future.result(timeout=60)
        assert out["_why"]["iterations"] < make_expert("dicemasters", 8).iterations // 2
    finally:
        runner.shutdown()


# -- the hint -------------------------------------------------------------------------------------
def test_the_hint_is_found_in_the_background_at_the_chosen_strength() -> None:
    session = person_to_move()
    runner = HeldRunner()
    app, table = open_dm(session, runner)
    app.settings.hint_level = "expert"
    key(app, pygame.K_h)
    assert table.hint is None and runner.asked[-1][0] == "expert"
    assert app.toasts[-1].text == app.t("table.hint_thinking")
    pump(app, frames=5)  # the window goes on drawing while it thinks
    runner.answer()
    pump(app, frames=1)
    assert table.hint is not None and table.hint in session.game.legal_actions()
    assert any(t.text == app.t("table.hint", move=table.describe(table.hint)) for t in app.toasts)


def test_a_hint_for_a_position_that_changed_is_dropped() -> None:
    session = person_to_move()
    runner = HeldRunner()
    app, table = open_dm(session, runner)
    key(app, pygame.K_h)
    assert len(runner.asked) == 1
    table.apply(session.game.legal_actions()[0])  # the person moved before the hint came
    runner.answer(0)
    pump(app, frames=2)
    assert table.hint is None
    assert not any(t.text.startswith(app.t("table.hint", move="")) for t in app.toasts)


def test_the_hint_strength_is_a_saved_setting() -> None:
    assert Settings().hint_level == "hard"
    for level in HINT_LEVELS:
        assert Settings.from_dict({**Settings().to_dict(), "hint_level": level}).hint_level == level
    settings, problems = Settings.parse({**Settings().to_dict(), "hint_level": "godlike"})
    assert settings.hint_level == "hard" and [p.field for p in problems] == ["hint_level"]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_settings_offers_the_hint_strength(lang: str) -> None:
    from scenes.settings_scene import SettingsScene

    app = make_app(lang, (1024, 640))
    scene = SettingsScene(app)
    start(app, scene)
    pump(app, frames=1)
    buttons = scene.hint_buttons
    assert list(buttons) == list(HINT_LEVELS)
    assert buttons["hard"].is_selected
    for level, b in buttons.items():
        assert b.text == app.t(f"agent.{level}")
        assert window(app).contains(b.rect)
        assert b.rect.bottom < scene.back_button.rect.top
    click(app, buttons["expert"].rect.center)
    assert app.settings.hint_level == "expert"
    assert buttons["expert"].is_selected and not buttons["hard"].is_selected


# -- what a search weighed ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_log_gives_a_searchs_win_chances_with_the_move_played_marked(lang: str) -> None:
    g = expert_decision()
    p = g.to_move
    out = _choose("dicemasters", "hard", 3, g.to_dict(), p)
    why = out.pop("_why")
    assert len(why["chances"]) >= 2 and sum(1 for row in why["chances"] if row[2]) == 1
    played = Action.from_dict(out, game="dicemasters")
    session = agent_to_move("hard")
    app, table = open_dm(session, HeldRunner(), size=(1024, 640), lang=lang, delay=60.0)
    history = session.history
    told = [i for entries in table.log_line_entries for i in entries if i >= 0 and history[i].player == 1]
    index = max(told)  # the computer's latest move the log tells
    move = history[index].action
    table.why[index] = {
        "chances": [[move.to_dict(), 0.62, True], [played.to_dict(), 0.4149, False]],
        "iterations": 96,
    }
    rect = next((r for r, line in table.log_panel._drawn if index in table.log_line_entries[line]), None)
    assert rect is not None
    text = table.log_tooltip(rect.center)
    assert text is not None
    first = app.t("table.why_played", move=table.describe(move, 1), percent=62)
    second = app.t("table.why_chance", move=table.describe(played, 1), percent=41)
    assert first in text and second in text, text
    assert "{" not in text
    pygame.mouse.set_pos(rect.center)
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    for _ in range(40):
        pump(app, frames=1)
    assert app.tooltip.text == text
    assert app.tooltip.rect is not None and window(app).contains(app.tooltip.rect)


def test_a_normal_agents_reasons_keep_their_scores() -> None:
    session = agent_to_move("normal")
    app, table = open_dm(session, HeldRunner(), delay=60.0)
    history = session.history
    index = max(i for entries in table.log_line_entries for i in entries if i >= 0 and history[i].player == 1)
    table.why[index] = [[history[index].action.to_dict(), 0.71]]
    rect = next(r for r, line in table.log_panel._drawn if index in table.log_line_entries[line])
    text = table.log_tooltip(rect.center)
    assert text is not None and "(0.71)" in text and "%" not in text
