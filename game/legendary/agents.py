"""Agents for Legendary: uniform random, and a heuristic teammate.

Every teammate reads one shared view of the game, ``outlook(g)``: how many turns the Scheme's
clock leaves (its Twists, the escapes it counts, the Wound stack or Hero Deck it empties, or the
Villain Deck running out), how many the team needs to beat the Mastermind at its decks' pace,
how far both are (``scheme_progress``, ``team_progress``) and the team's ``win_chance``. It uses
only public zones and each deck's composition, so it is the same for every seat.

The ``normal`` agent plays for the team's win; its own VP only shape which villain it fights
first. It plays drawing and enabling cards first, fights the Mastermind whenever it can (before
freeing a full city when the Scheme's clock is what loses), then the villain about to escape or
holding bystanders, but leaves a villain whose Fight plays more Villain Deck cards (Endless
Armies) while the clock is short. It heals a hand with Wounds rather than make a small recruit,
recruits toward one or two classes, the heroes whose Superpowers its deck triggers and, in a
race against the clock, Attack; it KOs starters and wounds when offered. It reads only what its
seat may know (its own cards, public zones). ``WEIGHTS`` holds its tunable weights, measured on
teams of normal agents (the first-game setup and the four Masterminds at 1-5 players).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.agents import RandomAgent
from game.core.package import AgentFactory
from game.core.rng import GameRNG

from . import actions as A
from .abilities import ABILITIES, program_of
from .cards import MASTERMINDS, SCHEME_RULES, defn
from .effects import Power, RevealOr
from .picks import costs_a_discard
from .rules import PlayVillain
from .schemes import setup_for
from .steps import draws, walk

if TYPE_CHECKING:
    from .engine import Legendary

_GUARDS: dict[str, str] = {}


def guard(card_id: str, hook: str) -> str:
    """The filter of the Hero that a card's program (a Scheme's Twist, a Mastermind's Strike)
    asks to reveal ("reveal a [Tech] Hero or ..."), or "" when it asks none."""
    key = f"{card_id}:{hook}"
    found = _GUARDS.get(key)
    if found is None:
        found = next((s.flt for s in walk(program_of(card_id, hook)) if isinstance(s, RevealOr)), "")
        _GUARDS[key] = found
    return found


def card_value(card: str) -> float:
    """How much a card is worth keeping in a deck: its ``value`` where the card data gives one
    (Wounds lowest, the starting S.H.I.E.L.D. cards next), else 1 + its cost for a hero and its
    VP for any other card."""
    d = defn(card)
    if d.value is not None:
        return d.value
    if d.kind != "hero":
        return float(d.vp)
    return 1.0 + d.cost


def _draws(card_id: str) -> bool:
    found = _DRAWS.get(card_id)
    if found is None:
        found = _DRAWS[card_id] = draws(program_of(card_id, "play"))
    return found


_DRAWS: dict[str, bool] = {}


# -- the team's shared view of the game ---------------------------------------------------------
# The Schemes that evil wins by a count of Twists ("Twist 8: Evil Wins!"), and those that it wins
# by a count the escapes make: (what is counted, the count at which evil wins).
TWIST_CLOCKS: dict[str, int] = {"cosmic_cube": 8, "portals_to_the_dark_dimension": 7}
HAND = 6
SPREAD = (1.5, 0.25, 0.3)  # the deviation of (turns to loss - turns to win): a + b*win + c*sqrt(loss)
# win_chance's logistic weights: bias, the race in deviations, log((loss + 1) / (win + 1)), the
# Tactics taken, the Wounds left, 1 / players
CHANCE = (-1.882, 0.081, 2.373, 1.72, 0.538, 1.829)


def _escape_count(g: Legendary) -> tuple[int, int] | None:
    """How far an escape-counting Scheme is (count, count at which evil wins), else None."""
    s = g.scheme
    if s == "midtown_bank_robbery":
        return g.carried_off, 8
    if s == "negative_zone_prison_breakout":
        return sum(1 for c in g.escaped if defn(c).kind in ("villain", "henchman")), 12
    if s == "killbots":
        return sum(1 for c in g.escaped if defn(c).kind == "bystander") - g.carried_off, 5
    if s == "secret_invasion":
        return sum(1 for c in g.escaped if defn(c).kind == "hero"), 6
    return None


def card_attack(card: str) -> float:
    """The Attack a card adds when played, counting a "2+" as one more."""
    d = defn(card)
    return (d.attack or 0) + (1.0 if d.attack_plus else 0.0)


def card_recruit(card: str) -> float:
    d = defn(card)
    return (d.recruit or 0) + (1.0 if d.recruit_plus else 0.0)


def power_filters(card_id: str) -> tuple[str, ...]:
    """The classes and teams (``"Tech"``, ``"team:X-Men"``) whose earlier play a card's
    Superpower abilities need."""
    found = _POWERS.get(card_id)
    if found is None:
        found = tuple(s.flt for s in walk(program_of(card_id, "play")) if isinstance(s, Power))
        _POWERS[card_id] = found
    return found


_POWERS: dict[str, tuple[str, ...]] = {}


def triggers(card: str, flt: str) -> bool:
    """Whether playing ``card`` satisfies the Superpower filter ``flt`` of a later card."""
    d = defn(card)
    if d.kind != "hero":
        return False
    return d.team == flt[5:] if flt.startswith("team:") else d.cls == flt


@dataclass(frozen=True, slots=True)
class Pace:
    """One player's deck as a source of Attack: its size, the sums of its cards' Attack and
    squared Attack, a hand's Recruit and how many cards a hand holds (drawing cards add)."""

    cards: int
    attack: float
    attack_sq: float
    recruit: float
    hand: float

    def turn(self) -> tuple[float, float]:
        """The mean and variance of one turn's Attack."""
        k = max(1, self.cards)
        mean = self.attack / k
        var = max(0.0, self.attack_sq / k - mean * mean)
        return self.hand * mean, self.hand * var + 0.5

    def grown(self) -> Pace:
        """The deck after a turn's Recruit bought one hero of about its cost's Attack."""
        if self.recruit < 2:
            return self
        a = BUY_ATTACK * self.recruit
        return Pace(self.cards + 1, self.attack + a, self.attack_sq + a * a, self.recruit, self.hand)


