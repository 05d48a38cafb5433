"""Positions and tables for the Dice Masters screen tests."""

from __future__ import annotations

import pygame

from scenes.dicemasters.table import DiceMastersTable

from ..positions import find_session as _find
from ..shell.helpers import open_table as _open_table
from ..shell.helpers import pump


def find_session(
    condition, agents=("random", "random"), seeds=range(1, 80), max_steps=3000, fmt="first_game"
):
    """A hotseat session played by agents until ``condition(game)`` holds for a person to act."""
    return _find(
        "dicemasters", condition, agents=agents, seeds=seeds, max_steps=max_steps, options={"format": fmt}
    )


def decision(g) -> dict:
    """The pending decision as the observation shows it (``type`` and its public fields)."""
    return g.observation(None)["decision"] or {}


def open_table(session, size=(1600, 900)):
    return _open_table(DiceMastersTable, session, size)


def legal_of(g, kind):
    return [a for a in g.legal_actions() if a.kind == kind]


def hover(app, pos, seconds: float = 0.5) -> None:
    """Rest the pointer on ``pos`` (the real pointer: tooltips and hover read it) and let frames
    run for ``seconds``."""
    pygame.mouse.set_pos(pos)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=1)
    pump(app, frames=max(1, round(seconds / 0.1)), dt=0.1)


def resize(app, size) -> None:
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=1)
