"""The in-game Dice Masters rules say what the engine does: every Decision of the rules
specification (the points where the rulebooks leave a reading open, or where the English and
Korean editions differ) is on the page's Decisions section in both languages, and the page
tells how to follow and skip the computer's moves."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SECTION = {"en": "## Decisions", "ko": "## 규칙 해석"}

# Each Decision of the specification (the game's rules and its card data), with the words that
# name it on the page in each language.
DECISIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "a double generic face spends one and keeps the rest as virtual energy": {
        "en": ("double generic face", "virtual energy", "until you pass priority"),
        "ko": ("두 개짜리 범용 면", "가상 에너지", "우선권을 넘기면"),
    },
    "priority windows follow the English edition": {
        "en": ("Priority windows", "English edition", "each time the active player passes priority"),
        "ko": ("우선권 창", "영문판", "우선권을 넘길 때마다"),
    },
    "simultaneous zero life: the first at 0 loses, one effect bringing both to 0 lets the active player win": {
        "en": ("Both players at 0 life", "the active player wins"),
        "ko": ("함께 생명력 0", "현재 플레이어가 이깁니다"),
    },
    "a game reaching turn 200 is a draw": {"en": ("turn 200", "draw"), "ko": ("200턴", "무승부")},
    "extra damage is not a new damage event (Flame On)": {
        "en": ("Extra damage is not a new damage event", "once per damage event"),
        "ko": ("추가 데미지는 새 데미지가 아닙니다", "데미지 한 번에 한 번만"),
    },
    "team size is exact in basic, a maximum in tournament": {
        "en": ("Team size", "exactly 6 cards and 15 dice", "up to 8 cards and up to 20 dice"),
        "ko": ("팀 크기", "카드 정확히 6장과 주사위 정확히 15개", "카드 최대 8장과 주사위 최대 20개"),
    },
    "the face that took the damage decides its bursts": {
        "en": ("The face that took the damage decides",),
        "ko": ("데미지를 받은 면이 정합니다",),
    },
    "Thrown Car reads as the printed card (overcrush)": {
        "en": ("Thrown Car", "beyond the total defense"),
        "ko": ("자동차 던지기", "방어 수치 합계를 넘어서"),
    },
    "Focus Power costs 3": {"en": ("Focus Power costs 3",), "ko": ("파워 집중의 비용은 3",)},
    "a character die's energy faces: one single and two doubles (reconstructed)": {
        "en": ("energy faces of a character die", "one single and two doubles"),
        "ko": ("캐릭터 주사위의 에너지 면", "한 개짜리 하나와 두 개짜리 둘"),
    },
}


def page(lang: str) -> str:
    return (ROOT / "assets" / "rules" / "dicemasters" / f"{lang}.md").read_text(encoding="utf-8")


def decisions_section(lang: str) -> str:
    text = page(lang)
    assert SECTION[lang] in text
    rest = text.split(SECTION[lang], 1)[1]
    return rest.split("\n## ", 1)[0]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("decision", list(DECISIONS))
def test_every_decision_of_the_specification_is_on_the_rules_page(decision: str, lang: str) -> None:
    section = decisions_section(lang)
    missing = [words for words in DECISIONS[decision][lang] if words not in section]
    assert not missing, (decision, lang, missing)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_page_tells_how_to_follow_and_skip_the_computer(lang: str) -> None:
    text = page(lang)
    assert "**N**" in text
    words = {
        "en": ("Skip ahead", "animation speed", "instant"),
        "ko": ("건너뛰기", "애니메이션 속도", "즉시"),
    }[lang]
    assert all(w in text for w in words)


def test_both_languages_list_as_many_decisions() -> None:
    counts = {
        lang: sum(1 for line in decisions_section(lang).splitlines() if line.startswith("- **"))
        for lang in ("en", "ko")
    }
    assert counts["en"] == counts["ko"] >= len(DECISIONS)
