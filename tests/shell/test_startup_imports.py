"""The title screen starts with only what it shows: no game's screens, card pictures, setup or
table modules, no sounds made and one language's strings read. Checked in a fresh process
(this test process has imported everything long before)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scenes import registry

ROOT = Path(__file__).resolve().parents[2]

# modules the title must not need: each game's screens, the card pictures, the shared table,
# the setup frame and the screens the title's buttons open
LAZY = (
    "scenes.dicemasters",
    "scenes.legendary",
    "scenes.metaversus",
    "scenes.table",
    "scenes.setup_frame",
    "scenes.saved_games",
    "scenes.settings_scene",
    "scenes.rules_scene",
    "scenes.dm_gallery",
    "scenes.mv_gallery",
    "scenes.overlay_shots",
    "sprites.dm_cards",
    "sprites.lg_cards",
    "sprites.mv_cards",
)
ENGINES = ("game.dicemasters", "game.legendary", "game.metaversus", "game.core.agents")

TITLE_START = textwrap.dedent(
    """
    import json, sys
    from tools.screenshot import headless, make_app
    headless()
    from scenes import registry
    registry.load_for("title")
    app = make_app((1024, 640), "en")
    registry.SCREENSHOTS["title"].build(app, 1)
    app.frame([], 0.0)
    title = app.stack.top
    print(json.dumps({
        "modules": sorted(sys.modules),
        "playable": [g for g in ("dicemasters", "legendary", "metaversus") if title.playable(g)],
        "sounds_missing": app.audio.sounds.missing(),
        "languages": sorted(app.tr._loaded),
    }))
    """
)


@pytest.fixture(scope="module")
def title_start() -> dict[str, list[str]]:
    out = subprocess.run(
        [sys.executable, "-c", TITLE_START], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert out.returncode == 0, out.stderr
    found: dict[str, list[str]] = json.loads(out.stdout.strip().splitlines()[-1])
    return found


def test_the_title_start_imports_no_game_screens_nor_card_pictures(title_start):
    loaded = set(title_start["modules"])
    assert "scenes.title" in loaded
    assert not [m for m in LAZY if m in loaded]


def test_the_title_knows_the_playable_games_without_importing_them(title_start):
    assert title_start["playable"] == ["dicemasters", "legendary", "metaversus"]


def test_the_title_start_makes_no_sound_and_reads_one_language(title_start):
    assert title_start["sounds_missing"] == ["roll", "click", "card", "hit", "win"]
    assert title_start["languages"] == ["en"]


def test_the_title_start_imports_no_engine(title_start):
    assert not [m for m in ENGINES if m in set(title_start["modules"])]


def test_a_game_screens_table_knows_the_games_before_their_import_and_takes_others():
    table: registry.GameScreens[str] = registry.GameScreens()
    assert "legendary" in table and "pig" not in table
    assert list(table) == list(registry.GAME_SCENES)
    table["pig"] = "the pig's table"
    assert table["pig"] == "the pig's table" and "pig" in table and len(table) == 4
    del table["pig"]
    assert "pig" not in table and table.get("pig") is None
    del table["metaversus"]  # hidden, as a test may do with monkeypatch.delitem
    assert "metaversus" not in table and list(table) == ["dicemasters", "legendary"]
    with pytest.raises(KeyError):
        table["metaversus"]


def test_reading_a_games_entry_imports_its_screens():
    from scenes.legendary.setup import LegendarySetup

    assert registry.SETUPS["legendary"] is LegendarySetup
    assert "legendary" in registry.SETUPS.loaded()
