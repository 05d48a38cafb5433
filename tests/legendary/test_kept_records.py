"""The records the engine makes once and shares (the events of nearly every step) and the
options it checks once are what making or checking them afresh gives."""

from __future__ import annotations

import pytest

from game.core.errors import OptionError
from game.legendary import actions as A
from game.legendary.engine import Legendary


def test_kept_events_equal_the_events_made_afresh():
    assert A.PLAYED[1]["shield.agent#3"] == A.CardPlayed(1, "shield.agent#3")
    assert A.DREW[0][6] == A.Drew(0, 6)
    assert A.TURN_STARTED[2][7] == A.TurnStarted(2, 7)
    assert A.VILLAIN_CARD_PLAYED[0]["twist#1"] == A.VillainCardPlayed(0, "twist#1")
    assert A.KNOCKED_OUT[1]["wound#2", "hand"] == A.KnockedOut(1, "wound#2", "hand")
    assert A.POINTS[3][1, 2] == A.PointsGained(3, 1, 2)
    assert A.SHUFFLED[1][14] == A.Shuffled(1, 14)
    assert A.RECRUITED[0]["hulk.crazed_rampage#5"] == A.Recruited(0, "hulk.crazed_rampage#5")
    assert A.ESCAPED["hydra.viper#9"] == A.VillainEscaped("hydra.viper#9")
    assert A.MOVED[4]["hydra.viper#9"] == A.VillainMoved("hydra.viper#9", 4)
    assert A.ENTERED[0]["hydra.viper#9"] == A.VillainEntered("hydra.viper#9", 0)
    assert A.REFILLED[2]["hulk.crazed_rampage#5"] == A.HQRefilled("hulk.crazed_rampage#5", 2)
    # made once: the same record each time it is asked for
    assert A.MOVED[4]["hydra.viper#9"] is A.MOVED[4]["hydra.viper#9"]


def test_checked_options_are_kept_by_value_and_type():
    first = Legendary.check_options({"first_game": True})
    assert first == Legendary.check_options({"first_game": True})
    first["first_game"] = False  # the caller's copy: the kept answer is not changed
    assert Legendary.check_options({"first_game": True})["first_game"] is True
    with pytest.raises(OptionError):
        Legendary.check_options({"first_game": 1})  # 1 == True, but it is not a bool
    with pytest.raises(OptionError):
        Legendary.check_options({"first_game": 1})  # an error is raised each time
    for _ in range(2):  # a value that cannot be kept by (a list) is checked as it is
        with pytest.raises(OptionError):
            Legendary.check_options({"heroes": ["hulk"]})
