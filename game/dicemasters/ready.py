"""Ready Dice Masters teams to pick in setup, from ``assets/teams/dicemasters/ready.json``.

Each has an id, the format it is built for (``basic``: exactly 6 cards and 15 dice;
``tournament``: up to 8 and 20), its name and a line about it in every language, its cards with
their dice and its two basic action cards. This module checks the file's shape (a bad file fails
with one ``CardDataError`` naming the team and the field); whether a team is legal is the
engine's word: ``validate`` runs ``formats.validate_team`` and ``parse_actions`` on it, and the
tests run every ready team through ``game.new_game``. The starter's two first-game teams are
among them, as tournament teams (they are under its limits).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.cards import CardDataError, read_json

from .cards import CARDS, LANGS
from .formats import EXACT_TEAMS, FORMAT_RULES, parse_actions, validate_team

READY_FILE = Path(__file__).resolve().parents[2] / "assets" / "teams" / "dicemasters" / "ready.json"
READY_FORMAT = "dicemasters-ready-teams"


@dataclass(frozen=True)
class ReadyTeam:
    """One ready team (see the module doc)."""

    id: str
    format: str
    names: tuple[tuple[str, str], ...]  # (language, name)
    abouts: tuple[tuple[str, str], ...]  # (language, a line about the team)
    cards: tuple[tuple[str, int], ...]  # (card id, dice), in the file's order
    actions: tuple[str, str]

    def name(self, lang: str) -> str:
        return dict(self.names).get(lang) or dict(self.names)["en"]

    def about(self, lang: str) -> str:
        return dict(self.abouts).get(lang) or dict(self.abouts)["en"]

    @property
    def team(self) -> dict[str, int]:
        return dict(self.cards)

    def fits(self, fmt: str) -> bool:
        """Whether the engine takes this team in ``fmt`` (a Basic team is a legal tournament team)."""
        if fmt not in FORMAT_RULES:
            return False
        _, max_cards, max_dice = FORMAT_RULES[fmt]
        try:
            validate_team(self.team, max_cards, max_dice, self.id, exact=fmt in EXACT_TEAMS)
        except ValueError:
            return False
        return True


def _texts(raw: Any, where: str) -> tuple[tuple[str, str], ...]:
    if not isinstance(raw, dict) or any(
        not isinstance(raw.get(lang), str) or not raw[lang] for lang in LANGS
    ):
        raise CardDataError(f"{where} needs a text in each of {', '.join(LANGS)}")
    return tuple((lang, str(raw[lang])) for lang in LANGS)


def _team(raw: Any, i: int) -> ReadyTeam:
    where = f"{READY_FILE.name}: team {i + 1}"
    if not isinstance(raw, dict):
        raise CardDataError(f"{where} must be an object")
    tid = raw.get("id")
    if not isinstance(tid, str) or not tid:
        raise CardDataError(f"{where} needs an id")
    where = f"{READY_FILE.name}: team {tid!r}"
    fmt = raw.get("format")
    if fmt not in FORMAT_RULES:
        raise CardDataError(f"{where}: format must be one of {', '.join(FORMAT_RULES)}, not {fmt!r}")
    cards = raw.get("cards")
    if not isinstance(cards, dict) or not cards:
        raise CardDataError(f"{where}: 'cards' must map card ids to dice")
    for cid, n in cards.items():
        if cid not in CARDS or isinstance(n, bool) or not isinstance(n, int):
            raise CardDataError(f"{where}: bad card entry {cid!r}: {n!r}")
    actions = raw.get("actions")
    if not isinstance(actions, list) or len(actions) != 2 or not all(isinstance(a, str) for a in actions):
        raise CardDataError(f"{where}: 'actions' must list two basic action cards")
    return ReadyTeam(
        tid,
        str(fmt),
        _texts(raw.get("name"), f"{where}: name"),
        _texts(raw.get("about"), f"{where}: about"),
        tuple((str(c), int(n)) for c, n in cards.items()),
        (actions[0], actions[1]),
    )


@cache
def ready_teams() -> tuple[ReadyTeam, ...]:
    """Every ready team, in the file's order (read once)."""
    data = read_json(READY_FILE)
    if data.get("format") != READY_FORMAT or data.get("version") != 1:
        raise CardDataError(f"{READY_FILE.name} is not a file of ready Dice Masters teams")
    teams = data.get("teams")
    if not isinstance(teams, list):
        raise CardDataError(f"{READY_FILE.name}: 'teams' must be a list")
    out = tuple(_team(raw, i) for i, raw in enumerate(teams))
    ids = [t.id for t in out]
    if len(set(ids)) != len(ids):
        raise CardDataError(f"{READY_FILE.name}: two teams share an id")
    return out


def ready_team(tid: str) -> ReadyTeam:
    """The ready team with this id (``KeyError`` if none)."""
    for t in ready_teams():
        if t.id == tid:
            return t
    raise KeyError(tid)


def validate(team: ReadyTeam) -> None:
    """Refuse a ready team its own format would refuse (the engine's ``OptionError``)."""
    _, max_cards, max_dice = FORMAT_RULES[team.format]
    validate_team(team.team, max_cards, max_dice, team.id, exact=team.format in EXACT_TEAMS)
    parse_actions(list(team.actions), team.id)


__all__ = ["ReadyTeam", "ready_teams", "ready_team", "validate", "READY_FILE"]
