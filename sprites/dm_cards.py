"""Dice Masters cards as pictures: the small table card (96×134) and the zoomed card (336×470).

It draws; it never decides a rule. The card data comes through ``sprites.dm_data`` (the engine's
loader), the drawn parts from ``sprites.dm_art``, the regions from ``sprites.card_face`` and the
text from ``sprites.card_text``. Layout follows the 63:88 card: cost badge with the energy glyph,
a name band, original art drawn by code, the text box (keywords bold, bursts with stars, the
global in red) and a footer with Max, affiliation and the dice still on the card.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from . import card_text, dm_art, fonts, glyphs, tooltip
from .caches import MiB, bounded, clear_caches
from .card_face import FaceSpec, Regions, stack
from .card_text import Atom, Setting, TextStyle
from .dm_data import (
    SIDEKICK,
    DmCard,
    Texts,
    card,
    card_ids,
    die_colour,
    die_faces,
    emblem_for,
    label,
    style,
    style_key,
)
from .draw import card_stand_in

__all__ = [
    "SIDEKICK",
    "SMALL",
    "ZOOM",
    "Atom",
    "DmCard",
    "Texts",
    "band_lines",
    "card",
    "card_ids",
    "clear_caches",
    "die_colour",
    "die_faces",
    "emblem_for",
    "render_card",
    "render_card_zoom",
    "style",
    "style_key",
    "text_blocks",
    "text_box_layout",
    "zoom_text_area",
]

SMALL = (96, 134)
ZOOM = (336, 470)
# The table card, as numbers of the 96-pixel card; the zoom has one size and its own numbers.
SMALL_FACE = FaceSpec(rim=3, radius=6, gap=2, inset=2, title=12, subtitle=10, text=0, badge=11, footer=16)
ZOOM_FRAME = pygame.Rect(9, 9, ZOOM[0] - 18, ZOOM[1] - 17)

_STATS = ("+1A", "+1D", "+2A", "+2D", "+3A", "+3D", "+4D")
# Phrases set in bold in the text box: the triggers and the words that name a game action.
KEYWORDS = {
    "en": (
        "When fielded",
        "When fielded,",
        "knock out",
        "Knock out",
        "knocked out",
        "capture",
        "reroll",
        "Reroll",
        "Spin",
        "blocks",
        "attacks",
        "Pay",
        "Deal",
        "deal",
        "Draw",
        # the timing windows and locks of the boosters
        "At the start of the attack step",
        "At the start of your attack step",
        "At the end of the attack step",
        "At the end of the turn",
        "At the end of your turn",
        "Once during your turn",
        "take control",
        *_STATS,
        "+2D.",
        "+3D.",
    ),
    "ko": (
        "필드로 갈 때",
        "녹아웃",
        "억류",
        "다시 굴린다",
        "지불",
        "방어할 때",
        "공격할 때",
        "공격 단계가 시작될 때",
        "공격 단계가 끝날 때",
        "턴이 끝날 때",
        "당신의 턴에 한 번",
        *_STATS,
    ),
}
TOKEN_SYMBOLS = {"F": "fist", "B": "bolt", "M": "mask", "S": "shield", "W": "wild", "G": "generic2"}
TEXT_STYLES = {
    lang: TextStyle(tokens=TOKEN_SYMBOLS, bold=words, icon_em=1.15, leading=1.32, para_gap=0.45)
    for lang, words in KEYWORDS.items()
}
TEXT_INK = (28, 28, 34)
GLOBAL_INK = (178, 30, 36)


tooltip.register_icons(TEXT_STYLES["en"], lambda name, px: _icon(name, px))


def _text_style(lang: str) -> TextStyle:
    return TEXT_STYLES.get(lang, TEXT_STYLES["en"])


def _icon(name: str, px: int) -> pygame.Surface:
    """An energy symbol or burst star inside the text."""
    return glyphs.energy_glyph(name, round(px * 1.1))


# -- the name band -------------------------------------------------------------------------------
def _line_step(px: int) -> int:
    """Lines of a name or subtitle are set close (the band is small), never touching."""
    return px + max(2, round(px * 0.22))


Placed = tuple[str, int, bool, pygame.Rect]  # a line of the band: text, size, bold, its room


def _place(fitted: fonts.Fitted, bold: bool, x: int, y: int, width: int) -> tuple[list[Placed], int]:
    out: list[Placed] = []
    for line in fitted.lines:
        out.append((line, fitted.size, bold, pygame.Rect(x, y, width, _line_step(fitted.size))))
        y += _line_step(fitted.size)
    return out, y


def band_lines(card_id: str, lang: str, size: tuple[int, int]) -> list[Placed]:
    """Name (bold) and subtitle as placed on the band: (text, px, bold, the room it may use),
    one entry per line. Names keep their words whole (a hyphenated one breaks after its hyphen)."""
    c = card(card_id)
    texts = c.texts(lang)
    if size == ZOOM:
        left = 9 + (66 if c.kind != "sidekick" else 14)
        width = ZOOM[0] - 9 - 10 - left
        name = card_text.fit_title(
            texts.name,
            width,
            24,
            1 if texts.subtitle else 2,
            height=34 * (1 if texts.subtitle else 2),
            where="dm zoom name",
        )
        out, y = _place(name, True, left, 13 if len(name.lines) == 1 else 9, width)
        if texts.subtitle:
            sub = card_text.fit_title(texts.subtitle, width, 15, 1, bold=False, where="dm zoom subtitle")
            out += _place(sub, False, left, max(y + 2, 45), width)[0]
        return out
    m = SMALL_FACE.metrics(*size)
    # a card under the table's full size sets its name nearer the band's edges, so a long word
    # ("Wolverine", "Vibranium") stays whole at the font floor
    left = m.rim + (max(2, round(3 * m.k)) if m.k >= 0.85 else 1)
    width = size[0] - 2 * left
    name = card_text.fit_title(texts.name, width, m.title, 3, where="dm card name")
    out, y = _place(name, True, left, m.rim + max(1, round(2 * m.k)), width)
    sub_text = texts.subtitle
    if c.kind == "basic_action" and m.k < 0.85:
        sub_text = ""  # "Basic Action Card" says nothing a small card has room for
    # the band leaves the art room for its emblem: on a small card the name and subtitle share
    # three lines (four from the table's full size on); a subtitle that would need more is left
    # to the zoom and the tooltip (the name is always whole)
    sub_lines = (3 if m.k < 0.85 else 4) - len(name.lines)
    if sub_text and not card_text.fits_whole(sub_text, width, m.subtitle, sub_lines, bold=False):
        sub_text = ""
    if sub_text:
        sub = card_text.fit_title(
            sub_text, width, m.subtitle, sub_lines, bold=False, where="dm card subtitle"
        )
        out += _place(sub, False, left, y, width)[0]
    return out


def _draw_band(surf: pygame.Surface, card_id: str, lines: Sequence[Placed]) -> None:
    for text, px, bold, rect in lines:
        colour = dm_art.title_colour(card_id) if bold else dm_art.subtitle_colour(card_id)
        img = fonts.render(text, px, colour, bold=bold)
        surf.blit(img, (rect.x, rect.y - max(0, (img.get_height() - rect.h) // 2)))


# -- small card ----------------------------------------------------------------------------------
def small_regions(card_id: str, lang: str, size: tuple[int, int]) -> Regions:
    """The table card's regions: the band as tall as the name and subtitle, the footer for the
    dice left, the art between (no text box: the text is in the zoom and the tooltip)."""
    m = SMALL_FACE.metrics(*size)
    lines = band_lines(card_id, lang, size)
    band_bottom = (lines[-1][3].bottom if lines else m.rim + round(20 * m.k)) + max(2, round(3 * m.k))
    return stack(m.frame, band_bottom - m.rim, m.footer, gap=m.inset, inset=m.inset, min_art=0)


def _small_stand_in(
    card_id: str, lang: str, size: tuple[int, int], dice_left: int | None, highlight: object
) -> pygame.Surface:
    return card_stand_in(size)


@bounded(512, 32 * MiB, stand_in=_small_stand_in)  # a table shows many: spread over frames
def _small(
    card_id: str, lang: str, size: tuple[int, int], dice_left: int | None, highlight: object
) -> pygame.Surface:
    """The table card: a band with the whole name and subtitle (wrapped, never below the font
    floor), the art in the room left, and a footer with the dice still on the card. The cost
    badge sits on the art, or in the footer when the art is too small for it."""
    m = SMALL_FACE.metrics(*size)
    c = card(card_id)
    surf = dm_art.frame(size, card_id, m.rim, m.radius)
    face = small_regions(card_id, lang, size)
    dm_art.band(surf, face.band, card_id, max(2, round(4 * m.k)))
    _draw_band(surf, card_id, band_lines(card_id, lang, size))
    art = face.art
    if art.h >= 6:
        surf.blit(dm_art.art(card_id, art.size), art)
    footer = face.footer or pygame.Rect(art.x, art.bottom, art.w, 0)
    r = m.badge
    in_footer = art.h < 2 * r + 4
    if c.kind != "sidekick":
        if in_footer:
            centre = (footer.x + r, footer.centery)
            footer = pygame.Rect(footer.x + 2 * r + 3, footer.y, footer.w - 2 * r - 3, footer.h)
        else:
            centre = face.badge_on_art(r, round(2 * m.k))
        dm_art.cost_badge(surf, card_id, centre, r)
        if c.energy and not in_footer:
            glyph = glyphs.energy_glyph(c.energy, round(15 * m.k))
            surf.blit(
                glyph, glyph.get_rect(center=(centre[0] + round(13 * m.k), centre[1] + round(10 * m.k)))
            )
        if c.affiliations and not in_footer:
            side = round(r * 1.7)
            corner = (art.right - side - round(2 * m.k), art.y + round(2 * m.k))
            for i, aff in enumerate(c.affiliations):
                surf.blit(dm_art.affiliation_mark(aff, side), (corner[0] - i * (side + 1), corner[1]))
    _footer_small(surf, c, footer, dice_left, m.k)
    stripe_h = max(2, m.rim)
    dm_art.rarity_stripe(
        surf, card_id, pygame.Rect(m.radius + 2, size[1] - stripe_h - 1, size[0] - 2 * m.radius - 4, stripe_h)
    )
    dm_art.highlight(surf, _hl(highlight), m.radius)
    return surf


def _footer_small(
    surf: pygame.Surface, c: DmCard, rect: pygame.Rect, dice_left: int | None, k: float
) -> None:
    """The dice still on the card: "left/total" (never below the floor), with one small die per
    die of the Max when there is room for them beside it."""
    total = 0 if c.kind == "sidekick" else c.max_dice
    if not total:
        return
    left = total if dice_left is None else max(0, min(total, dice_left))
    text = f"{left}/{total}"
    if fonts.text_width(text, fonts.FLOOR, True) > rect.w:
        text = str(left)  # a narrow card: the dice left alone (the Max is in the zoom and the tooltip)
    label_fit = fonts.fit_line(
        text, rect.w, max(fonts.FLOOR, round(10 * k)), bold=True, where="dm card dice left"
    )
    img = fonts.render(label_fit.lines[0], label_fit.size, (242, 239, 230), bold=True)
    surf.blit(img, img.get_rect(midright=(rect.right - round(2 * k), rect.centery)))
    d = round(min(11 * k, rect.h * 0.75))
    gap = max(1, round(2.5 * k))
    room = rect.w - img.get_width() - round(6 * k)
    if d >= 4 and total * (d + gap) <= room:
        y = rect.centery - d // 2
        for i in range(total):
            dm_art.die_icon(surf, c.id, pygame.Rect(rect.x + round(2 * k) + i * (d + gap), y, d, d), i < left)


# -- zoomed card ---------------------------------------------------------------------------------
def text_blocks(card_id: str, lang: str) -> list[tuple[list[Atom], int]]:
    """The text box content as (atoms, bursts) paragraphs; bursts 0 for plain text, -1 for global."""
    texts = card(card_id).texts(lang)
    st = _text_style(lang)
    blocks: list[tuple[list[Atom], int]] = []
    if texts.text:
        blocks.append((card_text.atoms(texts.text, st), 0))
    for line, n in ((texts.burst1, 1), (texts.burst2, 2)):
        if line:
            stars = [Atom("", glyph="burst", space_after=(i == n - 1)) for i in range(n)]
            blocks.append((stars + card_text.atoms(line.lstrip("*").strip(), st), n))
    if texts.global_text:
        head = Atom(label("global", lang), True, colour=GLOBAL_INK)
        blocks.append(([head, *card_text.atoms(texts.global_text, st, colour=GLOBAL_INK)], -1))
    return blocks


ZOOM_FACE: Regions = stack(ZOOM_FRAME, 62, 30, 194, gap=5, inset=4, foot_gap=6)


def zoom_text_area() -> pygame.Rect:
    """Where the text of a zoomed card may go (inside the text box's padding)."""
    assert ZOOM_FACE.text_box is not None
    return ZOOM_FACE.text_box.inflate(-20, -14)


def text_box_layout(
    card_id: str, lang: str, width: int, height: int, max_px: int = 14, min_px: int = fonts.FLOOR
) -> Setting:
    """The card's text set at the largest size whose paragraphs fit the box, never below the
    font floor (text that still does not fit there is cut and recorded in ``fonts.CUTS``)."""
    paras = [atoms for atoms, _ in text_blocks(card_id, lang)]
    return card_text.fit(paras, width, height, max_px, _text_style(lang), min_px, where="dm zoom text")


@bounded(48, 12 * MiB)  # a zoom is 336x470 (630 KB): one is shown at a time, some are kept
def _zoom(card_id: str, lang: str, dice_left: int | None, highlight: object) -> pygame.Surface:
    from .die_faces import render_face

    c = card(card_id)
    face = ZOOM_FACE
    surf = dm_art.frame(ZOOM, card_id, 7, 16)
    dm_art.band(surf, face.band, card_id, 10)
    _draw_band(surf, card_id, band_lines(card_id, lang, ZOOM))
    art = face.art
    surf.blit(dm_art.art(card_id, art.size), art)
    if c.kind != "sidekick":
        dm_art.cost_badge(surf, card_id, (face.band.x + 32, face.band.y + 31), 26)
        if c.energy:
            glyph = glyphs.energy_glyph(c.energy, 30)
            surf.blit(glyph, glyph.get_rect(center=(art.x + 22, art.y + 22)))
    # the die's faces that are not energy: a character's three levels, or the action die
    faces = [f for f in die_faces(card_id) if f.get("kind") != "energy"]
    dsize = 30
    for i, f in enumerate(faces):
        img = render_face(card_id, f, dsize)
        x = art.right - (len(faces) - i) * (dsize + 8) - 2
        surf.blit(
            img,
            (x - (img.get_width() - dsize) // 2, art.bottom - dsize - 10 - (img.get_height() - dsize) // 2),
        )
    box = face.text_box
    assert box is not None and face.footer is not None
    pygame.draw.rect(surf, (241, 236, 224), box, border_radius=8)
    pygame.draw.rect(
        surf, dm_art.mix(style(card_id)["body"], (241, 236, 224), 0.4), box, width=2, border_radius=8
    )
    inner = zoom_text_area()
    card_text.draw(surf, text_box_layout(card_id, lang, inner.w, inner.h), inner, TEXT_INK, _icon)
    _footer_zoom(surf, c, lang, face.footer, dice_left)
    dm_art.rarity_stripe(surf, card_id, pygame.Rect(40, ZOOM[1] - 7, ZOOM[0] - 80, 4))
    dm_art.highlight(surf, _hl(highlight), 16)
    return surf


def _footer_zoom(
    surf: pygame.Surface, c: DmCard, lang: str, rect: pygame.Rect, dice_left: int | None
) -> None:
    total = c.max_dice
    x = rect.x + 4
    max_label = fonts.render(f"{label('max', lang)} {total}", 15, (242, 239, 230), bold=True)
    surf.blit(max_label, max_label.get_rect(midleft=(x, rect.centery)))
    x += max_label.get_width() + 10
    affiliations = [label(a, lang) for a in c.affiliations]
    for a in c.affiliations:
        mark = dm_art.affiliation_mark(a, 20)
        surf.blit(mark, mark.get_rect(midleft=(x, rect.centery)))
        x += mark.get_width() + 4
    if affiliations:
        aff = fonts.fit_line(" · ".join(affiliations), 120, 13, where="dm zoom affiliation")
        text = fonts.render(aff.lines[0], aff.size, (200, 196, 186))
        surf.blit(text, text.get_rect(midleft=(x, rect.centery)))
    if c.kind == "sidekick":
        return
    left = total if dice_left is None else max(0, min(total, dice_left))
    d, gap = 16, 5
    start = rect.right - 4 - total * d - (total - 1) * gap
    for i in range(total):
        dm_art.die_icon(surf, c.id, pygame.Rect(start + i * (d + gap), rect.centery - d // 2, d, d), i < left)


# -- public --------------------------------------------------------------------------------------
Highlight = str | Sequence[int] | None


def _key(highlight: Highlight) -> object:
    """A highlight as a cache key (a colour as a tuple)."""
    return tuple(highlight) if highlight is not None and not isinstance(highlight, str) else highlight


def _hl(key: object) -> str | tuple[int, int, int] | None:
    if key is None or isinstance(key, str):
        return key
    assert isinstance(key, tuple)
    return (int(key[0]), int(key[1]), int(key[2]))


def render_card(
    card_id: str,
    lang: str,
    size: tuple[int, int] = SMALL,
    dice_left: int | None = None,
    highlight: Highlight = None,
) -> pygame.Surface:
    """The table card (cached): cost, name, subtitle, emblem art and the dice left on it.

    ``highlight`` is ``"glow"`` (legal target), ``"selected"``, ``"illegal"`` or a colour; it
    draws a border inside the card so the size never changes."""
    return _small(card_id, lang, (int(size[0]), int(size[1])), dice_left, _key(highlight))


def render_card_zoom(
    card_id: str, lang: str, dice_left: int | None = None, highlight: Highlight = None
) -> pygame.Surface:
    """The card at 336×470 with its full text (cached)."""
    return _zoom(card_id, lang, dice_left, _key(highlight))
