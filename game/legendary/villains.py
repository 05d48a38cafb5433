"""Villain groups and henchmen: Ambush, Fight and Escape effects beside their printed text.

Fight effects run after the villain is defeated and in the victory pile (errata). Location
conditions ("If you fight X on the Rooftops") read the space it was fought in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .abilities import ABILITIES, program_ability
from .cards import BRIDGE, ROOFTOPS, SEWERS, STREETS, defn
from .effects import op
from .steps import Reply, Step, matches

if TYPE_CHECKING:
    from .engine import Legendary
    from .state import PlayerZones


def villain(
    card_id: str,
    text: str,
    ambush: tuple[Any, ...] = (),
    fight: tuple[Any, ...] = (),
    escape: tuple[Any, ...] = (),
) -> None:
    """A villain or henchman card's printed ``text`` and its Ambush, Fight and Escape programs."""
    for hook, program in (("ambush", ambush), ("fight", fight), ("escape", escape)):
        if program:
            program_ability(card_id, text, hook, program)


def each(*program: tuple[Any, ...], mode: str = "all") -> tuple[Any, ...]:
    return ("each", mode, tuple(program))


def reveal_or_wound(flt: str, n: int = 1) -> tuple[Any, ...]:
    return each(("reveal_or", flt, (("wound", n),)))


YOUR_HEROES = ("hand", "played")


def ko_heroes(n: int, zones: tuple[str, ...] = YOUR_HEROES) -> tuple[Any, ...]:
    return ("ko_pick", zones, "hero", n, False, ())


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
    escape=(("mystique",),),
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
    fight=(("ko_all", YOUR_HEROES, "shield"),),
    escape=(each(ko_heroes(2)),),
)
villain("enemies_of_asgard.enchantress", "Fight: Draw three cards.", fight=(("draw", 3),))
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
    fight=(("ymir",),),
)

# -- HYDRA ----------------------------------------------------------------------------------------
villain(
    "hydra.endless_armies", "Fight: Play the top two cards of the Villain Deck.", fight=(("play_villain", 2),)
)
villain(
    "hydra.kidnappers",
    "Fight: You may gain a S.H.I.E.L.D. Officer.",
    fight=(("may", "gain_officer", (("officer", "discard"),)),),
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
    fight=(each(("viper",)),),
    escape=(each(("viper",)),),
)

# -- Masters of Evil --------------------------------------------------------------------------------
villain(
    "masters_of_evil.baron_zemo",
    "Fight: For each of your Avengers Heroes, rescue a Bystander.",
    fight=(("per_hero", "team:Avengers", (("rescue", 1),)),),
)
villain(
    "masters_of_evil.melter",
    "Fight: Each player reveals the top card of their deck. For each card, you choose to KO it or put it back.",
    fight=(each(("melter",)),),
)
villain(
    "masters_of_evil.ultron",
    "Ultron is worth +1 VP for each [Tech] Hero you have among all your cards at the end of the game. Escape: Each player reveals a [Tech] Hero or gains a Wound.",
    escape=(reveal_or_wound("Tech"),),
)
villain(
    "masters_of_evil.whirlwind",
    "Fight: If you fight Whirlwind on the Rooftops or Bridge, KO two of your Heroes.",
    fight=(("if_space", (ROOFTOPS, BRIDGE), (ko_heroes(2),)),),
)

