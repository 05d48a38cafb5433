"""The one font family of the app: Noto Sans KR (covers Hangul and Latin), as shipped by
pygame_gui under the SIL Open Font License. Text the project draws itself uses it too."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from importlib import resources

import pygame

from .caches import MiB, bounded, counted

FONT_PACKAGE = "pygame_gui.data"
REGULAR = "NotoSansKR-Regular.ttf"
BOLD = "NotoSansKR-Bold.ttf"


def font_file(bold: bool = False) -> str:
    return str(resources.files(FONT_PACKAGE).joinpath(BOLD if bold else REGULAR))


@bounded(48, carry=True)  # a face takes about 0.7 MiB and 2 ms to make: one per size in use
def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_file(bold), max(6, int(size)))


@bounded(4096, 8 * MiB, carry=True)  # labels still shown after a resize are not drawn again
def _render(text: str, size: int, bold: bool, colour: tuple[int, ...]) -> pygame.Surface:
    return get_font(size, bold).render(text, True, colour)


def render(
    text: str, size: int, colour: tuple[int, ...] | pygame.Color = (242, 239, 230), bold: bool = False
) -> pygame.Surface:
    """A cached rendering of one line of text (the same label is drawn every frame)."""
    return _render(text, int(size), bold, tuple(pygame.Color(colour)))


@counted(8192, lasting=True)
def _char_width(ch: str, size: int, bold: bool) -> int:
    return int(get_font(size, bold).size(ch)[0])


def text_width(text: str, size: int, bold: bool = False) -> int:
    """The width of ``text`` from cached per-character widths: measuring Hangul through the font
    costs a fraction of a millisecond a call, and wrapping measures many times."""
    return sum(_char_width(ch, size, bold) for ch in text)


@counted(8192, lasting=True)
def run_width(text: str, size: int, bold: bool = False) -> int:
    """The width ``text`` is drawn at (kerned, as ``render`` draws it): words of card text are
    measured with it, so pieces drawn side by side sit as one line would."""
    return int(get_font(size, bold).size(text)[0])


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines that fit ``width`` pixels; Korean may break between syllables."""
    return list(_wrap(text, int(size), int(width), bold))


