"""Named Dice Masters teams saved by the team builder: one JSON file per team in
``data_dir()/teams/``.

A team file holds the cards with their dice, the two basic action picks and the format it was
built for. Files are written atomically (``write_json_atomic``); a damaged or hand-edited file
raises ``TeamFileError`` with one clear reason and is left where it is, so nothing a person
made is ever deleted behind their back. This module checks only the *shape* of a file; whether
a team is legal for a format is the engine's word (``engine_check``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import game
from game.core.errors import SaveError
from game.core.saves import read_json, write_json_atomic
from game.dicemasters.cards import CARDS

from ..paths import data_dir

TEAM_FORMAT = "dice-and-deck-dm-team"
TEAM_VERSION = 1
TEAM_FORMATS = ("basic", "tournament")


class TeamFileError(SaveError):
    """A team file that cannot be used (damaged, truncated, unknown cards); the file is kept."""


@dataclass
class Team:
    name: str
    cards: dict[str, int] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    format: str = "basic"

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": TEAM_FORMAT,
            "version": TEAM_VERSION,
            "name": self.name,
            "team_format": self.format,
            "cards": dict(self.cards),
            "actions": list(self.actions),
        }

    @classmethod
    def from_dict(cls, data: Any, where: str) -> Team:
        if not isinstance(data, dict) or data.get("format") != TEAM_FORMAT:
            raise TeamFileError(f"{where} is not a Dice Masters team file")
        if data.get("version") != TEAM_VERSION:
            raise TeamFileError(f"{where}: version {data.get('version')!r} is not supported")
        name, cards, actions = data.get("name"), data.get("cards"), data.get("actions")
        if not isinstance(name, str) or not name.strip():
            raise TeamFileError(f"{where}: the team has no name")
        if not isinstance(cards, dict) or not all(isinstance(k, str) and type(v) is int for k, v in cards.items()):
            raise TeamFileError(f"{where}: 'cards' must map card ids to dice counts")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise TeamFileError(f"{where}: 'actions' must be a list of card ids")
        for cid in [*cards, *actions]:
            if cid not in CARDS:
                raise TeamFileError(f"{where}: unknown card {cid!r}")
        fmt = data.get("team_format")
        return cls(name.strip(), dict(cards), list(actions), fmt if fmt in TEAM_FORMATS else "basic")


@dataclass
class TeamEntry:
    """One file in the teams folder: the team, or the reason it cannot be read."""

    path: Path
    team: Team | None
    error: str | None = None

    @property
    def label(self) -> str:
        return self.team.name if self.team is not None else self.path.stem


def teams_dir() -> Path:
    path = data_dir() / "teams"
    path.mkdir(parents=True, exist_ok=True)
    return path


def file_name(name: str) -> str:
    """A safe file name for a team name; Hangul and other letters stay readable."""
    slug = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")[:48]
    return f"{slug or 'team'}.json"


def save_team(team: Team, folder: Path | None = None) -> Path:
    if not team.name.strip():
        raise ValueError("a team needs a name")
    # The previous version is replaced, not kept as .bak: a saved team is a list the person
    # edits on purpose, and stray backups would clutter the folder's listing.
    return write_json_atomic((folder or teams_dir()) / file_name(team.name), team.to_dict(), keep_backup=False)


def load_team(path: Path) -> Team:
    try:
        data = read_json(path, what="team file")
    except SaveError as exc:
        raise TeamFileError(str(exc)) from None
    return Team.from_dict(data, f"team file {path.name}")


def list_teams(folder: Path | None = None) -> list[TeamEntry]:
    """Every team file, sorted by team name; damaged ones are listed with their reason."""
    entries: list[TeamEntry] = []
    for path in sorted((folder or teams_dir()).glob("*.json")):
        try:
            entries.append(TeamEntry(path, load_team(path)))
        except TeamFileError as exc:
            entries.append(TeamEntry(path, None, str(exc)))
    return sorted(entries, key=lambda e: e.label.casefold())


def engine_check(fmt: str, cards: dict[str, int], actions: list[str]) -> str | None:
    """The engine's verdict on a team for ``fmt``: None when legal, else its message."""
    try:
        game.new_game("dicemasters", players=2, seed=0, format=fmt, team0=dict(cards), actions0=list(actions))
    except game.OptionError as exc:
        return clean_reason(str(exc))
    return None


def clean_reason(message: str) -> str:
    """The engine's message without its internal prefixes ("dicemasters: team0: ")."""
    message = re.sub(r"^dicemasters:\s*", "", message)
    return re.sub(r"^(team|actions)[01]:\s*", "", message)