# -- Radiation ------------------------------------------------------------------------------------
villain(
    "radiation.abomination",
    "Fight: If you fight Abomination on the Streets or Bridge, rescue three Bystanders.",
    fight=(("if_space", (STREETS, BRIDGE), (("rescue", 3),)),),
)
villain(
    "radiation.the_leader", "Ambush: Play the top card of the Villain Deck.", ambush=(("play_villain", 1),)
)
villain(
    "radiation.maestro",
    "Fight: For each of your [Strength] Heroes, KO one of your Heroes.",
    fight=(("per_hero", "Strength", (ko_heroes(1),)),),
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
    fight=(each(("paibok",)),),
)
villain(
    "skrulls.queen_veranke",
    "Ambush: Put the highest-cost Hero from the HQ under this Villain. This Villain's Attack is equal to that Hero's Cost. Fight: Gain that Hero.",
    ambush=(("skrull_take", "highest"),),
    fight=(("gain_under",),),
)
villain(
    "skrulls.shapeshifters",
    "Ambush: Put the rightmost Hero from the HQ under this Villain. This Villain's Attack is equal to that Hero's Cost. Fight: Gain that Hero.",
    ambush=(("skrull_take", "rightmost"),),
    fight=(("gain_under",),),
)
villain("skrulls.super_skrull", "Fight: Each player KOs one of their Heroes.", fight=(each(ko_heroes(1)),))

# -- Spider-Foes ----------------------------------------------------------------------------------
villain(
    "spider_foes.doctor_octopus",
    "Fight: When you draw a new hand of cards at the end of this turn, draw eight cards instead of six.",
    fight=(("mod", "draw8", 1),),
)
villain(
    "spider_foes.green_goblin", "Ambush: Green Goblin captures a Bystander.", ambush=(("capture", "self", 1),)
)
villain(
    "spider_foes.the_lizard",
    "Fight: If you fight the Lizard in the Sewers, each other player gains a Wound.",
    fight=(("if_space", (SEWERS,), (each(("wound", 1), mode="others_v"),)),),
)


@ABILITIES.ability(
    "spider_foes.venom", "You can't defeat Venom unless you have a [Covert] Hero.", "can_fight"
)
def _venom(g: Legendary, p: int) -> bool:
    return any(matches(c, "Covert") for c in g.your_heroes(p))


villain(
    "spider_foes.venom",
    "You can't defeat Venom unless you have a [Covert] Hero. Escape: Each player gains a Wound.",
    escape=(each(("wound", 1)),),
)

# -- Henchmen -------------------------------------------------------------------------------------
villain(
    "doombot_legion.doombot",
    "Fight: Look at the top two cards of your deck. KO one of them and put the other back.",
    fight=(("look_ko", 2, "doombot"),),
)
villain("hand_ninjas.ninja", "Fight: You get +1 Recruit.", fight=(("recruit", 1),))
villain(
    "savage_land_mutates.mutate",
    "Fight: When you draw a new hand of cards at the end of this turn, draw an extra card.",
    fight=(("mod", "extra_draw", 1),),
)
villain("sentinel.sentinel", "Fight: KO one of your Heroes.", fight=(ko_heroes(1),))


# == villain-specific ops =========================================================================
@op("ko_all", filter_at=(2,))
def _ko_all(g: Legendary, s: Step, a: Reply) -> None:
    p = s[1]
    for z in s[3]:
        for c in [c for c in g.zone(p, z) if matches(c, s[4])]:
            g.remove(p, z, c)
            g.ko_card(p, c, z)


@op("mystique")
def _mystique(g: Legendary, s: Step, a: Reply) -> None:
    g.queue.append(("twist", s[1], s[2], s[2]))


@op("ymir")
def _ymir(g: Legendary, s: Step, a: Reply) -> None:
    """Choose a player; that player KOs Wounds from hand and discard pile (all of them: "any
    number" and fewer Wounds is never worse)."""
    if a is None:
        g.ask(s[1], s, [("player", q) for q in g.turn_order()], "ymir_player", s[2])
        return
    q = a[1]
    for z in ("hand", "discard"):
        for c in [c for c in g.zone(q, z) if defn(c).kind == "wound"]:
            g.remove(q, z, c)
            g.ko_card(q, c, z)


@op("viper")
def _viper(g: Legendary, s: Step, a: Reply) -> None:
    p = s[1]
    if not any(
        c != s[2] and defn(c).group == "hydra" and defn(c).kind == "villain" for c in g.players[p].victory
    ):
        g.queue.append(("wound", p, s[2], 1))


