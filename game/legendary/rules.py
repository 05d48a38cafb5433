"""Turn structure and the villain deck: start and end of turn, villains entering the city,
pushing and escapes, bystander capture, Scheme Twists, Master Strikes, the Final Showdown.

These are effect steps like the cards' own, so a prompt in the middle of an escape (which Hero
does the escaping villain KO?) suspends the turn like any other decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from game.core.result import Termination

from . import actions as A
from .abilities import EVIL_WINS_AT_ESCAPE, program_of, run, scheme_check
from .cards import SCHEME_RULES, defn
from .decisions import Prompt
from .effects import Seq, each
from .picks import ONE_DISCARD, FromHq, in_hq
from .state import MAIN, SHOWDOWN, Phase, Showdown
from .steps import Answer, Program, Queued, Reply, Step, passes

if TYPE_CHECKING:
    from .engine import Legendary


# -- the turn -------------------------------------------------------------------------------------
def run_next(g: Legendary, p: int, src: str, step: Step) -> None:
    """Run ``step`` now, as the engine's loop would run it next, or queue it when a prompt waits
    or the game is over. Only for the last thing a step does that is run by the loop or by an
    answer (never by another step): the loop would pop it next, so running it at once is the same."""
    if g.decision is None and g.over is None:
        step.run(g, p, src, None)
    else:
        g.queue.append((p, src, step))


@dataclass(frozen=True, slots=True)
class StartTurn(Step):
    """Player ``p``'s turn starts: in the main phase, with the top card of the Villain Deck."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.current = p
        g.turn += 1
        reset_turn(g)
        g.events.append(A.TURN_STARTED[p][g.turn])
        if g.phase is MAIN:
            run_next(g, p, "", VILLAIN_CARD)


def start_turn(p: int) -> Queued:
    """The queued start of ``p``'s turn."""
    return (p, "", START_TURN)


def reset_turn(g: Legendary) -> None:
    g.recruit = 0
    g.attack = 0
    g.mods = {}
    g.played_log = []
    g.extra_drawn = 0
    g.recruit_made = 0
    g.acted = False
    g.healed = False
    g.fight_space = -1
    g.bubble = []


