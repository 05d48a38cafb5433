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
from game.metaversus.cards import (
    BASE_KINDS,
    CARDS,
    COMBINATIONS,
    EXPANSION_KINDS,
    PACK_INFO,
    PACKS,
    characters_of,
    expansion_of,
    kinds_of,
    pack_choices,
)
from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, rounded_panel
from sprites.mv_cards import render_card

from .. import registry
from ..setup_frame import BUTTON_FONT, BUTTON_PAD, SMALL_ID, Choice, Chosen, SetupFrame
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


def packs_label(lang_t: Any, packs: str, lang: str) -> str:
    """A combination's name: its packs' names joined ("Beginner + Casual + Aether Rift")."""
    return str(lang_t("mv_ui.setup.packs.join")).join(PACK_INFO[n].name[lang] for n in packs.split("+"))


def _newcomers(packs: str) -> bool:
    return any(c.newcomers and c.packs == packs for c in COMBINATIONS)


def pack_choice_label(scene: Any, packs: str) -> str:
    """A combination as its button says it: the packs, and "for newcomers" on the guide's choice."""
    name = packs_label(scene.app.t, packs, scene.app.tr.lang)
    return str(scene.app.t("mv_ui.setup.packs.newcomers", packs=name)) if _newcomers(packs) else name


def pack_description(scene: Any, packs: str) -> str:
    """What a combination adds, its numbers counted from the card data (kinds, characters)."""
    t, lang = scene.app.t, scene.app.tr.lang
    first = PACKS[0]
    added = "+".join(n for n in packs.split("+") if n != first)
    if not added:
        return str(
            t(
                "mv_ui.setup.packs.first",
                pack=PACK_INFO[first].name[lang],
                kinds=len(kinds_of(first)),
                chars=len(characters_of(first)),
                deal=BASE_KINDS,
            )
        )
    words = {
        "packs": packs_label(t, added, lang),
        "kinds": len(kinds_of(added)),
        "chars": len(characters_of(added)),
    }
    exp = expansion_of(packs)
    if exp is None or exp.tile is None:
        return str(t("mv_ui.setup.packs.adds", deal=BASE_KINDS, pool=len(kinds_of(packs)), **words))
    return str(
        t(
            "mv_ui.setup.packs.expansion",
            base=EXPANSION_KINDS,
            exp=EXPANSION_KINDS,
            expansion=exp.name[lang],
            cap=exp.tile.aether_cap,
            **words,
        )
    )


def pack_identities(scene: Any, packs: str) -> str:
    """The tooltip of a combination: each pack's identity, one line each."""
    lang = scene.app.tr.lang
    return "\n".join(
        str(
            scene.app.t(
                "mv_ui.setup.packs.identity",
                pack=PACK_INFO[n].name[lang],
                identity=PACK_INFO[n].identity[lang],
            )
        )
        for n in packs.split("+")
    )


PACK = Choice(
    "packs",
    pack_choices(),
    pack_choice_label,
    per_row=1,
    tip=lambda scene, v: (
        pack_identities(scene, v) if v is not None else scene.app.t("mv_ui.setup.packs.open_tip")
    ),
)


def _newcomer_label(scene: Any, v: str) -> str:
    if v == "none":
        return str(scene.app.t("mv_ui.setup.newcomer.none"))
    return str(scene.app.t("mv_ui.setup.newcomer.seat", name=scene.seat_name(NEWCOMER.index(v) - 1)))


