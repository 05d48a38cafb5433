"""The ``normal`` agent: a fast heuristic duelist.

It buys by a value model of the current exchange and its own deck (money density, damage,
AP sources versus terminal actions, the star race), plays actions before currency and the
AP-giving actions first, orders weapons so hand-size bonuses count, casts its character's
ability when it pays (Ash Raider's damage is kept for a lethal blow or the late game), and
answers effect choices greedily. Holding weapons back never pays in this ruleset (the whole
hand is discarded every turn), so "saving for lethal" applies to the once-only damage
sources. It reads only what its seat may see: its own hand and deck list (not the deck
order), and public information.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.rng import GameRNG

from . import records as R
from .cards import CARDS, CHARACTERS, COST, DAGGER, DAMAGE, REQ_AP, STONE, TYPE, VALUE
from .decisions import (
    BanOrSkip,
    DiscardCards,
    GainCard,
    HiddenPick,
    MetaDecision,
    React,
    RemoveCards,
    ReplaceKinds,
)
from .resolve import PROGRAMS
from .state import PlayerState

if TYPE_CHECKING:
    from .engine import MetaVersus

VOID, SINGULARITY = "mv.dark.void", "mv.dark.singularity"


def default_worth(card: str) -> float:
    """The desirability of a card with no tuned ``agent.worth``: its printed numbers and effects."""
    c = CARDS[card]
    effects = sum(step.worth() for step in PROGRAMS[card].steps())
    return round(min(8.0, max(0.0, 1.0 + c.value + c.damage + effects)), 2)


# Desirability of owning one more copy, before the deck-aware adjustments below (card data).
BASE: dict[str, float] = {
    cid: c.agent.worth if c.agent.worth is not None else default_worth(cid) for cid, c in CARDS.items()
}
# AP an action gives back (so it does not use up the turn's AP): "non-terminal" actions.
AP_GAIN = {cid: n for cid in CARDS if (n := sum(s.ap_gain() for s in PROGRAMS[cid].main))}
# Stars a card may give, from any of its parts.
STAR_CARDS = {cid: n for cid in CARDS if (n := sum(s.stars() for s in PROGRAMS[cid].steps()))}
# Never own more copies than this (card data).
LIMIT = {cid: c.agent.limit for cid, c in CARDS.items() if c.agent.limit is not None}
# Character draft preference (higher = better); a little noise spreads the picks.
CHAR_RATING: dict[str, float] = {cid: 1.0 for cid in CHARACTERS}
# Action-phase play order: the higher, the earlier (card data).
PLAY_FIRST = {cid: c.agent.play_first for cid, c in CARDS.items() if c.agent.play_first}


def have_void(ps: PlayerState) -> bool:
    return any(VOID in z for z in (ps.deck, ps.hand, ps.discard, ps.played))


Stats = tuple[list[str], int, float, float, float]
# Per card: +1 for a terminal action, minus the spare AP of an AP-giving action; star cards.
TERMINAL = {c: (REQ_AP[c] - AP_GAIN[c]) if c in AP_GAIN else (1 if TYPE[c] == "action" else 0) for c in TYPE}
STAR_WEIGHT = {c: STAR_CARDS.get(c, 0) for c in TYPE}
# Cards whose value needs more than the base value and the deck-wide adjustments.
SPECIAL = frozenset(
    {STONE, DAGGER, VOID, SINGULARITY, "mv.wood.sapling_grove", "mv.sky.sanctuary"}
    | set(STAR_CARDS)
    | set(LIMIT)
)


class NormalAgent:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=11)
        self._stats_key: tuple[Any, ...] | None = None
        self._stats: Stats = ([], 1, 0.0, 0.0, 0.0)
        self._weighed: list[tuple[Action, float]] = []

    # -- entry ---------------------------------------------------------------------------------
    def explain(self) -> list[tuple[Action, float]]:
        """The alternatives the last decision weighed (buys and plays), best first, for the log."""
        return sorted(self._weighed, key=lambda av: -av[1])[:3]

    def choose(self, g: MetaVersus, player: int) -> Action:
        self._weighed = []
        acts = g.legal_actions()
        if len(acts) == 1:
            return acts[0]
        pend = g.pending
        if pend is not None:
            return self.answer(g, player, pend, acts)
        phase = g.phase
        if phase == "action":
            return self.action_phase(g, player, acts)
        if phase == "buy":
            return self.buy_phase(g, player, acts)
        return self.combat_phase(g, player, acts)

    # -- the deck model --------------------------------------------------------------------------
    @staticmethod
    def all_cards(g: MetaVersus, p: int) -> list[str]:
        ps = g.players[p]
        return ps.deck + ps.hand + ps.discard + ps.played

    def deck_stats(self, g: MetaVersus, p: int) -> Stats:
        """``stats`` of the cards seat ``p`` owns, cached while that collection cannot change."""
        ps = g.players[p]
        key = (id(g), p, ps.turns, ps.owned(), len(ps.removed))
        if key != self._stats_key:
            self._stats_key = key
            self._stats = self.stats(self.all_cards(g, p))
        return self._stats

    @staticmethod
    def stats(cards: list[str]) -> Stats:
        """The cards owned, their number, the terminal-collision penalty, the money-shortage
        bonus and the star cards owned. Runs at every Buy decision: the sums are C-level maps."""
        n = len(cards) or 1
        money = sum(map(VALUE.__getitem__, cards))
        terminals = sum(map(TERMINAL.__getitem__, cards))
        stars = sum(map(STAR_WEIGHT.__getitem__, cards))
        # Terminal actions collide when there is not enough AP to play them all.
        term_pen = 1.2 * max(0.0, terminals * 5.0 / n - 0.6)
        money_bonus = max(0.0, 1.4 - money / n)
        return cards, n, term_pen, money_bonus, stars

    @staticmethod
    def thinning(g: MetaVersus, p: int, cards: list[str] | None = None) -> bool:
        """The Darkness plan: Void to strip the deck, then Singularity's win at 5 or fewer cards."""
        if SINGULARITY not in g.piles:  # not in this match's exchange: the usual case, decided fast
            return False
        ps = g.players[p]
        if ps.owned() > 16:
            return False
        if cards is not None:
            owned_sing, owned_void = SINGULARITY in cards, VOID in cards
        else:
            zones = (ps.deck, ps.hand, ps.discard, ps.played)
            owned_sing = any(SINGULARITY in z for z in zones)
            owned_void = any(VOID in z for z in zones)
        return owned_sing and (owned_void or g.piles.get(VOID, 0) > 0)

    def value(self, g: MetaVersus, p: int, card: str, st: Stats) -> float:
        if SINGULARITY in g.piles and self.thinning(g, p, st[0]):
            have = st[0].count(card)
            if card == VOID:
                return 9.0 if have < 2 else -1.0
            if card == SINGULARITY:
                return 10.0 if have < 1 else -1.0
            return -1.0
        cards, n, term_pen, money_bonus, star_cards = st
        have = cards.count(card)
        kind = TYPE[card]
        if card not in SPECIAL:  # the common case, kept short: this runs for every Buy option
            if kind == "action":
                return BASE[card] - term_pen - 0.1 * have if card not in AP_GAIN else BASE[card] - 0.1 * have
            if kind == "currency":
                return BASE[card] + money_bonus - 0.1 * have
            return BASE[card] - 0.1 * have
        if card == STONE:
            return 0.6 if g.players[p].turns <= 4 else -1.0
        if card == DAGGER:
            return -1.0
        v = BASE[card]
        if card in LIMIT and have >= LIMIT[card]:
            return -1.0
        turn = g.players[p].turns
        if kind == "action" and card not in AP_GAIN:
            v -= term_pen
        if kind == "currency":
            v += money_bonus
        if card in STAR_CARDS:
            v += 0.15 * (g.players[p].stars + star_cards * 0.3)
        if card == SINGULARITY:
            can_void = g.piles.get(VOID, 0) > 0 or VOID in cards
            v = 6.5 if can_void and n <= 14 else -1.0
        if card == "mv.dark.void" and turn > 8:
            v -= 2.0
        if card in ("mv.wood.sapling_grove", "mv.sky.sanctuary"):
            ps = g.players[p]
            v += 1.5 * (ps.max_hp - ps.hp) / ps.max_hp
        return v - 0.1 * have

    def best_buy(self, g: MetaVersus, p: int, acts: list[Action]) -> tuple[float, Action | None]:
        st = self.deck_stats(g, p)
        # Extra buys only for cards that really improve the deck (filler dilutes it).
        best: tuple[float, Action | None] = (0.0 if not g.bought else 3.5, None)
        for a in acts:
            if isinstance(a, R.Buy):
                v = self.value(g, p, a.card, st)
                self._weighed.append((a, v))
                if v > best[0]:
                    best = (v, a)
        return best

    # -- phases --------------------------------------------------------------------------------
    def action_phase(self, g: MetaVersus, p: int, acts: list[Action]) -> Action:
        ability = self.ability_now(g, p, acts)
        if ability is not None:
            return ability
        best, best_score = None, 0.0
        for a in acts:
            if not isinstance(a, R.PlayCard):
                continue
            s = self.play_score(g, p, a.card)
            self._weighed.append((a, s))
            if s > best_score:
                best, best_score = a, s
        return best if best is not None else acts[-1]

    def play_score(self, g: MetaVersus, p: int, card: str) -> float:
        ps = g.players[p]
        if card in PLAY_FIRST:
            if card == "mv.flash.prism":
                others = [c for c in ps.hand if TYPE[c] == "action" and c != card and REQ_AP[c] <= g.ap]
                return 5.0 if others else 0.0
            return 20.0 + PLAY_FIRST[card]
        if card == VOID:
            return 30.0 if self.thinning(g, p) else (3.0 if self.junk(g, p) else 0.0)
        if card == SINGULARITY:
            return 40.0 if ps.owned() <= 5 else 15.0
        if card in ("mv.wood.sapling_grove", "mv.sky.sanctuary"):
            return 2.0 + (ps.max_hp - ps.hp) / 5.0
        if card == "mv.flash.transmute":
            return 2.5
        return 2.0 + BASE.get(card, 0.0)

    def junk(self, g: MetaVersus, p: int) -> str | None:
        """A card worth removing from hand: Daggers first, then Stones while money stays."""
        ps = g.players[p]
        if self.thinning(g, p):
            # Keep the money until a Void is bought; then strip everything else.
            keep_money = not have_void(ps)
            for c in ps.hand:
                if c not in (VOID, SINGULARITY) and not (keep_money and TYPE[c] == "currency"):
                    return c
            return None
        cards = self.all_cards(g, p)
        if DAGGER in ps.hand and sum(DAMAGE[c] for c in cards) - 1 >= 3:
            return DAGGER
        if STONE in ps.hand and sum(VALUE[c] for c in cards) - 1 >= 8:
            return STONE
        return None

    def play_all_or_ability(self, g: MetaVersus, p: int, acts: list[Action]) -> Action | None:
        """Play all the currency or weapons first, else cast the ability if it pays now."""
        for a in acts:
            if isinstance(a, R.PlayAll):
                return a
        return self.ability_now(g, p, acts)

    def buy_phase(self, g: MetaVersus, p: int, acts: list[Action]) -> Action:
        first = self.play_all_or_ability(g, p, acts)
        if first is not None:
            return first
        _, best = self.best_buy(g, p, acts)
        return best if best is not None else acts[-1]

    def combat_phase(self, g: MetaVersus, p: int, acts: list[Action]) -> Action:
        for a in acts:
            if isinstance(a, R.PlayCard) and a.card == "mv.water.wave_crash":
                return a
        first = self.play_all_or_ability(g, p, acts)
        return first if first is not None else acts[-1]

    def ability_now(self, g: MetaVersus, p: int, acts: list[Action]) -> Action | None:
        for use in acts:  # a loop, not a generator: this runs at most decisions
            if isinstance(use, R.UseAbility):
                break
        else:
            return None
        ch = use.card
        ps = g.players[p]
        opp = g.players[1 - p]
        phase = g.phase
        if ch == "mv.char.ash_raider":
            return use if opp.hp <= 5 + opp.defense or ps.turns >= 9 else None
        if ch == "mv.char.tide_sage":
            return use if phase == "action" and ps.turns >= 3 else None
        if ch == "mv.char.prospector":
            if phase != "buy":
                return None
            cur, _ = self.best_buy(g, p, acts)
            g2_gems = g.gems + 2
            st = self.deck_stats(g, p)
            better = max(
                (self.value(g, p, k, st) for k in g.exchange if g.piles[k] > 0 and g.price(k) <= g2_gems),
                default=0.0,
            )
            return use if better >= cur + 1.5 else None
        if ch == "mv.char.moon_oracle":
            return use
        if ch == "mv.char.shade":
            return use if phase == "action" and self.junk(g, p) else None
        if ch == "mv.char.hexer":
            return use if phase == "combat" and len(opp.hand) >= 4 and ps.turns >= 3 else None
        if ch == "mv.char.prism_adept":
            if phase != "action" or g.twice:
                return None
            strong = [
                c for c in ps.hand if TYPE[c] == "action" and REQ_AP[c] <= g.ap and BASE.get(c, 0) >= 4.5
            ]
            return use if strong else None
        if ch == "mv.char.sky_guardian":
            return None
        return None

    # -- effect decisions ----------------------------------------------------------------------
    def answer(self, g: MetaVersus, p: int, pend: MetaDecision, acts: list[Action]) -> Action:
        choices = [a for a in acts if isinstance(a, R.ChooseCard)]
        if isinstance(pend, RemoveCards):
            junk = self.junk(g, p)
            if pend.optional:  # optional: only junk
                for choice in choices:
                    if choice.card == junk:
                        return choice
                return acts[-1]
            return min(choices, key=lambda a: (COST[a.card], TYPE[a.card] != "weapon"))
        if isinstance(pend, GainCard):
            st = self.deck_stats(g, p)
            return max(choices, key=lambda a: self.value(g, p, a.card, st))
        if isinstance(pend, DiscardCards):
            return min(choices, key=lambda a: (COST[a.card], TYPE[a.card] == "action"))
        if isinstance(pend, React):
            for a in acts:
                if isinstance(a, R.Reveal):
                    return a
            use = next((a for a in acts if isinstance(a, R.UseAbility)), None)
            ps = g.players[p]
            if use is not None and (g.combat >= 4 or ps.hp - g.combat <= 12):
                return use
            return acts[-1]
        if isinstance(pend, ReplaceKinds):
            worst = min((a for a in acts if isinstance(a, R.ReplaceKind)), key=lambda a: BASE[a.card])
            return worst if BASE[worst.card] < 3.5 else acts[-1]
        if isinstance(pend, BanOrSkip):
            bans = [a for a in acts if isinstance(a, R.BanCharacter)]
            return max(bans, key=lambda a: CHAR_RATING[a.card] + 0.3 * self.rng.random())
        if isinstance(pend, HiddenPick):
            picks = [a for a in acts if isinstance(a, R.PickCharacter)]
            return max(picks, key=lambda a: CHAR_RATING[a.card] + 0.3 * self.rng.random())
        return acts[-1]  # an off-turn window: keep the ability for the reaction window


__all__ = ["NormalAgent", "BASE", "CHAR_RATING"]
