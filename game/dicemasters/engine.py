"""The Dice Masters game state and its engine loop (the ``Game`` contract).

``DiceMasters`` keeps the dice, zones, life, the stack of tasks (effects in progress) and the
pending decision. ``apply`` hands an action to the answer function registered for its type
(flow, payment, combat, effects), then runs tasks until one of them asks a question. Rules live
in the other modules; this one holds the mechanics every rule shares: moving dice, drawing,
rolling, life, asking and answering, observations and (de)serialisation.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, GameOver
from game.core.base import Game, Option
from game.core.errors import OptionError
from game.core.rng import GameRNG

from . import records as R
from .cards import BASIC_ACTION_CARDS, CARDS, SIDEKICK, card_name
from .state import ANSWER, FIELD_ZONES, HOOKS, LEGAL, TASKS, ZONES, Die, Wait, dcopy, player_target

MAX_TURNS = 200
# What an observation shows of the pending decision (all of it is public in this game).
_PUBLIC_DECISION = (
    "type",
    "player",
    "card",
    "cost",
    "types",
    "optional",
    "window",
    "selected",
    "rolled",
    "options",
    "die",
    "left",
    "blockers",
    "alloc",
    "paid",
    "virt",
    "spin",
)
FORMATS = ("first_game", "basic", "tournament", "draft")


class DiceMasters(Game):
    NAME = "dicemasters"
    PLAYERS = (2, 2)
    DEFAULT_PLAYERS = 2
    OPTIONS = {
        "format": Option("first_game", choices=FORMATS, help="first_game, basic, tournament or draft"),
        "first_player": Option(
            None, choices=(None, 0, 1, "0", "1", "random"), help="0, 1 or random (default)"
        ),
        "team0": Option(None, help="player 0's team: {card id: dice} or 'avx-013:4,avx-001:3'", max_len=400),
        "team1": Option(None, help="player 1's team", max_len=400),
        "actions0": Option(None, help="player 0's two basic action cards", max_len=100),
        "actions1": Option(None, help="player 1's two basic action cards", max_len=100),
        "draft_size": Option(12, kind=int, help="draft: team dice and life (8-20)", low=8, high=20),
        "draft_actions": Option(3, kind=int, help="draft: 3 or 4 random basic action cards", low=3, high=4),
    }

    # -- construction ------------------------------------------------------------------------
    def __init__(self) -> None:
        self.seed = 0
        self.rng: GameRNG = GameRNG(0)
        self.options: dict[str, Any] = {}
        self.format = "first_game"
        self.dice: dict[str, Die] = {}
        self.zones: list[dict[str, list[str]]] = []
        self.on_card: dict[str, list[str]] = {}
        self.captured: dict[str, list[str]] = {}
        self.team: list[list[str]] = [[], []]
        self.bac: list[str] = []
        self.life = [0, 0]
        self.start_life = 0
        self.virtual = [0, 0]
        self.turn = 0
        self.active = 0
        self.first_player = 0
        self.step = "clear_draw"
        self.tasks: list[dict[str, Any]] = []
        self.decision: dict[str, Any] | None = None
        self.prio: dict[str, Any] = {"passes": 0, "window": "main"}
        self.combat: dict[str, Any] = {"attackers": [], "blocks": {}, "blocked": [], "alloc": {}}
        self.turnflags: dict[str, Any] = {}
        self.trig: list[dict[str, Any]] = []
        self.draft: dict[str, Any] | None = None
        self.winners: list[int] | None = None
        self.reason = ""
        self.next_id = 1
        self.total_dice = 0
        self.ev: list[Event] = []
        self.opening_events: list[dict[str, Any]] = []

    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> DiceMasters:
        from .formats import setup

        if players != 2:
            raise OptionError("dicemasters: players must be 2")
        g = cls()
        g.seed = seed
        g.rng = rng if rng is not None else GameRNG(seed)
        g.options = {k: v for k, v in options.items() if v is not None}
        setup(g, options)
        g.run()
        # What happened before anyone decided (the first turn's draw and roll), for the game log.
        g.opening_events = [e.to_dict() for e in g.ev]
        g.ev = []
        return g

    # -- contract ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.winners is not None or self.decision is None:
            return None
        return int(self.decision["player"])

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    def _legal_actions(self) -> list[Action]:
        assert self.decision is not None
        return LEGAL[self.decision["type"]](self, self.decision)

    def _apply(self, action: Action) -> list[Event]:
        self.ev = []
        ANSWER[type(action)](self, action)
        self.run()
        ev, self.ev = self.ev, []
        return ev

    def result(self) -> dict[str, Any]:
        return {"winners": list(self.winners or []), "reason": self.reason, "scores": list(self.life)}

    # -- the engine loop ---------------------------------------------------------------------
    def push(self, t: dict[str, Any]) -> dict[str, Any]:
        if "id" not in t:
            t["id"] = self.next_id
            self.next_id += 1
        self.tasks.append(t)
        return t

    def run(self) -> None:
        from .effects import flush_triggers

        while self.decision is None and self.winners is None:
            if self.trig:  # triggers queued by the last task or answer resolve before what follows
                flush_triggers(self)
            if not self.tasks:
                raise RuntimeError("dicemasters engine has nothing to do and nothing to ask")
            t = self.tasks.pop()
            try:
                TASKS[t["t"]](self, t)
            except Wait:
                continue
            self.check_winner()
        if self.winners is not None:
            self.decision = None
            self.tasks = []

    def find_task(self, tid: int) -> dict[str, Any]:
        for t in reversed(self.tasks):
            if t["id"] == tid:
                return t
        raise RuntimeError(f"task {tid} vanished")

    def ask(self, t: dict[str, Any], key: str, decision: dict[str, Any]) -> Any:
        """Return the memoised answer to ``key``, or ask ``decision`` and suspend the task."""
        ans = t.setdefault("ans", {})
        if key in ans:
            return ans[key]
        decision["task"] = t["id"]
        decision["key"] = key
        self.push(t)
        self.decision = decision
        raise Wait

    def answer(self, value: Any) -> None:
        dec = self.decision
        assert dec is not None
        self.decision = None
        self.find_task(dec["task"]).setdefault("ans", {})[dec["key"]] = value

    def ask_target(
        self, t: dict[str, Any], key: str, player: int, options: list[str], card: str, optional: bool = False
    ) -> str | None:
        ans = t.get("ans")
        if ans and key in ans:
            return ans[key]  # type: ignore[no-any-return]
        if not options:
            return None
        if len(options) == 1 and not optional:
            t.setdefault("ans", {})[key] = options[0]
            return options[0]
        return self.ask(
            t,
            key,
            {"type": "target", "player": player, "options": options, "card": card, "optional": optional},
        )  # type: ignore[no-any-return]

    def ask_pay(
        self,
        t: dict[str, Any],
        key: str,
        player: int,
        cost: int,
        types: list[str],
        card: str,
        optional: str = "decline",
    ) -> bool:
        """Ask ``player`` to pay; True once paid, False when declined or unaffordable."""
        from .energy import can_pay

        ans = t.get("ans")
        if ans and key in ans:
            return bool(ans[key])
        if cost <= 0 and not types:
            return True
        if not can_pay(self, player, cost, types):
            t.setdefault("ans", {})[key] = False
            return False
        return bool(
            self.ask(
                t,
                key,
                {
                    "type": "pay",
                    "player": player,
                    "cost": cost,
                    "types": list(types),
                    "card": card,
                    "paid": [],
                    "virt": 0,
                    "optional": optional,
                },
            )
        )

    # -- dice and zones ----------------------------------------------------------------------
    def new_die(self, did: str, owner: int | None, card: str, zone: str, key: str | None = None) -> Die:
        d = Die(did, owner, card, zone)
        self.dice[did] = d
        self.total_dice += 1
        if zone == "card":
            assert key is not None
            self.on_card.setdefault(key, []).append(did)
        else:
            assert owner is not None
            self.zones[owner][zone].append(did)
        return d

    def holder_list(self, d: Die) -> list[str]:
        if d.zone == "card":
            for ids in self.on_card.values():
                if d.id in ids:
                    return ids
            raise RuntimeError(f"{d.id} not on a card")
        if d.zone == "captured":
            for ids in self.captured.values():
                if d.id in ids:
                    return ids
            raise RuntimeError(f"{d.id} not captured")
        assert d.ctrl is not None
        return self.zones[d.ctrl][d.zone]

    def move(self, d: Die, zone: str, player: int | None = None, event: bool = True) -> None:
        """Move a die between zones; leaving the field clears its damage and modifiers."""
        src = d.zone
        self.holder_list(d).remove(d.id)
        if d.ctrl != d.owner and zone in ("prep", "used", "bag", "out_of_play"):
            # Control: "returns to the opponent's prep area if it would go to your prep or used pile"
            zone = "prep" if zone != "out_of_play" else "used"
            player = d.owner
        target = player if player is not None else (d.owner if zone in ("bag", "prep", "used") else d.ctrl)
        assert target is not None
        d.ctrl = target
        if target == d.owner:
            d.flags.pop("controlled_by", None)
        d.zone = zone
        self.zones[target][zone].append(d.id)
        if zone not in FIELD_ZONES:
            # out of the field a die is no longer that character: damage and modifiers end
            d.damage = d.a_mod = d.d_mod = 0
            if zone != "reserve":
                d.flags = {}
            if zone in ("bag", "prep", "used", "out_of_play"):
                d.face = None
            if self.captured.get(d.id):
                from .effects import release_captured

                release_captured(self, d.id)
        if event:
            self.ev.append(R.DieMoved(target, d.id, d.card, src, zone))

    def zone(self, p: int, z: str) -> list[Die]:
        return [self.dice[i] for i in self.zones[p][z]]

    def characters(self, p: int) -> list[Die]:
        """Player ``p``'s characters in the field (the attack zone is part of the field)."""
        z = self.zones[p]
        out = [self.dice[i] for i in z["field"]]
        out.extend(self.dice[i] for i in z["attack"])
        return [d for d in out if d.is_character]

    def all_characters(self) -> list[Die]:
        return self.characters(self.active) + self.characters(1 - self.active)

    def is_active(self, p: int, card: str) -> bool:
        """While Active: one or more of ``p``'s dice of ``card`` are in the field."""
        z = self.zones[p]
        for zn in FIELD_ZONES:
            for i in z[zn]:
                d = self.dice[i]
                if d.card == card and d.owner == p and d.face is not None and d.face >= 3:
                    return True
        return False

    def global_in_game(self, card: str) -> bool:
        """Globals are printed on any card in the game: both teams and the basic actions."""
        return card in self.bac or card in self.team[0] or card in self.team[1]

    def draw(self, p: int, n: int, zone: str = "prep") -> int:
        """Draw ``n`` dice (refilling the bag from the used pile when empty); return how many."""
        bag = self.zones[p]["bag"]
        got = 0
        for _ in range(n):
            if not bag:
                used = self.zones[p]["used"]
                if not used:
                    break
                for did in list(used):
                    self.move(self.dice[did], "bag", p, event=False)
                self.rng.shuffle(bag)
                self.ev.append(R.BagRefilled(p, len(bag)))
            d = self.dice[bag[-1]]
            self.move(d, zone, p, event=False)
            self.ev.append(R.DieDrawn(p, d.id, d.card, zone))
            got += 1
        return got

    def roll(self, d: Die) -> int:
        d.face = self.rng.randbelow(6)
        self.ev.append(R.DieRolled(d.ctrl if d.ctrl is not None else -1, d.id, d.card, d.face, d.zone))
        return d.face

    def set_virtual(self, p: int, amount: int) -> None:
        if self.virtual[p] != amount:
            self.virtual[p] = amount
            self.ev.append(R.VirtualEnergyChanged(p, amount))

    def change_life(self, p: int, delta: int) -> None:
        """Life never rises above the starting life; the winner check runs after each effect."""
        new = min(self.start_life, self.life[p] + delta)
        if new != self.life[p]:
            real = new - self.life[p]
            self.life[p] = new
            self.ev.append(R.LifeChanged(p, new, real))

    def check_winner(self) -> None:
        if self.winners is not None:
            return
        dead = [p for p in (0, 1) if self.life[p] <= 0]
        if not dead:
            return
        # Decision: if one effect brings both to 0, the active player wins.
        loser = 1 - self.active if len(dead) == 2 else dead[0]
        self.end_game([1 - loser], "life")

    def end_game(self, winners: list[int], reason: str) -> None:
        self.winners = winners
        self.reason = reason
        self.decision = None
        self.tasks = []
        self.ev.append(GameOver(tuple(winners), reason))

    def hooks(self, card: str, name: str) -> bool:
        return f"{card}.{name}" in HOOKS

    # -- observation -------------------------------------------------------------------------
    def die_json(self, d: Die) -> dict[str, Any]:
        from .effects import stats

        out: dict[str, Any] = {
            "id": d.id,
            "owner": d.owner,
            "card": d.card,
            "face": None
            if d.face is None or d.zone not in ("reserve", "field", "attack")
            else FACE_JSON[d.card][d.face],
        }
        if d.face is not None and d.zone in FIELD_ZONES and d.is_character:
            a, df = stats(self, d)
            out["attack"] = a
            out["defense"] = df
            out["damage"] = d.damage
        if d.ctrl != d.owner:
            out["controller"] = d.ctrl
        if d.flags:
            out["flags"] = sorted(k for k in d.flags if not k.startswith("_"))
        cap = self.captured.get(d.id)
        if cap:
            out["captured"] = [dict(self.die_json(self.dice[c]), captured_by=d.id) for c in cap]
        return out

    def observation(self, player: int | None) -> dict[str, Any]:
        players = []
        for p in (0, 1):
            zones: dict[str, Any] = {}
            for z in ZONES:
                ids = self.zones[p][z]
                if z == "bag":
                    ids = sorted(ids)
                zones[z] = [self.die_json(self.dice[i]) for i in ids]
            cards = [
                {
                    "card": c,
                    "name": card_name(c),
                    "dice_left": len(self.on_card.get(f"{p}:{c}", [])),
                    "cost": CARDS[c].cost,
                    "energy": CARDS[c].energy,
                }
                for c in self.team[p]
            ]
            players.append(
                {
                    "life": self.life[p],
                    "start_life": self.start_life,
                    "virtual_energy": self.virtual[p],
                    "zones": zones,
                    "cards": cards,
                }
            )
        bacs = [
            {
                "card": c,
                "name": card_name(c),
                "dice_left": len(self.on_card.get(f"b{i}", [])),
                "cost": CARDS[c].cost,
                "slot": i,
            }
            for i, c in enumerate(self.bac)
        ]
        dec = None
        if self.decision is not None:
            dec = {k: dcopy(v) for k, v in self.decision.items() if k in _PUBLIC_DECISION}
        obs: dict[str, Any] = {
            "game": "dicemasters",
            "format": self.format,
            "turn": self.turn,
            "active": self.active,
            "step": self.step,
            "to_move": self.to_move,
            "players": players,
            "basic_actions": bacs,
            "decision": dec,
            "combat": {
                "attackers": list(self.combat["attackers"]),
                "blocks": dict(self.combat["blocks"]),
                "blocked": list(self.combat["blocked"]),
            },
            "over": self.is_over,
        }
        if self.draft is not None:
            obs["draft"] = {
                "available": list(self.draft["available"]),
                "size": self.draft["size"],
                "picks": [list(x) for x in self.draft["picks"]],
            }
        if self.is_over:
            obs["result"] = self.result()
        return obs

    # -- saving ------------------------------------------------------------------------------
    _PLAIN = (
        "seed",
        "options",
        "format",
        "on_card",
        "captured",
        "team",
        "bac",
        "life",
        "start_life",
        "virtual",
        "turn",
        "active",
        "first_player",
        "step",
        "tasks",
        "decision",
        "prio",
        "combat",
        "turnflags",
        "trig",
        "draft",
        "winners",
        "reason",
        "next_id",
        "zones",
        "total_dice",
    )

    def to_dict(self) -> dict[str, Any]:
        d = {k: dcopy(getattr(self, k)) for k in self._PLAIN}
        d["rng"] = self.rng.to_dict()
        d["dice"] = [x.to_json() for x in self.dice.values()]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DiceMasters:
        g = cls()
        for k in cls._PLAIN:
            setattr(g, k, dcopy(d[k]))
        g.rng = GameRNG.from_dict(d["rng"])
        g.dice = {x["id"]: Die.from_json(x) for x in d["dice"]}
        return g

    def clone(self) -> DiceMasters:
        g = DiceMasters.__new__(DiceMasters)
        for k in self._PLAIN:
            setattr(g, k, dcopy(getattr(self, k)))
        g.rng = self.rng.copy()
        g.dice = {k: v.copy() for k, v in self.dice.items()}
        g.ev = []
        g._legal_cache = None
        return g


FACE_JSON: dict[str, list[dict[str, Any]]] = {}


def _face_json() -> None:
    from .state import FACES

    for cid, faces in FACES.items():
        FACE_JSON[cid] = [f.to_json() for f in faces]


_face_json()

__all__ = ["DiceMasters", "BASIC_ACTION_CARDS", "SIDEKICK", "player_target"]
