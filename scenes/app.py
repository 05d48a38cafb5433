"""The application: the window, the pygame_gui manager, the scene stack and the main loop.

``App.frame(events, dt)`` is one whole frame (input, the stack's safe point, update, draw); the
main loop, the headless tests and the screenshot command all drive the app through it.

A failing screen never closes the window: an unexpected exception in a frame is caught, its
traceback appended to ``crash.log`` in the user's data folder, and a dialog offers to open the
game's last save again (every move is autosaved) or to go to the title. The main loop turns
this guard on; frames driven by the tests and tools run without it, and the tests also set
``DICE_AND_DECK_CRASH_GUARD=0`` for any main loop they start, so that a bug still fails them.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from sprites import fonts
from sprites.caches import FRAME_BUDGET, clear_caches
from sprites.draw import TEXT, rounded_panel
from sprites.tooltip import Tooltip

from .audio import Audio
from .i18n import Translator, translator
from .paths import ASSETS, data_dir, games_dir
from .settings import Settings
from .stack import Scene, SceneStack
from .widgets import hovered_tip

log = logging.getLogger(__name__)
THEME = ASSETS / "themes" / "theme.json"
MIN_SIZE = (1024, 640)  # every screen is laid out and tested from this size up
CRASH_GUARD_ENV = "DICE_AND_DECK_CRASH_GUARD"  # "0": let exceptions through (the tests)
CRASH_LOG_LIMIT = 1_000_000  # bytes; an older log is kept once as crash.log.1
# While the window is dragged to a new size, the main loop goes on drawing the screens at the
# size they were laid out for, scaled to the window, and lays them out again (every picture at the
# new size) only once no resize has come for this long: one slow frame at the end of a drag
# instead of one at every step of it.
RESIZE_SETTLE = 0.12
# Seconds of a frame that card faces may take to be made; the rest are made in the next frames
# and shown meanwhile as plain cards (``sprites.caches.FRAME_BUDGET``): the main loop sets it.
PICTURE_BUDGET = 0.010


def theme_data(path: Path = THEME) -> dict[str, Any]:
    """The theme with its fonts named by file path instead of package resource: pygame_gui reads
    a resource font whole into memory once per size and style (6 MB of Noto Sans KR each time),
    while a path is opened by SDL_ttf and read as glyphs are drawn."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if not isinstance(font, dict):
            continue
        for style in ("regular", "bold", "italic", "bold_italic"):
            res = font.pop(f"{style}_resource", None)
            if isinstance(res, dict) and f"{style}_path" not in font:
                font[f"{style}_path"] = str(resources.files(res["package"]).joinpath(res["resource"]))
    return data


