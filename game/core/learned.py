"""A learned value of a position: logistic regression over a game's features, from self-play.

``tools/train.py`` plays games between agents, records the features of positions along the way
(``features(game, player)`` of the game's ``features`` module) with who won in the end, and fits
``P(win) = sigmoid(bias + sum(w_i * (x_i - mean_i) / scale_i))``. The model is a small JSON file,
``assets/models/<game>.json``, read once; predicting is a dot product in plain Python, so the
engines need no numerical library at run time. A missing or damaged model file is no error: the
search keeps its hand-written value.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from .files import FileProblem, Limits, parse_json

MODELS = Path(__file__).resolve().parents[2] / "assets" / "models"
FORMAT = "dice-and-deck/value-model"
log = logging.getLogger(__name__)
Features = Callable[[Any, int], list[float]]


@dataclass(frozen=True)
class LinearValue:
    """A logistic model over named features, standardised by the training set's mean and scale."""

    game: str
    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    training: dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        n = len(self.features)
        if not (len(self.mean) == len(self.scale) == len(self.weights) == n):
            raise ValueError(f"model for {self.game}: {n} features but mismatched weights")
        if any(s <= 0 for s in self.scale):
            raise ValueError(f"model for {self.game}: every scale must be positive")

    def logit(self, x: Sequence[float]) -> float:
        z = self.bias
        for xi, m, s, w in zip(x, self.mean, self.scale, self.weights, strict=True):
            z += w * (xi - m) / s
        return z

    def predict(self, x: Sequence[float]) -> float:
        """The estimated chance of winning, in (0, 1)."""
        z = self.logit(x)
        if z >= 0:
            return 1.0 / (1.0 + math.exp(-z))
        e = math.exp(z)
        return e / (1.0 + e)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": 1,
            "game": self.game,
            "features": list(self.features),
            "mean": list(self.mean),
            "scale": list(self.scale),
            "weights": list(self.weights),
            "bias": self.bias,
            "training": self.training,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LinearValue:
        if d.get("format") != FORMAT or d.get("version") != 1:
            raise ValueError("not a version-1 value model")
        return cls(
            game=str(d["game"]),
            features=tuple(str(f) for f in d["features"]),
            mean=tuple(float(v) for v in d["mean"]),
            scale=tuple(float(v) for v in d["scale"]),
            weights=tuple(float(v) for v in d["weights"]),
            bias=float(d["bias"]),
            training=dict(d.get("training") or {}),
        )


def path_of(game: str) -> Path:
    return MODELS / f"{game}.json"


def write(model: LinearValue, path: Path | None = None) -> Path:
    """Write the model atomically (a temporary file, then a rename)."""
    out = path or path_of(model.game)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(out.suffix + ".tmp")
    tmp.write_text(json.dumps(model.to_dict(), indent=1) + "\n", encoding="utf-8")
    tmp.replace(out)
    return out


@cache
def load(game: str, names: tuple[str, ...]) -> LinearValue | None:
    """The game's shipped model if it is there, readable and over exactly ``names``; else None."""
    path = path_of(game)
    if not path.exists():
        return None
    try:
        model = LinearValue.from_dict(parse_json(path.read_bytes(), Limits(max_bytes=1 << 20)))
    except (OSError, FileProblem, ValueError, KeyError, TypeError) as exc:
        log.warning("value model %s not used: %s", path.name, exc)
        return None
    if model.game != game or model.features != names:
        log.warning("value model %s not used: it was trained on other features", path.name)
        return None
    return model


def evaluator(game: str, names: tuple[str, ...], features: Features) -> Callable[[Any, int], float] | None:
    """``evaluate(game, player)`` from the shipped model, or None when there is none."""
    model = load(game, names)
    if model is None:
        return None

    def evaluate(g: Any, player: int) -> float:
        return model.predict(features(g, player))

    return evaluate


__all__ = ["LinearValue", "load", "write", "evaluator", "path_of", "MODELS"]
