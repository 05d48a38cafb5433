"""Dice Masters cards as pictures: the small table card (96×134) and the zoomed card (336×470).

Also the small read-only view of the card data the dice and cards need (names, faces, colours),
loaded once from the set's JSON. It draws; it never decides a rule and does not import the
rules engine. Layout follows the 63:88 card: cost badge with the energy glyph, a name band,
original art drawn by code, the text box (keywords bold, bursts with stars, the global in red)
and a footer with Max, affiliation and the dice still on the card.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from . import fonts, glyphs
from .draw import GLOW, ILLEGAL, SELECTED

DATA = Path(__file__).resolve().parent.parent / "assets" / "cards" / "dicemasters" / "avx_starter.json"
SIDEKICK = "sidekick"
SMALL = (96, 134)
ZOOM = (336, 470)

# Labels the card face prints itself (the rest of the text comes from the card data).
_LABEL_KEYS = {
    "global": "dm.card.global",
    "max": "dm.card.max",
    "sidekick_text": "dm.card.sidekick_text",
    "X-Men": "dm.aff.x_men",
    "Avengers": "dm.aff.avengers",
    "Fantastic Four": "dm.aff.fantastic_four",
}


class _Labels:
    """Words printed on cards, from the string tables (``dm.card.*``, ``dm.aff.*``)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __getitem__(self, key: str) -> str:
        from scenes.i18n import translator

        return translator()(_LABEL_KEYS[key], self.lang) if key in _LABEL_KEYS else key

    def get(self, key: str, default: str | None = None) -> str:
        return self[key] if key in _LABEL_KEYS else (default if default is not None else key)


LABELS = {"en": _Labels("en"), "ko": _Labels("ko")}
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
        "+1A",
        "+1D",
        "+2A",
        "+2D",
        "+3A",
        "+3D",
        "+4D",
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
        "+1A",
        "+1D",
        "+2A",
        "+2D",
        "+3A",
        "+3D",
        "+4D",
    ),
}
TOKEN_SYMBOLS = {"F": "fist", "B": "bolt", "M": "mask", "S": "shield", "W": "wild", "G": "generic2"}


# -- the data ------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def card_set() -> dict[str, Any]:
    """The set's JSON, read once."""
    data: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return data


@lru_cache(maxsize=1)
def _cards() -> dict[str, dict[str, Any]]:
    data = card_set()
    cards = {c["id"]: c for c in data["cards"]}
    side = data["sidekick"]
    cards[SIDEKICK] = {
        "id": SIDEKICK,
        "number": 0,
        "kind": "sidekick",
        "character": SIDEKICK,
        "cost": 0,
        "energy": None,
        "affiliations": [],
        "max_dice": side.get("count", 8),
        "faces": side["faces"],
        **{
            lang: {
                "name": side[lang]["name"],
                "subtitle": side[lang].get("subtitle", ""),
                "text": LABELS[lang]["sidekick_text"],
                "burst1": None,
                "burst2": None,
                "global": None,
            }
            for lang in ("en", "ko")
        },
    }
    return cards


def card_ids() -> list[str]:
    """Every card of the set in number order, then the sidekick."""
    return [c["id"] for c in card_set()["cards"]] + [SIDEKICK]


def card(card_id: str) -> dict[str, Any]:
    try:
        return _cards()[card_id]
    except KeyError:
        raise KeyError(f"unknown Dice Masters card {card_id!r}") from None


def die_faces(card_id: str) -> list[dict[str, Any]]:
    """The six faces of the die that belongs to ``card_id`` (basic actions share one die)."""
    c = card(card_id)
    if c["kind"] == "basic_action":
        return list(card_set()["basic_action_die"]["faces"])
    return list(c["faces"])


def style_key(card_id: str) -> str:
    c = _cards().get(card_id)
    if c is None:
        return SIDEKICK
    if c["kind"] == "basic_action":
        return "basic-action"
    return str(c["character"])


