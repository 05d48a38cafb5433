"""The tool buttons every table shows beside its moves: undo, hint, log, rules, menu and skip.

They are what the keys Z, H, L, Esc and N do, within reach of the mouse: a person who never
touches the keyboard can still take a move back, ask for a hint, hide the log, read the rules and
reach the pause menu (save, settings, quit to the title). Each table decides where its tools sit
(``lay_tools`` fills a rectangle with rows of them); pressing and tooltips are the same at every
table. The tools are small ``scenes.buttons.Button`` s, drawn with ``draw_buttons``.
"""

from __future__ import annotations

from typing import Any

import pygame

from .buttons import Button, button_at

TOOL_KINDS = ("undo", "hint", "log", "rules", "menu", "skip")


class TableTools:
    """The tools' layout, press and tooltip, for ``TableScene`` (see the module doc)."""

    app: Any
    game_name: str
    seats: list[str]
    show_log: bool
    tools: list[Button]  # set by TableScene; a table that shows tools lays them out

    def lay_tools(self, rect: pygame.Rect, rows: tuple[tuple[str, ...], ...], gap: int) -> list[Button]:
        """Tool buttons in ``rows`` that fill ``rect``, each row split evenly. "skip" is lit only
        where a computer plays (in a game of people only it has nothing to skip)."""
        computer = any(level != "person" for level in self.seats)
        th = (rect.h - gap * (len(rows) - 1)) // max(1, len(rows))
        out = []
        for r, names in enumerate(rows):
            w = (rect.w - gap * (len(names) - 1)) // max(1, len(names))
            y = rect.y + r * (th + gap)
            for i, kind in enumerate(names):
                out.append(
                    Button(
                        pygame.Rect(rect.x + i * (w + gap), y, w, th),
                        self.app.t(f"table.tool.{kind}"),
                        kind=kind,
                        enabled=computer if kind == "skip" else True,
                        small=True,
                    )
                )
        return out

    def press_tool(self, button: Button) -> None:
        from .rules_scene import RulesScene

        if not button.enabled:
            return
        kind = button.kind
        if kind == "undo":
            self.undo()
        elif kind == "hint":
            self.show_hint()
        elif kind == "log":
            self.show_log = not self.show_log
        elif kind == "rules":
            self.app.stack.push(RulesScene(self.app, self.game_name))
        elif kind == "menu":
            self.open_pause()
        elif kind == "skip":
            self.skip_to_person()

    def open_pause(self) -> None:
        """The pause menu over the table (Esc, or the Menu tool)."""
        from .overlays import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def tool_tip(self, button: Button) -> str:
        """What a tool does, with its key; the hint's says which computer it asks."""
        t = self.app.t
        if button.kind == "hint":
            return str(t(f"settings.hint_level_tip.{self.hint_level}"))
        if button.kind == "skip":
            return str(t("table.skip_tip" if button.enabled else "table.tool.skip_idle_tip"))
        if button.kind == "rules":
            return str(t("table.tool.rules_tip", game=t(f"game.{self.game_name}.title")))
        return str(t(f"table.tool.{button.kind}_tip"))

    def tooltip_keep_clear(self) -> list[pygame.Rect]:
        """A tooltip does not hide the table's other buttons where it can go elsewhere."""
        rects: list[pygame.Rect] = super().tooltip_keep_clear()  # type: ignore[misc]  # the Scene's: its widgets
        rects += [b.rect for b in [*getattr(self, "buttons", []), *self.tools]]
        # a table that draws "Move now" or "Skip" itself keeps them clear too
        rects += [r for r in (getattr(self, "move_now_rect", None), getattr(self, "skip_rect", None)) if r]
        return rects

    def tool_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.tools, pos)

    # supplied by TableScene and the game's table
    @property
    def hint_level(self) -> str:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def can_undo(self) -> bool:
        raise NotImplementedError

    def save_session(self, path: Any) -> None:
        raise NotImplementedError

    def show_hint(self) -> None:
        raise NotImplementedError

    def skip_to_person(self) -> None:
        raise NotImplementedError


__all__ = ["TOOL_KINDS", "TableTools"]
