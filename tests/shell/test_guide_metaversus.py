"""The guided first game of MetaVersus Genesis, played from the title screen to its summary and
on to the setup screen with real mouse events through the app's frame loop; each gesture is
found from the table's own layout (the pile, character, hand card or button the step's arrow
points at)."""

from __future__ import annotations

from game.metaversus import records as R
from game.metaversus.cards import DAGGER, STONE
from scenes import guide as G
from scenes.guide_metaversus import (
    AEGIS,
    ASH_RAIDER,
    EMBER_DUELIST,
    EXCHANGE,
    MOON_ORACLE,
    STEPS,
    GuidedMetaVersus,
    make_guide,
)
from scenes.title import TitleScene

from .guide_helpers import lesson_from_title, touch
from .helpers import click, make_app, pump


def open_lesson(app) -> GuidedMetaVersus:
    """From the title: the "Learn to play" button in the tile."""
    table: GuidedMetaVersus = lesson_from_title(app, "metaversus", GuidedMetaVersus)
    return table


def wait_for_person(app, table) -> None:
    """Frames until the lesson waits for a gesture (the computer's steps play themselves)."""
    for _ in range(400):
        step = table.step
        ready = (
            step is not None
            and step.person
            and not table.anim.busy
            and app.time >= table.armed_at
            and app.stack.top is table
        )
        if table.finished or ready:
            return
        pump(app, frames=1, dt=0.1)
    raise AssertionError(f"the computer's steps never ended at step {table.step_index}")


def gesture(app, table) -> None:
    """The step's gesture where its arrow points: a click, or a drag into the play area."""
    touch(app, table)


def play_steps(app, table, until: int | None = None) -> None:
    last = len(STEPS) if until is None else until
    while table.step_index < last:
        wait_for_person(app, table)
        if table.step_index >= last:
            break
        n = table.step_index
        gesture(app, table)
        assert table.step_index == n + 1, (n, STEPS[n], [t.text for t in app.toasts])
        assert repr(table.session.history[n].action) == STEPS[n].action


def make() -> object:
    app = make_app(size=(1024, 640))
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 0.0
    return app


def step_of(key: str) -> int:
    return next(i for i, s in enumerate(STEPS) if s.key == key)


def test_the_whole_lesson_from_the_title_to_the_summary_and_a_real_game():
    app = make()
    table = open_lesson(app)
    play_steps(app, table)
    assert table.refused == 0
    pump(app, frames=3, dt=0.1)
    summary = app.stack.top
    assert isinstance(summary, G.GuideSummaryScene)
    assert len(summary.lines()) == len(make_guide().learned)
    assert G.read_progress()[0]["metaversus"]["done"] is True
    players = table.game.observation(None)["players"]
    assert [p["hp"] for p in players] == [39, 36]  # your two attacks hit, Aegis held the computer's
    assert players[0]["stars"] == 2 and players[0]["defense"] == 3
    click(app, summary.play_button.get_abs_rect().center)
    pump(app, frames=2)
    assert app.stack.top.name == "mv_setup"
    assert isinstance(app.stack.scenes[0], TitleScene)


def test_a_wrong_gesture_is_explained_and_not_applied():
    app = make()
    table = open_lesson(app)
    wait_for_person(app, table)
    # the replacement step asks to put Eclipse back; Gem Ore is clicked instead (a legal move)
    assert table.step.key == "replace"
    gem_ore = next(r for c, r in table.exchange_cards() if c == EXCHANGE[0])
    click(app, gem_ore.center)
    assert table.step_index == 1 and len(table.session.history) == 1
    assert EXCHANGE[0] in table.game.exchange
    assert table.refused == 1
    do = app.t("guide.metaversus.replace.do")
    assert any(t.text == app.t("guide.wrong", do=do) for t in app.toasts)
    assert table.wrong_message is not None
    # the buy step: ending the Buy phase instead is a legal move, but not this step's
    play_steps(app, table, until=step_of("buy"))
    end_buy = next(b for b in table.buttons if b.kind == "end_phase")
    click(app, end_buy.rect.center)
    assert table.step_index == step_of("buy") and table.refused == 2
    assert table.game.observation(None)["phase"] == "buy"
    do = app.t("guide.metaversus.buy.do")
    assert any(t.text == app.t("guide.wrong", do=do) for t in app.toasts)
    gesture(app, table)  # and the right one goes through
    assert table.step_index == step_of("buy") + 1
    assert table.wrong_message is None


def test_leaving_by_the_menu_and_coming_back_lands_on_the_same_step():
    app = make()
    table = open_lesson(app)
    here = step_of("dagger")
    play_steps(app, table, until=here)
    menu = next(b for b in table.tools if b.kind == "menu")
    click(app, menu.rect.center)
    pause = app.stack.top
    assert isinstance(pause, G.GuidePause) and not pause.save.is_enabled
    click(app, pause.quit.get_abs_rect().center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, TitleScene)
    assert G.read_progress()[0]["metaversus"]["step"] == here
    again = open_lesson(app)
    assert again is not table and again.step_index == here
    assert [repr(e.action) for e in again.session.history] == [s.action for s in STEPS[:here]]
    assert any(t.text == app.t("guide.resumed", step=here + 1, total=len(STEPS)) for t in app.toasts)
    play_steps(app, again, until=here + 1)  # and it goes on from there: a Dagger dragged


def test_the_scripted_deal_gives_the_expected_exchange_draft_and_hands():
    guide = make_guide()
    start = guide.session_at(0).game
    assert start.exchange == EXCHANGE and start.first == 1  # the newcomer goes second
    draft = guide.session_at(step_of("ban")).game
    assert draft.char_row[:3] == (EMBER_DUELIST, ASH_RAIDER, MOON_ORACLE)
    first = guide.session_at(step_of("star")).game.observation(0)
    assert sorted(first["players"][0]["zones"]["hand"]) == sorted([STONE] * 4 + [DAGGER])
    assert first["players"][0]["hp"] == 39  # the computer's Dagger hit
    assert [p["character"] for p in first["players"]] == [MOON_ORACLE, EMBER_DUELIST]
    # the reshuffle at the end of turn 2 puts the Aegis you bought into your next hand
    react = guide.session_at(step_of("reveal")).game
    assert AEGIS in react.observation(0)["players"][0]["zones"]["hand"]
    assert react.observation(0)["pending"]["kind"] == "react"
    whole = guide.session_at(len(guide.steps))
    assert whole.game.rng.queue == []  # every scripted shuffle was used, in order
    damage = [e for entry in whole.history for e in entry.events if isinstance(e, R.Damaged)]
    assert [(e.player, e.amount, e.defense, e.hp) for e in damage] == [
        (0, 1, 0, 1),  # turn 1: no defense yet
        (1, 2, 0, 2),
        (0, 3, 3, 0),  # turn 3: Aegis from the hand took it all
        (1, 2, 0, 2),
    ]
    obs = whole.game.observation(None)
    assert [p["stars"] for p in obs["players"]] == [2, 0]
