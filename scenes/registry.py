"""What the shell knows about each game's screens, filled in by the game's scene modules.

- ``SETUPS[game](app) -> Scene``: the setup scene a title tile opens.
- ``TABLES[game](app, session) -> Scene``: the table that plays a ``GameSession`` (Continue uses it).
- ``SCREENSHOTS[name] = Shot``: a named, representative screen for ``main.py screenshot`` and
  ``bench``; ``build(app, seed)`` pushes the scenes and returns once the stack shows them.

A game's screens are imported when first needed, not at start: ``GAME_SCENES`` names the package
of each game's screens, so ``"legendary" in SETUPS`` is known without importing it, and the
first ``SETUPS["legendary"]`` imports the package (whose import registers its setup, table and
screenshots). ``load_all()`` imports everything; ``load_for(name)`` only what registers one
screenshot.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from game.core.session import GameSession

    from .app import App
    from .stack import Scene

V = TypeVar("V")

# the package of each game's screens: importing it registers the game's setup, table and shots
GAME_SCENES: dict[str, str] = {
    "dicemasters": "scenes.dicemasters",
    "legendary": "scenes.legendary",
    "metaversus": "scenes.metaversus",
}
# every module that registers screenshots, the cheapest first (``load_for`` stops early)
SHOT_MODULES: tuple[str, ...] = (
    "scenes.title",
    "scenes.settings_scene",
    "scenes.rules_scene",
    "scenes.saved_games",
    "scenes.overlay_shots",
    "scenes.dm_gallery",
    "scenes.mv_gallery",
    "scenes.guide",
    "scenes.statistics_scene",
    "scenes.daily",
    "scenes.review_shots",
    *GAME_SCENES.values(),
)


class GameScreens(MutableMapping[str, V]):
    """A table of one kind of screen per game. A game of ``GAME_SCENES`` is in it from the
    start; its screens' package is imported the first time its entry is read."""

    def __init__(self) -> None:
        self._entries: dict[str, V] = {}
        self._removed: set[str] = set()

    def _declared(self, key: object) -> bool:
        return isinstance(key, str) and key in GAME_SCENES and key not in self._removed

    def __getitem__(self, key: str) -> V:
        if key not in self._entries and self._declared(key):
            importlib.import_module(GAME_SCENES[key])
        return self._entries[key]

    def __contains__(self, key: object) -> bool:
        return key in self._entries or self._declared(key)

    def __setitem__(self, key: str, value: V) -> None:
        self._entries[key] = value
        self._removed.discard(key)

    def __delitem__(self, key: str) -> None:
        if key not in self:
            raise KeyError(key)
        self._entries.pop(key, None)
        if key in GAME_SCENES:
            self._removed.add(key)

    def __iter__(self) -> Iterator[str]:
        names = [g for g in GAME_SCENES if self._declared(g)]
        return iter(dict.fromkeys([*names, *self._entries]))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def loaded(self) -> list[str]:
        """The games whose screens have been imported (registered) so far."""
        return list(self._entries)


SETUPS: GameScreens[Callable[[App], Scene]] = GameScreens()
TABLES: GameScreens[Callable[[App, GameSession], Scene]] = GameScreens()


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
    for module in SHOT_MODULES:
        importlib.import_module(module)


def load_for(name: str) -> None:
    """Import the modules that register screenshot ``name``, cheapest first, stopping as soon as
    it is there (every module when no module registers it: the caller then lists them all)."""
    for module in SHOT_MODULES:
        if name in SCREENSHOTS:
            return
        importlib.import_module(module)
