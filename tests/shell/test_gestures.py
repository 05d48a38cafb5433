"""The shared gesture matcher: actions are matched by their own fields and their ``onto`` zones."""

from __future__ import annotations

import game
from game.dicemasters.records import Attack, Field, Pass, Purchase
from game.legendary.actions import Fight, PlayCard
from scenes.gestures import any_of, fits, matching, of_kind


def test_fields_and_onto_select_the_actions_a_gesture_means() -> None:
    legal = [
        Field(die="p0-d1", card="c1", zone="field"),
        Field(die="p0-d2", card="c1", zone="field"),
        Attack(die="p0-d1", card="c1", zone="attack"),
        Purchase(card="c1"),
        Pass(),
    ]
    assert matching(legal, die="p0-d1", onto="field") == [legal[0]]
    assert matching(legal, die="p0-d1") == [legal[0], legal[2]]
    assert matching(legal, die="p0-d1", onto=any_of({"field", "attack"})) == [legal[0], legal[2]]
    # a field the action does not have never matches: a Pass has no die
    assert matching(legal, die="p0-d9") == []
    assert matching(legal, Purchase, card="c1") == [legal[3]]
    assert of_kind(legal, Field) == legal[:2]


def test_onto_comes_from_the_class_when_the_action_has_no_zone_field() -> None:
    class_onto = PlayCard.onto
    assert class_onto, "Play names where a played card goes"
    play = PlayCard(card="lg.x")
    assert fits(play, card="lg.x", onto=class_onto[0])
    assert not fits(play, card="lg.x", onto="nowhere")
    fight = Fight(card="lg.v", space=2)
    assert fits(fight, space=2) and not fits(fight, space=3)


def test_every_game_loads_with_the_matcher() -> None:
    g = game.new_game("dicemasters", seed=3, format="first_game")
    legal = g.legal_actions()
    assert matching(legal) == legal
