"""One Korean word per thing: the Legendary glossary (assets/i18n/glossary/legendary.json) names
each term of the game once, with the variants that must not be used for it, and every Korean
string of the game (its string tables, its rules page, the texts printed on its cards) keeps to it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "assets" / "i18n" / "glossary" / "legendary.json"
CARD_TEXT_FIELDS = ("text", "strike", "setup", "twist", "special", "evil_wins", "ambush", "fight", "escape")


def load_glossary() -> list[dict[str, Any]]:
    data = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    assert data["game"] == "legendary"
    return list(data["terms"])


def variant_pattern(variant: str) -> re.Pattern[str]:
    """A variant counts where it starts a word: "낸 카드" is not found inside "보낸 카드"."""
    return re.compile(r"(?<![가-힣])" + re.escape(variant))


def korean_strings() -> dict[str, str]:
    """Every Korean text of Legendary, by where it comes from."""
    out: dict[str, str] = {}
    for area in ("legendary", "lg_ui"):
        for key, value in json.loads(
            (ROOT / "assets" / "i18n" / area / "ko.json").read_text(encoding="utf-8")
        ).items():
            out[f"{area}/ko.json {key}"] = value
    # the Legendary texts of the other screens: its lesson, its daily deal, its statistics
    for area in ("guide", "stats", "review"):
        for key, value in json.loads(
            (ROOT / "assets" / "i18n" / area / "ko.json").read_text(encoding="utf-8")
        ).items():
            if any(part in key for part in ("legendary", ".lg.", "scheme", "mastermind")):
                out[f"{area}/ko.json {key}"] = value
    for n, line in enumerate(
        (ROOT / "assets" / "rules" / "legendary" / "ko.md").read_text(encoding="utf-8").splitlines(), 1
    ):
        out[f"rules/legendary/ko.md:{n}"] = line

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in CARD_TEXT_FIELDS and isinstance(value, dict) and isinstance(value.get("ko"), str):
                    out[f"{where}.{key}"] = value["ko"]
                else:
                    walk(value, f"{where}.{node.get('id', key)}" if key in ("cards", "tactics") else where)
        elif isinstance(node, list):
            for item in node:
                walk(item, f"{where}/{item.get('id', '?')}" if isinstance(item, dict) else where)

    for name in ("heroes", "enemies"):
        walk(
            json.loads(
                (ROOT / "assets" / "cards" / "legendary" / f"{name}.json").read_text(encoding="utf-8")
            ),
            f"cards/{name}",
        )
    return out


def misused(texts: dict[str, str], terms: list[dict[str, Any]]) -> list[str]:
    found = []
    for term in terms:
        for variant in term["avoid"]:
            rx = variant_pattern(variant)
            found += [
                f"{where}: {variant!r} for {term['en']} (say {term['ko']!r}): {text[:80]}"
                for where, text in texts.items()
                if rx.search(text)
            ]
    return found


def test_the_glossary_is_well_formed() -> None:
    terms = load_glossary()
    assert len(terms) >= 40
    seen_en: set[str] = set()
    for term in terms:
        assert set(term) == {"en", "ko", "avoid"}, term
        assert term["en"] and term["ko"] and isinstance(term["avoid"], list)
        assert term["en"] not in seen_en, term["en"]
        seen_en.add(term["en"])
        for variant in term["avoid"]:
            assert variant and not variant_pattern(variant).search(term["ko"]), (
                term,
                variant,
            )  # never its own word


def test_every_glossary_word_is_the_one_the_game_uses() -> None:
    """A glossary word nothing uses would be a wrong entry: each one is found in the texts."""
    texts = "\n".join(korean_strings().values())

    def used(word: str) -> bool:  # a verb by its stem: 물리치다 as 물리칩니다, 물리친
        word = word.strip()
        return (word[:-1] if word.endswith("다") else word) in texts

    unused = [t["ko"] for t in load_glossary() if not all(used(part) for part in t["ko"].split("/"))]
    assert not unused, unused


def test_no_korean_legendary_string_uses_a_variant_of_a_glossary_term() -> None:
    problems = misused(korean_strings(), load_glossary())
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("text", "variant", "hit"),
    [
        ("본부의 히어로를 고용합니다", "본부", True),
        ("남은 전술: 3", "전술", True),
        ("Bo가 보낸 카드", "낸 카드", False),
        ("히어로 모두 내기 (3)", "내기", True),
        ("KO 더미", "KO 칸", False),
    ],
)
def test_a_variant_is_found_where_it_starts_a_word(text: str, variant: str, hit: bool) -> None:
    terms = [{"en": "x", "ko": "y", "avoid": [variant]}]
    assert bool(misused({"here": text}, terms)) is hit
