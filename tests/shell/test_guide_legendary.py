"""The guided first game of Legendary, played from the title screen to its summary with real
mouse events through the app's frame loop; each gesture is found from the table's own layout
(the card, button, pool or answer the step's arrow points at)."""

from __future__ import annotations

import pygame
import pytest

from game.legendary.actions import MasterStrike, VillainCardPlayed, VillainEscaped
from scenes import guide as G
from scenes.guide_legendary import FORCED, STEPS, GuidedLegendary, by_play_all, make_guide
from scenes.i18n import load_table
from scenes.title import TitleScene

from ..lg_table.test_glossary import load_glossary, misused
from .guide_helpers import lesson_from_title, touch
from .helpers import click, key, make_app, pump


def open_lesson(app) -> GuidedLegendary:
    """From the title: the "Learn to play" button in the tile."""
    table: GuidedLegendary = lesson_from_title(app, "legendary", GuidedLegendary)
    return table


def settle(app, table) -> None:
    """Until the table takes presses again (a new turn's buttons rest a moment)."""
    for _ in range(100):
        if not table.anim.busy and app.time >= table.buttons_armed_at:
            return
        pump(app, frames=1, dt=0.1)
    raise AssertionError("the table never settled")


def gesture(app, table) -> None:
    """The step's gesture where its arrow points: a click, or a drag to where it goes."""
    settle(app, table)
    touch(app, table)


def play_steps(app, table, until: int | None = None) -> None:
    last = len(STEPS) if until is None else until
    while table.step_index < last:
        n = table.step_index
        gesture(app, table)
        made = table.step_index - n
        assert made >= 1, (n, STEPS[n], [t.text for t in app.toasts])
        if made > 1:  # Play all: one press, the plays of its steps
            assert all(by_play_all(s) for s in STEPS[n : n + made])
        for k in range(n, table.step_index):
            assert repr(table.session.history[k].action) == STEPS[k].action


def make(size=(1024, 640), lang="en"):
    app = make_app(lang=lang, size=size)
    app.settings.animation_speed = 0.0
    return app


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 640)), ("ko", (1600, 900))])
def test_the_whole_lesson_from_the_title_to_the_summary_and_a_real_game(lang, size):
    app = make(size, lang)
    table = open_lesson(app)
    play_steps(app, table)
    assert table.refused == 0
    pump(app, frames=3, dt=0.1)
    summary = app.stack.top
    assert isinstance(summary, G.GuideSummaryScene)
    assert len(summary.lines()) == len(make_guide().learned)
    assert G.read_progress()[0]["legendary"]["done"] is True
    game = table.session.game
    assert len(game.tactics) == 3 and "red_skull.negablast_grenades" in game.players[0].victory
    assert game.escaped == ["hydra.kidnappers#48"]
    click(app, summary.play_button.get_abs_rect().center)
    pump(app, frames=2)
    assert app.stack.top.name == "lg_setup"
    assert isinstance(app.stack.scenes[0], TitleScene)


def test_a_wrong_gesture_is_explained_and_not_applied():
    app = make()
    table = open_lesson(app)
    settle(app, table)
    # step 1 asks for an Agent; the Trooper beside it is clicked instead
    trooper = table.card_rect("shield.trooper#164")
    click(app, trooper.center)
    assert table.step_index == 0 and not table.session.history
    assert table.refused == 1
    do = app.t("guide.legendary.play_agent.do")
    assert any(t.text == app.t("guide.wrong", do=do) for t in app.toasts)
    # the other Agent is the same card to a person: it plays as the step's own
    click(app, table.card_rect("shield.agent#159").center)
    assert table.step_index == 1
    assert repr(table.session.history[0].action) == STEPS[0].action
    # Play all is not this step's gesture (it asks for a Trooper)
    click(app, table.button_rect("play_all").center)
    assert table.step_index == 1 and table.refused == 2
    play_steps(app, table, until=7)
    # the recruit step: fighting is no longer possible, recruiting Repulsor Rays is legal but
    # not this step's; a drag of the pool nowhere is explained too
    rays = table.card_rect("iron_man.repulsor_rays#24")
    click(app, rays.center)
    assert table.step_index == 7 and table.refused == 3
    assert table.game.hq[1] == "iron_man.repulsor_rays#24"
    do = app.t("guide.legendary.recruit.do", card="Keen Senses")
    assert any(t.text == app.t("guide.wrong", do=do) for t in app.toasts)
    gesture(app, table)
    assert table.step_index == 8


