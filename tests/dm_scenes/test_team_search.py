"""The team builder over the whole set, driven with mouse and keyboard events: search by name
(live, English and Korean, Hangul through the input method), the filters and the sort, the
count, Reset, a non-basic action card joining a team, the card zoom, and every text whole at
the smallest window in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.dicemasters.cards import ACTION_CARDS, CARDS
from scenes import registry
from scenes.dicemasters.team_filter import ALL_CARDS, TEAM_CARDS
from scenes.dicemasters.team_menu import ChoiceMenu
from scenes.dicemasters.team_zoom import CardDetails
from scenes.dicemasters.teambuilder import TeamBuilderScene
from sprites import fonts

from ..shell.helpers import click, make_app, pump, start
from .tb_helpers import add_card, centre, choose, type_text

registry.load_all()


def open_builder(size=(1024, 640), lang="en", fmt="tournament"):
    app = make_app(lang, size)
    builder = TeamBuilderScene(app, fmt, "Ada")
    start(app, builder)
    return app, builder


def shown(builder) -> list[str]:
    """Every card the grid shows, page after page, in order."""
    return [c for page in builder.grid().pages for c in page]


def test_all_132_cards_are_there_and_the_grid_keeps_three_rows():
    assert ALL_CARDS == 132 and len(TEAM_CARDS) == 122
    for size in ((1024, 640), (1600, 900)):
        app, builder = open_builder(size)
        assert sorted(shown(builder)) == sorted(TEAM_CARDS)
        assert builder.grid().rows == 3
        assert builder.search_filter().count() == 132


def test_typing_wolv_finds_the_three_wolverines_as_one_types():
    app, builder = open_builder()
    type_text(app, builder.search_entry, "wolv")
    assert sorted(shown(builder)) == ["avx-062", "avx-126", "avx-132"]
    assert builder.pages == 1 and builder.prev_page is None
    assert builder.search_filter().count() == 3
    assert set(builder.plus) == {"avx-062", "avx-126", "avx-132"}  # steppers for what is shown
    assert builder.search_entry.is_focused  # the field keeps the focus while the cards change
    type_text(app, builder.search_entry, "WOLVERINE canuck")  # any case, every word must match
    assert shown(builder) == ["avx-132"]


def test_korean_names_are_found_and_hangul_filters_while_it_is_composed():
    app, builder = open_builder(lang="ko")
    click(app, centre(builder.search_entry))
    # the input method shows ㅎ, 허, 헐 while composing; the cards follow before it is committed
    pump(app, [pygame.event.Event(pygame.TEXTEDITING, text="ㅎ", start=0, length=1)], frames=2)
    # every card with a syllable that starts with ㅎ: 헐크, 휴먼 토치, ... but not 비스트: 빅 보이 블루
    assert {"avx-007", "avx-010"} <= set(shown(builder)) and "avx-001" not in shown(builder)
    for composing in ("허", "헐"):
        pump(app, [pygame.event.Event(pygame.TEXTEDITING, text=composing, start=0, length=1)], frames=2)
        hulks = shown(builder)
        assert {"avx-007", "avx-008", "avx-009"} <= set(hulks)
        assert all(CARDS[c].character == "hulk" for c in hulks)
    pump(app, [pygame.event.Event(pygame.TEXTEDITING, text="", start=0, length=0)], frames=1)
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text="헐")], frames=3)
    assert builder.search_entry.get_text() == "헐" and shown(builder) == hulks
    # an English name is found with the Korean screen too
    type_text(app, builder.search_entry, "goliath")
    assert shown(builder) == ["avx-077"]


def test_the_villains_filter_the_global_switch_and_reset():
    app, builder = open_builder()
    choose(app, builder, "affiliation", "Villains")
    villains = shown(builder)
    assert villains and all("Villains" in CARDS[c].affiliations for c in villains)
    assert len(villains) == sum(1 for c in TEAM_CARDS if "Villains" in CARDS[c].affiliations)
    assert builder.chips["affiliation"].text.startswith("Villains")
    click(app, centre(builder.global_button))
    both = shown(builder)
    assert both and set(both) < set(villains) and all(CARDS[c].has_global for c in both)
    choose(app, builder, "affiliation", "none")
    assert all(not CARDS[c].affiliations and CARDS[c].has_global for c in shown(builder))
    choose(app, builder, "rarity", "super-rare")
    choose(app, builder, "affiliation", "any")
    click(app, centre(builder.global_button))  # off again
    assert sorted(shown(builder)) == ["avx-129", "avx-130", "avx-131", "avx-132"]
    choose(app, builder, "energy", "fist")
    assert sorted(shown(builder)) == ["avx-129", "avx-132"]
    click(app, centre(builder.reset_button))
    assert sorted(shown(builder)) == sorted(TEAM_CARDS)
    assert not builder.global_button.is_selected


def test_a_filter_that_leaves_nothing_says_so_and_cost_buckets_hold():
    app, builder = open_builder()
    choose(app, builder, "cost", "high")
    assert shown(builder) and all(CARDS[c].cost >= 7 for c in shown(builder))
    choose(app, builder, "cost", "low")
    assert shown(builder) and all(CARDS[c].cost <= 3 for c in shown(builder))
    type_text(app, builder.search_entry, "zzz")
    assert shown(builder) == [] and builder.card_rects() == {}
    fonts.CUTS.clear()
    builder.draw(app.screen)
    assert not [c for c in fonts.CUTS if c.where.startswith("dm team builder")]


@pytest.mark.parametrize("sort", ["cost", "energy", "name", "number"])
def test_the_sort_orders_the_pages(sort):
    app, builder = open_builder()
    choose(app, builder, "sort", sort)
    cards = shown(builder)
    assert sorted(cards) == sorted(TEAM_CARDS)
    if sort == "cost":
        costs = [CARDS[c].cost for c in cards]
        assert costs == sorted(costs)
    elif sort == "energy":
        order = ["fist", "bolt", "mask", "shield"]
        ranks = [order.index(CARDS[c].energy) for c in cards]
        assert ranks == sorted(ranks)
    elif sort == "name":
        names = [CARDS[c].texts["en"]["name"].casefold() for c in cards]
        assert names == sorted(names)
    else:  # by number: a character's versions together, characters by their first number
        firsts = {}
        for c in cards:
            firsts.setdefault(CARDS[c].character, CARDS[c].number)
        characters = list(dict.fromkeys(CARDS[c].character for c in cards))
        assert [firsts[ch] for ch in characters] == sorted(firsts.values())
    assert builder.chips["sort"].text.startswith(builder.label_of("sort", sort))


def test_a_menu_closes_on_a_click_elsewhere_and_changes_nothing():
    app, builder = open_builder()
    click(app, centre(builder.chips["energy"]))
    assert isinstance(app.stack.top, ChoiceMenu)
    click(app, (app.size[0] // 2, app.size[1] - 5))
    assert app.stack.top is builder and builder.filter.energy is None


def test_mjolnir_an_action_card_joins_a_team_and_the_engine_takes_it():
    app, builder = open_builder()
    type_text(app, builder.search_entry, "mjolnir")
    assert sorted(shown(builder)) == sorted(c for c in ACTION_CARDS if CARDS[c].character == "mjolnir")
    click(app, builder.card_rects()["avx-097"].center)
    click(app, centre(builder.reset_button))
    add_card(app, builder, "avx-132")  # from whatever page it is on
    for cid in ("avx-027", "avx-031"):
        click(app, builder.action_rects()[cid].center)
    assert builder.cards == {"avx-097": 1, "avx-132": 1}
    assert builder.messages()[0][0] == "warn"  # room for more: legal for the tournament
    assert builder.messages()[-1][0] == "ok"


def test_right_click_opens_the_zoom_with_the_whole_card_and_it_fits_at_1024x640():
    for lang in ("en", "ko"):
        app, builder = open_builder(lang=lang)
        cid = next(iter(builder.card_rects()))
        click(app, builder.card_rects()[cid].center, button=3)
        zoom = app.stack.top
        assert isinstance(zoom, CardDetails) and zoom.card == cid
        fonts.CUTS.clear()
        for card in CARDS:  # every card's zoom: its name, facts, faces and whole text whole
            zoom.card = card
            zoom.draw(app.screen)
        cuts = [c for c in fonts.CUTS if "zoom" in c.where and "affiliation" not in c.where]
        assert not cuts, cuts[:3]
        click(app, (5, 5))
        assert app.stack.top is builder


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (2560, 1080)])
def test_every_text_fits_and_no_control_overlaps_another(lang, size):
    app, builder = open_builder(size, lang, fmt="basic")
    add_card(app, builder, "avx-016")
    add_card(app, builder, "avx-017")  # a message to show
    choose(app, builder, "affiliation", "Fantastic Four")
    fonts.CUTS.clear()
    builder.draw(app.screen)
    assert not [c for c in fonts.CUTS if c.where.startswith("dm team")], list(fonts.CUTS)[:3]
    rects = [r for r in builder.controls().values()]
    for i, a in enumerate(rects):
        assert a.right <= builder.panel_rect().x and a.bottom < builder.grid_top()
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)
    for name, chip in builder.chips.items():  # a filter's longest choice fits its button
        widest = max(fonts.text_width(label + " ▼", 14, True) for label, _ in builder.choices(name))
        assert widest + 12 <= chip.rect.w, name


def test_every_team_card_on_every_page_joins_the_team_by_a_click():
    app, builder = open_builder(fmt="tournament")
    seen: set[str] = set()
    while True:
        for cid, rect in builder.card_rects().items():
            click(app, rect.center)
            assert builder.cards == {cid: 1}, cid
            click(app, centre(builder.clear_button))
            seen.add(cid)
        if not builder.next_page.is_enabled:
            break
        click(app, centre(builder.next_page))
    assert seen == set(TEAM_CARDS)


def test_hovering_any_control_says_what_it_does():
    for lang in ("en", "ko"):
        app, builder = open_builder(lang=lang)
        for name, chip in builder.chips.items():
            assert chip.tool_tip_text == app.t(f"dm_ui.tb.f.{name}_tip"), name
        for b in (builder.global_button, builder.reset_button, builder.next_page):
            assert b.tool_tip_text
        assert builder.tooltip_at(centre(builder.search_entry)) == app.t("dm_ui.tb.f.search_tip")
        cid, rect = next(iter(builder.card_rects().items()))
        assert CARDS[cid].texts[lang]["name"] in builder.tooltip_at(rect.center)
