"""Non-basic action cards (Mjolnir, Vibranium Shield) and the mechanisms their texts bring.

A non-basic action card (``Card.kind == "action"``) is a team card: it counts toward a team's
cards and dice, only its owner buys its dice (at its typed cost), and its dice roll three energy
faces of its type or an action face with 0, 1 or 2 bursts, used like a basic action die (its
``action`` code). Its Global is in the game for both players like any Global.

What the texts need beyond that lives here, as vocabulary for any card:

- **Globals that cost more than one [X]** (Mjolnir's "[B][B]"): ``GLOBAL_COSTS``, asked by the
  priority window (``global_affordable``).
- **Locks lasting beyond the turn**: "characters of a type cannot attack or block until the end of
  your opponent's next turn" (``lock_type``, ``locked``; the declared ``DiceMasters.locks``).
- **An action die that stays in play touching a character** (``attach``; the declared
  ``DiceMasters.attached``): it sits apart in its owner's out-of-play zone (never emptied into
  the used pile while attached), leaves for the used pile when its character leaves the field,
  and its owner may move it to the used pile (``ReleaseDie``) to use it.
- **Damage a character does not take** (``shield_damage``, asked by the damage pipeline after
  redirection and before damage is dealt): "takes no damage" by energy type for the turn
  (``immune_types``), "from non-[S] characters" (the card's ``immune`` hook, which reads where
  the damage comes from, ``damage_sources``), a die's "prevent all damage for the rest of the
  turn" flag, the attached die used as damage would be dealt, and the Globals that prevent
  1 damage (hook ``prevent_damage``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.actions import Action, Event

from . import tasks as K
from .cards import CARDS, ENERGY_TYPES
from .effects import code, energy_type, game_hooks, hooked, stats
from .energy import Affordability, can_pay
from .state import FIELD_ZONES, Die, answers, player_target, target_player

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

G = "dicemasters"
# Globals whose cost is more than one energy: card -> the energy types to pay (one per symbol)
GLOBAL_COSTS: dict[str, tuple[str, ...]] = {}
# a die flag: the character takes no damage for the rest of the turn (flags end at Cleanup)
NO_DAMAGE_TAKEN = "takes_no_damage"
# the answer keys of the questions the damage pipeline asks here (the agents read them)
RELEASE_KEY = "release:"
PREVENT_KEY = "prevent1:"


# -- records -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ReleaseDie(Action):
    """Move an action die that touches a character to its owner's used pile, using it."""

    game = G
    kind = "release_die"
    onto = ("used",)  # where it goes (on the table: a click on the die)
    die: str
    card: str


@dataclass(frozen=True)
class DieAttached(Event):
    game = G
    kind = "die_attached"
    player: int
    die: str
    card: str
    target: str
    target_card: str


@dataclass(frozen=True)
class DieDetached(Event):
    """An attached die went to the used pile: used (``used``) or because its character left."""

    game = G
    kind = "die_detached"
    player: int
    die: str
    card: str
    target: str
    target_card: str
    used: bool


@dataclass(frozen=True)
class TypeLocked(Event):
    """Player ``player``'s characters of ``energy`` cannot attack or block through turn ``until``."""

    game = G
    kind = "type_locked"
    player: int
    card: str
    energy: str
    until: int


@dataclass(frozen=True)
class EnergyTypeChosen(Event):
    game = G
    kind = "energy_type_chosen"
    player: int
    card: str
    energy: str


@dataclass(frozen=True)
class DamagePrevented(Event):
    """``amount`` damage to ``target`` (a die id or ``player:N``) is not dealt, because of ``card``."""

    game = G
    kind = "damage_prevented"
    player: int
    target: str
    card: str
    amount: int


# -- Globals with a cost of several symbols ----------------------------------------------------
def global_affordable(g: DiceMasters, p: int, card: str, afford: Affordability | None = None) -> bool:
    """Whether ``p`` can pay the whole cost of ``card``'s Global when it is more than one [X]
    (``afford``: what ``p``'s reserve can pay, when the caller has it already)."""
    cost = GLOBAL_COSTS.get(card)
    if cost is None:
        return True
    if afford is not None:
        return afford.can_types(len(cost), cost)
    return can_pay(g, p, len(cost), cost)


# -- locks by energy type ----------------------------------------------------------------------
def lock_type(g: DiceMasters, locked_player: int, etype: str, card: str, until: int) -> None:
    """``locked_player``'s characters of ``etype`` cannot attack or block until the end of turn
    ``until`` (also those fielded later)."""
    g.locks.append([locked_player, etype, card, until])
    g.ev.append(TypeLocked(locked_player, card, etype, until))


