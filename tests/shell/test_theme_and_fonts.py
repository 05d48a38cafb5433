"""The theme gives every widget type a font with Hangul; text the project draws uses it too."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pygame

from sprites import fonts

ROOT = Path(__file__).resolve().parents[2]
WIDGETS = (
    "button",
    "label",
    "text_box",
    "text_entry_line",
    "drop_down_menu",
    "selection_list",
    "tool_tip",
    "window",
    "horizontal_slider",
    "panel",
)


def test_every_widget_type_sets_the_hangul_font():
    theme = json.loads((ROOT / "assets" / "themes" / "theme.json").read_text("utf-8"))
    for widget in WIDGETS:
        font = theme[widget]["font"]
        assert font["regular_resource"]["resource"] == "NotoSansKR-Regular.ttf", widget
        assert font["bold_resource"]["resource"] == "NotoSansKR-Bold.ttf", widget
        assert (
            resources.files(font["regular_resource"]["package"])
            .joinpath(font["regular_resource"]["resource"])
            .is_file()
        )


def test_bundled_font_has_hangul_and_latin_glyphs():
    pygame.font.init()
    font = fonts.get_font(18)
    for ch in "한글다이스덱AZaz09★":
        assert font.metrics(ch)[0] is not None, ch
    surf = fonts.render("다이스 & 덱", 24)
    assert surf.get_width() > 60


def test_wrap_breaks_long_korean_and_english_text():
    pygame.font.init()
    lines = fonts.wrap("주머니에서 주사위 4개를 뽑아 준비 공간에 놓습니다 " * 4, 16, 200)
    assert len(lines) > 3 and all(fonts.get_font(16).size(line)[0] <= 200 for line in lines)
    assert fonts.wrap("", 16, 100) == [""]
