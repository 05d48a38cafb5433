"""The Dice Masters team builder: pick character cards, their dice and two basic actions.

A grid shows every character card (one column per character, its three versions down the
column); clicking a card adds or removes it, the steppers under it set its dice, bounded by the
card's Max and the format's totals. Messages under the team say what is wrong as you build
(same name twice, over Max, over the totals, too few), but the engine has the final word: "Use
this team" asks ``game.new_game`` and shows its ``OptionError`` if it refuses. Teams are saved
and loaded by name through ``teams``. The chosen team goes back to the setup scene through a
callback; this scene never starts a game.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from game.dicemasters.cards import BASIC_ACTION_CARDS, CARDS, CHARACTER_CARDS, card_info, card_name
from game.dicemasters.formats import EXACT_TEAMS, FORMAT_RULES
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, SELECTED, TEXT, TEXT_DIM, drop_shadow, felt, rounded_panel

from .. import registry
from ..stack import Scene
from ..widgets import button
from . import teams as team_files
from .cards_view import card_zoom as dm_card_zoom

try:  # the project's card art; the stand-in below keeps the builder usable without it
    from sprites import dm_cards as _dm_cards
except ImportError:  # pragma: no cover - only while sprites.dm_cards is absent
    _dm_cards = None  # type: ignore[assignment]

try:
    from sprites import glyphs as _glyphs
except ImportError:  # pragma: no cover
    _glyphs = None  # type: ignore[assignment]

WARN = (240, 180, 41)
OK = (110, 200, 120)
Message = tuple[str, str]  # (kind: "error" | "warn" | "ok", text)


# -- card pictures -------------------------------------------------------------------------------
def _hex(colour: str | None, default: tuple[int, int, int] = (90, 90, 100)) -> tuple[int, int, int]:
    if not colour or not colour.startswith("#") or len(colour) != 7:
        return default
    return (int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16))


@lru_cache(maxsize=256)
def _stand_in(card_id: str, lang: str, size: tuple[int, int]) -> pygame.Surface:
    """A plain card face: colour band, cost and energy, name, Max. Used only without dm_cards."""
    w, h = size
    info = card_info(card_id, lang)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    body = _hex(info.get("color"), (40, 40, 48))
    radius = max(3, w // 12)
    pygame.draw.rect(surf, (236, 232, 222), surf.get_rect(), border_radius=radius)
    art = pygame.Rect(3, 3, w - 6, int(h * 0.55))
    pygame.draw.rect(surf, body, art, border_radius=radius)
    slug = CARDS[card_id].character if CARDS[card_id].kind == "character" else "basic-action"
    if _glyphs is not None:
        name = slug or "action"
        if CARDS[card_id].kind != "character":
            name = "action-" + str(info["name"]).lower().replace(" ", "-") if lang == "en" else "action"
        _glyphs.draw_emblem(surf, name, art.inflate(-w // 3, -h // 6))
    ink = (20, 20, 24)
    size_name = max(8, w // 8)
    y = art.bottom + 2
    for line in wrapped(str(info["name"]), size_name, w - 8, True)[:2]:
        text = fonts.render(line, size_name, ink, bold=True)
        surf.blit(text, (5, y))
        y += text.get_height() - 2
    if info.get("subtitle"):
        sub = fonts.render(str(info["subtitle"]), max(7, w // 10), (70, 70, 76))
        surf.blit(sub, (5, y), area=pygame.Rect(0, 0, w - 8, sub.get_height()))
    if CARDS[card_id].kind == "character":
        badge = pygame.Rect(4, 4, max(14, w // 4), max(14, w // 4))
        pygame.draw.ellipse(surf, (250, 247, 240), badge)
        cost = fonts.render(str(info["cost"]), max(8, badge.h - 6), ink, bold=True)
        surf.blit(cost, cost.get_rect(center=badge.center))
        if _glyphs is not None and info.get("energy"):
            glyph = _glyphs.energy_glyph(str(info["energy"]), badge.h)
            surf.blit(glyph, (badge.right + 2, badge.y))
        mx = fonts.render(f"Max {info['max_dice']}", max(7, w // 10), (70, 70, 76), bold=True)
        surf.blit(mx, mx.get_rect(bottomright=(w - 5, h - 4)))
    pygame.draw.rect(surf, (20, 20, 24), surf.get_rect(), width=2, border_radius=radius)
    return surf


def card_face(card_id: str, lang: str, size: tuple[int, int], dice: int | None = None) -> pygame.Surface:
    """The card face at ``size`` (the project's art when ``sprites.dm_cards`` is there)."""
    if _dm_cards is not None:
        return _dm_cards.render_card(card_id, lang, size=size, dice_left=dice)
    return _stand_in(card_id, lang, size)


def draw_card(
    surface: pygame.Surface,
    card_id: str,
    lang: str,
    rect: pygame.Rect,
    dice: int | None = None,
    border: tuple[int, ...] | None = None,
    lift: int = 0,
) -> None:
    """A card with its shadow and an optional coloured frame (selected, conflict)."""
    r = rect.move(0, -lift)
    drop_shadow(surface, r, radius=max(3, r.w // 12), blur=4 + lift // 2)
    surface.blit(card_face(card_id, lang, r.size, dice), r.topleft)
    if border is not None:
        rounded_panel(surface, r.inflate(6, 6), (0, 0, 0, 0), border, radius=max(4, r.w // 10), width=3)


@lru_cache(maxsize=512)
def wrapped(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``fonts.wrap`` remembered: measuring Hangul letter by letter every frame costs milliseconds."""
    return tuple(fonts.wrap(text, size, width, bold))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((10, 16, 14, 70))
    return veil


def tooltip_text(card_id: str, lang: str) -> str:
    info = card_info(card_id, lang)
    lines = [card_name(card_id, lang), str(info["text"])]
    for key in ("burst1", "burst2", "global"):
        if info.get(key):
            lines.append(str(info[key]))
    return "\n".join(lines)


# -- live checks ---------------------------------------------------------------------------------
def team_messages(
    t: Callable[..., str], lang: str, fmt: str, cards: dict[str, int], actions: list[str]
) -> list[Message]:
    """What a person should know about the team now, worst first.

    These are early warnings worded for people; the engine's ``validate_team`` (through
    ``teams.engine_check``) still decides when the team is used."""
    max_cards, max_dice = FORMAT_RULES[fmt][1], FORMAT_RULES[fmt][2]
    errors: list[Message] = []
    by_character: dict[str, str] = {}
    for cid, n in cards.items():
        character = CARDS[cid].character or cid
        if character in by_character:
            errors.append(
                (
                    "error",
                    t(
                        "dm_ui.tb.msg.same_name",
                        a=card_name(by_character[character], lang),
                        b=card_name(cid, lang),
                    ),
                )
            )
        else:
            by_character[character] = cid
        if n > CARDS[cid].max_dice:
            errors.append(
                (
                    "error",
                    t("dm_ui.tb.msg.over_max", card=card_name(cid, lang), dice=n, max=CARDS[cid].max_dice),
                )
            )
    total = sum(cards.values())
    if len(cards) > max_cards:
        errors.append(("error", t("dm_ui.tb.msg.over_cards", cards=len(cards), max=max_cards)))
    if total > max_dice:
        errors.append(("error", t("dm_ui.tb.msg.over_dice", dice=total, max=max_dice)))
    if not cards:
        errors.append(("error", t("dm_ui.tb.msg.empty")))
    if len(actions) < 2:
        errors.append(("error", t("dm_ui.tb.msg.actions", n=2 - len(actions))))
    notes: list[Message] = []
    if cards and (len(cards) < max_cards or total < max_dice):
        room = {"cards": max(0, max_cards - len(cards)), "dice": max(0, max_dice - total)}
        if fmt in EXACT_TEAMS:  # basic: exactly so many cards and dice, as the engine demands
            errors.append(("error", t("dm_ui.tb.msg.exact", **room)))
        else:
            notes.append(("warn", t("dm_ui.tb.msg.few", **room)))
    if not errors:
        notes.append(("ok", t("dm_ui.tb.msg.ok")))
    return errors + notes


def _columns() -> list[list[str]]:
    """Character cards grouped by character, in card-number order: one grid column each."""
    groups: dict[str, list[str]] = {}
    for cid in sorted(CHARACTER_CARDS, key=lambda c: CARDS[c].number):
        groups.setdefault(CARDS[cid].character or cid, []).append(cid)
    return list(groups.values())


# -- the scene -----------------------------------------------------------------------------------
class TeamBuilderScene(Scene):
    name = "dm_teambuilder"

    def __init__(
        self,
        app: Any,
        fmt: str,
        seat_name: str,
        cards: dict[str, int] | None = None,
        actions: list[str] | None = None,
        on_done: Callable[[dict[str, int], list[str]], None] | None = None,
    ) -> None:
        super().__init__(app)
        if fmt not in FORMAT_RULES:
            raise ValueError(f"the team builder is for {', '.join(FORMAT_RULES)}, not {fmt!r}")
        self.fmt = fmt
        self.seat_name = seat_name
        self.cards: dict[str, int] = dict(cards or {})
        self.actions: list[str] = list(actions or [])
        self.on_done = on_done
        self.status: Message | None = None
        self.entries: list[team_files.TeamEntry] = []
        self.team_name = ""
        self.hover: str | None = None
        self.columns = _columns()

    # -- geometry ----------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.app.scale

    def _btn_h(self) -> int:
        return max(30, int(42 * self.s))

    def _stepper_w(self) -> int:
        return max(26, int(32 * self.s))

    def card_rects(self) -> dict[str, pygame.Rect]:
        s = self.s
        cw, ch = int(96 * s), int(134 * s)
        pitch_x = cw + int(14 * s)
        pitch_y = ch + max(26, int(32 * s)) + int(18 * s)
        x0, y0 = int(32 * s), int(104 * s)
        out: dict[str, pygame.Rect] = {}
        for col, cids in enumerate(self.columns):
            for row, cid in enumerate(cids):
                out[cid] = pygame.Rect(x0 + col * pitch_x, y0 + row * pitch_y, cw, ch)
        return out

    def action_rects(self) -> dict[str, pygame.Rect]:
        s = self.s
        cards = self.card_rects()
        top = max(r.bottom for r in cards.values()) + max(26, int(32 * s)) + int(62 * s)
        cw = int(78 * s)
        ch = int(cw * 88 / 63)
        x0 = int(32 * s)
        return {
            cid: pygame.Rect(x0 + i * (cw + int(11 * s)), top, cw, ch)
            for i, cid in enumerate(BASIC_ACTION_CARDS)
        }

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = self.s
        left = max(r.right for r in self.card_rects().values()) + int(28 * s)
        return pygame.Rect(left, int(96 * s), w - left - int(28 * s), h - int(96 * s) - int(24 * s))

    # -- widgets -----------------------------------------------------------------------------
    def build(self) -> None:
        s = self.s
        bh = self._btn_h()
        sh = max(26, int(32 * s))
        self.minus: dict[str, Any] = {}
        self.plus: dict[str, Any] = {}
        for cid, r in self.card_rects().items():
            bw = self._stepper_w()
            self.minus[cid] = button(
                self,
                pygame.Rect(r.x, r.bottom + int(6 * s), bw, sh),
                "−",
                tooltip=self.app.t("dm_ui.tb.fewer_tip"),
            )
            self.plus[cid] = button(
                self,
                pygame.Rect(r.right - bw, r.bottom + int(6 * s), bw, sh),
                "+",
                tooltip=self.app.t("dm_ui.tb.more_tip"),
            )
        p = self.panel_rect()
        pad = int(20 * s)
        inner_w = p.w - 2 * pad
        bottom = p.bottom - pad - bh
        gap = int(10 * s)
        # the main button keeps its words whole; the other two share what is left
        use_w = max(
            (inner_w - 2 * gap) // 3, fonts.get_font(20, bold=True).size(self.app.t("dm_ui.tb.use"))[0] + 28
        )
        rest = (inner_w - use_w - 2 * gap) // 2
        self.cancel_button = button(
            self, pygame.Rect(p.x + pad, bottom, rest, bh), self.app.t("common.cancel")
        )
        self.clear_button = button(
            self, pygame.Rect(p.x + pad + rest + gap, bottom, rest, bh), self.app.t("dm_ui.tb.clear")
        )
        self.use_button = button(
            self,
            pygame.Rect(p.right - pad - use_w, bottom, use_w, bh),
            self.app.t("dm_ui.tb.use"),
            "#primary_button",
        )
        # saved teams: a name and Save on one row, the list with Load under it
        save_top = self.saves_top()
        save_w = int(inner_w * 0.3)
        self.name_entry = UITextEntryLine(
            pygame.Rect(p.x + pad, save_top, inner_w - save_w - int(10 * s), bh),
            self.app.ui,
            container=self.container,
            placeholder_text=self.app.t("dm_ui.tb.team_name"),
            initial_text=self.team_name or None,
        )
        self.name_entry.set_text_length_limit(40)
        self.save_button = button(
            self, pygame.Rect(p.right - pad - save_w, save_top, save_w, bh), self.app.t("dm_ui.tb.save")
        )
        list_top = save_top + bh + int(10 * s)
        list_h = bottom - int(16 * s) - list_top
        self.entries = team_files.list_teams()
        self.labels = self._entry_labels()
        self.saved_list = UISelectionList(
            pygame.Rect(p.x + pad, list_top, inner_w - save_w - int(10 * s), list_h),
            list(self.labels),
            self.app.ui,
            container=self.container,
        )
        # pygame_gui 0.6 fixes list rows at 20 px, too low for the 16 px Hangul of the theme;
        # the row height is a plain attribute, and set_item_list lays the rows out again
        self.saved_list.list_item_height = max(28, int(34 * s))
        self.saved_list.set_item_list(list(self.labels))
        self.load_button = button(
            self, pygame.Rect(p.right - pad - save_w, list_top, save_w, bh), self.app.t("dm_ui.tb.load")
        )
        self.refresh()

    def saves_top(self) -> int:
        p = self.panel_rect()
        return (
            p.bottom
            - int(20 * self.s)
            - self._btn_h()
            - int(16 * self.s)
            - max(110, int(170 * self.s))
            - self._btn_h()
            - int(10 * self.s)
        )

    def _entry_labels(self) -> dict[str, team_files.TeamEntry]:
        labels: dict[str, team_files.TeamEntry] = {}
        for e in self.entries:
            text = e.label if e.team is not None else self.app.t("dm_ui.tb.damaged_tag", name=e.label)
            if text in labels:  # two files with one team name: tell them apart by file
                text = f"{text} ({e.path.name})"
            labels[text] = e
        return labels

    def refresh(self) -> None:
        if self.container is None:
            return
        max_cards, max_dice = FORMAT_RULES[self.fmt][1], FORMAT_RULES[self.fmt][2]
        total = sum(self.cards.values())
        for cid in self.minus:
            n = self.cards.get(cid, 0)
            room_for_new = len(self.cards) < max_cards
            can_add = n < CARDS[cid].max_dice and total < max_dice and (n > 0 or room_for_new)
            self.minus[cid].enable() if n > 0 else self.minus[cid].disable()
            self.plus[cid].enable() if can_add else self.plus[cid].disable()
        self.load_button.enable() if self.entries else self.load_button.disable()

    # -- changing the team -------------------------------------------------------------------
    def step(self, cid: str, delta: int) -> None:
        max_cards, max_dice = FORMAT_RULES[self.fmt][1], FORMAT_RULES[self.fmt][2]
        n = self.cards.get(cid, 0)
        if delta > 0:
            if (
                n >= CARDS[cid].max_dice
                or sum(self.cards.values()) >= max_dice
                or (n == 0 and len(self.cards) >= max_cards)
            ):
                self.status = ("warn", self.app.t("dm_ui.tb.no_room"))
                return
            self.cards[cid] = n + 1
        elif n > 0:
            if n == 1:
                del self.cards[cid]
            else:
                self.cards[cid] = n - 1
        self.status = None
        self.refresh()

    def toggle(self, cid: str) -> None:
        if cid in self.cards:
            del self.cards[cid]
            self.status = None
            self.refresh()
        else:
            self.step(cid, +1)

    def toggle_action(self, cid: str) -> None:
        if cid in self.actions:
            self.actions.remove(cid)
        else:
            self.actions.append(cid)
            # a third pick replaces the oldest, so picking never needs an extra click to undo
            self.actions = self.actions[-2:]
        self.status = None

    def messages(self) -> list[Message]:
        return team_messages(self.app.t, self.app.tr.lang, self.fmt, self.cards, self.actions)

    def conflicts(self) -> set[str]:
        """Cards that share a character with another chosen card (framed in red)."""
        seen: dict[str, list[str]] = {}
        for cid in self.cards:
            seen.setdefault(CARDS[cid].character or cid, []).append(cid)
        return {c for group in seen.values() if len(group) > 1 for c in group}

    def use(self) -> None:
        reason = team_files.engine_check(self.fmt, self.cards, self.actions)
        if reason is not None:
            self.status = ("error", self.app.t("dm_ui.tb.refused", reason=reason))
            return
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done(dict(self.cards), list(self.actions))

    def save(self, replace: bool = False) -> None:
        name = self.name_entry.get_text().strip()
        if not name:
            self.status = ("warn", self.app.t("dm_ui.tb.name_needed"))
            return
        try:
            team_files.save_team(
                team_files.Team(name, dict(self.cards), list(self.actions), self.fmt), replace=replace
            )
        except team_files.TeamExists:  # another team has this name: ask before replacing it
            from ..overlays import ChooseOneDialog

            options = [self.app.t("dm_ui.tb.replace_yes"), self.app.t("common.cancel")]
            self.app.stack.push(
                ChooseOneDialog(
                    self.app,
                    self.app.t("dm_ui.tb.replace_ask", name=name),
                    options,
                    lambda i: self.save(replace=True) if i == 0 else None,
                    lambda: None,
                )
            )
            return
        except OSError as exc:
            self.status = ("error", self.app.t("dm_ui.tb.save_failed", reason=exc.strerror or str(exc)))
            return
        self.team_name = name
        self.relayout()  # the list shows the new file
        self.status = ("ok", self.app.t("dm_ui.tb.saved", name=name))

    def load(self) -> None:
        chosen = self.saved_list.get_single_selection()  # a label: the rows are plain strings
        entry = self.labels.get(chosen) if isinstance(chosen, str) and chosen else None
        if entry is None:
            self.status = ("warn", self.app.t("dm_ui.tb.pick_saved"))
            return
        try:  # read again: the file may have changed since the list was made
            team = team_files.load_team(entry.path)
        except team_files.TeamFileError as exc:
            from ..storage import problem_text

            self.status = (
                "error",
                self.app.t("dm_ui.tb.damaged", name=entry.path.name, reason=problem_text(self.app.t, exc)),
            )
            return
        self.cards = dict(team.cards)
        self.actions = list(team.actions)[:2]
        self.team_name = team.name
        self.name_entry.set_text(team.name)
        self.status = ("ok", self.app.t("dm_ui.tb.loaded", name=team.name))
        self.refresh()

    # -- input -------------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> str | None:
        for cid, r in {**self.card_rects(), **self.action_rects()}.items():
            if r.collidepoint(pos):
                return cid
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            for cid, b in self.plus.items():
                if pressed is b:
                    self.step(cid, +1)
                    return
            for cid, b in self.minus.items():
                if pressed is b:
                    self.step(cid, -1)
                    return
            if pressed is self.use_button:
                self.use()
            elif pressed is self.cancel_button:
                self.app.stack.pop()
            elif pressed is self.clear_button:
                self.cards, self.actions, self.status = {}, [], None
                self.refresh()
            elif pressed is self.save_button:
                self.save()
            elif pressed is self.load_button:
                self.load()
        elif (
            event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
            and event.ui_element is self.saved_list
        ):
            self.load()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.name_entry:
            self.team_name = self.name_entry.get_text()  # kept across a relayout (language, window size)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name_entry:
            self.save()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            clicked = self.card_at(event.pos)
            if clicked is None:
                return
            if event.button == 3:
                self.app.stack.push(dm_card_zoom(self.app, clicked))
            elif CARDS[clicked].kind == "basic_action":
                self.toggle_action(clicked)
            else:
                self.toggle(clicked)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        cid = self.card_at(pos)
        return tooltip_text(cid, self.app.tr.lang) if cid else None

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.s
        lang = self.app.tr.lang
        surface.blit(felt((w, h), FELT["dicemasters"]), (0, 0))
        room = self.panel_rect().x - int(60 * s)
        title = fonts.fit_line(
            self.app.t("dm_ui.tb.title", name=self.seat_name),
            room,
            max(18, int(32 * s)),
            bold=True,
            where="dm team builder title",
        )
        fonts.draw_fitted(surface, title, pygame.Rect(int(32 * s), int(20 * s), room, title.height), GLOW)
        max_cards, max_dice = FORMAT_RULES[self.fmt][1], FORMAT_RULES[self.fmt][2]
        limits = self.app.t(
            "dm_ui.tb.limits_exact" if self.fmt in EXACT_TEAMS else "dm_ui.tb.limits",
            format=self.app.t(f"dm_ui.format.{self.fmt}"),
            cards=max_cards,
            dice=max_dice,
        )
        sub = fonts.fit_line(limits, room, max(fonts.FLOOR + 1, int(18 * s)), where="dm team builder limits")
        fonts.draw_fitted(
            surface, sub, pygame.Rect(int(34 * s), int(20 * s) + title.height, room, sub.height), TEXT_DIM
        )
        conflicts = self.conflicts()
        for cid, r in self.card_rects().items():
            n = self.cards.get(cid, 0)
            border: tuple[int, ...] | None = None
            if cid in conflicts:
                border = ILLEGAL
            elif n:
                border = GLOW
            elif cid == self.hover:
                border = (255, 255, 255, 90)
            if not n:
                draw_card(surface, cid, lang, r, 0, border, lift=int(4 * s) if cid == self.hover else 0)
                # cards not in the team recede a little
                surface.blit(_veil(r.size), r.move(0, -int(4 * s) if cid == self.hover else 0))
            else:
                draw_card(surface, cid, lang, r, n, border, lift=int(6 * s))
            count = f"{n}/{CARDS[cid].max_dice}"
            text = fonts.render(count, max(12, int(18 * s)), GLOW if n else TEXT_DIM, bold=bool(n))
            sh = max(26, int(32 * s))
            if (
                text.get_width() + 4 <= r.w - 2 * self._stepper_w()
            ):  # small windows: the card's footer says it
                surface.blit(text, text.get_rect(center=(r.centerx, r.bottom + int(6 * s) + sh // 2)))
        acts = self.action_rects()
        first = next(iter(acts.values()))
        head = fonts.fit_line(
            self.app.t("dm_ui.tb.actions", picked=len(self.actions)),
            self.panel_rect().x - first.x - int(20 * s),
            max(13, int(20 * s)),
            bold=True,
            where="dm team builder heading",
        )
        fonts.draw_fitted(
            surface,
            head,
            pygame.Rect(
                first.x, first.y - head.height - int(8 * s), self.panel_rect().x - first.x, head.height
            ),
            TEXT,
        )
        for cid, r in acts.items():
            picked = cid in self.actions
            draw_card(
                surface,
                cid,
                lang,
                r,
                None,
                SELECTED if picked else ((255, 255, 255, 90) if cid == self.hover else None),
                lift=int(6 * s) if picked else 0,
            )
            if picked:
                badge = pygame.Rect(0, 0, max(18, int(26 * s)), max(18, int(26 * s)))
                badge.center = (r.right - int(4 * s), r.y - int(6 * s))
                pygame.draw.ellipse(surface, SELECTED, badge)
                num = fonts.render(
                    str(self.actions.index(cid) + 1), max(11, int(16 * s)), (10, 20, 30), bold=True
                )
                surface.blit(num, num.get_rect(center=badge.center))
        top = max(r.bottom for r in acts.values()) + int(14 * s)
        hint = fonts.fit(
            self.app.t("dm_ui.tb.hint"),
            self.panel_rect().x - first.x - int(20 * s),
            self.app.size[1] - top - 4,
            max(fonts.FLOOR, int(15 * s)),
            where="dm team builder hint",
        )
        fonts.draw_fitted(
            surface, hint, pygame.Rect(first.x, top, self.panel_rect().x - first.x, hint.height), TEXT_DIM
        )
        self._draw_panel(surface)

    def _draw_team_list(self, surface: pygame.Surface, area: pygame.Rect, lang: str) -> int:
        """The cards of the team as a list in two columns: a die of the card's colour, its full
        name and subtitle and its dice ("Spider-Man: Webhead ×2"), red when it breaks a rule.
        Returns where the list ends."""
        s = self.s
        size = max(fonts.FLOOR + 1, int(16 * s))
        if not self.cards:
            empty = pygame.Rect(area.x, area.y, area.w, max(40, int(60 * s)))
            rounded_panel(surface, empty, (0, 0, 0, 40), (255, 255, 255, 40), radius=8)
            hint = fonts.fit(
                self.app.t("dm_ui.tb.start_hint"),
                empty.w - 16,
                empty.h - 4,
                max(fonts.FLOOR + 1, int(16 * s)),
                where="dm team builder hint",
            )
            fonts.draw_fitted(surface, hint, empty, TEXT_DIM, "center", "middle")
            return empty.bottom
        conflicts = self.conflicts()
        gap = int(12 * s)
        col_w = (area.w - gap) // 2
        chip = max(10, int(14 * s))
        y = area.y
        items = list(self.cards.items())
        for row in range(0, len(items), 2):
            height = 0
            for col, (cid, n) in enumerate(items[row : row + 2]):
                x = area.x + col * (col_w + gap)
                text = self.app.t("dm_ui.tb.team_entry", card=card_name(cid, lang), n=n)
                fitted = fonts.fit(text, col_w - chip - 6, 10**6, size, max_lines=3, where="dm team list")
                body = _dm_cards.die_colour(cid) if _dm_cards is not None else (160, 160, 160)
                rounded_panel(
                    surface,
                    pygame.Rect(x, y + (fitted.line_height - chip) // 2, chip, chip),
                    body,
                    (20, 20, 24),
                    radius=max(2, chip // 4),
                    width=1,
                )
                fonts.draw_fitted(
                    surface,
                    fitted,
                    pygame.Rect(x + chip + 6, y, col_w - chip - 6, fitted.height),
                    ILLEGAL if cid in conflicts else TEXT,
                )
                height = max(height, fitted.height)
            y += height + int(4 * s)
        return y

    def _draw_panel(self, surface: pygame.Surface) -> None:
        s = self.s
        lang = self.app.tr.lang
        p = self.panel_rect()
        rounded_panel(surface, p, (14, 24, 20, 215), (255, 255, 255, 46), radius=14)
        pad = int(20 * s)
        x, y = p.x + pad, p.y + int(16 * s)
        inner_w = p.w - 2 * pad
        surface.blit(
            fonts.render(self.app.t("dm_ui.tb.your_team"), max(15, int(24 * s)), TEXT, bold=True), (x, y)
        )
        y += int(40 * s)
        max_cards, max_dice = FORMAT_RULES[self.fmt][1], FORMAT_RULES[self.fmt][2]
        total = sum(self.cards.values())
        for key, value, top in (
            ("dm_ui.tb.cards", len(self.cards), max_cards),
            ("dm_ui.tb.dice", total, max_dice),
        ):
            label = fonts.render(self.app.t(key, n=value, max=top), max(12, int(17 * s)), TEXT)
            surface.blit(label, (x, y))
            bar = pygame.Rect(
                x + int(150 * s),
                y + label.get_height() // 2 - int(5 * s),
                inner_w - int(150 * s),
                max(6, int(10 * s)),
            )
            rounded_panel(surface, bar, (58, 66, 80), None, radius=bar.h // 2)
            filled = bar.copy()
            filled.w = int(bar.w * min(1.0, value / top))
            if filled.w:
                rounded_panel(surface, filled, ILLEGAL if value > top else GLOW, None, radius=bar.h // 2)
            y += int(30 * s)
        y += int(6 * s)
        y = self._draw_team_list(surface, pygame.Rect(x, y, inner_w, 0), lang) + int(14 * s)
        size = max(12, int(16 * s))
        line_h = fonts.get_font(size).get_linesize()
        limit = self.saves_top() - int(36 * s)
        shown = ([self.status] if self.status else []) + self.messages()
        for kind, text in shown:
            colour = {"error": ILLEGAL, "warn": WARN, "ok": OK}[kind]
            if y + line_h > limit:
                break
            fitted = fonts.fit(text, inner_w - int(20 * s), limit - y, size, where="dm team builder message")
            pygame.draw.circle(
                surface, colour, (x + int(5 * s), y + fitted.line_height // 2), max(3, int(5 * s))
            )
            fonts.draw_fitted(
                surface,
                fitted,
                pygame.Rect(x + int(18 * s), y, inner_w - int(20 * s), fitted.height),
                colour if kind != "ok" else TEXT,
            )
            y += fitted.height + int(4 * s)
        head = fonts.render(self.app.t("dm_ui.tb.saved_teams"), max(13, int(19 * s)), TEXT, bold=True)
        hy = self.saves_top() - head.get_height() - int(6 * s)
        surface.blit(head, (x, hy))
        if not self.entries:
            note = fonts.render(self.app.t("dm_ui.tb.no_saved"), max(11, int(15 * s)), TEXT_DIM)
            surface.blit(
                note, (x + head.get_width() + int(14 * s), hy + head.get_height() - note.get_height())
            )


@registry.screenshot("dicemasters-teambuilder", description="Dice Masters team builder, a half-built team")
def _shot_teambuilder(app: Any, seed: int) -> None:
    # Two Spider-Man cards on purpose: the screenshot shows a validation message.
    scene = TeamBuilderScene(
        app,
        "basic",
        app.t("seat.default", n=1),
        {"avx-016": 3, "avx-007": 2, "avx-017": 2, "avx-020": 2},
        ["avx-027"],
    )
    scene.team_name = app.t("dm_ui.tb.demo_name")
    app.stack.push(scene)
