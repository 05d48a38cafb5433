"""The 10 Basic Action cards: their action-die effects (hook ``action``, with the face's bursts)
and their Globals (hook ``global``, listed in ``flow.GLOBALS`` with the [X] cost and targets).
Card text is quoted beside each implementation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .combat import attackers
from .effects import can_spin, deal_damage, effect, level
from .flow import GLOBALS
from .state import hook, player_target

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

T = dict[str, Any]
ATTACK_WINDOW = ("attack_actions",)


def src(t: T, kind: str = "action") -> dict[str, Any]:
    return {"player": t["player"], "kind": kind, "card": t["card"], "die": t.get("die")}


def own_chars(g: DiceMasters, p: int) -> list[str]:
    return [d.id for d in g.characters(p)]


def pick_two(g: DiceMasters, t: T, chooser: int, options: list[str]) -> list[str]:
    """Two different targets chosen one at a time (fewer if fewer exist)."""
    first = g.ask_target(t, "t1", chooser, options, t["card"])
    if first is None:
        return []
    second = g.ask_target(t, "t2", chooser, [x for x in options if x != first], t["card"])
    return [first] + ([second] if second is not None else [])


def pay_global(g: DiceMasters, t: T, etype: str) -> bool:
    return g.ask_pay(t, "pay", t["player"], 1, [etype], t["card"], optional="cancel")


# -- Distraction -------------------------------------------------------------------------------
@hook("avx-025", "action")
def distraction(g: DiceMasters, t: T) -> None:
    """Your opponent targets two of his or her characters. Those characters cannot block (this turn)."""
    opp = 1 - t["player"]
    chosen = pick_two(g, t, opp, own_chars(g, opp))
    if chosen:
        effect(g, "cant_block", chosen, src(t))


@hook("avx-025", "global")
def distraction_global(g: DiceMasters, t: T) -> None:
    """Global: Pay [M] to remove one attacker from the attack zone to the field."""
    if pay_global(g, t, "mask"):
        effect(g, "remove_attacker", [t["target"]], src(t, "global"))


GLOBALS["avx-025"] = ("mask", lambda g, p: [d.id for d in attackers(g)] if g.step in ATTACK_WINDOW else [])


# -- Focus Power -------------------------------------------------------------------------------
@hook("avx-026", "action")
def focus_power(g: DiceMasters, t: T) -> None:
    """Spin one target character up or down one level.
    * / ** Spin another target character up or down one level."""
    p = t["player"]
    chars = [d.id for d in g.all_characters() if can_spin(d, "up") or can_spin(d, "down")]
    spins: dict[str, str] = {}
    for key in ("s1", "s2") if t["bursts"] else ("s1",):
        options = [x for x in chars if x not in spins]
        if not options:
            break
        tgt, direction = g.ask(
            t,
            key,
            {
                "type": "target",
                "player": p,
                "options": options,
                "card": t["card"],
                "optional": False,
                "spin": True,
            },
        )
        spins[tgt] = direction
    if spins:
        effect(g, "spin", list(spins), src(t), dirs=spins)


# -- Force Beam --------------------------------------------------------------------------------
@hook("avx-027", "action")
def force_beam(g: DiceMasters, t: T) -> None:
    """Deal 1 damage to each character (including yours).
    * Instead, deal 2 damage to each character.
    ** Instead, deal 1 damage to each player and 2 damage to each character."""
    n = 2 if t["bursts"] else 1
    amounts = {d.id: n for d in g.all_characters()}
    if t["bursts"] == 2:
        amounts[player_target(0)] = amounts[player_target(1)] = 1
    deal_damage(g, src(t), amounts)


# -- Gearing Up --------------------------------------------------------------------------------
@hook("avx-028", "action")
def gearing_up(g: DiceMasters, t: T) -> None:
    """Draw two dice from your bag and roll them (place them in your reserve pool)."""
    p = t["player"]
    n = g.draw(p, 2, "reserve")
    for did in g.zones[p]["reserve"][len(g.zones[p]["reserve"]) - n :]:
        g.roll(g.dice[did])


# -- Inner Rage --------------------------------------------------------------------------------
@hook("avx-029", "action")
def inner_rage(g: DiceMasters, t: T) -> None:
    """Two of your target characters get +1A and +1D (until the end of the turn).
    * / ** Those characters get an additional +1A and +1D."""
    chosen = pick_two(g, t, t["player"], own_chars(g, t["player"]))
    n = 2 if t["bursts"] else 1
    if chosen:
        effect(g, "mod", chosen, src(t), a=n, d=n)


# -- Invulnerability ---------------------------------------------------------------------------
@hook("avx-030", "action")
def invulnerability(g: DiceMasters, t: T) -> None:
    """Your attacking characters that are knocked out (this turn) return to the field."""
    g.turnflags["invulnerable"][t["player"]] = True


@hook("avx-030", "global")
def invulnerability_global(g: DiceMasters, t: T) -> None:
    """Global: Pay [B]. One target character gets +1A (until the end of the turn)."""
    if pay_global(g, t, "bolt"):
        effect(g, "mod", [t["target"]], src(t, "global"), a=1)


GLOBALS["avx-030"] = ("bolt", lambda g, p: [d.id for d in g.all_characters()])


# -- Power Bolt --------------------------------------------------------------------------------
@hook("avx-031", "action")
def power_bolt(g: DiceMasters, t: T) -> None:
    """Deal 2 damage to one target character or player."""
    p = t["player"]
    options = [player_target(1 - p)] + [d.id for d in g.all_characters()] + [player_target(p)]
    tgt = g.ask_target(t, "target", p, options, t["card"])
    if tgt is not None:
        deal_damage(g, src(t), {tgt: 2})


# -- Smash! ------------------------------------------------------------------------------------
@hook("avx-032", "action")
def smash(g: DiceMasters, t: T) -> None:
    """Knock out a target level 1 character.
    ** Knock out a level 1 or level 2 character instead.  (A * face acts as the base text.)"""
    top = 2 if t["bursts"] == 2 else 1
    options = [d.id for d in g.all_characters() if level(d) <= top]
    tgt = g.ask_target(t, "target", t["player"], options, t["card"])
    if tgt is not None:
        effect(g, "ko", [tgt], src(t))


@hook("avx-032", "global")
def smash_global(g: DiceMasters, t: T) -> None:
    """Global: Pay [F]. Target blocked character deals no damage."""
    if pay_global(g, t, "fist"):
        effect(g, "no_damage", [t["target"]], src(t, "global"))


GLOBALS["avx-032"] = (
    "fist",
    lambda g, p: (
        [d.id for d in attackers(g) if d.id in g.combat["blocked"] and not d.flags.get("no_damage")]
        if g.step in ATTACK_WINDOW
        else []
    ),
)


# -- Take Cover --------------------------------------------------------------------------------
@hook("avx-033", "action")
def take_cover(g: DiceMasters, t: T) -> None:
    """Your characters get +2D.
    * / ** One character gets an extra +3D."""
    p = t["player"]
    extra = g.ask_target(t, "extra", p, own_chars(g, p), t["card"]) if t["bursts"] else None
    if extra is not None:
        effect(g, "mod", [extra], src(t), d=3)
    effect(g, "mod", own_chars(g, p), src(t), d=2)


@hook("avx-033", "global")
def take_cover_global(g: DiceMasters, t: T) -> None:
    """Global: Pay [S] to give one target character +1D (until the end of the turn)."""
    if pay_global(g, t, "shield"):
        effect(g, "mod", [t["target"]], src(t, "global"), d=1)


GLOBALS["avx-033"] = ("shield", lambda g, p: [d.id for d in g.all_characters()])


# -- Thrown Car --------------------------------------------------------------------------------
@hook("avx-034", "action")
def thrown_car(g: DiceMasters, t: T) -> None:
    """Two of your target characters get +1A. While attacking, damage that those two characters
    deal in excess of the total defense of blocking characters is dealt to your opponent."""
    chosen = pick_two(g, t, t["player"], own_chars(g, t["player"]))
    if chosen:
        effect(g, "mod", chosen, src(t), a=1, flags=["overcrush"])
