"""The screen sweep: every screen the screenshot registry knows (and the shell's dialogs that
have no picture of their own), in both languages, at the smallest usual window and a large
one. Each screen is built in English at the small size and in Korean at the large one; the
mouse rests on a grid over the whole window and on every button, die and card, each frame run
whole (tooltips shown and drawn); every shortcut is pressed; the window is resized to the other
size (swept there too) and back. Nothing may raise, and every button, die and card, and the
tooltip, must lie inside the window.

The two languages share the grid: each rests on every other point of it, so that between them
every point is visited at both sizes, and the sweep stays fast enough for every test run.
Run it alone with ``python -m pytest -q -k sweep``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes import registry
from scenes.app import App
from scenes.stack import Scene
from sprites import fonts

from .helpers import make_app
from .sweep import EXTRA, LARGE, SMALL, Sweep

# each screen: built in English at the small size, in Korean at the large one, and resized to the
# other size; so every language is swept at every size and every screen is built at both sizes
CASES = [
    (name, lang, size)
    for name in sorted(registry.SCREENSHOTS) + sorted(EXTRA)
    for lang, size in (("en", SMALL), ("ko", LARGE))
]


@pytest.fixture(scope="module")
def sweep_app() -> Iterator[App]:
    """One app for the whole sweep (a new one per screen would cost more than sweeping it)."""
    app = make_app("en", SMALL)
    yield app
    app.stack.pop(len(app.stack.scenes))
    app.stack.apply_pending()


def test_sweep_knows_every_screen() -> None:
    shell = {"title", "settings", "rules", "pause", "gameover", "handoff", "choose", "message"}
    setups = {"dicemasters-setup", "dicemasters-teambuilder", "legendary-setup", "metaversus-setup"}
    names = {name for name, _, _ in CASES}
    assert shell | setups <= names
    assert set(registry.SCREENSHOTS) <= names
    assert any(
        name.startswith(("dicemasters-", "legendary-", "metaversus-")) and name.endswith("-table")
        for name in names
    )


@pytest.mark.parametrize(("name", "lang", "size"), CASES, ids=[f"{n}-{lang}-{s[0]}" for n, lang, s in CASES])
def test_sweep(
    sweep_app: App, name: str, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    sweep = Sweep(sweep_app, name, lang, size)
    sweep.watch_texts(monkeypatch)
    sweep.start()
    sweep.check_inside("as built")
    sweep.sweep_here("as built")
    for key in sweep.keys():
        sweep.press(key)
    sweep.settle(0.4)
    sweep.check_inside("after every shortcut")
    other = LARGE if size == SMALL else SMALL
    sweep.resize(other)
    sweep.check_inside(f"resized to {other[0]}x{other[1]}")
    sweep.check_fresh_layout(f"resized to {other[0]}x{other[1]}")
    sweep.sweep_here(f"resized to {other[0]}x{other[1]}", widget_tips=False)  # they opened as built
    sweep.resize(size)
    sweep.check_inside("resized back")
    sweep.check_fresh_layout("resized back")
    sweep.check_texts()
    assert sweep_app.size == size
    assert sweep_app.stack.top is not None


def test_sweep_catches_a_failing_tooltip_a_button_off_screen_and_a_raw_text(
    sweep_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sweep itself: a tooltip that raises is reported with where the mouse was, a card that
    hangs off the window is reported by name, and so is a text drawn with a placeholder or a
    generic particle left in it."""

    class Broken(Scene):
        name = "broken"
        fills_screen = True

        def tooltip_at(self, pos: tuple[int, int]) -> str | None:
            if pos[0] > 500:
                raise KeyError("boom")
            return "Reroll (R)" if pos[0] < 50 else None

        def visible_rects(self) -> list[tuple[str, pygame.Rect]]:
            w, h = self.app.size
            return [
                ("button fine", pygame.Rect(10, 10, 50, 20)),
                ("card lost", pygame.Rect(w - 20, h - 10, 60, 30)),
            ]

        def draw(self, surface: pygame.Surface) -> None:
            surface.blit(fonts.render("둠봇 군단와(과) 전투", 16), (100, 100))
            surface.blit(fonts.render("Pass to {name}", 16), (100, 140))

    EXTRA["broken"] = lambda app, seed: app.stack.push(Broken(app))
    try:
        sweep = Sweep(sweep_app, "broken", "ko", SMALL)
        sweep.watch_texts(monkeypatch)
        sweep.start()
        with pytest.raises(AssertionError, match=r"broken: card lost at"):
            sweep.check_inside("as built")
        sweep.hover((20, 100))
        assert sweep_app.tooltip.rect is not None  # the tooltip was drawn, inside the window
        with pytest.raises(AssertionError, match=r"broken \[ko 1024x640\] mouse at \(600, 100\): KeyError"):
            sweep.hover((600, 100))
        with pytest.raises(AssertionError, match=r"'Pass to \{name\}'\n +'둠봇 군단와\(과\) 전투'"):
            sweep.check_texts()
    finally:
        del EXTRA["broken"]
