"""The Legendary setup scene: players 1-5 (people or agents, names), the Mastermind, the
Scheme, heroes and villain groups (chosen or random), first-game preset, solo variant,
difficulty, Final Showdown and the seed.

The choices are the engine's options (``Legendary.OPTIONS``); after each change the scene asks
the engine for a preview game with the same options and seed, and draws what it dealt as cards
with the rulebook's counts (how many heroes and groups these players get). A refusal is the
engine's ``OptionError``, shown on screen. Start hands a ``GameSession`` to ``open_session``.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

import game
from game.core.agents import agent_levels
from game.core.session import GameSession
from game.legendary import card_name
from game.legendary.cards import GROUP_NAMES, HENCHMAN_GROUPS, HERO_NAMES, HEROES, VILLAIN_GROUPS
from game.legendary.engine import Legendary
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, TEXT, TEXT_DIM, felt, rounded_panel
from sprites.lg_cards import render_card

from .. import registry
from ..continue_game import open_session
from ..setup_common import SeatsAndSeed
from ..stack import Scene
from ..widgets import button, flow_rows
from .view import text_block, text_line

GAME = "legendary"
MASTERMINDS = tuple(c for c in Legendary.OPTIONS["mastermind"].choices or () if c != "random")
SCHEMES = tuple(c for c in Legendary.OPTIONS["scheme"].choices or () if c != "random")
DIFFICULTIES = tuple(Legendary.OPTIONS["difficulty"].choices or ("normal",))
SOLO = tuple(Legendary.OPTIONS["solo"].choices or ("official",))
BUTTON_FONT, SMALL_FONT = 18, 14  # the theme's button faces (assets/themes/theme.json)
BUTTON_PAD = 18  # a button's border and padding around its label
PREVIEW_CARD = (56, 78)  # the smallest preview card a name reads on


class LegendarySetup(SeatsAndSeed, Scene):
    name = "lg_setup"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.levels = list(agent_levels(GAME))
        self.players = 2
        self.seats: list[str] = ["person", "normal", "normal", "normal", "normal"]
        self.names: list[str] = [""] * 5
        self.first_game = True
        self.mastermind = "random"
        self.scheme = "random"
        self.heroes: list[str] = []
        self.villains: list[str] = []
        self.henchmen: list[str] = []
        self.solo = SOLO[0]
        self.difficulty = DIFFICULTIES[0]
        self.showdown = False
        self.seed = game.new_seed()
        self.seed_text = str(self.seed)
        self.preview: dict[str, Any] | None = None
        self.counts: dict[str, int] = {}
        self.error: str | None = None
        self.shown: list[tuple[pygame.Rect, str]] = []
        self.recompute()

    # -- options ---------------------------------------------------------------------------------
    def level_label(self, level: str) -> str:
        key = f"lg_setup.level.{level}"
        return self.app.t(key) if self.app.tr.has(key) else self.app.t(f"agent.{level}")

    def seat_name(self, i: int) -> str:
        return self.names[i].strip() or self.default_name(i)

    def options(self) -> dict[str, Any]:
        opts: dict[str, Any] = {
            "first_game": self.first_game,
            "difficulty": self.difficulty,
            "final_showdown": self.showdown,
        }
        if self.players == 1:
            opts["solo"] = self.solo
        if not self.first_game:
            opts["mastermind"] = self.mastermind
            opts["scheme"] = self.scheme
            for key, chosen in (
                ("heroes", self.heroes),
                ("villains", self.villains),
                ("henchmen", self.henchmen),
            ):
                opts[key] = ",".join(chosen) if chosen else "random"
        return opts

    def recompute(self) -> None:
        """Ask the engine what these options deal, and the rulebook's counts for this table."""
        try:
            counts = game.new_game(GAME, players=self.players, seed=self.seed).observation(None)
            self.counts = {
                "heroes": len(counts["heroes"]),
                "villains": len(counts["villain_groups"]),
                "henchmen": len(counts["henchman_groups"]),
            }
            self.preview = game.new_game(
                GAME, players=self.players, seed=self.seed, **self.options()
            ).observation(None)
            self.error = None
        except game.OptionError as exc:
            self.preview, self.error = None, str(exc).removeprefix("legendary: ")

    # -- layout ----------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.app.scale

    def bh(self) -> int:
        return max(24, int(33 * self.s))

    def seat_row(self, labels: list[str], width: int, gap: int) -> tuple[int, list[int]]:
        """The width of the name entry and of each seat-kind button in a row ``width`` wide: each
        button holds its label whole in the small button face (the theme's), the name entry takes
        what is left (never less than a short name) and any room beyond goes to the buttons."""
        room = BUTTON_PAD
        need = [fonts.text_width(t, SMALL_FONT, True) + room for t in labels]
        least_entry = int(90 * max(0.8, self.s))
        spare = width - least_entry - gap * len(labels) - sum(need)
        entry_w = least_entry + max(0, min(spare, int(150 * self.s) - least_entry))
        extra = max(0, width - entry_w - gap * len(labels) - sum(need)) // max(1, len(labels))
        return entry_w, [n + extra for n in need]

    def build(self) -> None:
        s = self.s
        bh = self.bh()
        gap = max(4, int(8 * s))
        self.heads: list[tuple[str, tuple[int, int]]] = []
        self.toggles: dict[tuple[str, str], Any] = {}
        x0, y = int(40 * s), int(84 * s)
        colw = max(int(560 * s), int(self.app.size[0] * 0.4))  # room for the seat rows in a narrow window
        head_h = max(18, int(24 * s))

        def head(text: str, x: int, yy: int) -> None:
            self.heads.append((text, (x, yy)))

        def row(
            group: str,
            values: list[str],
            labels: list[str],
            x: int,
            yy: int,
            width: int,
            per_row: int,
            object_id: str | None = None,
        ) -> int:
            """A grid of ``per_row`` equal buttons; when a label would not fit its button even in
            the small face, the buttons flow instead: each as wide as its label, rows filled."""
            w = (width - gap * (per_row - 1)) // per_row
            room = w - BUTTON_PAD  # inside the border and its padding
            if any(fonts.text_width(t, SMALL_FONT, True) > room for t in labels):
                return flow(group, values, labels, x, yy, width)
            for k, (v, text) in enumerate(zip(values, labels)):
                r, c = divmod(k, per_row)
                oid = object_id
                if oid is None and fonts.text_width(text, BUTTON_FONT, True) > room:
                    oid = "#small_button"  # a narrow window: the smaller face keeps the label whole
                tip_key = f"lg_setup.tip.{group}.{v}"
                tip = self.app.t(tip_key) if self.app.tr.has(tip_key) else None
                self.toggles[(group, v)] = button(
                    self, pygame.Rect(x + c * (w + gap), yy + r * (bh + gap), w, bh), text, oid, tooltip=tip
                )
            rows = (len(values) + per_row - 1) // per_row
            return yy + rows * (bh + gap)

        def flow(group: str, values: list[str], labels: list[str], x: int, yy: int, width: int) -> int:
            need = [min(width, fonts.text_width(t, SMALL_FONT, True) + BUTTON_PAD) for t in labels]
            rows = flow_rows(need, width, gap)
            for r, members in enumerate(rows):
                extra = (width - sum(need[k] for k in members) - gap * (len(members) - 1)) // len(members)
                xx = x
                for k in members:
                    bw = need[k] + extra
                    tip_key = f"lg_setup.tip.{group}.{values[k]}"
                    tip = self.app.t(tip_key) if self.app.tr.has(tip_key) else None
                    self.toggles[(group, values[k])] = button(
                        self,
                        pygame.Rect(xx, yy + r * (bh + gap), bw, bh),
                        labels[k],
                        "#small_button",
                        tooltip=tip,
                    )
                    xx += bw + gap
            return yy + len(rows) * (bh + gap)

        head(self.app.t("lg_setup.players"), x0, y)
        y = (
            row(
                "players",
                [str(n) for n in range(1, 6)],
                [str(n) for n in range(1, 6)],
                x0,
                y + head_h,
                colw,
                5,
            )
            + gap
        )
        self.name_entries: list[Any] = []
        kinds = ["person", *self.levels]
        labels = [self.app.t("seat.person") if k == "person" else self.level_label(k) for k in kinds]
        entry_w, kind_widths = self.seat_row(labels, colw, gap)
        for i in range(self.players):
            # five seats share the column: each kind button as wide as its label, the name takes the rest
            entry = UITextEntryLine(
                pygame.Rect(x0, y, entry_w, bh),
                self.app.ui,
                container=self.container,
                initial_text=self.seat_name(i),
                object_id=pygame_gui.core.ObjectID(object_id="#small_entry"),
            )
            entry.set_text_length_limit(20)
            self.name_entries.append(entry)
            x = x0 + entry_w + gap
            for kind, text, w in zip(kinds, labels, kind_widths, strict=True):
                tip_key = f"lg_setup.tip.seat.{kind}"
                tip = self.app.t(tip_key) if self.app.tr.has(tip_key) else None
                self.toggles[(f"seat{i}", kind)] = button(
                    self, pygame.Rect(x, y, w, bh), text, "#small_button", tooltip=tip
                )
                x += w + gap
            y += bh + gap
        y += gap
        head(self.app.t("lg_setup.difficulty"), x0, y)
        y = (
            row(
                "difficulty",
                list(DIFFICULTIES),
                [self.app.t(f"lg_setup.difficulty.{d}") for d in DIFFICULTIES],
                x0,
                y + head_h,
                colw,
                4,
            )
            + gap
        )
        head(self.app.t("lg_setup.rules"), x0, y)
        y = row(
            "flags",
            ["first_game", "showdown"],
            [self.app.t("lg_setup.first_game"), self.app.t("lg_setup.showdown")],
            x0,
            y + head_h,
            colw,
            2,
        )
        if self.players == 1:
            y = row("solo", list(SOLO), [self.app.t(f"lg_setup.solo.{v}") for v in SOLO], x0, y, colw, 2)
        y += gap
        head(self.app.t("lg_setup.seed"), x0, y)
        y += head_h
        new_w = int(150 * s)
        self.seed_entry = UITextEntryLine(
            pygame.Rect(x0, y, colw - new_w - gap, bh),
            self.app.ui,
            container=self.container,
            initial_text=self.seed_text,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        self.new_seed = button(
            self, pygame.Rect(x0 + colw - new_w, y, new_w, bh), self.app.t("lg_setup.seed_new")
        )
        self.preview_box = pygame.Rect(x0, y + bh + 2 * gap, colw, 0)
        h = self.app.size[1]
        bw = (colw - gap) // 2
        self.back_button = button(
            self, pygame.Rect(x0, h - int(24 * s) - bh, bw, bh), self.app.t("common.back")
        )
        self.preview_box.h = h - int(24 * s) - bh - gap - self.preview_box.y
        self.start_button = button(
            self,
            pygame.Rect(x0 + bw + gap, h - int(24 * s) - bh, bw, bh),
            self.app.t("common.start"),
            "#primary_button",
        )

        # the right side: what to fight and with whom
        x1 = x0 + colw + int(40 * s)
        width = self.app.size[0] - x1 - int(40 * s)
        self.columns = ((x0, colw), (x1, width))  # where the headings go, and how wide they may be
        y = int(84 * s)
        head(self.app.t("lg_setup.mastermind"), x1, y)
        y = (
            row(
                "mastermind",
                ["random", *MASTERMINDS],
                [self.app.t("lg_setup.random")] + [card_name(m, self.app.tr.lang) for m in MASTERMINDS],
                x1,
                y + head_h,
                width,
                5,
            )
            + gap
        )
        head(self.app.t("lg_setup.scheme"), x1, y)
        y = (
            row(
                "scheme",
                ["random", *SCHEMES],
                [self.app.t("lg_setup.random")] + [card_name(c, self.app.tr.lang) for c in SCHEMES],
                x1,
                y + head_h,
                width,
                2,
            )
            + gap
        )
        self.count_heads: dict[str, tuple[int, int]] = {}
        lang = self.app.tr.lang
        for group, values, names, per_row in (
            ("heroes", list(HEROES), HERO_NAMES, 5),
            ("villains", list(VILLAIN_GROUPS), GROUP_NAMES, 4),
            ("henchmen", list(HENCHMAN_GROUPS), GROUP_NAMES, 4),
        ):
            self.count_heads[group] = (x1, y)
            y = row(group, values, [names[v][lang] for v in values], x1, y + head_h, width, per_row) + gap
        self.refresh()

    def refresh(self) -> None:
        if self.container is None:
            return
        chosen = {
            "players": {str(self.players)},
            "difficulty": {self.difficulty},
            "solo": {self.solo},
            "flags": {f for f, on in (("first_game", self.first_game), ("showdown", self.showdown)) if on},
            "mastermind": {self.mastermind},
            "scheme": {self.scheme},
            "heroes": set(self.heroes),
            "villains": set(self.villains),
            "henchmen": set(self.henchmen),
        }
        for i in range(self.players):
            chosen[f"seat{i}"] = {self.seats[i]}
        for (group, value), b in self.toggles.items():
            b.select() if value in chosen.get(group, set()) else b.unselect()
            if group in ("mastermind", "scheme", "heroes", "villains", "henchmen"):
                b.disable() if self.first_game else b.enable()

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            self._pressed(pressed)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is self.seed_entry:
                self.seed_text = self.seed_entry.get_text()
                if self.seed_text.isdigit():
                    self.seed = int(self.seed_text)
                    self.recompute()
            elif event.ui_element in self.name_entries:
                i = self.name_entries.index(event.ui_element)
                text = event.ui_element.get_text()
                self.names[i] = "" if text.strip() == self.default_name(i) else text
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            for r, card in self.shown:
                if r.collidepoint(event.pos):
                    from .zoom import card_zoom

                    self.app.stack.push(card_zoom(self.app, card))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def _pressed(self, pressed: Any) -> None:
        if pressed is self.start_button:
            self.start()
            return
        if pressed is self.back_button:
            self.back()
            return
        if pressed is self.new_seed:
            self.seed = game.new_seed()
            self.seed_text = str(self.seed)
            self.seed_entry.set_text(self.seed_text)
            self.recompute()
            return
        for (group, value), b in self.toggles.items():
            if b is pressed:
                self.choose(group, value)
                return

    def choose(self, group: str, value: str) -> None:
        rebuild = False
        if group == "players":
            self.players = int(value)
            rebuild = True
        elif group.startswith("seat"):
            i = int(group[4:])
            self.seats[i] = value
            if not self.names[i]:
                self.name_entries[i].set_text(self.default_name(i))
        elif group == "difficulty":
            self.difficulty = value
        elif group == "solo":
            self.solo = value
        elif group == "flags":
            if value == "first_game":
                self.first_game = not self.first_game
            else:
                self.showdown = not self.showdown
        elif group in ("mastermind", "scheme"):
            setattr(self, group, value)
        else:
            picked: list[str] = getattr(self, group)
            picked.remove(value) if value in picked else picked.append(value)
        self.recompute()
        self.relayout() if rebuild else self.refresh()

    def start(self) -> None:
        self.recompute()
        if self.error is not None:
            self.app.notify(self.app.t("lg_setup.error", reason=self.error), "error")
            return
        names = [self.seat_name(i) for i in range(self.players)]
        try:
            session = GameSession(
                GAME,
                players=self.players,
                seed=self.seed,
                options=self.options(),
                meta={"seats": self.seats[: self.players], "names": names},
            )
        except game.OptionError as exc:
            self.error = str(exc).removeprefix("legendary: ")
            return
        open_session(self.app, session, replace=True)

    def head_rect(self, pos: tuple[int, int], height: int) -> pygame.Rect:
        """A heading's room: from its place to the end of its column."""
        (x0, w0), (x1, w1) = self.columns
        width = w1 if pos[0] >= x1 else w0
        return pygame.Rect(pos[0], pos[1], width, height)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.s
        lang = self.app.tr.lang
        surface.blit(felt((w, h), FELT["legendary"]), (0, 0))
        (x0, w0), (x1, w1) = self.columns
        title_size = max(20, int(34 * s))
        title = pygame.Rect(
            x0,
            int(22 * s),
            w0 + (x1 - x0 - w0) + w1 if not self.first_game else x1 - x0 - 8,
            fonts.get_font(title_size, True).get_linesize(),
        )
        text_line(
            surface, self.app.t("lg_setup.title"), title, title_size, GLOW, bold=True, where="lg.setup.title"
        )
        hs = max(fonts.FLOOR + 1, int(17 * s))
        lh = fonts.get_font(hs, True).get_linesize()
        for text, pos in self.heads:
            text_line(surface, text, self.head_rect(pos, lh), hs, TEXT, bold=True, where="lg.setup.head")
        for group, pos in self.count_heads.items():
            picked = len(getattr(self, group))
            n = self.counts.get(group, 0)
            if self.preview is not None:  # the Scheme may change the counts
                n = len(
                    self.preview[
                        {"heroes": "heroes", "villains": "villain_groups", "henchmen": "henchman_groups"}[
                            group
                        ]
                    ]
                )
            text = self.app.t(f"lg_setup.{group}", n=n, chosen=picked)
            text_line(surface, text, self.head_rect(pos, lh), hs, TEXT, bold=True, where="lg.setup.head")
        if self.first_game:  # beside the title, over the right column (whose choices are fixed then)
            size = max(fonts.FLOOR, int(14 * s))
            room = pygame.Rect(x1, int(14 * s), w1, int(84 * s) - int(18 * s))
            text_block(
                surface,
                self.app.t("lg_setup.first_game_tip"),
                room,
                size,
                TEXT_DIM,
                max_lines=3,
                valign="middle",
                where="lg.setup.tip",
            )
        self._draw_preview(surface, lang)

    def _draw_preview(self, surface: pygame.Surface, lang: str) -> None:
        s = self.s
        box = self.preview_box
        rounded_panel(
            surface, box, (10, 12, 20, 170), (*ILLEGAL, 200) if self.error else (255, 255, 255, 46), radius=12
        )
        self.shown = []
        inner = box.inflate(-28, -16)
        if self.error or self.preview is None:
            text_block(
                surface,
                self.app.t("lg_setup.error", reason=self.error or ""),
                inner,
                int(16 * s),
                TEXT,
                where="lg.setup.error",
            )
            return
        p = self.preview
        head = text_line(
            surface,
            self.app.t("lg_setup.preview"),
            pygame.Rect(inner.x, box.y + 8, inner.w, inner.h),
            int(16 * s),
            GLOW,
            bold=True,
            where="lg.setup.preview",
        )
        # the Scheme by its name (too long for a small card), the rest as cards
        scheme = self.app.t("lg_setup.preview_scheme", name=card_name(p["scheme"]["card"], lang))
        head = text_line(
            surface,
            scheme,
            pygame.Rect(inner.x, head.bottom + 2, inner.w, inner.h),
            int(14 * s),
            TEXT,
            where="lg.setup.preview",
        )
        self.shown.append((head, p["scheme"]["card"]))
        cards = [p["mastermind"]["card"]] + [HEROES[h][3] for h in p["heroes"]]
        cards += [VILLAIN_GROUPS[g][0] for g in p["villain_groups"]] + [
            HENCHMAN_GROUPS[g] for g in p["henchman_groups"]
        ]
        gap = max(3, int(6 * s))
        per_row = (len(cards) + 1) // 2
        top = max(box.y + int(32 * s), head.bottom + 2)  # under the heading, never over it
        foot_h = fonts.get_font(max(fonts.FLOOR, int(14 * s))).get_linesize()
        avail_h = (box.bottom - top - foot_h - 8 - gap) // 2
        cw = min(int(86 * s), (box.w - 28 - gap * (per_row - 1)) // max(1, per_row), int(avail_h * 63 / 88))
        ch = int(cw * 88 / 63)
        line = self.app.t(
            "lg_setup.preview_line",
            villain=p["villain_deck"],
            hero=p["hero_deck"],
            bystanders=p["bystanders"],
            wounds=p["wounds"],
        )
        text_line(
            surface,
            line,
            pygame.Rect(inner.x, box.bottom - 8 - foot_h, inner.w, foot_h),
            int(14 * s),
            TEXT_DIM,
            where="lg.setup.preview_line",
        )
        if cw < PREVIEW_CARD[0]:  # no room for cards a name can be read on: the names in words
            self._preview_words(
                surface, p, pygame.Rect(inner.x, top, inner.w, box.bottom - 8 - foot_h - top), lang
            )
            return
        for k, card in enumerate(cards):
            r = pygame.Rect(
                box.x + 14 + (k % per_row) * (cw + gap), top + (k // per_row) * (ch + gap), cw, ch
            )
            surface.blit(render_card(card, lang, cw, ch), r)
            self.shown.append((r, card))

    def _preview_words(
        self, surface: pygame.Surface, p: dict[str, Any], room: pygame.Rect, lang: str
    ) -> None:
        """The dealt Mastermind, heroes and groups as lines of names."""
        sep = self.app.t("lg_ui.left.sep")
        lines = [
            self.app.t("lg_setup.preview_mastermind", name=card_name(p["mastermind"]["card"], lang)),
            self.app.t("lg_setup.preview_heroes", names=sep.join(HERO_NAMES[h][lang] for h in p["heroes"])),
            self.app.t(
                "lg_setup.preview_villains", names=sep.join(GROUP_NAMES[g][lang] for g in p["villain_groups"])
            ),
            self.app.t(
                "lg_setup.preview_henchmen",
                names=sep.join(GROUP_NAMES[g][lang] for g in p["henchman_groups"]),
            ),
        ]
        size = max(fonts.FLOOR, int(14 * self.s))
        fitted = fonts.fit("\n".join(lines), room.w, room.h, size, where="lg.setup.preview")
        fonts.draw_fitted(surface, fitted, room, TEXT)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for r, card in self.shown:
            if r.collidepoint(pos):
                return card_name(card, self.app.tr.lang)
        return None


registry.SETUPS[GAME] = LegendarySetup


@registry.screenshot(
    "legendary-setup", bench=False, description="Legendary setup: three players, chosen heroes"
)
def _shot_setup(app: Any, seed: int) -> None:
    scene = LegendarySetup(app)
    scene.players = 3
    scene.seats[:3] = ["person", "person", "normal"]
    scene.first_game = False
    scene.mastermind = "magneto"
    scene.heroes = ["storm", "wolverine"]
    scene.seed, scene.seed_text = 20261129 + seed, str(20261129 + seed)
    scene.recompute()
    app.stack.push(scene)
