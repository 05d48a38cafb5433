"""The MetaVersus setup scene: the pack and the variants the engine offers as options, the two
seats (a person or an agent level, a name), the first player and the seed.

After each change the frame (``SetupFrame``) asks the engine for a preview with the same options
Start will use; it is shown here as the exchange that seed deals, as cards, with who starts. The
replacement round and the character draft then happen on the table, as the engine's decisions.
"""

from __future__ import annotations

from typing import Any

import pygame

import game
from game.core.agents import agent_levels
from game.metaversus import card_info
from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, rounded_panel
from sprites.mv_cards import render_card

from .. import registry
from ..setup_frame import BUTTON_FONT, Choice, Chosen, SetupFrame
from ..setup_options import CardViews
from .cards_view import card_zoom

GAME = "metaversus"
# The variants of the spec the engine offers, with the values a person chooses between.
VARIANTS: dict[str, tuple[Any, ...]] = {
    "replace_quota": ("1-2-0", "1-2-1"),
    "dagger_pile": (False, True),
    "defense_reset": ("never", "owner_turn_start"),
    "tie_break": ("draw", "stars"),
    "hp": (30, 40, 50),
    "max_turns": (20, 30, 40),
}
FIRST = ("random", "p0", "p1")


def _variant(key: str, values: tuple[Any, ...]) -> Choice:
    return Choice(
        key,
        values,
        lambda scene, v: scene.app.t(f"mv_ui.setup.{key}.{str(v).lower()}"),
        tip=lambda scene, v: scene.app.t(f"mv_ui.setup.{key}_tip"),
    )


def _first_label(scene: Any, f: str) -> str:
    if f == "random":
        return str(scene.app.t("mv_ui.setup.first.random"))
    return str(scene.app.t("mv_ui.setup.first.seat", n=FIRST.index(f)))


PACK = Choice(
    "pack",
    ("beginner",),
    lambda scene, v: scene.app.t("mv_ui.setup.pack_beginner"),
    per_row=1,
    tip=lambda scene, v: scene.app.t("mv_ui.setup.pack_tip"),
)
FIRST_PLAYER = Choice("first", FIRST, _first_label, per_row=3)
OFFERED = game.game_class(GAME).OPTIONS
VARIANT_CHOICES = tuple(_variant(key, values) for key, values in VARIANTS.items() if key in OFFERED)


def _card_words(card: str, lang: str) -> str:
    info = card_info(card, lang)
    return f"{info['name']} — {info['subtitle']}\n{info['text']}"


