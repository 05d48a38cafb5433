"""The Basic Action cards: their action-die effects (hook ``action``, with the face's bursts) and
their Globals (hook ``global``, with the [X] cost and the targets it may be used on), each
registered with the printed text it implements.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from . import tasks as K
from .combat import attackers
from .damage import deal_damage
from .decisions import TargetDecision
from .effects import ability, level
from .flow import GLOBALS, every_character
from .ops import CantBlock, Direction, KnockOutDice, ModDice, NoDamage, RemoveAttacker, SpinDice, can_spin
from .state import player_target

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

F = TypeVar("F", bound=Callable[..., Any])
ATTACK_WINDOW = ("attack_actions",)


def global_ability(
    card: str, text: str, etype: str, targets: Callable[[DiceMasters, int], list[str]]
) -> Callable[[F], F]:
    """A Global: pay [``etype``] to use it on one of ``targets(game, player)`` in a priority window."""

    def register(fn: F) -> F:
        GLOBALS[card] = (etype, targets)
        return ability(card, text, "global")(fn)

    return register


def src(t: K.CardHook, kind: K.SourceKind = "action") -> K.Source:
    return K.Source(t.player, kind, t.card, K.hook_die(t))


def own_chars(g: DiceMasters, p: int) -> list[str]:
    return [d.id for d in g.characters(p)]


def pick_two(
    g: DiceMasters, t: K.CardHook, chooser: int, options: list[str], harms: bool = False
) -> list[str]:
    """Two different targets chosen one at a time (fewer if fewer exist)."""
    first = g.ask_target(t, "t1", chooser, options, t.card, harms=harms)
    if first is None:
        return []
    second = g.ask_target(t, "t2", chooser, [x for x in options if x != first], t.card, harms=harms)
    return [first] + ([second] if second is not None else [])


def pay_global(g: DiceMasters, t: K.GlobalAbility, etype: str) -> bool:
    return g.ask_pay(t, "pay", t.player, 1, [etype], t.card, optional="cancel")


# -- Distraction -------------------------------------------------------------------------------
@ability(
    "avx-025",
    "Your opponent targets two of his or her characters. Those characters cannot block (this turn).",
    "action",
)
def distraction(g: DiceMasters, t: K.ActionDie) -> None:
    opp = 1 - t.player
    chosen = pick_two(g, t, opp, own_chars(g, opp), harms=True)
    if chosen:
        g.push(CantBlock(chosen, src=src(t)))


@global_ability(
    "avx-025",
    "Pay [M] to remove one attacker from the attack zone to the field.",
    "mask",
    lambda g, p: [d.id for d in attackers(g)] if g.step in ATTACK_WINDOW else [],
)
def distraction_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if pay_global(g, t, "mask"):
        g.push(RemoveAttacker([t.target], src=src(t, "global")))


# -- Focus Power -------------------------------------------------------------------------------
@ability(
    "avx-026",
    "Spin one target character up or down one level. * Spin another target character up or down one "
    "level. ** Spin another target character up or down one level.",
    "action",
)
def focus_power(g: DiceMasters, t: K.ActionDie) -> None:
    p = t.player
    chars = [d.id for d in g.all_characters() if can_spin(d, "up") or can_spin(d, "down")]
    spins: dict[str, Direction] = {}
    for key in ("s1", "s2") if t.bursts else ("s1",):
        options = [x for x in chars if x not in spins]
        if not options:
            break
        tgt, direction = g.ask(t, TargetDecision(p, tuple(options), t.card, False, t.id, key, spin=True))
        spins[tgt] = direction
    if spins:
        g.push(SpinDice(list(spins), src=src(t), dirs=spins))


# -- Force Beam --------------------------------------------------------------------------------
@ability(
    "avx-027",
    "Deal 1 damage to each character (including yours). * Instead, deal 2 damage to each character. "
    "** Instead, deal 1 damage to each player and 2 damage to each character.",
    "action",
)
def force_beam(g: DiceMasters, t: K.ActionDie) -> None:
    n = 2 if t.bursts else 1
    amounts = {d.id: n for d in g.all_characters()}
    if t.bursts == 2:
        amounts[player_target(0)] = amounts[player_target(1)] = 1
    deal_damage(g, src(t), amounts)


# -- Gearing Up --------------------------------------------------------------------------------
@ability(
    "avx-028",
    "Draw two dice from your bag and roll them (place them in your reserve pool).",
    "action",
)
def gearing_up(g: DiceMasters, t: K.ActionDie) -> None:
    p = t.player
    n = g.draw(p, 2, "reserve")
    for did in g.zones[p]["reserve"][len(g.zones[p]["reserve"]) - n :]:
        g.roll(g.dice[did])


# -- Inner Rage --------------------------------------------------------------------------------
@ability(
    "avx-029",
    "Two of your target characters get +1A and +1D (until the end of the turn). * Those characters "
    "get an additional +1A and +1D. ** Those characters get an additional +1A and +1D.",
    "action",
)
def inner_rage(g: DiceMasters, t: K.ActionDie) -> None:
    chosen = pick_two(g, t, t.player, own_chars(g, t.player))
    n = 2 if t.bursts else 1
    if chosen:
        g.push(ModDice(chosen, src=src(t), a=n, d=n))


# -- Invulnerability ---------------------------------------------------------------------------
@ability(
    "avx-030",
    "Your attacking characters that are knocked out (this turn) return to the field.",
    "action",
)
def invulnerability(g: DiceMasters, t: K.ActionDie) -> None:
    g.turnflags["invulnerable"][t.player] = True


@global_ability(
    "avx-030",
    "Pay [B]. One target character gets +1A (until the end of the turn).",
    "bolt",
    every_character,
)
def invulnerability_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if pay_global(g, t, "bolt"):
        g.push(ModDice([t.target], src=src(t, "global"), a=1))


# -- Power Bolt --------------------------------------------------------------------------------
@ability("avx-031", "Deal 2 damage to one target character or player.", "action")
def power_bolt(g: DiceMasters, t: K.ActionDie) -> None:
    p = t.player
    options = [player_target(1 - p)] + [d.id for d in g.all_characters()] + [player_target(p)]
    tgt = g.ask_target(t, "target", p, options, t.card, harms=True)
    if tgt is not None:
        deal_damage(g, src(t), {tgt: 2})


# -- Smash! ------------------------------------------------------------------------------------
@ability(
    "avx-032",
    "Knock out a target level 1 character. ** Knock out a level 1 or level 2 character instead.",
    "action",
)
def smash(g: DiceMasters, t: K.ActionDie) -> None:
    """A * face acts as the base text."""
    top = 2 if t.bursts == 2 else 1
    options = [d.id for d in g.all_characters() if level(d) <= top]
    tgt = g.ask_target(t, "target", t.player, options, t.card, harms=True)
    if tgt is not None:
        g.push(KnockOutDice([tgt], src=src(t)))


@global_ability(
    "avx-032",
    "Pay [F]. Target blocked character deals no damage.",
    "fist",
    lambda g, p: (
        [d.id for d in attackers(g) if d.id in g.combat["blocked"] and not d.flags.get("no_damage")]
        if g.step in ATTACK_WINDOW
        else []
    ),
)
def smash_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if pay_global(g, t, "fist"):
        g.push(NoDamage([t.target], src=src(t, "global")))


# -- Take Cover --------------------------------------------------------------------------------
@ability(
    "avx-033",
    "Your characters get +2D. * One character gets an extra +3D. ** One character gets an extra +3D.",
    "action",
)
def take_cover(g: DiceMasters, t: K.ActionDie) -> None:
    p = t.player
    extra = g.ask_target(t, "extra", p, own_chars(g, p), t.card) if t.bursts else None
    if extra is not None:
        g.push(ModDice([extra], src=src(t), d=3))
    g.push(ModDice(own_chars(g, p), src=src(t), d=2))


@global_ability(
    "avx-033",
    "Pay [S] to give one target character +1D (until the end of the turn).",
    "shield",
    every_character,
)
def take_cover_global(g: DiceMasters, t: K.GlobalAbility) -> None:
    if pay_global(g, t, "shield"):
        g.push(ModDice([t.target], src=src(t, "global"), d=1))


# -- Thrown Car --------------------------------------------------------------------------------
@ability(
    "avx-034",
    "Two of your target characters get +1A. While attacking, damage that those two characters deal "
    "in excess of the total defense of blocking characters is dealt to your opponent.",
    "action",
)
def thrown_car(g: DiceMasters, t: K.ActionDie) -> None:
    chosen = pick_two(g, t, t.player, own_chars(g, t.player))
    if chosen:
        g.push(ModDice(chosen, src=src(t), a=1, flags=["overcrush"]))
