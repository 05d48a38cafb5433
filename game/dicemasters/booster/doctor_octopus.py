"""Doctor Octopus: Megalomaniac (#41), Fully Armed (#72), Mad Scientist (#105)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..effects import ability, opponent_chars
from ..ops import CantBlock
from ..state import Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-041",
    "When Doctor Octopus assigns to attack, target an opposing character. That character cannot block "
    "(this turn).",
    "attacks",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def doc_ock_megalomaniac(g: DiceMasters, t: K.Attacks) -> None:
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is not None:
        g.push(CantBlock([tgt], src=src(t)))


@ability(
    "avx-072",
    "When blocked, any damage that Doctor Octopus does in excess of his blocking characters' total "
    "defense is dealt to your opponent.",
    "overcrush",
)
def doc_ock_fully_armed(g: DiceMasters, attacker: Die) -> bool:
    return True


@ability(
    "avx-105",
    "When Doctor Octopus is blocked by more than one character, he deals his full attack value in "
    "damage to each character blocking him (instead of having to split it).",
    "full_damage",
)
def doc_ock_mad_scientist(g: DiceMasters, attacker: Die) -> bool:
    return True
