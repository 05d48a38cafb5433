"""The Korean names and texts of the 98 booster cards (#35-#132, ``avx_boosters.ko.json``): every
printed field in Korean where the English card has it (and null where it has none), the burst
marks and energy icons kept as printed, one Korean name per character across the whole set (the
starter's names kept), and the words of the glossary (``assets/i18n/glossary/dicemasters.json``)
wherever the English text uses one of its terms."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.dicemasters import card_info, card_name
from game.dicemasters.cards import BOOSTER_FILE, BOOSTER_TEXTS, CARDS, DATA_FILE

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "assets" / "i18n" / "glossary" / "dicemasters.json"
FIELDS = ("name", "subtitle", "text", "burst1", "burst2", "global")
TEXT_FIELDS = ("text", "burst1", "burst2", "global")
HANGUL = re.compile(r"[가-힣]")
ICON = re.compile(r"\[[A-Z]\]")


def boosters() -> list[dict[str, Any]]:
    return list(json.loads(BOOSTER_FILE.read_text(encoding="utf-8"))["cards"])


def korean() -> dict[str, dict[str, Any]]:
    data = json.loads(BOOSTER_TEXTS["ko"].read_text(encoding="utf-8"))
    assert data["format"] == "dicemasters-texts" and data["lang"] == "ko"
    return dict(data["cards"])


def pairs() -> list[tuple[str, str, str, str | None]]:
    """(card id, field, English, Korean) for every printed field of every booster card."""
    ko = korean()
    return [
        (raw["id"], field, raw["en"][field], ko[raw["id"]][field])
        for raw in boosters()
        for field in FIELDS
        if raw["en"][field] is not None
    ]


def glossary_word(en: str) -> str:
    for term in json.loads(GLOSSARY.read_text(encoding="utf-8")):
        if term["en"] == en:
            return str(term["ko"])
    raise AssertionError(f"no glossary term {en!r}")


def test_the_korean_file_holds_exactly_the_booster_cards() -> None:
    ids = [raw["id"] for raw in boosters()]
    assert len(ids) == 98 and ids[0] == "avx-035" and ids[-1] == "avx-132"
    ko = korean()
    assert sorted(ko) == sorted(ids)
    assert all(set(ko[cid]) == set(FIELDS) for cid in ids)


def test_every_printed_field_is_korean_and_the_null_pattern_is_the_englishs() -> None:
    ko = korean()
    for raw in boosters():
        for field in FIELDS:
            en, kr = raw["en"][field], ko[raw["id"]][field]
            assert (en is None) == (kr is None), (raw["id"], field)
            if en is not None:
                assert isinstance(kr, str) and HANGUL.search(kr), (raw["id"], field, kr)
                assert kr != en, (raw["id"], field)


def test_the_game_shows_the_korean_texts() -> None:
    """Colossus, Russian Bear prints only a burst line; the others have a base text too."""
    for raw in boosters():
        info = card_info(raw["id"], "ko")
        assert info["name"] and HANGUL.search(info["name"])
        assert info["text"] or info["burst1"]
        assert card_name(raw["id"], "ko").startswith(info["name"])
    assert card_name("avx-042", "ko") == "닥터 스트레인지: 소서러 슈프림"
    assert card_name("avx-068", "ko") == "콜로서스: 러시아 곰"
    assert card_info("avx-068", "ko")["text"] is None
    assert card_info("avx-080", "ko")["text"].startswith("필드로 갈 때, 상대 캐릭터 하나를 조종한다.")
    assert card_info("avx-097", "ko")["burst2"] == "** 3 데미지를 추가로 준다."


def test_burst_marks_are_kept() -> None:
    """A burst text starts with the printed mark ("* " one burst, "** " two); no other field does."""
    for cid, field, en, kr in pairs():
        assert kr is not None
        mark = re.match(r"\*+ ", en)
        if mark:
            assert kr.startswith(mark.group()) and not kr.startswith(mark.group().strip() + "*"), (
                cid,
                field,
            )
        else:
            assert not kr.startswith("*"), (cid, field)


def test_energy_icons_are_kept_exactly() -> None:
    """[F] [B] [M] [S] stay icons: the same ones, as many times, in every field."""
    seen = Counter[str]()
    for cid, field, en, kr in pairs():
        assert kr is not None
        assert Counter(ICON.findall(kr)) == Counter(ICON.findall(en)), (cid, field, kr)
        seen.update(ICON.findall(en))
    assert set(seen) == {"[F]", "[B]", "[M]", "[S]"}


def test_one_korean_name_per_character_across_the_set() -> None:
    names: dict[str, set[str]] = {}
    english: dict[str, str] = {}
    starter = json.loads(DATA_FILE.read_text(encoding="utf-8"))["cards"]
    ko = korean()
    for raw in starter:
        if raw.get("character"):
            names.setdefault(raw["character"], set()).add(raw["ko"]["name"])
    for raw in boosters():
        key = raw.get("character") or raw["en"]["name"]
        names.setdefault(key, set()).add(ko[raw["id"]]["name"])
        english[key] = raw["en"]["name"]
    assert all(len(v) == 1 for v in names.values()), {k: v for k, v in names.items() if len(v) > 1}
    # every character of the boosters, starter characters with the starter's own names
    expected = {
        "Angel": "엔젤",
        "Beast": "비스트",
        "Black Widow": "블랙 위도우",
        "Captain America": "캡틴 아메리카",
        "Colossus": "콜로서스",
        "Cyclops": "사이클롭스",
        "Deadpool": "데드풀",
        "Doctor Doom": "닥터 둠",
        "Doctor Octopus": "닥터 옥토퍼스",
        "Doctor Strange": "닥터 스트레인지",
        "Gambit": "갬빗",
        "Ghost Rider": "고스트 라이더",
        "Green Goblin": "그린 고블린",
        "Hawkeye": "호크아이",
        "Hulk": "헐크",
        "Human Torch": "휴먼 토치",
        "Iron Man": "아이언맨",
        "Loki": "로키",
        "Magneto": "매그니토",
        "Mjolnir": "묠니르",
        "Mr. Fantastic": "미스터 판타스틱",
        "Mystique": "미스틱",
        "Nick Fury": "닉 퓨리",
        "Nightcrawler": "나이트크롤러",
        "Nova": "노바",
        "Phoenix": "피닉스",
        "Professor X": "프로페서 X",
        "Punisher": "퍼니셔",
        "Rogue": "로그",
        "Silver Surfer": "실버 서퍼",
        "Spider-Man": "스파이더맨",
        "Storm": "스톰",
        "Thing": "씽",
        "Thor": "토르",
        "Venom": "베놈",
        "Vibranium Shield": "비브라늄 방패",
        "War Machine": "워 머신",
        "Wolverine": "울버린",
    }
    assert {english[k]: next(iter(names[k])) for k in english} == expected


def name_table() -> dict[str, str]:
    """English name -> Korean name of every character and non-basic action of the set."""
    out = {c.texts["en"]["name"]: c.texts["ko"]["name"] for c in CARDS.values() if c.kind != "basic_action"}
    return {str(k): str(v) for k, v in out.items()}


def test_a_text_that_names_a_character_names_it_in_korean() -> None:
    """ "if you have Iron Man fielded" says 아이언맨; Mjolnir's "other than Thor" says 토르."""
    table = name_table()
    for cid, field, en, kr in pairs():
        if field not in TEXT_FIELDS:
            continue
        assert kr is not None
        for name_en, name_ko in table.items():
            if re.search(r"\b" + re.escape(name_en) + r"(?![\w-])", en):
                assert name_ko in kr, (cid, field, name_en, kr)