BUY_ATTACK = 0.5  # Attack a hero gives per point of its cost, about


def pace(cards: list[str]) -> Pace:
    """The ``Pace`` of a deck of ``cards`` (a hand of six, one more for each drawing card in
    it); Wounds count as blanks."""
    k = len(cards)
    if not k:
        return Pace(0, 0.0, 0.0, 0.0, HAND)
    # Every card's numbers are whole, so these float sums are exact in any order.
    atk = float(sum(map(_ATTACK.__getitem__, cards)))
    sq = float(sum(map(_ATTACK_SQ.__getitem__, cards)))
    rec = float(sum(map(_RECRUIT.__getitem__, cards)))
    drawing = float(sum(map(_DRAWING.__getitem__, cards)))
    hand = HAND * (1.0 + drawing / k)
    return Pace(k, atk, sq, hand * rec / k, hand)


def _stats(c: str) -> tuple[float, float, float, float]:
    """A card's Attack, Attack², Recruit and whether it draws (1.0 or 0.0)."""
    d = defn(c)
    a = card_attack(c)
    return (a, a * a, card_recruit(c), float(d.kind == "hero" and _draws(d.id)))


class _Stat(dict[str, float]):
    """One of ``_stats`` by card instance id, filled in the first time a card is asked for."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index

    def __missing__(self, card: str) -> float:
        v = self[card] = _stats(card)[self.index]
        return v


_ATTACK, _ATTACK_SQ, _RECRUIT, _DRAWING = (_Stat(i) for i in range(4))


HORIZON = 60  # team turns the projection looks ahead


def project(paces: list[Pace], first: int, mm: int, need: int) -> float:
    """Team turns (from seat ``first`` on) until the expected Mastermind fights reach ``need``,
    each deck growing by a hero a turn; ``HORIZON`` + 1 when they do not."""
    if need <= 0:
        return 0.0
    # The same decks are projected again and again (every teammate's view, a search's every
    # position of a turn): the answers are kept, a bounded number of them.
    key = (*paces, first, mm, need)
    found = _PROJECTED.get(key)
    if found is None:
        if len(_PROJECTED) >= 20_000:
            _PROJECTED.clear()
        found = _PROJECTED[key] = _project(paces, first, mm, need)
    return found


_PROJECTED: dict[tuple[Any, ...], float] = {}


def _project(paces: list[Pace], first: int, mm: int, need: int) -> float:
    # ``Pace.turn`` and ``Pace.grown`` written out over plain lists (the same arithmetic)
    cards = [d.cards for d in paces]
    attack = [d.attack for d in paces]
    attack_sq = [d.attack_sq for d in paces]
    hands = [d.hand for d in paces]
    # the Attack of the hero a turn's Recruit buys (None: the deck does not grow)
    buys = [None if d.recruit < 2 else BUY_ATTACK * d.recruit for d in paces]
    n = len(paces)
    erf, sqrt = math.erf, math.sqrt
    total = 0.0
    for t in range(HORIZON):
        q = (first + t) % n
        k = cards[q]
        if k < 1:
            k = 1
        mean = attack[q] / k
        var = attack_sq[q] / k - mean * mean
        if not var > 0.0:
            var = 0.0
        hand = hands[q]
        mean = hand * mean
        sd = sqrt(hand * var + 0.5)
        # the chances (normal) of one and of two Mastermind fights this turn
        got = 0.5 * (1.0 + erf((mean - mm + 0.5) / sd / _SQRT2)) + 0.5 * (
            1.0 + erf((mean - 2 * mm + 0.5) / sd / _SQRT2)
        )
        if total + got >= need:
            return t + (need - total) / max(got, 1e-9)
        total += got
        a = buys[q]
        if a is not None:
            cards[q] += 1
            attack[q] += a
            attack_sq[q] += a * a
    return HORIZON + 1.0


_SQRT2 = math.sqrt(2.0)


@dataclass(frozen=True, slots=True)
class Outlook:
    """The team's shared reading of the game, the same for every teammate (public zones and
    each deck's composition only): how close the Scheme is to winning and the team to beating
    the Mastermind, both as fractions and in villain cards (one a turn), and the chance of a
    win they give."""

    tactics_left: int
    mastermind_strength: int
    turns_to_win: float  # team turns (villain cards) to beat the Mastermind at the decks' pace
    turns_to_loss: float  # the Scheme's clock (or the Villain Deck running out: no winner)
    scheme_progress: float  # 0 (nothing yet) .. 1 (evil wins)
    team_progress: float  # 0 .. 1 (the Mastermind beaten)
    danger: bool  # one or two more escapes would let evil win
    wounds_left: float  # the share of the 30 Wounds still in their stack
    players: int

    @property
    def win_chance(self) -> float:
        """The chance the team beats the Mastermind before the Scheme's clock runs out: a
        logistic fit (``CHANCE``) of the two clocks' race, the Tactics taken and the Wounds left
        to who won 300 games of normal teams (1, 2, 3 and 5 players, every Mastermind, a fifth
        of them the first-game setup); on 300 other games its Brier score is 0.136 (always
        guessing the mean: 0.239) and its predictions of 10%, 30%, 50%, 70% and 90% came true
        14%, 26%, 47%, 71% and 93% of the time."""
        if self.tactics_left <= 0:
            return 1.0
        ttw, ttl = self.turns_to_win, self.turns_to_loss
        sd = SPREAD[0] + SPREAD[1] * ttw + SPREAD[2] * math.sqrt(ttl)
        z = max(-4.0, min(4.0, (ttl - ttw) / sd))
        c = CHANCE
        x = c[0] + c[1] * z + c[2] * math.log((ttl + 1) / (ttw + 1)) + c[3] * self.team_progress
        x += c[4] * self.wounds_left + c[5] / max(1, self.players)
        return 1.0 / (1.0 + math.exp(-x))


def _twists_total(g: Legendary) -> int:
    key = (g.scheme, g.n, str(g.options.get("difficulty", "normal")))
    found = _TWISTS_TOTAL.get(key)
    if found is None:
        from .setup import DIFFICULTY_TWISTS

        found = _TWISTS_TOTAL[key] = setup_for(g.scheme, g.n).twists + DIFFICULTY_TWISTS[key[2]]
    return found


_TWISTS_TOTAL: dict[tuple[str, int, str], int] = {}  # by Scheme, players and difficulty


def _card_at(k: int, among: int, cards: int) -> float:
    """Where the ``k``-th of ``among`` marked cards lies, on average, in a deck of ``cards``."""
    return k * (cards + 1) / (among + 1)


def outlook(g: Legendary) -> Outlook:
    """The team's shared view (see ``Outlook``): every teammate's agent reads this one."""
    n = max(1, g.n)
    mm = max(1, g.mm_strength())
    tactics = len(g.tactics)
    paces = [pace(pl.deck + pl.hand + pl.discard + pl.played) for pl in g.players]
    left = tactics
    if tactics and g.phase == "main":
        power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
        left = max(0, tactics - power // mm)  # this turn's Attack already in the pool
    to_win = project(paces, (g.current + 1) % n, mm, left)
    deck = len(g.villain_deck)
    to_loss = float(deck + 1)  # the Villain Deck running out ends the game with no winner
    progress = 0.0
    played = max(1, g.turn)
    clock = TWIST_CLOCKS.get(g.scheme)
    twists_left = max(0, _twists_total(g) - g.twists_played)
    if clock is not None:
        need = clock - g.twists_played
        progress = g.twists_played / clock
        if 0 < need <= twists_left:
            to_loss = min(to_loss, _card_at(need, twists_left, deck))
    escapes = _escape_count(g)
    if escapes is not None:
        count, at = escapes
        progress = count / at
        rate = (count + 1.0) / (played + 6.0)  # a prior of one a six turns
        to_loss = min(to_loss, max(0, at - count) / rate)
    if g.scheme == "legacy_virus":
        start = max(
            1, len(g.wounds) + sum(1 for q in g.players for c in q.all_cards() if defn(c).kind == "wound")
        )
        progress = 1.0 - len(g.wounds) / max(start, 30)
        need = math.ceil(len(g.wounds) / (0.6 * n))
        if 0 < need <= twists_left:
            to_loss = min(to_loss, _card_at(need, twists_left, deck))
    if g.scheme == "super_hero_civil_war":
        heroes = len(g.hero_deck)
        per_card = 1.0 + 5.0 * twists_left / max(1, deck)
        progress = g.twists_played / max(1, _twists_total(g))
        to_loss = min(to_loss, heroes / per_card)
    danger = ABILITIES.get(g.scheme, "danger")
    total = max(1, len(MASTERMINDS.get(g.mastermind, ())), tactics)
    return Outlook(
        tactics_left=tactics,
        mastermind_strength=mm,
        turns_to_win=to_win,
        turns_to_loss=to_loss,
        scheme_progress=max(0.0, min(1.0, progress)),
        team_progress=1.0 - tactics / total,
        danger=danger is not None and bool(danger(g)),
        wounds_left=len(g.wounds) / 30,
        players=n,
    )


def speeds_clock(card_id: str) -> int:
    """How many Villain Deck cards a Villain's Fight effect plays ("play the top two cards")."""
    found = _SPEEDS.get(card_id)
    if found is None:
        found = sum(s.n for s in walk(program_of(card_id, "fight")) if isinstance(s, PlayVillain))
        _SPEEDS[card_id] = found
    return found


