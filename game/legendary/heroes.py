"""The 15 core-set heroes: each card's printed text beside the program that implements it.

A card's Recruit and Attack icons are added by the engine before its program runs; programs
only do the text; the loader checks each quoted text against the card data.
"""

from __future__ import annotations

from .abilities import program_ability
from .decisions import Prompt
from .effects import (
    Attack,
    ChooseOne,
    Draw,
    Each,
    May,
    Mod,
    Officer,
    Per,
    Power,
    Recruit,
    Rescue,
    Wound,
    each,
)
from .hero_ops import (
    Amazing,
    CopyPowers,
    Cyclone,
    DoOver,
    IfReveal,
    Jackpot,
    PassLeft,
    RevealDraw,
    Shadowed,
    Steal,
    Surge,
)
from .picks import Capture, DefeatPick, DiscardCost, DiscardPick, TopdeckPick, TopOrBack, ko_then
from .steps import HAND_DISCARD, Step


def hero(card_id: str, text: str, *program: Step) -> None:
    """A hero card's printed ``text`` and the program that does it when played (empty when the
    text works from an effect step, as the comment above the card says)."""
    program_ability(card_id, text, "play", program)


# -- Black Widow ---------------------------------------------------------------------------------
hero(
    "black_widow.dangerous_rescue",
    "[Covert]: You may KO a card from your hand or discard pile. If you do, rescue a Bystander.",
    Power("Covert", (ko_then(HAND_DISCARD, "any", Rescue(1)),)),
)
hero(
    "black_widow.mission_accomplished",
    "Draw a card. [Tech]: Rescue a Bystander.",
    Draw(1),
    Power("Tech", (Rescue(1),)),
)
hero(
    "black_widow.covert_operation",
    "You get +1 Attack for each Bystander in your Victory pile.",
    Per("attack", "bystanders_in_vp", 1),
)
hero(
    "black_widow.silent_sniper",
    "Defeat a Villain or Mastermind that has a Bystander.",
    DefeatPick("bystander"),
)

# -- Captain America -----------------------------------------------------------------------------
hero(
    "captain_america.avengers_assemble",
    "You get +1 Recruit for each color of Hero you have.",
    Per("recruit", "colors", 1),
)
hero(
    "captain_america.perfect_teamwork",
    "You get +1 Attack for each color of Hero you have.",
    Per("attack", "colors", 1),
)
# Diving Block works from the Wound-gaining step (effects.gain_wound), not when played.
hero(
    "captain_america.diving_block",
    "If you would gain a Wound, you may reveal this card and draw a card instead.",
)
hero(
    "captain_america.a_day_unlike_any_other",
    "[Avengers]: You get +3 Attack for each other Avengers Hero you played this turn.",
    Power("team:Avengers", (Per("attack", "played_other", 3, "team:Avengers"),)),
)

# -- Cyclops ------------------------------------------------------------------------------------
# The discard is the price of playing the card (the engine only offers it with another card in hand).
hero("cyclops.determination", "To play this card, you must discard a card from your hand.", DiscardCost())
hero("cyclops.optic_blast", "To play this card, you must discard a card from your hand.", DiscardCost())
# Unending Energy works when a card effect discards it (state.discard_by_effect).
hero(
    "cyclops.unending_energy",
    "If a card effect makes you discard this card, you may return this card to your hand.",
)
hero(
    "cyclops.x_men_united",
    "[X-Men]: You get +2 Attack for each other X-Men Hero you played this turn.",
    Power("team:X-Men", (Per("attack", "played_other", 2, "team:X-Men"),)),
)

# -- Deadpool -----------------------------------------------------------------------------------
hero("deadpool.here_hold_this", "A Villain of your choice captures a Bystander.", Capture("choice", 1))
hero(
    "deadpool.oddball",
    "You get +1 Attack for each other Hero with an odd-numbered Cost you played this turn.",
    Per("attack", "odd_cost_played", 1),
)
hero(
    "deadpool.do_over",
    "If this is the first Hero you played this turn, you may discard the rest of your hand and draw four cards.",
    DoOver(),
)
hero(
    "deadpool.random_acts_of_unkindness",
    "You may gain a Wound to your hand. Then each player passes a card from their hand to the player on their left.",
    May(Prompt.WOUND_TO_HAND, (Wound(1, "hand"),)),
    PassLeft(),
)