# English wording -> the glossary term whose Korean word the Korean text must use
GLOSSARY_WORDS: list[tuple[str, str]] = [
    (r"\bbag\b", "bag"),
    (r"prep area", "prep area"),
    (r"reserve pool", "reserve pool"),
    (r"\bfield", "field"),
    (r"used pile", "used pile"),
    (r"\bknock", "knock out, knocked out"),
    (r"\bcaptur", "capture"),
    (r"\bdamage", "damage"),
    (r"\bassign", "assign (attackers, blockers, damage)"),
    (r"\bblockers?\b|blocking characters", "blocker, blocking character"),
    (r"\bblock", "block"),
    (r"\bengaged\b", "engaged"),
    (r"\bpurchase", "purchase, buy"),
    (r"action die", "action die"),
    (r"global abilit", "Global ability"),
    (r"\bspin", "spin (up or down a level)"),
    (r"Sidekick", "Sidekick"),
    (r"\blife\b", "life"),
    (r"(?i)when fielded", "when fielded"),
    (r"\bis active\b", "while active"),
    (r"(his|its) (full )?attack\b|attack value|attack and defense", "attack (A)"),
    (r"\bdefense\b", "defense (D)"),
    (r"\bprevent", "prevent"),
    (r"\bredirect", "redirect"),
    (r"(?i)clear and draw step", "Clear and Draw step"),
    (r"(?i)roll and reroll step", "Roll and Reroll step"),
    (r"(?i)main step", "Main Step"),
    (r"(?i)attack step", "Attack Step"),
    (r"(?i)\bcleanup\b", "Cleanup"),
    (r"take control", "take control, control (a die)"),
    (r"\bcop(y|ies)\b", "copy (stats, abilities, a card)"),
    (r"\bstats\b", "stats (the numbers of a character face)"),
    (r"(?i)\bvillain", "Villains (affiliation)"),
    (r"X-Men", "X-Men (affiliation)"),
    (r"attacks alone", "attacks alone"),
]
# a verb of the glossary ("돌리기") is found in any of its forms
VERB_FORMS = {"돌리기": ("돌리", "돌려", "돌린")}