class MetaVersusSetup(SetupFrame):
    name = "mv_setup"
    game_name = GAME
    title_key = "mv_ui.setup.title_new"
    seed_bad_key = "mv_ui.setup.seed_bad"
    emblem = True
    button_min = 28
    choices = (PACK, FIRST_PLAYER, *VARIANT_CHOICES)
    cards = CardViews(_card_words, card_zoom)
    variants = VARIANT_CHOICES
    first: Chosen[str] = Chosen("first")

    def __init__(self, app: Any) -> None:
        levels = list(agent_levels(GAME))
        super().__init__(app, ["person", "normal" if "normal" in levels else levels[-1]])
        for v in self.variants:
            self.values[v.group] = OFFERED[v.group].default
        self.recompute()

    # -- choices -> engine options -------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        return {**{v.group: self.values[v.group] for v in self.variants}, "first_player": self.first}

    # -- layout --------------------------------------------------------------------------------
    def seat_rects(self) -> list[pygame.Rect]:
        r = self.beside()
        h = int(116 * self.s)
        gap = int(14 * self.s)
        return [pygame.Rect(r.x, r.y + i * (h + gap), r.w, h) for i in range(2)]

    def head_h(self) -> int:
        return int(26 * self.s)

    def layout(self) -> None:
        s, bh, gap = self.s, self.bh(), self.gap()
        col = self.column()
        y = self.head("mv_ui.setup.pack", col.x, col.y, col.w)
        y = self.choice_row(PACK, col.x, y, col.w) - gap + int(12 * s)
        y = self.head("mv_ui.setup.variants", col.x, y, col.w)
        half = (col.w - gap) // 2
        row_h = bh + int(24 * s) + gap
        for i, variant in enumerate(self.variants):
            x, top = col.x + (i % 2) * (half + gap), y + (i // 2) * row_h
            self.head(f"mv_ui.setup.{variant.group}", x, top, half)
            self.cycle_button(variant, pygame.Rect(x, top + int(22 * s), half, bh))
        y += ((len(self.variants) + 1) // 2) * row_h + int(6 * s)
        y = self.head("mv_ui.setup.first", col.x, y, col.w)
        y = self.choice_row(FIRST_PLAYER, col.x, y, col.w) - gap + int(12 * s)
        y = self.head("mv_ui.setup.seed", col.x, y, col.w)
        self.seed_row(col.x, y, col.w, "mv_ui.setup.seed_new", "mv_ui.setup.seed_tip")
        self.back_and_start(col.x, col.bottom - bh, col.w)
        for i, panel in enumerate(self.seat_rects()):
            pad = int(16 * s)
            x, y = panel.x + pad, panel.y + int(12 * s)
            label_w = int(120 * s)
            self.name_entry(
                i, pygame.Rect(x + label_w, y, min(int(320 * s), panel.w - label_w - 2 * pad), bh)
            )
            kinds = ["person", *self.levels]
            widths = [
                max(bh * 2, fonts.text_width(self.kind_label(k), BUTTON_FONT, True) + 28) for k in kinds
            ]
            self.kinds_row(i, x, y + bh + int(10 * s), widths)

    def kind_tip(self, kind: str) -> str | None:
        return None if kind == "person" else self.app.t("mv_ui.setup.agent_tip", level=self.kind_label(kind))

    # -- drawing -------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        s = self.s
        starts = self.preview.first if self.preview is not None else None
        for i, panel in enumerate(self.seat_rects()):
            edge = (*GLOW, 150) if starts == i else (255, 255, 255, 46)
            rounded_panel(surface, panel, (20, 14, 26, 210), edge, radius=12)
            head = fonts.fit_line(
                self.app.t("mv_ui.setup.seat", n=i + 1),
                int(120 * s),
                max(14, int(20 * s)),
                bold=True,
                where="mv.setup.seat",
            )
            room = pygame.Rect(panel.x + int(16 * s), panel.y + int(12 * s), int(120 * s), self.bh())
            fonts.draw_fitted(surface, head, room, GLOW if starts == i else TEXT, "left", "middle")
            if starts == i:
                self._draw_starts(surface, panel)
        self._draw_preview(surface)
        col = self.column()
        self.draw_error(surface, col, col.bottom - self.bh() - int(14 * s))

    def _draw_starts(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The tag of the seat that starts (by the coin toss, or as chosen)."""
        s = self.s
        key = "mv_ui.setup.starts_random" if self.first == "random" else "mv_ui.setup.starts"
        tag = fonts.fit_line(
            self.app.t(key), int(200 * s), max(11, int(15 * s)), bold=True, where="mv.setup.starts"
        )
        width = max(fonts.text_width(line, tag.size, True) for line in tag.lines)
        tr = pygame.Rect(0, 0, width + int(14 * s), tag.height + int(4 * s))
        tr.topright = (panel.right - int(14 * s), panel.y + int(14 * s))
        rounded_panel(surface, tr, GLOW, None, radius=tr.h // 2)
        fonts.draw_fitted(surface, tag, tr, (20, 20, 20), "center", "middle")

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """The exchange this seed deals (before the replacement round), as cards."""
        s = self.s
        r = self.beside()
        top = self.seat_rects()[1].bottom + int(20 * s)
        head = fonts.fit_line(
            self.app.t("mv_ui.setup.preview"), r.w, max(12, int(17 * s)), bold=True, where="mv.setup.preview"
        )
        fonts.draw_fitted(surface, head, pygame.Rect(r.x, top, r.w, head.height), TEXT)
        top += int(26 * s)
        shown: list[tuple[pygame.Rect, str]] = []
        self.shown["preview"] = shown
        if self.preview is None:
            return
        cards = list(self.preview.exchange) + list(self.preview.neutral_piles())
        per_row = 6
        gap = int(10 * s)
        cw = min(int(118 * s), (r.w - (per_row - 1) * gap) // per_row)
        ch = int(cw * 88 / 63)
        rows = (len(cards) + per_row - 1) // per_row
        room = r.bottom - top - int(30 * s)
        if rows * (ch + gap) > room:
            ch = max(40, room // rows - gap)
            cw = int(ch * 63 / 88)
        lang = self.app.tr.lang
        for i, cid in enumerate(cards):
            row, c = divmod(i, per_row)
            rect = pygame.Rect(r.x + c * (cw + gap), top + row * (ch + gap), cw, ch)
            surface.blit(render_card(cid, lang, (cw, ch)), rect)
            shown.append((rect, cid))
        y = top + rows * (ch + gap)
        note = fonts.fit(
            self.app.t("mv_ui.setup.preview_note"),
            r.w,
            max(fonts.get_font(fonts.FLOOR).get_linesize() * 2, r.bottom - y),
            max(11, int(14 * s)),
            where="mv.setup.note",
        )
        fonts.draw_fitted(surface, note, pygame.Rect(r.x, y, r.w, note.height), TEXT_DIM)


registry.SETUPS[GAME] = MetaVersusSetup


@registry.screenshot("metaversus-setup", description="MetaVersus setup: a person against the normal agent")
def _shot_setup(app: Any, seed: int) -> None:
    scene = MetaVersusSetup(app)
    scene.seed, scene.seed_text = 20261129 + seed, str(20261129 + seed)
    scene.recompute()
    app.stack.push(scene)
