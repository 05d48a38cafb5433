"""The Legendary game: the engine contract (actions, apply, observation, save) over ``Table``.

A turn is a queue of effect steps: ``start_turn`` plays the villain card, the main phase waits
for the active player's actions, ``end_turn`` cleans up and starts the next turn. Any step may
stop on a prompt for any player; ``to_move`` is whoever must answer now.

Choices the rules spec leaves to the implementation (beyond its own **Decisions**):
- "Reveal a X Hero or ..." reveals automatically when the player can (never worse); so do the
  optional reveals of Psychic Link, and Ymir's "any number of Wounds" KOs them all.
- Identical cards in one zone are one choice; a prompt with one choice is answered at once.
- Healing is an action (``heal``) that ends recruiting and fighting for the turn.
- God of Thunder: a fight is paid from Attack first, then Recruit.
- The 4th Tactic's Fight effect (and the fight's other effects) resolve before the game ends or
  the Final Showdown starts; with the Final Showdown the Mastermind card is worth its Tactics'
  5 VP; Super Showdowns stop after 5 rounds.
- A deck "runs out" when it becomes empty; the game then ends at the end of that turn as a draw
  (``winners`` empty, ``top_heroes`` in the result), except Super Hero Civil War (evil wins).
- Mystique's escape counts as a Twist; under a Scheme that keeps its Twists she goes next to it
  and counts there (spec Decision), otherwise her card stays in the Escaped pile.
- The Amazing Spider-Man: the player picks the top card, then the second.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, Event, GameOver
from game.core.base import Game, Option
from game.core.result import Result, Termination
from game.core.rng import GameRNG

from . import actions as A
from . import effects as E
from . import programs as _programs  # noqa: F401  (registers and checks every card's code)
from .abilities import ABILITIES, EVIL_WINS_AT_HERO_DECK, EVIL_WINS_AT_WOUND, codes, run, scheme_check
from .cards import BRIDGE, CITY, HEROES, MASTERMINDS, ROOFTOPS, SCHEMES, VILLAIN_GROUPS, defn
from .decisions import Choice, Prompt
from .picks import costs_a_discard
from .rules import END_OF_TURN, MastermindBeaten, start_turn
from .schemes import VILLAINS_ONLY_STRONGER
from .state import MAIN, PLAIN_STRENGTH, PlayerZones, Table
from .steps import ANSWERS, Answer, Queued, matches


class Legendary(Table, Game):
    NAME = "legendary"
    PLAYERS = (1, 5)
    DEFAULT_PLAYERS = 2
    OPTIONS = {
        "first_game": Option(False, kind=bool, help="the rulebook's first-game setup"),
        "mastermind": Option("random", choices=("random",) + tuple(MASTERMINDS)),
        "scheme": Option("random", choices=("random",) + SCHEMES),
        "heroes": Option("random", kind=str, help="'random' or hero ids separated by commas", max_len=400),
        "villains": Option(
            "random", kind=str, help="'random' or villain group ids separated by commas", max_len=400
        ),
        "henchmen": Option(
            "random", kind=str, help="'random' or henchman group ids separated by commas", max_len=400
        ),
        "solo": Option("official", choices=("official", "advanced"), help="solo rules for 1 player"),
        "final_showdown": Option(False, kind=bool),
        "showdown_first": Option("finisher", choices=("finisher", "left")),
        "difficulty": Option("normal", choices=("normal", "heroic", "champion", "legendary")),
        "mastermind_strength": Option(
            0, kind=int, help="-1 (Distracted) to +5 (All-Powerful)", low=-1, high=5
        ),
        "first_player": Option(0, kind=int, help="the seat that starts, 0 to players - 1", low=0, high=4),
    }

    # -- construction -------------------------------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> Legendary:
        from .setup import build

        opts = cls.check_options(options)
        g = cls(players, seed, rng or GameRNG(seed), opts, [PlayerZones() for _ in range(players)])
        build(g)
        g.events = []
        g.queue.append(start_turn(g.current))
        g.run()
        # What happened before anyone acted (turn 1 and its villain card), for the game log.
        g.opening_events = [e.to_dict() for e in g.events]
        g.events = []
        return g

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """``Game.check_options``, its answers kept for the options as given (each value with its
        type: ``1`` is not ``True`` here): ``new_game`` checks them, then ``new`` again."""
        key = tuple((name, type(value), value) for name, value in options.items())
        try:
            checked = _CHECKED.get(key)
            keeps = True
        except TypeError:  # a value that cannot be a key (a list): checked each time
            checked, keeps = None, False
        if not keeps:
            return super().check_options(options)
        if checked is None:
            checked = super().check_options(options)
            if len(_CHECKED) >= 256:
                _CHECKED.clear()
            _CHECKED[key] = checked
        return dict(checked)

    # -- the contract -------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.over is not None:
            return None
        if self.decision is not None:
            return self.decision.player
        return self.current

    @property
    def is_over(self) -> bool:
        return self.over is not None

    def _legal_actions(self) -> list[Action]:
        decision = self.decision
        if decision is not None:
            return list(decision.choices)
        hand = self.players[self.current].hand
        # each card's ``play`` (Wounds and Heroes; a Hero that costs a discard needs another card)
        acts: list[Action] = list(filter(None, map(_PLAY_OF if len(hand) > 1 else _PLAY_ALONE_OF, hand)))
        if self.phase is not MAIN or self.healed:
            acts.append(END_TURN)
            return acts
        offers = self.offers
        if offers is None:
            offers = self.offers = _Offers(self)
        if offers.hq != self.hq:
            offers.see_hq(self.hq)
        if offers.city != self.city:
            offers.see_city(self.city)
        budget = self.recruit
        if budget >= offers.least_cost:
            acts += [a for cost, a in offers.recruits if cost <= budget]
        if budget >= 3 and self.officers:
            officer = self.officers[-1]
            acts.append(_OFFICERS.get(officer) or _OFFICERS.setdefault(officer, A.RecruitOfficer(officer)))
        mods = self.mods
        power = self.attack + (budget if mods and mods.get("thunder") else 0)
        if mods or offers.city_floor <= power or not offers.floors:
            self._add_fights(self.current, power, acts, offers)
        if self.tactics:
            mm = offers.mm_plain
            if mm is None or mods:
                mm = self.mm_strength()
            if mm <= power:
                m = self.mastermind
                acts.append(_MM_FIGHTS.get(m) or _MM_FIGHTS.setdefault(m, A.FightMastermind(m)))
        if not self.acted and any(map(_IS_WOUND_OF, hand)):
            acts.append(HEAL)
        acts.append(END_TURN)
        return acts

    def _add_fights(self, p: int, power: int, acts: list[Action], offers: _Offers) -> None:
        """The fights ``power`` pays for: ``strength`` of each space with its lookups made once
        for the whole city."""
        mods = self.mods
        bonus = offers.bonus
        rooftops = mods.get("rooftops_minus", 0) if mods else 0
        bridge = mods.get("bridge_minus", 0) if mods else 0
        # No strength is below its villain's floor (``_FLOOR``) while nothing weakens a space
        # and the Scheme's rule only adds: then the villains above ``power`` are passed over.
        if bonus is None and not rooftops and not bridge:
            # a villain's strength is its printed one (or ``villain_base``'s) as it is
            for i, v in enumerate(self.city):
                if v is not None:
                    s = PLAIN_STRENGTH[v]
                    if s is None:
                        s = self.villain_base(v)
                    if (s if s > 0 else 0) <= power:
                        rule = _FIGHT_RULE[v]
                        if rule is None or rule(self, p):
                            acts.append(_FIGHTS[i][v])
            return
        floors = offers.floors and not rooftops and not bridge
        for i, v in enumerate(self.city):
            if v is None or (floors and _FLOOR[v] > power):
                continue
            s = PLAIN_STRENGTH[v]
            if s is None:
                s = self.villain_base(v)
            if bonus is not None:
                s += bonus(self, i, v)
            if i == ROOFTOPS:
                s -= rooftops
            elif i == BRIDGE:
                s -= bridge
            if (s if s > 0 else 0) <= power:
                rule = _FIGHT_RULE[v]
                if rule is None or rule(self, p):
                    acts.append(_FIGHTS[i][v])

    def can_fight(self, p: int, v: str) -> bool:
        """Whether ``p`` may defeat ``v`` at all ("You can't defeat Blob unless ...")."""
        rule = _BY_KEY.get((defn(v).id, "can_fight"))
        return rule is None or bool(rule.fn(self, p))

    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        p = self.current
        if self.decision is not None:
            resume = self.asking
            assert resume is not None
            if not isinstance(action, ANSWERS):
                raise ValueError(f"{action!r} does not answer a Legendary prompt")
            self.decision = self.asking = None
            who, src, step = resume
            step.run(self, who, src, action)
        elif isinstance(action, A.PlayCard):
            self.play_card(p, action.card)
        elif isinstance(action, A.EndTurn):
            END_OF_TURN.run(self, p, "", None)  # at once: the loop would run it first
        elif isinstance(action, A.Recruit):
            self.recruit -= defn(action.card).cost
            self.hq[action.slot] = None
            self.players[p].discard.append(action.card)
            self.acted = True
            self.ev(A.RECRUITED[p][action.card])
            self.refill_hq()
        elif isinstance(action, A.RecruitOfficer):
            self.recruit -= 3
            self.officers.pop()
            self.players[p].discard.append(action.card)
            self.acted = True
            self.ev(A.RECRUITED[p][action.card])
        elif isinstance(action, A.Fight):
            self.pay(self.strength(action.space))
            self.defeat_villain(p, action.space)
        elif isinstance(action, A.FightMastermind):
            self.pay(self.mm_strength())
            self.defeat_mastermind(p)
        elif isinstance(action, A.Heal):
            wounds = [c for c in self.players[p].hand if defn(c).kind == "wound"]
            for c in wounds:
                self.players[p].hand.remove(c)
                self.ko_card(p, c, "hand")
            self.healed = True
            self.ev(A.Healed(p, len(wounds)))
        if self.queue or self.over is not None:
            self.run()
        events = self.events
        self.events = []
        return events

    def pay(self, cost: int) -> None:
        use = min(cost, self.attack)
        self.attack -= use
        self.recruit -= cost - use  # only reachable with God of Thunder

    def play_card(self, p: int, card: str, program_of: str | None = None) -> None:
        pl = self.players[p]
        pl.hand.remove(card)
        pl.played.append(card)
        self.events.append(A.PLAYED[p][card])
        hero = _HERO_PLAY[card]
        if hero is None:
            return
        recruit, attack, code, logged, gained = hero
        self.played_log.append(logged)
        if (recruit or attack) and p == self.current:  # ``add_points``
            if recruit:
                self.recruit += recruit
                self.recruit_made += recruit
            if attack:
                self.attack += attack
            self.events.append(gained[p])
        if code is not None:
            code(self, p, card)  # ``run(self, "play", card, p)``

    def superpower(self, src: str, req: str) -> bool:
        return any(e[0] != src and self.log_matches(e, req) for e in self.played_log)

    def log_matches(self, e: tuple[str, str, str], flt: str) -> bool:
        return matches(e[1], flt) or e[2] == flt

    def copy_colors(self, p: int) -> set[str]:
        return {defn(e[1]).color for e in self.played_log if e[2]} if p == self.current else set()

    # -- prompts and the queue -----------------------------------------------------------------------
    def ask(
        self,
        p: int,
        resume: Queued,
        choices: Sequence[Answer],
        prompt: Prompt,
        card: str = "",
        left: int | None = None,
        shown: list[str] | None = None,
    ) -> None:
        """Wait for ``p``'s answer; then ``resume`` runs again with it. ``left``: how many more
        cards this run of prompts takes (this one included); ``shown``: the cards the player looks
        at, all of them (identical cards are one choice, so the choices alone may show fewer)."""
        self.decision = Choice(
            p,
            prompt,
            card,
            tuple(choices),
            1 if left is None else left,
            () if shown is None else tuple(shown),
        )
        self.asking = resume

    def run(self) -> None:
        q = self.queue
        for _ in range(100_000):  # a safety net: no card combination should come near this
            if self.decision is not None or not q or self.over is not None:
                break
            p, src, step = q.pop()
            step.run(self, p, src, None)
        else:
            self.finish([], Termination.ENDLESS_EFFECT_LOOP)
        if self.over is not None:
            self.queue.clear()
            self.decision = self.asking = None

    # -- fighting -------------------------------------------------------------------------------------
    def defeat_villain(self, p: int, space: int) -> None:
        v = self.city[space]
        assert v is not None
        self.city[space] = None
        self.fight_space = space
        self.acted = True
        pl = self.players[p]
        d = defn(v)
        self.ev(A.Defeated(p, v, space))
        if d.kind == "hero":  # Secret Invasion: "If you defeat that Hero, you gain it."
            pl.discard.append(v)
            self.ev(A.Gained(p, v, "discard"))
        else:
            pl.victory.append(v)
        for b in self.captured.pop(v, []):
            pl.victory.append(b)
            self.ev(A.Rescued(p, b))
        self.after_defeat(p)
        run(self, "fight", v, p)

    def after_defeat(self, p: int) -> None:
        # Emma Frost, Diamond Form: "Whenever you defeat a Villain or Mastermind this turn, you get +3 Recruit."
        # Hawkeye, Impossible Trick Shot: "... rescue three Bystanders."
        if self.mods.get("diamond"):
            self.queue.append((p, "", E.Recruit(3 * self.mods["diamond"])))
        if self.mods.get("trick_shot"):
            self.queue.append((p, "", E.Rescue(3 * self.mods["trick_shot"])))

    def defeat_mastermind(self, p: int) -> None:
        if not self.tactics:
            return
        tactic = self.tactics.pop(self.rng.randbelow(len(self.tactics)))
        pl = self.players[p]
        pl.victory.append(tactic)
        self.acted = True
        self.ev(A.MastermindFought(p, tactic, len(self.tactics)))
        for b in self.captured.pop("mastermind", []):
            pl.victory.append(b)
            self.ev(A.Rescued(p, b))
        if not self.tactics:
            # "The Mastermind is beaten after its 4th Tactic: the players win." Decision: the last
            # fight is fought in full: its Tactic's Fight effect and the fight's other effects
            # (Diamond Form, Impossible Trick Shot) resolve first, then the players win or the
            # Final Showdown starts (the step runs once everything queued above it is done).
            self.queue.append((p, tactic, MASTERMIND_BEATEN))
        self.after_defeat(p)
        run(self, "tactic", tactic, p)

    # -- the end ----------------------------------------------------------------------------------------
    def finish(self, winners: list[int], termination: Termination, detail: str = "") -> None:
        if self.over is not None:
            return
        self.over = Result(tuple(winners), termination, detail=detail)
        if termination is Termination.EVIL_WINS:
            self.ev(A.EvilWins(detail))
        self.ev(GameOver(tuple(winners), self.over.reason))

    def evil_wins(self, why: str) -> None:
        """The Scheme's evil-wins condition ``why`` came true."""
        self.finish([], Termination.EVIL_WINS, why)

    def check_hero_deck(self) -> None:
        """After the HQ refills: the Scheme's Evil Wins about the Hero Deck (Super Hero Civil War)."""
        scheme_check(self, EVIL_WINS_AT_HERO_DECK)

    def after_wound(self) -> None:
        """After a Wound is gained: the Scheme's Evil Wins about the Wound stack (The Legacy Virus)."""
        scheme_check(self, EVIL_WINS_AT_WOUND)

    def solo_score(self) -> int:
        """Solo: VP - 4 per Bystander carried away - 3 per Twist played - 1 per escaped Villain."""
        escaped_villains = (
            sum(1 for c in self.escaped if defn(c).kind != "bystander")
            - self.carried_heroes
            + (sum(1 for c in self.escaped if defn(c).kind == "bystander") - self.carried_off)
        )
        return self.vp(0) - 4 * self.carried_off - 3 * self.twists_played - escaped_villains

    def result(self) -> Result:
        scores = tuple(self.vp(p) for p in range(self.n))
        best = max(scores)
        extra: dict[str, Any] = {"top_heroes": [p for p in range(self.n) if scores[p] == best]}
        if self.n == 1:
            extra["solo_score"] = self.solo_score()
        if self.over is None:
            return Result((), Termination.IN_PROGRESS, scores, extra=extra)
        return Result(self.over.winners, self.over.termination, scores, self.over.detail, extra)

    # -- views ------------------------------------------------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        from .view import observation

        return observation(self, player)

    def to_dict(self) -> dict[str, Any]:
        return self.state_dict()

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Legendary:
        return cls.from_state_dict(d)

    def clone(self) -> Legendary:
        return self.copy()