_SPEEDS: dict[str, int] = {}


def synergy(card: str, deck: list[str]) -> float:
    """How well ``card`` fits a deck through Superpowers: the share of the deck that triggers its
    own Superpowers, plus the share of the deck's Superpower cards that it triggers."""
    return Synergy(deck)(card)


class Synergy:
    """``synergy(card, deck)`` for many cards and one deck: what depends on the deck alone (its
    Superpower filters, how many of its cards trigger each filter) is found once."""

    def __init__(self, deck: list[str]) -> None:
        self.deck = deck
        self.k = max(1, len(deck))
        self.needing = [f for c in deck if defn(c).kind == "hero" for f in power_filters(defn(c).id)]
        self.counts: dict[str, int] = {}

    def count(self, f: str) -> int:
        found = self.counts.get(f)
        if found is None:
            found = self.counts[f] = sum(1 for c in self.deck if triggers(c, f))
        return found

    def __call__(self, card: str) -> float:
        k = self.k
        score = sum(self.count(f) / k for f in power_filters(defn(card).id))
        score += sum(1 for f in self.needing if triggers(card, f)) / k
        return score


def _play_order(card: str, junk: bool) -> tuple[int, int]:
    """Where the normal agent plays ``card`` among its hand's heroes (lowest first); ``junk``:
    a Wound in hand can pay a discard."""
    cid = defn(card).id
    if costs_a_discard(cid):
        return (3 if not junk else 1, 0)
    has_power = any(isinstance(s, Power) for s in program_of(cid, "play"))
    return (0 if _draws(cid) else 1 + has_power, -defn(card).cost)


