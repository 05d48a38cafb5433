"""No placeholder leaks: seeded random playouts of every game describe every legal action (said of
the deciding player) and every event in both languages through the log's own functions, and find
no "{", no "}", no generic Korean particle and no raw card id; the tables say their moves, hints
and "what the computer weighed" with the mover's name."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game
from game.core.actions import Action, Event
from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import josa, log_text, registry
from scenes.i18n import LANGUAGES, MISSING_VALUE, Translator

from .helpers import key, make_app, pump, start, wait_for_hint

registry.load_all()

CASES: list[tuple[str, int, dict[str, Any]]] = [
    ("dicemasters", 2, {"format": "first_game"}),
    ("dicemasters", 2, {"format": "basic"}),
    ("dicemasters", 2, {"format": "tournament"}),
    ("dicemasters", 2, {"format": "draft"}),
    ("legendary", 1, {}),
    ("legendary", 2, {}),
    ("legendary", 3, {}),
    ("metaversus", 2, {}),
]
SEEDS = range(3)
STEP_LIMIT = 4000
LATIN = ["Ada", "Bob", "Kyle"]
HANGUL = ["민준", "서연", "하늘"]


def playout(name: str, players: int, options: dict[str, Any], seed: int) -> Iterator[tuple[Any, int | None]]:
    """Every record a person could read in one random game: the opening events, each legal action
    at every step (with the player deciding it), and the events each move caused."""
    g = game.new_game(name, players=players, seed=seed, **options)
    agent = make_agent(name, "random", seed)
    for raw in getattr(g, "opening_events", None) or []:
        yield (raw if isinstance(raw, Event) else Event.from_dict(raw, game=name)), None
    for _ in range(STEP_LIMIT):
        if g.is_over:
            return
        p = g.to_move
        for action in g.legal_actions():
            yield action, p
        for event in g.apply(agent.choose(g, p)):
            yield event, None
    raise AssertionError(f"{name} seed {seed} did not finish in {STEP_LIMIT} steps")


def card_ids(record: Any) -> list[str]:
    out = []
    for f in dataclasses.fields(record):
        value = getattr(record, f.name)
        if (f.name == "card" or f.name.endswith("_card")) and isinstance(value, str):
            out.append(value)
    return out


def problems_in(text: str, record: Any, lang: str) -> list[str]:
    found = []
    if "{" in text or "}" in text:
        found.append("raw placeholder")
    if MISSING_VALUE in text:
        found.append("missing parameter")
    if lang == "ko" and josa.has_generic(text):
        found.append("generic particle")
    for card in card_ids(record):
        if card and card in text and any(c in card for c in "._-"):
            found.append(f"raw card id {card}")
    return found


def test_every_action_and_event_of_seeded_playouts_is_fully_worded() -> None:
    tr = Translator("en")
    tr.strict = True  # a missing parameter raises here, whatever the environment says
    seen: dict[str, set[tuple[Any, int | None]]] = {}
    for name, players, options in CASES:
        records = seen.setdefault(name, set())
        for seed in SEEDS:
            records.update(playout(name, players, options, seed))
    texts: set[str] = set()
    bad: list[tuple[str, str, str, list[str]]] = []
    keys: set[str] = set()
    for name, records in seen.items():
        for lang in LANGUAGES:
            seat_names = [[tr("seat.default", lang, n=i + 1) for i in range(3)], LATIN, HANGUL]
            for record, player in records:
                keys.add(record.label_key())
                for names in seat_names:
                    text = log_text.plain(tr, name, record, names, lang, player=player)
                    texts.add(text)
                    found = problems_in(text, record, lang)
                    if found:
                        bad.append((lang, record.label_key(), text, found))
                    if player is not None and "{player}" in (tr.template(record.label_key(), lang) or ""):
                        assert names[player] in text, (record, text)  # said of the one who decides
    assert bad == []
    assert len(texts) > 3000
    # the playouts reach most kinds of every game: the check is not vacuous
    for name in seen:
        kinds = {k for (g, k) in Action._registry if g == name} | {
            k for (g, k) in Event._registry if g == name
        }
        reached = {k.rsplit(".", 1)[-1] for k in keys if k.split(".")[1] == name}
        assert len(reached & kinds) >= 0.6 * len(kinds), (name, sorted(kinds - reached))


def test_a_record_without_its_player_is_refused_rather_than_shown_raw() -> None:
    tr = Translator("ko")
    tr.strict = True
    g = game.new_game("metaversus", players=2, seed=1)
    action = g.legal_actions()[0]
    assert "player" not in action.label_params()
    with pytest.raises(KeyError, match="player"):
        log_text.plain(tr, "metaversus", action, ["Ada", "Bob"], "ko")
    assert "Bob" in log_text.plain(tr, "metaversus", action, ["Ada", "Bob"], "ko", player=1)


SAMPLE_CARD = {
    "dicemasters": "avx-003",
    "legendary": "sentinel.sentinel",
    "metaversus": "mv.stone",
    "core": "x",
}


def sample_record(cls: type, game_name: str) -> Any:
    """One instance of a record kind with plausible values: seat 1, a real card, the number 3."""
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
        card_field = f.name == "card" or f.name.endswith("_card")
        if kind.startswith("tuple"):
            values[f.name] = (1, 0) if "int" in kind else (SAMPLE_CARD[game_name],)
        elif kind == "int":
            values[f.name] = 1 if f.name in log_text.PLAYER_FIELDS else 3
        else:
            values[f.name] = SAMPLE_CARD[game_name] if card_field else "x"
    return cls(**values)


def test_every_kind_of_record_is_fully_worded_even_those_playouts_rarely_reach() -> None:
    tr = Translator("en")
    tr.strict = True
    count = 0
    for base in (Action, Event):
        for (game_name, _kind), cls in base._registry.items():
            record = sample_record(cls, game_name)
            for lang in LANGUAGES:
                for names in (LATIN, HANGUL):
                    text = log_text.plain(tr, game_name, record, names, lang, player=0)
                    assert problems_in(text, record, lang) == [], (record, text)
                    count += 1
    assert count >= 4 * 130


# -- on the tables --------------------------------------------------------------------------------
TABLE_CASES: list[tuple[str, dict[str, Any]]] = [
    ("dicemasters", {"format": "first_game"}),
    ("legendary", {}),
    ("metaversus", {}),
]


def open_played_table(
    name: str, options: dict[str, Any], lang: str, seats: list[str], steps: int
) -> tuple[Any, Any]:
    """A table of ``name`` on an app in ``lang`` after ``steps`` random moves, with a person to move
    (one person and a computer that waits: no hand-off curtain comes between)."""
    session = GameSession(
        name, players=2, seed=5, options=options, meta={"seats": seats, "names": ["Ada", "Bob"]}
    )
    agent = make_agent(name, "random", 5)
    for played in range(steps + 200):
        g = session.game
        assert not g.is_over
        if played >= steps and seats[g.to_move] == "person" and len(g.legal_actions()) > 1:
            break
        session.apply(agent.choose(g, g.to_move))
    app = make_app(lang)
    app.settings.animation_speed = 0.0
    app.settings.agent_delay = 30.0  # the computer waits: the test reads the table as it is
    table = registry.TABLES[name](app, session)
    start(app, table)
    pump(app, frames=2)
    return app, table


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name, options", TABLE_CASES)
def test_the_table_says_every_move_and_the_hint_with_the_movers_name(
    name: str, options: dict[str, Any], lang: str
) -> None:
    app, table = open_played_table(name, options, lang, ["person", "normal"], 40)
    g = table.game
    assert not g.is_over and g.to_move is not None
    mover = table.names[g.to_move]
    for action in g.legal_actions():
        text = table.describe(action)
        assert problems_in(text, action, lang) == [], text
        if "{player}" in (app.tr.template(action.label_key(), lang) or ""):
            assert mover in text, text
    key(app, pygame.K_h)
    wait_for_hint(app, table)
    assert table.hint is not None
    shown = [t.text for t in app.toasts]
    hint = app.t("table.hint", move=table.describe(table.hint))
    assert hint in shown, shown
    assert problems_in(hint, table.hint, lang) == [], hint
    if "{player}" in (app.tr.template(table.hint.label_key(), lang) or ""):
        assert mover in hint, hint


@pytest.mark.parametrize("name, options", TABLE_CASES)
def test_what_the_computer_weighed_is_said_of_the_computer(name: str, options: dict[str, Any]) -> None:
    app, table = open_played_table(name, options, "ko", ["person", "normal"], 60)
    history = table.session.history
    index = next((i for i in range(len(history) - 1, -1, -1) if history[i].player == 1), None)
    if index is None:
        pytest.skip("the computer has not moved yet")
    moved = history[index].action
    table.why[index] = [[moved.to_dict(), 0.71], [moved.to_dict(), 0.42]]
    table.refresh_log()
    pump(app, frames=1)
    rect = next((r for r, line in table.log_panel._drawn if table.log_entries[line] == index), None)
    if rect is None:
        pytest.skip("the computer's move is scrolled out of the log")
    text = table.log_tooltip(rect.center)
    assert text is not None and "0.71" in text
    assert "Bob" in text and "Ada" not in text, text  # the computer (seat 2, "Bob") weighed it
    assert problems_in(text, moved, "ko") == [], text
