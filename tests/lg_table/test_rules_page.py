"""The in-game Legendary rules say what the engine does: every Decision of the rules
specification is on the page in English and Korean, the Final Showdown is scored as the engine
scores it (Recruit + Attack), and the page names the key that skips the computer's moves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = {
    lang: (ROOT / "assets" / "rules" / "legendary" / f"{lang}.md").read_text(encoding="utf-8")
    for lang in ("en", "ko")
}
DECISIONS_HEAD = {"en": "## Decisions", "ko": "## 규칙 해석"}
SPEC = (
    ROOT.parent / "shared" / "rules" / "legendary.md"
)  # the specification beside the project, when it is there

# Each Decision of the specification: a phrase of it, then the words that must say it on each page
# (in its Decisions section). The first six are marked "Decision" in the specification; the last
# two are the decisions it lists without the mark.
TOPICS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        "its Fight effect happens after it is defeated",
        "marked",
        ("Fight effect", "after the defeat"),
        ("전투 효과", "물리친 다음"),
    ),
    (
        "starting with that player",
        "marked",
        ("Who starts the Final Showdown", "took the last Tactic"),
        ("파이널 쇼다운을 시작하는 사람", "마지막 전략을 가져온"),
    ),
    (
        "the last fight is fought in full",
        "marked",
        ("last fight is fought in full",),
        ("마지막 전투도 끝까지",),
    ),
    (
        "revealing or looking at cards from an empty deck",
        "marked",
        ("Revealing from a short deck",),
        ("덱이 모자랄 때 공개하기",),
    ),
    (
        "a Villain leaves with what it holds",
        "marked",
        ("A Villain leaves with what it holds",),
        ("빌런은 가진 것을 가지고 떠납니다",),
    ),
    (
        "an escape that counts as a Scheme Twist",
        "marked",
        ("Mystique's escape is a Scheme Twist",),
        ("미스틱의 탈출은 계획 변경",),
    ),
    (
        "Agents in a semi-cooperative game",
        "listed",
        ("Computer players", "team's win first"),
        ("컴퓨터 플레이어", "팀의 승리를 먼저"),
    ),
    ("Hidden information", "listed", ("What everyone sees", "private"), ("모두가 보는 것", "비공개")),
)


def decisions(lang: str) -> str:
    return PAGES[lang].split(DECISIONS_HEAD[lang], 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("topic", TOPICS, ids=[t[0] for t in TOPICS])
def test_each_decision_of_the_specification_is_on_the_page(
    topic: tuple[str, str, tuple[str, ...], tuple[str, ...]], lang: str
) -> None:
    words = topic[2] if lang == "en" else topic[3]
    section = decisions(lang)
    lines = [ln for ln in section.splitlines() if ln.startswith("- **") and all(w in ln for w in words)]
    assert len(lines) == 1, (lang, topic[0], lines)


def test_the_topics_are_every_decision_of_the_specification() -> None:
    if not SPEC.is_file():
        pytest.skip("the rules specification is not beside the project")
    spec = " ".join(SPEC.read_text(encoding="utf-8").split())  # its lines are wrapped
    marked = len(
        re.findall(r"\*\*Decision(?=[ :(])", spec)
    )  # not the "is marked **Decision**" of its preface
    assert marked == sum(1 for t in TOPICS if t[1] == "marked")
    for phrase, *_ in TOPICS:
        assert phrase in spec, phrase


def test_both_pages_have_as_many_decisions() -> None:
    counts = [sum(1 for ln in decisions(lang).splitlines() if ln.startswith("- **")) for lang in ("en", "ko")]
    assert counts[0] == counts[1] >= len(TOPICS)


def test_the_final_showdown_is_scored_as_the_engine_scores_it() -> None:
    """Recruit + Attack together are showdown points (the engine's ``showdown`` points), not "the
    most Attack"."""
    en = next(ln for ln in PAGES["en"].splitlines() if ln.startswith("- **Final Showdown**"))
    ko = next(ln for ln in PAGES["ko"].splitlines() if ln.startswith("- **파이널 쇼다운**"))
    assert "Recruit and Attack" in en and "most Attack" not in en
    assert "고용과 공격력" in ko and "가장 큰 공격력" not in ko


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_page_names_the_key_that_skips_the_computers_moves(lang: str) -> None:
    line = next(ln for ln in PAGES[lang].splitlines() if "**N**" in ln)
    assert ("next decision of a person" in line) if lang == "en" else ("다음 사람의 결정" in line)
