"""Rules options named by the spec's decisions (each variant stays selectable)."""

from __future__ import annotations

import pytest

import game
from game.core.errors import OptionError

from .helpers import finish_setup, new, play, scenario


def test_starting_hp_option():
    g = finish_setup(new(1, hp=30))
    assert all((ps.hp, ps.max_hp) == (30, 30) for ps in g.players if ps.character != "mv.char.colossus")


def test_pile_size_and_exchange_size_options():
    g = finish_setup(new(2, pile_size=4, exchange_size=8))
    assert len(g.exchange) == 8 and set(g.piles.values()) == {4}


def test_unknown_or_bad_options_are_refused():
    with pytest.raises(OptionError):
        game.new_game("metaversus", seed=1, replace_quota="3-3-3")
    with pytest.raises(OptionError):
        game.new_game("metaversus", seed=1, colour="red")
    with pytest.raises(OptionError):
        game.new_game("metaversus", seed=1, hp=0)
    with pytest.raises(OptionError):
        game.new_game("metaversus", seed=1, exchange_size=13)


def test_an_action_may_be_played_even_if_some_instructions_cannot_be_carried_out():
    g = scenario(hand=["mv.flash.transmute"])
    play(g, "mv.flash.transmute")  # nothing left in hand to remove: the gain is skipped too
    assert (
        g.pending is None
        and g.players[0].removed == []
        and "mv.flash.transmute" in g.players[0].played + g.players[0].discard
    )


def test_gems_left_after_the_first_purchase_stay_for_more_buys():
    g = scenario(
        hand=["mv.soil.bazaar", "mv.soil.gem_ore", "mv.soil.gem_ore"],
        exchange=["mv.fire.flame_blade", "mv.dark.void"]
        + [f"mv.water.{k}" for k in ("stream", "tide_village", "tidal_surge", "wave_crash", "pearl")]
        + ["mv.soil.quarry", "mv.wood.bark_skin", "mv.moon.eclipse"],
        deck=["mv.stone"],
    )
    play(g, "mv.soil.bazaar")
    from .helpers import do

    do(g, "play_all", card_type="currency")
    assert g.gems == 3 + 2 + 2 + 1  # Bazaar, two Gem Ores and the Stone Bazaar drew
    do(g, "buy", card="mv.fire.flame_blade")
    assert g.gems == 4 and g.buys == 1
    do(g, "buy", card="mv.wood.bark_skin")
    assert g.piles["mv.wood.bark_skin"] == 5


def test_the_opponents_effect_choice_is_asked_to_the_opponent():
    g = scenario(hand=["mv.curse.hex"], opp_hand=["mv.stone"] * 5)
    play(g, "mv.curse.hex")
    assert g.to_move == 1 and g.observation(1)["pending"]["kind"] == "discard"
