"""The Dice Masters table's screenshot and benchmark scenes (``main.py screenshot``, ``bench``).

Each builds its moment through the contract: a ``Position`` (seed, format, the moves that led
there) reached by seeded agents with ``game.core.positions.reach`` and replayed into a session,
never by writing engine attributes or trying seeds until one fits. The stop conditions read the
observation and the legal actions only. Each moment is one fixed game (``SEED``), so a picture
always shows the same moment; the seed a scene is built with only varies its cosmetic motion.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.actions import Action
from game.core.base import Game
from game.core.positions import Position, reach
from game.core.session import GameSession
from game.dicemasters import records as R

from .. import registry
from ..gestures import matching, of_kind
from .choices import DiceChooser
from .table import DiceMastersTable
from .view import PILES

GAME = "dicemasters"
NAMES = ["Ada", "Bo"]
CROWD_ZONES = ("prep", "reserve", "field", "attack")
SEED = 1  # the game every moment below is reached in


def session_at(position: Position) -> GameSession:
    """A hotseat session (two people, Ada and Bo) that has played ``position``'s moves."""
    return GameSession.at(position, {"seats": ["person", "person"], "names": list(NAMES)})


def reached(seed: int, stop: Any, level: str = "normal", fmt: str = "first_game") -> Position:
    """The position just before ``stop(game, next action)`` holds in the game of ``seed``
    played by two seeded agents of ``level``."""
    position = reach(Position(GAME, seed, options={"format": fmt}), [level], stop, agent_seed=seed)
    if position is None:
        raise RuntimeError(f"the {fmt} game of seed {seed} ends before the moment of this screenshot")
    return position


def _own_turn(g: Game) -> dict[str, Any]:
    """The observation, when the active player is to move (else an empty dict)."""
    obs = g.observation(None)
    return obs if obs["to_move"] == obs["active"] else {}


def mid_game(g: Game, a: Action) -> bool:
    """Turn 7 or later, the main step of the active player, who has a character in the field."""
    obs = _own_turn(g)
    return (
        bool(obs)
        and obs["turn"] >= 7
        and obs["step"] == "main"
        and bool(obs["players"][obs["active"]]["zones"]["field"])
    )


def rerolls_next(g: Game, a: Action) -> bool:
    """Turn 5 or later, and the next move rolls dice again (the reroll of the marked dice)."""
    return isinstance(a, R.Reroll) and g.observation(None)["turn"] >= 5


def can_block(g: Game, a: Action) -> bool:
    """The block step, with a blocker the defender can assign."""
    return g.observation(None)["step"] == "block" and bool(of_kind(g.legal_actions(), R.Block))


def blocking(seed: int) -> Position:
    """Blockers assigned, the defender about to say "done": the first block step where a
    blocker can be assigned, and the first of those blocks made."""
    before = reached(seed, can_block, level="random")
    g = before.build()
    return before.then(of_kind(g.legal_actions(), R.Block)[0])


def twins(g: Game, a: Action) -> bool:
    """The main step of turn 4 or later with two dice of one card that can do the same thing."""
    obs = _own_turn(g)
    if (
        not obs
        or obs["turn"] < 4
        or obs["step"] != "main"
        or (obs["decision"] or {}).get("type") != "priority"
    ):
        return False
    dice = {d["id"] for p in obs["players"] for zone in p["zones"].values() for d in zone}
    seen: set[tuple[str, str]] = set()
    for b in matching(g.legal_actions(), die=dice):
        fields = b.to_dict()
        sig = (str(fields["kind"]), str(fields.get("card", "")))
        if sig in seen:
            return True
        seen.add(sig)
    return False


def crowd(g: Game) -> int:
    """How many dice are on the mat (prep, reserve, field, attack) of both players."""
    obs = g.observation(None)
    return sum(len(p["zones"][z]) for p in obs["players"] for z in CROWD_ZONES)


