"""The ``normal`` agent: a fast heuristic duelist.

It buys by a value model of the current exchange and its own deck (money density, damage,
AP sources versus terminal actions, the star race), plays actions before currency and the
AP-giving actions first, orders weapons so hand-size bonuses count, casts its character's
ability when it pays (Ash Raider's damage is kept for a lethal blow or the late game), and
answers effect choices greedily. Holding weapons back never pays in this ruleset (the whole
hand is discarded every turn), so "saving for lethal" applies to the once-only damage
sources. It reads only what its seat may see: its own hand and deck list (not the deck
order), and public information.

The Beginner cards carry tuned numbers (``agent`` in the card data) and the Beginner characters
have a branch each; everything of the later packs is understood from its steps, never from a
list of ids (``GENERIC``, ``GENERIC_CHARACTERS``): a card's worth is its printed numbers and its
steps' ``worth()``, each stretch after a gate scaled by the odds the gate opens (a combo with
the cards of its attribute the deck owns, a Surge with the aether the deck gains); it is played
when what it does now pays (a combo card after the card that opens it); a Surge is paid when
what follows is worth its aether; a character's ability is cast when its steps pay now, its
limited uses spread over the match, and it is drafted by a rating from its steps and uses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.rng import GameRNG

from . import effects as E
from . import records as R
from .cards import CARDS, CHARACTERS, COST, DAGGER, DAMAGE, PACKS, REQ_AP, STONE, TYPE, VALUE, CardType
from .decisions import (
    BanOrSkip,
    DiscardCards,
    GainCard,
    HiddenPick,
    MetaDecision,
    React,
    RemoveCards,
    ReplaceKinds,
    SpendAether,
    Window,
)
from .effects import Step
from .interned import PLAY_ALL
from .records import Buy, PlayAll, PlayCard, UseAbility  # compared by class: no record subclasses another
from .resolve import MAIN, PROGRAMS
from .state import PlayerState

if TYPE_CHECKING:
    from .engine import MetaVersus

VOID, SINGULARITY = "mv.dark.void", "mv.dark.singularity"
WAVE_CRASH = "mv.water.wave_crash"  # played before the other weapons


STAR_GOAL = 10  # the star victory (match.STAR_GOAL; not imported: the engine imports this module)


# -- the generic view of a program: its steps, its gates, what they are worth ------------------
# Cards and characters without tuned numbers (the packs after Beginner) are played, bought and
# drafted from these, never from a list of ids: a new card is understood by its steps.
def step_worth(step: Step) -> float:
    """A step's desirability in gems of card cost, as the step's own ``worth()`` says, with the
    three scales the Beginner cards' tuned numbers show: +1 AP and +1 buy are worth about half a
    gem (an action that gives back its AP is valued by not being terminal), a star about 3."""
    if isinstance(step, (E.Ap, E.Buys)):
        return 0.5 * step.n
    if type(step) is E.Stars:
        return 3.0 * step.n
    return step.worth()


def odds(step: Step) -> float:
    """How often the steps after ``step`` resolve, if it is a gate (``Step.odds``), else 1.0."""
    return step.odds()


def is_gate(step: Step) -> bool:
    return step.odds() < 1.0


Segment = tuple[Step | None, tuple[Step, ...]]


def segments(steps: Sequence[Step]) -> tuple[Segment, ...]:
    """A part cut at its gates: (None, steps before the first gate), then (gate, steps after it)."""
    out: list[tuple[Step | None, list[Step]]] = [(None, [])]
    for step in steps:
        if is_gate(step):
            out.append((step, []))
        else:
            out[-1][1].append(step)
    return tuple((gate, tuple(part)) for gate, part in out)


GateOdds = Callable[[Step], float]


# Per program, per part, per gated stretch: (gate, the gate's worth, the worth of the stretch's
# steps but aether gains, the worth of its aether gains), computed once.
Plan = tuple[tuple[tuple[Step | None, float, float, float], ...], ...]
PLANS: dict[str, Plan] = {
    cid: tuple(
        tuple(
            (
                gate,
                step_worth(gate) if gate is not None else 0.0,
                sum(step_worth(s) for s in steps if not isinstance(s, E.Aether)),
                sum(step_worth(s) for s in steps if isinstance(s, E.Aether)),
            )
            for gate, steps in segments(part)
        )
        for part in prog.parts()
    )
    for cid, prog in PROGRAMS.items()
}


def program_worth(card: str, gate_odds: GateOdds = odds, aether_scale: float = 1.0) -> float:
    """The worth of every part of a card's or character's program: each gated stretch scaled by
    the odds its gates (and the gates before them) open, a Surge's price counted only when it is
    paid, aether gains scaled by ``aether_scale`` (what aether is worth to this deck)."""
    total = 0.0
    for part in PLANS[card]:
        scale = 1.0
        for gate, gate_worth, plain, aether in part:
            if gate is not None:
                scale *= gate_odds(gate)
                total += scale * gate_worth
            total += scale * (plain + aether * aether_scale)
    return total


def default_worth(card: str, gate_odds: GateOdds = odds, aether_scale: float = 1.0) -> float:
    """The desirability of a card with no tuned ``agent.worth``: its printed numbers (a point of
    printed damage is worth 1.5 gems, as the Beginner weapons' tuned numbers have it) and its
    effects (``program_worth``), between 0 and 8."""
    c = CARDS[card]
    effects = program_worth(card, gate_odds, aether_scale)
    return round(min(8.0, max(0.0, 1.0 + c.value + 1.5 * c.damage + effects)), 2)


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


# Actions that give only AP and a bonus to the next weapon (and perhaps a price): wasted without
# a weapon to follow, unless their AP lets another action be played (which may draw one).
WEAPON_BONUS = frozenset(
    cid
    for cid in CARDS
    if TYPE[cid] == CardType.ACTION
    and any(isinstance(s, E.NextWeaponBonus) for s in PROGRAMS[cid].main)
    and all(isinstance(s, (E.Ap, E.NextWeaponBonus)) or s.worth() <= 0 for s in PROGRAMS[cid].main)
)


def have_void(ps: PlayerState) -> bool:
    return any(VOID in z for z in (ps.deck, ps.hand, ps.discard, ps.played))


Stats = tuple[list[str], int, float, float, float]
# Per card: +1 for a terminal action, minus the spare AP of an AP-giving action; star cards.
TERMINAL: dict[str, float] = {
    c: (REQ_AP[c] - AP_GAIN[c]) if c in AP_GAIN else (1 if TYPE[c] == "action" else 0) for c in TYPE
}
STAR_WEIGHT = {c: STAR_CARDS.get(c, 0) for c in TYPE}
assert all(0 <= VALUE[c] < 256 and 0 <= STAR_WEIGHT[c] < 256 for c in TYPE)  # what stats relies on
MONEY_AND_STARS = {c: VALUE[c] + (STAR_WEIGHT[c] << 16) for c in TYPE}
# Cards whose value needs more than the base value and the deck-wide adjustments.
SPECIAL = frozenset({STONE, DAGGER, VOID, SINGULARITY, "mv.sky.sanctuary"} | set(STAR_CARDS) | set(LIMIT))

# -- what the agent knows of the cards and characters without tuned numbers -------------------
# Cards with no ``agent`` entry and characters of the packs after the first: valued, played and
# cast from their steps (``segments``) by the generic methods of the agent below.
GENERIC = frozenset(cid for cid, c in CARDS.items() if c.agent.worth is None)
TUNED_CHARACTERS = frozenset(cid for cid, ch in CHARACTERS.items() if ch.pack == PACKS[0])
GENERIC_CHARACTERS = frozenset(CHARACTERS) - TUNED_CHARACTERS
# When a card of each type is played: a combo gate opens only with cards played before it.
PHASE_ORDER = {CardType.ACTION: 0, CardType.CURRENCY: 1, CardType.WEAPON: 2}
ATTRIBUTE = {cid: c.attribute.value for cid, c in CARDS.items()} | {
    cid: ch.attribute.value for cid, ch in CHARACTERS.items()
}
SEGMENTS: dict[str, tuple[Segment, ...]] = {cid: segments(MAIN[cid]) for cid in GENERIC | GENERIC_CHARACTERS}


def is_kin(step: Step | None) -> bool:
    """A combo gate (the Casual pack's): "if you played another card of this card's attribute this turn"."""
    return isinstance(step, E.Kin)


# Cards and characters with a combo gate in their main part: the attribute it asks for.
KIN = {cid: ATTRIBUTE[cid] for cid, segs in SEGMENTS.items() if any(is_kin(gate) for gate, _ in segs)}
# The first Surge of a main part, and the aether a program may gain (any part).
SURGE = {
    cid: next(gate.n for gate, _ in segs if isinstance(gate, E.Surge))
    for cid, segs in SEGMENTS.items()
    if any(isinstance(gate, E.Surge) for gate, _ in segs)
}
AETHER = {
    cid: n for cid in SEGMENTS if (n := sum(s.n for s in PROGRAMS[cid].steps() if isinstance(s, E.Aether)))
}
# Abilities that may not wait (a blow that can win, stars): weighed even before their pace.
MAY_BE_URGENT = frozenset(
    c for c in GENERIC_CHARACTERS if any(isinstance(s, E.Damage) or type(s) is E.Stars for s in MAIN[c])
)
# A use-limited ability is spread over this many of the duelist's turns (a match lasts about 20).
SPREAD_TURNS = 16
MATCH_TURNS = 20
AETHER_PRICE = 0.8  # what one aether is worth when a Surge asks for it


def expected_ap(card: str) -> float:
    """AP a card gives back, the gated AP weighed by its gates' odds."""
    total, scale = 0.0, 1.0
    for gate, steps in SEGMENTS[card]:
        if gate is not None:
            scale *= odds(gate)
        total += scale * sum(s.ap_gain() for s in steps)
    return total


# a generic action is terminal unless it gives back, on average, the AP it takes
TERMINAL.update(
    {c: max(-2.0, min(1.0, REQ_AP[c] - expected_ap(c))) for c in GENERIC if TYPE[c] == CardType.ACTION}
)


def character_rating(ch: str) -> float:
    """A draft rating for a character of a later pack, from its ability's steps and uses, on the
    scale of the Beginner characters (all rated 1.0: they were balanced to be equal): the worth
    of a use times the uses (at most 6 counted), relative to the Beginner active abilities' mean,
    pulled towards 1.0 so the draft keeps its variety (0.85-1.15, against the pick's noise of 0.3).
    A passive hook the agent cannot weigh rates 1.0."""

    def raw(cid: str) -> float | None:
        if not MAIN[cid]:
            return None
        uses = CHARACTERS[cid].uses
        return program_worth(cid) * min(6, uses if uses is not None else 6)

    known = [r for cid in TUNED_CHARACTERS if (r := raw(cid)) is not None]
    mine = raw(ch)
    if mine is None or not known:
        return 1.0
    mean = sum(known) / len(known)
    return round(max(0.85, min(1.15, 1.0 + 0.15 * (mine / mean - 1.0))), 3)


CHAR_RATING.update({cid: character_rating(cid) for cid in GENERIC_CHARACTERS})


def hand_enablers(hand: list[str], card: str, attribute: str, order: int) -> list[str]:
    """Cards in ``hand`` (besides one copy of ``card``) of ``attribute`` played in the same phase
    as ``card`` or earlier: playing one first opens ``card``'s combo."""
    out, skipped = [], False
    for c in hand:
        if c == card and not skipped:
            skipped = True
            continue
        if ATTRIBUTE[c] == attribute and PHASE_ORDER[TYPE[c]] <= order:
            out.append(c)
    return out


GenericStats = tuple[dict[tuple[str, int], int], float, float, float]


def gem_content(card: str) -> float:
    """The gems a card gives when played: its value and its main part's gems, each gated stretch
    by its gate's odds."""
    total, scale = float(VALUE[card]), 1.0
    for gate, steps in segments(MAIN[card]):
        if gate is not None:
            scale *= odds(gate)
        total += scale * sum(s.n for s in steps if isinstance(s, E.Gems))
    return total


GEMS = {cid: gem_content(cid) for cid in CARDS}

# ``NormalAgent.value``'s common case per card (neither special nor generic): the base value and
# how the deck changes it (a terminal action less the collision penalty, a currency more the
# money-shortage bonus, anything else only the copies owned).
TERMINAL_ACTION, PLAIN_CURRENCY, PLAIN_OTHER = 0, 1, 2
PLAIN_VALUE: dict[str, tuple[float, int]] = {
    cid: (
        BASE[cid],
        TERMINAL_ACTION
        if TYPE[cid] == "action" and cid not in AP_GAIN
        else PLAIN_CURRENCY
        if TYPE[cid] == "currency"
        else PLAIN_OTHER,
    )
    for cid in CARDS
    if cid not in SPECIAL and cid not in GENERIC
}
KIN_CARDS = frozenset(KIN)
CURRENCIES = frozenset(c for c in CARDS if TYPE[c] == CardType.CURRENCY)
WEAPONS = frozenset(c for c in CARDS if TYPE[c] == CardType.WEAPON)
PLAY_ALL_CURRENCY = PLAY_ALL[CardType.CURRENCY]
PLAY_ALL_WEAPON = PLAY_ALL[CardType.WEAPON]
# Gems in a hand beyond what the dearest cards cost buy little: a later card's gems are worth
# less as the deck's money per hand of 5 rises from MONEY_ENOUGH to MONEY_ENOUGH + 3.
MONEY_ENOUGH = 6.0


class NormalAgent:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=11)
        self._stats_key: tuple[Any, ...] | None = None
        self._stats: Stats = ([], 1, 0.0, 0.0, 0.0)
        self._weighed: list[tuple[Action, float]] = []
        self._gstats_of: list[str] | None = None
        self._gstats: GenericStats = ({}, 0.0, 0.0, 0.0)
        self._gworth: dict[str, float] = {}  # generic_value's deck-aware worth per card, for _gstats

    # -- entry ---------------------------------------------------------------------------------
    def explain(self) -> list[tuple[Action, float]]:
        """The alternatives the last decision weighed (buys and plays), best first, for the log."""
        return sorted(self._weighed, key=lambda av: -av[1])[:3]

    def choose(self, g: MetaVersus, player: int) -> Action:
        self._weighed = []
        if g.pending is None and player == g.current and not g.over:
            # The commonest answers, known without the legal actions: all the currency at the
            # Buy phase's start, all the weapons at the Combat phase's (what buy_phase and
            # combat_phase choose when no combo card in hand waits for another and no Wave
            # Crash is to go first; ``can_play_all`` says when a Play-all is legal).
            phase = g.phase
            if phase == "buy":
                if not g.bought:
                    hand = g.players[player].hand
                    if not CURRENCIES.isdisjoint(hand) and KIN_CARDS.isdisjoint(hand):
                        return PLAY_ALL_CURRENCY
            elif phase == "combat":
                hand = g.players[player].hand
                if not WEAPONS.isdisjoint(hand) and WAVE_CRASH not in hand and KIN_CARDS.isdisjoint(hand):
                    return PLAY_ALL_WEAPON
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

    def score(self, g: MetaVersus, player: int, action: Action) -> float:
        """How much the heuristic likes ``action`` among the legal ones (higher is better): a
        purchase or a gained card by its value to this deck, an action card by its play order;
        the search tries the root actions in this order."""
        if isinstance(action, R.Buy):
            return self.value(g, player, action.card, self.deck_stats(g, player))
        if isinstance(action, R.ChooseCard) and isinstance(g.pending, GainCard):
            return self.value(g, player, action.card, self.deck_stats(g, player))
        if isinstance(action, R.PlayCard) and g.phase == "action" and g.pending is None:
            return self.play_score(g, player, action.card)
        return 0.0

    # -- the deck model --------------------------------------------------------------------------
    @staticmethod
    def all_cards(g: MetaVersus, p: int) -> list[str]:
        ps = g.players[p]
        return ps.deck + ps.hand + ps.discard + ps.played

    def deck_stats(self, g: MetaVersus, p: int) -> Stats:
        """``stats`` of the cards seat ``p`` owns, cached while that collection cannot change."""
        ps = g.players[p]
        deck, hand, discard, played = ps.deck, ps.hand, ps.discard, ps.played
        key = (id(g), p, ps.turns, len(deck) + len(hand) + len(discard) + len(played), len(ps.removed))
        if key != self._stats_key:
            self._stats_key = key
            self._stats = self.stats(deck + hand + discard + played)  # all_cards
        return self._stats

    @staticmethod
    def stats(cards: list[str]) -> Stats:
        """The cards owned, their number, the terminal-collision penalty, the money-shortage
        bonus and the star cards owned. Runs at every Buy decision: the sums are C-level maps."""
        n = len(cards) or 1
        # the gems and the star weight (both whole and not negative) summed in one map
        both = sum(map(MONEY_AND_STARS.__getitem__, cards))
        money, stars = both & 0xFFFF, both >> 16
        terminals = sum(map(TERMINAL.__getitem__, cards))
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
        if card in GENERIC:
            return self.generic_value(g, p, card, st)
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
        if card == "mv.sky.sanctuary":
            ps = g.players[p]
            v += 1.5 * (ps.max_hp - ps.hp) / ps.max_hp
        return v - 0.1 * have

    def best_buy(self, g: MetaVersus, p: int, acts: list[Action]) -> tuple[float, Action | None]:
        st = self.deck_stats(g, p)
        # Extra buys only for cards that really improve the deck (filler dilutes it).
        best_v: float = 0.0 if not g.bought else 3.5
        best_a: Action | None = None
        weighed = self._weighed
        # ``value``'s common case written out (the same expressions, so the same numbers): a
        # card of neither the Darkness plan, the special cases nor the generic valuation
        plain = PLAIN_VALUE if not (SINGULARITY in g.piles and self.thinning(g, p, st[0])) else {}
        cards, _, term_pen, money_bonus, _ = st
        for a in acts:
            if type(a) is Buy:  # an action is an instance of exactly its record class
                card = a.card
                known = plain.get(card)
                if known is None:
                    v = self.value(g, p, card, st)
                else:
                    base, mode = known
                    have = cards.count(card)
                    if mode == TERMINAL_ACTION:
                        v = base - term_pen - 0.1 * have
                    elif mode == PLAIN_CURRENCY:
                        v = base + money_bonus - 0.1 * have
                    else:
                        v = base - 0.1 * have
                weighed.append((a, v))
                if v > best_v:
                    best_v, best_a = v, a
        return best_v, best_a

    # -- phases --------------------------------------------------------------------------------
    def action_phase(self, g: MetaVersus, p: int, acts: list[Action]) -> Action:
        ability = self.ability_now(g, p, acts)
        if ability is not None:
            return ability
        best, best_score = None, 0.0
        for a in acts:
            if type(a) is not PlayCard:
                continue
            s = self.play_score(g, p, a.card)
            self._weighed.append((a, s))
            if s > best_score:
                best, best_score = a, s
        return best if best is not None else acts[-1]

    def play_score(self, g: MetaVersus, p: int, card: str) -> float:
        if card in WEAPON_BONUS and not self.bonus_used(g, p):
            return 0.0
        if card in GENERIC:
            return self.generic_play_score(g, p, card)
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
        if card == "mv.sky.sanctuary":
            return 2.0 + (ps.max_hp - ps.hp) / 5.0
        if card == "mv.flash.transmute":
            return 2.5
        return 2.0 + BASE.get(card, 0.0)

    @staticmethod
    def bonus_used(g: MetaVersus, p: int) -> bool:
        """A next-weapon bonus played now pays: a weapon in hand to take it, or another action
        in hand that its AP may let be played (and that may draw a weapon)."""
        for c in g.players[p].hand:
            kind = TYPE[c]
            if kind == CardType.WEAPON or (kind == CardType.ACTION and c not in WEAPON_BONUS):
                return True
        return False

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
        if DAGGER in ps.hand and sum(map(DAMAGE.__getitem__, cards)) - 1 >= 3:
            return DAGGER
        if STONE in ps.hand and sum(map(VALUE.__getitem__, cards)) - 1 >= 8:
            return STONE
        return None

    def play_all_or_ability(self, g: MetaVersus, p: int, acts: list[Action]) -> Action | None:
        """Play all the currency or weapons first, else cast the ability if it pays now (a
        phase's Play-all, when legal, is its first action)."""
        first = acts[0]
        if type(first) is PlayAll:
            return self.combo_first(g, p, acts) or first
        return self.ability_now(g, p, acts)

    def buy_phase(self, g: MetaVersus, p: int, acts: list[Action]) -> Action:
        first = self.play_all_or_ability(g, p, acts)
        if first is not None:
            return first
        _, best = self.best_buy(g, p, acts)
        return best if best is not None else acts[-1]

    def combat_phase(self, g: MetaVersus, p: int, acts: list[Action]) -> Action:
        for a in acts:
            if type(a) is PlayCard and a.card == WAVE_CRASH:
                return a
        first = self.play_all_or_ability(g, p, acts)
        return first if first is not None else acts[-1]

    def ability_now(self, g: MetaVersus, p: int, acts: list[Action]) -> Action | None:
        # a phase's ability, when it can be cast, is listed just before its end
        use = acts[-2] if len(acts) > 1 else None
        if type(use) is not UseAbility:
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
        if ch == "mv.char.moon_oracle":  # stars whenever, the draw best in the Action phase
            if ps.stars + 1 >= STAR_GOAL:
                return use
            return use if phase == "action" and self.pace_ok(g, p, ch) else None
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
        if ch in GENERIC_CHARACTERS:
            return self.generic_ability(g, p, use, acts)
        return None

    # -- generic play: cards and characters known by their steps only ------------------------------
    def generic_stats(self, g: MetaVersus, p: int, st: Stats) -> GenericStats:
        """For the combo and aether valuations: the cards owned by (attribute, phase order), and
        the aether the deck gains and its Surges ask for per turn (a hand is 5 of n cards)."""
        if self._gstats_of is st[0]:
            return self._gstats
        cards, n = st[0], st[1]
        by_attr: dict[tuple[str, int], int] = {}
        supply = demand = money = 0.0
        for c in cards:
            key = (ATTRIBUTE[c], PHASE_ORDER[TYPE[c]])
            by_attr[key] = by_attr.get(key, 0) + 1
            supply += AETHER.get(c, 0)
            demand += SURGE.get(c, 0)
            money += GEMS[c]
        ch = g.players[p].character
        per_turn = 5.0 / n
        supply = supply * per_turn + (0.3 * AETHER[ch] if ch in AETHER else 0.0)
        demand = demand * per_turn + (0.3 * SURGE[ch] if ch in SURGE else 0.0)
        self._gstats_of, self._gstats = cards, (by_attr, supply, demand, money * per_turn)
        self._gworth = {}
        return self._gstats

    def kin_odds(self, by_attr: dict[tuple[str, int], int], n: int, card: str) -> float:
        """How often ``card``'s combo opens in this deck: another card of its attribute played
        before it (in its phase or an earlier one) among the other cards of a hand of 5."""
        attribute = ATTRIBUTE[card]
        if card in CHARACTERS:  # a character's combo: any card of its attribute, in a hand of 5
            f = sum(v for (a, _), v in by_attr.items() if a == attribute) / n
            return max(0.1, 1.0 - (1.0 - min(f, 1.0)) ** 5)
        order = PHASE_ORDER[TYPE[card]]
        f = sum(v for (a, o), v in by_attr.items() if a == attribute and o <= order) / n
        return max(0.15, 0.9 * (1.0 - (1.0 - min(f, 1.0)) ** 4))

    def generic_value(self, g: MetaVersus, p: int, card: str, st: Stats) -> float:
        """A card without tuned numbers: its worth with this deck's odds of opening its gates (a
        combo with the cards of its attribute owned, a Surge with the deck's aether), aether worth
        more with Surges to pay, gems worth less in a deck with money enough, then the deck-wide
        adjustments of the tuned cards."""
        cards, n, term_pen, money_bonus, star_cards = st
        by_attr, supply, demand, money = self.generic_stats(g, p, st)
        v = self._gworth.get(card)
        if v is None:  # the deck's worth of the card, kept while the deck stays the same
            own_surge = SURGE.get(card, 0) * 5.0 / (n + 1)

            def gate_odds(gate: Step) -> float:
                if isinstance(gate, E.Surge):
                    return max(0.15, min(0.95, (supply + 0.15) / (demand + own_surge)))
                if is_kin(gate):
                    return self.kin_odds(by_attr, n, card)
                return odds(gate)

            aether_scale = max(0.3, min(1.5, 0.3 + demand / (supply + 0.5))) if card in AETHER else 1.0
            v = default_worth(card, gate_odds, aether_scale)
            if GEMS[card] and money > MONEY_ENOUGH:  # money in a deck that has enough already
                v -= GEMS[card] * min(0.7, (money - MONEY_ENOUGH) / 3.0)
            self._gworth[card] = v
        kind = TYPE[card]
        if kind == CardType.ACTION and TERMINAL[card] > 0:
            v -= term_pen
        elif kind == CardType.CURRENCY:
            v += money_bonus
        if card in STAR_CARDS:
            v += 0.15 * (g.players[p].stars + star_cards * 0.3)
        return v - 0.1 * cards.count(card)

    def kin_open(self, g: MetaVersus, p: int, card: str) -> bool:
        """``card``'s combo would open now: a card of its attribute was played this turn (a card
        needs another one; the list does not hold it yet)."""
        return p == g.current and ATTRIBUTE[card] in g.played_attributes

    def gate_now(self, g: MetaVersus, p: int, card: str, gate: Step) -> float:
        """The odds a gate opens if ``card`` is played or cast now (1 or 0 where the agent knows)."""
        if isinstance(gate, E.Surge):
            return 1.0 if g.players[p].aether >= gate.n else 0.0
        if is_kin(gate):
            return 1.0 if self.kin_open(g, p, card) else 0.0
        return odds(gate)

    def worth_now(self, g: MetaVersus, p: int, steps: Sequence[Step]) -> float:
        """What ``steps`` are worth now: a blow that wins or stars that reach the goal are worth
        all (50), otherwise each step's worth."""
        opp, ps = g.players[1 - p], g.players[p]
        total = 0.0
        for s in steps:
            if isinstance(s, E.Damage) and s.n >= opp.hp + opp.defense:
                return 50.0
            if type(s) is E.Stars and ps.stars + s.n >= STAR_GOAL:
                return 50.0
            total += step_worth(s)
        return total

    def card_now(self, g: MetaVersus, p: int, card: str) -> tuple[float, float]:
        """A card's effects if played now, and the AP they give: each gated stretch by the odds its
        gate opens now; a Surge's stretch only when worth its aether (else it is declined)."""
        value = ap = 0.0
        scale = 1.0
        for gate, steps in SEGMENTS[card]:
            if gate is not None:
                scale *= self.gate_now(g, p, card, gate)
                if scale <= 0.0:
                    break
            v = self.worth_now(g, p, steps)
            if isinstance(gate, E.Surge):
                v = max(0.0, v - AETHER_PRICE * gate.n)
            value += scale * v
            ap += scale * sum(s.ap_gain() for s in steps)
        return value, ap

    def waits_for_combo(self, g: MetaVersus, p: int, card: str) -> bool:
        """``card``'s combo is shut, and a card in hand that would open it can be played first
        with AP left for ``card`` (the non-combo card first, so the other's gate opens)."""
        if card not in KIN or self.kin_open(g, p, card):
            return False
        hand = g.players[p].hand
        order = PHASE_ORDER[TYPE[card]]
        for other in hand_enablers(hand, card, KIN[card], order):
            if TYPE[other] != TYPE[card]:
                continue  # a card of an earlier phase cannot be played now any more
            if TYPE[card] != CardType.ACTION:
                return True
            ap_after = (
                g.ap - REQ_AP[other] + (AP_GAIN.get(other, 0) if other not in KIN else expected_ap(other))
            )
            if REQ_AP[other] <= g.ap and ap_after >= REQ_AP[card]:
                return True
        return False

    def opens_combo(self, g: MetaVersus, p: int, card: str) -> bool:
        """Playing ``card`` opens a shut combo of another card in hand."""
        hand = g.players[p].hand
        attribute = ATTRIBUTE[card]
        if attribute in g.played_attributes:
            return False  # already open for its attribute
        order = PHASE_ORDER[TYPE[card]]
        for c in hand:
            if c in KIN and KIN[c] == attribute and PHASE_ORDER[TYPE[c]] >= order:
                if c != card or hand.count(card) > 1:
                    return True
        return False

    def generic_play_score(self, g: MetaVersus, p: int, card: str) -> float:
        """Action-phase order of a card without tuned numbers: AP-givers first (a "resolves
        twice" one only before another action), then by what the card does now; a combo card
        waits for the card that opens it, which goes first."""
        ps = g.players[p]
        value, ap = self.card_now(g, p, card)
        req = REQ_AP[card]
        if ap > 0 and ap >= req:
            twice = any(isinstance(s, E.NextActionTwice) for _, part in SEGMENTS[card] for s in part)
            others = [
                c
                for c in ps.hand
                if TYPE[c] == CardType.ACTION and c != card and REQ_AP[c] <= g.ap - req + ap
            ]
            if twice and not others:
                return 0.0
            score = 24.0 + 2.0 * (ap - req) + min(3.0, value)
        else:
            score = 2.0 + value
        if self.waits_for_combo(g, p, card):
            return 0.5  # still played, after the card that opens the combo
        if KIN and self.opens_combo(g, p, card):
            score += 3.0
        return score

    def combo_first(self, g: MetaVersus, p: int, acts: list[Action]) -> Action | None:
        """Currency or weapons one at a time when a combo card in hand waits for another card of
        its attribute: that one first (None: play them all at once)."""
        if not KIN:
            return None
        hand = g.players[p].hand
        if KIN_CARDS.isdisjoint(hand):
            return None
        waiting = [a for a in acts if isinstance(a, R.PlayCard) and self.waits_for_combo(g, p, a.card)]
        if not waiting:
            return None
        for a in acts:
            if isinstance(a, R.PlayCard) and not self.waits_for_combo(g, p, a.card):
                return a
        return None

    def surge_answer(self, g: MetaVersus, p: int, pend: SpendAether, acts: list[Action]) -> Action:
        """Pay a Surge when what follows it is worth its aether now (about 0.8 a point; less at
        the cap, where aether gained later is wasted; more when a bigger Surge in hand needs it)."""
        pay = next((a for a in acts if isinstance(a, R.SpendAether)), None)
        if pay is None:
            return acts[-1]
        frame = g.stack[-1] if g.stack else None
        steps = MAIN[pend.card]
        start = frame.index if frame is not None and frame.card == pend.card else len(steps)
        rest: list[Step] = []
        for s in steps[start:]:
            if is_gate(s):
                break
            rest.append(s)
        value = self.worth_now(g, p, rest)
        ps = g.players[p]
        tile = g.tile()
        cap = tile.aether_cap if tile is not None else 0
        price = AETHER_PRICE
        if ps.aether >= cap:
            price = 0.4
        left = ps.aether - pend.count
        if any(SURGE.get(c, 0) > pend.count and left < SURGE[c] <= ps.aether for c in ps.hand):
            price = 1.2
        return pay if value >= price * pend.count else acts[-1]

    def pace_ok(self, g: MetaVersus, p: int, ch: str) -> bool:
        """A use-limited ability spread over the match: the k-th use (from 0) not before turn
        1 + k * SPREAD_TURNS / uses; no limit late in the match (turn 15 on)."""
        total = CHARACTERS[ch].uses
        ps = g.players[p]
        if total is None or ps.uses < 0 or ps.turns >= 15:
            return True
        used = total - ps.uses
        return ps.turns >= 1 + used * SPREAD_TURNS / total

    @staticmethod
    def running_out(g: MetaVersus, p: int) -> bool:
        """The uses left of a limited ability will not all be spent at its pace in the turns a
        match has left (about MATCH_TURNS a duelist): any use that pays now is taken."""
        ps = g.players[p]
        return ps.uses > 0 and ps.uses * SPREAD_TURNS / 5 >= max(1, MATCH_TURNS - ps.turns)

    def step_now(self, g: MetaVersus, p: int, step: Step, react: bool = False) -> tuple[float, bool]:
        """What one step of an ability is worth cast now (and whether it cannot wait: a blow that
        wins, stars that reach or near the goal)."""
        ps, opp = g.players[p], g.players[1 - p]
        phase = g.phase
        w = step_worth(step)
        if isinstance(step, E.Damage):
            if step.n >= opp.hp + opp.defense:
                return 50.0, True
            return (w if ps.turns >= 9 else 0.0), False
        if type(step) is E.Stars:
            return w, ps.stars + step.n >= STAR_GOAL or ps.stars >= 7
        if isinstance(step, E.Defense):
            threat = g.combat >= 4 or ps.hp - g.combat <= 12 if react else ps.hp <= 0.5 * ps.max_hp
            return (w if threat else 0.0), False
        if isinstance(step, (E.Heal, E.HealPerOwned)):
            missing = ps.max_hp - ps.hp
            n = step.n if isinstance(step, E.Heal) else ps.owned() // step.k
            return (0.5 * min(n, missing) if missing >= max(1, n // 2) else 0.0), False
        if react:
            return 0.0, False  # off-turn: only protection is worth casting for
        if isinstance(step, (E.OppDiscard, E.OppDiscardTo)):
            return (w if phase == "combat" and len(opp.hand) >= 4 and ps.turns >= 3 else 0.0), False
        if isinstance(step, E.RemoveFromHand):
            return (1.5 if phase == "action" and self.junk(g, p) else (0.0 if step.optional else -1.0)), False
        if isinstance(step, E.Aether):
            tile = g.tile()
            room = (tile.aether_cap if tile is not None else 0) - ps.aether
            return AETHER_PRICE * min(step.n, max(0, room)), False
        if isinstance(step, E.Ap):
            locked = any(TYPE[c] == CardType.ACTION and REQ_AP[c] > g.ap for c in ps.hand)
            return (w if phase == "action" and locked else 0.0), False
        if isinstance(step, (E.Draw, E.DrawTo)):
            n = step.n if isinstance(step, E.Draw) else max(0, step.n - len(ps.hand))
            if phase == "action" and ps.turns >= 3:
                return float(n), False
            return (0.5 * n if phase == "buy" and not g.bought else 0.0), False
        if isinstance(step, E.NextActionTwice):
            strong = [c for c in ps.hand if TYPE[c] == CardType.ACTION and BASE.get(c, 0.0) >= 4.5]
            return (2.0 if phase == "action" and not g.twice and strong else 0.0), False
        if isinstance(step, (E.Gems, E.Buys, E.Discount)):
            return 0.0, False  # weighed together with the buy they change (generic_ability)
        return (w if phase == "action" else 0.5 * w), False

    def buy_gain(self, g: MetaVersus, p: int, acts: list[Action], steps: Sequence[Step]) -> float:
        """How much better the best purchase gets with the gems, buys and discount of ``steps``."""
        gems = sum(s.n for s in steps if isinstance(s, (E.Gems, E.Discount)))
        buys = sum(s.n for s in steps if isinstance(s, E.Buys))
        if g.phase != "buy" or not (gems or buys):
            return 0.0
        st = self.deck_stats(g, p)
        budget = g.gems + g.discount + gems
        options = [
            self.value(g, p, k, st)
            for k in g.exchange
            if g.piles[k] > 0 and g.price(k) - g.discount <= budget
        ]
        if g.buys <= 0 and not buys:
            return 0.0
        cur, _ = self.best_buy(g, p, acts) if g.buys > 0 else (0.0, None)
        better = max(options, default=0.0)
        if g.buys <= 0:  # the ability's buy is the only one left
            return better if better >= 3.5 else 0.0
        return better - cur if better >= cur + 1.5 else 0.0

    def ability_value(
        self, g: MetaVersus, p: int, ch: str, acts: list[Action], react: bool
    ) -> tuple[float, bool]:
        """The worth of casting ``ch`` now, stretch by stretch of its gates, and whether it is urgent."""
        value, urgent = 0.0, False
        for gate, steps in SEGMENTS[ch]:
            if gate is not None:
                if self.gate_now(g, p, ch, gate) < 0.5:
                    break
                if isinstance(gate, E.Surge):
                    value -= AETHER_PRICE * gate.n
            value += self.buy_gain(g, p, acts, steps) if not react else 0.0
            for s in steps:
                v, u = self.step_now(g, p, s, react)
                value += v
                urgent = urgent or u
        return value, urgent

    def generic_ability(self, g: MetaVersus, p: int, use: R.UseAbility, acts: list[Action]) -> Action | None:
        """Cast a later pack's active ability when its steps pay now (``step_now``), its limited
        uses spread over the match (``pace_ok``; whenever it pays at all once the uses left would
        outlast the match), at once when it cannot wait."""
        ch = use.card
        if ch not in MAY_BE_URGENT and not self.pace_ok(g, p, ch):
            return None
        value, urgent = self.ability_value(g, p, ch, acts, react=False)
        if urgent and value > 0:
            return use
        if value <= 0.0 or not self.pace_ok(g, p, ch):
            return None
        if self.running_out(g, p):
            return use
        return use if value >= 0.6 * max(0.5, program_worth(ch)) else None

    def off_turn_cast(self, g: MetaVersus, p: int, ch: str, react: bool = False) -> bool:
        """Cast a later pack's off-turn ability in the opponent's turn: at the reaction window
        when it protects from the blow about to land, at a phase start only when it cannot wait."""
        value, urgent = self.ability_value(g, p, ch, [], react=True)
        if urgent and value > 0:
            return True
        if not react or value <= 0.0:
            return False
        ps = g.players[p]
        return self.pace_ok(g, p, ch) or ps.hp - g.combat <= 12

    # -- effect decisions ----------------------------------------------------------------------
    @staticmethod
    def use_left(g: MetaVersus, card: str) -> float:
        """What a card in the active duelist's hand can still do this turn (0: nothing, it will be
        discarded anyway): actions only in the Action phase with the AP, currency until a buy."""
        kind = TYPE[card]
        if kind == "action":
            return BASE[card] if g.phase == "action" and REQ_AP[card] <= g.ap else 0.0
        if kind == "currency":
            return 1.0 + VALUE[card] if g.phase in ("action", "buy") and not g.bought else 0.0
        return 2.0 + DAMAGE[card]

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
        if isinstance(pend, DiscardCards) and p == g.current:
            # A price of one's own card (Vanilla): a card this turn can no longer use goes first.
            return min(choices, key=lambda a: (self.use_left(g, a.card), COST[a.card]))
        if isinstance(pend, DiscardCards):
            return min(choices, key=lambda a: (COST[a.card], TYPE[a.card] == "action"))
        if isinstance(pend, SpendAether):
            return self.surge_answer(g, p, pend, acts)
        if isinstance(pend, React):
            for a in acts:
                if isinstance(a, R.Reveal):
                    return a
            use = next((a for a in acts if isinstance(a, R.UseAbility)), None)
            ps = g.players[p]
            if use is not None and use.card in GENERIC_CHARACTERS:
                return use if self.off_turn_cast(g, p, use.card, react=True) else acts[-1]
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
        if isinstance(pend, Window):
            use = next((a for a in acts if isinstance(a, R.UseAbility)), None)
            if use is not None and use.card in GENERIC_CHARACTERS and self.off_turn_cast(g, p, use.card):
                return use
            return acts[-1]  # an off-turn window: keep the ability for the reaction window
        if choices:  # a decision of a later pack: choose cards by what is at stake
            st = self.deck_stats(g, p)
            if any(w in str(pend.kind) for w in ("gain", "pick", "keep", "take")):
                return max(choices, key=lambda a: self.value(g, p, a.card, st))
            return min(choices, key=lambda a: (COST[a.card], TYPE[a.card] == "action"))
        return acts[-1]


__all__ = ["NormalAgent", "BASE", "CHAR_RATING"]
