"""Which cards the team builder shows, and in what order: search by name, the filters (energy
type, affiliation, rarity, cost, "has a Global") and the sort.

A ``CardFilter`` is a plain value: the builder keeps one and replaces it when a control
changes. ``team_columns`` turns the cards it lets through into the grid's columns: sorted by
number or by name, a character's versions stay together in one column (its lowest number, or
its name, decides where the column goes); sorted by cost or by energy type, the columns are the
runs of equal cost or equal type. The search matches the English and the Korean name and
subtitle, whatever the language shown, ignoring case, and follows Hangul as it is composed.
Nothing here draws or knows a rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, get_args

from game.dicemasters.cards import (
    ACTION_CARDS,
    AFFILIATIONS,
    BASIC_ACTION_CARDS,
    CARDS,
    CHARACTER_CARDS,
    ENERGY_TYPES,
    LANGS,
    RARITIES,
)

SortKey = Literal["number", "name", "cost", "energy"]
SORTS: tuple[SortKey, ...] = get_args(SortKey)
NO_AFFILIATION = "none"
AFFILIATION_CHOICES: tuple[str, ...] = (*AFFILIATIONS, NO_AFFILIATION)
# cost buckets: key -> lowest and highest cost (the set's costs run from 2 to 7)
COST_BUCKETS: dict[str, tuple[int, int]] = {
    "low": (0, 3),
    "4": (4, 4),
    "5": (5, 5),
    "6": (6, 6),
    "high": (7, 99),
}
# every card a team may hold (characters and the non-basic action cards), by number
TEAM_CARDS: tuple[str, ...] = tuple(sorted(CHARACTER_CARDS + ACTION_CARDS, key=lambda c: CARDS[c].number))
ALL_CARDS = len(TEAM_CARDS) + len(BASIC_ACTION_CARDS)


def slug(value: str) -> str:
    """A filter value as it is written in string keys ("Fantastic Four" -> "fantastic_four")."""
    return value.lower().replace(" ", "_").replace("-", "_")


def _names(cid: str) -> str:
    """What the search looks in: the name and subtitle in every language, folded."""
    parts: list[str] = []
    for lang in LANGS:
        t = CARDS[cid].texts[lang]
        parts += [str(t.get("name") or ""), str(t.get("subtitle") or "")]
    return " ".join(parts).casefold()


_SEARCH = {cid: _names(cid) for cid in CARDS}

# Hangul as it is typed: the input method shows a bare consonant (ㅎ), then a syllable without
# its final consonant (허), before the syllable is whole (헐). A bare initial consonant matches
# every syllable that starts with it, and a last syllable without a final consonant matches it
# with any final, so the cards being looked for stay shown while a name is typed.
_SYLLABLES, _PER_INITIAL, _FINALS = 0xAC00, 21 * 28, 28
_INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"


def _letter(ch: str, last: bool) -> str:
    code = ord(ch)
    if ch in _INITIALS:
        first = _SYLLABLES + _INITIALS.index(ch) * _PER_INITIAL
        return f"[{re.escape(ch)}{chr(first)}-{chr(first + _PER_INITIAL - 1)}]"
    if last and _SYLLABLES <= code < _SYLLABLES + 19 * _PER_INITIAL and (code - _SYLLABLES) % _FINALS == 0:
        return f"[{ch}-{chr(code + _FINALS - 1)}]"
    return re.escape(ch)


@lru_cache(maxsize=256)
def _pattern(word: str) -> re.Pattern[str]:
    """What a search word matches (see above); other letters match themselves."""
    return re.compile("".join(_letter(ch, i == len(word) - 1) for i, ch in enumerate(word)))


@dataclass(frozen=True)
class CardFilter:
    """The search text, one choice per filter (None: any) and the sort."""

    query: str = ""
    energy: str | None = None
    affiliation: str | None = None  # one of AFFILIATION_CHOICES
    rarity: str | None = None
    cost: str | None = None  # a key of COST_BUCKETS
    has_global: bool = False
    sort: SortKey = "number"

    def __post_init__(self) -> None:
        for value, allowed, what in (
            (self.energy, ENERGY_TYPES, "energy type"),
            (self.affiliation, AFFILIATION_CHOICES, "affiliation"),
            (self.rarity, RARITIES, "rarity"),
            (self.cost, tuple(COST_BUCKETS), "cost bucket"),
        ):
            if value is not None and value not in allowed:
                raise ValueError(f"unknown {what} {value!r}")
        if self.sort not in SORTS:
            raise ValueError(f"unknown sort {self.sort!r}")

    @property
    def narrows(self) -> bool:
        """Whether anything (search or filter, not the sort) leaves cards out."""
        return self != CardFilter(sort=self.sort)

    def matches(self, cid: str) -> bool:
        card = CARDS[cid]
        words = self.query.casefold().split()
        if words and not all(_pattern(w).search(_SEARCH[cid]) for w in words):
            return False
        if self.energy is not None and card.energy != self.energy:
            return False
        if self.affiliation is not None:
            if self.affiliation == NO_AFFILIATION:
                if card.affiliations:
                    return False
            elif self.affiliation not in card.affiliations:
                return False
        if self.rarity is not None and card.rarity != self.rarity:
            return False
        if self.cost is not None:
            low, high = COST_BUCKETS[self.cost]
            if not low <= card.cost <= high:
                return False
        return not (self.has_global and not card.has_global)

    def shown(self, cards: Iterable[str]) -> list[str]:
        return [c for c in cards if self.matches(c)]

    def count(self) -> int:
        """How many of the set's cards (team cards and basic action cards) pass."""
        return len(self.shown(TEAM_CARDS)) + len(self.shown(BASIC_ACTION_CARDS))


