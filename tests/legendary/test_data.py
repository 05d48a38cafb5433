"""Card data and strings: every card has a program or a rule beside its printed text, both
languages are complete, every action and event kind has its string."""

from __future__ import annotations

import json
import string
from pathlib import Path

from game.legendary import actions as A
from game.legendary import card_info, card_name
from game.legendary.cards import CARDS, HEROES, MASTERMINDS, defn
from game.legendary.programs import HERO_TEXT, MASTERMIND_TEXT, VILLAIN_TEXT

ROOT = Path(__file__).resolve().parents[2]


def strings(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "assets" / "i18n" / "legendary" / f"{lang}.json").read_text(encoding="utf-8"))


def test_every_hero_card_has_its_printed_text_beside_its_program():
    for cards in HEROES.values():
        for cid in cards:
            assert HERO_TEXT.get(cid) == CARDS[cid].text["en"], cid


def test_every_villain_and_henchman_is_registered_with_its_text():
    for cid, d in CARDS.items():
        if d.kind in ("villain", "henchman"):
            assert VILLAIN_TEXT.get(cid) == d.text["en"], cid


def test_every_mastermind_and_tactic_is_registered_with_its_text():
    for mm, tactics in MASTERMINDS.items():
        assert MASTERMIND_TEXT[mm] == CARDS[mm].strike["en"]
        for t in tactics:
            assert MASTERMIND_TEXT[t] == CARDS[t].text["en"], t


def test_core_set_counts():
    heroes = [
        d for d in CARDS.values() if d.kind == "hero" and "." in d.id and not d.id.startswith("shield.")
    ]
    assert len(heroes) == 60 and sum(d.copies for d in heroes) == 15 * 14
    assert sum(1 for d in CARDS.values() if d.kind == "tactic") == 16


def test_card_names_and_faces_in_both_languages():
    for cid in CARDS:
        for lang in ("en", "ko"):
            assert card_name(cid, lang)
            info = card_info(cid + "#3", lang)
            assert info["name"] == card_name(cid, lang)
    assert card_name("hulk.hulk_smash#12", "ko") == "헐크 스매시!"
    assert card_info("hulk.hulk_smash", "en")["attack"] == "5+"
    assert defn("wound#1").kind == "wound"


def test_strings_cover_every_action_and_event_in_both_languages():
    en, ko = strings("en"), strings("ko")
    assert set(en) == set(ko)
    for cls in A.ACTION_TYPES + A.EVENT_TYPES:
        key = f"{cls._family}.legendary.{cls.kind}"
        assert key in en, key
        fields = set(cls.__dataclass_fields__)
        for lang in (en, ko):
            used = {f for _, f, _, _ in string.Formatter().parse(lang[key]) if f}
            assert used <= fields | {"player"}, (key, used - fields)


def test_every_end_reason_has_a_string():
    en, ko = strings("en"), strings("ko")
    reasons = ["mastermind_defeated", "villain_deck_out", "hero_deck_out", "endless_effect_loop"]
    reasons += [
        f"evil_wins:{r}"
        for r in (
            "eighth_twist",
            "seventh_twist",
            "wound_stack_empty",
            "bystanders_carried_off",
            "villains_escaped",
            "killbots_escaped",
            "heroes_escaped",
            "hero_deck_out",
        )
    ]
    for r in reasons:
        assert f"reason.legendary.{r}" in en and f"reason.legendary.{r}" in ko
