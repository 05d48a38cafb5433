"""Locks on the opponent, "your opponent may prevent this by paying", and the economy of fielding.

- **Paying to prevent** (``ask_prevent``): an effect asks the opponent, with a ``PreventDecision``,
  whether they pay N life (``PayLife``) or spin one of their characters down one level
  (``Spin``) to cancel it; paying life is not damage.
- **Locks** (hook ``lock``: ``fn(game, owner) -> Lock | None`` while the lock holds): what the
  owner's opponent cannot do (reroll in Roll and Reroll, use actions or Globals, field
  characters). The locked player's legal actions lose what is locked and gain a ``PayLife`` that
  lifts the lock for the rest of the turn (``filter_priority``, ``filter_reroll``).
- **Fielding costs** (hook ``field_cost``: ``fn(game, owner, player, die, cost) -> cost``).
- **Damage to the opponent twice** (hook ``hits_twice``: ``fn(game, owner, attacker) -> bool``).
- **"When one of your characters damages your opponent" Globals** (hook
  ``damages_opponent_global``, run as a ``ReactiveGlobal`` task after the damage is dealt).
- The conditions card texts name: affiliations, a named character in the field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from game.core.actions import Action

from . import records as R
from . import tasks as K
from .cards import CARDS
from .damage import AFTER_DAMAGE, deal_damage
from .decisions import PreventDecision, PreventWhat, RerollDecision
from .effects import code, hooked
from .ops import can_spin, spin
from .state import ABILITIES, Die, Wait, answers, legal, player_target, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

LockKind = Literal["reroll", "actions", "field"]
ATTACK_STEPS = ("attack_declare", "block", "attack_actions", "damage")
NAMES: dict[str, str] = {cid: str(c.texts["en"].get("name", "")) for cid, c in CARDS.items()}


class Lock(NamedTuple):
    """What the owner's opponent cannot do, and the life that lifts it for the rest of the turn."""

    kind: LockKind
    life: int


# what each lock takes from the locked player's choices
LOCKED: dict[LockKind, tuple[type[Action], ...]] = {
    "reroll": (R.SelectReroll,),
    "actions": (R.UseAction, R.UseGlobal),
    "field": (R.Field,),
}


# -- conditions card texts name ----------------------------------------------------------------
def affiliated(d: Die, affiliation: str) -> bool:
    """Whether the die's card has ``affiliation`` ("Villains", "Avengers", ...); Sidekicks have none."""
    c = CARDS.get(d.card)
    return c is not None and affiliation in c.affiliations


def is_villain(d: Die) -> bool:
    return affiliated(d, "Villains")


def has_named(g: DiceMasters, p: int, name: str) -> bool:
    """Whether ``p`` has a character of that name fielded ("if you have Iron Man in the field"):
    any card of the name, any of ``p``'s characters."""
    return any(NAMES.get(d.card) == name for d in g.characters(p))


def in_game(g: DiceMasters, card: str) -> bool:
    return card in g.team[0] or card in g.team[1]


# -- paying to prevent -------------------------------------------------------------------------
def pay_life(g: DiceMasters, p: int, card: str, amount: int) -> None:
    """Pay life as a cost (not damage: nothing that answers damage hears of it)."""
    g.ev.append(R.LifePaid(p, card, amount))
    g.change_life(p, -amount)


def can_pay_life(g: DiceMasters, p: int, amount: int) -> bool:
    """Decision: you can't pay a cost you can't fully pay, and paying life down to 0 would lose
    the game at once and prevent nothing worth having, so life is paid only from more than it
    costs (at 2 life, 2 life can't be paid)."""
    return 0 < amount < g.life[p]


