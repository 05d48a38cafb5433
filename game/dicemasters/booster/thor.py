"""Thor: God of Thunder (#94)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..effects import ability, energy_type, opponent_chars
from ..ops import ModDice

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def opposing_fist(g: DiceMasters, p: int) -> int:
    return sum(1 for d in opponent_chars(g, p) if energy_type(d) == "fist")


@ability(
    "avx-094",
    "At the start of each attack step, Thor gets +4A and +4D for each opposing [F] character in the "
    "field (until the end of the turn).",
    "start_of_attack",
    when=lambda g, t: opposing_fist(g, t.player) > 0,
)
def thor_god_of_thunder(g: DiceMasters, t: K.StartOfAttack) -> None:
    """Each attack step, both players' (each Thor die for itself); counted as it resolves."""
    n = opposing_fist(g, t.player)
    if n and t.die in [d.id for d in g.characters(t.player)]:
        g.push(ModDice([t.die], src=src(t), a=4 * n, d=4 * n))