def die_colour(card_id: str) -> tuple[int, int, int]:
    """The body colour of the die: the character's own, sidekicks white, basic actions black."""
    key = style_key(card_id)
    if key in glyphs.CHARACTER_STYLES:
        return glyphs.CHARACTER_STYLES[key]["body"]
    colour = _cards().get(card_id, {}).get("color")
    return tuple(pygame.Color(colour))[:3] if colour else (160, 160, 160)  # type: ignore[return-value]


def style(card_id: str) -> dict[str, tuple[int, int, int]]:
    return glyphs.style_for(style_key(card_id))


def emblem_for(card_id: str) -> str:
    """The emblem name in ``glyphs.EMBLEMS`` for a card (the character's, or the action's)."""
    c = _cards().get(card_id)
    if c is None:
        return "action"
    if c["kind"] == "basic_action":
        slug = re.sub(r"[^a-z]+", "-", c["en"]["name"].lower()).strip("-")
        name = f"action-{slug}"
        return name if name in glyphs.EMBLEMS else "action"
    return str(c["character"])


# -- text layout ---------------------------------------------------------------------------------


@dataclass
class Atom:
    """One unbreakable piece of a line: a word (or part of one), or an inline glyph."""

    text: str
    bold: bool = False
    glyph: str | None = None
    space_after: bool = True
    colour: tuple[int, int, int] | None = None


def _atoms(
    text: str, lang: str, bold_all: bool = False, colour: tuple[int, int, int] | None = None
) -> list[Atom]:
    keywords = sorted(KEYWORDS.get(lang, ()), key=len, reverse=True)
    out: list[Atom] = []
    for word in text.split(" "):
        if not word:
            continue
        # inline energy tokens such as [F] become glyphs; keep the punctuation around them
        parts = re.split(r"(\[[A-Z]\])", word)
        pieces: list[Atom] = []
        for part in parts:
            if not part:
                continue
            m = re.fullmatch(r"\[([A-Z])\]", part)
            if m:
                pieces.append(
                    Atom("", glyph=TOKEN_SYMBOLS.get(m.group(1), "wild"), space_after=False, colour=colour)
                )
                continue
            pieces.extend(_bold_split(part, keywords, bold_all, colour))
        if pieces:
            pieces[-1].space_after = True
        out.extend(pieces)
    return out


def _bold_split(
    word: str, keywords: Sequence[str], bold_all: bool, colour: tuple[int, int, int] | None
) -> list[Atom]:
    if bold_all:
        return [Atom(word, True, space_after=False, colour=colour)]
    for kw in keywords:
        if " " in kw:
            continue
        i = word.find(kw)
        if i < 0:
            continue
        after = word[i + len(kw) : i + len(kw) + 1]
        # English keywords are whole words ("deal", not "deals"); Korean ones take particles
        whole = (i == 0 or not word[i - 1].isalpha()) and not (kw.isascii() and after.isalpha())
        if whole:
            pre, post = word[:i], word[i + len(kw) :]
            atoms = [Atom(pre, space_after=False, colour=colour)] if pre else []
            atoms.append(Atom(kw, True, space_after=False, colour=colour))
            if post:
                atoms.extend(_bold_split(post, keywords, bold_all, colour))
            return atoms
    return [Atom(word, space_after=False, colour=colour)]


def _mark_phrases(atoms: list[Atom], text: str, lang: str) -> None:
    """Bold multi-word keywords ("When fielded") that the word split could not see."""
    for kw in KEYWORDS.get(lang, ()):
        if " " not in kw:
            continue
        words = kw.split(" ")
        for i in range(len(atoms) - len(words) + 1):
            if all(atoms[i + j].text.rstrip(",.") == w.rstrip(",.") for j, w in enumerate(words)):
                for j in range(len(words)):
                    atoms[i + j].bold = True


def _atom_width(atom: Atom, px: int) -> int:
    if atom.glyph is not None:
        return round(px * 1.15)
    return fonts.get_font(px, atom.bold).size(atom.text)[0]


