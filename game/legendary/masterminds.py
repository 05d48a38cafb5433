"""The four Masterminds: Master Strikes and the Fight effects of their 16 Tactics.

"Each other player" on a Mastermind or Tactic uses ``who="others_v"``: in solo play it hits the
solo player (the official solo rules).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import actions as A
from .abilities import program_ability
from .cards import defn
from .decisions import Prompt
from .effects import (
    Attack,
    ChooseOne,
    Draw,
    Mod,
    Per,
    PerHero,
    Recruit,
    Rescue,
    RevealOr,
    each,
    push,
    reveal_or_wound,
)
from .picks import DefeatPick, DiscardDown, DiscardPick, FromHq, KoPick, TopdeckPick, in_hq
from .steps import Answer, Program, Reply, Step, card_of, matches
from .villain_ops import LookKo

if TYPE_CHECKING:
    from .engine import Legendary


def strike(mm: str, text: str, *program: Step) -> None:
    """A Mastermind's Master Strike: its printed ``text`` and its program."""
    program_ability(mm, text, "strike", program)


def tactic(card_id: str, text: str, *program: Step) -> None:
    """A Tactic's Fight effect: its printed ``text`` and its program."""
    program_ability(card_id, text, "tactic", program)


# == mastermind-specific steps ====================================================================
@dataclass(frozen=True, slots=True)
class IfHandOf(Step):
    """ "Each player with exactly <size> cards in hand <program>" (Dr. Doom's Master Strike)."""

    size: int
    program: Program

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if len(g.players[p].hand) == self.size:
            push(g, p, src, self.program)


@dataclass(frozen=True, slots=True)
class FreeRecruit(FromHq):
    """Recruit a Hero matching a filter from the HQ for free (``optional``: "you may")."""

    flt: str
    optional: bool
    filters = ("flt",)

    def offer(self, g: Legendary, p: int, src: str) -> list[Answer]:
        choices = in_hq(g, lambda c: matches(c, self.flt))
        return choices + [A.ChooseOption("no")] if choices and self.optional else choices

    def question(self) -> Prompt:
        return Prompt.FREE_RECRUIT

    def chooser(self, g: Legendary, p: int) -> int:
        return p

    def take(self, g: Legendary, p: int, src: str, hero: str, slot: int) -> None:
        g.players[p].discard.append(hero)
        g.ev(A.Recruited(p, hero))


@dataclass(frozen=True, slots=True)
class ExtraTurn(Step):
    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        g.extra_turn = True


@dataclass(frozen=True, slots=True)
class Bubble(Step):
    """Magneto, Electromagnetic Bubble: the X-Men Hero kept for the next hand."""

    def run(self, g: Legendary, p: int, src: str, a: Reply) -> None:
        if a is None:
            uniq = {defn(c).id: c for c in g.your_heroes(p) if matches(c, "team:X-Men") and c not in g.bubble}
            choices = [
                A.ChooseCard(c, "played" if c in g.players[p].played else "hand") for c in uniq.values()
            ]
            if not choices:
                return
            if len(choices) > 1:
                g.ask(p, (p, src, self), choices, Prompt.BUBBLE_PICK, src)
                return
            a = choices[0]
        g.bubble.append(card_of(a).card)


# -- Dr. Doom -----------------------------------------------------------------------------------
strike(
    "dr_doom",
    "Each player with exactly 6 cards in hand reveals a [Tech] Hero or puts 2 cards from their hand on top of their deck.",
    each(IfHandOf(6, (RevealOr("Tech", (TopdeckPick(2),)),))),
)
tactic(
    "dr_doom.dark_technology",
    "You may recruit a [Tech] or [Ranged] Hero from the HQ for free.",
    FreeRecruit("tech_or_ranged", True),
)
tactic(
    "dr_doom.monarchs_decree",
    "Choose one: each other player draws a card or each other player discards a card.",
    ChooseOne(
        (
            ("others_draw", (each(Draw(1), who="others_v"),)),
            ("others_discard", (each(DiscardPick(1), who="others_v"),)),
        )
    ),
)
tactic("dr_doom.secrets_of_time_travel", "Take another turn after this one.", ExtraTurn())
tactic(
    "dr_doom.treasures_of_latveria",
    "When you draw a new hand of cards at the end of this turn, draw three extra cards.",
    Mod("extra_draw", 3),
)

# -- Loki ---------------------------------------------------------------------------------------
strike(
    "loki",
    "Each player reveals a [Strength] Hero or gains a Wound.",
    reveal_or_wound("Strength"),
)
tactic("loki.cruel_ruler", "Defeat a Villain in the City for free.", DefeatPick("city"))
tactic(
    "loki.maniacal_tyrant",
    "KO up to four cards from your discard pile.",
    KoPick(("discard",), "any", 4, True),
)
tactic(
    "loki.vanishing_illusions",
    "Each other player KOs a Villain from their Victory Pile.",
    each(KoPick(("victory",), "villain"), who="others_v"),
)
tactic(
    "loki.whispers_and_lies",
    "Each other player KOs two Bystanders from their Victory Pile.",
    each(KoPick(("victory",), "bystander", 2), who="others_v"),
)

# -- Magneto ------------------------------------------------------------------------------------
strike(
    "magneto",
    "Each player reveals an X-Men Hero or discards down to four cards.",
    each(RevealOr("team:X-Men", (DiscardDown(4),))),
)
tactic(
    "magneto.bitter_captor",
    "Recruit an X-Men Hero from the HQ for free.",
    FreeRecruit("team:X-Men", False),
)
tactic(
    "magneto.crushing_shockwave",
    "Each other player reveals an X-Men Hero or gains two Wounds.",
    reveal_or_wound("team:X-Men", 2, who="others_v"),
)
tactic(
    "magneto.electromagnetic_bubble",
    "Choose one of your X-Men Heroes. When you draw a new hand of cards at the end of this turn, add that Hero to your hand as a seventh card.",
    Bubble(),
)
tactic(
    "magneto.xaviers_nemesis",
    "For each of your X-Men Heroes, rescue a Bystander.",
    PerHero("team:X-Men", (Rescue(1),)),
)

# -- Red Skull ----------------------------------------------------------------------------------
strike("red_skull", "Each player KOs a Hero from their hand.", each(KoPick(("hand",), "hero")))
tactic("red_skull.endless_resources", "You get +4 Recruit.", Recruit(4))
tactic(
    "red_skull.hydra_conspiracy",
    "Draw two cards. Then draw another card for each HYDRA Villain in your Victory Pile.",
    Draw(2),
    Per("draw", "hydra_in_vp"),
)
tactic("red_skull.negablast_grenades", "You get +3 Attack.", Attack(3))
tactic(
    "red_skull.ruthless_dictator",
    "Look at the top three cards of your deck. KO one, discard one and put one back on top of your deck.",
    LookKo(3, "discard"),
)
