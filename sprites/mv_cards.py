"""MetaVersus card faces, drawn by the project: exchange cards, characters and the back.

The type is the frame: a yellow frame with a hexagon badge (gems) for currency, a red frame with
a star badge (damage) for weapons, a grey frame with a square badge (AP) for actions. The
attribute is a symbol drawn by code in the attribute's colour (``sprites.mv_symbols``), repeated
large in the art window. Text comes from the card data in the chosen language (through
``game.metaversus.card_info``); a "———" line is a divider. The regions come from
``sprites.card_face``, the text from ``sprites.card_text``.

A card or character of any pack but the first (Beginner) carries its pack's badge
(``sprites.mv_packs``) in a corner of the art, where it covers no badge, name or text; a card
whose English text has a "Surge N" shows a small aether spark before the word "Surge" (or
"분출"), set in bold.

Pictures are drawn at twice the asked size and smoothed down, once per (card, language, size).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Literal

import pygame

from . import card_text, fonts
from .caches import MiB, bounded, clear_caches
from .card_face import OnRegions, Regions, stack
from .card_text import Setting, TextStyle
from .draw import card_stand_in
from .mv_packs import PACK_COLOURS, pack_badge
from .mv_symbols import (
    ATTRIBUTE_COLOURS,
    INK,
    SS,
    TYPE_COLOURS,
    art,
    cost_badge,
    draw_symbol,
    hexagon,
    render_back,
    star,
    symbol_image,
    type_badge,
)

__all__ = [
    "ATTRIBUTE_COLOURS",
    "TYPE_COLOURS",
    "ZOOM",
    "Face",
    "clear_caches",
    "cost_badge",
    "draw_symbol",
    "face_text",
    "hexagon",
    "pack_mark",
    "render_back",
    "render_card",
    "render_card_zoom",
    "rotated",
    "short_text",
    "star",
    "symbol_image",
    "type_badge",
]

PAPER = (238, 232, 216)
BODY = (34, 28, 40)
SMALL = (96, 134)
ZOOM = (336, 470)
FULL_WIDTH = 135  # faces at least this wide show name, art, text and subtitle
COMPACT_WIDTH = 70  # narrower faces show the name and the numbers (the text is in the tooltip)
TEXT_STYLE = TextStyle()
MARK_MIN = 7  # the smallest pack mark, in pixels (the smallest faces of the table are 32 wide)
# The Aether Rift's Surge: the keyword in bold after a small aether spark (an inline icon).
AETHER_ICON = "aether"
SURGE_STYLE = TextStyle(tokens={AETHER_ICON: AETHER_ICON}, bold=("Surge", "분출"), icon_em=0.8)
_SURGE = {"en": re.compile(r"(?<!\[aether\])\bSurge (?=\d)"), "ko": re.compile(r"(?<!\[aether\])분출 (?=\d)")}
_HAS_SURGE = re.compile(r"\bSurge \d")
FaceText = Literal["full", "short", "none"]
Tier = Literal["full", "compact", "tiny"]


def _info(card: str, lang: str) -> dict[str, Any]:
    from game.metaversus import card_info

    return card_info(card, lang)


def _pack(card: str) -> str:
    from game.metaversus.cards import CARDS, CHARACTERS

    item = CARDS.get(card) or CHARACTERS.get(card)
    return item.pack if item is not None else ""


def marked_pack(card: str) -> str | None:
    """The pack whose badge the card's face carries: any pack but the first (None: Beginner)."""
    from game.metaversus.cards import PACKS

    pack = _pack(card)
    return pack if pack and pack != PACKS[0] else None


def has_surge(card: str) -> bool:
    """Whether the card's English text has a "Surge N" (its faces mark the Surge)."""
    return bool(_HAS_SURGE.search(str(_info(card, "en")["text"])))


def _style(card: str) -> TextStyle:
    return SURGE_STYLE if has_surge(card) else TEXT_STYLE


def _marked(card: str, lang: str, text: str) -> str:
    """The text with the aether spark before each Surge (cards with a Surge only)."""
    if not has_surge(card):
        return text
    return _SURGE["ko" if lang == "ko" else "en"].sub(lambda m: f"[{AETHER_ICON}]{m.group(0)}", text)