def ask_prevent(
    g: DiceMasters,
    t: K.Task,
    key: str,
    player: int,
    card: str,
    *,
    life: int = 0,
    spin_down: bool = False,
    what: PreventWhat,
    dice: tuple[str, ...] = (),
    amount: int = 0,
) -> bool:
    """Ask ``player`` whether they prevent ``card``'s effect by paying ``life`` life, or (with
    ``spin_down``) by spinning one of their characters down one level; True once prevented.
    Not asked when they can pay neither. The cost is paid when the task runs again."""
    ans = t.ans
    if key in ans:
        got = ans[key]
        if got == "life":
            pay_life(g, player, card, life)
            ans[key] = got = True
        elif isinstance(got, list):
            d = g.dice[got[0]]
            spin(g, d, "down")
            g.ev.append(R.SpunToPrevent(player, d.id, card))
            ans[key] = got = True
        return got is True
    spins = tuple(d.id for d in g.characters(player) if can_spin(d, "down")) if spin_down else ()
    cost = life if life and can_pay_life(g, player, life) else 0
    if not cost and not spins:
        ans[key] = False
        return False
    g.push(t)
    g.decision = PreventDecision(player, card, cost, spins, what, dice, amount, t.id, key)
    raise Wait


@legal(PreventDecision)
def _legal_prevent(g: DiceMasters, dec: PreventDecision) -> list[Action]:
    out: list[Action] = []
    if dec.life:
        out.append(R.PayLife(dec.card, player_target(dec.player), dec.life))
    out.extend(R.Spin(dec.card, did, "down") for did in dec.spins)
    out.append(R.Decline(dec.card))
    return out


@answers(R.PayLife)
def _pay_life(g: DiceMasters, a: R.PayLife) -> None:
    dec = g.decision
    assert dec is not None
    if isinstance(dec, PreventDecision):
        g.answer("life")
        return
    # a lock lifted for the rest of the turn; the same decision stays pending
    pay_life(g, dec.player, a.card, a.amount)
    g.turnflags.setdefault("lifted", []).append([dec.player, a.card])


# -- locks -------------------------------------------------------------------------------------
def locks_on(g: DiceMasters, p: int) -> list[tuple[str, Lock]]:
    """The locks holding ``p`` now (not lifted this turn): (card, lock)."""
    q = 1 - p
    out: list[tuple[str, Lock]] = []
    cards = hooked(g.team[q], "lock")
    if not cards:
        return out
    lifted = g.turnflags.get("lifted", ())
    for card in cards:
        fn = code(card, "lock")
        assert fn is not None
        lock = fn(g, q)
        if lock is not None and [p, card] not in lifted:
            out.append((card, lock))
    return out


def locked(g: DiceMasters, p: int, kind: LockKind) -> bool:
    return any(lock.kind == kind for _, lock in locks_on(g, p))


def _filtered(g: DiceMasters, p: int, actions: list[Action], kinds: tuple[LockKind, ...]) -> list[Action]:
    """``actions`` without what ``p``'s locks of ``kinds`` take, plus the life payments that lift
    them (offered where a lock takes something away, while ``p`` can pay)."""
    for card, lock in locks_on(g, p):
        if lock.kind not in kinds:
            continue
        blocked = LOCKED[lock.kind]
        kept = [a for a in actions if not isinstance(a, blocked)]
        if len(kept) == len(actions):
            continue
        actions = kept
        if can_pay_life(g, p, lock.life):
            actions.append(R.PayLife(card, player_target(p), lock.life))
    return actions


def filter_priority(g: DiceMasters, p: int, actions: list[Action]) -> list[Action]:
    """A priority window's moves under ``p``'s locks (no actions or Globals, no fielding)."""
    if not hooked(g.team[1 - p], "lock"):  # no card of the opponent's locks anything
        return actions
    return _filtered(g, p, actions, ("actions", "field"))


def filter_reroll(g: DiceMasters, dec: RerollDecision, actions: list[Action]) -> list[Action]:
    """Roll and Reroll under a reroll lock: no dice marked to reroll (the last move, reroll or
    keep, stays last)."""
    if not hooked(g.team[1 - dec.player], "lock"):  # no card of the opponent's locks anything
        return actions
    *rest, last = actions
    return _filtered(g, dec.player, rest, ("reroll",)) + [last]


