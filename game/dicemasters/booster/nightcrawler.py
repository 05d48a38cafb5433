"""Nightcrawler: Fuzzy Elf (#52), Abandoned (#84), Circus Freak (#116)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import src
from ..effects import ability, energy_type
from ..ops import KnockOutDice
from ..state import FIELD_ZONES, Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability("avx-052", "Nightcrawler cannot be blocked by non-[M] characters.", "cant_be_blocked_by")
def nightcrawler_fuzzy_elf(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    """A Sidekick has no energy type: it is a non-[M] character."""
    return energy_type(blocker) != "mask"


def _blocked_him(g: DiceMasters, did: str) -> list[str]:
    """The characters in the field that blocked ``did`` in this combat."""
    return [
        b
        for b, a in g.combat.get("engaged", [])
        if a == did and g.dice[b].zone in FIELD_ZONES and g.dice[b].is_character
    ]


@ability(
    "avx-084",
    "At the end of the attack step, knock out one character that blocked Nightcrawler.",
    "end_of_attack",
    when=lambda g, t: bool(_blocked_him(g, t.die)),
)
def nightcrawler_abandoned(g: DiceMasters, t: K.EndOfAttack) -> None:
    tgt = g.ask_target(t, "target", t.player, _blocked_him(g, t.die), t.card, harms=True)
    if tgt is not None:
        g.push(KnockOutDice([tgt], src=src(t)))


def _blocking_him(g: DiceMasters, did: str) -> list[str]:
    return [b for b, a in g.combat["blocks"].items() if a == did and g.dice[b].zone == "attack"]


@ability(
    "avx-116",
    "After assigning blockers, knock out one character blocking Nightcrawler (before assigning damage).",
    "after_blockers",
    when=lambda g, t: bool(_blocking_him(g, t.die)),
)
def nightcrawler_circus_freak(g: DiceMasters, t: K.AfterBlocks) -> None:
    tgt = g.ask_target(t, "target", t.player, _blocking_him(g, t.die), t.card, harms=True)
    if tgt is not None:
        g.push(KnockOutDice([tgt], src=src(t)))