# -- Emma Frost ---------------------------------------------------------------------------------
hero("emma_frost.mental_discipline", "Draw a card.", Draw(1))
hero(
    "emma_frost.shadowed_thoughts",
    "[Covert]: You may play the top card of the Villain Deck. If you do, you get +2 Attack.",
    Power("Covert", (Shadowed(),)),
)
hero(
    "emma_frost.psychic_link",
    "Each player may reveal another X-Men Hero. Each player who does draws a card.",
    Each("all", (IfReveal("team:X-Men", (Draw(1),)),)),
)
hero(
    "emma_frost.diamond_form",
    "Whenever you defeat a Villain or Mastermind this turn, you get +3 Recruit.",
    Mod("diamond", 1),
)

# -- Gambit -------------------------------------------------------------------------------------
hero(
    "gambit.card_shark",
    "Reveal the top card of your deck. If it's an X-Men Hero, draw it.",
    RevealDraw("team:X-Men"),
)
hero(
    "gambit.stack_the_deck",
    "Draw two cards. Then put a card from your hand on top of your deck.",
    Draw(2),
    TopdeckPick(1),
)
hero(
    "gambit.hypnotic_charm",
    "Reveal the top card of your deck. Discard it or put it back. [Instinct]: Do the same thing to each other player's deck.",
    TopOrBack("discard"),
    Power("Instinct", (Each("others", (TopOrBack("discard"),)),)),
)
hero(
    "gambit.high_stakes_jackpot",
    "Reveal the top card of your deck. You get +Attack equal to that card's cost.",
    Jackpot(),
)

# -- Hawkeye ------------------------------------------------------------------------------------
hero("hawkeye.quick_draw", "Draw a card.", Draw(1))
hero("hawkeye.team_player", "[Avengers]: You get +1 Attack.", Power("team:Avengers", (Attack(1),)))
hero(
    "hawkeye.covering_fire",
    "[Tech]: Choose one: each other player draws a card or each other player discards a card.",
    Power(
        "Tech",
        (
            ChooseOne(
                (
                    ("others_draw", (each(Draw(1), who="others"),)),
                    ("others_discard", (each(DiscardPick(1), who="others"),)),
                )
            ),
        ),
    ),
)
hero(
    "hawkeye.impossible_trick_shot",
    "Whenever you defeat a Villain or Mastermind this turn, rescue three Bystanders.",
    Mod("trick_shot", 1),
)

# -- Hulk ---------------------------------------------------------------------------------------
hero("hulk.growing_anger", "[Strength]: You get +1 Attack.", Power("Strength", (Attack(1),)))
hero(
    "hulk.unstoppable_hulk",
    "You may KO a Wound from your hand or discard pile. If you do, you get +2 Attack.",
    ko_then(HAND_DISCARD, "wound", Attack(2)),
)
hero("hulk.crazed_rampage", "Each player gains a Wound.", Each("all", (Wound(1),)))
hero("hulk.hulk_smash", "[Strength]: You get +5 Attack.", Power("Strength", (Attack(5),)))

# -- Iron Man -----------------------------------------------------------------------------------
hero(
    "iron_man.endless_invention",
    "Draw a card. [Tech]: Draw another card.",
    Draw(1),
    Power("Tech", (Draw(1),)),
)
hero("iron_man.repulsor_rays", "[Ranged]: You get +1 Attack.", Power("Ranged", (Attack(1),)))
hero(
    "iron_man.arc_reactor",
    "[Tech]: You get +1 Attack for each other [Tech] Hero you played this turn.",
    Power("Tech", (Per("attack", "played_other", 1, "Tech"),)),
)
hero(
    "iron_man.quantum_breakthrough",
    "Draw two cards. [Tech]: Draw two more cards.",
    Draw(2),
    Power("Tech", (Draw(2),)),
)

