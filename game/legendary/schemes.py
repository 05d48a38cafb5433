"""The eight Schemes: each one's Twist and Evil Wins code beside the text it implements.

A Scheme's Setup numbers, whether its Twists stay next to it, and which Villain Deck cards it
turns into Villains are its data (``cards.SchemeRules``). Its code, registered through
``abilities.ABILITIES`` with the words it quotes, is:

- ``twist``: what a Twist does (a program, or a function of the game, the player and the Twist
  card; ``g.twists_played`` is the Twist's number), after the Twist is placed;
- ``evil_wins:escape`` / ``evil_wins:wound`` / ``evil_wins:hero_deck``: a check run after every
  escape, every Wound gained or every HQ refill, naming why evil wins ("" while it does not);
- ``danger``: whether one or two more escapes would let evil win (the computer players fight
  harder then). ``escapes_win`` registers both from one count;
- Special Rules that make Villains or the Mastermind stronger: ``villain_attack`` (the game, the
  city space, the Villain) and ``mastermind_attack`` (the game), each the Attack it adds
  (``state.strength``); ``dark_portals`` tells the table where the Dark Portals are.

A new Scheme is one entry in ``assets/cards/legendary/enemies.json`` (name, text, ``setup``; and
``"random": false`` so that random setups stay as they were), its Twist here, and a test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import actions as A
from .abilities import ABILITIES, program_ability, run
from .cards import BRIDGE, SCHEME_RULES, SchemeSetup, defn
from .decisions import Prompt
from .effects import Wound, each, reveal_or_wound
from .picks import Capture, FromHq, highest_in_hq
from .rules import ENTER_CITY, HqKo, PlayVillain
from .steps import Answer

if TYPE_CHECKING:
    from .engine import Legendary


def setup_for(scheme: str, players: int) -> SchemeSetup:
    """The Setup numbers of ``scheme`` for ``players`` players."""
    try:
        return SCHEME_RULES[scheme].setup_for(players)
    except KeyError:
        raise ValueError(f"unknown scheme {scheme!r}") from None


def keeps_twists(scheme: str) -> bool:
    return SCHEME_RULES[scheme].keeps_twists


def resolve_twist(g: Legendary, p: int, card: str) -> None:
    """Place the Twist (``card`` may be Mystique, who stays escaped) and resolve the Scheme's."""
    is_twist = defn(card).kind == "twist"
    keeps = SCHEME_RULES[g.scheme].keeps_twists
    if is_twist:
        (g.scheme_pile if keeps else g.ko).append(card)
    elif keeps and card in g.escaped:
        # Decision: an escape that counts as a Scheme Twist (Mystique) is placed next to the Scheme
        # where that Scheme keeps its twists, and counts there like any twist (The Killbots).
        g.escaped.remove(card)
        g.scheme_pile.append(card)
    if g.n == 1:
        # Solo: "after each Scheme Twist, KO a hero costing 6 or less from the HQ" (advanced solo
        # puts it on the bottom of the Hero Deck instead).
        g.queue.append((p, card, HqKo(6, "ko" if g.options["solo"] == "official" else "bottom")))
    run(g, "twist", g.scheme, p, card)


def twist(scheme: str, text: str) -> Callable[[Callable[[Legendary, int, str], None]], Callable[..., None]]:
    """Register the decorated function as what ``scheme``'s Twist does (its printed ``text``)."""
    return ABILITIES.ability(scheme, text, "twist")


def evil_wins(
    scheme: str, text: str, when: str, why: str
) -> Callable[[Callable[[Legendary], bool]], Callable[[Legendary], bool]]:
    """Register the decorated condition as ``scheme``'s Evil Wins (``text``), checked ``when``
    (``escape``, ``wound`` or ``hero_deck``); evil wins for the reason ``why``."""

    def register(condition: Callable[[Legendary], bool]) -> Callable[[Legendary], bool]:
        ABILITIES.ability(scheme, text, f"evil_wins:{when}")(lambda g: why if condition(g) else "")
        return condition

    return register