@pytest.mark.parametrize(("pattern", "term"), GLOSSARY_WORDS, ids=[t for _, t in GLOSSARY_WORDS])
def test_the_korean_text_uses_the_glossary_word(pattern: str, term: str) -> None:
    word = glossary_word(term)
    forms = VERB_FORMS.get(word, (word,))
    used = 0
    for cid, field, en, kr in pairs():
        if field in TEXT_FIELDS and re.search(pattern, en):
            used += 1
            assert kr is not None and any(f in kr for f in forms), (cid, field, term, word, kr)
    assert used, f"no booster text uses {term!r}"


@pytest.mark.parametrize(
    ("english", "korean_word"),
    [
        (r"\bAvengers\b", "어벤저스"),
        (r"\bopponent|\bopposing\b", "상대"),
        (r"\(until the end of the turn\)", "(턴 종료시까지)"),
        (r"\(this turn\)", "(이번 턴에)"),
        (r"no matter how many", "관계없이"),
        (r"energy type", "에너지 종류"),
    ],
)
def test_the_starters_phrases_are_kept(english: str, korean_word: str) -> None:
    """The affiliation as the team builder names it, and the starter's set phrases."""
    used = 0
    for cid, field, en, kr in pairs():
        if field in TEXT_FIELDS and re.search(english, en):
            used += 1
            assert kr is not None and korean_word in kr, (cid, field, kr)
    assert used


def test_a_korean_sentence_ends_like_the_starters() -> None:
    """Rules text reads as the starter's does: sentences end in the plain form (-다.), a global
    that opens with a cost is written "[B]를 지불: ..." and "you may" is "-할 수 있다"."""
    for cid, field, en, kr in pairs():
        if field not in TEXT_FIELDS:
            continue
        assert kr is not None
        outside = re.sub(r"\s*\([^()]*\)", "", kr).strip()
        assert outside == "" or outside.endswith("다."), (cid, field, kr)
        assert not re.search(r"[합습입됩]니다|세요", kr), (cid, field, kr)
        if field == "global" and en.startswith("Pay ["):
            assert re.match(r"(\[[A-Z]\])+[을를] 지불(:|하고 )", kr), (cid, kr)
        if field == "text" and re.search(r"\byou may\b", en, re.I):
            assert "수 있다" in kr, (cid, field, kr)


# a particle after a word ending in a consonant / a vowel (은/는, 이/가, 을/를, 과/와)
PARTICLES = {"은": "는", "이": "가", "을": "를", "과": "와"}
# an icon is read as its letter, as the starter writes it ([M]을 "엠을", [B]를 "비를")
ICON_HAS_FINAL = {"[F]": False, "[B]": False, "[M]": True, "[S]": False}


def has_final_consonant(word: str) -> bool:
    last = word[-1]
    if "가" <= last <= "힣":
        return (ord(last) - ord("가")) % 28 != 0
    return {"X": False}[last]


def test_particles_fit_the_word_before_them() -> None:
    """The 받침 rule by hand: 엔젤은, 로키는, 씽은, 프로페서 X가, [M]을, [F]를 ..."""
    words = {name: has_final_consonant(name) for name in name_table().values()}
    words.update(ICON_HAS_FINAL)
    checked = 0
    for cid, field, _en, kr in pairs():
        assert kr is not None
        for word, final in words.items():
            for m in re.finditer(re.escape(word) + r"([은는이가을를과와])(?![가-힣])", kr):
                after = m.group(1)
                want = after if final == (after in PARTICLES) else None
                assert want, (cid, field, word, after, kr)
                checked += 1
    assert checked > 100
