"""The application: the window, the pygame_gui manager, the scene stack and the main loop.

``App.frame(events, dt)`` is one whole frame (input, the stack's safe point, update, draw); the
main loop, the headless tests and the screenshot command all drive the app through it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from sprites import fonts
from sprites.draw import TEXT, rounded_panel
from sprites.tooltip import Tooltip

from .audio import Audio
from .i18n import Translator, translator
from .paths import ASSETS
from .settings import Settings
from .stack import Scene, SceneStack

log = logging.getLogger(__name__)
THEME = ASSETS / "themes" / "theme.json"
MIN_SIZE = (960, 600)


@dataclass
class Toast:
    text: str
    kind: str
    remaining: float


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None, save_settings: bool = True) -> None:
        self.settings_message: str | None = None
        self.read_only = False  # a second window of the app: it saves nothing by itself
        if settings is None:
            settings, self.settings_message = Settings.load()
        self.settings = settings
        self.save_settings_enabled = save_settings
        pygame.init()
        pygame.key.set_repeat(400, 40)
        self.fullscreen = False
        window = size or self.settings.window_size
        self.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
        self.ui = pygame_gui.UIManager(self.screen.get_size(), str(THEME), enable_live_theme_updates=False)
        # text boxes use <b> and <font size=N>: load those faces up front instead of mid-frame
        self.ui.preload_fonts(
            [
                {"name": "noto_sans_kr", "point_size": size, "style": style}
                for size, style in ((24, "regular"), (32, "regular"), (16, "bold"), (24, "bold"), (32, "bold"))
            ]
        )
        self.tr: Translator = translator()
        self.tr.set_language(self.settings.language)
        self.tr.on_change(self._language_changed)
        self._set_caption()
        self.audio = Audio(self.settings.volume)
        self.stack = SceneStack(self)
        self.tooltip = Tooltip()
        self.toasts: list[Toast] = []
        self.time = 0.0
        self.running = True
        self._settings_dirty = 0.0
        if self.settings_message:
            self.notify(self.t("settings.damaged", reason=self.settings_message), "error")
        if self.audio.message:
            log.info(self.audio.message)
        if self.settings.fullscreen and size is None:
            self.set_fullscreen(True)

    # -- small services for scenes -------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        w, h = self.size
        return min(w / 1600, h / 900)

    def t(self, key: str, /, **params: Any) -> str:
        # positional-only: a template may itself have a {key} (or any other) parameter
        return self.tr(key, **params)

    def notify(self, text: str, kind: str = "info", seconds: float = 4.0) -> None:
        """A short message at the top of the window (errors in red)."""
        self.toasts.append(Toast(text, kind, seconds))
        self.toasts = self.toasts[-4:]

    def save_settings(self) -> None:
        if not self.save_settings_enabled:
            return
        try:
            self.settings.save()
        except OSError as exc:
            self.notify(self.t("settings.save_failed", reason=str(exc)), "error")

    def apply_settings(self) -> None:
        """Make the settings take effect now, then save them."""
        self.audio.set_volume(self.settings.volume)
        self.tr.set_language(self.settings.language)
        if self.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        self.save_settings()

    def _language_changed(self, lang: str) -> None:
        self._set_caption()
        self.stack.relayout_all()

    def _set_caption(self) -> None:
        pygame.display.set_caption(self.t("app.title"))

    # -- window --------------------------------------------------------------------------------
    def set_fullscreen(self, on: bool) -> None:
        try:
            if on:
                desktop = pygame.display.get_desktop_sizes()[0]
                self.screen = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        except pygame.error as exc:
            self.notify(str(exc), "error")
            return
        self.fullscreen = on
        self.settings.fullscreen = on
        self._resized()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface()
        self.ui.set_window_resolution(self.size)
        self.stack.relayout_all()

    def _window_resized(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        if (w, h) != self.screen.get_size():
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        if not self.fullscreen:
            self.settings.window_size = (w, h)
            self._settings_dirty = 0.6
        self._resized()

    # -- the loop ------------------------------------------------------------------------------
    def run(self, first: Scene) -> None:
        self.stack.push(first)
        self.run_current()

    def run_current(self) -> None:
        """The main loop, on whatever the stack holds."""
        clock = pygame.time.Clock()
        while self.running:
            dt = clock.tick(60) / 1000.0
            self.frame(pygame.event.get(), min(dt, 0.1))
            pygame.display.flip()
        self.save_settings()
        from . import agent_runner

        if agent_runner._RUNNER is not None:
            agent_runner._RUNNER.shutdown()
        pygame.quit()

    def quit(self) -> None:
        self.running = False

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        self.stack.apply_pending()
        for event in events:
            self.handle_event(event)
            self.stack.apply_pending()
        self.update(dt)
        self.stack.apply_pending()
        self.draw(self.screen)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._window_resized(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            self.save_settings()
            return
        if self.ui.process_events(event):
            return
        top = self.stack.top
        if top is not None:
            if event.type == pygame.MOUSEBUTTONDOWN and self.toasts:
                self.toasts = [t for t in self.toasts if t.kind == "error"]
            top.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.ui.update(dt)
        for scene in self.stack.visible():
            scene.update(dt)
        top = self.stack.top
        self.tooltip.show(top.tooltip_at(pygame.mouse.get_pos()) if top is not None else None)
        self.tooltip.update(dt)
        for toast in self.toasts:
            toast.remaining -= dt
        self.toasts = [t for t in self.toasts if t.remaining > 0]
        if self._settings_dirty > 0:
            self._settings_dirty -= dt
            if self._settings_dirty <= 0:
                self.save_settings()

    def draw(self, surface: pygame.Surface) -> None:
        visible = self.stack.visible()
        if not visible or not visible[0].fills_screen:
            surface.fill((16, 18, 22))
        for scene in visible:
            scene.draw(surface)
        self.ui.draw_ui(surface)
        self.tooltip.draw(surface)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        y = int(14 * self.scale) + 4
        for toast in self.toasts:
            lines = fonts.wrap(toast.text, 16, int(self.size[0] * 0.6))
            line_h = fonts.get_font(16).get_linesize()
            w = max(fonts.get_font(16).size(line)[0] for line in lines) + 32
            h = line_h * len(lines) + 16
            rect = pygame.Rect((self.size[0] - w) // 2, y, w, h)
            alpha = int(230 * min(1.0, toast.remaining / 0.4))
            border = (255, 90, 90, alpha) if toast.kind == "error" else (245, 197, 66, alpha)
            rounded_panel(surface, rect, (20, 22, 28, alpha), border, radius=8)
            for i, line in enumerate(lines):
                text = fonts.render(line, 16, TEXT)
                text.set_alpha(alpha)
                surface.blit(text, (rect.x + 16, rect.y + 8 + i * line_h))
            y += h + 6

    # -- pictures ------------------------------------------------------------------------------
    def save_png(self, path: str | Path) -> Path:
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(out))
        return out