def escapes_win(
    scheme: str, text: str, why: str, at: int, danger_at: int
) -> Callable[[Callable[[Legendary], int]], Callable[[Legendary], int]]:
    """Register an Evil Wins that counts what escaping Villains did: evil wins when the decorated
    count reaches ``at``; from ``danger_at`` the computer players see the danger."""

    def register(count: Callable[[Legendary], int]) -> Callable[[Legendary], int]:
        ABILITIES.ability(scheme, text, "evil_wins:escape")(lambda g: why if count(g) >= at else "")
        ABILITIES.ability(scheme, text, "danger")(lambda g: count(g) >= danger_at)
        return count

    return register


# -- The Legacy Virus ---------------------------------------------------------------------------
program_ability(
    "legacy_virus",
    "Twist: Each player reveals a [Tech] Hero or gains a Wound.",
    "twist",
    (reveal_or_wound("Tech"),),
)


@evil_wins("legacy_virus", "Evil Wins: If the Wound stack runs out.", "wound", "wound_stack_empty")
def _wounds_out(g: Legendary) -> bool:
    return not g.wounds


# -- Midtown Bank Robbery -----------------------------------------------------------------------
program_ability(
    "midtown_bank_robbery",
    "Twist: Any Villain in the Bank captures 2 Bystanders. Then play the top card of the Villain Deck.",
    "twist",
    (Capture("bank", 2), PlayVillain(1)),
)


@escapes_win(
    "midtown_bank_robbery",
    "Evil Wins: When 8 Bystanders are carried away by escaping Villains.",
    "bystanders_carried_off",
    at=8,
    danger_at=5,
)
def _carried_off(g: Legendary) -> int:
    return g.carried_off


@ABILITIES.ability(
    "midtown_bank_robbery",
    "Special Rules: Each Villain gets +1 Attack for each Bystander it has.",
    "villain_attack",
)
def _held_bystanders(g: Legendary, space: int, villain: str) -> int:
    return len(g.captured.get(villain, ()))


# The Schemes whose ``villain_attack`` rule never makes a Villain weaker (the engine may then
# skip a city whose printed strengths are all out of reach).
VILLAINS_ONLY_STRONGER = {"midtown_bank_robbery", "portals_to_the_dark_dimension"}


# -- Negative Zone Prison Breakout --------------------------------------------------------------
program_ability(
    "negative_zone_prison_breakout",
    "Twist: Play the top 2 cards of the Villain Deck.",
    "twist",
    (PlayVillain(2),),
)


@escapes_win(
    "negative_zone_prison_breakout",
    "Evil Wins: If 12 Villains escape.",
    "villains_escaped",
    at=12,
    danger_at=10,
)
def _villains_escaped(g: Legendary) -> int:
    return sum(1 for c in g.escaped if defn(c).kind in ("villain", "henchman"))


# -- Portals to the Dark Dimension --------------------------------------------------------------
# Twists 1-6 make the Mastermind and the Villains in the Portals' spaces stronger: they count from
# the number of Twists played (``villain_attack`` and ``mastermind_attack``, read by
# state.strength; ``dark_portals`` tells the table where the Portals are).
def portal_spaces(g: Legendary) -> list[int]:
    """Dark Portals from Twists 2-6 go in the leftmost city space (the Bridge) first."""
    k = max(0, min(g.twists_played, 6) - 1)
    return [BRIDGE - i for i in range(k)]


@ABILITIES.ability("portals_to_the_dark_dimension", "Each Twist is a Dark Portal.", "dark_portals")
def _dark_portals(g: Legendary) -> tuple[list[int], bool]:
    """The city spaces with a Dark Portal, and whether one is above the Mastermind."""
    return portal_spaces(g), g.twists_played >= 1


@ABILITIES.ability(
    "portals_to_the_dark_dimension",
    "Twist 1: Put the Dark Portal above the Mastermind. The Mastermind gets +1 Attack.",
    "mastermind_attack",
)
def _portal_above_mastermind(g: Legendary) -> int:
    return 1 if g.twists_played >= 1 else 0


