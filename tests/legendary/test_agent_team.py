"""The team's plan: positions built through the engine where teammates must weigh the Scheme's
clock, the Mastermind, their deck's Superpowers and their Wounds, and the shared view they read."""

from __future__ import annotations

from game.core.actions import Action
from game.legendary import AGENTS
from game.legendary import actions as A
from game.legendary.agents import outlook, speeds_clock, synergy
from game.legendary.engine import Legendary
from game.legendary.search import evaluate, worth_searching

from .helpers import inst, rig

FILLER = ["hydra.kidnappers"] * 3 + ["twist"] * 2
STRONG = ["hulk.crazed_rampage"] * 6 + ["shield.trooper"] * 6  # a deck that beats Red Skull often


def choose(g: Legendary) -> Action:
    return AGENTS["normal"](0).choose(g, 0)


# -- the Scheme's clock against clearing the city ------------------------------------------------
def test_a_fight_that_plays_villain_cards_is_left_alone_while_the_twists_run_out():
    # Cosmic Cube at its sixth Twist, two Twists left among three cards: fighting the Endless
    # Armies plays two of them at once (the eighth Twist is evil's win). The agent ends its turn.
    g = rig(n=1, attack=4, city={0: "hydra.endless_armies"}, villain_deck=["twist", "twist", "hydra.viper"])
    g.twists_played = 6
    assert speeds_clock("hydra.endless_armies") == 2
    assert outlook(g).turns_to_loss < 4
    assert A.Fight(g.city[0], 0) in g.legal_actions()
    assert isinstance(choose(g), A.EndTurn)


def test_a_plain_villain_is_still_fought_in_the_same_position():
    g = rig(n=1, attack=4, city={0: "hydra.kidnappers"}, villain_deck=["twist", "twist", "hydra.viper"])
    g.twists_played = 6
    assert isinstance(choose(g), A.Fight)


def test_with_the_clock_short_the_mastermind_comes_before_freeing_a_full_city():
    # Tactics 4 left would once make the agent free a space first; with the eighth Twist near,
    # the Attack goes on the Mastermind.
    g = rig(
        n=2,
        attack=7,
        city={i: "hydra.kidnappers" for i in range(5)},
        villain_deck=["twist", "twist", "twist"],
    )
    g.twists_played = 5
    o = outlook(g)
    assert o.turns_to_loss < o.turns_to_win
    assert isinstance(choose(g), A.FightMastermind)


def test_with_time_to_spare_a_full_city_is_still_freed_first():
    g = rig(
        n=2,
        attack=7,
        deck=STRONG,
        others={1: {"deck": STRONG}},
        city={i: "hydra.kidnappers" for i in range(5)},
        villain_deck=FILLER * 6,
    )
    o = outlook(g)
    assert o.turns_to_loss > o.turns_to_win + 3
    assert isinstance(choose(g), A.Fight)


# -- recruiting for the deck's Superpowers -------------------------------------------------------
def test_recruits_the_hero_whose_superpower_the_deck_triggers():
    # Same cost, same Attack, both of classes the deck already has: Growing Anger's Strength
    # Superpower fires off the deck's Strength cards (and Odinson's fires off it).
    deck = ["thor.odinson", "thor.odinson", "wolverine.keen_senses", "wolverine.keen_senses"] + [
        "shield.agent"
    ] * 8
    mine = [inst(c) for c in deck]
    assert synergy(inst("hulk.growing_anger"), mine) > synergy(inst("wolverine.healing_factor"), mine)
    for seed in range(6):
        g = rig(
            n=2,
            recruit=3,
            deck=deck,
            hq=["hulk.growing_anger", "wolverine.healing_factor", None, None, None],
            villain_deck=FILLER * 6,
            seed=seed + 1,
        )
        a = AGENTS["normal"](seed).choose(g, 0)
        assert isinstance(a, A.Recruit) and a.card.startswith("hulk.growing_anger")


# -- keeping Wounds down -------------------------------------------------------------------------
def test_heals_a_hand_of_wounds_instead_of_recruiting_an_officer():
    g = rig(n=2, recruit=3, hand=["wound", "wound"], villain_deck=FILLER * 6, hq=[None] * 5)
    actions = g.legal_actions()
    assert any(isinstance(a, A.RecruitOfficer) for a in actions)
    assert isinstance(choose(g), A.Heal)


def test_does_not_heal_when_the_attack_reaches_the_mastermind():
    g = rig(n=2, attack=7, hand=["wound"], villain_deck=FILLER * 6)
    assert isinstance(choose(g), A.FightMastermind)


# -- the shared view -----------------------------------------------------------------------------
def test_every_teammate_reads_the_same_outlook_and_value():
    g = rig(n=3, attack=2, villain_deck=FILLER * 6, others={1: {"victory": ["hydra.viper"]}})
    assert outlook(g) == outlook(g.clone())
    values = [evaluate(g, q) for q in range(3)]
    assert max(values) - min(values) <= 0.001 + 1e-9  # own VP only breaks ties


def test_the_win_chance_falls_with_the_twists_and_rises_with_the_tactics():
    def table() -> Legendary:
        return rig(n=2, deck=STRONG, others={1: {"deck": STRONG}}, villain_deck=FILLER * 6)

    early, late, ahead = table(), table(), table()
    late.twists_played = 6
    assert outlook(late).scheme_progress > outlook(early).scheme_progress
    assert outlook(late).win_chance < outlook(early).win_chance
    ahead.tactics = ahead.tactics[:1]
    assert outlook(ahead).team_progress == 0.75
    assert outlook(ahead).win_chance > outlook(early).win_chance


def test_the_team_win_comes_before_own_victory_points():
    # Player 0 holds the VP in one position; in the other a teammate took a Tactic instead.
    mine = rig(n=2, villain_deck=FILLER * 6, victory=["hydra.viper", "hydra.viper"])
    team = rig(n=2, villain_deck=FILLER * 6, others={1: {"victory": ["red_skull.endless_resources"]}})
    team.tactics = team.tactics[1:]
    assert evaluate(team, 0) > evaluate(mine, 0)


def test_only_decisions_a_search_can_change_are_searched():
    g = rig(n=2, hand=["hulk.growing_anger"], attack=3, city={0: "hydra.kidnappers"}, villain_deck=FILLER)
    assert not worth_searching(g, 0, g.legal_actions())  # a hero is still in hand
    g = rig(n=2, attack=3, city={0: "hydra.kidnappers"}, villain_deck=FILLER)
    assert worth_searching(g, 0, g.legal_actions())
