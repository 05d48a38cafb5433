"""One Korean word per thing: the Dice Masters glossary (assets/i18n/glossary/dicemasters.json)
names each term of the game once, in the words of the Korean starter rulebook (배치 공간, 예비
영역, 사용 더미, 녹아웃, 억류, 데미지, 필드로 보내기 ...), with the variants that must not be
used for it; every Korean Dice Masters string keeps to it: the string tables (dicemasters,
dm_table, dm_ui), the rules page and the texts printed on the cards."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "assets" / "i18n" / "glossary" / "dicemasters.json"
AREAS = ("dicemasters", "dm_table", "dm_ui")
CARD_FIELDS = ("name", "subtitle", "text", "burst1", "burst2", "global")


def load_glossary() -> list[dict[str, Any]]:
    data = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def korean_strings() -> dict[str, str]:
    """Every Korean text of Dice Masters, by where it comes from."""
    out: dict[str, str] = {}
    for area in AREAS:
        for key, value in json.loads(
            (ROOT / "assets" / "i18n" / area / "ko.json").read_text(encoding="utf-8")
        ).items():
            out[f"{area}/ko.json {key}"] = value
    for n, line in enumerate(
        (ROOT / "assets" / "rules" / "dicemasters" / "ko.md").read_text(encoding="utf-8").splitlines(), 1
    ):
        out[f"rules/dicemasters/ko.md:{n}"] = line
    cards = json.loads(
        (ROOT / "assets" / "cards" / "dicemasters" / "avx_starter.json").read_text(encoding="utf-8")
    )
    for card in cards["cards"]:
        for field in CARD_FIELDS:
            if card["ko"].get(field):
                out[f"card {card['id']} {field}"] = card["ko"][field]
    boosters = json.loads(
        (ROOT / "assets" / "cards" / "dicemasters" / "avx_boosters.ko.json").read_text(encoding="utf-8")
    )
    for cid, texts in boosters["cards"].items():
        for field in CARD_FIELDS:
            if texts.get(field):
                out[f"card {cid} {field}"] = texts[field]
    return out


def variant_pattern(variant: str) -> re.Pattern[str]:
    """A variant counts where it starts a word ("피해" in "피해를", not inside another word)."""
    return re.compile(r"(?<![가-힣])" + re.escape(variant))


def misused(texts: dict[str, str], terms: list[dict[str, Any]]) -> list[str]:
    """Every use of a variant; the term's own word is taken out first, so a variant inside it
    ("정리와 뽑기" in "예비 정리와 뽑기") is not counted."""
    found = []
    for term in terms:
        for where, text in texts.items():
            rest = text.replace(term["ko"], "\0")
            for variant in term["avoid"]:
                if variant_pattern(variant).search(rest):
                    found.append(f"{where}: {variant!r} for {term['en']} (say {term['ko']!r}): {text[:90]}")
    return found


def test_the_glossary_is_well_formed() -> None:
    terms = load_glossary()
    assert len(terms) >= 40
    seen: set[str] = set()
    for term in terms:
        assert set(term) == {"en", "ko", "avoid"}, term
        assert (
            term["en"]
            and term["ko"]
            and term["avoid"]
            and all(isinstance(v, str) and v for v in term["avoid"])
        )
        assert term["en"] not in seen, term["en"]
        seen.add(term["en"])
        for variant in term["avoid"]:
            assert variant != term["ko"], term


def test_every_glossary_word_is_the_one_the_game_uses() -> None:
    """A word nothing uses would be a wrong entry: each is found in the texts (a verb by its stem)."""
    texts = "\n".join(korean_strings().values())
    unused = [t["ko"] for t in load_glossary() if t["ko"].removesuffix("기") not in texts]
    assert not unused, unused


def test_no_korean_dice_masters_string_uses_a_variant_of_a_glossary_term() -> None:
    problems = misused(korean_strings(), load_glossary())
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("text", "variant", "preferred", "hit"),
    [
        ("게임 밖에서 사용한 주사위로 이동", "게임 밖", "게임 영역 밖", True),
        ("게임 영역 밖에서 사용 더미로 이동", "게임 밖", "게임 영역 밖", False),
        ("단계: 예비 정리와 뽑기", "정리와 뽑기", "예비 정리와 뽑기", False),
        ("단계: 정리와 뽑기", "정리와 뽑기", "예비 정리와 뽑기", True),
        ("헐크가 피해를 받을 때", "피해", "데미지", True),
    ],
)
def test_a_variant_is_found_outside_the_terms_own_word(
    text: str, variant: str, preferred: str, hit: bool
) -> None:
    terms = [{"en": "x", "ko": preferred, "avoid": [variant]}]
    assert bool(misused({"here": text}, terms)) is hit


def test_the_move_between_zones_reads_as_zone_names() -> None:
    """ "moves from out of play to used" names two zones, never "the dice used outside the game"."""
    from scenes.i18n import Translator

    tr = Translator("ko")
    assert (
        tr("dicemasters.source.out_of_play") == "게임 영역 밖" and tr("dicemasters.zone.used") == "사용 더미"
    )
    assert (
        tr("dm.zone.reserve") == "배치 공간"
        and tr("dm.zone.prep") == "예비 영역"
        and tr("dm.zone.used") == "사용 더미"
    )


def test_the_reserve_pool_and_the_prep_area_are_never_swapped_in_korean() -> None:
    """Where the English of a string names the reserve pool (and not the prep area), its Korean
    says 배치 공간 and not 예비 영역, and the other way round: the two zones' Korean names are
    close, and a refusal once sent the person to look in the prep area for the reserve's energy."""
    wrong = []
    for area in (*AREAS, "guide"):
        en = json.loads((ROOT / "assets" / "i18n" / area / "en.json").read_text(encoding="utf-8"))
        ko = json.loads((ROOT / "assets" / "i18n" / area / "ko.json").read_text(encoding="utf-8"))
        for key, english in en.items():
            if area == "guide" and not key.startswith("guide.dicemasters."):
                continue  # (the lessons of the other games)
            korean = ko.get(key, "")
            text = english.lower()
            reserve, prep = "reserve" in text, "prep area" in text
            if reserve and not prep and ("예비 영역" in korean or "배치 공간" not in korean):
                wrong.append((area, key, korean))
            if prep and not reserve and ("배치 공간" in korean or "예비 영역" not in korean):
                wrong.append((area, key, korean))
    assert not wrong, wrong
