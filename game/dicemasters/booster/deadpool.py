"""Deadpool: Assassin (#39), Jack (#70), Chiyonosake (#103): "When Deadpool attacks, you may assign
an opposing character to block him" (``engagement.AssignBlocker``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..combat import can_block
from ..damage import deal_damage
from ..effects import ability, at_end_of_turn, opponent_chars
from ..engagement import ASSIGN_KEY, AssignBlocker, KnocksOut, assigned_to
from ..ops import KnockOutDice
from ..state import FIELD_ZONES

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

ASSIGN = "When Deadpool attacks, you may assign an opposing character to block him."


def _can_assign(g: DiceMasters, t: K.Attacks) -> bool:
    d = g.dice[t.die]
    return d.zone == "attack" and any(
        x.zone == "field" and can_block(g, x, d) for x in opponent_chars(g, t.player)
    )


def assign_blocker(g: DiceMasters, t: K.Attacks) -> str | None:
    """Ask for the opposing character (one that could block him) and make it block him; the one
    chosen, or None when declined or prevented."""
    d = g.dice[t.die]
    options = [x.id for x in opponent_chars(g, t.player) if x.zone == "field" and can_block(g, x, d)]
    pick = g.ask_target(t, ASSIGN_KEY, t.player, options, t.card, optional=True, harms=True)
    if pick is None:
        return None
    if "assigned" not in t.ans:
        t.ans["assigned"] = True
        g.push(t)  # back once the block is made, to see whether it was
        g.push(AssignBlocker([pick], src=src(t), attacker=d.id))
        return None
    return pick if assigned_to(g, d.id) == pick else None


@ability("avx-039", ASSIGN, "attacks", when=_can_assign)
def deadpool_assassin(g: DiceMasters, t: K.Attacks) -> None:
    assign_blocker(g, t)


@ability("avx-070", ASSIGN, "attacks", when=_can_assign)
def deadpool_jack(g: DiceMasters, t: K.Attacks) -> None:
    pick = assign_blocker(g, t)
    if pick is not None:
        at_end_of_turn(g, t.player, t.card, pick)


@ability(
    "avx-070",
    "At the end of the turn, knock out that character.",
    "end_of_turn",
    when=lambda g, t: [t.player, t.card, t.die] in g.turnflags.get("at_end", []),
)
def deadpool_jack_end(g: DiceMasters, t: K.EndOfTurn) -> None:
    """That character, if it is still in the field (whether Deadpool still is or not)."""
    if g.dice[t.die].zone in FIELD_ZONES:
        g.push(KnockOutDice([t.die], src=src(t)))


@ability("avx-103", ASSIGN, "attacks", when=_can_assign)
def deadpool_chiyonosake(g: DiceMasters, t: K.Attacks) -> None:
    assign_blocker(g, t)


@ability(
    "avx-103",
    "If he knocks out that character, he deals 2 damage to each opposing character.",
    "knocks_out",
    when=lambda g, t: assigned_to(g, t.die) == t.victim,
)
def deadpool_chiyonosake_ko(g: DiceMasters, t: KnocksOut) -> None:
    deal_damage(g, src(t), {x.id: 2 for x in opponent_chars(g, t.player)})
