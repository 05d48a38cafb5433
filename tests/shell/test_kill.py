"""Killed at random moments, the app loses no game: a child process plays through the same
paths the app uses (start-up tidy-up, Continue of the newest saved game or a new game of its
own, an autosave after every move, the settings saved now and then) and is SIGKILLed at a
random moment, again and again in the same data folder. After each kill, the start-up
tidy-up leaves no temporary file, the settings read without a word, and Continue offers the
game at the last move or the one before, exactly the game that was played.

The child reports on a pipe each move it plays (before its autosave is written) and each
autosave once it is on disk, and waits for a move's autosave before the next move, as a person
would: so the last move played is known, and the file must hold it or the one before it (the
one whose write the kill interrupted). The suite runs 60 kills; the long run is

    python -m tests.shell.test_kill --runs 1000
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

GAMES = (
    ("dicemasters", 2, ["person", "normal"]),
    ("metaversus", 2, ["person", "person"]),
    ("legendary", 2, ["person", "normal"]),
)


def choose(session: Any) -> Any:
    """A fixed choice for each position (no agent state), so a game continued after a kill goes
    on exactly as it would have."""
    acts = session.game.legal_actions()
    n = len(session.history)
    return acts[(session.seed * 7919 + n * 104729) % len(acts)]


def _child(game_index: int, seed: int, report_fd: int) -> None:
    from game.core.session import GameSession
    from scenes import storage
    from scenes.settings import Settings

    storage.tidy()
    latest = storage.saved_games().latest
    if latest is not None:
        session = storage.load_saved(latest.path).value
        storage.adopt(session, latest.path)
    else:
        name, players, seats = GAMES[game_index % len(GAMES)]
        session = GameSession(name, players=players, seed=seed, meta={"seats": seats})
        storage.attach(session)
        session.autosave()
    os.write(report_fd, f"played {session.name} {session.seed} {len(session.history)}\n".encode())
    session.flush_autosave()
    os.write(report_fd, f"saved {session.name} {session.seed} {len(session.history)}\n".encode())
    while not session.game.is_over:
        session.apply(choose(session))
        n = len(session.history)
        os.write(report_fd, f"played {session.name} {session.seed} {n}\n".encode())
        if n % 7 == 0:
            Settings(language="en", volume=(n % 100) / 100).save()
        session.flush_autosave()
        os.write(report_fd, f"saved {session.name} {session.seed} {n}\n".encode())


@dataclass
class Tally:
    runs: int = 0
    at_last: int = 0
    one_before: int = 0
    temporary_removed: int = 0
    finished_games: int = 0
    no_game_yet: int = 0
    problems: list[str] = field(default_factory=list)


def _expected_digest(
    name: str, players: int, seats: list[str], seed: int, moves: int, cache: dict[tuple[str, int, int], str]
) -> str:
    from game.core.session import GameSession, state_digest

    key = (name, seed, moves)
    if key not in cache:
        s = GameSession(name, players=players, seed=seed, meta={"seats": seats})
        for _ in range(moves):
            s.apply(choose(s))
        cache[key] = state_digest(s.game)
    return cache[key]


def run_kills(data: Path, runs: int, seed: int = 1, longest: float = 0.08) -> Tally:
    """Fork a player ``runs`` times into ``data`` and kill it after a random moment up to
    ``longest`` seconds; check what Continue offers after each kill."""
    from game.core.files import FileProblem
    from game.core.session import state_digest
    from scenes import storage
    from scenes.settings import Settings

    os.environ["DICE_AND_DECK_DATA"] = str(data)
    rng = random.Random(seed)
    tally = Tally()
    cache: dict[tuple[str, int, int], str] = {}
    game_index = 0
    previous: tuple[str, int, int] | None = None  # what Continue offered after the last run
    for run in range(runs):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the player
            code = 0
            try:
                os.close(read_fd)
                _child(game_index, seed * 1000 + game_index, write_fd)
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        os.close(write_fd)
        time.sleep(rng.uniform(0.0, longest))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        chunks = []
        while True:
            chunk = os.read(read_fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
        os.close(read_fd)
        reports = [line.split() for line in b"".join(chunks).decode().splitlines() if line.strip()]
        tally.runs += 1
        # what the app does at start, then what Continue offers
        tally.temporary_removed += sum(1 for note in storage.tidy() if note.startswith("removed"))
        left = [p.name for p in data.rglob("*.tmp")]
        if left:
            tally.problems.append(f"run {run}: temporary files left after the tidy-up: {left}")
        settings, message = Settings.load()
        if message is not None:
            tally.problems.append(f"run {run}: settings: {message}")
        listing = storage.saved_games()
        if listing.problems:
            tally.problems.append(f"run {run}: {[str(p) for p in listing.problems]}")
        if not reports:  # killed before its first move: the folder holds what the last run left
            tally.no_game_yet += 1
            now = (
                (listing.latest.game, listing.latest.record.seed, listing.latest.moves)
                if listing.latest
                else None
            )
            if now != previous and not (previous is None and now is not None and now[2] == 0):
                tally.problems.append(
                    f"run {run}: before any move Continue offers {now}, after the last run {previous}"
                )
            continue
        played = [r for r in reports if r[0] == "played"]
        saved = [int(r[3]) for r in reports if r[0] == "saved"]
        name, game_seed, last = played[-1][1], int(played[-1][2]), int(played[-1][3])
        last_saved = saved[-1] if saved else None
        players, seats = next((p, s) for n, p, s in GAMES if n == name)
        latest = listing.latest
        if latest is None:
            finished = list(storage.history_dir().glob("*.json"))
            if finished and len(finished) > tally.finished_games:
                tally.finished_games = len(finished)
                game_index += 1  # the game ended: the next run starts the next one
                previous = None
                continue
            if last == 0 and last_saved is None:  # killed before the new game's first write
                tally.no_game_yet += 1
                continue
            tally.problems.append(f"run {run}: no saved game after move {last} of {name}")
            continue
        try:
            loaded = storage.load_saved(latest.path)
        except FileProblem as problem:
            tally.problems.append(f"run {run}: Continue fails: {problem}")
            continue
        session = loaded.value
        moves = len(session.history)
        previous = (session.name, session.seed, moves)
        if loaded.problem is not None:
            tally.problems.append(f"run {run}: opened from the backup: {loaded.problem}")
        if (session.name, session.seed) != (name, game_seed):
            tally.problems.append(
                f"run {run}: Continue offers {session.name} {session.seed}, not {name} {game_seed}"
            )
        elif last_saved is not None and moves < last_saved:
            tally.problems.append(f"run {run}: Continue offers move {moves}, but move {last_saved} was saved")
        elif moves == last:
            tally.at_last += 1
        elif moves == last - 1:
            tally.one_before += 1
        else:
            tally.problems.append(f"run {run}: Continue offers move {moves}, the last played was {last}")
        if state_digest(session.game) != _expected_digest(name, players, seats, game_seed, moves, cache):
            tally.problems.append(f"run {run}: the game at move {moves} is not the one that was played")
    return tally


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the kill test forks its players (POSIX)")
def test_killed_at_random_moments_continue_offers_the_last_or_the_one_before_last_move(
    tmp_path: Path,
) -> None:
    tally = run_kills(tmp_path / "userdata", runs=60, seed=7)
    assert tally.problems == []
    assert tally.runs == 60
    assert tally.at_last + tally.one_before + tally.no_game_yet + tally.finished_games >= 55


def main(argv: list[str] | None = None) -> int:
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(
        description="kill a player at random moments and check what Continue offers"
    )
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--longest", type=float, default=0.08, help="seconds before the kill, at most")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        tally = run_kills(Path(tmp) / "userdata", args.runs, args.seed, args.longest)
    seconds = time.perf_counter() - started
    print(
        f"{tally.runs} kills in {seconds:.1f} s: Continue at the last move {tally.at_last}, at the one before "
        f"{tally.one_before}, before the first move {tally.no_game_yet}; games finished {tally.finished_games}; "
        f"temporary files removed at start {tally.temporary_removed}; problems {len(tally.problems)}"
    )
    for problem in tally.problems[:20]:
        print("  ", problem)
    return 1 if tally.problems else 0


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.exit(main())