_CHECKED: dict[tuple[tuple[str, type, Any], ...], dict[str, Any]] = {}  # check_options' answers
MASTERMIND_BEATEN = MastermindBeaten()
# the main phase's actions, made once each (``legal_actions`` offers them at every step)
HEAL, END_TURN = A.Heal(), A.EndTurn()
_BY_KEY = ABILITIES.by_key


# ``A.Kept`` by card: what ``make(card)`` gives for each card (an action naming it, a number read
# from its definition), by instance id, made the first time a card is asked for, then kept.


def _play_of(card: str, alone: bool) -> A.PlayCard | None:
    """A card's ``play`` from a hand of several cards, or (``alone``) as the only card in hand:
    Wounds and Heroes, but not a Hero whose play costs a discard when it is alone."""
    d = defn(card)
    if d.kind == "wound" or (d.kind == "hero" and not (alone and costs_a_discard(d.id))):
        return _PLAYS[card]
    return None


def _recruit_in(slot: int, card: str) -> A.Recruit:
    return A.Recruit(card, slot)


def _fight_in(space: int, card: str) -> A.Fight:
    return A.Fight(card, space)


def _fight_rule(card: str) -> Any:
    rule = _BY_KEY.get((defn(card).id, "can_fight"))
    return None if rule is None else rule.fn