def layout(atoms: Sequence[Atom], px: int, width: int) -> list[list[Atom]]:
    """Greedy line filling by words (atoms joined without a space stay together: "blocks."
    or a glyph with its Korean particle). A word wider than the line breaks between characters,
    which is also how Korean breaks between syllables."""
    space = fonts.get_font(px).size(" ")[0]
    words: list[list[Atom]] = []
    current: list[Atom] = []
    for atom in atoms:
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
        w = sum(_atom_width(a, px) for a in word)
        gap = space if (lines[-1] and prev_space) else 0
        if lines[-1] and x + gap + w > width and w <= width:
            lines.append([])
            x, gap = 0, 0
        if x + gap + w <= width:
            lines[-1].extend(word)
            x += gap + w
            prev_space = word[-1].space_after
            continue
        # wider than a whole line: fill this line and go on, character by character
        queue = list(word)
        while queue:
            atom = queue.pop(0)
            aw = _atom_width(atom, px)
            gap = space if (lines[-1] and prev_space) else 0
            if x + gap + aw <= width:
                lines[-1].append(atom)
                x += gap + aw
                prev_space = atom.space_after
                continue
            font = fonts.get_font(px, atom.bold)
            room = width - x - gap
            cut = 0
            if atom.glyph is None:
                while cut < len(atom.text) and font.size(atom.text[: cut + 1])[0] <= room:
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
            lines[-1].append(Atom(atom.text[:cut], atom.bold, None, False, atom.colour))
            lines.append([])
            x, prev_space = 0, False
            queue.insert(0, Atom(atom.text[cut:], atom.bold, None, atom.space_after, atom.colour))
    return [line for line in lines if line]


def line_width(line: Sequence[Atom], px: int) -> int:
    space = fonts.get_font(px).size(" ")[0]
    w = 0
    for i, atom in enumerate(line):
        if i and line[i - 1].space_after:
            w += space
        w += _atom_width(atom, px)
    return w


