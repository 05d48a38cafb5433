"""The engine's outward views of a match: per-seat observations (hidden information removed at
the source, spec A26), the lossless JSON form, and a fast hand-written ``clone``."""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRNG

from .cards import COST, card_name
from .host import Host
from .state import PlayerState


class SnapshotMixin(Host):
    # -- observation ---------------------------------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        players = []
        for i, ps in enumerate(self.players):
            mine = player == i
            zones: dict[str, Any] = {
                "deck": len(ps.deck),
                "hand": list(ps.hand) if mine else len(ps.hand),
                "discard": list(ps.discard),
                "played": list(ps.played),
                "removed": list(ps.removed),
            }
            character = ps.character
            if character is None and self.picks[i] is not None and mine:
                character = self.picks[i]
            players.append(
                {
                    "hp": ps.hp,
                    "max_hp": ps.max_hp,
                    "defense": ps.defense,
                    "stars": ps.stars,
                    "character": character,
                    "ability_uses": None if ps.uses < 0 else ps.uses,
                    "hand_count": len(ps.hand),
                    "turns": ps.turns,
                    "warded": ps.warded,
                    "ap_penalty": ps.ap_penalty,
                    "picked": self.picks[i] is not None,
                    "zones": zones,
                    # what is left in the draw deck, sorted: its make-up is the owner's to know, never its order
                    "deck_left": sorted(ps.deck) if mine else None,
                }
            )
        obs: dict[str, Any] = {
            "game": self.NAME,
            "turn": max(1, self.players[self.current].turns),
            "active": self.current,
            "first": self.first,
            "phase": self.phase,
            "to_move": self.to_move,
            "players": players,
            "exchange": [
                {"card": k, "name": card_name(k), "cost": COST[k], "count": self.piles.get(k, 0)}
                for k in self.exchange
            ],
            "neutral": [
                {"card": k, "name": card_name(k), "cost": COST[k], "count": None}
                for k in self.neutral_piles()
            ],
            "exchange_deck": len(self.exchange_deck),
            "resources": {
                "ap": self.ap,
                "gems": self.gems,
                "buys": self.buys,
                "bought": self.bought,
                "discount": self.discount,
                "combat": self.combat,
            },
            # effects of this turn waiting for a later card: each weapon +n (War Drum), the next
            # weapon +n (Spark), the next action twice (Prism), and the divider parts still to come
            "waiting": {
                "weapons_bonus": self.weapons_bonus,
                "next_weapon_bonus": self.next_weapon_bonus,
                "next_action_twice": self.twice,
                "triggers": [list(t) for t in self.triggers],
            },
            "characters": {"row": list(self.char_row), "banned": list(self.banned)},
            "pending": self.public_pending(player),
            "over": self.over,
            "result": self.result() if self.over else None,
        }
        return obs

    def public_pending(self, viewer: int | None) -> dict[str, Any] | None:
        if self.pending is None:
            return None
        kind, who = self.pending[0], self.pending[1]
        out: dict[str, Any] = {"kind": kind, "player": who}
        if kind in ("remove", "gain", "discard"):
            out["card"] = self.pending[2]
            out["count"] = self.pending[3]
        if kind == "replace":
            out["count"] = self.pending[2]
        return out

    # -- saving ------------------------------------------------------------------------------
    _SCALARS = (
        "seed",
        "first",
        "current",
        "phase",
        "ending",
        "over",
        "neutral_gained",
        "ap",
        "gems",
        "buys",
        "bought",
        "qm_used",
        "discount",
        "weapons_bonus",
        "next_weapon_bonus",
        "twice",
        "actions_played",
        "weapons_played",
        "combat",
        "last_count",
        "last_cost",
        "last_hp_damage",
    )
    _LISTS = ("exchange", "exchange_deck", "char_deck", "char_row", "banned", "picks", "revealed")

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {name: getattr(self, name) for name in self._SCALARS}
        for name in self._LISTS:
            d[name] = list(getattr(self, name))
        d.update(
            {
                "version": 1,
                "rng": self.rng.to_dict(),
                "options": dict(self.opts),
                "players": [ps.to_dict() for ps in self.players],
                "piles": dict(self.piles),
                "setup_queue": [list(x) for x in self.setup_queue],
                "pending": None if self.pending is None else list(self.pending),
                "stack": [list(f) for f in self.stack],
                "triggers": [list(t) for t in self.triggers],
                "outcome": self.outcome,
            }
        )
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Any:
        g = cls(d["seed"], GameRNG.from_dict(d["rng"]), dict(d["options"]))  # type: ignore[call-arg]
        for name in cls._SCALARS:
            setattr(g, name, d[name])
        for name in cls._LISTS:
            setattr(g, name, list(d[name]))
        g.players = [PlayerState.from_dict(x) for x in d["players"]]
        g.piles = dict(d["piles"])
        g.setup_queue = [list(x) for x in d["setup_queue"]]
        g.pending = None if d["pending"] is None else list(d["pending"])
        g.stack = [list(f) for f in d["stack"]]
        g.triggers = [list(t) for t in d["triggers"]]
        g.outcome = d["outcome"]
        return g

    def clone(self) -> Any:
        g = type(self).__new__(type(self))
        g.__dict__.update(self.__dict__)
        g.rng = self.rng.copy()
        g.opts = self.opts
        g.players = [self.players[0].copy(), self.players[1].copy()]
        g.exchange = self.exchange[:]
        g.piles = dict(self.piles)
        g.exchange_deck = self.exchange_deck[:]
        g.char_deck = self.char_deck[:]
        g.char_row = self.char_row[:]
        g.banned = self.banned[:]
        g.picks = self.picks[:]
        g.setup_queue = [x[:] for x in self.setup_queue]
        g.pending = None if self.pending is None else self.pending[:]
        g.stack = [f[:] for f in self.stack]
        g.triggers = [t[:] for t in self.triggers]
        g.revealed = self.revealed[:]
        g.ev = []
        g._legal_cache = None
        return g
