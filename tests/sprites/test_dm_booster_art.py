"""The art of the whole Avengers vs. X-Men set: every card drawn at the sizes the app uses in both
languages, one emblem and one palette per character (no two alike), the rarity and affiliation on
the face, the text inside its box, the dice showing their card data, the caches bounded."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.dicemasters import cards as engine_cards
from sprites import caches, dm_art, dm_cards, dm_data, fonts, glyphs
from sprites.die_faces import _body_cached, die_body, printed, render_face
from sprites.dm_emblems_avx import AVX_EMBLEMS

LANGS = ("en", "ko")
TABLE_SMALLEST = (66, 96)  # a tournament team's cards on the table at 1024x640
SIZES = (TABLE_SMALLEST, dm_cards.SMALL, dm_cards.ZOOM)
CHARACTERS = sorted(
    {str(c.character) for c in engine_cards.CARDS.values() if c.kind in ("character", "action")}
)


def _characters_cards() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in engine_cards.CARDS.values():
        if c.kind in ("character", "action"):
            out.setdefault(str(c.character), []).append(c.id)
    return out


def _mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 100)


def _difference(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    both = a.overlap_area(b, (0, 0))
    union = a.count() + b.count() - both
    return (union - both) / max(1, union)


def test_the_set_is_whole() -> None:
    """132 cards and the sidekick; 36 characters and the two action cards that stay in play."""
    ids = dm_cards.card_ids()
    assert len(ids) == 133 and ids[-1] == "sidekick"
    assert len(CHARACTERS) == 38 and {"mjolnir", "vibranium-shield"} <= set(CHARACTERS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_art_and_a_face_at_three_sizes(lang: str) -> None:
    for cid in dm_cards.card_ids():
        for size in SIZES:
            img = (
                dm_cards.render_card_zoom(cid, lang)
                if size == dm_cards.ZOOM
                else dm_cards.render_card(cid, lang, size, dice_left=1)
            )
            assert img.get_size() == size, (cid, size)
            # the art window is drawn: the face is not blank in its middle
            assert img.get_at((size[0] // 2, size[1] // 2)).a == 255, (cid, size)
        art = dm_art.art(cid, (80, 60))
        assert art.get_size() == (80, 60) and art.get_bounding_rect().w > 60


def test_every_character_has_its_own_emblem_and_its_cards_share_it() -> None:
    by_character = _characters_cards()
    emblems: dict[str, str] = {}
    for character, ids in by_character.items():
        names = {dm_data.emblem_for(cid) for cid in ids}
        assert len(names) == 1, (character, names)
        (name,) = names
        assert name in glyphs.EMBLEMS and name != "action", character
        emblems[character] = name
        styles = {tuple(dm_data.style(cid).items()) for cid in ids}
        assert len(styles) == 1, character
        assert len({dm_data.die_colour(cid) for cid in ids}) == 1, character
    assert len(set(emblems.values())) == len(emblems) == 38
    assert set(AVX_EMBLEMS) <= set(emblems.values())


def test_emblems_differ_pairwise_by_their_pixels() -> None:
    """Every character's (and action card's) emblem is its own silhouette: any two differ on
    at least a seventh of the ink they cover together."""
    names = sorted({dm_data.emblem_for(cid) for cid in dm_cards.card_ids()})
    masks = {n: _mask(glyphs.emblem(n, 64)) for n in names}
    for n, m in masks.items():
        assert m.count() > 64 * 64 * 0.12, f"{n} is nearly empty"
    close = [
        (a, b, round(_difference(masks[a], masks[b]), 3))
        for a, b in itertools.combinations(names, 2)
        if _difference(masks[a], masks[b]) <= 0.15
    ]
    assert not close, close


def test_every_character_has_its_own_colours() -> None:
    """No two characters share a palette or a die body; the card art's gradient differs too."""
    by_character = _characters_cards()
    first = {ch: ids[0] for ch, ids in by_character.items()}
    bodies = {dm_data.die_colour(cid) for cid in first.values()}
    arts = {(dm_data.style(cid)["art"], dm_data.style(cid)["art2"]) for cid in first.values()}
    assert len(bodies) == len(arts) == 38
    # the die colour follows the card data's hint: a black die stays black, a white one white
    for character, cid in first.items():
        hint = engine_cards.CARDS[cid].color
        if hint in ("#000000",):
            assert max(dm_data.die_colour(cid)) < 40, character
        if hint == "#ffffff":
            assert min(dm_data.die_colour(cid)) > 190, character


def test_the_starter_characters_keep_their_look() -> None:
    for cid in ("avx-001", "avx-004", "avx-007", "avx-010", "avx-013", "avx-016", "avx-019", "avx-022"):
        key = dm_data.style_key(cid)
        assert dm_data.style(cid) is glyphs.CHARACTER_STYLES[key]
        assert dm_data.emblem_for(cid) == key


