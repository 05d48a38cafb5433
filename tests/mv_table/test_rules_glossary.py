"""The MetaVersus rules page says what the engine does, in both languages: every decision of the
rules specification (the A-numbered defaults) has its topic on the page, the round is played
out after HP falls to 0, defense stays until used; the card packs (each one's identity, the five
combinations, how the exchange is dealt) and the Aether Rift expansion (aether, Surge, its setup
tile with the numbers of ``packs.json``) are on it; and every Korean MetaVersus text uses the
glossary's word for each thing (the rulebook's terms), never a listed variant."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.metaversus import MetaVersus
from game.metaversus.cards import COMBINATIONS, PACK_INFO, PackKind

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT.parent / "shared" / "rules" / "metaversus.md"
PAGES = {
    lang: (ROOT / "assets" / "rules" / "metaversus" / f"{lang}.md").read_text(encoding="utf-8")
    for lang in ("en", "ko")
}
GLOSSARY = json.loads((ROOT / "assets" / "i18n" / "glossary" / "metaversus.json").read_text(encoding="utf-8"))

# Each decision of the specification (its table rows A1-A36) and the words that carry its
# topic on the rules page, in English and in Korean.
DECISIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "A1": (("40 HP", "40 max HP"), ("체력과 최대 체력은 40",)),
    "A2": (("Stone (currency, cost 0, 1 gem)",), ("돌(재화카드, 구매가 0, 1 젬)",)),
    "A3": (("Dagger (weapon, cost 0, 1 damage)",), ("단검(무기카드, 구매가 0, 피해 1)",)),
    "A4": (("its pile never runs out", "Dagger is not sold"), ("더미가 떨어지지 않습니다", "단검은")),
    "A5": (("40 exchange kinds",), ("거래소 카드 40종류",)),
    "A6": (("12 characters",), ("캐릭터 12명",)),
    "A7": (("The keywords are",), ("키워드:",)),
    "A8": (("then the first player 0 more", "a variant allows 1"), ("다시 선공은 0종류", "1종류")),
    "A9": (
        ("bottom of the exchange deck", "refilled at once"),
        ("거래소 카드더미 맨 밑", "바로 다시 채웁니다"),
    ),
    "A10": (("one shared row",), ("한 줄로 함께",)),
    "A11": (("same time and in secret", "may pick the same"), ("동시에 몰래", "같은 캐릭터를 골라도")),
    "A12": (("coin toss",), ("동전 던지기",)),
    "A13": (("6 copies", "no pile-out rule"), ("6장씩", "더미가 비어도")),
    "A14": (("needs 0 AP costs nothing",), ("필요 행동력이 0인",)),
    "A15": (("any +buy gained before a purchase counts",), ("구매 전에 얻은 추가 구매",)),
    "A16": (("gems left over stay",), ("남은 젬으로",)),
    "A17": (
        ("goes to your play area unless the card says otherwise",),
        ("따로 지시가 없으면 구매한 카드처럼",),
    ),
    "A18": (
        ("extra instructions happen as it is played", "hits the opponent once"),
        ("추가 지시는 낼 때", "한 번에"),
    ),
    "A19": (("action card or an ability", "its own hit"), ("행동카드나 능력의 피해", "따로 한 번의 피해")),
    "A20": (("Defense stays until damage uses it up",), ("방어력은 피해로 다 쓰일 때까지 남습니다",)),
    "A21": (
        ("never goes above max HP", "not stopped at 0", "no limit to defense or stars"),
        ("최대 체력을 넘지 않습니다", "0에서 멈추지 않고", "상한이 없습니다"),
    ),
    "A22": (("you draw 5",), ("5장을 뽑습니다",)),
    "A23": (("cards in the play area are not shuffled in",), ("카드 내기 공간의 카드는 섞지 않습니다",)),
    "A24": (("removed pile", "Each duelist has their own"), ("제거 카드더미", "결투가마다 따로")),
    "A25": (('"Cubes"',), ('"큐브"',)),
    "A26": (("Hidden", "Public"), ("비공개 정보", "공개된 정보")),
    "A27": (
        ("start of each of the opponent's phases", "just before their combat damage"),
        ("상대의 각 단계가 시작될 때", "공격 피해를 받기 직전"),
    ),
    "A28": (("counted for the whole match",), ("경기 전체에서 셉니다",)),
    "A29": (
        ("never an effect of an action, currency or weapon card",),
        ("행동카드, 재화카드, 무기카드의 효과가 아닙니다",),
    ),
    "A30": (
        ("during the second player's turn, the match ends when that turn is over",),
        ("후공의 차례 중에 일어났다면",),
    ),
    "A31": (("Equal HP is a draw", "more stars wins"), ("체력이 같으면 무승부", "스타가 많은 쪽 승리")),
    "A32": (("even when both are below 0",), ("둘 다 0 아래여도",)),
    "A33": (("the first to reach 10 wins",), ("먼저 10개에 닿은 결투가가 이깁니다",)),
    "A34": (('"You win" or "you lose the match"',), ('"경기에서 승리/패배합니다"',)),
    "A35": (
        ("second player's 30th turn", "each duelist counts their own turns"),
        ("후공의 30번째 차례", "차례 수는 결투가마다"),
    ),
    "A36": (
        ("base packs Beginner, Casual and Vanilla and the expansion Aether Rift", "Decision"),
        ("기본팩 비기너, 캐주얼, 바닐라와 확장팩 에테르 균열", "이 버전의 결정"),
    ),
}


def spec_decisions() -> list[str]:
    return re.findall(r"^\| (A\d+) \|", SPEC.read_text(encoding="utf-8"), re.M)


def test_the_table_of_decisions_is_the_specifications():
    if not SPEC.exists():
        pytest.skip("the rules specification is not beside the project")
    assert spec_decisions() == list(DECISIONS)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_decision_of_the_specification_is_on_the_rules_page(lang):
    page = PAGES[lang]
    missing = [
        (d, phrase)
        for d, words in DECISIONS.items()
        for phrase in words[0 if lang == "en" else 1]
        if phrase not in page
    ]
    assert not missing, missing


def test_the_rules_page_says_what_the_engine_does_about_the_end_and_defense():
    en, ko = PAGES["en"], PAGES["ko"]
    assert "as soon as" not in en and "the round is played out" in en
    assert "후공의 차례까지 진행한 뒤" in ko
    assert MetaVersus.OPTIONS["defense_reset"].default == "never"
    assert "Defense stays until damage uses it up" in en and "방어력은 피해로 다 쓰일 때까지 남습니다" in ko
    assert MetaVersus.OPTIONS["hp"].default == 40 and MetaVersus.OPTIONS["max_turns"].default == 30
    for key in ("N", "D", "Skip"):
        assert f"**{key}**" in en or f" {key} " in en
    assert "**N**" in ko and "**D**" in ko and "건너뛰기" in ko


# -- the glossary ---------------------------------------------------------------------------------
def pack_files() -> list[str]:
    """The data files of every pack that has its cards already (a pack being written has none)."""
    return [
        name
        for pack in PACK_INFO.values()
        for name in pack.files
        if (ROOT / "assets" / "cards" / "metaversus" / name).exists()
    ]


def korean_texts() -> dict[str, str]:
    """Every Korean text of MetaVersus: its string tables, its cards, its rules page and the
    title screen's lines about it."""
    out: dict[str, str] = {}
    for area in ("metaversus", "mv_ui"):
        for key, value in json.loads(
            (ROOT / "assets" / "i18n" / area / "ko.json").read_text(encoding="utf-8")
        ).items():
            out[f"{area}:{key}"] = value
    for key, value in json.loads((ROOT / "assets" / "i18n" / "ko.json").read_text(encoding="utf-8")).items():
        if "metaversus" in key or key.startswith("over.mv."):  # (the game-over screen's own words too)
            out[f"ko.json:{key}"] = value
    for name in pack_files():
        data = json.loads((ROOT / "assets" / "cards" / "metaversus" / name).read_text(encoding="utf-8"))
        for card in data.get("cards", []) + data.get("characters", []):
            out[f"{card['id']}:name"] = card["name"]["ko"]
            out[f"{card['id']}:text"] = card["text"]["ko"]
            if "short" in card:
                out[f"{card['id']}:short"] = card["short"]["ko"]
    for pack in PACK_INFO.values():
        out[f"packs.json:{pack.id}"] = f"{pack.name['ko']} {pack.identity['ko']}"
    out["rules/ko.md"] = PAGES["ko"]
    return out


