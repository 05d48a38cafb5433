"""The statistics: every finished game in a local SQLite database in the data folder.

Each finished game is one row of ``games`` (its game, options, seats, names, winners, reason,
turns, duration, the figures of its game-over screen, whether it was played side by side,
against the computer or by computers only, and the daily deal it was) and its picks in ``picks``
(the Dice Masters cards of each team, the Legendary Mastermind and Scheme, the MetaVersus
characters), written in one transaction. A game keeps its id in its save's ``meta``, so a game
continued after a restart is counted once.

The file's ``schema`` table holds its version; ``MIGRATIONS`` bring an older file up to date one
step at a time, each in its own transaction. A file that is not a statistics database (damaged,
or something else under that name) is moved aside with the date in its name, never overwritten,
and a new one is started; a file of a newer version is left as it is and the statistics are
unavailable until that version opens it again.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, is_dataclass
from pathlib import Path
from typing import Any

from .paths import data_dir

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite3"
CSV_NAME = "statistics.csv"
LEVEL_ORDER = ("random", "easy", "normal", "hard", "expert")
DRAW_REASONS = frozenset({"turn_limit", "draw"})
# how a game was played: by several people at one screen, one person against the computer,
# one person alone (Legendary solo), or computers only
MODES = ("computer", "solo", "hotseat", "computer_only")


# -- the file and its versions --------------------------------------------------------------------
def _v1(db: sqlite3.Connection) -> None:
    db.execute(
        "CREATE TABLE games (game_id TEXT PRIMARY KEY, game TEXT NOT NULL, finished TEXT NOT NULL,"
        " options TEXT NOT NULL, seats TEXT NOT NULL, names TEXT NOT NULL, winners TEXT NOT NULL,"
        " reason TEXT NOT NULL, turns INTEGER NOT NULL, duration REAL NOT NULL, figures TEXT NOT NULL)"
    )


def _v2(db: sqlite3.Connection) -> None:
    """How the game was played and the daily deal it was (older rows: worked out from the seats)."""
    db.execute("ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE games ADD COLUMN daily TEXT NOT NULL DEFAULT ''")
    rows = db.execute("SELECT game_id, seats FROM games").fetchall()
    for game_id, seats in rows:
        db.execute("UPDATE games SET mode = ? WHERE game_id = ?", (mode_of(_list(seats)), game_id))
    db.execute("CREATE INDEX games_finished ON games (finished)")


def _v3(db: sqlite3.Connection) -> None:
    """What each seat played with, for the breakdowns by card, Mastermind, Scheme, character."""
    db.execute(
        "CREATE TABLE picks (game_id TEXT NOT NULL REFERENCES games (game_id), seat INTEGER NOT NULL,"
        " kind TEXT NOT NULL, value TEXT NOT NULL)"
    )
    db.execute("CREATE INDEX picks_game ON picks (game_id)")


# each step brings the file from version i to i + 1 (a new column, a new table); never edit one
# that has shipped, add a step
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3)
VERSION = len(MIGRATIONS)


class StatsProblem(Exception):
    """Why the statistics cannot be read or written: ``code`` is "damaged" (the file is not a
    statistics database; ``kept_as`` names where it is now), "newer" (written by a newer version,
    ``version``) or "unreadable" (the disk refused: ``reason``)."""

    def __init__(self, code: str, file: str, kept_as: str = "", version: int = 0, reason: str = "") -> None:
        super().__init__(f"{file}: {code} {reason}".strip())
        self.code, self.file, self.kept_as, self.version, self.reason = code, file, kept_as, version, reason


def problem_text(t: Any, problem: StatsProblem) -> str:
    """``problem`` in the person's language."""
    if problem.code == "damaged":
        return str(t("stats.problem.damaged", file=problem.file, kept=problem.kept_as or problem.file))
    if problem.code == "newer":
        return str(t("stats.problem.newer", file=problem.file, version=problem.version))
    return str(t("stats.problem.unreadable", file=problem.file, reason=problem.reason or "?"))


