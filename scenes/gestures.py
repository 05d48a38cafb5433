"""The gesture matcher every table uses: which legal actions a click or a drag means.

A gesture names what was picked up and where it went, in the vocabulary of the actions' own
fields: ``matching(legal, die="p0-d3", onto="field")`` keeps the actions whose ``die`` field is
``"p0-d3"`` and which put it in the field (their ``zone`` field, else their class's ``onto``);
``matching(legal, Block, die=d, target=attacker)`` keeps only ``Block`` actions, typed as such.
A value may be a set of acceptable values. A field an action does not have never matches, so no
table needs its own list of action kinds: adding an action with the right fields and ``onto`` is
enough for every gesture that names them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any, TypeVar, overload

from game.core.actions import Action

A = TypeVar("A", bound=Action)
_ABSENT = object()


def _agrees(value: Any, wanted: Any) -> bool:
    if isinstance(wanted, (set, frozenset)):
        return value in wanted
    return bool(value == wanted)


def fits(action: Action, /, **fields: Any) -> bool:
    """Whether ``action`` agrees with every field of the gesture (``onto``: where it goes)."""
    for name, wanted in fields.items():
        if name == "onto":
            zones = action.zones_onto()
            if not any(_agrees(z, wanted) for z in zones):
                return False
            continue
        value = action.__dict__.get(name, _ABSENT)
        if value is _ABSENT or not _agrees(value, wanted):
            return False
    return True


@overload
def matching(actions: Iterable[Action], kind: type[A], /, **fields: Any) -> list[A]: ...
@overload
def matching(actions: Iterable[Action], kind: None = None, /, **fields: Any) -> list[Action]: ...
def matching(actions: Iterable[Action], kind: type[Action] | None = None, /, **fields: Any) -> list[Any]:
    """The actions (of class ``kind``, when given) that agree with every field of the gesture."""
    return [a for a in actions if (kind is None or isinstance(a, kind)) and fits(a, **fields)]


def of_kind(actions: Iterable[Action], kind: type[A]) -> list[A]:
    """The actions of one class, typed as such (``of_kind(legal, Pay)`` is a ``list[Pay]``)."""
    return [a for a in actions if isinstance(a, kind)]


def any_of(values: Collection[Any]) -> frozenset[Any]:
    """A gesture value that accepts any of ``values``."""
    return frozenset(values)


__all__ = ["matching", "fits", "of_kind", "any_of"]
