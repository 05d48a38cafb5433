"""The effect interpreter: one function per step of the vocabulary in ``effects.py``.

Played cards and active abilities resolve through a stack of frames ``[player, card, index]``
(spec §5 "one effect at a time": the top frame finishes before anything else starts). A step
that needs a decision leaves ``pending`` set and returns; the frame resumes at the next step
once the decision is answered. Triggered parts and reactions hold no decisions (checked at
import) and resolve at once with ``run_now``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import pool  # noqa: F401  (registers every card effect before MAIN is built)
from . import records as R
from .cards import CARDS, COST, STONE
from .effects import CHARACTER_EFFECTS, EFFECTS, Step

if TYPE_CHECKING:
    from .engine import MetaVersus

# Main steps of every card and active ability, by id (one dict lookup per frame step).
MAIN: dict[str, tuple[Step, ...]] = {cid: e.main for cid, e in EFFECTS.items()}
MAIN.update({cid: e.main for cid, e in CHARACTER_EFFECTS.items()})
TRIGGERS: dict[str, tuple[str, tuple[Step, ...]]] = {
    cid: e.trigger for cid, e in EFFECTS.items() if e.trigger
}
REACTIONS: dict[str, tuple[Step, ...]] = {cid: e.react for cid, e in EFFECTS.items() if e.react}
CHOICE_OPS = frozenset({"remove", "gain_up_to", "gain_plus", "opp_discard", "opp_discard_to"})


def _ap(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.ap += step[1]
    g.ev.append(R.ResourceGained(p, "ap", step[1], card))


def _gems(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.gems += step[1]
    g.ev.append(R.ResourceGained(p, "gems", step[1], card))


def _buys(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.buys += step[1]
    g.ev.append(R.ResourceGained(p, "buys", step[1], card))


def _draw(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.draw(p, step[1])


def _draw_to(g: MetaVersus, p: int, card: str, step: Step) -> None:
    need = step[1] - len(g.players[p].hand)
    if need > 0:
        g.draw(p, need)


def _heal(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.heal(p, step[1], card)


def _heal_per_owned(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.heal(p, g.players[p].owned() // step[1], card)


def _lose_hp(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.lose_hp(p, step[1], card)


def _defense(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.players[p].defense += step[1]
    g.ev.append(R.DefenseGained(p, step[1], card))


def _stars(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.gain_stars(p, step[1], card)


def _damage(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.deal(1 - p, step[1], card)


def _combat(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.combat += step[1]


def _combat_per_hand(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.combat += len(g.players[p].hand) // step[1]


def _combat_per_owned(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.combat += g.players[p].owned() // step[1]


def _combat_per_removed(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.combat += len(g.players[p].removed) // step[1]


def _combat_per_action(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.combat += g.actions_played


def _combat_if_behind(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.players[p].hp < g.players[1 - p].hp:
        g.combat += step[1]


def _weapons_bonus(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.weapons_bonus += step[1]


def _next_weapon_bonus(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.next_weapon_bonus += step[1]


def _next_action_twice(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.twice += 1


def _discount(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.discount += step[1]


def _remove(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.last_count = 0
    if g.players[p].hand:
        g.pending = ["remove", p, card, step[1], bool(step[2])]


def _gems_if_removed(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.last_count:
        _gems(g, p, card, step)


def _gain_up_to(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.gain_options(step[1]):
        g.pending = ["gain", p, card, step[1], step[2]]


def _gain_plus(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.last_count and g.gain_options(g.last_cost + step[1]):
        g.pending = ["gain", p, card, g.last_cost + step[1], step[2]]


def _shielded(g: MetaVersus, victim: int, card: str) -> bool:
    """Sanctuary: "the opponent's card effects cannot make you discard, gain cards or lose AP"."""
    if g.players[victim].warded:
        g.ev.append(R.Protected(victim, card))
        return True
    return False


def _opp_discard(g: MetaVersus, p: int, card: str, step: Step) -> None:
    victim = 1 - p
    if g.players[victim].hand and not (card in CARDS and _shielded(g, victim, card)):
        g.pending = ["discard", victim, card, step[1]]


def _opp_discard_to(g: MetaVersus, p: int, card: str, step: Step) -> None:
    victim = 1 - p
    extra = len(g.players[victim].hand) - step[1]
    if extra > 0 and not _shielded(g, victim, card):
        g.pending = ["discard", victim, card, extra]


def _opp_gain(g: MetaVersus, p: int, card: str, step: Step) -> None:
    victim = 1 - p
    if _shielded(g, victim, card):
        return
    for _ in range(step[2]):
        g.gain(victim, step[1], "discard")


def _opp_ap_penalty(g: MetaVersus, p: int, card: str, step: Step) -> None:
    victim = 1 - p
    if not _shielded(g, victim, card):
        g.players[victim].ap_penalty += step[1]
        g.ev.append(R.Shackled(victim, step[1], card))


def _ward(g: MetaVersus, p: int, card: str, step: Step) -> None:
    g.players[p].warded = True
    g.ev.append(R.Warded(p, card))


def _win_if_owned_at_most(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.players[p].owned() <= step[1] and g.players[p].turns >= step[2]:
        g.finish((p,), "effect")


def _star_if_hp_damage(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.last_hp_damage > 0:
        g.gain_stars(p, step[1], card)


def _star_if_bought_at_most(g: MetaVersus, p: int, card: str, step: Step) -> None:
    if g.bought <= step[2]:
        g.gain_stars(p, step[1], card)


OPS: dict[str, Callable[[Any, int, str, Step], None]] = {
    "ap": _ap,
    "gems": _gems,
    "buys": _buys,
    "draw": _draw,
    "draw_to": _draw_to,
    "heal": _heal,
    "heal_per_owned": _heal_per_owned,
    "lose_hp": _lose_hp,
    "defense": _defense,
    "stars": _stars,
    "damage": _damage,
    "combat": _combat,
    "combat_per_hand": _combat_per_hand,
    "combat_per_owned": _combat_per_owned,
    "combat_per_removed": _combat_per_removed,
    "combat_per_action": _combat_per_action,
    "combat_if_behind": _combat_if_behind,
    "weapons_bonus": _weapons_bonus,
    "next_weapon_bonus": _next_weapon_bonus,
    "next_action_twice": _next_action_twice,
    "discount": _discount,
    "remove": _remove,
    "gems_if_removed": _gems_if_removed,
    "gain_up_to": _gain_up_to,
    "gain_plus": _gain_plus,
    "opp_discard": _opp_discard,
    "opp_discard_to": _opp_discard_to,
    "opp_gain": _opp_gain,
    "opp_ap_penalty": _opp_ap_penalty,
    "ward": _ward,
    "win_if_owned_at_most": _win_if_owned_at_most,
    "star_if_hp_damage": _star_if_hp_damage,
    "star_if_bought_at_most": _star_if_bought_at_most,
}


def _check_registry() -> None:
    """Every card has an effect whose quoted text is the printed text; steps use known ops;
    parts that resolve outside the stack hold no decisions."""
    from .cards import CHARACTERS

    missing = sorted(set(CARDS) - set(EFFECTS)) + sorted(set(EFFECTS) - set(CARDS))
    if missing:
        raise ValueError(f"cards and registered effects differ: {missing}")
    for cid, eff in EFFECTS.items():
        if eff.text != CARDS[cid].text["en"]:
            raise ValueError(f"{cid}: quoted text differs from the card data")
        parts = [eff.main] + ([eff.trigger[1]] if eff.trigger else []) + ([eff.react] if eff.react else [])
        for part in parts:
            for step in part:
                if step[0] not in OPS:
                    raise ValueError(f"{cid}: unknown step {step[0]!r}")
        for part in ([eff.trigger[1]] if eff.trigger else []) + ([eff.react] if eff.react else []):
            if any(s[0] in CHOICE_OPS for s in part):
                raise ValueError(f"{cid}: a triggered part or reaction cannot ask for a decision")
    for cid, eff in CHARACTER_EFFECTS.items():
        ch = CHARACTERS.get(cid)
        if ch is None or ch.ability != "active" or eff.text != ch.text["en"]:
            raise ValueError(f"{cid}: ability not in characters.json, not active, or its text differs")
        if ch.off_turn and any(s[0] in CHOICE_OPS for s in eff.main):
            raise ValueError(f"{cid}: an off-turn ability cannot ask for a decision")
    for cid, ch in CHARACTERS.items():
        if ch.ability == "active" and cid not in CHARACTER_EFFECTS:
            raise ValueError(f"{cid}: active ability without registered steps")
    if STONE not in COST:
        raise ValueError("Stone is missing")


def run_now(g: MetaVersus, p: int, card: str, steps: tuple[Step, ...]) -> None:
    """Resolve decision-free steps at once (triggered parts, reactions, off-turn abilities)."""
    for step in steps:
        OPS[step[0]](g, p, card, step)
        if g.over:
            return