def variants_in(texts: dict[str, str]) -> list[tuple[str, str, str]]:
    return [
        (where, term["ko"], v)
        for where, text in texts.items()
        for term in GLOSSARY
        for v in term["avoid"]
        if v in text
    ]


def test_the_glossary_lists_the_rulebooks_terms():
    assert all(set(term) >= {"en", "ko", "avoid"} and term["en"] and term["ko"] for term in GLOSSARY)
    words = {term["ko"] for term in GLOSSARY}
    assert {
        "카드 내기 공간",
        "버린 덱",
        "뽑기 덱",
        "공격단계",
        "정리단계",
        "거래소 카드더미",
        "재화카드",
    } <= words
    for term in GLOSSARY:  # no word of the glossary is listed as a variant of another
        for other in GLOSSARY:
            assert not any(v == other["ko"] for v in term["avoid"]), (term, other)


def test_no_korean_metaversus_text_uses_a_variant_of_a_glossary_term():
    assert not variants_in(korean_texts())


def test_the_variant_check_finds_a_variant():
    found = variants_in({"made up": "버린 더미에 두고 플레이 영역을 비웁니다"})
    assert {v for _, _, v in found} == {"버린 더미", "플레이 영역"}


def test_the_glossary_terms_are_the_ones_the_screens_use():
    texts = korean_texts()
    joined = "\n".join(v for k, v in texts.items() if k.startswith("mv_ui:"))
    for word in (
        "카드 내기 공간",
        "버린 덱",
        "뽑기 덱",
        "제거 카드더미",
        "공격",
        "정리",
        "제외",
        "선공",
        "구매가",
    ):
        assert word in joined, word


