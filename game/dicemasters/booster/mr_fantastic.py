"""Mr. Fantastic: Brilliant Scientist (#49), The Invincible Man (#113), Elastic (#131)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import records as R
from .. import tasks as K
from ..effects import ability, level
from ..state import Die, ability_card
from .phoenix import must_attack_global

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


for _card in ("avx-049", "avx-113"):
    must_attack_global(_card, "Pay [M]. Target character must attack this turn.", "mask")


def blocking(g: DiceMasters, d: Die) -> bool:
    return d.zone == "attack" and d.id in g.combat["blocks"]


@ability("avx-049", "Mr. Fantastic gets +2A and +2D while blocking.", "aura")
def fantastic_brilliant_scientist(g: DiceMasters, d: Die) -> tuple[int, int]:
    return (2, 2) if ability_card(d) == "avx-049" and blocking(g, d) else (0, 0)


@ability(
    "avx-113",
    "While blocking, you may redirect up to 2 damage from Mr. Fantastic to the character he blocks.",
    "redirect_die",
)
def fantastic_invincible_man(g: DiceMasters, t: K.Damage, amounts: dict[str, int], did: str) -> None:
    """Decision: up to 2 of each damage he takes while blocking (asked one point at a time), onto
    the attacker he blocks if it is still in the attack; before reductions."""
    d = g.dice[did]
    if not blocking(g, d) or d.ctrl is None:
        return
    attacker = g.combat["blocks"][did]
    if g.dice[attacker].zone != "attack":
        return
    moved = int(t.ans.get(f"mf:{did}", 0))  # points already moved (the amounts keep them)
    while moved < 2 and amounts.get(did, 0) > 0:
        if (
            g.ask_target(t, f"mf:{did}:{moved}", d.ctrl, [attacker], "avx-113", optional=True, harms=True)
            is None
        ):
            break
        amounts[did] -= 1
        amounts[attacker] = amounts.get(attacker, 0) + 1
        moved += 1
        t.ans[f"mf:{did}"] = moved
        g.ev.append(R.DamageMoved(d.ctrl, did, "avx-113", attacker, 1))


@ability(
    "avx-131",
    "You may spin Mr. Fantastic down 1 level to allow him to block an additional character (or 2 "
    "levels to block two additional characters).",
    "extra_blocks",
)
def fantastic_elastic(g: DiceMasters, d: Die) -> int:
    """Decision: while he blocks, each additional attacker he blocks spins him down one level as
    it is declared (so a level 3 die may block three attackers, a level 1 die only one); he then
    splits his damage among the attackers he blocks, as his player chooses."""
    return min(2, level(d) - 1 + len(g.combat.get("extra", {}).get(d.id, [])))
