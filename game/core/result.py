"""How a game ended: who won, why (a closed set of terminations), and the final figures.

Modelled on python-chess's ``Outcome``: ``Result.termination`` is a ``Termination`` member, not a
free string; ``detail`` carries what the termination alone does not say (the Scheme condition
that made evil win). ``to_dict()`` is the JSON the saves, the log and the golden oracle use:
``{"winners": [...], "reason": "...", "scores": [...], **extra}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .errors import SaveError


class Termination(StrEnum):
    """Every way a game of this application can end (the values are the saved ``reason``)."""

    IN_PROGRESS = "in progress"
    # Dice Masters
    LIFE = "life"  # a player's life fell to 0
    TURN_LIMIT = "turn_limit"  # the safety limit on turns: a draw
    # Legendary
    MASTERMIND_DEFEATED = "mastermind_defeated"
    EVIL_WINS = "evil_wins"  # the Scheme's evil-wins condition (``detail`` names it)
    VILLAIN_DECK_OUT = "villain_deck_out"
    HERO_DECK_OUT = "hero_deck_out"
    ENDLESS_EFFECT_LOOP = "endless_effect_loop"
    # MetaVersus
    STARS = "stars"
    HP = "hp"
    STARS_TIEBREAK = "stars_tiebreak"
    EFFECT = "effect"  # a card's own "you win" effect
    DRAW = "draw"
    # small games of the tests
    TARGET = "target"  # a score target was reached


@dataclass(frozen=True)
class Result:
    """The end of a game (or ``IN_PROGRESS``); ``winners`` is empty for a draw or a loss to the game."""

    winners: tuple[int, ...]
    termination: Termination
    scores: tuple[Any, ...] = ()
    detail: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def reason(self) -> str:
        """The saved reason: the termination's value, with ``:detail`` when there is one."""
        return f"{self.termination.value}:{self.detail}" if self.detail else self.termination.value

    @property
    def is_draw(self) -> bool:
        return self.termination is not Termination.IN_PROGRESS and not self.winners

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "winners": list(self.winners),
            "reason": self.reason,
            "scores": list(self.scores),
        }
        for k, v in self.extra.items():
            d[k] = list(v) if isinstance(v, tuple) else v
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Result:
        try:
            reason = str(d["reason"])
            term, _, detail = reason.partition(":")
            extra = {k: v for k, v in d.items() if k not in ("winners", "reason", "scores")}
            return cls(
                tuple(int(w) for w in d["winners"]),
                Termination(term),
                tuple(d.get("scores", ())),
                detail,
                extra,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"not a result: {d!r} ({exc})") from None

    @classmethod
    def in_progress(cls, scores: tuple[Any, ...] = ()) -> Result:
        return cls((), Termination.IN_PROGRESS, scores)


__all__ = ["Result", "Termination"]
