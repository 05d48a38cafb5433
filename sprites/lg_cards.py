"""Legendary card faces: where the name, subtitle, art, rules text and numbers go on a face of
any size, and the face drawn (cached per card, language and size: tables ask every frame).

Superpower tokens in card text ("[Covert]: ...", "[은밀]: ...") are drawn as the class and team
icons inline; a short phrase opening a sentence and ending in a colon ("Ambush:", "매복:") is a
keyword, in red. The regions come from ``sprites.card_face``, the text from ``sprites.card_text``,
the pictures from ``sprites.lg_art``. Villains, henchmen and Masterminds show Strength and VP;
Schemes, Bystanders, Wounds, Twists and Strikes have faces of their own.

This module only draws from the card data (``game.legendary.cards``); it knows no rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.legendary.cards import GROUP_NAMES, CardDef, defn

from . import card_text, fonts
from .caches import MiB, bounded, clear_caches
from .card_face import FaceSpec, OnRegions, Regions, stack
from .card_text import Setting, TextStyle
from .draw import card_stand_in, rounded_panel
from .lg_art import (
    CLASS_COLOURS,
    KIND_COLOURS,
    art,
    attack_icon,
    badge,
    card_back,
    card_colour,
    class_icon,
    recruit_icon,
    team_icon,
)

__all__ = [
    "CLASS_COLOURS",
    "KIND_COLOURS",
    "TABLE_SIZE",
    "ZOOM_SIZE",
    "Face",
    "attack_icon",
    "card_back",
    "card_colour",
    "class_icon",
    "clear_caches",
    "draw_card",
    "face_layout",
    "face_subtitle",
    "face_text",
    "recruit_icon",
    "render_card",
    "team_icon",
]

Colour = tuple[int, int, int]
TABLE_SIZE = (96, 134)
ZOOM_SIZE = (336, 470)
FACE = FaceSpec(
    rim=4, radius=7, gap=4, inset=0, title=11.5, subtitle=8.5, text=8.5, badge=10, footer=0, round_up=False
)
TOKENS: dict[str, str] = {
    "Strength": "Strength",
    "힘": "Strength",
    "Instinct": "Instinct",
    "본능": "Instinct",
    "Covert": "Covert",
    "은밀": "Covert",
    "Tech": "Tech",
    "기술": "Tech",
    "Ranged": "Ranged",
    "원거리": "Ranged",
    "Avengers": "Avengers",
    "어벤져스": "Avengers",
    "X-Men": "X-Men",
    "엑스맨": "X-Men",
    "S.H.I.E.L.D.": "S.H.I.E.L.D.",
    "쉴드": "S.H.I.E.L.D.",
    "Spider Friends": "Spider Friends",
    "스파이더 프렌즈": "Spider Friends",
}
INK: Colour = (24, 22, 20)
KEYWORD_INK: Colour = (150, 24, 30)  # "Ambush:", "매복:": a colour, so a keyword is as wide as it is measured
TEXT_STYLE = TextStyle(tokens=TOKENS, colon_keyword=KEYWORD_INK, icon_em=1.0)
ICON_MARK = "\u3000"  # an icon in the plain form of a text: one em of room


def _icon(name: str, px: int) -> pygame.Surface:
    return class_icon(name, px) if name in CLASS_COLOURS else team_icon(name, px, (30, 30, 36))


def _t(key: str, lang: str, **params: object) -> str:
    from scenes.i18n import translator

    return translator()(key, lang, **params)


def face_text(card: str, lang: str) -> str:
    """The rules text a face prints: a Mastermind's is its Master Strike."""
    d = defn(card)
    text = d.text.get(lang) or d.text["en"]
    if d.kind == "mastermind" and d.strike:
        strike_text = d.strike.get(lang) or d.strike["en"]
        strike = _t("lg_card.master_strike", lang, text=strike_text)
        text = f"{text}\n{strike}" if text and text != strike_text else strike
    return text


def face_subtitle(card: str, lang: str) -> str:
    d = defn(card)
    sub = d.subtitle.get(lang) or d.subtitle["en"]
    if not sub and d.kind in ("villain", "henchman") and d.group in GROUP_NAMES:
        sub = GROUP_NAMES[d.group].get(lang) or GROUP_NAMES[d.group]["en"]
    return sub


@dataclass(frozen=True)
class Face(OnRegions):
    """Where the parts of a card face go at one size."""

    regions: Regions  # band (the dark strip with the name and the subtitle), art, text box
    name: fonts.Fitted
    subtitle: fonts.Fitted | None  # None: no room at the floor size (the tooltip and zoom have it)
    text: Setting | None  # None: the text is in the tooltip and the zoom
    marked: str  # the rules text as fitted, an icon as one em of room
    footer: bool  # the numbers along the bottom (Recruit, Attack, Strength, VP) have room
    pad: int
    badge_r: int


def _has_footer(d: CardDef) -> bool:
    return d.kind in ("hero", "villain", "henchman", "mastermind") or (
        d.kind in ("tactic", "bystander") and d.vp > 0
    )


