"""The four Masterminds: each Master Strike and each of the 16 Tactics."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import defn

from .helpers import answer, end_turn, ids, inst, prompt, rig


def strike(g):
    """Player 1's turn begins with a Master Strike."""
    g.villain_deck = [inst("bystander"), inst("strike")]
    return end_turn(g)


def take_tactic(g, tactic: str):
    g.tactics = [tactic, g.tactics[-1] if g.tactics[-1] != tactic else g.tactics[0]]
    g.attack = max(g.attack, 12)
    g.rng.force(0)
    g.invalidate()
    return g.apply(A.FightMastermind(g.mastermind))


# -- strikes ----------------------------------------------------------------------------------------
def test_dr_doom_strike_hits_players_with_exactly_six_cards():
    g = rig(mastermind="dr_doom", deck=["shield.agent"] * 6, others={1: {"hand": ["shield.agent"] * 5}})
    g.players[1].deck = [inst("shield.trooper")]
    strike(g)  # player 0 drew a new hand of 6; player 1 (5 cards) is spared
    assert prompt(g) is None  # player 0 holds six identical agents: one choice each time, made at once
    assert len(g.players[0].hand) == 4 and len(g.players[0].deck) == 2


def test_dr_doom_strike_spared_by_a_tech_hero():
    g = rig(mastermind="dr_doom", deck=["shield.agent"] * 5 + ["iron_man.endless_invention"])
    strike(g)
    assert len(g.players[0].hand) == 6


def test_loki_strike():
    g = rig(
        mastermind="loki",
        deck=["shield.agent"] * 5 + ["hulk.growing_anger"],
        others={1: {"hand": ["shield.agent"]}},
    )
    strike(g)
    assert not any(c.startswith("wound") for c in g.players[0].discard)
    assert ids(g.players[1].discard) == ["wound"]


def test_magneto_strike_discard_down_to_four():
    g = rig(
        mastermind="magneto", deck=["shield.agent"] * 6, others={1: {"hand": ["cyclops.optic_blast"] * 6}}
    )
    strike(g)
    assert len(g.players[0].hand) == 4 and len(g.players[1].hand) == 6


def test_red_skull_strike_kos_a_hero_from_each_hand():
    g = rig(deck=["shield.agent"] * 6, others={1: {"hand": ["wound", "shield.trooper"]}})
    strike(g)
    assert len(g.players[0].hand) == 5
    assert ids(g.players[1].hand) == ["wound"]  # a Wound is not a Hero
    assert sorted(ids(c for c in g.ko if not c.startswith("strike"))) == ["shield.agent", "shield.trooper"]


# -- Dr. Doom's tactics ----------------------------------------------------------------------------
def test_dark_technology():
    g = rig(
        mastermind="dr_doom",
        hq=["iron_man.quantum_breakthrough", "hulk.hulk_smash", None, None, None],
        hero_deck=[],
    )
    take_tactic(g, "dr_doom.dark_technology")
    assert prompt(g) == "free_recruit"
    answer(g, "iron_man.quantum_breakthrough")
    assert ids(g.players[0].discard) == ["iron_man.quantum_breakthrough"]


def test_monarchs_decree():
    g = rig(mastermind="dr_doom", others={1: {"deck": ["shield.agent"] * 3}})
    take_tactic(g, "dr_doom.monarchs_decree")
    answer(g, "others_draw")
    assert len(g.players[1].hand) == 1


def test_secrets_of_time_travel():
    g = rig(mastermind="dr_doom", villain_deck=["bystander"] * 3)
    take_tactic(g, "dr_doom.secrets_of_time_travel")
    end_turn(g)
    assert g.current == 0


def test_treasures_of_latveria():
    g = rig(mastermind="dr_doom", deck=["shield.agent"] * 12, villain_deck=["bystander"] * 3)
    take_tactic(g, "dr_doom.treasures_of_latveria")
    end_turn(g)
    assert len(g.players[0].hand) == 9


