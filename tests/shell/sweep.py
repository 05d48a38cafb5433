"""The machinery of the screen sweep (``test_screen_sweep``): the extra dialogs swept beside
the registered screens, the boxes every screen must keep inside the window (its buttons, dice,
cards and widgets, and the tooltip), and ``Sweep``, which builds one screen, rests the mouse on a
grid and on every box, presses every shortcut, resizes the window and watches the texts drawn.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal, get_args

import pygame
import pytest
from pygame_gui.core import UIContainer, UIElement
from pygame_gui.elements import UIButton

from scenes import registry
from scenes.app import App
from scenes.overlay_shots import _DemoTable
from scenes.overlays import CardZoom, ChooseOneDialog, MessageDialog
from scenes.settings import Settings
from scenes.stack import Scene
from scenes.table import TableScene
from sprites import fonts
from sprites.tooltip import HOVER_DELAY, Tooltip

registry.load_all()

SMALL = (1024, 640)
LARGE = (1920, 1080)
LANGS = ("en", "ko")
# the grid is this many pixels apart at SMALL and as far apart relative to the layout at any
# other size (layouts scale with App.scale), so both sizes probe the same places
GRID_STEP = 80
HOVER_DT = HOVER_DELAY + 0.02  # one frame on a spot is long enough for its tooltip to show
WIDGET_TIP_DT = 1.05  # pygame_gui opens a widget's own tooltip after a second (the theme's default)
SETTLE_DT = 0.2
# what a person must never read: a template's parameter left unfilled, or a particle for either
# kind of Korean word (the word before it decides which one)
RAW_TEXT = re.compile(
    r"\{[A-Za-z_][A-Za-z0-9_]*\}|이\(가\)|가\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|와\(과\)|과\(와\)|\(으\)로"
)
# every key a screen answers: the tables' shared keys, their own letters, choices and Esc
KEYS = (
    pygame.K_h,
    pygame.K_l,
    pygame.K_z,
    pygame.K_r,
    pygame.K_e,
    pygame.K_TAB,
    pygame.K_SPACE,
    pygame.K_RETURN,
    *range(pygame.K_1, pygame.K_9 + 1),
    pygame.K_ESCAPE,
)


# -- screens that are not in the screenshot registry -----------------------------------------------
def _shot_message(app: App, seed: int) -> None:
    app.stack.push(_DemoTable(app))
    app.stack.push(MessageDialog(app, app.t("choose.title"), " ".join([app.t("over.reason_demo")] * 6)))


def _shot_choose_many(app: App, seed: int) -> None:
    """A chooser with more options than fit as buttons: a scrolling list."""
    app.stack.push(_DemoTable(app))
    options = [
        f"{app.t('choose.demo_a')} {i}" if i % 2 else f"{app.t('choose.demo_b')} {i}" for i in range(14)
    ]
    app.stack.push(ChooseOneDialog(app, app.t("choose.title"), options, lambda i: None, lambda: None))


def _shot_zoom(app: App, seed: int) -> None:
    from sprites.dm_cards import render_card_zoom

    app.stack.push(_DemoTable(app))
    app.stack.push(
        CardZoom(
            app,
            lambda s: pygame.transform.smoothscale_by(render_card_zoom("avx-010", app.tr.lang), s * 0.8),
            app.t("over.reason_demo"),
            "avx-010",
        )
    )


EXTRA: dict[str, Callable[[App, int], None]] = {
    "message": _shot_message,
    "choose-many": _shot_choose_many,
    "zoom": _shot_zoom,
}


def _build(app: App, name: str) -> None:
    if name in EXTRA:
        EXTRA[name](app, 1)
    else:
        registry.SCREENSHOTS[name].build(app, 1)
    # agents must not think during the sweep (their moves would make it slow and the game
    # would run away); the screen with an agent to move is what is swept
    app.settings.agent_delay = math.inf
    app.stack.apply_pending()


def _settle_time(name: str) -> float:
    shot = registry.SCREENSHOTS.get(name)
    return max(0.5, shot.settle if shot is not None else 0.0)


# -- what must lie inside the window ---------------------------------------------------------------
Kind = Literal["button", "die", "card", "tile", "tray", "widget", "tooltip"]


@dataclass(frozen=True)
class Box:
    kind: Kind
    what: str
    rect: pygame.Rect


def _scene_boxes(scene: Scene) -> list[Box]:
    """The dice, cards and buttons a scene draws itself (not pygame_gui widgets).

    A scene says so with ``visible_rects() -> list[tuple[str, pygame.Rect]]``, each name
    starting with its kind ("die ...", "card ...", "button ..."); the game tables that do not
    have that yet are read through what their layout already keeps."""
    hook = getattr(scene, "visible_rects", None)
    if callable(hook):
        out = []
        for what, r in hook():
            kind = what.split(" ", 1)[0]
            assert kind in get_args(Kind), f"{scene.name}.visible_rects: {what!r} does not start with a kind"
            out.append(Box(kind, f"{scene.name}: {what}", pygame.Rect(r)))  # type: ignore[arg-type]
        return out
    out = []
    for attr in ("buttons", "tools"):
        for b in getattr(scene, attr, None) or []:
            if isinstance(getattr(b, "rect", None), pygame.Rect) and getattr(b, "visible", True):
                out.append(Box("button", f"{scene.name}: button {getattr(b, 'label', '')!r}", b.rect))
    from scenes.dicemasters.table import DiceMastersTable
    from scenes.legendary.table import LegendaryTable
    from scenes.metaversus.table import MetaVersusTable
    from scenes.title import TitleScene

    if isinstance(scene, TitleScene):
        out += [Box("tile", f"tile {g}", r) for g, r in scene.tile_rects().items()]
    elif isinstance(scene, DiceMastersTable):
        from scenes.dicemasters.view import PILES

        size = scene.die_size()
        out += [
            Box("die", f"die {did} in {v.zone}", v.rect(size))
            for did, v in scene.views.items()
            if v.zone not in PILES
        ]
        out += [Box("card", f"card {key[1]}", r) for key, r in scene.card_rects().items()]
    elif isinstance(scene, LegendaryTable):
        out += [Box("card", f"card {card} in {zone}", r) for r, zone, card in scene.hits]
    elif isinstance(scene, MetaVersusTable):
        out += [Box("card", f"hand card {pc.card}", pc.rect) for pc in scene.hand_cards()]
        out += [Box("card", f"pile {card}", r) for card, r in scene.exchange_cards() + scene.draft_cards()]
        for p in (0, 1):
            out += [Box("card", f"played {card}", r) for card, r in scene.play_cards(p)]
            card, r = scene.character_card(p)
            if card:
                out.append(Box("card", f"character {card}", r))
    return out


def _shown(element: UIElement) -> bool:
    while element is not None:
        if not element.visible:
            return False
        parent = element.ui_container
        element = parent if isinstance(parent, UIElement) and parent is not element else None
    return True


def _widget_boxes(app: App) -> list[Box]:
    """Every shown pygame_gui widget, cut to what its scrolling parents let through (a list's
    rows scrolled out of view are not on the screen); the scenes' full-window containers do not
    cut, so a widget hanging off the window is caught."""
    roots = {id(app.ui.get_root_container())} | {
        id(s.container) for s in app.stack.scenes if s.container is not None
    }
    out: list[Box] = []
    for element in app.ui.get_sprite_group().sprites():
        if not isinstance(element, UIElement) or isinstance(element, UIContainer) and id(element) in roots:
            continue
        if not _shown(element):
            continue
        rect = pygame.Rect(element.get_abs_rect())
        parent = element.ui_container
        while isinstance(parent, UIElement) and id(parent) not in roots:
            rect = rect.clip(parent.get_abs_rect())
            parent = parent.ui_container
        if rect.w <= 0 or rect.h <= 0:
            continue
        text = getattr(element, "text", "")
        kind: Kind = "button" if isinstance(element, UIButton) else "widget"
        out.append(Box(kind, f"{type(element).__name__} {text!r}" if text else type(element).__name__, rect))
    return out


def _cut_button_labels(app: App) -> list[str]:
    """Shown buttons whose one-line label is wider than the button (pygame_gui cuts it)."""
    out = []
    for element in app.ui.get_sprite_group().sprites():
        if not isinstance(element, UIButton) or not _shown(element) or not element.text:
            continue
        width = element.font.size(element.text)[0]
        room = element.get_abs_rect().w - 4  # the theme's border on each side
        if width > room:
            out.append(f"{element.text!r}: {width} px in {room} px")
    return out


def _all_boxes(app: App) -> list[Box]:
    out = _widget_boxes(app)
    for scene in app.stack.visible():
        out += _scene_boxes(scene)
    if app.tooltip.rect is not None:
        out.append(Box("tooltip", f"tooltip {app.tooltip.text!r}", app.tooltip.rect))
    return out


# -- driving ---------------------------------------------------------------------------------------
class Sweep:
    def __init__(self, app: App, name: str, lang: str, size: tuple[int, int]) -> None:
        self.app, self.name, self.lang, self.size = app, name, lang, size
        self.scene: Scene | None = None
        self.texts: set[str] = set()  # every text drawn (the test collects what fonts.render draws)

    def watch_texts(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Keep every text the screens draw through ``fonts.render`` (all the project's own text)."""
        draw_text = fonts.render

        def render(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            self.texts.add(text)
            return draw_text(text, *args, **kwargs)

        monkeypatch.setattr(fonts, "render", render)

    def read_widgets(self) -> None:
        """The texts of the widgets on screen (pygame_gui draws them, not fonts.render)."""
        for element in self.app.ui.get_sprite_group().sprites():
            if isinstance(element, UIElement) and _shown(element):
                for attr in ("text", "html_text", "tool_tip_text"):
                    value = getattr(element, attr, None)
                    if isinstance(value, str):
                        self.texts.add(value)

    def check_texts(self) -> None:
        raw = sorted(t for t in self.texts if RAW_TEXT.search(t))
        assert not raw, (
            f"{self.name} [{self.lang}] drew a raw placeholder or a generic particle:\n  "
            + "\n  ".join(map(repr, raw[:12]))
        )

    @contextmanager
    def step(self, what: str) -> Iterator[None]:
        """Name the screen, language, size and step in any failure inside."""
        try:
            yield
        except Exception as exc:
            w, h = self.app.size
            raise AssertionError(
                f"{self.name} [{self.lang} {w}x{h}] {what}: {type(exc).__name__}: {exc}"
            ) from exc

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        for event in events or []:
            pygame.event.post(event)
        self.app.frame(pygame.event.get(), dt)

    def start(self) -> None:
        app = self.app
        app.stack.apply_pending()
        app.stack.pop(len(app.stack.scenes))
        app.stack.apply_pending()
        app.settings = Settings(language=self.lang, window_size=self.size)
        app.tr.set_language(self.lang)
        app.toasts.clear()
        app.tooltip = Tooltip()
        app.running = True
        pygame.mouse.set_pos((1, 1))
        if app.size != self.size:
            self.frame(
                0.0, [pygame.event.Event(pygame.VIDEORESIZE, size=self.size, w=self.size[0], h=self.size[1])]
            )
        assert app.size == self.size
        with self.step("build"):
            _build(app, self.name)
            self.scene = app.stack.top
            self.settle(_settle_time(self.name))

    def settle(self, seconds: float) -> None:
        t = 0.0
        while t < seconds:
            self.frame(SETTLE_DT)
            t += SETTLE_DT

    def hover(self, pos: tuple[int, int], frames: int = 1, dt: float = HOVER_DT) -> None:
        with self.step(f"mouse at {pos}"):
            pygame.mouse.set_pos(pos)  # a real motion event, and where get_pos() says the mouse is
            for _ in range(frames):
                self.frame(dt)

    def grid(self) -> list[tuple[int, int]]:
        """This language's half of the grid (the other language takes the other half)."""
        w, h = self.app.size
        small_scale = min(SMALL[0] / 1600, SMALL[1] / 900)
        step = max(8, round(GRID_STEP * self.app.scale / small_scale))
        parity = LANGS.index(self.lang) % 2
        return [
            (step // 2 + i * step, step // 2 + j * step)
            for j in range(math.ceil((h - step // 2) / step))
            for i in range(math.ceil((w - step // 2) / step))
            if (i + j) % 2 == parity
        ]

    def sweep_here(self, where: str, widget_tips: bool = True) -> None:
        """The mouse over this language's half of the grid, then on every button that no point
        of the grid fell on (and long enough on widgets with a tooltip for it to open)."""
        visited = self.grid()
        for pos in visited:
            self.hover(pos)
        for pos, frames, dt in self.targets(visited, widget_tips):
            self.hover(pos, frames, dt)
        self.check_inside(f"after the mouse went everywhere ({where})")

    def targets(
        self, visited: list[tuple[int, int]], widget_tips: bool = True
    ) -> list[tuple[tuple[int, int], int, float]]:
        """Where to rest the mouse after the grid: on every button no grid point fell on, and
        on every widget with a tooltip of its own long enough for it to open. Dice and cards
        are many and alike: the grid is enough for them."""
        window = pygame.Rect((0, 0), self.app.size)
        out: list[tuple[tuple[int, int], int, float]] = []
        seen: set[tuple[int, int]] = set()
        for box in _all_boxes(self.app):
            if box.kind != "button" or box.rect.center in seen or not window.collidepoint(box.rect.center):
                continue
            seen.add(box.rect.center)
            if any(box.rect.collidepoint(p) for p in visited):
                continue
            out.append((box.rect.center, 1, HOVER_DT))
        for element in self.app.ui.get_sprite_group().sprites() if widget_tips else []:
            if isinstance(element, UIButton) and _shown(element) and getattr(element, "tool_tip_text", None):
                centre = element.get_abs_rect().center
                if window.collidepoint(centre):
                    out.append((centre, 2, WIDGET_TIP_DT))  # the first frame starts the hover
        return out

    def check_inside(self, when: str) -> None:
        self.read_widgets()
        window = pygame.Rect((0, 0), self.app.size)
        outside = [
            f"{b.what} at {tuple(b.rect)}" for b in _all_boxes(self.app) if not window.contains(b.rect)
        ]
        w, h = self.app.size
        assert not outside, (
            f"{self.name} [{self.lang} {w}x{h}] {when}: outside the window:\n  " + "\n  ".join(outside[:12])
        )
        cut = _cut_button_labels(self.app)
        assert not cut, (
            f"{self.name} [{self.lang} {w}x{h}] {when}: button labels wider than their buttons:\n  "
            + "\n  ".join(cut[:12])
        )

    def still(self) -> bool:
        """Nothing on screen is moving (a table's animations, the gallery's rolling dice)."""
        for scene in self.app.stack.visible():
            for attr in ("anim", "queue"):
                queue = getattr(scene, attr, None)
                if queue is not None and (queue.busy or queue.background):
                    return False
        return True

    def keys(self) -> list[int]:
        keys = list(KEYS)
        for b in getattr(self.scene, "buttons", None) or []:  # letters the scene's own buttons show
            shortcut = str(getattr(b, "shortcut", "") or "")
            if shortcut:
                code = pygame.key.key_code(shortcut.lower())
                if code not in keys:
                    keys.insert(0, code)
        return keys

    def press(self, key: int) -> None:
        name = pygame.key.name(key)
        with self.step(f"key {name}"):
            char = name if len(name) == 1 else ""
            self.frame(
                1 / 60,
                [
                    pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0),
                ],
            )
            self.app.running = True  # Esc on the title quits: the sweep goes on
            self.back_to_scene()

    def back_to_scene(self) -> None:
        """After a key opened something (pause, a chooser, the hand-off curtain, another screen):
        back to the screen being swept, built again if the key left it (Back, Start)."""
        stack = self.app.stack
        stack.apply_pending()
        if self.scene in stack.scenes:
            for _ in range(len(stack.scenes)):
                top = stack.top
                if top is self.scene or top is None:
                    break
                lift = getattr(top, "lift", None)
                if top.name == "handoff" and callable(lift):
                    lift()  # the next person sits down, as a click on the armed curtain does
                else:
                    stack.pop()
                stack.apply_pending()
            return
        stack.pop(len(stack.scenes))
        stack.apply_pending()
        _build(self.app, self.name)
        self.scene = stack.top
        self.frame(SETTLE_DT)

    def check_fresh_layout(self, when: str) -> None:
        """A table resized in mid-game lays out like the same game opened at this size: no die,
        card or button is left where the old size had it."""
        table = self.app.stack.top
        if not isinstance(table, TableScene) or not self.still():
            return
        fresh = type(table)(self.app, table.session)
        if fresh.viewer != table.viewer:  # a hotseat game opens behind the curtain: the same person sits down
            fresh.viewer = table.viewer
            fresh.sync()
            fresh.anim.finish_all()
        now = {(b.what, tuple(b.rect)) for b in _scene_boxes(table)}
        opened = {(b.what, tuple(b.rect)) for b in _scene_boxes(fresh)}
        stale = sorted(now - opened)
        w, h = self.app.size
        assert not stale, (
            f"{self.name} [{self.lang} {w}x{h}] {when}: not where the same game opened at this size has them:\n  "
            + "\n  ".join(f"{what} at {r}" for what, r in stale[:12])
        )

    def resize(self, size: tuple[int, int]) -> None:
        with self.step(f"resize to {size[0]}x{size[1]}"):
            self.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
            assert self.app.size == size
            self.settle(0.4)