@bounded(64)
def aether_icon(name: str, px: int) -> pygame.Surface:
    """The inline aether spark of a Surge, for text of ``px`` pixels: a four-pointed spark in the
    Aether Rift's colour (no attribute's or type's shape)."""
    size = max(6, round(px * 0.85))
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2

    def spark(r: float, waist: float) -> list[tuple[float, float]]:
        pts = []
        for i in range(8):
            a = math.radians(45 * i - 90)
            d = r if i % 2 == 0 else r * waist
            pts.append((c + d * math.cos(a), c + d * math.sin(a)))
        return pts

    pygame.draw.polygon(surf, INK, spark(big * 0.5, 0.36))
    pygame.draw.polygon(surf, PACK_COLOURS.get("aether", (120, 210, 240)), spark(big * 0.36, 0.34))
    return pygame.transform.smoothscale(surf, (size, size))


def short_text(card: str, lang: str) -> str:
    """The card's rules in a few words, for faces too small for the whole text (the card data
    holds one for every card and character; the whole text is in the tooltip and zoom)."""
    return str(_info(card, lang)["short"])


@dataclass(frozen=True)
class Face(OnRegions):
    """Where everything goes on a card face of one size (in supersampled pixels)."""

    tier: Tier
    inner: pygame.Rect
    left_badge: tuple[int, int]  # centre of the price (or ability) badge
    type_badge: tuple[int, int] | None  # centre of the number badge (None: characters)
    symbol: pygame.Rect | None  # the attribute badge (the art shows the symbol too)
    name: pygame.Rect
    name_fit: fonts.Fitted
    regions: Regions  # the art, the text box and the subtitle (the footer)
    text: pygame.Rect | None  # the text inside its box
    text_fit: Setting | None
    text_mode: FaceText
    subtitle_fit: fonts.Fitted | None
    badge_r: float

    @property
    def subtitle(self) -> pygame.Rect | None:
        return self.regions.footer


