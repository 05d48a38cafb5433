"""What a gesture on the MetaVersus table means, in the vocabulary of the actions: no rules here.

A card of the viewer's hand, clicked or dropped on the table, is a move that puts it in the
play area (``PlayCard``), reveals it for its reaction (``Reveal``) or chooses it from the hand
for an effect (``ChooseCard`` with ``zone="hand"``). An exchange pile clicked or dragged to the
viewer's side is a ``Buy``, a ``ReplaceKind`` of the replacement round or the ``ChooseCard``
of a gain from the exchange. A character of the draft row is banned or picked. Each is matched
against the legal actions through ``scenes.gestures`` (fields and ``onto``), so a new action
with the right fields is found by the same gesture; the buttons are slots of action classes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from game.core.actions import Action
from game.metaversus.cards import CardType
from game.metaversus.records import (
    BanCharacter,
    Buy,
    ChooseCard,
    Done,
    EndPhase,
    KeepExchange,
    Pass,
    PickCharacter,
    PlayAll,
    ReplaceKind,
    Reveal,
    SkipBan,
    SpendAether,
    UseAbility,
)
from game.metaversus.state import Phase, Zone

from ..gestures import fits


@runtime_checkable
class OnCard(Protocol):
    """An action about one card (its ``card`` field: a card id)."""

    @property
    def card(self) -> str: ...


@dataclass(frozen=True)
class Gesture:
    """One meaning of a gesture: actions of ``kind`` (any, when None) agreeing with ``fields``."""

    kind: type[Action] | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)

    def means(self, action: Action) -> bool:
        return (self.kind is None or isinstance(action, self.kind)) and fits(action, **self.fields)


def gesture(kind: type[Action] | None = None, /, **fields: Any) -> Gesture:
    return Gesture(kind, dict(fields))


# a card of the hand, clicked or dropped on the play area (or the status panel beside it)
FROM_HAND = (gesture(onto=Zone.PLAYED), gesture(Reveal), gesture(ChooseCard, zone=Zone.HAND))
# an exchange pile (or a free pile), clicked or dragged to the viewer's side of the table
FROM_PILE = (gesture(Buy), gesture(ReplaceKind), gesture(ChooseCard, zone="exchange"))
# a character of the draft row, clicked
ON_DRAFT = (gesture(BanCharacter), gesture(PickCharacter))


def moves(legal: Iterable[Action], gestures: Iterable[Gesture], /, **fields: Any) -> list[Action]:
    """The legal actions (in their order) that one of ``gestures`` means, agreeing with ``fields``."""
    meanings = tuple(gestures)
    return [a for a in legal if fits(a, **fields) and any(g.means(a) for g in meanings)]


# -- the buttons -------------------------------------------------------------------------------
ButtonSlot = type[Action]
# every action a button stands for, in their order on screen when a step has more than its slots
BUTTON_ORDER: tuple[ButtonSlot, ...] = (
    PlayAll,
    UseAbility,
    KeepExchange,
    SkipBan,
    Done,
    SpendAether,
    Pass,
    EndPhase,
)
# the step's main move (gold, and Space / Return presses it), the first of these with a move: playing
# all the currency or weapons comes before ending the phase, the order a turn is played in
PRIMARY: tuple[ButtonSlot, ...] = (SpendAether, PlayAll, EndPhase, Pass, KeepExchange, SkipBan, Done)
# The buttons of each step (a phase, or the decision pending in it), in their order on screen.
# They stay for the whole step: a button with nothing to do is disabled, never removed, so no
# other button slides under the pointer. ``UseAbility`` is there for a character with an active one.
STEP_SLOTS: dict[str, tuple[ButtonSlot, ...]] = {
    "replace": (KeepExchange,),
    "ban": (SkipBan,),
    "pick": (),
    "action": (UseAbility, EndPhase),
    "buy": (PlayAll, UseAbility, EndPhase),
    "combat": (PlayAll, UseAbility, EndPhase),
    "remove": (Done,),
    "discard": (),
    "gain": (),
    "react": (UseAbility, Pass),
    "window": (UseAbility, Pass),
    "surge": (SpendAether, Pass),  # a Surge: spend the aether (the rest of the card happens) or not
}
# which cards "play all" plays in each phase
PLAY_ALL_TYPE: dict[Phase, CardType] = {Phase.BUY: CardType.CURRENCY, Phase.COMBAT: CardType.WEAPON}


__all__ = [
    "OnCard",
    "Gesture",
    "gesture",
    "moves",
    "FROM_HAND",
    "FROM_PILE",
    "ON_DRAFT",
    "BUTTON_ORDER",
    "PRIMARY",
    "STEP_SLOTS",
    "PLAY_ALL_TYPE",
]
