"""The engine's outward view of a match: per-seat observations, hidden information removed at
the source (spec A26). Saving and cloning are derived from the declared fields (``match.py``)."""

from __future__ import annotations

from typing import Any

from .cards import CARDS, COST, card_name
from .match import MatchState
from .resolve import TRIGGERS


class SnapshotMixin(MatchState):
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
                    "aether": ps.aether,
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
            "phase": str(self.phase),
            "to_move": self.to_move,
            "players": players,
            "exchange": [
                {
                    "card": k,
                    "name": card_name(k),
                    "cost": COST[k],
                    "count": self.piles.get(k, 0),
                    "pack": CARDS[k].pack,
                }
                for k in self.exchange
            ],
            "neutral": [
                {"card": k, "name": card_name(k), "cost": COST[k], "count": None}
                for k in self.neutral_piles()
            ],
            "exchange_deck": len(self.exchange_deck),
            "expansion_deck": len(self.expansion_deck),
            "packs": self.opts["packs"],
            "aether_cap": tile.aether_cap if (tile := self.tile()) else 0,
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
                "triggers": [[TRIGGERS[c].when.value, c] for c in self.triggers],
            },
            "characters": {"row": list(self.char_row), "banned": list(self.banned)},
            "pending": self.public_pending(player),
            "over": self.over,
            "result": self.result().to_dict() if self.over else None,
        }
        return obs

    def public_pending(self, viewer: int | None) -> dict[str, Any] | None:
        """The pending decision as the screens read it: ``kind``, ``player``, its fields and ``picks``."""
        return None if self.pending is None else self.pending.public_dict(viewer)