class _Order(dict[str, tuple[int, int]]):
    """``_play_order`` by card instance id, filled in the first time a card is asked for."""

    def __init__(self, junk: bool) -> None:
        super().__init__()
        self.junk = junk

    def __missing__(self, card: str) -> tuple[int, int]:
        found = self[card] = _play_order(card, self.junk)
        return found


_ORDER, _ORDER_JUNK = _Order(False), _Order(True)


class _Kind(dict[str, str]):
    """A card's kind by instance id, filled in the first time a card is asked for."""

    def __missing__(self, card: str) -> str:
        kind = self[card] = defn(card).kind
        return kind


_KIND = _Kind()


class _HeroClass(dict[str, "str | None"]):
    """A Hero's class by instance id (None for other cards and classless heroes)."""

    def __missing__(self, card: str) -> str | None:
        d = defn(card)
        cls = self[card] = d.cls if d.kind == "hero" else None
        return cls


_HERO_CLASS = _HeroClass()


# The normal agent's tunable weights (measured on normal teams; see the module docstring).
WEIGHTS: dict[str, float] = {
    "synergy": 3.0,
    "race_attack": 0.8,
    "race_turns": 3.0,
    "heal_at": 1,
    "heal_recruit": 5,
    "clock": 6.0,
    "clock_race": 12.0,
}