_PLAYS: A.Kept[str, A.PlayCard] = A.Kept(A.PlayCard)
_PLAY: A.Kept[str, A.PlayCard | None] = A.Kept(lambda c: _play_of(c, False))
_PLAY_ALONE: A.Kept[str, A.PlayCard | None] = A.Kept(lambda c: _play_of(c, True))
_IS_WOUND: A.Kept[str, bool] = A.Kept(lambda c: defn(c).kind == "wound")
_PLAY_OF, _PLAY_ALONE_OF, _IS_WOUND_OF = _PLAY.__getitem__, _PLAY_ALONE.__getitem__, _IS_WOUND.__getitem__
# by HQ space or city space, by card
_RECRUITS = tuple(A.Kept(functools.partial(_recruit_in, i)) for i in range(5))
_FIGHTS = tuple(A.Kept(functools.partial(_fight_in, i)) for i in range(len(CITY)))
_FIGHT_RULE: A.Kept[str, Any] = A.Kept(_fight_rule)  # a villain's "can_fight" rule (None: it has none)
_OFFICERS: dict[str, A.RecruitOfficer] = {}
_MM_FIGHTS: dict[str, A.FightMastermind] = {}


def _floor(card: str) -> int:
    """The least a villain's strength can be when the Scheme adds nothing and no modifier is
    in play: its printed strength for a Villain or Henchman without a "*", else 0."""
    s = PLAIN_STRENGTH[card]
    return 0 if s is None else max(0, s)


