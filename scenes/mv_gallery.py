"""A gallery of the MetaVersus card faces of one pack: every exchange card and character of the
pack at a size the table draws cards at (the hand's, the exchange's or the play area's, for the
window's size), a page at a time. It is the screenshot ``metaversus-gallery-<pack>`` for each
pack after the first, so every face can be looked at in both languages and window sizes; it
plays no game.

Keys: the arrow keys (or the wheel, or a click) turn the page, Tab shows the next pack, S the
next card size, Esc goes back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.metaversus.cards import CARDS, CHARACTERS, PACK_INFO, PACKS
from sprites import fonts
from sprites.draw import FELT, TEXT, TEXT_DIM, felt
from sprites.mv_cards import render_card
from sprites.mv_packs import pack_badge

from . import registry
from .metaversus import layout as L
from .stack import Scene
from .widgets import page_step

SIZES = ("hand", "exchange", "play")  # the table's card sizes, largest first
GAP = 6


def pack_faces(pack: str) -> list[str]:
    """The pack's exchange cards (in data order), then its characters."""
    cards = [cid for cid, c in CARDS.items() if c.pack == pack and not c.basic]
    return cards + [cid for cid, ch in CHARACTERS.items() if ch.pack == pack]


def table_card_size(window: tuple[int, int], where: str) -> tuple[int, int]:
    """The size the table draws a card at in a window of ``window`` pixels: a hand card, an
    exchange pile or a card in the play area."""
    zones = L.mat_zones(window)
    if where == "hand":
        rect = zones["p0.hand"].rect
        return L.card_size(min(rect.h - 40, int(rect.h * 0.8)))
    if where == "exchange":
        return L.card_size(zones["exchange"].rect.h - 20)
    return L.card_size(zones["p0.play"].rect.h - 24)


class MetaVersusGalleryScene(Scene):
    """Every face of ``pack`` at the table's ``size`` ("hand", "exchange" or "play")."""

    fills_screen = True
    name = "mv_gallery"

    def __init__(self, app: Any, pack: str = "casual", size: str = "hand", page: int = 0) -> None:
        super().__init__(app)
        self.pack = pack if pack in PACK_INFO else PACKS[0]
        self.size = size if size in SIZES else SIZES[0]
        self.page = page
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.background: pygame.Surface | None = None

    # -- layout ----------------------------------------------------------------------------------
    def build(self) -> None:
        self.background = None  # redrawn for the new size or language
        self.page %= self.pages()

    def header_h(self) -> int:
        return round(78 * self.app.scale)

    def card_size(self) -> tuple[int, int]:
        return table_card_size(self.app.size, self.size)

    def per_page(self) -> tuple[int, int]:
        """Columns and rows of cards on a page."""
        w, h = self.app.size
        cw, ch = self.card_size()
        margin = round(14 * self.app.scale)
        cols = max(1, (w - 2 * margin + GAP) // (cw + GAP))
        rows = max(1, (h - self.header_h() - margin + GAP) // (ch + GAP))
        return cols, rows

    def pages(self) -> int:
        cols, rows = self.per_page()
        return max(1, -(-len(pack_faces(self.pack)) // (cols * rows)))

    def shown(self) -> list[tuple[str, pygame.Rect]]:
        """The faces of this page and where each is drawn."""
        cols, rows = self.per_page()
        cw, ch = self.card_size()
        n = cols * rows
        faces = pack_faces(self.pack)[self.page * n : (self.page + 1) * n]
        used = min(cols, len(faces)) if faces else cols
        x0 = (self.app.size[0] - (used * (cw + GAP) - GAP)) // 2
        y0 = self.header_h()
        self.grid = pygame.Rect(x0, y0, used * (cw + GAP) - GAP, rows * (ch + GAP) - GAP)
        return [
            (cid, pygame.Rect(x0 + (i % cols) * (cw + GAP), y0 + (i // cols) * (ch + GAP), cw, ch))
            for i, cid in enumerate(faces)
        ]

    def turn(self, by: int) -> None:
        self.page = (self.page + by) % self.pages()
        self.background = None

    def next_pack(self) -> None:
        packs = list(PACK_INFO)
        self.pack = packs[(packs.index(self.pack) + 1) % len(packs)]
        self.page = 0
        self.background = None

    def next_size(self) -> None:
        self.size = SIZES[(SIZES.index(self.size) + 1) % len(SIZES)]
        self.page %= self.pages()
        self.background = None

    # -- loop ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.turn(1)
        elif step := page_step(event):
            self.turn(step)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.next_pack()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.next_size()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and len(self.app.stack.scenes) > 1:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        if self.background is None or self.background.get_size() != surface.get_size():
            self.background = self._draw_page(surface.get_size())
        surface.blit(self.background, (0, 0))

    def _draw_page(self, size: tuple[int, int]) -> pygame.Surface:
        s = self.app.scale
        lang = self.app.tr.lang
        info = PACK_INFO[self.pack]
        surf = felt(size, FELT["menu"]).copy()
        margin = round(14 * s)
        badge = round(40 * s)
        pack_badge(surf, pygame.Rect(margin, round(10 * s), badge, badge), self.pack, lang)
        left = margin + badge + round(12 * s)
        width = size[0] - left - margin
        pages = self.pages()
        title = f"{self.app.t('game.metaversus.title')} · {info.name[lang]}"
        if pages > 1:
            title += f" · {self.page + 1}/{pages}"
        head = fonts.fit_line(title, width, max(16, round(24 * s)), bold=True, where="mv.gallery.title")
        fonts.draw_fitted(surf, head, pygame.Rect(left, round(8 * s), width, head.height), TEXT)
        line = fonts.fit(
            info.identity[lang],
            width,
            self.header_h() - head.height - round(14 * s),
            max(fonts.FLOOR, round(15 * s)),
            max_lines=2,
            where="mv.gallery.identity",
        )
        fonts.draw_fitted(
            surf, line, pygame.Rect(left, round(10 * s) + head.height, width, line.height), TEXT_DIM
        )
        for cid, rect in self.shown():
            surf.blit(render_card(cid, lang, rect.size), rect)
        return surf


def _register(pack: str) -> None:
    @registry.screenshot(
        f"metaversus-gallery-{pack}",
        settle=0.1,
        bench=False,
        description=f"every MetaVersus card face of the {PACK_INFO[pack].name['en']} pack",
    )
    def _shot(app: Any, seed: int) -> None:
        app.stack.push(MetaVersusGalleryScene(app, pack))


for _pack in PACKS[1:]:  # the first pack's faces are on the table's own screenshots
    _register(_pack)
