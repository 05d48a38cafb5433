"""The effect interpreter: a small vocabulary of steps that every card's text is built from.

A *program* is a tuple of step templates ``(op, *args)``, plain data. ``push`` puts a program on
the state's queue as steps ``(op, player, source_card, *args)``; the engine pops and runs them one
by one. A step that needs someone's decision leaves a prompt (``g.ask``) and is resumed with the
answer, so effects never block and the queue saves and clones as data.

Ops registered here are the shared vocabulary (draw, gain, KO, reveal-or, choose one, may, each
player, rescue, capture, per-count bonuses...). Card modules may register a few specific ops.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.cards import CardDataError

from . import actions as A
from .abilities import program_of
from .cards import defn
from .steps import Answer, Step, card_filter, matches

if TYPE_CHECKING:
    from .engine import Legendary

OpFn = Callable[["Legendary", Step, "Answer | None"], None]
OPS: dict[str, OpFn] = {}
# where an op's template ``(op, *args)`` holds a card filter, by op: indexes into the template
FILTER_AT: dict[str, tuple[int, ...]] = {}


def op(name: str, filter_at: tuple[int, ...] = ()) -> Callable[[OpFn], OpFn]:
    """Register the op ``name``; ``filter_at``: the template positions of its card filters."""

    def register(fn: OpFn) -> OpFn:
        if name in OPS:
            raise ValueError(f"effect op {name!r} registered twice")
        OPS[name] = fn
        if filter_at:
            FILTER_AT[name] = filter_at
        return fn

    return register


def parse_filters(program: tuple[Any, ...]) -> None:
    """Parse every card filter of ``program`` and its nested programs (once; an unknown filter
    or op is a ``CardDataError`` when the card's code is loaded)."""
    for step in program:
        name = step[0]
        if name not in OPS:
            raise CardDataError(f"unknown effect op {name!r} in {step!r}")
        for i in FILTER_AT.get(name, ()):
            card_filter(step[i])
        for arg in step[1:]:
            _nested(arg)


def _nested(arg: Any) -> None:
    if not isinstance(arg, tuple) or not arg:
        return
    if isinstance(arg[0], str) and arg[0] in OPS:
        parse_filters((arg,))
        return
    for x in arg:
        _nested(x)


def push(g: Legendary, p: int, src: str, program: tuple[Any, ...]) -> None:
    """Queue ``program`` for player ``p`` so that its first step runs next."""
    q = g.queue
    for s in reversed(program):
        q.append((s[0], p, src) + tuple(s[1:]))


# -- basic resources ------------------------------------------------------------------------------
@op("draw")
def _draw(g: Legendary, s: Step, a: Answer | None) -> None:
    g.draw(s[1], s[3])


@op("recruit")
def _recruit(g: Legendary, s: Step, a: Answer | None) -> None:
    g.add_points(s[1], s[3], 0)


@op("attack")
def _attack(g: Legendary, s: Step, a: Answer | None) -> None:
    g.add_points(s[1], 0, s[3])


@op("rescue")
def _rescue(g: Legendary, s: Step, a: Answer | None) -> None:
    g.rescue(s[1], s[3])


@op("wound")
def _wound(g: Legendary, s: Step, a: Answer | None) -> None:
    """Gain ``n`` Wounds (one at a time, so "instead of gaining a Wound" triggers each time)."""
    p, src, n = s[1], s[2], s[3]
    dest = s[4] if len(s) > 4 else "discard"
    if n > 1:
        g.queue.append(("wound", p, src, n - 1, dest))
    g.queue.append(("gain_wound", p, src, dest))


@op("gain_wound")
def _gain_wound(g: Legendary, s: Step, a: Answer | None) -> None:
    p, dest = s[1], s[3]
    if not g.wounds:
        return
    # Captain America, Diving Block: "If you would gain a Wound, you may reveal this card and
    # draw a card instead."
    block = next((c for c in g.your_heroes(p) if defn(c).id == "captain_america.diving_block"), None)
    if block is not None:
        if a is None:
            g.ask(p, s, [("opt", "yes"), ("opt", "no")], "diving_block", block)
            return
        if a[1] == "yes":
            g.ev(A.Revealed(p, block))
            g.draw(p, 1)
            return
    g.gain_wound(p, dest)


@op("officer")
def _officer(g: Legendary, s: Step, a: Answer | None) -> None:
    p, dest = s[1], s[3]
    if g.officers:
        card = g.officers.pop()
        g.put(p, dest, card)
        g.ev(A.Gained(p, card, dest))


@op("mod")
def _mod(g: Legendary, s: Step, a: Answer | None) -> None:
    """A turn-long modifier: ``("mod", key, amount)`` adds to ``g.mods[key]``."""
    g.mods[s[3]] = g.mods.get(s[3], 0) + s[4]


# -- control flow ---------------------------------------------------------------------------------
@op("seq")
def _seq(g: Legendary, s: Step, a: Answer | None) -> None:
    push(g, s[1], s[2], s[3])


@op("power", filter_at=(1,))
def _power(g: Legendary, s: Step, a: Answer | None) -> None:
    """Superpower: works only if another card of that class or team was played earlier this turn."""
    if g.superpower(s[2], s[3]):
        push(g, s[1], s[2], s[4])


@op("may")
def _may(g: Legendary, s: Step, a: Answer | None) -> None:
    if a is None:
        g.ask(s[1], s, [("opt", "yes"), ("opt", "no")], s[3], s[2])
    elif a[1] == "yes":
        push(g, s[1], s[2], s[4])


@op("choose_one")
def _choose_one(g: Legendary, s: Step, a: Answer | None) -> None:
    labels, programs = s[3], s[4]
    if a is None:
        if all(_nobody(g, prog) for prog in programs):
            return  # every choice is about "each other player" and there is none (Covering Fire, solo)
        g.ask(g.current, s, [("opt", lab) for lab in labels], "choose_one", s[2])
    else:
        push(g, s[1], s[2], programs[labels.index(a[1])])


def _nobody(g: Legendary, program: tuple[Any, ...]) -> bool:
    """A program that only does something to each other player, in a game without others."""
    return g.n == 1 and all(step[0] == "each" and step[1] == "others" for step in program)


@op("each")
def _each(g: Legendary, s: Step, a: Answer | None) -> None:
    """Each player (``all``), each other player (``others``), or each other player of a villain
    effect (``others_v``: in solo play such effects hit the solo player), in turn order from the
    current player."""
    mode, program = s[3], s[4]
    order = g.turn_order()
    if mode == "others" or (mode == "others_v" and g.n > 1):
        order = order[1:]
    for q in reversed(order):
        push(g, q, s[2], program)


@op("if_space")
def _if_space(g: Legendary, s: Step, a: Answer | None) -> None:
    """ "If you fight <this villain> on the <spaces>": the space it was fought in this time."""
    if g.fight_space in s[3]:
        push(g, s[1], s[2], s[4])


@op("reveal_or", filter_at=(1,))
def _reveal_or(g: Legendary, s: Step, a: Answer | None) -> None:
    """ "Reveal a <filter> Hero or <program>": revealing is never worse here, so a player who can
    reveals."""
    p, flt = s[1], s[3]
    card = next((c for c in g.your_heroes(p) if matches(c, flt)), None)
    if card is not None:
        g.ev(A.Revealed(p, card))
    else:
        push(g, p, s[2], s[4])


# -- picking cards ------------------------------------------------------------------------------
def _pick_choices(g: Legendary, p: int, zones: tuple[str, ...], flt: str, exclude: str = "") -> list[Answer]:
    out: list[Answer] = []
    seen: set[tuple[str, str]] = set()
    for z in zones:
        for c in g.zone(p, z):
            if c == exclude or not matches(c, flt):
                continue
            key = (defn(c).id, z)
            if key in seen:  # identical cards in one zone are one choice
                continue
            seen.add(key)
            out.append(("card", c, z))
    return out


@op("ko_pick", filter_at=(2,))
def _ko_pick(g: Legendary, s: Step, a: Answer | None) -> None:
    """``("ko_pick", zones, filter, count, optional, then)``: KO up to/exactly ``count`` cards
    from the player's zones; ``then`` runs after each card KO'd ("If you do, ...")."""
    p, src, zones, flt, count, optional, then = s[1], s[2], s[3], s[4], s[5], s[6], s[7]
    if count <= 0:
        return
    if a is None:
        choices = _pick_choices(g, p, zones, flt, exclude="")
        if not choices:
            return
        if optional:
            choices.append(("opt", "done"))
        elif len(choices) == 1:
            a = choices[0]
        if a is None:
            g.ask(p, s, choices, "ko_pick", src, left=count)
            return
    if a[0] == "opt":
        return
    g.remove(p, a[2], a[1])
    g.ko_card(p, a[1], a[2])
    if count > 1:
        g.queue.append(("ko_pick", p, src, zones, flt, count - 1, optional, then))
    push(g, p, src, then)


@op("discard_pick")
def _discard_pick(g: Legendary, s: Step, a: Answer | None) -> None:
    """Discard ``n`` cards from hand (a card effect: Unending Energy may come back)."""
    p, src, n = s[1], s[2], s[3]
    exclude = s[4] if len(s) > 4 else ""
    if n <= 0:
        return
    if a is None:
        choices = _pick_choices(g, p, ("hand",), "any", exclude)
        if not choices:
            return
        if len(choices) > 1:
            g.ask(p, s, choices, "discard_pick", src, left=n)
            return
        a = choices[0]
    if n > 1:
        g.queue.append(("discard_pick", p, src, n - 1, exclude))
    g.discard_by_effect(p, "hand", a[1])


@op("discard_cost")
def _discard_cost(g: Legendary, s: Step, a: Answer | None) -> None:
    """ "To play this card, you must discard a card from your hand." (``costs_a_discard``)"""
    _discard_pick(g, s[:3] + (1,), a)


def costs_a_discard(card_id: str) -> bool:
    """Whether playing the hero ``card_id`` costs a discard: it is offered with another card in hand."""
    program = program_of(card_id, "play")
    return bool(program) and program[0][0] == "discard_cost"


@op("discard_down")
def _discard_down(g: Legendary, s: Step, a: Answer | None) -> None:
    p, limit = s[1], s[3]
    extra = len(g.players[p].hand) - limit
    if extra > 0:
        g.queue.append(("discard_pick", p, s[2], extra))


@op("topdeck_pick")
def _topdeck_pick(g: Legendary, s: Step, a: Answer | None) -> None:
    """Put ``n`` cards from hand on top of the deck."""
    p, src, n = s[1], s[2], s[3]
    if n <= 0:
        return
    if a is None:
        choices = _pick_choices(g, p, ("hand",), "any")
        if not choices:
            return
        if len(choices) > 1:
            g.ask(p, s, choices, "topdeck_pick", src, left=n)
            return
        a = choices[0]
    if n > 1:
        g.queue.append(("topdeck_pick", p, src, n - 1))
    g.remove(p, "hand", a[1])
    g.players[p].deck.append(a[1])
    g.ev(A.PutOnDeck(p, 1))


@op("return_may")
def _return_may(g: Legendary, s: Step, a: Answer | None) -> None:
    """Cyclops, Unending Energy: "If a card effect makes you discard this card, you may return
    this card to your hand." """
    p, card = s[1], s[3]
    if card not in g.players[p].discard:
        return
    if a is None:
        g.ask(p, s, [("opt", "yes"), ("opt", "no")], "unending_energy", card)
    elif a[1] == "yes":
        g.players[p].discard.remove(card)
        g.players[p].hand.append(card)
        g.ev(A.ReturnedToHand(p, card))


# -- counting bonuses (computed when the card resolves) ----------------------------------------
def count(g: Legendary, p: int, src: str, what: str) -> int:
    pl = g.players[p]
    if what == "bystanders_in_vp":
        return sum(1 for c in pl.victory if defn(c).kind == "bystander")
    if what == "colors":
        return len({defn(c).color for c in g.your_heroes(p) if defn(c).is_hero} | g.copy_colors(p))
    if what.startswith("played_other:"):  # other heroes played this turn matching a filter
        flt = what.split(":", 1)[1]
        return sum(1 for e in g.played_log if e[0] != src and g.log_matches(e, flt))
    if what == "odd_cost_played":
        return sum(1 for e in g.played_log if e[0] != src and defn(e[1]).cost % 2 == 1)
    if what == "extra_drawn":
        return g.extra_drawn
    if what == "hydra_in_vp":
        return sum(1 for c in pl.victory if defn(c).group == "hydra" and defn(c).kind == "villain")
    raise ValueError(f"unknown count {what!r}")


@op("per")
def _per(g: Legendary, s: Step, a: Answer | None) -> None:
    """``("per", "attack"|"recruit"|"draw"|"rescue", counter, amount_each)``."""
    p, src, what, counter, each = s[1], s[2], s[3], s[4], s[5]
    n = count(g, p, src, counter) * each
    if n <= 0:
        return
    if what == "attack":
        g.add_points(p, 0, n)
    elif what == "recruit":
        g.add_points(p, n, 0)
    elif what == "draw":
        g.draw(p, n)
    elif what == "rescue":
        g.rescue(p, n)
    else:
        raise ValueError(what)


@op("per_hero", filter_at=(1,))
def _per_hero(g: Legendary, s: Step, a: Answer | None) -> None:
    """ "For each of your <filter> Heroes, <program>" (heroes in hand and played this turn)."""
    p, flt, program = s[1], s[3], s[4]
    n = sum(1 for c in g.your_heroes(p) if matches(c, flt))
    for _ in range(n):
        push(g, p, s[2], program)


# -- the city -----------------------------------------------------------------------------------
@op("defeat_pick")
def _defeat_pick(g: Legendary, s: Step, a: Answer | None) -> None:
    """Defeat a villain (and maybe the Mastermind) for free: ``("defeat_pick", kind)`` with kind
    ``bystander`` (has a Bystander), ``fury`` (Attack below S.H.I.E.L.D. heroes in the KO pile),
    or ``city`` (any villain in the city)."""
    p, src, kind = s[1], s[2], s[3]
    if g.phase == "showdown":
        return
    if a is None:
        choices: list[Answer] = []
        fury = sum(1 for c in g.ko if defn(c).kind == "hero" and defn(c).team == "S.H.I.E.L.D.")
        for i, v in enumerate(g.city):
            if v is None:
                continue
            if not g.can_fight(p, v):  # "You can't defeat Blob unless ..." holds for free defeats too
                continue
            if (
                kind == "city"
                or (kind == "bystander" and g.captured.get(v))
                or (kind == "fury" and g.strength(i) < fury)
            ):
                choices.append(("space", i))
        if kind != "city" and g.tactics:
            if (kind == "bystander" and g.captured.get("mastermind")) or (
                kind == "fury" and g.mm_strength() < fury
            ):
                choices.append(("card", g.mastermind, "mastermind"))
        if not choices:
            return
        if len(choices) > 1:
            g.ask(p, s, choices, "defeat_pick", src)
            return
        a = choices[0]
    if a[0] == "space":
        g.defeat_villain(p, a[1])
    else:
        g.defeat_mastermind(p)


@op("capture")
def _capture(g: Legendary, s: Step, a: Answer | None) -> None:
    """``("capture", target, n)``: ``self`` (the source villain), ``bank`` (the villain in the
    Bank), ``choice`` (a villain of the player's choice)."""
    p, src, target, n = s[1], s[2], s[3], s[4]
    if target == "self":
        if src in g.city:
            g.capture(src, n)
    elif target == "bank":
        v = g.city[1]
        if v is not None:
            g.capture(v, n)
    elif target == "choice":
        if a is None:
            choices: list[Answer] = [("space", i) for i, v in enumerate(g.city) if v is not None]
            if not choices or not g.bystanders:
                return
            if len(choices) > 1:
                g.ask(p, s, choices, "capture_pick", src)
                return
            a = choices[0]
        v = g.city[a[1]]
        if v is not None:
            g.capture(v, n)


@op("play_villain")
def _play_villain(g: Legendary, s: Step, a: Answer | None) -> None:
    """Play the top ``n`` cards of the Villain Deck."""
    n = s[3]
    if g.phase == "showdown":
        return
    for _ in range(n):
        g.queue.append(("villain_card", s[1], s[2]))
