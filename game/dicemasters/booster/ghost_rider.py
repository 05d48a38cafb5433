"""Ghost Rider: Spirit of Vengeance (#75) and Brimstone Biker (#108). Johnny Blaze (#44) prints
only reminder text ("No special effects"): it has no ability (``cards.printed_texts``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..conditions import distinct, draw_to
from ..effects import ability

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

ENGAGED_STEPS = ("block", "attack_actions", "damage")


def engaged(g: DiceMasters, t: K.KnockedOut) -> bool:
    """Knocked out while blocking, or while an attacker that was blocked (engaged with a blocker)."""
    if t.blocking:
        return True
    return g.step in ENGAGED_STEPS and any(t.die in pair for pair in g.combat.get("engaged", []))


@ability(
    "avx-075",
    "If Ghost Rider is knocked out while engaged, draw one die from your bag and place it in your prep area.",
    "knocked_out",
    when=engaged,
)
def ghost_rider_spirit_of_vengeance(g: DiceMasters, t: K.KnockedOut) -> None:
    if not t.ans.get("drawn"):
        t.ans["drawn"] = True
        draw_to(g, t.player, 1, "prep")


@ability(
    "avx-108",
    "When fielded, select a die from your used pile and place it into your prep area (you cannot select "
    "a die that paid to field this die).",
    "fielded",
    when=lambda g, t: bool(g.zones[t.player]["used"]),
)
def ghost_rider_brimstone_biker(g: DiceMasters, t: K.Fielded) -> None:
    """Energy spent on your own turn goes out of play, so no die in the used pile paid for him."""
    p = t.player
    pick = g.ask_target(t, "die", p, distinct(g, g.zones[p]["used"]), t.card)
    if pick is not None and g.dice[pick].zone == "used":
        g.move(g.dice[pick], "prep", p)
