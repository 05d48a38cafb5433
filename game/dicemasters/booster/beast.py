"""Beast: Kreature (#66)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..effects import ability, bursts, level
from ..ops import KnockOutDice, SpinDice
from ..state import FIELD_ZONES

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-066",
    "When Beast blocks, spin the blocked character down 1 level. If it is already level 1, knock it "
    "out. * If the blocked character is knocked out by this, gain 2 life.",
    "blocks",
)
def beast_kreature(g: DiceMasters, t: K.Blocks) -> None:
    """The burst is the face Beast showed as he blocked. The knock-out runs first; this ability
    then comes back to see whether it knocked the character out (not if it was prevented)."""
    a = g.dice[t.target]
    if "ko" not in t.ans:
        t.ans["burst"] = bursts(g.dice[t.die])
        if a.zone not in FIELD_ZONES or not a.is_character:
            t.ans["ko"] = False
            return
        t.ans["ko"] = level(a) == 1
        if t.ans["ko"]:
            g.push(t)  # back after the knock-out
            g.push(KnockOutDice([a.id], src=src(t)))
        else:
            g.push(SpinDice([a.id], src=src(t), dirs={a.id: "down"}))
        return
    if t.ans["ko"] and t.ans["burst"] and a.zone not in FIELD_ZONES and a.zone != "captured":
        g.change_life(t.player, 2)