def test_the_glossary_names_the_packs_and_the_expansions_words_with_a_line_about_each():
    by_en = {term["en"]: term for term in GLOSSARY}
    wanted = {
        "pack": "팩",
        "base pack": "기본팩",
        "expansion": "확장팩",
        "setup tile": "준비 타일",
        "aether": "에테르",
        "Surge": "분출",
        "Beginner pack": "비기너 팩",
        "Casual pack": "캐주얼 팩",
        "Vanilla pack": "바닐라 팩",
    }
    for en, ko in wanted.items():
        term = by_en[en]
        assert term["ko"] == ko, term
        about = term.get("about")
        assert isinstance(about, dict) and about.get("en") and about.get("ko"), term
        assert all(len(line) <= 120 and "\n" not in line for line in about.values()), term
    for pack in PACK_INFO.values():  # every pack's Korean name is the glossary's word
        if pack.kind is PackKind.BASE:
            assert by_en[f"{pack.name['en']} pack"]["ko"] == f"{pack.name['ko']} 팩"
    assert "6" in by_en["aether"]["about"]["en"] and "6" in by_en["aether"]["about"]["ko"]


# -- the card packs and the expansion on the rules page ----------------------------------------
PACKS_HEADING = {"en": "## Card packs", "ko": "## 카드팩"}
AETHER_HEADING = {"en": "## Aether Rift (expansion)", "ko": "## 에테르 균열 (확장팩)"}
JOIN = {"en": " + ", "ko": "+"}
NEWCOMERS = {"en": "(recommended for newcomers)", "ko": "(초심자 추천)"}


def section(page: str, heading: str) -> str:
    """The text of one ``##`` section of a rules page (empty if it is not there)."""
    if heading not in page:
        return ""
    rest = page.split(heading, 1)[1]
    return rest.split("\n## ", 1)[0]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_card_packs_section_names_each_pack_with_its_identity(lang):
    packs = section(PAGES[lang], PACKS_HEADING[lang])
    assert packs, "no card packs section"
    setup = "## Setup" if lang == "en" else "## 경기 준비"
    assert PAGES[lang].index(PACKS_HEADING[lang]) < PAGES[lang].index(setup)  # the packs are chosen first
    for pack in PACK_INFO.values():
        assert f"**{pack.name[lang]}**" in packs, pack.id
        assert pack.identity[lang] in packs, pack.id  # the same words as packs.json


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_card_packs_section_lists_the_five_combinations_and_the_newcomers_one(lang):
    packs = section(PAGES[lang], PACKS_HEADING[lang])
    assert len(COMBINATIONS) == 5
    for combo in COMBINATIONS:
        words = JOIN[lang].join(PACK_INFO[name].name[lang] for name in combo.packs.split("+"))
        assert words in packs, combo.packs
        if combo.newcomers:
            assert f"{words}{' ' if lang == 'en' else ''}{NEWCOMERS[lang]}" in packs
    assert sum(c.newcomers for c in COMBINATIONS) == 1


