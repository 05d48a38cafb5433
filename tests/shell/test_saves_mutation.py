"""The mutation suite: more than a thousand damaged saved games, settings and team files, each
read through the paths the screens use (the title's Saved games list and Continue, the
settings the app starts with, the team builder's list and Load). Every one gives a clear
message naming the file, or a correct load; none crashes; and the damaged bytes are still in
the folder afterwards (the file itself, or moved aside as ``<name>.damaged-<date>``).

Damage done: cut short at many points, a bit flipped, keys deleted, values of the wrong type,
huge and infinite numbers, deep nesting (a thousand and a million levels), text that is not
UTF-8, empty files, a 50 MB file, unknown seats, levels and cards, newer versions, and edits
whose digest was made to match again (so the deeper checks are reached: seats, options, a
move log that is cut or does not replay). A save keeps its backup beside it (the same game one
move earlier), as the app leaves it; Continue then opens the backup and says so.

``python -m tests.shell.test_saves_mutation`` prints the figures.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from game.core.actions import Action
from game.core.files import FileProblem
from game.core.saves import backup_path, json_bytes

from .damage import Base, base_saves, base_settings, base_teams, damaged

SAVE_CASES = 620
SETTINGS_CASES = 230
TEAM_CASES = 230
FIFTY_MB = 50 * 1024 * 1024


def say_both(problem: FileProblem) -> str:
    """The message in both languages (strict strings: every parameter must be there)."""
    from scenes.i18n import Translator
    from scenes.storage import problem_text

    texts = []
    for lang in ("en", "ko"):
        tr = Translator(lang)
        tr.strict = True
        texts.append(problem_text(tr, problem))
    assert all(texts), problem
    return texts[0]


def kept(folder: Path, data: bytes) -> bool:
    """The damaged bytes are still somewhere in the folder (the file, or the moved-aside copy)."""
    for p in folder.iterdir():
        if p.is_file() and p.stat().st_size == len(data) and p.read_bytes() == data:
            return True
    return False


def _empty(folder: Path) -> None:
    from game.core.saves import flush_all

    flush_all()  # the last case's table may still be writing its save in the background
    folder.mkdir(parents=True, exist_ok=True)
    for p in folder.iterdir():
        if p.is_file():
            p.unlink()


def check_save(label: str, data: bytes, base: Base, with_backup: bool) -> str:
    """One damaged save through the Saved games list and Continue's load: the outcome."""
    from scenes import storage
    from scenes.paths import games_dir

    folder = games_dir()
    _empty(folder)
    path = folder / "case.json"
    path.write_bytes(data)
    if with_backup and base.backup is not None:
        backup_path(path).write_bytes(base.backup)
    listing = storage.saved_games()
    problems = list(listing.problems)
    outcome = ""
    loaded = None
    if listing.latest is not None:
        try:
            loaded = storage.load_saved(listing.latest.path)
        except FileProblem as problem:
            problems.append(problem)
    for problem in problems:
        text = say_both(problem)
        assert problem.file.startswith("case.json") and "case.json" in text, (label, text)
    if loaded is not None:
        if loaded.problem is not None:
            problems.append(loaded.problem)
            say_both(loaded.problem)
        source = json.loads(loaded.source.read_bytes())
        session = loaded.value
        # a correct load: exactly the game the file it came from records
        assert session.play_digest() == source.get("state", session.play_digest()), label
        assert session.actions == [Action.from_dict(d, game=session.name) for d in source["actions"]], label
        assert session.meta == (source.get("meta") or {}), label
        if problems:
            assert base.backup is not None and loaded.source.read_bytes() in (base.backup, base.raw), label
            outcome = "backup opened, with a message"
        else:
            outcome = "loaded as it was"
    else:
        assert problems, f"{label}: no game and no message"
        outcome = "clear message"
    assert kept(folder, data), f"{label}: the damaged file is gone"
    return outcome


def check_settings(label: str, data: bytes) -> str:
    from scenes.paths import settings_path
    from scenes.settings import Settings

    path = settings_path()
    _empty(path.parent)
    path.write_bytes(data)
    settings, message = Settings.load()
    Settings(
        **{f: getattr(settings, f) for f in settings.__dataclass_fields__}
    ).validated()  # every field usable
    assert kept(path.parent, data), f"{label}: the damaged settings are gone"
    if message is None:
        parsed, problems = Settings.parse(json.loads(data))
        assert not problems and parsed == settings, label
        return "loaded as it was"
    assert message.strip() and "settings.json" in message, (label, message)
    return "clear message"


def check_team(label: str, data: bytes) -> str:
    from scenes.dicemasters import teams

    folder = teams.teams_dir()
    _empty(folder)
    path = folder / "case.json"
    path.write_bytes(data)
    entries = teams.list_teams()
    assert len(entries) == 1, label
    entry = entries[0]
    outcome = "loaded as it was"
    if entry.team is None:
        assert entry.error and "case.json" in entry.error, label
        assert entry.note is not None
        say_both(entry.note)
        outcome = "clear message"
        with pytest.raises(FileProblem):
            teams.load_team(entry.path)
    else:
        team = teams.load_team(entry.path)
        assert team == entry.team
        assert all(isinstance(k, str) and isinstance(v, int) for k, v in team.cards.items())
        verdict = teams.engine_check(team.format, team.cards, team.actions)
        assert verdict is None or isinstance(verdict, str)
    assert kept(folder, data), f"{label}: the damaged team file is gone"
    return outcome


