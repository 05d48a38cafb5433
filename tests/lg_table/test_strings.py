"""Every string the Legendary screens show exists in English and Korean, with the same
placeholders, and the Korean table is Korean."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.legendary import Legendary
from game.legendary.cards import CITY
from scenes.i18n import load_table

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "scenes" / "legendary").glob("*.py"))
TABLES = {
    lang: json.loads((ROOT / "assets" / "i18n" / "lg_ui" / f"{lang}.json").read_text(encoding="utf-8"))
    for lang in ("en", "ko")
}
REASONS = (
    "mastermind_defeated",
    "villain_deck_out",
    "hero_deck_out",
    "evil_wins:eighth_twist",
    "evil_wins:seventh_twist",
    "evil_wins:wound_stack_empty",
    "evil_wins:bystanders_carried_off",
    "evil_wins:villains_escaped",
    "evil_wins:killbots_escaped",
    "evil_wins:heroes_escaped",
    "evil_wins:hero_deck_out",
)


def used_keys() -> set[str]:
    """Literal keys in the sources, with the f-string keys expanded over their values."""
    keys: set[str] = set()
    for path in SOURCES:
        keys |= set(
            re.findall(
                r'"((?:lg_ui|lg_setup|common|seat|table)\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")
            )
        )
    keys |= {f"lg_setup.difficulty.{d}" for d in Legendary.OPTIONS["difficulty"].choices or ()}
    keys |= {f"lg_setup.solo.{v}" for v in Legendary.OPTIONS["solo"].choices or ()}
    keys |= {f"lg_setup.{g}" for g in ("heroes", "villains", "henchmen")}
    keys |= {f"lg_ui.button.{k}" for k in ("end_turn", "heal", "play_all", "more")}
    keys |= {f"lg_ui.float.{k}" for k in ("villain_escaped", "master_strike", "twist")}
    keys |= {
        f"lg_ui.tip.{k}" for k in ("recruit", "attack", "villain_deck", "hero_deck", "deck", "escaped", "ko")
    }
    keys |= {f"space.legendary.{c}" for c in CITY}
    keys |= {f"reason.legendary.{r}" for r in REASONS}
    return keys


def test_every_key_the_screens_use_exists_in_both_languages():
    keys = used_keys()
    assert len(keys) > 60
    for lang in ("en", "ko"):
        merged = load_table(lang)
        missing = sorted(k for k in keys if k not in merged)
        assert not missing, (lang, missing)
