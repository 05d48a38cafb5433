"""Spider-Man: Wall-Crawler (#91)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..effects import ability
from ..energy import can_pay
from ..engagement import set_life

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

LIFE = 10


@ability(
    "avx-091",
    "If Spider-Man attacks and is not blocked, you may pay [F][F] to change your opponent's life to 10 "
    "(before damage is dealt).",
    "after_blockers",
    when=lambda g, t: (
        t.die in g.combat["attackers"]
        and t.die not in g.combat["blocked"]
        and can_pay(g, t.player, 2, ["fist", "fist"])
    ),
)
def spider_man_wall_crawler(g: DiceMasters, t: K.AfterBlocks) -> None:
    """Once blockers are assigned and before the actions window and the damage: he then deals his
    combat damage as usual (the printed text; the later errata's "instead of dealing combat
    damage" is not played). Decision: a life below 10 is raised to 10, but never above the
    starting life ("life can never rise above the starting life")."""
    opp = 1 - t.player
    t.ans.setdefault("sets_life", [opp, LIFE])  # what the payment would buy, for the agents
    if g.ask_pay(t, "pay", t.player, 2, ["fist", "fist"], t.card, optional="decline"):
        set_life(g, opp, LIFE)
