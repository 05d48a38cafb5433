"""The rules reference: a page per game (and one for the controls), in the chosen language.

Pages are small Markdown files, ``assets/rules/<page>/<lang>.md`` (``#`` headings, ``-`` bullets,
``**bold**``), shown in a scrolling pygame_gui text box.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox

from sprites import fonts
from sprites.draw import FELT, GLOW, felt

from . import registry
from .paths import ASSETS
from .stack import Scene
from .widgets import button

if TYPE_CHECKING:  # pragma: no cover
    from .app import App

PAGES = ("controls", "dicemasters", "legendary", "metaversus")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def markdown_to_html(text: str) -> str:
    """The small Markdown subset of the rule pages as pygame_gui's HTML subset."""
    out: list[str] = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip(), quote=False)
        line = _BOLD.sub(r"<b>\1</b>", line)
        if line.startswith("## "):
            out.append(f"<font size=5 color='#f5c542'><b>{line[3:]}</b></font>")
        elif line.startswith("# "):
            out.append(f"<font size=6 color='#f5c542'><b>{line[2:]}</b></font>")
        elif line.startswith("- "):
            out.append(f"  • {line[2:]}")
        else:
            out.append(line)
    return "<br>".join(out)


def page_text(page: str, lang: str) -> str:
    path = ASSETS / "rules" / page / f"{lang}.md"
    if not path.exists():
        path = ASSETS / "rules" / page / "en.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""


class RulesScene(Scene):
    fills_screen = True
    name = "rules"

    def __init__(self, app: App, page: str = "controls") -> None:
        super().__init__(app)
        self.page = page if page in PAGES else "controls"

    def build(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        margin = int(40 * s)
        side_w = int(280 * s)
        top = int(110 * s)
        bh = max(36, int(48 * s))
        self.page_buttons = {}
        for i, page in enumerate(PAGES):
            b = button(
                self, pygame.Rect(margin, top + i * (bh + 10), side_w, bh), self.app.t(f"rules.page.{page}")
            )
            if page == self.page:
                b.select()
            self.page_buttons[page] = b
        self.back_button = button(
            self,
            pygame.Rect(margin, h - margin - bh, side_w, bh),
            self.app.t("common.back"),
            "#primary_button",
        )
        box = pygame.Rect(margin * 2 + side_w, top, w - side_w - margin * 3, h - top - margin)
        self.text_box = UITextBox(
            markdown_to_html(page_text(self.page, self.app.tr.lang)),
            box,
            self.app.ui,
            container=self.container,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is self.back_button or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.pop()
            return
        for page, b in self.page_buttons.items():
            if pressed is b and page != self.page:
                self.page = page
                self.relayout()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.app.scale
        surface.blit(felt((w, h), FELT["menu"]), (0, 0))
        title = fonts.render(self.app.t("rules.title"), max(20, int(36 * s)), GLOW, bold=True)
        surface.blit(title, (int(40 * s), int(36 * s)))


@registry.screenshot("rules", description="rules reference")
def _shot_rules(app: App, seed: int) -> None:
    app.stack.push(RulesScene(app, "dicemasters"))
