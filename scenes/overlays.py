"""Scenes that sit over a table: pause, the hotseat hand-off curtain, and what a failing screen
turns into; the game-over screen (``scenes.game_over``) and the dialogs (``scenes.dialogs``) are
offered here too, for the tables that open them.

They talk to the table below only through the small ``TableHost`` interface (undo, save), so any
game's table can use them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import pygame

from sprites import fonts
from sprites.draw import FELT, GLOW, TEXT, TEXT_DIM, dim, felt, rounded_panel

from .dialogs import CardZoom, ChooseOneDialog, MessageDialog
from .game_over import GameOverScene
from .paths import saves_dir
from .stack import Scene
from .story import Story
from .widgets import activated, button, centred, column


class TableHost(Protocol):
    game_name: str

    def can_undo(self) -> bool: ...

    def undo(self) -> None: ...

    def save_session(self, path: Any) -> None: ...


PAUSE_BUTTONS = (  # (words, look, tooltip) from the top
    ("pause.resume", "#primary_button", None),
    ("pause.save", None, None),
    ("pause.undo", None, "pause.undo_tip"),
    ("export.log", None, "export.log_tip"),
    ("export.save", None, "export.save_tip"),
    ("title.settings", None, None),
    ("title.rules", None, None),
    ("pause.quit", None, None),
)


class PauseScene(Scene):
    """Esc on a table: resume, save, undo, settings, rules, quit to title."""

    name = "pause"
    overlay = True

    def __init__(self, app: Any, table: TableHost) -> None:
        super().__init__(app)
        self.table = table

    def rect(self) -> pygame.Rect:
        return centred(self.app, 420, 520 + 116)

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        rects = column(
            r.centerx,
            r.y + int(96 * s),
            r.w - int(80 * s),
            max(36, int(48 * s)),
            int(10 * s),
            len(PAUSE_BUTTONS),
        )
        made = [
            button(self, rect, self.app.t(key), look, self.app.t(tip) if tip else None)
            for rect, (key, look, tip) in zip(rects, PAUSE_BUTTONS, strict=True)
        ]
        self.resume, self.save, self.undo, self.export_log, self.export_save = made[:5]
        self.settings, self.rules, self.quit = made[5:]
        if not self.table.can_undo():
            self.undo.disable()
        if getattr(self.table, "session", None) is None:  # a stand-in table: no game to export
            self.export_log.disable()
            self.export_save.disable()

    def refresh(self) -> None:
        self.relayout()

    def handle_event(self, event: pygame.event.Event) -> None:
        from .rules_scene import RulesScene
        from .settings_scene import SettingsScene
        from .title import TitleScene

        pressed = self.button_pressed(event)
        if pressed is self.resume or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.pop()
        elif pressed is self.save:
            path = saves_dir() / f"{self.table.game_name}-{time.strftime('%Y%m%d-%H%M%S')}.json"
            try:
                self.table.save_session(path)
                self.app.notify(self.app.t("pause.saved", file=path.name))
            except OSError as exc:
                self.app.notify(self.app.t("error.save_failed", reason=str(exc)), "error")
        elif pressed is self.undo:
            self.table.undo()
            self.app.stack.pop()
        elif pressed is self.export_log or pressed is self.export_save:
            from .export import export_log, export_save

            (export_log if pressed is self.export_log else export_save)(self.app, self.table)
        elif pressed is self.settings:
            self.app.stack.push(SettingsScene(self.app))
        elif pressed is self.rules:
            self.app.stack.push(RulesScene(self.app, self.table.game_name))
        elif pressed is self.quit:
            self.app.stack.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 160)
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 240), (255, 255, 255, 50), radius=14)
        title = fonts.render(self.app.t("pause.title"), max(18, int(32 * self.app.scale)), GLOW, bold=True)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + int(28 * self.app.scale))))


ARM_SECONDS = 0.6  # real time the curtain ignores every input after it goes up
ARM_FRAMES = 3  # ... and at least this many frames of it, however slow they are
LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
CRASH_LOG = "crash.log"  # in the user's data folder


class HandoffScene(Scene):
    """The hotseat curtain: covers the table until the next person is at the screen.

    For a short arming moment (``ARM_SECONDS`` of real time and ``ARM_FRAMES`` frames) it
    swallows every input, so the fast clicks or held key that ended one person's turn never lift
    it. After that it needs a deliberate press and release: a mouse button or key that went down
    before it was armed never lifts it."""

    name = "handoff"
    overlay = False  # nothing private may show through
    fills_screen = True

    def __init__(
        self,
        app: Any,
        player_name: str,
        on_ready: Callable[[], None] | None = None,
        colour: tuple[int, int, int] = FELT["menu"],
    ) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_ready = on_ready
        self.colour = colour
        self.age, self.frames, self.lifted = 0.0, 0, False
        self.raised_at: float | None = None  # app.clock() when it went up
        self._pressed = False  # the left button went down after arming
        self._key: int | None = None  # a lifting key that went down after arming
        self._held: set[int] = set()  # keys already down in the arming moment (their repeats do not count)

    def enter(self) -> None:
        super().enter()
        self.raised_at = self.app.clock()
        self.app.tooltip.show(None)

    @property
    def armed(self) -> bool:
        if self.raised_at is None or self.frames < ARM_FRAMES:
            return False
        return self.app.clock() - self.raised_at >= ARM_SECONDS

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.lifted:
            return
        if not self.armed:  # swallowed, and whatever went down now can never lift it
            self._pressed = False
            self._key = None
            if event.type == pygame.KEYDOWN:
                self._held.add(event.key)
            elif event.type == pygame.KEYUP:
                self._held.discard(event.key)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._pressed:
                self.lift()
        elif event.type == pygame.KEYDOWN:
            if event.key in LIFT_KEYS and event.key not in self._held:
                self._key = event.key
        elif event.type == pygame.KEYUP:
            self._held.discard(event.key)
            if event.key == self._key:
                self.lift()

    def lift(self) -> None:
        """The next person is at the screen: take the curtain down and tell the table."""
        if self.lifted:
            return
        self.lifted = True
        self.app.tooltip.show(None)
        self.app.stack.hold_input()  # the rest of this frame's clicks were not aimed at the table
        self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def update(self, dt: float) -> None:
        self.age += dt
        self.frames += 1

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.app.scale
        surface.blit(felt((w, h), self.colour), (0, 0))
        dim(surface, 90)
        head = fonts.render(
            self.app.t("handoff.pass_to", name=self.player_name), max(22, int(44 * s)), GLOW, bold=True
        )
        surface.blit(head, head.get_rect(center=(w // 2, h // 2 - int(30 * s))))
        if not self.armed:  # "click when ready" appears only once a click can lift the curtain
            return
        alpha = int(140 + 115 * (0.5 + 0.5 * math.sin(self.age * 3)))
        sub = fonts.render(self.app.t("handoff.click_when_ready"), max(14, int(22 * s)), TEXT)
        sub.set_alpha(alpha)
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + int(36 * s))))


class CrashScene(Scene):
    """What the app shows instead of closing when a screen fails: what happened, where the
    details were written, and Continue (the game's last save, opened again) or Title."""

    name = "crash"
    overlay = False  # the screen that failed is not drawn again underneath
    fills_screen = True

    def __init__(
        self,
        app: Any,
        error: str,
        log_path: Path | None,
        log_error: str | None = None,
        save_path: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.error = error
        self.log_path = log_path
        self.log_error = log_error
        self.save_path = save_path

    def lines(self) -> list[str]:
        t = self.app.t
        out = [t("crash.what", error=self.error)]
        out.append(t("crash.saved") if self.save_path is not None else t("crash.no_game"))
        if self.log_path is not None:
            out.append(t("crash.log", path=str(self.log_path)))
        else:
            out.append(t("crash.log_failed", reason=self.log_error or "?"))
        return out

    def text_size(self) -> int:
        return max(16, int(20 * self.app.scale))

    def rect(self) -> pygame.Rect:
        s = max(0.8, self.app.scale)
        width = min(self.app.size[0] - 40, int(820 * s))
        size = self.text_size()
        rows = sum(len(fonts.wrap(line, size, width - 60)) for line in self.lines())
        height = min(
            self.app.size[1] - 40, int(200 * s) + fonts.get_font(size).get_linesize() * rows + int(16 * s) * 3
        )
        w, h = self.app.size
        return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)

    def build(self) -> None:
        s = max(0.8, self.app.scale)
        r = self.rect()
        bh = max(34, int(46 * s))
        bw = int(220 * s)
        y = r.bottom - bh - int(24 * s)
        self.continue_button = button(
            self,
            pygame.Rect(r.centerx - bw - int(8 * s), y, bw, bh),
            self.app.t("crash.continue"),
            "#primary_button",
        )
        self.title_button = button(
            self, pygame.Rect(r.centerx + int(8 * s), y, bw, bh), self.app.t("over.title")
        )
        if self.save_path is None:
            self.continue_button.disable()

    def handle_event(self, event: pygame.event.Event) -> None:
        from .title import TitleScene

        if self.save_path is not None and activated(self, event, self.continue_button, *ENTER_KEYS):
            self.reopen()
        elif activated(self, event, self.title_button, pygame.K_ESCAPE):
            self.app.stack.reset(TitleScene(self.app))

    def reopen(self) -> None:
        """Open the saved game again on a fresh table, over the title screen (a damaged save
        falls back to its backup, and the person is told)."""
        from .continue_game import open_saved
        from .title import TitleScene

        assert self.save_path is not None
        self.app.stack.reset(TitleScene(self.app))
        open_saved(self.app, self.save_path)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = max(0.8, self.app.scale)
        surface.blit(felt((w, h), FELT["menu"]), (0, 0))
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (255, 90, 90, 200), radius=14, width=2)
        surface.blit(
            fonts.render(self.app.t("crash.title"), max(18, int(30 * s)), (255, 120, 110), bold=True),
            (r.x + 30, r.y + int(24 * s)),
        )
        y = r.y + int(84 * s)
        size = self.text_size()
        line_h = fonts.get_font(size).get_linesize()
        for i, line in enumerate(self.lines()):
            for part in fonts.wrap(line, size, r.w - 60):
                surface.blit(fonts.render(part, size, TEXT if i == 0 else TEXT_DIM), (r.x + 30, y))
                y += line_h
            y += int(16 * s)


__all__ = [
    "TableHost",
    "PauseScene",
    "HandoffScene",
    "CrashScene",
    "CRASH_LOG",
    "ARM_SECONDS",
    "ARM_FRAMES",
    "ChooseOneDialog",
    "MessageDialog",
    "CardZoom",
    "GameOverScene",
    "Story",
]
