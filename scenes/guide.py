"""Learn to play: a guided first game of each game, over the game's real table.

A guided game (``Guide``) is a fixed deal whose rolls and shuffles are scripted (the engine's
``ScriptedRNG``), and a list of ``Step``: each is one engine action, the person's or the
computer's. The table is the game's own, with ``GuidedTable`` mixed in before it: every move
still goes through the table's gestures and ``apply``, and the mixin lets through only the move
the step expects (a wrong one is explained in a short message and not applied), plays the
computer's scripted moves itself, and draws over the table an arrow or a glow on what to touch
and a panel with why. Progress (how many steps were made) is kept in ``guides.json`` in the
user's data folder after every step, written atomically: leaving (Esc, then the pause menu's
quit) and coming back replays the steps made and lands on the same step. The last step leads to
a summary of what was learned, with a button to a real game (the game's setup screen).

A game's guide lives in ``scenes.guide_<game>`` (``GUIDE_MODULES``), imported when first used.
"""

from __future__ import annotations

import importlib
import json
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.files import FileProblem
from game.core.rng import ScriptedRNG
from game.core.saves import write_json_atomic
from game.core.session import GameSession
from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, dim, rounded_panel

from . import registry
from .overlays import PauseScene
from .paths import data_dir
from .stack import Scene
from .widgets import button, centred

log = logging.getLogger(__name__)


def scripted_rng(seed: int, forced: list[Any]) -> ScriptedRNG:
    """The lesson's generator: each of ``forced`` in turn, a list a forced shuffle (a
    permutation), a number a forced draw."""
    rng = ScriptedRNG(seed)
    for value in forced:
        if isinstance(value, list):
            rng.force_shuffle(value)
        else:
            rng.force(value)
    return rng


GUIDE_MODULES: dict[str, str] = {
    "dicemasters": "scenes.guide_dicemasters",
    "legendary": "scenes.guide_legendary",
    "metaversus": "scenes.guide_metaversus",
}
PROGRESS_FILE = "guides.json"
PROGRESS_FORMAT = "dice-and-deck-guides"
PROGRESS_VERSION = 1
MAX_PROGRESS_BYTES = 100_000
COMPUTER_PAUSE = 0.7  # seconds a scripted computer move waits (at least the computer pace)


# -- what a guided game is -----------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One move of the guided game. ``accept``: the ``repr`` of the engine actions this step
    takes (the first is the one pointed at); ``key``: its words, ``guide.<game>.<key>.do`` (what
    to do, short) and ``.why``; ``person``: False for the computer's scripted move."""

    accept: tuple[str, ...]
    key: str
    person: bool = True

    @property
    def action(self) -> str:
        return self.accept[0]


def you(action: str, key: str, *also: str) -> Step:
    return Step((action, *also), key, True)


def computer(action: str, key: str) -> Step:
    return Step((action,), key, False)


@dataclass(frozen=True)
class Pointer:
    """Where a step's gesture is: a click on ``target``, or a drag from it to ``to``."""

    target: pygame.Rect
    to: pygame.Rect | None = None


@dataclass
class Guide:
    game: str
    script: int  # the script's version: progress saved for another version starts over
    steps: list[Step]
    new_session: Callable[[], GameSession]
    table: Callable[[Any, GameSession], Scene]  # the guided table
    learned: list[str] = field(default_factory=list)  # keys of the summary's lines
    shot_step: int = 0  # the step its screenshot shows

    def key(self, step: Step, part: str) -> str:
        return f"guide.{self.game}.{step.key}.{part}"

    def session_at(self, made: int) -> GameSession:
        """A new guided game with its first ``made`` steps played."""
        session = self.new_session()
        for step in self.steps[: max(0, min(made, len(self.steps)))]:
            action = find_action(session.game, step.action)
            if action is None:
                raise ValueError(
                    f"guide {self.game}: step {len(session.history)} ({step.action}) is not legal"
                )
            session.apply(action)
        return session


def find_action(game: Any, text: str) -> Action | None:
    """The legal action whose ``repr`` is ``text``."""
    return next((a for a in game.legal_actions() if repr(a) == text), None)


def guide_for(name: str) -> Guide:
    module = importlib.import_module(GUIDE_MODULES[name])
    made: Guide = module.make_guide()
    return made


def has_guide(name: str) -> bool:
    return name in GUIDE_MODULES


