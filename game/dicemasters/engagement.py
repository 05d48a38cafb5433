"""Engagement: who may block whom, blocks the attacking player assigns, and how engaged characters
deal their damage.

The vocabulary the attacking and blocking cards are written in:

- **Block restrictions.** ``cant_be_blocked_by`` (the attacker's card, asked for each would-be
  blocker) and the die flag ``UNBLOCKABLE`` (a die that can't be blocked at all this turn), both
  checked by ``combat.can_block``; ``attacks_alone`` (exactly one attacker was declared: a "when
  attacks" condition, judged as the attackers are final) and ``used_action`` (the player used an
  action die this turn, noted by ``note_action`` when the die is used).
- **Assigned blocks.** ``AssignBlocker``: the attacking player makes an opposing character block
  one attacker (Deadpool). It counts as that character blocking: it is moved into the attack zone
  like a declared blocker, its "when blocks" abilities answer after blockers are assigned, and it
  can't block another attacker. Decision (the publisher's ruling): the assigned character blocks
  at once, before the defender declares blockers; the defender then assigns the rest of their
  characters as usual.
- **Damage rounds.** Combat damage is simultaneous, except for ``first_strike`` characters (Hawkeye,
  Robin Hood): their damage is assigned and resolved as a damage event of its own first, and the
  other engaged characters then assign and deal theirs; a character knocked out by the first round
  deals no damage (``striking``, ``next_round``).
- **How an attacker's damage goes**, asked of its card in the damage step: ``full_damage`` (each
  of several blockers takes his full attack instead of a split), ``overcrush`` (damage beyond the
  blockers' total defense goes to the opponent, as Thrown Car's flag), ``instead_of_blockers``
  (the attacking player may have him deal his damage to the opponent instead; ``offer_instead``
  asks).
- **Triggers of the damage a character dealt:** ``knocks_out`` (``KnocksOut``: a character it
  dealt damage to was knocked out by that damage) and ``damages_character`` (``DamagesCharacter``:
  the characters it dealt damage to), queued by ``dealer_triggers`` after every damage event.
- ``SpinToLevel`` (spin characters to a level) and ``set_life`` ("change your opponent's life to N").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.declared import FROZEN, PLAIN, state_field

from . import records as R
from . import tasks as K
from .damage import AFTER_DAMAGE
from .decisions import TargetDecision
from .effects import code, has, level, queue
from .ops import OnDice, op_task
from .state import FIELD_ZONES, Die, ability_card, player_target, target_player, task
from .triggers import run_hook

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

UNBLOCKABLE = "unblockable"  # die flag: this die can't be blocked (this turn)
ASSIGN_KEY = "assign_blocker"  # the target question of an assigned block (the agent reads it)
INSTEAD_KEY = "instead:"  # + attacker id: the question "damage to your opponent instead?"


# -- block restrictions ------------------------------------------------------------------------
def attacks_alone(g: DiceMasters, die: str) -> bool:
    """Whether ``die`` is the one attacker declared (asked as "when attacks" triggers are queued,
    that is when the attackers are final)."""
    declared: list[str] = g.combat["attackers"]
    return declared == [die]


def note_action(g: DiceMasters, p: int) -> None:
    """Player ``p`` used an action die (for "if you used an action this turn")."""
    used = list(g.turnflags.get("used_action", [False, False]))
    used[p] = True
    g.turnflags["used_action"] = used


def used_action(g: DiceMasters, p: int) -> bool:
    return bool(g.turnflags.get("used_action", [False, False])[p])


def unblockable(d: Die) -> bool:
    return bool(d.flags.get(UNBLOCKABLE))


# -- assigned blocks ---------------------------------------------------------------------------
def block_with(g: DiceMasters, blocker: Die, attacker: str) -> None:
    """``blocker`` blocks ``attacker``: into its player's attack zone, engaged for this combat."""
    defender = 1 - g.active
    g.move(blocker, "attack", defender, event=False)
    g.combat["blocks"][blocker.id] = attacker
    # who was engaged with whom stays known for this combat, also after a knock-out (Spider-Man "Tiger")
    g.combat.setdefault("engaged", []).append([blocker.id, attacker])
    if attacker not in g.combat["blocked"]:
        g.combat["blocked"].append(attacker)
    g.ev.append(R.BlockerDeclared(defender, blocker.id, blocker.card, attacker))


