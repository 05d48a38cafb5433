"""The four Masterminds: Master Strikes and the Fight effects of their 16 Tactics.

"Each other player" on a Mastermind or Tactic uses mode ``others_v``: in solo play it hits the
solo player (the official solo rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .abilities import program_ability
from .cards import defn
from .effects import op
from .steps import Reply, Step, matches

if TYPE_CHECKING:
    from .engine import Legendary


def strike(mm: str, text: str, *program: tuple[Any, ...]) -> None:
    """A Mastermind's Master Strike: its printed ``text`` and its program."""
    program_ability(mm, text, "strike", tuple(program))


def tactic(card_id: str, text: str, *program: tuple[Any, ...]) -> None:
    """A Tactic's Fight effect: its printed ``text`` and its program."""
    program_ability(card_id, text, "tactic", tuple(program))


def each(*program: tuple[Any, ...], mode: str = "all") -> tuple[Any, ...]:
    return ("each", mode, tuple(program))


# -- Dr. Doom -----------------------------------------------------------------------------------
strike(
    "dr_doom",
    "Each player with exactly 6 cards in hand reveals a [Tech] Hero or puts 2 cards from their hand on top of their deck.",
    each(("doom_strike",)),
)
tactic(
    "dr_doom.dark_technology",
    "You may recruit a [Tech] or [Ranged] Hero from the HQ for free.",
    ("free_recruit", "tech_or_ranged", True),
)
tactic(
    "dr_doom.monarchs_decree",
    "Choose one: each other player draws a card or each other player discards a card.",
    (
        "choose_one",
        ("others_draw", "others_discard"),
        ((each(("draw", 1), mode="others_v"),), (each(("discard_pick", 1), mode="others_v"),)),
    ),
)
tactic("dr_doom.secrets_of_time_travel", "Take another turn after this one.", ("extra_turn",))
tactic(
    "dr_doom.treasures_of_latveria",
    "When you draw a new hand of cards at the end of this turn, draw three extra cards.",
    ("mod", "extra_draw", 3),
)

# -- Loki ---------------------------------------------------------------------------------------
strike(
    "loki",
    "Each player reveals a [Strength] Hero or gains a Wound.",
    each(("reveal_or", "Strength", (("wound", 1),))),
)
tactic("loki.cruel_ruler", "Defeat a Villain in the City for free.", ("defeat_pick", "city"))
tactic(
    "loki.maniacal_tyrant",
    "KO up to four cards from your discard pile.",
    ("ko_pick", ("discard",), "any", 4, True, ()),
)
tactic(
    "loki.vanishing_illusions",
    "Each other player KOs a Villain from their Victory Pile.",
    each(("ko_pick", ("victory",), "villain", 1, False, ()), mode="others_v"),
)
tactic(
    "loki.whispers_and_lies",
    "Each other player KOs two Bystanders from their Victory Pile.",
    each(("ko_pick", ("victory",), "bystander", 2, False, ()), mode="others_v"),
)

# -- Magneto ------------------------------------------------------------------------------------
strike(
    "magneto",
    "Each player reveals an X-Men Hero or discards down to four cards.",
    each(("reveal_or", "team:X-Men", (("discard_down", 4),))),
)
tactic(
    "magneto.bitter_captor",
    "Recruit an X-Men Hero from the HQ for free.",
    ("free_recruit", "team:X-Men", False),
)
tactic(
    "magneto.crushing_shockwave",
    "Each other player reveals an X-Men Hero or gains two Wounds.",
    each(("reveal_or", "team:X-Men", (("wound", 2),)), mode="others_v"),
)
tactic(
    "magneto.electromagnetic_bubble",
    "Choose one of your X-Men Heroes. When you draw a new hand of cards at the end of this turn, add that Hero to your hand as a seventh card.",
    ("bubble",),
)
tactic(
    "magneto.xaviers_nemesis",
    "For each of your X-Men Heroes, rescue a Bystander.",
    ("per_hero", "team:X-Men", (("rescue", 1),)),
)

# -- Red Skull ----------------------------------------------------------------------------------
strike(
    "red_skull", "Each player KOs a Hero from their hand.", each(("ko_pick", ("hand",), "hero", 1, False, ()))
)
tactic("red_skull.endless_resources", "You get +4 Recruit.", ("recruit", 4))
tactic(
    "red_skull.hydra_conspiracy",
    "Draw two cards. Then draw another card for each HYDRA Villain in your Victory Pile.",
    ("draw", 2),
    ("per", "draw", "hydra_in_vp", 1),
)
tactic("red_skull.negablast_grenades", "You get +3 Attack.", ("attack", 3))
tactic(
    "red_skull.ruthless_dictator",
    "Look at the top three cards of your deck. KO one, discard one and put one back on top of your deck.",
    ("look_ko", 3, "dictator"),
)


# == mastermind-specific ops ======================================================================
@op("doom_strike")
def _doom_strike(g: Legendary, s: Step, a: Reply) -> None:
    p = s[1]
    if len(g.players[p].hand) == 6:
        g.queue.append(("reveal_or", p, s[2], "Tech", (("topdeck_pick", 2),)))


@op("free_recruit", filter_at=(1,))
def _free_recruit(g: Legendary, s: Step, a: Reply) -> None:
    """Recruit a Hero matching a filter from the HQ for free (``optional``: "you may")."""
    p, flt, optional = s[1], s[3], s[4]
    if a is None:
        uniq = {defn(c).id: c for c in g.hq if c is not None and matches(c, flt)}
        choices: list[tuple[Any, ...]] = [("card", c, "hq") for c in uniq.values()]
        if not choices:
            return
        if optional:
            choices.append(("opt", "no"))
        elif len(choices) == 1:
            a = choices[0]
        if a is None:
            g.ask(p, s, choices, "free_recruit", s[2])
            return
    if a[0] == "opt":
        return
    g.hq[g.hq.index(a[1])] = None
    g.players[p].discard.append(a[1])
    g.ev(A.Recruited(p, a[1]))
    g.refill_hq()
    g.check_hero_deck()


@op("extra_turn")
def _extra_turn(g: Legendary, s: Step, a: Reply) -> None:
    g.extra_turn = True


@op("bubble")
def _bubble(g: Legendary, s: Step, a: Reply) -> None:
    p = s[1]
    if a is None:
        uniq = {defn(c).id: c for c in g.your_heroes(p) if matches(c, "team:X-Men") and c not in g.bubble}
        choices = [("card", c, "played" if c in g.players[p].played else "hand") for c in uniq.values()]
        if not choices:
            return
        if len(choices) > 1:
            g.ask(p, s, choices, "bubble_pick", s[2])
            return
        a = choices[0]
    g.bubble.append(a[1])
