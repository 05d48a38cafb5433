"""Interned actions: one object per distinct action, so the base class's legality check is
mostly an identity test and agents can compare actions cheaply."""

from __future__ import annotations

from typing import Any, TypeVar

from game.core.actions import Action

from . import records as R
from .cards import CARDS, CHARACTERS, CardType
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

__all__ = ["act", "END", "PLAY", "BUY", "CHOOSE_HAND", "CHOOSE_EXCHANGE", "USE", "PLAY_ALL", "PASS", "DONE"]
