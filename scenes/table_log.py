"""The log of a table: told anew from the session after every move (``scenes.log_book``), shown
in its panel (``sprites.log_panel``) with its own gestures (the wheel scrolls, a click folds a
turn, jumps to the newest lines or copies the whole log), and what an agent weighed over its
lines. ``TableScene`` has it as a part; the words of any record come from ``describe``."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from game.core.actions import Action
from game.core.session import GameSession
from sprites.log_panel import LogPanel

from . import log_book, log_text, paths

log = logging.getLogger(__name__)
WHY_TOP = 3  # the alternatives of a search the log's tooltip lists


class TableLog:
    """The log part of a table: the table supplies ``app``, ``session``, ``game_name``,
    ``names``, ``why`` (history index -> an agent's top alternatives), ``show_log`` and a
    ``log_panel``."""

    app: Any
    session: GameSession
    game_name: str
    names: list[str]
    why: dict[int, Any]
    show_log: bool
    log_panel: LogPanel
    log_entries: list[int]  # log line -> history index
    # the log: its builder, its turns, and the history indices each of its lines tells of
    _log_book: log_book.LogBook | None = None
    log_groups: list[log_book.LogGroup]
    log_line_entries: list[tuple[int, ...]]
    _log_pointer: tuple[int, int] | None = None  # where the mouse was last seen
    _log_pressed = False  # a left press the log took: its release is the log's too

    def describe(self, record: Any, player: int | None = None) -> str:
        """``record`` in words; an action is said of ``player``, by default whoever is to move."""
        if player is None:
            player = self.session.game.to_move
        return log_text.plain(self.app.tr, self.game_name, record, self.names, player=player)

    def refresh_log(self) -> None:
        """The log told anew from the session (the opening, then every move's events), by turn,
        in the current language: it keeps the records, so a language switch re-translates it."""
        book = self._log_book
        if book is None or book.tr is not self.app.tr:
            book = self._log_book = log_book.LogBook(self.app.tr, self.game_name)
        groups = book.build(self.session.opening, self.session.history, self.names)
        self.log_groups = groups
        self.log_line_entries = [line.entries for g in groups for line in g.lines]
        self.log_entries = [
            entries[-1] if entries else -1 for entries in self.log_line_entries
        ]  # log line -> history index
        self.log_panel.labels = {"copy": self.app.t("log.copy"), "new": self.app.t("log.new_entries")}
        self.log_panel.set_groups(groups)

    def log_as_text(self) -> str:
        """The whole log, every turn unfolded, as plain text in the current language."""
        return log_book.log_text(self.log_groups, self.app.t("app.title"))

    def copy_log(self) -> Path | None:
        """Copy the whole log to the clipboard; without one, write it to a text file in the
        user's data folder and say where. Returns the file written, if any."""
        text = self.log_as_text()
        lines = text.count("\n")
        try:
            pygame.scrap.put_text(text)
            if pygame.scrap.get_text() == text:
                self.app.notify(self.app.t("log.copied", lines=lines))
                return None
        except (pygame.error, AttributeError, NotImplementedError) as exc:
            log.info("no clipboard for the log: %s", exc)
        try:
            folder = paths.data_dir() / "logs"
            folder.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            path = folder / f"log-{self.game_name}-{stamp}.txt"
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            self.app.notify(self.app.t("log.copy_failed", reason=str(exc)), "error")
            return None
        self.app.notify(self.app.t("log.saved", path=str(path)))
        return path

    def log_tooltip(self, pos: tuple[int, int]) -> str | None:
        """Over an agent's move in the log: what it weighed (its top alternatives); over a
        turn's header or the copy button: what a click does."""
        panel = self.log_panel
        if panel.copy_rect is not None and panel.copy_rect.collidepoint(pos):
            return self.app.t("log.copy_tip")
        if panel.header_at(pos) is not None:
            return self.app.t("log.header_tip")
        line = panel.entry_at(pos)
        if line is None or line >= len(self.log_line_entries):
            return None
        index = next((i for i in reversed(self.log_line_entries[line]) if self.why.get(i)), None)
        if index is None:
            return None
        why = self.why[index]
        history = self.session.history
        decider = history[index].player if 0 <= index < len(history) else None  # the agent that weighed
        played = history[index].action if 0 <= index < len(history) else None
        if played is not None and self.secret_move(played, decider, True):
            return None  # a hidden choice: what was weighed for it would tell it
        if isinstance(why, dict) and "chances" in why:  # a search: its estimated chances to win
            rows = self._chance_rows(why["chances"], decider)
            return self.app.t("table.why", moves="\n".join(rows)) if rows else None
        rows = []
        for raw, value in why:
            action = self._action_of(raw)
            if action is not None and action != played and self.secret_move(action, decider, False):
                continue
            rows.append(f"{self.describe(action, decider) if action is not None else raw}  ({value:.2f})")
        return self.app.t("table.why", moves="\n".join(rows)) if rows else None

    def secret_move(self, action: Action, decider: int | None, played: bool) -> bool:
        """Whether a move a computer weighed would tell the person at the screen what they may not
        know (a hidden pick, a card in a hidden hand): such moves are left out of what it weighed.
        ``played``: the move it made. A game with secrets says which (none by default)."""
        return False

    def _action_of(self, raw: Any) -> Action | None:
        try:
            return Action.from_dict(raw, game=self.game_name) if isinstance(raw, dict) else None
        except ValueError:
            return None

    def _chance_rows(self, chances: list[Any], decider: int | None) -> list[str]:
        """One line per move a search compared, best first: "Attack with Hulk — 62% win chance",
        the move played marked. Moves told in the same words (two dice of one kind) are one line:
        the best chance of them, marked when one of them was played."""
        said: dict[str, tuple[int, bool]] = {}
        for raw, value, played in chances:
            action = self._action_of(raw)
            if action is not None and not played and self.secret_move(action, decider, False):
                continue
            move = self.describe(action, decider) if action is not None else str(raw)
            percent = max(0, min(100, round(100 * float(value))))
            best, marked = said.get(move, (percent, False))
            said[move] = (max(best, percent), marked or bool(played))
        rows = list(said.items())
        shown = rows[:WHY_TOP] + [row for row in rows[WHY_TOP:] if row[1][1]]  # the move played, always
        return [
            self.app.t("table.why_played" if played else "table.why_chance", move=move, percent=percent)
            for move, (percent, played) in shown
        ]

    def _log_input(self, event: pygame.event.Event) -> bool:
        """The log's own gestures: the wheel over it scrolls, a click folds a turn, jumps to the
        newest lines or copies the log. True when the event was the log's."""
        panel = self.log_panel
        over = self.show_log and panel.rect is not None
        if event.type == pygame.MOUSEMOTION:
            self._log_pointer = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            pointer = self._log_pointer
            if self.show_log and (pointer is None or panel.rect is None or panel.rect.collidepoint(pointer)):
                panel.wheel(event.y)
                return True
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and over
            and panel.rect is not None
            and panel.rect.collidepoint(event.pos)
        ):
            done = panel.click(event.pos)
            if done == "copy":
                self.copy_log()
            if done is not None:
                self._log_pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._log_pressed:
            self._log_pressed = False  # the release of a click the log took
            return True
        return False
