"""Driving the app headless with real pygame events."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.settings import Settings


class ManualClock:
    """The app's real-time clock in tests: it moves only with the frames ``pump`` runs (by their
    ``dt``) or when a test moves it, so "0.6 s of real time" is the same on every machine."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_app(lang: str = "en", size: tuple[int, int] = (1600, 900)) -> App:
    app = App(size=size, settings=Settings(language=lang, window_size=size), save_settings=False)
    app.clock = ManualClock()
    return app


def pump(
    app: App, events: list[pygame.event.Event] | None = None, frames: int = 2, dt: float = 1 / 60
) -> None:
    """Post ``events`` to pygame's queue and run frames, so pygame_gui's own events follow."""
    for event in events or []:
        pygame.event.post(event)
    for _ in range(frames):
        app.frame(pygame.event.get(), dt)
        if isinstance(app.clock, ManualClock):
            app.clock.advance(dt)


def lift_curtain(app: App) -> None:
    """The next person waits for the hand-off curtain to arm, then clicks it away."""
    from scenes.overlays import HandoffScene

    top = app.stack.top
    if isinstance(top, HandoffScene):
        for _ in range(200):
            if top.armed:
                break
            pump(app, frames=1, dt=0.05)
        click(app, (app.size[0] // 2, app.size[1] // 2))
        pump(app, frames=1, dt=0.45)  # the table ignores presses for a moment after the hand-off


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=1)
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)], frames=1)
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], frames=3)


def rest(app: App, pos: tuple[int, int], frames: int = 40) -> None:
    """Rest the pointer at ``pos`` for ``frames`` frames (long enough for a tooltip to show)."""
    pygame.mouse.set_pos(pos)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=frames)


def key(app: App, k: int) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], frames=1)
    pump(app, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)], frames=2)


def start(app: App, scene) -> None:  # type: ignore[no-untyped-def]
    app.stack.push(scene)
    pump(app, frames=1)


def drag(app: App, start_pos: tuple[int, int], end_pos: tuple[int, int]) -> None:
    """Press at ``start_pos``, move through the middle to ``end_pos`` and release there."""
    pump(
        app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start_pos, rel=(0, 0), buttons=(0, 0, 0))], frames=1
    )
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)], frames=1)
    mid = ((start_pos[0] + end_pos[0]) // 2, (start_pos[1] + end_pos[1]) // 2)
    for pos in (mid, end_pos):
        pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))], frames=1)
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_pos, button=1)], frames=2)


def open_table(table_class, session, size: tuple[int, int] = (1600, 900)):  # type: ignore[no-untyped-def]
    """A table on a fresh app with instant animations and agents that do not wait."""
    app = make_app(size=size)
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 0.0
    table = table_class(app, session)
    start(app, table)
    lift_curtain(app)  # several people at a table with secret hands: the first one lifts it
    pump(app, frames=2)
    return app, table


def wait_for_hint(app: App, table, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    """Run frames until the hint asked for (H) has come back from the computer that finds it."""
    import time

    end = time.monotonic() + seconds
    while table.hint is None and table._hint_future is not None and time.monotonic() < end:
        pump(app, frames=1)
        time.sleep(0.005)
