"""The Dice Masters log: rolls with their faces, payments with what they bought, blocks naming
both dice, damage naming where it came from, and runs of like dice said once ("4 dice: out of
play → used")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .log_text import Cards, Listed, Said, Words
from .narration import Item, Narrator, Tally, Teller, at, of_kind, run_end, run_teller, same, told_as_run

Telling = tuple[int, Any]  # where the line's events end, and what the line says


class DiceMastersNarrator(Narrator):
    game = "dicemasters"
    tallies = (
        Tally("bought", ("die_purchased",)),
        Tally("fielded", ("die_fielded",)),
        Tally("used", ("action_used", "global_used")),
        Tally("attacked", ("attacker_declared",), measure="count"),
        Tally("blocked", ("blocker_declared",), "others", "count"),
        Tally("dealt", ("player_damaged",), "others", "amount"),
        Tally("kos", ("knocked_out",), "others", "count", where=lambda e: e.player != -1),
        Tally("lost", ("knocked_out",), measure="count"),
    )

    def __init__(self) -> None:
        self.die_card: dict[str, str] = {}
        self.step = ""
        self.attackers: list[str] = []
        self.blocks: dict[str, str] = {}  # blocker die -> the attacker it blocks
        self.cause: str | None = None  # the card whose action, global or ability is resolving
        super().__init__()

    def tellers(self) -> dict[str, Teller]:
        return {
            "step_changed": self._steps,
            "priority_passed": self._passes,
            "die_moved": run_teller("log.dicemasters.dice_moved", "source", "zone"),
            "die_drawn": self._drawn,
            "die_fielded": run_teller("log.dicemasters.fielded"),
            "die_rolled": self._rolled,
            "reroll_selected": run_teller("log.dicemasters.rerolls"),
            "energy_spent": self._spent,
            "attacker_declared": self._attackers,
            "blocker_declared": self._block,
            "damage_assigned": self._assigned,
            "damage_dealt": self._dealt,
            "player_damaged": self._player_damaged,
            "knocked_out": self._knocked_out,
        }

    def begin_turn(self, player: int | None) -> None:
        self.attackers, self.blocks, self.cause, self.step = [], {}, None, ""

    def _sources(self, target: str) -> list[str]:
        """The cards that deal damage to ``target`` (a die or "player:N")."""
        if self.cause:
            return [self.cause]
        if self.step != "damage":
            return []
        if target.startswith("player:"):
            blocked = set(self.blocks.values())
            dice = [a for a in self.attackers if a not in blocked]
        elif target in self.blocks:
            dice = [self.blocks[target]]
        else:
            dice = [b for b, a in self.blocks.items() if a == target]
        return [self.die_card[d] for d in dice if d in self.die_card]

    def skim(self, events: Sequence[Any]) -> None:
        for e in events:
            self._note(e)

    def _note(self, e: Any) -> None:
        die, card = getattr(e, "die", None), getattr(e, "card", None)
        if isinstance(die, str) and isinstance(card, str):
            self.die_card[die] = card
        if e.kind in ("knocked_out", "die_captured") or e.kind == "die_moved" and e.source == "attack":
            if e.die in self.attackers:
                self.attackers.remove(e.die)

    def told(self, first: Any, items: Sequence[Item]) -> None:
        if first.kind in ("action_used", "global_used", "ability"):
            self.cause = first.card
        for _, x in items:
            self._note(x)

    # -- one teller per kind of event that opens a line --------------------------------------
    def _steps(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        j = run_end(items, i, of_kind("step_changed"))
        steps = tuple(x.step for _, x in items[i:j])
        self.step, self.cause = steps[-1], None
        return j, Said.of("log.dicemasters.steps", steps=Words("step", steps)) if j - i > 1 else e

    def _passes(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        j = run_end(items, i, of_kind("priority_passed"))
        return j, Said.of("log.dicemasters.all_pass") if j - i > 1 else e

    def _drawn(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        j = run_end(items, i, same(e, "player", "zone"))
        if j - i > 1:
            cards = Cards.counted([x.card for _, x in items[i:j]])
            return j, Said.of("log.dicemasters.dice_drawn", player=e.player, count=j - i, cards=cards)
        if e.zone == "out_of_play":  # the first player's first turn: the 4th die
            return j, Said.of("log.dicemasters.drawn_out", player=e.player, card=e.card, zone=e.zone)
        return j, e

    def _rolled(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        j = run_end(items, i, same(e, "player"))
        if j - i == 1:
            return j, e
        rolls = Listed(
            tuple(Said.of("log.dicemasters.roll", card=x.card, face=x.face) for _, x in items[i:j])
        )
        return j, Said.of("log.dicemasters.dice_rolled", player=e.player, count=j - i, rolls=rolls)

    def _spent(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        """Energy spent, said with what it paid for when that follows."""
        j = run_end(items, i, same(e, "player"))
        spent = [x for _, x in items[i:j]]
        amount = sum(x.amount for x in spent)
        cards = Cards.counted([x.card for x in spent])
        paid_for = next(
            (
                kind
                for kind in ("die_purchased", "die_fielded", "global_used")
                if at(items, j, kind, e.player)
            ),
            None,
        )
        if paid_for is not None:
            bought = items[j][1]
            if paid_for == "global_used":
                self.cause = bought.card
            key = f"log.dicemasters.paid.{paid_for}"
            return j + 1, Said.of(key, player=e.player, card=bought.card, amount=amount, cards=cards)
        if j - i > 1:
            return j, Said.of("log.dicemasters.spends", player=e.player, amount=amount, cards=cards)
        return j, e

    def _attackers(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        j, record = told_as_run(items, i, "log.dicemasters.attackers")
        self.attackers.extend(x.die for _, x in items[i:j])
        return j, record

    def _block(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        self.blocks[e.die] = e.target
        if e.target not in self.die_card:
            return i + 1, e
        attacker = self.die_card[e.target]
        return i + 1, Said.of("log.dicemasters.block", player=e.player, card=e.card, attacker_card=attacker)

    def _assigned(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        if e.target not in self.die_card:
            return i + 1, e
        target = self.die_card[e.target]
        key = "log.dicemasters.assign"
        return i + 1, Said.of(key, player=e.player, card=e.card, amount=e.amount, target_card=target)

    def _dealt(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        sources = self._sources(e.target)
        if not sources:
            return i + 1, e
        froms = Cards.counted(sources)
        return i + 1, Said.of("log.dicemasters.damage_from", card=e.card, amount=e.amount, sources=froms)

    def _player_damaged(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        """Damage to a player, with the life it leaves when that follows, and where it came from."""
        sources = self._sources(e.target)
        froms = Cards.counted(sources)
        j = i + 1
        if not at(items, j, "life_changed", e.player):
            if sources:
                key = "log.dicemasters.player_damaged_from"
                return j, Said.of(key, player=e.player, amount=e.amount, sources=froms)
            return j, e
        life = items[j][1].life
        if sources:
            key = "log.dicemasters.hit_from"
            return j + 1, Said.of(key, player=e.player, amount=e.amount, life=life, sources=froms)
        return j + 1, Said.of("log.dicemasters.hit", player=e.player, amount=e.amount, life=life)

    def _knocked_out(self, items: Sequence[Item], i: int, e: Any) -> Telling:
        if isinstance(e.player, int) and e.player >= 0:
            return i + 1, Said.of("log.dicemasters.ko_of", player=e.player, card=e.card)
        return i + 1, e


__all__ = ["DiceMastersNarrator"]
