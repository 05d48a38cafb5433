"""Interned actions: one object per distinct action, so the base class's legality check is
mostly an identity test and agents can compare actions cheaply.

The events a turn makes again and again (a phase started, a card played or bought, cards drawn
or shuffled, a turn started or ended) are made once too: records are frozen values, so a match's
events may share them. ``*_EVENT`` tables are indexed by seat first."""

from __future__ import annotations

from typing import Any, TypeVar

from game.core.actions import Action

from . import records as R
from .cards import CARDS, CHARACTERS, COST, CardType
from .state import Phase

A = TypeVar("A", bound=Action)
_INTERN: dict[tuple[Any, ...], Action] = {}


def act(cls: type[A], *args: Any) -> A:
    key = (cls, *args)
    a = _INTERN.get(key)
    if a is None:
        a = _INTERN[key] = cls(*args)
    assert isinstance(a, cls)  # interned under its own class
    return a


END = {ph: act(R.EndPhase, ph) for ph in (Phase.ACTION, Phase.BUY, Phase.COMBAT)}
PLAY = {c: act(R.PlayCard, c) for c in CARDS}
BUY = {c: act(R.Buy, c) for c in CARDS}
CHOOSE_HAND = {c: act(R.ChooseCard, c, "hand") for c in CARDS}
CHOOSE_EXCHANGE = {c: act(R.ChooseCard, c, "exchange") for c in CARDS}
USE = {c: act(R.UseAbility, c) for c in CHARACTERS}
PLAY_ALL = {t: act(R.PlayAll, t) for t in (CardType.CURRENCY, CardType.WEAPON)}
PASS = act(R.Pass)
DONE = act(R.Done)

SEATS = (0, 1)
# counts a draw or a reshuffle makes, and turn numbers, up to these: larger ones are made anew
MOST_COUNTED, MOST_TURNS = 64, 101
PHASE_EVENT = tuple({ph: R.PhaseStarted(p, ph) for ph in Phase} for p in SEATS)
TURN_ENDED_EVENT = tuple(R.TurnEnded(p) for p in SEATS)
TURN_STARTED_EVENT = tuple(tuple(R.TurnStarted(p, n) for n in range(MOST_TURNS)) for p in SEATS)
DREW_EVENT = tuple(tuple(R.Drew(p, n) for n in range(MOST_COUNTED)) for p in SEATS)
SHUFFLED_EVENT = tuple(tuple(R.Shuffled(p, n) for n in range(MOST_COUNTED)) for p in SEATS)
PLAYED_EVENT = tuple({c: R.CardPlayed(p, c) for c in CARDS} for p in SEATS)
# a purchase at each price from nothing up to the card's cost
BOUGHT_EVENT = tuple({c: tuple(R.Bought(p, c, n) for n in range(COST[c] + 1)) for c in CARDS} for p in SEATS)

__all__ = [
    "act",
    "END",
    "PLAY",
    "BUY",
    "CHOOSE_HAND",
    "CHOOSE_EXCHANGE",
    "USE",
    "PLAY_ALL",
    "PASS",
    "DONE",
    "PHASE_EVENT",
    "TURN_ENDED_EVENT",
    "TURN_STARTED_EVENT",
    "DREW_EVENT",
    "SHUFFLED_EVENT",
    "PLAYED_EVENT",
    "BOUGHT_EVENT",
]
