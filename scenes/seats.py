"""The names a seat has until a person types their own: "Player 1", "Computer 2 (Hard)"."""

from __future__ import annotations

from typing import Any


def default_name(app: Any, i: int, seat: str) -> str:
    """The name of seat ``i`` (counted from 0) played by ``seat``: "person" or an agent level."""
    if seat == "person":
        return str(app.t("seat.default", n=i + 1))
    return str(app.t("seat.agent_named", n=i + 1, level=app.t(f"agent.{seat}")))


def default_names(app: Any, seats: list[str]) -> list[str]:
    return [default_name(app, i, seat) for i, seat in enumerate(seats)]


__all__ = ["default_name", "default_names"]
