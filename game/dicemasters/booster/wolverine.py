"""Wolverine: Wildboy (#62), Formerly Weapon Ten (#126), Canucklehead (#132): "When Wolverine
attacks alone" (``engagement.attacks_alone``: he is the one attacker declared)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..effects import ability, opponent_chars
from ..engagement import UNBLOCKABLE, attacks_alone
from ..ops import ModDice, SpinDice, can_spin

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def _spinnable(g: DiceMasters, p: int) -> list[str]:
    return [d.id for d in opponent_chars(g, p) if can_spin(d, "down")]


@ability(
    "avx-062",
    "When Wolverine attacks alone, you may spin one opponent's character down one level.",
    "attacks",
    when=lambda g, t: attacks_alone(g, t.die) and bool(_spinnable(g, t.player)),
)
def wolverine_wildboy(g: DiceMasters, t: K.Attacks) -> None:
    tgt = g.ask_target(t, "target", t.player, _spinnable(g, t.player), t.card, optional=True, harms=True)
    if tgt is not None:
        g.push(SpinDice([tgt], src=src(t), dirs={tgt: "down"}))


@ability(
    "avx-126",
    "When Wolverine attacks alone, he gains +4A and +4D.",
    "attacks",
    when=lambda g, t: attacks_alone(g, t.die),
)
def wolverine_weapon_ten(g: DiceMasters, t: K.Attacks) -> None:
    """Until the end of the turn, as every stat change."""
    g.push(ModDice([t.die], src=src(t), a=4, d=4))


@ability(
    "avx-132",
    "When Wolverine attacks alone, he cannot be blocked.",
    "attacks",
    when=lambda g, t: attacks_alone(g, t.die),
)
def wolverine_canucklehead(g: DiceMasters, t: K.Attacks) -> None:
    """Not blocked by anything this attack: the flag lasts until the end of the turn."""
    g.push(ModDice([t.die], src=src(t), flags=[UNBLOCKABLE]))
