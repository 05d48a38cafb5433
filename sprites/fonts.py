"""The one font family of the app: Noto Sans KR (covers Hangul and Latin), as shipped by
pygame_gui under the SIL Open Font License. Text the project draws itself uses it too."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import pygame

FONT_PACKAGE = "pygame_gui.data"
REGULAR = "NotoSansKR-Regular.ttf"
BOLD = "NotoSansKR-Bold.ttf"


def font_file(bold: bool = False) -> str:
    return str(resources.files(FONT_PACKAGE).joinpath(BOLD if bold else REGULAR))


@lru_cache(maxsize=64)
def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_file(bold), max(6, int(size)))


@lru_cache(maxsize=2048)
def _render(text: str, size: int, bold: bool, colour: tuple[int, ...]) -> pygame.Surface:
    return get_font(size, bold).render(text, True, colour)


def render(text: str, size: int, colour: tuple[int, ...] | pygame.Color = (242, 239, 230), bold: bool = False) -> pygame.Surface:
    """A cached rendering of one line of text (the same label is drawn every frame)."""
    return _render(text, int(size), bold, tuple(pygame.Color(colour)))


@lru_cache(maxsize=8192)
def _char_width(ch: str, size: int, bold: bool) -> int:
    return int(get_font(size, bold).size(ch)[0])


def text_width(text: str, size: int, bold: bool = False) -> int:
    """The width of ``text`` from cached per-character widths: measuring Hangul through the font
    costs a fraction of a millisecond a call, and wrapping measures many times."""
    return sum(_char_width(ch, size, bold) for ch in text)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines that fit ``width`` pixels; Korean may break between syllables."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if text_width(candidate, size, bold) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = ""
            # a single word wider than the line: break it by characters
            for ch in word:
                if text_width(line + ch, size, bold) > width and line:
                    lines.append(line)
                    line = ch
                else:
                    line += ch
        lines.append(line)
    return lines