def _name_key(cid: str, lang: str) -> tuple[str, str, int]:
    t = CARDS[cid].texts[lang if lang in LANGS else "en"]
    return (str(t["name"]).casefold(), str(t.get("subtitle") or "").casefold(), CARDS[cid].number)


def _energy_rank(cid: str) -> int:
    energy = CARDS[cid].energy
    return ENERGY_TYPES.index(energy) if energy in ENERGY_TYPES else len(ENERGY_TYPES)


def team_columns(f: CardFilter, lang: str, cards: Sequence[str] = TEAM_CARDS) -> list[list[str]]:
    """The grid's columns for the cards ``f`` lets through, in ``f``'s order (see the module doc)."""
    shown = f.shown(cards)
    if f.sort in ("number", "name"):
        groups: dict[str, list[str]] = {}
        for cid in sorted(shown, key=lambda c: CARDS[c].number):
            groups.setdefault(CARDS[cid].character or cid, []).append(cid)
        columns = list(groups.values())
        if f.sort == "name":
            for col in columns:
                col.sort(key=lambda c: _name_key(c, lang))
            columns.sort(key=lambda col: _name_key(col[0], lang))
        return columns
    if f.sort == "cost":
        ordered = sorted(shown, key=lambda c: (CARDS[c].cost, _name_key(c, lang)))
        key = [CARDS[c].cost for c in ordered]
    else:
        ordered = sorted(shown, key=lambda c: (_energy_rank(c), CARDS[c].cost, _name_key(c, lang)))
        key = [_energy_rank(c) for c in ordered]
    runs: list[list[str]] = []
    for i, cid in enumerate(ordered):
        if i and key[i] == key[i - 1]:
            runs[-1].append(cid)
        else:
            runs.append([cid])
    return runs


__all__ = [
    "CardFilter",
    "SortKey",
    "SORTS",
    "AFFILIATION_CHOICES",
    "NO_AFFILIATION",
    "COST_BUCKETS",
    "TEAM_CARDS",
    "ALL_CARDS",
    "team_columns",
    "slug",
]
