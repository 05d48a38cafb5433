"""The pieces of a Dice Masters state that are plain data: dice, zones, steps and the registries.

A ``Die`` is a small mutable record with declared fields (owner, controller, card, showing face,
zone, damage, stat modifiers, per-turn flags). Zones are lists of die ids per player. Registries
map task classes, decision classes and action classes to the functions of the rule modules, and
``ABILITIES`` holds every card's code with the printed text it implements; this module itself
contains no rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from game.core.cards import Abilities
from game.core.codecs import DICT, Declared
from game.core.declared import FROZEN, Codec, state_field

from .cards import CARDS, SIDEKICK, SIDEKICK_FACES, Face

if TYPE_CHECKING:  # pragma: no cover
    from .decisions import DMDecision
    from .tasks import Task

Zone = Literal["bag", "prep", "reserve", "field", "attack", "used", "out_of_play"]
# where a die may be besides a player's zones: on its card (not bought yet) or captured
Place = Literal["bag", "prep", "reserve", "field", "attack", "used", "out_of_play", "card", "captured"]
Step = Literal[
    "draft", "clear_draw", "reroll", "main", "attack_declare", "block", "attack_actions", "damage", "cleanup"
]
ZONES: tuple[Zone, ...] = ("bag", "prep", "reserve", "field", "attack", "used", "out_of_play")
FIELD_ZONES: tuple[Zone, ...] = ("field", "attack")

FACES: dict[str, tuple[Face, ...]] = {cid: c.faces for cid, c in CARDS.items()}
FACES[SIDEKICK] = SIDEKICK_FACES


class Wait(Exception):
    """Raised by an effect that has just asked a question; it runs again once it is answered."""


@dataclass(eq=False)
class Die(Declared):
    id: str = state_field(FROZEN)
    owner: int | None = state_field(FROZEN)  # None: a Basic Action die nobody has bought yet
    card: str = state_field(FROZEN)
    zone: Place = state_field(FROZEN)
    # the player whose zones hold the die (differs while controlled)
    ctrl: int | None = state_field(FROZEN, default=None)
    face: int | None = state_field(FROZEN, default=None)
    damage: int = state_field(FROZEN, default=0)
    a_mod: int = state_field(FROZEN, default=0)
    d_mod: int = state_field(FROZEN, default=0)
    # names to scalars or small lists, replaced and never changed in place: a copy is shallow
    flags: dict[str, Any] = state_field(DICT, default_factory=dict)

    @classmethod
    def make(cls, did: str, owner: int | None, card: str, zone: Place) -> Die:
        return cls(did, owner, card, zone, owner)

    def copy(self) -> Die:
        """``Declared.copy`` for the hot path of every clone (a game has some 60 dice): every field
        is shared but the flags, which are copied (checked against the declared fields below)."""
        d = self.__dict__.copy()
        d["flags"] = d["flags"].copy()
        new = _new_object(Die)
        new.__dict__ = d
        return new

    @property
    def faces(self) -> tuple[Face, ...]:
        return FACES[self.card]

    @property
    def showing(self) -> Face | None:
        return None if self.face is None else FACES[self.card][self.face]

    @property
    def is_character(self) -> bool:
        return self.face is not None and FACES[self.card][self.face].kind == "character"


class _Dice:
    """The dice of a game by id: each die saved with its fields, copied with ``Die.copy``."""

    def dump(self, value: dict[str, Die]) -> Any:
        return {k: d.state_dict() for k, d in value.items()}

    def load(self, data: Any) -> dict[str, Die]:
        if not isinstance(data, dict):
            raise TypeError(f"dice must be a mapping, not {type(data).__name__}")
        return {k: Die.from_state_dict(v) for k, v in data.items()}

    def copy(self, value: dict[str, Die]) -> dict[str, Die]:
        return {k: d.copy() for k, d in value.items()}


DICE: Codec[dict[str, Die]] = _Dice()


_new_object = object.__new__
Die._build_plan()
if [name for name, codec in Die._plan if codec is not FROZEN] != ["flags"] or Die._transient:
    raise TypeError("Die.copy shares every field but the flags: copy a new mutable field there")


class _IdLists:
    """Lists of die ids by key (the dice on each card, the dice each die captured)."""

    def dump(self, value: dict[str, list[str]]) -> Any:
        return {k: list(v) for k, v in value.items()}

    def load(self, data: Any) -> dict[str, list[str]]:
        if not isinstance(data, dict):
            raise TypeError(f"expected a mapping of die lists, not {type(data).__name__}")
        return {str(k): [str(x) for x in v] for k, v in data.items()}

    def copy(self, value: dict[str, list[str]]) -> dict[str, list[str]]:
        return {k: v.copy() for k, v in value.items()}


class _Zones:
    """Each player's zones: the die ids in each, in order."""

    def dump(self, value: list[dict[str, list[str]]]) -> Any:
        return [ID_LISTS.dump(z) for z in value]

    def load(self, data: Any) -> list[dict[str, list[str]]]:
        if not isinstance(data, list):
            raise TypeError(f"expected a list of zones, not {type(data).__name__}")
        return [ID_LISTS.load(z) for z in data]

    def copy(self, value: list[dict[str, list[str]]]) -> list[dict[str, list[str]]]:
        return [{k: v.copy() for k, v in z.items()} for z in value]


ID_LISTS: Codec[dict[str, list[str]]] = _IdLists()
ZONE_LISTS: Codec[list[dict[str, list[str]]]] = _Zones()


def ability_card(d: Die) -> str:
    """The card whose abilities a die uses: its own, or the one it copies ("copy the abilities")."""
    copied = d.flags.get("abilities_of")
    return copied if isinstance(copied, str) else d.card


# Every card's code, registered with the printed text it implements (see ``game.core.cards``).
ABILITIES: Abilities[Callable[..., Any]] = Abilities("dicemasters")

T = TypeVar("T", bound=Callable[..., Any])
# what runs a task, lists a decision's legal actions, answers an action: by class
TASKS: dict[type[Task], Callable[..., None]] = {}
LEGAL: dict[type[DMDecision], Callable[..., list[Any]]] = {}
ANSWER: dict[type, Callable[..., None]] = {}


def task(*kinds: type[Task]) -> Callable[[T], T]:
    """Register the decorated function as what runs tasks of these classes."""

    def deco(fn: T) -> T:
        for k in kinds:
            TASKS[k] = fn
        return fn

    return deco


def legal(kind: type[DMDecision]) -> Callable[[T], T]:
    """Register the decorated function as the legal actions of decisions of this class."""

    def deco(fn: T) -> T:
        LEGAL[kind] = fn
        return fn

    return deco


def answers(*kinds: type) -> Callable[[T], T]:
    """Register the decorated function as the answer to actions of these classes."""

    def deco(fn: T) -> T:
        for k in kinds:
            ANSWER[k] = fn
        return fn

    return deco


def player_target(p: int) -> str:
    return f"player:{p}"


def target_player(target: str) -> int | None:
    return int(target[7:]) if target.startswith("player:") else None
