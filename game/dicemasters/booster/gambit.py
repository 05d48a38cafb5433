"""Gambit: Ace in the Hole (#43), Le Diable Blanc (#74) and Cardsharp (#107)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..conditions import distinct, draw_to, return_to_bag, roll_into_reserve
from ..damage import deal_damage
from ..effects import ability, bursts
from ..flow import enter_field
from ..state import FIELD_ZONES, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def fielded_burst(g: DiceMasters, t: K.Fielded) -> int:
    """The bursts of the face Gambit was fielded on (read once, as the ability starts)."""
    if "burst" not in t.ans:
        d = g.dice[t.die]
        t.ans["burst"] = bursts(d) if d.zone in FIELD_ZONES else 0
    return int(t.ans["burst"])


def drawn_once(g: DiceMasters, t: K.Fielded, n: int) -> list[str]:
    """The ``n`` dice the ability draws (into the prep area while the player looks), drawn once
    however often the ability runs again after a question."""
    if "drawn" not in t.ans:
        t.ans["drawn"] = draw_to(g, t.player, n, "prep")
    drawn: list[str] = t.ans["drawn"]
    return drawn


def draw_choose_return(g: DiceMasters, t: K.Fielded, n: int) -> list[str]:
    """Draw ``n`` dice, let the player pick one to return to the bag; the dice kept."""
    p = t.player
    drawn = drawn_once(g, t, n)
    if len(drawn) < n:
        back = None  # the bag and the used pile ran out: every die drawn is kept
    else:
        back = g.ask_target(t, "return", p, distinct(g, drawn), t.card, harms=True)
    if back is not None and not t.ans.get("returned"):
        t.ans["returned"] = True
        return_to_bag(g, p, back)
    return [x for x in drawn if x != back]


@ability(
    "avx-043",
    "When fielded, you may draw and roll one die (place it in your reserve pool). * Instead draw 2 "
    "dice, roll one of them and return the other to your bag.",
    "fielded",
)
def gambit_ace_in_the_hole(g: DiceMasters, t: K.Fielded) -> None:
    """The burst changes what "you may" does: declining draws nothing either way."""
    p = t.player
    burst = fielded_burst(g, t)
    if g.ask_target(t, "draw", p, [player_target(p)], t.card, optional=True) is None:
        return
    if burst:
        kept = draw_choose_return(g, t, 2)
    else:
        kept = drawn_once(g, t, 1)
    if not t.ans.get("rolled"):
        t.ans["rolled"] = True
        roll_into_reserve(g, p, kept)


@ability(
    "avx-074",
    "When fielded, draw and roll 2 dice. Field characters rolled on those dice for free; place the "
    "rest in your used pile. * Instead draw 3 dice, choose two to roll and return the other to your bag.",
    "fielded",
)
def gambit_le_diable_blanc(g: DiceMasters, t: K.Fielded) -> None:
    """Characters fielded this way are fielded (their "when fielded" abilities trigger)."""
    p = t.player
    kept = draw_choose_return(g, t, 3) if fielded_burst(g, t) else drawn_once(g, t, 2)
    if t.ans.get("rolled"):
        return
    t.ans["rolled"] = True
    roll_into_reserve(g, p, kept)
    for did in kept:
        d = g.dice[did]
        if d.is_character:
            enter_field(g, p, d)
        else:
            g.move(d, "used", p)


@ability(
    "avx-107",
    "When fielded, you may draw and roll one die. If you roll a character side, that character deals "
    "damage equal to its attack to your opponent and goes to your used pile (otherwise, the die goes to "
    "your reserve pool).",
    "fielded",
)
def gambit_cardsharp(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: the rolled character is in no field, so its attack is the face's printed A."""
    p = t.player
    if g.ask_target(t, "draw", p, [player_target(p)], t.card, optional=True) is None:
        return
    if t.ans.get("rolled"):
        return
    t.ans["rolled"] = True
    drawn = draw_to(g, p, 1, "reserve")
    roll_into_reserve(g, p, drawn)
    for did in drawn:
        d = g.dice[did]
        f = d.showing
        if f is not None and f.kind == "character":
            g.move(d, "used", p)
            deal_damage(g, K.Source(p, "character", d.card, d.id), {player_target(1 - p): f.attack})