@counted(2048)
def _wrap(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """Wrapped lines, kept: dialogs and panels wrap the same text every frame."""
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
            # a single word wider than the line: break it by characters
            *full, line = break_word(word, size, width, bold)
            lines += full
        lines.append(line)
    return tuple(lines)


def _letters(a: str, b: str) -> bool:
    """Whether a break between ``a`` and ``b`` splits a word of Latin letters (which takes a
    hyphen; Korean breaks between syllables without one)."""
    return a.isascii() and a.isalpha() and b.isascii() and b.isalpha()


def hyphen_cut(text: str, cut: int, size: int, room: int, bold: bool = False) -> tuple[int, str]:
    """Where to break ``text`` that fits ``room`` up to ``cut`` characters: the cut, moved back
    until the head with its hyphen fits when the break splits Latin letters, and that hyphen."""
    if 0 < cut < len(text) and _letters(text[cut - 1], text[cut]):
        n = cut
        while n > 1 and text_width(text[:n] + "-", size, bold) > room:
            n -= 1
        if n > 1 or text_width(text[:1] + "-", size, bold) <= room:
            return n, "-" if _letters(text[n - 1], text[n]) else ""
    return cut, ""


def break_word(word: str, size: int, width: int, bold: bool = False) -> list[str]:
    """A word wider than ``width`` in lines that fit it, broken between characters, with a
    hyphen where the break splits Latin letters."""
    pieces: list[str] = []
    rest = word
    while rest and text_width(rest, size, bold) > width:
        cut = 1
        while cut < len(rest) and text_width(rest[: cut + 1], size, bold) <= width:
            cut += 1
        cut, mark = hyphen_cut(rest, cut, size, width, bold)
        pieces.append(rest[:cut] + mark)
        rest = rest[cut:]
    pieces.append(rest)
    return pieces


# -- fitting text into a box -------------------------------------------------------------------
FLOOR = 11  # the smallest size text is ever shrunk to before it is cut
ELLIPSIS = "…"


@dataclass(frozen=True)
class Fitted:
    """Text fitted into a box: the lines to draw, at which size, and whether it had to be cut."""

    lines: tuple[str, ...]
    size: int
    bold: bool
    line_height: int
    cut: bool

    @property
    def height(self) -> int:
        return self.line_height * len(self.lines)


@dataclass(frozen=True)
class Cut:
    """A text that did not fit its box even at the floor size (recorded for the layout tests)."""

    text: str
    width: int
    height: int
    where: str


CUTS: deque[Cut] = deque(maxlen=256)


def fit(
    text: str,
    width: int,
    height: int,
    size: int,
    floor: int = FLOOR,
    bold: bool = False,
    max_lines: int | None = None,
    where: str = "",
    record: bool = True,
) -> Fitted:
    """The one way text goes into a box: wrap it; if it is still too tall (or has more than
    ``max_lines`` lines), shrink it a point at a time down to ``floor``; if even that fails, keep
    the lines that fit and end the last with an ellipsis, and record the cut in ``CUTS``
    (``record``: False to try a layout without recording its cuts)."""
    fitted = _fit(text, int(width), int(height), int(size), int(min(floor, size)), bold, max_lines)
    if fitted.cut and record:
        record_cut(text, width, height, where)
    return fitted


def record_cut(text: str, width: int, height: int, where: str = "") -> None:
    """Note in ``CUTS`` a text that could not be shown whole in its box (once per text and box)."""
    cut = Cut(text, int(width), int(height), where)
    if cut not in CUTS:
        CUTS.append(cut)


def fit_line(
    text: str, width: int, size: int, floor: int = FLOOR, bold: bool = False, where: str = ""
) -> Fitted:
    """One line of text (a name, a title, a number) fitted to ``width``."""
    return fit(text, width, 10**6, size, floor, bold, 1, where)


@counted(2048)
def _fit(
    text: str, width: int, height: int, size: int, floor: int, bold: bool, max_lines: int | None
) -> Fitted:
    width = max(1, width)
    for s in range(size, floor - 1, -1):
        lines: tuple[str, ...] = _wrap(text, s, width, bold) if max_lines != 1 else (text.replace("\n", " "),)
        lh = get_font(s, bold).get_linesize()
        too_many = max_lines is not None and len(lines) > max_lines
        if (
            not too_many
            and lh * len(lines) <= max(height, lh)
            and all(text_width(line, s, bold) <= width for line in lines)
        ):
            return Fitted(tuple(lines), s, bold, lh, False)
    lh = get_font(floor, bold).get_linesize()
    room = max(1, min(max_lines or 10**6, max(height, lh) // lh))
    kept = list(_wrap(text, floor, width, bold))[:room]
    last = kept[-1]
    while last and text_width(last + ELLIPSIS, floor, bold) > width:
        last = last[:-1]
    kept[-1] = last.rstrip() + ELLIPSIS
    return Fitted(tuple(kept), floor, bold, lh, True)


def draw_fitted(
    surface: pygame.Surface,
    fitted: Fitted,
    rect: pygame.Rect,
    colour: tuple[int, ...] | pygame.Color = (242, 239, 230),
    align: str = "left",
    valign: str = "top",
) -> None:
    """Draw fitted lines inside ``rect`` (align: left, center or right; valign: top or middle)."""
    y = rect.y if valign == "top" else rect.centery - fitted.height // 2
    for line in fitted.lines:
        img = render(line, fitted.size, colour, fitted.bold)
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        elif align == "right":
            x = rect.right - img.get_width()
        else:
            x = rect.x
        surface.blit(img, (x, y))
        y += fitted.line_height
