"""The effect steps only villains' and henchmen's cards use (the shared vocabulary is
``effects.py`` and ``picks.py``); the cards that use them are in ``villains.py`` beside their
printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from . import actions as A
from .cards import defn
from .decisions import Prompt
from .effects import Wound
from .picks import FromHq, highest_in_hq, in_hq
from .rules import TWIST
from .steps import Answer, Reply, Step, Zone, card_of, matches

if TYPE_CHECKING:
    from .engine import Legendary


@dataclass(frozen=True, slots=True)
class KoAll(Step):
    """KO every card matching ``flt`` in the player's ``zones``."""

    zones: tuple[Zone, ...]
    flt: str
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        for z in self.zones:
            for c in [c for c in g.zone(p, z) if matches(c, self.flt)]:
                g.remove(p, z, c)
                g.ko_card(p, c, z)


@dataclass(frozen=True, slots=True)
class Mystique(Step):
    """Mystique's escape: she becomes a Scheme Twist."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.queue.append((p, src, TWIST))


@dataclass(frozen=True, slots=True)
class Ymir(Step):
    """Choose a player; that player KOs Wounds from hand and discard pile (all of them: "any
    number" and fewer Wounds is never worse)."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if a is None:
            choices = [A.ChoosePlayer(q) for q in g.turn_order()]
            g.ask(p, (p, src, self), choices, Prompt.YMIR_PLAYER, src)
            return
        assert isinstance(a, A.ChoosePlayer)
        q = a.target
        zones: tuple[Zone, ...] = ("hand", "discard")
        for z in zones:
            for c in [c for c in g.zone(q, z) if defn(c).kind == "wound"]:
                g.remove(q, z, c)
                g.ko_card(q, c, z)


@dataclass(frozen=True, slots=True)
class Viper(Step):
    """A Wound unless the player has another HYDRA Villain in their Victory Pile."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if not any(
            c != src and defn(c).group == "hydra" and defn(c).kind == "villain" for c in g.players[p].victory
        ):
            g.queue.append((p, src, Wound(1)))


@dataclass(frozen=True, slots=True)
class LookKo(Step):
    """Look at the top ``n`` cards of your deck and KO one; the others go back in order
    (Doombot Legion: n=2; Red Skull's Ruthless Dictator: n=3, then discard one of the other two)."""

    n: int
    then: Literal["back", "discard"] = "back"

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        deck = g.players[p].deck
        if a is None:
            top = g.top_cards(p, self.n)
            if not top:
                return
            uniq = {defn(c).id: c for c in top}
            choices = [A.ChooseCard(c, "deck") for c in uniq.values()]
            if len(choices) > 1:
                g.ask(p, (p, src, self), choices, Prompt.LOOK_KO, src, shown=list(reversed(top)))
                return
            a = choices[0]
        card = card_of(a).card
        deck.remove(card)
        g.ko_card(p, card, "deck")
        if self.then == "discard" and len(deck) >= 1:
            g.queue.append((p, src, LookDiscard(min(2, len(deck)))))


@dataclass(frozen=True, slots=True)
class LookDiscard(Step):
    """Discard one of the top ``n`` cards of the deck (the rest of those looked at)."""

    n: int

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        deck = g.players[p].deck
        top = deck[-self.n :]  # the cards left of those looked at (already on top)
        if not top:
            return
        if a is None:
            uniq = {defn(c).id: c for c in top}
            if len(uniq) > 1:
                choices = [A.ChooseCard(c, "deck") for c in uniq.values()]
                g.ask(p, (p, src, self), choices, Prompt.LOOK_DISCARD, src, shown=list(reversed(top)))
                return
            a = A.ChooseCard(top[-1], "deck")
        g.discard_by_effect(p, "deck", card_of(a).card)  # a card effect: Unending Energy may return to hand


@dataclass(frozen=True, slots=True)
class Paibok(FromHq):
    """The fighting player chooses a Hero in the HQ for player ``p``, who gains it."""

    def offer(self, g: Legendary, p: int, src: str) -> list[Answer]:
        return in_hq(g)

    def question(self) -> Prompt:
        return Prompt.PAIBOK_PICK

    def take(self, g: Legendary, p: int, src: str, hero: str, slot: int) -> None:
        g.players[p].discard.append(hero)
        g.ev(A.Gained(p, hero, "discard"))


@dataclass(frozen=True, slots=True)
class SkrullTake(FromHq):
    """A Skrull's Ambush: put the ``highest``-cost or the ``rightmost`` Hero of the HQ under it."""

    which: Literal["highest", "rightmost"]

    def offer(self, g: Legendary, p: int, src: str) -> list[Answer]:
        if src not in g.city:
            return []
        if self.which == "highest":
            return highest_in_hq(g)
        rightmost: list[Answer] = [A.ChooseCard(c, "hq") for c in reversed(g.hq) if c is not None]
        return rightmost[:1]

    def question(self) -> Prompt:
        return Prompt.SKRULL_PICK

    def take(self, g: Legendary, p: int, src: str, hero: str, slot: int) -> None:
        g.under[src] = hero
        g.ev(A.HeroMovedToCity(hero, g.city.index(src), src))


@dataclass(frozen=True, slots=True)
class GainUnder(Step):
    """Gain the Hero under the source villain."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        hero = g.under.pop(src, None)
        if hero is not None:
            g.players[p].discard.append(hero)
            g.ev(A.Gained(p, hero, "discard"))
