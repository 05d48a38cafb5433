"""The team builder's card zoom: the card large, and beside it everything printed on it in
words a person reads at any window size from 1024×640 up — name and subtitle, rarity, cost,
energy type, affiliations, Max, the six faces of its die (each drawn, with what it is under
it), and the whole text: the ability, the bursts and the Global. Any click or key closes it."""

from __future__ import annotations

from typing import Any

import pygame

from game.dicemasters.cards import CARDS, card_info
from sprites import card_text, dm_cards, fonts, glyphs
from sprites.card_text import Atom
from sprites.die_faces import render_face
from sprites.draw import GLOW, TEXT, TEXT_DIM, dim, rounded_panel

from ..stack import Scene
from .team_filter import slug

GLOBAL_TEXT = (255, 132, 120)  # the Global, red as printed, light enough for the dark panel
CARD_W, CARD_H = 336, 470  # the zoomed card's own size


def _icon(name: str, px: int) -> pygame.Surface:
    return glyphs.energy_glyph(name, round(px * 1.1))


def face_caption(app: Any, face: dict[str, Any]) -> list[str]:
    """What a die face is, in words (its picture shows the numbers)."""
    t = app.t
    if face["kind"] == "energy":
        return [" + ".join(t(f"dm.energy.{sym}") for sym in face["symbols"])]
    if face["kind"] == "action":
        bursts = int(face.get("bursts", 0))
        return [t("dm_ui.tb.z.action")] + ([t("dm_ui.tb.z.bursts", n=bursts)] if bursts else [])
    lines = [t("dm_ui.tb.z.level", n=face["level"])]
    lines.append(t("dm_ui.tb.z.field", n=face["field_cost"]))
    if face.get("bursts"):
        lines.append(t("dm_ui.tb.z.bursts", n=face["bursts"]))
    return lines


def facts_line(app: Any, cid: str) -> str:
    """Rarity · cost · energy type · affiliations · Max, in the language shown."""
    t = app.t
    card = CARDS[cid]
    parts = [t(f"dm_ui.tb.f.rarity.{slug(card.rarity)}"), t("dm_ui.tb.z.cost", n=card.cost)]
    if card.energy:
        parts.append(t(f"dm_ui.tb.f.energy.{card.energy}"))
    if card.kind == "action":
        parts.append(t("dm_ui.tb.z.action_card"))
    parts += [t(f"dm_ui.tb.f.affiliation.{slug(a)}") for a in card.affiliations]
    parts.append(t("dm_ui.tb.z.max", n=card.max_dice))
    return " · ".join(parts)


def text_paragraphs(app: Any, cid: str) -> list[list[Atom]]:
    """The ability, each burst (its stars drawn) and the Global (its word first), as paragraphs."""
    lang = app.tr.lang
    info = card_info(cid, lang)
    style = dm_cards.TEXT_STYLES.get(lang, dm_cards.TEXT_STYLES["en"])
    paras: list[list[Atom]] = []
    if info.get("text"):
        paras.append(card_text.atoms(str(info["text"]), style))
    for key, n in (("burst1", 1), ("burst2", 2)):
        line = info.get(key)
        if line:
            stars = [Atom("", glyph="burst", space_after=(i == n - 1)) for i in range(n)]
            paras.append(stars + card_text.atoms(str(line).lstrip("*").strip(), style))
    if info.get("global"):
        head = Atom(app.t("dm_ui.tb.z.global"), True, colour=GLOBAL_TEXT)
        paras.append([head, *card_text.atoms(str(info["global"]), style, colour=GLOBAL_TEXT)])
    if not paras:
        paras.append(card_text.atoms(app.t("dm_ui.tb.z.no_text"), style))
    return paras