@dataclass(frozen=True, slots=True)
class EndOfTurn(Step):
    """Player ``p`` ends the turn: clean up and draw, then the next turn (or the showdown's)."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.phase is SHOWDOWN:
            showdown_turn_done(g, p)
            return
        cleanup(g, p)
        if g.over is not None:
            return
        if g.villain_out or g.hero_out:
            # "Hero deck or villain deck runs out: the game ends in a draw."
            g.finish([], Termination.VILLAIN_DECK_OUT if g.villain_out else Termination.HERO_DECK_OUT)
            return
        nxt = p if g.extra_turn else (p + 1) % g.n
        g.extra_turn = False
        run_next(g, nxt, "", START_TURN)  # ``start_turn(nxt)`` queued


START_TURN, END_OF_TURN = StartTurn(), EndOfTurn()


def cleanup(g: Legendary, p: int) -> None:
    """Discard played cards and hand, draw a new hand (6, or as this turn's effects say)."""
    pl = g.players[p]
    bubble = [c for c in g.bubble if c in pl.played or c in pl.hand] if g.bubble else []
    for c in bubble:
        (pl.played if c in pl.played else pl.hand).remove(c)
    played, hand = pl.played, pl.hand
    g.events.append(A.Cleanup(p, (*played, *hand)))
    pl.discard += played
    pl.discard += hand
    pl.played = []
    pl.hand = []
    mods = g.mods
    size = ((8 if mods.get("draw8") else 6) + mods.get("extra_draw", 0)) if mods else 6
    g.draw(p, size, counts=False)
    # Magneto, Electromagnetic Bubble: "add that Hero to your hand as a seventh card."
    if bubble:
        pl.hand.extend(bubble)
    g.mods = {}
    g.bubble = []
    g.played_log = []


# -- the villain deck --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class VillainCard(Step):
    """Play the top card of the Villain Deck."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.phase is not MAIN:
            return
        deck = g.villain_deck
        if not deck:
            g.villain_out = True
            return
        card = deck.pop()
        if not deck:
            g.villain_out = True
        g.events.append(A.VILLAIN_CARD_PLAYED[p][card])
        kind = defn(card).kind
        if kind in ("villain", "henchman") or kind in SCHEME_RULES[g.scheme].villains_also:
            run_next(g, p, card, ENTER_CITY)
        elif kind == "bystander":
            capture_nearest(g, card)
        elif kind == "twist":
            run_next(g, p, card, TWIST)
        elif kind == "strike":
            run_next(g, p, card, STRIKE)


VILLAIN_CARD = VillainCard()


@dataclass(frozen=True, slots=True)
class PlayVillain(Step):
    """Play the top ``n`` cards of the Villain Deck."""

    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.phase == "showdown":
            return
        for _ in range(self.n):
            g.queue.append((p, src, VILLAIN_CARD))


def capture_nearest(g: Legendary, card: str) -> None:
    """A bystander is captured by the villain nearest the villain deck, else by the Mastermind."""
    holder = next((v for v in g.city if v is not None), None) or "mastermind"
    g.captured.setdefault(holder, []).append(card)
    g.ev(A.BystanderCaptured(card, holder if holder != "mastermind" else g.mastermind))


@dataclass(frozen=True, slots=True)
class EnterCity(Step):
    """The source villain enters the Sewers, pushing the others toward the Bridge only to make
    room; one pushed off the Bridge escapes, and escapes resolve before the newcomer's Ambush."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        escaping = enter(g, src)
        run(g, "ambush", src, p)
        if escaping is not None:
            run_next(g, p, escaping, ESCAPE)


def enter(g: Legendary, card: str) -> str | None:
    """Put ``card`` in the Sewers; return the villain pushed off the Bridge, if any."""
    city = g.city
    escaping = None
    if city[0] is not None:
        empty = city.index(None, 1) if None in city else None  # the first empty space after the Sewers
        last = 4 if empty is None else empty
        if empty is None:
            escaping = city[4]
        city[1 : last + 1] = city[:last]  # each one space on, up to the first empty space
        city[0] = None
        events = g.events
        for i in range(1, last + 1):
            v = city[i]
            if v is not None:
                events.append(A.MOVED[i][v])
    city[0] = card
    g.events.append(A.ENTERED[0][card])
    return escaping


@dataclass(frozen=True, slots=True)
class Escape(Step):
    """The source villain escapes: to the Escaped pile with its bystanders; it KOs a Hero costing
    6 or less from the HQ; each player discards a card if it held bystanders; then its Escape
    effect.

    Decision: a Villain leaves with what it holds. The Hero under a Skrull goes to the Escaped pile
    with it, face up, and counts for "Heroes in the Escaped pile" (it is not an escaped Villain)."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        v = src
        g.escaped.append(v)
        g.events.append(A.ESCAPED[v])
        held = g.captured.pop(v, [])
        g.escaped.extend(held)
        g.carried_off += len(held)
        hero = g.under.pop(v, None)
        if hero is not None:
            g.escaped.append(hero)
            g.carried_heroes += 1
        program = _ESCAPE_PROGRAM[v]  # ``program_of(v, "escape")``
        if program:
            g.queue.append((p, v, Seq(program)))
        if held:
            g.queue.append((p, v, EACH_DISCARDS))
        check_escapes(g)
        run_next(g, p, v, HQ_KO)  # next, unless the check ended the game


ENTER_CITY, ESCAPE = EnterCity(), Escape()


class _Escapes(dict[str, Program]):
    """Each villain's escape program, by instance id (filled in the first time one escapes)."""

    def __missing__(self, card: str) -> Program:
        program = self[card] = program_of(card, "escape")
        return program


_ESCAPE_PROGRAM = _Escapes()
EACH_DISCARDS = each(ONE_DISCARD)


def check_escapes(g: Legendary) -> None:
    """The Scheme's Evil Wins that escapes bring about (``schemes.escapes_win``)."""
    scheme_check(g, EVIL_WINS_AT_ESCAPE)


@dataclass(frozen=True, slots=True)
class HqKo(FromHq):
    """KO a Hero costing ``limit`` or less from the HQ (the current player chooses); refill
    (``bottom``: advanced solo puts it on the bottom of the Hero Deck instead)."""

    limit: int = 6
    mode: Literal["ko", "bottom"] = "ko"

    def offer(self, g: Legendary, p: int, src: str) -> list[Answer]:
        return in_hq(g, passes(f"cost<={self.limit}").__getitem__)

    def question(self) -> Prompt:
        return _HQ_KO if self.mode == "ko" else _HQ_BOTTOM

    def take(self, g: Legendary, p: int, src: str, hero: str, slot: int) -> None:
        if self.mode == "ko":
            g.ko_card(g.current, hero, "hq")
        else:  # advanced solo: the Hero goes to the bottom of the Hero Deck
            g.hero_deck.insert(0, hero)
            g.ev(A.HeroToDeckBottom(hero, slot))


HQ_KO = HqKo()
_HQ_KO, _HQ_BOTTOM = Prompt.HQ_KO, Prompt.HQ_BOTTOM  # plain names: a member read through its class is slow


# -- twists and strikes ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Twist(Step):
    """The source card is a Scheme Twist (Mystique may be one)."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        from .schemes import resolve_twist

        g.twists_played += 1
        g.ev(A.SchemeTwist(src, g.twists_played))
        resolve_twist(g, p, src)


@dataclass(frozen=True, slots=True)
class Strike(Step):
    """The source card is a Master Strike."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.ev(A.MasterStrike(src))
        g.ko.append(src)
        if g.n == 1 and g.options["solo"] == "advanced":
            g.queue.append((p, src, VILLAIN_CARD))  # advanced solo: then play another villain card
        run(g, "strike", g.mastermind, p, src)


TWIST, STRIKE = Twist(), Strike()


# -- the Final Showdown --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MastermindBeaten(Step):
    """The 4th Tactic's fight is fully resolved: the players win (or the Final Showdown starts)."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.options["final_showdown"]:
            start_showdown(g, p)
        else:
            g.finish(list(range(g.n)), Termination.MASTERMIND_DEFEATED)


def start_showdown(g: Legendary, winner: int) -> None:
    """After the 4th Tactic: that player ends the turn and draws 6, then each player takes a
    showdown turn (starting with that player, or the player on their left)."""
    g.queue.clear()
    cleanup(g, winner)
    first = winner if g.options["showdown_first"] == "finisher" else (winner + 1) % g.n
    order = [(first + i) % g.n for i in range(g.n)]
    g.phase = Phase.SHOWDOWN
    g.showdown = Showdown(order, 0, [0] * g.n, 1)
    g.queue.append(start_turn(order[0]))


def showdown_turn_done(g: Legendary, p: int) -> None:
    sd = g.showdown
    assert sd is not None
    points = g.recruit + g.attack
    sd.points[p] = points
    g.ev(A.ShowdownScore(p, points))
    pl = g.players[p]
    g.ev(A.Cleanup(p, tuple(pl.played)))  # no new hand in a showdown turn
    pl.discard.extend(pl.played)
    pl.played = []
    sd.index += 1
    if sd.index < len(sd.order):
        nxt = sd.order[sd.index]
        g.queue.append(start_turn(nxt))
        return
    best = max(sd.points[q] for q in sd.order)
    tied = [q for q in sd.order if sd.points[q] == best]
    if len(tied) > 1 and sd.round < 5:
        # Super Showdown: the tied players discard everything, draw 6 and go again.
        for q in tied:
            cleanup(g, q)
        sd.order, sd.index, sd.round = tied, 0, sd.round + 1
        g.queue.append(start_turn(tied[0]))
        return
    champion = tied[0]
    g.players[champion].victory.append(g.mastermind)
    g.ev(A.ShowdownWon(champion, g.mastermind))
    g.finish(list(range(g.n)), Termination.MASTERMIND_DEFEATED)
