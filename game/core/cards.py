"""Cards as data plus checked code: what the three games' card loaders share.

Card data is JSON in ``assets/cards/<game>/``; a card whose text needs code has an ability
registered by card id with the text it implements quoted beside it::

    ABILITIES = Abilities("dicemasters")

    @ABILITIES.ability("avx-013", "When Hulk is fielded, deal 2 damage to target character.")
    def hulk_fielded(g, task): ...

``Abilities.check(printed)`` refuses, in one message, a card whose text needs code but has none, an
ability registered for a card that does not exist, and a quoted text that differs from the data
(spaces and line breaks aside). Each game's loader calls it once at import, so a newcomer who adds
a card cannot forget either half.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

F = TypeVar("F")  # a card's code: a function, or a program kept as data (MetaVersus)
ASSETS = Path(__file__).resolve().parents[2] / "assets" / "cards"


class CardDataError(ValueError):
    """Card data or card code that does not agree with itself: the message says where."""


def data_dir(game: str) -> Path:
    return ASSETS / game


def read_json(path: Path) -> dict[str, Any]:
    """A card data file as a JSON object, or a ``CardDataError`` naming the file and the fault."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardDataError(f"card data file {path.name} is missing") from None
    except json.JSONDecodeError as exc:
        raise CardDataError(
            f"card data file {path.name} is not valid JSON (line {exc.lineno}: {exc.msg})"
        ) from None
    if not isinstance(data, dict):
        raise CardDataError(f"card data file {path.name} must hold a JSON object")
    return data


def need_int(raw: Mapping[str, Any], key: str, where: str, default: int | None = None, low: int = 0) -> int:
    """``raw[key]`` as a whole number of at least ``low`` (``default`` when absent, if given)."""
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise CardDataError(f"{where}: {key!r} must be a whole number of at least {low}, not {value!r}")
    return value


def need_str(raw: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = raw.get(key, default)
    if not isinstance(value, str) or not value:
        raise CardDataError(f"{where}: {key!r} must be a non-empty text, not {value!r}")
    return value


def texts(raw: Any, where: str) -> dict[str, str]:
    """A text in both languages: ``{"en": ..., "ko": ...}``."""
    if not isinstance(raw, dict) or not isinstance(raw.get("en"), str) or not isinstance(raw.get("ko"), str):
        raise CardDataError(f"{where}: needs 'en' and 'ko' texts")
    return {"en": raw["en"], "ko": raw["ko"]}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class Ability(Generic[F]):
    card: str
    text: str
    fn: F
    hook: str = ""


class Abilities(Generic[F]):
    """The card code of one game, by card id (and hook name, where a card has several)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.by_key: dict[tuple[str, str], Ability[F]] = {}

    def ability(self, card: str, text: str, hook: str = "") -> Callable[[F], F]:
        """Register the decorated function as ``card``'s code for ``text`` (the printed words)."""

        def register(fn: F) -> F:
            key = (card, hook)
            if key in self.by_key:
                raise CardDataError(f"{self.game}: {card} has two abilities{f' for {hook}' if hook else ''}")
            self.by_key[key] = Ability(card, text, fn, hook)
            return fn

        return register

    def get(self, card: str, hook: str = "") -> F | None:
        found = self.by_key.get((card, hook))
        return None if found is None else found.fn

    def cards(self) -> set[str]:
        return {card for card, _ in self.by_key}

    def check(self, printed: Mapping[str, str | None], *, needs_code: Iterable[str] | None = None) -> None:
        """Refuse card code and card data that disagree.

        ``printed`` maps every card id of the game to its printed text (None or "" for a card with
        no text). ``needs_code`` names the cards whose text needs an ability (default: every card
        with a text). Every quoted text must occur in the printed text of its card.
        """
        problems: list[str] = []
        want = set(needs_code) if needs_code is not None else {c for c, t in printed.items() if t}
        have = self.cards()
        for card in sorted(want - have):
            problems.append(f"{card} has no ability for its text {printed.get(card)!r}")
        for card in sorted(have - set(printed)):
            problems.append(f"an ability is registered for {card}, which is not a card")
        for ab in self.by_key.values():
            text = printed.get(ab.card)
            if ab.card in printed and _norm(ab.text) not in _norm(text or ""):
                problems.append(f"{ab.card}: the ability quotes {ab.text!r}, the card says {text!r}")
        if problems:
            raise CardDataError(f"{self.game} cards and code disagree: " + "; ".join(problems))


__all__ = ["Abilities", "Ability", "CardDataError", "data_dir", "need_int", "need_str", "read_json", "texts"]
