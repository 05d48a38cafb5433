"""Korean particles chosen by the word before them, in one place for the whole app: Hangul by its
final consonant, numbers by their Korean reading, Latin names by how Korean writes them, and the
same choice in the translator's output and in the coloured log segments."""

from __future__ import annotations

import logging
import string

import pytest

from game.dicemasters import card_name as dm_card
from game.dicemasters.records import Spin
from game.legendary import card_name as lg_card
from game.legendary.actions import CardPlayed, VillainEntered
from game.metaversus import card_name as mv_card
from game.metaversus.records import Buy, ResourceGained
from scenes import josa, log_text
from scenes.i18n import LANGUAGES, MISSING_VALUE, MissingParameter, Translator, load_table
from scenes.josa import Coda


def forms(word: str) -> str:
    """``word`` with each kind of particle, e.g. "헐크가 헐크를 헐크는 헐크와 헐크로 헐크나"."""
    return josa.resolve(
        " ".join(word + m for m in ("이(가)", "을(를)", "은(는)", "와(과)", "(으)로", "(이)나"))
    )


@pytest.mark.parametrize(
    "word, expected",
    [
        ("헐크", "헐크가 헐크를 헐크는 헐크와 헐크로 헐크나"),
        ("아이언맨", "아이언맨이 아이언맨을 아이언맨은 아이언맨과 아이언맨으로 아이언맨이나"),
        ("돌", "돌이 돌을 돌은 돌과 돌로 돌이나"),  # ㄹ takes 로
        ("둠봇 군단", "둠봇 군단이 둠봇 군단을 둠봇 군단은 둠봇 군단과 둠봇 군단으로 둠봇 군단이나"),
    ],
)
def test_hangul_words_by_their_final_consonant(word: str, expected: str) -> None:
    assert forms(word) == expected


@pytest.mark.parametrize(
    "number, subject, rieul_ro",
    [
        ("0", "이", "으로"),  # 영
        ("1", "이", "로"),  # 일
        ("2", "가", "로"),  # 이
        ("3", "이", "으로"),  # 삼
        ("4", "가", "로"),  # 사
        ("5", "가", "로"),  # 오
        ("6", "이", "으로"),  # 육
        ("7", "이", "로"),  # 칠
        ("8", "이", "로"),  # 팔
        ("9", "가", "로"),  # 구
        ("10", "이", "으로"),  # 십
        ("20", "이", "으로"),  # 이십
        ("100", "이", "으로"),  # 백
        ("1000", "이", "으로"),  # 천
        ("1,000", "이", "으로"),
        ("10000", "이", "으로"),  # 만
        ("1000000000000", "가", "로"),  # 조
        ("12", "가", "로"),  # 십이
        ("1.5", "가", "로"),  # 일 점 오
        ("-3", "이", "으로"),
        ("#666", "이", "으로"),  # 육백육십육
    ],
)
def test_numbers_by_their_korean_reading(number: str, subject: str, rieul_ro: str) -> None:
    assert josa.resolve(f"{number}이(가)") == number + subject
    assert josa.resolve(f"{number}(으)로") == number + rieul_ro


def test_the_examples_of_the_rule() -> None:
    assert josa.resolve("3을(를)") == "3을"
    assert josa.resolve("2을(를)") == "2를"
    assert josa.resolve("10을(를)") == "10을"
    assert josa.resolve("7(으)로") == "7로"


