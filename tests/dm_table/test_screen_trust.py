"""The Dice Masters table as a person meets it: hovering every button in every step, resizing
mid-game and mid-roll, choosers whose options are told apart and lit on the table, buttons that
keep their place, and one question before a step ends with moves left."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import GameSession
from scenes import josa, registry
from scenes.dicemasters.choices import DiceChooser, focus_of
from scenes.dicemasters.table import DiceMastersTable
from scenes.dicemasters.view import PILES
from scenes.overlays import ChooseOneDialog

from ..shell.helpers import click, key, pump
from .helpers import decision, find_session, hover, legal_of, open_table, resize

registry.load_all()


STEPS = {
    "reroll": lambda g: decision(g).get("type") == "reroll",
    "main": lambda g: decision(g).get("window") == "main" and g.to_move == g.active,
    "main, inactive player": lambda g: decision(g).get("window") == "main" and g.to_move != g.active,
    "payment": lambda g: decision(g).get("type") == "pay",
    "attack": lambda g: decision(g).get("type") == "attack" and bool(legal_of(g, "attack")),
    "block": lambda g: decision(g).get("type") == "block" and bool(legal_of(g, "block")),
    "attack priority": lambda g: decision(g).get("window") == "attack",
}


def readable(text: str | None) -> bool:
    """A finished text: no raw placeholder, no generic Korean particle."""
    return text is not None and "{" not in text and not josa.has_generic(text)


@pytest.mark.parametrize("step", list(STEPS))
def test_resting_the_pointer_on_every_button_shows_its_tooltip(step):
    session = find_session(
        STEPS[step],
        fmt="tournament" if "priority" in step or "inactive" in step else "first_game",
        seeds=range(1, 120),
    )
    app, table = open_table(session)
    app.settings.auto_pass = False  # the position must stay while the pointer rests
    n = len(session.history)
    assert table.buttons
    for b in list(table.buttons):
        hover(app, b.rect.center)
        assert app.running and app.stack.top is table
        assert app.tooltip.visible and readable(app.tooltip.text), (b.label, app.tooltip.text)
        if b.enabled and b.shortcut:  # the step's button says what it does, not only its key
            assert app.tooltip.text != app.t("dm.table.shortcut", key=b.shortcut), b.label
            assert b.shortcut in (app.tooltip.text or "")
    for view in list(table.views.values()):
        if view.zone not in PILES:
            hover(app, view.pos, seconds=0.4)
            assert app.tooltip.visible and readable(app.tooltip.text)
    assert len(session.history) == n  # hovering never plays


def test_tooltips_of_the_korean_table_are_finished_sentences():
    session = find_session(STEPS["payment"])
    app, table = open_table(session)
    app.tr.set_language("ko")
    pump(app, frames=1)
    for b in list(table.buttons):
        hover(app, b.rect.center)
        assert app.tooltip.visible and readable(app.tooltip.text)
        if b.enabled and b.shortcut:
            assert "단축키" in (app.tooltip.text or "") and len(app.tooltip.text or "") > 12
    for rect in list(table.card_rects().values()):
        hover(app, rect.center, seconds=0.4)
        assert app.tooltip.visible and readable(app.tooltip.text)


# -- relayout ----------------------------------------------------------------------------------
def assert_all_in_place(table: DiceMastersTable) -> None:
    """Every die, card and button inside the window and inside its own zone."""
    w, h = table.app.size
    window = pygame.Rect(0, 0, w, h)
    zones = table.zones()
    size = table.die_size()
    dice = table.all_dice()
    for did, view in table.views.items():
        if view.zone in PILES:
            continue
        r = view.rect(size)
        zone = zones[f"{table.slot(dice[did]['player'])}.{view.zone}"].rect
        assert window.contains(r) and zone.contains(r), (did, view.zone, r, zone, table.app.size)
        assert not view.rolling or view.lift == 0
    draft_area = zones["p1.reserve"].rect.union(zones["p0.reserve"].rect)
    for (owner, card), r in table.card_rects().items():
        if card.endswith("#draft"):
            zone = draft_area
        else:
            zone = zones["center.basic_actions" if owner is None else f"{table.slot(owner)}.cards"].rect
        assert window.contains(r) and zone.contains(r), (card, r, zone)
    panel = zones["center.buttons"].rect
    assert table.buttons
    for b in table.buttons:
        assert window.contains(b.rect) and panel.contains(b.rect), (b.label, b.rect, panel)


def crowded_session() -> GameSession:
    """The most crowded moment of a seeded tournament game (many dice in every zone)."""
    from game.core.agents import make_agent

    def crowd(g):
        return sum(len(g.zones[p][z]) for p in (0, 1) for z in ("prep", "reserve", "field", "attack"))

    probe = GameSession("dicemasters", seed=5, options={"format": "tournament"})
    agents = [make_agent("dicemasters", "normal", 5 + i) for i in range(2)]
    best, best_at = -1, 0
    while not probe.game.is_over and len(probe.history) < 3000:
        g = probe.game
        probe.apply(agents[g.to_move].choose(g, g.to_move))
        if not probe.game.is_over and crowd(probe.game) > best and probe.game.step == "main":
            best, best_at = crowd(probe.game), len(probe.history)
    session = GameSession(
        "dicemasters", seed=5, options={"format": "tournament"}, meta={"seats": ["person", "person"]}
    )
    for entry in probe.history[:best_at]:
        session.apply(entry.action)
    return session


def test_resizing_mid_game_and_mid_roll_puts_everything_in_its_new_place():
    session = crowded_session()
    app, table = open_table(session)
    assert_all_in_place(table)
    app.settings.animation_speed = 1.0
    table.anim.speed = 1.0
    for size in ((1024, 640), (1920, 1080), (1600, 900)):
        # a roll under way: every die on the mat tumbles toward where it is now
        tumbles = [
            view.tumble(view.face, view.pos, table.cosmetic)
            for view in table.views.values()
            if view.zone not in PILES
        ]
        table.anim.add(*tumbles)
        pump(app, frames=3)
        assert table.anim.busy
        resize(app, size)
        assert app.size == size
        assert not table.anim.busy
        assert_all_in_place(table)
        pump(app, frames=3)
        assert_all_in_place(table)


def test_a_language_change_relabels_the_buttons_in_place():
    session = find_session(STEPS["main"])
    app, table = open_table(session)
    before = [(b.rect, b.label) for b in table.buttons]
    app.tr.set_language("ko")
    pump(app, frames=1)
    after = [(b.rect, b.label) for b in table.buttons]
    assert [r for r, _ in before] == [r for r, _ in after]
    assert before[0][1] != after[0][1] == app.t("dm.button.pass")


@pytest.mark.parametrize("fmt", ["draft"])
def test_a_twenty_card_draft_fits_its_zone_at_the_smallest_window(fmt):
    session = GameSession(
        "dicemasters", seed=3, options={"format": fmt, "draft_size": 20}, meta={"seats": ["person", "person"]}
    )
    app, table = open_table(session, size=(1024, 640))
    available = table.obs["draft"]["available"]
    assert len(available) >= 20
    rects = {k[1].split("#")[0]: r for k, r in table.card_rects().items() if k[1].endswith("#draft")}
    assert len(rects) == len(available)
    assert_all_in_place(table)
    # the cards lie in stacks, one per character: a stack's cards overlap each other only, each
    # showing its name band over the next, and a click on a band picks that card
    from game.dicemasters.cards import CARDS
    from scenes.dicemasters.layout import DRAFT_BAND

    stacks: dict[str, list[pygame.Rect]] = {}
    for card, r in rects.items():
        stacks.setdefault(CARDS[card].character or card, []).append(r)
    for boxes in stacks.values():
        assert len({r.x for r in boxes}) == 1
        ys = sorted(r.y for r in boxes)
        assert all(b - a >= int(boxes[0].h * DRAFT_BAND) for a, b in zip(ys, ys[1:]))
    outlines = [r.unionall(boxes) for boxes in stacks.values() for r in boxes[:1]]
    assert not any(a.colliderect(b) for i, a in enumerate(outlines) for b in outlines[i + 1 :])
    for card, r in rects.items():
        table.hover_card = None
        assert table.card_at((r.centerx, r.y + 3)) == (None, f"{card}#draft")


# -- choosers ----------------------------------------------------------------------------------
def twins(g):
    """A position whose legal moves say the same words twice (two dice of one card)."""
    seen = set()
    for a in g.legal_actions():
        sig = (a.kind, a.__dict__.get("card"))
        if a.__dict__.get("die") and sig in seen:
            return True
        seen.add(sig)
    return False


def test_every_move_list_tells_twin_dice_apart_and_lights_each_on_hover():
    session = find_session(
        lambda g: twins(g) and g.step == "main" and decision(g).get("type") == "priority", seeds=range(1, 200)
    )
    app, table = open_table(session)
    menu = next(b for b in table.buttons if b.menu)
    assert menu.enabled
    labels = table.option_labels(menu.actions)
    assert len(set(labels)) == len(labels)
    plain = [table.describe(a) for a in menu.actions]
    assert len(set(plain)) < len(plain)  # the plain words alone would have repeated
    assert all(readable(t) for t in labels)
    click(app, menu.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, DiceChooser) and dialog.options == labels
    if dialog.list is not None:
        items = [
            item["button_element"]
            for item in dialog.list.item_list
            if item.get("button_element") is not None and item["button_element"].visible
        ]
    else:
        items = dialog.option_buttons
    lit = 0
    for i, element in enumerate(items):
        hover(app, element.get_abs_rect().center, seconds=0.1)
        expected = focus_of(menu.actions[i], session.game.to_move)
        assert table.focus == expected
        dice = [f.ref for f in expected if f.kind == "die"]
        for die in dice:  # the panel stands aside so the lit die can be seen
            if not table.views[die].rect(table.die_size()).colliderect(dialog.rect()):
                lit += 1
    assert lit > 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.focus == set()


def test_a_payment_chooser_names_zone_place_and_face():
    session = find_session(
        lambda g: decision(g).get("type") == "pay" and len({a.die for a in legal_of(g, "pay")}) >= 2,
        seeds=range(1, 120),
    )
    app, table = open_table(session)
    pays = legal_of(session.game, "pay")
    labels = table.option_labels(pays)
    assert len(set(labels)) == len(labels)
    dice = table.all_dice()
    for a, label in zip(pays, labels):
        face = dice[a.die]["face"]
        symbols = " + ".join(app.t(f"dm.energy.{s}") for s in face["symbols"])
        assert (
            app.t("dm.zone.reserve") in label and app.t("dm.choose.face_energy", symbols=symbols) in label
        ), label
    table.offer(pays)
    pump(app, frames=1)
    dialog = app.stack.top
    assert isinstance(dialog, DiceChooser)
    hover(app, dialog.option_buttons[1].get_abs_rect().center, seconds=0.1)
    assert table.focus == focus_of(pays[1], session.game.to_move)
    key(app, pygame.K_2)
    assert session.history[-1].action == pays[1]


# -- stable buttons ----------------------------------------------------------------------------
def test_buttons_keep_their_place_through_a_payment():
    def can_buy(g):
        if decision(g).get("window") != "main" or g.to_move != g.active:
            return False
        for a in legal_of(g, "purchase"):
            probe = g.clone()
            probe.apply(a)
            if decision(probe).get("type") == "pay":
                return True
        return False

    session = find_session(can_buy)
    app, table = open_table(session)
    before = {b.kind: b.rect for b in table.buttons}
    # nothing is being paid for: no greyed payment buttons, only the step's own and the list
    assert list(before) == ["pass", "more"] and all(b.enabled for b in table.buttons)
    buy = next(
        a
        for a in legal_of(session.game, "purchase")
        if decision((lambda p: (p.apply(a), p)[1])(session.game.clone())).get("type") == "pay"
    )
    table.apply(buy)
    pump(app, frames=1)
    during = {b.kind: b for b in table.buttons}
    assert "cancel_payment" in during and during["cancel_payment"].enabled
    assert {k: during[k].rect for k in before} == before  # pass and the list keep their place
    assert all(b.enabled or b.kind == "pass" for b in during.values())  # pay_virtual only with virtual energy
    assert not during["pass"].enabled
    n = len(session.history)
    hover(app, during["pass"].rect.center)
    assert app.tooltip.text == app.t("dm.table.button_paying", label=during["pass"].label)  # it says why
    click(app, during["pass"].rect.center)  # a disabled button does nothing
    assert len(session.history) == n
    click(app, during["cancel_payment"].rect.center)
    assert session.history[n].action.kind == "cancel_payment"
    assert {b.kind: b.rect for b in table.buttons} == before


def test_reroll_and_keep_all_both_stay_while_dice_are_marked():
    session = find_session(
        lambda g: (
            decision(g).get("type") == "reroll"
            and not decision(g).get("selected")
            and bool(legal_of(g, "select_reroll"))
        )
    )
    app, table = open_table(session)
    first = {b.kind: (b.rect, b.enabled) for b in table.buttons}
    assert first["keep"][1] and not first["reroll"][1]
    die = legal_of(session.game, "select_reroll")[0].die
    click(app, table.views[die].pos)
    now = {b.kind: (b.rect, b.enabled) for b in table.buttons}
    assert now["reroll"] == (first["reroll"][0], True) and now["keep"] == (first["keep"][0], False)


def test_a_quick_second_press_does_not_reach_the_next_step():
    session = find_session(lambda g: decision(g).get("type") == "reroll" and g.turn >= 2)
    app, table = open_table(session)
    app.settings.confirm_end = False
    n = len(session.history)
    key(app, pygame.K_SPACE)  # Keep all: the main step begins
    assert session.history[n].action.kind == "keep"
    step = session.game.step
    key(app, pygame.K_SPACE)  # pressed again at once: it does not pass the main step
    assert len(session.history) == n + 1 and session.game.step == step
    pump(app, frames=4, dt=0.1)
    key(app, pygame.K_SPACE)
    assert len(session.history) > n + 1


# -- one question before a step ends with moves left ---------------------------------------------
def fieldable_main(g):
    return decision(g).get("window") == "main" and g.to_move == g.active and bool(legal_of(g, "field"))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_passing_with_dice_to_field_asks_once(lang):
    session = find_session(fieldable_main)
    app, table = open_table(session)
    app.tr.set_language(lang)
    pump(app, frames=1)
    n = len(session.history)
    pass_button = next(b for b in table.buttons if b.kind == "pass")
    click(app, pass_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog) and len(session.history) == n
    fields = len({a.die for a in legal_of(session.game, "field")})
    assert str(fields) in dialog.title or fields == 1
    assert readable(dialog.title)
    key(app, pygame.K_2)  # Keep playing
    assert app.stack.top is table and len(session.history) == n
    click(app, pass_button.rect.center)  # asked once: now it passes
    assert session.history[n].action.kind == "pass"


def test_the_confirm_setting_off_passes_at_once():
    session = find_session(fieldable_main)
    app, table = open_table(session)
    app.settings.confirm_end = False
    n = len(session.history)
    key(app, pygame.K_SPACE)
    assert session.history[n].action.kind == "pass"


def test_nothing_left_to_do_passes_without_a_question():
    def idle_main(g):
        return (
            decision(g).get("window") == "main"
            and g.to_move == g.active
            and not any(a.kind in ("field", "purchase", "use_action") for a in g.legal_actions())
        )

    session = find_session(idle_main, fmt="tournament", seeds=range(1, 120))
    app, table = open_table(session)
    n = len(session.history)
    key(app, pygame.K_SPACE)
    assert session.history[n].action.kind == "pass"


def test_done_blocking_before_a_lethal_attack_asks():
    def lethal(g):
        if decision(g).get("type") != "block" or g.combat.get("blocks") or not legal_of(g, "block"):
            return False
        obs = g.observation(None)
        attack = sum(d.get("attack", 0) for d in obs["players"][g.active]["zones"]["attack"])
        return attack >= obs["players"][g.to_move]["life"]

    session = find_session(lethal, seeds=range(1, 300))
    app, table = open_table(session)
    n = len(session.history)
    key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, ChooseOneDialog) and len(session.history) == n
    key(app, pygame.K_1)  # End anyway
    assert session.history[n].action.kind == "end_blockers"
