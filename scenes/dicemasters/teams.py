"""Named Dice Masters teams saved by the team builder: one JSON file per team in
``data_dir()/teams/``.

A team file holds the cards with their dice, the two basic action picks and the format it was
built for. Its file name is the team's name made safe (Hangul and other letters stay readable)
plus a short hash of the exact name, so "Team A" and "Team_A", or "팀!" and "팀?", never share a
file. Saving over a team of the same name is refused with ``TeamExists`` until the person
agrees (``replace=True``); the previous version is then kept as ``<file>.bak``.

Files are written by the background writer, atomically. A damaged or hand-edited file is listed
with its one clear reason (or, when its backup is good, the backup is listed in its place); it
is never deleted, and before a save would take its place it is moved aside as
``<file>.damaged-<date>``. This module checks only the *shape* of a file; whether a team is
legal for a format is the engine's word (``engine_check``).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import game
from game.core.files import Fields, FileProblem, Limits, check_int, check_text, parse_json
from game.core.saves import BACKUP_SUFFIX, json_bytes, read_limited, writers
from game.dicemasters.cards import CARDS

from ..paths import data_dir
from ..storage import move_aside, read_checked

TEAM_FORMAT = "dice-and-deck-dm-team"
TEAM_VERSION = 1
TEAM_FORMATS = ("basic", "tournament")
TEAM_LIMITS = Limits(max_bytes=64 * 1024, max_depth=6, max_string=200, max_items=100)
MAX_NAME = 40  # the builder's name field allows as many characters
MAX_CARDS = 20
MAX_DICE = 20
# the cards a team holds: characters and the non-basic action cards (Mjolnir, Vibranium Shield)
TEAM_KINDS = ("character", "action")

# A team file that cannot be used (damaged, truncated, unknown cards): the reason names the file
# and the field, and the file is kept.
TeamFileError = FileProblem


class TeamExists(Exception):
    """Another saved team already has this name; ``save_team(..., replace=True)`` replaces it."""

    def __init__(self, path: Path, team: Team) -> None:
        super().__init__(f"a team named {team.name!r} is saved in {path.name}")
        self.path = path
        self.team = team


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
    def from_dict(cls, data: Any, where: str = "") -> Team:
        """The team ``data`` holds; a field that is wrong raises ``FileProblem`` naming it."""
        try:
            return _team(data)
        except FileProblem as problem:
            raise problem.named(where) from None


def _team(data: Any) -> Team:
    f = Fields(data)
    f.header(TEAM_FORMAT, "team", TEAM_VERSION, (TEAM_VERSION,))
    name = f.text("name", max_len=MAX_NAME, allow_empty=False).strip()
    cards_f = f.obj("cards")
    if len(cards_f.data) > MAX_CARDS:
        raise FileProblem("too_many", "cards", limit=MAX_CARDS)
    cards: dict[str, int] = {}
    for cid, dice in cards_f.data.items():
        where = cards_f.where(cid)
        card = CARDS.get(cid)
        if card is None or card.kind not in TEAM_KINDS:
            raise FileProblem("unknown_value", where, value=_quoted(cid))
        cards[cid] = check_int(dice, where, 0, MAX_DICE)
    actions = f.items("actions", 4)
    for i, cid in enumerate(actions):
        check_text(cid, f"actions[{i}]", max_len=40)
        card = CARDS.get(cid)
        if card is None or card.kind != "basic_action":
            raise FileProblem("unknown_value", f"actions[{i}]", value=_quoted(cid))
    fmt = f.text("team_format", max_len=20, choices=TEAM_FORMATS, default="basic")
    return Team(name, cards, list(actions), fmt)


def _quoted(value: str) -> str:
    return '"' + value[:40] + '"'


def parse_team_bytes(raw: bytes, file: str = "") -> Team:
    try:
        return _team(parse_json(raw, TEAM_LIMITS))
    except FileProblem as problem:
        raise problem.named(file) from None


@dataclass
class TeamEntry:
    """One file in the teams folder: the team, or the reason it cannot be read. ``note`` says
    what was wrong with a file whose backup is shown instead."""

    path: Path
    team: Team | None
    error: str | None = None
    note: FileProblem | None = None

    @property
    def label(self) -> str:
        return self.team.name if self.team is not None else self.path.name.split(".json")[0]


def teams_dir() -> Path:
    path = data_dir() / "teams"
    path.mkdir(parents=True, exist_ok=True)
    return path


def file_name(name: str) -> str:
    """The file of a team name: readable (Hangul and other letters stay) and unique for the
    exact name (a short hash of it), so two names never share a file."""
    clean = name.strip()
    slug = re.sub(r"[^\w\-]+", "_", clean, flags=re.UNICODE).strip("_")[:40]
    digest = hashlib.sha256(clean.encode("utf-8")).hexdigest()[:8]
    return f"{slug or 'team'}-{digest}.json"


def find_team(name: str, folder: Path | None = None) -> TeamEntry | None:
    """The saved team with exactly this name, if any."""
    wanted = name.strip()
    return next((e for e in list_teams(folder) if e.team is not None and e.team.name == wanted), None)


def save_team(team: Team, folder: Path | None = None, replace: bool = False) -> Path:
    """Save ``team``. A different team saved under the same name raises ``TeamExists`` unless
    ``replace``; the version it replaces is kept as ``<file>.bak``. Raises OSError when the
    file cannot be written."""
    if not team.name.strip():
        raise ValueError("a team needs a name")
    team = Team(team.name.strip(), dict(team.cards), list(team.actions), team.format)
    base = folder or teams_dir()
    existing = find_team(team.name, base)
    if existing is not None:
        if existing.team != team and not replace:
            raise TeamExists(existing.path, team)
        path = existing.path
    else:
        path = base / file_name(team.name)
    _set_aside_if_damaged(path)
    w = writers()
    w.write(path, json_bytes(team.to_dict()), keep_backup=True)
    if not w.flush(path, timeout=10.0):
        raise OSError(f"{path.name} is still being written")
    error = w.error(path)
    if error:
        raise OSError(error)
    return path


def _set_aside_if_damaged(path: Path) -> None:
    """A damaged file where a team is about to be written goes aside first, whole."""
    if not path.exists():
        return
    try:
        parse_team_bytes(read_limited(path, TEAM_LIMITS), path.name)
    except FileProblem:
        move_aside(path)


def load_team(path: Path) -> Team:
    """The team in ``path`` (its backup when the file is damaged); ``FileProblem`` otherwise."""
    return read_checked(path, parse_team_bytes, TEAM_LIMITS, move_damaged=False).value


def list_teams(folder: Path | None = None) -> list[TeamEntry]:
    """Every team file, sorted by team name; a damaged one is listed with its reason (or, when
    its backup is good, as the backup)."""
    base = folder or teams_dir()
    writers().flush(None, timeout=5.0)
    paths = {p for p in base.glob("*.json") if p.is_file()}
    paths |= {b.with_name(b.name[: -len(BACKUP_SUFFIX)]) for b in base.glob(f"*.json{BACKUP_SUFFIX}")}
    entries: list[TeamEntry] = []
    for path in sorted(paths):
        try:
            loaded = read_checked(path, parse_team_bytes, TEAM_LIMITS, move_damaged=False)
        except FileProblem as problem:
            entries.append(TeamEntry(path, None, str(problem), problem))
            continue
        entries.append(TeamEntry(path, loaded.value, None, loaded.problem))
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
