"""Scenario helpers: a Dice Masters table with chosen teams, dice placed on chosen faces, and a
few shortcuts that act only through ``legal_actions``/``apply``."""

from __future__ import annotations

from typing import Any

import game
from game.core.rng import ScriptedRNG
from game.dicemasters import check_invariants
from game.dicemasters import records as R
from game.dicemasters.decisions import PriorityDecision
from game.dicemasters.engine import DiceMasters
from game.dicemasters.state import Die

SK = "sidekick"
# face indexes
SK_FIST, SK_BOLT, SK_MASK, SK_SHIELD, SK_WILD, SK_CHAR = range(6)
SINGLE, DOUBLE = 0, 1  # character dice: one energy symbol / two
GEN2, ACT0, ACT1, ACT2 = 0, 3, 4, 5  # basic action dice


def level_face(level: int) -> int:
    return 2 + level


def table(
    team0: dict[str, int] | None = None,
    team1: dict[str, int] | None = None,
    bac: list[str] | None = None,
    active: int = 0,
    life: int = 20,
    seed: int = 5,
) -> tuple[DiceMasters, ScriptedRNG]:
    """A game in player ``active``'s Main Step with every die in its bag or on its card, nothing
    rolled, and the given teams and basic actions."""
    rng = ScriptedRNG(seed)
    acts0, acts1 = ["avx-027", "avx-029"], ["avx-034", "avx-031"]
    g = game.new_game(
        "dicemasters",
        seed=seed,
        rng=rng,
        format="tournament",
        first_player=active,
        team0=team0 or {"avx-017": 2},
        team1=team1 or {"avx-003": 2},
        actions0=acts0,
        actions1=acts1,
    )
    assert isinstance(g, DiceMasters)
    if bac is not None:
        # rebuild the center with exactly these cards
        for key in [k for k in g.on_card if k.startswith("b")]:
            for did in g.on_card.pop(key):
                del g.dice[did]
                g.total_dice -= 1
        g.bac = list(bac)
        for i, card in enumerate(bac):
            for k in range(3):
                g.new_die(f"b{i}-d{k}", None, card, "card", key=f"b{i}")
    for p in (0, 1):
        for z in ("prep", "reserve", "field", "attack", "used", "out_of_play"):
            for did in list(g.zones[p][z]):
                g.move(g.dice[did], "bag", p, event=False)
    g.life = [life, life]
    g.start_life = life
    g.virtual = [0, 0]
    g.turn = 3
    main_step(g, active)
    return g, rng


def main_step(g: DiceMasters, p: int) -> None:
    g.active = p
    g.step = "main"
    g.tasks = []
    g.trig = []
    g.prio = {"passes": 0, "window": "main"}
    g.combat = {"attackers": [], "blocks": {}, "blocked": [], "alloc": {}}
    g.turnflags = {"fielded": [0, 0], "invulnerable": [False, False]}
    g.decision = PriorityDecision(p, "main")
    g.invalidate()


def place(g: DiceMasters, p: int, card: str, zone: str, face: int | None = None) -> Die:
    """Put one of player ``p``'s dice of ``card`` (from the bag or its card) in ``zone``."""
    for did in g.zones[p]["bag"]:
        d = g.dice[did]
        if d.card == card:
            break
    else:
        key = next(
            k
            for k in g.on_card
            if g.on_card[k]
            and g.dice[g.on_card[k][0]].card == card
            and (k.startswith("b") or k.startswith(f"{p}:"))
        )
        d = g.dice[g.on_card[key][0]]
        g.on_card[key].remove(d.id)
        d.owner = d.ctrl = p
        d.zone = "bag"
        g.zones[p]["bag"].append(d.id)
    g.move(d, zone, p, event=False)
    d.face = face
    g.invalidate()
    return d


def char(g: DiceMasters, p: int, card: str, level: int = 1, zone: str = "field") -> Die:
    return place(g, p, card, zone, SK_CHAR if card == SK else level_face(level))


def energy(g: DiceMasters, p: int, card: str = SK, face: int = SK_FIST) -> Die:
    return place(g, p, card, "reserve", face)


def busy(g: DiceMasters, p: int) -> Die:
    """A Sidekick character in the reserve: the active player keeps something to do, so the
    engine does not pass for them."""
    return place(g, p, SK, "reserve", SK_CHAR)


def acts(g: DiceMasters) -> list[Any]:
    return g.legal_actions()


def kinds(g: DiceMasters) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def do(g: DiceMasters, action: Any) -> list[Any]:
    events = g.apply(action)
    problems = check_invariants(g)
    assert not problems, problems
    return events


def find(g: DiceMasters, kind: str, **fields: Any) -> Any:
    for a in g.legal_actions():
        if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items()):
            return a
    raise AssertionError(f"no legal {kind} {fields}; legal: {g.legal_actions()}")


def act(g: DiceMasters, kind: str, **fields: Any) -> list[Any]:
    return do(g, find(g, kind, **fields))


def pay(g: DiceMasters, *dice: str | Die) -> None:
    """Answer the pending payment with whole dice, in this order."""
    for d in dice:
        did = d if isinstance(d, str) else d.id
        opts = [a for a in g.legal_actions() if a.kind == "pay" and a.die == did]
        if not opts:
            same = g.dice[did]
            opts = [
                a
                for a in g.legal_actions()
                if a.kind == "pay" and g.dice[a.die].card == same.card and g.dice[a.die].face == same.face
            ]
        assert opts, f"cannot pay with {did}: {g.legal_actions()}"
        do(g, max(opts, key=lambda a: a.amount))


def pass_priority(g: DiceMasters) -> None:
    act(g, "pass")


def to_attack(g: DiceMasters) -> None:
    """Pass priority until the attack declaration (or beyond, if nothing can attack)."""
    while g.decision and g.decision.kind == "priority":
        act(g, "pass")


def attack_with(g: DiceMasters, *dice: Die) -> None:
    to_attack(g)
    for d in dice:
        act(g, "attack", die=d.id)
    act(g, "end_attackers")


def block(g: DiceMasters, blocker: Die, attacker: Die) -> None:
    act(g, "block", die=blocker.id, target=attacker.id)


def events_of(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


def life(g: DiceMasters, p: int) -> int:
    return g.life[p]


__all__ = [
    "busy",
    "R",
    "table",
    "place",
    "char",
    "energy",
    "do",
    "act",
    "find",
    "pay",
    "acts",
    "kinds",
    "attack_with",
    "block",
    "events_of",
    "to_attack",
    "main_step",
    "life",
    "level_face",
]
