"""The decisions a Dice Masters player can be asked: one frozen record per kind.

The engine keeps exactly one pending ``DMDecision`` (``game.decision``) until the game is over.
A decision that progresses (dice selected for a reroll, dice paid, damage assigned) is replaced
with ``replace``; one that an effect in progress asked (a target, a payment) names the task and
the answer's key, so the answer finds its way back (``DiceMasters.answer``). The typed choices are
``legal_actions()``; ``observed()`` is what ``observation()["decision"]`` shows (the ``type`` and
the fields the screens read, never the task bookkeeping).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Literal

from game.core.decision import Decision

G = "dicemasters"

Window = Literal["main", "attack"]
# what an optional payment or target offers instead: nothing, a "cancel" or a "decline"
Optional = Literal["", "cancel", "decline"]


class DecisionKind(StrEnum):
    DRAFT_PICK = "draft_pick"
    DRAFT_DICE = "draft_dice"
    REROLL = "reroll"
    PRIORITY = "priority"
    PAY = "pay"
    TARGET = "target"
    TRIGGER = "trigger"
    ATTACK = "attack"
    BLOCK = "block"
    ASSIGN = "assign"
    PREVENT = "prevent"


class DMDecision(Decision):
    """Base of the Dice Masters decisions (frozen dataclasses with a ``player`` field)."""

    game = G
    # fields that are bookkeeping of the engine, not shown to anyone
    internal: ClassVar[tuple[str, ...]] = ()

    def observed(self) -> dict[str, Any]:
        """The decision as ``observation()`` shows it: ``type`` and its public fields."""
        d = self.public_dict(None)
        d["type"] = str(d.pop("kind"))
        for name in self.internal:
            d.pop(name, None)
        return d

    def replace(self, **changes: Any) -> Any:
        """A copy with ``changes`` (``dataclasses.replace`` without its cost: a payment replaces
        its decision at every die)."""
        d = self.__dict__.copy()  # a frozen record's fields
        d.update(changes)
        if len(d) != len(self.__dict__):
            raise TypeError(f"{type(self).__name__} has no field {sorted(set(d) - set(self.__dict__))}")
        new = object.__new__(type(self))
        new.__dict__.update(d)
        return new


@dataclass(frozen=True)
class DraftPickDecision(DMDecision):
    kind = DecisionKind.DRAFT_PICK
    player: int


@dataclass(frozen=True)
class DraftDiceDecision(DMDecision):
    kind = DecisionKind.DRAFT_DICE
    player: int
    card: str


@dataclass(frozen=True)
class RerollDecision(DMDecision):
    """Select dice to reroll one at a time, then reroll them (or keep every die)."""

    kind = DecisionKind.REROLL
    picks = (0, 99)
    player: int
    rolled: tuple[str, ...]
    selected: tuple[str, ...] = ()


@dataclass(frozen=True)
class PriorityDecision(DMDecision):
    kind = DecisionKind.PRIORITY
    player: int
    window: Window = "main"


@dataclass(frozen=True)
class PayDecision(DMDecision):
    """Pay ``cost`` (with each of ``types`` at least once) die by die; ``paid`` holds the
    (die, amount) steps so far and ``virt`` the virtual energy spent."""

    kind = DecisionKind.PAY
    internal = ("task", "key")
    player: int
    cost: int
    types: tuple[str, ...]
    card: str
    optional: Optional
    task: int
    key: str
    paid: tuple[tuple[str, int], ...] = ()
    virt: int = 0


@dataclass(frozen=True)
class TargetDecision(DMDecision):
    """Choose one of ``options`` for ``card``'s ability (with ``spin``: and a direction)."""

    kind = DecisionKind.TARGET
    internal = ("task", "key")
    player: int
    options: tuple[str, ...]
    card: str
    optional: bool
    task: int
    key: str
    spin: bool = False
    harms: bool = False  # the ability harms what is chosen (damage, knock out, reroll, ...)

    def observed(self) -> dict[str, Any]:
        d = super().observed()
        if not self.spin:
            del d["spin"]  # only a spin says so
        return d


@dataclass(frozen=True)
class TriggerDecision(DMDecision):
    """Pick which of your simultaneous triggered abilities resolves next: (card, die) pairs."""

    kind = DecisionKind.TRIGGER
    internal = ("task",)
    player: int
    options: tuple[tuple[str, str | None], ...]
    task: int


@dataclass(frozen=True)
class AttackDecision(DMDecision):
    kind = DecisionKind.ATTACK
    picks = (0, 99)
    player: int


@dataclass(frozen=True)
class BlockDecision(DMDecision):
    kind = DecisionKind.BLOCK
    picks = (0, 99)
    player: int


@dataclass(frozen=True)
class AssignDecision(DMDecision):
    """Split attacker ``die``'s damage among its ``blockers``: ``left`` to go, ``alloc`` so far."""

    kind = DecisionKind.ASSIGN
    picks = (1, 99)
    player: int
    die: str
    left: int
    blockers: tuple[str, ...]
    alloc: tuple[tuple[str, int], ...] = ()

    def observed(self) -> dict[str, Any]:
        d = super().observed()
        d["alloc"] = dict(self.alloc)
        return d

    def allocated(self) -> dict[str, int]:
        return dict(self.alloc)


PreventWhat = Literal["ko", "damage", "search"]


@dataclass(frozen=True)
class PreventDecision(DMDecision):
    """An opponent's effect that ``player`` may prevent by paying ``life`` (when 0: not by life)
    or by spinning one of ``spins`` (their characters) down one level. What is at stake, for
    the screen and the computer: ``what`` the effect does, to ``dice`` (or to the player), by
    ``amount`` (damage, or dice searched)."""

    kind = DecisionKind.PREVENT
    internal = ("task", "key")
    player: int
    card: str
    life: int
    spins: tuple[str, ...]
    what: PreventWhat
    dice: tuple[str, ...]
    amount: int
    task: int
    key: str


__all__ = [
    "DecisionKind",
    "DMDecision",
    "DraftPickDecision",
    "DraftDiceDecision",
    "RerollDecision",
    "PriorityDecision",
    "PayDecision",
    "TargetDecision",
    "TriggerDecision",
    "AttackDecision",
    "BlockDecision",
    "AssignDecision",
    "PreventDecision",
    "PreventWhat",
    "Window",
]
