"""The effect steps only heroes' cards use (the shared vocabulary is ``effects.py`` and
``picks.py``); the cards that use them are in ``heroes.py`` beside their printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from . import actions as A
from .abilities import run
from .cards import defn
from .decisions import Prompt
from .effects import Attack, Draw, push
from .picks import ReturnMay
from .rules import VILLAIN_CARD
from .steps import YES_NO, Answer, Program, Reply, Step, card_of, matches, said, space_of

if TYPE_CHECKING:
    from .engine import Legendary


@dataclass(frozen=True, slots=True)
class RevealDraw(Step):
    """Reveal the top card of your deck; draw it if it matches."""

    flt: str
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        top = g.top_card(p)
        if top is None:
            return
        g.ev(A.Revealed(p, top))
        if matches(top, self.flt):
            g.draw(p, 1)

    def draws(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class IfReveal(Step):
    """ "May reveal another <filter> Hero; if you do, <program>" (revealing only helps: automatic)."""

    flt: str
    program: Program
    filters = ("flt",)

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        card = next((c for c in g.your_heroes(p) if c != src and matches(c, self.flt)), None)
        if card is not None:
            g.ev(A.Revealed(p, card))
            push(g, p, src, self.program)


@dataclass(frozen=True, slots=True)
class DoOver(Step):
    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        heroes_played = [e for e in g.played_log if defn(e[0]).kind == "hero"]
        if not heroes_played or heroes_played[0][0] != src:
            return
        if a is None:
            g.ask(p, (p, src, self), YES_NO, Prompt.DO_OVER, src)
            return
        if said(a, "yes"):
            for c in list(g.players[p].hand):
                g.discard_by_effect(p, "hand", c)
            g.queue.append((p, src, Draw(4)))


@dataclass(frozen=True, slots=True)
class PassLeft(Step):
    """Each player in turn order picks a card from hand; then all pass at once to the left
    (``k``: the players who picked so far, ``chosen``: their cards)."""

    k: int = 0
    chosen: tuple[tuple[int, str], ...] = ()

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        k, chosen = self.k, self.chosen
        order = g.turn_order()
        if a is not None:
            chosen = chosen + ((order[k], card_of(a).card),)
            k += 1
        while k < len(order):
            q = order[k]
            hand = g.players[q].hand
            if hand:
                seen: dict[str, str] = {}
                for c in hand:
                    seen.setdefault(defn(c).id, c)
                choices = [A.ChooseCard(c, "hand") for c in seen.values()]
                if len(choices) > 1:
                    g.ask(q, (q, src, PassLeft(k, chosen)), choices, Prompt.PASS_LEFT, src)
                    return
                chosen = chosen + ((q, choices[0].card),)
            k += 1
        for q, c in chosen:
            to = (q + 1) % g.n
            g.players[q].hand.remove(c)
            g.players[to].hand.append(c)
            g.ev(A.Passed(q, to))


@dataclass(frozen=True, slots=True)
class Shadowed(Step):
    """Emma Frost, Shadowed Thoughts: may play the top villain card for +2 Attack."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.phase != "main" or not g.villain_deck:
            return
        if a is None:
            g.ask(p, (p, src, self), YES_NO, Prompt.PLAY_VILLAIN_CARD, src)
        elif said(a, "yes"):
            g.queue.append((p, src, Attack(2)))
            g.queue.append((p, src, VILLAIN_CARD))


@dataclass(frozen=True, slots=True)
class Jackpot(Step):
    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        top = g.top_card(p)
        if top is not None:
            g.ev(A.Revealed(p, top))
            g.add_points(p, 0, defn(top).cost)


@dataclass(frozen=True, slots=True)
class Surge(Step):
    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if g.recruit_made >= 8:
            g.add_points(p, 0, 3)


