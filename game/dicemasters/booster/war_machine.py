"""War Machine (#61 Combat Comrade, #96 Parnell Jacobs, #125 James Rhodes): stronger, unblockable
or a knock-out when Iron Man is in the field (any Iron Man card), and one Global printed on all
three: "When one of your [S] characters damages your opponent in the attack step, pay [S] to gain
1 life" (``locks.ReactiveGlobal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import records as R
from .. import tasks as K
from ..characters import src
from ..effects import ability, energy_type, opponent_chars
from ..locks import ReactiveGlobal, has_named
from ..ops import KnockOutDice
from ..state import Die, ability_card

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

GLOBAL = "When one of your [S] characters damages your opponent in the attack step, pay [S] to gain 1 life."


@ability("avx-061", "War Machine gets +2A and +2D if you have Iron Man in the field.", "aura")
def war_machine_combat_comrade(g: DiceMasters, d: Die) -> tuple[int, int]:
    if ability_card(d) != "avx-061" or d.ctrl is None or not has_named(g, d.ctrl, "Iron Man"):
        return 0, 0
    return 2, 2


@ability("avx-096", "War Machine can't be blocked if you have Iron Man fielded.", "cant_be_blocked_by")
def war_machine_parnell_jacobs(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    return attacker.ctrl is not None and has_named(g, attacker.ctrl, "Iron Man")


@ability(
    "avx-125",
    "When fielded, if you have Iron Man fielded, knock out an opponent's character.",
    "fielded",
    when=lambda g, t: has_named(g, t.player, "Iron Man") and bool(opponent_chars(g, t.player)),
)
def war_machine_james_rhodes(g: DiceMasters, t: K.Fielded) -> None:
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is not None:
        g.push(KnockOutDice([tgt], src=src(t)))


def war_machine_global(g: DiceMasters, t: ReactiveGlobal) -> None:
    """Offered once for each of the player's [S] characters whose damage hit the opponent in a
    damage event of the attack step (combat damage, or a character's ability there). Decision: one
    ability printed on three cards is offered once, however many of them are in the game; it is
    not offered when the life could not rise (at the starting life)."""
    p = t.player
    d = g.dice[t.die]
    if energy_type(d) != "shield" or g.life[p] >= g.start_life:
        return
    if g.ask_pay(t, "pay", p, 1, ["shield"], t.card, optional="decline"):
        g.ev.append(R.GlobalUsed(p, t.card, t.die))
        g.change_life(p, 1)


for _card in ("avx-061", "avx-096", "avx-125"):
    ability(_card, GLOBAL, "damages_opponent_global")(war_machine_global)
