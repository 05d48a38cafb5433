"""The optional Final Showdown, both starting-player variants, and Super Showdowns."""

from __future__ import annotations

from game.legendary import actions as A

from .helpers import end_turn, play, rig


def beat_mastermind(g):
    g.tactics = g.tactics[:1]
    g.attack = 7
    g.invalidate()
    g.apply(A.FightMastermind(g.mastermind))


def test_showdown_starts_with_the_finisher_and_highest_total_takes_the_mastermind():
    g = rig(n=2, final_showdown=True, deck=["shield.trooper"] * 6, others={1: {"hand": ["shield.agent"] * 6}})
    beat_mastermind(g)
    assert not g.is_over and g.phase == "showdown" and g.current == 0
    assert len(g.players[0].hand) == 6  # ended the turn and drew 6
    assert not any(isinstance(a, (A.Recruit, A.Fight, A.FightMastermind)) for a in g.legal_actions())
    for _ in range(6):
        play(g, "shield.trooper")
    end_turn(g)
    assert g.current == 1 and g.villain_deck == []  # no villain card in a showdown turn
    for _ in range(3):
        play(g, "shield.agent", 1)
    end_turn(g)
    assert g.is_over and g.result().to_dict()["winners"] == [0, 1]
    assert g.mastermind in g.players[0].victory
    assert g.vp(0) == 5 + 5  # the Tactic and the Mastermind card


def test_showdown_can_start_left_of_the_finisher():
    g = rig(n=3, final_showdown=True, showdown_first="left")
    beat_mastermind(g)
    assert g.current == 1 and g.showdown.order == [1, 2, 0]


def test_tied_showdown_goes_to_a_super_showdown_among_the_tied():
    g = rig(
        n=3,
        final_showdown=True,
        deck=["shield.agent"] * 12,
        others={
            1: {"hand": ["shield.agent"] * 6, "deck": ["wound"] * 3 + ["shield.trooper"] * 3},
            2: {"hand": ["wound"] * 6},
        },
    )
    beat_mastermind(g)
    for p in (0, 1, 2):
        for c in list(g.players[p].hand):
            if not c.startswith("wound"):
                g.apply(A.PlayCard(c))
        end_turn(g)
    assert not g.is_over and g.showdown.order == [0, 1]  # 6 and 6: a Super Showdown
    for p in (0, 1):
        for c in list(g.players[p].hand):
            if not c.startswith("wound"):
                g.apply(A.PlayCard(c))
        end_turn(g)
    assert g.is_over and g.mastermind in g.players[0].victory  # 6 against 3
