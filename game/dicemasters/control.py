"""What one player's cards make of the other's dice and of the attack: control, locks, forced
attacks and extra blocks; and what a card lets its own player do (paid abilities, a free
purchase, "each time you use an action").

- Take control (KR rulebook p.21): the controlled die moves to the controller's field (its
  card's abilities still its own) and is the controller's to use; the controlling die can't
  attack; control ends at the end of the turn or when the controlling die leaves the field (the
  die goes back to its owner's field), and a controlled die that would go to a prep area or used
  pile goes to its owner's prep area instead (``DiceMasters.move``).
- A field lock ("your opponent cannot field that character while Loki is active"): the locked
  card by the locking player (``DiceMasters.card_locks``), lasting beyond the turn until that
  player fields another die of the same character.
- "Target character must attack this turn": a die flag; when attackers are declared the player
  can't end the declaration while a character that must attack and can attack stays back.
- Extra blocks (hook ``extra_blocks``): a die already blocking may block another attacker by
  spinning down one level for each; it then splits its damage among the attackers it blocks.
- Paid abilities (hook ``activated``): listed in the player's priority windows while the card is
  active for them, as ``UseAbility`` actions; free purchases (hook ``free_purchase``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from game.core.actions import Action
from game.core.declared import FROZEN, state_field

from . import records as R
from . import tasks as K
from .cards import CARDS
from .copying import character_name, end_copies_on_field
from .decisions import AssignDecision
from .effects import ability, code, hooked, queue, stats
from .energy import Affordability
from .ops import OnDice, can_spin, op_task, spin
from .state import FIELD_ZONES, Die, answers, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

F = TypeVar("F", bound=Callable[..., Any])


# -- control -----------------------------------------------------------------------------------
@dataclass(eq=False)
class ControlDice(OnDice):
    """Take control of ``dice`` with the die ``by`` (until the end of the turn)."""

    kind = "control"
    by: str = state_field(FROZEN, default="")

    def affect(self, g: DiceMasters, d: Die) -> None:
        take_control(g, g.dice[self.by], d)


def take_control(g: DiceMasters, by: Die, d: Die) -> None:
    """Use an opponent's character as yours: it moves to your field; ``by`` can't attack."""
    p = by.ctrl
    if p is None or by.zone not in FIELD_ZONES or d.ctrl == p:
        return
    if d.id in g.combat["blocks"]:
        del g.combat["blocks"][d.id]
    if d.id in g.combat["attackers"]:
        g.combat["attackers"].remove(d.id)
    g.move(d, "field", p)
    d.flags = {**d.flags, "controlled_by": by.id}
    by.flags["cant_attack"] = True
    by.flags["controls"] = True


def controlled_by(g: DiceMasters, by: str) -> list[Die]:
    """The dice the die ``by`` controls now."""
    return [
        g.dice[i]
        for p in (0, 1)
        for z in FIELD_ZONES
        for i in g.zones[p][z]
        if g.dice[i].flags.get("controlled_by") == by
    ]


def release_controlled(g: DiceMasters, by: str) -> None:
    """The controlling die left the field: what it controls goes back to its owner's field."""
    for d in controlled_by(g, by):
        if d.id in g.combat["blocks"]:
            del g.combat["blocks"][d.id]
        if d.id in g.combat["attackers"]:
            g.combat["attackers"].remove(d.id)
        g.move(d, "field", d.owner)


# -- field locks ------------------------------------------------------------------------------
def lock_card(g: DiceMasters, p: int, by: str, card: str) -> None:
    """Player ``p``'s card ``by`` locks the opponent's ``card``, canceling any earlier choice."""
    g.card_locks[str(p)] = [by, card]


def field_locked(g: DiceMasters, p: int, d: Die) -> bool:
    """Whether player ``p`` may not field die ``d`` now: the opponent locked its card, and the
    card that locked it is active for them."""
    if not g.card_locks:
        return False
    lock = g.card_locks.get(str(1 - p))
    return lock is not None and lock[1] == d.card and g.is_active(1 - p, lock[0])


def card_lock_on(g: DiceMasters, p: int) -> list[str] | None:
    """[locking card, locked card] of the opponent's card lock holding ``p`` now, if any."""
    lock = g.card_locks.get(str(1 - p)) if g.card_locks else None
    return list(lock) if lock is not None and g.is_active(1 - p, lock[0]) else None


