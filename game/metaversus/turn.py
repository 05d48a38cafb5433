"""The turn: Action -> Buy -> Combat -> Discard, the effect stack, the off-turn windows and
the single combat damage event (spec §5-§7).

Phases that offer nothing but "end phase" pass by themselves (``settle``), so a duelist is only
asked when there is a real choice.
"""

from __future__ import annotations

from . import records as R
from .cards import CHARACTERS, COST, DAMAGE, REQ_AP, TYPE, VALUE, CardType
from .decisions import React, Window
from .effects import OppDiscard, Passive, RemoveFromHand, Surge, When
from .interned import (
    BOUGHT_EVENT,
    MOST_TURNS,
    PHASE_EVENT,
    PLAYED_EVENT,
    TURN_ENDED_EVENT,
    TURN_STARTED_EVENT,
)
from .match import MatchState
from .records import TurnStarted
from .resolve import ACTIVE, ATTRIBUTE, MAIN, OPS, PASSIVE, REACTIONS, TRIGGERS, run_now
from .state import Frame, Phase, PlayerState

OFF_TURN = frozenset(cid for cid, ch in CHARACTERS.items() if ch.off_turn)
REACTION_CARDS = frozenset(REACTIONS)
# Active abilities that choose from a hand: cast only when that hand holds a card.
NEEDS_OWN_HAND = frozenset(c for c in ACTIVE if any(isinstance(s, RemoveFromHand) for s in MAIN[c]))
NEEDS_OPP_HAND = frozenset(c for c in ACTIVE if any(isinstance(s, OppDiscard) for s in MAIN[c]))
# Aether Rift: an active ability that opens with a Surge is cast only with that much aether.
NEEDS_AETHER: dict[str, int] = {c: s.n for c in ACTIVE if isinstance(s := MAIN[c][0], Surge)}
GUARD_AETHER, GUARD_DEFENSE = 3, 2  # Aether Guard: 3 or more aether: +2 defense
FLUX_AETHER = 2  # Flux Duelist: 2 or more aether: +1 combat damage
COMBAT_BONUS_WEAPONS = 2  # Ember Duelist: from the second weapon of the turn
GROVE_CARDS = 18  # Grove Warden: owning this many cards

# an action card's required AP (what the Action phase's choices look up per card in hand)
ACTION_AP = {c: REQ_AP[c] for c in TYPE if TYPE[c] == CardType.ACTION}
ACTION_CARDS = frozenset(ACTION_AP)
WEAPON_CARDS = frozenset(c for c in TYPE if TYPE[c] == CardType.WEAPON)
CARDS_OF_TYPE = {t: frozenset(c for c in TYPE if TYPE[c] == t) for t in CardType}

# How a main part resolves: none; at once (no step of it asks a decision, so it can never wait
# on the stack: ``run_now``); on the effect stack, a frame that may wait for a decision.
NO_MAIN, MAIN_AT_ONCE, MAIN_ON_STACK = 0, 1, 2


def main_mode(cid: str) -> int:
    steps = MAIN[cid]
    if not steps:
        return NO_MAIN
    return MAIN_ON_STACK if any(s.choice for s in steps) else MAIN_AT_ONCE


# What playing a card looks up, in one tuple per card: its type, its attribute, its gems (a
# currency), damage (a weapon) or required AP (an action), how its main part resolves (0: it has
# none), whether it has a triggered part.
PLAYED: dict[str, tuple[CardType, str, int, int, bool]] = {
    cid: (
        TYPE[cid],
        ATTRIBUTE[cid],
        VALUE[cid]
        if TYPE[cid] == CardType.CURRENCY
        else DAMAGE[cid]
        if TYPE[cid] == CardType.WEAPON
        else REQ_AP[cid],
        main_mode(cid),
        cid in TRIGGERS,
    )
    for cid in TYPE
}
# The cards of each type a Play-all plays through ``play`` (a program part to run, or an action);
# the others of the type are played in its own loop.
PLAYED_THROUGH_PLAY = {
    t: frozenset(c for c in cards if PLAYED[c][3] or PLAYED[c][4] or t == CardType.ACTION)
    for t, cards in CARDS_OF_TYPE.items()
}

