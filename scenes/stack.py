"""The scene stack: the top scene gets input; overlays draw over the scenes below them.

Scenes ask for ``push``, ``pop`` and ``replace``; the stack applies the requests at a safe point
(``apply_pending``, once per frame after input and before drawing), so a scene never disappears
while its own event handler is running.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

if TYPE_CHECKING:
    from .app import App


class Scene:
    """One screen. ``build`` makes its widgets (again after a language change or a resize)."""

    overlay = False  # True: the scene below stays visible (dimmed) underneath
    fills_screen = False  # True: draw() paints every pixel, so the frame needs no clearing
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.container: UIContainer | None = None
        self.active = False

    # -- lifecycle, called by the stack ----------------------------------------------------------
    def enter(self) -> None:
        self.active = True
        self._build_ui()

    def exit(self) -> None:
        self.active = False
        self._clear_ui()

    def covered(self) -> None:
        """Another scene was pushed over this one: its widgets hide until it is on top again."""
        if self.container is not None:
            self.container.hide()

    def uncovered(self) -> None:
        if self.container is not None:
            self.container.show()
        self.refresh()

    def relayout(self) -> None:
        """The window size or the language changed: make the widgets again."""
        if self.active:
            self._build_ui()
            if self.app.stack.top is not self and self.container is not None:
                self.container.hide()

    def _build_ui(self) -> None:
        self._clear_ui()
        self.container = UIContainer(
            pygame.Rect((0, 0), self.app.size), self.app.ui, starting_height=self.depth() * 10 + 1
        )
        self.build()

    def _clear_ui(self) -> None:
        if self.container is not None:
            self.container.kill()
            self.container = None

    def depth(self) -> int:
        try:
            return self.app.stack.scenes.index(self)
        except ValueError:
            return len(self.app.stack.scenes)

    # -- for subclasses ------------------------------------------------------------------------
    def build(self) -> None:
        """Create pygame_gui widgets with ``container=self.container``."""

    def refresh(self) -> None:
        """Update widget states (enabled/disabled, texts) without rebuilding."""

    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return None

    def tooltip_keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip should not hide if it can go elsewhere: the buttons shown (a scene that
        draws buttons of its own adds them)."""
        from .widgets import shown_buttons

        return shown_buttons(self.app.ui)

    # -- helpers -------------------------------------------------------------------------------
    def button_pressed(self, event: pygame.event.Event) -> Any:
        """The widget pressed by this event if it is a button press, else None."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return event.ui_element
        return None


class SceneStack:
    def __init__(self, app: App) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Any, int]] = []
        # True: the rest of this frame's input is dropped (the curtain just came down, and a
        # double click that lifted it must not also press something on the table)
        self.input_held = False

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    # -- requests ------------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene, 0))

    def pop(self, count: int = 1) -> None:
        self._pending.append(("pop", None, count))

    def replace(self, scene: Scene) -> None:
        """Pop the top scene and push ``scene`` in its place."""
        self._pending.append(("replace", scene, 0))

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start again from ``scene`` (e.g. quit to title)."""
        self._pending.append(("reset", scene, 0))

    def pop_to(self, predicate: Callable[[Scene], bool]) -> None:
        """Pop scenes until the top one satisfies ``predicate``."""
        self._pending.append(("pop_to", predicate, 0))

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def hold_input(self) -> None:
        """Drop the rest of this frame's input (the app clears this at every frame start)."""
        self.input_held = True

    def discard_pending(self) -> None:
        """Forget the requests not applied yet (a screen failed half-way through its frame)."""
        self._pending.clear()

    # -- the safe point ------------------------------------------------------------------------
    def apply_pending(self) -> None:
        while self._pending:
            op, scene, count = self._pending.pop(0)
            if op == "push" and scene is not None:
                self._push_now(scene)
            elif op == "pop":
                for _ in range(count):
                    self._pop_now()
            elif op == "replace" and scene is not None:
                self._pop_now(uncover=False)
                self._push_now(scene)
            elif op == "reset" and scene is not None:
                while self.scenes:
                    self._pop_now(uncover=False)
                self._push_now(scene)
            elif op == "pop_to":
                while self.scenes and not scene(self.scenes[-1]):
                    self._pop_now(uncover=False)
                if self.top is not None:
                    self.top.uncovered()

    def _push_now(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.covered()
        self.scenes.append(scene)
        scene.enter()

    def _pop_now(self, uncover: bool = True) -> None:
        if not self.scenes:
            return
        scene = self.scenes.pop()
        scene.exit()
        if uncover and self.top is not None:
            self.top.uncovered()

    # -- per frame -----------------------------------------------------------------------------
    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top scene and the ones its overlays show."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))

    def relayout_all(self) -> None:
        for scene in self.scenes:
            scene.relayout()
