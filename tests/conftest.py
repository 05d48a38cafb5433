"""Shared test setup: a headless SDL, the project on the import path, a private data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# a bug must fail its test: the app's crash guard (a dialog instead of the exception) is off
os.environ["DICE_AND_DECK_CRASH_GUARD"] = "0"
# a template filled without one of its parameters raises (scenes.i18n.MissingParameter)
os.environ.setdefault("DICE_AND_DECK_STRICT_STRINGS", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Settings, saves and autosaves of a test go to its own temporary folder."""
    monkeypatch.setenv("DICE_AND_DECK_DATA", str(tmp_path / "userdata"))
    yield
