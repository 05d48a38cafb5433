"""The names a seat has until a person types their own: "Player 1", "Computer 2 (Hard)"."""

from __future__ import annotations

from typing import Any


def default_name(app: Any, i: int, seat: str, lang: str | None = None) -> str:
    """The name of seat ``i`` (counted from 0) played by ``seat``: "person" or an agent level, in
    ``lang`` (by default the app's language)."""
    tr = app.tr
    if seat == "person":
        return str(tr("seat.default", lang=lang, n=i + 1))
    return str(tr("seat.agent_named", lang=lang, n=i + 1, level=tr(f"agent.{seat}", lang=lang)))


def default_names(app: Any, seats: list[str]) -> list[str]:
    return [default_name(app, i, seat) for i, seat in enumerate(seats)]


def localized_names(app: Any, seats: list[str], names: list[str]) -> list[str]:
    """``names`` with each seat's default name, in whichever language it was made, in the app's
    language now, and a seat without a name given its default; a name a person typed stays."""
    from .i18n import LANGUAGES

    out = []
    for i, seat in enumerate(seats):
        name = names[i] if i < len(names) else None
        made = {default_name(app, i, seat, lang) for lang in LANGUAGES}
        out.append(default_name(app, i, seat) if name is None or name in made else name)
    return out + list(names[len(out) :])


__all__ = ["default_name", "default_names", "localized_names"]
