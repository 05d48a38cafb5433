"""Professor X (#55 Principal, #87 Powerful Telepath, #119 Charles Francis Xavier): while he is
active, the opponent is locked out of rerolls, of actions and Globals, or of fielding; the
opponent can pay 2 life to lift the lock for the rest of the turn (``locks``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects import ability
from ..locks import Lock

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-055",
    "While Professor X is active, your opponent cannot reroll dice during the roll and reroll step. He "
    "or she can pay 2 life to prevent this effect for this turn.",
    "lock",
)
def prof_principal(g: DiceMasters, owner: int) -> Lock | None:
    """Decision: the opponent is offered the 2 life in their Roll and Reroll step, beside the dice
    they would mark to reroll; once paid, they reroll as usual this turn."""
    return Lock("reroll", 2) if g.is_active(owner, "avx-055") else None


@ability(
    "avx-087",
    "While Professor X is active, your opponent cannot use actions or global abilities. He or she can "
    "pay 2 life to prevent this effect for the rest of the turn.",
    "lock",
)
def prof_telepath(g: DiceMasters, owner: int) -> Lock | None:
    """Decision: the opponent is offered the 2 life in any priority window where the lock takes an
    action die or a Global away from them; Globals asked outside a window (Flame On!, War Machine's)
    stay closed to them until they have paid."""
    return Lock("actions", 2) if g.is_active(owner, "avx-087") else None


@ability(
    "avx-119",
    "While Professor X is active, your opponent cannot field characters. He or she can pay 2 life to "
    "prevent this effect for the rest of this turn.",
    "lock",
)
def prof_xavier(g: DiceMasters, owner: int) -> Lock | None:
    """Decision: the opponent is offered the 2 life in a priority window where they have a character
    die they could otherwise field."""
    return Lock("field", 2) if g.is_active(owner, "avx-119") else None
