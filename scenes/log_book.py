"""The game log told from a session's events: one group per turn (a header "Turn 7 · Ada", a
one-line summary of what the turn did, and its lines), housekeeping folded.

``LogBook.build`` turns the opening events and the history of a session into ``LogGroup``s, in
the current language, through the game's narrator (``scenes.narration``). A line is either an
event said through its own template or a ``Said``: a ``log.*`` template with fields the log
worked out (several dice rolled at once with their faces, the attacker a blocker blocks, where
damage came from). The log keeps the records, not the text, so switching the language
re-translates the whole history.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import Translator
from .log_text import Said, Segment, segments
from .narration import Item, Narrator
from .narration_decks import LegendaryNarrator, MetaVersusNarrator
from .narration_dm import DiceMastersNarrator


@dataclass(frozen=True)
class LogLine:
    """One line of the log and the moves it tells of (history indices; -1 is the opening)."""

    segments: tuple[Segment, ...]
    entries: tuple[int, ...]


@dataclass(frozen=True)
class LogGroup:
    """One turn of the log (or the setup before the first): its header, a one-line summary of
    what the turn did (empty while nothing has happened) and its lines."""

    key: int  # the group's place in the log, counted from 0: the same turn keeps its key
    header: tuple[Segment, ...]
    summary: tuple[Segment, ...]
    lines: tuple[LogLine, ...]


NARRATORS: dict[str, type[Narrator]] = {
    "dicemasters": DiceMastersNarrator,
    "legendary": LegendaryNarrator,
    "metaversus": MetaVersusNarrator,
}


class LogBook:
    """Builds a table's log from its session. Texts already said are kept per language, so a
    new move costs only its own lines; a language switch says everything anew."""

    def __init__(self, tr: Translator, game_name: str) -> None:
        self.tr = tr
        self.game_name = game_name
        self._said: dict[tuple[Any, str, tuple[str, ...]], tuple[Segment, ...]] = {}
        self._told: dict[tuple[int, str, tuple[str, ...]], tuple[Any, tuple[Item, ...], LogGroup]] = {}

    def say(self, record: Any, names: Sequence[str], lang: str) -> tuple[Segment, ...]:
        key = (record, lang, tuple(names))
        try:
            found = self._said.get(key)
        except TypeError:  # a record with an unhashable field: said every time
            return tuple(segments(self.tr, self.game_name, record, list(names), lang))
        if found is None:
            found = self._said[key] = tuple(segments(self.tr, self.game_name, record, list(names), lang))
        return found

    def build(
        self, opening: Sequence[Any], history: Sequence[Any], names: Sequence[str], lang: str | None = None
    ) -> list[LogGroup]:
        lang = lang or self.tr.lang
        items: list[Item] = [(-1, e) for e in opening]
        for index, entry in enumerate(history):
            items.extend((index, e) for e in entry.events)
        narrator = NARRATORS.get(self.game_name, Narrator)()
        turns: list[tuple[Any, list[Item]]] = [(None, [])]
        for item in items:
            if item[1].kind == "turn_started":
                turns.append((item[1], []))
            else:
                turns[-1][1].append(item)
        if not turns[0][1] and len(turns) > 1:
            turns.pop(0)  # nothing happened before the first turn
        groups = []
        told: dict[tuple[int, str, tuple[str, ...]], tuple[Any, tuple[Item, ...], LogGroup]] = {}
        for key, (start, group_items) in enumerate(turns):
            player = getattr(start, "player", None) if start is not None else None
            narrator.begin_turn(player)
            memo = (key, lang, tuple(names))
            kept = self._told.get(memo)
            if kept is not None and kept[0] is start and kept[1] == tuple(group_items):
                narrator.skim([e for _, e in group_items])  # a turn told before: only what it teaches
                groups.append(kept[2])
                told[memo] = kept
                continue
            if start is None:
                header = self.say(Said.of("log.setup"), names, lang)
            else:
                header = self.say(
                    Said.of(f"log.{self.game_name}.turn", turn=start.turn, player=start.player), names, lang
                )
            lines = tuple(
                LogLine(self.say(record, names, lang), entries)
                for record, entries in narrator.tell(group_items)
            )
            summary = narrator.summary(player, [e for _, e in group_items])
            said = self.say(summary, names, lang) if summary is not None else ()
            groups.append(LogGroup(key, header, said, lines))
            told[memo] = (start, tuple(group_items), groups[-1])
        # the turns of this build, in every language asked for lately
        self._told = {k: v for k, v in self._told.items() if k[1] != lang} | told
        return groups


def group_text(group: LogGroup) -> list[str]:
    """A group as plain text lines: the header (with the summary) and its lines, indented."""
    header = "".join(t for t, _ in group.header)
    summary = "".join(t for t, _ in group.summary)
    out = [f"{header} — {summary}" if summary else header]
    out += ["  " + "".join(t for t, _ in line.segments) for line in group.lines]
    return out


def log_text(groups: Sequence[LogGroup], title: str = "") -> str:
    """The whole log as plain text, every group unfolded (what the copy button copies)."""
    out = [title, ""] if title else []
    for group in groups:
        out += group_text(group)
    return "\n".join(out) + "\n"
