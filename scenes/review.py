"""Game review: step through a whole game, decision by decision, with the board as it was and
the hard computer's view of every decision a person made.

The game is replayed from its save (seed, options and moves) through the engine, and every
position is kept (a clone is cheap), so any decision is shown at once. The board is the game's
own table, read-only: it is built on a copy of the session cut at that decision and drawn into
a picture (``Board``), never put on the scene stack, so it takes no input, starts no computer and
writes no save. A finished game hides nothing: each position is shown as the player who
decides there saw it, their hand included, a computer's too. An unfinished save is another
matter (the game may still be played): it is shown as the one person at it saw it, or with
every hand hidden when several people share it, and the panel says which.

The analysis (``scenes.review_analysis``) runs in a worker process while the review is open:
each person's decision is searched by the hard level with the move played among the moves it
compares; the turn list says "analysing…" until a turn's decisions are done, and marks the
moments that cost the most win chance. Left/Right step one decision, Up/Down one turn,
Home/End go to the ends, a click in the turn list jumps to that turn.
"""

from __future__ import annotations

import copy
import inspect
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction, SaveError
from game.core.files import FileProblem
from game.core.session import SAVE_LIMITS, GameSession, SaveRecord, parse_save, parse_save_bytes
from sprites import fonts
from sprites.draw import GLOW, TEXT, TEXT_DIM, felt, rounded_panel

from . import log_text, registry, storage
from .log_text import Said
from .outcome import outcome
from .review_analysis import Analyser, Job
from .seats import localized_names
from .stack import Scene
from .widgets import button

log = logging.getLogger(__name__)

KEY_DROP = 0.10  # a person's move that cost at least this much win chance may be a key moment
KEY_COUNT = 3  # the key moments marked: the largest drops
# the tables that draw a hand face up only for a person's seat: in a finished game's review
# every seat is drawn as a person's there, so a computer's hand shows at its decisions
HANDS_FOR_PEOPLE_ONLY = frozenset({"metaversus"})
MIN_BOARD = (1024, 640)  # the board is laid out at least this large, then scaled into its box
ITERATIONS: int | None = None  # the search's budget per decision (None: the hard level's own)
THREADS = False  # True: the analysis thinks in a thread of this process, not in a worker process
KEY_MARK = "★"


# -- the game, replayed ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Turn:
    """A run of decisions in one turn (``turn`` None: the setup before the first)."""

    turn: int | None
    player: int | None
    first: int  # the first decision's number
    last: int  # the last one's (inclusive)


