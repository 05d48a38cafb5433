"""MetaVersus card pictures: every card and character draws in both languages at table and zoom
sizes, and every attribute has a symbol of its own shape (never the colour alone)."""

from __future__ import annotations

import pygame

from game.metaversus import CARDS, CHARACTERS
from sprites import mv_cards


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