# -- Loki's tactics ----------------------------------------------------------------------------------
def test_cruel_ruler():
    g = rig(mastermind="loki", city={2: "hydra.viper"})
    take_tactic(g, "loki.cruel_ruler")
    assert ids(g.players[0].victory)[-1] == "hydra.viper" and g.city[2] is None


def test_maniacal_tyrant():
    g = rig(
        mastermind="loki", discard=["wound", "shield.agent", "shield.trooper", "wound", "hulk.hulk_smash"]
    )
    take_tactic(g, "loki.maniacal_tyrant")
    answer(g, "wound")
    answer(g, "shield.agent")
    answer(g, "done")
    assert ids(g.players[0].discard) == ["shield.trooper", "wound", "hulk.hulk_smash"]


def test_vanishing_illusions():
    g = rig(mastermind="loki", others={1: {"victory": ["bystander", "hydra.viper"]}})
    take_tactic(g, "loki.vanishing_illusions")
    assert ids(g.players[1].victory) == ["bystander"]


def test_whispers_and_lies():
    g = rig(mastermind="loki", others={1: {"victory": ["bystander", "bystander", "bystander"]}})
    take_tactic(g, "loki.whispers_and_lies")
    assert ids(g.players[1].victory) == ["bystander"]


# -- Magneto's tactics -------------------------------------------------------------------------------
def test_bitter_captor():
    g = rig(mastermind="magneto", hq=["storm.tidal_wave", "hulk.hulk_smash", None, None, None], hero_deck=[])
    take_tactic(g, "magneto.bitter_captor")
    assert ids(g.players[0].discard) == ["storm.tidal_wave"]


def test_crushing_shockwave():
    g = rig(mastermind="magneto", others={1: {"hand": ["shield.agent"]}})
    take_tactic(g, "magneto.crushing_shockwave")
    assert ids(g.players[1].discard) == ["wound", "wound"] and g.players[0].discard == []


def test_crushing_shockwave_hits_the_solo_player():
    g = rig(n=1, mastermind="magneto")
    take_tactic(g, "magneto.crushing_shockwave")
    assert ids(g.players[0].discard) == ["wound", "wound"]


def test_electromagnetic_bubble():
    g = rig(
        mastermind="magneto",
        hand=["storm.lightning_bolt"],
        deck=["shield.agent"] * 6,
        villain_deck=["bystander"] * 2,
    )
    bolt = g.players[0].hand[0]
    take_tactic(g, "magneto.electromagnetic_bubble")
    end_turn(g)
    assert len(g.players[0].hand) == 7 and bolt in g.players[0].hand


def test_xaviers_nemesis():
    g = rig(mastermind="magneto", hand=["storm.lightning_bolt", "cyclops.optic_blast", "hulk.growing_anger"])
    take_tactic(g, "magneto.xaviers_nemesis")
    assert sum(1 for c in g.players[0].victory if defn(c).kind == "bystander") == 2


# -- Red Skull's tactics -----------------------------------------------------------------------------
def test_endless_resources():
    g = rig()
    take_tactic(g, "red_skull.endless_resources")
    assert g.recruit == 4


def test_hydra_conspiracy():
    g = rig(deck=["shield.agent"] * 6, victory=["hydra.viper", "hydra.kidnappers"])
    take_tactic(g, "red_skull.hydra_conspiracy")
    assert len(g.players[0].hand) == 4


def test_negablast_grenades():
    g = rig(attack=7)
    take_tactic(g, "red_skull.negablast_grenades")
    assert g.attack == 12 - 7 + 3


def test_ruthless_dictator():
    g = rig(deck=["hulk.hulk_smash", "wound", "shield.agent", "thor.odinson"])
    take_tactic(g, "red_skull.ruthless_dictator")
    answer(g, "wound")  # KO one (among the top three)
    answer(g, "shield.agent")  # discard one
    assert ids(g.ko) == ["wound"] and ids(g.players[0].discard) == ["shield.agent"]
    assert ids(g.players[0].deck) == ["hulk.hulk_smash", "thor.odinson"]
