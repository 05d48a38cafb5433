"""Korean particles (조사) chosen by the word before them: 이/가, 을/를, 은/는, 와/과, (으)로 and
the copula-like (이)나, (이)라, (이)랑, (이)며 ...

Templates keep a marked generic form right after a placeholder, e.g. ``"{player}이(가)"``,
``"{card}을(를)"`` or ``"{zone}(으)로"``; ``resolve`` replaces each marker by the form that fits
the final sound of the text before it (its 받침):

- a Hangul syllable by its final consonant; ㄹ takes 로, not 으로;
- a number by its Korean reading (3 삼 → 을, 2 이 → 를, 10 십 → 을, 7 칠 → 로, 1000 천 → 이);
- a Latin word by how Korean writes its English sound (Adam 애덤 → 이, Hulk 헐크 → 가,
  Bob 밥 → 이, Kyle 카일 → 로), and short capitals letter by letter (HQ 에이치큐 → 가);
- closing quotes, brackets and punctuation are skipped, and so is a parenthetical aside:
  in "헐크(캐릭터)은(는)" the particle follows 헐크.

Hand-written rather than the PyPI ``tossi`` library, because ``tossi`` leaves Latin words (seat
names such as "Ada") with the generic form and pulls two more dependencies for a small rule set.
"""

from __future__ import annotations

import re
from enum import Enum


class Coda(Enum):
    """How a word ends, as far as particles care."""

    VOWEL = "vowel"  # no final consonant: 가, 를, 는, 와, 로
    RIEUL = "rieul"  # final ㄹ: 이, 을, 은, 과, but 로
    CONSONANT = "consonant"  # any other final consonant: 이, 을, 은, 과, 으로


# generic marker -> (form after a final consonant, form after a vowel); (으)로 after ㄹ is 로
_PAIRS: dict[str, tuple[str, str]] = {
    "이(가)": ("이", "가"),
    "가(이)": ("이", "가"),
    "을(를)": ("을", "를"),
    "를(을)": ("을", "를"),
    "은(는)": ("은", "는"),
    "는(은)": ("은", "는"),
    "과(와)": ("과", "와"),
    "와(과)": ("과", "와"),
    "(으)로": ("으로", "로"),
    "(이)": ("이", ""),  # only before another syllable: (이)나, (이)라, (이)랑, (이)며, (이)든
}
# a bare "(이)" is a marker only when a syllable follows it ((이)나, (이)라는): elsewhere it is an aside
_MARKER = re.compile(
    r"이\(가\)|가\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)|\(으\)로|\(이\)(?=[가-힣])"
)
GENERIC_FORMS = (
    "(이)",
    "이(가)",
    "가(이)",
    "을(를)",
    "를(을)",
    "은(는)",
    "는(은)",
    "와(과)",
    "과(와)",
    "(으)",
)

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL_INDEX = 8  # ㄹ among the 28 final consonants (0 = none)
_SKIPPED = set(" \t\n.,!?:;…~·-–—'\"“”‘’`»›」』》〉】〕］]}")
_OPEN_OF = {")": "(", "）": "（"}
# compatibility jamo read by their names: 기역, 니은, ... (ㄹ 리을), vowels ㅏ 아 ...
_JAMO_CONSONANTS = "ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
# Korean names of the Latin letters, as their final sound: L 엘, M 엠, N 엔, R 알 end in a consonant
_LETTER_CODA = {"l": Coda.RIEUL, "r": Coda.RIEUL, "m": Coda.CONSONANT, "n": Coda.CONSONANT}
_VOWELS = set("aeiou")
_DIGIT_CODA = {
    "0": Coda.CONSONANT,
    "1": Coda.RIEUL,
    "2": Coda.VOWEL,
    "3": Coda.CONSONANT,
    "4": Coda.VOWEL,
    "5": Coda.VOWEL,
    "6": Coda.CONSONANT,
    "7": Coda.RIEUL,
    "8": Coda.RIEUL,
    "9": Coda.VOWEL,
}  # 영 일 이 삼 사 오 육 칠 팔 구


def _number_coda(number: str) -> Coda:
    """The last sound of a number read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구, then
    십 백 천 만 억 조 for the trailing zeros (10 십, 100 백, 1000 천, 10000 만, 100000 십만 ...)."""
    whole, _, fraction = number.replace(",", "").partition(".")
    fraction = fraction.rstrip("0")
    digits = fraction or whole or "0"  # 1.5 reads 일 점 오: its last digit decides
    last = digits[-1]
    if last != "0" or set(digits) == {"0"}:
        return _DIGIT_CODA[last]
    zeros = len(digits) - len(digits.rstrip("0"))
    return Coda.VOWEL if zeros >= 12 else Coda.CONSONANT  # 조 ends in a vowel; 십 백 천 만 억 do not


def _short_vowel_before(word: str, i: int) -> bool:
    """``word[i]`` is a single vowel letter with a consonant (or nothing) before it: "Bob", "Erik"."""
    return i >= 0 and word[i] in _VOWELS and (i == 0 or word[i - 1] not in _VOWELS)


