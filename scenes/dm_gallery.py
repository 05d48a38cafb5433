"""A gallery of the Dice Masters pictures: every card small (a page of them at a time: the wheel,
the arrow keys or a click on the cards turn the page), two zoomed, the faces of several dice and a
tray of dice that keep tumbling. It is the screenshot ``dicemasters-gallery`` and a frame-time
benchmark for many moving dice; it plays no game.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from sprites import fonts
from sprites.dice import DieSprite, blit_face, warm
from sprites.dm_cards import card_ids, die_faces, render_card, render_card_zoom
from sprites.draw import FELT, TEXT, TEXT_DIM, felt, rounded_panel
from sprites.tween import AnimationQueue

from . import registry
from .stack import Scene
from .widgets import page_step

SHOWCASE = ("avx-001", "avx-022", "sidekick", "avx-026", "avx-063", "avx-118")
ZOOMED = ("avx-082", "avx-128")
TRAY_DICE = (
    "avx-001",
    "avx-062",
    "avx-007",
    "avx-054",
    "avx-013",
    "avx-060",
    "avx-019",
    "avx-064",
    "sidekick",
    "avx-027",
    "avx-045",
    "avx-058",
)
COLS, ROWS = 9, 4  # the cards of one page
SMALLEST = (66, 96)  # the table's smallest team card (a tournament team at 1024x640)


class DiceGalleryScene(Scene):
    """The gallery; ``tumblers`` dice roll again and again in the tray."""

    name = "dm_gallery"

    def __init__(self, app: Any, tumblers: int = 20, seed: int = 1, page: int = 0) -> None:
        super().__init__(app)
        self.tumblers = tumblers
        self.page = page % self.pages()
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.rng = random.Random(seed)  # cosmetic only: which faces the tray shows
        self.queue = AnimationQueue(speed=float(app.settings.animation_speed))
        self.background: pygame.Surface | None = None
        self.dice: list[DieSprite] = []
        self.tray = pygame.Rect(0, 0, 0, 0)
        self.idle = 0.0

    # -- layout ----------------------------------------------------------------------------------
    def labels(self) -> dict[str, str]:
        return {part: self.app.t(f"gallery.{part}") for part in ("title", "cards", "zoom", "dice", "tray")}

    def build(self) -> None:
        self.background = None  # redrawn for the new size or language
        s = self.app.scale
        w, h = self.app.size
        self.tray = pygame.Rect(round(910 * s), round(572 * s), w - round(922 * s), h - round(584 * s))
        size = max(20, round(44 * s))
        if not self.dice:
            for i in range(self.tumblers):
                cid = TRAY_DICE[i % len(TRAY_DICE)]
                warm(cid, size)
                self.dice.append(DieSprite(cid, None, self.tray.center, size))
            self.roll(first=True)
        else:  # a new window size: the dice land in the new tray at once
            self.queue.finish_all()
            for i, die in enumerate(self.dice):
                die.size = size
                die.place(self._slot(i))

    @staticmethod
    def pages() -> int:
        return (len(card_ids()) + COLS * ROWS - 1) // (COLS * ROWS)

    def turn(self, by: int) -> None:
        """Show the page ``by`` pages on (the last page wraps to the first)."""
        self.page = (self.page + by) % self.pages()
        self.background = None

    def visible_rects(self) -> list[tuple[str, pygame.Rect]]:
        """What the gallery draws that must stay inside the window: the tray and its dice."""
        return [("tray", self.tray)] + [(f"die {die.card_id}", die.rect) for die in self.dice]

    def _slot(self, i: int) -> tuple[float, float]:
        cols = max(1, round((self.tumblers * self.tray.w / max(1, self.tray.h)) ** 0.5))
        rows = (self.tumblers + cols - 1) // cols
        top = 40 * self.app.scale  # room for the label and for the dice's hops
        cw, ch = self.tray.w / cols, (self.tray.h - top) / rows
        x = self.tray.x + cw * (i % cols + 0.5)
        y = self.tray.y + top + ch * (i // cols + 0.5)
        return (x + self.rng.uniform(-cw * 0.12, cw * 0.12), y + self.rng.uniform(-ch * 0.1, ch * 0.1))

    def roll(self, first: bool = False) -> None:
        """Throw every tray die into its slot, 60 ms apart."""
        self.queue.finish_all()
        for i, die in enumerate(self.dice):
            end = self._slot(i)
            # thrown from the left across part of the tray, as a hand rolls them
            start_x = max(self.tray.x + die.size, end[0] - self.rng.uniform(0.2, 0.4) * self.tray.w)
            die.place((start_x, end[1] + self.rng.uniform(-0.06, 0.06) * self.tray.h))
            final = self.rng.choice(die.faces)
            self.queue.add_background(
                die.tumble(final, 0.9, delay=0.06 * (i % 12), cosmetic_rng=self.rng, to=end)
            )
        self.idle = 0.0

    # -- loop ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.grid.collidepoint(event.pos):
            self.turn(1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.roll()
        elif step := page_step(event):
            self.turn(step)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.queue.finish_all()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and len(self.app.stack.scenes) > 1:
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        if not self.queue.background:
            self.idle += dt
            if self.idle > 1.2:
                self.roll()

    def draw(self, surface: pygame.Surface) -> None:
        if self.background is None or self.background.get_size() != surface.get_size():
            self.background = self._draw_background(surface.get_size())
        surface.blit(self.background, (0, 0))
        # nearer (lower) dice last so they overlap the ones behind them
        for die in sorted(self.dice, key=lambda d: d.pos[1]):
            die.draw(surface)

    # -- the still part, drawn once --------------------------------------------------------------
    def _draw_background(self, size: tuple[int, int]) -> pygame.Surface:
        s = self.app.scale
        lang = self.app.tr.lang
        lab = self.labels()
        surf = felt(size, FELT["dicemasters"]).copy()
        title = fonts.render(lab["title"], max(16, round(24 * s)), TEXT, bold=True)
        surf.blit(title, (round(24 * s), round(12 * s)))

        # every card, small, a page at a time
        cw, ch = round(96 * s), round(134 * s)
        gap = max(2, round(3 * s))
        x0, y0 = round(14 * s), round(70 * s)
        self._label(surf, (x0, y0 - round(22 * s)), f"{lab['cards']} · {self.page + 1}/{self.pages()}")
        self.grid = pygame.Rect(x0, y0, COLS * (cw + gap), ROWS * (ch + gap))
        per_page = COLS * ROWS
        for i, cid in enumerate(card_ids()[self.page * per_page : (self.page + 1) * per_page]):
            col, row = i % COLS, i // COLS
            left = None if cid == "sidekick" else (i * 3) % 5
            # never drawn under the table's smallest card (whole names there), scaled down instead
            drawn = (max(cw, SMALLEST[0]), max(ch, round(SMALLEST[0] * 134 / 96)))
            img = render_card(cid, lang, drawn, dice_left=left, highlight="glow" if i == 12 else None)
            if drawn != (cw, ch):
                img = pygame.transform.smoothscale(img, (cw, ch))
            surf.blit(img, (x0 + col * (cw + gap), y0 + row * (ch + gap)))

        # two zoomed cards
        zx, zy = round(910 * s), round(70 * s)
        self._label(surf, (zx, zy - round(22 * s)), lab["zoom"])
        for i, cid in enumerate(ZOOMED):
            img = render_card_zoom(cid, lang)
            if s != 1:
                img = pygame.transform.smoothscale(img, (w_zoom(s), h_zoom(s)))
            surf.blit(img, (zx + i * (w_zoom(s) + round(6 * s)), zy))

        # every face of several dice, with the unrolled die at the end of each row
        dsize = max(20, round(44 * s))
        fx, fy = round(24 * s), round(666 * s)
        pitch_x, pitch_y = round(58 * s), round(72 * s)
        self._zone(
            surf,
            pygame.Rect(round(14 * s), fy - round(28 * s), round(884 * s), 3 * pitch_y + round(26 * s)),
            lab["dice"],
        )
        for j, cid in enumerate(SHOWCASE):
            bx = fx + (j // 3) * (8 * pitch_x + round(10 * s))
            by = fy + (j % 3) * pitch_y
            for i, face in enumerate([*die_faces(cid), None]):
                blit_face(
                    surf,
                    cid,
                    face,
                    (bx + i * pitch_x + dsize / 2 + round(8 * s), by + dsize / 2 + round(4 * s)),
                    dsize,
                )
        self._zone(surf, self.tray, lab["tray"])
        return surf

    def _label(self, surf: pygame.Surface, pos: tuple[int, int], label: str) -> None:
        text = fonts.render(label, max(11, round(14 * self.app.scale)), TEXT_DIM)
        surf.blit(text, pos)

    def _zone(self, surf: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        s = self.app.scale
        rounded_panel(surf, rect, (0, 0, 0, 40), (255, 255, 255, 46), radius=round(10 * s), width=2)
        text = fonts.render(label, max(11, round(14 * s)), TEXT_DIM)
        text.set_alpha(200)
        surf.blit(text, (rect.x + round(10 * s), rect.y + round(5 * s)))


def w_zoom(s: float) -> int:
    return round(336 * s)


def h_zoom(s: float) -> int:
    return round(470 * s)


@registry.screenshot(
    "dicemasters-gallery", settle=0.45, description="Dice Masters cards and dice, some mid-tumble"
)
def _shot_gallery(app: Any, seed: int) -> None:
    # the second page: booster cards of every rarity
    app.stack.push(DiceGalleryScene(app, tumblers=20, seed=seed, page=1))
