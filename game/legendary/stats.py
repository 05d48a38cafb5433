"""The figures of a Legendary game: each player's Victory Points broken into Villains,
Bystanders, Tactics and the rest, the top hero (the most VP), the solo score, and every
player's VP by turn (for the game-over chart).

Read-only: nothing here changes a game. The VP and its parts come from the victory piles at the
end, so they always add up to the score the engine gives. The VP by turn comes from playing the
session's moves again from its seed (a few milliseconds): each point is a player's VP when a
turn ended, that is just before the move that started the next turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import actions as A
from .cards import defn

# the kinds of card whose printed VP count in each part; everything else is "others"
VILLAIN_KINDS = ("villain", "henchman")


@dataclass(frozen=True)
class PlayerVP:
    villains: int  # Villains and Henchmen, with the VP they add for other cards (Supreme HYDRA, Ultron)
    bystanders: int
    tactics: int  # Mastermind Tactics
    others: int  # anything else in the victory pile: the Mastermind itself after a Final Showdown

    @property
    def total(self) -> int:
        return self.villains + self.bystanders + self.tactics + self.others


@dataclass(frozen=True)
class GameFigures:
    players: tuple[PlayerVP, ...]
    top: tuple[int, ...]  # the top heroes: the players with the most VP
    solo_score: int | None  # a solo game's score; None with two or more players
    vp_by_turn: tuple[tuple[int, ...], ...]  # per player: 0 at the start, then at the end of each turn
    turns: int  # turns started


def breakdown(victory: Sequence[str], total: int) -> PlayerVP:
    """Split a victory pile whose score is ``total``. The printed VP of each card goes to its
    kind; what the score adds beyond the printed values comes from Villains' own texts (Supreme
    HYDRA's +3 per other HYDRA Villain, Ultron's +1 per Tech Hero), so it counts for Villains."""
    parts = {"villains": 0, "bystanders": 0, "tactics": 0, "others": 0}
    for card in victory:
        d = defn(card)
        if d.kind in VILLAIN_KINDS:
            part = "villains"
        elif d.kind == "bystander":
            part = "bystanders"
        elif d.kind == "tactic":
            part = "tactics"
        else:
            part = "others"
        parts[part] += d.vp
    parts["villains"] += total - sum(parts.values())
    return PlayerVP(**parts)


def vp_by_turn(
    players: int, seed: int, options: dict[str, Any], actions: Sequence[Any], final: Any = None
) -> tuple[tuple[tuple[int, ...], ...], int] | None:
    """Every player's VP at the start and at the end of each turn, from the moves played again
    from the seed; None when they do not lead to ``final`` (the finished game), so the series
    would not be this game's."""
    import game as registry  # the registry imports every game: import it late
    from game.core.session import state_digest

    from .engine import Legendary

    g = registry.new_game("legendary", players=players, seed=seed, **options)
    assert isinstance(g, Legendary)
    series: list[list[int]] = [[] for _ in range(players)]
    turns = 0

    def sample() -> None:
        for p in range(players):
            series[p].append(g.vp(p))

    for raw in getattr(g, "opening_events", None) or []:
        if raw.get("kind") == A.TurnStarted.kind:
            sample()
            turns += 1
    try:
        for action in actions:
            before = [g.vp(p) for p in range(players)]
            events = g.apply(action)
            for e in events:
                if isinstance(e, A.TurnStarted):
                    for p in range(players):
                        series[p].append(before[p])
                    turns += 1
    except Exception:  # a move the replay refuses: the moves are not this seed's game
        return None
    if final is not None and state_digest(g) != state_digest(final):
        return None
    sample()
    return tuple(tuple(s) for s in series), turns


def from_session(session: Any) -> GameFigures:
    g = session.game
    n = len(g.players)
    scores = [g.vp(p) for p in range(n)]
    parts = tuple(breakdown(g.players[p].victory, scores[p]) for p in range(n))
    best = max(scores)
    top = tuple(p for p in range(n) if scores[p] == best)
    solo = g.solo_score() if n == 1 else None
    replayed = vp_by_turn(n, session.seed, session.options, session.actions, g)
    series: tuple[tuple[int, ...], ...]
    if replayed is None:  # not a game its seed replays (a hand-built position): the start and the end
        series, turns = (
            tuple((0, scores[p]) for p in range(n)),
            sum(1 for e in _events(session) if isinstance(e, A.TurnStarted)),
        )
    else:
        series, turns = replayed
    return GameFigures(parts, top, solo, series, turns)


def _events(session: Any) -> list[Any]:
    return [*session.opening, *(e for entry in session.history for e in entry.events)]
