"""The pending decision: who must decide now, what is asked, and how many picks it takes.

Every game keeps exactly one pending ``Decision`` (or none once the game is over). A decision is
a frozen dataclass registered by ``(game, kind)`` like actions and events, so it round-trips
through JSON with ``to_dict``/``Decision.from_dict``; a decision that progresses (a payment
collecting dice, a multi-pick collecting cards) is replaced with ``dataclasses.replace``.

Define one with::

    @dataclass(frozen=True)
    class ChooseBlocker(Decision):
        game = "dicemasters"
        kind = "block"
        attackers: tuple[str, ...]

Its prompt is the string key ``decision.<game>.<kind>`` (``prompt_key()``) filled with
``prompt_params()`` (its fields); ``picks`` says how many choices the whole decision takes
(``(1, 1)``: exactly one; ``(0, 3)``: up to three, one at a time, with a "done" action). The typed
choices are the game's ``legal_actions()`` for it: the decision never repeats them.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Self, cast

from .actions import _Record


class Decision(_Record):
    """Base of every pending decision; subclasses are frozen dataclasses with a ``player`` field."""

    _registry: ClassVar[dict[tuple[str, str], type]] = {}
    _family: ClassVar[str] = "decision"
    picks: ClassVar[tuple[int, int]] = (1, 1)
    # fields an observation may not show to other players (a hand's contents in a choice)
    private: ClassVar[tuple[str, ...]] = ()

    player: int

    def prompt_key(self) -> str:
        return self.label_key()

    def prompt_params(self) -> dict[str, Any]:
        return self.label_params()

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        """``to_dict`` for an observation of ``viewer``: private fields only for the decider."""
        d = self.to_dict()
        if viewer != self.player:
            for name in self.private:
                d.pop(name, None)
        d["picks"] = list(self.picks)
        return d

    def replace(self, **changes: Any) -> Self:
        """A copy with ``changes`` (a decision that progresses is replaced, never changed)."""
        new: Self = dataclasses.replace(cast(Any, self), **changes)
        return new


__all__ = ["Decision"]
