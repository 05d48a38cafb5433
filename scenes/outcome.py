"""A game's result as the screens read it: always a ``game.core.result.Result``.

An engine's ``result()`` is a ``Result``; a save and an observation keep it as its dict
(``Result.to_dict()``), which ``outcome`` reads back. A game not over yet, or a dict whose reason
is not one of the terminations, reads as in progress with its scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import SaveError
from game.core.result import Result


def outcome(result: Result | Mapping[str, Any] | None) -> Result:
    """``result`` (an engine's, or a save's dict) as a ``Result``."""
    if isinstance(result, Result):
        return result
    if not result:
        return Result.in_progress()
    try:
        return Result.from_dict(result)
    except SaveError:
        scores = result.get("scores")
        return Result.in_progress(tuple(scores) if isinstance(scores, (list, tuple)) else ())


__all__ = ["outcome"]