def fullest(seed: int) -> Position:
    """The most crowded moment of a whole tournament game of two normal agents: the game is
    played once to measure each moment, then reached again up to the fullest one."""
    start = Position(GAME, seed, options={"format": "tournament"})
    counts: list[int] = []

    def measure(g: Game, a: Action) -> bool:
        counts.append(crowd(g))
        return len(counts) > 3000

    reach(start, ["normal"], measure, agent_seed=seed)
    best = max(range(len(counts)), key=lambda i: (counts[i], -i)) if counts else 0
    calls = 0

    def at_best(g: Game, a: Action) -> bool:
        nonlocal calls
        calls += 1
        return calls > best

    position = reach(start, ["normal"], at_best, agent_seed=seed)
    return position if position is not None else start


def open_table(app: Any, position: Position) -> DiceMastersTable:
    table = DiceMastersTable(app, session_at(position))
    app.stack.push(table)
    app.stack.apply_pending()
    return table


@registry.screenshot("dicemasters-table", settle=1.5, description="Dice Masters mid-game")
def _shot_table(app: Any, seed: int) -> None:
    open_table(app, reached(SEED, mid_game))


@registry.screenshot("dicemasters-roll", settle=0.45, description="dice tumbling")
def _shot_roll(app: Any, seed: int) -> None:
    table = open_table(app, reached(SEED, rerolls_next))
    table.apply(of_kind(table.game.legal_actions(), R.Reroll)[0])


@registry.screenshot("dicemasters-attack", settle=1.5, description="blockers assigned")
def _shot_attack(app: Any, seed: int) -> None:
    open_table(app, blocking(SEED))


@registry.screenshot(
    "dicemasters-busy",
    settle=0.3,
    description="benchmark: the fullest table of a tournament game, every die tumbling",
)
def _shot_busy(app: Any, seed: int) -> None:
    table = open_table(app, fullest(SEED))
    rng = random.Random(seed)
    tumbles = [
        view.tumble(view.face, view.pos, rng, duration=60.0)
        for view in table.views.values()
        if view.zone not in PILES
    ]
    table.anim.add(*tumbles)


def _agents_table(app: Any, seed: int, level: str) -> None:
    """A basic-format table of two ``level`` agents, moving as soon as they have chosen."""
    session = GameSession(GAME, seed=seed, options={"format": "basic"}, meta={"seats": [level, level]})
    app.settings.agent_delay = 0.0
    app.stack.push(DiceMastersTable(app, session))


@registry.screenshot(
    "dicemasters-hard",
    settle=0.5,
    bench=True,
    description="benchmark: two hard agents thinking in their worker",
)
def _shot_hard(app: Any, seed: int) -> None:
    _agents_table(app, seed, "hard")


@registry.screenshot(
    "dicemasters-expert",
    settle=0.5,
    bench=True,
    description="benchmark: two expert agents thinking in their worker",
)
def _shot_expert(app: Any, seed: int) -> None:
    _agents_table(app, seed, "expert")


@registry.screenshot(
    "dicemasters-agents", settle=0.5, description="benchmark: two agents playing at full speed"
)
def _shot_agents(app: Any, seed: int) -> None:
    session = GameSession(GAME, seed=seed, options={"format": "basic"}, meta={"seats": ["normal", "normal"]})
    app.settings.agent_delay = 0.0
    app.stack.push(DiceMastersTable(app, session))


@registry.screenshot(
    "dicemasters-draft", settle=1.0, description="Dice Masters draft: the stacks to pick from"
)
def _shot_draft(app: Any, seed: int) -> None:
    options = {"format": "draft", "draft_size": 15, "first_player": 0}
    open_table(app, Position(GAME, SEED, None, options))


@registry.screenshot(
    "dicemasters-choose",
    settle=0.5,
    description="Dice Masters: every move listed, the hovered one lit on the table",
)
def _shot_choose(app: Any, seed: int) -> None:
    table = open_table(app, reached(SEED, twins))
    menu = next(b for b in table.buttons if b.menu)
    table.choose_among(app.t("dm.table.all_moves"), menu.actions)
    app.stack.apply_pending()
    dialog = app.stack.top
    options = dialog.option_buttons if isinstance(dialog, DiceChooser) else []
    if len(options) > 1:
        pygame.mouse.set_pos(options[1].get_abs_rect().center)


__all__ = [
    "session_at",
    "reached",
    "fullest",
    "mid_game",
    "rerolls_next",
    "can_block",
    "blocking",
    "twins",
    "crowd",
]
