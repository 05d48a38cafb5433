"""The eight Schemes: their Setup numbers, Twist effects (some by the Twist's number) and the
Evil Wins conditions that depend on a Twist. Conditions that depend on escapes, the Wound
stack or the Hero Deck are checked where those happen (rules.check_escapes, engine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import actions as A
from .cards import defn
from .effects import op, push
from .steps import Reply, Step

if TYPE_CHECKING:
    from .engine import Legendary


@dataclass(frozen=True)
class SchemeSetup:
    twists: int
    bystanders: int | None = None  # total Bystanders in the Villain Deck, overriding the table
    extra_henchmen: int = 0
    heroes: int | None = None
    required_group: str = ""
    heroes_in_villain_deck: int = 0
    twists_next_to_scheme: int = 0
    wounds_per_player: int | None = None
    solo_allowed: bool = True


def setup_for(scheme: str, players: int) -> SchemeSetup:
    if scheme == "legacy_virus":  # "8 Twists. Wound stack holds 6 Wounds per player."
        return SchemeSetup(8, wounds_per_player=6)
    if scheme == "midtown_bank_robbery":  # "8 Twists. 12 total Bystanders in the Villain Deck."
        return SchemeSetup(8, bystanders=12)
    if scheme == "negative_zone_prison_breakout":  # "8 Twists. Add an extra Henchman group."
        return SchemeSetup(8, extra_henchmen=1, solo_allowed=False)
    if scheme == "portals_to_the_dark_dimension":  # "7 Twists. Each Twist is a Dark Portal."
        return SchemeSetup(7)
    if scheme == "killbots":  # "5 Twists. 3 additional Twists next to this Scheme. 18 total Bystanders"
        return SchemeSetup(5, bystanders=18, twists_next_to_scheme=3)
    if scheme == "secret_invasion":
        # "8 Twists. 6 Heroes. Skrull Villain Group required. Shuffle 12 random Heroes from the
        # Hero Deck into the Villain Deck."
        return SchemeSetup(8, heroes=6, required_group="skrulls", heroes_in_villain_deck=12)
    if scheme == "super_hero_civil_war":
        # "For 2-3 players, use 8 Twists. For 4-5 players, use 5 Twists. If only 2 players, use
        # only 4 Heroes in the Hero Deck."
        return SchemeSetup(8 if players <= 3 else 5, heroes=4 if players == 2 else None, solo_allowed=False)
    if scheme == "cosmic_cube":  # "8 Twists."
        return SchemeSetup(8)
    raise ValueError(f"unknown scheme {scheme!r}")


KEEPS_TWISTS = ("cosmic_cube", "killbots", "portals_to_the_dark_dimension")


def twist(g: Legendary, p: int, card: str, n: int) -> None:
    """Resolve Twist number ``n`` of the Scheme (``card`` may be Mystique, who stays escaped)."""
    scheme = g.scheme
    is_twist = defn(card).kind == "twist"
    if is_twist:
        (g.scheme_pile if scheme in KEEPS_TWISTS else g.ko).append(card)
    elif scheme in KEEPS_TWISTS and card in g.escaped:
        # Decision: an escape that counts as a Scheme Twist (Mystique) is placed next to the Scheme
        # where that Scheme keeps its twists, and counts there like any twist (The Killbots).
        g.escaped.remove(card)
        g.scheme_pile.append(card)
    if g.n == 1:
        # Solo: "after each Scheme Twist, KO a hero costing 6 or less from the HQ" (advanced solo
        # puts it on the bottom of the Hero Deck instead).
        g.queue.append(("hq_ko", p, card, 6, "ko" if g.options["solo"] == "official" else "bottom"))
    if scheme == "legacy_virus":
        # "Each player reveals a [Tech] Hero or gains a Wound."
        push(g, p, card, (("each", "all", (("reveal_or", "Tech", (("wound", 1),)),)),))
    elif scheme == "midtown_bank_robbery":
        # "Any Villain in the Bank captures 2 Bystanders. Then play the top card of the Villain Deck."
        push(g, p, card, (("capture", "bank", 2), ("play_villain", 1)))
    elif scheme == "negative_zone_prison_breakout":
        # "Play the top 2 cards of the Villain Deck."
        push(g, p, card, (("play_villain", 2),))
    elif scheme == "portals_to_the_dark_dimension":
        # 1: "The Mastermind gets +1 Attack." 2-6: "Villains in that city space get +1 Attack."
        # (both computed from the number of Twists, see state.strength). 7: "Evil Wins!"
        if n >= 7:
            g.evil_wins("seventh_twist")
    elif scheme == "killbots":
        pass  # "Put the Twist next to this Scheme." (Killbot strength counts those Twists)
    elif scheme == "secret_invasion":
        # "The highest-cost Hero from the HQ moves into the Sewers as a Skrull Villain, as above."
        g.queue.append(("skrull_hero", p, card))
    elif scheme == "super_hero_civil_war":
        # "KO all the Heroes in the HQ."
        for i, c in enumerate(g.hq):
            if c is not None:
                g.hq[i] = None
                g.ko_card(p, c, "hq")
        g.refill_hq()
        g.check_hero_deck()
    elif scheme == "cosmic_cube":
        # 5-6: "Each player gains a Wound." 7: "Each player gains 3 Wounds." 8: "Evil Wins!"
        if n >= 8:
            g.evil_wins("eighth_twist")
        elif n == 7:
            push(g, p, card, (("each", "all", (("wound", 3),)),))
        elif n >= 5:
            push(g, p, card, (("each", "all", (("wound", 1),)),))


@op("skrull_hero")
def _skrull_hero(g: Legendary, s: Step, a: Reply) -> None:
    heroes = [c for c in g.hq if c is not None]
    if not heroes:
        return
    if a is None:
        top = max(defn(c).cost for c in heroes)
        uniq = {defn(c).id: c for c in heroes if defn(c).cost == top}
        if len(uniq) > 1:
            g.ask(g.current, s, [("card", c, "hq") for c in uniq.values()], "skrull_pick", s[2])
            return
        a = ("card", next(iter(uniq.values())), "hq")
    hero = a[1]
    g.hq[g.hq.index(hero)] = None
    g.ev(A.HeroMovedToCity(hero, 0))  # it leaves the HQ first; then the HQ refills
    g.refill_hq()
    g.check_hero_deck()
    g.queue.append(("enter_city", s[1], hero, hero))