# -- progress in the user's data folder ----------------------------------------------------------
def progress_path() -> Any:
    return data_dir() / PROGRESS_FILE


def read_progress() -> tuple[dict[str, Any], str | None]:
    """Every game's progress (``{game: {"script": n, "step": n, "done": bool}}``) and, when the
    file could not be read, why (the damaged file is left where it is until the next write,
    which first keeps it beside as ``guides.json.damaged``)."""
    path = progress_path()
    if not path.exists():
        return {}, None
    try:
        raw = path.read_bytes()[: MAX_PROGRESS_BYTES + 1]
        if len(raw) > MAX_PROGRESS_BYTES:
            raise ValueError("too large")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
            raise ValueError("not a lesson progress file")
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("no games")
        out: dict[str, Any] = {}
        for name, entry in games.items():
            if (
                isinstance(name, str)
                and isinstance(entry, dict)
                and isinstance(entry.get("step"), int)
                and isinstance(entry.get("script"), int)
            ):
                out[name] = {
                    "script": entry["script"],
                    "step": max(0, entry["step"]),
                    "done": bool(entry.get("done")),
                }
        return out, None
    except (OSError, ValueError, UnicodeDecodeError, FileProblem) as exc:
        return {}, str(exc) or type(exc).__name__


def write_progress(name: str, script: int, step: int, done: bool = False) -> str | None:
    """Keep ``name``'s progress; the reason when it could not be written."""
    games, problem = read_progress()
    path = progress_path()
    try:
        if problem is not None and path.exists():
            path.replace(path.with_name(PROGRESS_FILE + ".damaged"))
        games[name] = {"script": script, "step": step, "done": done}
        write_json_atomic(
            path,
            {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION, "games": games},
            keep_backup=False,
        )
    except OSError as exc:
        return str(exc)
    return None


def saved_step(guide: Guide) -> int:
    """The step to resume ``guide`` at (0: from the start)."""
    games, _ = read_progress()
    entry = games.get(guide.game)
    if not entry or entry["script"] != guide.script or entry["done"]:
        return 0
    return min(int(entry["step"]), len(guide.steps) - 1)


def start_guide(app: Any, name: str) -> None:
    """Open the guided game of ``name`` where it was left (or from the start)."""
    guide = guide_for(name)
    _, problem = read_progress()
    if problem is not None:
        app.notify(app.t("guide.progress_damaged", reason=problem), "error")
    step = saved_step(guide)
    try:
        session = guide.session_at(step)
    except ValueError:  # a script that no longer replays: start over
        log.exception("guided game could not be resumed")
        step, session = 0, guide.session_at(0)
    app.audio.play("click")
    app.stack.push(guide.table(app, session))
    if step:
        app.notify(app.t("guide.resumed", step=step + 1, total=len(guide.steps)))


# -- the ways in: a button on each title tile and on each setup screen ----------------------------
SMALL_ID = "#small_button"  # the theme's small bold button face (14 pt)


def learn_button(scene: Scene, game: str, anchor: tuple[int, int], right: bool = False) -> Any:
    """A small "Learn to play" button at ``anchor`` (its top-left, or its top-right when
    ``right``), as wide as its words."""
    s = scene.app.scale
    text = scene.app.t("guide.learn")
    w = fonts.text_width(text, 14, True) + max(28, int(30 * s))
    h = max(28, int(34 * s))
    x = anchor[0] - w if right else anchor[0]
    tip = scene.app.t("guide.learn_tip", game=scene.app.t(f"game.{game}.title"))
    return button(scene, pygame.Rect(x, anchor[1], w, h), text, SMALL_ID, tooltip=tip)


def tile_buttons(scene: Scene, tiles: dict[str, pygame.Rect]) -> dict[Any, str]:
    """The title screen's buttons, one in the top-left corner of each game's tile -> its game."""
    s = scene.app.scale
    pad = int(12 * s)
    return {learn_button(scene, g, (r.x + pad, r.y + pad)): g for g, r in tiles.items() if has_guide(g)}


def setup_button(scene: Any) -> Any:
    """The setup screen's "Learn to play" button, in its top-right corner (None: no guide)."""
    game = scene.game_name
    if not has_guide(game):
        return None
    s = scene.app.scale
    b = learn_button(scene, game, (scene.app.size[0] - int(24 * s), int(18 * s)), right=True)
    scene.press(b, lambda: start_guide(scene.app, game))
    return b