_FLOOR: A.Kept[str, int] = A.Kept(_floor)
_MM_PLAIN: A.Kept[str, int] = A.Kept(lambda mm: defn(mm).strength)
_MM_BONUS: A.Kept[str, Any] = A.Kept(lambda scheme: _BY_KEY.get((scheme, "mastermind_attack")))
_VILLAIN_BONUS: A.Kept[str, Any] = A.Kept(
    lambda scheme: getattr(_BY_KEY.get((scheme, "villain_attack")), "fn", None)
)


_COST: A.Kept[str, int] = A.Kept(lambda c: defn(c).cost)


class _Offers:
    """What the HQ and the city offer the main phase, kept for the HQ and the city as they are
    (``legal_actions`` compares them and remakes the part whose zone has changed): each HQ
    Hero's recruit with its cost and the least of those costs; the least floor (``_FLOOR``) of
    the villains in the city; and, for the whole game, whether the Scheme's rule only makes
    villains stronger and the Mastermind's plain strength (None when the Scheme changes it)."""

    __slots__ = ("hq", "city", "recruits", "least_cost", "city_floor", "bonus", "floors", "mm_plain")

    def __init__(self, g: Legendary) -> None:
        self.see_hq(g.hq)
        self.see_city(g.city)
        self.bonus = _VILLAIN_BONUS[g.scheme]  # the Scheme's villain_attack rule
        self.floors = self.bonus is None or g.scheme in VILLAINS_ONLY_STRONGER
        plain = _MM_PLAIN[g.mastermind] + int(g.options.get("mastermind_strength", 0))
        self.mm_plain = max(0, plain) if _MM_BONUS[g.scheme] is None else None

    def see_hq(self, hq: list[str | None]) -> None:
        self.hq = hq.copy()
        self.recruits = [(_COST[h], _RECRUITS[i][h]) for i, h in enumerate(hq) if h is not None]
        self.least_cost = min([cost for cost, _ in self.recruits]) if self.recruits else _NEVER

    def see_city(self, city: list[str | None]) -> None:
        self.city = city.copy()
        self.city_floor = min(map(_FLOOR.__getitem__, filter(None, city)), default=_NEVER)


_NEVER = 1 << 30  # more Recruit or Attack than any turn makes
_PLAY_CODE = codes("play")


HeroPlay = tuple[int, int, Any, tuple[str, str, str], tuple[A.PointsGained, ...]]


def _hero_play(card: str) -> HeroPlay | None:
    """What playing a Hero does before its text: its printed Recruit and Attack, its ``play``
    code, its entry in the turn's ``played_log`` and the ``PointsGained`` it makes, by seat
    (None for a card that is not a Hero)."""
    d = defn(card)
    if d.kind != "hero":
        return None
    recruit, attack = d.recruit or 0, d.attack or 0
    gained = tuple(A.POINTS[seat][recruit, attack] for seat in range(A.SEATS))
    return (recruit, attack, _PLAY_CODE[card], (card, d.id, ""), gained)


_HERO_PLAY: A.Kept[str, HeroPlay | None] = A.Kept(_hero_play)

__all__ = ["Legendary", "CITY", "HEROES", "VILLAIN_GROUPS"]
