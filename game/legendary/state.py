"""The table of a Legendary game as plain data, and the zone moves every rule is made of.

``Table`` owns the zones (player decks, hands, discard piles, played cards, victory piles; the
city, HQ, stacks, KO pile, escaped pile), the pools of Recruit and Attack, and the per-turn
record. It knows nothing of actions or prompts' meaning; the engine and the effect ops call it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.actions import Event
from game.core.codecs import DICT, LIST, RESULT, TUPLES, WRITTEN_ONCE, Declared, enum_of, parts
from game.core.declared import FROZEN, RNG, map_of, obj, optional, records, state_field, transient
from game.core.result import Result
from game.core.rng import GameRNG

from . import actions as A
from .abilities import ABILITIES
from .cards import BRIDGE, ROOFTOPS, defn
from .decisions import Choice
from .picks import ReturnMay
from .steps import ASKING, QUEUE, Queued


class Phase(StrEnum):
    """Where the active player's turn is: its main phase, or a Final Showdown turn."""

    MAIN = "main"
    SHOWDOWN = "showdown"


# the members as plain names for the turn's hot paths (a member read through its class is a slow
# attribute lookup in Python 3.11, several times a plain global's)
MAIN, SHOWDOWN = Phase.MAIN, Phase.SHOWDOWN


@dataclass(eq=False)
class PlayerZones(Declared):
    """One player's cards; the top of the deck is the end of the list."""

    deck: list[str] = state_field(LIST, default_factory=list)
    hand: list[str] = state_field(LIST, default_factory=list)
    discard: list[str] = state_field(LIST, default_factory=list)
    played: list[str] = state_field(LIST, default_factory=list)
    victory: list[str] = state_field(LIST, default_factory=list)

    def all_cards(self) -> list[str]:
        return self.deck + self.hand + self.discard + self.played + self.victory


@dataclass(eq=False)
class Showdown(Declared):
    """The Final Showdown: each player's turn against the Mastermind, in ``order``."""

    order: list[int] = state_field(LIST, default_factory=list)
    index: int = state_field(FROZEN, default=0)
    points: list[int] = state_field(LIST, default_factory=list)
    round: int = state_field(FROZEN, default=1)


_BY_KEY = ABILITIES.by_key
_PLAIN_VILLAINS = frozenset({"villain", "henchman"})  # strength as printed (``villain_base``)


class _PlainStrength(dict[str, "int | None"]):
    """A villain's printed strength where ``Table.villain_base`` is just that (a Villain or a
    Henchman without a "*"), else None; by instance id, filled in the first time one is asked."""

    def __missing__(self, card: str) -> int | None:
        d = defn(card)
        s = self[card] = d.strength if d.kind in _PLAIN_VILLAINS and not d.strength_star else None
        return s


PLAIN_STRENGTH = _PlainStrength()


def _five() -> list[str | None]:
    return [None] * 5