@dataclass(eq=False)
class AssignBlocker(OnDice):
    """The attacking player assigns ``dice`` (one opposing character) to block ``attacker``."""

    kind = "assign_blocker"
    attacker: str = state_field(FROZEN, default="")

    def affect(self, g: DiceMasters, d: Die) -> None:
        a = g.dice[self.attacker]
        if d.zone != "field" or a.zone != "attack" or self.attacker not in g.combat["attackers"]:
            return  # already blocking, or the attacker has left the attack
        block_with(g, d, a.id)
        g.combat.setdefault("assigned", {})[a.id] = d.id


task(AssignBlocker)(op_task)


def assigned_to(g: DiceMasters, attacker: str) -> str | None:
    """The character the attacking player assigned to block ``attacker`` this combat."""
    found = g.combat.get("assigned", {}).get(attacker)
    return found if isinstance(found, str) else None


# -- damage rounds and how an attacker's damage goes --------------------------------------------
def first_strike(g: DiceMasters, d: Die) -> bool:
    rule = code(ability_card(d), "first_strike")
    return bool(rule is not None and rule(g, d))


def _engaged(g: DiceMasters) -> list[str]:
    atts = [i for i in g.combat["attackers"] if g.dice[i].zone == "attack"]
    blocks = [b for b, a in g.combat["blocks"].items() if a in atts and g.dice[b].zone == "attack"]
    return atts + blocks


def striking(g: DiceMasters, t: K.Task) -> list[str]:
    """The engaged dice that deal their combat damage in this round: the first strikers while
    some have not dealt theirs (and others wait), else every engaged die that has not dealt yet."""
    if "now" not in t.ans:
        struck = g.combat.get("struck", [])
        pool = [x for x in _engaged(g) if x not in struck]
        first = [x for x in pool if first_strike(g, g.dice[x])]
        t.ans["now"] = first if first and len(first) < len(pool) else pool
    now: list[str] = t.ans["now"]
    return now


def next_round(g: DiceMasters, now: list[str]) -> K.Task:
    """What follows the damage of this round: another round for the dice that wait, else the end
    of combat."""
    struck = g.combat.get("struck", []) + now
    if any(x not in struck for x in _engaged(g)):
        g.combat["struck"] = struck
        return K.DamageStep()
    return K.CombatEnd()


def full_damage(g: DiceMasters, a: Die) -> bool:
    """Each of his blockers takes his full attack (instead of having to split it)."""
    rule = code(ability_card(a), "full_damage")
    return bool(rule is not None and rule(g, a))


def overcrush(g: DiceMasters, a: Die) -> bool:
    """Damage beyond his blockers' total defense goes to the opponent (a flag or his card)."""
    if a.flags.get("overcrush"):
        return True
    rule = code(ability_card(a), "overcrush")
    return bool(rule is not None and rule(g, a))


def instead_of_blockers(g: DiceMasters, t: K.Task, a: Die) -> bool:
    """Whether blocked attacker ``a`` deals his damage to the opponent instead of his blockers
    (his card's ``instead_of_blockers`` code may ask, with ``offer_instead``)."""
    if a.id in g.combat.get("instead", []):
        return True
    rule = code(ability_card(a), "instead_of_blockers")
    if rule is None or not rule(g, t, a):
        return False
    g.combat.setdefault("instead", []).append(a.id)
    return True


def offer_instead(g: DiceMasters, t: K.Task, a: Die) -> bool:
    """Ask the attacking player whether ``a`` deals his damage to the opponent instead of his
    blockers: the opponent's life is the one target offered, declining keeps the usual damage."""
    p = g.active
    pick = g.ask_target(
        t, INSTEAD_KEY + a.id, p, [player_target(1 - p)], ability_card(a), optional=True, harms=True
    )
    return pick is not None


def instead_die(key: str) -> str | None:
    """The attacker a target question of ``offer_instead`` is about (None for other questions)."""
    return key[len(INSTEAD_KEY) :] if key.startswith(INSTEAD_KEY) else None


