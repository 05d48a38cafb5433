"""Card data and strings: every card has a program or a rule beside its printed text, both
languages are complete, every action and event kind has its string."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from game.legendary import actions as A
from game.legendary import card_info, card_name
from game.legendary.abilities import ABILITIES
from game.legendary.cards import CARDS, HEROES, MASTERMINDS, CardDataError, defn, needs_code, printed_texts

ROOT = Path(__file__).resolve().parents[2]


def strings(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "assets" / "i18n" / "legendary" / f"{lang}.json").read_text(encoding="utf-8"))


def test_every_card_with_a_text_has_code_quoting_it():
    printed = printed_texts()
    for cid in needs_code():
        found = [ab for (card, _), ab in ABILITIES.by_key.items() if card == cid]
        assert found, cid
        assert all(ab.text in printed[cid] for ab in found), cid
    for cid in HEROES["cyclops"]:  # a hero card with code for its text
        assert (cid, "play") in ABILITIES.by_key


def test_the_loader_refuses_code_and_data_that_disagree():
    printed = printed_texts()
    with pytest.raises(CardDataError, match="has no ability"):
        ABILITIES.check(
            {**printed, "hulk.new_card": "Draw a card."}, needs_code=needs_code() | {"hulk.new_card"}
        )
    without = {c: t for c, t in printed.items() if c != "hulk.hulk_smash"}
    with pytest.raises(CardDataError, match="not a card"):
        ABILITIES.check(without, needs_code=needs_code() - {"hulk.hulk_smash"})
    with pytest.raises(CardDataError, match="the card says"):
        ABILITIES.check(
            {**printed, "hulk.hulk_smash": "[Strength]: You get +4 Attack."}, needs_code=needs_code()
        )


def test_cards_hang_together_by_group_counted_from_the_data():
    for hero, cards in HEROES.items():
        assert sorted(CARDS[c].copies for c in cards) == [1, 3, 5, 5], hero
    for mm, tactics in MASTERMINDS.items():
        assert len(tactics) == 4 and all(CARDS[t].group == mm for t in tactics)
    heroes = [d for d in CARDS.values() if d.kind == "hero" and d.group in HEROES]
    assert len(heroes) == 4 * len(HEROES) and sum(d.copies for d in heroes) == 14 * len(HEROES)


def test_agent_values_come_from_the_data_or_the_default():
    from game.legendary.agents import card_value

    for cid, d in CARDS.items():
        want = d.value if d.value is not None else (1.0 + d.cost if d.kind == "hero" else float(d.vp))
        assert card_value(cid) == want, cid
    assert card_value("wound") < card_value("shield.agent") < card_value("shield.officer")


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
