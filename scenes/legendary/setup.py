"""The Legendary setup scene: players 1-5 (people or agents, names), the Mastermind, the
Scheme, heroes and villain groups (chosen or random), first-game preset, solo variant,
difficulty, Final Showdown and the seed.

The choices are the engine's options (``Legendary.OPTIONS``); after each change the frame
(``SetupFrame``) asks the engine for a preview game with the same options and seed, drawn here
as cards with the rulebook's counts (how many heroes and groups these players get).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

import game
from game.legendary import card_name
from game.legendary.cards import GROUP_NAMES, HENCHMAN_GROUPS, HERO_NAMES, HEROES, VILLAIN_GROUPS
from game.legendary.engine import Legendary
from sprites import fonts
from sprites.draw import GLOW, ILLEGAL, TEXT, TEXT_DIM, rounded_panel
from sprites.lg_cards import render_card

from .. import registry
from ..setup_frame import BUTTON_FONT, BUTTON_PAD, SMALL_FONT, SMALL_ID, Choice, Chosen, SetupFrame
from ..setup_options import CardViews, Picked
from ..widgets import button
from .view import text_block, text_line
from .zoom import card_zoom

GAME = "legendary"
MASTERMINDS = tuple(c for c in Legendary.OPTIONS["mastermind"].choices or () if c != "random")
SCHEMES = tuple(c for c in Legendary.OPTIONS["scheme"].choices or () if c != "random")
DIFFICULTIES = tuple(Legendary.OPTIONS["difficulty"].choices or ("normal",))
SOLO = tuple(Legendary.OPTIONS["solo"].choices or ("official",))
PREVIEW_CARD = (56, 78)  # the smallest preview card a name reads on
COUNTED = {"heroes": "heroes", "villains": "villain_groups", "henchmen": "henchman_groups"}
__all__ = ["LegendarySetup", "BUTTON_FONT", "SMALL_FONT"]


def _tip(scene: Any, group: str, value: Any) -> str | None:
    key = f"lg_setup.tip.{group}.{value}"
    return str(scene.app.t(key)) if scene.app.tr.has(key) else None


def _choice(group: str, values: tuple[Any, ...], label: Any, per_row: int, **more: Any) -> Choice:
    return Choice(group, values, label, per_row, tip=lambda scene, v: _tip(scene, group, v), **more)


def _name(names: dict[str, dict[str, str]]) -> Any:
    return lambda scene, v: names[v][scene.app.tr.lang]


def _card(scene: Any, v: str) -> str:
    return str(scene.app.t("lg_setup.random") if v == "random" else card_name(v, scene.app.tr.lang))


PLAYERS = _choice("players", tuple(str(n) for n in range(1, 6)), lambda scene, v: v, 5, rebuild=True)
DIFFICULTY = _choice("difficulty", DIFFICULTIES, lambda scene, v: scene.app.t(f"lg_setup.difficulty.{v}"), 4)
FLAGS = _choice(
    "flags",
    ("first_game", "showdown"),
    lambda scene, v: scene.app.t(f"lg_setup.{v}"),
    2,
    many=True,  # each a rule on or off
)
SOLO_RULES = _choice("solo", SOLO, lambda scene, v: scene.app.t(f"lg_setup.solo.{v}"), 2)
FOES = (
    _choice("mastermind", ("random", *MASTERMINDS), _card, 5),
    _choice("scheme", ("random", *SCHEMES), _card, 2),
)
GROUPS = (
    _choice("heroes", tuple(HEROES), _name(HERO_NAMES), 5, many=True),
    _choice("villains", tuple(VILLAIN_GROUPS), _name(GROUP_NAMES), 4, many=True),
    _choice("henchmen", tuple(HENCHMAN_GROUPS), _name(GROUP_NAMES), 4, many=True),
)


class LegendarySetup(SetupFrame):
    name = "lg_setup"
    game_name = GAME
    title_key = "lg_setup.title"
    error_key = "lg_setup.error"
    button_h = 33
    choices = (PLAYERS, DIFFICULTY, FLAGS, SOLO_RULES, *FOES, *GROUPS)
    cards = CardViews(card_name, card_zoom)
    difficulty: Chosen[str] = Chosen("difficulty")
    solo: Chosen[str] = Chosen("solo")
    mastermind: Chosen[str] = Chosen("mastermind")
    scheme: Chosen[str] = Chosen("scheme")
    heroes: Chosen[list[str]] = Chosen("heroes")
    villains: Chosen[list[str]] = Chosen("villains")
    henchmen: Chosen[list[str]] = Chosen("henchmen")
    first_game = Picked("flags", "first_game")
    showdown = Picked("flags", "showdown")

    def __init__(self, app: Any) -> None:
        super().__init__(app, ["person", "normal", "normal", "normal", "normal"])
        # a narrow window has no room for a button per level: "Person" and one computer button
        # that steps through the levels; the level each seat's button shows while a person plays it
        self.level_buttons: dict[int, Any] = {}
        self.computer_level = ["normal" if "normal" in self.levels else self.levels[-1]] * len(self.seats)
        self.values["players"] = "2"
        self.values["flags"] = ["first_game"]
        self.counts: dict[str, int] = {}
        self.recompute()

    # -- options ---------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return int(self.values["players"])

    @players.setter
    def players(self, n: int) -> None:
        self.values["players"] = str(n)

    def level_label(self, level: str) -> str:
        key = f"lg_setup.level.{level}"
        return str(self.app.t(key) if self.app.tr.has(key) else self.app.t(f"agent.{level}"))

    def kind_label(self, kind: str) -> str:
        return str(self.app.t("seat.person")) if kind == "person" else self.level_label(kind)

    def kind_tip(self, kind: str) -> str | None:
        return _tip(self, "seat", kind) or self.level_tip(kind)

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

    def make_preview(self) -> Any:
        """The rulebook's counts for this table, and what these options deal."""
        counts = game.new_game(GAME, players=self.players, seed=self.seed).observation(None)
        self.counts = {group: len(counts[key]) for group, key in COUNTED.items()}
        return super().make_preview().observation(None)

    def choose(self, group: str, value: str) -> None:
        """Press the button of ``value`` in ``group`` (a seat's kind: ``seat<i>``)."""
        if group.startswith("seat"):
            self.set_kind(int(group[4:]), value)
            return
        self.pick(next(c for c in self.choices if c.group == group), value)

    def allowed(self, group: str, value: Any) -> bool:
        # the first-game preset deals its own Mastermind, Scheme, heroes and groups
        return not (self.first_game and group in ("mastermind", "scheme", *COUNTED))

    # -- layout ----------------------------------------------------------------------------------
    def gap(self) -> int:
        return max(4, int(8 * self.s))

    def head_h(self) -> int:
        return max(18, int(24 * self.s))

    def seat_row(
        self, labels: list[str], width: int, gap: int, most_entry: int | None = None
    ) -> tuple[int, list[int]]:
        """The width of the name entry and of each seat-kind button in a row ``width`` wide: each
        button holds its label whole in the small button face (the theme's), the name entry takes
        what is left (never less than a short name) and any room beyond goes to the buttons."""
        need = [fonts.text_width(t, SMALL_FONT, True) + BUTTON_PAD for t in labels]
        least_entry = int(90 * max(0.8, self.s))
        spare = width - least_entry - gap * len(labels) - sum(need)
        most = int(150 * self.s) if most_entry is None else most_entry
        entry_w = least_entry + max(0, min(spare, most - least_entry))
        extra = max(0, width - entry_w - gap * len(labels) - sum(need)) // max(1, len(labels))
        return entry_w, [n + extra for n in need]

    def computer_label(self, level: str) -> str:
        return str(self.app.t("lg_setup.computer_level", level=self.level_label(level)))

    def compact_seats(self, width: int, gap: int) -> bool:
        """Whether a button per level leaves too little room for the name in a row ``width`` wide."""
        labels = [self.kind_label(k) for k in ["person", *self.levels]]
        need = sum(fonts.text_width(t, SMALL_FONT, True) + BUTTON_PAD for t in labels)
        return int(90 * max(0.8, self.s)) + gap * len(labels) + need > width

    def level_row(self, i: int, x: int, y: int, widths: list[int]) -> None:
        """ "Person", then one button for the computer: it makes the seat a computer of the level it
        shows, and a press on a computer's button moves to the next level."""
        rect = pygame.Rect(x, y, widths[0], self.bh())
        b = button(self, rect, self.kind_label("person"), SMALL_ID, self.kind_tip("person"))
        self.toggles[(f"seat{i}", "person")] = self.press(b, partial(self.set_kind, i, "person"))
        rect = pygame.Rect(x + widths[0] + self.gap(), y, widths[1], self.bh())
        shown = self.shown_level(i)
        b = button(self, rect, self.computer_label(shown), SMALL_ID, self.level_cycle_tip(shown))
        self.level_buttons[i] = self.press(b, partial(self.next_level, i))

    def shown_level(self, i: int) -> str:
        return self.seats[i] if self.seats[i] != "person" else self.computer_level[i]

    def level_cycle_tip(self, level: str) -> str:
        expect = self.level_tip(level)
        more = self.app.t("lg_setup.computer_level_tip")
        return f"{expect}\n{more}" if expect else more

    def next_level(self, i: int) -> None:
        """A person's seat becomes the computer its button shows; a computer's, the next level."""
        if self.seats[i] == "person":
            self.set_kind(i, self.computer_level[i])
            return
        levels = self.levels
        now = levels.index(self.seats[i]) if self.seats[i] in levels else -1
        self.set_kind(i, levels[(now + 1) % len(levels)])

    def set_kind(self, i: int, kind: str) -> None:
        if kind != "person":
            self.computer_level[i] = kind
        super().set_kind(i, kind)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        # a lit button takes no hover in pygame_gui: the computer's own button says its level here
        for b in self.level_buttons.values():
            if b.get_abs_rect().collidepoint(pos) and b.tool_tip_text:
                return str(b.tool_tip_text)
        return super().tooltip_at(pos)

    def refresh(self) -> None:
        super().refresh()
        if self.container is None:
            return
        for i, b in self.level_buttons.items():
            shown = self.shown_level(i)
            b.set_text(self.computer_label(shown))
            b.tool_tip_text = self.level_cycle_tip(shown)
            b.select() if self.seats[i] != "person" else b.unselect()

    def layout(self) -> None:
        s, bh, gap = self.s, self.bh(), self.gap()
        w, h = self.app.size
        x0, y = int(40 * s), int(84 * s)
        colw = max(int(560 * s), int(w * 0.4))  # room for the seat rows in a narrow window
        y = self.choice_row(PLAYERS, x0, self.head("lg_setup.players", x0, y, colw), colw) + gap
        # five seats share the column: each kind button as wide as its label, the name takes the rest
        self.level_buttons = {}
        compact = self.compact_seats(colw, gap)
        if compact:  # the widest computer label decides the width of the computer's button
            widest = max(
                (self.computer_label(k) for k in self.levels),
                key=lambda t: fonts.text_width(t, SMALL_FONT, True),
            )
            labels = [self.kind_label("person"), widest]
        else:
            labels = [self.kind_label(k) for k in ["person", *self.levels]]
        entry_w, kind_widths = self.seat_row(labels, colw, gap, colw * 2 // 5 if compact else None)
        for i in range(self.players):
            self.name_entry(i, pygame.Rect(x0, y, entry_w, bh), small=True, limit=20)
            if compact:
                self.level_row(i, x0 + entry_w + gap, y, kind_widths)
            else:
                self.kinds_row(i, x0 + entry_w + gap, y, kind_widths, small=True)
            y += bh + gap
        y = self.head("lg_setup.difficulty", x0, y + gap, colw)
        y = self.choice_row(DIFFICULTY, x0, y, colw) + gap
        y = self.choice_row(FLAGS, x0, self.head("lg_setup.rules", x0, y, colw), colw)
        if self.players == 1:
            y = self.choice_row(SOLO_RULES, x0, y, colw)
        y = self.head("lg_setup.seed", x0, y + gap, colw)
        y = self.seed_row(x0, y, colw, "lg_setup.seed_new")
        self.back_and_start(x0, h - int(24 * s) - bh, colw)
        self.preview_box = pygame.Rect(x0, y + 2 * gap, colw, h - int(24 * s) - bh - gap - (y + 2 * gap))
        # the right side: what to fight and with whom
        x1 = x0 + colw + int(40 * s)
        width = w - x1 - int(40 * s)
        self.columns = ((x0, colw), (x1, width))  # where the headings go, and how wide they may be
        y = int(84 * s)
        for foe in FOES:
            y = self.choice_row(foe, x1, self.head(f"lg_setup.{foe.group}", x1, y, width), width) + gap
        self.count_heads: dict[str, pygame.Rect] = {}
        for group in GROUPS:
            self.count_heads[group.group] = pygame.Rect(x1, y, width, self.head_h())
            y = self.choice_row(group, x1, y + self.head_h(), width) + gap

    def title_room(self) -> int:
        (x0, w0), (x1, w1) = self.columns
        return x1 + w1 if not self.first_game else x1 - 8  # the first-game note takes the right

    # -- drawing ---------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        s = self.s
        hs = self.head_size()
        lh = fonts.get_font(hs, True).get_linesize()
        for group, rect in self.count_heads.items():
            n = len(self.preview[COUNTED[group]]) if self.preview is not None else self.counts.get(group, 0)
            text = self.app.t(f"lg_setup.{group}", n=n, chosen=len(self.values[group]))
            room = pygame.Rect(rect.x, rect.y, rect.w, lh)
            text_line(surface, text, room, hs, TEXT, bold=True, where="lg.setup.head")
        if self.first_game:  # beside the title, over the right column (whose choices are fixed then)
            x1, w1 = self.columns[1]
            room = pygame.Rect(x1, int(14 * s), w1, int(84 * s) - int(18 * s))
            note = self.app.t("lg_setup.first_game_tip")
            size = max(fonts.FLOOR, int(14 * s))
            text_block(
                surface, note, room, size, TEXT_DIM, max_lines=3, valign="middle", where="lg.setup.tip"
            )
        self._draw_preview(surface, self.app.tr.lang)

    def _draw_preview(self, surface: pygame.Surface, lang: str) -> None:
        s = self.s
        box = self.preview_box
        edge = (*ILLEGAL, 200) if self.error else (255, 255, 255, 46)
        rounded_panel(surface, box, (10, 12, 20, 170), edge, radius=12)
        shown: list[tuple[pygame.Rect, str]] = []
        self.shown["preview"] = shown
        inner = box.inflate(-28, -16)
        if self.error or self.preview is None:
            text_block(surface, self.error or "", inner, int(16 * s), TEXT, where="lg.setup.error")
            return
        p = self.preview
        heading = pygame.Rect(inner.x, box.y + 8, inner.w, inner.h)
        head = text_line(
            surface,
            self.app.t("lg_setup.preview"),
            heading,
            int(16 * s),
            GLOW,
            bold=True,
            where="lg.setup.preview",
        )
        # the Scheme by its name (too long for a small card), the rest as cards
        scheme = self.app.t("lg_setup.preview_scheme", name=card_name(p["scheme"]["card"], lang))
        room = pygame.Rect(inner.x, head.bottom + 2, inner.w, inner.h)
        head = text_line(surface, scheme, room, int(14 * s), TEXT, where="lg.setup.preview")
        shown.append((head, p["scheme"]["card"]))
        cards = [p["mastermind"]["card"]] + [HEROES[h][3] for h in p["heroes"]]
        cards += [VILLAIN_GROUPS[g][0] for g in p["villain_groups"]]
        cards += [HENCHMAN_GROUPS[g] for g in p["henchman_groups"]]
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
        foot = pygame.Rect(inner.x, box.bottom - 8 - foot_h, inner.w, foot_h)
        text_line(surface, line, foot, int(14 * s), TEXT_DIM, where="lg.setup.preview_line")
        if cw < PREVIEW_CARD[0]:  # no room for cards a name can be read on: the names in words
            self._preview_words(surface, p, pygame.Rect(inner.x, top, inner.w, foot.y - top), lang)
            return
        for k, card in enumerate(cards):
            r = pygame.Rect(
                box.x + 14 + (k % per_row) * (cw + gap), top + (k // per_row) * (ch + gap), cw, ch
            )
            surface.blit(render_card(card, lang, cw, ch), r)
            shown.append((r, card))

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
