"""What the shell knows about each game's screens, filled in by the game's scene modules.

- ``SETUPS[game](app) -> Scene``: the setup scene a title tile opens.
- ``TABLES[game](app, session) -> Scene``: the table that plays a ``GameSession`` (Continue uses it).
- ``SCREENSHOTS[name] = Shot``: a named, representative screen for ``main.py screenshot`` and
  ``bench``; ``build(app, seed)`` pushes the scenes and returns once the stack shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.session import GameSession

    from .app import App
    from .stack import Scene

SETUPS: dict[str, Callable[[App], Scene]] = {}
TABLES: dict[str, Callable[[App, GameSession], Scene]] = {}


@dataclass
class Shot:
    name: str
    build: Callable[[App, int], None]
    settle: float = 0.0  # seconds of frames to run before the picture (animations mid-way)
    bench: bool = True  # include in the frame-time benchmark
    description: str = ""


SCREENSHOTS: dict[str, Shot] = {}


def screenshot(
    name: str, settle: float = 0.0, bench: bool = True, description: str = ""
) -> Callable[[Callable[[App, int], None]], Callable[[App, int], None]]:
    def deco(fn: Callable[[App, int], None]) -> Callable[[App, int], None]:
        SCREENSHOTS[name] = Shot(name, fn, settle, bench, description)
        return fn

    return deco


def load_all() -> None:
    """Import every module that registers scenes (their import fills the tables above)."""
    from . import (  # noqa: F401  (registration)
        dicemasters,
        dm_gallery,
        legendary,
        metaversus,
        mv_gallery,
        overlay_shots,
        rules_scene,
        settings_scene,
        title,
    )