def locked(g: DiceMasters, d: Die) -> bool:
    """A character that cannot attack or block because of a lock by its energy type."""
    if not g.locks:
        return False
    etype = energy_type(d)
    return etype is not None and any(lk[0] == d.ctrl and lk[1] == etype for lk in g.locks)


# -- dice touching a character -----------------------------------------------------------------
def attach(g: DiceMasters, p: int, die: str, target: str) -> None:
    """Action die ``die`` (just used: out of play) stays touching character ``target``."""
    d = g.dice[die]
    g.attached[die] = target
    g.ev.append(DieAttached(p, die, d.card, target, g.dice[target].card))


def detach(g: DiceMasters, die: str, used: bool) -> None:
    """The attached die goes to its owner's used pile."""
    target = g.attached.pop(die)
    d = g.dice[die]
    assert d.owner is not None
    g.move(d, "used", d.owner)
    g.ev.append(DieDetached(d.owner, die, d.card, target, g.dice[target].card, used))


def character_left(g: DiceMasters, did: str) -> None:
    """Die ``did`` left the field: the dice touching it go to their used piles."""
    for die, target in list(g.attached.items()):
        if target == did:
            detach(g, die, False)


def end_of_turn(g: DiceMasters) -> None:
    """At Cleanup: attached dice whose character is gone leave; locks that end this turn end."""
    for die, target in list(g.attached.items()):
        if g.dice[target].zone not in FIELD_ZONES:
            detach(g, die, False)
    if g.locks:
        g.locks = [lk for lk in g.locks if lk[3] > g.turn]


def use_attached(g: DiceMasters, die: str) -> str:
    """Use an attached die: to the used pile; the character it touched takes no damage for the
    rest of the turn. Returns that character."""
    target = g.attached[die]
    detach(g, die, True)
    c = g.dice[target]
    if c.zone in FIELD_ZONES:
        c.flags[NO_DAMAGE_TAKEN] = True
    return target


def release_actions(g: DiceMasters, p: int) -> list[Action]:
    """The attached dice ``p`` may use now (on a character still in the field)."""
    if not g.attached:
        return []
    return [
        ReleaseDie(die, g.dice[die].card)
        for die, target in g.attached.items()
        if g.dice[die].owner == p and g.dice[target].zone in FIELD_ZONES
    ]


@answers(ReleaseDie)
def _release(g: DiceMasters, a: ReleaseDie) -> None:
    """Decision: "at any time" is whenever its owner holds priority (in either player's turn) and
    whenever damage would be dealt to its character; using it is no Global and no action die, so
    the priority window goes on (back to the active player, as after any move)."""
    g.decision = None
    g.prio["passes"] = 0
    g.push(K.Priority(g.active))
    use_attached(g, a.die)


# -- damage a character does not take ----------------------------------------------------------
def damage_sources(g: DiceMasters, t: K.Damage, did: str) -> list[tuple[str | None, int]]:
    """Where the damage of ``t`` to die ``did`` comes from: (card of the character dealing it, or
    None when no character deals it, amount). Combat damage comes from the dice engaged with it."""
    if t.src.kind == "combat":
        blocks: dict[str, str] = g.combat["blocks"]
        if did in blocks:
            a = g.dice[blocks[did]]
            return [(a.card, t.amounts.get(did, 0))]
        return [
            (b.card, 0 if b.flags.get("no_damage") else stats(g, b)[0])
            for b in (g.dice[x] for x, y in blocks.items() if y == did)
            if b.zone == "attack"
        ]
    if t.src.kind == "character":
        return [(t.src.card, t.amounts.get(did, 0))]
    return [(None, t.amounts.get(did, 0))]


def _immune_amount(g: DiceMasters, t: K.Damage, d: Die, n: int) -> int:
    """How much of ``n`` damage die ``d`` takes, by its immunities."""
    if d.flags.get(NO_DAMAGE_TAKEN):
        return 0
    etype = energy_type(d)
    if etype is not None and etype in g.turnflags.get("immune_types", ()):
        return 0
    immune = code(d.card, "immune")
    if immune is not None:
        return int(immune(g, d, t, n))
    return n


