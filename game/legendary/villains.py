"""Villain groups and henchmen: Ambush, Fight and Escape effects beside their printed text.

Fight effects run after the villain is defeated and in the victory pile (errata). Location
conditions ("If you fight X on the Rooftops") read the space it was fought in. The steps only
villains use are in ``villain_ops.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import ABILITIES, program_ability
from .cards import BRIDGE, ROOFTOPS, SEWERS, STREETS, defn
from .decisions import Prompt
from .effects import Draw, IfSpace, May, Mod, Officer, PerHero, Recruit, Rescue, Wound, each, reveal_or_wound
from .picks import Capture, TopOrBack, ko_heroes
from .rules import PlayVillain
from .steps import YOUR_HEROES, Program, matches
from .villain_ops import GainUnder, KoAll, LookKo, Mystique, Paibok, SkrullTake, Viper, Ymir

if TYPE_CHECKING:
    from .engine import Legendary
    from .state import PlayerZones


def villain(card_id: str, text: str, ambush: Program = (), fight: Program = (), escape: Program = ()) -> None:
    """A villain or henchman card's printed ``text`` and its Ambush, Fight and Escape programs."""
    for hook, program in (("ambush", ambush), ("fight", fight), ("escape", escape)):
        if program:
            program_ability(card_id, text, hook, program)


# -- Brotherhood ----------------------------------------------------------------------------------
# Blob's condition is checked when offering the fight (engine.can_fight) and in free defeats.
@ABILITIES.ability("brotherhood.blob", "You can't defeat Blob unless you have an X-Men Hero.", "can_fight")
def _blob(g: Legendary, p: int) -> bool:
    return any(matches(c, "team:X-Men") for c in g.your_heroes(p))


villain(
    "brotherhood.juggernaut",
    "Ambush: Each player KOs two Heroes from their discard pile. Escape: Each player KOs two Heroes from their hand.",
    ambush=(each(ko_heroes(2, ("discard",))),),
    escape=(each(ko_heroes(2, ("hand",))),),
)
villain(
    "brotherhood.mystique",
    "Escape: Mystique becomes a Scheme Twist that takes effect immediately.",
    escape=(Mystique(),),
)
villain(
    "brotherhood.sabretooth",
    "Fight: Each player reveals an X-Men Hero or gains a Wound. Escape: Same effect.",
    fight=(reveal_or_wound("team:X-Men"),),
    escape=(reveal_or_wound("team:X-Men"),),
)

# -- Enemies of Asgard -----------------------------------------------------------------------------
villain(
    "enemies_of_asgard.destroyer",
    "Fight: KO all your S.H.I.E.L.D. Heroes. Escape: Each player KOs two of their Heroes.",
    fight=(KoAll(YOUR_HEROES, "shield"),),
    escape=(each(ko_heroes(2)),),
)
villain("enemies_of_asgard.enchantress", "Fight: Draw three cards.", fight=(Draw(3),))
villain(
    "enemies_of_asgard.frost_giant",
    "Fight: Each player reveals a [Ranged] Hero or gains a Wound. Escape: Same effect.",
    fight=(reveal_or_wound("Ranged"),),
    escape=(reveal_or_wound("Ranged"),),
)
villain(
    "enemies_of_asgard.ymir",
    "Ambush: Each player reveals a [Ranged] Hero or gains a Wound. Fight: Choose a player. That player KOs any number of Wounds from their hand and discard pile.",
    ambush=(reveal_or_wound("Ranged"),),
    fight=(Ymir(),),
)

# -- HYDRA ----------------------------------------------------------------------------------------
villain("hydra.endless_armies", "Fight: Play the top two cards of the Villain Deck.", fight=(PlayVillain(2),))
villain(
    "hydra.kidnappers",
    "Fight: You may gain a S.H.I.E.L.D. Officer.",
    fight=(May(Prompt.GAIN_OFFICER, (Officer(),)),),
)


# Scoring asks a card's "vp" code for what it adds to its printed VP (state.vp).
@ABILITIES.ability(
    "hydra.supreme_hydra",
    "Supreme HYDRA is worth +3 VP for each other HYDRA Villain in your Victory Pile.",
    "vp",
)
def _supreme_hydra_vp(pl: PlayerZones) -> int:
    return 3 * (sum(1 for c in pl.victory if defn(c).group == "hydra") - 1)


@ABILITIES.ability(
    "masters_of_evil.ultron",
    "Ultron is worth +1 VP for each [Tech] Hero you have among all your cards at the end of the game.",
    "vp",
)
def _ultron_vp(pl: PlayerZones) -> int:
    return sum(1 for c in pl.all_cards() if defn(c).kind == "hero" and defn(c).cls == "Tech")


