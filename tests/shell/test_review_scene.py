"""Game review: reached from the game-over screen and from the saved and finished games' rows,
it steps through the game (buttons, arrow keys, a click in the turn list) showing the board as
the engine had it at that decision, fills in the hard computer's view of each person's decision
in the background and marks the costliest; a damaged save is said, not a crash."""

from __future__ import annotations

import json

import pygame
import pytest

import game
from game.core.agents import make_agent
from game.core.session import GameSession, state_digest
from scenes import registry, review, storage
from scenes.game_over import GameOverScene
from scenes.paths import games_dir
from scenes.review import ReviewScene
from scenes.review_analysis import analyse, decision_seed
from scenes.saved_games import SavedGamesScene

from .helpers import click, key, make_app, open_table, pump, start

registry.load_all()
SMALL = (1024, 640)


@pytest.fixture(autouse=True)
def _small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small search, in a thread of the test's own process: the test is of the screen."""
    monkeypatch.setattr(review, "ITERATIONS", 8)
    monkeypatch.setattr(review, "THREADS", True)


def finished(name: str = "dicemasters", seed: int = 4) -> GameSession:
    """A whole game: a person (playing as the easy level would) against the normal computer."""
    session = GameSession(name, players=2, seed=seed, meta={"seats": ["person", "normal"]})
    agents = [make_agent(name, "easy", seed), make_agent(name, "normal", seed + 1)]
    while not session.game.is_over:
        p = session.game.to_move
        assert p is not None
        session.apply(agents[p].choose(session.game, p))
    return session


def engine_at(session: GameSession, index: int) -> str:
    """The digest of the engine's state after the first ``index`` moves, replayed afresh."""
    g = game.new_game(session.name, players=session.players, seed=session.seed, **session.options)
    for entry in session.history[:index]:
        g.apply(entry.action)
    return state_digest(g)


def shown(scene: ReviewScene) -> str:
    """The digest of the state the board's table draws now."""
    pump(scene.app, frames=1)
    assert scene.board is not None and scene.board.table is not None
    return state_digest(scene.board.table.session.game)


def wait_for_analysis(app, scene: ReviewScene, seconds: float = 120.0) -> None:  # type: ignore[no-untyped-def]
    import time

    end = time.monotonic() + seconds
    while not scene.analyser.done and time.monotonic() < end:
        pump(app, frames=1)
        time.sleep(0.002)
    assert scene.analyser.done


def test_review_from_the_game_over_screen_steps_jumps_and_marks_a_key_moment() -> None:
    session = finished()
    app, table = open_table(registry.TABLES["dicemasters"], session, size=SMALL)
    pump(app, frames=3)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.review is not None
    click(app, over.review.rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    total = scene.review.total
    assert total == len(session.history) and scene.index == total  # it opens at the end
    assert shown(scene) == engine_at(session, total)
    assert scene.review.finished

    click(app, scene.first_button.rect.center)
    assert scene.index == 0 and shown(scene) == engine_at(session, 0)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert scene.index == 3 and shown(scene) == engine_at(session, 3)
    key(app, pygame.K_LEFT)
    click(app, scene.next_button.rect.center)
    click(app, scene.next_button.rect.center)
    click(app, scene.back_button.rect.center)
    assert scene.index == 3 and shown(scene) == engine_at(session, 3)

    k, row = scene.row_rects[4]  # a click in the turn list goes to that turn's first move
    click(app, row.center)
    first = scene.review.turns[k].first
    assert scene.index == first and shown(scene) == engine_at(session, first)
    key(app, pygame.K_DOWN)
    assert scene.index == scene.review.turns[k + 1].first
    key(app, pygame.K_END)
    assert scene.index == total

    # the analysis fills in while the review is open; each turn says "analysing…" until then
    pending = [k for k in range(len(scene.review.turns)) if scene.turn_pending(k)]
    assert pending
    wait_for_analysis(app, scene)
    people = [i for i, e in enumerate(session.history) if e.player == 0]
    assert set(scene.people_decisions) == set(people) and set(people) <= set(scene.results)
    assert not any(scene.turn_pending(k) for k in range(len(scene.review.turns)))
    assert scene.keys, "the easy player's worst moves are marked"
    worst = max(scene.keys, key=lambda i: scene.keys[i])
    assert all(scene.drop(i) <= scene.keys[worst] for i in people if scene.drop(i) is not None)
    key_turn = scene.review.turn_of(worst)
    assert scene.turn_key(key_turn) == (worst, scene.keys[worst])
    key(app, pygame.K_HOME)
    for _ in range(40):  # the wheel over the list brings the marked turn into view
        if any(kk == key_turn for kk, _ in scene.row_rects):
            break
        pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], frames=1)
    row = next(r for kk, r in scene.row_rects if kk == key_turn)
    click(app, row.center)  # a marked turn's row goes straight to its key moment
    assert scene.index == worst
    lines = [text for text, _ in scene.detail_lines()]
    assert any("Win chance" in line for line in lines) and any("key moment" in line for line in lines)
    assert shown(scene) == engine_at(session, worst)
    # the marked row says so under the pointer
    row = next(r for kk, r in scene.row_rects if kk == key_turn)
    assert "Key moment" in (scene.tooltip_at(row.center) or "")

    click(app, scene.close_button.rect.center)
    assert app.stack.top is over  # back on the game-over screen