# -- the mixin on a game's table -----------------------------------------------------------------
class GuidedTable:
    """Mixed in before a game's ``TableScene`` subclass (see the module doc)."""

    guide: Guide
    app: Any
    session: GameSession
    anim: Any
    names: list[str]

    def setup_guide(self) -> None:
        self._scripted = False
        self._computer_wait = 0.0
        self._summary_shown = False
        self.refused = 0  # wrong gestures explained (the tests read it)
        self.wrong_message: str | None = None

    # -- where we are
    @property
    def step_index(self) -> int:
        return len(self.session.history)

    @property
    def step(self) -> Step | None:
        i = self.step_index
        return self.guide.steps[i] if i < len(self.guide.steps) else None

    @property
    def finished(self) -> bool:
        return self.step_index >= len(self.guide.steps)

    def expected(self) -> Action | None:
        step = self.step
        return find_action(self.session.game, step.action) if step is not None else None

    def step_text(self, part: str) -> str:
        """The step's text of ``part`` ("do", "why"), or "" when the step has none (a step of
        the computer's has no "do"): never the key itself."""
        step = self.step
        if step is None:
            return ""
        key = self.guide.key(step, part)
        return str(self.app.t(key)) if self.app.tr.has(key) else ""

    # -- moves
    def apply(self, action: Action) -> list[Event]:
        step = self.step
        if self._scripted:
            return super().apply(action)  # type: ignore[misc, no-any-return]
        if step is None or not step.person or repr(action) not in step.accept:
            self.refuse()
            return []
        made = len(self.session.history)
        events: list[Event] = super().apply(action)  # type: ignore[misc]
        if len(self.session.history) > made:
            self.wrong_message = None
            self.save_progress()
        return events

    def refuse(self) -> None:
        """A move the step does not ask for: say what to do instead; nothing is applied."""
        self.refused += 1
        step = self.step
        if step is None:
            text = self.app.t("guide.wrong_done")
        elif not step.person:
            text = self.app.t("guide.wrong_wait")
        else:
            text = self.app.t("guide.wrong", do=self.step_text("do"))
        self.wrong_message = text
        self.app.notify(text, "error", seconds=3.0)
        self.after_refusal()

    def after_refusal(self) -> None:
        """The table shows the position again (a die dragged away slides home)."""
        sync = getattr(self, "sync", None)
        if callable(sync):
            sync()

    def save_progress(self) -> None:
        problem = write_progress(self.guide.game, self.guide.script, self.step_index, self.finished)
        if problem is not None:
            self.app.notify(self.app.t("guide.progress_failed", reason=problem), "error")

    def play_computer(self, dt: float) -> None:
        """The computer's scripted move, once the animations are over and a moment has passed."""
        step = self.step
        if step is None or step.person or self.app.stack.top is not self:
            return
        if self.anim.busy:
            self._computer_wait = 0.0
            return
        self._computer_wait += dt
        if self._computer_wait < max(COMPUTER_PAUSE, self.app.settings.agent_delay):
            return
        self._computer_wait = 0.0
        action = self.expected()
        if action is None:
            log.error("guided game: the computer's step %s is not legal", step.action)
            return
        self._scripted = True
        try:
            super().apply(action)  # type: ignore[misc]
        finally:
            self._scripted = False
        self.save_progress()

    # -- the table's own services the guide takes over
    def _drive_agents(self, dt: float) -> None:
        self.play_computer(dt)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        self.app.notify(self.app.t("guide.no_undo"))

    def show_hint(self) -> None:
        self.app.notify(self.step_text("do") or self.app.t("guide.wrong_wait"))

    def confirm_unplayed(self, text: str | None, proceed: Callable[[], object]) -> None:
        proceed()  # the step has said why; no second question

    def save_session(self, path: Any) -> None:
        self.save_progress()

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        if self.finished and not self._summary_shown and not self.anim.busy and self.app.stack.top is self:
            self._summary_shown = True
            self.save_progress()
            self.app.stack.push(GuideSummaryScene(self.app, self.guide))

    def open_pause(self) -> None:
        """The lesson's own pause menu (Esc, or the Menu tool): no save file, no undo."""
        self.app.stack.push(GuidePause(self.app, self))  # type: ignore[arg-type]

    # -- what the step points at
    def pointer(self) -> Pointer | None:
        """Where the expected gesture is on this table (each game's table says)."""
        return None

    def panel_rect(self, avoid: list[pygame.Rect]) -> pygame.Rect:
        """The panel of words: near the top, the middle or the bottom of the window, the first of
        them clear of what the step points at."""
        w, h = self.app.size
        s = self.app.scale
        pw = min(w - int(40 * s), max(420, int(w * 0.42)))
        ph = self.panel_height(pw)
        x = (w - pw) // 2
        spots = [
            pygame.Rect(x, int(64 * s), pw, ph),
            pygame.Rect(x, h - ph - int(90 * s), pw, ph),
            pygame.Rect(x, (h - ph) // 2, pw, ph),
        ]
        for spot in spots:
            if not any(spot.colliderect(r.inflate(int(24 * s), int(24 * s))) for r in avoid):
                return spot
        return spots[0]

    def panel_height(self, width: int) -> int:
        s = self.app.scale
        return max(120, int(150 * s))

    def draw_guide(self, surface: pygame.Surface) -> None:
        if self.finished:
            return
        pointer = self.pointer() if self.step is not None and self.step.person else None
        if pointer is not None:
            draw_pointer(surface, pointer, self.app.time, self.app.scale)
        avoid = [] if pointer is None else [r for r in (pointer.target, pointer.to) if r is not None]
        self.draw_panel(surface, self.panel_rect(avoid))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.app.scale
        step = self.step
        if step is None:
            return
        rounded_panel(surface, rect, (14, 17, 24, 235), (*GLOW, 220), radius=12, width=2)
        pad = max(10, int(16 * s))
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = self.app.t("guide.step", step=self.step_index + 1, total=len(self.guide.steps))
        head_fit = fonts.fit_line(head, inner.w, max(11, int(14 * s)), where="guide.step")
        fonts.draw_fitted(
            surface, head_fit, pygame.Rect(inner.x, inner.y, inner.w, head_fit.height), TEXT_DIM
        )
        y = inner.y + head_fit.height + int(4 * s)
        do = self.step_text("do") if step.person else self.app.t("guide.watch")
        do_fit = fonts.fit(do, inner.w, int(56 * s), max(13, int(20 * s)), bold=True, where="guide.do")
        fonts.draw_fitted(surface, do_fit, pygame.Rect(inner.x, y, inner.w, do_fit.height), GLOW)
        y += do_fit.height + int(4 * s)
        room = pygame.Rect(inner.x, y, inner.w, inner.bottom - y)
        why = fonts.fit(self.step_text("why"), room.w, room.h, max(12, int(16 * s)), where="guide.why")
        fonts.draw_fitted(surface, why, room, TEXT)


def draw_pointer(surface: pygame.Surface, pointer: Pointer, t: float, scale: float) -> None:
    """A pulsing glow on the target and an arrow at it (from it to where it goes, for a drag)."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    width = max(3, int(4 * scale))
    for rect in (pointer.target, pointer.to):
        if rect is None:
            continue
        ring = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
        rounded_panel(surface, ring, (0, 0, 0, 0), (*GLOW, int(160 + 90 * pulse)), radius=10, width=width)
    if pointer.to is not None:
        start = pygame.Vector2(pointer.target.center)
        end = pygame.Vector2(pointer.to.center)
        arrow(surface, start, end, SELECTED, max(5, int(8 * scale)))
        return
    # a click: an arrow coming in from above (from below near the top edge), bobbing
    c = pygame.Vector2(pointer.target.center)
    length = max(50, int(90 * scale))
    up = pointer.target.top > length + 20
    direction = pygame.Vector2(0, 1 if up else -1)
    tip = pygame.Vector2(c.x, (pointer.target.top if up else pointer.target.bottom)) - direction * (
        6 + 8 * pulse
    )
    arrow(surface, tip - direction * length, tip, GLOW, max(6, int(10 * scale)))


def arrow(
    surface: pygame.Surface,
    start: pygame.Vector2,
    end: pygame.Vector2,
    colour: tuple[int, int, int],
    width: int,
) -> None:
    d = end - start
    if d.length() < 1:
        return
    u = d.normalize()
    n = pygame.Vector2(-u.y, u.x)
    head = width * 2.6
    base = end - u * head
    shade = (10, 10, 14)
    pygame.draw.line(surface, shade, start, base, width + 4)
    pygame.draw.line(surface, colour, start, base, width)
    points = [end, base + n * head * 0.75, base - n * head * 0.75]
    pygame.draw.polygon(
        surface, shade, [end + u * 3, base + n * (head * 0.75 + 3), base - n * (head * 0.75 + 3)]
    )
    pygame.draw.polygon(surface, colour, points)


# -- the pause menu and the summary --------------------------------------------------------------
class GuidePause(PauseScene):
    """The table's pause menu, without saving a game file or undo (the lesson keeps its place)."""

    def build(self) -> None:
        super().build()
        for name in ("save", "undo"):
            widget = getattr(self, name, None)
            if widget is not None:
                widget.disable()


class GuideSummaryScene(Scene):
    """The end of a guided game: what was learned, and on to a real game."""

    name = "guide_summary"
    overlay = True

    def __init__(self, app: Any, guide: Guide) -> None:
        super().__init__(app)
        self.guide = guide

    def rect(self) -> pygame.Rect:
        return centred(self.app, 760, 560, margin=40)

    def build(self) -> None:
        s = self.app.scale
        r = self.rect()
        bh = max(36, int(48 * s))
        gap = int(16 * s)
        bw = (r.w - 3 * gap) // 2
        y = r.bottom - bh - gap
        self.play_button = button(
            self,
            pygame.Rect(r.x + gap, y, bw, bh),
            self.app.t("guide.play_real"),
            "#primary_button",
            tooltip=self.app.t("guide.play_real_tip"),
        )
        self.title_button = button(
            self, pygame.Rect(r.right - gap - bw, y, bw, bh), self.app.t("guide.to_title")
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        from .title import TitleScene

        pressed = self.button_pressed(event)
        if pressed is self.play_button:
            self.app.stack.reset(TitleScene(self.app))
            self.app.stack.push(registry.SETUPS[self.guide.game](self.app))
        elif pressed is self.title_button or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.reset(TitleScene(self.app))

    def lines(self) -> list[str]:
        return [self.app.t(f"guide.{self.guide.game}.learned.{k}") for k in self.guide.learned]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        s = self.app.scale
        r = self.rect()
        rounded_panel(surface, r, (18, 21, 27, 245), (*GLOW, 200), radius=14, width=2)
        pad = int(28 * s)
        inner = r.inflate(-2 * pad, -2 * pad)
        title = fonts.fit_line(
            self.app.t("guide.summary_title", game=self.app.t(f"game.{self.guide.game}.title")),
            inner.w,
            max(18, int(30 * s)),
            bold=True,
            where="guide.summary.title",
        )
        fonts.draw_fitted(
            surface, title, pygame.Rect(inner.x, inner.y, inner.w, title.height), GLOW, align="center"
        )
        y = inner.y + title.height + int(12 * s)
        bottom = r.bottom - max(36, int(48 * s)) - int(28 * s)
        lines = self.lines()
        each = max(1, (bottom - y) // max(1, len(lines)))
        size = max(14, int(19 * s))
        for line in lines:
            fitted = fonts.fit("• " + line, inner.w, each - int(4 * s), size, where="guide.summary.line")
            fonts.draw_fitted(surface, fitted, pygame.Rect(inner.x, y, inner.w, fitted.height), TEXT)
            y += max(fitted.height + int(6 * s), 0)


# -- screenshots ---------------------------------------------------------------------------------
def _shot(name: str) -> Callable[[Any, int], None]:
    def build(app: Any, seed: int) -> None:
        app.settings.animation_speed = 0.0
        guide = guide_for(name)
        app.stack.push(guide.table(app, guide.session_at(guide.shot_step)))
        app.stack.apply_pending()
        app.frame([], 0.0)

    return build


def _summary_shot(name: str) -> Callable[[Any, int], None]:
    def build(app: Any, seed: int) -> None:
        guide = guide_for(name)
        app.settings.animation_speed = 0.0
        app.stack.push(guide.table(app, guide.session_at(guide.shot_step)))
        app.stack.push(GuideSummaryScene(app, guide))

    return build


for _name in GUIDE_MODULES:
    registry.screenshot(f"guide-{_name}", description=f"guided first game of {_name}, mid-way")(_shot(_name))
    registry.screenshot(f"guide-{_name}-summary", description=f"end of the guided {_name} game")(
        _summary_shot(_name)
    )


__all__ = [
    "Guide",
    "GuidedTable",
    "GuidePause",
    "GuideSummaryScene",
    "Pointer",
    "Step",
    "computer",
    "you",
    "guide_for",
    "has_guide",
    "start_guide",
    "read_progress",
    "write_progress",
]