class ReviewGame:
    """A game replayed for the review: the session (its history tells the log), the position
    before every decision, the seats and names, and the turns."""

    def __init__(self, session: GameSession, finished: bool, seats: list[str], names: list[str]) -> None:
        self.session = session
        self.name = session.name
        self.seed = session.seed
        self.finished = finished
        self.seats = seats
        self.names = names
        self.positions: list[Any] = []
        self.turns: list[Turn] = []

    @property
    def total(self) -> int:
        """The number of decisions."""
        return len(self.session.history)

    def decider(self, index: int) -> int | None:
        history = self.session.history
        return history[index].player if 0 <= index < len(history) else None

    def is_person(self, player: int | None) -> bool:
        return player is not None and 0 <= player < len(self.seats) and self.seats[player] == "person"

    def turn_of(self, index: int) -> int:
        """The place in ``turns`` of the turn decision ``index`` belongs to (the end: the last)."""
        for k, t in enumerate(self.turns):
            if t.first <= index <= t.last:
                return k
        return max(0, len(self.turns) - 1)

    @classmethod
    def replay(cls, rec: SaveRecord, app: Any) -> ReviewGame:
        """The game of a save, move by move (a damaged or edited record raises ``FileProblem``)."""
        try:
            session = GameSession(rec.game, players=rec.players, seed=rec.seed, options=rec.options)
        except Exception as exc:  # options the game cannot take: as loading says it
            raise FileProblem("bad_options", "options", reason=f"{type(exc).__name__}: {exc}") from None
        positions = [session.game.clone()]
        for i, raw in enumerate(rec.actions):
            kind = str(raw.get("kind"))[:40]
            try:
                session.apply(Action.from_dict(raw, game=rec.game))
            except (SaveError, IllegalAction, KeyError, TypeError, ValueError):
                raise FileProblem("no_replay", f"actions[{i}]", index=i + 1, kind=kind) from None
            positions.append(session.game.clone())
        if rec.version >= 3 and rec.state is not None and session.play_digest() != rec.state:
            raise FileProblem("different_game", "state")
        seats = list(rec.seats)
        if len(seats) != session.players:
            seats = (seats + ["person"] * session.players)[: session.players]
        names = localized_names(app, seats, list(rec.names))
        review = cls(session, bool(session.game.is_over), seats, names)
        review.positions = positions
        review.turns = turns_of(session)
        return review

    @classmethod
    def of_session(cls, session: GameSession, app: Any) -> ReviewGame:
        """A game being played (the game-over screen's): replayed from its save, so the review
        never touches the table's own session."""
        return cls.replay(parse_save(session.to_dict()), app)

    def view(self, index: int, all_people: bool) -> GameSession:
        """A copy of the session cut before decision ``index``, for the board (it writes nothing).
        ``all_people``: every seat is drawn as a person's (their hands may be shown)."""
        s = copy.copy(self.session)
        s.__dict__.pop("_play_hashes", None)
        s.__dict__.pop("_saved_moves", None)
        s.game = self.positions[index].clone()
        s.history = list(self.session.history[:index])
        s.autosave_path = None
        s.history_dir = None
        seats = ["person"] * len(self.seats) if all_people else list(self.seats)
        s.meta = {**self.session.meta, "seats": seats, "names": list(self.names)}
        return s


def turns_of(session: GameSession) -> list[Turn]:
    """The decisions grouped by the turn they were made in (a turn starts with its event)."""
    current: tuple[int | None, int | None] = (None, None)
    for e in session.opening:
        if e.kind == "turn_started":
            current = (getattr(e, "turn", None), getattr(e, "player", None))
    out: list[Turn] = []
    for i, entry in enumerate(session.history):
        if not out or (out[-1].turn, out[-1].player) != current:
            out.append(Turn(current[0], current[1], i, i))
        else:
            out[-1] = Turn(out[-1].turn, out[-1].player, out[-1].first, i)
        for e in entry.events:
            if e.kind == "turn_started":
                current = (getattr(e, "turn", None), getattr(e, "player", None))
    return out


# -- the board: the game's own table, read-only, drawn into a picture -------------------------------
class BoardApp:
    """The app as the board's table sees it: everything the app has, but the window's size is
    the board's (so the table lays itself out for it)."""

    def __init__(self, app: Any, size: tuple[int, int]) -> None:
        object.__setattr__(self, "_app", app)
        object.__setattr__(self, "_size", size)

    @property
    def size(self) -> tuple[int, int]:
        return tuple(object.__getattribute__(self, "_size"))  # type: ignore[return-value]

    @property
    def scale(self) -> float:
        w, h = self.size
        return min(w / 1600, h / 900)

    def notify(self, text: str, kind: str = "info", seconds: float = 4.0) -> None:
        """The board says nothing of its own (a table's message is about playing, not reviewing)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(object.__getattribute__(self, "_app"), name)


class Board:
    """The game's table on a copy of the session, shown for one decision at a time."""

    def __init__(self, app: Any, review: ReviewGame, size: tuple[int, int]) -> None:
        self.review = review
        self.size = size
        self.proxy = BoardApp(app, size)
        self.table: Any = None
        self.shown: tuple[int, int] | None = None  # (decision, viewer) drawn last
        self.picture: pygame.Surface | None = None

    def viewer_at(self, index: int) -> int:
        """Whose view is drawn (see the module): -1 is nobody's."""
        r = self.review
        if r.finished:
            p = r.decider(index)
            if p is None:
                people = [i for i, s in enumerate(r.seats) if s == "person"]
                p = people[0] if people else 0
            return int(p)
        people = [i for i, s in enumerate(r.seats) if s == "person"]
        return people[0] if len(people) == 1 else -1

    def show(self, index: int) -> pygame.Surface:
        viewer = self.viewer_at(index)
        if self.picture is not None and self.shown == (index, viewer):
            return self.picture
        r = self.review
        session = r.view(index, all_people=r.finished and r.name in HANDS_FOR_PEOPLE_ONLY)
        if self.table is None:
            factory = registry.TABLES[self.review.name]
            self.table = factory(cast(Any, self.proxy), session)
        table = self.table
        table.session = session
        table.viewer = viewer
        history = self.review.session.history
        table.hint = history[index].action if index < len(history) else None  # the move played, lit
        table.over_shown = True  # the review is no place for the game-over screen
        table.anim.finish_all()
        sync = table.sync
        if "animate" in inspect.signature(sync).parameters:
            sync(animate=False)
        else:
            sync()
        table.anim.finish_all()
        table.refresh_log()
        picture = pygame.Surface(self.size)
        table.draw(picture)
        self.picture, self.shown = picture, (index, viewer)
        return picture


