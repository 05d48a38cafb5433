"""Strings people read: every action and event kind has English and Korean text that formats with
its own fields, and every card has names and texts in both languages."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from game.core.actions import Action, Event
from game.dicemasters import card_info, card_name
from game.dicemasters.cards import BOOSTER_FILE, CARDS, DATA_FILE
from scenes.i18n import format_template

ROOT = Path(__file__).resolve().parents[2] / "assets" / "i18n" / "dicemasters"


def records():
    for family, base in (("action", Action), ("event", Event)):
        for (g, kind), cls in base._registry.items():
            if g == "dicemasters":
                yield family, kind, cls


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_kind_has_a_template_that_formats(lang) -> None:
    table = json.loads((ROOT / f"{lang}.json").read_text(encoding="utf-8"))
    for family, kind, cls in records():
        key = f"{family}.dicemasters.{kind}"
        assert key in table, key
        fields = {f.name: (1 if f.type in ("int", int) else "x") for f in dataclasses.fields(cls)}
        fields.setdefault("player", "P")
        fields = {
            k: (
                1
                if k
                in (
                    "amount",
                    "count",
                    "turn",
                    "life",
                    "delta",
                    "level",
                    "attack",
                    "defense",
                    "face",
                    "bursts",
                )
                else v
            )
            for k, v in fields.items()
        }
        format_template(table[key], **fields)


def test_both_languages_have_the_same_keys() -> None:
    en = json.loads((ROOT / "en.json").read_text(encoding="utf-8"))
    ko = json.loads((ROOT / "ko.json").read_text(encoding="utf-8"))
    assert set(en) == set(ko)


def test_every_card_has_names_and_texts_in_both_languages() -> None:
    raw = [json.loads(f.read_text(encoding="utf-8"))["cards"] for f in (DATA_FILE, BOOSTER_FILE)]
    assert len(CARDS) == sum(map(len, raw))  # counted from the data: the set may grow
    for cid in CARDS:
        for lang in ("en", "ko"):
            info = card_info(cid, lang)
            # Colossus, Russian Bear prints no base text, only its burst line
            assert info["name"] and (info["text"] or info["burst1"]) and card_name(cid, lang)
    assert card_name("avx-017", "en") == "Spider-Man: Webhead"
    assert card_name("avx-017", "ko").startswith("스파이더맨")
    assert card_info("sidekick", "ko")["name"] == "사이드킥"
    assert card_info("avx-013")["global"].startswith("Pay [S]")
