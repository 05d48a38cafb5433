"""Why a team breaks its format, as data: ``formats.validate_team`` refuses a team with a
``TeamError``, an ``OptionError`` whose message is the engine's own words and whose ``problem``
says what is wrong (a code, the cards it names, the number found and the limit), so a screen can
say it in the player's language without checking the rules a second time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.core.errors import OptionError

TeamProblemCode = Literal[
    "unknown_card",  # cards: the id
    "not_team_card",  # a basic action card among the team cards
    "same_name",  # cards: the first card of that name, then the second
    "no_die",  # cards: the card with fewer than 1 die
    "over_max",  # cards: the card; count: its dice; limit: its Max
    "no_cards",
    "over_cards",  # count: cards; limit: the format's
    "over_dice",  # count: dice; limit: the format's total
    "cards_exact",  # count: cards; limit: the number the format needs
    "dice_exact",  # count: dice; limit: the number the format needs
]


@dataclass(frozen=True)
class TeamProblem:
    """What is wrong with a team (see ``TeamProblemCode`` for what each field holds)."""

    code: TeamProblemCode
    cards: tuple[str, ...] = ()
    count: int = 0
    limit: int = 0


class TeamError(OptionError):
    """A team its format refuses: the engine's message, and the ``problem`` as data."""

    def __init__(self, message: str, problem: TeamProblem) -> None:
        super().__init__(message)
        self.problem = problem


__all__ = ["TeamError", "TeamProblem", "TeamProblemCode"]
