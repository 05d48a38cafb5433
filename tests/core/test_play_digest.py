"""A save checks that its moves replay to the game it recorded by a digest of what was played,
so it outlives a change in how an engine lays out its state."""

from __future__ import annotations

import pytest

from game.core.files import FileProblem
from game.core.session import GameSession, record_digest


def _played(name: str, moves: int, seed: int) -> GameSession:
    s = GameSession(name, seed=seed)
    for _ in range(moves):
        if s.game.is_over:
            break
        s.apply(s.game.legal_actions()[-1])
    return s


@pytest.mark.parametrize("name", ["dicemasters", "legendary", "metaversus"])
def test_the_digest_follows_the_game_and_survives_undo(name: str) -> None:
    a, b = _played(name, 12, 4), _played(name, 12, 4)
    assert a.play_digest() == b.play_digest()
    before = a.play_digest()
    a.apply(a.game.legal_actions()[0])
    assert a.play_digest() != before
    if a.can_undo:
        a.undo()
        assert a.play_digest() == before  # the same game again after taking the move back
    back = GameSession.from_dict(b.to_dict())
    assert back.play_digest() == b.play_digest()


def test_a_version_2_save_loads_whatever_its_state_digest_says() -> None:
    s = _played("metaversus", 10, 9)
    d = s.to_dict()
    d["version"] = 2
    d["state"] = "0" * 32  # a digest of an older layout of the engine's state
    d["digest"] = record_digest({k: v for k, v in d.items() if k != "digest"})
    assert GameSession.from_dict(d).actions == s.actions


def test_a_version_3_save_that_replays_to_another_game_is_refused() -> None:
    s = _played("metaversus", 10, 9)
    d = s.to_dict()
    d["state"] = "f" * 32
    d["digest"] = record_digest({k: v for k, v in d.items() if k != "digest"})
    with pytest.raises(FileProblem) as err:
        GameSession.from_dict(d)
    assert err.value.code == "different_game"