@op("melter")
def _melter(g: Legendary, s: Step, a: Reply) -> None:
    """Reveal the top card of ``s[1]``'s deck; the fighting player chooses KO or put back."""
    q = s[1]
    top = g.top_card(q)
    if top is None:
        return
    if a is None:
        g.ev(A.Revealed(q, top))
        g.ask(g.current, s, [("opt", "ko"), ("opt", "back")], "ko_or_back", top)
    elif a[1] == "ko":
        g.players[q].deck.pop()
        g.ko_card(q, top, "deck")


@op("look_ko")
def _look_ko(g: Legendary, s: Step, a: Reply) -> None:
    """Look at the top ``n`` cards of your deck and KO one; the others go back in order
    (Doombot Legion: n=2; Red Skull's Ruthless Dictator: n=3, then discard one of the other two)."""
    p, n, kind = s[1], s[3], s[4]
    deck = g.players[p].deck
    if a is None:
        top = g.top_cards(p, n)
        if not top:
            return
        uniq = {defn(c).id: c for c in top}
        choices = [("card", c, "deck") for c in uniq.values()]
        if len(choices) > 1:
            g.ask(p, s, choices, "look_ko", s[2], shown=list(reversed(top)))
            return
        a = choices[0]
    deck.remove(a[1])
    g.ko_card(p, a[1], "deck")
    if kind == "dictator" and len(deck) >= 1:
        g.queue.append(("look_discard", p, s[2], min(2, len(deck))))


@op("look_discard")
def _look_discard(g: Legendary, s: Step, a: Reply) -> None:
    p, n = s[1], s[3]
    deck = g.players[p].deck
    top = deck[-n:]  # the cards left of those looked at (already on top)
    if not top:
        return
    if a is None:
        uniq = {defn(c).id: c for c in top}
        if len(uniq) > 1:
            g.ask(
                p,
                s,
                [("card", c, "deck") for c in uniq.values()],
                "look_discard",
                s[2],
                shown=list(reversed(top)),
            )
            return
        a = ("card", top[-1], "deck")
    g.discard_by_effect(p, "deck", a[1])  # a card effect: Unending Energy may return to hand


@op("paibok")
def _paibok(g: Legendary, s: Step, a: Reply) -> None:
    """The fighting player chooses a Hero in the HQ for player ``s[1]``, who gains it."""
    q = s[1]
    if a is None:
        uniq = {defn(c).id: c for c in g.hq if c is not None}
        choices = [("card", c, "hq") for c in uniq.values()]
        if not choices:
            return
        if len(choices) > 1:
            g.ask(g.current, s, choices, "paibok_pick", s[2])
            return
        a = choices[0]
    slot = g.hq.index(a[1])
    g.hq[slot] = None
    g.players[q].discard.append(a[1])
    g.ev(A.Gained(q, a[1], "discard"))
    g.refill_hq()
    g.check_hero_deck()


@op("skrull_take")
def _skrull_take(g: Legendary, s: Step, a: Reply) -> None:
    v = s[2]
    if v not in g.city:
        return
    heroes = [c for c in g.hq if c is not None]
    if not heroes:
        return
    if a is None:
        if s[3] == "rightmost":
            a = ("card", next(c for c in reversed(g.hq) if c is not None), "hq")
        else:
            top = max(defn(c).cost for c in heroes)
            uniq = {defn(c).id: c for c in heroes if defn(c).cost == top}
            if len(uniq) > 1:
                g.ask(g.current, s, [("card", c, "hq") for c in uniq.values()], "skrull_pick", v)
                return
            a = ("card", next(iter(uniq.values())), "hq")
    g.hq[g.hq.index(a[1])] = None
    g.under[v] = a[1]
    g.ev(A.HeroMovedToCity(a[1], g.city.index(v), v))
    g.refill_hq()
    g.check_hero_deck()


@op("gain_under")
def _gain_under(g: Legendary, s: Step, a: Reply) -> None:
    hero = g.under.pop(s[2], None)
    if hero is not None:
        g.players[s[1]].discard.append(hero)
        g.ev(A.Gained(s[1], hero, "discard"))
