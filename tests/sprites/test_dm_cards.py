"""Cards render small and zoomed in both languages, and their text stays inside the card."""

from __future__ import annotations

import re

import pytest

from sprites import card_text, dm_cards, fonts
from sprites.card_text import Atom, line_width, wrap
from sprites.dm_cards import card_ids, render_card, render_card_zoom

LANGS = ("en", "ko")


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_renders_small_and_zoomed(lang: str) -> None:
    ids = card_ids()
    assert len(ids) == 133 and "sidekick" in ids  # the 132 cards of the set and the sidekick
    for cid in ids:
        assert render_card(cid, lang).get_size() == (96, 134)
        assert render_card(cid, lang, (72, 100), dice_left=1, highlight="selected").get_size() == (72, 100)
        assert render_card_zoom(cid, lang).get_size() == (336, 470)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [dm_cards.SMALL, dm_cards.ZOOM])
def test_names_and_subtitles_fit_their_band(lang: str, size: tuple[int, int]) -> None:
    for cid in card_ids():
        lines = dm_cards.band_lines(cid, lang, size)
        assert lines, cid
        for text, px, bold, rect in lines:
            assert fonts.get_font(px, bold).size(text)[0] <= rect.w, (cid, text)
            assert rect.right <= size[0] - 3 and rect.bottom <= size[1]
            if bold:
                assert not text.endswith("…"), f"the name of {cid} is cut: {text}"


@pytest.mark.parametrize("lang", LANGS)
def test_zoomed_text_fits_the_text_box(lang: str) -> None:
    area = dm_cards.zoom_text_area()
    for cid in card_ids():
        setting = dm_cards.text_box_layout(cid, lang, area.w, area.h)
        px = setting.size
        assert px >= 11 and not setting.cut, f"{cid} text shrinks to {px}px"
        lines = [line for para in setting.paras for line in para]
        for line in lines:
            assert line_width(line, px, setting.style) <= area.w, (cid, [a.text for a in line])
        height = len(lines) * round(px * 1.32) + (len(setting.paras) - 1) * round(px * 0.45)
        assert height == setting.height <= area.h, cid
        text = "".join(a.text for line in lines for a in line).replace(" ", "")
        source = re.sub(r"\[[A-Z]\]", "", dm_cards.card(cid).texts(lang).text)
        assert source.replace(" ", "")[:20] in text


def test_korean_breaks_between_syllables_when_a_word_is_too_long() -> None:
    atoms = [Atom("가나다라마바사아자차카타파하" * 2)]
    lines = wrap(atoms, 14, 120)
    assert len(lines) > 1
    assert all(line_width(line, 14) <= 120 for line in lines)
    assert "".join(a.text for line in lines for a in line) == atoms[0].text


def test_keywords_are_bold_as_whole_words_and_tokens_become_glyphs() -> None:
    text = "he deals 1 damage. Pay [F] to knock out"
    atoms = card_text.atoms(text, dm_cards.TEXT_STYLES["en"])
    bold = [a.text for a in atoms if a.bold]
    assert "deal" not in bold and "Pay" in bold and "knock" not in [a.text for a in atoms if not a.bold]
    assert [a.glyph for a in atoms if a.glyph] == ["fist"]


def test_bursts_and_global_are_marked() -> None:
    blocks = dm_cards.text_blocks("avx-026", "en")
    assert [n for _, n in blocks] == [0, 1, 2]
    assert [a.glyph for a in blocks[2][0][:2]] == ["burst", "burst"]
    glob = dm_cards.text_blocks("avx-010", "ko")[-1]
    assert glob[1] == -1 and glob[0][0].text == "글로벌:" and glob[0][0].colour is not None


def test_cards_are_cached() -> None:
    assert render_card("avx-001", "en") is render_card("avx-001", "en")
    assert render_card("avx-001", "en", dice_left=2) is not render_card("avx-001", "en", dice_left=3)
    assert render_card_zoom("avx-030", "ko") is render_card_zoom("avx-030", "ko")


def test_punctuation_stays_with_its_bold_word() -> None:
    atoms = card_text.atoms("aaaa bbbb cccc dddd eeee blocks.", dm_cards.TEXT_STYLES["en"])
    assert any(a.bold and a.text == "blocks" for a in atoms)
    for width in range(60, 260, 7):
        for line in wrap(atoms, 14, width):
            assert line[0].text != "."
