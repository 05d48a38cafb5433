"""Every MetaVersus text inside its box: the screenshot scenes at 1024×640 and 1920×1080 in both
languages cut no name, title, number or rules text (``fonts.CUTS`` stays empty); card faces of
every width fit their texts; the hand and character cards of the smallest window keep their
rules text; the zoom shows every card's whole name and text."""

from __future__ import annotations

import pygame
import pytest

from game.metaversus import CARDS, CHARACTERS, card_info
from scenes import registry
from sprites import fonts, mv_cards
from tools import screenshot

from ..shell.helpers import make_app, pump
from .helpers import active, find_session, free, player
from .test_table_ui import open_table

registry.load_all()
SCENES = sorted(name for name in registry.SCREENSHOTS if name.startswith("metaversus-"))
EVERY_CARD = [*CARDS, *CHARACTERS]


def fresh_cuts() -> None:
    """Forget the cuts and the drawn faces (a face records its cuts when it is first drawn)."""
    fonts.CUTS.clear()
    mv_cards.render_card.cache_clear()
    mv_cards.rotated.cache_clear()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_metaversus_screen_shows_every_text_whole(size, lang):
    assert {"metaversus-table", "metaversus-draft", "metaversus-combat", "metaversus-setup"} <= set(SCENES)
    for name in SCENES:
        app = make_app(lang=lang, size=size)
        fresh_cuts()
        screenshot.stage(app, name)
        assert not fonts.CUTS, (name, [(c.where, c.text) for c in fonts.CUTS])


def test_card_faces_of_every_width_fit_their_texts():
    fresh_cuts()
    for width in range(40, 360, 4):
        size = (width, round(width * 88 / 63))
        for lang in ("en", "ko"):
            for card in EVERY_CARD:
                mv_cards.face_text(card, lang, size)
                assert not fonts.CUTS, (size, lang, card, [(c.where, c.text) for c in fonts.CUTS])


def test_hand_and_character_cards_keep_their_rules_at_the_smallest_window():
    session = find_session(lambda g: free(g, "action") and len(player(g, g.to_move)["zones"]["hand"]) >= 5)
    app, table = open_table(session, size=(1024, 640))
    hand = table.hand_cards()
    assert len(hand) >= 5
    shown = [(size, list(CARDS)) for size in {p.rect.size for p in hand}]
    shown.append((table.character_card(table.bottom)[1].size, list(CHARACTERS)))
    for size, cards in shown:
        for lang in ("en", "ko"):
            for card in cards:
                assert mv_cards.face_text(card, lang, size) in ("full", "short"), (size, lang, card)


def test_the_zoom_shows_every_cards_whole_name_and_text():
    fresh_cuts()
    for lang in ("en", "ko"):
        for card in EVERY_CARD:
            face = mv_cards._face(card, lang, mv_cards.ZOOM, True)
            assert face.text_mode == "full" and face.text_fit is not None
            assert " ".join(face.name_fit.lines).replace(" ", "") == str(
                card_info(card, lang)["name"]
            ).replace(" ", "")
            assert not any(
                line.endswith(fonts.ELLIPSIS) for line in face.text_fit.lines + face.name_fit.lines
            )
    assert not fonts.CUTS


def test_every_card_has_a_short_text_in_both_languages():
    for lang in ("en", "ko"):
        for card in EVERY_CARD:
            short = card_info(card, lang)["short"]
            assert short and len(short) <= len(str(card_info(card, lang)["text"])), (lang, card)


def test_a_resized_table_keeps_every_text_whole():
    session = find_session(lambda g: free(g, "buy") and player(g, active(g))["turns"] >= 3)
    app, table = open_table(session, size=(1920, 1080))
    for size in ((1024, 640), (1280, 720), (2560, 1440)):
        fresh_cuts()
        pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=3)
        assert app.size == size
        assert not fonts.CUTS, (size, [(c.where, c.text) for c in fonts.CUTS])