def _latin_coda(word: str) -> Coda:
    """The final sound of an English word as Korean writes it (loanword spelling)."""
    if word.isupper() and (len(word) <= 3 or not set(word.lower()) & (_VOWELS | {"y"})):
        return _LETTER_CODA.get(word[-1].lower(), Coda.VOWEL)  # spelled out: HQ, KO, UN, NPC
    w = word.lower()
    last = w[-1]
    if w.endswith("ng") or last in "mn":
        return Coda.CONSONANT  # 맨, 애덤, 킹
    if last == "l":
        return Coda.RIEUL  # 빌, 헐
    if last == "e" and len(w) >= 3:
        before, before2 = w[-2], w[-3]
        if before in "mn" and (before2 in _VOWELS | {"y"} or before2 == before):
            return Coda.CONSONANT  # Jane 제인, Time 타임, Anne 앤
        if before == "l" and (before2 in _VOWELS | {"y"} or before2 == "l"):
            return Coda.RIEUL  # Kyle 카일, Cole 콜, Belle 벨
        return Coda.VOWEL  # Mike 마이크, Steve 스티브, Apple 애플
    if last in "kc":
        if w.endswith("ck") or _short_vowel_before(w, len(w) - 2):
            return Coda.CONSONANT  # Jack 잭, Erik 에릭, Doc 닥
        return Coda.VOWEL  # Hulk 헐크, Mark 마크
    if last in "tpb":
        if w.endswith(("tt", "pp", "bb")):
            return Coda.CONSONANT if _short_vowel_before(w, len(w) - 3) else Coda.VOWEL
        if last == "b" and w.endswith("mb"):
            return Coda.CONSONANT  # Lamb 램
        if _short_vowel_before(w, len(w) - 2):
            return Coda.CONSONANT  # Pat 팻, Cap 캡, Bob 밥, Robot 로봇
        return Coda.VOWEL  # Robert 로버트, Camp 캠프, Boot 부트
    return Coda.VOWEL  # vowels, r (피터), d (테드), g (그레그), s, x, z, f, v, h, w, y ...


def _strip_end(text: str) -> str:
    """``text`` without what a particle does not attach to: trailing quotes, closing brackets,
    punctuation and spaces, and a parenthetical aside after a word ("헐크(캐릭터)" -> "헐크")."""
    while text:
        last = text[-1]
        if last in _OPEN_OF:
            start = text.rfind(_OPEN_OF[last])
            if start > 0 and text[:start].strip():
                text = text[:start]
                continue
            text = text[:-1]
            continue
        if last in _SKIPPED:
            text = text[:-1]
            continue
        break
    return text


def coda(text: str) -> Coda:
    """How ``text`` ends when read aloud in Korean (``Coda.VOWEL`` when nothing is readable)."""
    text = _strip_end(text)
    if not text:
        return Coda.VOWEL
    last = text[-1]
    code = ord(last)
    if _HANGUL_FIRST <= code <= _HANGUL_LAST:
        final = (code - _HANGUL_FIRST) % 28
        if final == 0:
            return Coda.VOWEL
        return Coda.RIEUL if final == _RIEUL_INDEX else Coda.CONSONANT
    if last in _JAMO_CONSONANTS:
        return Coda.RIEUL if last == "ㄹ" else Coda.CONSONANT
    if last.isascii() and last.isdigit():
        m = re.search(r"[0-9][0-9,]*(?:\.[0-9]+)?$", text)
        return _number_coda(m.group(0) if m else last)
    if last.isascii() and last.isalpha():
        m = re.search(r"[A-Za-z]+$", text)
        return _latin_coda(m.group(0) if m else last)
    return Coda.VOWEL


def particle(marker: str, before: str) -> str:
    """The form of the generic ``marker`` (e.g. ``"을(를)"``) that follows ``before``."""
    consonant_form, vowel_form = _PAIRS[marker]
    end = coda(before)
    if end is Coda.VOWEL or (end is Coda.RIEUL and marker == "(으)로"):
        return vowel_form
    return consonant_form


# the pronouns that change before the subject particle 가: 나 → 내가, 저 → 제가, 너 → 네가
_SUBJECT_PRONOUNS = {"나": "내", "저": "제", "너": "네"}


def _merged_subject(piece: str, marker: str) -> str | None:
    """The pronoun's subject form when ``piece`` ends with 나, 저 or 너 standing alone (not the
    end of a longer word) and the marker is the subject particle; else None."""
    if marker not in ("이(가)", "가(이)") or not piece or piece[-1] not in _SUBJECT_PRONOUNS:
        return None
    if len(piece) >= 2 and _HANGUL_FIRST <= ord(piece[-2]) <= _HANGUL_LAST:
        return None  # 하나가, 그저가: part of a word
    return _SUBJECT_PRONOUNS[piece[-1]]


def leading_subject(text: str, before: str) -> str | None:
    """When ``text`` (one piece of a line) opens with the subject particle and ``before`` ends
    with 나, 저 or 너 standing alone, that pronoun's subject form (내, 제, 네) for the piece
    before to end with; else None."""
    m = _MARKER.match(text)
    return _merged_subject(before, m.group(0)) if m else None


def resolve(text: str, before: str = "") -> str:
    """``text`` with every generic particle marker replaced by the form that fits the text
    before it (``before`` is what precedes ``text`` when it is one piece of a longer line)."""
    if "(" not in text:
        return text
    out: list[str] = []
    pos = 0
    context = before
    for m in _MARKER.finditer(text):
        piece = text[pos : m.start()]
        out.append(piece)
        context += piece
        chosen = particle(m.group(0), context)
        merged = _merged_subject(piece, m.group(0))
        if merged is not None:  # 나 + 가 is 내가: the pronoun itself changes
            out[-1] = piece[:-1] + merged
            context = context[:-1] + merged
            chosen = "가"
        out.append(chosen)
        context += chosen
        pos = m.end()
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)


def has_generic(text: str) -> bool:
    """True when ``text`` still shows a generic particle form such as 을(를) or (으)로."""
    return any(form in text for form in GENERIC_FORMS)