@ABILITIES.ability(
    "portals_to_the_dark_dimension",
    "Twists 2-6: Put the Dark Portal in the leftmost city space that doesn't yet have a Dark Portal. "
    "Villains in that city space get +1 Attack.",
    "villain_attack",
)
def _portal_in_space(g: Legendary, space: int, villain: str) -> int:
    # ``space in portal_spaces(g)``: the Portals fill the spaces from the Bridge leftwards
    return 1 if space > BRIDGE - max(0, min(g.twists_played, 6) - 1) else 0


@twist("portals_to_the_dark_dimension", "Twist 7: Evil Wins!")
def _seventh_twist(g: Legendary, p: int, card: str) -> None:
    if g.twists_played >= 7:
        g.evil_wins("seventh_twist")


# -- Replace Earth's Leaders with Killbots ------------------------------------------------------
# The Twist stays next to the Scheme (its data keeps Twists); the Killbots' strength counts them.
@twist("killbots", "Twist: Put the Twist next to this Scheme.")
def _killbots_twist(g: Legendary, p: int, card: str) -> None:
    pass


@escapes_win("killbots", 'Evil Wins: If 5 "Killbots" escape.', "killbots_escaped", at=5, danger_at=3)
def _killbots_escaped(g: Legendary) -> int:
    return sum(1 for c in g.escaped if defn(c).kind == "bystander") - g.carried_off


# -- Secret Invasion of the Skrull Shapeshifters ------------------------------------------------
@dataclass(frozen=True, slots=True)
class SkrullHero(FromHq):
    """The highest-cost Hero of the HQ moves into the Sewers as a Skrull Villain."""

    def offer(self, g: Legendary, p: int, src: str) -> list[Answer]:
        return highest_in_hq(g)

    def question(self) -> Prompt:
        return Prompt.SKRULL_PICK

    def take(self, g: Legendary, p: int, src: str, hero: str, slot: int) -> None:
        g.ev(A.HeroMovedToCity(hero, 0))  # it leaves the HQ first; then the HQ refills
        g.queue.append((p, hero, ENTER_CITY))


program_ability(
    "secret_invasion",
    "Twist: The highest-cost Hero from the HQ moves into the Sewers as a Skrull Villain, as above.",
    "twist",
    (SkrullHero(),),
)


@escapes_win(
    "secret_invasion",
    "Evil Wins: If 6 Heroes get into the Escaped Villains pile.",
    "heroes_escaped",
    at=6,
    danger_at=4,
)
def _heroes_escaped(g: Legendary) -> int:
    return sum(1 for c in g.escaped if defn(c).kind == "hero")


# -- Super Hero Civil War -----------------------------------------------------------------------
@twist("super_hero_civil_war", "Twist: KO all the Heroes in the HQ.")
def _civil_war_twist(g: Legendary, p: int, card: str) -> None:
    for i, c in enumerate(g.hq):
        if c is not None:
            g.hq[i] = None
            g.ko_card(p, c, "hq")
    g.refill_hq()


@evil_wins("super_hero_civil_war", "Evil Wins: If the Hero Deck runs out.", "hero_deck", "hero_deck_out")
def _hero_deck_out(g: Legendary) -> bool:
    return g.hero_out


# -- The Cosmic Cube ----------------------------------------------------------------------------
@twist(
    "cosmic_cube",
    "Twists 5-6: Each player gains a Wound. Twist 7: Each player gains 3 Wounds. Twist 8: Evil Wins!",
)
def _cosmic_cube_twist(g: Legendary, p: int, card: str) -> None:
    n = g.twists_played
    if n >= 8:
        g.evil_wins("eighth_twist")
    elif n == 7:
        g.queue.append((p, card, EACH_GAINS_3))
    elif n >= 5:
        g.queue.append((p, card, EACH_GAINS_1))


EACH_GAINS_1, EACH_GAINS_3 = each(Wound(1)), each(Wound(3))