def default_path() -> Path:
    return data_dir() / FILE_NAME


def _connect(path: Path, writable: bool) -> sqlite3.Connection:
    if writable:
        db = sqlite3.connect(str(path), timeout=1.0, isolation_level=None)
    else:
        db = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=1.0, isolation_level=None
        )
    db.execute("PRAGMA foreign_keys = ON")
    return db


def _version(db: sqlite3.Connection) -> int:
    """The file's schema version: 0 for a new, empty file. Raises ``sqlite3.DatabaseError`` for
    a file that is not an SQLite database or is damaged, ``ValueError`` for another database."""
    if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        raise sqlite3.DatabaseError("quick_check failed")
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not tables:
        return 0
    if "schema" not in tables:
        raise ValueError("not a statistics database")
    row = db.execute("SELECT version FROM schema").fetchone()
    if row is None or not isinstance(row[0], int) or row[0] < 1:
        raise ValueError("no schema version")
    return int(row[0])


def migrate(db: sqlite3.Connection, version: int) -> int:
    """Apply the steps after ``version``, each with its new version in one transaction."""
    if version == 0:
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("CREATE TABLE schema (version INTEGER NOT NULL)")
            db.execute("INSERT INTO schema (version) VALUES (0)")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    for step in range(version, VERSION):
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[step](db)
            db.execute("UPDATE schema SET version = ?", (step + 1,))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        log.info("statistics: schema version %d", step + 1)
    return VERSION


def _set_aside(path: Path) -> str:
    from .storage import move_aside

    moved = move_aside(path)
    for extra in ("-journal", "-wal", "-shm"):  # what SQLite keeps beside it goes with it
        side = path.with_name(path.name + extra)
        if side.exists() and moved is not None:
            try:
                side.replace(moved.with_name(moved.name + extra))
            except OSError:
                pass
    return moved.name if moved is not None else ""


def open_db(
    path: Path | None = None, writable: bool = True
) -> tuple[sqlite3.Connection | None, StatsProblem | None]:
    """The database, brought to the current version; with the problem met on the way. A damaged
    file is moved aside (``writable``) and a new one started (the problem says where the old one
    is kept); a newer or unreadable file gives no database. Read-only: None when there is no file."""
    path = path or default_path()
    if not writable and not path.exists():
        return None, None
    problem: StatsProblem | None = None
    damaged: Exception
    for attempt in range(2):
        try:
            db = _connect(path, writable)
        except sqlite3.Error as exc:
            return None, StatsProblem("unreadable", path.name, reason=str(exc))
        try:
            version = _version(db)
            if version > VERSION:
                db.close()
                return None, StatsProblem("newer", path.name, version=version)
            if version < VERSION:
                if not writable:  # the writing window brings it up to date
                    db.close()
                    return None, StatsProblem("unreadable", path.name, reason=f"version {version}")
                migrate(db, version)
            return db, problem
        except sqlite3.OperationalError as exc:
            db.close()
            if "locked" in str(exc) or "busy" in str(exc) or "readonly" in str(exc):
                return None, StatsProblem("unreadable", path.name, reason=str(exc))
            damaged = exc
        except (sqlite3.DatabaseError, ValueError) as exc:
            db.close()
            damaged = exc
        log.warning("statistics file %s is damaged: %s", path, damaged)
        if not writable or attempt:
            return None, StatsProblem("damaged", path.name, kept_as=path.name)
        kept = _set_aside(path)
        if not kept:  # it could not be moved: leave it as it is
            return None, StatsProblem("damaged", path.name, kept_as=path.name)
        problem = StatsProblem("damaged", path.name, kept_as=kept)
    return None, problem


