"""The MetaVersus table as a person meets it: ending a phase with something left asks once, a
double press never ends the next phase, buttons keep their places, choosers light the card of
the option under the mouse, a curtain forgets the last person's pointer and choices, every text
is whole in both languages, and the board survives a resize."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes.metaversus.setup import MetaVersusSetup
from scenes.metaversus.table import ARMING, MetaVersusTable, MoveChooser
from scenes.overlays import ChooseOneDialog, HandoffScene

from ..shell.helpers import click, key, lift_curtain, make_app, pump, start
from .helpers import active, exchange, find_session, free, hand, legal_of, pending, seen
from .test_table_ui import hand_rect, open_table

GENERIC_PARTICLE = re.compile(r"\((?:이|가|을|를|은|는|와|과|으)\)")


def option_rect(dialog: ChooseOneDialog, i: int) -> pygame.Rect:
    if dialog.option_buttons:
        return dialog.option_buttons[i].get_abs_rect()
    assert dialog.list is not None
    return dialog.list.item_list[i]["button_element"].get_abs_rect()


def choose_option(app, dialog: ChooseOneDialog, text: str) -> None:
    click(app, option_rect(dialog, dialog.options.index(text)).center)


def end_button(table):
    return next(b for b in table.buttons if b.kind == "end_phase")


def currency_in_hand(g) -> bool:
    return free(g, "buy") and len(legal_of(g, "play_card")) >= 1


# -- ending a phase ---------------------------------------------------------------------------------
def test_ending_the_buy_phase_with_currency_in_hand_asks_once_naming_what_is_left():
    session = find_session(currency_in_hand)
    app, table = open_table(session)
    n = len(session.history)
    click(app, end_button(table).rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog) and len(session.history) == n
    assert "currency card" in dialog.title and "Buy" in dialog.title and "{" not in dialog.title
    choose_option(app, dialog, app.t("confirm.keep_playing"))
    assert app.stack.top is table and len(session.history) == n and seen(session.game)["phase"] == "buy"
    click(app, end_button(table).rect.center)
    choose_option(app, app.stack.top, app.t("confirm.end_anyway"))
    assert session.history[n].action.kind == "end_phase" and session.history[n].action.phase == "buy"
    assert seen(session.game)["phase"] == "combat" or active(session.game) != session.history[n].player


def test_the_question_names_the_cards_in_korean_too_and_can_be_turned_off():
    session = find_session(currency_in_hand)
    app, table = open_table(session)
    app.tr.set_language("ko")
    pump(app, frames=1)
    text = table.unplayed_text()
    assert text is not None and "구매단계" in text and "재화카드" in text and "{" not in text
    app.settings.confirm_end = False
    n = len(session.history)
    click(app, end_button(table).rect.center)
    assert app.stack.top is table and session.history[n].action.kind == "end_phase"


def test_a_double_press_of_end_does_not_end_the_next_phase():
    session = find_session(lambda g: free(g, "action"))
    app, table = open_table(session)
    app.settings.confirm_end = False  # no question in between: the second press comes at once
    n = len(session.history)
    button = end_button(table)
    assert button.label == "End Action"
    click(app, button.rect.center)  # ends the Action phase at once: nothing was left
    assert session.history[n].action.phase == "action" and seen(session.game)["phase"] == "buy"
    assert end_button(table).label == "End Buy"
    assert not table.button_ready(end_button(table))  # armed again only in a moment
    for b in table.buttons:
        if b.rect.collidepoint(button.rect.center):
            click(app, b.rect.center)  # the second press of a double click, ~0.1 s later
    key(app, pygame.K_SPACE)  # and Space too
    assert len(session.history) == n + 1 and seen(session.game)["phase"] == "buy"
    pump(app, frames=int(ARMING * 60) + 2)
    assert table.button_ready(end_button(table))


@pytest.mark.parametrize("phase", ["action", "combat"])
def test_six_fast_clicks_on_end_end_one_phase_and_never_lift_the_curtain(phase):
    session = find_session(lambda g: free(g, phase))
    app, table = open_table(session)
    app.settings.confirm_end = False
    me = table.viewer
    n = len(session.history)
    pos = end_button(table).rect.center
    for _ in range(6):  # a click every two frames: a third of a second for all six
        pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], frames=1)
        pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], frames=1)
    ends = [e.action for e in session.history[n:] if e.action.kind == "end_phase"]
    assert [a.phase for a in ends] == [phase]
    if phase == "combat" and session.game.to_move != me and table.is_person(session.game.to_move):
        assert isinstance(app.stack.top, HandoffScene) and table.viewer == -1  # still up
    else:
        assert app.stack.top is table and table.viewer == me


def test_buttons_keep_their_places_for_the_whole_step_and_play_all_counts_what_can_be_played():
    def two_currency(g) -> bool:
        return (
            currency_in_hand(g)
            and sum(1 for c in hand(g, active(g)) if c in {a.card for a in legal_of(g, "play_card")}) >= 2
        )

    session = find_session(two_currency)
    app, table = open_table(session)
    g = session.game
    playable = {a.card for a in legal_of(g, "play_card")}
    count = sum(1 for c in hand(g, active(g)) if c in playable)
    places = {b.kind: b.rect.copy() for b in table.buttons}
    play_all = next(b for b in table.buttons if b.kind == "play_all")
    assert play_all.label == f"Play all currency ({count})" and play_all.enabled
    click(app, hand_rect(table, legal_of(g, "play_card")[0].card).center)  # one card by hand
    assert {b.kind: b.rect for b in table.buttons} == places
    assert next(b for b in table.buttons if b.kind == "play_all").label == f"Play all currency ({count - 1})"
    if count - 1 > 0:
        click(app, next(b for b in table.buttons if b.kind == "play_all").rect.center)
    play_all = next(b for b in table.buttons if b.kind == "play_all")
    assert not play_all.enabled and not table.button_ready(play_all)  # still there, greyed
    assert {b.kind: b.rect for b in table.buttons} == places
    n = len(session.history)
    click(app, play_all.rect.center)
    assert len(session.history) == n  # a greyed button does nothing


# -- choosers ---------------------------------------------------------------------------------------
def test_every_move_list_tells_cards_apart_and_lights_the_card_under_the_mouse():
    def buy_and_play(g) -> bool:
        return (
            currency_in_hand(g)
            and seen(g)["resources"]["gems"] + 1 >= 2
            and any(a.card in exchange(g) for a in legal_of(g, "buy"))
        )

    session = find_session(buy_and_play)
    app, table = open_table(session)
    g = session.game
    click(app, next(b for b in table.buttons if b.kind == "more").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, MoveChooser)
    legal = g.legal_actions()
    assert len(dialog.options) == len(legal) and len(set(dialog.options)) == len(dialog.options)
    assert all("{" not in o and ("Ada" in o or "Bo" in o) for o in dialog.options)
    buy = next(a for a in legal if a.kind == "buy" and a.card in exchange(g))
    i = legal.index(buy)
    assert f"pile {exchange(g).index(buy.card) + 1}, cost" in dialog.options[i]
    play = legal_of(g, "play_card")[0]
    assert "hand ×" in dialog.options[legal.index(play)]
    pygame.mouse.set_pos(option_rect(dialog, i).center)
    pump(app, frames=2)
    pile = next(r for c, r in table.exchange_cards() if c == buy.card)
    assert table.option_hover == buy and table.lit == [pile]
    pygame.mouse.set_pos(option_rect(dialog, legal.index(play)).center)
    pump(app, frames=2)
    assert table.option_hover == play and table.lit == [hand_rect(table, play.card)]
    n = len(session.history)
    click(app, option_rect(dialog, legal.index(play)).center)
    assert session.history[n].action == play and table.option_hover is None
    pygame.mouse.set_pos((0, 0))


# -- the hand-off -----------------------------------------------------------------------------------
def test_the_secret_pick_is_not_left_raised_for_the_other_person_and_no_old_press_clicks():
    session = find_session(lambda g: pending(g) == "pick")
    app, table = open_table(session)
    g = session.game
    picker = g.to_move
    pick = legal_of(g, "pick_character")[0]
    rect = dict(table.draft_cards())[pick.card]
    pump(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))],
        frames=1,
    )
    assert table.drawn_raised == [pick.card]
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)], frames=1)
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)], frames=1)
    assert session.history[-1].action == pick and isinstance(app.stack.top, HandoffScene)
    assert table.hover is None
    lift_curtain(app)
    other = session.game.to_move
    assert other == 1 - picker and table.viewer == other
    table.private_drawn.clear()
    pump(app, frames=1)  # the mouse has not moved since the pick
    assert table.drawn_raised == [] and table.private_drawn <= {other}
    n = len(session.history)
    # a release whose press went to the curtain is not a click on the table
    row = dict(table.draft_cards())
    pump(
        app,
        [
            pygame.event.Event(
                pygame.MOUSEBUTTONUP,
                pos=row[legal_of(session.game, "pick_character")[0].card].center,
                button=1,
            )
        ],
        frames=2,
    )
    assert len(session.history) == n


def test_a_message_naming_a_hand_card_goes_away_with_the_person():
    session = find_session(
        lambda g: free(g, "combat") and not legal_of(g, "play_card") and bool(hand(g, active(g)))
    )
    app, table = open_table(session)
    card = hand(session.game, active(session.game))[0]
    click(app, hand_rect(table, card).center)
    assert any(table.card_name(card) in t.text for t in app.toasts)
    app.settings.confirm_end = False
    click(app, end_button(table).rect.center)
    if not isinstance(app.stack.top, HandoffScene):
        pytest.skip("the turn did not pass to the other person")
    assert not any(table.card_name(card) in t.text for t in app.toasts)


def mv_clicks(table, rng: random.Random) -> tuple[int, int]:
    """Where a hurried person clicks: mostly on buttons, cards and piles, sometimes anywhere."""
    targets = [b.rect for b in table.buttons] + [p.rect for p in table.hand_cards()]
    targets += [r for _, r in table.exchange_cards()] + [r for _, r in table.draft_cards()]
    w, h = table.app.size
    if targets and rng.random() < 0.8:
        r = rng.choice(targets)
        return r.centerx + rng.randint(-3, 3), r.centery + rng.randint(-3, 3)
    return rng.randrange(w), rng.randrange(h)


@pytest.mark.parametrize("seed", [3, 11])
def test_rapid_random_clicks_in_hotseat_never_draw_a_private_view_for_the_wrong_person(seed):
    session = GameSession(
        "metaversus",
        seed=seed,
        options={"first_player": "p0"},
        meta={"seats": ["person", "person"], "names": ["Ada", "Bo"]},
    )
    app, table = open_table(session, size=(1024, 640))
    rng = random.Random(seed)
    curtains = 0
    seen_private = set()
    for _ in range(1500):
        if session.game.is_over:
            break
        top = app.stack.top
        if isinstance(top, HandoffScene):
            curtains += 1
        if top is not table and not isinstance(top, (HandoffScene, ChooseOneDialog)):
            app.stack.pop_to(lambda s: isinstance(s, MetaVersusTable))
            pump(app, frames=1)
            continue
        if isinstance(top, ChooseOneDialog):
            pos = option_rect(top, rng.randrange(len(top.options))).center if top.options else (5, 5)
        else:
            pos = mv_clicks(table, rng)
        table.private_drawn.clear()
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        events = [down, up] if rng.random() < 0.5 else [down]
        for _frame in range(rng.choice((1, 1, 2, 6))):
            pump(app, events, frames=1, dt=1 / 60)
            events = [up] if events == [down] else []
            drawn_table = table in app.stack.visible()
            mover = session.game.to_move
            if drawn_table and mover is not None and table.is_person(mover):
                assert table.private_drawn <= {mover}, (
                    table.private_drawn,
                    mover,
                    session.history[-1].action,
                )
                seen_private |= table.private_drawn
            if not drawn_table:
                assert table.private_drawn == set()
            table.private_drawn.clear()
    assert curtains > 5 and seen_private == {0, 1}  # both people played and saw their own hands


# -- texts ------------------------------------------------------------------------------------------
def every_text(table) -> list[str]:
    """What the table would show a person now: prompt, buttons, every option, the question on
    ending, the pile and counter tooltips and the log."""
    out = [table.prompt_text(), *(b.label for b in table.buttons + table.tools)]
    out += [table.option_label(a) for a in table.legal()]
    q = table.unplayed_text()
    if q:
        out.append(q)
    for p in (0, 1):
        for k in ("hp", "defense", "stars"):
            out.append(table.tooltip_at(table.counter_rect(p, k).center) or "")
        for z in ("deck", "discard", "removed"):
            out.append(table.tooltip_at(table.zrect(f"{table.slot(p)}.{z}").center) or "")
    out += ["".join(t for t, _ in line) for line in table.log_panel.lines[-12:]]
    return out


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_text_of_a_seeded_match_is_whole_in_both_languages(lang):
    session = GameSession(
        "metaversus",
        seed=7,
        options={"first_player": "p0"},
        meta={"seats": ["person", "person"], "names": ["Ada", "Bo"]},
    )
    app = make_app(lang=lang, size=(1024, 640))
    app.settings.animation_speed = 0.0
    app.tr.strict = True
    table = MetaVersusTable(app, session)
    start(app, table)
    bots = [make_agent("metaversus", "normal", 7 + i) for i in range(2)]
    steps = 0
    while not session.game.is_over and steps < 1500:
        g = session.game
        table.viewer = g.to_move
        table.sync()
        texts = every_text(table)
        for text in texts:
            assert "{" not in text and "}" not in text, text
            assert not GENERIC_PARTICLE.search(text), text
        if steps % 25 == 0:
            app.stack.pop_to(lambda s: s is table)
            pump(app, frames=1)
        session.apply(bots[g.to_move].choose(g, g.to_move))
        table.refresh_log()
        steps += 1
    assert session.game.is_over and steps > 100


# -- resizing ---------------------------------------------------------------------------------------
def everything_drawn(table) -> list[tuple[str, pygame.Rect]]:
    out = [("button " + b.kind, b.rect) for b in table.buttons + table.tools]
    out += [("hand", p.rect) for p in table.hand_cards()]
    out += [("pile " + c, r) for c, r in table.exchange_cards() + table.draft_cards()]
    for p in (0, 1):
        out += [("play", r) for _, r in table.play_cards(p)]
        out.append(("character", table.character_card(p)[1]))
        out += [(k, table.counter_rect(p, k)) for k in ("hp", "defense", "stars")]
    return out


def resize(app, size: tuple[int, int]) -> None:
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=2)


@pytest.mark.parametrize("moment", ["buy", "ban"])
def test_the_board_survives_resizing_with_everything_inside_the_window(moment):
    if moment == "buy":
        session = find_session(lambda g: currency_in_hand(g) and len(hand(g, active(g))) >= 4)
    else:
        session = find_session(lambda g: pending(g) == "ban")
    app, table = open_table(session)
    for size in ((1024, 640), (1920, 1080), (1600, 900)):
        resize(app, size)
        assert app.size == size
        window = pygame.Rect((0, 0), size)
        for what, rect in everything_drawn(table):
            assert window.contains(rect), (size, what, rect)
        # the step's buttons: in their zone and the part of the status panel the chips leave free
        zone = table.button_area() if moment == "buy" else table.zrect("center.setup")
        for b in table.buttons:
            assert zone.contains(b.rect), (size, b.kind, b.rect, zone)
        if moment == "buy":  # the buttons overlap neither each other nor a resource chip
            rects = [b.rect for b in table.buttons]
            assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
            assert not any(c.colliderect(r) for c in table.status_chips().values() for r in rects)
    n = len(session.history)
    if moment == "buy":
        click(app, hand_rect(table, legal_of(session.game, "play_card")[0].card).center)
    else:
        click(app, dict(table.draft_cards())[legal_of(session.game, "ban_character")[0].card].center)
    assert len(session.history) == n + 1  # the gestures follow the new layout


# -- setup ------------------------------------------------------------------------------------------
def test_the_setup_offers_a_person_against_the_normal_computer():
    app = make_app()
    scene = MetaVersusSetup(app)
    start(app, scene)
    assert scene.seats == ["person", "normal"]
    assert scene.kind_buttons[1]["normal"].is_selected and not scene.kind_buttons[1]["hard"].is_selected


def test_a_loaded_hotseat_save_shows_the_curtain_before_any_hand(tmp_path):
    from scenes.continue_game import open_session

    session = find_session(lambda g: free(g, "buy"))
    session.save(tmp_path / "mv.json")
    loaded = GameSession.load(tmp_path / "mv.json")
    app = make_app()
    open_session(app, loaded)
    drawn: list[set[int]] = []
    for _ in range(5):
        pump(app, frames=1)
        table = next(s for s in app.stack.scenes if isinstance(s, MetaVersusTable))
        drawn.append(set(table.private_drawn))
        table.private_drawn.clear()
    assert isinstance(app.stack.top, HandoffScene) and drawn == [set()] * 5
    lift_curtain(app)
    mover = loaded.game.to_move
    table.private_drawn.clear()
    pump(app, frames=1)
    assert app.stack.top is table and table.private_drawn == {mover}
    assert table.drawn_hand == loaded.game.observation(mover)["players"][mover]["zones"]["hand"]