class NormalAgent:
    """A greedy teammate following simple priorities (see the module docstring)."""

    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=11)
        self._weighed: list[tuple[Action, float]] = []

    def explain(self) -> list[tuple[Action, float]]:
        """The fights the last decision weighed (by threat), best first, for the log."""
        return sorted(self._weighed, key=lambda av: -av[1])[:3]

    def choose(self, game: Legendary, player: int) -> Action:
        self._weighed = []
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if game.decision is not None:
            return self._answer(game, player, actions)
        return self._main(game, player, actions)

    # -- the main phase ---------------------------------------------------------------------------
    def _main(self, g: Legendary, p: int, actions: list[Action]) -> Action:
        raced: list[bool] = []

        def racing() -> bool:  # ``_race(g)``, read once per decision
            if not raced:
                raced.append(self._race(g))
            return raced[0]

        plays = [a for a in actions if isinstance(a, A.PlayCard) and _KIND[a.card] == "hero"]
        if plays:
            hand = g.players[p].hand
            junk = "wound" in map(_KIND.__getitem__, hand)
            # drawing cards first, then the others, Superpowers after them, the dearest first;
            # a card that costs a discard last (with the others when a Wound can pay it)

            orders = _ORDER_JUNK if junk else _ORDER
            return min(plays, key=lambda a: orders[a.card])
        fm = next((a for a in actions if isinstance(a, A.FightMastermind)), None)
        fights = [a for a in actions if isinstance(a, A.Fight)]
        full = all(v is not None for v in g.city)
        if fm is not None:
            # A full city lets the Bridge villain escape on the next villain card: free a space
            # first when the Attack covers both, when an escape or two would let evil win, or
            # when the Mastermind is still far from beaten and the Scheme's clock leaves time.
            if full and fights:
                cheapest = min(fights, key=lambda a: g.strength(a.space))
                power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
                if power >= g.strength(cheapest.space) + g.mm_strength() or self._danger(g):
                    return cheapest
                if len(g.tactics) > 2 and not racing():
                    return cheapest
            return fm
        if fights:
            crowded = sum(1 for v in g.city if v is not None) >= 4

            def threat(a: A.Fight) -> float:
                return self._threat(g, a, crowded, clock_cost)

            clock_cost = WEIGHTS["clock"]
            if any(speeds_clock(defn(f.card).id) for f in fights) and racing():
                clock_cost = WEIGHTS["clock_race"]
            self._weighed = [(f, threat(f)) for f in fights]
            fights = [f for f in fights if threat(f) > 0]
            if fights:
                # Spend the Attack on the set of fights worth the most, not greedily one by one.
                power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
                best: tuple[float, A.Fight | None] = (0.0, None)
                for mask in range(1, 1 << len(fights)):
                    chosen = [f for i, f in enumerate(fights) if mask >> i & 1]
                    if sum(g.strength(f.space) for f in chosen) > power:
                        continue
                    value = sum(threat(f) for f in chosen)
                    if value > best[0]:
                        best = (value, max(chosen, key=threat))
                return best[1] or max(fights, key=threat)
        heal = next((a for a in actions if isinstance(a, A.Heal)), None)
        if heal is not None and self._heal_first(g, p):
            return heal
        recruits = [a for a in actions if isinstance(a, A.Recruit)]
        if recruits:
            likes = self._classes(g, p)
            race = WEIGHTS["race_attack"] > 0 and racing()
            fits = Synergy(g.players[p].all_cards())
            wanted = guard(g.scheme, "twist") or guard(g.mastermind, "strike")

            def worth(a: A.Recruit) -> float:
                return self._worth(a.card, likes, race, fits, wanted) + self.rng.random() * 0.1

            return max(recruits, key=worth)
        officer = next((a for a in actions if isinstance(a, A.RecruitOfficer)), None)
        if officer is not None:
            return officer
        if heal is not None:
            return heal
        return next(a for a in actions if isinstance(a, A.EndTurn))

    @staticmethod
    def _threat(g: Legendary, a: A.Fight, crowded: bool, clock_cost: float) -> float:
        """How much the team wants this villain gone: its VP and what it holds, what its escape
        would cost under this Scheme, the crowded city's far end; less when its Fight speeds
        the Scheme's clock."""
        d = defn(a.card)
        held = len(g.captured.get(a.card, ()))
        score = d.vp + 2 * held + 0.1 * g.strength(a.space) + (2 if program_of(d.id, "escape") else 0)
        # what its escape would cost the team under this Scheme
        if d.kind == "hero" or d.kind == "bystander":
            score += 6  # a Skrull hero (Secret Invasion) or a Killbot
        score += SCHEME_RULES[g.scheme].held_weight * held
        if crowded:
            score += {4: 6, 3: 3, 2: 1}.get(a.space, 0)
        # a Fight that plays more Villain Deck cards runs the Scheme's clock
        score -= speeds_clock(d.id) * clock_cost
        return score

    @staticmethod
    def _worth(card: str, likes: set[str], race: bool, fits: Synergy, wanted: str | None) -> float:
        """A hero's worth to recruit: its cost, the player's classes, its Attack, whether it
        answers the Scheme's Twists or the Master Strike, its synergy with the deck, and its
        Attack again when the Scheme's clock is what loses."""
        d = defn(card)
        score = d.cost + (1.5 if d.cls in likes else 0.0) + 0.4 * (d.attack or 0)
        # heroes that answer the Scheme's Twists or the Master Strike ("reveal a ... Hero")
        if wanted and (d.cls == wanted or f"team:{d.team}" == wanted):
            score += 1.5
        score += WEIGHTS["synergy"] * fits(card)
        if race:  # the Scheme's clock is what loses: Attack now over Recruit later
            score += WEIGHTS["race_attack"] * card_attack(card)
        return score

    def score(self, g: Legendary, p: int, a: Action) -> float:
        """A rough worth of any main-phase action, for ranking the alternatives a search compares
        (it uses no randomness, so asking it never changes the agent's own choices): the
        Mastermind, then the villains by threat, then the heroes by worth, then the Officer,
        healing and ending the turn; a prompt's answers by the card they name."""
        if isinstance(a, A.FightMastermind):
            return 40.0
        if isinstance(a, A.Fight):
            crowded = sum(1 for v in g.city if v is not None) >= 4
            return 20.0 + max(-5.0, min(15.0, self._threat(g, a, crowded, WEIGHTS["clock"])))
        if isinstance(a, A.Recruit):
            fits = Synergy(g.players[p].all_cards())
            wanted = guard(g.scheme, "twist") or guard(g.mastermind, "strike")
            return 5.0 + min(14.0, self._worth(a.card, self._classes(g, p), False, fits, wanted))
        if isinstance(a, A.RecruitOfficer):
            return 6.0
        if isinstance(a, A.Heal):
            return 4.0
        if isinstance(a, A.ChooseCard):
            return card_value(a.card)
        if isinstance(a, A.PlayCard):
            return 50.0
        return 0.0

    @staticmethod
    def _race(g: Legendary) -> bool:
        """The Scheme's clock (or the Villain Deck) runs out about when the team would win."""
        o = outlook(g)
        return o.turns_to_loss < o.turns_to_win + WEIGHTS["race_turns"]

    @staticmethod
    def _heal_first(g: Legendary, p: int) -> bool:
        """KO the Wounds in hand instead of recruiting or fighting: when they are many and this
        turn's Attack cannot reach the Mastermind."""
        hand = g.players[p].hand
        wounds = sum(1 for c in hand if defn(c).kind == "wound")
        if wounds < WEIGHTS["heal_at"]:
            return False
        power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
        if g.tactics and power >= g.mm_strength():
            return False
        return g.recruit < WEIGHTS["heal_recruit"] or wounds >= WEIGHTS["heal_at"] + 1

    @staticmethod
    def _danger(g: Legendary) -> bool:
        """One or two more escapes would let evil win under this Scheme (its ``danger`` code)."""
        danger = ABILITIES.get(g.scheme, "danger")
        return danger is not None and bool(danger(g))

    def _classes(self, g: Legendary, p: int) -> set[str]:
        counts = Counter(filter(None, map(_HERO_CLASS.__getitem__, g.players[p].all_cards())))
        return {c for c, _ in counts.most_common(2) if c}

    # -- prompts --------------------------------------------------------------------------------
    def _answer(self, g: Legendary, p: int, actions: list[Action]) -> Action:
        assert g.decision is not None
        label, about = g.decision.prompt, g.decision.card
        opts = {a.option: a for a in actions if isinstance(a, A.ChooseOption)}
        cards = [a for a in actions if isinstance(a, A.ChooseCard)]
        if "yes" in opts:
            if label in ("wound_to_hand", "play_villain_card"):
                return opts["no"]  # no Wounds, and never hurry the villain deck along
            if label == "do_over":
                hand = g.players[p].hand
                return opts["yes" if sum(card_value(c) for c in hand) < 2 * len(hand) else "no"]
            return opts["yes"]
        if "others_draw" in opts:
            return opts["others_draw"]
        if label in ("discard_or_back", "ko_or_back"):
            bad = card_value(about) <= 0
            return opts["discard" if "discard" in opts else "ko"] if bad else opts["back"]
        if cards:
            if label in (
                "ko_pick",
                "discard_pick",
                "pass_left",
                "look_ko",
                "look_discard",
                "hq_ko",
                "hq_bottom",
            ):
                worst = min(cards, key=lambda a: card_value(a.card))
                if "done" in opts and card_value(worst.card) > 0:
                    return opts["done"]
                return worst
            best = max(cards, key=lambda a: card_value(a.card) + (100 if a.zone == "mastermind" else 0))
            if "no" in opts and label == "free_recruit" and card_value(best.card) < 2:
                return opts["no"]
            return best
        spaces = [a for a in actions if isinstance(a, A.ChooseSpace)]
        if spaces:
            if label == "cyclone_villain":
                held = [a for a in spaces if g.captured.get(g.city[a.space] or "")]
                return held[0] if held else opts.get("no", spaces[0])
            if label == "cyclone_space":
                return min(spaces, key=lambda a: a.space)
            if label == "capture_pick":
                return min(spaces, key=lambda a: g.strength(a.space))

            def worth(a: A.ChooseSpace) -> int:
                v = g.city[a.space]
                return 0 if v is None else defn(v).vp + len(g.captured.get(v, ()))

            return max(spaces, key=worth)
        players = [a for a in actions if isinstance(a, A.ChoosePlayer)]
        if players:
            return max(
                players,
                key=lambda a: (
                    sum(
                        1
                        for c in g.players[a.target].hand + g.players[a.target].discard
                        if defn(c).kind == "wound"
                    ),
                    a.target == p,
                ),
            )
        if "done" in opts:
            return opts["done"]
        return actions[0]


AGENTS: dict[str, AgentFactory] = {"random": RandomAgent, "normal": NormalAgent}
