"""Dialogs over any screen: pick one of several options, read a message, look at a card large."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from sprites import fonts
from sprites.draw import GLOW, TEXT, dim, rounded_panel

from .stack import Scene
from .widgets import button, centred


class ChooseOneDialog(Scene):
    """Pick one of several described options (e.g. two ways to pay for the same die)."""

    name = "choose_one"
    overlay = True

    def __init__(
        self,
        app: Any,
        title: str,
        options: list[str],
        on_choose: Callable[[int], object],
        on_cancel: Callable[[], object] | None = None,
        on_hover: Callable[[int | None], object] | None = None,
        cancel_button: bool = True,
    ) -> None:
        """``on_hover(i)`` is called whenever the option under the mouse changes (None: none), so
        the table below can light the die or card that option means."""
        super().__init__(app)
        self.title, self.options = title, options
        self.on_choose, self.on_cancel, self.on_hover = on_choose, on_cancel, on_hover
        self.cancel_button = cancel_button  # False: Esc still cancels, but an option already says "no"
        self.hovered: int | None = None

    LABEL_PT = 18  # the theme's button font (bold)

    def labels(self) -> list[str]:
        return [f"{i + 1}. {t}" for i, t in enumerate(self.options)]

    def _title_pt(self) -> int:
        return max(14, int(22 * self.app.scale))

    def _title_lines(self, width: int) -> list[str]:
        return fonts.wrap(self.title, self._title_pt(), width - int(60 * self.app.scale), bold=True)

    def _header(self, width: int) -> int:
        """The title's height over the options: room for two lines, more when it wraps further."""
        return int((22 + 28 * max(2, len(self._title_lines(width)))) * self.app.scale)

    def rect(self) -> pygame.Rect:
        """Wide enough for the longest option (up to nearly the whole window), so no label is cut,
        and tall enough for the whole title."""
        rows = min(len(self.options), 8)
        base = centred(
            self.app, 620, (170 if self.cancel_button and self.on_cancel is not None else 118) + rows * 56
        )
        s = self.app.scale
        widest = max(
            (fonts.text_width(label, self.LABEL_PT, bold=True) for label in self.labels()), default=0
        )
        need = widest + int(60 * s) + 40  # the panel's margins, the button's padding and a list's scroll bar
        width = min(int(self.app.size[0] * 0.94), max(base.w, need))
        extra = min(self._header(width) - int(78 * s), max(0, self.app.size[1] - base.h - 20))
        height = base.h + extra
        y = max(0, (self.app.size[1] - height) // 2)
        return pygame.Rect((self.app.size[0] - width) // 2, y, width, height)

    def _fitted(self, label: str, room: int) -> str:
        """The label, shortened with an ellipsis only when even the widest panel cannot hold it."""
        if fonts.text_width(label, self.LABEL_PT, bold=True) <= room:
            return label
        return fonts.fit_line(
            label, room, self.LABEL_PT, floor=self.LABEL_PT, bold=True, where="choose.option"
        ).lines[0]

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        bh = max(34, int(46 * s))
        top = self._header(r.w)
        inner = pygame.Rect(r.x + int(30 * s), r.y + top, r.w - int(60 * s), r.h - top - bh - int(40 * s))
        self.option_buttons: list[Any] = []
        self.list: UISelectionList | None = None
        labels = self.labels()
        if len(self.options) <= 8:
            for i, label in enumerate(labels):
                rect = pygame.Rect(inner.x, inner.y + i * (bh + int(10 * s)), inner.w, bh)
                shown = self._fitted(label, inner.w - 12)
                self.option_buttons.append(
                    button(self, rect, shown, tooltip=label if shown != label else None)
                )
        else:
            self.list = UISelectionList(
                inner,
                [self._fitted(label, inner.w - 40) for label in labels],
                self.app.ui,
                container=self.container,
            )
        self.cancel = button(
            self,
            pygame.Rect(r.centerx - int(110 * s), r.bottom - bh - int(22 * s), int(220 * s), bh),
            self.app.t("common.cancel"),
        )
        if self.on_cancel is None or not self.cancel_button:
            self.cancel.hide()

    def choose(self, i: int) -> None:
        self.app.stack.pop()
        self._set_hovered(None)
        self.on_choose(i)

    def _set_hovered(self, i: int | None) -> None:
        if i != self.hovered:
            self.hovered = i
            if self.on_hover is not None:
                self.on_hover(i)

    def update(self, dt: float) -> None:
        if self.app.stack.top is not self:
            return
        pos = pygame.mouse.get_pos()
        found: int | None = None
        for i, b in enumerate(self.option_buttons):
            if b.visible and b.get_abs_rect().collidepoint(pos):
                found = i
                break
        if found is None and self.list is not None:
            for i, item in enumerate(self.list.item_list):
                element = item.get("button_element")
                if element is not None and element.visible and element.get_abs_rect().collidepoint(pos):
                    found = i
                    break
        self._set_hovered(found)

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None and pressed in self.option_buttons:
            self.choose(self.option_buttons.index(pressed))
        elif pressed is self.cancel or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_cancel
        ):
            self.app.stack.pop()
            self._set_hovered(None)
            if self.on_cancel is not None:
                self.on_cancel()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and self.list is not None:
            self.choose(int(event.text.split(".", 1)[0]) - 1)
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.options):
                self.choose(i)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (*GLOW, 160), radius=14)
        for i, line in enumerate(self._title_lines(r.w)):
            text = fonts.render(line, self._title_pt(), TEXT, bold=True)
            surface.blit(
                text,
                (
                    r.x + int(30 * self.app.scale),
                    r.y + int(22 * self.app.scale) + i * int(28 * self.app.scale),
                ),
            )