@dataclass(frozen=True, slots=True)
class Amazing(Step):
    """Top three: cost 2 or less to hand; the rest back in the order the player picks: first the
    card for the top (``top``), then (of three, ``k``) the one under it (``second``)."""

    k: int = 0
    which: Literal["", "top", "second"] = ""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        deck = g.players[p].deck
        if a is None:
            top = g.top_cards(p, 3)
            if not top:
                return
            for c in reversed(top):
                g.ev(A.Revealed(p, c))
            for c in top:
                if defn(c).cost <= 2:
                    deck.remove(c)
                    g.players[p].hand.append(c)
            got = sum(1 for c in top if defn(c).cost <= 2)
            if got:
                g.ev(A.Drew(p, got))
            rest = [c for c in top if c in deck]
            if len(rest) >= 2 and len({defn(c).id for c in rest}) > 1:
                choices = [A.ChooseCard(c, "deck") for c in rest]
                resume = (p, src, Amazing(len(rest), "top"))
                g.ask(p, resume, choices, Prompt.PUT_ON_TOP, src, shown=list(reversed(top)))
            return
        card = card_of(a).card
        if self.which == "second":  # among the two under the top card
            deck.remove(card)
            deck.insert(len(deck) - 1, card)
            return
        deck.remove(card)
        deck.append(card)
        under = deck[-3:-1] if self.k == 3 else []
        if len(under) == 2 and defn(under[0]).id != defn(under[1]).id:
            choices = [A.ChooseCard(c, "deck") for c in under]
            g.ask(p, (p, src, Amazing(2, "second")), choices, Prompt.PUT_SECOND, src)

    def draws(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class CopyPowers(Step):
    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if a is None:
            seen: dict[str, str] = {}
            for e in g.played_log:
                # a Copy Powers that copied nothing has no powers to copy (and would loop)
                if e[0] != src and defn(e[1]).kind == "hero" and e[1] != "rogue.copy_powers":
                    seen.setdefault(e[1], e[0])
            choices = [A.ChooseCard(c, "played") for c in seen.values()]
            if not choices:
                return
            if len(choices) > 1:
                g.ask(p, (p, src, self), choices, Prompt.COPY_PICK, src)
                return
            a = choices[0]
        pick = card_of(a).card
        copied = next(e[1] for e in g.played_log if e[0] == pick)
        d = defn(copied)
        g.played_log = [(src, copied, "Covert") if e[0] == src else e for e in g.played_log]
        g.add_points(p, d.recruit or 0, d.attack or 0)
        run(g, "play", copied, p, src)


@dataclass(frozen=True, slots=True)
class Steal(Step):
    """Rogue, Steal Abilities: each player discards their top card, then play a copy of each."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        copies: list[str] = []
        returns: list[tuple[int, str]] = []
        for q in g.turn_order():
            top = g.top_card(q)
            if top is None:
                continue
            # a card effect discards it: Unending Energy may return to its owner's hand
            g.discard_by_effect(q, "deck", top, returns=False)
            if defn(top).id == "cyclops.unending_energy":
                returns.append((q, top))
            # Decision: no copies of Copy Powers or Steal Abilities here; together they could make
            # each other play forever (the discarded cards come back when decks are reshuffled).
            if defn(top).kind == "hero" and defn(top).id not in (
                "rogue.copy_powers",
                "rogue.steal_abilities",
            ):
                copies.append(top)
        for c in reversed(copies):
            g.queue.append((p, src, PlayCopy(c)))
        for q, c in reversed(returns):  # the discards' "return to hand" choices come first
            g.queue.append((q, c, ReturnMay(c)))


@dataclass(frozen=True, slots=True)
class PlayCopy(Step):
    card: str

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        card = self.card
        d = defn(card)
        g.played_log.append((card, d.id, ""))
        g.add_points(p, d.recruit or 0, d.attack or 0)
        run(g, "play", card, p)


@dataclass(frozen=True, slots=True)
class Cyclone(Step):
    """Storm, Spinning Cyclone: pick a villain (or decline), then its new space (``frm``: the
    space of the villain picked, once it is)."""

    frm: int = -1

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        frm = self.frm
        if g.phase != "main":
            return
        if a is None:
            choices: list[Answer] = [A.ChooseSpace(i) for i, v in enumerate(g.city) if v is not None]
            if not choices:
                return
            choices.append(A.ChooseOption("no"))
            g.ask(p, (p, src, self), choices, Prompt.CYCLONE_VILLAIN, src)
            return
        if isinstance(a, A.ChooseOption):
            return
        picked = space_of(a)
        if frm < 0:
            spaces: list[Answer] = [A.ChooseSpace(i) for i in range(5) if i != picked]
            g.ask(p, (p, src, Cyclone(picked)), spaces, Prompt.CYCLONE_SPACE, src)
            return
        to = picked
        v = g.city[frm]
        assert v is not None
        other = g.city[to]
        g.city[frm], g.city[to] = other, v
        g.ev(A.VillainMoved(v, to))
        if other is not None:
            g.ev(A.VillainMoved(other, frm))
        for b in g.captured.pop(v, []):
            g.players[p].victory.append(b)
            g.ev(A.Rescued(p, b))
