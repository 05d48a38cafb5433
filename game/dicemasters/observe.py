"""What a Dice Masters player sees: ``DiceMasters.observation`` (everything in this game is
public except the order of the dice in the bags, which are listed sorted).

For each card and basic action the player to move can buy now, ``payers`` lists the dice that
can start paying for it (the first step of the payment, by the payment rules of ``energy``), so
a screen knows where an energy die may be dropped without trying the purchase on a copy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import records as R
from .cards import CARDS, card_name
from .control import card_lock_on
from .decisions import PriorityDecision
from .effects import stats
from .energy import Payment, first_payers
from .engagement import question
from .locks import locks_on
from .state import FACES, FIELD_ZONES, ZONES, Die

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

FACE_JSON: dict[str, list[dict[str, Any]]] = {
    cid: [f.to_json() for f in faces] for cid, faces in FACES.items()
}


def card_locks_json(g: DiceMasters, p: int) -> list[dict[str, Any]]:
    """The opponent's "cannot field that character" lock on ``p`` (Loki), as a lock entry."""
    lock = card_lock_on(g, p)
    return [] if lock is None else [{"card": lock[0], "lock": "card", "life": 0, "target": lock[1]}]


def die_json(g: DiceMasters, d: Die) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": d.id,
        "owner": d.owner,
        "card": d.card,
        "face": None
        if d.face is None or d.zone not in ("reserve", "field", "attack")
        else FACE_JSON[d.card][d.face],
    }
    if d.face is not None and d.zone in FIELD_ZONES and d.is_character:
        a, df = stats(g, d)
        out["attack"] = a
        out["defense"] = df
        out["damage"] = d.damage
    if d.ctrl != d.owner:
        out["controller"] = d.ctrl
    if d.flags:
        out["flags"] = sorted(k for k in d.flags if not k.startswith("_"))
    touching = g.attached.get(d.id) if g.attached else None
    if touching is not None:  # an action die that stays in play touching a character
        out["attached_to"] = touching
        out["face"] = FACE_JSON[d.card][3]
    cap = g.captured.get(d.id)
    if cap:
        out["captured"] = [dict(die_json(g, g.dice[c]), captured_by=d.id) for c in cap]
    return out


def purchase_payers(g: DiceMasters) -> dict[str, list[str]]:
    """For each card the player to move can buy now: the dice that can start paying for it."""
    dec = g.decision
    if not isinstance(dec, PriorityDecision):
        return {}
    p = dec.player
    by_cost: dict[tuple[int, str | None], list[str]] = {}
    out: dict[str, list[str]] = {}
    for a in g.legal_actions():
        if isinstance(a, R.Purchase):
            c = CARDS[a.card]
            sig = (c.cost, c.energy)
            if sig not in by_cost:
                by_cost[sig] = first_payers(g, Payment(p, c.cost, (c.energy,) if c.energy else ()))
            out[a.card] = by_cost[sig]
    return out


def observation(g: DiceMasters, player: int | None) -> dict[str, Any]:
    payers = purchase_payers(g)
    players = []
    for p in (0, 1):
        zones: dict[str, Any] = {}
        for z in ZONES:
            ids = g.zones[p][z]
            if z == "bag":
                ids = sorted(ids)
            zones[z] = [die_json(g, g.dice[i]) for i in ids]
        mover = p == g.to_move
        cards = [
            {
                "card": c,
                "name": card_name(c),
                "dice_left": len(g.on_card.get(f"{p}:{c}", [])),
                "cost": CARDS[c].cost,
                "energy": CARDS[c].energy,
                "payers": list(payers.get(c, ())) if mover else [],
            }
            for c in g.team[p]
        ]
        players.append(
            {
                "life": g.life[p],
                "start_life": g.start_life,
                "virtual_energy": g.virtual[p],
                "zones": zones,
                "cards": cards,
                # what the opponent's locks keep this player from doing now (``locks``)
                "locks": [{"card": c, "lock": lock.kind, "life": lock.life} for c, lock in locks_on(g, p)]
                + card_locks_json(g, p),
            }
        )
    bacs = [
        {
            "card": c,
            "name": card_name(c),
            "dice_left": len(g.on_card.get(f"b{i}", [])),
            "cost": CARDS[c].cost,
            "slot": i,
            "payers": list(payers.get(c, ())),
        }
        for i, c in enumerate(g.bac)
    ]
    obs: dict[str, Any] = {
        "game": "dicemasters",
        "format": g.format,
        "turn": g.turn,
        "active": g.active,
        "step": g.step,
        "to_move": g.to_move,
        "players": players,
        "basic_actions": bacs,
        "decision": None if g.decision is None else g.decision.observed(),
        "combat": {
            "attackers": list(g.combat["attackers"]),
            "blocks": dict(g.combat["blocks"]),
            "blocked": list(g.combat["blocked"]),
        },
        "over": g.is_over,
    }
    asked = question(g)  # what a target question of a combat card asks (``engagement``)
    if asked:
        obs["decision"].update(asked)
    if g.draft is not None:
        obs["draft"] = {
            "available": list(g.draft["available"]),
            "size": g.draft["size"],
            "picks": [list(x) for x in g.draft["picks"]],
        }
    if g.is_over:
        obs["result"] = g.result().to_dict()
    return obs
