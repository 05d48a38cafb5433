"""Effect steps that pick cards or villains: KO, discard, put on the deck, defeat, capture.

Identical cards in one zone are one choice, and a prompt with one choice is answered at once
(the engine's rule); a run of picks ("KO two Heroes") asks once per card and says how many are
left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar, Literal

from . import actions as A
from .abilities import program_of
from .cards import defn
from .decisions import Prompt
from .effects import push
from .steps import YES_NO, YOUR_HEROES, Answer, Program, Reply, Step, Zone, card_of, passes, said

if TYPE_CHECKING:
    from .engine import Legendary

DONE = A.ChooseOption("done")
_KO_PICK = Prompt.KO_PICK  # read as a plain name (a member read through its class is slow in 3.11)


def pick_choices(g: Legendary, p: int, zones: tuple[Zone, ...], flt: str) -> list[Answer]:
    out: list[Answer] = []
    ok = passes(flt)
    for z in zones:
        seen: set[str] = set()  # identical cards in one zone are one choice
        choose = _CHOOSE.get(z)
        if choose is None:
            choose = _CHOOSE[z] = {}
        for c in g.zone(p, z):
            if not ok[c]:
                continue
            cid = defn(c).id
            if cid in seen:
                continue
            seen.add(cid)
            answer = choose.get(c)
            if answer is None:
                answer = choose[c] = A.ChooseCard(c, z)
            out.append(answer)
    return out


_CHOOSE: dict[str, dict[str, A.ChooseCard]] = {}  # the answer naming a card in a zone, by zone, by card


@dataclass(frozen=True, slots=True)
class KoPick(Step):
    """KO up to (``optional``) or exactly ``count`` cards from the player's ``zones``; ``then``
    runs after each card KO'd ("If you do, ...")."""

    zones: tuple[Zone, ...]
    flt: str
    count: int = 1
    optional: bool = False
    then: Program = ()
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if self.count <= 0:
            return
        if a is None:
            choices = pick_choices(g, p, self.zones, self.flt)
            if not choices:
                return
            if self.optional:
                choices.append(DONE)
            elif len(choices) == 1:
                a = choices[0]
            if a is None:
                g.ask(p, (p, src, self), choices, _KO_PICK, src, left=self.count)
                return
        if isinstance(a, A.ChooseOption):
            return
        pick = card_of(a)
        g.remove(p, pick.zone, pick.card)
        g.ko_card(p, pick.card, pick.zone)
        if self.count > 1:
            g.queue.append((p, src, KoPick(self.zones, self.flt, self.count - 1, self.optional, self.then)))
        push(g, p, src, self.then)


def ko_heroes(n: int, zones: tuple[Zone, ...] = YOUR_HEROES) -> KoPick:
    """ "KO <n> of your Heroes" (from ``zones``)."""
    return KoPick(zones, "hero", n)


def ko_then(zones: tuple[Zone, ...], flt: str, *then: Step) -> KoPick:
    """ "You may KO a <flt> from <zones>. If you do, <then>." """
    return KoPick(zones, flt, 1, True, then)


@dataclass(frozen=True, slots=True)
class _FromHand(Step):
    """``n`` cards picked one at a time from the player's hand, each then ``take``n."""

    n: int
    prompt: ClassVar[Prompt]

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if self.n <= 0:
            return
        if a is None:
            choices = pick_choices(g, p, ("hand",), "any")
            if not choices:
                return
            if len(choices) > 1:
                g.ask(p, (p, src, self), choices, self.prompt, src, left=self.n)
                return
            a = choices[0]
        if self.n > 1:
            g.queue.append((p, src, replace(self, n=self.n - 1)))
        self.take(g, p, card_of(a).card)

    def take(self, g: Legendary, p: int, card: str) -> None:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class DiscardPick(_FromHand):
    """Discard ``n`` cards from hand (a card effect: Unending Energy may come back)."""

    prompt = Prompt.DISCARD_PICK

    def take(self, g: Legendary, p: int, card: str) -> None:
        g.discard_by_effect(p, "hand", card)


@dataclass(frozen=True, slots=True)
class DiscardCost(Step):
    """ "To play this card, you must discard a card from your hand." (``costs_a_discard``)"""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        ONE_DISCARD.run(g, p, src, a)


ONE_DISCARD = DiscardPick(1)


_COSTS_A_DISCARD: dict[str, bool] = {}


def costs_a_discard(card_id: str) -> bool:
    """Whether playing the hero ``card_id`` costs a discard: it is offered with another card in hand."""
    found = _COSTS_A_DISCARD.get(card_id)
    if found is None:
        program = program_of(card_id, "play")
        found = _COSTS_A_DISCARD[card_id] = bool(program) and isinstance(program[0], DiscardCost)
    return found


@dataclass(frozen=True, slots=True)
class DiscardDown(Step):
    limit: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        extra = len(g.players[p].hand) - self.limit
        if extra > 0:
            g.queue.append((p, src, DiscardPick(extra)))


@dataclass(frozen=True, slots=True)
class TopdeckPick(_FromHand):
    """Put ``n`` cards from hand on top of the deck."""

    prompt = Prompt.TOPDECK_PICK

    def take(self, g: Legendary, p: int, card: str) -> None:
        g.remove(p, "hand", card)
        g.players[p].deck.append(card)
        g.ev(A.PutOnDeck(p, 1))


