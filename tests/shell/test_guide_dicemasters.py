"""The guided first game of Dice Masters, played from the title screen to its summary with real
mouse events through the app's frame loop; each gesture is found from the table's own layout
(the die, zone, card or button the step's arrow points at)."""

from __future__ import annotations

import pygame

from game.dicemasters import records as R
from scenes import guide as G
from scenes.guide_dicemasters import FORCED, STEPS, GuidedDiceMasters, make_guide
from scenes.title import TitleScene

from .guide_helpers import lesson_from_title
from .helpers import click, drag, key, make_app, pump


def open_lesson(app) -> GuidedDiceMasters:
    """From the title: the "Learn to play" button in the tile."""
    table: GuidedDiceMasters = lesson_from_title(app, "dicemasters", GuidedDiceMasters)
    return table


def wait_for_person(app, table) -> None:
    for _ in range(600):
        step = table.step
        ready = step is not None and step.person and not table.anim.busy and table.armed()
        if table.finished or ready:
            return
        pump(app, frames=1, dt=0.1)
    raise AssertionError(f"the computer's steps never ended at step {table.step_index}")


def gesture(app, table) -> None:
    """The step's gesture where its arrow points: a click, or a drag to the drop zone (onto the
    die a block aims at, else a free corner of the zone)."""
    pointer = table.pointer()
    assert pointer is not None, table.step
    if pointer.to is None:
        click(app, pointer.target.center)
        return
    action = table.expected()
    if isinstance(action, R.Block):
        end = pointer.to.center
    else:
        end = (pointer.to.right - 12, pointer.to.bottom - 8)
    drag(app, pointer.target.center, end)


def play_steps(app, table, until: int | None = None) -> None:
    last = len(STEPS) if until is None else until
    while table.step_index < last:
        wait_for_person(app, table)
        if table.step_index >= last:
            break
        n = table.step_index
        gesture(app, table)
        assert table.step_index == n + 1, (n, STEPS[n], app.toasts)
        assert repr(table.session.history[n].action) == STEPS[n].action


def make() -> object:
    app = make_app(size=(1024, 640))
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 0.0
    return app


def test_the_whole_lesson_from_the_title_to_the_summary_and_a_real_game():
    app = make()
    table = open_lesson(app)
    play_steps(app, table)
    assert table.refused == 0
    pump(app, frames=3, dt=0.1)
    summary = app.stack.top
    assert isinstance(summary, G.GuideSummaryScene)
    assert len(summary.lines()) == len(make_guide().learned)
    games, _ = G.read_progress()
    assert games["dicemasters"]["done"] is True
    assert table.session.game.observation(None)["players"][1]["life"] == 5  # the last attack hit
    click(app, summary.play_button.get_abs_rect().center)
    pump(app, frames=2)
    assert app.stack.top.name == "dm_setup"
    assert isinstance(app.stack.scenes[0], TitleScene)


def test_a_wrong_gesture_is_explained_and_not_applied():
    app = make()
    table = open_lesson(app)
    # step 1 asks to mark the mask die; the bolt die is clicked instead
    wrong = table.die_rect("p0-d6")
    click(app, wrong.center)
    assert table.step_index == 0 and not table.session.history
    assert table.refused == 1
    do = app.t("guide.dicemasters.reroll_pick.do")
    assert any(t.text == app.t("guide.wrong", do=do) for t in app.toasts)
    assert table.wrong_message is not None
    play_steps(app, table, until=10)
    # the field step: buying Force Beam instead is a legal move, but not this step's
    beam = next(
        r for (owner, k), r in table.card_rects().items() if owner is None and k.startswith("avx-027")
    )
    click(app, beam.center)
    assert table.step_index == 10 and table.refused == 2
    assert table.game.observation(None)["decision"]["type"] == "priority"
    do = app.t("guide.dicemasters.field.do")
    assert any(t.text == app.t("guide.wrong", do=do) for t in app.toasts)
    gesture(app, table)  # and the right one goes through
    assert table.step_index == 11


