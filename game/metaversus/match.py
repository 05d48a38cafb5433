"""A match's whole state as declared fields, and the primitives every rule is built from: draw,
damage, HP, stars, gaining cards, prices and the end of the match.

Saving (``to_dict``/``from_dict``) and copying (``clone``) are derived from the fields below
(``game.core.declared``); nothing else lists them. Fields marked ``transient`` are not state
(the event buffer of the action being applied, a cache of the exchange by cost).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.actions import Event, GameOver
from game.core.base import Game
from game.core.codecs import DICT, RESULT, Declared, enum_of, frozen, parts, strs
from game.core.decision import Decision
from game.core.declared import FROZEN, RNG, optional, records, state_field, transient
from game.core.result import Result, Termination
from game.core.rng import GameRNG

from . import records as R
from .cards import COST, DAGGER, STONE, Tile, expansion_of
from .decisions import MetaDecision
from .effects import Passive
from .interned import DREW_EVENT, MOST_COUNTED, SHUFFLED_EVENT
from .records import Drew, Shuffled
from .resolve import PASSIVE
from .state import Frame, Phase, PlayerState, Zone

NEUTRAL = (STONE,)
NEUTRAL_WITH_DAGGER = (STONE, DAGGER)
STAR_GOAL = 10

# enum members as module constants: a member lookup costs a class attribute access
FIRST_BUY_DISCOUNT = Passive.FIRST_BUY_DISCOUNT


def _rng() -> GameRNG:
    return GameRNG(0)


# The counters of "this turn" (the fields below) at a turn's start, but its three lists.
TURN_START: dict[str, Any] = {
    "ap": 0,
    "gems": 0,
    "buys": 1,
    "bought": 0,
    "qm_used": False,
    "discount": 0,
    "weapons_bonus": 0,
    "next_weapon_bonus": 0,
    "twice": 0,
    "actions_played": 0,
    "weapons_played": 0,
    "combat": 0,
    "last_count": 0,
    "last_cost": 0,
    "last_hp_damage": 0,
}


@dataclass(eq=False, repr=False)
class MatchState(Declared, Game):
    # -- the match -----------------------------------------------------------------------------
    seed: int = frozen(0)
    rng: GameRNG = state_field(RNG, default_factory=_rng)
    opts: dict[str, Any] = state_field(FROZEN, default_factory=dict)  # never changed after new()
    players: list[PlayerState] = parts(PlayerState)
    first: int = frozen(0)
    current: int = frozen(0)
    phase: Phase = state_field(enum_of(Phase), default=Phase.SETUP)
    # what setup decides is kept in tuples, replaced when it changes: copies share them
    exchange: tuple[str, ...] = frozen(())
    piles: dict[str, int] = state_field(DICT, default_factory=dict)
    exchange_deck: tuple[str, ...] = frozen(())  # top = the end
    expansion_deck: tuple[str, ...] = frozen(())  # the expansion's own exchange deck (spec §4.3)
    char_deck: tuple[str, ...] = frozen(())
    expansion_chars: tuple[str, ...] = frozen(())  # the expansion's own character deck
    char_row: tuple[str, ...] = frozen(())
    banned: tuple[str, ...] = frozen(())
    picks: tuple[str | None, ...] = frozen((None, None))
    setup_step: int = frozen(0)  # the next item of setup.plan()
    pending: MetaDecision | None = state_field(optional(records(Decision, "metaversus")), default=None)
    stack: list[Frame] = parts(Frame)
    ending: bool = frozen(False)  # someone fell to 0 HP: the round is finished, then the match
    over: bool = frozen(False)
    outcome: Result | None = state_field(optional(RESULT), default=None)
    neutral_gained: int = frozen(0)
    # -- this turn (reset_turn) ----------------------------------------------------------------
    ap: int = frozen(0)
    gems: int = frozen(0)
    buys: int = frozen(1)
    bought: int = frozen(0)
    qm_used: bool = frozen(False)  # Quartermaster's discount was spent this turn
    discount: int = frozen(0)
    weapons_bonus: int = frozen(0)
    next_weapon_bonus: int = frozen(0)
    twice: int = frozen(0)
    actions_played: int = frozen(0)
    weapons_played: int = frozen(0)
    combat: int = frozen(0)
    last_count: int = frozen(0)
    last_cost: int = frozen(0)
    last_hp_damage: int = frozen(0)
    revealed: list[str] = strs()
    triggers: list[str] = strs()  # cards whose divider part waits for its moment this turn
    played_attributes: list[str] = strs()  # the attribute of each card played this turn (Casual combos)
    # -- not state -----------------------------------------------------------------------------
    ev: list[Event] = transient(list)
    _order_of: tuple[str, ...] | None = transient(default=None)  # the exchange of _order
    _order: Any = transient(default=None)  # the exchange's turn_actions.BuyOrder

    def reset_turn(self) -> None:
        """The turn's counters back to their starting values (one dict update: it runs at
        every turn of every match and search)."""
        d = self.__dict__
        d.update(TURN_START)
        d["revealed"] = []
        d["triggers"] = []
        d["played_attributes"] = []

    # -- contract ------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return self.pending.player
        return self.current

    @property
    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result:
        if self.outcome is None:
            return Result.in_progress(tuple(p.hp for p in self.players))
        return self.outcome

    def clone(self) -> MatchState:
        return self.copy()

    # -- primitives ----------------------------------------------------------------------------
    def draw(self, p: int, n: int) -> int:
        """Draw n; reshuffle only when a card is needed and the deck is empty (spec §6)."""
        if n <= 0:
            return 0
        ps = self.players[p]
        deck, hand = ps.deck, ps.hand
        got = n if n <= len(deck) else len(deck)
        if got > 0:  # the top card (the end of the list) is drawn first
            hand.extend(reversed(deck[-got:]))
            del deck[-got:]
        if got < n and ps.discard:
            # the deck ran out: the discard pile is shuffled into a new deck (once: nothing
            # comes to the discard pile while drawing)
            deck.extend(ps.discard)
            ps.discard = []
            self.rng.shuffle(deck)
            size = len(deck)
            self.ev.append(SHUFFLED_EVENT[p][size] if size < MOST_COUNTED else Shuffled(p, size))
            more = n - got if n - got <= len(deck) else len(deck)
            hand.extend(reversed(deck[-more:]))
            del deck[-more:]
            got += more
        if got:
            self.ev.append(DREW_EVENT[p][got] if got < MOST_COUNTED else Drew(p, got))
        return got

    def deal(self, target: int, amount: int, card: str) -> int:
        """One damage event: defense absorbs first, the rest comes off HP. Returns HP lost."""
        ps = self.players[target]
        absorbed = amount if amount < ps.defense else ps.defense
        ps.defense -= absorbed
        rest = amount - absorbed
        ps.hp -= rest
        self.ev.append(R.Damaged(target, amount, absorbed, rest, card))
        if ps.hp <= 0:
            self.mark_ending(target)
        return rest

    def lose_hp(self, p: int, n: int, card: str) -> None:
        self.players[p].hp -= n
        self.ev.append(R.HpLost(p, n, card))
        if self.players[p].hp <= 0:
            self.mark_ending(p)

    def mark_ending(self, p: int) -> None:
        # Healing afterwards does not cancel the end (spec §7.1).
        if not self.ending:
            self.ending = True
            self.ev.append(R.RoundFinishing(p))

    def heal(self, p: int, n: int, card: str) -> None:
        ps = self.players[p]
        amount = min(n, ps.max_hp - ps.hp)
        if amount > 0:
            ps.hp += amount
            self.ev.append(R.Healed(p, amount, card))

    def gain_stars(self, p: int, n: int, card: str) -> None:
        ps = self.players[p]
        ps.stars += n
        self.ev.append(R.StarsGained(p, n, ps.stars, card))
        if ps.stars >= STAR_GOAL:  # A33: checked after every gain; the first to 10 wins at once
            self.finish((p,), Termination.STARS)

    def gain(self, p: int, card: str, zone: Zone) -> bool:
        """Gain a card from its pile (exchange or unlimited neutral) into ``zone``."""
        if card in self.piles:
            if self.piles[card] <= 0:
                return False
            self.piles[card] -= 1
        else:
            self.neutral_gained += 1
        self.players[p].zone(zone).append(card)
        self.ev.append(R.Gained(p, card, zone))
        return True

    def tile(self) -> Tile | None:
        """The setup tile of this match's expansion (None: base packs only)."""
        exp = expansion_of(self.opts["packs"])
        return None if exp is None else exp.tile

    def gain_aether(self, p: int, n: int, card: str) -> None:
        """+n aether, up to the tile's cap (a match without an expansion has no aether)."""
        tile = self.tile()
        ps = self.players[p]
        amount = min(n, (tile.aether_cap if tile else 0) - ps.aether)
        if amount > 0:
            ps.aether += amount
            self.ev.append(R.AetherGained(p, amount, ps.aether, card))

    def spend_aether(self, p: int, n: int, card: str) -> None:
        ps = self.players[p]
        ps.aether -= n
        self.ev.append(R.AetherSpent(p, n, ps.aether, card))

    def neutral_piles(self) -> tuple[str, ...]:
        return NEUTRAL_WITH_DAGGER if self.opts["dagger_pile"] else NEUTRAL

    def quartermaster(self, p: int) -> bool:
        return PASSIVE.get(self.players[p].character or "") == FIRST_BUY_DISCOUNT

    def price(self, card: str) -> int:
        cost = COST[card] - self.discount
        if COST[card] >= 5 and not self.qm_used and self.quartermaster(self.current):
            cost -= 1
        return cost if cost > 0 else 0

    def gain_options(self, max_cost: int) -> list[str]:
        piles = self.piles
        out = []
        for k in self.exchange:  # loops, not comprehensions: no function frame per call
            if piles[k] > 0 and COST[k] <= max_cost:
                out.append(k)
        for k in NEUTRAL_WITH_DAGGER if self.opts["dagger_pile"] else NEUTRAL:
            if COST[k] <= max_cost:
                out.append(k)
        return out

    def finish(self, winners: tuple[int, ...], termination: Termination) -> None:
        if self.over:
            return
        self.over = True
        self.pending = None
        scores = tuple(p.hp for p in self.players)
        self.outcome = Result(winners, termination, scores, extra={"stars": [p.stars for p in self.players]})
        self.ev.append(GameOver(winners, termination.value))

    def finish_by_hp(self) -> None:
        a, b = self.players
        if a.hp != b.hp:
            self.finish((0,) if a.hp > b.hp else (1,), Termination.HP)
        elif self.opts["tie_break"] == "stars" and a.stars != b.stars:
            self.finish((0,) if a.stars > b.stars else (1,), Termination.STARS_TIEBREAK)
        else:
            self.finish((), Termination.DRAW)


__all__ = ["MatchState", "STAR_GOAL", "NEUTRAL"]
