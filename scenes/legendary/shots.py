"""Representative Legendary screens for ``main.py screenshot`` and the frame benchmark.

Each scene is a position reached through the game's contract: seeded agents play from the
scene's seed (``game.core.positions.reach``) until the wanted moment (a full city, a KO prompt,
five players), read from the observation and the legal actions; the session replays those moves
and the table opens on it with people in the seats, as a hotseat table would look.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.base import Game
from game.core.positions import Position, reach
from game.core.session import GameSession
from game.legendary.actions import ChooseCard, EndTurn, PlayCard, VillainEntered
from game.legendary.cards import defn
from sprites.tween import Tween

from .. import registry
from ..gestures import of_kind
from .table import LegendaryTable

if TYPE_CHECKING:
    from ..app import App

NAMES = ["Ada", "Bo", "Chul", "Dana", "Eun"]
Stop = Callable[[Game, Action], bool]


def seen(g: Game) -> dict[str, Any]:
    """What the player to move sees."""
    obs: dict[str, Any] = g.observation(g.to_move)
    return obs


def position(
    players: int, seed: int, stop: Stop, level: str = "normal", options: dict[str, Any] | None = None
) -> Position:
    """The position before the first move for which ``stop`` holds, agents of ``level`` playing
    every seat from ``seed``."""
    found = reach(Position("legendary", seed, players, dict(options or {})), [level], stop, agent_seed=seed)
    if found is None:
        raise RuntimeError(f"legendary seed {seed}: the game ended before the scene's moment")
    return found


def session_at(pos: Position, seats: list[str], names: list[str] | None = None) -> GameSession:
    """A session that played the moves of ``pos`` (its history is theirs: the log, undo)."""
    return GameSession.at(pos, {"seats": seats, "names": names or NAMES[: len(seats)]})


def city_full(g: Game, turn: int = 4, played: int = 2) -> bool:
    """The main phase with every city space taken, the active player having played ``played``
    cards and holding three more."""
    obs = seen(g)
    active = obs["players"][obs["active"]]
    return (
        obs["step"] == "main"
        and all(sp["card"] for sp in obs["city"])
        and obs["turn"] >= turn
        and len(active["zones"]["played"]) >= played
        and active["hand_count"] >= 3
    )


def ko_prompt(g: Game, _next: Action) -> bool:
    """A prompt to KO cards, with at least three cards to pick from."""
    pending = seen(g)["pending"]
    return (
        pending is not None
        and pending["prompt"] in ("ko_pick", "look_ko")
        and len(of_kind(g.legal_actions(), ChooseCard)) >= 3
    )


def attack_play(g: Game) -> PlayCard | None:
    """A card of the hand that gives Attack."""
    return next((a for a in of_kind(g.legal_actions(), PlayCard) if (defn(a.card).attack or 0) > 0), None)


def open_table(app: App, session: GameSession) -> LegendaryTable:
    """The table of ``session`` as the person to move sees it once the curtain is lifted."""
    table = LegendaryTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    p = session.game.to_move
    if p is not None and table.is_person(p) and table.viewer != p:
        table.show_to(p)
        app.stack.apply_pending()
    return table


@registry.screenshot(
    "legendary-table", settle=0.6, description="Legendary mid-game: the city full, cards in play"
)
def _shot_table(app: App, seed: int) -> None:
    pos = position(3, seed, lambda g, a: city_full(g))
    open_table(app, session_at(pos, ["person"] * 3))


@registry.screenshot(
    "legendary-choose", settle=0.6, description="Legendary: the choose-cards panel of a KO prompt"
)
def _shot_choose(app: App, seed: int) -> None:
    # Red Skull's Master Strike has every player KO a Hero from their hand
    pos = position(2, seed, ko_prompt, options={"mastermind": "red_skull"})
    open_table(app, session_at(pos, ["person"] * 2))


@registry.screenshot("legendary-5p", settle=0.6, description="Legendary: five players, the others as panels")
def _shot_5p(app: App, seed: int) -> None:
    pos = position(5, seed, lambda g, a: city_full(g, turn=8))
    open_table(app, session_at(pos, ["person"] * 5))


@registry.screenshot(
    "legendary-busy", settle=0.2, description="benchmark: the busiest five-player table, cards in motion"
)
def _shot_busy(app: App, seed: int) -> None:
    def busy(g: Game, _next: Action) -> bool:
        return city_full(g, turn=8, played=3) and len(seen(g)["escaped"]) >= 2

    table = open_table(app, session_at(position(5, seed, busy), ["person"] * 5))
    # every card on the table slides back and forth for the whole measurement
    views = [v for v in table.views.values() if v.place is not None and v.place.mode == "show"]

    def wobble(t: float) -> None:
        for i, v in enumerate(views):
            if v.place is not None:
                v.moving = True
                v.x = v.place.x + math.sin(t * 400 + i) * 6
                v.lift = 4 + 3 * math.sin(t * 300 + i)

    table.anim.add(Tween(120.0, wobble, easing=lambda t: t))


@registry.screenshot(
    "legendary-villain",
    settle=0.58,
    bench=False,
    description="Legendary: a villain card turns over and pushes the city",
)
def _shot_villain(app: App, seed: int) -> None:
    """A turn ends, three villains in the city, and the next card of the villain deck is a
    villain: mid-way through its entry."""

    def villain_next(g: Game, next_move: Action) -> bool:
        if not isinstance(next_move, EndTurn) or sum(1 for sp in seen(g)["city"] if sp["card"]) < 3:
            return False
        if seen(g)["turn"] < 3:
            return False
        after = g.clone()  # the game's own answer: what ending the turn turns over
        return any(isinstance(e, VillainEntered) for e in after.apply(next_move))

    session = session_at(position(2, seed, villain_next, level="random"), ["person"] * 2)
    me = session.game.to_move
    session.meta["seats"] = ["person" if p == me else "normal" for p in range(2)]  # no curtain to wait for
    app.settings.agent_delay = 5.0
    table = open_table(app, session)
    table.apply(EndTurn())


@registry.screenshot(
    "legendary-agents", settle=0.5, description="benchmark: five agents playing at full speed"
)
def _shot_agents(app: App, seed: int) -> None:
    session = GameSession("legendary", players=5, seed=seed, meta={"seats": ["normal"] * 5, "names": NAMES})
    app.settings.agent_delay = 0.0
    open_table(app, session)


@registry.screenshot(
    "legendary-computer-turn",
    settle=0.35,
    bench=False,
    description="Legendary: a computer player's move lingers, the card it played outlined, its Attack floating",
)
def _shot_computer_turn(app: App, seed: int) -> None:
    """A person against a computer: the computer has just played a card that gives Attack."""

    def playing(g: Game, next_move: Action) -> bool:
        obs = seen(g)
        return (
            obs["active"] == 1
            and obs["step"] == "main"
            and obs["turn"] >= 4
            and isinstance(next_move, PlayCard)
            and (defn(next_move.card).attack or 0) > 0
        )

    session = session_at(position(2, seed, playing), ["person", "normal"])
    app.settings.agent_delay = 5.0  # the next computer move waits: the picture shows this one
    table = open_table(app, session)
    play = attack_play(session.game)
    assert play is not None
    table.apply(play)
