"""The learned position value: the model file, its features and the training command."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

import game
from game.core import learned
from game.core.agents import make_agent
from game.core.learned import LinearValue
from tools import train as T

MODEL = LinearValue(
    game="metaversus",
    features=("a", "b"),
    mean=(1.0, 0.0),
    scale=(2.0, 1.0),
    weights=(1.0, -0.5),
    bias=0.25,
)


def test_predict_is_the_logistic_of_the_standardised_features() -> None:
    z = 0.25 + 1.0 * (3.0 - 1.0) / 2.0 - 0.5 * 2.0
    assert MODEL.predict([3.0, 2.0]) == pytest.approx(1 / (1 + math.exp(-z)))
    assert 0.0 <= MODEL.predict([-1e6, 1e6]) < 1e-6  # no overflow far out
    assert MODEL.predict([1e6, -1e6]) == pytest.approx(1.0)


def test_model_round_trips_and_refuses_mismatched_weights() -> None:
    assert LinearValue.from_dict(MODEL.to_dict()) == MODEL
    with pytest.raises(ValueError):
        LinearValue("g", ("a",), (0.0,), (1.0,), (1.0, 2.0), 0.0)
    with pytest.raises(ValueError):
        LinearValue("g", ("a",), (0.0,), (0.0,), (1.0,), 0.0)
    with pytest.raises(ValueError):
        LinearValue.from_dict({"format": "something else"})


def _use_models(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setattr(learned, "MODELS", folder)
    learned.load.cache_clear()


def test_missing_damaged_or_foreign_model_files_leave_the_hand_written_value(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _use_models(monkeypatch, tmp_path)
    try:
        assert learned.load("metaversus", ("a", "b")) is None  # missing
        learned.load.cache_clear()
        (tmp_path / "metaversus.json").write_text('{"format": ', encoding="utf-8")  # cut short
        assert learned.load("metaversus", ("a", "b")) is None
        learned.load.cache_clear()
        learned.write(MODEL, tmp_path / "metaversus.json")
        assert learned.load("metaversus", ("a", "c")) is None  # trained on other features
        learned.load.cache_clear()
        assert learned.load("metaversus", ("a", "b")) == MODEL
        ev = learned.evaluator("metaversus", ("a", "b"), lambda g, p: [3.0, 2.0])
        assert ev is not None and ev(None, 0) == MODEL.predict([3.0, 2.0])
    finally:
        learned.load.cache_clear()


@pytest.mark.parametrize(
    ("name", "opts"),
    [("metaversus", {}), ("dicemasters", {"format": "first_game"}), ("legendary", {"players": 3})],
)
def test_features_are_named_and_open_information(name: str, opts: dict[str, Any]) -> None:
    feats = T.features_module(name)
    g = game.new_game(name, seed=4, **opts)
    agent = make_agent(name, "normal", 1)
    for _ in range(40):
        if g.is_over:
            break
        mover = g.to_move
        assert mover is not None
        g.apply(agent.choose(g, mover))
    for p in (0, 1):
        x = feats.features(g, p)
        assert len(x) == len(feats.NAMES) == len(set(feats.NAMES))
        assert all(math.isfinite(v) for v in x)
        # a determinisation (hidden orders re-sampled) does not change what the features see
        from game.core.levels import search_hooks
        from game.core.rng import GameRNG

        hooks = search_hooks(name)
        assert hooks is not None
        assert feats.features(hooks.determinize(g, p, GameRNG(9)), p) == pytest.approx(x)


def test_training_is_reproducible_and_reports_the_holdout(tmp_path: Path) -> None:
    m1, rep = T.train("metaversus", 12, seed=3, share=0.3)
    m2, _ = T.train("metaversus", 12, seed=3, share=0.3)
    assert m1 == m2 and m1.features == T.features_module("metaversus").NAMES
    assert rep["positions"]["train"] > 0 and rep["positions"]["holdout"] > 0
    for which in ("learned", "search", "constant"):
        assert 0 < rep["holdout"][which]["log_loss"] < 5
    out = tmp_path / "model.json"
    assert T.main(["metaversus", "--games", "8", "--seed", "2", "--out", str(out)]) == 0
    saved = LinearValue.from_dict(json.loads(out.read_text(encoding="utf-8")))
    assert saved.training["games"] == 8


def test_training_refuses_bad_arguments() -> None:
    with pytest.raises(SystemExit):
        T.main(["nosuchgame"])
    with pytest.raises(SystemExit):
        T.main(["metaversus", "--games", "2"])
    with pytest.raises(SystemExit):
        T.features_module("core")


def test_a_loss_to_the_game_is_labelled_lost_not_drawn() -> None:
    """Legendary ends with no winner when evil wins: every player lost (0), nobody drew (0.5)."""
    g = game.new_game("legendary", players=2, seed=1)
    agents = [make_agent("legendary", "normal", 1 * 7919 + i) for i in range(2)]
    while not g.is_over:
        mover = g.to_move
        assert mover is not None
        g.apply(agents[mover].choose(g, mover))
    assert not g.result().winners and g.result().termination in T.LOST_TO_THE_GAME
    rows = T.play(("legendary", ["normal"], 1, {"players": 2}, 0.3))
    assert rows and {label for _, label, _ in rows} == {0.0}
    won = T.play(("legendary", ["normal"], 2, {"players": 3}, 0.3))
    assert won and {label for _, label, _ in won} <= {0.0, 1.0}


@pytest.mark.parametrize("name", ["dicemasters", "metaversus"])
def test_the_shipped_model_is_the_searchs_value(name: str) -> None:
    from game.core.levels import search_hooks

    feats = T.features_module(name)
    model = learned.load(name, feats.NAMES)
    assert model is not None, f"assets/models/{name}.json is missing or damaged"
    assert model.training["games"] >= 1000  # written by tools.train, with its figures
    assert (
        model.training["holdout"]["learned"]["log_loss"] < model.training["holdout"]["constant"]["log_loss"]
    )
    g = game.new_game(name, seed=2)
    hooks = search_hooks(name)
    assert hooks is not None
    for p in (0, 1):
        assert hooks.evaluate(g, p) == pytest.approx(model.predict(feats.features(g, p)))
    assert hooks.evaluate(g, 0) + hooks.evaluate(g, 1) == pytest.approx(1.0, abs=0.02)


def test_legendary_teammates_read_one_learned_value() -> None:
    """The shipped Legendary model is the search's value for the whole team: every teammate's
    value is the model's prediction, give or take the Victory Points tie-break."""
    from game.core.levels import search_hooks
    from game.legendary import search

    feats = T.features_module("legendary")
    model = learned.load("legendary", feats.NAMES)
    assert model is not None, "assets/models/legendary.json is missing or damaged"
    assert model.training["games"] >= 1000
    held = model.training["holdout"]
    assert held["learned"]["log_loss"] < held["constant"]["log_loss"]
    g = game.new_game("legendary", players=3, seed=5)
    agent = make_agent("legendary", "normal", 2)
    for _ in range(60):
        mover = g.to_move
        assert mover is not None
        g.apply(agent.choose(g, mover))
    hooks = search_hooks("legendary")
    assert hooks is not None
    values = [hooks.evaluate(g, p) for p in range(3)]
    for p in range(3):
        assert feats.features(g, p) == feats.features(g, 0)  # one view for the team
        assert values[p] == pytest.approx(model.predict(feats.features(g, p)), abs=search.VP_TIE)
