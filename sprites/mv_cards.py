"""MetaVersus cards as pictures, drawn by the project: exchange cards, characters and the back.

The type is the frame: a yellow frame with a hexagon badge (gems) for currency, a red frame with
a star badge (damage) for weapons, a grey frame with a square badge (AP) for actions. The
attribute is a symbol drawn by code in the attribute's colour (never the colour alone: each
attribute has its own shape), repeated large in the art window with motion lines seeded by the
card id. Text comes from the card data in the chosen language; a "———" line is a divider.

Pictures are drawn at twice the asked size and smoothed down, once per (card, language, size).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from . import fonts

ATTRIBUTE_COLOURS: dict[str, tuple[int, int, int]] = {
    "fire": (228, 87, 46), "water": (47, 143, 216), "wood": (76, 175, 80), "soil": (166, 124, 82),
    "sky": (143, 211, 255), "flash": (255, 224, 102), "moon": (155, 140, 255), "darkness": (74, 68, 88),
    "curse": (176, 48, 106), "neutral": (158, 158, 158),
}
TYPE_COLOURS: dict[str, tuple[int, int, int]] = {
    "currency": (240, 196, 52), "weapon": (214, 52, 52), "action": (150, 152, 162), "character": (196, 160, 255),
}
INK = (24, 20, 28)
PAPER = (238, 232, 216)
BODY = (34, 28, 40)
SMALL = (96, 134)
ZOOM = (336, 470)
SS = 2  # supersampling of card pictures


def _info(card: str, lang: str) -> dict[str, object]:
    from game.metaversus import card_info

    return card_info(card, lang)


# -- shapes ------------------------------------------------------------------------------------
def hexagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * i - 90)), cy + r * math.sin(math.radians(60 * i - 90))) for i in range(6)]


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(-90 + i * 180 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _ring(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 24) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


def draw_symbol(surf: pygame.Surface, attr: str, c: tuple[float, float], r: float, colour: tuple[int, ...], ink: tuple[int, ...] = INK) -> None:
    """The attribute's own shape, centred at ``c`` within radius ``r`` (outlined in ``ink``)."""
    cx, cy = c
    w = max(1, int(r * 0.12))
    pts: list[tuple[float, float]]
    if attr == "fire":  # a flame of three tongues over a round foot, a dark core
        pts = _ring(cx, cy + r * 0.3, r * 0.62, 0.0, math.pi, 16)
        pts += [(cx - r * 0.7, cy - r * 0.05), (cx - r * 0.55, cy - r * 0.6), (cx - r * 0.25, cy - r * 0.15),
                (cx, cy - r), (cx + r * 0.25, cy - r * 0.2), (cx + r * 0.6, cy - r * 0.7), (cx + r * 0.68, cy + r * 0.05)]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
        inner = [(cx, cy - r * 0.15)] + _ring(cx, cy + r * 0.45, r * 0.28, -math.pi * 0.1, math.pi * 1.1, 12)
        pygame.draw.polygon(surf, ink, inner)
    elif attr == "water":  # a drop
        pts = [(cx, cy - r)] + _ring(cx, cy + r * 0.3, r * 0.62, -math.pi * 0.2, math.pi * 1.2)
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
        pygame.draw.arc(surf, ink, pygame.Rect(cx - r * 0.38, cy, r * 0.6, r * 0.6), math.pi * 0.9, math.pi * 1.4, max(1, w))
    elif attr == "wood":  # a leaf with its vein
        pts = []
        for i in range(33):  # a lens pointed at both ends, turned 45 degrees
            t = math.pi * 2 * i / 32
            x, y = r * math.cos(t), 0.45 * r * math.sin(t) * abs(math.sin(t)) ** 0.3
            pts.append((cx + (x - y) * 0.7071, cy - (x + y) * 0.7071))
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
        pygame.draw.line(surf, ink, (cx - r * 0.8, cy + r * 0.8), (cx + r * 0.5, cy - r * 0.5), w)
    elif attr == "soil":  # two mountains on a ground line
        big = [(cx - r, cy + r * 0.75), (cx - r * 0.15, cy - r * 0.85), (cx + r * 0.55, cy + r * 0.75)]
        small = [(cx - r * 0.05, cy + r * 0.75), (cx + r * 0.5, cy - r * 0.2), (cx + r, cy + r * 0.75)]
        for tri in (big, small):
            pygame.draw.polygon(surf, colour, tri)
            pygame.draw.polygon(surf, ink, tri, w)
        pygame.draw.line(surf, ink, (cx - r, cy + r * 0.75), (cx + r, cy + r * 0.75), w)
    elif attr == "sky":  # a cloud with a wing stroke
        for dx, dy, rr in ((-0.45, 0.15, 0.42), (0.05, -0.2, 0.55), (0.5, 0.15, 0.4)):
            pygame.draw.circle(surf, ink, (cx + dx * r, cy + dy * r), rr * r + w)
        base = pygame.Rect(cx - r * 0.85, cy + r * 0.05, r * 1.7, r * 0.5)
        pygame.draw.rect(surf, ink, base.inflate(w * 2, w * 2), border_radius=int(r * 0.25))
        for dx, dy, rr in ((-0.45, 0.15, 0.42), (0.05, -0.2, 0.55), (0.5, 0.15, 0.4)):
            pygame.draw.circle(surf, colour, (cx + dx * r, cy + dy * r), rr * r)
        pygame.draw.rect(surf, colour, base, border_radius=int(r * 0.25))
    elif attr == "flash":  # a lightning bolt
        pts = [(cx + r * 0.25, cy - r), (cx - r * 0.55, cy + r * 0.1), (cx - r * 0.02, cy + r * 0.1),
               (cx - r * 0.3, cy + r), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
    elif attr == "moon":  # a crescent
        outer = _ring(cx, cy, r * 0.92, math.pi * 0.35, math.pi * 1.65, 28)
        inner = _ring(cx + r * 0.42, cy - r * 0.05, r * 0.7, math.pi * 1.55, math.pi * 0.45, 28)
        pts = outer + inner
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)
    elif attr == "darkness":  # a black sun: a ring of rays around a void
        for i in range(8):
            a = math.radians(i * 45 + 22.5)
            ray = [(cx + math.cos(a) * r, cy + math.sin(a) * r), (cx + math.cos(a + 0.3) * r * 0.55, cy + math.sin(a + 0.3) * r * 0.55),
                   (cx + math.cos(a - 0.3) * r * 0.55, cy + math.sin(a - 0.3) * r * 0.55)]
            pygame.draw.polygon(surf, colour, ray)
            pygame.draw.polygon(surf, ink, ray, max(1, w // 2))
        pygame.draw.circle(surf, colour, (cx, cy), r * 0.55)
        pygame.draw.circle(surf, ink, (cx, cy), r * 0.55, w)
        pygame.draw.circle(surf, ink, (cx, cy), r * 0.3)
        pygame.draw.circle(surf, (200, 190, 230), (cx, cy), r * 0.3, max(1, w // 2))
    elif attr == "curse":  # a spiral
        pts = []
        for i in range(60):
            t = i / 59
            a = t * math.pi * 4.2
            rr = r * (0.12 + 0.85 * t)
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.lines(surf, ink, False, pts, w * 3)
        pygame.draw.lines(surf, colour, False, pts, max(1, w * 2 - 1))
    else:  # neutral: a plain diamond
        pts = [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, ink, pts, w)


@lru_cache(maxsize=256)
def symbol_image(attr: str, size: int, disc: bool = True) -> pygame.Surface:
    """A small attribute badge: the symbol on a disc of its colour (for counters and lists)."""
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    colour = ATTRIBUTE_COLOURS.get(attr, ATTRIBUTE_COLOURS["neutral"])
    if disc:
        pygame.draw.circle(surf, INK, (big / 2, big / 2), big / 2)
        pygame.draw.circle(surf, colour, (big / 2, big / 2), big / 2 - big * 0.06)
        draw_symbol(surf, attr, (big / 2, big / 2), big * 0.3, (250, 248, 240) if attr != "flash" and attr != "sky" else (40, 36, 50))
    else:
        draw_symbol(surf, attr, (big / 2, big / 2), big * 0.45, colour)
    return pygame.transform.smoothscale(surf, (size, size))


def type_badge(surf: pygame.Surface, kind: str, c: tuple[float, float], r: float, number: str) -> None:
    """The type's shape holding its number: hexagon (gems), star (damage), square (AP)."""
    cx, cy = c
    colour = TYPE_COLOURS[kind]
    w = max(1, int(r * 0.12))
    if kind == "currency":
        pts = hexagon(cx, cy, r)
    elif kind == "weapon":
        pts = star(cx, cy, r * 1.12, r * 0.58)
    elif kind == "action":
        pts = [(cx - r * 0.82, cy - r * 0.82), (cx + r * 0.82, cy - r * 0.82), (cx + r * 0.82, cy + r * 0.82), (cx - r * 0.82, cy + r * 0.82)]
    else:
        pts = hexagon(cx, cy, r)
    pygame.draw.polygon(surf, INK, [(x + w, y + w) for x, y in pts])
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, w)
    if number:
        size = int(r * (1.05 if kind != "weapon" else 0.85))
        img = fonts.render(number, size, INK if kind != "weapon" else (255, 250, 240), bold=True)
        surf.blit(img, img.get_rect(center=(cx, cy + (r * 0.08 if kind == "weapon" else 0))))


def cost_badge(surf: pygame.Surface, c: tuple[float, float], r: float, cost: int) -> None:
    """The price in gems: a pale gem (a cut diamond), distinct from every type badge."""
    cx, cy = c
    pts = [(cx - r * 0.55, cy - r * 0.8), (cx + r * 0.55, cy - r * 0.8), (cx + r, cy - r * 0.2), (cx, cy + r), (cx - r, cy - r * 0.2)]
    pygame.draw.polygon(surf, INK, [(x + 2, y + 2) for x, y in pts])
    pygame.draw.polygon(surf, (222, 238, 250), pts)
    pygame.draw.polygon(surf, INK, pts, max(1, int(r * 0.1)))
    img = fonts.render(str(cost), int(r * 1.0), INK, bold=True)
    surf.blit(img, img.get_rect(center=(cx, cy - r * 0.12)))


# -- art -----------------------------------------------------------------------------------------
def _art(surf: pygame.Surface, rect: pygame.Rect, attr: str, seed_text: str, character: bool) -> None:
    colour = ATTRIBUTE_COLOURS.get(attr, ATTRIBUTE_COLOURS["neutral"])
    dark = tuple(int(v * 0.35) for v in colour)
    light = tuple(min(255, int(v * 0.8 + 50)) for v in colour)
    art = pygame.Surface(rect.size)
    for y in range(rect.h):  # a vertical gradient of the attribute's colours
        t = y / max(1, rect.h - 1)
        pygame.draw.line(art, tuple(int(dark[i] + (light[i] - dark[i]) * (1 - t) ** 1.4) for i in range(3)), (0, y), (rect.w, y))
    rng = random.Random(sum(ord(ch) * (i + 1) for i, ch in enumerate(seed_text)))
    angle = rng.uniform(-0.6, 0.6)
    for _ in range(9):  # motion lines
        x0 = rng.uniform(-0.2, 1.0) * rect.w
        y0 = rng.uniform(0, 1) * rect.h
        length = rng.uniform(0.25, 0.6) * rect.w
        end = (x0 + math.cos(angle) * length, y0 + math.sin(angle) * length)
        pygame.draw.line(art, light, (x0, y0), end, max(1, rect.h // 40))
    r = min(rect.w, rect.h) * 0.36
    cx, cy = rect.w / 2, rect.h / 2
    if character:  # a bust silhouette in front of a large symbol
        draw_symbol(art, attr, (cx + r * 0.65, cy - r * 0.35), r * 0.6, light, dark)
        pygame.draw.circle(art, INK, (cx - r * 0.1, cy - r * 0.25), r * 0.42)
        body = [(cx - r * 1.0, rect.h), (cx - r * 0.85, cy + r * 0.45), (cx - r * 0.1, cy + r * 0.2), (cx + r * 0.65, cy + r * 0.45), (cx + r * 0.8, rect.h)]
        pygame.draw.polygon(art, INK, body)
        pygame.draw.circle(art, colour, (cx - r * 0.1, cy - r * 0.25), r * 0.42, max(1, int(r * 0.06)))
    else:
        draw_symbol(art, attr, (cx, cy), r, light, INK)
    surf.blit(art, rect.topleft)
    pygame.draw.rect(surf, INK, rect, max(1, rect.h // 60))


@lru_cache(maxsize=8192)
def _char_w(ch: str, size: int, bold: bool) -> int:
    return int(fonts.get_font(size, bold).size(ch)[0])


def _text_w(text: str, size: int, bold: bool = False) -> int:
    """Width from cached per-character widths: measuring Hangul with the font each time is
    slow (its glyphs are not cached by the font), and card text is measured a lot."""
    return sum(_char_w(ch, size, bold) for ch in text)


def _wrap(text: str, size: int, width: int) -> list[str]:
    """Break ``text`` into lines of at most ``width`` pixels; a word too long is cut."""
    lines: list[str] = []
    space = _char_w(" ", size, False)
    line, line_w = "", 0
    for word in text.split(" "):
        w = _text_w(word, size)
        if line and line_w + space + w <= width:
            line, line_w = f"{line} {word}", line_w + space + w
            continue
        if line:
            lines.append(line)
        line, line_w = "", 0
        for ch in word if w > width else [word]:
            cw = _text_w(ch, size)
            if line and line_w + cw > width:
                lines.append(line)
                line, line_w = "", 0
            line, line_w = line + ch, line_w + cw
    lines.append(line)
    return lines


def _fit(text: str, size: int, width: int, bold: bool = True) -> tuple[str, int]:
    """Shrink the font (to 70%) and then cut the text so one line fits ``width``."""
    for s in range(size, max(6, int(size * 0.7)) - 1, -2):  # steps of 2: few font sizes in the cache
        if _text_w(text, s, bold) <= width:
            return text, s
    s = max(6, int(size * 0.7))
    while text and _text_w(text + "…", s, bold) > width:
        text = text[:-1]
    return text + "…", s


def _text_box(surf: pygame.Surface, rect: pygame.Rect, text: str, size: int) -> None:
    """Card text, wrapped, the font shrunk until it fits; "———" lines become a rule."""
    pygame.draw.rect(surf, PAPER, rect, border_radius=max(2, rect.w // 30))
    inner = rect.inflate(-rect.w // 12, -rect.h // 14)
    paras = text.split("\n")

    def layout(s: int) -> tuple[list[tuple[str, bool]], int]:
        out: list[tuple[str, bool]] = []
        for para in paras:
            if para.strip("— ") == "":
                out.append(("—", True))
            else:
                out.extend((ln, False) for ln in _wrap(para, s, inner.w))
        return out, fonts.get_font(s).get_linesize()

    def estimate(s: int) -> int:
        """Lines the text needs at size ``s``, from one measurement per paragraph (wrapping
        Korean measures every syllable: doing it for each size was most of a card's cost)."""
        return sum(1 if p.strip("— ") == "" else _text_w(p, s) // max(1, int(inner.w * 0.92)) + 1 for p in paras)

    s = size
    while s > 6 and estimate(s) * fonts.get_font(s).get_linesize() > inner.h:
        s -= 2
    lines, lh = layout(s)
    while len(lines) * lh > inner.h and s > 6:
        s -= 2
        lines, lh = layout(s)
    y = inner.y + max(0, (inner.h - len(lines) * lh) // 2)
    for line, rule in lines:
        if rule:
            pygame.draw.line(surf, INK, (inner.x, y + lh // 2), (inner.right, y + lh // 2), max(1, s // 8))
        else:
            img = fonts.render(line, s, INK)
            surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += lh
        if y > inner.bottom:
            break


def _frame(surf: pygame.Surface, kind: str, attr: str) -> pygame.Rect:
    w, h = surf.get_size()
    rad = max(4, w // 14)
    pygame.draw.rect(surf, TYPE_COLOURS[kind], surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-max(4, w // 16), -max(4, w // 16))
    pygame.draw.rect(surf, BODY, inner, border_radius=max(3, rad - 2))
    pygame.draw.rect(surf, INK, surf.get_rect(), max(1, w // 90), border_radius=rad)
    return inner


@lru_cache(maxsize=768)
def render_card(card: str, lang: str, size: tuple[int, int]) -> pygame.Surface:
    """An exchange card or a character, ``size`` pixels (63:88), in ``lang``."""
    info = _info(card, lang)
    w, h = size[0] * SS, size[1] * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    kind = str(info["type"])
    attr = str(info["attribute"])
    inner = _frame(surf, kind, attr)
    u = w / 126
    detailed = size[0] >= 110  # smaller cards show name, art and numbers; the text is in the tooltip
    band_h = int(h * (0.15 if detailed else 0.2))
    band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
    sym = int(band_h * 0.78)
    name_x = inner.x + (int(30 * u) if kind != "character" else int(8 * u))
    name_w = inner.right - name_x - (sym + int(8 * u))
    if detailed:
        name, s = _fit(str(info["name"]), int(15 * u), name_w)
        img = fonts.render(name, s, (250, 246, 236), bold=True)
        surf.blit(img, img.get_rect(midleft=(name_x, band.centery)))
    else:  # small cards: the name may take two lines
        lines = _wrap(str(info["name"]), int(15 * u), inner.w - int(10 * u))[:2]
        y = inner.y + band_h + int(2 * u)
        for line in lines:
            line, s = _fit(line, int(15 * u), inner.w - int(10 * u))
            img = fonts.render(line, s, (250, 246, 236), bold=True)
            surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
            y += img.get_height()
    surf.blit(pygame.transform.smoothscale(symbol_image(attr, 64), (sym, sym)), (inner.right - sym - int(4 * u), band.centery - sym // 2))
    art_top = band.bottom + (int(2 * u) if detailed else int(46 * u))
    art_h = int(h * 0.36) if detailed else inner.bottom - art_top - int(4 * u)
    art = pygame.Rect(inner.x + int(5 * u), art_top, inner.w - int(10 * u), art_h)
    _art(surf, art, attr, card, kind == "character")
    if kind == "character":
        ability = str(info.get("ability"))
        badge = "A" if ability == "active" else "P"
        bc = (inner.x + int(14 * u), band.bottom + int(14 * u)) if detailed else (art.x + int(14 * u), art.bottom - int(14 * u))
        type_badge(surf, "character", bc, 12 * u, badge)
        uses = info.get("uses")
        if uses:
            for i in range(int(uses)):  # one pip per use of the ability in a match
                pygame.draw.circle(surf, INK, (art.right - int(10 * u) - i * int(14 * u), art.bottom - int(10 * u)), 6 * u)
                pygame.draw.circle(surf, TYPE_COLOURS["currency"], (art.right - int(10 * u) - i * int(14 * u), art.bottom - int(10 * u)), 4.5 * u)
    else:
        cost_badge(surf, (inner.x + int(15 * u), band.centery + int(1 * u)), 13 * u, int(info["cost"]))  # type: ignore[arg-type]
        number = info.get("value") if kind == "currency" else info.get("damage") if kind == "weapon" else info.get("ap")
        # at the left of the art, so it stays visible where cards overlap in the hand fan
        type_badge(surf, kind, (art.x + int(17 * u), art.bottom - int(17 * u)), 15 * u, str(number))
    if detailed:
        text_rect = pygame.Rect(art.x, art.bottom + int(4 * u), art.w, inner.bottom - art.bottom - int(24 * u))
        _text_box(surf, text_rect, str(info["text"]), int(11 * u))
        sub, s = _fit(str(info["subtitle"]), int(10 * u), inner.w - int(10 * u), bold=False)
        img = fonts.render(sub, s, (220, 214, 200))
        surf.blit(img, img.get_rect(midbottom=(inner.centerx, inner.bottom - int(2 * u))))
    return pygame.transform.smoothscale(surf, size)


def render_card_zoom(card: str, lang: str) -> pygame.Surface:
    return render_card(card, lang, ZOOM)


@lru_cache(maxsize=32)
def render_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of every MetaVersus card: a hexagon with a star on the night felt."""
    w, h = size[0] * SS, size[1] * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 14)
    pygame.draw.rect(surf, (74, 58, 96), surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-w // 10, -w // 10)
    pygame.draw.rect(surf, (38, 28, 48), inner, border_radius=rad)
    for i in range(0, w + h, max(4, w // 10)):  # a fine diagonal weave
        pygame.draw.line(surf, (52, 40, 66), (inner.x + i, inner.y), (inner.x + i - h, inner.y + h), max(1, w // 60))
    pygame.draw.rect(surf, (74, 58, 96), surf.get_rect(), max(2, w // 20), border_radius=rad)
    r = w * 0.28
    cx, cy = w / 2, h / 2
    pygame.draw.polygon(surf, (155, 140, 255), hexagon(cx, cy, r))
    pygame.draw.polygon(surf, (46, 36, 51), hexagon(cx, cy, r * 0.74))
    pygame.draw.polygon(surf, (255, 224, 102), star(cx, cy, r * 0.55, r * 0.24))
    pygame.draw.polygon(surf, INK, hexagon(cx, cy, r), max(1, w // 60))
    return pygame.transform.smoothscale(surf, size)


@lru_cache(maxsize=2048)
def rotated(card: str | None, lang: str, size: tuple[int, int], angle: int, dimmed: bool = False) -> pygame.Surface:
    """A card (or the back when ``card`` is None) turned by ``angle`` degrees, for the fan;
    ``dimmed`` darkens a card that cannot be used now."""
    img = render_back(size) if card is None else render_card(card, lang, size)
    if dimmed:
        img = img.copy()
        img.fill((140, 140, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img
