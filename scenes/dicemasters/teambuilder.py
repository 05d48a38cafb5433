"""The Dice Masters team builder: pick team cards (characters and the non-basic action cards),
their dice and two basic actions.

Over the cards, a search field (any part of the English or Korean name; typing filters at once,
Hangul through the input method too), four filters (energy type, affiliation, rarity, cost), a
"has a Global" switch, the sort and Reset; the title row says how many of the set's cards pass.
A grid shows the cards that pass (sorted by number or name: one column per character, its
versions down the column; by cost or energy: a run of columns per cost or type), in pages when
there are more than the window holds (the page buttons, Page Up/Down or the mouse wheel turn
them); clicking a card adds or removes it, the steppers under it set its dice, bounded by the
card's Max and the format's totals; right-click shows the card with everything printed on it.
Messages under the team say as you build what the engine's own check (``validate_team``) finds
wrong, in the player's words, and how much room is left; "Use this team" asks ``game.new_game``
and shows its ``OptionError`` if it refuses. Teams are saved and loaded by name through
``teams``. The chosen team goes back to the setup scene through a callback; this scene never
starts a game.

Its layers: ``team_model`` (state, pages, geometry), ``team_panel`` (drawing); the cards shown
are chosen by ``team_filter`` and laid out by ``team_grid``, drawn by ``team_faces``; a filter's
list is a ``team_menu``, the zoom ``team_zoom``, the messages worded by ``team_checks``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextEntryLine

from game.dicemasters.cards import CARDS
from game.dicemasters.formats import FORMAT_RULES
from sprites import fonts

from .. import registry
from ..widgets import button
from . import teams as team_files
from .team_checks import Message, team_messages
from .team_faces import card_face, draw_card, tooltip_text, wrapped
from .team_filter import SORTS, CardFilter, slug
from .team_menu import ARROW, ChoiceMenu
from .team_model import FILTERS
from .team_panel import TeamBuilderDrawing
from .team_zoom import card_details

__all__ = [
    "TeamBuilderScene",
    "Message",
    "team_messages",
    "card_face",
    "draw_card",
    "tooltip_text",
    "wrapped",
]


class TeamBuilderScene(TeamBuilderDrawing):
    """The team builder with its widgets and input (see the module doc)."""

    prev_page: UIButton | None = None
    next_page: UIButton | None = None

    minus: dict[str, Any]
    plus: dict[str, Any]

    # -- widgets -----------------------------------------------------------------------------
    def build(self) -> None:
        self.minus, self.plus = {}, {}
        self._build_controls()
        self._build_panel()
        self._build_card_widgets()
        self.refresh()

    def _build_controls(self) -> None:
        """The search field, a button per filter and for the sort (each opens its list), the
        Global switch and Reset."""
        t = self.app.t
        rects = self.controls()
        f = self.filter
        self.search_entry = UITextEntryLine(
            rects["search"],
            self.app.ui,
            container=self.container,
            placeholder_text=t("dm_ui.tb.f.search"),
            initial_text=f.query or None,
        )
        self.search_entry.set_text_length_limit(30)
        self.chips: dict[str, UIButton] = {}
        for name in ("sort", *(n for n, _ in FILTERS)):
            current = self.choice_of(name)
            label = self.label_of(name, current)
            chip = button(
                self, rects[name], label + ARROW, "#small_button", tooltip=t(f"dm_ui.tb.f.{name}_tip")
            )
            if name != "sort" and current != "any":
                chip.select()  # this filter leaves cards out
            self.chips[name] = chip
        self.global_button = button(
            self, rects["global"], t("dm_ui.tb.f.global"), "#small_button", tooltip=t("dm_ui.tb.f.global_tip")
        )
        if f.has_global:
            self.global_button.select()
        self.reset_button = button(
            self, rects["reset"], t("dm_ui.tb.f.reset"), "#small_button", tooltip=t("dm_ui.tb.f.reset_tip")
        )

    def choices(self, name: str) -> list[tuple[str, str]]:
        """The (label, value) choices of a filter ("any" first) or of the sort."""
        t = self.app.t
        if name == "sort":
            return [(t(f"dm_ui.tb.sort.{k}"), k) for k in SORTS]
        values = dict(FILTERS)[name]
        return [(t(f"dm_ui.tb.f.{name}.any"), "any")] + [
            (t(f"dm_ui.tb.f.{name}.{slug(v)}"), v) for v in values
        ]

    def label_of(self, name: str, value: str) -> str:
        return next(label for label, v in self.choices(name) if v == value)

    def choice_of(self, name: str) -> str:
        value = getattr(self.filter, name)
        return "any" if value is None else str(value)

    def open_menu(self, name: str) -> None:
        """The list of a filter's (or the sort's) choices under its button."""
        self.app.stack.push(
            ChoiceMenu(
                self.app,
                pygame.Rect(self.chips[name].get_abs_rect()),
                self.choices(name),
                self.choice_of(name),
                lambda value: self.choose(name, value),
            )
        )

    def choose(self, name: str, value: str) -> None:
        """A filter (or the sort) takes ``value``; its button says so."""
        chosen = None if value == "any" else value
        f = self.filter
        if name == "sort":
            f = replace(f, sort=next(k for k in SORTS if k == value))
        elif name == "energy":
            f = replace(f, energy=chosen)
        elif name == "affiliation":
            f = replace(f, affiliation=chosen)
        elif name == "rarity":
            f = replace(f, rarity=chosen)
        elif name == "cost":
            f = replace(f, cost=chosen)
        self.set_filter(f)
        chip = self.chips.get(name)
        if chip is not None and self.container is not None:
            chip.set_text(self.label_of(name, value) + ARROW)
            if name != "sort":
                chip.select() if value != "any" else chip.unselect()

    def _build_card_widgets(self) -> None:
        """The − / + under each card of the page shown, and the page buttons."""
        s = self.s
        sh = max(26, int(32 * s))
        for b in (*self.minus.values(), *self.plus.values(), self.prev_page, self.next_page):
            if b is not None:
                b.kill()
        self.minus, self.plus = {}, {}
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
        self.prev_page = self.next_page = None
        nav = self.page_nav_rects()
        if nav is not None:
            self.prev_page = button(self, nav[0], "‹", tooltip=self.app.t("dm_ui.tb.prev_page_tip"))
            self.next_page = button(self, nav[2], "›", tooltip=self.app.t("dm_ui.tb.next_page_tip"))

    def rebuild_cards(self) -> None:
        """The cards shown changed (a page turned, a filter changed): only their widgets are
        made again, so the search field keeps its focus and what is typed."""
        if self.container is None:
            return
        self._build_card_widgets()
        self.refresh()

    def _build_panel(self) -> None:
        s = self.s
        bh = self._btn_h()
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
        for nav, usable in ((self.prev_page, self.page > 0), (self.next_page, self.page < self.pages - 1)):
            if nav is not None:
                nav.enable() if usable else nav.disable()

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
            if pressed is not None and pressed is self.prev_page:
                self.turn_page(-1)
            elif pressed is not None and pressed is self.next_page:
                self.turn_page(+1)
            elif pressed is self.use_button:
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
            elif pressed is self.global_button:
                self.set_filter(replace(self.filter, has_global=not self.filter.has_global))
                self.global_button.select() if self.filter.has_global else self.global_button.unselect()
            elif pressed is self.reset_button:
                self.reset_filters()
            else:
                name = next((k for k, chip in self.chips.items() if pressed is chip), None)
                if name is not None:
                    self.open_menu(name)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search_entry:
            self.composing = ""
            self.set_filter(replace(self.filter, query=self.search_entry.get_text()))
        elif event.type == pygame.TEXTEDITING and self.search_entry.is_focused:
            # a syllable being composed (Korean input method): the cards follow it already
            self.composing = str(event.text)
            self.rebuild_cards()
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
                self.app.stack.push(card_details(self.app, clicked))
            elif CARDS[clicked].kind == "basic_action":
                self.toggle_action(clicked)
            else:
                self.toggle(clicked)
        elif event.type == pygame.MOUSEWHEEL and pygame.mouse.get_pos()[0] < self.panel_rect().x:
            self.turn_page(-1 if event.y > 0 else +1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else +1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def reset_filters(self) -> None:
        """Clear the search and every filter (the sort stays), and make the controls again."""
        self.composing = ""
        self.filter = CardFilter(sort=self.filter.sort)
        self.page = 0
        self.relayout()

    def update(self, dt: float) -> None:
        focused = self.container is not None and self.search_entry.is_focused
        if focused and not self._ime_at_search:
            # the input method's candidate window opens by the search field
            pygame.key.set_text_input_rect(self.search_entry.get_abs_rect())
        self._ime_at_search = focused

    _ime_at_search = False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.controls()["search"].collidepoint(pos):
            return self.app.t("dm_ui.tb.f.search_tip")
        cid = self.card_at(pos)
        return tooltip_text(cid, self.app.tr.lang) if cid else None


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


@registry.screenshot(
    "dicemasters-teambuilder-search",
    description="Dice Masters team builder: Villains with a Global, by cost, a tournament team",
)
def _shot_search(app: Any, seed: int) -> None:
    scene = TeamBuilderScene(
        app, "tournament", app.t("seat.default", n=1), {"avx-111": 3, "avx-130": 2, "avx-097": 2}, ["avx-027"]
    )
    scene.filter = CardFilter(affiliation="Villains", has_global=True, sort="cost")
    app.stack.push(scene)


@registry.screenshot("dicemasters-teambuilder-zoom", description="Dice Masters team builder: a card zoomed")
def _shot_zoom(app: Any, seed: int) -> None:
    app.stack.push(TeamBuilderScene(app, "basic", app.t("seat.default", n=1)))
    app.stack.push(card_details(app, "avx-098"))