def run_saves(count: int = SAVE_CASES, seed: int = 1) -> Counter[str]:
    tally: Counter[str] = Counter()
    for i, (label, data, base) in enumerate(damaged("save", base_saves(), count, seed)):
        tally[check_save(label, data, base, with_backup=i % 2 == 0)] += 1
    return tally


def run_settings(count: int = SETTINGS_CASES, seed: int = 2) -> Counter[str]:
    tally: Counter[str] = Counter()
    cases = damaged("settings", base_settings(), count, seed)
    cases += [
        (
            f"{name} = {value!r}",
            json_bytes({"format": "dice-and-deck-settings", "version": 1, name: value}),
            cases[0][2],
        )
        for name, value in (
            ("volume", "0.7"),
            ("agent_delay", "0.5"),
            ("window_size", [1e400, 900]),
            ("window_size", "1600x900"),
            ("language", "fr"),
            ("animation_speed", 7),
        )
    ]
    for label, data, _base in cases:
        tally[check_settings(label, data)] += 1
    return tally


def run_teams(count: int = TEAM_CASES, seed: int = 3) -> Counter[str]:
    tally: Counter[str] = Counter()
    for label, data, _base in damaged("team", base_teams(), count, seed):
        tally[check_team(label, data)] += 1
    return tally


def test_damaged_saves_never_crash_and_never_load_wrong() -> None:
    tally = run_saves()
    assert sum(tally.values()) >= 600
    assert tally["clear message"] > 100 and tally["backup opened, with a message"] > 100


def test_damaged_settings_fall_back_field_by_field() -> None:
    tally = run_settings()
    assert sum(tally.values()) >= 230 and tally["clear message"] > 100


def test_damaged_team_files_are_listed_with_their_reason_and_kept() -> None:
    tally = run_teams()
    assert sum(tally.values()) >= 230 and tally["clear message"] > 100


def _fifty_mb(tmp: Path) -> bytes:
    head = b'{"format": "dice-and-deck-save", "version": 2, "note": "'
    return head + b"x" * (FIFTY_MB - len(head) - 2) + b'"}'


def test_a_50_mb_file_of_each_kind_is_refused_at_once_and_kept() -> None:
    from scenes.dicemasters import teams
    from scenes.paths import games_dir, settings_path
    from scenes.settings import Settings

    big = _fifty_mb(Path("."))
    started = time.perf_counter()
    assert check_save("50 MB", big, base_saves()[0], with_backup=False) == "clear message"
    assert check_settings("50 MB", big) == "clear message"
    assert check_team("50 MB", big) == "clear message"
    assert time.perf_counter() - started < 10  # most of it writing the three files
    settings_path().write_bytes(big)
    _, message = Settings.load()
    assert message is not None and "bytes" in message
    assert (games_dir() / "case.json").exists() or list(games_dir().glob("case.json.damaged-*"))
    assert teams.list_teams()[0].note is not None and teams.list_teams()[0].note.code == "too_large"


def test_a_few_damaged_saves_through_the_title_screen_and_continue() -> None:
    """The same cases through real clicks: the title lists, Continue opens or explains."""
    from scenes import registry
    from scenes.title import TitleScene

    from .helpers import click, make_app, pump

    registry.load_all()
    app = make_app()
    cases = damaged("save", base_saves(), 40, seed=9)[::3]
    opened = explained = 0
    for i, (label, data, base) in enumerate(cases):
        from scenes.paths import games_dir

        _empty(games_dir())
        (games_dir() / "case.json").write_bytes(data)
        if i % 2:  # every other case has its backup beside it; the others must explain themselves
            backup_path(games_dir() / "case.json").write_bytes(base.backup or b"")
        app.toasts.clear()
        app.stack.reset(TitleScene(app))
        pump(app, frames=2)
        title = app.stack.top
        assert isinstance(title, TitleScene)
        if title.continue_button.is_enabled:
            click(app, title.continue_button.rect.center)
            pump(app, frames=2)
        if isinstance(app.stack.top, TitleScene):
            assert any(t.kind == "error" and "case.json" in t.text for t in app.toasts), label
            explained += 1
        else:
            tables = [
                sc for sc in app.stack.scenes if getattr(sc, "session", None) is not None
            ]  # a curtain may cover it
            assert len(tables) == 1, label
            opened += 1
        assert kept(games_dir(), data), label
    assert opened + explained == len(cases) and explained > 0


def main() -> int:
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    runs: list[tuple[str, Callable[[], Counter[str]]]] = [
        ("saves", run_saves),
        ("settings", run_settings),
        ("teams", run_teams),
    ]
    for name, run in runs:
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["DICE_AND_DECK_DATA"] = tmp
            started = time.perf_counter()
            tally = run()
            print(
                f"{name}: {sum(tally.values())} damaged files in {time.perf_counter() - started:.1f} s: "
                + ", ".join(f"{k} {v}" for k, v in sorted(tally.items()))
                + "; crashes 0, files lost 0"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