def test_leaving_and_coming_back_lands_on_the_same_step():
    app = make()
    table = open_lesson(app)
    at = next(i for i, s in enumerate(STEPS) if s.key == "escape_ko")  # the escape's question
    play_steps(app, table, until=at)
    assert table.prompt_for_me()
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, G.GuidePause) and not pause.save.is_enabled
    click(app, pause.quit.get_abs_rect().center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, TitleScene)
    assert G.read_progress()[0]["legendary"]["step"] == at
    again = open_lesson(app)
    assert again is not table and again.step_index == at
    assert [repr(e.action) for e in again.session.history] == [s.action for s in STEPS[:at]]
    assert any(t.text == app.t("guide.resumed", step=at + 1, total=len(STEPS)) for t in app.toasts)
    play_steps(app, again, until=at + 1)  # and it goes on from there
    assert "spider_man.great_responsibility#10" in again.game.ko


def test_the_scripted_deal_brings_the_escape_and_the_master_strike_on_cue():
    guide = make_guide()
    session = guide.session_at(len(guide.steps))
    game = session.game
    assert game.rng.queue == []  # every shuffle and the Tactic's pick were used, in order
    assert len([v for v in FORCED if isinstance(v, list)]) == 6
    events = list(session.opening)
    for entry in session.history:
        events += entry.events
    villain_cards = [e.card.split("#")[0] for e in events if isinstance(e, VillainCardPlayed)]
    assert villain_cards == [
        "hydra.endless_armies",
        "hydra.kidnappers",
        "sentinel.sentinel",
        "hydra.supreme_hydra",
        "hydra.endless_armies",
        "hydra.viper",
        "sentinel.sentinel",
        "hydra.kidnappers",
        "strike",
    ]
    # the escape comes as turn 4 starts, the Master Strike as turn 5 starts
    ends = [i for i, s in enumerate(STEPS) if s.action == "EndTurn()"]
    escaped = [
        i for i, e in enumerate(session.history) if any(isinstance(x, VillainEscaped) for x in e.events)
    ]
    struck = [i for i, e in enumerate(session.history) if any(isinstance(x, MasterStrike) for x in e.events)]
    assert escaped == [ends[2]] and struck == [ends[3]]
    # the hands each turn, the HQ at the start
    first = guide.session_at(0).game
    kinds = sorted(c.split("#")[0] for c in first.players[0].hand)
    assert kinds == ["shield.agent"] * 2 + ["shield.trooper"] * 4
    assert [c.split("#")[0] for c in first.hq] == [
        "wolverine.keen_senses",
        "iron_man.repulsor_rays",
        "wolverine.healing_factor",
        "spider_man.astonishing_strength",
        "iron_man.endless_invention",
    ]
    last_hand = guide.session_at(ends[3] + 1).game.players[0].hand
    assert sorted(c.split("#")[0] for c in last_hand) == sorted(
        [
            "shield.trooper",
            "wolverine.keen_senses",
            "shield.agent",
            "iron_man.repulsor_rays",
            "iron_man.repulsor_rays",
            "wolverine.healing_factor",
        ]
    )


def test_the_korean_words_of_the_lesson_are_the_glossary_words():
    texts = {k: v for k, v in load_table("ko").items() if k.startswith("guide.legendary.")}
    assert len(texts) > 40
    problems = misused(texts, load_glossary())
    assert not problems, "\n".join(problems)
