"""Card code of Legendary, registered by card id beside the printed text it implements.

Most cards are a *program* (a tuple of effect steps, ``effects.py``) for a hook: ``play`` (a
hero), ``ambush``/``fight``/``escape`` (a villain or henchman), ``strike`` (a Mastermind) and
``tactic`` (its Tactics). ``program_ability`` registers one, and ``run`` queues a card's program
for a hook. A card whose text is a rule checked elsewhere registers that rule as its code (Blob's
``can_fight``); one whose text works from an effect step registers an empty ``play`` program and
says where. ``programs.check()`` refuses, at import, a card without code, code without a card
and a quoted text that is not the card's (``game.core.cards.Abilities``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.cards import Abilities

from .cards import defn
from .steps import Program

if TYPE_CHECKING:
    from .engine import Legendary

# a hook's code: (game, player, source card) for programs; rules have their own arguments
CardCode = Callable[..., Any]

ABILITIES: Abilities[CardCode] = Abilities("legendary")
PROGRAMS: dict[tuple[str, str], Program] = {}  # (card id, hook) -> its program, as data
_BY_KEY = ABILITIES.by_key  # read directly on the engine's hot paths


def program_ability(card_id: str, text: str, hook: str, program: Program) -> None:
    """Register ``program`` as what ``card_id`` does at ``hook`` (its printed ``text``)."""
    from .effects import push

    def queue(g: Legendary, p: int, src: str) -> None:
        push(g, p, src, program)

    ABILITIES.ability(card_id, text, hook)(queue)
    PROGRAMS[(card_id, hook)] = program


def program_of(card_id: str, hook: str) -> Program:
    """The program of a card (id or instance) at ``hook``; empty when it has none."""
    return PROGRAMS.get((defn(card_id).id, hook), ())


def run(g: Legendary, hook: str, card: str, p: int, src: str | None = None) -> None:
    """Queue ``card``'s program for ``hook`` for player ``p`` (``src``: the card it acts as
    the source of, when another card plays it as a copy)."""
    found = (_CODES.get(hook) or codes(hook))[card]
    if found is not None:
        found(g, p, card if src is None else src)


class _Codes(dict[str, "CardCode | None"]):
    """One hook's code by card instance id (None: the card has none), filled in the first time
    a card is asked for; the abilities are all registered when the card code loads."""

    def __init__(self, hook: str) -> None:
        super().__init__()
        self.hook = hook

    def __missing__(self, card: str) -> CardCode | None:
        found = _BY_KEY.get((defn(card).id, self.hook))
        fn = self[card] = None if found is None else found.fn
        return fn


_CODES: dict[str, _Codes] = {}


def codes(hook: str) -> dict[str, CardCode | None]:
    """``hook``'s code by card instance id (None: none), as ``run`` reads it."""
    found = _CODES.get(hook)
    if found is None:
        found = _CODES[hook] = _Codes(hook)
    return found


def scheme_check(g: Legendary, when: str) -> None:
    """Run the Scheme's Evil Wins check for ``when`` (``escape``, ``wound``, ``hero_deck``)."""
    found = _BY_KEY.get((g.scheme, when))
    if found is not None:
        why = found.fn(g)
        if why:
            g.evil_wins(why)


EVIL_WINS_AT_ESCAPE, EVIL_WINS_AT_WOUND, EVIL_WINS_AT_HERO_DECK = (
    "evil_wins:escape",
    "evil_wins:wound",
    "evil_wins:hero_deck",
)

__all__ = ["ABILITIES", "PROGRAMS", "Program", "program_ability", "program_of", "run", "scheme_check"]
