"""Venom (#60 Eddie Brock, #95 Mac Gargan, #124 Angelo Fortunato): only [F] characters block him;
blocking and knocking out a non-[F] attacker hurts the opponent; a -2A/-2D aura on the opponent's
non-[F] characters; and one Global printed on all three: "Pay [F] to spin an opponent's [F]
character down 1 level"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..basic_actions import global_ability, pay_global
from ..characters import src
from ..damage import deal_damage
from ..effects import ability, bursts, energy_type, engaged_with
from ..engagement import KnocksOut
from ..ops import SpinDice, can_spin
from ..state import Die, player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

GLOBAL = "Pay [F] to spin an opponent's [F] character down 1 level."


@ability("avx-060", "Non-[F] characters can't block Venom.", "cant_be_blocked_by")
def venom_eddie_brock(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    return energy_type(blocker) != "fist"  # Sidekicks have no energy type: they can't either


def _blocked_non_fist(g: DiceMasters, t: KnocksOut) -> bool:
    victim = g.dice[t.victim]
    return t.player != g.active and engaged_with(g, t.die, t.victim) and energy_type(victim) != "fist"


@ability(
    "avx-095",
    "If Venom blocks and knocks out a non-[F] character, he deals 2 damage to your opponent and you "
    "gain 1 life.",
    "knocks_out",
    when=_blocked_non_fist,
)
def venom_mac_gargan(g: DiceMasters, t: KnocksOut) -> None:
    """The attacker he blocked falls to his damage (with the other blockers' too, if any)."""
    if not t.ans.get("dealt"):
        t.ans["dealt"] = True
        g.push(t)  # the life comes after the damage
        deal_damage(g, src(t), {player_target(1 - t.player): 2})
        return
    g.change_life(t.player, 1)


def _venoms(g: DiceMasters, q: int) -> list[Die]:
    return [d for d in g.characters(q) if d.card == "avx-124" and d.owner == q]


@ability(
    "avx-124",
    "While Venom is active, your opponent's non-[F] characters get -2A and -2D. * Your [F] characters "
    "get +1A and +1D.",
    "aura",
)
def venom_angelo_fortunato(g: DiceMasters, d: Die) -> tuple[int, int]:
    """The burst line holds while one of the player's Venom dice of this card in the field shows a
    burst (level 2 or 3), once however many."""
    q = d.ctrl
    if q is None:
        return 0, 0
    da = dd = 0
    if "avx-124" in g.team[1 - q] and energy_type(d) != "fist" and g.is_active(1 - q, "avx-124"):
        da -= 2
        dd -= 2
    if "avx-124" in g.team[q] and energy_type(d) == "fist" and any(bursts(v) for v in _venoms(g, q)):
        da += 1
        dd += 1
    return da, dd


def _spin_targets(g: DiceMasters, p: int) -> list[str]:
    return [d.id for d in g.characters(1 - p) if energy_type(d) == "fist" and can_spin(d, "down")]


def venom_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if pay_global(g, t, "fist"):
        g.push(SpinDice([t.target], src=src(t), dirs={t.target: "down"}))


for _card in ("avx-060", "avx-095", "avx-124"):
    global_ability(_card, GLOBAL, "fist", _spin_targets)(venom_global)
