"""The card packs on the MetaVersus screens: the setup offers the combinations the data can deal
(in order, Beginner for newcomers) and the newcomer option, and both reach the engine; the table
shows 12 exchange slots in two groups with each pile's pack, every name whole; the aether counter
appears only with an expansion and follows the events; a Surge is answered by clicks."""

from __future__ import annotations

import pygame
import pytest

from game.core.positions import Position, reach
from game.core.session import GameSession
from game.metaversus.cards import COMBINATIONS, PACK_INFO, characters_of, expansion_of, kinds_of, pack_choices
from game.metaversus.records import AetherGained, AetherSpent, Pass, SpendAether
from scenes import registry
from scenes.metaversus.setup import PACK, MetaVersusSetup, pack_description
from scenes.metaversus.shots import NAMES
from scenes.metaversus.table import MetaVersusTable
from scenes.overlays import HandoffScene
from sprites import fonts, mv_cards

from ..shell.helpers import click, lift_curtain, make_app, pump, start
from .helpers import free, player, seen
from .test_table_ui import open_table

registry.load_all()
EXPANSIONS = [c for c in pack_choices() if expansion_of(c) is not None]
needs_expansion = pytest.mark.skipif(not EXPANSIONS, reason="no expansion can be dealt yet")


def session_of(packs: str, condition, seeds=range(1, 30), seats=("person", "person")) -> GameSession:
    """Agents play a match of ``packs`` until ``condition(game)`` holds with a person to move."""
    for seed in seeds:
        begin = Position("metaversus", seed, options={"first_player": "p0", "packs": packs})
        found = reach(
            begin,
            ["normal"],
            lambda g, _a: seats[g.to_move] == "person" and bool(condition(g)),
            agent_seed=seed,
            limit=4000,
        )
        if found is not None:
            return GameSession.at(found, {"seats": list(seats), "names": NAMES})
    pytest.skip(f"no seed reached the position with {packs}")


def surge_pending(g) -> bool:
    pend = seen(g)["pending"]
    return pend is not None and pend["kind"] == "surge"


# -- the setup ---------------------------------------------------------------------------------
def test_the_setup_offers_the_dealable_combinations_in_order_with_beginner_for_newcomers():
    app = make_app()
    scene = MetaVersusSetup(app)
    start(app, scene)
    assert PACK.values == pack_choices()
    assert list(PACK.values) == [c.packs for c in COMBINATIONS if c.packs in pack_choices()]
    click(app, scene.packs_button.rect.center)
    pump(app, frames=1)
    buttons = scene.buttons_of("packs")
    assert list(buttons) == list(pack_choices())
    first = buttons["beginner"]
    assert "for newcomers" in first.text and all(
        "newcomers" not in b.text for b in list(buttons.values())[1:]
    )
    for packs, b in buttons.items():  # the names joined, the identities in the tooltip
        for name in packs.split("+"):
            assert PACK_INFO[name].name["en"] in b.text
            assert PACK_INFO[name].identity["en"] in (b.tool_tip_text or "")
    for packs in pack_choices():  # the numbers come from the data
        added = "+".join(n for n in packs.split("+") if n != "beginner") or "beginner"
        words = pack_description(scene, packs)
        assert (
            f"{len(kinds_of(added))} card kinds" in words
            and f"{len(characters_of(added))} characters" in words
        )


def test_choosing_a_combination_deals_the_match_from_it():
    packs = pack_choices()[-1]
    app = make_app()
    scene = MetaVersusSetup(app)
    start(app, scene)
    click(app, scene.packs_button.rect.center)
    pump(app, frames=1)
    click(app, scene.buttons_of("packs")[packs].rect.center)
    pump(app, frames=1)
    assert not scene.packs_open and scene.packs == packs
    assert pack_description(scene, packs).split(":")[0] in " ".join(
        pack_description(scene, p) for p, _ in scene.pack_notes
    )
    assert {e["pack"] for e in scene.preview.observation(None)["exchange"]} <= set(packs.split("+"))
    click(app, scene.start_button.rect.center)
    pump(app, frames=2)
    table = app.stack.top
    assert isinstance(table, MetaVersusTable)
    obs = seen(table.game)
    assert obs["packs"] == packs
    assert {e["pack"] for e in obs["exchange"]} <= set(packs.split("+"))


def test_the_newcomer_option_reaches_the_engine_and_the_newcomer_goes_second():
    app = make_app()
    scene = MetaVersusSetup(app)
    start(app, scene)
    click(app, scene.kind_buttons[1]["person"].rect.center)
    click(app, scene.first_buttons["p0"].rect.center)
    _, button = scene.cycles["newcomer"]
    click(app, button.rect.center)  # none -> seat 1: seat 1 goes second
    assert scene.newcomer == "p0" and scene.first == "random"
    assert scene.options()["newcomer"] == "p0"
    assert not scene.first_buttons["p0"].is_enabled
    assert scene.names[0] in button.text or scene.seat_name(0) in button.text
    click(app, scene.start_button.rect.center)
    pump(app, frames=2)
    assert isinstance(app.stack.top, HandoffScene)
    lift_curtain(app)
    table = app.stack.top
    assert isinstance(table, MetaVersusTable)
    assert table.session.options["newcomer"] == "p0" and seen(table.game)["first"] == 1


