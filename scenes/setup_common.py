"""What the setup screens of every game share: seat names that follow the seat's kind until a
person types their own, the seed entry (the game number), and Back."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from .seats import default_name


class SeatsAndSeed:
    """A mixin for setup scenes with ``seats``, ``names``, ``custom`` (typed names), ``seed``,
    ``seed_text``, ``seed_ok``, ``seed_entry`` and ``name_entries``; ``seed_changed`` is
    called when a valid seed was typed."""

    app: Any
    seats: list[str]
    names: list[str]
    custom: list[bool]
    seed: int
    seed_text: str
    seed_ok: bool
    seed_entry: Any
    name_entries: list[Any]

    def default_name(self, i: int) -> str:
        return default_name(self.app, i, self.seats[i])

    def seat_name(self, i: int) -> str:
        return self.names[i].strip() if self.custom[i] and self.names[i].strip() else self.default_name(i)

    def back(self) -> None:
        from .title import TitleScene

        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:  # opened on its own (a screenshot, a test): there is no title below to return to
            self.app.stack.reset(TitleScene(self.app))

    def seed_changed(self) -> None:
        """A valid seed was typed (scenes refresh their preview)."""

    def text_changed(self, event: pygame.event.Event) -> bool:
        """Handle a change in the seed or a name entry; True when the event was one of them."""
        if event.type != pygame_gui.UI_TEXT_ENTRY_CHANGED:
            return False
        if event.ui_element is self.seed_entry:
            self.seed_text = self.seed_entry.get_text()
            self.seed_ok = self.seed_text.isdigit()
            if self.seed_ok:
                self.seed = int(self.seed_text)
            self.seed_changed()
            return True
        if event.ui_element in self.name_entries:
            i = self.name_entries.index(event.ui_element)
            self.names[i] = event.ui_element.get_text()
            self.custom[i] = bool(self.names[i].strip()) and self.names[i].strip() != self.default_name(i)
            return True
        return False
