"""The shared engine machinery: RNG, actions, options, sessions, undo and saves."""

from __future__ import annotations

import json

import pytest

import game
from game.core.rng import GameRNG, ScriptedRNG
from game.core.session import GameSession, record_digest

from .toygame import Held, Hold, Pig, Roll, Rolled  # noqa: F401  (registers "pig")


def test_rng_is_deterministic_and_serialisable():
    a, b = GameRNG(42), GameRNG(42)
    assert [a.randbelow(6) for _ in range(50)] == [b.randbelow(6) for _ in range(50)]
    c = GameRNG.from_dict(json.loads(json.dumps(a.to_dict())))
    assert [a.randint(1, 100) for _ in range(20)] == [c.randint(1, 100) for _ in range(20)]
    assert (
        GameRNG(1).randbelow(1000) != GameRNG(2).randbelow(1000) or GameRNG(1).random() != GameRNG(2).random()
    )


def test_rng_is_uniform_enough():
    rng = GameRNG(3)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.randbelow(6)] += 1
    assert all(9000 < c < 11000 for c in counts)
    xs = list(range(10))
    rng.shuffle(xs)
    assert sorted(xs) == list(range(10))
    assert 0.0 <= rng.random() < 1.0


def test_scripted_rng_forces_rolls_and_shuffles():
    rng = ScriptedRNG(0).force(5, 0).force_shuffle([2, 0, 1]).force_shuffle(None)
    assert rng.randbelow(6) == 5
    assert rng.randbelow(6) == 0
    xs = ["a", "b", "c"]
    rng.shuffle(xs)
    assert xs == ["c", "a", "b"]
    rng.shuffle(xs)
    assert xs == ["c", "a", "b"]
    with pytest.raises(ValueError):
        ScriptedRNG(0).force(9).randbelow(6)
    back = GameRNG.from_dict(json.loads(json.dumps(ScriptedRNG(1).force(2).to_dict())))
    assert isinstance(back, ScriptedRNG) and back.randbelow(3) == 2


def test_actions_and_events_round_trip():
    assert game.Action.from_dict(Roll().to_dict(), game="pig") == Roll()
    e = Rolled(1, 4)
    assert e.to_dict() == {"kind": "rolled", "player": 1, "value": 4}
    assert game.Event.from_dict(e.to_dict(), game="pig") == e
    assert Rolled.reveals and not Held.reveals
    with pytest.raises(game.SaveError):
        game.Action.from_dict({"kind": "fly"}, game="pig")
    with pytest.raises(game.SaveError):
        game.Action.from_dict({"kind": "roll", "x": 1}, game="pig")
    assert Roll().label_key() == "action.pig.roll"


def test_new_game_validates_name_players_and_options():
    g = game.new_game("pig", players=3, seed=1, target=30)
    assert g.n == 3 and g.target == 30
    with pytest.raises(game.OptionError, match="choose one of"):
        game.new_game("chess")
    with pytest.raises(game.OptionError, match="2-4"):
        game.new_game("pig", players=7)
    with pytest.raises(game.OptionError, match="valid options: mode, target"):
        game.new_game("pig", colour="red")
    with pytest.raises(game.OptionError, match="'plain', 'fast'"):
        game.new_game("pig", mode="slow")
    assert game.new_game("pig", target="25").target == 25
    assert issubclass(game.IllegalAction, ValueError)


def test_illegal_action_leaves_state_untouched():
    g = game.new_game("pig", seed=5)
    g.winner = 0
    g.invalidate()
    before = g.to_dict()
    with pytest.raises(game.IllegalAction):
        g.apply(Roll())
    assert g.to_dict() == before
    assert g.legal_actions() == []


def _play(session, n):
    for _ in range(n):
        if session.game.is_over:
            break
        session.apply(Roll() if session.game.turn_total < 8 else Hold())


def test_undo_never_crosses_a_checkpoint():
    s = GameSession("pig", seed=11)
    s.apply(Roll())  # a roll reveals: checkpoint
    assert not s.can_undo and s.undo() == 0
    while s.game.turn_total == 0:
        s.apply(Roll())
    before = s.game.to_dict()
    s.apply(Hold())  # reveals nothing: can be undone
    assert s.can_undo
    assert s.undo() == 1
    assert s.game.to_dict() == before
    assert not s.can_undo


def test_undo_replays_to_the_same_state():
    s = GameSession("pig", seed=3, rng=ScriptedRNG(3).force(3, 4))
    s.apply(Roll())
    s.apply(Hold())
    s.apply(Hold())
    assert s.undo(5) == 2
    assert s.game.scores == [0, 0] and s.game.turn_total == 4
    s.apply(Hold())
    assert s.game.scores == [4, 0]


def test_same_seed_and_actions_same_game():
    a, b = GameSession("pig", seed=99), GameSession("pig", seed=99)
    _play(a, 60)
    for act in a.actions:
        b.apply(act)
    assert a.game.to_dict() == b.game.to_dict()
    assert [e.events for e in a.history] == [e.events for e in b.history]


def test_save_and_load_mid_game(tmp_path):
    s = GameSession("pig", seed=7, options={"target": 50}, meta={"names": ["A", "B"]})
    _play(s, 25)
    path = s.save(tmp_path / "g.json")
    t = GameSession.load(path)
    assert t.game.to_dict() == s.game.to_dict()
    assert t.meta == {"names": ["A", "B"]} and t.checkpoint == s.checkpoint
    s.save(path)
    assert (tmp_path / "g.json.bak").exists()


@pytest.mark.parametrize(
    "content, message",
    [
        ('{"format": "dice-and-deck-save", "version": 1, "game": "pig", "seed": 1', "damaged or cut short"),
        ("[1, 2, 3]", "does not hold a JSON object"),
        ('{"format": "dice-and-deck-save", "version": 99}', "newer version \\(format 99"),
        (
            '{"format": "dice-and-deck-save", "version": 1, "game": "pig", "seed": "x", "options": {}, "actions": []}',
            "field seed: must be a whole number",
        ),
        (
            '{"format": "dice-and-deck-save", "version": 1, "game": "golf", "seed": 1, "options": {}, "actions": []}',
            'field game: unknown value "golf"',
        ),
        (
            '{"format": "dice-and-deck-save", "version": 1, "game": "pig", "seed": 1, "options": {}, "actions": [{"kind": "jump"}]}',
            'field actions\\[0\\].kind: unknown value "jump"',
        ),
    ],
)
def test_damaged_saves_give_one_clear_error_and_keep_the_file(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(game.SaveError, match=message):
        GameSession.load(path)
    assert path.read_text() == content


def test_save_that_does_not_replay(tmp_path):
    s = GameSession("pig", seed=1)
    data = s.to_dict()
    data["options"] = {"target": 0}
    data["actions"] = [{"kind": "hold"}] * 3  # the first hold wins: the second is past the end
    data["count"] = 3
    data["digest"] = record_digest(data)  # a consistent record whose moves do not replay
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(game.SaveError, match="does not replay"):
        GameSession.load(path)


def test_autosave_after_every_action(tmp_path):
    s = GameSession("pig", seed=2)
    s.autosave_path = tmp_path / "auto.json"
    s.apply(Roll())
    assert s.flush_autosave()  # the autosave is written off this thread: wait for it
    first = json.loads(s.autosave_path.read_text())
    s.apply(Roll() if not s.game.turn_total else Hold())
    assert s.flush_autosave()
    second = json.loads(s.autosave_path.read_text())
    assert len(first["actions"]) == 1 and len(second["actions"]) == 2