@dataclass(eq=False)
class Table(Declared):
    """Zones and the small moves between them; the state of a game is exactly these fields."""

    n: int = state_field(FROZEN)
    seed: int = state_field(FROZEN)
    rng: GameRNG = state_field(RNG)
    options: dict[str, Any] = state_field(FROZEN)
    players: list[PlayerZones] = parts(PlayerZones)
    city: list[str | None] = state_field(LIST, default_factory=_five)
    captured: dict[str, list[str]] = state_field(map_of(LIST), default_factory=dict)
    under: dict[str, str] = state_field(DICT, default_factory=dict)
    hq: list[str | None] = state_field(LIST, default_factory=_five)
    hero_deck: list[str] = state_field(LIST, default_factory=list)
    villain_deck: list[str] = state_field(LIST, default_factory=list)
    officers: list[str] = state_field(LIST, default_factory=list)
    wounds: list[str] = state_field(LIST, default_factory=list)
    bystanders: list[str] = state_field(LIST, default_factory=list)
    escaped: list[str] = state_field(LIST, default_factory=list)
    ko: list[str] = state_field(LIST, default_factory=list)
    scheme_pile: list[str] = state_field(LIST, default_factory=list)
    tactics: list[str] = state_field(LIST, default_factory=list)
    mastermind: str = state_field(FROZEN, default="")
    scheme: str = state_field(FROZEN, default="")
    # the groups the setup chose (never changed afterwards)
    heroes: list[str] = state_field(WRITTEN_ONCE, default_factory=list)
    villain_groups: list[str] = state_field(WRITTEN_ONCE, default_factory=list)
    henchman_groups: list[str] = state_field(WRITTEN_ONCE, default_factory=list)
    current: int = state_field(FROZEN, default=0)
    turn: int = state_field(FROZEN, default=0)
    recruit: int = state_field(FROZEN, default=0)
    attack: int = state_field(FROZEN, default=0)
    # turn-long modifiers by name (Storm's -2 on the Rooftops, God of Thunder, ...)
    mods: dict[str, int] = state_field(DICT, default_factory=dict)
    # the heroes played this turn: (instance, the definition it plays as, the class it adds)
    played_log: list[tuple[str, str, str]] = state_field(TUPLES, default_factory=list)
    extra_drawn: int = state_field(FROZEN, default=0)
    recruit_made: int = state_field(FROZEN, default=0)
    acted: bool = state_field(FROZEN, default=False)
    healed: bool = state_field(FROZEN, default=False)
    queue: list[Queued] = state_field(QUEUE, default_factory=list)
    # the pending decision, and the step its answer resumes
    decision: Choice | None = state_field(optional(records(Choice, "legendary")), default=None)
    asking: Queued | None = state_field(ASKING, default=None)
    phase: Phase = state_field(enum_of(Phase), default=Phase.MAIN)
    over: Result | None = state_field(optional(RESULT), default=None)
    villain_out: bool = state_field(FROZEN, default=False)
    hero_out: bool = state_field(FROZEN, default=False)
    twists_played: int = state_field(FROZEN, default=0)
    carried_off: int = state_field(FROZEN, default=0)
    # Heroes carried to the Escaped pile under an escaping Skrull: in that pile, but not Villains
    carried_heroes: int = state_field(FROZEN, default=0)
    fight_space: int = state_field(FROZEN, default=-1)
    bubble: list[str] = state_field(LIST, default_factory=list)
    extra_turn: bool = state_field(FROZEN, default=False)
    showdown: Showdown | None = state_field(optional(obj(Showdown)), default=None)
    total_cards: int = state_field(FROZEN, default=0)
    # what happened before anyone acted (turn 1 and its villain card), for the game log
    opening_events: list[dict[str, Any]] = state_field(WRITTEN_ONCE, default_factory=list)
    events: list[Event] = transient(list)
    # what the HQ and the city offer the main phase, kept while they stay as they are (not state:
    # the engine makes it again when either has changed, or after a copy or a load)
    offers: Any = transient(default=None)

    def ev(self, e: Event) -> None:
        self.events.append(e)

    # -- zones ------------------------------------------------------------------------------------
    def zone(self, p: int, z: str) -> list[str]:
        cards: list[str] = getattr(self.players[p], z)
        return cards

    def remove(self, p: int, z: str, card: str) -> None:
        self.zone(p, z).remove(card)

    def put(self, p: int, z: str, card: str) -> None:
        if z == "deck_top":
            self.players[p].deck.append(card)
        else:
            self.zone(p, z).append(card)

    def turn_order(self) -> list[int]:
        return [(self.current + i) % self.n for i in range(self.n)]

    def your_heroes(self, p: int) -> list[str]:
        """ "Your heroes": cards in hand, and those played this turn."""
        pl = self.players[p]
        return pl.hand + pl.played if p == self.current else list(pl.hand)

    # -- decks ------------------------------------------------------------------------------------
    def _refill_deck(self, p: int) -> bool:
        pl = self.players[p]
        if pl.deck:
            return True
        if not pl.discard:
            return False
        count = len(pl.discard)
        pl.deck.extend(pl.discard)  # in place: effects may hold a reference to the deck
        pl.discard.clear()
        self.rng.shuffle(pl.deck)
        self.events.append(A.SHUFFLED[p][count])
        return True

    def top_card(self, p: int) -> str | None:
        """The top card of ``p``'s deck, shuffling the discard pile in when the deck is empty."""
        if not self._refill_deck(p):
            return None
        return self.players[p].deck[-1]

    def top_cards(self, p: int, n: int) -> list[str]:
        """The top ``n`` cards of ``p``'s deck to reveal or look at (the top is the last).

        Decision: revealing follows the rule for drawing: when the deck runs out, the discard pile
        is shuffled into a new deck under the cards left, and the revealing goes on."""
        pl = self.players[p]
        if len(pl.deck) < n and pl.discard:
            left = list(pl.deck)
            pl.deck.clear()  # in place: effects may hold a reference to the deck
            count = len(pl.discard)
            pl.deck.extend(pl.discard)
            pl.discard.clear()
            self.rng.shuffle(pl.deck)
            pl.deck.extend(left)
            self.ev(A.SHUFFLED[p][count])
        return pl.deck[-n:]

    def draw(self, p: int, n: int, counts: bool = True) -> int:
        pl = self.players[p]
        deck, hand = pl.deck, pl.hand
        got = 0
        while got < n:
            if not deck and not self._refill_deck(p):
                break
            k = min(n - got, len(deck))  # drawn one by one from the top (the end of the list)
            hand.extend(deck[: -k - 1 : -1])
            del deck[-k:]
            got += k
        if got:
            self.events.append(A.DREW[p][got])
            if counts and p == self.current:
                self.extra_drawn += got
        return got

    def add_points(self, p: int, recruit: int, attack: int) -> None:
        if p != self.current:
            return
        if recruit:
            self.recruit += recruit
            self.recruit_made += recruit
        if attack:
            self.attack += attack
        if recruit or attack:
            self.events.append(A.POINTS[p][recruit, attack])

    # -- stacks ---------------------------------------------------------------------------------
    def rescue(self, p: int, n: int) -> None:
        for _ in range(n):
            if not self.bystanders:
                return
            c = self.bystanders.pop()
            self.players[p].victory.append(c)
            self.ev(A.Rescued(p, c))

    def gain_wound(self, p: int, dest: str = "discard") -> None:
        if not self.wounds:
            return
        c = self.wounds.pop()
        self.put(p, dest, c)
        self.ev(A.Gained(p, c, dest))
        self.after_wound()

    def after_wound(self) -> None:  # the engine checks The Legacy Virus here
        pass

    def ko_card(self, p: int, card: str, source: str = "") -> None:
        """Put ``card`` (already taken from ``source``) in the KO pile."""
        self.ko.append(card)
        self.events.append(A.KNOCKED_OUT[p][card, source])

    def discard_by_effect(self, p: int, z: str, card: str, returns: bool = True) -> None:
        """A card effect makes ``p`` discard ``card`` from zone ``z`` (hand or deck). Cyclops,
        Unending Energy: "If a card effect makes you discard this card, you may return this card
        to your hand." (``returns=False``: the caller queues that choice itself, in its order.)"""
        self.remove(p, z, card)
        self.players[p].discard.append(card)
        self.ev(A.Discarded(p, card, z))
        if returns and defn(card).id == "cyclops.unending_energy":
            self.queue.append((p, card, ReturnMay(card)))

    # -- HQ -----------------------------------------------------------------------------------------
    def take_from_hq(self, card: str) -> int:
        """Take ``card`` from the HQ (its space stays empty until the HQ refills); its space."""
        slot = self.hq.index(card)
        self.hq[slot] = None
        return slot

    def check_hero_deck(self) -> None:  # the engine checks the Scheme's Evil Wins here
        pass

    def refill_hq(self) -> None:
        """Fill the HQ's empty spaces from the Hero Deck; then the Scheme's Evil Wins about it."""
        hq, deck = self.hq, self.hero_deck
        if None in hq:
            for i, c in enumerate(hq):
                if c is None:
                    if not deck:
                        self.hero_out = True
                        continue
                    card = deck.pop()
                    hq[i] = card
                    self.ev(A.REFILLED[i][card])
        if not deck:
            self.hero_out = True
        self.check_hero_deck()

    # -- the city -------------------------------------------------------------------------------
    def capture(self, villain: str, n: int) -> None:
        for _ in range(n):
            if not self.bystanders:
                return
            b = self.bystanders.pop()
            self.captured.setdefault(villain, []).append(b)
            self.ev(A.BystanderCaptured(b, villain))

    def villain_base(self, v: str) -> int:
        d = defn(v)
        if d.kind == "bystander":  # a Killbot: as strong as the twists next to the Scheme
            return len(self.scheme_pile)  # all twists there (Mystique too, once she became one)
        if d.kind == "hero":  # a Skrull Villain (Secret Invasion)
            return d.cost + 2
        if d.strength_star:
            under = self.under.get(v)
            return defn(under).cost if under else 0
        return d.strength

    def strength(self, space: int) -> int:
        v = self.city[space]
        if v is None:
            return 0
        s = PLAIN_STRENGTH[v]
        if s is None:
            s = self.villain_base(v)
        bonus = _BY_KEY.get((self.scheme, "villain_attack"))  # the Scheme's Special Rules
        if bonus is not None:
            s += bonus.fn(self, space, v)
        if space == ROOFTOPS:
            s -= self.mods.get("rooftops_minus", 0)
        if space == BRIDGE:
            s -= self.mods.get("bridge_minus", 0)
        return max(0, s)

    def mm_strength(self) -> int:
        s = defn(self.mastermind).strength + int(self.options.get("mastermind_strength", 0))
        bonus = _BY_KEY.get((self.scheme, "mastermind_attack"))
        if bonus is not None:
            s += bonus.fn(self)
        s -= self.mods.get("mm_minus", 0)
        return max(0, s)

    # -- scoring --------------------------------------------------------------------------------
    def vp(self, p: int) -> int:
        pl = self.players[p]
        total = 0
        for c in pl.victory:
            d = defn(c)
            total += d.vp
            bonus = ABILITIES.get(d.id, "vp")  # "worth +N VP for each ...": the card's code
            if bonus is not None:
                total += int(bonus(pl))
        return total
