"""What the duelist may do now (legal actions) and how each answer is carried out.

Action objects are interned (one object per distinct action) so the base class's legality
check is mostly an identity test, and agents can compare actions cheaply.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action

from . import records as R
from .cards import CARDS, CHARACTERS, COST, REQ_AP, TYPE
from .effects import CHARACTER_EFFECTS
from .host import Host
from .resolve import REACTIONS, run_now

_INTERN: dict[tuple[Any, ...], Action] = {}


def act(cls: type, *args: Any) -> Any:
    key = (cls, *args)
    a = _INTERN.get(key)
    if a is None:
        a = _INTERN[key] = cls(*args)
    return a


END = {ph: act(R.EndPhase, ph) for ph in ("action", "buy", "combat")}
PLAY = {c: act(R.PlayCard, c) for c in CARDS}
BUY = {c: act(R.Buy, c) for c in CARDS}
CHOOSE_HAND = {c: act(R.ChooseCard, c, "hand") for c in CARDS}
CHOOSE_EXCHANGE = {c: act(R.ChooseCard, c, "exchange") for c in CARDS}
USE = {c: act(R.UseAbility, c) for c in CHARACTERS}
PLAY_ALL = {t: act(R.PlayAll, t) for t in ("currency", "weapon")}
PASS = act(R.Pass)
DONE = act(R.Done)
SHADE = "mv.char.shade"
HEXER = "mv.char.hexer"


class LegalMixin(Host):
    # -- does the active duelist have anything to decide in this phase? -----------------------
    def ability_ready(self) -> bool:
        ps = self.players[self.current]
        ch = ps.character
        if ch is None or ps.uses == 0 or ch not in CHARACTER_EFFECTS:
            return False
        if ch == SHADE:
            return bool(ps.hand)
        if ch == HEXER:
            return bool(self.players[1 - self.current].hand)
        return True

    def has_action_choice(self) -> bool:
        ap = self.ap
        for c in self.players[self.current].hand:
            if TYPE[c] == "action" and REQ_AP[c] <= ap:
                return True
        return self.ability_ready()

    def has_buy_choice(self) -> bool:
        return self.buys > 0 or self.ability_ready()

    def has_combat_choice(self) -> bool:
        for c in self.players[self.current].hand:
            if TYPE[c] == "weapon":
                return True
        return self.ability_ready()

    def by_cost(self) -> list[tuple[int, str]]:
        """The exchange kinds as (cost, kind), cheapest first; recomputed only when the
        exchange list is replaced (it never changes after setup)."""
        if self._order_of is not self.exchange:
            self._order_of = self.exchange
            self._order = sorted((COST[k], k) for k in self.exchange)
        return self._order

    # -- legal actions -----------------------------------------------------------------------
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
        if phase == "action":
            ap = self.ap
            for c in dict.fromkeys(ps.hand):
                if TYPE[c] == "action" and REQ_AP[c] <= ap:
                    out.append(PLAY[c])
        elif phase == "buy":
            if not self.bought:
                for c in dict.fromkeys(ps.hand):
                    if TYPE[c] == "currency":
                        if not out:
                            out.append(PLAY_ALL["currency"])
                        out.append(PLAY[c])
            if self.buys > 0:
                # Inline of ``price``: this list is built at every Buy-phase decision.
                budget = self.gems + self.discount
                qm = not self.qm_used and self.quartermaster(p)
                piles = self.piles
                for cost, k in self.by_cost():
                    if cost - (qm and cost >= 5) > budget:
                        break  # sorted by cost: nothing further is affordable
                    if piles[k] > 0:
                        out.append(BUY[k])
                for k in self.neutral_piles():
                    out.append(BUY[k])  # neutral piles cost 0
        elif phase == "combat":
            for c in dict.fromkeys(ps.hand):
                if TYPE[c] == "weapon":
                    if not out:
                        out.append(PLAY_ALL["weapon"])
                    out.append(PLAY[c])
        if ps.character is not None and self.ability_ready():
            out.append(USE[ps.character])
        out.append(END[phase])
        return out

    def pending_legal(self, pend: list[Any]) -> list[Action]:
        kind = pend[0]
        if kind in ("remove", "discard"):
            out = [CHOOSE_HAND[c] for c in dict.fromkeys(self.players[pend[1]].hand)]
            if kind == "remove" and pend[4]:
                out.append(DONE)
            return out
        if kind == "gain":
            return [CHOOSE_EXCHANGE[k] for k in self.gain_options(pend[3])]
        if kind == "react":
            p = pend[1]
            out = [act(R.Reveal, c) for c in self.reactions_in_hand(p)]
            if self.off_turn_ready(p):
                out.append(act(R.UseAbility, self.players[p].character))
            out.append(PASS)
            return out
        if kind == "window":
            return [act(R.UseAbility, self.players[pend[1]].character), PASS]
        return self.setup_legal()

    # -- carrying out an action --------------------------------------------------------------
    def dispatch(self, action: Action) -> None:
        kind = action.kind  # the branches are ordered by how often they come up
        if kind == "play_all":
            self.play_all(action.card_type)  # type: ignore[attr-defined]
        elif kind == "play_card":
            self.play(action.card)  # type: ignore[attr-defined]
        elif kind == "buy":
            self.buy(action.card)  # type: ignore[attr-defined]
        elif kind == "end_phase":
            if self.phase == "action":
                self.enter("buy")
            elif self.phase == "buy":
                self.enter("combat")
            else:
                self.close_combat()
        elif kind == "choose_card":
            self.answer_choice(action.card)  # type: ignore[attr-defined]
        elif kind == "done":
            self.pending = None
        elif kind == "use_ability":
            self.ability_action()
        elif kind == "reveal":
            self.reveal(action.card)  # type: ignore[attr-defined]
        elif kind == "pass":
            self.pass_window()
        elif kind == "replace_kind":
            self.replace_kind(action.card)  # type: ignore[attr-defined]
        elif kind == "keep_exchange":
            self.next_setup()
        elif kind == "ban_character":
            self.ban(action.card)  # type: ignore[attr-defined]
        elif kind == "skip_ban":
            self.ban(None)
        elif kind == "pick_character":
            self.pick(action.card)  # type: ignore[attr-defined]
        else:  # pragma: no cover - the base class only lets legal actions through
            raise ValueError(f"unexpected action {action!r}")

    def answer_choice(self, card: str) -> None:
        pend = self.pending
        assert pend is not None
        kind, p = pend[0], pend[1]
        ps = self.players[p]
        if kind == "gain":
            self.pending = None
            self.gain(p, card, pend[4])
            return
        ps.hand.remove(card)
        if kind == "remove":
            ps.removed.append(card)
            self.ev.append(R.CardRemoved(p, card))
            self.last_count += 1
            self.last_cost = self.card_cost(card)
        else:
            ps.discard.append(card)
            self.ev.append(R.CardDiscarded(p, card))
        pend[3] -= 1
        if pend[3] <= 0 or not ps.hand:
            self.pending = None

    def card_cost(self, card: str) -> int:
        from .cards import COST

        return COST[card]

    def ability_action(self) -> None:
        pend = self.pending
        if pend is None:
            self.use_ability(self.current)
            return
        p = pend[1]
        if pend[0] == "window":
            self.pending = None
        self.use_ability(p)
        if pend[0] == "react" and not self.reactions_in_hand(p):
            self.pending = None
            self.deal_combat_damage()

    def reveal(self, card: str) -> None:
        assert self.pending is not None
        p = self.pending[1]
        self.revealed.append(card)
        self.ev.append(R.Revealed(p, card))
        run_now(self, p, card, REACTIONS[card])  # type: ignore[arg-type]  # self is the MetaVersus
        if not self.reactions_in_hand(p) and not self.off_turn_ready(p):
            self.pending = None
            self.deal_combat_damage()

    def pass_window(self) -> None:
        assert self.pending is not None
        kind = self.pending[0]
        self.pending = None
        if kind == "react":
            self.deal_combat_damage()
