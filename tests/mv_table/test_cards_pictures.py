"""MetaVersus card pictures: every card and character draws in both languages at table and zoom
sizes, and every attribute has a symbol of its own shape (never the colour alone); the cards of
every pack after the first carry their pack's mark, which covers no price, number, name or text at
any size the table draws; a Surge shows a small aether spark before its keyword."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pygame
import pytest

from game.metaversus import CARDS, CHARACTERS, card_info
from game.metaversus.cards import PACK_INFO
from scenes.mv_gallery import table_card_size
from sprites import card_text, mv_cards
from sprites.mv_packs import PACK_COLOURS

WINDOWS = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
ZONES = ("hand", "exchange", "play")


def test_every_card_and_character_draws_in_both_languages():
    for card in [*CARDS, *CHARACTERS]:
        for lang in ("en", "ko"):
            for size in ((72, 100), (126, 176)):
                img = mv_cards.render_card(card, lang, size)
                assert img.get_size() == size
    assert mv_cards.render_card_zoom("mv.stone", "ko").get_size() == mv_cards.ZOOM
    assert mv_cards.render_back((96, 134)).get_size() == (96, 134)


def test_each_type_has_its_frame_colour():
    for card, kind in (("mv.stone", "currency"), ("mv.dagger", "weapon"), ("mv.fire.fireball", "action")):
        img = mv_cards.render_card(card, "en", (126, 176))
        edge = img.get_at((63, 2))[:3]
        assert max(abs(a - b) for a, b in zip(edge, mv_cards.TYPE_COLOURS[kind])) < 40, (card, edge)


def test_attribute_symbols_differ_in_shape_not_only_colour():
    masks = {}
    for attr in mv_cards.ATTRIBUTE_COLOURS:
        img = mv_cards.symbol_image(attr, 48, disc=False)
        masks[attr] = pygame.mask.from_surface(img, 60)
    names = list(masks)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, (a, b)


# -- the pack mark and the Surge ----------------------------------------------------------------
FIRST_PACK = next(iter(PACK_INFO))
MARKED = [cid for cid in [*CARDS, *CHARACTERS] if mv_cards.marked_pack(cid) is not None]
# every width from the play area's smallest cards to the zoom, and the sizes the table draws
WIDTHS = sorted({*range(52, 364, 8), *(table_card_size(w, z)[0] for w in WINDOWS for z in ZONES)})


def face_size(width: int) -> tuple[int, int]:
    return width, round(width * 88 / 63)


def left_free(face: mv_cards.Face, card: str, lang: str) -> list[tuple[str, pygame.Rect]]:
    """What the mark must not cover: the price (or ability) badge, the number badge, the name,
    the attribute badge and the rules text (supersampled pixels)."""
    r = face.badge_r
    out = [("name", face.name), ("price", pygame.Rect(0, 0, int(2 * r), int(2 * r)))]
    out[-1][1].center = face.left_badge
    if face.type_badge is not None:
        number = pygame.Rect(0, 0, int(2 * r), int(2 * r))
        number.center = face.type_badge
        out.append(("number", number))
    if face.symbol is not None:
        out.append(("attribute", face.symbol))
    if face.text is not None:
        out.append(("text", face.text))
    return out


def test_only_the_cards_of_the_later_packs_carry_a_pack_mark():
    for cid in [*CARDS, *CHARACTERS]:
        pack = (CARDS[cid] if cid in CARDS else CHARACTERS[cid]).pack
        assert (mv_cards.marked_pack(cid) is None) == (pack == FIRST_PACK), cid
        if pack == FIRST_PACK:
            assert mv_cards.pack_mark(cid, "en", (126, 176)) is None


def test_the_pack_mark_covers_no_price_number_name_or_text_at_any_table_size():
    if not MARKED:
        pytest.skip("no pack after the first has cards yet")
    missing: set[str] = set()
    for width in WIDTHS:
        size = face_size(width)
        for lang in ("en", "ko"):
            for cid in MARKED:
                face = mv_cards._face(cid, lang, size, False)
                mark = mv_cards._mark_rect(face, card_info(cid, lang))
                if mark is None:  # only the smallest faces, whose name leaves no corner free
                    assert face.tier == "tiny", (size, lang, cid)
                    missing.add(cid)
                    continue
                assert mark.w >= mv_cards.MARK_MIN * mv_cards.SS
                assert face.inner.contains(mark), (size, lang, cid)
                for what, rect in left_free(face, cid, lang):
                    assert not mark.colliderect(rect), (size, lang, cid, what)
    assert len(missing) <= len(MARKED) // 10, sorted(missing)  # a few long names at the smallest size


def test_the_pack_mark_is_drawn_in_the_packs_colour():
    if not MARKED:
        pytest.skip("no pack after the first has cards yet")
    for cid in MARKED:
        pack = mv_cards.marked_pack(cid)
        assert pack is not None
        img = mv_cards.render_card(cid, "en", (126, 176))
        mark = mv_cards.pack_mark(cid, "en", (126, 176))
        assert mark is not None
        colour = PACK_COLOURS[pack]
        near = [
            (x, y)
            for x in range(mark.x, mark.right)
            for y in range(mark.y, mark.bottom)
            if max(abs(a - b) for a, b in zip(img.get_at((x, y))[:3], colour)) < 30
        ]
        assert len(near) >= mark.w * mark.h // 6, cid


def surge_atoms(card: str, lang: str) -> list[Sequence[card_text.Atom]]:
    face = mv_cards._face(card, lang, mv_cards.ZOOM, True)
    assert face.text_fit is not None
    return [line for para in face.text_fit.paras for line in para]


def test_a_surge_shows_the_aether_spark_and_its_keyword_in_bold():
    surging = [cid for cid in CARDS if re.search(r"\bSurge \d", CARDS[cid].text["en"])]
    if not surging:
        pytest.skip("no card with a Surge yet")
    for cid in surging:
        assert mv_cards.has_surge(cid)
        for lang, word in (("en", "Surge"), ("ko", "분출")):
            atoms = [a for line in surge_atoms(cid, lang) for a in line]
            sparks = [i for i, a in enumerate(atoms) if a.glyph == mv_cards.AETHER_ICON]
            assert sparks, (cid, lang)
            for i in sparks:  # the spark stands right before the keyword, which is bold
                assert atoms[i + 1].text.startswith(word) and atoms[i + 1].bold, (cid, lang, atoms[i + 1])
    icon = mv_cards.aether_icon(mv_cards.AETHER_ICON, 14)
    assert 8 <= icon.get_width() <= 14


def test_a_card_without_a_surge_has_no_spark():
    for cid in [c for c in CARDS if not mv_cards.has_surge(c)]:
        for lang in ("en", "ko"):
            glyphs = {a.glyph for line in surge_atoms(cid, lang) for a in line}
            assert mv_cards.AETHER_ICON not in glyphs, (cid, lang)
