"""Black Widow (#36 Natural, #100 Killer Instinct, #129 Tsarina): spins engaged characters down
at the end of the attack step, spins an opposing character down to level 1, and deals 2 damage as
she attacks unless the opponent spins one of their characters down to prevent it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, opponent_chars
from ..engagement import SpinToLevel
from ..locks import ask_prevent
from ..ops import Direction, SpinDice
from ..state import FIELD_ZONES, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def engaged(g: DiceMasters, did: str) -> list[str]:
    """The dice engaged with ``did`` in this combat (blocking it, or blocked by it), still fielded."""
    out = []
    for a, b in g.combat.get("engaged", []):
        other = b if a == did else a if b == did else None
        if other is not None and other not in out and g.dice[other].zone in FIELD_ZONES:
            out.append(other)
    return out


@ability(
    "avx-036",
    "At the end of the attack step, spin each character engaged with Black Widow down 1 level (this "
    "happens before damage clears).",
    "end_of_attack",
    when=lambda g, t: bool(engaged(g, t.die)),
)
def widow_natural(g: DiceMasters, t: K.EndOfAttack) -> None:
    """A character spun down to a defense its damage reaches is knocked out."""
    dice = engaged(g, t.die)
    dirs: dict[str, Direction] = {did: "down" for did in dice}
    g.push(SpinDice(dice, src=src(t), dirs=dirs))


@ability(
    "avx-100",
    "When fielded, spin one target opponent's character down to level 1.",
    "fielded",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def widow_killer_instinct(g: DiceMasters, t: K.Fielded) -> None:
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is not None:
        g.push(SpinToLevel([tgt], src=src(t), level=1))


@ability(
    "avx-129",
    "When Black Widow attacks, she deals 2 damage to your opponent. Your opponent can prevent this by "
    "spinning one of his or her characters down one level.",
    "attacks",
)
def widow_tsarina(g: DiceMasters, t: K.Attacks) -> None:
    """Decision: only a character above level 1 can be spun down one level (a level 1 character
    can't be spun to a non-character face), so an opponent without one can't prevent it."""
    p = t.player
    if not ask_prevent(g, t, "prevent", 1 - p, t.card, spin_down=True, what="damage", amount=2):
        deal_damage(g, src(t), {player_target(1 - p): 2})
