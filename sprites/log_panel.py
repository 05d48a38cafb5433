"""The game log: turns under their headers (click one to fold or unfold it), a summary under each
header, coloured lines (seat names, card names, energy icons), newest at the bottom.

It follows new lines while the person is at the bottom; scrolled up with the wheel, it keeps what
they read in place and shows a "new entries" marker that jumps back down when clicked. A copy
button sits in the title row. It draws what it is given; the words come from scenes.log_text.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

import pygame

from . import fonts, glyphs
from .caches import register
from .draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel

STYLE_COLOURS = {"text": TEXT_DIM, "player": SELECTED, "card": GLOW, "number": TEXT}
SUMMARY_COLOUR = (160, 182, 204)
RULE = (52, 56, 64)  # the line above a turn's header
OPEN_TURNS = 2  # the newest groups shown unfolded unless the person folded them
PAD = 8
INDENT = 14  # the header text, after its fold triangle
LINE_INDENT = 6  # the summary and the lines under a header
HANG = 10  # a line's second and later rows start further in: where a line begins stays plain
SLACK = 3  # pixels kept free at a row's end: a rendered line may be a pixel wider than measured
Segment = tuple[str, str]
RowKey = tuple[int, int, int, int]  # (group, part: 0 header, 1 summary, 2 line, line number, row)
Click = Literal["copy", "jump", "toggle"]


class LineLike(Protocol):
    @property
    def segments(self) -> tuple[Segment, ...]: ...


class GroupLike(Protocol):
    @property
    def key(self) -> int: ...
    @property
    def header(self) -> tuple[Segment, ...]: ...
    @property
    def summary(self) -> tuple[Segment, ...]: ...
    @property
    def lines(self) -> Sequence[LineLike]: ...


@dataclass(frozen=True)
class _Line:
    segments: tuple[Segment, ...]


@dataclass(frozen=True)
class _Group:
    key: int
    header: tuple[Segment, ...]
    summary: tuple[Segment, ...]
    lines: tuple[_Line, ...]


@dataclass(frozen=True)
class Row:
    """One drawn row: its picture, where it belongs and what a click on it means."""

    surface: pygame.Surface
    key: RowKey
    line: int | None  # the index in ``LogPanel.lines`` of the line it shows (None: header, summary)
    x: int  # from the panel's text edge


def _bold(style: str, header: bool) -> bool:
    return header or style in ("card", "player")


def _icon_size(size: int) -> int:
    return max(8, int(fonts.get_font(size).get_linesize() * 0.8))


def _words(segs: Sequence[Segment]) -> list[tuple[list[Segment], bool]]:
    """The pieces cut into words: each word is the pieces up to the next space (a word may span
    styles: "2" and "개", or "(" and a card name), and whether a space follows it."""
    words: list[tuple[list[Segment], bool]] = []
    current: list[Segment] = []
    for text, style in segs:
        if style.startswith("energy:"):
            current.append((text, style))
            continue
        parts = text.split(" ")
        for i, part in enumerate(parts):
            if part:
                current.append((part, style))
            if i < len(parts) - 1:  # a space: the word ends here
                if current:
                    words.append((current, True))
                current = []
    if current:
        words.append((current, False))
    return words


def _width(pieces: Sequence[Segment], size: int, header: bool) -> int:
    icon = _icon_size(size) + 2
    return sum(
        icon if st.startswith("energy:") else fonts.text_width(t, size, _bold(st, header)) for t, st in pieces
    )


def wrap_segments(
    segs: Sequence[Segment], width: int, size: int, header: bool = False, hang: int = 0
) -> list[list[Segment]]:
    """Coloured pieces broken into rows of at most ``width`` pixels (the rows after the first
    ``hang`` pixels narrower): between words, and inside a word wider than a row (Korean may
    break between syllables); an energy icon is one piece."""
    rows: list[list[Segment]] = [[]]
    x = 0
    space = fonts.text_width(" ", size)
    full = width
    for pieces, spaced in _words(segs):
        width = full if len(rows) == 1 else full - hang
        w = _width(pieces, size, header)
        if x + w > width and x > 0:
            rows.append([])
            x = 0
            width = full - hang
        if w > width:  # one word wider than the row: by characters
            for text, style in pieces:
                chars = [text] if style.startswith("energy:") else list(text)
                for ch in chars:
                    cw = _width([(ch, style)], size, header)
                    if x + cw > width and x > 0:
                        rows.append([])
                        x = 0
                        width = full - hang
                    rows[-1].append((ch, style))
                    x += cw
        else:
            rows[-1].extend(pieces)
            x += w
        if spaced and x > 0:
            if x + space <= width:
                rows[-1].append((" ", "text"))
                x += space
            else:
                rows.append([])
                x = 0
    out: list[list[Segment]] = []
    for row in rows:  # a row ends at its last word, not at the space after it
        while row and row[-1] == (" ", "text"):
            row.pop()
        merged: list[Segment] = []
        for text, style in row:  # neighbours of one style drawn as one piece
            if merged and merged[-1][1] == style and not style.startswith("energy:"):
                merged[-1] = (merged[-1][0] + text, style)
            else:
                merged.append((text, style))
        out.append(merged)
    while len(out) > 1 and not out[-1]:
        out.pop()
    return out


def render_row(
    row: Sequence[Segment], size: int, header: bool = False, colour: tuple[int, int, int] | None = None
) -> pygame.Surface:
    line_h = fonts.get_font(size).get_linesize()
    icon = _icon_size(size)
    pieces: list[pygame.Surface] = []
    for text, style in row:
        if style.startswith("energy:"):
            glyph = glyphs.energy_glyph(style.split(":", 1)[1], icon)
            cell = pygame.Surface((icon + 2, line_h), pygame.SRCALPHA)
            cell.blit(glyph, (1, (line_h - icon) // 2))
            pieces.append(cell)
        elif text:
            tint = (
                TEXT
                if header and style == "text"
                else (colour if colour is not None and style == "text" else STYLE_COLOURS.get(style, TEXT))
            )
            pieces.append(fonts.render(text, size, tint, bold=_bold(style, header)))
    surf = pygame.Surface((max(1, sum(p.get_width() for p in pieces)), line_h), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        surf.blit(p, (x, 0))
        x += p.get_width()
    return surf


_PANELS: weakref.WeakSet[LogPanel] = weakref.WeakSet()  # every panel alive, for the cache report


def _forget_all() -> None:
    for panel in list(_PANELS):
        panel.forget_rows()


def _all_row_bytes() -> int:
    return sum(panel.row_bytes() for panel in list(_PANELS))


def _all_rows() -> int:
    return sum(len(rows) for panel in list(_PANELS) for _g, rows in panel._cache.values())


register("sprites.log_panel.LogPanel rows", _forget_all, _all_row_bytes, _all_rows)


class LogPanel:
    def __init__(self, size: int = 14) -> None:
        self.size = size
        self.groups: list[GroupLike] = []
        self.lines: list[list[Segment]] = []  # every line of every group, in order
        self.scroll = 0  # rows scrolled up from the bottom; 0 follows new lines
        self.new_below = False  # new lines arrived while scrolled up: the marker shows
        self.labels: dict[str, str] = {"copy": "Copy", "new": "New entries ↓"}
        self.folded: dict[int, bool] = {}  # group key -> folded, as the person chose
        self.rect: pygame.Rect | None = None  # where the panel was drawn last
        self.copy_rect: pygame.Rect | None = None
        self.marker_rect: pygame.Rect | None = None
        self._base: dict[int, int] = {}  # group key -> index of its first line in ``lines``
        self._cache: dict[tuple[int, int, int, bool], tuple[GroupLike, list[Row]]] = {}
        self._layout_key: tuple[object, ...] | None = None
        self._rows: list[Row] = []
        self._index: dict[RowKey, int] = {}
        self._drawn: list[tuple[pygame.Rect, int]] = []  # (rect, line) of each line drawn last frame
        self._headers: list[tuple[pygame.Rect, int, int]] = []  # (rect, group key, row index) drawn
        self._bottom_key: RowKey | None = None  # the row at the bottom last frame (scrolled up)
        self._anchor: tuple[RowKey, int] | None = None  # keep this row this many rows above the bottom
        self._reveal: int | None = None  # a group just unfolded: show its lines below its header
        self._visible = 3
        _PANELS.add(self)

    def forget_rows(self) -> None:
        """Drop every rendered row (they are rendered again when next drawn; the rows of the last
        layout stay for scrolling and clicks until then)."""
        self._cache = {}
        self._layout_key = None

    def row_bytes(self) -> int:
        """The bytes of the pixels of the rows kept."""
        return sum(
            r.surface.get_pitch() * r.surface.get_height() for _g, rows in self._cache.values() for r in rows
        )

    # -- content -------------------------------------------------------------------------------
    def set_groups(self, groups: Sequence[GroupLike]) -> None:
        old = {g.key: g for g in self.groups}
        kept: list[GroupLike] = []
        for g in groups:
            same = old.get(g.key)
            kept.append(same if same is not None and same == g else g)  # unchanged: its rows stay
        lines: list[list[Segment]] = []
        base: dict[int, int] = {}
        for g in kept:
            base[g.key] = len(lines)
            lines.extend(list(line.segments) for line in g.lines)
        grew = len(lines) >= len(self.lines) and lines != self.lines
        if grew and self.scroll > 0 and self.lines:
            self.new_below = True
        if self.scroll > 0:  # scrolled up: what the person reads does not fold under them
            for g in self.groups[-OPEN_TURNS:]:
                self.folded.setdefault(g.key, False)
        self.groups, self.lines, self._base = kept, lines, base
        alive = {id(g) for g in kept}
        self._cache = {k: v for k, v in self._cache.items() if k[0] in alive}
        self._layout_key = None

    def set_lines(self, lines: list[list[Segment]]) -> None:
        """Lines without turns: one group with no header."""
        self.set_groups([_Group(0, (), (), tuple(_Line(tuple(line)) for line in lines))])

    def is_folded(self, key: int) -> bool:
        if key in self.folded:
            return self.folded[key]
        newest = [g.key for g in self.groups[-OPEN_TURNS:]]
        return key not in newest

    def toggle(self, key: int) -> None:
        """Fold or unfold group ``key``; its header stays where it is on screen."""
        row = self._index.get((key, 0, 0, 0))
        if row is not None and self._rows:
            bottom = len(self._rows) - 1 - self.scroll
            self._anchor = ((key, 0, 0, 0), bottom - row)
        self.folded[key] = not self.is_folded(key)
        self._reveal = None if self.folded[key] else key
        self._layout_key = None

    # -- input ---------------------------------------------------------------------------------
    def entry_at(self, pos: tuple[int, int]) -> int | None:
        """The index (in ``lines``) of the line drawn under ``pos`` in the last frame."""
        for rect, index in self._drawn:
            if rect.collidepoint(pos):
                return index
        return None

    def header_at(self, pos: tuple[int, int]) -> int | None:
        """The key of the group whose header is drawn under ``pos``."""
        for rect, key, _row in self._headers:
            if rect.collidepoint(pos):
                return key
        return None

    def click(self, pos: tuple[int, int]) -> Click | None:
        """A left click at ``pos``: the marker jumps down, a header folds or unfolds its turn;
        "copy" is for the owner to act on."""
        if self.copy_rect is not None and self.copy_rect.collidepoint(pos):
            return "copy"
        if self.marker_rect is not None and self.marker_rect.collidepoint(pos):
            self.jump_to_end()
            return "jump"
        key = self.header_at(pos)
        if key is not None:
            self.toggle(key)
            return "toggle"
        return None

    def jump_to_end(self) -> None:
        self.scroll = 0
        self.new_below = False
        self._bottom_key = None
        self._anchor = None

    def wheel(self, dy: int) -> None:
        top = max(0, len(self._rows) - self._visible) if self._rows else max(0, len(self.lines) - 3)
        self.scroll = max(0, min(top, self.scroll + dy * 3))
        self._bottom_key = None
        self._anchor = None
        if self.scroll == 0:
            self.new_below = False

    # -- layout --------------------------------------------------------------------------------
    def _group_rows(self, g: GroupLike, width: int, size: int, folded: bool) -> list[Row]:
        key = (id(g), width, size, folded)
        found = self._cache.get(key)
        if found is not None and found[0] is g:
            return found[1]
        rows: list[Row] = []
        indent = LINE_INDENT if g.header else 0
        if g.header:
            for n, row in enumerate(wrap_segments(g.header, width - INDENT - SLACK, size, header=True)):
                rows.append(Row(render_row(row, size, header=True), (g.key, 0, 0, n), None, INDENT))
        if g.summary:
            for n, row in enumerate(wrap_segments(g.summary, width - indent - SLACK, size)):
                rows.append(Row(render_row(row, size, colour=SUMMARY_COLOUR), (g.key, 1, 0, n), None, indent))
        if not folded or not g.header:
            base = self._base.get(g.key, 0)
            for i, line in enumerate(g.lines):
                for n, row in enumerate(
                    wrap_segments(line.segments, width - indent - SLACK, size, hang=HANG)
                ):
                    rows.append(
                        Row(render_row(row, size), (g.key, 2, i, n), base + i, indent + (HANG if n else 0))
                    )
        self._cache[key] = (g, rows)
        return rows

    def _layout(self, width: int, size: int) -> list[Row]:
        folds = tuple(self.is_folded(g.key) for g in self.groups)
        key = (tuple(id(g) for g in self.groups), folds, width, size)
        if key != self._layout_key:
            if self._layout_key is not None and self._layout_key[2:] != (width, size):
                # a new width or text size (the window was resized): the rows of the old ones go
                self._cache = {k: v for k, v in self._cache.items() if k[1:3] == (width, size)}
            rows: list[Row] = []
            for g, folded in zip(self.groups, folds):
                rows.extend(self._group_rows(g, width, size, folded))
            self._rows = rows
            self._index = {r.key: i for i, r in enumerate(rows)}
            self._layout_key = key
        return self._rows

    # -- drawing -------------------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, title: str | None = None, size: int | None = None
    ) -> None:
        if size is not None and size != self.size:  # the window was resized: lines wrap anew
            self.size = size
        size = self.size
        self.rect = pygame.Rect(rect)
        rounded_panel(surface, rect, (12, 14, 18, 170), (255, 255, 255, 40), radius=8)
        line_h = fonts.get_font(size).get_linesize()
        top = rect.y + PAD
        self.copy_rect = None
        if title:
            label = fonts.fit_line(
                self.labels.get("copy", "Copy"),
                max(20, rect.w // 3),
                max(fonts.FLOOR, size - 2),
                where="log.copy",
            )
            bw = max(img_w(label) + 14, 30)
            self.copy_rect = pygame.Rect(rect.right - PAD - bw, top - 2, bw, label.line_height + 4)
            rounded_panel(
                surface, self.copy_rect, (255, 255, 255, 22), (255, 255, 255, 70), radius=6, width=1
            )
            fonts.draw_fitted(surface, label, self.copy_rect, TEXT, "center", "middle")
            head = fonts.fit_line(
                title, self.copy_rect.x - rect.x - 10 - PAD, size, bold=True, where="log.title"
            )
            fonts.draw_fitted(
                surface, head, pygame.Rect(rect.x + 10, top, self.copy_rect.x - rect.x - 10, line_h), TEXT
            )
            top += max(line_h, self.copy_rect.h) + 4
        width = rect.w - 20
        rows = self._layout(width, size)
        n = len(rows)
        self._visible = visible = max(1, (rect.bottom - PAD - top) // line_h)
        if self._anchor is not None:
            where = self._index.get(self._anchor[0])
            if where is not None:
                self.scroll = n - 1 - (where + self._anchor[1])
                if self._reveal is not None:  # scroll its lines into view, the header at most to the top
                    last = max(i for i, r in enumerate(rows) if r.key[0] == self._reveal)
                    if last > n - 1 - self.scroll:
                        self.scroll = n - 1 - min(last, where + visible - 1)
            self._anchor = None
            self._reveal = None
        elif self.scroll > 0 and self._bottom_key is not None:
            where = self._index.get(self._bottom_key)
            if where is not None:
                self.scroll = n - 1 - where  # new rows below or folds above: the view stays
        self.scroll = max(0, min(max(0, n - visible), self.scroll))
        if self.scroll == 0:
            self.new_below = False
        bottom = n - 1 - self.scroll
        self._bottom_key = rows[bottom].key if 0 <= bottom < n and self.scroll > 0 else None
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(rect.x, top, rect.w, rect.bottom - top).clip(clip))
        self._drawn, self._headers = [], []
        y = rect.bottom - PAD
        for i in range(bottom, -1, -1):
            row = rows[i]
            y -= line_h
            x = rect.x + 10 + row.x
            if row.key[1] == 0:
                group = row.key[0]
                if row.key[3] == 0:
                    self._triangle(
                        surface, pygame.Rect(rect.x + 8, y, INDENT - 2, line_h), self.is_folded(group)
                    )
                    if i > 0:
                        pygame.draw.line(surface, RULE, (rect.x + 8, y), (rect.right - 8, y))
                self._headers.append((pygame.Rect(rect.x, y, rect.w, line_h), group, i))
            surface.blit(row.surface, (x, y))
            if row.line is not None:
                self._drawn.append((pygame.Rect(rect.x, y, rect.w, line_h), row.line))
            if y < top:
                break
        surface.set_clip(clip)
        self._merge_drawn()
        self.marker_rect = None
        if self.new_below and self.scroll > 0:
            label = fonts.fit_line(
                self.labels.get("new", "↓"),
                rect.w - 30,
                max(fonts.FLOOR, size - 1),
                bold=True,
                where="log.new_entries",
            )
            mw, mh = img_w(label) + 20, label.line_height + 6
            self.marker_rect = pygame.Rect(rect.centerx - mw // 2, rect.bottom - PAD - mh, mw, mh)
            rounded_panel(
                surface, self.marker_rect, (40, 96, 140, 235), (150, 210, 255, 200), radius=mh // 2, width=1
            )
            fonts.draw_fitted(surface, label, self.marker_rect, TEXT, "center", "middle")

    def _merge_drawn(self) -> None:
        """One rect per line (a wrapped line spans several rows)."""
        merged: dict[int, pygame.Rect] = {}
        for r, line in self._drawn:
            merged[line] = merged[line].union(r) if line in merged else r
        self._drawn = [(r, line) for line, r in merged.items()]

    @staticmethod
    def _triangle(surface: pygame.Surface, cell: pygame.Rect, folded: bool) -> None:
        cx, cy, s = cell.x + cell.w // 2, cell.centery, max(3, cell.h // 5)
        if folded:  # pointing right
            pts = [(cx - s // 2, cy - s), (cx - s // 2, cy + s), (cx + s, cy)]
        else:  # pointing down
            pts = [(cx - s, cy - s // 2), (cx + s, cy - s // 2), (cx, cy + s)]
        pygame.draw.polygon(surface, TEXT, pts)


def img_w(fitted: fonts.Fitted) -> int:
    return max((fonts.text_width(line, fitted.size, fitted.bold) for line in fitted.lines), default=0)