def _name(d: CardDef, lang: str, width: int, size: int, most: int, record: bool) -> fonts.Fitted:
    """The name whole: bold on up to two lines, else plain on up to three, a word broken only
    when no size down to the floor keeps it whole (then on up to ``most`` lines). A long name
    that even so is cut on a small face gives way to its short form (the tooltip and the zoom
    say it whole)."""
    full = d.name.get(lang) or d.name["en"]
    name = card_text.fit_title(full, width, size, 2, plain_lines=3, most_lines=most)
    if name.cut:
        from scenes.i18n import translator

        key = f"lg_card.short.{d.id}"
        if translator().has(key, lang):
            full = translator()(key, lang)
    where = "lg.card.name" if record else ""
    return card_text.fit_title(full, width, size, 2, plain_lines=3, most_lines=most, where=where)


def _marked(paras: list[list[card_text.Atom]]) -> str:
    return "\n".join(" ".join(ICON_MARK if a.glyph else a.text for a in p) for p in paras)


@bounded(1024)
def face_layout(card: str, lang: str, w: int, h: int, whole: bool = False, record: bool = True) -> Face:
    """Lay out a face: the name always whole; the subtitle when it fits at the floor size; the
    rules text when it fits at the floor size in what is left beside a useful art (``whole``:
    always, the art giving way down to a strip: the zoom). ``record``: False to try a size without
    recording its cuts (the zoom looking for its size)."""
    d = defn(card)
    m = FACE.metrics(w, h)
    pad = m.rim
    inner = w - 2 * pad - max(2, pad)  # the name's room inside the band
    most = max(4, (h - 2 * pad) // fonts.get_font(fonts.FLOOR).get_linesize())
    name = _name(d, lang, inner, min(24, m.title, max(fonts.FLOOR, h // 15)), most, record)
    footer = _has_footer(d)
    foot_h = max(2 * m.badge + pad, int(h * 0.13)) if footer else 0
    if (
        footer and name.height > h - foot_h - 3 * pad
    ):  # a long name on a small face: the tooltip has the numbers
        footer, foot_h = False, 0
    sub_text = face_subtitle(card, lang)
    subtitle = None
    if sub_text and name.height <= h * 0.3:  # a name on three lines leaves the subtitle to the tooltip
        probe = fonts.fit(sub_text, inner, 10**6, min(18, m.subtitle), max_lines=1, record=False)
        if not probe.cut:
            subtitle = (
                fonts.fit_line(sub_text, inner, probe.size, where="lg.card.subtitle") if record else probe
            )
    band_h = name.height + (subtitle.height if subtitle else 0) + pad
    room = stack(m.frame, band_h, foot_h, gap=pad, foot_gap=0, min_art=1).art
    paras = card_text.paragraphs(face_text(card, lang), TEXT_STYLE)
    fitted = None
    if any(paras):
        min_art = max(m.badge + pad, room.h // 5) if whole else max(int(room.h * 0.45), m.badge * 2 + pad)
        box_w, box_h = room.w - 2 * pad, room.h - min_art - pad
        probe_text = card_text.fit(paras, box_w, box_h, min(17, m.text), TEXT_STYLE)
        if not probe_text.cut or whole:
            where = "lg.card.text" if record else ""
            fitted = card_text.fit(paras, box_w, box_h, min(17, m.text), TEXT_STYLE, where=where)
    regions = stack(
        m.frame, band_h, foot_h, fitted.height + pad if fitted else 0, gap=pad, foot_gap=0, min_art=1
    )
    return Face(regions, name, subtitle, fitted, _marked(paras), footer, pad, m.badge)


# -- the card face --------------------------------------------------------------------------------
def _stand_in(
    card: str, lang: str, w: int = TABLE_SIZE[0], h: int = TABLE_SIZE[1], whole: bool = False
) -> pygame.Surface:
    return card_stand_in((w, h))


@bounded(1024, 32 * MiB, stand_in=_stand_in)  # a table shows many: spread over frames
def render_card(
    card: str, lang: str, w: int = TABLE_SIZE[0], h: int = TABLE_SIZE[1], whole: bool = False
) -> pygame.Surface:
    """The face of ``card`` (definition or instance id) at ``w``×``h`` pixels; ``whole``: the rules
    text always printed (the zoom), else only where it fits at a legible size."""
    card_def = defn(card).id
    if card_def != card:
        return render_card(card_def, lang, w, h, whole)
    k = w / 96
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rounded_panel(
        surf,
        surf.get_rect(),
        card_colour(card_def),
        (12, 12, 14),
        radius=FACE.metrics(w, h).radius,
        width=max(1, int(2 * k)),
    )
    face = face_layout(card_def, lang, w, h, whole)
    pad = face.pad
    rounded_panel(surf, face.band, (16, 16, 20), None, radius=max(2, int(4 * k)))
    half = max(1, pad // 2)
    name_rect = pygame.Rect(
        face.band.x + half, face.band.y + pad // 2, face.band.w - 2 * half, face.name.height
    )
    fonts.draw_fitted(surf, face.name, name_rect, (250, 246, 236), "center")
    if face.subtitle is not None:
        sub_rect = pygame.Rect(name_rect.x, name_rect.bottom, name_rect.w, face.subtitle.height)
        fonts.draw_fitted(surf, face.subtitle, sub_rect, (200, 196, 186), "center")
    surf.blit(art(card_def, face.art.w, face.art.h), face.art)
    pygame.draw.rect(surf, (12, 12, 14), face.art, width=max(1, int(k)))
    if face.text_box is not None and face.text is not None:
        rounded_panel(surf, face.text_box, (240, 234, 220), None, radius=max(2, int(3 * k)))
        card_text.draw(surf, face.text, face.text_box.inflate(-2 * pad, -pad), INK, _icon)
    if face.footer:
        _footer(surf, defn(card_def), lang, face, k)
    return surf


def _footer(surf: pygame.Surface, d: CardDef, lang: str, face: Face, k: float) -> None:
    """The numbers along the bottom: a hero's cost, class and team badges on the art and its
    Recruit and Attack; a villain's Strength; the VP."""
    w, h = surf.get_size()
    pad, r, art_rect = face.pad, face.badge_r, face.art
    foot_y = h - pad - max(r, int(h * 0.065))
    if d.kind == "hero":
        ar = max(fonts.FLOOR - 2, min(r, (art_rect.h - pad) // 2))  # the badges on the art: no taller than it
        low = (
            art_rect.h < 2 * ar + pad
        )  # a strip of art: the cost goes to the footer, the class is the frame's colour
        if d.cost or d.group:
            centre = (w - pad - ar - 1, foot_y) if low else face.regions.badge_on_art(ar, pad // 2)
            badge(surf, centre, ar, str(d.cost), (245, 236, 210), (20, 20, 20))
        if d.cls and not low:
            icon = class_icon(d.cls, int(2 * ar))
            surf.blit(icon, icon.get_rect(topright=(art_rect.right - pad // 2, art_rect.y + pad // 2)))
        if d.team and art_rect.h >= 4 * ar + pad:
            ti = team_icon(d.team, int(1.7 * ar))
            back = pygame.Rect(0, 0, ti.get_width() + 4, ti.get_height() + 4)
            back.topright = (art_rect.right - pad // 2, art_rect.y + pad // 2 + int(2.2 * ar))
            pygame.draw.ellipse(surf, (20, 20, 24), back)
            surf.blit(ti, ti.get_rect(center=back.center))
        x = pad + int(2 * k)
        num_size = max(fonts.FLOOR, int(16 * k))
        for value, plus, icon_of in (
            (d.recruit, d.recruit_plus, recruit_icon),
            (d.attack, d.attack_plus, attack_icon),
        ):
            if value is None:
                continue
            img = icon_of(int(1.8 * r))
            surf.blit(img, img.get_rect(midleft=(x, foot_y)))
            label = f"{value}{'+' if plus else ''}"
            num = fonts.render(label, num_size, (255, 255, 255), bold=True)
            outline = fonts.render(label, num_size, (0, 0, 0), bold=True)
            nx = x + img.get_width() + max(1, int(k))
            for ox, oy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                surf.blit(outline, (nx + ox, foot_y - num.get_height() // 2 + oy))
            surf.blit(num, (nx, foot_y - num.get_height() // 2))
            x = nx + num.get_width() + int(6 * k)
    villainous = d.kind in ("villain", "henchman", "mastermind")
    if villainous:
        strength = "*" if d.strength_star else str(d.strength)
        centre = (w - pad - r - int(2 * k), foot_y - int(2 * k))
        badge(surf, centre, int(r * 1.1), strength, (235, 60, 50), (255, 255, 255), "shield")
    if (villainous or d.kind in ("tactic", "bystander")) and d.vp:
        _vp(
            surf,
            d,
            lang,
            (pad + int(2 * k), foot_y),
            w - 2 * pad - (2 * int(r * 1.1) + int(4 * k) if villainous else 0) - int(6 * k),
            k,
        )


def _vp(surf: pygame.Surface, d: CardDef, lang: str, at: tuple[int, int], room: int, k: float) -> None:
    vp = _t("lg_card.vp", lang, n=f"{d.vp}{'+' if d.vp_plus else ''}")
    size = max(fonts.FLOOR, int(11 * k))
    ink = (255, 255, 255)
    if fonts.fit(vp, room, 10**6, size, bold=True, max_lines=1, record=False).cut:
        vp = f"{d.vp}{'+' if d.vp_plus else ''}"  # a small face: the number alone, in the VP gold (the tooltip says VP)
        ink = (246, 200, 60)
    fitted = fonts.fit_line(vp, room, size, bold=True, where="lg.card.vp")
    text_w = fonts.text_width(fitted.lines[0], fitted.size, True)
    box = pygame.Rect(0, 0, text_w + int(6 * k) + 2, fitted.line_height)
    box.midleft = at
    rounded_panel(surf, box, (18, 18, 22), None, radius=max(2, box.h // 2))
    fonts.draw_fitted(surf, fitted, box, ink, "center", "middle")


def draw_card(surface: pygame.Surface, card: str, lang: str, rect: pygame.Rect) -> None:
    surface.blit(render_card(card, lang, rect.w, rect.h), rect)
