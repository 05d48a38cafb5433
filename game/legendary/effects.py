"""The effect interpreter's shared vocabulary: resources, control flow and counted bonuses.

Every card's text is a program of steps (``steps.py``): the ones here are shared by all cards
(draw, gain, Wounds, modifiers; superpowers, "you may", "choose one", "each player", "reveal
or"; "for each ..."); picking cards is ``picks.py``; the heroes', villains', Masterminds' and
Schemes' own steps are beside them, and the turn's in ``rules.py``. ``push`` puts a program on
the state's queue so that its first step runs next.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from . import actions as A
from .cards import defn
from .decisions import Prompt
from .steps import YES_NO, Dest, Program, Reply, Step, draws, matches, passes, said

if TYPE_CHECKING:
    from .engine import Legendary

# turn-long modifiers (``Mod``): the rules read them by these names
ModKey = Literal[
    "draw8", "extra_draw", "diamond", "trick_shot", "rooftops_minus", "bridge_minus", "mm_minus", "thunder"
]
Who = Literal["all", "others", "others_v"]  # others_v: "each other player" of a villain effect


def push(g: Legendary, p: int, src: str, program: Program) -> None:
    """Queue ``program`` for player ``p`` so that its first step runs next."""
    q = g.queue
    for s in reversed(program):
        q.append((p, src, s))


class _IsCard(dict[str, bool]):
    """Whether an instance id is a copy of the card ``card_id`` (filled in as cards are asked)."""

    def __init__(self, card_id: str) -> None:
        super().__init__()
        self.card_id = card_id

    def __missing__(self, card: str) -> bool:
        found = self[card] = defn(card).id == self.card_id
        return found


_DIVING_BLOCK = _IsCard("captain_america.diving_block")


# -- basic resources ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Draw(Step):
    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.draw(p, self.n)

    def draws(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Recruit(Step):
    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.add_points(p, self.n, 0)


@dataclass(frozen=True, slots=True)
class Attack(Step):
    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.add_points(p, 0, self.n)


@dataclass(frozen=True, slots=True)
class Rescue(Step):
    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.rescue(p, self.n)


@dataclass(frozen=True, slots=True)
class Wound(Step):
    """Gain ``n`` Wounds (one at a time, so "instead of gaining a Wound" triggers each time)."""

    n: int
    dest: Dest = "discard"

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if self.n > 1:
            g.queue.append((p, src, Wound(self.n - 1, self.dest)))
        g.queue.append((p, src, GainWound(self.dest)))


@dataclass(frozen=True, slots=True)
class GainWound(Step):
    dest: Dest = "discard"

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if not g.wounds:
            return
        # Captain America, Diving Block: "If you would gain a Wound, you may reveal this card and
        # draw a card instead."
        block = next(filter(_DIVING_BLOCK.__getitem__, g.your_heroes(p)), None)
        if block is not None:
            if a is None:
                g.ask(p, (p, src, self), YES_NO, Prompt.DIVING_BLOCK, block)
                return
            if said(a, "yes"):
                g.ev(A.Revealed(p, block))
                g.draw(p, 1)
                return
        g.gain_wound(p, self.dest)


@dataclass(frozen=True, slots=True)
class Officer(Step):
    """Gain a S.H.I.E.L.D. Officer."""

    dest: Dest = "discard"

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.officers:
            card = g.officers.pop()
            g.put(p, self.dest, card)
            g.ev(A.Gained(p, card, self.dest))


@dataclass(frozen=True, slots=True)
class Mod(Step):
    """A turn-long modifier: adds ``amount`` to ``g.mods[key]``."""

    key: ModKey
    amount: int = 1

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.mods[self.key] = g.mods.get(self.key, 0) + self.amount


# -- control flow ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Seq(Step):
    program: Program

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        push(g, p, src, self.program)


@dataclass(frozen=True, slots=True)
class Power(Step):
    """Superpower: works only if another card of that class or team was played earlier this turn."""

    flt: str
    program: Program
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.superpower(src, self.flt):
            push(g, p, src, self.program)


@dataclass(frozen=True, slots=True)
class May(Step):
    """ "You may <program>": asks ``prompt`` about the source card."""

    prompt: Prompt
    program: Program

    def __post_init__(self) -> None:
        object.__setattr__(self, "prompt", Prompt(self.prompt))  # a loaded step has its value

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if a is None:
            g.ask(p, (p, src, self), YES_NO, self.prompt, src)
        elif said(a, "yes"):
            push(g, p, src, self.program)


@dataclass(frozen=True, slots=True)
class ChooseOne(Step):
    """ "Choose one: ...": the current player picks an option by its name."""

    options: tuple[tuple[str, Program], ...]

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if a is None:
            if all(_nobody(g, prog) for _, prog in self.options):
                return  # every choice is about "each other player" and there is none (Covering Fire, solo)
            choices = [A.ChooseOption(name) for name, _ in self.options]
            g.ask(g.current, (p, src, self), choices, Prompt.CHOOSE_ONE, src)
        else:
            push(g, p, src, next(prog for name, prog in self.options if said(a, name)))


def _nobody(g: Legendary, program: Program) -> bool:
    """A program that only does something to each other player, in a game without others."""
    return g.n == 1 and all(isinstance(step, Each) and step.who == "others" for step in program)


@dataclass(frozen=True, slots=True)
class Each(Step):
    """Each player (``all``), each other player (``others``), or each other player of a villain
    effect (``others_v``: in solo play such effects hit the solo player), in turn order from the
    current player."""

    who: Who
    program: Program

    def draws(self) -> bool:
        return self.who == "all" and draws(self.program)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        order = g.turn_order()
        if self.who == "others" or (self.who == "others_v" and g.n > 1):
            order = order[1:]
        for q in reversed(order):
            push(g, q, src, self.program)


def each(*program: Step, who: Who = "all") -> Each:
    return Each(who, program)


@dataclass(frozen=True, slots=True)
class IfSpace(Step):
    """ "If you fight <this villain> on the <spaces>": the space it was fought in this time."""

    spaces: tuple[int, ...]
    program: Program

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.fight_space in self.spaces:
            push(g, p, src, self.program)


@dataclass(frozen=True, slots=True)
class RevealOr(Step):
    """ "Reveal a <filter> Hero or <program>": revealing is never worse here, so a player who can
    reveals."""

    flt: str
    program: Program
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        card = next(filter(passes(self.flt).__getitem__, g.your_heroes(p)), None)
        if card is not None:
            g.ev(A.Revealed(p, card))
        else:
            push(g, p, src, self.program)


def reveal_or_wound(flt: str, n: int = 1, who: Who = "all") -> Each:
    """ "Each player reveals a <flt> Hero or gains <n> Wounds." """
    return each(RevealOr(flt, (Wound(n),)), who=who)


# -- counting bonuses (computed when the card resolves) ----------------------------------------
Counted = Literal[
    "bystanders_in_vp", "colors", "played_other", "odd_cost_played", "extra_drawn", "hydra_in_vp"
]
Gets = Literal["attack", "recruit", "draw", "rescue"]


def count(g: Legendary, p: int, src: str, what: Counted, flt: str = "any") -> int:
    pl = g.players[p]
    if what == "bystanders_in_vp":
        return sum(1 for c in pl.victory if defn(c).kind == "bystander")
    if what == "colors":
        return len({defn(c).color for c in g.your_heroes(p) if defn(c).is_hero} | g.copy_colors(p))
    if what == "played_other":  # other heroes played this turn matching a filter
        return sum(1 for e in g.played_log if e[0] != src and g.log_matches(e, flt))
    if what == "odd_cost_played":
        return sum(1 for e in g.played_log if e[0] != src and defn(e[1]).cost % 2 == 1)
    if what == "extra_drawn":
        return g.extra_drawn
    if what == "hydra_in_vp":
        return sum(1 for c in pl.victory if defn(c).group == "hydra" and defn(c).kind == "villain")
    raise ValueError(f"unknown count {what!r}")


@dataclass(frozen=True, slots=True)
class Per(Step):
    """ "You get <each> <gets> for each <counted>" (``flt``: which other heroes played count)."""

    gets: Gets
    counted: Counted
    each: int = 1
    flt: str = "any"
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        n = count(g, p, src, self.counted, self.flt) * self.each
        if n <= 0:
            return
        if self.gets == "attack":
            g.add_points(p, 0, n)
        elif self.gets == "recruit":
            g.add_points(p, n, 0)
        elif self.gets == "draw":
            g.draw(p, n)
        else:
            g.rescue(p, n)

    def draws(self) -> bool:
        return self.gets == "draw"


@dataclass(frozen=True, slots=True)
class PerHero(Step):
    """ "For each of your <filter> Heroes, <program>" (heroes in hand and played this turn)."""

    flt: str
    program: Program
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        n = sum(1 for c in g.your_heroes(p) if matches(c, self.flt))
        for _ in range(n):
            push(g, p, src, self.program)