# -- the table ---------------------------------------------------------------------------------
@needs_expansion
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_twelve_slots_in_two_groups_each_pile_with_its_pack_and_every_name_whole(size):
    packs = EXPANSIONS[-1]
    session = session_of(packs, lambda g: free(g, "buy"))
    app, table = open_table(session, size=size)
    fonts.CUTS.clear()
    mv_cards.render_card.cache_clear()
    pump(app, frames=2)
    piles = table.exchange_cards()
    assert len(piles) == 13  # 12 slots and the Stone pile
    rects = [r for _, r in piles]
    zone = table.zrect("exchange")
    for i, r in enumerate(rects):
        assert zone.contains(r.inflate(0, 0).union(r.move(0, table.count_h()))), (i, r, zone)
        assert all(not r.colliderect(o) for o in rects[i + 1 :])
        assert r.w >= 40  # a face this wide keeps its name whole (test_text_fit)
    exp = expansion_of(packs)
    assert exp is not None
    drawn_packs = [table.pack_of(c) for c, _ in piles]
    assert drawn_packs[:6] == [p for p in drawn_packs[:6] if p != exp.id] and set(drawn_packs[6:12]) == {
        exp.id
    }
    assert table.exchange_breaks() == (6, 12) and len(table.exchange_dividers()) == 2
    assert not fonts.CUTS, [(c.where, c.text) for c in fonts.CUTS]
    tip = table.tooltip_at(rects[7].center) or ""
    assert exp.name["en"] in tip


def test_the_aether_counter_is_only_there_with_an_expansion():
    session = session_of("beginner", lambda g: free(g, "buy"))
    app, table = open_table(session)
    assert "aether" not in table.counters() and table.aether_cap() == 0


@needs_expansion
def test_the_aether_counter_follows_the_events():
    packs = EXPANSIONS[0]

    def about_to_gain(g) -> bool:
        return free(g, "action", "buy") and any(
            isinstance(e, AetherGained) for a in g.legal_actions()[:8] for e in g.clone().apply(a)
        )

    session = session_of(packs, about_to_gain)
    app, table = open_table(session)
    assert (
        table.counters()[-1] == "aether"
        and table.aether_cap() == PACK_INFO[expansion_of(packs).id].tile.aether_cap
    )
    p = table.bottom
    before = player(session.game, p)["aether"]
    rect = table.counter_rect(p, "aether")
    assert "aether" in (table.tooltip_at(rect.center) or "").lower()
    g = session.game
    action = next(
        a for a in g.legal_actions()[:8] if any(isinstance(e, AetherGained) for e in g.clone().apply(a))
    )
    table.apply(action)
    pump(app, frames=2)
    assert table.aether_flash[p] > 0 or any(f.anchor == ("counter", p, "aether") for f in table.floats)
    table.anim.finish_all()
    pump(app, frames=2)
    now = player(session.game, p)["aether"]
    assert now != before and table.shown[p]["aether"] == now


@needs_expansion
@pytest.mark.parametrize("answer", ["spend", "pass"])
def test_the_surge_prompt_is_answered_by_clicks(answer):
    session = session_of(EXPANSIONS[-1], surge_pending)
    app, table = open_table(session, size=(1024, 640))
    pend = seen(session.game)["pending"]
    assert str(pend["count"]) in table.prompt_text() and table.card_name(pend["card"]) in table.prompt_text()
    kinds = {b.kind: b for b in table.buttons}
    assert {"spend_aether", "pass"} <= set(kinds) and kinds["spend_aether"].primary
    assert table.surge_rects(), "the card that asks glows"
    n = len(session.history)
    click(app, kinds["spend_aether" if answer == "spend" else "pass"].rect.center)
    pump(app, frames=1)
    done = session.history[n]
    assert isinstance(done.action, SpendAether if answer == "spend" else Pass)
    assert any(isinstance(e, AetherSpent) for e in done.events) == (answer == "spend")


@needs_expansion
def test_resizing_mid_surge_keeps_the_prompt_whole():
    session = session_of(EXPANSIONS[-1], surge_pending)
    app, table = open_table(session, size=(1920, 1080))
    for size in ((1024, 640), (1280, 720), (1600, 900)):
        fonts.CUTS.clear()
        pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=3)
        box = table.surge_box()
        assert box is not None and pygame.Rect(0, 0, *size).contains(box)
        assert all(pygame.Rect(0, 0, *size).contains(b.rect) for b in table.buttons)
        assert not fonts.CUTS, (size, [(c.where, c.text) for c in fonts.CUTS])
        assert {"spend_aether", "pass"} <= {b.kind for b in table.buttons}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_resting_on_a_combination_shows_every_identity_inside_the_window(lang):
    """A button's tooltip is the app's own: wrapped to a readable width and inside the window,
    so the four identities of the largest combination are read whole at 1024x640."""
    app = make_app(lang=lang, size=(1024, 640))
    scene = MetaVersusSetup(app)
    start(app, scene)
    click(app, scene.packs_button.rect.center)
    pump(app, frames=1)
    largest, b = list(scene.buttons_of("packs").items())[-1]
    pygame.mouse.set_pos(b.rect.center)
    pump(app, frames=int(0.8 * 60))
    assert app.tooltip.text == b.tool_tip_text and app.tooltip.visible
    app.draw(app.screen)
    window = pygame.Rect((0, 0), app.size)
    assert app.tooltip.rect is not None and window.contains(app.tooltip.rect)
    assert app.tooltip.rect.w >= 300  # wrapped to a readable width, not a narrow column
    assert all(PACK_INFO[n].identity[lang] in app.tooltip.text for n in largest.split("+"))