def test_the_analysis_is_the_same_for_the_same_game() -> None:
    session = finished("metaversus", seed=2)
    mine = [i for i, e in enumerate(session.history) if e.player == 0]
    g = game.new_game("metaversus", players=2, seed=2)
    answers = []
    for i, entry in enumerate(session.history):
        if i in mine[:40]:
            state, played = g.to_dict(), entry.action.to_dict()
            once = analyse("metaversus", state, 0, played, decision_seed(2, i), 8)
            again = analyse("metaversus", json.loads(json.dumps(state)), 0, played, decision_seed(2, i), 8)
            assert once == again
            answers.append(once)
        g.apply(entry.action)
    assert any(a["kind"] == "searched" for a in answers)


def test_review_of_an_unfinished_saved_game_from_the_saved_games_list() -> None:
    session = GameSession("legendary", players=2, seed=3, meta={"seats": ["person", "normal"]})
    storage.attach(session)
    agent = make_agent("legendary", "normal", 3)
    for _ in range(40):
        p = session.game.to_move
        assert p is not None
        session.apply(agent.choose(session.game, p))
    assert session.flush_autosave()
    app = make_app(size=SMALL)
    listing = SavedGamesScene(app)
    start(app, listing)
    assert len(listing.review_buttons) == 1
    click(app, listing.review_buttons[0][0].rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    assert not scene.review.finished and scene.review.total == 40
    assert "Unfinished" in scene.view_note()
    assert scene.board is not None and scene.board.viewer_at(10) == 0  # only the person's view
    click(app, scene.first_button.rect.center)
    for _ in range(10):
        key(app, pygame.K_RIGHT)
    assert shown(scene) == engine_at(session, 10)
    assert scene.board.table.viewer == 0
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)], frames=2)
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=SMALL, w=SMALL[0], h=SMALL[1])], frames=2)
    assert scene.index == 10 and shown(scene) == engine_at(session, 10)
    assert scene.board_picture is not None and scene.board_picture.get_size() == scene.layout()["board"].size
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is listing
    assert session.autosave_path is not None and session.autosave_path.exists()  # left as it was


def test_review_of_a_finished_game_from_its_row() -> None:
    session = finished("metaversus", seed=6)
    storage.attach(session)
    session.autosave()
    assert session.flush_autosave()
    app = make_app(lang="ko", size=SMALL)
    listing = SavedGamesScene(app)
    start(app, listing)
    click(app, listing.finished_tab.rect.center)
    assert listing.show_finished and len(listing.review_buttons) == 1
    click(app, listing.review_buttons[0][0].rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene) and scene.review.finished
    assert scene.board is not None
    computer_turn = next(i for i, e in enumerate(session.history) if e.player == 1)
    scene.go(computer_turn)
    pump(app, frames=1)
    assert scene.board.table.viewer == 1  # a finished game hides nothing: the computer's hand too
    assert scene.board.table.draw_viewer == 1
    # the list of turns is headed in the duel's own word, as its rows say "N번째 차례"
    assert storage.game_text(app, "review.turns", scene.review.name) == "차례"
    assert storage.game_text(app, "review.turns", "dicemasters") == "턴"
    assert "차례" in scene.turn_label(1)


def test_a_damaged_save_gives_a_message_not_a_crash() -> None:
    session = GameSession("dicemasters", seed=8, meta={"seats": ["person", "normal"]})
    storage.attach(session)
    for _ in range(6):
        session.apply(session.game.legal_actions()[0])
        assert session.flush_autosave()
    app = make_app(size=SMALL)
    listing = SavedGamesScene(app)
    start(app, listing)
    path = session.autosave_path
    assert path is not None
    for p in (path, path.with_name(path.name + ".bak")):
        if p.exists():
            p.write_text('{"format": "dice-and-deck-save", "version": 3, "actions": [')
    click(app, listing.review_buttons[0][0].rect.center)
    pump(app, frames=2)
    assert app.stack.top is listing
    assert any(t.kind == "error" for t in app.toasts)
    kept = [p.name for p in games_dir().iterdir() if ".damaged-" in p.name]
    assert kept  # the damaged file is kept aside, not deleted


@pytest.mark.parametrize("name", ["legendary", "metaversus"])
def test_an_unfinished_game_of_several_people_shows_no_hand(name: str) -> None:
    """The game may still be played on: nobody's secret cards are drawn at any decision."""
    session = GameSession(name, players=2, seed=9, meta={"seats": ["person", "person"]})
    storage.attach(session)
    agent = make_agent(name, "normal", 9)
    for _ in range(30):
        p = session.game.to_move
        assert p is not None
        session.apply(agent.choose(session.game, p))
    assert session.flush_autosave() and session.autosave_path is not None
    app = make_app(size=SMALL)
    assert review.open_review(app, session.autosave_path)
    pump(app, frames=1)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene) and "every hand stays hidden" in scene.view_note()
    assert scene.board is not None and scene.board.table is not None
    table = scene.board.table
    click(app, scene.first_button.rect.center)
    for i in range(30):
        table.private_drawn.clear()
        scene.go(i)
        pump(app, frames=1)
        assert table.viewer == -1 and not table.private_drawn, f"a hand drawn at decision {i}"


def test_a_finished_game_of_several_people_shows_each_hand_at_its_decisions() -> None:
    session = GameSession("legendary", players=2, seed=9, meta={"seats": ["person", "person"]})
    agent = make_agent("legendary", "normal", 9)
    while not session.game.is_over:
        p = session.game.to_move
        assert p is not None
        session.apply(agent.choose(session.game, p))
    app = make_app(size=SMALL)
    assert review.review_session(app, session, background=False)
    pump(app, frames=1)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene) and scene.board is not None
    seen = set()
    for i in range(0, scene.review.total, 7):
        scene.go(i)
        scene.board.table.private_drawn.clear()
        pump(app, frames=1)
        seen |= scene.board.table.private_drawn
        assert scene.board.table.private_drawn <= {session.history[i].player}
    assert seen == {0, 1}
