"""The records Legendary and MetaVersus share (``game.core.deck_events``, keyed
``event.core.<kind>``) are said in the words of the game they happen in, each game keeping its
own wording; a game with no words of its own for one says it in the shared words; a game's own
records and the log's own texts keep their keys."""

from __future__ import annotations

import pytest

from game.core.actions import Event
from game.core.deck_events import CardPlayed, Drew, Revealed, Shuffled, TurnStarted
from scenes import log_text
from scenes.i18n import Translator
from scenes.log_text import Said

NAMES = ["Ada", "Bob"]


@pytest.fixture
def tr() -> Translator:
    tr = Translator("en")
    tr.strict = True  # a template filled without one of its fields fails the test
    return tr


def test_a_shared_draw_is_said_in_each_games_own_words(tr: Translator) -> None:
    drew = Drew(player=0, count=2)
    assert drew.label_key() == "event.core.drew"
    assert log_text.label_key(tr, "legendary", drew) == "event.legendary.drew"
    assert log_text.label_key(tr, "metaversus", drew) == "event.metaversus.drew"
    assert log_text.plain(tr, "legendary", drew, NAMES) == "Ada draws 2 cards"
    assert log_text.plain(tr, "legendary", Drew(player=0, count=1), NAMES) == "Ada draws 1 card"
    assert log_text.plain(tr, "metaversus", drew, NAMES) == "Ada draws 2 cards"
    assert log_text.plain(tr, "legendary", drew, NAMES, "ko") == "Ada가 카드 2장을 뽑습니다"
    shuffled = Shuffled(player=1, count=9)
    assert log_text.plain(tr, "metaversus", shuffled, NAMES) == "Bob shuffles 9 cards into a new draw deck"
    assert log_text.plain(tr, "legendary", shuffled, NAMES) == "Bob shuffles the discard pile into a new deck"


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(
    "record", [TurnStarted(player=1, turn=4), Drew(player=0, count=3), Revealed(player=0, card="x")]
)
def test_every_shared_record_has_words_in_both_games_and_of_its_own(
    tr: Translator, record: Event, lang: str
) -> None:
    for game_name in ("legendary", "metaversus"):
        key = log_text.label_key(tr, game_name, record)
        assert key.startswith(f"event.{game_name}.") and tr.has(key, lang)
    # a game without words of its own for it says the shared ones
    assert log_text.label_key(tr, "toy", record) == record.label_key()
    said = log_text.plain(tr, "toy", record, NAMES, lang)
    assert "Bob" in said or "Ada" in said
    assert said != record.kind.replace("_", " ")


def test_a_card_played_names_the_card_in_the_game_it_is_played_in(tr: Translator) -> None:
    played = CardPlayed(player=0, card="shield.agent")
    line = log_text.plain(tr, "legendary", played, NAMES)
    assert line.startswith("Ada plays ") and "shield.agent" not in line


def test_a_games_own_records_and_the_logs_texts_keep_their_keys(tr: Translator) -> None:
    from game.metaversus.records import ResourceGained

    gained = ResourceGained(player=0, resource="gems", amount=3, card="mv.x")
    assert log_text.label_key(tr, "metaversus", gained) == gained.label_key()
    said = Said.of("log.summary", parts=())
    assert log_text.label_key(tr, "legendary", said) == "log.summary"
