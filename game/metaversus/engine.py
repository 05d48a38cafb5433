"""MetaVersus Genesis: the duel's rules engine (spec: rules/metaversus.md).

Setup decisions (exchange replacement round, character bans, hidden picks) live in
``setup.py``; the effect interpreter in ``resolve.py``; this module runs the turn:
Action -> Buy -> Combat -> Discard, damage, stars, the end of the match and the contract
methods. Phases that offer nothing but "end phase" pass by themselves, so a duelist is only
asked when there is a real choice.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, GameOver
from game.core.base import Game, Option
from game.core.errors import OptionError
from game.core.rng import GameRNG

from . import records as R
from .cards import CARDS, CHARACTERS, COST, DAGGER, DAMAGE, REQ_AP, STONE, TYPE, VALUE
from .effects import CHARACTER_EFFECTS
from .pool.characters import PASSIVE
from .resolve import MAIN, OPS, REACTIONS, TRIGGERS, run_now
from .setup import SetupMixin
from .snapshot import SnapshotMixin
from .state import ZONES, PlayerState
from .turn_actions import LegalMixin

PHASES = ("setup", "action", "buy", "combat", "discard")
NEUTRAL = (STONE,)
NEUTRAL_WITH_DAGGER = (STONE, DAGGER)
STAR_GOAL = 10
OFF_TURN = frozenset(cid for cid, ch in CHARACTERS.items() if ch.off_turn)


class MetaVersus(LegalMixin, SetupMixin, SnapshotMixin, Game):
    NAME = "metaversus"
    PLAYERS = (2, 2)
    DEFAULT_PLAYERS = 2
    OPTIONS = {
        "hp": Option(40, kind=int, help="starting HP and max HP (spec A1)", low=1, high=200),
        "max_turns": Option(
            30, kind=int, help="the match ends after the second player's turn N (A35)", low=1, high=100
        ),
        "replace_quota": Option("1-2-0", choices=("1-2-0", "1-2-1"), help="replacement round quotas (A8)"),
        "first_player": Option("random", choices=("random", "p0", "p1"), help="coin toss or fixed (A12)"),
        "dagger_pile": Option(False, kind=bool, help="also sell Dagger from a neutral pile (A4)"),
        "defense_reset": Option("never", choices=("never", "owner_turn_start"), help="A20"),
        "tie_break": Option("draw", choices=("draw", "stars"), help="equal HP at the end (A31)"),
        "pile_size": Option(6, kind=int, help="copies per exchange kind (A13)", low=1, high=20),
        "exchange_size": Option(
            10, kind=int, help="kinds dealt to the exchange, 1-12 slots (spec §4)", low=1, high=12
        ),
        "packs": Option(
            "beginner", choices=("beginner",), help="card packs; only the Beginner pack ships (A36)"
        ),
    }
    _MINIMUM = {"hp": 1, "max_turns": 1, "pile_size": 1, "exchange_size": 1}

    # -- construction ------------------------------------------------------------------------
    def __init__(self, seed: int, rng: GameRNG, options: dict[str, Any]) -> None:
        self.seed = seed
        self.rng = rng
        self.opts = dict(options)
        hp = int(options["hp"])
        self.players = [PlayerState(hp), PlayerState(hp)]
        self.first = 0
        self.current = 0
        self.phase = "setup"
        self.exchange: list[str] = []
        self.piles: dict[str, int] = {}
        self.exchange_deck: list[str] = []
        self.char_deck: list[str] = []
        self.char_row: list[str] = []
        self.banned: list[str] = []
        self.picks: list[str | None] = [None, None]
        self.setup_queue: list[list[Any]] = []
        self.pending: list[Any] | None = None
        self.stack: list[list[Any]] = []
        self.ending = False
        self.over = False
        self.outcome: dict[str, Any] | None = None
        self.neutral_gained = 0
        self._order_of: list[str] | None = None  # cache of LegalMixin.by_cost
        self._order: list[tuple[int, str]] = []
        self.reset_turn()
        self.ev: list[Event] = []

    def reset_turn(self) -> None:
        self.ap = 0
        self.gems = 0
        self.buys = 1
        self.bought = 0
        self.qm_used = False  # Quartermaster's discount was spent this turn
        self.discount = 0
        self.weapons_bonus = 0
        self.next_weapon_bonus = 0
        self.twice = 0
        self.actions_played = 0
        self.weapons_played = 0
        self.combat = 0
        self.last_count = 0
        self.last_cost = 0
        self.last_hp_damage = 0
        self.revealed: list[str] = []
        self.triggers: list[list[Any]] = []  # [when, card] registered this turn (divider parts)

    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> MetaVersus:
        opts = cls.check_options(options)
        for name, low in cls._MINIMUM.items():
            if int(opts[name]) < low:
                raise OptionError(f"metaversus: option {name} must be at least {low}, not {opts[name]!r}")
        if int(opts["exchange_size"]) > 12:
            raise OptionError("metaversus: the exchange has 12 slots; exchange_size must be at most 12")
        g = cls(seed, rng or GameRNG(seed), opts)
        g.ev = []
        g.begin_setup()
        g.ev = []
        return g

    # -- contract ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return int(self.pending[1])
        return self.current

    @property
    def is_over(self) -> bool:
        return self.over

    def _apply(self, action: Action) -> list[Event]:
        self.ev = []
        self.dispatch(action)
        self.settle()
        return self.ev

    def settle(self) -> None:
        """Resolve the effect stack, then let phases with nothing to decide pass by."""
        while not self.over:
            if self.pending is not None:
                return
            if self.stack:
                self.run_stack()
                continue
            if not self.advance():
                return

    def run_stack(self) -> None:
        stack = self.stack
        while stack and self.pending is None and not self.over:
            frame = stack[-1]
            steps = MAIN[frame[1]]
            i = frame[2]
            if i >= len(steps):
                stack.pop()
                continue
            frame[2] = i + 1
            step = steps[i]
            OPS[step[0]](self, frame[0], frame[1], step)
        if self.over:
            stack.clear()

    def advance(self) -> bool:
        """Move on when the active duelist has no choice left in this phase; False = wait."""
        phase = self.phase
        if phase == "action":
            if self.has_action_choice():
                return False
            self.enter("buy")
        elif phase == "buy":
            if self.has_buy_choice():
                return False
            self.enter("combat")
        elif phase == "combat":
            if self.has_combat_choice():
                return False
            self.close_combat()
        else:
            return False
        return True

    def result(self) -> dict[str, Any]:
        if self.outcome is None:
            return {"winners": [], "reason": "in progress", "scores": [p.hp for p in self.players]}
        return dict(self.outcome)

    # -- the turn ----------------------------------------------------------------------------
    def start_turn(self, p: int) -> None:
        self.current = p
        ps = self.players[p]
        ps.turns += 1
        self.reset_turn()
        # Shackle: "1 less AP in their next Action phase"; Sanctuary's ward ends now.
        self.ap = max(0, 1 - ps.ap_penalty)
        ps.ap_penalty = 0
        ps.warded = False
        if self.opts["defense_reset"] == "owner_turn_start":
            ps.defense = 0
        self.ev.append(R.TurnStarted(p, ps.turns))
        if PASSIVE.get(ps.character or "") == "turn_start_defense" and ps.owned() >= 18:
            ps.defense += 1
            self.ev.append(R.DefenseGained(p, 1, ps.character or ""))
        self.enter("action")

    def enter(self, phase: str) -> None:
        self.phase = phase
        self.ev.append(R.PhaseStarted(self.current, phase))
        self.open_window(phase)

    def open_window(self, phase: str) -> None:
        """A27: the opponent may cast an off-turn ability at each phase start."""
        opp = 1 - self.current
        if self.off_turn_ready(opp):
            self.pending = ["window", opp, phase]

    def off_turn_ready(self, p: int) -> bool:
        ps = self.players[p]
        return ps.character in OFF_TURN and ps.uses != 0

    def close_combat(self) -> None:
        """End of the Combat phase: the reaction window, then the single damage event (A18)."""
        if self.weapons_played:
            opp = 1 - self.current
            if self.off_turn_ready(opp) or self.reactions_in_hand(opp):
                self.phase = "combat"
                self.pending = ["react", opp]
                return
        self.deal_combat_damage()

    def reactions_in_hand(self, p: int) -> list[str]:
        """Reaction kinds with a copy in hand not yet revealed in this window (each copy once)."""
        hand = self.players[p].hand
        out = []
        for c in hand:
            if c in REACTIONS and c not in out and hand.count(c) > self.revealed.count(c):
                out.append(c)
        return out

    def deal_combat_damage(self) -> None:
        p = self.current
        if self.weapons_played:
            total = self.combat
            if self.weapons_played >= 2 and PASSIVE.get(self.players[p].character or "") == "combat_bonus":
                total += 1
            self.last_hp_damage = self.deal(1 - p, total, "combat")
            for when, card in self.triggers:
                if when == "after_combat_damage" and not self.over:
                    run_now(self, p, card, TRIGGERS[card][1])
        if not self.over:
            self.discard_phase()

    def discard_phase(self) -> None:
        p = self.current
        ps = self.players[p]
        self.phase = "discard"
        self.ev.append(R.PhaseStarted(p, "discard"))
        for when, card in self.triggers:
            if when == "end_of_turn" and not self.over:
                run_now(self, p, card, TRIGGERS[card][1])
        if self.over:
            return
        ps.discard += ps.played
        ps.discard += ps.hand
        ps.played = []
        ps.hand = []
        self.draw(p, 5)
        self.ev.append(R.TurnEnded(p))
        second = 1 - self.first
        if p == second and (self.ending or ps.turns >= self.opts["max_turns"]):
            self.finish_by_hp()
        else:
            self.start_turn(1 - p)

    # -- primitives --------------------------------------------------------------------------
    def draw(self, p: int, n: int) -> int:
        """Draw n; reshuffle only when a card is needed and the deck is empty (spec §6)."""
        ps = self.players[p]
        deck, hand = ps.deck, ps.hand
        got = 0
        while got < n:
            if not deck:
                if not ps.discard:
                    break
                deck.extend(ps.discard)  # the new deck goes under the (empty) old one
                ps.discard = []
                self.rng.shuffle(deck)
                self.ev.append(R.Shuffled(p, len(deck)))
            hand.append(deck.pop())
            got += 1
        if got:
            self.ev.append(R.Drew(p, got))
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
            self.finish((p,), "stars")

    def gain(self, p: int, card: str, zone: str) -> bool:
        """Gain a card from its pile (exchange or unlimited neutral) into ``zone``."""
        if card in self.piles:
            if self.piles[card] <= 0:
                return False
            self.piles[card] -= 1
        else:
            self.neutral_gained += 1
        getattr(self.players[p], zone).append(card)
        self.ev.append(R.Gained(p, card, zone))
        return True

    def neutral_piles(self) -> tuple[str, ...]:
        return NEUTRAL_WITH_DAGGER if self.opts["dagger_pile"] else NEUTRAL

    def quartermaster(self, p: int) -> bool:
        return PASSIVE.get(self.players[p].character or "") == "first_buy_discount"

    def price(self, card: str) -> int:
        cost = COST[card] - self.discount
        if COST[card] >= 5 and not self.qm_used and self.quartermaster(self.current):
            cost -= 1
        return cost if cost > 0 else 0

    def gain_options(self, max_cost: int) -> list[str]:
        out = [k for k in self.exchange if self.piles[k] > 0 and COST[k] <= max_cost]
        out.extend(k for k in self.neutral_piles() if COST[k] <= max_cost)
        return out

    def finish(self, winners: tuple[int, ...], reason: str) -> None:
        if self.over:
            return
        self.over = True
        self.pending = None
        self.outcome = {
            "winners": list(winners),
            "reason": reason,
            "scores": [p.hp for p in self.players],
            "stars": [p.stars for p in self.players],
        }
        self.ev.append(GameOver(winners, reason))

    def finish_by_hp(self) -> None:
        a, b = self.players
        if a.hp != b.hp:
            self.finish((0,) if a.hp > b.hp else (1,), "hp")
        elif self.opts["tie_break"] == "stars" and a.stars != b.stars:
            self.finish((0,) if a.stars > b.stars else (1,), "stars_tiebreak")
        else:
            self.finish((), "draw")

    # -- playing cards -----------------------------------------------------------------------
    def play(self, card: str) -> None:
        p = self.current
        ps = self.players[p]
        ps.hand.remove(card)
        ps.played.append(card)
        self.ev.append(R.CardPlayed(p, card))
        kind = TYPE[card]
        if kind == "currency":
            self.gems += VALUE[card]
        elif kind == "weapon":
            self.weapons_played += 1
            self.combat += DAMAGE[card] + self.weapons_bonus + self.next_weapon_bonus
            self.next_weapon_bonus = 0
        else:
            self.ap -= REQ_AP[card]
            self.actions_played += 1
            if self.twice:
                # Prism: "resolves twice" — the second resolution waits under the first.
                self.twice -= 1
                self.stack.append([p, card, 0])
        if card in TRIGGERS:
            self.triggers.append([TRIGGERS[card][0], card])
        if MAIN[card]:
            self.stack.append([p, card, 0])
            self.run_stack()

    def play_all(self, card_type: str) -> None:
        """Play the cards one at a time (one effect at a time); stop if one asks a decision."""
        hand = self.players[self.current].hand
        while self.pending is None and not self.over:
            for card in hand:
                if TYPE[card] == card_type:
                    break
            else:
                return
            self.play(card)

    def buy(self, card: str) -> None:
        p = self.current
        cost = self.price(card)
        self.gems -= cost
        self.buys -= 1
        self.bought += 1
        if COST[card] >= 5 and PASSIVE.get(self.players[p].character or "") == "first_buy_discount":
            self.qm_used = True
        self.gain_bought(p, card)
        self.ev.append(R.Bought(p, card, cost))

    def gain_bought(self, p: int, card: str) -> None:
        if card in self.piles:
            self.piles[card] -= 1
        else:
            self.neutral_gained += 1
        self.players[p].played.append(card)  # bought cards go to the play area (spec §5)

    def use_ability(self, p: int) -> None:
        ps = self.players[p]
        ch = ps.character or ""
        if ps.uses > 0:
            ps.uses -= 1
        self.ev.append(R.AbilityUsed(p, ch))
        if p == self.current and self.pending is None:
            self.stack.append([p, ch, 0])
            self.run_stack()
        else:  # off-turn: decision-free by construction (checked at import)
            run_now(self, p, ch, CHARACTER_EFFECTS[ch].main)


__all__ = ["MetaVersus", "PHASES", "ZONES", "STAR_GOAL", "CARDS"]