# -- one finished game ----------------------------------------------------------------------------
@dataclass(frozen=True)
class GameRecord:
    """One finished game as the statistics keep it."""

    game_id: str
    game: str
    finished: str  # local time, "YYYY-MM-DD HH:MM:SS"
    options: dict[str, Any]
    seats: tuple[str, ...]  # "person" or a computer level, per seat
    names: tuple[str, ...]
    winners: tuple[int, ...]
    reason: str
    turns: int
    duration: float  # seconds
    figures: tuple[dict[str, Any], ...] = ()  # per seat: the game-over screen's figures
    daily: str = ""  # the date of the daily deal it was, or ""
    picks: tuple[tuple[int, str, str], ...] = ()  # (seat, kind, value): "card", "mastermind", ...
    mode: str = field(default="")

    def __post_init__(self) -> None:
        if not self.mode:
            object.__setattr__(self, "mode", mode_of(self.seats))

    @property
    def date(self) -> str:
        return self.finished[:10]

    @property
    def people(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "person"]

    @property
    def person(self) -> int | None:
        """The one person of a game against the computer (or alone); None otherwise."""
        people = self.people
        return people[0] if len(people) == 1 else None

    @property
    def draw(self) -> bool:
        return not self.winners and self.reason.split(":")[0] in DRAW_REASONS

    def outcome(self, seat: int | None = None) -> str:
        """ "won", "lost" or "draw" for ``seat`` (the one person by default)."""
        seat = self.person if seat is None else seat
        if self.draw:
            return "draw"
        return "won" if seat is not None and seat in self.winners else "lost"

    @property
    def level(self) -> str:
        """The opponents' level: the strongest computer at the table ("" without one)."""
        levels = [s for s in self.seats if s != "person"]
        if not levels:
            return ""
        return max(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else -1)

    def picks_of(self, kind: str, seat: int | None = None) -> list[str]:
        return [v for s, k, v in self.picks if k == kind and (seat is None or s == seat)]


def mode_of(seats: Sequence[str]) -> str:
    people = sum(1 for s in seats if s == "person")
    if people >= 2:
        return "hotseat"
    if people == 1:
        return "computer" if len(seats) > people else "solo"
    return "computer_only"


def _list(raw: Any) -> list[Any]:
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return []
    return value if isinstance(value, list) else []


def _dict(raw: Any) -> dict[str, Any]:
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def write(db: sqlite3.Connection, rec: GameRecord) -> bool:
    """Add ``rec`` with its picks in one transaction; False when that game is there already."""
    db.execute("BEGIN IMMEDIATE")
    try:
        cur = db.execute(
            "INSERT OR IGNORE INTO games (game_id, game, finished, options, seats, names, winners, reason,"
            " turns, duration, figures, mode, daily) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                rec.game_id,
                rec.game,
                rec.finished,
                _json(rec.options),
                _json(list(rec.seats)),
                _json(list(rec.names)),
                _json(list(rec.winners)),
                rec.reason,
                int(rec.turns),
                float(rec.duration),
                _json(list(rec.figures)),
                rec.mode,
                rec.daily,
            ),
        )
        added = cur.rowcount == 1
        if added:
            db.executemany(
                "INSERT INTO picks (game_id, seat, kind, value) VALUES (?, ?, ?, ?)",
                [(rec.game_id, seat, kind, value) for seat, kind, value in rec.picks],
            )
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return added