def software_window_surface() -> None:
    """On Linux, have SDL give the window a plain shared-memory surface instead of one behind
    OpenGL: every frame is drawn in software anyway, and without a GPU driver the OpenGL way
    loads Mesa's LLVM rasteriser (about 90 MiB resident) and costs 5 ms of CPU a frame to show a
    1600x900 window, against 0.15 ms. A value already in the environment is kept."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def crash_guard_from_env() -> bool:
    return os.environ.get(CRASH_GUARD_ENV, "1").strip().lower() not in ("0", "false", "no", "off")


@dataclass
class Toast:
    text: str
    kind: str
    remaining: float


_PRESSES = frozenset({pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN})


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: Settings | None = None,
        save_settings: bool = True,
    ) -> None:
        self.settings_message: str | None = None
        self.read_only = False  # a second window of the app: it saves nothing by itself
        if settings is None:
            settings, self.settings_message = Settings.load()
        self.settings = settings
        self.save_settings_enabled = save_settings
        software_window_surface()
        pygame.init()
        pygame.key.set_repeat(400, 40)
        self.fullscreen = False
        window = size or (
            max(MIN_SIZE[0], self.settings.window_size[0]),
            max(MIN_SIZE[1], self.settings.window_size[1]),
        )
        self.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
        self.ui = pygame_gui.UIManager(self.screen.get_size(), theme_data(), enable_live_theme_updates=False)
        # text boxes use <b> and <font size=N>: load those faces up front instead of mid-frame
        self.ui.preload_fonts(
            [
                {"name": "noto_sans_kr", "point_size": size, "style": style}
                for size, style in (
                    (24, "regular"),
                    (32, "regular"),
                    (16, "bold"),
                    (24, "bold"),
                    (32, "bold"),
                )
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
        # real time for whatever must not be hurried by frame times (the hand-off curtain)
        self.clock: Callable[[], float] = time.monotonic
        self._input_blocked_until = float("-inf")
        # the main loop turns the crash guard on; frames driven by tools (screenshots, the
        # benchmark) and tests let an exception through so that a bug is seen
        self.guard_crashes = False
        self.crashes = 0
        self.running = True
        # seconds a resize waits for the next before the screens are laid out again (see
        # RESIZE_SETTLE: the main loop sets it; 0 lays them out at once, as tools and tests want)
        self.resize_settle = 0.0
        self._settling: float | None = None  # time left before the pending relayout
        self._laid_out = self.screen.get_size()  # the size the screens are laid out for
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
        clear_caches()  # card pictures carry their words: drawn again in the new language
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
        self._settling = None
        surface = pygame.display.get_surface()
        assert surface is not None  # set_mode has opened the window
        self.screen = surface
        self._laid_out = surface.get_size()
        self.ui.set_window_resolution(self.size)
        clear_caches()  # pictures at the old sizes are not drawn again
        self.stack.relayout_all()

    def _window_resized(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        window = pygame.display.get_surface()
        if window is None or window.get_size() != (w, h):  # SDL may have resized it already
            window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        if not self.fullscreen:
            self.settings.window_size = (w, h)
            self._settings_dirty = 0.6
        if self.resize_settle > 0:
            if self._settling is None:  # the screens draw at their size until the drag rests
                self.screen = pygame.Surface(self._laid_out)
            self._settling = self.resize_settle
            return
        self._resized()

    def _show_scaled(self) -> None:
        """While a resize settles: what was drawn at the laid-out size, scaled to the window."""
        window = pygame.display.get_surface()
        if window is not None and window is not self.screen:
            pygame.transform.scale(self.screen, window.get_size(), window)

    # -- the loop ------------------------------------------------------------------------------
    def run(self, first: Scene) -> None:
        self.stack.push(first)
        self.run_current()

    def run_current(self) -> None:
        """The main loop, on whatever the stack holds."""
        self.guard_crashes = crash_guard_from_env()
        self.resize_settle = RESIZE_SETTLE
        FRAME_BUDGET.limit = PICTURE_BUDGET
        clock = pygame.time.Clock()
        first = True
        while self.running:
            dt = clock.tick(60) / 1000.0
            self.frame(pygame.event.get(), min(dt, 0.1))
            pygame.display.flip()
            if first:  # the window shows its first frame: what it did not need comes now
                first = False
                self.audio.prepare_in_background()
        FRAME_BUDGET.limit = None
        self.save_settings()
        from . import agent_runner

        agent_runner.shutdown()
        pygame.quit()

    def quit(self) -> None:
        self.running = False

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        if not self.guard_crashes:
            self._frame(events, dt)
            return
        try:
            self._frame(events, dt)
        except Exception as exc:  # a failing screen must not close the window or lose the game
            self.recover(exc)

    def _frame(self, events: list[pygame.event.Event], dt: float) -> None:
        FRAME_BUDGET.start()
        self.stack.apply_pending()
        self.stack.input_held = False
        for event in events:
            # while a resize settles, clicks would land on places that are about to move
            held = self.stack.input_held or self._settling is not None
            if held and event.type not in (pygame.QUIT, pygame.VIDEORESIZE):
                continue
            self.handle_event(event)
            self.stack.apply_pending()  # a curtain asked for by this event covers the next ones
        if self._settling is not None:
            self._settling -= dt
            if self._settling <= 0:  # the drag rests: lay out at the window's size
                self._resized()
        self.update(dt)
        self.stack.apply_pending()
        self.draw(self.screen)
        if self._settling is not None:
            self._show_scaled()

    # -- when a screen fails --------------------------------------------------------------------
    def recover(self, exc: BaseException) -> None:
        """Log ``exc`` with its traceback, keep the game's save, and show the crash dialog
        (or, when the dialog itself failed, the title screen)."""
        from .overlays import CrashScene
        from .title import TitleScene

        self.crashes += 1
        log.error("a screen failed", exc_info=exc)
        session = self._session_in_play()
        save_path = self._keep_save(session)
        log_path, log_error = self._write_crash_log(exc, session)
        error = f"{type(exc).__name__}: {exc}"
        if len(error) > 300:
            error = error[:299] + "…"
        self.stack.discard_pending()
        self.tooltip.show(None)
        try:
            if isinstance(self.stack.top, CrashScene):  # the dialog itself failed: start over
                self.stack.reset(TitleScene(self))
            else:
                self.stack.push(CrashScene(self, error, log_path, log_error, save_path))
            self.stack.apply_pending()
            self.draw(self.screen)
            return
        except Exception:
            log.exception("the crash dialog failed too")
            self.crashes += 1
        self.stack.discard_pending()
        try:
            self.stack.reset(TitleScene(self))
            self.stack.apply_pending()
            self.draw(self.screen)
        except Exception:  # not even the title: an empty window, and the next frame tries again
            log.exception("the title screen failed too")
            self.stack.discard_pending()
            self.screen.fill((16, 18, 22))

    def _session_in_play(self) -> Any:
        from game.core.session import GameSession

        for scene in reversed(self.stack.scenes):
            session = getattr(scene, "session", None)
            if isinstance(session, GameSession):
                return session
        return None

    def _keep_save(self, session: Any) -> Path | None:
        """Where the game of ``session`` is saved: its own save (written after every move, off
        this thread: waited for here), or one written now into the saved games when it had none
        (never in a read-only second window)."""
        if session is None:
            return None
        path = session.autosave_path
        if path is not None:
            session.flush_autosave(2.0)
            if Path(path).exists():
                return Path(path)
        if self.read_only:
            return None
        from game.core.session import new_save_path

        try:
            return Path(session.save(new_save_path(games_dir(), session.name)))
        except Exception:  # the game may be half-way through a move: its save cannot be made
            log.exception("could not save the game after a failure")
            return None

    def _write_crash_log(self, exc: BaseException, session: Any) -> tuple[Path | None, str | None]:
        """Append the traceback to ``crash.log`` in the user's data folder."""
        from .overlays import CRASH_LOG

        try:
            path = data_dir() / CRASH_LOG
            if path.exists() and path.stat().st_size > CRASH_LOG_LIMIT:
                os.replace(path, path.with_name(CRASH_LOG + ".1"))
            scenes = " > ".join(scene.name for scene in self.stack.scenes)
            lines = [f"=== {time.strftime('%Y-%m-%d %H:%M:%S')}  screens: {scenes}"]
            if session is not None:
                lines.append(
                    f"game {session.name}, seed {session.seed}, {len(session.history)} moves, options {session.options}"
                )
            lines.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
            with path.open("a", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            return path, None
        except OSError as err:
            return None, str(err)

    def block_input(self, seconds: float) -> None:
        """Ignore clicks, keys and the wheel for ``seconds`` (after the hand-off curtain comes down,
        so a burst of clicks by the person who just finished cannot act for the next one)."""
        self._input_blocked_until = max(self._input_blocked_until, self.clock() + seconds)

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
        if event.type in _PRESSES and self.clock() < self._input_blocked_until:
            return  # a moment after a hand-off: the last person's clicks do not act for the next
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
        tip = None
        if top is not None:
            tip = hovered_tip(self.ui) or top.tooltip_at(pygame.mouse.get_pos())
        self.tooltip.show(tip)
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
        top = self.stack.top
        self.tooltip.draw(surface, keep_clear=top.tooltip_keep_clear() if top is not None else ())
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