@pytest.mark.parametrize(
    "name, coda",
    [
        # seat names people type
        ("Ada", Coda.VOWEL),
        ("Bob", Coda.CONSONANT),
        ("Kyle", Coda.RIEUL),
        ("Jane", Coda.CONSONANT),
        ("Mike", Coda.VOWEL),
        ("Sam", Coda.CONSONANT),
        ("Will", Coda.RIEUL),
        ("Matt", Coda.CONSONANT),
        ("Max", Coda.VOWEL),
        ("Eric", Coda.CONSONANT),
        ("Jack", Coda.CONSONANT),
        ("Peter", Coda.VOWEL),
        ("Ted", Coda.VOWEL),
        ("Player 2", Coda.VOWEL),
        ("Bot 3", Coda.CONSONANT),
        # the games' own card names in English
        ("Hulk", Coda.VOWEL),
        ("Thor", Coda.VOWEL),
        ("Storm", Coda.CONSONANT),
        ("Iron Man", Coda.CONSONANT),
        ("Sentinel", Coda.RIEUL),
        ("Blob", Coda.CONSONANT),
        ("Dr. Doom", Coda.CONSONANT),
        ("Abomination", Coda.CONSONANT),
        ("Zzzax", Coda.VOWEL),
        ("Magneto", Coda.VOWEL),
        ("Aegis", Coda.VOWEL),
        ("Fireball", Coda.RIEUL),
        ("Dagger", Coda.VOWEL),
        ("Stone", Coda.CONSONANT),
        ("Diving Block", Coda.CONSONANT),
        ("Frost Giant", Coda.VOWEL),
        ("Chain Lightning", Coda.CONSONANT),
        ("Avengers Assemble!", Coda.VOWEL),
        ("Storm: 'Ro", Coda.VOWEL),
        ("Beast: Mutate #666", Coda.CONSONANT),
        ("Wound", Coda.VOWEL),
        ("Bystander", Coda.VOWEL),
        ("Oddball", Coda.RIEUL),
        # capitals read letter by letter, longer ones as words
        ("HQ", Coda.VOWEL),
        ("KO", Coda.VOWEL),
        ("UN", Coda.CONSONANT),
        ("A.I.M.", Coda.CONSONANT),
        ("S.H.I.E.L.D.", Coda.VOWEL),
        ("HYDRA", Coda.VOWEL),
        ("URL", Coda.RIEUL),
    ],
)
def test_latin_words_by_how_korean_writes_them(name: str, coda: Coda) -> None:
    assert josa.coda(name) is coda


def test_latin_seat_names_take_the_right_forms() -> None:
    assert forms("Ada") == "Ada가 Ada를 Ada는 Ada와 Ada로 Ada나"
    assert forms("Bob") == "Bob이 Bob을 Bob은 Bob과 Bob으로 Bob이나"
    assert forms("Kyle") == "Kyle이 Kyle을 Kyle은 Kyle과 Kyle로 Kyle이나"
    assert josa.resolve("Hulk이(가)") == "Hulk가"


@pytest.mark.parametrize(
    "lookup, card, subject",
    [
        (lg_card, "sentinel.sentinel", "센티널이"),
        (lg_card, "radiation.zzzax", "즈잭스가"),
        (lg_card, "dr_doom", "닥터 둠이"),
        (mv_card, "mv.sky.aegis", "아이기스가"),
        (dm_card, "avx-003", "비스트: 뮤테이트 #666이"),
        (dm_card, "avx-021", "스톰: '로가"),
    ],
)
def test_korean_card_names_from_the_card_data(lookup, card: str, subject: str) -> None:  # type: ignore[no-untyped-def]
    assert josa.resolve(lookup(card, "ko") + "이(가)") == subject


def test_quotes_brackets_punctuation_and_asides_are_skipped() -> None:
    assert josa.resolve("'헐크'을(를)") == "'헐크'를"
    assert josa.resolve("「돌」(으)로") == "「돌」로"
    assert josa.resolve('"아이언맨"와(과)') == '"아이언맨"과'
    assert josa.resolve("어벤져스 어셈블!을(를)") == "어벤져스 어셈블!을"
    assert josa.resolve("S.H.I.E.L.D.은(는)") == "S.H.I.E.L.D.는"
    # an aside in parentheses after a word: the particle follows the word
    assert josa.resolve("헐크(캐릭터)은(는)") == "헐크(캐릭터)는"
    assert josa.resolve("돌(재화)(으)로") == "돌(재화)로"
    # brackets around the whole word: the word inside decides
    assert josa.resolve("(센티널)이(가)") == "(센티널)이"


def test_reversed_markers_and_the_copula_forms() -> None:
    assert josa.resolve("헐크가(이) 돌를(을) 돌는(은) 헐크과(와)") == "헐크가 돌을 돌은 헐크와"
    assert josa.resolve("돌(이)라는 카드") == "돌이라는 카드"
    assert josa.resolve("헐크(이)랑 돌(이)며") == "헐크랑 돌이며"
    assert josa.resolve("보기 (이) 끝") == "보기 (이) 끝"  # not a marker: nothing follows it