def draw_line(
    surface: pygame.Surface, line: Sequence[Atom], px: int, pos: tuple[int, int], colour: tuple[int, int, int]
) -> int:
    space = fonts.get_font(px).size(" ")[0]
    x, y = pos
    for i, atom in enumerate(line):
        if i and line[i - 1].space_after:
            x += space
        w = _atom_width(atom, px)
        if atom.glyph is not None:
            g = glyphs.energy_glyph(atom.glyph, round(px * 1.1))
            surface.blit(g, (x + (w - g.get_width()) // 2, y + round(px * 0.2)))
        else:
            surface.blit(fonts.render(atom.text, px, atom.colour or colour, bold=atom.bold), (x, y))
        x += w
    return x - pos[0]


# -- drawing pieces ------------------------------------------------------------------------------


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


@lru_cache(maxsize=128)
def _art(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """Original art: a diagonal gradient in the character's colours, speed lines, the emblem."""
    w, h = size
    st = style(card_id)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    dark, light = st["art"], st["art2"]
    small = pygame.Surface((2, 2))
    small.set_at((0, 0), light)
    small.set_at((1, 0), _mix(dark, light, 0.55))
    small.set_at((0, 1), _mix(dark, light, 0.35))
    small.set_at((1, 1), dark)
    surf.blit(pygame.transform.smoothscale(small, (w * 2, h * 2)), (-w // 2, -h // 2))
    # radial speed lines from behind the emblem, seeded by the card number so each card differs
    number = int(card(card_id).get("number", 0)) if card_id in _cards() else 0
    cx, cy = w * 0.5, h * 0.52
    lines = pygame.Surface(size, pygame.SRCALPHA)
    reach = math.hypot(w, h)
    for i in range(28):
        a = math.radians(i * 360 / 28 + number * 7)
        spread = math.radians(2.2 + (i * 37 + number * 11) % 5 * 0.6)
        inner = min(w, h) * (0.42 + ((i * 13 + number) % 4) * 0.05)
        p0 = (cx + math.cos(a) * inner, cy + math.sin(a) * inner)
        p1 = (cx + math.cos(a - spread) * reach, cy + math.sin(a - spread) * reach)
        p2 = (cx + math.cos(a + spread) * reach, cy + math.sin(a + spread) * reach)
        pygame.draw.polygon(lines, (255, 255, 255, 20 if i % 2 else 34), (p0, p1, p2))
    surf.blit(lines, (0, 0))
    # a halo of the accent colour behind the emblem
    glow = pygame.Surface(size, pygame.SRCALPHA)
    r = min(w, h) * 0.42
    for i in range(10, 0, -1):
        pygame.draw.circle(glow, (*st["accent"], 9), (cx, cy), r * (0.5 + i * 0.06))
    surf.blit(glow, (0, 0))
    side = round(min(w * 0.8, h * 0.8))
    mark = glyphs.emblem(
        emblem_for(card_id), side, glyphs.INK_LIGHT, outline=glyphs.INK_DARK, outline_px=max(1.0, side / 40)
    )
    shadow = glyphs.emblem(emblem_for(card_id), side, (0, 0, 0))
    shadow = shadow.copy()
    shadow.set_alpha(90)
    rect = mark.get_rect(center=(round(cx), round(cy)))
    surf.blit(shadow, rect.move(max(1, side // 30), max(2, side // 18)))
    surf.blit(mark, rect)
    # the corners fade to black a little so the frame reads
    vignette = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(6):
        pygame.draw.rect(vignette, (0, 0, 0, 16), pygame.Rect(0, 0, w, h).inflate(-i * 4, -i * 4), width=2)
    surf.blit(vignette, (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(3, min(w, h) // 14))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def _cost_badge(surface: pygame.Surface, card_id: str, centre: tuple[int, int], r: int) -> None:
    c = card(card_id)
    energy = c.get("energy")
    ring = glyphs.ENERGY_COLOURS.get(energy, (150, 150, 150)) if energy else (150, 150, 150)
    pygame.draw.circle(
        surface, (0, 0, 0, 120), (centre[0] + max(1, r // 8), centre[1] + max(1, r // 6)), r + 1
    )
    pygame.draw.circle(surface, ring, centre, r)
    pygame.draw.circle(surface, (16, 18, 22), centre, max(2, r - max(2, r // 5)))
    text = fonts.render(str(c["cost"]), max(fonts.FLOOR, round(r * 1.25)), (250, 247, 240), bold=True)
    surface.blit(text, text.get_rect(center=(centre[0], centre[1] - max(1, r // 10))))


def _die_icon(surface: pygame.Surface, card_id: str, rect: pygame.Rect, filled: bool) -> None:
    """A die still on the card (solid, with a pip) or one already bought (a faint outline)."""
    body = die_colour(card_id)
    rad = max(2, rect.w // 4)
    if filled:
        pygame.draw.rect(surface, body, rect, border_radius=rad)
        edge = (250, 247, 240) if glyphs.luminance(body) < 0.6 else (40, 40, 46)
        pygame.draw.rect(surface, edge, rect, width=1, border_radius=rad)
        pygame.draw.circle(surface, glyphs.ink_for(body), rect.center, max(1, rect.w // 6))
    else:
        pygame.draw.rect(surface, (96, 98, 106), rect, width=1, border_radius=rad)


def _frame(size: tuple[int, int], card_id: str, border: int, radius: int) -> pygame.Surface:
    w, h = size
    st = style(card_id)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (8, 9, 12), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, _mix(st["body"], (20, 22, 28), 0.35), inner, border_radius=radius - 1)
    core = inner.inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, (24, 26, 32), core, border_radius=max(2, radius - border))
    return surf


def _highlight(surface: pygame.Surface, highlight: str | tuple[int, int, int] | None, radius: int) -> None:
    if highlight is None:
        return
    colour = (
        {"glow": GLOW, "legal": GLOW, "selected": SELECTED, "illegal": ILLEGAL}.get(highlight, GLOW)
        if isinstance(highlight, str)
        else highlight
    )
    w = max(2, surface.get_width() // 32)
    pygame.draw.rect(surface, colour, surface.get_rect(), width=w, border_radius=radius)


def _name(c: Mapping[str, Any], lang: str) -> Mapping[str, Any]:
    return c.get(lang) or c["en"]


def _band(surface: pygame.Surface, rect: pygame.Rect, card_id: str, radius: int) -> None:
    st = style(card_id)
    top, bottom = _mix(st["body"], (255, 255, 255), 0.08), _mix(st["body"], (0, 0, 0), 0.45)
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    band.blit(pygame.transform.smoothscale(strip, (rect.w, rect.h)), (0, 0))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(band, rect)


def _title_colour(card_id: str) -> tuple[int, int, int]:
    return glyphs.INK_DARK if glyphs.luminance(style(card_id)["body"]) > 0.58 else (250, 247, 240)


def _subtitle_colour(card_id: str) -> tuple[int, int, int]:
    ink = _title_colour(card_id)
    return _mix(ink, style(card_id)["body"], 0.12 if ink == glyphs.INK_DARK else 0.3)


def _line_step(px: int) -> int:
    """Lines of a name or subtitle are set close (the band is small), never touching."""
    return px + max(2, round(px * 0.22))


def _band_fits(
    card_id: str, lang: str, width: int, k: float
) -> tuple[fonts.Fitted | None, fonts.Fitted | None]:
    """The name (bold) and subtitle of a table card fitted to ``width``: wrapped (up to 3 lines
    each), never below the font floor; a cut is recorded in ``fonts.CUTS``."""
    texts = _name(card(card_id), lang)
    name_px = max(fonts.FLOOR, round(12 * k))
    name = fonts.fit(
        _at_hyphens(texts["name"], width, name_px, True),
        width,
        10**6,
        name_px,
        bold=True,
        max_lines=3,
        where="dm card name",
    )
    sub_text = texts.get("subtitle") or ""
    if card(card_id)["kind"] == "basic_action" and k < 0.85:
        sub_text = ""  # "Basic Action Card" says nothing a small card has room for
    sub_px = max(fonts.FLOOR, round(10 * k))
    sub = (
        fonts.fit(
            _at_hyphens(sub_text, width, sub_px, False),
            width,
            10**6,
            sub_px,
            max_lines=3,
            where="dm card subtitle",
        )
        if sub_text
        else None
    )
    return name, sub


def _at_hyphens(text: str, width: int, px: int, bold: bool) -> str:
    """A hyphenated word too wide for a line ("Spider-Man", "Star-Spangled") breaks after its
    hyphen rather than between two letters."""
    words = text.split(" ")
    out = []
    for word in words:
        if "-" in word.strip("-") and fonts.text_width(word, min(px, fonts.FLOOR), bold) > width:
            head, tail = word.split("-", 1)
            word = f"{head}-\n{tail}"
        out.append(word)
    return " ".join(out).replace("\n ", "\n")


def band_lines(card_id: str, lang: str, size: tuple[int, int]) -> list[tuple[str, int, bool, pygame.Rect]]:
    """Name (bold) and subtitle as placed on the band: (text, px, bold, the room it may use),
    one entry per line."""
    c = card(card_id)
    out: list[tuple[str, int, bool, pygame.Rect]] = []
    if size == ZOOM:
        left = 9 + (66 if c["kind"] != "sidekick" else 14)
        width = ZOOM[0] - 9 - 10 - left
        texts = _name(c, lang)
        name = fonts.fit(
            texts["name"],
            width,
            34,
            24,
            bold=True,
            max_lines=1 if len(texts.get("subtitle") or "") else 2,
            where="dm zoom name",
        )
        y = 13 if len(name.lines) == 1 else 9
        for line in name.lines:
            out.append((line, name.size, True, pygame.Rect(left, y, width, _line_step(name.size))))
            y += _line_step(name.size)
        if texts.get("subtitle"):
            sub = fonts.fit(texts["subtitle"], width, 10**6, 15, max_lines=1, where="dm zoom subtitle")
            out.append(
                (
                    sub.lines[0],
                    sub.size,
                    False,
                    pygame.Rect(left, max(y + 2, 45), width, _line_step(sub.size)),
                )
            )
        return out
    k = size[0] / SMALL[0]
    pad = max(2, round(3 * k))
    left = pad + max(2, round(3 * k))
    width = size[0] - 2 * left
    band_name, band_sub = _band_fits(card_id, lang, width, k)
    y = pad + max(1, round(2 * k))
    for fitted, bold in ((band_name, True), (band_sub, False)):
        if fitted is None:
            continue
        for line in fitted.lines:
            out.append((line, fitted.size, bold, pygame.Rect(left, y, width, _line_step(fitted.size))))
            y += _line_step(fitted.size)
    return out


# -- small card ----------------------------------------------------------------------------------


@lru_cache(maxsize=512)
def _small(
    card_id: str, lang: str, size: tuple[int, int], dice_left: int | None, highlight: Any
) -> pygame.Surface:
    """The table card: a band with the whole name and subtitle (wrapped, never below the font
    floor), the art in the room left, and a footer with the dice still on the card. The cost
    badge sits on the art, or in the footer when the art is too small for it."""
    w, h = size
    k = w / SMALL[0]
    c = card(card_id)
    radius = max(3, round(6 * k))
    pad = max(2, round(3 * k))
    surf = _frame(size, card_id, pad, radius)
    lines = band_lines(card_id, lang, size)
    band_bottom = (lines[-1][3].bottom if lines else pad + round(20 * k)) + max(2, round(3 * k))
    band = pygame.Rect(pad, pad, w - 2 * pad, band_bottom - pad)
    _band(surf, band, card_id, max(2, round(4 * k)))
    for text, px, bold, rect in lines:
        colour = _title_colour(card_id) if bold else _subtitle_colour(card_id)
        img = fonts.render(text, px, colour, bold=bold)
        surf.blit(img, (rect.x, rect.y - max(0, (img.get_height() - rect.h) // 2)))
    foot_h = max(fonts.FLOOR + 5, round(16 * k))
    art = pygame.Rect(
        pad + max(1, round(2 * k)),
        band.bottom + max(1, round(2 * k)),
        w - 2 * pad - 2 * max(1, round(2 * k)),
        0,
    )
    art.h = max(0, h - pad - foot_h - art.y - max(1, round(2 * k)))
    if art.h >= 6:
        surf.blit(_art(card_id, art.size), art)
    footer = pygame.Rect(art.x, h - pad - foot_h, art.w, foot_h)
    badge_r = max(9, round(11 * k))
    in_footer = art.h < 2 * badge_r + 4
    if c["kind"] != "sidekick":
        if in_footer:
            centre = (footer.x + badge_r, footer.centery)
            footer = pygame.Rect(footer.x + 2 * badge_r + 3, footer.y, footer.w - 2 * badge_r - 3, footer.h)
        else:
            centre = (art.x + badge_r + round(2 * k), art.y + badge_r + round(2 * k))
        _cost_badge(surf, card_id, centre, badge_r)
        if c.get("energy") and not in_footer:
            side = round(15 * k)
            glyph = glyphs.energy_glyph(c["energy"], side)
            surf.blit(glyph, glyph.get_rect(center=(centre[0] + round(13 * k), centre[1] + round(10 * k))))
    _footer_small(surf, card_id, footer, dice_left, k)
    _highlight(surf, highlight, radius)
    return surf


def _footer_small(
    surf: pygame.Surface, card_id: str, rect: pygame.Rect, dice_left: int | None, k: float
) -> None:
    """The dice still on the card: "left/total" (never below the floor), with one small die per
    die of the Max when there is room for them beside it."""
    c = card(card_id)
    total = int(c.get("max_dice", 0))
    if c["kind"] == "sidekick":
        total = 0
    if not total:
        return
    left = total if dice_left is None else max(0, min(total, dice_left))
    px = max(fonts.FLOOR, round(10 * k))
    text = f"{left}/{total}"
    if fonts.text_width(text, fonts.FLOOR, True) > rect.w:
        text = str(left)  # a narrow card: the dice left alone (the Max is in the zoom and the tooltip)
    label = fonts.fit_line(text, rect.w, px, bold=True, where="dm card dice left")
    img = fonts.render(label.lines[0], label.size, (242, 239, 230), bold=True)
    surf.blit(img, img.get_rect(midright=(rect.right - round(2 * k), rect.centery)))
    d = round(min(11 * k, rect.h * 0.75))
    gap = max(1, round(2.5 * k))
    room = rect.w - img.get_width() - round(6 * k)
    if d >= 4 and total * (d + gap) <= room:
        y = rect.centery - d // 2
        for i in range(total):
            _die_icon(surf, card_id, pygame.Rect(rect.x + round(2 * k) + i * (d + gap), y, d, d), i < left)


# -- zoomed card ---------------------------------------------------------------------------------


def _text_blocks(card_id: str, lang: str) -> list[tuple[list[Atom], int]]:
    """The text box content as (atoms, bursts) paragraphs; bursts 0 for plain text, -1 for global."""
    c = card(card_id)
    texts = _name(c, lang)
    blocks: list[tuple[list[Atom], int]] = []
    if texts.get("text"):
        atoms = _atoms(texts["text"], lang)
        _mark_phrases(atoms, texts["text"], lang)
        blocks.append((atoms, 0))
    for key, n in (("burst1", 1), ("burst2", 2)):
        line = texts.get(key)
        if line:
            body = line.lstrip("*").strip()
            atoms = [Atom("", glyph="burst", space_after=(i == n - 1)) for i in range(n)] + _atoms(body, lang)
            _mark_phrases(atoms, body, lang)
            blocks.append((atoms, n))
    if texts.get("global"):
        red = (178, 30, 36)
        atoms = [Atom(LABELS.get(lang, LABELS["en"])["global"], True, colour=red)] + _atoms(
            texts["global"], lang, colour=red
        )
        blocks.append((atoms, -1))
    return blocks


ZOOM_TEXT_BOX = pygame.Rect(13, 232, ZOOM[0] - 26, ZOOM[1] - 232 - 44)


def zoom_text_area() -> pygame.Rect:
    """Where the text of a zoomed card may go (inside the text box's padding)."""
    return ZOOM_TEXT_BOX.inflate(-20, -14)


def text_box_layout(
    card_id: str, lang: str, width: int, height: int, max_px: int = 14, min_px: int = fonts.FLOOR
) -> tuple[int, list[list[list[Atom]]]]:
    """The largest text size whose paragraphs fit the box, and the wrapped lines per paragraph;
    never below the font floor (text that still does not fit there is recorded in ``fonts.CUTS``)."""
    blocks = _text_blocks(card_id, lang)
    px = max_px
    while True:
        paras = [layout(atoms, px, width) for atoms, _ in blocks]
        lines = sum(len(p) for p in paras)
        need = lines * round(px * 1.32) + max(0, len(paras) - 1) * round(px * 0.45)
        if need <= height or px <= min_px:
            if need > height:
                cut = fonts.Cut(
                    " ".join(a.text for atoms, _ in blocks for a in atoms), width, height, "dm zoom text"
                )
                if cut not in fonts.CUTS:
                    fonts.CUTS.append(cut)
            return px, paras
        px -= 1


@lru_cache(maxsize=128)
def _zoom(card_id: str, lang: str, dice_left: int | None, highlight: Any) -> pygame.Surface:
    from .dice import render_face  # the dice module imports this one for its data

    w, h = ZOOM
    c = card(card_id)
    radius = 16
    surf = _frame(ZOOM, card_id, 7, radius)
    band = pygame.Rect(9, 9, w - 18, 62)
    _band(surf, band, card_id, 10)
    for text, px, bold, rect in band_lines(card_id, lang, ZOOM):
        colour = _title_colour(card_id) if bold else _subtitle_colour(card_id)
        img = fonts.render(text, px, colour, bold=bold)
        surf.blit(img, (rect.x, rect.y - max(0, (img.get_height() - rect.h) // 2)))
    art = pygame.Rect(13, band.bottom + 5, w - 26, 150)
    surf.blit(_art(card_id, art.size), art)
    if c["kind"] != "sidekick":
        _cost_badge(surf, card_id, (band.x + 32, band.y + 31), 26)
        if c.get("energy"):
            glyph = glyphs.energy_glyph(c["energy"], 30)
            surf.blit(glyph, glyph.get_rect(center=(art.x + 22, art.y + 22)))
    # the die's faces that are not energy: a character's three levels, or the action die
    faces = [f for f in die_faces(card_id) if f.get("kind") != "energy"]
    dsize = 30
    for i, face in enumerate(faces):
        img = render_face(card_id, face, dsize)
        x = art.right - (len(faces) - i) * (dsize + 8) - 2
        surf.blit(
            img,
            (x - (img.get_width() - dsize) // 2, art.bottom - dsize - 10 - (img.get_height() - dsize) // 2),
        )
    box = ZOOM_TEXT_BOX
    pygame.draw.rect(surf, (241, 236, 224), box, border_radius=8)
    pygame.draw.rect(surf, _mix(style(card_id)["body"], (241, 236, 224), 0.4), box, width=2, border_radius=8)
    inner = zoom_text_area()
    px, paras = text_box_layout(card_id, lang, inner.w, inner.h)
    y = inner.y
    step = round(px * 1.32)
    for p_i, para in enumerate(paras):
        for line in para:
            draw_line(surf, line, px, (inner.x, y), (28, 28, 34))
            y += step
        if p_i < len(paras) - 1:
            y += round(px * 0.45)
    _footer_zoom(
        surf, card_id, lang, pygame.Rect(box.x, box.bottom + 6, box.w, h - box.bottom - 14), dice_left
    )
    _highlight(surf, highlight, radius)
    return surf


def _footer_zoom(
    surf: pygame.Surface, card_id: str, lang: str, rect: pygame.Rect, dice_left: int | None
) -> None:
    c = card(card_id)
    labels = LABELS.get(lang, LABELS["en"])
    total = int(c.get("max_dice", 0))
    x = rect.x + 4
    max_label = fonts.render(f"{labels['max']} {total}", 15, (242, 239, 230), bold=True)
    surf.blit(max_label, max_label.get_rect(midleft=(x, rect.centery)))
    x += max_label.get_width() + 10
    affiliations = [labels.get(a, a) for a in c.get("affiliations", [])]
    if affiliations:
        aff = fonts.fit_line(" · ".join(affiliations), 120, 13, where="dm zoom affiliation")
        text = fonts.render(aff.lines[0], aff.size, (200, 196, 186))
        surf.blit(text, text.get_rect(midleft=(x, rect.centery)))
    if c["kind"] == "sidekick":
        return
    left = total if dice_left is None else max(0, min(total, dice_left))
    d, gap = 16, 5
    start = rect.right - 4 - total * d - (total - 1) * gap
    for i in range(total):
        _die_icon(surf, card_id, pygame.Rect(start + i * (d + gap), rect.centery - d // 2, d, d), i < left)


# -- public --------------------------------------------------------------------------------------


def _hl_key(highlight: str | Sequence[int] | None) -> Any:
    return tuple(highlight) if highlight is not None and not isinstance(highlight, str) else highlight


def render_card(
    card_id: str,
    lang: str,
    size: tuple[int, int] = SMALL,
    dice_left: int | None = None,
    highlight: str | Sequence[int] | None = None,
) -> pygame.Surface:
    """The table card (cached): cost, name, subtitle, emblem art and the dice left on it.

    ``highlight`` is ``"glow"`` (legal target), ``"selected"``, ``"illegal"`` or a colour; it
    draws a border inside the card so the size never changes."""
    return _small(card_id, lang, (int(size[0]), int(size[1])), dice_left, _hl_key(highlight))


def render_card_zoom(
    card_id: str, lang: str, dice_left: int | None = None, highlight: str | Sequence[int] | None = None
) -> pygame.Surface:
    """The card at 336×470 with its full text (cached)."""
    return _zoom(card_id, lang, dice_left, _hl_key(highlight))
