"""Checks of the engine contract that every game's property test makes on its random positions."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from game.core.actions import Action
from game.core.base import Game
from game.core.errors import IllegalAction


def refuses(g: Game, bad_actions: Iterable[Action]) -> None:
    """Each of ``bad_actions`` raises ``IllegalAction`` and leaves the state as it was."""
    before = g.to_dict()
    for bad in bad_actions:
        try:
            g.apply(bad)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{bad} was applied although it is not legal")
        assert g.to_dict() == before, "an illegal action leaves the state untouched"


def copies_go_on_alike(g: Game, action: Action) -> list[dict[str, Any]]:
    """Save ``g`` through JSON and clone it, then apply ``action`` to all three: the copies equal
    the game before and after, with the same events. The game's events, as dicts."""
    d = json.loads(json.dumps(g.to_dict()))
    loaded, copy = type(g).from_dict(d), g.clone()
    assert loaded.to_dict() == d and copy.to_dict() == d
    assert loaded.legal_actions() == g.legal_actions() == copy.legal_actions()
    events = [e.to_dict() for e in g.apply(action)]
    assert [e.to_dict() for e in loaded.apply(action)] == events == [e.to_dict() for e in copy.apply(action)]
    assert loaded.to_dict() == g.to_dict() == copy.to_dict()
    return events
