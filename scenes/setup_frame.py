"""The frame of every game's setup screen; each game fills it with its options.

A game's setup scene declares its options as ``Choice`` rows (a heading, then one button per
value, the chosen one lit; or one button that steps through the values) and says how its
choices become the engine's options (``options``).
The frame does the rest the same way for every game: the title, the rows and their buttons
(a grid of equal buttons, flowing when a label would not fit), seat rows (a name and who plays
the seat), the seed (the game number) with "New seed", Back and Start, a preview the engine
deals from the same options after every change (its refusal shown in the player's language),
cards under the pointer (a tooltip, right-click to read one large), the keyboard (Esc goes back,
Enter starts) and a new layout after a resize or a language change. Start hands a
``GameSession`` to ``open_session``; a setup scene never plays a move.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

import game
from game.core.agents import agent_levels
from game.core.session import GameSession
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, TEXT, felt, rounded_panel
from sprites.emblems import draw_emblem

from .continue_game import open_session
from .guide import setup_button
from .seats import default_name
from .setup_options import CardViews, Choice, Chosen
from .stack import Scene
from .widgets import button, flow_rows, show_state

BUTTON_FONT, SMALL_FONT = 18, 14  # the theme's button faces (assets/themes/theme.json)
BUTTON_PAD = 18  # a button's border and padding around its label
SMALL_ID = "#small_button"


class SetupFrame(Scene):
    """The setup screen of ``game_name``: subclasses declare ``choices`` and supply ``options``,
    ``layout`` (where the rows, seats and buttons go) and ``draw_game`` (the seats and preview)."""

    game_name: ClassVar[str] = ""
    title_key: ClassVar[str] = ""
    error_key: ClassVar[str] = "setup.cannot_start"  # a refusal in words: a template with ``{reason}``
    seed_bad_key: ClassVar[str] = "setup.seed_bad"
    emblem: ClassVar[bool] = False  # the game's emblem before the title
    button_h: ClassVar[int] = 40  # the height of a row of buttons at scale 1 ...
    button_min: ClassVar[int] = 24  # ... and at the least
    head_pt: ClassVar[int] = 17  # the size of the headings at scale 1
    column_w: ClassVar[int] = 560  # the width of the column of option rows at scale 1
    choices: ClassVar[tuple[Choice, ...]] = ()
    cards: ClassVar[CardViews | None] = None  # the tooltip and the zoom of a card in the preview

    def __init__(self, app: Any, seats: list[str]) -> None:
        super().__init__(app)
        self.levels = list(agent_levels(self.game_name))
        self.seats = seats
        self.names = [""] * len(seats)
        self.custom = [False] * len(seats)  # a name the person typed (it stays when the kind changes)
        self.seed = game.new_seed()
        self.seed_text = str(self.seed)
        self.seed_ok = True
        self.values: dict[str, Any] = {c.group: [] if c.many else c.values[0] for c in self.choices}
        self.preview: Any = None
        self.refusal: str | None = None  # why the engine refuses these options, in words
        self.shown: dict[str, list[tuple[pygame.Rect, str]]] = {}  # cards drawn, by area
        self.toggles: dict[tuple[str, Any], UIButton] = {}  # (group, value) -> its button
        self.cycles: dict[str, tuple[Choice, UIButton]] = {}  # group -> the button showing its value
        self.on_press: dict[UIButton, Callable[[], None]] = {}
        self.heads: list[tuple[str, pygame.Rect]] = []
        self.name_entries: list[UITextEntryLine] = []
        self.seed_entry: UITextEntryLine | None = None

    # -- what a game says ----------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    def options(self) -> dict[str, Any]:
        """The engine's options for the choices made."""
        return {}

    def explain(self, reason: str) -> str:
        """The engine's refusal as the player should read it (the engine's words by default)."""
        return reason

    def make_preview(self) -> Any:
        """What the engine deals from these options and this seed (it raises ``OptionError``)."""
        return game.new_game(self.game_name, players=self.players, seed=self.seed, **self.options())

    def layout(self) -> None:
        """Make the widgets of the rows, the seats and the buttons (``build`` calls it)."""

    def draw_game(self, surface: pygame.Surface) -> None:
        """The game's own part: the seats, the preview (put its cards in ``shown``)."""

    def card_tip(self, card: str) -> str | None:
        return self.cards.words(card, self.app.tr.lang) if self.cards is not None else None

    def card_zoom(self, card: str) -> Scene | None:
        return self.cards.large(self.app, card) if self.cards is not None else None

    def kind_label(self, kind: str) -> str:
        return str(self.app.t("seat.person") if kind == "person" else self.app.t(f"agent.{kind}"))

    def kind_tip(self, kind: str) -> str | None:
        """What to expect of a computer level (how it plays, how long it thinks)."""
        return self.level_tip(kind)

    def level_tip(self, kind: str) -> str | None:
        key = f"agent.tip.{kind}"
        return str(self.app.t(key)) if kind != "person" and self.app.tr.has(key) else None

    # -- the engine's answer -------------------------------------------------------------------
    def recompute(self) -> None:
        """Ask the engine what these options make; keep its refusal, in words, when it refuses."""
        if not self.seed_ok:
            self.preview, self.refusal = None, self.app.t(self.seed_bad_key)
            return
        try:
            self.preview = self.make_preview()
            self.refusal = None
        except game.OptionError as exc:
            self.preview, self.refusal = None, self.explain(self.clean(exc))

    def clean(self, exc: Exception) -> str:
        """The engine's message without the game's name before it."""
        return re.sub(rf"^{self.game_name}:\s*", "", str(exc))

    @property
    def error(self) -> str | None:
        """What the screen says when these options cannot be played (None: they can)."""
        return self.app.t(self.error_key, reason=self.refusal) if self.refusal is not None else None

    def start(self) -> None:
        """Validate through the engine, then open the table in this scene's place."""
        self.recompute()
        if self.refusal is not None:
            return
        n = self.players
        meta = {"seats": list(self.seats[:n]), "names": [self.seat_name(i) for i in range(n)]}
        try:
            session = GameSession(
                self.game_name, players=n, seed=self.seed, options=self.options(), meta=meta
            )
        except game.OptionError as exc:
            self.refusal = self.clean(exc)
            return
        open_session(self.app, session, replace=True)

    def back(self) -> None:
        from .title import TitleScene

        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:  # opened on its own (a screenshot, a test): there is no title below to return to
            self.app.stack.reset(TitleScene(self.app))

    # -- seats ---------------------------------------------------------------------------------
    def default_name(self, i: int) -> str:
        return default_name(self.app, i, self.seats[i])

    def seat_name(self, i: int) -> str:
        typed = self.names[i].strip()
        return typed if self.custom[i] and typed else self.default_name(i)

    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i] = kind
        if not self.custom[i] and i < len(self.name_entries):
            self.name_entries[i].set_text(self.default_name(i))
        self.refresh()

    @property
    def kind_buttons(self) -> list[dict[str, UIButton]]:
        """Per seat shown, who may play it -> its button."""
        return [
            {kind: b for (g, kind), b in self.toggles.items() if g == f"seat{i}"}
            for i in range(len(self.name_entries))
        ]

    def buttons_of(self, group: str) -> dict[Any, UIButton]:
        return {value: b for (g, value), b in self.toggles.items() if g == group}

    @property
    def first_buttons(self) -> dict[Any, UIButton]:
        """Who starts -> its button (for a game whose setup has a ``first`` choice)."""
        return self.buttons_of("first")

    # -- layout --------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return float(self.app.scale)

    def bh(self) -> int:
        return max(self.button_min, int(self.button_h * self.s))

    def gap(self) -> int:
        return max(4, int(8 * self.s) + 2)

    def column(self) -> pygame.Rect:
        """The left column of option rows, ``column_w`` wide, down to the bottom margin."""
        s = self.s
        return pygame.Rect(int(40 * s), int(96 * s), int(self.column_w * s), self.app.size[1] - int(120 * s))

    def beside(self) -> pygame.Rect:
        """The room right of the column (the seats and the preview)."""
        s, col = self.s, self.column()
        x = col.right + int(36 * s)
        return pygame.Rect(x, col.y, self.app.size[0] - x - int(40 * s), col.h)

    def build(self) -> None:
        self.toggles, self.cycles, self.on_press, self.heads, self.name_entries = {}, {}, {}, [], []
        self.layout()
        self.learn_button = setup_button(self)  # "Learn to play", in the top-right corner
        self.refresh()

    def press(self, b: UIButton, action: Callable[[], None]) -> UIButton:
        """``b`` does ``action`` when pressed."""
        self.on_press[b] = action
        return b

    def head(self, key_or_text: str, x: int, y: int, width: int, raw: bool = False) -> int:
        """A heading over a row; the y under it."""
        text = key_or_text if raw else self.app.t(key_or_text)
        h = fonts.get_font(self.head_size(), True).get_linesize()
        self.heads.append((text, pygame.Rect(x, y, width, h)))
        return y + self.head_h()

    def head_h(self) -> int:
        """The room a heading takes over its row."""
        return fonts.get_font(self.head_size(), True).get_linesize() + int(4 * self.s)

    def head_size(self) -> int:
        return max(fonts.FLOOR + 1, int(self.head_pt * self.s))

    def choice_row(self, choice: Choice, x: int, y: int, width: int, per_row: int | None = None) -> int:
        """The buttons of ``choice`` in a grid of equal buttons ``per_row`` to a row; when a label
        would not fit its button even in the small face, they flow, each as wide as its label.
        The y under them."""
        n = per_row or choice.per_row
        bh, gap = self.bh(), self.gap()
        labels = [choice.label(self, v) for v in choice.values]
        w = (width - gap * (n - 1)) // n
        room = w - BUTTON_PAD
        if any(fonts.text_width(t, SMALL_FONT, True) > room for t in labels):
            need = [min(width, fonts.text_width(t, SMALL_FONT, True) + BUTTON_PAD) for t in labels]
            rows = flow_rows(need, width, gap)
            for r, members in enumerate(rows):
                extra = (width - sum(need[k] for k in members) - gap * (len(members) - 1)) // len(members)
                xx = x
                for k in members:
                    rect = pygame.Rect(xx, y + r * (bh + gap), need[k] + extra, bh)
                    self._toggle(choice, choice.values[k], labels[k], rect, SMALL_ID)
                    xx += rect.w + gap
            return y + len(rows) * (bh + gap)
        for k, (value, text) in enumerate(zip(choice.values, labels, strict=True)):
            r, c = divmod(k, n)
            small = fonts.text_width(text, BUTTON_FONT, True) > room  # the smaller face keeps it whole
            rect = pygame.Rect(x + c * (w + gap), y + r * (bh + gap), w, bh)
            self._toggle(choice, value, text, rect, SMALL_ID if small else None)
        return y + ((len(choice.values) + n - 1) // n) * (bh + gap)

    def _toggle(self, choice: Choice, value: Any, text: str, rect: pygame.Rect, oid: str | None) -> None:
        tip = choice.tip(self, value) if choice.tip is not None else None
        b = button(self, rect, text, oid, tooltip=tip)
        self.toggles[(choice.group, value)] = self.press(b, partial(self.pick, choice, value))

    def cycle_button(self, choice: Choice, rect: pygame.Rect) -> UIButton:
        """One button for ``choice`` that shows its value; a press moves to the next value."""
        tip = choice.tip(self, None) if choice.tip is not None else None
        b = button(self, rect, choice.label(self, self.values[choice.group]), tooltip=tip)
        self.cycles[choice.group] = (choice, b)
        return self.press(b, partial(self.cycle, choice))

    def cycle(self, choice: Choice) -> None:
        values, now = choice.values, self.values[choice.group]
        self.values[choice.group] = (
            values[(values.index(now) + 1) % len(values)] if now in values else values[0]
        )
        self.changed(choice)

    def kinds_row(
        self, i: int, x: int, y: int, widths: list[int], small: bool = False, after_person: int = 0
    ) -> int:
        """Who plays seat ``i`` ("Person", then each agent level), one button of ``widths`` each
        (``after_person``: room left after the first); the x after the last."""
        for kind, w in zip(["person", *self.levels], widths, strict=True):
            rect = pygame.Rect(x, y, w, self.bh())
            b = button(self, rect, self.kind_label(kind), SMALL_ID if small else None, self.kind_tip(kind))
            self.toggles[(f"seat{i}", kind)] = self.press(b, partial(self.set_kind, i, kind))
            x += w + self.gap() + (after_person if kind == "person" else 0)
        return x

    def name_entry(self, i: int, rect: pygame.Rect, small: bool = False, limit: int = 24) -> UITextEntryLine:
        entry = UITextEntryLine(
            rect,
            self.app.ui,
            container=self.container,
            initial_text=self.seat_name(i),
            object_id=pygame_gui.core.ObjectID(object_id="#small_entry") if small else None,
        )
        entry.set_text_length_limit(limit)
        self.name_entries.append(entry)
        return entry

    def seed_row(self, x: int, y: int, width: int, new_key: str, tip_key: str | None = None) -> int:
        """The seed entry and "New seed"; the y under them."""
        bh, gap = self.bh(), self.gap()
        label = self.app.t(new_key)
        new_w = max(fonts.text_width(label, BUTTON_FONT, True) + 28, int(150 * self.s))
        self.seed_entry = UITextEntryLine(
            pygame.Rect(x, y, width - new_w - gap, bh),
            self.app.ui,
            container=self.container,
            initial_text=self.seed_text,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        tip = self.app.t(tip_key) if tip_key else None
        self.new_seed_button = self.press(
            button(self, pygame.Rect(x + width - new_w, y, new_w, bh), label, tooltip=tip), self.new_seed
        )
        return y + bh

    def back_and_start(self, x: int, y: int, width: int) -> None:
        bw = (width - self.gap()) // 2
        bh = self.bh()
        self.back_button = self.press(
            button(self, pygame.Rect(x, y, bw, bh), self.app.t("common.back")), self.back
        )
        self.start_button = self.press(
            button(
                self,
                pygame.Rect(x + width - bw, y, bw, bh),
                self.app.t("common.start"),
                "#primary_button",
            ),
            self.start,
        )

    # -- changes -------------------------------------------------------------------------------
    def pick(self, choice: Choice, value: Any) -> None:
        if choice.many:
            picked: list[Any] = self.values[choice.group]
            picked.remove(value) if value in picked else picked.append(value)
        elif self.values[choice.group] == value:
            return
        else:
            self.values[choice.group] = value
        self.changed(choice)

    def changed(self, choice: Choice) -> None:
        """A choice changed: the preview follows (and the rows, when some come or go)."""
        self.relayout() if choice.rebuild else self.refresh()

    def new_seed(self) -> None:
        self.seed = game.new_seed()
        self.seed_text, self.seed_ok = str(self.seed), True
        if self.seed_entry is not None:
            self.seed_entry.set_text(self.seed_text)
        self.refresh()

    def lit(self, group: str, value: Any) -> bool:
        """Whether the button of ``value`` in ``group`` shows as chosen."""
        if group.startswith("seat"):
            return self.seats[int(group[4:])] == value
        chosen = self.values.get(group)
        return value in chosen if isinstance(chosen, list) else chosen == value

    def allowed(self, group: str, value: Any) -> bool:
        return True

    def refresh(self) -> None:
        if self.container is None:
            return
        self.recompute()
        for (group, value), b in self.toggles.items():
            show_state(b, self.lit(group, value), self.allowed(group, value))
        for group, (choice, b) in self.cycles.items():
            b.set_text(choice.label(self, self.values[group]))

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            action = self.on_press.get(pressed)
            if action is not None:
                action()
        elif self.text_changed(event):
            pass
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            card = self.card_at(event.pos)
            zoom = self.card_zoom(card) if card is not None else None
            if zoom is not None:
                self.app.stack.push(zoom)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not any(
                e.is_focused for e in [self.seed_entry, *self.name_entries] if e is not None
            ):
                self.start()

    def text_changed(self, event: pygame.event.Event) -> bool:
        """A change in the seed or a name entry; True when the event was one of them."""
        if event.type != pygame_gui.UI_TEXT_ENTRY_CHANGED:
            return False
        if event.ui_element is self.seed_entry and self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()
            self.seed_ok = self.seed_text.isdigit()
            if self.seed_ok:
                self.seed = int(self.seed_text)
            self.refresh()
            return True
        if event.ui_element in self.name_entries:
            i = self.name_entries.index(event.ui_element)
            self.names[i] = event.ui_element.get_text()
            typed = self.names[i].strip()
            self.custom[i] = bool(typed) and typed != self.default_name(i)
            return True
        return False

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for cards in self.shown.values():
            for r, card in cards:
                if r.collidepoint(pos):
                    return card
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        card = self.card_at(pos)
        return self.card_tip(card) if card is not None else None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        surface.blit(felt((w, h), FELT[self.game_name]), (0, 0))
        self.draw_title(surface, self.title_room())
        size = self.head_size()
        for text, rect in self.heads:
            fitted = fonts.fit_line(text, rect.w, size, bold=True, where="setup.head")
            fonts.draw_fitted(surface, fitted, rect, TEXT)
        self.shown = {}
        self.draw_game(surface)

    def title_room(self) -> int:
        """How far right the title may reach."""
        return self.app.size[0] - int(40 * self.s)

    def draw_title(self, surface: pygame.Surface, width: int) -> None:
        s = self.s
        x, y = int(40 * s), int(22 * s)
        if self.emblem:
            draw_emblem(
                surface, self.game_name, pygame.Rect(x - int(4 * s), y - int(4 * s), int(64 * s), int(64 * s))
            )
            x += int(72 * s)
            y += int(6 * s)
        title = fonts.fit_line(
            self.app.t(self.title_key), width - x, max(20, int(34 * s)), bold=True, where="setup.title"
        )
        fonts.draw_fitted(surface, title, pygame.Rect(x, y, width - x, title.height), GLOW)

    def draw_error(self, surface: pygame.Surface, col: pygame.Rect, bottom: int, top: int = 0) -> None:
        """The refusal in a red box over ``bottom`` (never above ``top``), as wide as ``col``."""
        message = self.error
        if not message:
            return
        s = self.s
        size = max(12, int(15 * s))
        fitted = fonts.fit(message, col.w - int(24 * s), int(110 * s), size, where="setup.error")
        box = pygame.Rect(col.x, bottom - fitted.height - int(16 * s), col.w, fitted.height + int(16 * s))
        box.y = max(box.y, top)
        rounded_panel(surface, box, (60, 16, 16, 220), (*ILLEGAL, 200), radius=8)
        fonts.draw_fitted(surface, fitted, box.inflate(-int(24 * s), -int(16 * s)), TEXT)


__all__ = ["SetupFrame", "Choice", "Chosen", "BUTTON_FONT", "SMALL_FONT", "BUTTON_PAD"]
