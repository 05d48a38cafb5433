"""Consistency checks of a Dice Masters state, used by fuzzing and the random-playout tests.

Every die is in exactly one place (a zone, a card, or captured under a die), dice are conserved,
life never exceeds the starting life, unrolled dice show no face and rolled ones do, only
characters stand in the field, and a decision is pending exactly while the game is not over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import FIELD_ZONES, ZONES

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters


def check_invariants(g: DiceMasters) -> list[str]:
    problems: list[str] = []
    seen: dict[str, str] = {}

    def place(did: str, where: str) -> None:
        if did in seen:
            problems.append(f"{did} is both in {seen[did]} and {where}")
        seen[did] = where

    for p in (0, 1):
        for z in ZONES:
            for did in g.zones[p][z]:
                place(did, f"p{p}.{z}")
                d = g.dice.get(did)
                if d is None:
                    problems.append(f"unknown die {did} in p{p}.{z}")
                    continue
                if d.zone != z or d.ctrl != p:
                    problems.append(f"{did} listed in p{p}.{z} but records {d.zone} of p{d.ctrl}")
                if z in ("bag", "prep", "used", "out_of_play") and d.face is not None:
                    problems.append(f"{did} is unrolled in {z} but shows face {d.face}")
                if z in ("reserve", "field", "attack") and d.face is None:
                    problems.append(f"{did} is in {z} without a face")
                if z in FIELD_ZONES and d.face is not None and not d.is_character:
                    problems.append(f"{did} is in the {z} zone but is not a character")
                if z not in FIELD_ZONES and d.damage:
                    problems.append(f"{did} carries damage outside the field")
                if d.owner is None:
                    problems.append(f"{did} has no owner but is in a zone")
    for key, ids in g.on_card.items():
        for did in ids:
            place(did, f"card {key}")
            if g.dice[did].zone != "card":
                problems.append(f"{did} on card {key} records zone {g.dice[did].zone}")
    for by, ids in g.captured.items():
        for did in ids:
            place(did, f"captured by {by}")
            if g.dice[did].zone != "captured":
                problems.append(f"{did} captured but records zone {g.dice[did].zone}")
    missing = set(g.dice) - set(seen)
    if missing:
        problems.append(f"dice in no place: {sorted(missing)}")
    if len(g.dice) != g.total_dice:
        problems.append(f"{len(g.dice)} dice exist, expected {g.total_dice}")
    if sum(1 for d in g.dice.values() if d.card == "sidekick") != 16:
        problems.append("each player must have exactly 8 Sidekick dice")
    for p in (0, 1):
        if g.life[p] > g.start_life:
            problems.append(f"player {p} has {g.life[p]} life, above the starting {g.start_life}")
        if g.virtual[p] < 0:
            problems.append(f"player {p} has negative virtual energy")
    if g.is_over:
        if g.decision is not None:
            problems.append("the game is over but a decision is pending")
    else:
        if g.decision is None:
            problems.append("no decision pending in a running game")
        elif g.decision.player not in (0, 1):
            problems.append(f"decision for a bad player {g.decision.player}")
    for did in g.combat["attackers"]:
        d = g.dice[did]
        if d.zone == "attack" and d.ctrl != g.active:
            problems.append(f"attacker {did} is not the active player's")
    return problems
