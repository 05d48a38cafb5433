"""Positions and readings of the Legendary table tests, all through the game's contract: agents
play a session until a condition of what a player sees (the observation, the legal actions)
holds; nothing reads or writes the engine's insides."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.session import GameSession
from game.legendary.actions import ChooseCard, PlayCard
from game.legendary.cards import defn
from scenes.gestures import of_kind
from scenes.legendary.table import LegendaryTable

from ..positions import find_session as _find
from ..shell.helpers import click, key, make_app, pump
from ..shell.helpers import open_table as _open_table


def seen(g: Any, seat: int | None = None) -> dict[str, Any]:
    """What ``seat`` (by default the player to move) sees."""
    obs: dict[str, Any] = g.observation(g.to_move if seat is None else seat)
    return obs


def main_phase(g: Any) -> bool:
    """The active player's main phase, no prompt waiting."""
    return seen(g)["step"] == "main"


def step(g: Any) -> str:
    return str(seen(g)["step"])


def prompt(g: Any) -> dict[str, Any] | None:
    """The decision the player to move is asked (with its choices), or None."""
    pending: dict[str, Any] | None = seen(g)["pending"]
    return pending


def zone(g: Any, name: str, seat: int | None = None) -> list[str]:
    """The cards of ``seat``'s zone (by default the active player's) as that seat sees them."""
    p = active(g) if seat is None else seat
    return list(seen(g, p)["players"][p]["zones"][name] or [])


def hand(g: Any, seat: int | None = None) -> list[str]:
    """The hand of ``seat`` (by default the active player), as its owner sees it."""
    return zone(g, "hand", seat)


def city(g: Any) -> list[str]:
    return [sp["card"] for sp in seen(g)["city"] if sp["card"]]


def active(g: Any) -> int:
    return int(seen(g)["active"])


def turn_no(g: Any) -> int:
    return int(seen(g)["turn"])


def moves(g: Any, kind: type[Action]) -> list[Any]:
    return of_kind(g.legal_actions(), kind)


def card_choices(g: Any, zones: tuple[str, ...] | None = None) -> list[ChooseCard]:
    """The cards the player to move may pick now (from ``zones``, when given)."""
    return [a for a in moves(g, ChooseCard) if zones is None or a.zone in zones]


def hero_plays(g: Any) -> list[PlayCard]:
    return [a for a in moves(g, PlayCard) if defn(a.card).kind == "hero"]


def legal_of(g: Any, kind: str) -> list[Action]:
    return [a for a in g.legal_actions() if a.kind == kind]


def find_session(
    condition: Any,
    players: int = 2,
    seeds: Any = range(1, 40),
    max_steps: int = 2500,
    level: str = "random",
    options: Any = None,
) -> GameSession:
    """A hotseat session at the first position, agents of ``level`` playing from one of
    ``seeds``, where ``condition(game)`` holds (``game.core.positions.reach``)."""
    return _find(
        "legendary",
        condition,
        seats=["person"] * players,
        agents=[level],
        seeds=seeds,
        max_steps=max_steps,
        players=players,
        options=options,
        names=[f"P{i + 1}" for i in range(players)],
    )


def frame_clock(app: Any) -> None:
    """The app's clock becomes its own frame time: the curtain arms after 0.6 s of frames,
    however fast they run."""
    offset = app.clock() - app.time
    app.clock = lambda: app.time + offset


def two_people(lang: str, seed: int, size: tuple[int, int] = (1024, 640)) -> tuple[Any, GameSession]:
    """A fresh app (instant animations, the frame clock) and a new game of Ann and Ben."""
    session = GameSession(
        "legendary", players=2, seed=seed, meta={"seats": ["person", "person"], "names": ["Ann", "Ben"]}
    )
    app = make_app(lang, size)
    app.settings.animation_speed = 0.0
    frame_clock(app)
    return app, session


def open_table(
    session: GameSession, size: tuple[int, int] = (1600, 900), curtain: bool = False
) -> tuple[Any, LegendaryTable]:
    """The table on a fresh app, its clock the app's own frame time (the hand-off curtain arms
    after 36 frames of 1/60 s); the person to move is at the screen unless ``curtain``."""
    app, table = _open_table(LegendaryTable, session, size)
    frame_clock(app)
    p = session.game.to_move
    if not curtain and p is not None and table.is_person(p) and table.viewer != p:
        table.show_to(p)
        pump(app, frames=1)
    return app, table


def end_turn(app: Any, table: LegendaryTable) -> None:
    """Press End turn; when it asks about what is left ("End turn with 2 cards unplayed?"),
    answer End anyway."""
    import pygame

    from scenes.overlays import ChooseOneDialog

    end = next(b for b in table.buttons if b.kind == "end_turn")
    click(app, end.rect.center)
    if isinstance(app.stack.top, ChooseOneDialog):
        key(app, pygame.K_1)


def hover(app: Any, pos: tuple[int, int]) -> None:
    """Rest the pointer at ``pos`` (the real pointer, which the table reads while drawing)."""
    import pygame

    pygame.mouse.set_pos(pos)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=2)


def button(table: LegendaryTable, kind: str) -> Any:
    return next(b for b in table.buttons if b.kind == kind)


def layout_of(table: LegendaryTable) -> list[tuple[str, tuple[int, int, int, int]]]:
    return [(b.kind, tuple(b.rect)) for b in table.buttons]


def lift_curtain(app: Any) -> None:
    """A deliberate click lifts the hand-off curtain once it is armed."""
    from scenes.overlays import HandoffScene

    assert isinstance(app.stack.top, HandoffScene)
    pump(app, frames=40)  # the curtain arms (0.6 s of frames) ...
    click(app, (app.size[0] // 2, app.size[1] // 2))  # ... then a deliberate click lifts it
    assert not isinstance(app.stack.top, HandoffScene)
    pump(app, frames=1, dt=0.45)  # the table ignores presses for a moment after the hand-off
