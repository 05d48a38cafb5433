"""Saved games: every unfinished game, newest first (game, players, turn, date), to open or to
delete (after asking); and the finished games, with who won.

The list is the files in the Saved games folder (``storage.saved_games``); opening one replays
its moves through ``continue_game.open_saved``, exactly as Continue does for the newest.
"""

from __future__ import annotations

from typing import Any

import pygame

from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, rounded_panel

from . import registry, storage
from .continue_game import open_saved, writable
from .dialogs import ChooseOneDialog
from .outcome import outcome
from .seats import default_names
from .stack import Scene
from .widgets import button, centred, menu_backdrop, menu_scale

PER_PAGE = 7


def seat_names(app: Any, record: Any) -> str:
    """The names of a game's seats as the table shows them ("Ada, Normal computer 2")."""
    names = list(record.names) or default_names(app, record.seats)
    text = ", ".join(names)
    return text if len(text) <= 48 else text[:47] + "…"


class SavedGamesScene(Scene):
    fills_screen = True
    name = "saved_games"

    def __init__(
        self, app: Any, listing: storage.Listing | None = None, finished: list[storage.Finished] | None = None
    ) -> None:
        """``listing`` and ``finished`` stand in for the folder (the screenshot shows examples)."""
        super().__init__(app)
        self.fixed_listing, self.fixed_finished = listing, finished
        self.show_finished, self.page = False, 0
        self.games: list[storage.SavedGame] = []
        self.done: list[storage.Finished] = []
        self.open_buttons: list[Any] = []
        self.delete_buttons: list[Any] = []
        self.reload()

    def reload(self) -> None:
        listing = (
            self.fixed_listing if self.fixed_listing is not None else storage.saved_games(writable(self.app))
        )
        self.games = [g for g in listing.games if g.game in registry.TABLES]
        if self.fixed_finished is not None:
            self.done = list(self.fixed_finished)
        else:
            self.done = storage.finished_games(writable=writable(self.app))

    @property
    def s(self) -> float:
        return menu_scale(self.app)

    def panel_rect(self) -> pygame.Rect:
        return centred(self.app, 1100, 760, self.s, margin=40)

    def rows(self) -> list[Any]:
        return list(self.done if self.show_finished else self.games)

    def fit_row(self, opener: Any, entry: Any, room: int) -> None:
        """A row too long for its button (many seats, a narrow window) shortens the seats' names
        until it fits; its tooltip then gives the whole row."""
        text = opener.text
        if opener.font.size(text)[0] <= room:
            return
        whole = text
        cut = len(seat_names(self.app, entry.record))
        while cut > 1 and opener.font.size(text)[0] > room:
            cut -= 1
            text = self.row_text(entry, names_cut=cut)
        opener.set_text(text)
        opener.tool_tip_text = f"{whole}\n{opener.tool_tip_text or ''}".strip()

    def pages(self) -> int:
        return max(1, (len(self.rows()) + PER_PAGE - 1) // PER_PAGE)

    def row_text(self, entry: Any, names_cut: int | None = None) -> str:
        """The row's text; ``names_cut`` shortens the seats' names to that many letters and "…"."""
        t = self.app.t
        rec = entry.record
        game = t(f"game.{rec.game}.title")
        if isinstance(entry, storage.SavedGame):
            seats = seat_names(self.app, rec)
            if names_cut is not None and len(seats) > names_cut:
                seats = seats[:names_cut].rstrip(" ,") + "…"
            return t(
                "saved.row",
                game=game,
                names=seats,
                turn=entry.turn,
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
        self.saved_tab = button(
            self, pygame.Rect(p.right - pad - 2 * tab_w - gap, top, tab_w, bh), self.app.t("saved.show_saved")
        )
        self.finished_tab = button(
            self, pygame.Rect(p.right - pad - tab_w, top, tab_w, bh), self.app.t("saved.show_finished")
        )
        (self.finished_tab if self.show_finished else self.saved_tab).select()
        list_top = top + bh + int(24 * s)
        del_w = int(150 * s)
        self.open_buttons, self.delete_buttons = [], []
        self.review_buttons: list[tuple[Any, Any]] = []  # (button, the saved or finished game)
        self.text_rows: list[tuple[pygame.Rect, str]] = []
        shown = self.rows()[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        review_w = int(130 * s)
        for i, entry in enumerate(shown):
            y = list_top + i * (bh + gap)
            end = p.right - pad - (0 if self.show_finished else del_w + gap)
            reviewer = button(
                self,
                pygame.Rect(end - review_w, y, review_w, bh),
                self.app.t("review.button"),
                tooltip=self.app.t("review.button_tip"),
            )
            self.review_buttons.append((reviewer, entry))
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
            self.delete_buttons.append(
                button(self, pygame.Rect(p.right - pad - del_w, y, del_w, bh), self.app.t("saved.delete"))
            )
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

    def entry_for(self, pressed: Any, buttons: list[Any]) -> storage.SavedGame | None:
        for i, b in enumerate(buttons):
            if pressed is b:
                index = self.page * PER_PAGE + i
                return self.games[index] if index < len(self.games) else None
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is not None:
            opened = self.entry_for(pressed, self.open_buttons)
            doomed = self.entry_for(pressed, self.delete_buttons)
            reviewed = next((entry for b, entry in self.review_buttons if b is pressed), None)
            if reviewed is not None:
                from .review import open_review

                if not open_review(self.app, reviewed.path):
                    self.refresh()  # the file was damaged: the list shows what is left
            elif opened is not None:
                self.open(opened)
            elif doomed is not None:
                self.ask_delete(doomed)
            elif pressed is self.saved_tab or pressed is self.finished_tab:
                self.show_finished = pressed is self.finished_tab
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

    def open(self, entry: storage.SavedGame) -> None:
        if open_saved(self.app, entry.path):
            return
        self.reload()  # the file was damaged: the list shows what is left
        self.relayout()

    def ask_delete(self, entry: storage.SavedGame) -> None:
        if not writable(self.app):
            self.app.notify(self.app.t("saved.read_only"))
            return
        question = self.app.t(
            "saved.delete_ask",
            game=self.app.t(f"game.{entry.game}.title"),
            turn=entry.turn,
            date=storage.saved_date(entry.modified),
        )
        options = [self.app.t("saved.delete_yes"), self.app.t("saved.delete_no")]
        self.app.stack.push(
            ChooseOneDialog(
                self.app, question, options, lambda i: self.delete(entry) if i == 0 else None, lambda: None
            )
        )

    def delete(self, entry: storage.SavedGame) -> None:
        if storage.delete_saved(entry.path):
            self.app.notify(self.app.t("saved.deleted"))
        else:
            self.app.notify(self.app.t("saved.delete_failed"), "error")
        if self.fixed_listing is not None:
            self.fixed_listing = storage.Listing([g for g in self.fixed_listing.games if g is not entry], [])
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
        heading = self.app.t("saved.finished_title" if self.show_finished else "saved.title")
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
            empty = self.app.t("saved.finished_empty" if self.show_finished else "saved.empty")
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


@registry.screenshot("saved-games", description="the saved games list")
def _shot_saved(app: Any, seed: int) -> None:
    """Examples in memory, so the picture never reads or writes the person's folder."""
    import time
    from pathlib import Path

    from game.core.agents import make_agent
    from game.core.session import GameSession, parse_save

    games: list[storage.SavedGame] = []
    finished: list[storage.Finished] = []
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
    finished.append(
        storage.Finished(Path("metaversus-finished.json"), parse_save(over.to_dict()), now - 86400)
    )
    app.stack.push(SavedGamesScene(app, storage.Listing(games, []), finished))