def test_text_before_a_piece_decides_its_first_particle() -> None:
    assert josa.resolve("을(를) 냅니다", before="플레이어 2가 돌") == "을 냅니다"
    assert josa.resolve("을(를) 냅니다", before="Ada가 헐크") == "를 냅니다"
    assert josa.resolve("(으)로 이동", before="") == "로 이동"  # nothing before: the vowel form
    assert not josa.has_generic(forms("Bob"))
    assert josa.has_generic("돌을(를)") and josa.has_generic("(으)로")


def test_the_translator_output_chooses_the_particles() -> None:
    tr = Translator("ko")
    assert tr("event.legendary.villain_entered", card="센티널", space=0) == "센티널이 하수구에 들어옵니다"
    assert tr("event.legendary.villain_entered", card="즈잭스", space=0) == "즈잭스가 하수구에 들어옵니다"
    assert tr("pause.saved", file="save.json") == "save.json으로 저장했습니다"
    assert tr("pause.saved", file="slot 2") == "slot 2로 저장했습니다"
    assert (
        tr("event.legendary.villain_entered", "en", card="Sentinel", space=0) == "Sentinel enters the Sewers"
    )


def test_log_segments_choose_the_particle_after_a_filled_segment() -> None:
    tr = Translator("ko")
    names = ["Ada", "플레이어 2"]
    stone = ResourceGained(player=0, resource="gems", amount=1, card="mv.stone")
    pieces = log_text.segments(tr, "metaversus", stone, names, "ko")
    assert "".join(text for text, _ in pieces) == "Ada가 돌로 젬 1을 얻습니다"
    assert ("Ada", "player") in pieces and ("돌", "card") in pieces  # the names keep their colour
    two = ResourceGained(player=1, resource="ap", amount=2, card="mv.sky.aegis")
    assert log_text.plain(tr, "metaversus", two, names, "ko") == "플레이어 2가 아이기스로 행동력 2를 얻습니다"
    played = CardPlayed(player=0, card="sentinel.sentinel")
    assert log_text.plain(tr, "legendary", played, ["Bob"], "ko") == "Bob이 센티널을 사용합니다"
    entered = VillainEntered(card="radiation.zzzax", space=0)
    assert log_text.plain(tr, "legendary", entered, ["Bob"], "ko") == "즈잭스가 하수구에 들어옵니다"


def test_the_pronouns_na_jeo_neo_take_their_own_subject_forms() -> None:
    """나, 저 and 너 are not followed by 가 but change: 내가, 제가, 네가 (only as whole words)."""
    assert josa.resolve("나이(가) 간다") == "내가 간다"
    assert josa.resolve("저이(가) 간다") == "제가 간다"
    assert josa.resolve("그때 너이(가) 이겼다") == "그때 네가 이겼다"
    assert josa.resolve("하나이(가) 남았다") == "하나가 남았다"  # the end of a longer word
    assert josa.resolve("나을(를) 본다, 나은(는) 간다") == "나를 본다, 나는 간다"  # other particles stay
    tr = Translator("ko")
    played = CardPlayed(player=0, card="sentinel.sentinel")
    pieces = log_text.segments(tr, "legendary", played, ["나"], "ko")
    assert "".join(text for text, _ in pieces) == "내가 센티널을 사용합니다"
    assert ("내", "player") in pieces  # the name keeps its colour
    assert log_text.plain(tr, "legendary", played, ["하나"], "ko") == "하나가 센티널을 사용합니다"


def test_an_action_is_said_of_the_deciding_player() -> None:
    tr = Translator("ko")
    buy = Buy(card="mv.stone")
    assert log_text.plain(tr, "metaversus", buy, ["Ada", "Bob"], "ko", player=1) == "Bob이 돌을 구매합니다"
    assert log_text.plain(tr, "metaversus", buy, ["Ada", "Bob"], "en", player=0) == "Ada buys Stone"
    spin = Spin(card="avx-003", target="d1", direction="up")
    assert (
        log_text.plain(tr, "dicemasters", spin, ["Ada", "Bob"], "ko", player=0)
        == "Ada: 비스트: 뮤테이트 #666으로 캐릭터 레벨 올림"
    )
    assert log_text.plain(tr, "dicemasters", spin, ["Ada", "Bob"], "en", player=0).endswith(
        "a character up with Beast: Mutate #666"
    )


