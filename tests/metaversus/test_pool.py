"""The card pool and texts: enough cards for a match, attribute coverage, both languages, i18n keys."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

from game.core.actions import Action, Event
from game.metaversus import CARDS, CHARACTERS, EXCHANGE_KINDS, card_info, card_name
from game.metaversus import records as R
from game.metaversus.cards import CHARACTERS_NEEDED, EXCHANGE_SLOTS, Attribute
from scenes.i18n import format_template

ROOT = Path(__file__).resolve().parents[2]


def test_enough_exchange_kinds_to_deal_every_slot_and_each_attribute_has_kinds():
    assert len(EXCHANGE_KINDS) >= EXCHANGE_SLOTS
    per = Counter(CARDS[k].attribute for k in EXCHANGE_KINDS)
    for attr in Attribute:
        assert attr is Attribute.NEUTRAL or per[attr] >= 1, attr


def test_stone_and_dagger_are_neutral_basics():
    stone, dagger = CARDS["mv.stone"], CARDS["mv.dagger"]
    assert (stone.type, stone.cost, stone.value, stone.attribute) == ("currency", 0, 1, "neutral")
    assert (dagger.type, dagger.cost, dagger.damage, dagger.attribute) == ("weapon", 0, 1, "neutral")


def test_enough_characters_for_the_draft():
    assert len(CHARACTERS) >= CHARACTERS_NEEDED


def test_every_card_has_korean_and_english_name_and_text():
    for cid in list(CARDS) + list(CHARACTERS):
        for lang in ("en", "ko"):
            info = card_info(cid, lang)
            assert info["name"] and info["text"] and info["subtitle"]
            assert card_name(cid, lang) == info["name"]
    assert card_name("mv.stone", "ko") == "돌"


def test_actions_carry_required_ap_and_only_actions_do():
    for c in CARDS.values():
        info = card_info(c.id)
        assert (info["ap"] is not None) == (c.type == "action")


def _kinds(base):
    return {cls.kind for cls in base._registry.values() if cls.game == "metaversus"}


def test_every_action_and_event_kind_has_text_in_both_languages():
    for lang in ("en", "ko"):
        table = json.loads((ROOT / "assets" / "i18n" / "metaversus" / f"{lang}.json").read_text("utf-8"))
        for kind in _kinds(Action):
            assert f"action.metaversus.{kind}" in table
        for kind in _kinds(Event):
            key = f"event.metaversus.{kind}"
            assert key in table
            cls = Event._registry[("metaversus", kind)]
            fields = {f.name: "x" for f in dataclasses.fields(cls)}
            format_template(table[key], player="p", **{k: v for k, v in fields.items() if k != "player"})


def test_records_are_frozen():
    assert dataclasses.is_dataclass(R.PlayCard) and R.PlayCard.__dataclass_params__.frozen


def test_the_combat_damage_source_has_a_name_in_both_languages():
    assert card_name("combat", "en") == "combat damage" and card_name("combat", "ko") == "공격 피해"