NEWCOMER = ("none", "p0", "p1")
NEWCOMER_CHOICE = Choice(
    "newcomer",
    NEWCOMER,
    _newcomer_label,
    per_row=3,
    tip=lambda scene, v: scene.app.t("mv_ui.setup.newcomer_tip"),
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
    choices = (PACK, NEWCOMER_CHOICE, FIRST_PLAYER, *VARIANT_CHOICES)
    cards = CardViews(_card_words, card_zoom)
    variants = VARIANT_CHOICES
    first: Chosen[str] = Chosen("first")
    packs: Chosen[str] = Chosen("packs")
    newcomer: Chosen[str] = Chosen("newcomer")

    def __init__(self, app: Any) -> None:
        levels = list(agent_levels(GAME))
        super().__init__(app, ["person", "normal" if "normal" in levels else levels[-1]])
        for v in self.variants:
            self.values[v.group] = OFFERED[v.group].default
        self.packs_open = False  # the list of pack combinations is shown in place of the variants
        self.pack_notes: list[tuple[str, pygame.Rect]] = []  # (combination, where its description goes)
        self.packs_button: Any = None
        self.recompute()

    # -- choices -> engine options -------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        return {
            **{v.group: self.values[v.group] for v in self.variants},
            "first_player": self.first,
            "packs": self.packs,
            "newcomer": self.newcomer,
        }

    def open_packs(self, on: bool | None = None) -> None:
        """Show (or hide) the list of pack combinations, each with what it adds."""
        self.packs_open = not self.packs_open if on is None else on
        self.relayout()

    def pick(self, choice: Choice, value: Any) -> None:
        super().pick(choice, value)
        if choice is PACK and self.packs_open:
            self.open_packs(False)

    def changed(self, choice: Choice) -> None:
        if choice is NEWCOMER_CHOICE and self.newcomer == self.first:
            self.first = "random"  # the newcomer goes second: the other seat starts
        super().changed(choice)

    def allowed(self, group: str, value: Any) -> bool:
        return not (group == "first" and value != "random" and value == self.newcomer)

    def note_lines(self) -> int:
        return 2

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
        self.pack_notes = []
        y = self.head("mv_ui.setup.pack", col.x, col.y, col.w)
        if self.packs_open:
            y = self._pack_list(col, y)
        else:
            label = self.app.t("mv_ui.setup.packs.open", packs=pack_choice_label(self, self.packs))
            rect = pygame.Rect(col.x, y, col.w, bh)
            self.packs_button = self.press(self.cycle_like(rect, label), lambda: self.open_packs(True))
            note = pygame.Rect(col.x, y + bh + 2, col.w, self.note_h())
            self.pack_notes.append((self.packs, note))
            y = note.bottom + int(8 * s)
            y = self.head("mv_ui.setup.variants", col.x, y, col.w)
            half = (col.w - gap) // 2
            row_h = bh + int(24 * s) + gap
            for i, variant in enumerate((*self.variants, NEWCOMER_CHOICE)):
                x, top = col.x + (i % 2) * (half + gap), y + (i // 2) * row_h
                self.head(f"mv_ui.setup.{variant.group}", x, top, half)
                self.cycle_button(variant, pygame.Rect(x, top + int(22 * s), half, bh))
            y += ((len(self.variants) + 2) // 2) * row_h + int(6 * s)
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

    def cycle_like(self, rect: pygame.Rect, label: str) -> Any:
        """The button that opens the list of pack combinations (it shows the one chosen)."""
        from ..widgets import button

        small = fonts.text_width(label, BUTTON_FONT, True) > rect.w - BUTTON_PAD
        return button(
            self, rect, label, SMALL_ID if small else None, self.app.t("mv_ui.setup.packs.open_tip")
        )

    def note_h(self) -> int:
        return fonts.get_font(self.note_size()).get_linesize() * self.note_lines()

    def note_size(self) -> int:
        return max(fonts.FLOOR, int(14 * self.s))

    def _pack_list(self, col: pygame.Rect, y: int) -> int:
        """Every combination offered, in the order of the data: its button (the chosen one lit,
        its tooltip the packs' identities) and under it what it adds."""
        bh = self.bh()
        for packs in PACK.values:
            rect = pygame.Rect(col.x, y, col.w, bh)
            label = pack_choice_label(self, packs)
            small = fonts.text_width(label, BUTTON_FONT, True) > rect.w - BUTTON_PAD
            self._toggle(PACK, packs, label, rect, SMALL_ID if small else None)
            note = pygame.Rect(col.x + int(10 * self.s), y + bh + 1, col.w - int(10 * self.s), self.note_h())
            self.pack_notes.append((packs, note))
            y = note.bottom + int(4 * self.s)
        return y + int(6 * self.s)

    def kind_tip(self, kind: str) -> str | None:
        if kind == "person":
            return None
        said = self.app.t("mv_ui.setup.agent_tip", level=self.kind_label(kind))
        expect = self.level_tip(kind)
        return f"{said}\n{expect}" if expect else said

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
        self._draw_pack_notes(surface)
        self._draw_preview(surface)
        col = self.column()
        self.draw_error(surface, col, col.bottom - self.bh() - int(14 * s))

    def _draw_pack_notes(self, surface: pygame.Surface) -> None:
        """Under each pack button, what its combination adds (counted from the data)."""
        for packs, rect in self.pack_notes:
            note = fonts.fit(
                pack_description(self, packs),
                rect.w,
                rect.h,
                self.note_size(),
                max_lines=self.note_lines(),
                where="mv.setup.packs_note",
            )
            fonts.draw_fitted(surface, note, rect, TEXT_DIM)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for packs, rect in self.pack_notes:
            if rect.collidepoint(pos):
                return pack_identities(self, packs)
        return super().tooltip_at(pos)

    def _draw_starts(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The tag of the seat that starts (by the coin toss, or as chosen)."""
        s = self.s
        if self.newcomer != "none":
            key = "mv_ui.setup.starts_newcomer"
        else:
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
        # the base kinds, then the expansion's (a row of their own), then the free piles
        exp = expansion_of(self.packs)
        base = [c for c in self.preview.exchange if exp is None or CARDS[c].pack != exp.id]
        extra = [c for c in self.preview.exchange if c not in base]
        cards = base + extra + list(self.preview.neutral_piles())
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


@registry.screenshot("metaversus-setup-packs", description="MetaVersus setup: the list of card packs open")
def _shot_setup_packs(app: Any, seed: int) -> None:
    scene = MetaVersusSetup(app)
    scene.seed, scene.seed_text = 20261129 + seed, str(20261129 + seed)
    scene.packs = PACK.values[-1]
    scene.packs_open = True
    scene.recompute()
    app.stack.push(scene)
