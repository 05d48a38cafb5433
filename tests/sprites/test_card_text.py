"""The one card-text routine: text read as atoms (icons, bold and coloured keywords), wrapped by
words (Korean and over-long words between characters), shrunk to the floor, cut and recorded
when even that fails, and drawn inside its box."""

from __future__ import annotations

import pygame

from sprites import card_text, fonts
from sprites.card_text import DIVIDER, Atom, TextStyle

RED = (150, 24, 30)
STYLE = TextStyle(tokens={"F": "fist", "Covert": "Covert"}, bold=("Pay", "When fielded"), colon_keyword=RED)


def test_tokens_become_icons_that_keep_their_punctuation_and_unknown_tokens_stay_words() -> None:
    atoms = card_text.atoms("Pay [F]: draw [Strange] now", STYLE)
    assert [a.glyph for a in atoms] == [None, "fist", None, None, None, None]
    icon = atoms[1]
    assert not icon.space_after and atoms[2].text == ":"  # ":" sticks to its icon
    assert [a.text for a in atoms if a.glyph is None] == ["Pay", ":", "draw", "Strange", "now"]
    assert atoms[0].bold and not atoms[3].bold


def test_bold_phrases_and_whole_words_only() -> None:
    atoms = card_text.atoms("When fielded, Repay 2.", STYLE)
    assert [a.text for a in atoms if a.bold] == ["When", "fielded,"]
    assert not any(a.bold for a in atoms if a.text.startswith("Re") or a.text == "pay")


def test_a_colon_keyword_opens_a_sentence_and_is_coloured() -> None:
    atoms = card_text.atoms("Ambush: Each player gains a Wound. Escape: KO a card: any card.", STYLE)
    coloured = [a.text for a in atoms if a.colour == RED]
    assert coloured == ["Ambush:", "Escape:"]
    korean = card_text.atoms("계획 변경: 카드를 한 장 뽑는다.", STYLE)
    assert [a.text for a in korean if a.colour == RED] == ["계획", "변경:"]


def test_a_korean_word_wider_than_the_line_breaks_between_syllables() -> None:
    word = "가나다라마바사아자차카타파하" * 2
    lines = card_text.wrap([Atom(word)], 14, 120)
    assert len(lines) > 1
    assert all(card_text.line_width(line, 14) <= 120 for line in lines)
    assert "".join(a.text for line in lines for a in line) == word


def test_words_never_break_when_the_line_can_hold_them() -> None:
    text = "알 수 없는 적의 공격을 막아 낸다 그리고 카드를 뽑는다"
    for width in range(90, 300, 13):
        lines = card_text.wrap(card_text.atoms(text), 13, width)
        assert [a.text for line in lines for a in line] == text.split(" ")


def test_fit_shrinks_to_the_box_and_reports_its_height() -> None:
    paras = card_text.paragraphs("Draw a card.\n" + "Each other player reveals a card or gains a Wound. " * 3)
    roomy = card_text.fit(paras, 300, 1000, 16)
    tight = card_text.fit(paras, 300, roomy.height - 1, 16)
    assert roomy.size == 16 and not roomy.cut
    assert fonts.FLOOR <= tight.size < 16 and not tight.cut and tight.height <= roomy.height - 1
    lines = sum(len(p) for p in tight.paras)
    assert tight.height == lines * tight.line_height + (len(tight.paras) - 1) * tight.gap


def test_what_does_not_fit_at_the_floor_is_cut_with_an_ellipsis_and_recorded() -> None:
    fonts.CUTS.clear()
    paras = card_text.paragraphs("a long rules text that never fits " * 20)
    quiet = card_text.fit(paras, 120, 40, 14)
    assert quiet.cut and quiet.size == fonts.FLOOR and not fonts.CUTS  # no ``where``: a trial
    loud = card_text.fit(paras, 120, 40, 14, where="test.text")
    assert loud.lines[-1].endswith(fonts.ELLIPSIS) and loud.height <= max(40, loud.line_height)
    assert [c.where for c in fonts.CUTS] == ["test.text"]


def test_a_title_keeps_its_words_whole_and_breaks_after_a_hyphen_first() -> None:
    name = card_text.fit_title("Captain America", 80, 16, 2)
    assert name.lines == ("Captain", "America") and not name.cut
    one = card_text.fit_title("Captain America", 110, 16, 2, one_line=0.7)
    assert len(one.lines) == 1 and one.size < 16
    hyphen = card_text.fit_title("Spider-Woman", fonts.text_width("Spider-", fonts.FLOOR, True) + 2, 14, 3)
    assert hyphen.lines == ("Spider-", "Woman")
    assert card_text.fits_whole("Captain America", 80, 16, 2)
    assert not card_text.fits_whole("Captain America", 80, 16, 1)


def test_drawn_text_stays_in_its_box_and_a_divider_is_a_rule() -> None:
    def icon(name: str, px: int) -> pygame.Surface:
        img = pygame.Surface((px, px))
        img.fill((0, 200, 0))
        return img

    paras = card_text.paragraphs("[Covert]: Draw two cards.\n———\nThen discard a card.", STYLE)
    assert [a.glyph for a in paras[1]] == [DIVIDER]
    setting = card_text.fit(paras, 150, 200, 14, STYLE)
    for dividers in (True, False):
        surf = pygame.Surface((200, 240))
        rect = pygame.Rect(20, 20, 150, setting.height)
        card_text.draw(surf, setting, rect, (250, 250, 250), icon, dividers=dividers)
        drawn = surf.get_bounding_rect(min_alpha=1)
        mask = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255))
        mask.invert()
        assert rect.contains(mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())), drawn
        assert surf.get_at((rect.x + 5, rect.y + 3)) == (0, 200, 0, 255)  # the icon opens the text
        mid = rect.y + setting.line_height * (len(setting.paras[0]) + 0.5) + setting.gap
        row = [surf.get_at((x, int(mid)))[:3] for x in range(rect.x, rect.right)]
        assert (row.count((250, 250, 250)) > rect.w * 0.9) is dividers


def test_a_latin_word_broken_between_letters_takes_a_hyphen_and_korean_does_not() -> None:
    for width in (50, 60, 70, 80):
        lines = fonts.wrap("Invulnerability", 13, width, True)
        assert len(lines) > 1 and all(fonts.text_width(line, 13, True) <= width for line in lines)
        assert all(line.endswith("-") for line in lines[:-1])
        assert "".join(line.removesuffix("-") for line in lines) == "Invulnerability"
        korean = fonts.wrap("필란트로피스트입니다", 13, width)
        assert "-" not in "".join(korean) and "".join(korean) == "필란트로피스트입니다"
    style_lines = card_text.wrap(card_text.atoms("Invulnerability", card_text.PLAIN), 13, 60)
    heads = ["".join(a.text for a in line) for line in style_lines]
    assert all(h.endswith("-") for h in heads[:-1]) and len(heads) > 1
