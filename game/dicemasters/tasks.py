"""The tasks of a Dice Masters game: the steps of the turn and the effects in progress.

A task is a small mutable record with declared fields (``game.core.codecs.Declared``), one class per kind,
kept on the engine's stack (``game.tasks``) until it runs. A task that asks a question is pushed
back and run again once answered; ``ans`` keeps its answers (and what it computed before asking)
by key, so running it again takes the same path. Saved as ``{"t": kind, **fields}``.

Which function runs a task is registered by its class (``state.task``); triggered abilities
(``CardHook`` subclasses, one per hook) run the code registered for their card and hook name.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from typing import Any, ClassVar, Literal

from game.core.codecs import Declared
from game.core.declared import FROZEN, PLAIN, list_of, obj, optional, state_field
from game.core.errors import SaveError

SourceKind = Literal["combat", "action", "global", "character"]
TASK_KINDS: dict[str, type[Task]] = {}


@dataclass(frozen=True)
class Source:
    """Who deals damage or applies an effect: the player, how, and with which card and die."""

    player: int
    kind: SourceKind
    card: str | None = None
    die: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "card": self.card, "die": self.die}

    @classmethod
    def from_dict(cls, d: Any) -> Source:
        return cls(int(d["player"]), d["kind"], d.get("card"), d.get("die"))

    def copy(self) -> Source:
        return self


@dataclass(eq=False)
class Task(Declared):
    """Base of every task: ``id`` (given when first pushed) and the memo of answers ``ans``."""

    kind: ClassVar[str] = ""
    _: KW_ONLY
    id: int = state_field(FROZEN, default=0)
    ans: dict[str, Any] = state_field(PLAIN, default_factory=dict)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        kind = cls.__dict__.get("kind")
        if kind:
            if kind in TASK_KINDS and TASK_KINDS[kind].__qualname__ != cls.__qualname__:
                raise TypeError(f"task kind {kind!r} registered twice")
            TASK_KINDS[kind] = cls

    def to_dict(self) -> dict[str, Any]:
        return {"t": self.kind, **self.state_dict()}

    @classmethod
    def from_dict(cls, d: Any) -> Any:
        if not isinstance(d, dict) or d.get("t") not in TASK_KINDS:
            raise SaveError(f"not a Dice Masters task: {d!r}")
        return TASK_KINDS[d["t"]].from_state_dict({k: v for k, v in d.items() if k != "t"})


TASK: Any = obj(Task)


# -- the turn ----------------------------------------------------------------------------------
@dataclass(eq=False)
class StartTurn(Task):
    kind = "start_turn"


@dataclass(eq=False)
class Roll(Task):
    kind = "roll"


@dataclass(eq=False)
class MainStart(Task):
    kind = "main_start"


@dataclass(eq=False)
class Priority(Task):
    kind = "priority"
    player: int


@dataclass(eq=False)
class Purchase(Task):
    kind = "purchase"
    player: int
    card: str


@dataclass(eq=False)
class FieldDie(Task):
    kind = "field"
    player: int
    die: str


@dataclass(eq=False)
class UseActionDie(Task):
    kind = "use_action"
    player: int
    die: str


@dataclass(eq=False)
class ClearDraw(Task):
    """Clear and Draw, after the start-of-turn abilities."""

    kind = "clear_draw"


@dataclass(eq=False)
class DeclareAttackers(Task):
    """The active player declares attackers, after the start-of-attack abilities."""

    kind = "declare_attackers"


@dataclass(eq=False)
class EndMain(Task):
    kind = "end_main"


@dataclass(eq=False)
class BlocksStart(Task):
    kind = "blocks_start"


@dataclass(eq=False)
class AfterBlockers(Task):
    kind = "after_blockers"


@dataclass(eq=False)
class AttackActionsStart(Task):
    kind = "attack_actions_start"


@dataclass(eq=False)
class DamageStep(Task):
    kind = "damage_step"


@dataclass(eq=False)
class CombatEnd(Task):
    kind = "combat_end"


@dataclass(eq=False)
class Cleanup(Task):
    kind = "cleanup"


# -- effects on dice and players ---------------------------------------------------------------
@dataclass(eq=False)
class Preventable(Task):
    """An effect that a die's holder may pay to prevent (Spider-Man "Tiger"): ``checked`` dice
    were asked, ``prevented`` ones paid."""

    _: KW_ONLY
    src: Source = state_field(obj(Source))
    prevented: list[str] = state_field(PLAIN, default_factory=list)
    checked: list[str] = state_field(PLAIN, default_factory=list)


@dataclass(eq=False)
class Damage(Preventable):
    """One damage event: ``amounts`` by target (die id or ``player:N``)."""

    kind = "damage"
    amounts: dict[str, int] = state_field(PLAIN, default_factory=dict)
    # combat damage an attacker deals the defending player (for "when Thor damages your opponent")
    to_player: dict[str, int] = state_field(PLAIN, default_factory=dict)
    # the dice whose damage each target takes, for combat damage (``engagement.dealers``)
    by: dict[str, list[str]] = state_field(PLAIN, default_factory=dict)
    redirects: dict[str, int] = state_field(PLAIN, default_factory=dict)
    dealt: dict[str, int] = state_field(PLAIN, default_factory=dict)
    amplified: bool = state_field(FROZEN, default=False)


# -- triggered abilities -----------------------------------------------------------------------
@dataclass(eq=False)
class CardHook(Task):
    """A card's ability that runs now: the code registered for ``card`` and ``hook``."""

    hook: ClassVar[str] = ""
    player: int
    card: str