@dataclass(frozen=True, slots=True)
class ReturnMay(Step):
    """Cyclops, Unending Energy: "If a card effect makes you discard this card, you may return
    this card to your hand." """

    card: str

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        card = self.card
        if card not in g.players[p].discard:
            return
        if a is None:
            g.ask(p, (p, src, self), YES_NO, Prompt.UNENDING_ENERGY, card)
        elif said(a, "yes"):
            g.players[p].discard.remove(card)
            g.players[p].hand.append(card)
            g.ev(A.ReturnedToHand(p, card))


_OR_BACK: dict[str, tuple[tuple[Answer, ...], Prompt]] = {
    "discard": ((A.ChooseOption("discard"), A.ChooseOption("back")), Prompt.DISCARD_OR_BACK),
    "ko": ((A.ChooseOption("ko"), A.ChooseOption("back")), Prompt.KO_OR_BACK),
}


@dataclass(frozen=True, slots=True)
class TopOrBack(Step):
    """Reveal the top card of ``p``'s deck; the current player has it discarded (a card effect)
    or KO'd (``then``), or put back (Gambit's Hypnotic Charm, the Melter)."""

    then: Literal["discard", "ko"]

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        top = g.top_card(p)
        if top is None:
            return
        if a is None:
            g.ev(A.Revealed(p, top))
            choices, prompt = _OR_BACK[self.then]
            g.ask(g.current, (p, src, self), choices, prompt, top)
        elif said(a, "back"):
            return
        elif self.then == "discard":
            g.discard_by_effect(p, "deck", top)
        else:
            g.players[p].deck.pop()
            g.ko_card(p, top, "deck")


# -- the HQ -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FromHq(Step):
    """A Hero taken from the HQ: the current player (``chooser``) picks among what ``offer``s
    (identical cards are one choice, one choice is taken at once; an option declines), ``take``
    does the rest and the HQ refills."""

    def offer(self, g: Legendary, p: int, src: str) -> list[Answer]:
        raise NotImplementedError

    def question(self) -> Prompt:
        raise NotImplementedError

    def chooser(self, g: Legendary, p: int) -> int:
        return g.current

    def take(self, g: Legendary, p: int, src: str, hero: str, slot: int) -> None:
        raise NotImplementedError

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if a is None:
            choices = self.offer(g, p, src)
            if not choices:
                return
            if len(choices) > 1:
                g.ask(self.chooser(g, p), (p, src, self), choices, self.question(), src)
                return
            a = choices[0]
        if isinstance(a, A.ChooseOption):
            return
        hero = card_of(a).card
        self.take(g, p, src, hero, g.take_from_hq(hero))
        g.refill_hq()


def in_hq(g: Legendary, keep: Callable[[str], bool] = lambda c: True) -> list[Answer]:
    """The Heroes of the HQ that ``keep`` keeps, one choice for identical cards."""
    uniq = {defn(c).id: c for c in g.hq if c is not None and keep(c)}
    choose = _CHOOSE.get("hq")
    if choose is None:
        choose = _CHOOSE["hq"] = {}
    out: list[Answer] = []
    for c in uniq.values():
        answer = choose.get(c)
        if answer is None:
            answer = choose[c] = A.ChooseCard(c, "hq")
        out.append(answer)
    return out


def highest_in_hq(g: Legendary) -> list[Answer]:
    """The highest-cost Heroes of the HQ (one choice for identical cards)."""
    heroes = [c for c in g.hq if c is not None]
    if not heroes:
        return []
    top = max(defn(c).cost for c in heroes)
    return in_hq(g, lambda c: defn(c).cost == top)


# -- the city -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DefeatPick(Step):
    """Defeat a villain (and maybe the Mastermind) for free: one that has a Bystander
    (``bystander``), one whose Attack is below the S.H.I.E.L.D. heroes in the KO pile (``fury``),
    or any villain in the city (``city``)."""

    which: Literal["bystander", "fury", "city"]

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        kind = self.which
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
                    choices.append(A.ChooseSpace(i))
            if kind != "city" and g.tactics:
                if (kind == "bystander" and g.captured.get("mastermind")) or (
                    kind == "fury" and g.mm_strength() < fury
                ):
                    choices.append(A.ChooseCard(g.mastermind, "mastermind"))
            if not choices:
                return
            if len(choices) > 1:
                g.ask(p, (p, src, self), choices, Prompt.DEFEAT_PICK, src)
                return
            a = choices[0]
        if isinstance(a, A.ChooseSpace):
            g.defeat_villain(p, a.space)
        else:
            g.defeat_mastermind(p)


@dataclass(frozen=True, slots=True)
class Capture(Step):
    """``n`` Bystanders captured by the source villain (``self``), the villain in the Bank
    (``bank``) or a villain of the player's choice (``choice``)."""

    target: Literal["self", "bank", "choice"]
    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if self.target == "self":
            if src in g.city:
                g.capture(src, self.n)
        elif self.target == "bank":
            v = g.city[1]
            if v is not None:
                g.capture(v, self.n)
        else:
            if a is None:
                choices: list[Answer] = [A.ChooseSpace(i) for i, v in enumerate(g.city) if v is not None]
                if not choices or not g.bystanders:
                    return
                if len(choices) > 1:
                    g.ask(p, (p, src, self), choices, Prompt.CAPTURE_PICK, src)
                    return
                a = choices[0]
            assert isinstance(a, A.ChooseSpace)
            chosen = g.city[a.space]
            if chosen is not None:
                g.capture(chosen, self.n)