def _face(card: str, lang: str, size: tuple[int, int], whole: bool, force: Tier | None = None) -> Face:
    """Lay out a face. The name is always whole (up to two lines, three on the smallest
    faces); the rules text is the whole text when it fits at the floor size, else the short
    text; the art takes what is left. ``whole`` (the zoom) always takes the whole text.

    Three tiers by width: full (name between price and attribute badges, art, text, subtitle),
    compact (price and name in one row, a strip of art holding the number badge, text) and
    tiny (price and number badges, the name, art: the text is in the tooltip)."""
    info = _info(card, lang)
    character = info["type"] == "character"
    w, h = size[0] * SS, size[1] * SS
    floor = fonts.FLOOR * SS
    rim = max(4, w // 16)
    inner = pygame.Rect(rim // 2, rim // 2, w - rim, h - rim)
    u = w / 126
    pad = max(2, int(4 * u))
    tier: Tier = force or (
        "full" if size[0] >= FULL_WIDTH else "compact" if size[0] >= COMPACT_WIDTH else "tiny"
    )
    r = 13 * u if tier == "full" else max(11 * u, 9 * SS)
    name_size = max(floor, int(15 * u))
    name_text = str(info["name"])
    symbol: pygame.Rect | None = None
    number_at: tuple[int, int] | None = None
    left = (int(inner.x + pad + r), int(inner.y + pad + r))
    between = inner.w - int(4 * r) - 4 * pad  # the room between the badges of the top row
    beside = inner.w - int(2 * r) - 3 * pad  # the room beside the price badge
    across = inner.w - 2 * pad

    def name_fit(width: int, lines: int) -> fonts.Fitted:
        return card_text.fit_title(
            name_text, width, name_size, lines, floor, one_line=0.75, where="mv.card.name"
        )

    if tier == "full" and card_text.fits_whole(name_text, between, name_size, 2, floor):
        # the name between the price and the attribute, on one line or two
        fitted = name_fit(between, 2)
        row_h = max(int(2 * r), fitted.height)
        name = pygame.Rect(inner.x + int(2 * r) + 2 * pad, inner.y + pad, between, row_h)
        symbol = pygame.Rect(
            inner.right - pad - int(2 * r), inner.y + pad + (row_h - int(2 * r)) // 2, int(2 * r), int(2 * r)
        )
        left = (left[0], inner.y + pad + row_h // 2)
        top = name.bottom + pad
    elif tier == "compact" and not character and card_text.fits_whole(name_text, beside, name_size, 2, floor):
        fitted = name_fit(beside, 2)  # the price and the name in one row
        name = pygame.Rect(
            inner.x + int(2 * r) + 2 * pad, inner.y + pad, beside, max(int(2 * r), fitted.height)
        )
        top = name.bottom + pad
    elif tier == "tiny":  # the price and the number on top, the name under them across the card
        if not character:
            number_at = (int(inner.right - pad - r), left[1])
        fitted = name_fit(across, 3)
        name = pygame.Rect(inner.x + pad, inner.y + 2 * pad + int(2 * r), across, fitted.height)
        top = name.bottom + pad
    else:  # the name across the card (a character, or a long name): the badges go lower
        fitted = name_fit(across, 2)
        name = pygame.Rect(inner.x + pad, inner.y + pad, across, fitted.height)
        top = name.bottom + pad
        if tier == "full" or not character:  # a row of badges under the name
            if tier == "full":
                symbol = pygame.Rect(inner.right - pad - int(2 * r), top, int(2 * r), int(2 * r))
            left = (left[0], int(top + r))
            top += int(2 * r) + pad
        else:
            left = (int(inner.x + pad + r * 0.8), int(top + pad // 2 + r * 0.8))  # on the strip of art
    sub_fit: fonts.Fitted | None = None
    if tier == "full":
        subtitle = str(info["subtitle"])
        sub_size = max(floor, int(10 * u))
        if fonts.fit(subtitle, across, 10**6, sub_size, floor, max_lines=1, record=False).cut:
            subtitle = str(info["attribute_name"])  # the frame and the badge tell the type
        sub_fit = fonts.fit_line(subtitle, across, sub_size, floor, where="mv.card.subtitle")
    frame = inner.inflate(-2 * pad, -2 * pad)
    band_h = top - pad - frame.y
    foot = (sub_fit.height, pad) if sub_fit is not None else (0, 0)

    def layout(text_h: int = 0) -> Regions:
        return stack(frame, band_h, foot[0], text_h, gap=pad, foot_gap=foot[1])

    def face(regions: Regions, number: tuple[int, int] | None, text: Setting | None, mode: FaceText) -> Face:
        box = regions.text_box.inflate(-2 * pad, 0) if regions.text_box is not None and text else None
        return Face(tier, inner, left, number, symbol, name, fitted, regions, box, text, mode, sub_fit, r)

    if tier == "tiny":
        return face(layout(), number_at, None, "none")
    if tier == "full":
        min_art = int(h * 0.16)
    else:  # the strip holds the number badge (or a character's ability badge and use pips)
        min_art = int(2 * r * (0.8 if character else 1.0)) + pad
    max_art = int(h * (0.36 if tier == "full" else 0.3))
    text_w = inner.w - 4 * pad
    room_box = layout().art
    room = room_box.h - min_art - pad
    text_size = max(floor, int(11 * u))
    style = _style(card)
    full = card_text.paragraphs(_marked(card, lang, str(info["text"])), style)
    short = card_text.paragraphs(_marked(card, lang, short_text(card, lang)), style)
    mode: FaceText = "full"
    probe = card_text.fit(full, text_w, room, text_size, style, floor)
    if probe.cut and not whole:
        mode = "short"
        probe = card_text.fit(short, text_w, room, text_size, style, floor)
        if probe.cut and tier == "full":  # the compact layout leaves the text more room
            return _face(card, lang, size, whole, "compact")
        if probe.cut and tier == "compact":  # too small even for the short text: name and numbers
            regions = layout()
            number = None if character else (int(regions.art.x + r + 2 * u), int(regions.art.bottom - r - u))
            return face(regions, number, None, "none")
    art_h = max(min_art, min(max_art, room + min_art - probe.height))
    regions = layout(room_box.h - art_h - pad)
    if not character:
        br = min(r * 1.1, regions.art.h / 2) if tier == "full" else r
        number_at = (int(regions.art.x + br + 2 * u), int(regions.art.bottom - br - u))
    assert regions.text_box is not None
    box = regions.text_box.inflate(-2 * pad, 0)
    body = full if mode == "full" else short
    text_fit = card_text.fit(body, box.w, box.h, text_size, style, floor, where="mv.card.text")
    return face(regions, number_at, text_fit, mode)


def _covered(face: Face, info: dict[str, Any]) -> list[pygame.Rect]:
    """What a pack mark must leave free: the badges, the name, the text, the subtitle and a
    character's use pips (in supersampled pixels)."""
    out = [face.name]
    r = face.badge_r
    character = info["type"] == "character"
    left = r * (0.78 if face.tier == "compact" else 0.92) if character else r
    out.append(pygame.Rect(0, 0, int(2 * left) + 2, int(2 * left) + 2))
    out[-1].center = face.left_badge
    if face.type_badge is not None:
        br = min(r * 1.1, face.art.h / 2) if face.tier == "full" else r
        number = pygame.Rect(0, 0, int(2 * br) + 2, int(2 * br) + 2)
        number.center = face.type_badge
        out.append(number)
    for rect in (face.symbol, face.text, face.regions.text_box, face.subtitle):
        if rect is not None:
            out.append(rect)
    uses = info.get("uses")
    if character and isinstance(uses, int) and uses:
        u = face.inner.w / 120
        pip = max(4 * u, SS * 2.5)
        right = face.art.right - pip * 0.3
        left_x = face.art.right - pip * 2.9 - (uses - 1) * pip * 2.4
        y = face.art.bottom - min(pip * 1.6, face.art.h / 2)
        out.append(pygame.Rect(int(left_x), int(y - pip * 1.3), int(right - left_x) + 1, int(pip * 2.6) + 1))
    return out


def _mark_rect(face: Face, info: dict[str, Any]) -> pygame.Rect | None:
    """Where the pack mark goes: a corner of the art that covers nothing of ``_covered``, as
    large as a fifth of the card's width allows (a little more on the smallest faces, never
    under ``MARK_MIN`` pixels); None if there is no room."""
    inner = face.inner
    covered = _covered(face, info)
    areas = [(face.art, max(SS, face.art.h // 16))]
    if face.tier == "tiny":  # the art is a strip under the name: the mark may reach the frame,
        # or sit in the row of badges (beside the price of a character, between the two of a card)
        areas = [
            (pygame.Rect(inner.x, face.name.bottom, inner.w, inner.bottom - face.name.bottom), 0),
            (pygame.Rect(inner.x, inner.y, inner.w, face.name.y - inner.y), SS),
        ]
    for area, margin in areas:
        big = min(int(inner.w * (0.2 if face.tier != "tiny" else 0.27)), area.h - 2 * margin)
        for size in range(big, MARK_MIN * SS - 1, -SS):
            spots = (
                (area.right - margin - size, area.y + margin),  # top right
                (area.x + margin, area.y + margin),  # top left
                (area.centerx - size // 2, area.y + margin),  # top middle
                (area.right - margin - size, area.bottom - margin - size),  # bottom right
            )
            for x, y in spots:
                rect = pygame.Rect(x, y, size, size)
                if area.contains(rect) and rect.collidelist(covered) < 0:
                    return rect
    return None


def pack_mark(card: str, lang: str, size: tuple[int, int]) -> pygame.Rect | None:
    """Where a face of ``size`` shows its pack's badge, in the face's pixels (None: a Beginner
    card, or no room)."""
    if marked_pack(card) is None:
        return None
    rect = _mark_rect(_face(card, lang, size, False), _info(card, lang))
    if rect is None:
        return None
    return pygame.Rect(rect.x // SS, rect.y // SS, -(-rect.w // SS), -(-rect.h // SS))


def face_text(card: str, lang: str, size: tuple[int, int]) -> FaceText:
    """Which rules text a face of ``size`` shows: the whole text, the short one, or none (the
    smallest faces: name, price and number; the text is in the tooltip)."""
    return _face(card, lang, size, False).text_mode


def _draw_text(surf: pygame.Surface, rect: pygame.Rect, fitted: Setting, divider: bool) -> None:
    """Card text on paper, centred; a divider line becomes a rule."""
    pygame.draw.rect(surf, PAPER, rect.inflate(rect.w // 14, 6), border_radius=max(2, rect.w // 30))
    top = rect.move(0, max(0, (rect.h - fitted.height) // 2))
    card_text.draw(surf, fitted, top, INK, aether_icon, align="center", dividers=divider)


def _frame(surf: pygame.Surface, kind: str, inner: pygame.Rect) -> None:
    w = surf.get_width()
    rad = max(4, w // 14)
    pygame.draw.rect(surf, TYPE_COLOURS[kind], surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, BODY, inner, border_radius=max(3, rad - 2))
    pygame.draw.rect(surf, INK, surf.get_rect(), max(1, w // 90), border_radius=rad)


def _stand_in(card: str, lang: str, size: tuple[int, int], whole: bool = False) -> pygame.Surface:
    return card_stand_in(size)


@bounded(768, 32 * MiB, stand_in=_stand_in)  # a table shows many: spread over frames
def render_card(card: str, lang: str, size: tuple[int, int], whole: bool = False) -> pygame.Surface:
    """An exchange card or a character, ``size`` pixels (63:88), in ``lang``. Every text is
    fitted (never below the floor size): faces too small for the whole rules text show the
    short text, the smallest none. ``whole``: always the whole text (the zoom)."""
    info = _info(card, lang)
    face = _face(card, lang, size, whole)
    w, h = size[0] * SS, size[1] * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    kind = str(info["type"])
    attr = str(info["attribute"])
    _frame(surf, kind, face.inner)
    u = w / 126
    r = face.badge_r
    art(surf, face.art, attr, card, kind == "character")
    pack = marked_pack(card)
    if pack is not None:
        mark = _mark_rect(face, info)
        if mark is not None:
            pack_badge(surf, mark, pack, lang)
    if face.symbol is not None:
        surf.blit(pygame.transform.smoothscale(symbol_image(attr, 64), face.symbol.size), face.symbol)
    fonts.draw_fitted(surf, face.name_fit, face.name, (250, 246, 236), "center", "middle")
    if kind == "character":
        badge = r * (0.78 if face.tier == "compact" else 0.92)  # compact: on the strip of art
        type_badge(surf, "character", face.left_badge, badge, "A" if info.get("ability") == "active" else "P")
        uses = info.get("uses")
        if isinstance(uses, int) and uses:  # an int, or None for no limit
            pip = max(4 * u, SS * 2.5)
            for i in range(uses):  # one pip per use of the ability in a match
                c = (
                    face.art.right - pip * 1.6 - i * pip * 2.4,
                    face.art.bottom - min(pip * 1.6, face.art.h / 2),
                )
                pygame.draw.circle(surf, INK, c, pip * 1.3)
                pygame.draw.circle(surf, TYPE_COLOURS["currency"], c, pip)
    else:
        cost = info["cost"]
        assert isinstance(cost, int)  # every exchange card prints a cost
        cost_badge(surf, face.left_badge, r, cost)
        number = info.get({"currency": "value", "weapon": "damage"}.get(kind, "ap"))
        if face.type_badge is not None:  # at the left of the art: visible where cards overlap in the fan
            br = min(r * 1.1, face.art.h / 2) if face.tier == "full" else r
            type_badge(surf, kind, face.type_badge, br, str(number))
    if face.text is not None and face.text_fit is not None:
        _draw_text(surf, face.text, face.text_fit, face.text_mode == "full" and bool(info.get("divider")))
    if face.subtitle is not None and face.subtitle_fit is not None:
        fonts.draw_fitted(surf, face.subtitle_fit, face.subtitle, (220, 214, 200), "center")
    return pygame.transform.smoothscale(surf, size)


def render_card_zoom(card: str, lang: str, size: tuple[int, int] = ZOOM) -> pygame.Surface:
    """The card large: always its whole name and its whole text."""
    return render_card(card, lang, size, True)


@bounded(2048, 16 * MiB)
def rotated(
    card: str | None, lang: str, size: tuple[int, int], angle: int, dimmed: bool = False
) -> pygame.Surface:
    """A card (or the back when ``card`` is None) turned by ``angle`` degrees, for the fan;
    ``dimmed`` darkens a card that cannot be used now."""
    img = render_back(size) if card is None else render_card(card, lang, size)
    if dimmed:
        img = img.copy()
        img.fill((140, 140, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img