@dataclass(eq=False)
class Fielded(CardHook):
    kind = hook = "fielded"
    die: str


@dataclass(eq=False)
class YouField(CardHook):
    kind = hook = "you_field"
    die: str
    first: bool


@dataclass(eq=False)
class Attacks(CardHook):
    kind = hook = "attacks"
    die: str


@dataclass(eq=False)
class Blocks(CardHook):
    kind = hook = "blocks"
    die: str
    target: str


@dataclass(eq=False)
class AfterBlocks(CardHook):
    kind = "on_after_blockers"
    hook = "after_blockers"
    die: str


@dataclass(eq=False)
class YouOrItDamaged(CardHook):
    kind = hook = "you_or_it_damaged"
    dice: list[str] = state_field(PLAIN, default_factory=list)
    hit_bursts: list[int] = state_field(PLAIN, default_factory=list)


@dataclass(eq=False)
class TookDamage(CardHook):
    kind = hook = "took_damage"
    die: str
    amount: int
    bursts: int
    step: str


@dataclass(eq=False)
class DamagedOpponent(CardHook):
    kind = hook = "damaged_opponent"
    die: str


@dataclass(eq=False)
class KnockedOut(CardHook):
    kind = hook = "knocked_out"
    die: str
    blocking: bool
    bursts: int


@dataclass(eq=False)
class ActionDie(CardHook):
    """An action die used: its card's action text, with the face's bursts."""

    kind = hook = "action"
    die: str
    bursts: int


@dataclass(eq=False)
class GlobalAbility(CardHook):
    kind = hook = "global"
    target: str


@dataclass(eq=False)
class StartOfTurn(CardHook):
    """ "At the start of your turn": before Clear and Draw (the player's whose dice have it)."""

    kind = hook = "start_of_turn"
    die: str


@dataclass(eq=False)
class StartOfAttack(CardHook):
    """ "At the start of the attack step": before attackers are declared."""

    kind = hook = "start_of_attack"
    die: str


@dataclass(eq=False)
class EndOfAttack(CardHook):
    """ "At the end of the attack step": after damage is dealt, before damage clears and before
    the engaged dice return to the field."""

    kind = hook = "end_of_attack"
    die: str


@dataclass(eq=False)
class EndOfTurn(CardHook):
    """ "At the end of the turn": at the start of Cleanup, before damage and effects end. ``die``
    is a fielded die with the ability, or the die a delayed effect is about (``effects.at_end_of_turn``)."""

    kind = hook = "end_of_turn"
    die: str


@dataclass(eq=False)
class YouUseAction(CardHook):
    """ "Each time you use an action": ``die`` is the action die used."""

    kind = hook = "you_use_action"
    die: str


@dataclass(eq=False)
class UseAbility(CardHook):
    """An ability its player pays for in a priority window (``activated``), on ``target``."""

    kind = "use_ability"
    hook = "activated"
    target: str


def hook_die(t: CardHook) -> str | None:
    """The die a triggered ability is about (None for a Global or a damage to you)."""
    die = t.__dict__.get("die")
    return die if isinstance(die, str) else None


@dataclass(eq=False)
class Batch(Task):
    """Simultaneous triggered abilities: the active player's first, each player ordering theirs."""

    kind = "batch"
    items: list[CardHook] = state_field(list_of(TASK), default_factory=list)
    pick: int | None = state_field(optional(FROZEN), default=None)


__all__ = [
    "TASK",
    "TASK_KINDS",
    "Source",
    "SourceKind",
    "Task",
    "CardHook",
    "hook_die",
    "Batch",
]
