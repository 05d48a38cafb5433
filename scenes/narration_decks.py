"""The logs of the two deck-building games: Legendary (plays with their Recruit and Attack, the
end of a turn with its draw, the city's moves) and MetaVersus (a card with what it gave, the
phases, the draw that ends a turn)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .log_text import Cards, Listed, Said, Words
from .narration import Item, Narrator, Tally, Teller, at, of_kind, run_end, run_teller, same, told_as_run


def points(recruit: int, attack: int) -> Said:
    """A Legendary player's Recruit and Attack points, in words."""
    if recruit and attack:
        return Said.of("log.legendary.points.both", recruit=recruit, attack=attack)
    if recruit:
        return Said.of("log.legendary.points.recruit", recruit=recruit)
    return Said.of("log.legendary.points.attack", attack=attack)


def _points_of(events: list[Any]) -> Said | None:
    recruit = sum(e.recruit for e in events)
    attack = sum(e.attack for e in events)
    return points(recruit, attack) if recruit or attack else None


class LegendaryNarrator(Narrator):
    game = "legendary"
    tallies = (
        Tally("villain", ("villain_card",), "all"),
        Tally("points", ("points",), measure=_points_of),
        Tally("recruited", ("recruited",)),
        Tally("defeated", ("defeated", "mastermind_fought")),
        Tally("rescued", ("rescued",), measure="count"),
        Tally("escaped", ("villain_escaped",), "all"),
        Tally("wounds", ("gained",), measure="count", where=lambda e: e.card.startswith("wound")),
    )

    def _plays(self, items: Sequence[Item], i: int) -> tuple[list[str], int, int, int]:
        """The run of plain plays from ``i``: cards played one after another by one player, each
        with only its Recruit and Attack; a play followed by effects of its own stays alone."""
        player = items[i][1].player
        plays: list[tuple[str, int, int, int]] = []  # card, recruit, attack, end
        j = i
        while at(items, j, "card_played", player):
            card = items[j][1].card
            j += 1
            recruit = attack = 0
            while at(items, j, "points", player):
                recruit += items[j][1].recruit
                attack += items[j][1].attack
                j += 1
            plays.append((card, recruit, attack, j))
        if len(plays) > 1 and j < len(items) and not at(items, j, "card_played", player):
            if items[j][1].kind not in ("recruited", "defeated", "mastermind_fought", "cleanup"):
                plays.pop()  # the last play's own effects follow: it gets its line
        return [p[0] for p in plays], sum(p[1] for p in plays), sum(p[2] for p in plays), plays[-1][3]

    @staticmethod
    def _healing(items: Sequence[Item], i: int) -> int | None:
        """Where a run of KO'd cards from ``i`` ends when a healing of as many Wounds of the same
        player follows it (the end includes the healing), else None."""
        e = items[i][1]
        j = run_end(items, i, same(e, "player"))
        if at(items, j, "healed", e.player) and items[j][1].count == j - i:
            return j + 1
        return None

    def _played(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        cards, recruit, attack, j = self._plays(items, i)
        if recruit or attack:
            said = points(recruit, attack)
            return j, Said.of(
                "log.legendary.played_points", player=e.player, cards=Cards.counted(cards), points=said
            )
        if len(cards) > 1:
            return j, Said.of("log.legendary.played", player=e.player, cards=Cards.counted(cards))
        return j, e

    def _cleanup(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        shuffled = at(items, i + 1, "shuffled", e.player)
        drew = i + 1 + shuffled
        if not at(items, drew, "drew", e.player):
            return i + 1, e
        kind = "end_turn_shuffled" if shuffled else "end_turn"
        count = items[drew][1].count
        return drew + 1, Said.of(f"log.legendary.{kind}", player=e.player, count=len(e.cards), drawn=count)

    def _gets(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        j = run_end(items, i, same(e, "player"))
        said = _points_of([x for _, x in items[i:j]])
        return j, Said.of("log.legendary.gets", player=e.player, points=said) if said is not None else e

    def _ko(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        healed = self._healing(items, i)
        if healed is not None:  # the Wounds KO'd from hand: the healing says it
            return healed, items[healed - 1][1]
        return told_as_run(items, i, "log.legendary.many.ko")

    def _moves(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        j = run_end(items, i, of_kind("villain_moved"))
        if j - i == 1:
            return j, e
        moves = tuple(Said.of("log.legendary.move_to", card=x.card, space=x.space) for _, x in items[i:j])
        return j, Said.of("log.legendary.city_moves", moves=Listed(moves))

    def _refills(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        j = run_end(items, i, of_kind("hq_refilled"))
        if j - i == 1:
            return j, e
        return j, Said.of("log.legendary.hq_refills", cards=Cards.counted([x.card for _, x in items[i:j]]))

    def tellers(self) -> dict[str, Teller]:
        runs = {kind: run_teller(f"log.legendary.many.{kind}") for kind in ("discarded", "gained", "rescued")}
        return {
            "card_played": self._played,
            "points": self._gets,
            "cleanup": self._cleanup,
            "ko": self._ko,
            "villain_moved": self._moves,
            "hq_refilled": self._refills,
            **runs,
        }


class MetaVersusNarrator(Narrator):
    game = "metaversus"
    tallies = (
        Tally("played", ("card_played",), measure="count"),
        Tally("bought", ("bought",)),
        Tally("dealt", ("damaged",), "others", "amount"),
        Tally("defense", ("defense_gained",), measure="amount"),
        Tally("healed", ("healed",), measure="amount"),
        Tally("stars", ("stars_gained",), measure="amount"),
    )

    @staticmethod
    def _followed(items: Sequence[Item], m: int) -> bool:
        """The card played at ``m`` has effects of its own right after it."""
        return (
            m + 1 < len(items)
            and items[m + 1][1].kind != "card_played"
            and getattr(items[m + 1][1], "card", None) == items[m][1].card
        )

    @staticmethod
    def _gains(items: Sequence[Item]) -> Listed:
        """What one card gave: "+1 AP, +3 gems"."""
        return Listed(
            tuple(Said.of("log.metaversus.gain", amount=x.amount, resource=x.resource) for _, x in items)
        )

    def _played(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        """A card with the resources it gave; else a run of plays (a card whose effects follow
        it gets its own line, with them)."""
        if at(items, i + 1, "resource_gained", e.player) and items[i + 1][1].card == e.card:
            j = run_end(items, i + 1, same(items[i + 1][1], "player", "card"))
            gains = self._gains(items[i + 1 : j])
            return j, Said.of("log.metaversus.played_gains", player=e.player, card=e.card, gains=gains)
        j = run_end(items, i, same(e, "player"))
        j = next((m + 1 for m in range(i, j) if m + 1 < len(items) and self._followed(items, m)), j)
        if j - i > 1 and self._followed(items, j - 1):
            j -= 1
        if j - i == 1:
            return j, e
        cards = Cards.counted([x.card for _, x in items[i:j]])
        return j, Said.of("log.metaversus.played", player=e.player, count=j - i, cards=cards)

    def _drawing(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        """A shuffle, the draw and the end of the turn they make, said as one line."""
        shuffled = e.count if e.kind == "shuffled" else None
        drew = i + 1 if e.kind == "shuffled" else i
        if not at(items, drew, "drew", e.player):
            return i + 1, e
        count = items[drew][1].count
        ends = at(items, drew + 1, "turn_ended", e.player)
        if shuffled is not None:
            key = "shuffle_draw_end" if ends else "shuffle_draw"
            record = Said.of(f"log.metaversus.{key}", player=e.player, shuffled=shuffled, count=count)
            return drew + 1 + ends, record
        if ends:
            return drew + 2, Said.of("log.metaversus.draw_end", player=e.player, count=count)
        return i + 1, Said.of("log.metaversus.draw_one", player=e.player) if count == 1 else e

    def _gains_from(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        j = run_end(items, i, same(e, "player", "card"))
        if j - i == 1:
            return j, e
        return j, Said.of(
            "log.metaversus.gains_from", player=e.player, card=e.card, gains=self._gains(items[i:j])
        )

    def _phases(self, items: Sequence[Item], i: int, e: Any) -> tuple[int, Any]:
        j = run_end(items, i, same(e, "player"))
        if j - i == 1:
            return j, e
        phases = Words("phase", tuple(x.phase for _, x in items[i:j]))
        return j, Said.of("log.metaversus.phases", player=e.player, phases=phases)

    def tellers(self) -> dict[str, Teller]:
        return {
            "card_played": self._played,
            "resource_gained": self._gains_from,
            "phase_started": self._phases,
            "gained": run_teller("log.metaversus.gains", "zone"),
            "shuffled": self._drawing,
            "drew": self._drawing,
        }


__all__ = ["LegendaryNarrator", "MetaVersusNarrator", "points"]
