"""Saved games, not one slot: each unfinished game keeps its own save; a new game (from a setup
screen or ``play --load``) never touches another's; the Saved games list opens and deletes
(after asking); a finished game leaves the list for the history; and each way the files used
to lose games, replayed, loses nothing and crashes nothing."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

import pytest

import game
from game.core import saves
from game.core.files import FileProblem
from game.core.saves import backup_path, json_bytes
from game.core.session import GameSession, record_digest
from scenes import registry, storage
from scenes.continue_game import open_session
from scenes.dicemasters import teams
from scenes.dicemasters.setup import DiceMastersSetup
from scenes.dicemasters.teambuilder import TeamBuilderScene
from scenes.overlays import ChooseOneDialog
from scenes.paths import autosave_path, games_dir, history_dir, settings_path
from scenes.saved_games import SavedGamesScene
from scenes.settings import Settings, system_language
from scenes.title import TitleScene

from ..dm_scenes.test_setup_and_teams import type_text
from .helpers import click, make_app, pump, start

registry.load_all()


def a_saved_game(name: str = "dicemasters", moves: int = 5, seed: int = 21, **kw: object) -> GameSession:
    """A game played ``moves`` moves with its own save on disk."""
    s = GameSession(name, seed=seed, meta={"seats": ["person", "normal"]}, **kw)  # type: ignore[arg-type]
    storage.attach(s)
    s.autosave()
    assert s.flush_autosave()
    for _ in range(moves):
        s.apply(s.game.legal_actions()[0])
        assert s.flush_autosave()  # a person's pace: each move is on disk before the next
    return s


def files_of(s: GameSession) -> dict[str, bytes]:
    assert s.autosave_path is not None
    return {p.name: p.read_bytes() for p in (s.autosave_path, backup_path(s.autosave_path)) if p.exists()}


def title_app(lang: str = "en") -> tuple[object, TitleScene]:
    app = make_app(lang)
    title = TitleScene(app)
    start(app, title)
    return app, title


# -- one save per game ---------------------------------------------------------------------------
def test_a_new_game_from_the_setup_screen_leaves_the_other_saves_untouched() -> None:
    older = a_saved_game("dicemasters", moves=7, seed=1)
    other = a_saved_game("metaversus", moves=4, seed=2)
    before = files_of(older) | files_of(other)
    app = make_app()
    app.stack.push(TitleScene(app))
    setup = DiceMastersSetup(app)
    start(app, setup)
    click(app, setup.start_button.rect.center)
    pump(app, frames=3)
    table = app.stack.top
    session = table.session
    assert session.autosave_path not in (older.autosave_path, other.autosave_path)
    for _ in range(3):
        table.apply(session.game.legal_actions()[0])
    assert session.flush_autosave()
    assert files_of(older) | files_of(other) == before
    assert {g.path for g in storage.saved_games().games} == {
        older.autosave_path,
        other.autosave_path,
        session.autosave_path,
    }


def test_play_load_opens_a_file_in_a_save_of_its_own(tmp_path: Path) -> None:
    import main

    older = a_saved_game(moves=6, seed=3)
    before = files_of(older)
    outside = tmp_path / "shared.json"
    GameSession("metaversus", seed=8).save(outside)
    original = outside.read_bytes()
    session = main._play_session(
        argparse.Namespace(load=outside, game=None, players=None, seed=None, option=None)
    )
    app = make_app()
    open_session(app, session)
    pump(app, frames=2)
    session.apply(session.game.legal_actions()[0])
    assert session.flush_autosave()
    assert session.autosave_path is not None and session.autosave_path.parent == games_dir()
    assert outside.read_bytes() == original and files_of(older) == before
    # --load of one of the saved games goes on in that game's own file
    again = main._play_session(
        argparse.Namespace(load=older.autosave_path, game=None, players=None, seed=None, option=None)
    )
    assert again.autosave_path == older.autosave_path and len(again.history) == 6


def test_the_saved_games_list_opens_and_deletes_after_asking() -> None:
    first = a_saved_game("dicemasters", moves=3, seed=4)
    time.sleep(0.02)
    second = a_saved_game("metaversus", moves=5, seed=5)
    os.utime(first.autosave_path, (time.time() - 60, time.time() - 60))  # type: ignore[arg-type]
    app, title = title_app()
    assert title.saved_button.is_enabled
    click(app, title.saved_button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, SavedGamesScene) and [g.path for g in scene.games] == [
        second.autosave_path,
        first.autosave_path,
    ]
    assert "MetaVersus" in scene.open_buttons[0].text and "turn" in scene.open_buttons[0].text
    # delete asks first; "Keep it" keeps it
    click(app, scene.delete_buttons[1].rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog)
    click(app, dialog.option_buttons[1].rect.center)
    assert first.autosave_path.exists() and app.stack.top is scene  # type: ignore[union-attr]
    click(app, scene.delete_buttons[1].rect.center)
    click(app, app.stack.top.option_buttons[0].rect.center)
    assert not first.autosave_path.exists() and not backup_path(first.autosave_path).exists()  # type: ignore[arg-type]
    assert [g.path for g in scene.games] == [second.autosave_path]
    # open the other: its table, at its move
    click(app, scene.open_buttons[0].rect.center)
    pump(app, frames=2)
    table = next(s for s in app.stack.scenes if getattr(s, "session", None) is not None)
    assert (
        table.session.game.to_dict() == second.game.to_dict()
        and table.session.autosave_path == second.autosave_path
    )


def test_continue_opens_the_most_recent_game() -> None:
    older = a_saved_game("dicemasters", moves=3, seed=6)
    os.utime(older.autosave_path, (time.time() - 600, time.time() - 600))  # type: ignore[arg-type]
    newer = a_saved_game("dicemasters", moves=8, seed=7)
    app, title = title_app()
    assert title.continue_button.is_enabled
    click(app, title.continue_button.rect.center)
    pump(app, frames=2)
    assert (
        app.stack.top.session.autosave_path == newer.autosave_path and len(app.stack.top.session.history) == 8
    )


def test_a_finished_game_leaves_the_list_for_the_history() -> None:
    s = a_saved_game("metaversus", moves=0, seed=9, options={"max_turns": 1})
    while not s.game.is_over:
        s.apply(s.game.legal_actions()[0])
    assert s.flush_autosave()
    assert (
        s.autosave_path is not None
        and not s.autosave_path.exists()
        and not backup_path(s.autosave_path).exists()
    )
    kept = history_dir() / s.autosave_path.name
    assert json.loads(kept.read_text(encoding="utf-8"))["over"] is True
    assert storage.saved_games().games == []
    app, title = title_app()
    # nothing to go on with, but the finished game is there to review, also after a restart
    assert not title.continue_button.is_enabled and title.saved_button.is_enabled
    click(app, title.saved_button.rect.center)
    assert isinstance(app.stack.top, SavedGamesScene)
    assert app.stack.top.tab == "finished"  # no unfinished game: it opens on the finished ones
    click(app, app.stack.top.finished_tab.rect.center)
    assert [f.path for f in app.stack.top.done] == [kept]


def test_a_rematch_gets_a_save_of_its_own() -> None:
    s = a_saved_game("metaversus", moves=0, seed=10, options={"max_turns": 1})
    fresh = GameSession("metaversus", seed=11, options={"max_turns": 1})
    s.save_beside(fresh)
    assert fresh.autosave_path is not None and fresh.autosave_path != s.autosave_path
    assert fresh.autosave_path.parent == s.autosave_path.parent and fresh.history_dir == s.history_dir  # type: ignore[union-attr]


# -- the findings, replayed ----------------------------------------------------------------------
def test_a_damaged_save_opens_its_backup_and_says_where_the_file_is() -> None:
    s = a_saved_game(moves=5, seed=12)
    path = s.autosave_path
    assert path is not None
    damaged = path.read_bytes()[:-40]
    path.write_bytes(damaged)
    app, title = title_app()
    assert any(t.kind == "error" and "backup" in t.text and ".damaged-" in t.text for t in app.toasts)
    click(app, title.continue_button.rect.center)
    pump(app, frames=2)
    assert len(app.stack.top.session.history) == 4  # one move earlier
    aside = list(games_dir().glob(f"{path.name}.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged


@pytest.mark.parametrize(
    "edit, field, words",
    [
        (lambda d: d["meta"]["seats"].__setitem__(1, "Normal"), "meta.seats[1]", 'unknown value "Normal"'),
        (
            lambda d: d["meta"]["seats"].__setitem__(1, "grandmaster"),
            "meta.seats[1]",
            'unknown value "grandmaster"',
        ),
        (lambda d: d.__setitem__("version", 4), "version", "newer version"),
        (lambda d: d.__setitem__("game", ["dicemasters"]), "game", "must be text"),
        (lambda d: d.__setitem__("actions", d["actions"][:-2]), "count", "says 5 moves but holds 3"),
        (lambda d: d["options"].__setitem__("format", "huge"), "options", "refused these options"),
    ],
)
def test_an_edited_save_gives_one_clear_message_naming_the_field(edit, field: str, words: str) -> None:  # type: ignore[no-untyped-def]
    s = a_saved_game(moves=5, seed=13)
    path = s.autosave_path
    assert path is not None
    backup_path(path).unlink()
    data = json.loads(path.read_bytes())
    edit(data)
    data["digest"] = record_digest(data)  # edited with care: the deeper checks must catch it
    raw = json_bytes(data)
    path.write_bytes(raw)
    app, title = title_app()
    errors = [t.text for t in app.toasts if t.kind == "error"]
    assert len(errors) == 1 and path.name in errors[0] and f'"{field}"' in errors[0] and words in errors[0], (
        errors
    )
    assert not title.continue_button.is_enabled
    assert [p.read_bytes() for p in games_dir().glob(f"{path.name}.damaged-*")] == [raw]


def test_a_shortened_move_log_is_reported_not_played_as_an_earlier_game() -> None:
    s = a_saved_game(moves=6, seed=14)
    data = s.to_dict()
    data["actions"] = data["actions"][:4]
    with pytest.raises(FileProblem, match="says 6 moves but holds 4"):
        GameSession.from_dict(data, "x.json")
    data["count"] = 4
    data["digest"] = record_digest(data)
    with pytest.raises(FileProblem, match="do not replay to the game this file recorded"):
        GameSession.from_dict(data, "x.json")


def test_json_nested_a_million_deep_never_raises_recursion_error() -> None:
    deep = b"[" * 1_000_000 + b"]" * 1_000_000
    for path in (games_dir() / "deep.json", settings_path(), teams.teams_dir() / "deep.json"):
        path.write_bytes(deep)
    app, title = title_app()  # the settings, the list: no crash
    assert any("deep.json" in t.text for t in app.toasts)
    settings, message = Settings.load()
    assert message is not None
    assert teams.list_teams()[0].note is not None
    nested = b'{"format": "dice-and-deck-save", "version": 2, "game": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    with pytest.raises(FileProblem, match="nested deeper than 16 levels"):
        GameSession.load(_write(games_dir() / "n.json", nested))


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_a_5_mb_crafted_save_is_refused_at_once() -> None:
    big = games_dir() / "big.json"
    filler = json.dumps([{"kind": "x" * 10}] * 220_000)
    big.write_text('{"format": "dice-and-deck-save", "version": 2, "actions": ' + filler + "}")
    assert big.stat().st_size > 5_000_000
    started = time.perf_counter()
    with pytest.raises(FileProblem, match="over the limit"):
        storage.load_saved(big)
    assert time.perf_counter() - started < 0.5


def test_hand_edited_settings_fall_back_field_by_field_and_the_app_starts() -> None:
    settings_path().write_text(
        json.dumps(
            {
                "format": "dice-and-deck-settings",
                "version": 1,
                "language": "ko",
                "volume": "0.7",
                "agent_delay": "0.5",
                "auto_pass": False,
            }
        )[:-1]
        + ', "window_size": [1e999, 900]}'
    )
    from scenes.app import App

    app = App(size=(1024, 640))
    assert app.settings.language == "ko" and app.settings.auto_pass is False  # the good ones stay
    assert (
        app.settings.volume == 0.7
        and app.settings.agent_delay == 0.5
        and app.settings.window_size == (1600, 900)
    )
    message = app.settings_message or ""
    assert "volume" in message and "agent_delay" in message and "window_size[0]" in message
    pump(app, frames=2)
    assert [p.name for p in settings_path().parent.glob("settings.json.damaged-*")]


def test_an_unreadable_settings_file_is_moved_aside_and_its_backup_used() -> None:
    Settings(language="en", volume=0.2).save()
    saves.flush_all()
    Settings(language="en", volume=0.4).save()  # the 0.2 version is now the backup
    saves.flush_all()
    settings_path().write_text('{"format": "dice-and-deck-settings", "volume": 0.4')
    settings, message = Settings.load()
    assert settings.volume == 0.2 and message is not None and "before your last change" in message
    assert json.loads(settings_path().read_text())["volume"] == 0.2  # the backup is the file again


def test_the_first_language_follows_the_system_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    import locale

    assert system_language({"LANG": "ko_KR.UTF-8"}) == "ko"
    assert system_language({"LANG": "en_US.UTF-8"}) == "en"
    assert system_language({"LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"}) == "ko"
    assert system_language({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"}) == "en"
    assert system_language({"LC_MESSAGES": "ko_KR", "LANG": "fr_FR"}) == "ko"
    monkeypatch.setattr(locale, "getlocale", lambda *a: ("Korean_Korea", "949"))
    assert system_language({}) == "ko"
    monkeypatch.setattr(locale, "getlocale", lambda *a: (None, None))
    assert system_language({}) == "en"
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert not settings_path().exists() and Settings.load()[0].language == "ko"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert Settings.load()[0].language == "en"


def test_team_names_never_share_a_file_and_replacing_asks_first() -> None:
    a, b = teams.Team("Team A", {"avx-016": 1}), teams.Team("Team_A", {"avx-007": 2})
    c, d = teams.Team("팀!", {"avx-001": 1}), teams.Team("팀?", {"avx-004": 1})
    paths = [teams.save_team(t) for t in (a, b, c, d)]
    assert len(set(paths)) == 4
    assert sorted(e.team.name for e in teams.list_teams()) == sorted(["Team A", "Team_A", "팀!", "팀?"])  # type: ignore[union-attr]
    with pytest.raises(teams.TeamExists):
        teams.save_team(teams.Team("Team A", {"avx-010": 3}))
    teams.save_team(teams.Team("Team A", {"avx-010": 3}), replace=True)
    assert teams.load_team(paths[0]).cards == {"avx-010": 3}
    assert json.loads(backup_path(paths[0]).read_text(encoding="utf-8"))["cards"] == {"avx-016": 1}


def test_the_team_builder_asks_before_replacing_a_team_of_the_same_name() -> None:
    teams.save_team(teams.Team("Web", {"avx-016": 3}, ["avx-027", "avx-031"], "basic"))
    app = make_app()
    app.stack.push(TitleScene(app))
    setup = DiceMastersSetup(app)
    start(app, setup)
    click(app, setup.format_buttons["basic"].rect.center)
    click(app, setup.team_buttons[0].rect.center)
    builder = app.stack.top
    assert isinstance(builder, TeamBuilderScene)
    click(app, builder.card_rects()["avx-007"].center)
    type_text(app, builder.name_entry, "Web")
    click(app, builder.save_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChooseOneDialog) and "Web" in dialog.title
    click(app, dialog.option_buttons[1].rect.center)  # cancel: nothing written
    assert teams.find_team("Web").team.cards == {"avx-016": 3}  # type: ignore[union-attr]
    click(app, builder.save_button.rect.center)
    click(app, app.stack.top.option_buttons[0].rect.center)  # replace it
    entry = teams.find_team("Web")
    assert entry is not None and entry.team is not None and entry.team.cards == {"avx-007": 1}
    assert json.loads(backup_path(entry.path).read_text(encoding="utf-8"))["cards"] == {"avx-016": 3}


def test_every_option_of_every_game_has_a_stated_range() -> None:
    for name in ("dicemasters", "legendary", "metaversus"):  # (tests register toy games too)
        for option, spec in game.game_class(name).OPTIONS.items():
            stated = (
                spec.choices is not None
                or spec.kind is bool
                or (spec.low is not None and spec.high is not None)
                or spec.max_len is not None
            )
            assert stated, f"{name}.{option} has no stated range"
    for option, value, words in (
        ("hp", 10**6, "1-200"),
        ("max_turns", 0, "1-100"),
        ("pile_size", 99, "1-20"),
    ):
        with pytest.raises(
            game.OptionError, match=f"option {option}={value} is out of range; it must be {words}"
        ):
            game.new_game("metaversus", seed=1, **{option: value})


def test_a_move_never_waits_for_the_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a disk that takes 0.3 s a write, a move still returns at once (far sooner than one
    write, however busy the machine); the states pile up and the latest one wins."""
    real_fsync = os.fsync

    def slow(fd: int) -> None:
        time.sleep(0.3)
        real_fsync(fd)

    monkeypatch.setattr(saves.os, "fsync", slow)
    s = GameSession("dicemasters", seed=15, meta={"seats": ["person", "normal"]})
    storage.attach(s)
    spent = []
    for _ in range(20):
        started = time.perf_counter()
        s.apply(s.game.legal_actions()[0])
        spent.append(time.perf_counter() - started)
    assert max(spent) < 0.15, spent  # a move that waited for the disk would take 0.3 s
    assert s.flush_autosave()
    submitted, written = saves.writers().counts(s.autosave_path)  # type: ignore[arg-type]
    assert submitted == 20 and written < submitted
    assert GameSession.load(s.autosave_path).game.to_dict() == s.game.to_dict()  # type: ignore[arg-type]