def _bottom_rim(img: pygame.Surface) -> set[tuple[int, int, int]]:
    w, h = img.get_size()
    out: set[tuple[int, int, int]] = set()
    for x in range(w // 3, 2 * w // 3):
        for y in range(h - 4, h):
            c = img.get_at((x, y))
            out.add((c.r, c.g, c.b))
    return out


def test_the_rarity_stripe_shows_the_rarity() -> None:
    """Common grey, uncommon green, rare yellow, super-rare red; a starter card has none."""
    for cid, rarity in (
        ("avx-035", "common"),
        ("avx-065", "uncommon"),
        ("avx-099", "rare"),
        ("avx-129", "super-rare"),
    ):
        assert engine_cards.CARDS[cid].rarity == rarity
        for img in (dm_cards.render_card(cid, "en"), dm_cards.render_card_zoom(cid, "ko")):
            assert dm_art.RARITY_COLOURS[rarity] in _bottom_rim(img), (cid, rarity)
    starter = _bottom_rim(dm_cards.render_card("avx-001", "en"))
    assert not starter & set(dm_art.RARITY_COLOURS.values())


def test_the_affiliation_mark_is_on_the_card() -> None:
    marks = {a: dm_art.affiliation_mark(a, 20) for a in ("X-Men", "Avengers", "Fantastic Four", "Villains")}
    pictures = {pygame.image.tobytes(m, "RGBA") for m in marks.values()}
    assert len(pictures) == 4
    # Magneto is a villain: his card carries the mark the unaffiliated Deadpool has not
    ring = dm_art.AFFILIATION_RINGS["Villains"]
    magneto, deadpool = dm_cards.render_card("avx-048", "en"), dm_cards.render_card("avx-039", "en")

    def has(img: pygame.Surface) -> bool:
        return any(
            tuple(img.get_at((x, y))[:3]) == ring
            for x in range(img.get_width())
            for y in range(img.get_height())
        )

    assert has(magneto) and not has(deadpool)


@pytest.mark.parametrize("lang", LANGS)
def test_names_fit_the_smallest_table_card_and_the_text_fits_the_zoom(lang: str) -> None:
    """At 1024x640 a team card is 66 px wide: its name and subtitle whole, never under the font
    floor; the zoom (shown at full size there) holds the whole printed text, nothing cut."""
    fonts.CUTS.clear()
    fonts._fit.cache_clear()
    area = dm_cards.zoom_text_area()
    for cid in dm_cards.card_ids():
        texts = dm_cards.card(cid).texts(lang)
        for size in (TABLE_SMALLEST, dm_cards.SMALL, dm_cards.ZOOM):
            lines = dm_cards.band_lines(cid, lang, size)
            assert all(px >= fonts.FLOOR for _, px, _, _ in lines), (cid, size)
            assert all(rect.right <= size[0] and rect.bottom <= size[1] for *_, rect in lines), (cid, size)
            shown = "".join(text for text, _, bold, _ in lines if bold)
            assert shown.replace(" ", "").replace("-", "") == texts.name.replace(" ", "").replace("-", "")
        setting = dm_cards.text_box_layout(cid, lang, area.w, area.h)
        assert not setting.cut and setting.size >= 12 and setting.height <= area.h, (cid, setting.size)
        words = "".join(a.text for para in setting.paras for line in para for a in line).replace(" ", "")
        for part in (texts.text, texts.burst1, texts.burst2, texts.global_text):
            if part:
                plain = "".join(ch for ch in part.lstrip("*") if ch not in " []FBMSWG")[-12:]
                assert plain in "".join(ch for ch in words if ch not in "FBMSWG"), (cid, part)
    assert not [c for c in fonts.CUTS if c.where.startswith("dm")], list(fonts.CUTS)


def test_english_names_break_inside_a_word_only_where_no_size_fits_it() -> None:
    """A name's word is split across lines on a small card only when even the font floor
    cannot set it whole in the band ("Nightcrawler" on the 66-pixel card); "Wolverine" and
    "Vibranium" stay whole."""
    for cid in dm_cards.card_ids():
        name = dm_cards.card(cid).texts("en").name
        for size in (TABLE_SMALLEST, dm_cards.SMALL):
            lines = [(text, rect) for text, _, bold, rect in dm_cards.band_lines(cid, "en", size) if bold]
            words = name.split()
            for text, rect in lines:
                last = text.split()[-1] if text.split() else ""
                if last.endswith("-") and last not in [w[: len(last)] for w in words if "-" in w]:
                    broken = next(w for w in words if w.startswith(last[:-1]))
                    assert fonts.text_width(broken, fonts.FLOOR, True) > rect.w, (cid, size, text)
    wolverine = [t for t, _, b, _ in dm_cards.band_lines("avx-062", "en", TABLE_SMALLEST) if b]
    assert wolverine == ["Wolverine"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_band_leaves_the_emblem_room_on_the_smallest_table_card(lang: str) -> None:
    """However long a name and subtitle, a 66-pixel card keeps an art window tall enough for the
    character's emblem (a subtitle that would need more lines is left to the zoom)."""
    for cid in dm_cards.card_ids():
        art = dm_cards.small_regions(cid, lang, TABLE_SMALLEST).art
        assert art.h >= 24, (cid, art.h)


def test_english_words_are_not_broken_on_the_zoom() -> None:
    """No English word of a card's text is split across two lines (a line that ends inside a
    word ends with an atom that has no space after it)."""
    area = dm_cards.zoom_text_area()
    for cid in dm_cards.card_ids():
        setting = dm_cards.text_box_layout(cid, "en", area.w, area.h)
        for para in setting.paras:
            for line in para[:-1]:
                assert line[-1].space_after, (cid, [a.text for a in line])


# -- the dice -------------------------------------------------------------------------------------
SAMPLES = {
    # card: the six faces as the printed die has them (energy symbols, or cost/attack/defense/bursts)
    "avx-069": (("bolt",), ("bolt", "bolt"), ("bolt", "bolt"), (1, 4, 2, 0), (1, 5, 3, 0), (1, 6, 4, 0)),
    "avx-132": (("fist",), ("fist", "fist"), ("fist", "fist"), (1, 5, 2, 1), (2, 6, 3, 1), (3, 8, 4, 0)),
    "avx-118": (("bolt",), ("bolt", "bolt"), ("bolt", "bolt"), (1, 5, 5, 0), (2, 7, 7, 0), (3, 8, 8, 0)),
    "avx-115": (
        ("shield",),
        ("shield", "shield"),
        ("shield", "shield"),
        (0, 1, 3, 0),
        (1, 2, 4, 0),
        (1, 2, 5, 0),
    ),
    "avx-063": (("bolt",), ("bolt", "bolt"), ("bolt", "bolt"), 0, 1, 2),
    "avx-128": (("shield",), ("shield", "shield"), ("shield", "shield"), 0, 1, 2),
}


@pytest.mark.parametrize("cid", sorted(SAMPLES))
def test_dice_faces_show_the_card_data(cid: str) -> None:
    faces = dm_cards.die_faces(cid)
    assert len(faces) == 6
    for i, (face, want) in enumerate(zip(faces, SAMPLES[cid])):
        shown = printed(face)
        if isinstance(want, tuple) and isinstance(want[0], str):
            assert shown.kind == "energy" and shown.symbols == want, (cid, i)
        elif isinstance(want, tuple):
            assert shown.kind == "character" and shown.level == i - 2, (cid, i)
            assert (shown.cost, shown.attack, shown.defense, shown.bursts) == (*map(str, want[:3]), want[3])
        else:
            assert shown.kind == "action" and shown.bursts == want, (cid, i)
    pictures = {pygame.image.tobytes(die_body(cid, i, 44), "RGBA") for i in range(6)}
    assert len(pictures) == 5  # two double-energy faces are the same face
    body = die_body(cid, 3, 44)
    assert body.get_at((22, 2))[:3] != (0, 0, 0) or max(dm_data.die_colour(cid)) < 40


def test_a_characters_cards_roll_the_same_die() -> None:
    """A character's die is one die whichever of its cards bought it: the same faces, the same
    picture."""
    for character, ids in _characters_cards().items():
        faces = {repr(dm_cards.die_faces(cid)) for cid in ids}
        bodies = {pygame.image.tobytes(die_body(cid, 4, 30), "RGBA") for cid in ids}
        assert len(faces) == 1 and len(bodies) == 1, character


def test_the_action_cards_dice_carry_their_own_emblem() -> None:
    for cid, name in (("avx-063", "mjolnir"), ("avx-128", "vibranium-shield")):
        assert dm_cards.card(cid).kind == "action" and dm_data.emblem_for(cid) == name
        faces = [render_face(cid, i, 44) for i in range(3, 6)]
        assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 3  # 0, 1 and 2 bursts


# -- caches ---------------------------------------------------------------------------------------
def test_drawing_the_whole_set_twice_at_two_sizes_keeps_the_caches_bounded() -> None:
    caches.clear_caches()
    cached = (dm_cards._small, dm_cards._zoom, dm_art.art, glyphs.emblem, _body_cached)
    for _ in range(2):
        for size in ((66, 96), (120, 168)):
            for cid in dm_cards.card_ids():
                dm_cards.render_card(cid, "en", size)
                dm_cards.render_card(cid, "ko", size, dice_left=2)
    for f in cached:
        info = f.cache_info()
        assert info.maxsize is not None and info.currsize <= info.maxsize, f
    assert dm_cards._small.cache_info().currsize == dm_cards._small.cache_info().maxsize
    first = dm_cards.render_card("avx-082", "en", (66, 96))
    caches.clear_caches()
    assert all(f.cache_info().currsize == 0 for f in cached)
    assert dm_cards.render_card("avx-082", "en", (66, 96)) is not first
