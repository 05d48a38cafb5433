"""Cyclops: Slim (#38), If Looks Could Kill (#69), Scott Summers (#102)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, at_end_of_turn, opponent_chars, stats
from ..engagement import offer_instead
from ..state import FIELD_ZONES, Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-038",
    "When Cyclops is blocked by more than one character, he deals damage equal to his full attack to "
    "each character blocking him (instead of having to split it).",
    "full_damage",
)
def cyclops_slim(g: DiceMasters, attacker: Die) -> bool:
    return True


@ability(
    "avx-069",
    "When Cyclops is assigned to attack, before blockers are assigned, he deals his attack in damage to "
    "each opposing character.",
    "attacks",
)
def cyclops_if_looks_could_kill(g: DiceMasters, t: K.Attacks) -> None:
    """His attack as the ability resolves (after any "when attacks" bonus resolved before it); one
    damage event for all the opposing characters."""
    d = g.dice[t.die]
    if d.zone not in FIELD_ZONES:
        return
    n = stats(g, d)[0]
    deal_damage(g, src(t), {x.id: n for x in opponent_chars(g, t.player)})


@ability(
    "avx-102",
    "If Cyclops is blocked, you may have him deal damage to your opponent instead of his blocker(s).",
    "instead_of_blockers",
)
def cyclops_scott_summers(g: DiceMasters, t: K.Task, attacker: Die) -> bool:
    """Asked in the damage step, before damage is assigned: his attack goes to the opponent, his
    blockers take none of it (they still deal theirs to him)."""
    if not offer_instead(g, t, attacker):
        return False
    assert attacker.ctrl is not None
    at_end_of_turn(g, attacker.ctrl, "avx-102", attacker.id)
    return True


@ability(
    "avx-102",
    "If you do so, he goes to your used pile during cleanup.",
    "end_of_turn",
    when=lambda g, t: [t.player, t.card, t.die] in g.turnflags.get("at_end", []),
)
def cyclops_scott_summers_cleanup(g: DiceMasters, t: K.EndOfTurn) -> None:
    """Decision: only a Cyclops still in the field goes to the used pile; one his blockers knocked
    out is in the prep area already and stays there."""
    d = g.dice[t.die]
    if d.zone in FIELD_ZONES and d.owner is not None:
        g.move(d, "used", d.owner)
