"""The decisions a duelist can be asked, one frozen record per kind (``game.core.decision``).

The match holds at most one (``pending``); ``legal_actions()`` lists its answers. A decision that
takes several answers keeps its progress in its fields and is replaced after each one
(``ReplaceKinds.count``: replacements left; ``RemoveCards.count``: cards still to remove).

``observation(p)["pending"]`` is ``public_dict``: ``kind``, ``player`` and the fields (``card``:
the card whose effect asks; ``count``: how many, or the highest cost for a gain), plus
``picks`` (the fewest and most answers the decision still takes).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.actions import fast_init
from game.core.decision import Decision

from .state import Phase, Zone

G = "metaversus"


class DecisionKind(StrEnum):
    REPLACE = "replace"
    BAN = "ban"
    PICK = "pick"
    REMOVE = "remove"
    GAIN = "gain"
    DISCARD = "discard"
    REACT = "react"
    SURGE = "surge"
    WINDOW = "window"


@dataclass(frozen=True)
class MetaDecision(Decision):
    """What every MetaVersus decision has: the seat that answers it."""

    game = G
    player: int

    def picks_left(self) -> tuple[int, int]:
        return self.picks

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        d = super().public_dict(viewer)
        d["picks"] = list(self.picks_left())
        return d


@dataclass(frozen=True)
class _MayPass(MetaDecision):
    """A decision that may be answered by doing nothing (skip, pass)."""

    picks = (0, 1)


@dataclass(frozen=True)
class _CardCount(MetaDecision):
    """``card``'s effect asks for ``count`` cards (or, for a gain, a card costing up to ``count``)."""

    card: str
    count: int


@dataclass(frozen=True)
class ReplaceKinds(MetaDecision):
    """Setup: put up to ``count`` more exchange kinds back (or keep the exchange)."""

    kind = DecisionKind.REPLACE
    count: int

    def picks_left(self) -> tuple[int, int]:
        return (0, self.count)


@dataclass(frozen=True)
class BanOrSkip(_MayPass):
    """Setup: ban one revealed character, or none."""

    kind = DecisionKind.BAN


@dataclass(frozen=True)
class HiddenPick(MetaDecision):
    """Setup: the hidden pick among the revealed characters."""

    kind = DecisionKind.PICK


@dataclass(frozen=True)
class RemoveCards(_CardCount):
    """Remove up to ``count`` cards from hand (exactly, as far as the hand goes, if not ``optional``)."""

    kind = DecisionKind.REMOVE
    optional: bool

    def picks_left(self) -> tuple[int, int]:
        return (0 if self.optional else 1, self.count)


@dataclass(frozen=True)
class GainCard(_CardCount):
    """Gain a card costing up to ``count`` from the exchange into ``zone``."""

    kind = DecisionKind.GAIN
    zone: Zone


@dataclass(frozen=True)
class DiscardCards(_CardCount):
    """``card`` makes this duelist discard ``count`` cards of their choice: the opponent's card,
    or (a Vanilla price) the duelist's own."""

    kind = DecisionKind.DISCARD

    def picks_left(self) -> tuple[int, int]:
        return (1, self.count)


@dataclass(frozen=True)
class React(_MayPass):
    """Before the opponent's combat damage: reveal reactions, cast an off-turn ability, or pass."""

    kind = DecisionKind.REACT


@dataclass(frozen=True)
class Window(_MayPass):
    """At the start of the opponent's ``phase``: cast an off-turn ability, or pass (spec A27)."""

    kind = DecisionKind.WINDOW
    phase: Phase


@dataclass(frozen=True)
class SpendAether(_CardCount):
    """``card``'s Surge: spend ``count`` aether for the rest of the card, or pass (it does not happen)."""

    kind = DecisionKind.SURGE
    picks = (0, 1)


# the effect machinery makes decisions during play: their fields filled directly
fast_init(
    ReplaceKinds, BanOrSkip, HiddenPick, RemoveCards, GainCard, DiscardCards, React, Window, SpendAether
)

# the decisions of the effect machinery that choose cards from a zone
CARD_CHOICES = (RemoveCards, GainCard, DiscardCards)

__all__ = [
    "DecisionKind",
    "MetaDecision",
    "ReplaceKinds",
    "BanOrSkip",
    "HiddenPick",
    "RemoveCards",
    "GainCard",
    "DiscardCards",
    "React",
    "Window",
    "SpendAether",
]