# -- the scene -------------------------------------------------------------------------------------
class ReviewScene(Scene):
    """See the module docstring."""

    name = "review"
    fills_screen = True

    def __init__(
        self,
        app: Any,
        review: ReviewGame,
        start: int | None = None,
        background: bool = True,
        threads: bool | None = None,
        iterations: int | None = None,
        results: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        """``background``: analyse the people's decisions while the review is open (in a worker
        process, or a thread with ``threads``); ``results`` are analyses already known."""
        super().__init__(app)
        self.review = review
        self.index = review.total if start is None else max(0, min(review.total, start))
        self.scroll = 0  # the first turn row shown
        self.board: Board | None = None
        self.board_picture: pygame.Surface | None = None  # scaled into the board's box
        self.row_rects: list[tuple[int, pygame.Rect]] = []  # turn place -> its row on screen
        jobs = [
            Job(i, p, review.session.history[i].action.to_dict())
            for i in range(review.total)
            if (p := review.decider(i)) is not None and review.is_person(p)
        ]
        self.people_decisions = [job.index for job in jobs]
        self.analyser = Analyser(
            review.name,
            review.seed,
            jobs if background else [],
            lambda i: review.positions[i].to_dict(),
            iterations if iterations is not None else ITERATIONS,
            THREADS if threads is None else threads,
        )
        self.analyser.results.update(results or {})
        self.keys: dict[int, float] = {}  # key moments: decision -> win chance lost
        self.find_key_moments()

    # -- the analysis ----------------------------------------------------------------------------
    @property
    def results(self) -> dict[int, dict[str, Any]]:
        return self.analyser.results

    def drop(self, index: int) -> float | None:
        r = self.results.get(index)
        if not r or r.get("kind") != "searched":
            return None
        return max(0.0, float(r["before"]) - float(r["after"]))

    def find_key_moments(self) -> None:
        drops = [(d, i) for i in self.people_decisions if (d := self.drop(i)) is not None and d >= KEY_DROP]
        drops.sort(key=lambda di: (-di[0], di[1]))
        self.keys = {i: d for d, i in drops[:KEY_COUNT]}

    def pending(self, index: int) -> bool:
        """A person's decision whose analysis has not come yet."""
        return index in set(self.people_decisions) and index not in self.results

    def turn_pending(self, k: int) -> bool:
        t = self.review.turns[k]
        return any(self.pending(i) for i in range(t.first, t.last + 1))

    def turn_key(self, k: int) -> tuple[int, float] | None:
        t = self.review.turns[k]
        found = [(i, d) for i, d in self.keys.items() if t.first <= i <= t.last]
        return max(found, key=lambda idd: idd[1]) if found else None

    def update(self, dt: float) -> None:
        if self.index < self.review.total:
            self.analyser.prefer(self.index)
        if self.analyser.poll():
            self.find_key_moments()

    def exit(self) -> None:
        self.analyser.shutdown()
        super().exit()

    # -- layout ----------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return max(0.64, float(self.app.scale))

    def layout(self) -> dict[str, pygame.Rect]:
        w, h = self.app.size
        s = self.s
        m = max(8, int(12 * s))
        bh = max(34, int(46 * s))
        pw = max(300, int(w * 0.3))
        bar = pygame.Rect(m, h - m - bh, w - 2 * m, bh)
        panel = pygame.Rect(w - m - pw, m, pw, bar.y - 2 * m)
        note_h = fonts.get_font(self.note_size()).get_linesize() * 2
        board = pygame.Rect(m, m, panel.x - 2 * m, bar.y - 2 * m - note_h - m // 2)
        note = pygame.Rect(m, board.bottom + m // 2, board.w, note_h)
        pad = max(8, int(14 * s))
        inner = panel.inflate(-2 * pad, -2 * pad)
        head_h = fonts.get_font(self.sizes()[0], True).get_linesize() + int(6 * s)
        body = self.sizes()[1]
        lh = fonts.get_font(body).get_linesize()
        detail_h = lh * 8 + int(8 * s)
        head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
        detail = pygame.Rect(inner.x, head.bottom, inner.w, detail_h)
        turns = pygame.Rect(
            inner.x, detail.bottom + int(8 * s), inner.w, inner.bottom - detail.bottom - int(8 * s)
        )
        return {
            "bar": bar,
            "panel": panel,
            "board": board,
            "note": note,
            "head": head,
            "detail": detail,
            "turns": turns,
        }

    def note_size(self) -> int:
        return max(12, int(16 * self.s))

    def sizes(self) -> tuple[int, int, int]:
        """Text sizes: the heading, the panel's text, the turn list."""
        s = self.s
        return max(16, int(26 * s)), max(13, int(18 * s)), max(13, int(17 * s))

    def board_size(self, box: pygame.Rect) -> tuple[int, int]:
        """The size the table lays itself out at: the box's shape, at least ``MIN_BOARD``."""
        k = max(1.0, MIN_BOARD[0] / max(1, box.w), MIN_BOARD[1] / max(1, box.h))
        return int(box.w * k), int(box.h * k)

    def build(self) -> None:
        s = self.s
        parts = self.layout()
        bar = parts["bar"]
        gap = max(6, int(10 * s))
        t = self.app.t
        close_w = parts["panel"].w
        room = bar.w - close_w - gap
        bw = (room - 3 * gap) // 4
        x = bar.x
        made = []
        for key in ("first", "back", "next", "last"):
            made.append(
                button(
                    self, pygame.Rect(x, bar.y, bw, bar.h), t(f"review.{key}"), tooltip=t(f"review.{key}_tip")
                )
            )
            x += bw + gap
        self.first_button, self.back_button, self.next_button, self.last_button = made
        self.close_button = button(
            self,
            pygame.Rect(bar.right - close_w, bar.y, close_w, bar.h),
            t("review.close"),
            "#primary_button",
        )
        self.board = Board(self.app, self.review, self.board_size(parts["board"]))
        self.board_picture = None
        self.refresh()

    def refresh(self) -> None:
        if not hasattr(self, "first_button"):
            return
        at_start, at_end = self.index <= 0, self.index >= self.review.total
        for b, off in (
            (self.first_button, at_start),
            (self.back_button, at_start),
            (self.next_button, at_end),
            (self.last_button, at_end),
        ):
            b.disable() if off else b.enable()

    # -- moving ----------------------------------------------------------------------------------
    def go(self, index: int) -> None:
        index = max(0, min(self.review.total, index))
        if index == self.index:
            return
        self.index = index
        self.board_picture = None
        self.keep_row_in_view()
        self.refresh()

    def go_turn(self, step: int) -> None:
        k = self.review.turn_of(self.index)
        t = self.review.turns[k] if self.review.turns else None
        if t is None:
            return
        if step < 0 and self.index > t.first:
            self.go(t.first)
        elif step < 0 and k > 0:
            self.go(self.review.turns[k - 1].first)
        elif step > 0 and k + 1 < len(self.review.turns):
            self.go(self.review.turns[k + 1].first)
        elif step > 0:
            self.go(self.review.total)

    def visible_rows(self) -> int:
        size = self.sizes()[2]
        return max(1, self.layout()["turns"].h // self.row_height(size) - 1)

    def row_height(self, size: int) -> int:
        return fonts.get_font(size).get_linesize() + max(4, int(6 * self.s))

    def keep_row_in_view(self) -> None:
        k = self.review.turn_of(self.index)
        rows = self.visible_rows()
        if k < self.scroll:
            self.scroll = k
        elif k >= self.scroll + rows:
            self.scroll = k - rows + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.review.turns) - rows)))

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = self.button_pressed(event)
        if pressed is self.close_button:
            self.app.stack.pop()
        elif pressed is self.first_button:
            self.go(0)
        elif pressed is self.back_button:
            self.go(self.index - 1)
        elif pressed is self.next_button:
            self.go(self.index + 1)
        elif pressed is self.last_button:
            self.go(self.review.total)
        elif event.type == pygame.KEYDOWN:
            moves = {
                pygame.K_LEFT: lambda: self.go(self.index - 1),
                pygame.K_RIGHT: lambda: self.go(self.index + 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(self.review.total),
                pygame.K_UP: lambda: self.go_turn(-1),
                pygame.K_DOWN: lambda: self.go_turn(1),
                pygame.K_ESCAPE: self.app.stack.pop,
            }
            action = moves.get(event.key)
            if action is not None:
                action()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, rect in self.row_rects:
                if rect.collidepoint(event.pos):  # a turn's first move, or its key moment
                    key = self.turn_key(k)
                    self.go(key[0] if key is not None else self.review.turns[k].first)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            rows = self.visible_rows()
            top = max(0, len(self.review.turns) - rows)
            self.scroll = max(0, min(top, self.scroll - event.y * 3))

    def relayout(self) -> None:
        super().relayout()
        self.keep_row_in_view()

    # -- words -----------------------------------------------------------------------------------
    def say(self, record: Any, player: int | None) -> str:
        return str(log_text.plain(self.app.tr, self.review.name, record, self.review.names, player=player))

    def turn_label(self, k: int) -> str:
        t = self.review.turns[k]
        if t.turn is None:
            return self.app.t("log.setup")
        return self.say(Said.of(f"log.{self.review.name}.turn", turn=t.turn, player=t.player), None)

    def view_note(self) -> str:
        r = self.review
        if r.finished:
            return self.app.t("review.view_finished")
        people = [i for i, s in enumerate(r.seats) if s == "person"]
        if len(people) == 1:
            return self.app.t("review.view_one", name=r.names[people[0]])
        return self.app.t("review.view_none")

    def result_line(self) -> str:
        result = outcome(self.review.session.game.result())
        names = self.review.names
        winners = [w for w in result.winners if 0 <= w < len(names)]
        if winners:
            return self.app.t("review.end_won", names=", ".join(names[w] for w in winners))
        return self.app.t("review.end_none")

    def percent(self, value: Any) -> int:
        return max(0, min(100, round(100 * float(value))))

    def detail_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the panel says of the decision on screen, each line with its colour."""
        t = self.app.t
        r = self.review
        i = self.index
        out: list[tuple[str, tuple[int, int, int]]] = []
        if i >= r.total:
            out.append((t("review.at_end", total=r.total), GLOW))
            out.append((self.result_line() if r.finished else t("review.end_unfinished"), TEXT))
            if not self.people_decisions:
                out.append((t("review.no_people"), TEXT_DIM))
            else:
                done = sum(1 for d in self.people_decisions if d in self.results)
                out.append((t("review.progress", done=done, total=len(self.people_decisions)), TEXT_DIM))
                if done == len(self.people_decisions):
                    out.append((t("review.keys", count=len(self.keys)), TEXT_DIM))
            return out
        p = r.decider(i)
        out.append((t("review.move", n=i + 1, total=r.total), GLOW))
        name = r.names[p] if p is not None and 0 <= p < len(r.names) else "?"
        out.append((t("review.played", move=self.say(r.session.history[i].action, p)), TEXT))
        if not r.is_person(p):
            out.append((t("review.computer", name=name), TEXT_DIM))
            return out
        res = self.results.get(i)
        if res is None:
            out.append((t("review.analysing"), TEXT_DIM))
            return out
        kind = res.get("kind")
        if kind == "only":
            out.append((t("review.only"), TEXT_DIM))
        elif kind == "routine":
            best = self.action_of(res.get("best"))
            if best is None or best == r.session.history[i].action:
                out.append((t("review.routine_same"), TEXT_DIM))
            else:
                out.append((t("review.routine_other", move=self.say(best, p)), TEXT_DIM))
        elif kind == "searched":
            best = self.action_of(res.get("best"))
            played = r.session.history[i].action
            if best is None or best == played:
                out.append((t("review.best_same"), TEXT))
            elif self.say(best, p) == self.say(played, p):  # another die or copy of the same kind
                out.append((t("review.best_twin", move=self.say(best, p)), TEXT))
            else:
                out.append((t("review.best_other", move=self.say(best, p)), TEXT))
            before, after = self.percent(res["before"]), self.percent(res["after"])
            colour = (255, 120, 110) if i in self.keys else TEXT
            out.append((t("review.chance", before=before, after=after), colour))
            if i in self.keys:
                out.append((t("review.key_moment", drop=before - after), (255, 120, 110)))
        else:
            out.append((t("review.failed"), TEXT_DIM))
        return out

    def action_of(self, raw: Any) -> Action | None:
        try:
            return Action.from_dict(raw, game=self.review.name) if isinstance(raw, dict) else None
        except (SaveError, KeyError, TypeError, ValueError):
            return None

    def row_tip(self, k: int) -> str:
        key = self.turn_key(k)
        if key is not None:
            i, d = key
            p = self.review.decider(i)
            name = self.review.names[p] if p is not None else "?"
            return self.app.t("review.key_tip", name=name, n=i + 1, drop=round(100 * d))
        if self.turn_pending(k):
            return self.app.t("review.analysing_tip")
        return self.app.t("review.row_tip")

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for k, rect in self.row_rects:
            if rect.collidepoint(pos):
                return self.row_tip(k)
        if self.layout()["board"].collidepoint(pos):
            return self.view_note()
        return None

    def visible_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(f"button turn {k}", rect) for k, rect in self.row_rects]

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        parts = self.layout()
        surface.blit(felt(self.app.size, (20, 24, 30)), (0, 0))
        self.draw_board(surface, parts["board"])
        note = parts["note"]
        fonts.draw_fitted(
            surface,
            fonts.fit(self.view_note(), note.w, note.h, self.note_size(), max_lines=2, where="review.note"),
            note,
            TEXT_DIM,
            "left",
            "middle",
        )
        rounded_panel(surface, parts["panel"], (18, 21, 27, 240), (255, 255, 255, 46), radius=12)
        head_size, body, list_size = self.sizes()
        title = self.app.t("review.title", game=self.app.t(f"game.{self.review.name}.title"))
        fonts.draw_fitted(
            surface,
            fonts.fit_line(title, parts["head"].w, head_size, bold=True, where="review.title"),
            parts["head"],
            GLOW,
        )
        self.draw_detail(surface, parts["detail"], body)
        self.draw_turns(surface, parts["turns"], list_size)

    def draw_board(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        if self.board is None:
            return
        if self.board_picture is None:
            picture = self.board.show(self.index)
            if picture.get_size() != box.size:
                picture = pygame.transform.smoothscale(
                    picture.convert() if pygame.display.get_surface() else picture, box.size
                )
            self.board_picture = picture
        surface.blit(self.board_picture, box.topleft)
        pygame.draw.rect(surface, (255, 255, 255, 60), box, width=1)

    def draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        lines = self.detail_lines()
        y = rect.y
        for text, colour in lines:
            room = rect.bottom - y
            if room <= 0:
                break
            fitted = fonts.fit(text, rect.w, room, size, where="review.detail")
            fonts.draw_fitted(surface, fitted, pygame.Rect(rect.x, y, rect.w, fitted.height), colour)
            y += fitted.height + 2

    def draw_turns(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        s = self.s
        lh = self.row_height(size)
        heading = fonts.fit_line(
            storage.game_text(self.app, "review.turns", self.review.name),
            rect.w,
            size,
            bold=True,
            where="review.turns",
        )
        fonts.draw_fitted(surface, heading, pygame.Rect(rect.x, rect.y, rect.w, lh), TEXT_DIM)
        rows = self.visible_rows()
        self.row_rects = []
        current = self.review.turn_of(self.index)
        mark_w = max(60, int(rect.w * 0.34))
        y = rect.y + lh
        for k in range(self.scroll, min(len(self.review.turns), self.scroll + rows)):
            row = pygame.Rect(rect.x, y, rect.w, lh - 2)
            self.row_rects.append((k, row))
            key = self.turn_key(k)
            if k == current:
                rounded_panel(surface, row, (*GLOW, 60), (*GLOW, 160), radius=6)
            elif key is not None:
                rounded_panel(surface, row, (255, 90, 90, 40), None, radius=6)
            pad = max(4, int(6 * s))
            label = pygame.Rect(row.x + pad, row.y, row.w - mark_w - 2 * pad, row.h)
            fonts.draw_fitted(
                surface,
                fonts.fit_line(self.turn_label(k), label.w, size, where="review.turn"),
                label,
                TEXT if k == current else TEXT_DIM,
                "left",
                "middle",
            )
            mark_box = pygame.Rect(row.right - mark_w - pad, row.y, mark_w, row.h)
            if key is not None:
                mark, colour = self.app.t("review.key_mark", drop=round(100 * key[1])), (255, 120, 110)
            elif self.turn_pending(k):
                mark, colour = self.app.t("review.analysing_short"), TEXT_DIM
            else:
                mark, colour = "", TEXT_DIM
            if mark:
                fonts.draw_fitted(
                    surface,
                    fonts.fit_line(mark, mark_box.w, size, where="review.mark"),
                    mark_box,
                    colour,
                    "right",
                    "middle",
                )
            y += lh
        if len(self.review.turns) > rows:  # where the rows shown are in the whole list
            track = pygame.Rect(rect.right - 3, rect.y + lh, 3, rows * lh)
            n = len(self.review.turns)
            thumb = pygame.Rect(track.x, track.y + track.h * self.scroll // n, 3, max(8, track.h * rows // n))
            pygame.draw.rect(surface, TEXT_DIM, thumb)


# -- opening a review ------------------------------------------------------------------------------
def review_session(app: Any, session: GameSession, **options: Any) -> bool:
    """Review the game of ``session`` (the game-over screen's); False (and a message) when it
    cannot be replayed."""
    try:
        review = ReviewGame.of_session(session, app)
    except FileProblem as problem:
        app.notify(app.t("review.cannot", reason=storage.problem_text(app.t, problem)), "error", seconds=8)
        return False
    app.stack.push(ReviewScene(app, review, **options))
    return True


def open_review(app: Any, path: Path, **options: Any) -> bool:
    """Review the game saved in ``path`` (a saved or a finished game): a damaged file is said,
    kept (its backup shown when there is one), and nothing crashes."""
    from .continue_game import report, writable

    try:
        loaded = storage.read_checked(Path(path), parse_save_bytes, SAVE_LIMITS, move_damaged=writable(app))
    except FileProblem as problem:
        report(app, problem, restored=False)
        return False
    if loaded.problem is not None:
        report(app, loaded.problem, restored=True)
    if loaded.value.game not in registry.TABLES:
        app.notify(app.t("error.no_table", game=app.t(f"game.{loaded.value.game}.title")), "error")
        return False
    try:
        review = ReviewGame.replay(loaded.value, app)
    except FileProblem as problem:
        report(app, problem.named(Path(path).name), restored=False)
        return False
    app.stack.push(ReviewScene(app, review, **options))
    return True


__all__ = [
    "Board",
    "BoardApp",
    "ReviewGame",
    "ReviewScene",
    "Turn",
    "open_review",
    "review_session",
    "turns_of",
]