# -- Nick Fury ----------------------------------------------------------------------------------
hero(
    "nick_fury.battlefield_promotion",
    "You may KO a S.H.I.E.L.D. Hero from your hand or discard pile. If you do, you may gain a S.H.I.E.L.D. Officer to your hand.",
    ko_then(HAND_DISCARD, "shield", May(Prompt.OFFICER_TO_HAND, (Officer("hand"),))),
)
hero("nick_fury.high_tech_weaponry", "[Tech]: You get +1 Attack.", Power("Tech", (Attack(1),)))
hero(
    "nick_fury.legendary_commander",
    "You get +1 Attack for each other S.H.I.E.L.D. Hero you played this turn.",
    Per("attack", "played_other", 1, "shield"),
)
hero(
    "nick_fury.pure_fury",
    "Defeat any Villain or Mastermind whose Attack is less than the number of S.H.I.E.L.D. Heroes in the KO pile.",
    DefeatPick("fury"),
)

# -- Rogue --------------------------------------------------------------------------------------
hero("rogue.borrowed_brawn", "[Strength]: You get +3 Attack.", Power("Strength", (Attack(3),)))
hero(
    "rogue.energy_drain",
    "[Covert]: You may KO a card from your hand or discard pile. If you do, you get +1 Recruit.",
    Power("Covert", (ko_then(HAND_DISCARD, "any", Recruit(1)),)),
)
hero(
    "rogue.copy_powers",
    "Play this card as a copy of another Hero you played this turn. This card is both [Covert] and the color you copy.",
    CopyPowers(),
)
hero(
    "rogue.steal_abilities",
    "Each player discards the top card of their deck. Play a copy of each of those cards.",
    Steal(),
)

# -- Spider-Man ---------------------------------------------------------------------------------
REVEAL_CHEAP = RevealDraw("cost<=2")
hero(
    "spider_man.astonishing_strength",
    "Reveal the top card of your deck. If that card costs 2 or less, draw it.",
    REVEAL_CHEAP,
)
hero(
    "spider_man.great_responsibility",
    "Reveal the top card of your deck. If that card costs 2 or less, draw it.",
    REVEAL_CHEAP,
)
hero(
    "spider_man.web_shooters",
    "Rescue a Bystander. Reveal the top card of your deck. If that card costs 2 or less, draw it.",
    Rescue(1),
    REVEAL_CHEAP,
)
hero(
    "spider_man.the_amazing_spider_man",
    "Reveal the top three cards of your deck. Put any that cost 2 or less into your hand. Put the rest back in any order.",
    Amazing(),
)

# -- Storm --------------------------------------------------------------------------------------
hero("storm.gathering_stormclouds", "[Ranged]: Draw a card.", Power("Ranged", (Draw(1),)))
hero(
    "storm.lightning_bolt",
    "Any Villain you fight on the Rooftops this turn gets -2 Attack.",
    Mod("rooftops_minus", 2),
)
hero(
    "storm.spinning_cyclone",
    "You may move a Villain to a new city space. Rescue any Bystanders captured by that Villain. (If you move a Villain to a city space that already has a Villain, swap them.)",
    Cyclone(-1),
)
hero(
    "storm.tidal_wave",
    "Any Villain you fight on the Bridge this turn gets -2 Attack. [Ranged]: The Mastermind gets -2 Attack this turn.",
    Mod("bridge_minus", 2),
    Power("Ranged", (Mod("mm_minus", 2),)),
)

# -- Thor ---------------------------------------------------------------------------------------
hero("thor.odinson", "[Strength]: You get +2 Recruit.", Power("Strength", (Recruit(2),)))
hero("thor.surge_of_power", "If you made 8 or more Recruit this turn, you get +3 Attack.", Surge())
hero("thor.call_lightning", "[Ranged]: You get +3 Attack.", Power("Ranged", (Attack(3),)))
hero("thor.god_of_thunder", "You can use Recruit as Attack this turn.", Mod("thunder", 1))

# -- Wolverine ----------------------------------------------------------------------------------
hero(
    "wolverine.healing_factor",
    "You may KO a Wound from your hand or discard pile. If you do, draw a card.",
    ko_then(HAND_DISCARD, "wound", Draw(1)),
)
hero("wolverine.keen_senses", "[Instinct]: Draw a card.", Power("Instinct", (Draw(1),)))
hero("wolverine.frenzied_slashing", "[Instinct]: Draw two cards.", Power("Instinct", (Draw(2),)))
hero(
    "wolverine.berserker_rage",
    "Draw three cards. [Instinct]: You get +1 Attack for each extra card you've drawn this turn.",
    Draw(3),
    Power("Instinct", (Per("attack", "extra_drawn", 1),)),
)
