"""The one action button of every table: a place, a label, the actions it stands for, one look.

A table keeps its buttons in fixed slots (greyed, never removed, so nothing slides under the
pointer); ``draw_buttons`` paints them all the same way in every game: gold for the step's main
move, blue for "skip ahead" while the computer plays, grey when it cannot be used now; the label
is fitted to the button (``sprites.fonts``) at every window size.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import pygame

from game.core.actions import Action
from sprites import fonts
from sprites.draw import GLOW, TEXT, rounded_panel

PRIMARY_FILL = (138, 106, 28)
SKIP_FILL = (38, 74, 96)
SKIP_EDGE = (120, 214, 255)
IDLE_FILL = (43, 49, 59)
OFF_FILL = (32, 35, 41)
OFF_TEXT = (128, 130, 136)  # a button that cannot be used now: clearly greyer than a live label


@dataclass
class Button:
    """One button: ``actions`` are what a press offers (empty for a tool such as "rules")."""

    rect: pygame.Rect
    label: str
    actions: list[Action] = field(default_factory=list)
    primary: bool = False
    kind: str = ""  # the action kind it stands for, or a tool: "more", "undo", "rules", "log", "skip"
    enabled: bool = True  # False: shown in its place, greyed; a press does nothing
    shortcut: str = ""  # the key shown in its tooltip
    menu: bool = False  # opens the list of every other legal move
    small: bool = False  # a tool button, with a smaller label

    def live(self, armed: bool = True) -> bool:
        """Whether a press does something now (a skip button works even while input is held)."""
        return self.enabled and (armed or self.kind == "skip")


def button_at(buttons: Iterable[Button], pos: tuple[int, int]) -> Button | None:
    for b in buttons:
        if b.rect.collidepoint(pos):
            return b
    return None


def draw_button(
    surface: pygame.Surface,
    b: Button,
    scale: float,
    *,
    armed: bool = True,
    mouse: tuple[int, int] | None = None,
    where: str = "button",
) -> None:
    live = b.live(armed)
    hover = live and mouse is not None and b.rect.collidepoint(mouse)
    fill: tuple[int, ...]
    if b.kind == "skip" and live:
        fill = SKIP_FILL
    elif b.primary and live:
        fill = PRIMARY_FILL
    else:
        fill = IDLE_FILL if live else OFF_FILL
    if hover:
        fill = tuple(min(255, c + 25) for c in fill)
    if (b.primary and live) or hover:
        edge: tuple[int, ...] = GLOW
    elif b.kind == "skip" and live:
        edge = SKIP_EDGE
    else:
        edge = (255, 255, 255, 60 if live else 28)
    rounded_panel(surface, b.rect, fill, edge, radius=8)
    size = max(fonts.FLOOR, int((13 if b.small else 16) * scale))
    fitted = fonts.fit_line(b.label, b.rect.w - max(6, int(12 * scale)), size, bold=True, where=where)
    fonts.draw_fitted(surface, fitted, b.rect, TEXT if live else OFF_TEXT, "center", "middle")


def draw_buttons(
    surface: pygame.Surface,
    buttons: Iterable[Button],
    scale: float,
    *,
    armed: bool = True,
    where: str = "button",
    pointer: bool = True,
) -> None:
    """Draw ``buttons``, the one under the pointer lit; ``pointer`` False (the scene is covered by a
    dialog, which takes the clicks) lights none."""
    mouse = pygame.mouse.get_pos() if pointer else None
    for b in buttons:
        draw_button(surface, b, scale, armed=armed, mouse=mouse, where=where)


__all__ = ["Button", "button_at", "draw_button", "draw_buttons"]