def read(db: sqlite3.Connection) -> list[GameRecord]:
    """Every game, oldest first."""
    picks: dict[str, list[tuple[int, str, str]]] = {}
    for game_id, seat, kind, value in db.execute(
        "SELECT game_id, seat, kind, value FROM picks ORDER BY rowid"
    ):
        picks.setdefault(str(game_id), []).append((int(seat), str(kind), str(value)))
    out = []
    rows = db.execute(
        "SELECT game_id, game, finished, options, seats, names, winners, reason, turns, duration, figures,"
        " mode, daily FROM games ORDER BY finished, rowid"
    )
    for row in rows:
        game_id = str(row[0])
        out.append(
            GameRecord(
                game_id=game_id,
                game=str(row[1]),
                finished=str(row[2]),
                options=_dict(row[3]),
                seats=tuple(str(s) for s in _list(row[4])),
                names=tuple(str(s) for s in _list(row[5])),
                winners=tuple(int(w) for w in _list(row[6]) if isinstance(w, int)),
                reason=str(row[7]),
                turns=int(row[8] or 0),
                duration=float(row[9] or 0.0),
                figures=tuple(f for f in _list(row[10]) if isinstance(f, dict)),
                mode=str(row[11] or ""),
                daily=str(row[12] or ""),
                picks=tuple(picks.get(game_id, ())),
            )
        )
    return out


class Stats:
    """The statistics file: ``record`` a finished game, ``load`` every game. ``problem`` keeps
    the last thing that went wrong (to show); nothing here raises."""

    def __init__(self, path: Path | None = None, writable: bool = True) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.writable = writable
        self.problem: StatsProblem | None = None

    def record(self, rec: GameRecord) -> bool:
        """Add a finished game; False when it was there already or could not be written."""
        if not self.writable:
            return False
        db, self.problem = open_db(self.path, True)
        if db is None:
            return False
        try:
            return write(db, rec)
        except sqlite3.Error as exc:
            self.problem = StatsProblem("unreadable", self.path.name, reason=str(exc))
            return False
        finally:
            db.close()

    def load(self) -> list[GameRecord] | None:
        """Every game, oldest first; None when the file cannot be read (``problem`` says why)."""
        db, self.problem = open_db(self.path, self.writable)
        if db is None:
            return None if self.problem is not None else []
        try:
            return read(db)
        except sqlite3.Error as exc:
            self.problem = StatsProblem("unreadable", self.path.name, reason=str(exc))
            return None
        finally:
            db.close()

    def export_csv(self, records: Iterable[GameRecord], dest: Path | None = None) -> Path:
        """Write every game to a CSV file beside the database (atomically); its path."""
        from game.core.saves import write_bytes_atomic

        target = dest or self.path.with_name(CSV_NAME)
        return write_bytes_atomic(target, csv_bytes(records), keep_backup=False)


CSV_COLUMNS = (
    "game_id",
    "finished",
    "game",
    "mode",
    "daily",
    "seats",
    "names",
    "winners",
    "result",
    "reason",
    "turns",
    "duration_s",
    "opponent_level",
    "picks",
    "options",
    "figures",
)


