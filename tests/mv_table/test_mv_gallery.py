"""The MetaVersus card gallery and the faces of every pack: each pack after the first has its
gallery screenshot, whose pages show every card and character of the pack; every face of every
pack draws at each size the table uses, in both languages, with every text inside its box, and a
hand card or a character keeps its rules text (whole or short)."""

from __future__ import annotations

import pygame
import pytest

from game.metaversus import CARDS, CHARACTERS, card_info
from game.metaversus.cards import PACK_INFO, PACKS
from scenes import registry
from scenes.mv_gallery import SIZES, MetaVersusGalleryScene, pack_faces, table_card_size
from sprites import fonts, mv_cards
from tools import screenshot

from ..shell.helpers import make_app

registry.load_all()
WINDOWS = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080))
LATER_PACKS = [p for p in PACKS[1:] if pack_faces(p)]


def fresh_cuts() -> None:
    fonts.CUTS.clear()
    mv_cards.render_card.cache_clear()
    mv_cards.rotated.cache_clear()


def test_each_pack_after_the_first_has_a_gallery_screenshot():
    for pack in PACKS[1:]:
        assert f"metaversus-gallery-{pack}" in registry.SCREENSHOTS, pack
    assert "metaversus-gallery-beginner" not in registry.SCREENSHOTS  # on the table's screenshots


def test_the_gallery_pages_show_every_face_of_the_pack_once_at_the_tables_size():
    if not LATER_PACKS:
        pytest.skip("no pack after the first has cards yet")
    for window in ((1024, 640), (1600, 900)):
        app = make_app(lang="en", size=window)
        for pack in LATER_PACKS:
            for size in SIZES:
                scene = MetaVersusGalleryScene(app, pack, size)
                seen: list[str] = []
                for page in range(scene.pages()):
                    scene.page = page
                    shown = scene.shown()
                    for _, rect in shown:
                        assert rect.size == table_card_size(window, size)
                        assert 0 <= rect.x and rect.right <= window[0] and rect.bottom <= window[1], rect
                    seen += [cid for cid, _ in shown]
                assert seen == pack_faces(pack), (window, pack, size)


def test_every_face_of_every_pack_fits_its_texts_at_each_table_size():
    fresh_cuts()
    faces = [*CARDS, *CHARACTERS]
    for window in WINDOWS:
        for zone in SIZES:
            size = table_card_size(window, zone)
            for lang in ("en", "ko"):
                for cid in faces:
                    img = mv_cards.render_card(cid, lang, size)
                    assert img.get_size() == size
                    assert not fonts.CUTS, (window, zone, lang, cid, [(c.where, c.text) for c in fonts.CUTS])


def test_a_hand_card_of_every_pack_keeps_its_rules_text_at_every_window():
    lost = [
        (window, lang, cid)
        for window in WINDOWS
        for lang in ("en", "ko")
        for cid in [*CARDS, *CHARACTERS]
        if mv_cards.face_text(cid, lang, table_card_size(window, "hand")) == "none"
    ]
    assert not lost, lost


def test_the_zoom_shows_the_whole_text_of_every_face_of_every_pack():
    fresh_cuts()
    for lang in ("en", "ko"):
        for cid in [*CARDS, *CHARACTERS]:
            face = mv_cards._face(cid, lang, mv_cards.ZOOM, True)
            assert face.text_mode == "full" and face.text_fit is not None, (lang, cid)
            assert not any(line.endswith(fonts.ELLIPSIS) for line in face.text_fit.lines), (lang, cid)
            assert str(card_info(cid, lang)["name"]).replace(" ", "") in "".join(face.name_fit.lines).replace(
                "-", ""
            ).replace(" ", ""), (lang, cid)
    assert not fonts.CUTS, [(c.where, c.text) for c in fonts.CUTS]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("window", [(1024, 640), (1600, 900)])
def test_the_gallery_screens_cut_no_text(lang, window):
    for pack in LATER_PACKS:
        app = make_app(lang=lang, size=window)
        fresh_cuts()
        screenshot.stage(app, f"metaversus-gallery-{pack}")
        assert not fonts.CUTS, (pack, [(c.where, c.text) for c in fonts.CUTS])


def test_the_gallery_turns_pages_and_switches_pack_and_size():
    app = make_app(lang="en", size=(1024, 640))
    scene = MetaVersusGalleryScene(app, PACKS[-1], "play")
    scene.build()
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB))
    assert scene.pack == PACKS[0]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s))
    assert scene.size == "hand"
    pages = scene.pages()
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    assert scene.page == (1 % pages)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert PACK_INFO[scene.pack].name["en"]
