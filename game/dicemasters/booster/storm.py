"""Storm: Wind-Rider (#92)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, opponent_chars
from ..ops import RerollDice
from ..state import FIELD_ZONES, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-092",
    "When fielded, reroll up to 2 opposing characters. Each die that does not roll a character goes "
    "to your opponent's used pile. Storm deals 2 damage to your opponent for each die moved.",
    "fielded",
)
def storm_wind_rider(g: DiceMasters, t: K.Fielded) -> None:
    """Up to two: each pick may be declined. The reroll runs first; this ability then comes back
    to count the dice it moved out of the field (a prevented reroll moves none)."""
    p = t.player
    if "rolled" not in t.ans:
        options = [d.id for d in opponent_chars(g, p)]
        chosen: list[str] = []
        first = g.ask_target(t, "t1", p, options, t.card, optional=True, harms=True)
        if first is not None:
            chosen.append(first)
            rest = [x for x in options if x != first]
            second = g.ask_target(t, "t2", p, rest, t.card, optional=True, harms=True)
            if second is not None:
                chosen.append(second)
        t.ans["rolled"] = chosen
        if chosen:
            g.push(t)  # back after the reroll
            g.push(RerollDice(chosen, src=src(t), miss="used"))
        return
    moved = [x for x in t.ans["rolled"] if g.dice[x].zone not in FIELD_ZONES]
    if moved:
        deal_damage(g, src(t), {player_target(1 - p): 2 * len(moved)})