def question(g: DiceMasters) -> dict[str, str] | None:
    """What the pending target question of an attacker's card asks, for the screens: ``asks``
    ("assign_blocker": an opposing character to block him; "instead": his damage to the opponent
    instead of his blockers) and the ``attacker``; None for any other decision."""
    dec = g.decision
    if not isinstance(dec, TargetDecision):
        return None
    attacker = instead_die(dec.key)
    if attacker is not None:
        return {"asks": "instead", "attacker": attacker}
    if dec.key == ASSIGN_KEY:
        asking = g.find_task(dec.task)
        die = K.hook_die(asking) if isinstance(asking, K.CardHook) else None
        if die is not None:
            return {"asks": "assign_blocker", "attacker": die}
    return None


# -- what the damage a character dealt triggers ------------------------------------------------
@dataclass(eq=False)
class KnocksOut(K.CardHook):
    """ "When he knocks out a character": ``victim``, dealt damage by ``die``, was knocked out by it."""

    kind = hook = "knocks_out"
    die: str
    victim: str


@dataclass(eq=False)
class DamagesCharacter(K.CardHook):
    """ "Characters damaged by him": ``die`` dealt damage to the characters ``victims``."""

    kind = hook = "damages_character"
    die: str
    victims: list[str] = state_field(PLAIN, default_factory=list)


task(KnocksOut, DamagesCharacter)(run_hook)


def dealers(t: K.Damage, target: str) -> list[str]:
    """The dice whose damage ``target`` took in damage event ``t``: the engaged dice of combat
    damage, the character of a character's ability."""
    found = t.by.get(target)
    if found:
        return list(found)
    return [t.src.die] if t.src.kind == "character" and t.src.die else []


def dealer_triggers(g: DiceMasters, t: K.Damage, dealt: dict[str, int]) -> None:
    """Queue the ``damages_character`` and ``knocks_out`` abilities of the dice that dealt damage
    event ``t`` (after its knock-outs). Decision: the damage a character dealt carries these even
    when the damage it took at the same time knocked it out."""
    hit: dict[str, list[str]] = {}
    for tgt in dealt:
        if target_player(tgt) is not None:
            continue
        for did in dealers(t, tgt):
            hit.setdefault(did, []).append(tgt)
    for did, victims in hit.items():
        d = g.dice[did]
        p = d.ctrl if d.zone in FIELD_ZONES else d.owner
        if p is None:
            continue
        card = ability_card(d)
        if has(card, "damages_character"):
            queue(g, DamagesCharacter(p, card, did, victims))
        if has(card, "knocks_out"):
            for v in victims:
                if g.dice[v].zone not in FIELD_ZONES:
                    queue(g, KnocksOut(p, card, did, v))


AFTER_DAMAGE.append(dealer_triggers)


# -- spins and life ----------------------------------------------------------------------------
@dataclass(eq=False)
class SpinToLevel(OnDice):
    """Spin characters to ``level`` (up or down, as many levels as it takes)."""

    kind = "spin_to"
    level: int = state_field(FROZEN, default=1)

    def harmful(self) -> bool:
        return True

    def affect(self, g: DiceMasters, d: Die) -> None:
        if not d.is_character or level(d) == self.level:
            return
        for i, face in enumerate(d.faces):
            if face.kind == "character" and face.level == self.level:
                d.face = i
                g.ev.append(R.DieSpun(d.id, d.card, self.level))
                return


task(SpinToLevel)(op_task)


def set_life(g: DiceMasters, p: int, value: int) -> None:
    """Change player ``p``'s life to ``value`` (not damage, not a gain). Decision: life can never rise
    above the starting life, so a life set above it stops there."""
    g.change_life(p, value - g.life[p])


__all__ = [
    "UNBLOCKABLE",
    "ASSIGN_KEY",
    "INSTEAD_KEY",
    "AssignBlocker",
    "KnocksOut",
    "DamagesCharacter",
    "SpinToLevel",
    "attacks_alone",
    "note_action",
    "used_action",
    "unblockable",
    "block_with",
    "assigned_to",
    "first_strike",
    "striking",
    "next_round",
    "full_damage",
    "overcrush",
    "instead_of_blockers",
    "offer_instead",
    "instead_die",
    "dealers",
    "dealer_triggers",
    "set_life",
    "question",
]