def can_use_globals(g: DiceMasters, p: int) -> bool:
    """Whether ``p`` may use a Global now (also one asked outside a priority window)."""
    return not locked(g, p, "actions")


# -- fielding costs ----------------------------------------------------------------------------
def fielding_cost(g: DiceMasters, p: int, d: Die, cost: int) -> int:
    """The energy ``p`` pays to field ``d`` whose face costs ``cost``, after every ``field_cost``
    ability of either team (never below 0)."""
    for q in (0, 1):
        for card in hooked(g.team[q], "field_cost"):
            fn = code(card, "field_cost")
            assert fn is not None
            cost = fn(g, q, p, d, cost)
    return max(0, cost)


# -- damage to the opponent twice --------------------------------------------------------------
def second_hits(g: DiceMasters, to_player: dict[str, int]) -> None:
    """Queue the second hit of unblocked attackers that "deal damage to your opponent twice":
    a damage event of its own, after the combat damage (queued first, so it runs after)."""
    rules = [(q, fn) for q in (0, 1) for card in g.team[q] if (fn := code(card, "hits_twice")) is not None]
    if not rules:
        return
    extra: dict[str, int] = {}
    for did, n in to_player.items():
        a = g.dice[did]
        if did not in g.combat["blocked"] and n > 0 and any(fn(g, q, a) for q, fn in rules):
            extra[did] = n
    if extra:
        deal_damage(
            g, K.Source(g.active, "combat"), {player_target(1 - g.active): sum(extra.values())}, extra
        )


# -- "when one of your characters damages your opponent" Globals -------------------------------
@dataclass(eq=False)
class ReactiveGlobal(K.Task):
    """A Global offered to ``player`` because their ``die`` damaged the opponent: ``card``'s
    ``damages_opponent_global`` code runs."""

    kind = "reactive_global"
    player: int
    card: str
    die: str


HOOK = "damages_opponent_global"


def _reactive_cards(g: DiceMasters) -> list[tuple[str, Callable[..., Any]]]:
    """The cards in the game with such a Global; one ability printed on several cards is offered
    once (the first card in table order names it)."""
    out: list[tuple[str, Callable[..., Any]]] = []
    seen: list[str] = []
    for card in g.bac + g.team[0] + g.team[1]:
        ab = ABILITIES.by_key.get((card, HOOK))
        if ab is not None and ab.text not in seen:
            seen.append(ab.text)
            out.append((card, ab.fn))
    return out


def _after_damage(g: DiceMasters, t: K.Damage, dealt: dict[str, int]) -> None:
    """Offer the reactive Globals for each character whose damage hit the opponent in the attack step."""
    if g.step not in ATTACK_STEPS or not any(x.startswith("player:") for x in dealt):
        return
    cards = _reactive_cards(g)
    if not cards:
        return
    offers: list[ReactiveGlobal] = []
    for p in (g.active, 1 - g.active):
        if player_target(1 - p) not in dealt:
            continue
        if t.src.kind == "combat":
            dice = [did for did, n in t.to_player.items() if n > 0 and g.dice[did].ctrl == p]
        else:
            dice = [t.src.die] if t.src.die is not None and t.src.player == p else []
        offers.extend(ReactiveGlobal(p, card, did) for did in dice for card, _ in cards)
    for offer in reversed(offers):  # the first offer runs first
        g.push(offer)


AFTER_DAMAGE.append(_after_damage)


@task(ReactiveGlobal)
def _reactive_global(g: DiceMasters, t: ReactiveGlobal) -> None:
    fn = code(t.card, HOOK)
    assert fn is not None
    if can_use_globals(g, t.player):
        fn(g, t)


__all__ = [
    "Lock",
    "LockKind",
    "ReactiveGlobal",
    "affiliated",
    "ask_prevent",
    "can_pay_life",
    "can_use_globals",
    "fielding_cost",
    "filter_priority",
    "filter_reroll",
    "has_named",
    "in_game",
    "is_villain",
    "locked",
    "locks_on",
    "pay_life",
    "second_hits",
]