class MessageDialog(Scene):
    """A message with an OK button (errors a person must read, confirmations)."""

    name = "message"
    overlay = True

    def __init__(self, app: Any, title: str, text: str, on_ok: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_ok = on_ok

    def rect(self) -> pygame.Rect:
        lines = fonts.wrap(self.text, 18, int(560 * self.app.scale))
        return centred(self.app, 640, 190 + 26 * len(lines))

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        bh = max(34, int(46 * s))
        self.ok = button(
            self,
            pygame.Rect(r.centerx - int(100 * s), r.bottom - bh - int(22 * s), int(200 * s), bh),
            self.app.t("common.ok"),
            "#primary_button",
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        key = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE)
        if pressed is self.ok or key:
            self.app.stack.pop()
            if self.on_ok is not None:
                self.on_ok()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        dim(surface, 120)
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (*GLOW, 160), radius=14)
        surface.blit(
            fonts.render(self.title, max(16, int(26 * s)), GLOW, bold=True),
            (r.x + int(30 * s), r.y + int(22 * s)),
        )
        y = r.y + int(70 * s)
        for line in fonts.wrap(self.text, 18, int(560 * s)):
            surface.blit(fonts.render(line, 18, TEXT), (r.x + int(30 * s), y))
            y += 26


class CardZoom(Scene):
    """A card shown large over the table (right-click); any click or key closes it.

    ``picture(scale)`` draws the card at the given scale; ``text`` is shown under it."""

    name = "card_zoom"
    overlay = True

    def __init__(
        self, app: Any, picture: Callable[[float], pygame.Surface], text: str = "", card: str | None = None
    ) -> None:
        super().__init__(app)
        self.picture = picture
        self.text = text
        self.card = card

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        s = max(0.7, self.app.scale)
        img = self.picture(s)
        rect = img.get_rect(center=(self.app.size[0] // 2, self.app.size[1] // 2 - int(20 * s)))
        surface.blit(img, rect)
        y = rect.bottom + 8
        size = max(12, int(15 * s))
        for line in fonts.wrap(self.text, size, max(300, rect.w + 240))[:3]:
            text = fonts.render(line, size, TEXT)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
            y += int(20 * s)
        hint = fonts.render(self.app.t("common.zoom_close"), max(11, int(13 * s)), GLOW)
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, min(self.app.size[1] - 20, y + 4))))


__all__ = ["ChooseOneDialog", "MessageDialog", "CardZoom"]
