"""Card text for the three games: one way to read, wrap, shrink and draw the rules text of a
card face, a zoomed card or a text box.

A text becomes *atoms*: words (or parts of words), bold keywords, coloured keywords and inline
icons (energy symbols, class and team badges). What differs between the games is data, a
``TextStyle``: which ``[Token]`` is which icon, which words are bold, whether a short phrase
ending in a colon ("Ambush:", "매복:") is a keyword, how far apart lines and paragraphs are.

Lines break between words; atoms written without a space between them ("blocks.", an icon and
its Korean particle) stay together; a word wider than the whole line breaks between characters,
which is also how Korean breaks between syllables. ``fit`` shrinks the text a point at a time
down to ``fonts.FLOOR``; what still does not fit is cut with an ellipsis and recorded in
``fonts.CUTS`` for the layout tests. Names and titles (one style, no icons) use ``fit_title``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import pygame

from . import fonts
from .caches import counted

Colour = tuple[int, int, int]
IconDrawer = Callable[[str, int], pygame.Surface]  # (icon name, text size) -> the icon picture
DIVIDER = "———"  # a paragraph of only this draws a rule across the box


@dataclass(frozen=True)
class Atom:
    """One unbreakable piece of a line: a word (or part of one), or an inline icon."""

    text: str
    bold: bool = False
    glyph: str | None = None
    space_after: bool = True
    colour: Colour | None = None


@dataclass(frozen=True, eq=False)
class TextStyle:
    """How one game marks up and sets its card text (a constant of each game: it is told apart
    by identity, which keeps fitted texts cached per style)."""

    tokens: Mapping[str, str] = field(default_factory=dict)  # "[F]" -> "fist": the inside of a token
    bold: tuple[str, ...] = ()  # keywords set in bold (several words too: "When fielded")
    whole_words: bool = True  # a bold ASCII keyword is a whole word ("deal", not "deals")
    colon_keyword: Colour | None = None  # a short phrase opening a sentence and ending in ":"
    icon_em: float = 1.15  # an icon's width, in text sizes
    leading: float | None = None  # the line step in text sizes (None: the font's line size)
    para_gap: float = 0.0  # extra room between paragraphs, in text sizes


PLAIN = TextStyle()
_TOKEN = re.compile(r"(\[[^\]]+\])")
_COLON_KEYWORD = re.compile(r"(?:^|(?<=[.!?] ))([^.:!?\[\]]{1,16}):")


# -- reading -----------------------------------------------------------------------------------
def atoms(
    text: str, style: TextStyle = PLAIN, bold: bool = False, colour: Colour | None = None
) -> list[Atom]:
    """One paragraph of ``text`` as atoms (``bold``/``colour``: the whole paragraph)."""
    marked = _colon_keywords(text) if style.colon_keyword is not None and not bold else None
    out: list[Atom] = []
    at = 0
    for word in text.split(" "):
        offset, at = at, at + len(word) + 1
        if not word:
            continue
        pieces: list[Atom] = []
        for part in _TOKEN.split(word):
            inner = part[1:-1] if _TOKEN.fullmatch(part) else None  # the inside of a [Token]
            name = style.tokens.get(inner) if inner is not None else None
            if name is not None:
                pieces.append(Atom("", glyph=name, space_after=False, colour=colour))
            elif part:  # a word, or a token the style does not draw: its inside as a word
                key = marked is not None and marked[offset + (inner is not None)]
                ink = style.colon_keyword if key else colour
                pieces.extend(_bold_split(part if inner is None else inner, style, bold, ink))
            offset += len(part)
        if pieces:
            pieces[-1] = replace(pieces[-1], space_after=True)
        out.extend(pieces)
    return _bold_phrases(out, style) if not bold else out


def _colon_keywords(text: str) -> list[bool]:
    """Which characters of ``text`` belong to a colon keyword (tokens count as no keyword)."""
    plain = _TOKEN.sub(lambda m: "[" + "\u3000" * (len(m.group(0)) - 2) + "]", text)
    mask = [False] * (len(text) + 1)
    for m in _COLON_KEYWORD.finditer(plain):
        for i in range(m.start(1), m.end(1) + 1):
            mask[i] = True
    return mask


def _bold_split(word: str, style: TextStyle, bold: bool, colour: Colour | None) -> list[Atom]:
    if bold:
        return [Atom(word, True, space_after=False, colour=colour)]
    for kw in sorted(style.bold, key=len, reverse=True):
        if " " in kw:
            continue
        i = word.find(kw)
        if i < 0:
            continue
        after = word[i + len(kw) : i + len(kw) + 1]
        # English keywords are whole words ("deal", not "deals"); Korean ones take particles
        whole = not style.whole_words or (
            (i == 0 or not word[i - 1].isalpha()) and not (kw.isascii() and after.isalpha())
        )
        if whole:
            pre, post = word[:i], word[i + len(kw) :]
            out = [Atom(pre, space_after=False, colour=colour)] if pre else []
            out.append(Atom(kw, True, space_after=False, colour=colour))
            if post:
                out.extend(_bold_split(post, style, bold, colour))
            return out
    return [Atom(word, space_after=False, colour=colour)]


def _bold_phrases(line: list[Atom], style: TextStyle) -> list[Atom]:
    """Bold keywords of several words ("When fielded") that the split by words cannot see."""
    for kw in style.bold:
        if " " not in kw:
            continue
        words = kw.split(" ")
        for i in range(len(line) - len(words) + 1):
            if all(line[i + j].text.rstrip(",.") == w.rstrip(",.") for j, w in enumerate(words)):
                for j in range(len(words)):
                    line[i + j] = replace(line[i + j], bold=True)
    return line


def paragraphs(text: str, style: TextStyle = PLAIN) -> list[list[Atom]]:
    """A text of several lines: one paragraph each (a divider line is a paragraph of its own)."""
    return [atoms(p, style) if p.strip("— ") else [Atom(DIVIDER, glyph=DIVIDER)] for p in text.split("\n")]


# -- measuring and wrapping --------------------------------------------------------------------
def atom_width(atom: Atom, px: int, style: TextStyle = PLAIN) -> int:
    if atom.glyph == DIVIDER:
        return 0
    if atom.glyph is not None:
        return round(px * style.icon_em)
    return fonts.run_width(atom.text, px, atom.bold)


def line_width(line: Sequence[Atom], px: int, style: TextStyle = PLAIN) -> int:
    space = fonts.run_width(" ", px)
    w = 0
    for i, atom in enumerate(line):
        if i and line[i - 1].space_after:
            w += space
        w += atom_width(atom, px, style)
    return w


def wrap(line: Sequence[Atom], px: int, width: int, style: TextStyle = PLAIN) -> list[list[Atom]]:
    """Greedy filling by words (atoms joined without a space stay together). A word wider than
    the whole line fills what is left of the line and goes on, character by character."""
    space = fonts.run_width(" ", px)
    words: list[list[Atom]] = []
    current: list[Atom] = []
    for atom in line:
        current.append(atom)
        if atom.space_after:
            words.append(current)
            current = []
    if current:
        words.append(current)
    lines: list[list[Atom]] = [[]]
    x = 0
    prev_space = False
    for word in words:
        w = sum(atom_width(a, px, style) for a in word)
        gap = space if (lines[-1] and prev_space) else 0
        if lines[-1] and x + gap + w > width and w <= width:
            lines.append([])
            x, gap = 0, 0
        if x + gap + w <= width:
            lines[-1].extend(word)
            x += gap + w
            prev_space = word[-1].space_after
            continue
        queue = list(word)
        while queue:
            atom = queue.pop(0)
            aw = atom_width(atom, px, style)
            gap = space if (lines[-1] and prev_space) else 0
            if x + gap + aw <= width:
                lines[-1].append(atom)
                x += gap + aw
                prev_space = atom.space_after
                continue
            room = width - x - gap
            cut = 0
            if atom.glyph is None:
                while cut < len(atom.text) and fonts.run_width(atom.text[: cut + 1], px, atom.bold) <= room:
                    cut += 1
            if cut == 0:
                if not lines[-1]:  # a single character wider than the line: it goes anyway
                    lines[-1].append(atom)
                    x, prev_space = aw, atom.space_after
                    continue
                lines.append([])
                x, prev_space = 0, False
                queue.insert(0, atom)
                continue
            cut, mark = fonts.hyphen_cut(atom.text, cut, px, room, atom.bold)
            lines[-1].append(replace(atom, text=atom.text[:cut] + mark, space_after=False))
            lines.append([])
            x, prev_space = 0, False
            queue.insert(0, replace(atom, text=atom.text[cut:]))
    return [line for line in lines if line] or [[]]


# -- fitting -----------------------------------------------------------------------------------
Line = tuple[Atom, ...]


@dataclass(frozen=True)
class Setting:
    """Text set in a box: the lines of each paragraph, at which size, and whether it was cut."""

    paras: tuple[tuple[Line, ...], ...]
    size: int
    line_height: int
    gap: int  # the extra room between two paragraphs
    cut: bool
    style: TextStyle = PLAIN

    @property
    def lines(self) -> tuple[str, ...]:
        """Each line as plain text (an icon is no text)."""
        return tuple(_plain(line) for para in self.paras for line in para)

    @property
    def height(self) -> int:
        count = sum(len(p) for p in self.paras)
        return count * self.line_height + max(0, len(self.paras) - 1) * self.gap


def _plain(line: Sequence[Atom]) -> str:
    out = ""
    for i, atom in enumerate(line):
        if i and line[i - 1].space_after:
            out += " "
        out += "" if atom.glyph == DIVIDER else atom.text
    return out


def steps(px: int, style: TextStyle) -> tuple[int, int]:
    """The line step and the paragraph gap of ``style`` at text size ``px``."""
    lh = round(px * style.leading) if style.leading else fonts.get_font(px).get_linesize()
    return lh, round(px * style.para_gap)


def fit(
    paras: Sequence[Sequence[Atom]],
    width: int,
    height: int,
    size: int,
    style: TextStyle = PLAIN,
    floor: int = fonts.FLOOR,
    where: str = "",
    max_lines: int | None = None,
) -> Setting:
    """The largest size from ``size`` down to ``floor`` at which the paragraphs fit the box; at
    the floor, what does not fit is cut (the last line kept ends with an ellipsis) and, with a
    ``where``, recorded in ``fonts.CUTS``."""
    key = tuple(tuple(p) for p in paras)
    setting = _fit(key, int(width), int(height), int(size), int(min(floor, size)), style, max_lines)
    if setting.cut and where:
        text = "\n".join(" ".join(a.text for a in p) for p in paras)
        cut = fonts.Cut(text, int(width), int(height), where)
        if cut not in fonts.CUTS:
            fonts.CUTS.append(cut)
    return setting


@counted(2048)
def _fit(
    paras: tuple[Line, ...],
    width: int,
    height: int,
    size: int,
    floor: int,
    style: TextStyle,
    max_lines: int | None,
) -> Setting:
    width = max(1, width)
    for px in range(size, floor - 1, -1):
        lh, gap = steps(px, style)
        wrapped = tuple(tuple(tuple(line) for line in wrap(p, px, width, style)) for p in paras)
        setting = Setting(wrapped, px, lh, gap, False, style)
        count = sum(len(p) for p in wrapped)
        if (
            setting.height <= max(height, lh)
            and (max_lines is None or count <= max_lines)
            and all(line_width(line, px, style) <= width for p in wrapped for line in p)
        ):
            return setting
    return _cut(paras, width, height, floor, style, max_lines)


def _cut(
    paras: tuple[Line, ...], width: int, height: int, px: int, style: TextStyle, max_lines: int | None
) -> Setting:
    """At ``px``, the lines that fit the box, the last one ending with an ellipsis."""
    lh, gap = steps(px, style)
    kept: list[tuple[Line, ...]] = []
    used = count = 0
    full = False
    for p in paras:
        lines: list[Line] = []
        for line in wrap(p, px, width, style):
            need = lh + (gap if kept and not lines else 0)
            if count and (used + need > height or (max_lines is not None and count >= max_lines)):
                full = True
                break
            lines.append(tuple(line))
            used += need
            count += 1
        if lines:
            kept.append(tuple(lines))
        if full:
            break
    last = list(kept[-1][-1])
    dots = Atom(fonts.ELLIPSIS, bold=bool(last) and last[-1].bold, space_after=False)
    while last and line_width([*last[:-1], replace(last[-1], space_after=False), dots], px, style) > width:
        tail = last.pop()
        if tail.glyph is None and len(tail.text) > 1:
            last.append(replace(tail, text=tail.text[:-1]))
    if last:
        last[-1] = replace(last[-1], text=last[-1].text.rstrip(), space_after=False)
    kept[-1] = (*kept[-1][:-1], (*last, dots))
    return Setting(tuple(kept), px, lh, gap, True, style)


def fit_title(
    text: str,
    width: int,
    size: int,
    max_lines: int,
    floor: int = fonts.FLOOR,
    bold: bool = True,
    plain_lines: int = 0,
    one_line: float = 1.0,
    most_lines: int = 0,
    height: int = 10**6,
    where: str = "",
) -> fonts.Fitted:
    """A name or title, its words kept whole wherever a size down to ``floor`` allows it: on
    one line if a font down to ``one_line`` of ``size`` holds it, else on up to ``max_lines``
    lines (in ``bold``), else in plain type on up to ``plain_lines``; a hyphenated word breaks
    after its hyphen before any word is broken between letters. That last resort uses up to
    ``most_lines`` lines; what even that cannot hold is cut (recorded with a ``where``). No more
    lines than ``height`` holds are used."""
    width, size, floor = int(width), int(size), int(min(floor, size))
    for s in range(size, max(floor, int(size * one_line)) - 1, -1):
        if fonts.text_width(text, s, bold) <= width and fonts.get_font(s, bold).get_linesize() <= height:
            return _title(text, width, height, s, floor, bold, 1, where)
    tries = [(bold, max_lines)] + ([(False, plain_lines)] if plain_lines else [])
    for b, most in tries:
        for hyphens in (False, True):
            for s in range(size, floor - 1, -1):
                lines = _whole_words(text, s, width, b, hyphens)
                tall = lines is not None and len(lines) * fonts.get_font(s, b).get_linesize() > height
                if lines is not None and len(lines) <= most and not tall:
                    return _title("\n".join(lines), width, height, s, floor, b, most, where)
    for b, most in tries:
        if not fonts.fit(text, width, height, size, floor, b, most, record=False).cut:
            return _title(text, width, height, size, floor, b, most, where)
    b, most = tries[-1]
    return _title(text, width, height, size, floor, b, max(most, most_lines), where)


def fits_whole(
    text: str, width: int, size: int, max_lines: int, floor: int = fonts.FLOOR, bold: bool = True
) -> bool:
    """Whether a size from ``size`` down to ``floor`` sets ``text`` on ``max_lines`` lines
    without breaking a word."""
    return any(
        (lines := _whole_words(text, s, int(width), bold, False)) is not None and len(lines) <= max_lines
        for s in range(int(size), int(min(floor, size)) - 1, -1)
    )


def _title(
    text: str, width: int, height: int, size: int, floor: int, bold: bool, most: int, where: str
) -> fonts.Fitted:
    return fonts.fit(text, width, height, size, floor, bold, most, where, record=bool(where))


def _whole_words(text: str, px: int, width: int, bold: bool, hyphens: bool) -> list[str] | None:
    """``text`` wrapped without breaking a word (with ``hyphens``, a hyphenated word may break
    after a hyphen), or None when a word is wider than the line."""
    pieces: list[tuple[str, bool]] = []  # (piece, a space follows it)
    for word in text.split():
        parts = re.split(r"(?<=[^-]-)(?=[^-])", word) if hyphens else [word]
        pieces += [(part, i == len(parts) - 1) for i, part in enumerate(parts)]
    lines: list[str] = []
    line = ""
    spaced = True  # the previous piece ended a word
    for piece, ends_word in pieces:
        if fonts.text_width(piece, px, bold) > width:
            return None
        candidate = piece if not line else f"{line}{' ' if spaced else ''}{piece}"
        if fonts.text_width(candidate, px, bold) <= width:
            line = candidate
        else:
            lines.append(line)
            line = piece
        spaced = ends_word
    lines.append(line)
    return lines


# -- drawing -----------------------------------------------------------------------------------
def draw(
    surface: pygame.Surface,
    setting: Setting,
    rect: pygame.Rect,
    colour: Colour,
    icon: IconDrawer | None = None,
    align: str = "left",
    dividers: bool = True,
) -> None:
    """Draw set text from the top of ``rect`` (align: left or center); icons through ``icon``,
    a divider paragraph as a rule across ``rect`` (``dividers``; else an empty line)."""
    y = rect.y
    for p_i, para in enumerate(setting.paras):
        for line in para:
            if line and line[0].glyph == DIVIDER:
                mid = y + setting.line_height // 2
                if dividers:
                    pygame.draw.line(
                        surface, colour, (rect.x, mid), (rect.right - 1, mid), max(1, setting.size // 8)
                    )
            else:
                w = line_width(line, setting.size, setting.style)
                x = rect.centerx - w // 2 if align == "center" else rect.x
                draw_line(surface, line, setting, (x, y), colour, icon)
            y += setting.line_height
        if p_i < len(setting.paras) - 1:
            y += setting.gap


def draw_line(
    surface: pygame.Surface,
    line: Sequence[Atom],
    setting: Setting,
    pos: tuple[int, int],
    colour: Colour,
    icon: IconDrawer | None = None,
) -> None:
    """One line of atoms: runs of one look drawn as one text, icons centred on the text."""
    px, style = setting.size, setting.style
    space = fonts.run_width(" ", px)
    centre = fonts.get_font(px).get_linesize() // 2
    x, y = pos
    run, run_x, run_look = "", x, (False, colour)
    for i, atom in enumerate(line):
        x += space if i and line[i - 1].space_after else 0
        w = atom_width(atom, px, style)
        look = (atom.bold, atom.colour or colour)
        if atom.glyph is not None or look != run_look or not run:
            if run:
                surface.blit(fonts.render(run, px, run_look[1], bold=run_look[0]), (run_x, y))
            run, run_x, run_look = "", x, look
        if atom.glyph is not None:
            if icon is not None:
                img = icon(atom.glyph, px)
                surface.blit(img, (x + (w - img.get_width()) // 2, y + centre - img.get_height() // 2))
        else:
            run += (" " if run and line[i - 1].space_after else "") + atom.text
        x += w
    if run:
        surface.blit(fonts.render(run, px, run_look[1], bold=run_look[0]), (run_x, y))
