"""The effect interpreter: one function per step class of the vocabulary in ``effects.py``.

Played cards and active abilities resolve through a stack of ``Frame``s (spec §5 "one effect at a
time": the top frame finishes before anything else starts). A step that needs a decision sets
``pending`` and returns; the frame resumes at the next step once the decision is answered.
Triggered parts and reactions hold no decisions (checked at import) and resolve at once with
``run_now``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from game.core.cards import CardDataError
from game.core.result import Termination

from . import effects as E
from . import pool  # noqa: F401  (registers every card's program before the tables below)
from . import records as R
from .cards import CARDS, CHARACTERS, AbilityKind, printed_texts
from .decisions import DiscardCards, GainCard, RemoveCards, SpendAether
from .effects import ABILITIES, Passive, Program, Step, Steps, Trigger
from .state import Zone

if TYPE_CHECKING:
    from .match import MatchState

S = TypeVar("S", bound=Step)
# An interpreter returns None, or False for a gate that did not open (the part's rest is skipped).
Op = Callable[["MatchState", int, str, Any], "bool | None"]
OPS: dict[type[Step], Op] = {}


def op(cls: type[S]) -> Callable[[Callable[[MatchState, int, str, S], bool | None]], Op]:
    """Register the decorated function as the interpreter of step class ``cls``."""

    def register(fn: Callable[[MatchState, int, str, S], bool | None]) -> Op:
        if cls in OPS:
            raise TypeError(f"{cls.__name__} has two interpreters")
        OPS[cls] = fn
        return fn

    return register


def _resource(g: MatchState, p: int, card: str, resource: R.Resource, n: int) -> None:
    g.ev.append(R.ResourceGained(p, resource, n, card))


@op(E.Ap)
def _ap(g: MatchState, p: int, card: str, step: E.Ap) -> None:
    g.ap += step.n
    _resource(g, p, card, R.Resource.AP, step.n)


@op(E.Gems)
def _gems(g: MatchState, p: int, card: str, step: E.Gems) -> None:
    g.gems += step.n
    _resource(g, p, card, R.Resource.GEMS, step.n)


@op(E.Buys)
def _buys(g: MatchState, p: int, card: str, step: E.Buys) -> None:
    g.buys += step.n
    _resource(g, p, card, R.Resource.BUYS, step.n)


@op(E.Draw)
def _draw(g: MatchState, p: int, card: str, step: E.Draw) -> None:
    g.draw(p, step.n)


@op(E.DrawTo)
def _draw_to(g: MatchState, p: int, card: str, step: E.DrawTo) -> None:
    need = step.n - len(g.players[p].hand)
    if need > 0:
        g.draw(p, need)


@op(E.Heal)
def _heal(g: MatchState, p: int, card: str, step: E.Heal) -> None:
    g.heal(p, step.n, card)


@op(E.HealPerOwned)
def _heal_per_owned(g: MatchState, p: int, card: str, step: E.HealPerOwned) -> None:
    g.heal(p, g.players[p].owned() // step.k, card)


@op(E.LoseHp)
def _lose_hp(g: MatchState, p: int, card: str, step: E.LoseHp) -> None:
    g.lose_hp(p, step.n, card)


@op(E.Defense)
def _defense(g: MatchState, p: int, card: str, step: E.Defense) -> None:
    g.players[p].defense += step.n
    g.ev.append(R.DefenseGained(p, step.n, card))


@op(E.Stars)
def _stars(g: MatchState, p: int, card: str, step: E.Stars) -> None:
    g.gain_stars(p, step.n, card)


@op(E.Damage)
def _damage(g: MatchState, p: int, card: str, step: E.Damage) -> None:
    g.deal(1 - p, step.n, card)


@op(E.CombatPerHand)
def _combat_per_hand(g: MatchState, p: int, card: str, step: E.CombatPerHand) -> None:
    g.combat += len(g.players[p].hand) // step.k


@op(E.CombatPerOwned)
def _combat_per_owned(g: MatchState, p: int, card: str, step: E.CombatPerOwned) -> None:
    g.combat += g.players[p].owned() // step.k


@op(E.CombatPerRemoved)
def _combat_per_removed(g: MatchState, p: int, card: str, step: E.CombatPerRemoved) -> None:
    g.combat += len(g.players[p].removed) // step.k


@op(E.CombatPerAction)
def _combat_per_action(g: MatchState, p: int, card: str, step: E.CombatPerAction) -> None:
    g.combat += g.actions_played


@op(E.CombatIfBehind)
def _combat_if_behind(g: MatchState, p: int, card: str, step: E.CombatIfBehind) -> None:
    if g.players[p].hp < g.players[1 - p].hp:
        g.combat += step.n


@op(E.WeaponsBonus)
def _weapons_bonus(g: MatchState, p: int, card: str, step: E.WeaponsBonus) -> None:
    g.weapons_bonus += step.n


@op(E.NextWeaponBonus)
def _next_weapon_bonus(g: MatchState, p: int, card: str, step: E.NextWeaponBonus) -> None:
    g.next_weapon_bonus += step.n


@op(E.NextActionTwice)
def _next_action_twice(g: MatchState, p: int, card: str, step: E.NextActionTwice) -> None:
    g.twice += 1


@op(E.Discount)
def _discount(g: MatchState, p: int, card: str, step: E.Discount) -> None:
    g.discount += step.n


@op(E.RemoveFromHand)
def _remove(g: MatchState, p: int, card: str, step: E.RemoveFromHand) -> None:
    g.last_count = 0
    if g.players[p].hand:
        g.pending = RemoveCards(p, card, step.up_to, step.optional)


@op(E.GemsIfRemoved)
def _gems_if_removed(g: MatchState, p: int, card: str, step: E.GemsIfRemoved) -> None:
    if g.last_count:
        g.gems += step.n
        _resource(g, p, card, R.Resource.GEMS, step.n)


@op(E.GainUpTo)
def _gain_up_to(g: MatchState, p: int, card: str, step: E.GainUpTo) -> None:
    if g.gain_options(step.cost):
        g.pending = GainCard(p, card, step.cost, step.zone)


@op(E.GainPlus)
def _gain_plus(g: MatchState, p: int, card: str, step: E.GainPlus) -> None:
    if g.last_count and g.gain_options(g.last_cost + step.extra):
        g.pending = GainCard(p, card, g.last_cost + step.extra, step.zone)


def _shielded(g: MatchState, victim: int, card: str) -> bool:
    """Sanctuary: "the opponent's card effects cannot make you discard, gain cards or lose AP"."""
    if g.players[victim].warded:
        g.ev.append(R.Protected(victim, card))
        return True
    return False


@op(E.OppDiscard)
def _opp_discard(g: MatchState, p: int, card: str, step: E.OppDiscard) -> None:
    victim = 1 - p
    if g.players[victim].hand and not (card in CARDS and _shielded(g, victim, card)):
        g.pending = DiscardCards(victim, card, step.n)


@op(E.OppDiscardTo)
def _opp_discard_to(g: MatchState, p: int, card: str, step: E.OppDiscardTo) -> None:
    victim = 1 - p
    extra = len(g.players[victim].hand) - step.n
    if extra > 0 and not _shielded(g, victim, card):
        g.pending = DiscardCards(victim, card, extra)


@op(E.OppGain)
def _opp_gain(g: MatchState, p: int, card: str, step: E.OppGain) -> None:
    victim = 1 - p
    if _shielded(g, victim, card):
        return
    for _ in range(step.n):
        g.gain(victim, step.card, Zone.DISCARD)


@op(E.OppApPenalty)
def _opp_ap_penalty(g: MatchState, p: int, card: str, step: E.OppApPenalty) -> None:
    victim = 1 - p
    if not _shielded(g, victim, card):
        g.players[victim].ap_penalty += step.n
        g.ev.append(R.Shackled(victim, step.n, card))


@op(E.Ward)
def _ward(g: MatchState, p: int, card: str, step: E.Ward) -> None:
    g.players[p].warded = True
    g.ev.append(R.Warded(p, card))


@op(E.WinIfOwnedAtMost)
def _win_if_owned_at_most(g: MatchState, p: int, card: str, step: E.WinIfOwnedAtMost) -> None:
    if g.players[p].owned() <= step.n and g.players[p].turns >= step.from_turn:
        g.finish((p,), Termination.EFFECT)


@op(E.StarIfHpDamage)
def _star_if_hp_damage(g: MatchState, p: int, card: str, step: E.StarIfHpDamage) -> None:
    if g.last_hp_damage > 0:
        g.gain_stars(p, step.n, card)


@op(E.StarIfBoughtAtMost)
def _star_if_bought_at_most(g: MatchState, p: int, card: str, step: E.StarIfBoughtAtMost) -> None:
    if g.bought <= step.most:
        g.gain_stars(p, step.n, card)


@op(E.Aether)
def _aether(g: MatchState, p: int, card: str, step: E.Aether) -> None:
    g.gain_aether(p, step.n, card)


@op(E.Surge)
def _surge(g: MatchState, p: int, card: str, step: E.Surge) -> bool | None:
    if g.players[p].aether < step.n:
        return False  # the gate stays shut: the rest of the part does not happen
    g.pending = SpendAether(p, card, step.n)
    return None


# -- Casual pack: attribute combos ------------------------------------------------------------------
# The attribute of every card and character (what ``turn.play`` records, what ``Kin`` asks for).
ATTRIBUTE: dict[str, str] = {cid: c.attribute.value for cid, c in CARDS.items()}
ATTRIBUTE.update((cid, ch.attribute.value) for cid, ch in CHARACTERS.items())


@op(E.Kin)
def _kin(g: MatchState, p: int, card: str, step: E.Kin) -> bool | None:
    # A played card is in the list itself: it needs one more of its attribute; a character none.
    need = 2 if card in CARDS else 1
    if p != g.current or g.played_attributes.count(ATTRIBUTE[card]) < need:
        return False  # no combo: the rest of the part does not happen
    return None


@op(E.Combat)
def _combat(g: MatchState, p: int, card: str, step: E.Combat) -> None:
    g.combat += step.n


# -- Vanilla pack: the prices of the bargains (one's own: Sanctuary's ward does not apply) ---------
@op(E.SelfGain)
def _self_gain(g: MatchState, p: int, card: str, step: E.SelfGain) -> None:
    for _ in range(step.n):
        g.gain(p, step.card, Zone.DISCARD)


@op(E.DiscardOwn)
def _discard_own(g: MatchState, p: int, card: str, step: E.DiscardOwn) -> None:
    hand = len(g.players[p].hand)
    if hand:
        g.pending = DiscardCards(p, card, min(step.n, hand))


@op(E.SelfApPenalty)
def _self_ap_penalty(g: MatchState, p: int, card: str, step: E.SelfApPenalty) -> None:
    g.players[p].ap_penalty += step.n
    g.ev.append(R.Shackled(p, step.n, card))


@op(E.OppDraw)
def _opp_draw(g: MatchState, p: int, card: str, step: E.OppDraw) -> None:
    g.draw(1 - p, step.n)


@op(E.OppHeal)
def _opp_heal(g: MatchState, p: int, card: str, step: E.OppHeal) -> None:
    g.heal(1 - p, step.n, card)


def check_programs() -> None:
    """Card code and card data agree (``Abilities.check``: a program for every card and
    character, none without one, quoted texts as printed); every step has an interpreter;
    parts that resolve outside the stack hold no decisions; characters are active with steps
    or passive with a hook."""
    ABILITIES.check(printed_texts(), needs_code=printed_texts())
    problems: list[str] = []
    for ab in ABILITIES.by_key.values():
        prog, cid = ab.fn, ab.card
        problems += [
            f"{cid}: no interpreter for {type(s).__name__}" for s in prog.steps() if type(s) not in OPS
        ]
        later = [*((prog.trigger.steps,) if prog.trigger else ()), *((prog.react,) if prog.react else ())]
        if any(s.choice for part in later for s in part):
            problems.append(f"{cid}: a triggered part or reaction cannot ask for a decision")
        ch = CHARACTERS.get(cid)
        if ch is None:
            if prog.passive is not None:
                problems.append(f"{cid}: only characters have passive hooks")
        elif ch.ability is AbilityKind.ACTIVE and (not prog.main or prog.passive is not None):
            problems.append(f"{cid}: an active ability needs steps and no passive hook")
        elif ch.ability is AbilityKind.PASSIVE and (prog.main or prog.passive is None):
            problems.append(f"{cid}: a passive ability needs a hook and no steps")
        elif ch.off_turn and any(s.choice for s in prog.main):
            problems.append(f"{cid}: an off-turn ability cannot ask for a decision")
    if problems:
        raise CardDataError("metaversus card programs: " + "; ".join(problems))


check_programs()

# Every card's and character's program, and its parts by id (one dict lookup per frame step).
PROGRAMS: dict[str, Program] = {ab.card: ab.fn for ab in ABILITIES.by_key.values()}
MAIN: dict[str, Steps] = {cid: prog.main for cid, prog in PROGRAMS.items()}
TRIGGERS: dict[str, Trigger] = {ab.card: ab.fn.trigger for ab in ABILITIES.by_key.values() if ab.fn.trigger}
REACTIONS: dict[str, Steps] = {ab.card: ab.fn.react for ab in ABILITIES.by_key.values() if ab.fn.react}
PASSIVE: dict[str, Passive] = {ab.card: ab.fn.passive for ab in ABILITIES.by_key.values() if ab.fn.passive}
ACTIVE: frozenset[str] = frozenset(cid for cid, ch in CHARACTERS.items() if ch.ability is AbilityKind.ACTIVE)


def run_now(g: MatchState, p: int, card: str, steps: Steps) -> None:
    """Resolve decision-free steps at once (triggered parts, reactions, off-turn abilities)."""
    for step in steps:
        if OPS[type(step)](g, p, card, step) is False or g.over:
            return


__all__ = [
    "OPS",
    "PROGRAMS",
    "MAIN",
    "TRIGGERS",
    "REACTIONS",
    "PASSIVE",
    "ACTIVE",
    "check_programs",
    "run_now",
    "op",
]