villain(
    "hydra.viper",
    "Fight: Each player without another HYDRA Villain in their Victory Pile gains a Wound. Escape: Same effect.",
    fight=(each(Viper()),),
    escape=(each(Viper()),),
)

# -- Masters of Evil --------------------------------------------------------------------------------
villain(
    "masters_of_evil.baron_zemo",
    "Fight: For each of your Avengers Heroes, rescue a Bystander.",
    fight=(PerHero("team:Avengers", (Rescue(1),)),),
)
villain(
    "masters_of_evil.melter",
    "Fight: Each player reveals the top card of their deck. For each card, you choose to KO it or put it back.",
    fight=(each(TopOrBack("ko")),),
)
villain(
    "masters_of_evil.ultron",
    "Ultron is worth +1 VP for each [Tech] Hero you have among all your cards at the end of the game. Escape: Each player reveals a [Tech] Hero or gains a Wound.",
    escape=(reveal_or_wound("Tech"),),
)
villain(
    "masters_of_evil.whirlwind",
    "Fight: If you fight Whirlwind on the Rooftops or Bridge, KO two of your Heroes.",
    fight=(IfSpace((ROOFTOPS, BRIDGE), (ko_heroes(2),)),),
)

# -- Radiation ------------------------------------------------------------------------------------
villain(
    "radiation.abomination",
    "Fight: If you fight Abomination on the Streets or Bridge, rescue three Bystanders.",
    fight=(IfSpace((STREETS, BRIDGE), (Rescue(3),)),),
)
villain("radiation.the_leader", "Ambush: Play the top card of the Villain Deck.", ambush=(PlayVillain(1),))
villain(
    "radiation.maestro",
    "Fight: For each of your [Strength] Heroes, KO one of your Heroes.",
    fight=(PerHero("Strength", (ko_heroes(1),)),),
)
villain(
    "radiation.zzzax",
    "Fight: Each player reveals a [Strength] Hero or gains a Wound. Escape: Same effect.",
    fight=(reveal_or_wound("Strength"),),
    escape=(reveal_or_wound("Strength"),),
)

# -- Skrulls --------------------------------------------------------------------------------------
villain(
    "skrulls.paibok",
    "Fight: Choose a Hero in the HQ for each player. Each player gains that Hero.",
    fight=(each(Paibok()),),
)
villain(
    "skrulls.queen_veranke",
    "Ambush: Put the highest-cost Hero from the HQ under this Villain. This Villain's Attack is equal to that Hero's Cost. Fight: Gain that Hero.",
    ambush=(SkrullTake("highest"),),
    fight=(GainUnder(),),
)
villain(
    "skrulls.shapeshifters",
    "Ambush: Put the rightmost Hero from the HQ under this Villain. This Villain's Attack is equal to that Hero's Cost. Fight: Gain that Hero.",
    ambush=(SkrullTake("rightmost"),),
    fight=(GainUnder(),),
)
villain("skrulls.super_skrull", "Fight: Each player KOs one of their Heroes.", fight=(each(ko_heroes(1)),))

# -- Spider-Foes ----------------------------------------------------------------------------------
villain(
    "spider_foes.doctor_octopus",
    "Fight: When you draw a new hand of cards at the end of this turn, draw eight cards instead of six.",
    fight=(Mod("draw8"),),
)
villain(
    "spider_foes.green_goblin", "Ambush: Green Goblin captures a Bystander.", ambush=(Capture("self", 1),)
)
villain(
    "spider_foes.the_lizard",
    "Fight: If you fight the Lizard in the Sewers, each other player gains a Wound.",
    fight=(IfSpace((SEWERS,), (each(Wound(1), who="others_v"),)),),
)


@ABILITIES.ability(
    "spider_foes.venom", "You can't defeat Venom unless you have a [Covert] Hero.", "can_fight"
)
def _venom(g: Legendary, p: int) -> bool:
    return any(matches(c, "Covert") for c in g.your_heroes(p))


villain(
    "spider_foes.venom",
    "You can't defeat Venom unless you have a [Covert] Hero. Escape: Each player gains a Wound.",
    escape=(each(Wound(1)),),
)

# -- Henchmen -------------------------------------------------------------------------------------
villain(
    "doombot_legion.doombot",
    "Fight: Look at the top two cards of your deck. KO one of them and put the other back.",
    fight=(LookKo(2),),
)
villain("hand_ninjas.ninja", "Fight: You get +1 Recruit.", fight=(Recruit(1),))
villain(
    "savage_land_mutates.mutate",
    "Fight: When you draw a new hand of cards at the end of this turn, draw an extra card.",
    fight=(Mod("extra_draw"),),
)
villain("sentinel.sentinel", "Fight: KO one of your Heroes.", fight=(ko_heroes(1),))
