"""Magneto: Former Comrade (#48), Holocaust Survivor (#81), Sonderkommando (#112): Villains."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..basic_actions import global_ability, pay_global
from ..characters import src
from ..control import activated_ability
from ..copying import affiliations
from ..effects import ability
from ..ops import ModDice, RerollDice, SpinDice, can_spin
from ..state import Die
from .mystique import engaged_dice

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

VILLAINS = "Villains"


def is_villain(d: Die) -> bool:
    return VILLAINS in affiliations(d)


def villain_dice(g: DiceMasters) -> list[str]:
    return [d.id for d in g.all_characters() if is_villain(d)]


@ability(
    "avx-048",
    "Magneto gets +2A and +2D when engaged with an X-Men character.",
    "after_blockers",
    when=lambda g, t: any("X-Men" in affiliations(d) for d in engaged_dice(g, t.die)),
)
def magneto_former_comrade(g: DiceMasters, t: K.AfterBlocks) -> None:
    """Decision: "when engaged" is looked at once blockers are assigned; the bonus lasts until
    the end of the turn (once, however many X-Men he is engaged with)."""
    g.push(ModDice([t.die], src=src(t), a=2, d=2))


def _villain_reroll(g: DiceMasters, t: K.GlobalAbility) -> None:
    """A rerolled die that shows no character goes to its reserve pool (the rules' default)."""
    if pay_global(g, t, "mask"):
        g.push(RerollDice([t.target], src=K.Source(t.player, "global", t.card)))


for _card in ("avx-081", "avx-112"):
    global_ability(
        _card,
        "Pay [M] to reroll a Villain die.",
        "mask",
        lambda g, p: villain_dice(g),
    )(_villain_reroll)


@activated_ability(
    "avx-081",
    "While Magneto is active, you may pay 2 energy to spin a Villain up one level.",
    2,
    lambda g, p: [x for x in villain_dice(g) if can_spin(g.dice[x], "up")],
)
def magneto_holocaust_survivor(g: DiceMasters, t: K.UseAbility) -> None:
    """Decision: used like a Global (any of his player's priority windows, as often as they pay),
    but only by Magneto's player while he is active; any Villain character may be spun."""
    if g.ask_pay(t, "pay", t.player, 2, [], t.card, optional="cancel"):
        g.push(SpinDice([t.target], src=K.Source(t.player, "character", t.card), dirs={t.target: "up"}))


@ability(
    "avx-112",
    "While Magneto is active, your other Villain characters get +2A and +2D (no matter how many "
    "Magneto dice you have fielded).",
    "aura",
)
def magneto_sonderkommando(g: DiceMasters, d: Die) -> tuple[int, int]:
    p = d.ctrl
    if p is None or d.card == "avx-112" or "avx-112" not in g.team[p] or not is_villain(d):
        return 0, 0
    return (2, 2) if g.is_active(p, "avx-112") else (0, 0)