def test_the_writing_window_tidies_the_folder_at_start() -> None:
    s = a_saved_game(moves=2, seed=16)
    assert s.autosave_path is not None
    stray = s.autosave_path.with_name(f".{s.autosave_path.name}.123-4-5.tmp")
    stray.write_text("half a file")
    old = autosave_path()
    GameSession("dicemasters", seed=17).save(old)  # the single autosave of earlier versions
    notes = storage.tidy()
    assert not stray.exists() and not old.exists()
    assert any("autosave.json" in n for n in notes)
    assert len(storage.saved_games().games) == 2


def test_writes_never_leave_the_file_missing() -> None:
    """While a file is rewritten, at every moment it exists (old or new) and the previous
    version is the backup."""
    path = games_dir() / "w.json"
    seen_missing = []
    real_replace = os.replace

    def watching(src: str, dst: str) -> None:
        seen_missing.append(not path.exists())
        real_replace(src, dst)

    saves.write_bytes_atomic(path, b'{"n": 0}')
    import unittest.mock

    with unittest.mock.patch.object(saves.os, "replace", watching):
        for n in range(1, 6):
            saves.write_bytes_atomic(path, json.dumps({"n": n}).encode())
    assert not any(seen_missing)
    assert json.loads(path.read_bytes()) == {"n": 5} and json.loads(backup_path(path).read_bytes()) == {
        "n": 4
    }
    assert not list(games_dir().glob(".*.tmp"))


