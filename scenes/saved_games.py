"""Saved games: every unfinished game, newest first (game, players, turn, date), to open or to
delete (after asking); the finished games, with who won; and the save files a person made (the
pause menu's Save and Export save), to review, to go on from, or to delete.

The list is the files in the Saved games folder (``storage.saved_games``); opening one replays
its moves through ``continue_game.open_saved``, exactly as Continue does for the newest. A save
file is only read: the game opened from it gets a save of its own, as ``play --load`` does.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.files import FileProblem
from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, rounded_panel

from . import registry, storage
from .continue_game import open_saved, open_session, report, writable
from .dialogs import ChooseOneDialog
from .outcome import outcome
from .seats import localized_names
from .stack import Scene
from .widgets import button, centred, menu_backdrop, menu_scale

PER_PAGE = 7
TABS = ("saved", "finished", "files")


def seat_names(app: Any, record: Any) -> str:
    """The names of a game's seats as the table shows them ("Ada, Normal computer 2")."""
    names = localized_names(app, list(record.seats), list(record.names))
    text = ", ".join(names)
    return text if len(text) <= 48 else text[:47] + "…"


class SavedGamesScene(Scene):
    fills_screen = True
    name = "saved_games"

    def __init__(
        self,
        app: Any,
        listing: storage.Listing | None = None,
        finished: list[storage.Finished] | None = None,
        files: list[storage.SaveFile] | None = None,
        tab: str = "saved",
    ) -> None:
        """``listing``, ``finished`` and ``files`` stand in for the folder (the screenshots show
        examples); ``tab`` is the tab shown first."""
        super().__init__(app)
        self.fixed_listing, self.fixed_finished, self.fixed_files = listing, finished, files
        self.tab, self.page = tab if tab in TABS else "saved", 0
        self.games: list[storage.SavedGame] = []
        self.done: list[storage.Finished] = []
        self.files: list[storage.SaveFile] = []
        self.open_buttons: list[Any] = []
        self.delete_buttons: list[Any] = []
        self.row_actions: list[tuple[Any, str, Any]] = []  # (button, what it does, its entry)
        self.reload()
        if tab == "saved" and not self.games:  # nothing to go on with: the first tab that has rows
            self.tab = next((name for name in ("finished", "files") if self.rows_of(name)), "saved")

    def rows_of(self, tab: str) -> list[Any]:
        lists: dict[str, list[Any]] = {"saved": self.games, "finished": self.done, "files": self.files}
        return list(lists[tab])

    @property
    def show_finished(self) -> bool:
        return self.tab == "finished"

    def reload(self) -> None:
        listing = (
            self.fixed_listing if self.fixed_listing is not None else storage.saved_games(writable(self.app))
        )
        self.games = [g for g in listing.games if g.game in registry.TABLES]
        if self.fixed_finished is not None:
            self.done = list(self.fixed_finished)
        else:
            self.done = storage.finished_games(writable=writable(self.app))
        files = self.fixed_files if self.fixed_files is not None else storage.save_files()
        self.files = [f for f in files if f.record is None or f.game in registry.TABLES]

    @property
    def s(self) -> float:
        return menu_scale(self.app)

    def panel_rect(self) -> pygame.Rect:
        return centred(self.app, 1100, 760, self.s, margin=40)

    def rows(self) -> list[Any]:
        return self.rows_of(self.tab)

    def fit_row(self, opener: Any, entry: Any, room: int) -> None:
        """A row too long for its button (many seats, a narrow window) shortens the seats' names
        until it fits, then its end; its tooltip then gives the whole row."""
        text = opener.text
        if opener.font.size(text)[0] <= room:
            return
        whole = text
        cut = len(seat_names(self.app, entry.record)) if entry.record is not None else 0
        while cut > 1 and opener.font.size(text)[0] > room:
            cut -= 1
            text = self.row_text(entry, names_cut=cut)
        while len(text) > 1 and opener.font.size(text)[0] > room:
            text = text[:-2].rstrip(" ,·") + "…"
        opener.set_text(text)
        opener.tool_tip_text = f"{whole}\n{opener.tool_tip_text or ''}".strip()

    def pages(self) -> int:
        return max(1, (len(self.rows()) + PER_PAGE - 1) // PER_PAGE)

    def row_text(self, entry: Any, names_cut: int | None = None) -> str:
        """The row's text; ``names_cut`` shortens the seats' names to that many letters and "…"."""
        t = self.app.t
        rec = entry.record
        if rec is None:  # a save file that cannot be read
            return t("saved.file_damaged_row", problem=storage.problem_text(t, entry.problem))
        game = t(f"game.{rec.game}.title")
        if isinstance(entry, (storage.SavedGame, storage.SaveFile)):
            seats = seat_names(self.app, rec)
            if names_cut is not None and len(seats) > names_cut:
                seats = seats[:names_cut].rstrip(" ,") + "…"
            if isinstance(entry, storage.SaveFile):
                return t(
                    "saved.file_row",
                    game=game,
                    names=seats,
                    turn=storage.turn_phrase(self.app, rec.game, entry.turn),
                    state=t("saved.file_finished" if entry.over else "saved.file_unfinished"),
                    date=storage.saved_date(entry.modified),
                )
            return t(
                "saved.row",
                game=game,
                names=seats,
                turn=storage.turn_phrase(self.app, rec.game, entry.turn),
                date=storage.saved_date(entry.modified),
            )
        winners = [w for w in outcome(rec.result).winners if 0 <= w < len(rec.names or rec.seats)]
        names = list(rec.names) or [str(i + 1) for i in range(rec.players)]
        result = (
            t("saved.result_won", names=", ".join(names[w] for w in winners))
            if winners
            else t("saved.result_none")
        )
        return t(
            "saved.finished_row",
            game=game,
            names=seat_names(self.app, rec),
            result=result,
            date=storage.saved_date(entry.modified),
        )

    def build(self) -> None:
        s = self.s
        p = self.panel_rect()
        pad = int(28 * s)
        bh = max(34, int(46 * s))
        gap = int(10 * s)
        self.page = min(self.page, self.pages() - 1)
        tab_w = int(220 * s)
        top = p.y + int(24 * s)
        tab_keys = {
            "saved": "saved.show_saved",
            "finished": "saved.show_finished",
            "files": "saved.show_files",
        }
        self.tab_buttons: dict[str, Any] = {}
        for i, name in enumerate(TABS):
            x = p.right - pad - (len(TABS) - i) * tab_w - (len(TABS) - 1 - i) * gap
            self.tab_buttons[name] = button(self, pygame.Rect(x, top, tab_w, bh), self.app.t(tab_keys[name]))
        self.saved_tab = self.tab_buttons["saved"]
        self.finished_tab = self.tab_buttons["finished"]
        self.files_tab = self.tab_buttons["files"]
        self.tab_buttons[self.tab].select()
        list_top = top + bh + int(24 * s)
        del_w = int(150 * s)
        self.open_buttons, self.delete_buttons = [], []
        self.review_buttons: list[tuple[Any, Any]] = []  # (button, the saved or finished game)
        self.row_actions = []
        self.text_rows: list[tuple[pygame.Rect, str]] = []
        shown = self.rows()[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        review_w = int(130 * s)
        for i, entry in enumerate(shown):
            y = list_top + i * (bh + gap)
            if self.tab == "files":
                self.build_file_row(entry, pygame.Rect(p.x + pad, y, p.w - 2 * pad, bh), gap)
                continue
            end = p.right - pad - (0 if self.show_finished else del_w + gap)
            reviewer = button(
                self,
                pygame.Rect(end - review_w, y, review_w, bh),
                self.app.t("review.button"),
                tooltip=self.app.t("review.button_tip"),
            )
            self.review_buttons.append((reviewer, entry))
            self.row_actions.append((reviewer, "review", entry))
            if self.show_finished:
                self.text_rows.append(
                    (pygame.Rect(p.x + pad, y, p.w - 2 * pad - review_w - gap, bh), self.row_text(entry))
                )
                continue
            row = pygame.Rect(p.x + pad, y, p.w - 2 * pad - del_w - review_w - 2 * gap, bh)
            tip = self.app.t("saved.open_tip", moves=entry.moves)
            opener = button(self, row, self.row_text(entry), tooltip=tip)
            self.fit_row(opener, entry, row.w - 12)
            self.open_buttons.append(opener)
            self.row_actions.append((opener, "open", entry))
            doomed = button(
                self, pygame.Rect(p.right - pad - del_w, y, del_w, bh), self.app.t("saved.delete")
            )
            self.delete_buttons.append(doomed)
            self.row_actions.append((doomed, "delete", entry))
        bottom = p.bottom - bh - int(22 * s)
        nav_w = int(160 * s)
        self.prev_button = button(self, pygame.Rect(p.x + pad, bottom, nav_w, bh), self.app.t("saved.prev"))
        self.next_button = button(
            self, pygame.Rect(p.x + pad + nav_w + gap, bottom, nav_w, bh), self.app.t("saved.next")
        )
        if self.page <= 0:
            self.prev_button.disable()
        if self.page >= self.pages() - 1:
            self.next_button.disable()
        bw = int(220 * s)
        self.back_button = button(
            self,
            pygame.Rect(p.right - pad - bw, bottom, bw, bh),
            self.app.t("common.back"),
            "#primary_button",
        )

    def build_file_row(self, entry: storage.SaveFile, room: pygame.Rect, gap: int) -> None:
        """One save file: its row (the whole of it in the tooltip), then Review, Open (not for a
        finished game) and Delete, in columns; a file that cannot be read has only its row."""
        s = self.s
        t = self.app.t
        made = t(
            "saved.file_from_save" if entry.source == "save" else "saved.file_from_export",
            file=entry.path.name,
        )
        if entry.record is None:
            broken = button(
                self, room, self.row_text(entry), tooltip=f"{made}\n{t('saved.file_damaged_tip')}"
            )
            self.fit_row(broken, entry, room.w - 12)
            self.row_actions.append((broken, "problem", entry))
            return
        del_w = open_w = review_w = int(108 * s)  # short words: the row keeps the room
        x = room.right - del_w
        doomed = button(self, pygame.Rect(x, room.y, del_w, room.h), t("saved.delete"))
        self.delete_buttons.append(doomed)
        self.row_actions.append((doomed, "delete", entry))
        x -= gap + open_w
        open_tip = t("saved.file_open_tip", moves=entry.moves)
        if not entry.over:
            opener = button(
                self, pygame.Rect(x, room.y, open_w, room.h), t("saved.file_open"), tooltip=open_tip
            )
            self.open_buttons.append(opener)
            self.row_actions.append((opener, "open", entry))
        x -= gap + review_w
        reviewer = button(
            self, pygame.Rect(x, room.y, review_w, room.h), t("review.button"), tooltip=t("review.button_tip")
        )
        self.review_buttons.append((reviewer, entry))
        self.row_actions.append((reviewer, "review", entry))
        # the row itself does what its first button says: go on from it, or (finished) review it
        row = pygame.Rect(room.x, room.y, x - gap - room.x, room.h)
        tip = t("review.button_tip") if entry.over else open_tip
        opener = button(self, row, self.row_text(entry), tooltip=f"{made}\n{tip}")
        self.fit_row(opener, entry, row.w - 12)
        self.row_actions.append((opener, "review" if entry.over else "open", entry))

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            action = next(((what, entry) for b, what, entry in self.row_actions if b is pressed), None)
            if action is not None:
                self.act(*action)
            elif any(pressed is b for b in self.tab_buttons.values()):
                self.tab = next(name for name, b in self.tab_buttons.items() if b is pressed)
                self.page = 0
                self.relayout()
            elif pressed is self.prev_button:
                self.page = max(0, self.page - 1)
                self.relayout()
            elif pressed is self.next_button:
                self.page = min(self.pages() - 1, self.page + 1)
                self.relayout()
            elif pressed is self.back_button:
                self.app.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def act(self, what: str, entry: Any) -> None:
        if what == "review":
            from .review import open_review

            if not open_review(self.app, entry.path):
                self.refresh()  # the file was damaged: the list shows what is left
        elif what == "open" and isinstance(entry, storage.SaveFile):
            self.open_file(entry)
        elif what == "open":
            self.open(entry)
        elif what == "delete":
            self.ask_delete(entry)
        elif what == "problem":
            self.app.notify(
                f"{self.row_text(entry)} {self.app.t('saved.file_damaged_tip')}", "error", seconds=10
            )

    def open(self, entry: storage.SavedGame) -> None:
        if open_saved(self.app, entry.path):
            return
        self.reload()  # the file was damaged: the list shows what is left
        self.relayout()

    def open_file(self, entry: storage.SaveFile) -> None:
        """Go on from a save file at its move; the file is only read (the game gets its own save)."""
        try:
            session = storage.load_save_file(entry.path)
        except FileProblem as problem:
            report(self.app, problem, restored=False)
            self.refresh()
            return
        open_session(self.app, session)

    def ask_delete(self, entry: storage.SavedGame | storage.SaveFile) -> None:
        if not writable(self.app):
            self.app.notify(self.app.t("saved.read_only"))
            return
        game = self.app.t(f"game.{entry.game}.title")
        turn = storage.turn_phrase(self.app, entry.game, entry.turn)
        if isinstance(entry, storage.SaveFile):
            question = self.app.t("saved.file_delete_ask", file=entry.path.name, game=game, turn=turn)
        else:
            question = self.app.t(
                "saved.delete_ask", game=game, turn=turn, date=storage.saved_date(entry.modified)
            )
        options = [self.app.t("saved.delete_yes"), self.app.t("saved.delete_no")]
        self.app.stack.push(
            ChooseOneDialog(
                self.app, question, options, lambda i: self.delete(entry) if i == 0 else None, lambda: None
            )
        )

    def delete(self, entry: storage.SavedGame | storage.SaveFile) -> None:
        if storage.delete_saved(entry.path):
            done = "saved.file_deleted" if isinstance(entry, storage.SaveFile) else "saved.deleted"
            self.app.notify(self.app.t(done))
        else:
            self.app.notify(self.app.t("saved.delete_failed"), "error")
        if self.fixed_listing is not None:
            self.fixed_listing = storage.Listing([g for g in self.fixed_listing.games if g is not entry], [])
        if self.fixed_files is not None:
            self.fixed_files = [f for f in self.fixed_files if f is not entry]
        self.reload()
        self.relayout()

    def refresh(self) -> None:
        # back from a dialog or a table: the list may have changed
        self.reload()
        self.relayout()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        p = self.panel_rect()
        menu_backdrop(surface, self.app, p)
        heading = self.app.t(
            {"saved": "saved.title", "finished": "saved.finished_title", "files": "saved.files_title"}[
                self.tab
            ]
        )
        surface.blit(
            fonts.render(heading, max(20, int(34 * s)), GLOW, bold=True),
            (p.x + int(28 * s), p.y + int(26 * s)),
        )
        size = max(14, int(18 * s))
        for rect, text in getattr(self, "text_rows", []):
            rounded_panel(surface, rect, (255, 255, 255, 14), None, radius=8)
            line = fonts.render(fonts.wrap(text, size, rect.w - int(24 * s))[0], size, TEXT)
            surface.blit(line, line.get_rect(midleft=(rect.x + int(12 * s), rect.centery)))
        if not self.rows():
            empty = self.app.t(
                {"saved": "saved.empty", "finished": "saved.finished_empty", "files": "saved.files_empty"}[
                    self.tab
                ]
            )
            y = p.y + int(130 * s)
            for words in fonts.wrap(empty, size, p.w - int(56 * s)):
                surface.blit(fonts.render(words, size, TEXT_DIM), (p.x + int(28 * s), y))
                y += int(28 * s)
        if self.pages() > 1:
            label = fonts.render(
                self.app.t("saved.page", page=self.page + 1, pages=self.pages()),
                max(12, int(16 * s)),
                TEXT_DIM,
            )
            bh = max(34, int(46 * s))
            surface.blit(label, label.get_rect(center=(p.centerx, p.bottom - bh // 2 - int(22 * s))))


def _examples(seed: int) -> tuple[list[storage.SavedGame], storage.Finished]:
    """Games played in memory for the screenshots: three unfinished ones and a finished one."""
    import time
    from pathlib import Path

    from game.core.agents import make_agent
    from game.core.session import GameSession, parse_save

    games: list[storage.SavedGame] = []
    now = time.time()
    samples = (
        ("dicemasters", 2, ["person", "normal"], 40),
        ("legendary", 3, ["person", "person", "normal"], 25),
        ("metaversus", 2, ["person", "hard"], 60),
    )
    for i, (name, players, seats, moves) in enumerate(samples):
        session = GameSession(name, players=players, seed=seed + i, meta={"seats": seats})
        agent = make_agent(name, "random", seed)
        for _ in range(moves):
            mover = session.game.to_move
            if session.game.is_over or mover is None:
                break
            session.apply(agent.choose(session.game, mover))
        record = parse_save(session.to_dict())
        games.append(storage.SavedGame(Path(f"{name}-example.json"), record, now - 3600 * (i + 1)))
    over = GameSession("metaversus", seed=seed, meta={"seats": ["person", "normal"], "names": ["Ada", "Bob"]})
    agent = make_agent("metaversus", "random", seed)
    while not over.game.is_over:
        mover = over.game.to_move
        assert mover is not None  # the game is not over
        over.apply(agent.choose(over.game, mover))
    finished = storage.Finished(Path("metaversus-finished.json"), parse_save(over.to_dict()), now - 86400)
    return games, finished


@registry.screenshot("saved-games", description="the saved games list")
def _shot_saved(app: Any, seed: int) -> None:
    """Examples in memory, so the picture never reads or writes the person's folder."""
    games, finished = _examples(seed)
    app.stack.push(SavedGamesScene(app, storage.Listing(games, []), [finished], files=[]))


@registry.screenshot("saved-games-files", description="the save files made with Save and Export save")
def _shot_files(app: Any, seed: int) -> None:
    """The Save files tab with examples in memory: saves, an export, a finished game, a damaged file."""
    from pathlib import Path

    games, finished = _examples(seed)
    stamp = "20250301-201500"
    files = [
        storage.SaveFile(Path(f"{g.game}-{stamp}.json"), g.record, g.modified, "save") for g in games[:2]
    ]
    files.insert(
        1,
        storage.SaveFile(Path(f"save-metaversus-{stamp}.json"), games[2].record, games[2].modified, "export"),
    )
    files.append(
        storage.SaveFile(
            Path(f"save-metaversus-{stamp}-1.json"), finished.record, finished.modified, "export"
        )
    )
    damaged = FileProblem("not_json", file=f"legendary-{stamp}.json", line=1, column=80)
    damaged.kept_as = damaged.file
    files.append(storage.SaveFile(Path(damaged.file), None, finished.modified - 3600, "save", damaged))
    app.stack.push(SavedGamesScene(app, storage.Listing([], []), [], files=files, tab="files"))
