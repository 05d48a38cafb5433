"""Where things live: the bundled assets and the user's data folder (settings, saved games,
finished games, teams)."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
APP_NAME = "DiceAndDeck"


def data_dir() -> Path:
    """The user's data folder (platformdirs), or ``$DICE_AND_DECK_DATA`` when set (tests)."""
    override = os.environ.get("DICE_AND_DECK_DATA")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    return data_dir() / "settings.json"


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def games_dir() -> Path:
    """One save per unfinished game (the Saved games list), written after every move."""
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


def history_dir() -> Path:
    """The saves of finished games, moved here when the game ends."""
    path = data_dir() / "history"
    path.mkdir(parents=True, exist_ok=True)
    return path


def lock_path() -> Path:
    """Held by the window that writes into the data folder (one at a time)."""
    return data_dir() / "app.lock"


def autosave_path() -> Path:
    """The single autosave of earlier versions; at start it joins the Saved games list."""
    return saves_dir() / "autosave.json"
