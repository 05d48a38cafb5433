"""The MetaVersus setup scene: the pack and the variants the engine offers as options, the two
seats (a person or an agent level, a name), the first player and the seed.

After each change it asks the engine for a preview (``game.new_game`` with the same options
Start will use) and shows the exchange that seed deals as cards, with who starts, so what you
see is what you get. A refusal is the engine's ``OptionError``, shown on screen. Start creates
the ``GameSession`` and hands it to ``open_session``; the replacement round and the character
draft then happen on the table, as the engine's decisions.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UITextEntryLine

import game
from game.core.agents import agent_levels
from game.core.session import GameSession
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, TEXT, TEXT_DIM, felt, rounded_panel
from sprites.emblems import draw_emblem
from sprites.mv_cards import render_card

from .. import registry
from ..continue_game import open_session
from ..setup_common import SeatsAndSeed
from ..stack import Scene
from ..widgets import button

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


class MetaVersusSetup(SeatsAndSeed, Scene):
    name = "mv_setup"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.levels = list(agent_levels(GAME))
        self.seats: list[str] = ["person", "normal" if "normal" in self.levels else self.levels[-1]]
        self.names = ["", ""]
        self.custom = [False, False]
        cls = game.game_class(GAME)
        self.values: dict[str, Any] = {k: cls.OPTIONS[k].default for k in VARIANTS if k in cls.OPTIONS}
        self.first = "random"
        self.seed = game.new_seed()
        self.seed_text = str(self.seed)
        self.seed_ok = True
        self.preview: Any = None
        self.error: str | None = None
        self.shown: list[tuple[pygame.Rect, str]] = []
        self.recompute()

    # -- choices -> engine options -------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        return {**self.values, "first_player": self.first}

    def recompute(self) -> None:
        if not self.seed_ok:
            self.preview, self.error = None, self.app.t("mv_ui.setup.seed_bad")
            return
        try:
            self.preview = game.new_game(GAME, players=2, seed=self.seed, **self.options())
            self.error = None
        except game.OptionError as exc:
            self.preview, self.error = None, str(exc)

    # -- layout --------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.app.scale

    def bh(self) -> int:
        return max(28, int(40 * self.s))

    def left(self) -> pygame.Rect:
        s = self.s
        return pygame.Rect(int(40 * s), int(96 * s), int(560 * s), self.app.size[1] - int(120 * s))

    def right(self) -> pygame.Rect:
        s = self.s
        x = self.left().right + int(36 * s)
        return pygame.Rect(
            x, int(96 * s), self.app.size[0] - x - int(40 * s), self.app.size[1] - int(120 * s)
        )

    def value_text(self, key: str, value: Any) -> str:
        return self.app.t(f"mv_ui.setup.{key}.{str(value).lower()}")

    def build(self) -> None:
        s, bh = self.s, self.bh()
        gap = int(8 * s) + 2
        col = self.left()
        self.heads: list[tuple[str, tuple[int, int]]] = []
        y = col.y
        self.heads.append((self.app.t("mv_ui.setup.pack"), (col.x, y)))
        y += int(26 * s)
        self.pack_button = button(
            self,
            pygame.Rect(col.x, y, col.w, bh),
            self.app.t("mv_ui.setup.pack_beginner"),
            tooltip=self.app.t("mv_ui.setup.pack_tip"),
        )
        self.pack_button.select()
        y += bh + int(12 * s)
        self.heads.append((self.app.t("mv_ui.setup.variants"), (col.x, y)))
        y += int(26 * s)
        half = (col.w - gap) // 2
        self.variant_buttons: dict[str, Any] = {}
        for i, key in enumerate(self.values):
            r = pygame.Rect(col.x + (i % 2) * (half + gap), y + (i // 2) * (bh + int(24 * s) + gap), half, bh)
            self.heads.append((self.app.t(f"mv_ui.setup.{key}"), (r.x, r.y)))
            r.y += int(22 * s)
            self.variant_buttons[key] = button(
                self, r, self.value_text(key, self.values[key]), tooltip=self.app.t(f"mv_ui.setup.{key}_tip")
            )
        y += ((len(self.values) + 1) // 2) * (bh + int(24 * s) + gap) + int(6 * s)
        self.heads.append((self.app.t("mv_ui.setup.first"), (col.x, y)))
        y += int(26 * s)
        third = (col.w - 2 * gap) // 3
        self.first_buttons = {}
        for i, f in enumerate(FIRST):
            text = (
                self.app.t("mv_ui.setup.first.random")
                if f == "random"
                else self.app.t("mv_ui.setup.first.seat", n=i)
            )
            self.first_buttons[f] = button(self, pygame.Rect(col.x + i * (third + gap), y, third, bh), text)
        y += bh + int(12 * s)
        self.heads.append((self.app.t("mv_ui.setup.seed"), (col.x, y)))
        y += int(26 * s)
        new_w = int(170 * s)
        self.seed_entry = UITextEntryLine(
            pygame.Rect(col.x, y, col.w - new_w - gap, bh),
            self.app.ui,
            container=self.container,
            initial_text=self.seed_text,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        self.new_seed_button = button(
            self,
            pygame.Rect(col.right - new_w, y, new_w, bh),
            self.app.t("mv_ui.setup.seed_new"),
            tooltip=self.app.t("mv_ui.setup.seed_tip"),
        )
        bw = (col.w - gap) // 2
        self.back_button = button(
            self, pygame.Rect(col.x, col.bottom - bh, bw, bh), self.app.t("common.back")
        )
        self.start_button = button(
            self,
            pygame.Rect(col.right - bw, col.bottom - bh, bw, bh),
            self.app.t("common.start"),
            "#primary_button",
        )
        self.name_entries: list[Any] = []
        self.kind_buttons: list[dict[str, Any]] = []
        for i, panel in enumerate(self.seat_rects()):
            pad = int(16 * s)
            x, y = panel.x + pad, panel.y + int(12 * s)
            label_w = int(120 * s)
            entry = UITextEntryLine(
                pygame.Rect(x + label_w, y, min(int(320 * s), panel.w - label_w - 2 * pad), bh),
                self.app.ui,
                container=self.container,
                initial_text=self.seat_name(i),
            )
            entry.set_text_length_limit(24)
            self.name_entries.append(entry)
            kinds = {}
            kx, ky = x, y + bh + int(10 * s)
            for kind in ["person", *self.levels]:
                text = self.app.t("seat.person") if kind == "person" else self.app.t(f"agent.{kind}")
                kw = max(bh * 2, fonts.get_font(18, True).size(text)[0] + 28)
                kinds[kind] = button(
                    self,
                    pygame.Rect(kx, ky, kw, bh),
                    text,
                    tooltip=None if kind == "person" else self.app.t("mv_ui.setup.agent_tip", level=text),
                )
                kx += kw + gap
            self.kind_buttons.append(kinds)
        self.refresh()

    def seat_rects(self) -> list[pygame.Rect]:
        r = self.right()
        h = int(116 * self.s)
        gap = int(14 * self.s)
        return [pygame.Rect(r.x, r.y + i * (h + gap), r.w, h) for i in range(2)]

    def refresh(self) -> None:
        if self.container is None:
            return
        self.recompute()
        for key, b in self.variant_buttons.items():
            b.set_text(self.value_text(key, self.values[key]))
        for f, b in self.first_buttons.items():
            b.select() if f == self.first else b.unselect()
        for i, kinds in enumerate(self.kind_buttons):
            for kind, b in kinds.items():
                b.select() if kind == self.seats[i] else b.unselect()

    # -- input ---------------------------------------------------------------------------------
    def start(self) -> None:
        self.recompute()
        if self.preview is None:
            return
        names = [self.seat_name(i) for i in (0, 1)]
        try:
            session = GameSession(
                GAME,
                players=2,
                seed=self.seed,
                options=self.options(),
                meta={"seats": list(self.seats), "names": names},
            )
        except game.OptionError as exc:
            self.error = str(exc)
            return
        open_session(self.app, session, replace=True)

    def seed_changed(self) -> None:
        self.refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            self._pressed(pressed)
        elif self.text_changed(event):
            pass
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            for r, cid in self.shown:
                if r.collidepoint(event.pos):
                    from .cards_view import card_zoom

                    self.app.stack.push(card_zoom(self.app, cid))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_RETURN and not any(
                e.is_focused for e in [self.seed_entry, *self.name_entries]
            ):
                self.start()

    def _pressed(self, pressed: Any) -> None:
        for key, b in self.variant_buttons.items():
            if pressed is b:
                choices = VARIANTS[key]
                self.values[key] = (
                    choices[(choices.index(self.values[key]) + 1) % len(choices)]
                    if self.values[key] in choices
                    else choices[0]
                )
                self.refresh()
                return
        for f, b in self.first_buttons.items():
            if pressed is b:
                self.first = f
                self.refresh()
                return
        for i, kinds in enumerate(self.kind_buttons):
            for kind, b in kinds.items():
                if pressed is b:
                    self.seats[i] = kind
                    if not self.custom[i]:
                        self.name_entries[i].set_text(self.default_name(i))
                    self.refresh()
                    return
        if pressed is self.new_seed_button:
            self.seed = game.new_seed()
            self.seed_text, self.seed_ok = str(self.seed), True
            self.seed_entry.set_text(self.seed_text)
            self.refresh()
        elif pressed is self.start_button:
            self.start()
        elif pressed is self.back_button:
            self.back()

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        from game.metaversus import card_info

        for r, cid in self.shown:
            if r.collidepoint(pos):
                info = card_info(cid, self.app.tr.lang)
                return f"{info['name']} — {info['subtitle']}\n{info['text']}"
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.s
        surface.blit(felt((w, h), FELT["metaversus"]), (0, 0))
        draw_emblem(surface, GAME, pygame.Rect(int(36 * s), int(18 * s), int(64 * s), int(64 * s)))
        title = fonts.fit_line(
            self.app.t("mv_ui.setup.title_new"),
            w - int(150 * s),
            max(20, int(34 * s)),
            bold=True,
            where="mv.setup.title",
        )
        fonts.draw_fitted(
            surface, title, pygame.Rect(int(112 * s), int(28 * s), w - int(150 * s), title.height), GLOW
        )
        hs = max(12, int(17 * s))
        half = (self.left().w - int(8 * s) - 2) // 2
        for text, pos in self.heads:
            head = fonts.fit_line(text, half, hs, bold=True, where="mv.setup.head")
            fonts.draw_fitted(surface, head, pygame.Rect(pos[0], pos[1], half, head.height), TEXT)
        starts = self.preview.first if self.preview is not None else None
        for i, panel in enumerate(self.seat_rects()):
            rounded_panel(
                surface,
                panel,
                (20, 14, 26, 210),
                (*GLOW, 150) if starts == i else (255, 255, 255, 46),
                radius=12,
            )
            head = fonts.fit_line(
                self.app.t("mv_ui.setup.seat", n=i + 1),
                int(120 * s),
                max(14, int(20 * s)),
                bold=True,
                where="mv.setup.seat",
            )
            fonts.draw_fitted(
                surface,
                head,
                pygame.Rect(panel.x + int(16 * s), panel.y + int(12 * s), int(120 * s), self.bh()),
                GLOW if starts == i else TEXT,
                "left",
                "middle",
            )
            if starts == i:
                key = "mv_ui.setup.starts_random" if self.first == "random" else "mv_ui.setup.starts"
                tag = fonts.fit_line(
                    self.app.t(key), int(200 * s), max(11, int(15 * s)), bold=True, where="mv.setup.starts"
                )
                width = max(fonts.text_width(line, tag.size, True) for line in tag.lines)
                tr = pygame.Rect(0, 0, width + int(14 * s), tag.height + int(4 * s))
                tr.topright = (panel.right - int(14 * s), panel.y + int(14 * s))
                rounded_panel(surface, tr, GLOW, None, radius=tr.h // 2)
                fonts.draw_fitted(surface, tag, tr, (20, 20, 20), "center", "middle")
        self._draw_preview(surface)
        if self.error:
            col = self.left()
            error = fonts.fit(
                self.error, col.w - 20, int(90 * s), max(12, int(15 * s)), where="mv.setup.error"
            )
            box = pygame.Rect(
                col.x, col.bottom - self.bh() - int(14 * s) - error.height - 12, col.w, error.height + 12
            )
            rounded_panel(surface, box, (60, 16, 16, 220), (*ILLEGAL, 200), radius=8)
            fonts.draw_fitted(surface, error, box.inflate(-20, -12), TEXT)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """The exchange this seed deals (before the replacement round), as cards."""
        s = self.s
        r = self.right()
        top = self.seat_rects()[1].bottom + int(20 * s)
        head = fonts.fit_line(
            self.app.t("mv_ui.setup.preview"), r.w, max(12, int(17 * s)), bold=True, where="mv.setup.preview"
        )
        fonts.draw_fitted(surface, head, pygame.Rect(r.x, top, r.w, head.height), TEXT)
        top += int(26 * s)
        self.shown = []
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
            self.shown.append((rect, cid))
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