def csv_bytes(records: Iterable[GameRecord]) -> bytes:
    """One line per game (UTF-8 with a byte order mark, so spreadsheets read Korean names)."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for r in records:
        w.writerow(
            (
                r.game_id,
                r.finished,
                r.game,
                r.mode,
                r.daily,
                ";".join(r.seats),
                ";".join(r.names),
                ";".join(r.names[i] if i < len(r.names) else str(i + 1) for i in r.winners),
                r.outcome() if r.person is not None else "",
                r.reason,
                r.turns,
                round(r.duration),
                r.level,
                ";".join(f"{s}:{k}:{v}" for s, k, v in r.picks),
                _json(r.options),
                _json(list(r.figures)),
            )
        )
    return out.getvalue().encode("utf-8-sig")


# -- a finished game's id and record --------------------------------------------------------------
def game_id(session: Any) -> str:
    """The id of the game ``session`` plays, kept in its save, so Continue after a restart finds
    the same game: made once per game ("<seed>-<random>"); a rematch copies the meta of the game
    before it with a new seed, so an id of another seed is replaced."""
    meta = session.meta
    current = meta.get("game_id")
    prefix = f"{session.seed}-"
    if isinstance(current, str) and current.startswith(prefix) and len(current) <= 80:
        return current
    made = prefix + secrets.token_hex(8)
    meta["game_id"] = made
    return made


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    return value


def picks_of(game_name: str, game: Any, players: int) -> list[tuple[int, str, str]]:
    """What each seat played with: Dice Masters team cards, Legendary Mastermind and Scheme
    (the table's, under seat -1), MetaVersus characters."""
    out: list[tuple[int, str, str]] = []
    try:
        if game_name == "dicemasters":
            for p, team in enumerate(getattr(game, "team", [])[:players]):
                out += [(p, "card", str(card)) for card in dict.fromkeys(team)]
        elif game_name == "legendary":
            obs = game.observation(None)
            for kind in ("mastermind", "scheme"):
                card = (obs.get(kind) or {}).get("card")
                if card:
                    out.append((-1, kind, str(card)))
        elif game_name == "metaversus":
            obs = game.observation(None)
            for p, seat in enumerate(obs.get("players", [])[:players]):
                if seat.get("character"):
                    out.append((p, "character", str(seat["character"])))
    except Exception:  # a breakdown is a nicety: never the reason a game goes unrecorded
        log.exception("statistics: no picks for %s", game_name)
    return out


def record_of(
    game_name: str,
    session: Any,
    seats: Sequence[str],
    names: Sequence[str],
    figures: Any,
    duration: float,
    daily: str = "",
    now: float | None = None,
) -> GameRecord:
    """The record of the finished game ``session`` (``figures``: its game-over screen's)."""
    g = session.game
    result = g.result()
    players = len(seats)
    per_seat: list[dict[str, Any]] = []
    if figures is not None:
        per_seat = [_plain(p) for p in getattr(figures, "players", ())]
        extra = {
            k: v
            for k, v in (_plain(figures) or {}).items()
            if k not in ("players",) and not k.endswith("_by_turn")
        }
        if per_seat and extra:
            per_seat[0] = {**per_seat[0], "_game": extra}
    turn = g.observation(None).get("turn")
    return GameRecord(
        game_id=game_id(session),
        game=game_name,
        finished=time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now)),
        options=dict(session.options),
        seats=tuple(seats),
        names=tuple(names),
        winners=tuple(int(w) for w in result.winners),
        reason=str(result.reason),
        turns=int(turn) if isinstance(turn, int) else int(getattr(figures, "turns", 0) or 0),
        duration=max(0.0, float(duration)),
        figures=tuple(per_seat),
        daily=daily,
        picks=tuple(picks_of(game_name, g, players)),
    )


# -- what the statistics scene shows --------------------------------------------------------------
@dataclass
class Tally:
    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0

    def add(self, outcome: str) -> None:
        self.games += 1
        if outcome == "won":
            self.won += 1
        elif outcome == "draw":
            self.drawn += 1
        else:
            self.lost += 1

    @property
    def rate(self) -> int:
        """Per cent of the games won, rounded."""
        return round(100 * self.won / self.games) if self.games else 0


@dataclass
class Summary:
    """The figures of the statistics scene, from every game recorded."""

    total: int = 0
    solo_games: list[GameRecord] = field(default_factory=list)  # one person: against the computer, or alone
    by_game: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, dict[str, Tally]] = field(default_factory=dict)  # game -> level -> tally
    by_pick: dict[str, dict[str, dict[str, Tally]]] = field(default_factory=dict)  # game -> kind -> value
    by_date: dict[str, Tally] = field(default_factory=dict)
    current: tuple[str, int] = ("", 0)  # the outcome of the latest games and how many in a row
    best: int = 0  # the most games won in a row
    hotseat: dict[str, Tally] = field(default_factory=dict)  # game -> games played side by side
    hotseat_wins: dict[str, int] = field(default_factory=dict)  # a person's name -> games won
    computer_only: dict[str, Tally] = field(default_factory=dict)  # game -> games of computers only
    daily_best: dict[tuple[str, str], GameRecord] = field(default_factory=dict)  # (date, game) -> best