def test_a_number_too_long_for_a_seed_is_a_range_not_a_crash() -> None:
    s = a_saved_game(moves=1, seed=18)
    assert s.autosave_path is not None
    backup_path(s.autosave_path).unlink(missing_ok=True)
    data = s.to_dict()
    data["seed"] = 0
    data["digest"] = record_digest(data)
    text = json.dumps(data).replace('"seed": 0', '"seed": ' + "9" * 5000)  # int() of it would raise
    s.autosave_path.write_text(text)
    with pytest.raises(FileProblem) as caught:
        storage.load_saved(s.autosave_path)
    assert caught.value.code == "edited" and caught.value.kept_as is not None


def test_a_row_with_many_long_names_fits_its_button_and_its_tooltip_has_the_whole_row() -> None:
    names = ["Alexandrina", "Bartholomew", "Cassiopeia", "Demetrius", "Evangeline"]
    s = GameSession("legendary", players=5, seed=3, meta={"seats": ["person"] * 5, "names": names})
    storage.attach(s)
    s.autosave()
    assert s.flush_autosave()
    app = make_app("en", (1024, 640))
    scene = SavedGamesScene(app)
    start(app, scene)
    opener = scene.open_buttons[0]
    whole = scene.row_text(scene.games[0])
    assert opener.font.size(opener.text)[0] <= opener.get_abs_rect().w - 12
    assert opener.text.endswith(whole.split(" · ")[-1])  # the date stays whole
    if opener.text != whole:
        assert "…" in opener.text and whole in (opener.tool_tip_text or "")
    # a row forced to be too long is shortened the same way
    room = opener.font.size(scene.row_text(scene.games[0], names_cut=12))[0]
    opener.set_text(whole)
    scene.fit_row(opener, scene.games[0], room)
    assert opener.font.size(opener.text)[0] <= room and "…" in opener.text
    assert whole in (opener.tool_tip_text or "")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_each_game_s_turn_is_said_in_its_own_word_in_the_list_and_on_continue(lang: str) -> None:
    """Korean says 턴 for Dice Masters and Legendary, and 차례 for a MetaVersus duel (as its table
    and log do: "5번째 차례"); the saved list said "5턴" for every game."""
    a_saved_game("dicemasters", moves=3, seed=4)
    a_saved_game("metaversus", moves=3, seed=5)
    app = make_app(lang, (1280, 800))
    scene = SavedGamesScene(app)
    start(app, scene)
    rows = {g.game: scene.row_text(g) for g in scene.games}
    turns = {g.game: g.turn for g in scene.games}
    assert set(rows) == {"dicemasters", "metaversus"}
    if lang == "ko":
        assert f"{turns['dicemasters']}턴" in rows["dicemasters"]
        assert f"{turns['metaversus']}번째 차례" in rows["metaversus"] and "턴" not in rows["metaversus"]
    else:
        for name, row in rows.items():
            assert f"turn {turns[name]}" in row
    _, title = title_app(lang)  # Continue opens the latest: the duel, saved last
    tip = str(title.continue_button.tool_tip_text or "")
    phrase = f"{turns['metaversus']}번째 차례" if lang == "ko" else f"turn {turns['metaversus']}"
    assert phrase in tip and "{" not in tip, tip
