"""Doctor Doom (#40 Reed Richards' Rival, #71 Nemesis, #104 Victor): a negative aura on every
non-Villain character, blocks only by Villains and Sidekicks, a Global that needs a Villain in the
field, and a purge of non-Villains on both sides."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..basic_actions import global_ability, pay_global
from ..cards import SIDEKICK
from ..characters import src
from ..effects import ability
from ..locks import in_game, is_villain
from ..ops import KnockOutDice, ModDice
from ..state import Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-040",
    "While Doctor Doom is active, each non-Villain character gets -1A and -1D (no matter how many "
    "Doctor Doom dice you have fielded).",
    "aura",
)
def doom_rival(g: DiceMasters, d: Die) -> tuple[int, int]:
    """Every non-Villain character of both players, Sidekicks too (a Sidekick at 0D is knocked out
    at once). Decision: each player's active Doctor Doom counts once, so two players with this card
    active give -2A and -2D."""
    if not in_game(g, "avx-040") or is_villain(d):
        return 0, 0
    n = sum(1 for q in (0, 1) if "avx-040" in g.team[q] and g.is_active(q, "avx-040"))
    return -n, -n


@ability(
    "avx-071", "Doctor Doom can only be blocked by Villain and Sidekick characters.", "cant_be_blocked_by"
)
def doom_nemesis(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    return blocker.card != SIDEKICK and not is_villain(blocker)


def _villain_fielded(g: DiceMasters, p: int) -> bool:
    return any(is_villain(d) for d in g.characters(p))


@global_ability(
    "avx-071",
    "If you have a Villain fielded, pay [S] to give a target character -1A and -1D (knock out those "
    "with zero defense).",
    "shield",
    lambda g, p: [d.id for d in g.all_characters()] if _villain_fielded(g, p) else [],
)
def doom_nemesis_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if pay_global(g, t, "shield"):
        g.push(ModDice([t.target], src=src(t), a=-1, d=-1))  # at 0D knocked out as it resolves


@ability(
    "avx-104",
    "When fielded, each player must knock out all but one of his or her non-Villain characters (place "
    "those knocked out dice in that player's prep area).",
    "fielded",
)
def doom_victor(g: DiceMasters, t: K.Fielded) -> None:
    """Each player chooses the one non-Villain character they keep, Doctor Doom's player first;
    then the others are knocked out together (to their owners' prep areas, as every knock-out)."""
    victims: list[str] = []
    for q in (t.player, 1 - t.player):
        options = [d.id for d in g.characters(q) if not is_villain(d)]
        keep = g.ask_target(t, f"keep{q}", q, options, t.card)
        victims.extend(x for x in options if x != keep)
    if victims:
        g.push(KnockOutDice(victims, src=src(t)))