# enum members as module constants (for this module and turn_actions): a member lookup costs a
# class attribute access at every comparison
ACTION_PHASE = Phase.ACTION
BUY_PHASE = Phase.BUY
COMBAT_PHASE = Phase.COMBAT
DISCARD_PHASE = Phase.DISCARD
ACTION_CARD = CardType.ACTION
WEAPON = CardType.WEAPON
CURRENCY = CardType.CURRENCY
TURN_START_DEFENSE = Passive.TURN_START_DEFENSE
COMBAT_BONUS = Passive.COMBAT_BONUS
AFTER_COMBAT_DAMAGE = When.AFTER_COMBAT_DAMAGE
END_OF_TURN = When.END_OF_TURN


class TurnMixin(MatchState):
    # -- the effect stack ----------------------------------------------------------------------
    def settle(self) -> None:
        """Resolve the effect stack, then let phases with nothing to decide pass by: the active
        duelist is asked only when there is a choice left in the phase."""
        while not self.over:
            if self.pending is not None:
                return
            if self.stack:
                self.run_stack()
                continue
            phase = self.phase
            if phase == ACTION_PHASE:
                if self.has_action_choice():
                    return
                self.enter(BUY_PHASE)
            elif phase == BUY_PHASE:
                if self.buys > 0 or (self.players[self.current].character in ACTIVE and self.ability_ready()):
                    return
                self.enter(COMBAT_PHASE)
            elif phase == COMBAT_PHASE:
                if self.has_combat_choice():
                    return
                self.close_combat()
            else:
                return

    def run_stack(self) -> None:
        stack = self.stack
        while stack and self.pending is None and not self.over:
            frame = stack[-1]
            steps = MAIN[frame.card]
            i = frame.index
            if i >= len(steps):
                stack.pop()
                continue
            frame.index = i + 1
            step = steps[i]
            if OPS[type(step)](self, frame.player, frame.card, step) is False:
                frame.index = len(steps)  # a gate that did not open: the rest is skipped
        if self.over:
            stack.clear()

    # -- does the active duelist have anything to decide in this phase? ------------------------
    def ability_ready(self) -> bool:
        ps = self.players[self.current]
        ch = ps.character
        if ch not in ACTIVE or ps.uses == 0:  # no character yet, or a passive one: never
            return False
        if ch in NEEDS_OWN_HAND:
            return bool(ps.hand)
        if ch in NEEDS_OPP_HAND:
            return bool(self.players[1 - self.current].hand)
        if ch in NEEDS_AETHER:
            return ps.aether >= NEEDS_AETHER[ch]
        return True

    def has_action_choice(self) -> bool:
        hand = self.players[self.current].hand
        if not ACTION_CARDS.isdisjoint(hand):
            ap = self.ap
            for c in hand:
                need = ACTION_AP.get(c)
                if need is not None and need <= ap:
                    return True
        return self.players[self.current].character in ACTIVE and self.ability_ready()

    def has_buy_choice(self) -> bool:
        return self.buys > 0 or self.ability_ready()

    def has_combat_choice(self) -> bool:
        ps = self.players[self.current]
        return not WEAPON_CARDS.isdisjoint(ps.hand) or (ps.character in ACTIVE and self.ability_ready())

    # -- the turn ------------------------------------------------------------------------------
    def start_turn(self, p: int) -> None:
        self.current = p
        ps = self.players[p]
        turns = ps.turns = ps.turns + 1
        self.reset_turn()
        # Shackle: "1 less AP in their next Action phase"; Sanctuary's ward ends now.
        penalty = ps.ap_penalty
        self.ap = 1 - penalty if penalty <= 1 else 0
        ps.ap_penalty = 0
        ps.warded = False
        if self.opts["defense_reset"] == "owner_turn_start":
            ps.defense = 0
        self.ev.append(TURN_STARTED_EVENT[p][turns] if turns < MOST_TURNS else TurnStarted(p, turns))
        passive = PASSIVE.get(ps.character or "")
        if passive == TURN_START_DEFENSE and ps.owned() >= GROVE_CARDS:
            ps.defense += 1
            self.ev.append(R.DefenseGained(p, 1, ps.character or ""))
        elif passive is not None:
            self.aether_turn_start(p, passive)
        self.enter(ACTION_PHASE)

    def aether_turn_start(self, p: int, passive: Passive) -> None:
        """Aether Rift's turn-start passives: Rift Walker's aether (a gem when full), Aether
        Guard's defense."""
        ps = self.players[p]
        if passive == Passive.TURN_START_AETHER:
            tile = self.tile()
            if tile is not None and ps.aether >= tile.aether_cap:
                self.gems += 1
                self.ev.append(R.ResourceGained(p, R.Resource.GEMS, 1, ps.character or ""))
            else:
                self.gain_aether(p, 1, ps.character or "")
        elif passive == Passive.TURN_START_AETHER_DEFENSE and ps.aether >= GUARD_AETHER:
            ps.defense += GUARD_DEFENSE
            self.ev.append(R.DefenseGained(p, GUARD_DEFENSE, ps.character or ""))

    def enter(self, phase: Phase) -> None:
        self.phase = phase
        p = self.current
        self.ev.append(PHASE_EVENT[p][phase])
        # A27: the opponent may cast an off-turn ability at each phase start (open_window)
        opp = self.players[1 - p]
        if opp.character in OFF_TURN and opp.uses != 0:
            self.pending = Window(1 - p, phase)

    def open_window(self, phase: Phase) -> None:
        """A27: the opponent may cast an off-turn ability at each phase start."""
        opp = 1 - self.current
        if self.off_turn_ready(opp):
            self.pending = Window(opp, phase)

    def off_turn_ready(self, p: int) -> bool:
        ps = self.players[p]
        return ps.character in OFF_TURN and ps.uses != 0

    def close_combat(self) -> None:
        """End of the Combat phase: the reaction window, then the single damage event (A18)."""
        if self.weapons_played:
            opp = 1 - self.current
            if self.off_turn_ready(opp) or (
                not REACTION_CARDS.isdisjoint(self.players[opp].hand) and self.reactions_in_hand(opp)
            ):
                self.phase = COMBAT_PHASE
                self.pending = React(opp)
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

    def run_triggers(self, when: When) -> None:
        p = self.current
        for card in self.triggers:
            trigger = TRIGGERS[card]
            if trigger.when == when and not self.over:
                run_now(self, p, card, trigger.steps)

    def deal_combat_damage(self) -> None:
        p = self.current
        if self.weapons_played:
            total = self.combat
            if (
                self.weapons_played >= COMBAT_BONUS_WEAPONS
                and PASSIVE.get(self.players[p].character or "") == COMBAT_BONUS
            ):
                total += 1
            if (
                self.players[p].aether >= FLUX_AETHER
                and PASSIVE.get(self.players[p].character or "") == Passive.AETHER_COMBAT_BONUS
            ):
                total += 1  # Aether Rift: Flux Duelist
            self.last_hp_damage = self.deal(1 - p, total, "combat")
            if self.triggers:
                self.run_triggers(AFTER_COMBAT_DAMAGE)
        if not self.over:
            self.discard_phase()

    def discard_phase(self) -> None:
        p = self.current
        ps = self.players[p]
        self.phase = DISCARD_PHASE
        ev = self.ev
        ev.append(PHASE_EVENT[p][DISCARD_PHASE])
        if self.triggers:
            self.run_triggers(END_OF_TURN)
            if self.over:
                return
        discard = ps.discard
        discard += ps.played
        discard += ps.hand
        ps.played = []
        ps.hand = []
        self.draw(p, 5)
        ev.append(TURN_ENDED_EVENT[p])
        second = 1 - self.first
        if p == second and (self.ending or ps.turns >= self.opts["max_turns"]):
            self.finish_by_hp()
        else:
            self.start_turn(1 - p)

    # -- playing and buying --------------------------------------------------------------------
    def play(self, card: str) -> None:
        p = self.current
        ps = self.players[p]
        ps.hand.remove(card)
        ps.played.append(card)
        kind, attribute, amount, main, trigger = PLAYED[card]
        self.played_attributes.append(attribute)  # for the Casual pack's combo gates
        self.ev.append(PLAYED_EVENT[p][card])
        if kind == CURRENCY:
            self.gems += amount
        elif kind == WEAPON:
            self.weapons_played += 1
            self.combat += amount + self.weapons_bonus + self.next_weapon_bonus
            self.next_weapon_bonus = 0
        else:
            self.ap -= amount
            self.actions_played += 1
            if self.twice:
                # Prism: "resolves twice" — the second resolution waits under the first.
                self.twice -= 1
                self.stack.append(Frame(p, card, 0))
        if trigger:
            self.triggers.append(card)
        if main:
            stack = self.stack
            if main == MAIN_AT_ONCE and not stack:
                # nothing under it and no decision in it: resolved at once, as its frame would be
                run_now(self, p, card, MAIN[card])
            else:
                stack.append(Frame(p, card, 0))
                self.run_stack()

    def play_all(self, card_type: CardType) -> None:
        """Play the cards one at a time (one effect at a time); stop if one asks a decision.

        A card with no program part to run (Stone, Dagger, the plain currency and weapons) is
        played here as ``play`` would, without its call: most of a Play-all's cards are such."""
        p = self.current
        ps = self.players[p]
        hand = ps.hand
        of_type = CARDS_OF_TYPE[card_type]
        if PLAYED_THROUGH_PLAY[card_type].isdisjoint(hand):
            self.play_plain(p, ps, of_type)
            return
        i = 0  # no card of this type before hand[i]
        while self.pending is None and not self.over:
            n = len(hand)
            while i < n and hand[i] not in of_type:
                i += 1
            if i == n:
                return
            card = hand[i]
            kind, attribute, amount, main, trigger = PLAYED[card]
            if main or trigger or kind == ACTION_CARD:
                self.play(card)
                i = 0  # its effects may change the hand
                continue
            del hand[i]  # the first copy: no card before it is of this type
            ps.played.append(card)
            self.played_attributes.append(attribute)
            self.ev.append(PLAYED_EVENT[p][card])
            if kind == CURRENCY:
                self.gems += amount
            else:
                self.weapons_played += 1
                self.combat += amount + self.weapons_bonus + self.next_weapon_bonus
                self.next_weapon_bonus = 0

    def play_plain(self, p: int, ps: PlayerState, of_type: frozenset[str]) -> None:
        """A Play-all whose cards in hand are all plain (no program part, not actions), in one
        pass over the hand: the cards, events and counters ``play_all``'s loop gives."""
        kept: list[str] = []
        played, attributes, ev, events = ps.played, self.played_attributes, self.ev, PLAYED_EVENT[p]
        total = n = 0
        for card in ps.hand:
            if card in of_type:
                _, attribute, amount, _, _ = PLAYED[card]
                played.append(card)
                attributes.append(attribute)
                ev.append(events[card])
                total += amount
                n += 1
            else:
                kept.append(card)
        if not n:
            return
        ps.hand[:] = kept
        if of_type is CARDS_OF_TYPE[CURRENCY]:
            self.gems += total
        else:  # weapons: each adds the turn's bonus, the first the next weapon's too
            self.weapons_played += n
            self.combat += total + n * self.weapons_bonus + self.next_weapon_bonus
            self.next_weapon_bonus = 0

    def buy(self, card: str) -> None:
        p = self.current
        cost = self.price(card)
        self.gems -= cost
        self.buys -= 1
        self.bought += 1
        if COST[card] >= 5 and self.quartermaster(p):
            self.qm_used = True
        if card in self.piles:
            self.piles[card] -= 1
        else:
            self.neutral_gained += 1
        self.players[p].played.append(card)  # bought cards go to the play area (spec §5)
        bought = BOUGHT_EVENT[p][card]  # by price: nothing up to the card's cost
        self.ev.append(bought[cost] if cost < len(bought) else R.Bought(p, card, cost))

    def use_ability(self, p: int) -> None:
        ps = self.players[p]
        ch = ps.character or ""
        if ps.uses > 0:
            ps.uses -= 1
        self.ev.append(R.AbilityUsed(p, ch))
        if p == self.current and self.pending is None:
            self.stack.append(Frame(p, ch, 0))
            self.run_stack()
        else:  # off-turn: decision-free by construction (checked at import)
            run_now(self, p, ch, MAIN[ch])


__all__ = ["TurnMixin", "OFF_TURN"]
