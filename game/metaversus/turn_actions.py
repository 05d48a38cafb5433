"""What the duelist may do now (legal actions) and how each answer is carried out.

The legal actions answer the pending decision when there is one, else the phase's own
choices. Carrying an action out dispatches on its class.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action

from . import records as R
from .cards import CARDS, COST, TYPE
from .decisions import DiscardCards, GainCard, MetaDecision, React, RemoveCards, SpendAether, Window
from .interned import BUY, CHOOSE_EXCHANGE, CHOOSE_HAND, DONE, END, PASS, PLAY, PLAY_ALL, USE, act
from .match import FIRST_BUY_DISCOUNT, NEUTRAL, NEUTRAL_WITH_DAGGER
from .records import Buy, EndPhase, PlayAll, PlayCard
from .resolve import ACTIVE, MAIN, PASSIVE, REACTIONS, run_now
from .setup import SetupMixin
from .turn import (
    ACTION_AP,
    ACTION_CARDS,
    ACTION_PHASE,
    BUY_PHASE,
    COMBAT_PHASE,
    CURRENCY,
    WEAPON,
    WEAPON_CARDS,
)

# what the legal actions look up per card in hand
CURRENCIES = frozenset(c for c in CARDS if TYPE[c] == CURRENCY)
PLAY_ALL_CURRENCY = PLAY_ALL[CURRENCY]
PLAY_ALL_WEAPON = PLAY_ALL[WEAPON]
BUY_NEUTRAL = [BUY[k] for k in NEUTRAL]
QUARTERMASTERS = frozenset(c for c, passive in PASSIVE.items() if passive == FIRST_BUY_DISCOUNT)
BUY_NEUTRAL_WITH_DAGGER = [BUY[k] for k in NEUTRAL_WITH_DAGGER]


@dataclass(frozen=True)
class BuyOrder:
    """An exchange's kinds cheapest first (ties by id), with their costs, their costs less the
    Quartermaster's discount (1 off a card of 5 or more: still in the same order, never
    decreasing) and their purchases: the kinds affordable with a budget are the first
    ``bisect_right(costs, budget)``."""

    kinds: tuple[str, ...]
    costs: tuple[int, ...]
    qm_costs: tuple[int, ...]
    buys: tuple[Action, ...]

    @staticmethod
    def of(exchange: tuple[str, ...]) -> BuyOrder:
        order = sorted((COST[k], k) for k in exchange)
        return BuyOrder(
            tuple(k for _, k in order),
            tuple(cost for cost, _ in order),
            tuple(cost - (cost >= 5) for cost, _ in order),
            tuple(BUY[k] for _, k in order),
        )


# The buy order of each exchange met (a match deals one; searches copy it): a few hundred bytes
# each, dropped when they reach this many.
BUY_ORDERS: dict[tuple[str, ...], BuyOrder] = {}
MOST_BUY_ORDERS = 1024


class LegalMixin(SetupMixin):
    def buy_order(self) -> BuyOrder:
        """The exchange's ``BuyOrder``; looked up again only when the exchange list is replaced
        (it never changes after setup)."""
        if self._order_of is not self.exchange:
            order = BUY_ORDERS.get(self.exchange)
            if order is None:
                if len(BUY_ORDERS) >= MOST_BUY_ORDERS:
                    BUY_ORDERS.clear()
                order = BUY_ORDERS[self.exchange] = BuyOrder.of(self.exchange)
            self._order_of, self._order = self.exchange, order
            return order
        known: BuyOrder = self._order
        return known

    # -- legal actions -------------------------------------------------------------------------
    def can_play_all(self, action: Action) -> bool:
        """Whether ``action``, a Play-all (currency or weapons), is among the legal actions now,
        without building them (``_legal_actions`` offers it in the Buy phase before the first
        purchase with a currency card in hand, in the Combat phase with a weapon in hand)."""
        if self.pending is not None or self.over:
            return False
        phase = self.phase
        if action is PLAY_ALL_CURRENCY:
            return (
                phase == BUY_PHASE
                and not self.bought
                and not CURRENCIES.isdisjoint(self.players[self.current].hand)
            )
        if action is PLAY_ALL_WEAPON:
            return phase == COMBAT_PHASE and not WEAPON_CARDS.isdisjoint(self.players[self.current].hand)
        return False

    def _legal_actions(self) -> list[Action]:
        pend = self.pending
        if pend is not None:
            return self.pending_legal(pend)
        # Plain loops, no comprehensions: on Python 3.11 each comprehension builds a function
        # frame, and this runs at every decision of every match.
        p = self.current
        ps = self.players[p]
        phase = self.phase
        out: list[Action] = []
        # Each kind in hand is listed once, at its first copy: the kinds already listed are kept
        # in ``seen`` (a short list of ids is cheaper than ``dict.fromkeys`` of the hand).
        if phase == ACTION_PHASE:
            if not ACTION_CARDS.isdisjoint(ps.hand):  # a set test first: most hands hold no action
                ap = self.ap
                seen: list[str] = []
                for c in ps.hand:
                    need = ACTION_AP.get(c)
                    if need is not None and need <= ap and c not in seen:
                        seen.append(c)
                        out.append(PLAY[c])
        elif phase == BUY_PHASE:
            if not self.bought and not CURRENCIES.isdisjoint(ps.hand):  # a currency card in hand
                seen = []
                for c in ps.hand:
                    if c in CURRENCIES and c not in seen:
                        if not seen:  # a currency card in hand: all of them first
                            out.append(PLAY_ALL_CURRENCY)
                        seen.append(c)
                        out.append(PLAY[c])
            if self.buys > 0:
                # ``price`` worked out for the whole exchange at once: this list is built at every
                # Buy-phase decision.
                order = self._order if self._order_of is self.exchange else self.buy_order()
                qm = ps.character in QUARTERMASTERS and not self.qm_used
                affordable = bisect_right(order.qm_costs if qm else order.costs, self.gems + self.discount)
                if affordable:
                    piles = self.piles
                    if 0 not in piles.values():  # every pile stocked: the cheapest kinds
                        out += order.buys[:affordable]
                    else:
                        kinds, buys = order.kinds, order.buys
                        for i in range(affordable):
                            if piles[kinds[i]] > 0:
                                out.append(buys[i])
                out += BUY_NEUTRAL_WITH_DAGGER if self.opts["dagger_pile"] else BUY_NEUTRAL  # cost 0
        elif phase == COMBAT_PHASE:
            seen = []
            for c in ps.hand if not WEAPON_CARDS.isdisjoint(ps.hand) else ():  # a weapon in hand
                if c in WEAPON_CARDS and c not in seen:
                    if not seen:  # a weapon in hand: all of them first
                        out.append(PLAY_ALL_WEAPON)
                    seen.append(c)
                    out.append(PLAY[c])
        if ps.character in ACTIVE and self.ability_ready():  # a passive character's, never
            out.append(USE[ps.character])
        out.append(END[phase])
        return out

    def pending_legal(self, pend: MetaDecision) -> list[Action]:
        if isinstance(pend, (RemoveCards, DiscardCards)):
            out: list[Action] = []
            seen: list[str] = []  # each kind in hand once, at its first copy
            for c in self.players[pend.player].hand:
                if c not in seen:
                    seen.append(c)
                    out.append(CHOOSE_HAND[c])
            if isinstance(pend, RemoveCards) and pend.optional:
                out.append(DONE)
            return out
        if isinstance(pend, GainCard):
            return [CHOOSE_EXCHANGE[k] for k in self.gain_options(pend.count)]
        p = pend.player
        character = self.players[p].character or ""
        if isinstance(pend, React):
            out = [act(R.Reveal, c) for c in self.reactions_in_hand(p)]
            if self.off_turn_ready(p):
                out.append(USE[character])
            out.append(PASS)
            return out
        if isinstance(pend, Window):
            return [USE[character], PASS]
        if isinstance(pend, SpendAether):
            return [act(R.SpendAether, pend.card), PASS]
        return self.setup_legal(pend)

    # -- carrying out an action ----------------------------------------------------------------
    def dispatch(self, action: Action) -> None:
        # the branches are ordered by how often they come up; the classes are compared by
        # identity (an action is an instance of exactly its record class)
        a: Any = action
        t = type(a)
        if t is PlayAll:
            self.play_all(a.card_type)
        elif t is PlayCard:
            self.play(a.card)
        elif t is Buy:
            self.buy(a.card)
        elif t is EndPhase:
            phase = self.phase
            if phase == ACTION_PHASE:
                self.enter(BUY_PHASE)
            elif phase == BUY_PHASE:
                self.enter(COMBAT_PHASE)
            else:
                self.close_combat()
        else:
            self.dispatch_other(action)

    def dispatch_other(self, action: Action) -> None:
        if isinstance(action, R.PlayAll):
            self.play_all(action.card_type)
        elif isinstance(action, R.PlayCard):
            self.play(action.card)
        elif isinstance(action, R.Buy):
            self.buy(action.card)
        elif isinstance(action, R.EndPhase):
            phase = self.phase
            if phase == ACTION_PHASE:
                self.enter(BUY_PHASE)
            elif phase == BUY_PHASE:
                self.enter(COMBAT_PHASE)
            else:
                self.close_combat()
        elif isinstance(action, R.ChooseCard):
            self.answer_choice(action.card)
        elif isinstance(action, R.Done):
            self.pending = None
        elif isinstance(action, R.UseAbility):
            self.ability_action()
        elif isinstance(action, R.Reveal):
            self.reveal(action.card)
        elif isinstance(action, R.Pass):
            self.pass_window()
        elif isinstance(action, R.SpendAether):
            self.pay_surge()
        elif isinstance(action, R.ReplaceKind):
            self.replace_kind(action.card)
        elif isinstance(action, R.KeepExchange):
            self.next_setup()
        elif isinstance(action, R.BanCharacter):
            self.ban(action.card)
        elif isinstance(action, R.SkipBan):
            self.ban(None)
        elif isinstance(action, R.PickCharacter):
            self.pick(action.card)
        else:  # pragma: no cover - the base class only lets legal actions through
            raise ValueError(f"unexpected action {action!r}")

    def answer_choice(self, card: str) -> None:
        pend = self.pending
        if isinstance(pend, GainCard):
            self.pending = None
            self.gain(pend.player, card, pend.zone)
            return
        assert isinstance(pend, (RemoveCards, DiscardCards))
        p = pend.player
        ps = self.players[p]
        ps.hand.remove(card)
        if isinstance(pend, RemoveCards):
            ps.removed.append(card)
            self.ev.append(R.CardRemoved(p, card))
            self.last_count += 1
            self.last_cost = COST[card]
        else:
            ps.discard.append(card)
            self.ev.append(R.CardDiscarded(p, card))
        left = pend.count - 1
        if left <= 0 or not ps.hand:
            self.pending = None
        elif type(pend) is RemoveCards:  # the next one, made directly (a dataclass replace costs more)
            self.pending = RemoveCards(p, pend.card, left, pend.optional)
        elif type(pend) is DiscardCards:
            self.pending = DiscardCards(p, pend.card, left)
        else:
            self.pending = pend.replace(count=left)

    def ability_action(self) -> None:
        pend = self.pending
        if pend is None:
            self.use_ability(self.current)
            return
        p = pend.player
        if isinstance(pend, Window):
            self.pending = None
        self.use_ability(p)
        if isinstance(pend, React) and not self.reactions_in_hand(p):
            self.pending = None
            self.deal_combat_damage()

    def reveal(self, card: str) -> None:
        assert self.pending is not None
        p = self.pending.player
        self.revealed.append(card)
        self.ev.append(R.Revealed(p, card))
        run_now(self, p, card, REACTIONS[card])
        if not self.reactions_in_hand(p) and not self.off_turn_ready(p):
            self.pending = None
            self.deal_combat_damage()

    def pay_surge(self) -> None:
        pend = self.pending
        assert isinstance(pend, SpendAether)
        self.pending = None
        self.spend_aether(pend.player, pend.count, pend.card)  # the frame goes on with the rest

    def pass_window(self) -> None:
        pend = self.pending
        self.pending = None
        if isinstance(pend, React):
            self.deal_combat_damage()
        elif isinstance(pend, SpendAether):
            # Surge declined: the rest of the card does not happen
            self.stack[-1].index = len(MAIN[self.stack[-1].card])


__all__ = ["LegalMixin"]