def fielding(g: DiceMasters, p: int, d: Die) -> None:
    """Die ``d`` is being fielded by ``p``: copies "until the next <it> is fielded" and ``p``'s
    locks "until you field another <it>" end, and lasting copies of its card are laid on it."""
    end_copies_on_field(g, d)
    lock = g.card_locks.get(str(p))
    if lock is not None and character_name(d.card) == character_name(lock[0]):
        del g.card_locks[str(p)]


# -- must attack -------------------------------------------------------------------------------
@dataclass(eq=False)
class MustAttack(OnDice):
    """ "Target character must attack this turn" (a flag, cleared at Cleanup)."""

    kind = "must_attack"

    def harmful(self) -> bool:
        return False

    def affect(self, g: DiceMasters, d: Die) -> None:
        d.flags["must_attack"] = True


def must_attack_targets(g: DiceMasters, p: int) -> list[str]:
    """The Global's targets: before attackers are declared (the Main Step), the active player's
    fielded characters not yet bound to attack."""
    if g.step != "main":
        return []
    return [
        d.id
        for d in (g.dice[i] for i in g.zones[g.active]["field"])
        if d.is_character and not d.flags.get("must_attack")
    ]


def must_attack_waiting(g: DiceMasters, candidates: list[Die]) -> bool:
    """Whether a character that must attack and can attack has not been declared yet."""
    return any(d.flags.get("must_attack") for d in candidates)


# -- extra blocks ------------------------------------------------------------------------------
def extra_capacity(g: DiceMasters, b: Die) -> int:
    """How many more attackers the blocking die ``b`` may block now."""
    rule = code(b.flags.get("abilities_of", b.card), "extra_blocks")
    if rule is None or b.id not in g.combat["blocks"] or b.zone != "attack" or not can_spin(b, "down"):
        return 0
    return int(rule(g, b)) - len(g.combat.get("extra", {}).get(b.id, []))


def extra_block_pairs(
    g: DiceMasters, attackers: list[Die], allowed: Callable[[Die, Die], bool]
) -> list[tuple[Die, Die]]:
    """(blocker, attacker) pairs of extra blocks the defender may declare now."""
    out: list[tuple[Die, Die]] = []
    for bid in list(g.combat["blocks"]):
        b = g.dice[bid]
        if extra_capacity(g, b) <= 0 or bid in g.combat.get("assigned", {}).values():
            continue  # (a character assigned to block one attacker blocks no other: ``engagement``)
        mine = {g.combat["blocks"][bid], *g.combat.get("extra", {}).get(bid, [])}
        out.extend((b, a) for a in attackers if a.id not in mine and allowed(b, a))
    return out


def declare_extra_block(g: DiceMasters, b: Die, attacker: str) -> None:
    """``b``, already blocking, also blocks ``attacker``: it spins down one level to do so."""
    spin(g, b, "down")
    extra = dict(g.combat.get("extra", {}))
    extra[b.id] = [*extra.get(b.id, []), attacker]
    g.combat["extra"] = extra
    g.combat.setdefault("engaged", []).append([b.id, attacker])
    if attacker not in g.combat["blocked"]:
        g.combat["blocked"].append(attacker)
    defender = b.ctrl if b.ctrl is not None else 1 - g.active
    g.ev.append(R.BlockerDeclared(defender, b.id, b.card, attacker))


def extra_blockers_of(g: DiceMasters, a: Die) -> list[Die]:
    """The dice that block ``a`` as an extra block."""
    return [
        g.dice[b]
        for b, xs in g.combat.get("extra", {}).items()
        if a.id in xs and g.dice[b].zone == "attack" and b in g.combat["blocks"]
    ]


def blocked_by(g: DiceMasters, b: Die) -> list[str]:
    """Every attacker still in the attack that the die ``b`` blocks (its extra blocks too)."""
    ids = [g.combat["blocks"][b.id]] if b.id in g.combat["blocks"] else []
    ids += g.combat.get("extra", {}).get(b.id, [])
    return [a for a in ids if a in g.combat["attackers"] and g.dice[a].zone == "attack"]


