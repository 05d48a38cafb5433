"""The pieces of a Dice Masters state that are plain data: dice, zones and the registries.

A ``Die`` is a small mutable record (owner, card, showing face, zone, damage, stat modifiers,
per-turn flags). Zones are lists of die ids per player. Tasks (effects in progress) and the
pending decision are JSON-like dicts, so ``to_dict``/``clone`` are straightforward copies.
Registries map task names, decision types and card hooks to the functions of other modules;
this module itself contains no rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .cards import CARDS, SIDEKICK, SIDEKICK_FACES, Face

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

ZONES = ("bag", "prep", "reserve", "field", "attack", "used", "out_of_play")
FIELD_ZONES = ("field", "attack")

FACES: dict[str, tuple[Face, ...]] = {cid: c.faces for cid, c in CARDS.items()}
FACES[SIDEKICK] = SIDEKICK_FACES


class Wait(Exception):
    """Raised by an effect that has just asked a question; it resumes when it is answered."""


class Die:
    __slots__ = ("id", "owner", "ctrl", "card", "face", "zone", "damage", "a_mod", "d_mod", "flags")

    def __init__(self, did: str, owner: int | None, card: str, zone: str) -> None:
        self.id = did
        self.owner = owner  # None: a Basic Action die nobody has bought yet
        self.ctrl = owner  # the player whose zones hold the die (differs while controlled)
        self.card = card
        self.face: int | None = None
        self.zone = zone
        self.damage = 0
        self.a_mod = 0
        self.d_mod = 0
        self.flags: dict[str, Any] = {}

    @property
    def faces(self) -> tuple[Face, ...]:
        return FACES[self.card]

    @property
    def showing(self) -> Face | None:
        return None if self.face is None else FACES[self.card][self.face]

    @property
    def is_character(self) -> bool:
        f = self.showing
        return f is not None and f.kind == "character"

    def copy(self) -> Die:
        d = Die.__new__(Die)
        d.id = self.id
        d.owner = self.owner
        d.ctrl = self.ctrl
        d.card = self.card
        d.face = self.face
        d.zone = self.zone
        d.damage = self.damage
        d.a_mod = self.a_mod
        d.d_mod = self.d_mod
        d.flags = dict(self.flags) if self.flags else {}
        return d

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "owner": self.owner,
            "ctrl": self.ctrl,
            "card": self.card,
            "face": self.face,
            "zone": self.zone,
            "damage": self.damage,
            "a_mod": self.a_mod,
            "d_mod": self.d_mod,
            "flags": dcopy(self.flags),
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> Die:
        die = Die(d["id"], d["owner"], d["card"], d["zone"])
        die.ctrl = d["ctrl"]
        die.face = d["face"]
        die.damage = d["damage"]
        die.a_mod = d["a_mod"]
        die.d_mod = d["d_mod"]
        die.flags = dcopy(d["flags"])
        return die


def ability_card(d: Die) -> str:
    """The card whose abilities a die uses: its own, or the one it copies ("copy the abilities")."""
    return d.flags.get("abilities_of") or d.card  # type: ignore[no-any-return]


def dcopy(x: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars), faster than ``copy.deepcopy``."""
    if isinstance(x, dict):
        return {k: dcopy(v) for k, v in x.items()}
    if isinstance(x, list):
        return [dcopy(v) for v in x]
    return x


TaskFn = Callable[["DiceMasters", dict[str, Any]], None]
TASKS: dict[str, TaskFn] = {}
# card hooks: "<card id>.<hook>" -> function(game, task)
HOOKS: dict[str, TaskFn] = {}
LEGAL: dict[str, Callable[[DiceMasters, dict[str, Any]], list[Any]]] = {}
ANSWER: dict[type, Callable[[DiceMasters, Any], None]] = {}


def task(name: str) -> Callable[[TaskFn], TaskFn]:
    def deco(fn: TaskFn) -> TaskFn:
        TASKS[name] = fn
        return fn

    return deco


def hook(card: str, name: str) -> Callable[[TaskFn], TaskFn]:
    def deco(fn: TaskFn) -> TaskFn:
        HOOKS[f"{card}.{name}"] = fn
        return fn

    return deco


def legal(name: str) -> Callable[[Callable[..., list[Any]]], Callable[..., list[Any]]]:
    def deco(fn: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
        LEGAL[name] = fn
        return fn

    return deco


def answers(*kinds: type) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def deco(fn: Callable[..., None]) -> Callable[..., None]:
        for k in kinds:
            ANSWER[k] = fn
        return fn

    return deco


def player_target(p: int) -> str:
    return f"player:{p}"


def target_player(target: str) -> int | None:
    return int(target[7:]) if target.startswith("player:") else None
