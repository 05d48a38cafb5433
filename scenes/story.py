"""The story a game-over screen tells of a finished game: the winner and the reason in one line,
the figures that decided it for each player, and a value by turn for the chart.

The figures are counted by each game's stats module (``game.<g>.stats.from_session``); the words
are the app's, in its language, so the story is told again after a language change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.result import Result, Termination

from .outcome import outcome


@dataclass(frozen=True)
class StoryRow:
    """One figure of every player under its label ("Dice bought": 4 and 6)."""

    label: str
    values: tuple[int, ...]
    total: bool = False  # a sum of the rows above it (drawn bold, under a rule)


@dataclass(frozen=True)
class Story:
    """What the game-over screen tells: the winner and the reason in one line, the figures that
    decided it for each player, and a value by turn for the chart."""

    line: str
    names: tuple[str, ...]
    highlight: tuple[int, ...]  # the columns lit: the winners (the top heroes in Legendary)
    rows: tuple[StoryRow, ...]
    notes: tuple[str, ...]  # sentences under the figures (the top hero, a solo score)
    chart_title: str
    series: tuple[tuple[int, ...], ...]  # per player: the start, then the end of each turn
    axis: str = ""  # the chart's turn axis, when the game names its turns its own way
    points_per_turn: int = 1  # the chart's points a turn of the axis counts (MetaVersus: both duelists')


def game_figures(game_name: str, session: Any) -> Any:
    """The figures of a finished session from its game's stats module (None for a game without one)."""
    if game_name == "dicemasters":
        from game.dicemasters import stats as dm

        return dm.from_session(session)
    if game_name == "legendary":
        from game.legendary import stats as lg

        return lg.from_session(session)
    if game_name == "metaversus":
        from game.metaversus import stats as mv

        return mv.from_session(session)
    return None


def tell_story(
    app: Any,
    game_name: str,
    figures: Any,
    names: list[str],
    headline: str,
    reason: str,
    result: Result | Mapping[str, Any],
) -> Story:
    """The story of a finished game in the app's language, from ``figures`` (a stats module's
    ``GameFigures``), the table's ``headline`` and ``reason`` and the engine's ``result``."""
    t = app.t
    people = tuple(figures.players)
    n = len(people)
    ended = outcome(result)
    winners = tuple(w for w in ended.winners if 0 <= w < n)
    notes: list[str] = []
    axis, per_turn = "", 1  # the chart's own axis name and points a turn, where a game has them
    rows: tuple[StoryRow, ...]

    def row(key: str, values: list[int], total: bool = False) -> StoryRow:
        return StoryRow(t(key), tuple(values), total)

    if game_name == "dicemasters":
        down = [p for p in range(n) if people[p].life <= 0]
        if ended.termination is Termination.LIFE and len(down) == 1:
            reason = t("over.dm.life_reason", name=names[down[0]], life=people[down[0]].life)
        rows = (
            row("over.dm.life", [f.life for f in people]),
            row("over.dm.dice_bought", [f.dice_bought for f in people]),
            row("over.dm.damage", [f.damage_dealt for f in people]),
            row("over.dm.kos", [f.knockouts for f in people]),
        )
        chart, series, highlight = t("over.dm.chart"), figures.life_by_turn, winners
    elif game_name == "legendary":
        rows = (
            row("over.lg.villains", [f.villains for f in people]),
            row("over.lg.bystanders", [f.bystanders for f in people]),
            row("over.lg.tactics", [f.tactics for f in people]),
            row("over.lg.others", [f.others for f in people]),
            row("over.lg.total", [f.total for f in people], total=True),
        )
        highlight = tuple(figures.top)
        if highlight and n > 1:
            notes.append(
                t(
                    "over.lg.top_hero",
                    names=", ".join(names[p] for p in highlight),
                    vp=people[highlight[0]].total,
                )
            )
        if figures.solo_score is not None:
            notes.append(t("over.lg.solo_score", score=figures.solo_score))
        chart, series = t("over.lg.chart"), figures.vp_by_turn
    else:
        if ended.termination is Termination.HP:  # whose HP fell, or the turns ran out
            if figures.fell is not None:
                reason = t("over.mv.hp_fell", name=names[figures.fell[0]], hp=figures.fell[1])
            else:
                reason = t("over.mv.turns_out", turns=figures.turns // 2)
        rows = (
            row("over.mv.hp", [f.hp for f in people]),
            row("over.mv.stars", [f.stars for f in people]),
            row("over.mv.bought", [f.cards_bought for f in people]),
            row("over.mv.damage", [f.damage_dealt for f in people]),
            row("over.mv.hp_damage", [f.hp_damage for f in people]),
        )
        chart, series, highlight = t("over.mv.chart"), figures.hp_by_turn, winners
        # the chart has a point after each duelist's turn; its axis counts turns as the table's
        # header does ("Turn 27 / 30": each duelist's own), two points to a turn
        axis, per_turn = t("over.mv.axis"), 2
    line = t("over.line", result=headline, reason=reason) if reason else headline
    return Story(line, tuple(names[:n]), highlight, rows, tuple(notes), chart, tuple(series), axis, per_turn)


__all__ = ["Story", "StoryRow", "game_figures", "tell_story"]
