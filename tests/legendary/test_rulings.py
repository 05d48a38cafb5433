"""Card texts and rules where the engine once departed from them: each test quotes the card or
rule it pins, and plays the situation it speaks of through the engine's actions."""

from __future__ import annotations

from game.legendary.cards import BRIDGE

from .helpers import end_turn, ids, inst, rig


def skrull_on_the_bridge(skrull: str, **kw):
    """``skrull`` on the Bridge with a Hero under it; the city is full, so the next villain card
    (player 1's turn) pushes the Skrull out."""
    kw.setdefault("hq", ["hulk.hulk_smash"] * 5)
    g = rig(city={i: "hydra.kidnappers" for i in range(4)} | {BRIDGE: skrull},
            villain_deck=["bystander", "hydra.kidnappers"], **kw)
    hero = inst("spider_man.web_shooters")
    g.under[g.city[BRIDGE]] = hero
    g.invalidate()
    return g, g.city[BRIDGE], hero


def visible_cards(obs: dict) -> int:
    """Every card a person can see or count on the table (the rest of the game is face down)."""
    n = sum(len(pl["zones"]["discard"]) + len(pl["zones"]["played"]) + len(pl["zones"]["victory"])
            + pl["zones"]["deck"] + pl["hand_count"] for pl in obs["players"])
    for space in obs["city"]:
        n += (space["card"] is not None) + len(space["bystanders"]) + (space["under"] is not None)
    n += sum(c is not None for c in obs["hq"]) + len(obs["escaped"]) + len(obs["ko"])
    n += obs["villain_deck"] + obs["hero_deck"] + obs["bystanders"] + obs["wounds"] + obs["officers"]
    n += len(obs["mastermind"]["bystanders"]) + obs["mastermind"]["tactics_left"] + len(obs["scheme"]["next_to_scheme"])
    return n


# -- 5. An escaping Skrull takes its Hero with it ----------------------------------------------
def test_an_escaping_shapeshifter_takes_its_hero_to_the_escaped_pile() -> None:
    """Skrull Shapeshifters: "Ambush: Put the rightmost Hero from the HQ under this Villain."
    Decision (the spec): a Villain leaves with what it holds; an escaping Villain takes any card
    under it to the Escaped pile, face up. No card vanishes from sight."""
    g, skrull, hero = skrull_on_the_bridge("skrulls.shapeshifters")
    before = visible_cards(g.observation(0))
    end_turn(g)
    assert skrull in g.escaped and hero in g.escaped and skrull not in g.under
    obs = g.observation(1)
    assert hero in obs["escaped"]
    assert visible_cards(obs) == before


def test_a_hero_carried_off_by_a_skrull_counts_for_secret_invasion() -> None:
    """Secret Invasion of the Skrull Shapeshifters, Evil Wins: "If 6 Heroes get into the Escaped
    Villains pile." Queen Veranke escapes with the Hero under her: with five Heroes escaped before,
    that is the sixth."""
    g, _, _ = skrull_on_the_bridge("skrulls.queen_veranke", scheme="secret_invasion")
    g.escaped = [inst("hulk.growing_anger") for _ in range(5)]
    end_turn(g)
    assert g.result()["reason"] == "evil_wins:heroes_escaped"


def test_a_carried_off_hero_is_not_an_escaped_villain_in_the_solo_score() -> None:
    """Solo score: "VP - 4 per Bystander carried off, - 3 per Twist, - 1 per escaped Villain." The
    Hero a Skrull carries off is in the Escaped pile but is not a Villain."""
    g, _, _ = skrull_on_the_bridge("skrulls.shapeshifters", n=1)
    end_turn(g)  # solo: the next turn is the same player's
    assert ids(g.escaped) == ["skrulls.shapeshifters", "spider_man.web_shooters"]
    assert g.solo_score() == g.vp(0) - 1