def split_blocker_damage(g: DiceMasters, t: K.Task, now: list[str] | set[str]) -> bool:
    """Before combat damage: each die dealing damage now that blocks several attackers splits
    its A among them, as its player chooses (an ``AssignDecision`` of the defender); True while
    one is being asked (``t`` waits under it)."""
    alloc = g.combat["alloc"]
    for bid in g.combat.get("extra", {}):
        b = g.dice[bid]
        if bid in alloc or bid not in now or b.zone != "attack" or bid not in g.combat["blocks"]:
            continue
        targets = blocked_by(g, b)
        n = 0 if b.flags.get("no_damage") else stats(g, b)[0]
        if len(targets) >= 2 and n > 0:
            g.push(t)
            g.decision = AssignDecision(
                b.ctrl if b.ctrl is not None else 1 - g.active, bid, n, tuple(targets)
            )
            return True
        alloc[bid] = {targets[0]: n} if targets and n > 0 else {}
    return False


# -- paid abilities of a card's own player ------------------------------------------------------
# card -> (energy cost, targets(game, player)); listed while the card is active for its player
ACTIVATED: dict[str, tuple[int, Callable[[DiceMasters, int], list[str]]]] = {}


def activated_ability(
    card: str, text: str, cost: int, targets: Callable[[DiceMasters, int], list[str]]
) -> Callable[[F], F]:
    """An ability ``card``'s player may pay ``cost`` energy to use on one of ``targets`` in their
    priority windows while the card is active for them, as often as they pay."""

    def register(fn: F) -> F:
        ACTIVATED[card] = (cost, targets)
        return ability(card, text, "activated")(fn)

    return register


def activated_actions(g: DiceMasters, p: int, payable: Affordability) -> list[Action]:
    out: list[Action] = []
    if not hooked(g.team[p], "activated"):
        return out
    for card, (cost, targets) in ACTIVATED.items():
        if card in g.team[p] and g.is_active(p, card) and payable.can(cost, None):
            out.extend(R.UseAbility(card, tgt) for tgt in targets(g, p))
    return out


@answers(R.UseAbility)
def _use_ability(g: DiceMasters, a: R.UseAbility) -> None:
    assert g.decision is not None
    p = g.decision.player
    g.decision = None
    g.prio["passes"] = 0
    g.push(K.Priority(g.active))
    g.ev.append(R.AbilityTriggered(p, a.card, a.target))
    g.push(K.UseAbility(p, a.card, a.target))


def ability_cost(card: str) -> int:
    return ACTIVATED[card][0]


# -- free purchases ----------------------------------------------------------------------------
def free_purchase(g: DiceMasters, p: int, card: str) -> bool:
    """Whether one of ``p``'s active cards lets them buy a die of ``card`` for free now."""
    cards = hooked(g.team[p], "free_purchase")
    if not cards:
        return False
    return any(bool(_rule(c)(g, p, card)) for c in cards if g.is_active(p, c))


def free_purchase_rules(g: DiceMasters, p: int) -> list[Callable[..., Any]]:
    """The rules of ``p``'s active cards that may let them buy a die for free now, in team
    order: ``free_purchase`` is whether one of them answers yes for the card."""
    return [_rule(c) for c in hooked(g.team[p], "free_purchase") if g.is_active(p, c)]


def _rule(card: str) -> Callable[..., Any]:
    fn = code(card, "free_purchase")
    assert fn is not None
    return fn


def used_free_purchase(g: DiceMasters, p: int, card: str) -> None:
    """A free purchase was made: the cards that allow one per turn are spent for this turn."""
    for c in hooked(g.team[p], "free_purchase"):
        if g.is_active(p, c) and _rule(c)(g, p, card):
            g.turnflags[f"free:{c}"] = [*g.turnflags.get(f"free:{c}", []), p]
            return


def is_action_card(card: str) -> bool:
    c = CARDS.get(card)
    return c is not None and c.kind in ("action", "basic_action")


# -- "each time you use an action" ------------------------------------------------------------
def action_used(g: DiceMasters, p: int, die: str) -> None:
    """Player ``p`` used an action (die ``die``): their "each time you use an action" abilities."""
    for card in hooked(g.team[p], "you_use_action"):
        queue(g, K.YouUseAction(p, card, die))


def _register() -> None:
    from .triggers import run_hook

    task(ControlDice, MustAttack)(op_task)
    task(K.YouUseAction, K.UseAbility)(run_hook)


_register()
