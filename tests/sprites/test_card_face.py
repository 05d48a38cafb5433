"""The one card-face layout: regions stacked in order inside the frame at every size, for each
game's faces; and the picture caches are bounded and emptied by one call."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.legendary.cards import CARDS as LEGENDARY
from game.metaversus import CARDS as METAVERSUS
from sprites import caches, card_face, dice, dm_cards, fonts, lg_cards, mv_cards

WIDTHS = (56, 66, 96, 126, 150, 336)  # from a small window's cards to the zoom
DM_WIDTHS = (66, 72, 96, 126, 150)  # the narrowest card each table draws, and up
LG_WIDTHS = (56, 66, 96, 126, 150, 336)


def _regions(r: card_face.Regions) -> list[pygame.Rect]:
    return [x for x in (r.band, r.art, r.text_box, r.footer) if x is not None]


def test_stack_puts_band_art_text_and_footer_in_order_inside_the_frame() -> None:
    frame = pygame.Rect(4, 4, 120, 170)
    r = card_face.stack(frame, 30, 20, 50, gap=3, inset=2, foot_gap=1)
    assert r.band.top == frame.top and r.footer is not None and r.footer.bottom == frame.bottom
    assert r.text_box is not None and r.text_box.h == 50 and r.band.h == 30 and r.footer.h == 20
    assert r.art.top == r.band.bottom + 3 and r.text_box.top == r.art.bottom + 3
    assert r.footer.top == r.text_box.bottom + 1
    assert r.art.x == frame.x + 2 and r.art.w == frame.w - 4
    bare = card_face.stack(frame, 30)
    assert bare.text_box is None and bare.footer is None and bare.art.bottom == frame.bottom
    assert bare.badge_on_art(10, 2) == (bare.art.x + 12, bare.art.y + 12)


def test_a_spec_scales_with_the_width_and_never_goes_below_its_floors() -> None:
    spec = card_face.FaceSpec(
        rim=3, radius=6, gap=2, inset=2, title=12, subtitle=10, text=9, badge=11, footer=16
    )
    small, large = spec.metrics(48, 67), spec.metrics(192, 268)
    assert large.title == 24 and large.badge == 22 and large.rim == 6
    assert small.title == small.text == fonts.FLOOR and small.badge == 9 and small.footer == fonts.FLOOR + 5
    assert small.frame == pygame.Rect(2, 2, 44, 63)


def _inside(rects: list[pygame.Rect], size: tuple[int, int]) -> bool:
    card = pygame.Rect((0, 0), size)
    return all(card.contains(r) for r in rects)


def _apart(rects: list[pygame.Rect]) -> bool:
    return all(not a.colliderect(b) for a, b in itertools.combinations(rects, 2))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_game_lays_its_faces_out_with_the_one_layout(lang: str) -> None:
    for w in WIDTHS:
        size = (w, round(w * 88 / 63))
        for cid in dm_cards.card_ids() if w in DM_WIDTHS else ():
            regions = _regions(dm_cards.small_regions(cid, lang, size))
            assert _inside(regions, size) and _apart(regions), (cid, size)
        for card in list(LEGENDARY)[::7] if w in LG_WIDTHS else ():
            face = lg_cards.face_layout(card, lang, *size, record=False)
            regions = _regions(face.regions)
            assert _inside(regions, size) and _apart(regions), (card, size)
        for card in list(METAVERSUS)[::5]:
            face = mv_cards._face(card, lang, size, False)
            big = (size[0] * mv_cards.SS, size[1] * mv_cards.SS)
            regions = _regions(face.regions)
            assert _inside(regions, big) and _apart(regions), (card, size)
    zoom = _regions(dm_cards.ZOOM_FACE)
    assert _inside(zoom, dm_cards.ZOOM) and _apart(zoom)


def test_picture_caches_are_bounded_and_cleared_by_one_call() -> None:
    dm = dm_cards.render_card("avx-001", "en")
    lg = lg_cards.render_card("hulk.growing_anger", "ko")
    mv = mv_cards.render_card("mv.stone", "en", (96, 134))
    die = dice.DieSprite("avx-001", 3, (50, 50))
    die.draw(pygame.Surface((100, 100)))
    assert dm is dm_cards.render_card("avx-001", "en") and lg is lg_cards.render_card(
        "hulk.growing_anger", "ko"
    )
    assert dice._FRAMES
    caches.clear_caches()
    assert not dice._FRAMES
    assert dm is not dm_cards.render_card("avx-001", "en")
    assert lg is not lg_cards.render_card("hulk.growing_anger", "ko")
    assert mv is not mv_cards.render_card("mv.stone", "en", (96, 134))
    assert dm_cards.clear_caches is lg_cards.clear_caches is mv_cards.clear_caches is caches.clear_caches


def test_a_bounded_cache_forgets_the_least_recently_used_first() -> None:
    drawn: list[int] = []

    @caches.bounded(2)
    def picture(n: int) -> int:
        drawn.append(n)
        return n

    for n in (1, 2, 1, 3, 1, 2):
        picture(n)
    assert drawn == [1, 2, 3, 2]  # 2 was the least recently used when 3 came
    caches.clear_caches()
    picture(1)
    assert drawn[-1] == 1 and picture.cache_info().currsize == 1