def test_a_missing_parameter_raises_in_strict_mode_naming_key_and_parameter() -> None:
    tr = Translator("ko")
    tr.strict = True
    with pytest.raises(MissingParameter) as caught:
        tr("event.legendary.villain_entered")
    assert isinstance(caught.value, KeyError)
    assert caught.value.key == "event.legendary.villain_entered" and caught.value.param == "card"
    assert "event.legendary.villain_entered" in str(caught.value) and "{card}" in str(caught.value)
    with pytest.raises(MissingParameter, match="player"):
        log_text.plain(tr, "metaversus", Buy(card="mv.stone"), ["Ada", "Bob"], "ko")  # whose move?


def test_normal_play_fills_the_rest_and_logs_the_key_once(caplog: pytest.LogCaptureFixture) -> None:
    tr = Translator("ko")
    tr.strict = False
    with caplog.at_level(logging.WARNING, logger="scenes.i18n"):
        first = tr("event.metaversus.resource_gained", player="Ada", card="돌", resource="젬")
        again = tr("event.metaversus.resource_gained", player="Ada", card="돌", resource="젬")
        piece = log_text.plain(tr, "metaversus", Buy(card="mv.stone"), ["Ada"], "ko")
    assert first == again == f"Ada가 돌로 젬 {MISSING_VALUE}을 얻습니다"  # "…" is skipped: 젬 decides
    assert "{" not in first and piece == f"{MISSING_VALUE}가 돌을 구매합니다"
    warned = [r for r in caplog.records if "resource_gained" in r.getMessage()]
    assert len(warned) == 1 and "amount" in warned[0].getMessage()
    # a spec such as {delta:+d} with its value missing still gives text, not a crash
    spec_key = next(k for k, v in load_table("en").items() if ":+d}" in v)
    assert "{" not in tr(spec_key, "en")


def test_the_environment_turns_strict_mode_on_and_off(monkeypatch: pytest.MonkeyPatch) -> None:
    tr = Translator("ko")
    monkeypatch.setenv("DICE_AND_DECK_STRICT_STRINGS", "1")
    with pytest.raises(MissingParameter):
        tr("pause.saved")
    monkeypatch.setenv("DICE_AND_DECK_STRICT_STRINGS", "0")
    assert tr("pause.saved") == f"{MISSING_VALUE}로 저장했습니다"


SAMPLES: list[object] = ["헐크", "아이언맨", "센티널", "Ada", "Bob", "Kyle", 3, 2, 10, 7, "'돌'"]


def _sample_params(template: str, sample: object) -> dict[str, object]:
    params: dict[str, object] = {}
    for _literal, field, spec, _conv in string.Formatter().parse(template):
        if field:
            params[field] = (
                (sample if isinstance(sample, int) else 1) if spec and spec[-1] in "dif" else sample
            )
    return params


def test_every_korean_template_renders_without_a_generic_particle() -> None:
    tr = Translator("ko")
    tables = {lang: load_table(lang) for lang in LANGUAGES}
    marked = [k for k, v in tables["ko"].items() if josa.has_generic(v)]
    assert len(marked) > 50  # the tables do use the marked forms
    checked = 0
    for key, template in tables["ko"].items():
        for sample in SAMPLES:
            text = tr(key, **_sample_params(template, sample))
            assert not josa.has_generic(text), (key, sample, text)
            if "{{" not in template:
                assert "{" not in text and "}" not in text, (key, text)
            checked += 1
    assert checked >= len(tables["ko"]) * len(SAMPLES)


def test_no_korean_template_hard_codes_a_particle_after_a_placeholder() -> None:
    import re

    fixed = re.compile(r"\}(이|가|을|를|은|는|와|과|으로|로)(?![가-힣(])")
    bad = {k: v for k, v in load_table("ko").items() if fixed.search(v)}
    # "(이)" forms and 의/에/에서/도/만 do not change; 이/가 ... after a placeholder must be marked
    assert bad == {}