def shield_damage(g: DiceMasters, t: K.Damage, amounts: dict[str, int]) -> None:
    """Before damage is dealt: immunities, dice touching a damaged character used to prevent all
    of it, then the Globals that prevent 1 damage (each player for their own characters and
    themselves). Run again after each answer: every step takes up where it stopped."""
    for x in sorted(amounts):
        if target_player(x) is None and amounts[x] > 0:
            d = g.dice[x]
            if d.zone in FIELD_ZONES and d.is_character:
                taken = _immune_amount(g, t, d, amounts[x])
                if taken < amounts[x]:
                    g.ev.append(
                        DamagePrevented(d.ctrl if d.ctrl is not None else -1, x, d.card, amounts[x] - taken)
                    )
                    amounts[x] = taken
    for die, target in sorted(g.attached.items()):
        if amounts.get(target, 0) <= 0 or die not in g.attached:
            continue
        owner = g.dice[die].owner
        if owner is None or g.dice[target].zone not in FIELD_ZONES:
            continue
        card = g.dice[die].card
        if g.ask_target(t, RELEASE_KEY + die, owner, [die], card, optional=True) == die:
            if die in g.attached:
                use_attached(g, die)
            g.ev.append(DamagePrevented(owner, target, card, amounts[target]))
            amounts[target] = 0
    cards = preventing_cards(g)
    if cards:
        for p in (g.active, 1 - g.active):
            _offer_prevention(g, t, amounts, p, cards[0])


def preventing_cards(g: DiceMasters) -> list[str]:
    """The cards in the game with a Global that prevents damage being dealt (hook ``prevent_damage``)."""
    out: list[str] = []
    if "prevent_damage" not in game_hooks(g)[1]:  # no card in the game has one (most games)
        return out
    for cards in (g.bac, g.team[0], g.team[1]):
        for card in hooked(cards, "prevent_damage"):
            if card not in out:
                out.append(card)
    return out


def _offer_prevention(g: DiceMasters, t: K.Damage, amounts: dict[str, int], p: int, card: str) -> None:
    """Decision: one offer per player however many cards in the game print the Global, made to
    the player who would take the damage or whose character would (no one pays to spare the
    other's): one point at a time, while they choose a target and pay. A player whose Globals
    are locked (Professor X, "Powerful Telepath") is not asked."""
    from .locks import can_use_globals  # locks builds on the damage pipeline that calls this

    if not can_use_globals(g, p):
        return
    cost = code(card, "prevent_damage")
    assert cost is not None
    etype = str(cost(g))
    counter = f"_{PREVENT_KEY}{p}"
    while True:
        n = int(t.ans.get(counter, 0))
        if n < 0:
            return
        options = [x for x in sorted(amounts, key=_players_first) if amounts[x] > 0 and _theirs(g, x, p)]
        key = f"{PREVENT_KEY}{p}:{n}"
        if not options or (key not in t.ans and not can_pay(g, p, 1, [etype])):
            return
        tgt = g.ask_target(t, key, p, options, card, optional=True)
        if tgt is None or not g.ask_pay(t, key + ":pay", p, 1, [etype], card, optional="decline"):
            t.ans[counter] = -1
            return
        amounts[tgt] -= 1
        t.ans[counter] = n + 1
        g.ev.append(DamagePrevented(p, tgt, card, 1))


def _players_first(x: str) -> tuple[bool, str]:
    return target_player(x) is None, x


def _theirs(g: DiceMasters, x: str, p: int) -> bool:
    tp = target_player(x)
    if tp is not None:
        return tp == p
    d = g.dice[x]
    return d.ctrl == p and d.zone in FIELD_ZONES and d.is_character


def energy_options() -> list[str]:
    """The energy types a player may choose ("choose an energy type")."""
    return list(ENERGY_TYPES)


def character_name(d: Die) -> str:
    c = CARDS.get(d.card)
    return "" if c is None else str(c.texts["en"]["name"])


def affiliated(d: Die, affiliation: str) -> bool:
    c = CARDS.get(d.card)
    return c is not None and affiliation in c.affiliations


__all__ = [
    "GLOBAL_COSTS",
    "ReleaseDie",
    "DieAttached",
    "DieDetached",
    "TypeLocked",
    "EnergyTypeChosen",
    "DamagePrevented",
    "global_affordable",
    "lock_type",
    "locked",
    "attach",
    "detach",
    "character_left",
    "end_of_turn",
    "use_attached",
    "release_actions",
    "damage_sources",
    "shield_damage",
    "preventing_cards",
    "energy_options",
    "character_name",
    "affiliated",
    "player_target",
]