def better(a: GameRecord, b: GameRecord) -> bool:
    """``a`` is a better daily result than ``b``: a win beats anything (in fewer turns the better),
    a draw beats a loss, a loss lasted longer beats a shorter one."""
    rank = {"won": 2, "draw": 1, "lost": 0}
    ra, rb = rank[a.outcome()], rank[b.outcome()]
    if ra != rb:
        return ra > rb
    return a.turns < b.turns if ra == 2 else a.turns > b.turns


def summarise(records: Iterable[GameRecord]) -> Summary:
    s = Summary()
    run_outcome, run = "", 0
    for r in records:
        s.total += 1
        if r.mode == "hotseat":
            s.hotseat.setdefault(r.game, Tally()).add("draw" if r.draw else "won")
            for w in r.winners:
                if w < len(r.seats) and r.seats[w] == "person" and w < len(r.names):
                    s.hotseat_wins[r.names[w]] = s.hotseat_wins.get(r.names[w], 0) + 1
            continue
        if r.mode == "computer_only":
            s.computer_only.setdefault(r.game, Tally()).add("draw" if r.draw else "won")
            continue
        person = r.person
        if person is None:
            continue
        outcome = r.outcome()
        s.solo_games.append(r)
        s.by_game.setdefault(r.game, Tally()).add(outcome)
        s.by_level.setdefault(r.game, {}).setdefault(r.level or "solo", Tally()).add(outcome)
        s.by_date.setdefault(r.date, Tally()).add(outcome)
        kinds = s.by_pick.setdefault(r.game, {})
        for seat, kind, value in r.picks:
            if seat in (person, -1):
                kinds.setdefault(kind, {}).setdefault(value, Tally()).add(outcome)
        if outcome == run_outcome:
            run += 1
        else:
            run_outcome, run = outcome, 1
        if outcome == "won":
            s.best = max(s.best, run)
        if r.daily:
            key = (r.daily, r.game)
            if key not in s.daily_best or better(r, s.daily_best[key]):
                s.daily_best[key] = r
    s.current = (run_outcome, run)
    return s


def best_daily(records: Iterable[GameRecord], date: str, game: str) -> GameRecord | None:
    """The best result of the daily deal of ``game`` on ``date``."""
    return summarise(r for r in records if r.daily == date and r.game == game).daily_best.get((date, game))


# -- the table's hooks ----------------------------------------------------------------------------
def table_opened(table: Any) -> None:
    """A table opens a game: the game gets its id (kept in its save) and the sitting its start."""
    try:
        game_id(table.session)
        table.stats_opened_at = table.app.time
    except Exception:
        log.exception("statistics: no id for this game")


def record_table(table: Any, figures: Any) -> bool:
    """A table's game just ended: write its record once (a game continued after a restart keeps
    its id; undoing the last move and ending again does not count twice). Never raises: a
    failure is logged and said in a short message."""
    app = table.app
    try:
        if getattr(app, "read_only", False):
            return False
        from .daily import daily_of

        session = table.session
        opened = getattr(table, "stats_opened_at", None)
        duration = app.time - opened if isinstance(opened, (int, float)) else 0.0
        rec = record_of(
            table.game_name,
            session,
            list(table.seats),
            list(table.names),
            figures,
            duration,
            daily=daily_of(session),
        )
        stats = Stats()
        added = stats.record(rec)
        if stats.problem is not None:
            app.notify(problem_text(app.t, stats.problem), "error", seconds=8)
        return added
    except Exception as exc:  # the statistics never stop a game from ending
        log.exception("statistics: the game was not recorded")
        try:
            app.notify(app.t("stats.not_recorded", reason=str(exc)[:120]), "error")
        except Exception:
            pass
        return False


__all__ = [
    "GameRecord",
    "MIGRATIONS",
    "Stats",
    "StatsProblem",
    "Summary",
    "Tally",
    "VERSION",
    "best_daily",
    "csv_bytes",
    "game_id",
    "migrate",
    "open_db",
    "record_of",
    "record_table",
    "summarise",
]
