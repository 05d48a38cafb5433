"""The screenshots of the overlays (``main.py screenshot``): over a stand-in table, and the
game-over story of a game of each kind played to its end by agents."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from sprites.draw import FELT, felt, rounded_panel

from . import registry
from .dialogs import ChooseOneDialog
from .game_over import GameOverScene
from .overlays import ARM_FRAMES, ARM_SECONDS, CRASH_LOG, CrashScene, HandoffScene, PauseScene
from .paths import APP_NAME, saves_dir
from .stack import Scene
from .story import Story, tell_story
from .table import TableScene


class _DemoTable(Scene):
    """A stand-in table for the overlay screenshots: a felt with a few zone outlines."""

    name = "demo_table"
    game_name = "dicemasters"

    def can_undo(self) -> bool:
        return True

    def undo(self) -> None:
        pass

    def save_session(self, path: Any) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        surface.blit(felt((w, h), FELT["dicemasters"]), (0, 0))
        for i in range(3):
            rounded_panel(
                surface,
                pygame.Rect(60, 80 + i * 260, w - 120, 200),
                (0, 0, 0, 0),
                (255, 255, 255, 46),
                radius=10,
            )


@registry.screenshot("pause", description="pause overlay")
def _shot_pause(app: Any, seed: int) -> None:
    table = _DemoTable(app)
    app.stack.push(table)
    app.stack.push(PauseScene(app, table))


@registry.screenshot(
    "gameover", settle=0.5, description="game over overlay: the story of a made-up Dice Masters game"
)
def _shot_gameover(app: Any, seed: int) -> None:
    from game.dicemasters.stats import GameFigures, PlayerFigures

    figures = GameFigures(
        (
            PlayerFigures(life=6, dice_bought=7, damage_dealt=15, knockouts=5),
            PlayerFigures(life=0, dice_bought=6, damage_dealt=9, knockouts=3),
        ),
        ((15, 15, 13, 13, 10, 10, 6, 6, 6), (15, 12, 12, 9, 9, 5, 5, 2, 0)),
        8,
    )
    names = [app.t("seat.default", n=1), app.t("seat.agent_named", n=2, level=app.t("agent.normal"))]
    result = {"winners": [0], "reason": "life", "scores": [6, 0]}

    def story() -> Story:
        return tell_story(
            app,
            "dicemasters",
            figures,
            names,
            app.t("over.winner", name=names[0]),
            app.t("over.reason_demo"),
            result,
        )

    app.stack.push(_DemoTable(app))
    app.stack.push(GameOverScene(app, story().line, [], lambda: None, lambda: None, True, story=story))


# a finished game per (game, seed): its moves, played once and replayed for each picture
_FINISHED: dict[tuple[str, int], tuple[int, list[Any]]] = {}
_OVER_GAMES: dict[str, tuple[int, dict[str, Any], list[str]]] = {
    "dicemasters": (2, {"format": "basic"}, ["person", "normal"]),
    "legendary": (3, {}, ["person", "normal", "normal"]),
    "metaversus": (2, {}, ["person", "normal"]),
}


def finished_session(game_name: str, seed: int) -> Any:
    """A game of ``game_name`` played to its end by agents from ``seed`` (or the next seeds, for
    one that has a winner), with a person in the first seat, as the game-over pictures show it."""
    from game.core.agents import make_agent
    from game.core.session import GameSession

    players, options, seats = _OVER_GAMES[game_name]
    meta = {"seats": list(seats)}
    known = _FINISHED.get((game_name, seed))
    if known is None:
        for attempt in range(20):
            s = seed + attempt * 17
            session = GameSession(game_name, players=players, seed=s, options=dict(options), meta=dict(meta))
            bots = [make_agent(game_name, "normal", s + i) for i in range(players)]
            while not session.game.is_over and len(session.history) < 5000:
                g = session.game
                mover = g.to_move
                assert mover is not None  # the game is not over, so someone is to move
                session.apply(bots[mover].choose(g, mover))
            if session.game.is_over and session.game.result().winners:
                break
        known = _FINISHED[(game_name, seed)] = (s, session.actions)
    s, actions = known
    session = GameSession(game_name, players=players, seed=s, options=dict(options), meta=dict(meta))
    for action in actions:
        session.apply(action)
    return session


def _shot_finished(game_name: str) -> Callable[[Any, int], None]:
    def build(app: Any, seed: int) -> None:
        table = registry.TABLES[game_name](app, finished_session(game_name, seed))
        assert isinstance(table, TableScene)  # a game's table plays its session
        app.stack.push(table)
        app.stack.apply_pending()
        table._show_game_over()
        app.stack.apply_pending()

    return build


for _game, _what in (
    ("dicemasters", "Dice Masters"),
    ("legendary", "Legendary, three players"),
    ("metaversus", "MetaVersus"),
):
    registry.screenshot(
        f"{_game}-over",
        settle=0.5,
        bench=False,
        description=f"{_what}: the game-over story of a finished game",
    )(_shot_finished(_game))


@registry.screenshot("handoff", description="hotseat hand-off curtain")
def _shot_handoff(app: Any, seed: int) -> None:
    app.stack.push(_DemoTable(app))
    curtain = HandoffScene(app, app.t("seat.default", n=2))
    app.stack.push(curtain)
    app.stack.apply_pending()
    # the picture shows it armed, as the next person sees it once a click can lift it
    curtain.frames = ARM_FRAMES
    curtain.raised_at = app.clock() - ARM_SECONDS


@registry.screenshot("choose", description="choose-one dialog")
def _shot_choose(app: Any, seed: int) -> None:
    app.stack.push(_DemoTable(app))
    app.stack.push(
        ChooseOneDialog(
            app,
            app.t("choose.title"),
            [app.t("choose.demo_a"), app.t("choose.demo_b")],
            lambda i: None,
            lambda: None,
        )
    )


@registry.screenshot(
    "crash", description="what a failing screen turns into: the error, the log file, Continue or Title"
)
def _shot_crash(app: Any, seed: int) -> None:
    # a neutral path in the picture: the real one is the user's data folder
    app.stack.push(
        CrashScene(
            app,
            "ZeroDivisionError: division by zero",
            Path(APP_NAME, CRASH_LOG),
            save_path=saves_dir() / "autosave.json",
        )
    )
