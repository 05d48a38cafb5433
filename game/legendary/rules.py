"""Turn structure and the villain deck: start and end of turn, villains entering the city,
pushing and escapes, bystander capture, Scheme Twists, Master Strikes, the Final Showdown.

These are effect ops like the cards' own, so a prompt in the middle of an escape (which Hero
does the escaping villain KO?) suspends the turn like any other decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.result import Termination

from . import actions as A
from .abilities import program_of, run
from .cards import defn
from .effects import op
from .state import Phase, Showdown
from .steps import Reply, Step

if TYPE_CHECKING:
    from .engine import Legendary


# -- the turn -------------------------------------------------------------------------------------
@op("start_turn")
def _start_turn(g: Legendary, s: Step, a: Reply) -> None:
    p = s[3]
    g.current = p
    g.turn += 1
    reset_turn(g)
    g.ev(A.TurnStarted(p, g.turn))
    if g.phase == "main":
        g.queue.append(("villain_card", p, ""))


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


@op("end_turn")
def _end_turn(g: Legendary, s: Step, a: Reply) -> None:
    p = s[3]
    if g.phase == "showdown":
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
    g.queue.append(("start_turn", nxt, "", nxt))


def cleanup(g: Legendary, p: int) -> None:
    """Discard played cards and hand, draw a new hand (6, or as this turn's effects say)."""
    pl = g.players[p]
    bubble = [c for c in g.bubble if c in pl.played or c in pl.hand]
    for c in bubble:
        (pl.played if c in pl.played else pl.hand).remove(c)
    g.ev(A.Cleanup(p, tuple(pl.played + pl.hand)))
    pl.discard.extend(pl.played)
    pl.discard.extend(pl.hand)
    pl.played = []
    pl.hand = []
    size = 8 if g.mods.get("draw8") else 6
    g.draw(p, size + g.mods.get("extra_draw", 0), counts=False)
    # Magneto, Electromagnetic Bubble: "add that Hero to your hand as a seventh card."
    pl.hand.extend(bubble)
    g.mods = {}
    g.bubble = []
    g.played_log = []


# -- the villain deck --------------------------------------------------------------------------------
@op("villain_card")
def _villain_card(g: Legendary, s: Step, a: Reply) -> None:
    p = s[1]
    if g.phase != "main":
        return
    if not g.villain_deck:
        g.villain_out = True
        return
    card = g.villain_deck.pop()
    if not g.villain_deck:
        g.villain_out = True
    g.ev(A.VillainCardPlayed(p, card))
    kind = defn(card).kind
    if (
        kind in ("villain", "henchman")
        or (kind == "hero" and g.scheme == "secret_invasion")
        or (kind == "bystander" and g.scheme == "killbots")
    ):
        g.queue.append(("enter_city", p, card, card))
    elif kind == "bystander":
        capture_nearest(g, card)
    elif kind == "twist":
        g.queue.append(("twist", p, card, card))
    elif kind == "strike":
        g.queue.append(("strike", p, card, card))


def capture_nearest(g: Legendary, card: str) -> None:
    """A bystander is captured by the villain nearest the villain deck, else by the Mastermind."""
    holder = next((v for v in g.city if v is not None), None) or "mastermind"
    g.captured.setdefault(holder, []).append(card)
    g.ev(A.BystanderCaptured(card, holder if holder != "mastermind" else g.mastermind))


@op("enter_city")
def _enter_city(g: Legendary, s: Step, a: Reply) -> None:
    """The villain enters the Sewers, pushing the others toward the Bridge only to make room; one
    pushed off the Bridge escapes, and escapes resolve before the newcomer's Ambush."""
    p, card = s[1], s[3]
    escaping = enter(g, card)
    run(g, "ambush", card, p)
    if escaping is not None:
        g.queue.append(("escape", p, escaping, escaping))


def enter(g: Legendary, card: str) -> str | None:
    """Put ``card`` in the Sewers; return the villain pushed off the Bridge, if any."""
    city = g.city
    escaping = None
    if city[0] is not None:
        empty = next((i for i in range(1, 5) if city[i] is None), None)
        last = 4 if empty is None else empty
        if empty is None:
            escaping = city[4]
        for i in range(last, 0, -1):
            city[i] = city[i - 1]
        city[0] = None
        for i in range(1, last + 1):
            v = city[i]
            if v is not None:
                g.ev(A.VillainMoved(v, i))
    city[0] = card
    g.ev(A.VillainEntered(card, 0))
    return escaping


@op("escape")
def _escape(g: Legendary, s: Step, a: Reply) -> None:
    """An escaping villain: to the Escaped pile with its bystanders; it KOs a Hero costing 6 or
    less from the HQ; each player discards a card if it held bystanders; then its Escape effect.

    Decision: a Villain leaves with what it holds. The Hero under a Skrull goes to the Escaped pile
    with it, face up, and counts for "Heroes in the Escaped pile" (it is not an escaped Villain)."""
    p, v = s[1], s[3]
    g.escaped.append(v)
    g.ev(A.VillainEscaped(v))
    held = g.captured.pop(v, [])
    g.escaped.extend(held)
    g.carried_off += len(held)
    hero = g.under.pop(v, None)
    if hero is not None:
        g.escaped.append(hero)
        g.carried_heroes += 1
    steps: list[Step] = [("hq_ko", p, v, 6)]
    if held:
        steps.append(("each", p, v, "all", (("discard_pick", 1),)))
    program = program_of(v, "escape")
    if program:
        steps.append(("seq", p, v, program))
    for st in reversed(steps):
        g.queue.append(st)
    check_escapes(g)


def check_escapes(g: Legendary) -> None:
    if g.scheme == "midtown_bank_robbery" and g.carried_off >= 8:
        g.evil_wins("bystanders_carried_off")  # "When 8 Bystanders are carried away by escaping Villains."
    elif g.scheme == "negative_zone_prison_breakout":
        if sum(1 for c in g.escaped if defn(c).kind in ("villain", "henchman")) >= 12:
            g.evil_wins("villains_escaped")  # "If 12 Villains escape."
    elif g.scheme == "killbots":
        if sum(1 for c in g.escaped if defn(c).kind == "bystander") - g.carried_off >= 5:
            g.evil_wins("killbots_escaped")  # 'If 5 "Killbots" escape.'
    elif g.scheme == "secret_invasion":
        if sum(1 for c in g.escaped if defn(c).kind == "hero") >= 6:
            g.evil_wins("heroes_escaped")  # "If 6 Heroes get into the Escaped Villains pile."


@op("hq_ko")
def _hq_ko(g: Legendary, s: Step, a: Reply) -> None:
    """KO a Hero costing ``limit`` or less from the HQ (the current player chooses); refill."""
    limit = s[3]
    mode = s[4] if len(s) > 4 else "ko"
    if a is None:
        uniq = {defn(c).id: c for c in g.hq if c is not None and defn(c).cost <= limit}
        choices = [("card", c, "hq") for c in uniq.values()]
        if not choices:
            return
        if len(choices) > 1:
            g.ask(g.current, s, choices, "hq_ko" if mode == "ko" else "hq_bottom", s[2])
            return
        a = choices[0]
    card = a[1]
    slot = g.hq.index(card)
    g.hq[slot] = None
    if mode == "ko":
        g.ko_card(g.current, card, "hq")
    else:  # advanced solo: the Hero goes to the bottom of the Hero Deck
        g.hero_deck.insert(0, card)
        g.ev(A.HeroToDeckBottom(card, slot))
    g.refill_hq()
    g.check_hero_deck()


# -- twists and strikes ------------------------------------------------------------------------------
@op("twist")
def _twist(g: Legendary, s: Step, a: Reply) -> None:
    from .schemes import twist

    p, card = s[1], s[3]
    g.twists_played += 1
    g.ev(A.SchemeTwist(card, g.twists_played))
    twist(g, p, card, g.twists_played)


@op("strike")
def _strike(g: Legendary, s: Step, a: Reply) -> None:
    p, card = s[1], s[3]
    g.ev(A.MasterStrike(card))
    g.ko.append(card)
    if g.n == 1 and g.options["solo"] == "advanced":
        g.queue.append(("villain_card", p, card))  # advanced solo: then play another villain card
    run(g, "strike", g.mastermind, p, card)


# -- the Final Showdown --------------------------------------------------------------------------------
@op("mastermind_beaten")
def _mastermind_beaten(g: Legendary, s: Step, a: Reply) -> None:
    """The 4th Tactic's fight is fully resolved: the players win (or the Final Showdown starts)."""
    if g.options["final_showdown"]:
        start_showdown(g, s[1])
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
    g.queue.append(("start_turn", order[0], "", order[0]))


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
        g.queue.append(("start_turn", nxt, "", nxt))
        return
    best = max(sd.points[q] for q in sd.order)
    tied = [q for q in sd.order if sd.points[q] == best]
    if len(tied) > 1 and sd.round < 5:
        # Super Showdown: the tied players discard everything, draw 6 and go again.
        for q in tied:
            cleanup(g, q)
        sd.order, sd.index, sd.round = tied, 0, sd.round + 1
        g.queue.append(("start_turn", tied[0], "", tied[0]))
        return
    champion = tied[0]
    g.players[champion].victory.append(g.mastermind)
    g.ev(A.ShowdownWon(champion, g.mastermind))
    g.finish(list(range(g.n)), Termination.MASTERMIND_DEFEATED)
