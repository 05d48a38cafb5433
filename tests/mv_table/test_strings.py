"""Every string the MetaVersus screens show exists in English and Korean, with the same
placeholders."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.core.agents import agent_levels
from scenes.i18n import load_table
from scenes.metaversus.setup import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "scenes" / "metaversus").glob("*.py"))
TABLES = {
    lang: json.loads((ROOT / "assets" / "i18n" / "mv_ui" / f"{lang}.json").read_text(encoding="utf-8"))
    for lang in ("en", "ko")
}


def used_keys() -> set[str]:
    """Literal keys in the sources, with the f-string keys expanded over their values."""
    keys: set[str] = set()
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'"(mv_ui\.[a-z_.]+[a-z_])"', text))
        keys |= set(re.findall(r'"((?:common|seat|agent|table)\.[a-z_]+)"', text))
    for key, values in VARIANTS.items():
        keys.add(f"mv_ui.setup.{key}")
        keys |= {f"mv_ui.setup.{key}.{str(v).lower()}" for v in values}
    for phase in ("setup", "action", "buy", "combat", "discard"):
        keys |= {f"metaversus.phase.{phase}", f"mv_ui.prompt.{phase}"}
    for kind in ("replace", "ban", "pick", "remove", "discard_choice", "gain", "react", "window"):
        keys.add(f"mv_ui.prompt.{kind}")
    for name in ("deck", "discard", "removed"):
        keys |= {f"mv_ui.zone.{name}", f"mv_ui.tip.{name}"}
    for name in ("gems", "ap", "buys", "combat"):
        keys.add(f"mv_ui.res.{name}")
    for name in ("hp", "defense", "stars"):
        keys |= {f"mv_ui.counter.{name}", f"mv_ui.tip.{name}"}
    for name in ("undo", "hint", "log", "skip", "rules", "menu"):
        keys.add(f"table.tool.{name}")
    for name in ("hp", "defense", "stars", "gems", "ap", "buys", "combat"):
        keys.add(f"mv_ui.float.{name}")
    for when in ("after_combat_damage", "end_of_turn"):
        keys.add(f"mv_ui.waiting.{when}")
    for kind in ("action", "currency", "weapon"):
        keys.add(f"mv_ui.tip.number.{kind}")
    keys |= {f"mv_ui.setup.{key}_tip" for key in VARIANTS}
    keys |= {
        "mv_ui.button.play_all.currency",
        "mv_ui.button.play_all.weapon",
        "mv_ui.ability.active",
        "mv_ui.ability.passive",
    }
    keys |= {f"mv_ui.button.end.{p}" for p in ("action", "buy", "combat")}
    keys |= {f"mv_ui.button.{k}" for k in ("use_ability", "keep_exchange", "skip_ban", "done", "pass")}
    keys |= {f"agent.{level}" for level in agent_levels("metaversus")}
    keys |= {f"reason.metaversus.{r}" for r in ("hp", "stars", "stars_tiebreak", "draw", "effect")}
    keys |= {f"mv_ui.left.{k}.{n}" for k in ("action", "currency", "weapon", "gems") for n in ("one", "many")}
    keys |= {"confirm.end_anyway", "confirm.keep_playing", "choose.title"}
    return keys


def test_every_key_the_screens_use_exists_in_both_languages():
    keys = used_keys()
    assert len(keys) > 80
    for lang in ("en", "ko"):
        merged = load_table(lang)
        missing = sorted(k for k in keys if k not in merged)
        assert not missing, (lang, missing)