def test_leaving_and_coming_back_lands_on_the_same_step():
    app = make()
    table = open_lesson(app)
    play_steps(app, table, until=12)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, G.GuidePause) and not pause.save.is_enabled
    click(app, pause.quit.get_abs_rect().center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, TitleScene)
    assert G.read_progress()[0]["dicemasters"]["step"] == 12
    again = open_lesson(app)
    assert again is not table and again.step_index == 12
    assert [repr(e.action) for e in again.session.history] == [s.action for s in STEPS[:12]]
    assert any(t.text == app.t("guide.resumed", step=13, total=len(STEPS)) for t in app.toasts)
    play_steps(app, again, until=13)  # and it goes on from there


def test_a_damaged_progress_file_is_reported_kept_and_the_lesson_starts_over():
    app = make()
    path = G.progress_path()
    path.write_text("{not json", encoding="utf-8")
    table = open_lesson(app)
    assert table.step_index == 0
    assert any(t.kind == "error" for t in app.toasts)
    play_steps(app, table, until=1)
    assert path.with_name("guides.json.damaged").read_text(encoding="utf-8") == "{not json"
    assert G.read_progress()[0]["dicemasters"]["step"] == 1


def test_the_scripted_deal_rolls_what_the_script_says():
    guide = make_guide()
    session = guide.session_at(len(guide.steps))
    rolled = [e.face for e in session.opening if isinstance(e, R.DieRolled)]
    for entry in session.history:
        rolled += [e.face for e in entry.events if isinstance(e, R.DieRolled)]
    forced = [v for v in FORCED if isinstance(v, int)]
    assert rolled[: len(forced)] == forced
    assert session.game.rng.queue == []  # every forced value and the shuffle were used, in order
    obs = session.game.observation(None)
    assert obs["players"][0]["life"] == 9 and obs["players"][1]["life"] == 5


def test_the_hint_during_the_computers_step_says_to_watch_never_a_raw_key():
    app = make()
    table = open_lesson(app)
    k = next(i for i, s in enumerate(STEPS) if not s.person)
    play_steps(app, table, until=k)
    assert table.step is not None and not table.step.person
    table.show_hint()
    texts = [t.text for t in app.toasts]
    assert texts and texts[-1] == app.t("guide.wrong_wait")
    assert not any(t.startswith("guide.") or "{" in t for t in texts)


def test_a_die_alike_to_the_one_pointed_at_counts_as_it() -> None:
    """Two Sidekicks both showing a bolt are one gesture to a person: paying with the other one
    is the step's own move (the script goes on with the die it names)."""
    app = make()
    table = open_lesson(app)
    k = next(i for i, s in enumerate(STEPS) if s.key == "pay_bolt")
    play_steps(app, table, until=k)
    wait_for_person(app, table)
    expected = table.expected()
    dice = table.all_dice()
    mine = dice[expected.die]
    twin = next(
        did
        for did, d in dice.items()
        if did != expected.die
        and (d["card"], d.get("face"), d["zone"], d["player"])
        == (mine["card"], mine.get("face"), mine["zone"], mine["player"])
    )
    click(app, table.die_rect(twin).center)
    assert table.step_index == k + 1 and table.refused == 0
    assert repr(table.session.history[k].action) == STEPS[k].action
    play_steps(app, table)  # and the lesson goes on to its end
    assert table.refused == 0


def test_the_english_log_of_the_lesson_reads_as_english() -> None:
    """The learner's seat has a name the log's sentences fit ("Player 1 draws 4 dice"): never
    "You draws" or "You's Sidekick"."""
    from scenes import log_text

    app = make_app("en", size=(1024, 640))
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 0.0
    table = open_lesson(app)
    play_steps(app, table)
    names = table.session.meta["names"]
    lines = []
    for entry in table.session.history:
        lines.append(log_text.plain(app.tr, "dicemasters", entry.action, names, "en", player=entry.player))
        lines += [log_text.plain(app.tr, "dicemasters", e, names, "en") for e in entry.events]
    assert lines and not any(line.startswith("You ") or "You's" in line for line in lines)
