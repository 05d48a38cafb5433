"""Human Torch: Johnny Storm (#78)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..damage import deal_damage
from ..effects import ability
from ..state import player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-078",
    "While Human Torch is active, each time you field a character, Human Torch deals 1 damage to your "
    "opponent and one to a target character (not 1 damage per Human Torch die).",
    "you_field",
    when=lambda g, t: g.is_active(t.player, "avx-078"),
)
def torch_johnny_storm(g: DiceMasters, t: K.YouField) -> None:
    """Once per character fielded (one ``you_field`` per card, not per Human Torch die); both
    points in one damage event. Any character may be the target, the one just fielded too."""
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in g.all_characters()], t.card, harms=True)
    amounts = {player_target(1 - p): 1}
    if tgt is not None:
        amounts[tgt] = 1
    deal_damage(g, src(t), amounts)
