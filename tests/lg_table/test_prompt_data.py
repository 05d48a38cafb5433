"""What a Legendary prompt tells the player who answers it: how many more cards it wants (and
whether it may stop short), every card looked at, and no prompt about nobody."""

from __future__ import annotations

from game.legendary.cards import defn
from game.legendary.rules import VILLAIN_CARD
from game.legendary.villain_ops import LookKo

from ..legendary.helpers import answer, play, prompt, rig


def pending_of(g, p=0):  # type: ignore[no-untyped-def]
    return g.observation(p)["pending"]


def test_a_ko_of_two_cards_counts_down():
    """Juggernaut's Ambush: "Each player KOs two Heroes from their discard pile": 2 more, then 1."""
    g = rig(
        n=1,
        villain_deck=["brotherhood.juggernaut"],
        discard=["shield.agent", "shield.trooper", "hulk.growing_anger"],
    )
    g.queue.append((0, "", VILLAIN_CARD))
    g.run()
    assert prompt(g) == "ko_pick"
    first = pending_of(g)
    assert first["left"] == 2 and first["up_to"] is False
    answer(g, "shield.agent")
    assert prompt(g) == "ko_pick" and pending_of(g)["left"] == 1


def test_an_optional_ko_says_it_may_stop_short():
    """Dangerous Rescue: "You may KO a card from your hand or discard pile"."""
    g = rig(
        n=1,
        hand=["black_widow.dangerous_rescue", "black_widow.dangerous_rescue", "shield.agent"],
        discard=["wound"],
    )
    play(g, "black_widow.dangerous_rescue")
    play(g, "black_widow.dangerous_rescue")
    assert prompt(g) == "ko_pick"
    p = pending_of(g)
    assert p["left"] == 1 and p["up_to"] is True


def test_looking_at_three_shows_three_even_when_two_are_alike():
    """Ruthless Dictator: "Look at the top three cards of your deck. KO one, discard one and put
    one back": two alike Agents are one choice, but all three cards are shown, top first."""
    g = rig(n=1, deck=["hulk.growing_anger", "shield.agent", "shield.agent"])
    g.queue.append((0, "red_skull.ruthless_dictator", LookKo(3, "discard")))
    g.run()
    assert prompt(g) == "look_ko"
    p = pending_of(g)
    assert len(p["choices"]) == 2
    assert [defn(c).id for c in p["shown"]] == ["shield.agent", "shield.agent", "hulk.growing_anger"]


def test_the_amazing_spider_man_shows_all_three_revealed():
    g = rig(
        n=1,
        hand=["spider_man.the_amazing_spider_man"],
        deck=["thor.odinson", "hulk.hulk_smash", "shield.agent", "storm.tidal_wave"],
    )
    play(g, "spider_man.the_amazing_spider_man")
    assert prompt(g) == "put_on_top"
    p = pending_of(g)
    assert len(p["shown"]) == 3 and len(p["choices"]) == 2  # the Agent (cost 0) went to the hand


def test_covering_fire_asks_nothing_without_other_players():
    """ "Choose one: each other player draws a card or each other player discards a card": alone
    at the table there is nobody to choose for."""
    g = rig(n=1, hand=["iron_man.endless_invention", "hawkeye.covering_fire"])
    play(g, "iron_man.endless_invention")
    play(g, "hawkeye.covering_fire")
    assert prompt(g) is None and g.to_move == 0


def test_covering_fire_still_asks_with_other_players():
    g = rig(
        n=2,
        hand=["iron_man.endless_invention", "hawkeye.covering_fire"],
        others={1: {"hand": ["shield.agent"]}},
    )
    play(g, "iron_man.endless_invention")
    play(g, "hawkeye.covering_fire")
    assert prompt(g) == "choose_one"


def test_another_player_sees_only_whose_decision_it_is():
    g = rig(
        n=2,
        hand=["iron_man.endless_invention", "hawkeye.covering_fire"],
        others={1: {"hand": ["shield.agent"]}},
    )
    play(g, "iron_man.endless_invention")
    play(g, "hawkeye.covering_fire")
    assert set(pending_of(g, 1)) == {"player", "prompt", "card"}