def test_the_card_packs_section_says_how_the_exchange_is_dealt_and_who_goes_second():
    en = section(PAGES["en"], PACKS_HEADING["en"])
    ko = section(PAGES["ko"], PACKS_HEADING["ko"])
    from game.metaversus.cards import BASE_KINDS, EXPANSION_KINDS

    assert f"{BASE_KINDS} kinds are dealt" in en and f"{BASE_KINDS}종류를 펼칩니다" in ko
    assert (
        f"{EXPANSION_KINDS} kinds are dealt from the base exchange deck and {EXPANSION_KINDS} from the expansion's"
        in en
    )
    assert (
        f"기본팩 거래소 카드더미에서 {EXPANSION_KINDS}종류, 확장팩 거래소 카드더미에서 {EXPANSION_KINDS}종류"
        in ko
    )
    assert "bottom of its own pack's deck" in en and "refilled from that same deck" in en
    assert "그 카드가 속한 팩의 카드더미 맨 밑" in ko and "같은 카드더미에서 다시 채웁니다" in ko
    assert "A newcomer goes second" in en and "처음인 결투가는 후공" in ko
    assert MetaVersus.OPTIONS["newcomer"].default == "none"


def test_the_aether_section_says_aether_is_kept_and_what_a_surge_does():
    en = section(PAGES["en"], AETHER_HEADING["en"])
    ko = section(PAGES["ko"], AETHER_HEADING["ko"])
    assert "kept from turn to turn" in en and "never lost at the end of a turn" in en
    assert "차례가 끝나도 남습니다" in ko and "차례가 끝날 때 사라지지 않습니다" in ko
    assert '"Surge N: you may spend N aether"' in en and "the rest of the card happens only then" in en
    assert "do not have N aether, the rest of the card does not happen" in en
    assert '"분출 N: 에테르 N을 쓸 수 있습니다"' in ko and "썼을 때에만 카드의 나머지 지시를 시전합니다" in ko
    assert "에테르가 N보다 적으면 나머지 지시는 시전하지 않습니다" in ko


def test_the_setup_tile_decision_has_the_numbers_of_packs_json():
    exp = [p for p in PACK_INFO.values() if p.kind is PackKind.EXPANSION]
    assert [p.id for p in exp] == ["aether"]
    tile = PACK_INFO["aether"].tile
    assert tile is not None
    first, second = tile.start_aether
    en = section(PAGES["en"], AETHER_HEADING["en"])
    ko = section(PAGES["ko"], AETHER_HEADING["ko"])
    assert "The guide says only that the expansion's tile decides how characters are revealed." in en
    assert (
        f"**Decision**: the Aether Rift tile reveals {tile.reveal_base} characters from the base character deck "
        f"and {tile.reveal_expansion} from the Rift's own deck in one row of {tile.reveal_base + tile.reveal_expansion}"
    ) in en
    assert "a banned character's place is refilled from the deck it came from" in en
    assert f"the first player starts with {first} aether and the second player with {second}" in en
    assert f"a duelist holds at most {tile.aether_cap} aether" in en
    assert "가이드는 확장팩의 타일이 캐릭터 공개 방법을 정한다고만 말합니다." in ko
    assert (
        f"**이 버전의 결정**: 에테르 균열 타일은 기본팩 캐릭터 카드더미에서 {tile.reveal_base}장, "
        f"에테르 균열의 캐릭터 카드더미에서 {tile.reveal_expansion}장을 한 줄로 "
        f"{tile.reveal_base + tile.reveal_expansion}장 공개합니다"
    ) in ko
    assert "제외한 캐릭터의 빈자리는 그 캐릭터가 있던 카드더미에서 다시 채웁니다" in ko
    assert f"선공은 에테르 {first}, 후공은 에테르 {second}를 가지고 시작합니다" in ko
    assert f"에테르를 최대 {tile.aether_cap}까지 가질 수 있습니다" in ko
    for lang, page in PAGES.items():  # the same numbers where the setup is told
        setup = section(page, "## Setup" if lang == "en" else "## 경기 준비")
        assert (f"starts with {first} aether" if lang == "en" else f"선공은 에테르 {first}") in setup