class CardDetails(Scene):
    """The card zoom of the team builder (see the module doc)."""

    name = "dm_card_details"
    overlay = True

    def __init__(self, app: Any, card: str) -> None:
        super().__init__(app)
        self.card = card

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    @property
    def s(self) -> float:
        return float(self.app.scale)

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        s = max(0.64, self.s)
        pw = min(int(w * 0.94), int(1180 * s))
        ph = min(int(h * 0.94), int(660 * s) + 60)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The card's rectangle and the room for the words beside it."""
        p = self.panel()
        pad = max(14, int(24 * self.s))
        card_h = min(CARD_H, p.h - 2 * pad - max(16, int(22 * self.s)))
        card_w = int(card_h * CARD_W / CARD_H)
        card = pygame.Rect(p.x + pad, p.y + pad, card_w, card_h)
        words = pygame.Rect(card.right + pad, p.y + pad, p.right - pad - card.right - pad, p.h - 2 * pad)
        return card, words

    def draw(self, surface: pygame.Surface) -> None:
        s = max(0.64, self.s)
        lang = self.app.tr.lang
        dim(surface, 160)
        p = self.panel()
        rounded_panel(surface, p, (16, 20, 26, 246), (*GLOW, 150), radius=14)
        card_rect, words = self.layout()
        img = dm_cards.render_card_zoom(self.card, lang)
        if img.get_size() != card_rect.size:
            img = pygame.transform.smoothscale(img, card_rect.size)
        surface.blit(img, card_rect)
        info = card_info(self.card, lang)
        y = words.y
        name = fonts.fit_line(
            str(info["name"]), words.w, max(18, int(30 * s)), bold=True, where="dm zoom name"
        )
        fonts.draw_fitted(surface, name, pygame.Rect(words.x, y, words.w, name.height), GLOW)
        y += name.height
        if info.get("subtitle"):
            sub = fonts.fit_line(
                str(info["subtitle"]), words.w, max(14, int(20 * s)), where="dm zoom subtitle"
            )
            fonts.draw_fitted(surface, sub, pygame.Rect(words.x, y, words.w, sub.height), TEXT)
            y += sub.height
        y += int(6 * s)
        facts = fonts.fit(
            facts_line(self.app, self.card), words.w, 3 * 24, max(13, int(17 * s)), where="dm zoom facts"
        )
        fonts.draw_fitted(surface, facts, pygame.Rect(words.x, y, words.w, facts.height), TEXT_DIM)
        y += facts.height + int(12 * s)
        y = self._draw_faces(surface, pygame.Rect(words.x, y, words.w, 0), s) + int(14 * s)
        close = fonts.render(self.app.t("common.zoom_close"), max(11, int(14 * s)), GLOW)
        bottom = words.bottom - close.get_height() - int(8 * s)
        box = pygame.Rect(words.x, y, words.w, max(20, bottom - y))
        rounded_panel(surface, box, (0, 0, 0, 60), (255, 255, 255, 30), radius=10)
        inner = box.inflate(-int(24 * s), -int(18 * s))
        style = dm_cards.TEXT_STYLES.get(lang, dm_cards.TEXT_STYLES["en"])
        setting = card_text.fit(
            text_paragraphs(self.app, self.card),
            inner.w,
            inner.h,
            max(15, int(21 * s)),
            style,
            where="dm builder zoom text",
        )
        card_text.draw(surface, setting, inner, TEXT, _icon)
        surface.blit(close, close.get_rect(bottomright=(words.right, words.bottom)))

    def _draw_faces(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> int:
        """The six faces in a row, what each one is under it; returns where they end."""
        faces = card_info(self.card, self.app.tr.lang)["faces"]
        gap = max(6, int(10 * s))
        cell = (area.w - 5 * gap) // 6
        die = min(cell - 6, max(30, int(58 * s)))
        size = max(fonts.FLOOR, int(14 * s))
        bottom = area.y
        for i, face in enumerate(faces):
            x = area.x + i * (cell + gap)
            img = render_face(self.card, i, die)
            surface.blit(img, img.get_rect(midtop=(x + cell // 2, area.y)))
            y = area.y + img.get_height() + int(2 * s)
            for line in face_caption(self.app, face):
                fitted = fonts.fit(line, cell, 3 * size * 2, size, where="dm zoom face")
                fonts.draw_fitted(surface, fitted, pygame.Rect(x, y, cell, fitted.height), TEXT_DIM, "center")
                y += fitted.height
            bottom = max(bottom, y)
        return bottom


def card_details(app: Any, card: str) -> CardDetails:
    return CardDetails(app, card)


__all__ = ["CardDetails", "card_details", "face_caption", "facts_line", "text_paragraphs"]
