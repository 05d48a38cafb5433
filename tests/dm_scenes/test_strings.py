"""Every string the setup and team builder show exists in English and Korean."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.core.agents import agent_levels
from scenes.dicemasters.setup import FORMATS
from scenes.i18n import load_table

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "scenes" / "dicemasters" / name for name in ("setup.py", "teambuilder.py", "teams.py")]
TABLES = {
    lang: json.loads((ROOT / "assets" / "i18n" / "dm_ui" / f"{lang}.json").read_text(encoding="utf-8"))
    for lang in ("en", "ko")
}


def used_keys() -> set[str]:
    """Literal keys in the sources, with the f-string keys expanded over their values."""
    keys: set[str] = set()
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'"(dm_ui\.[a-z_.]+[a-z_])"', text))
        keys |= set(re.findall(r'"((?:common|seat|agent)\.[a-z_]+)"', text))
    for fmt in FORMATS:
        keys |= {f"dm_ui.format.{fmt}", f"dm_ui.format.{fmt}.about"}
    keys |= {f"agent.{level}" for level in agent_levels("dicemasters")}
    return keys


def test_every_key_the_scenes_use_exists_in_both_languages():
    keys = used_keys()
    assert len(keys) > 50
    for lang in ("en", "ko"):
        merged = load_table(lang)
        missing = sorted(k for k in keys if k not in merged)
        assert not missing, (lang, missing)
