"""Cards as data plus checked code: the loader and the programs registered by card id refuse
every way the two can disagree, and the computer player values every card."""

from __future__ import annotations

import pytest

from game.core.cards import Ability, CardDataError
from game.metaversus import agent
from game.metaversus.cards import (
    CARDS,
    CHARACTERS,
    CHARACTERS_NEEDED,
    EXCHANGE_SLOTS,
    PACKS,
    _load_cards,
    _load_characters,
    card_info,
    characters_of,
    kinds_of,
    pack_choices,
    printed_texts,
)
from game.metaversus.effects import ABILITIES, Defense, Draw, Program, RemoveFromHand
from game.metaversus.engine import MetaVersus
from game.metaversus.resolve import OPS, PROGRAMS, check_programs


def _swap(monkeypatch: pytest.MonkeyPatch, card: str, text: str, program: Program) -> None:
    monkeypatch.setitem(ABILITIES.by_key, (card, ""), Ability(card, text, program))


def test_every_card_and_character_has_exactly_one_program():
    assert ABILITIES.cards() == set(printed_texts()) == set(CARDS) | set(CHARACTERS)
    check_programs()


def test_a_card_without_a_program_is_refused(monkeypatch):
    monkeypatch.delitem(ABILITIES.by_key, ("mv.water.stream", ""))
    with pytest.raises(CardDataError, match=r"mv\.water\.stream has no ability"):
        check_programs()


def test_a_program_without_a_card_is_refused(monkeypatch):
    _swap(monkeypatch, "mv.water.no_such_card", "Draw 1 card.", Program((Draw(1),)))
    with pytest.raises(CardDataError, match=r"mv\.water\.no_such_card, which is not a card"):
        check_programs()


def test_a_quoted_text_that_is_not_the_printed_text_is_refused(monkeypatch):
    _swap(monkeypatch, "mv.water.stream", "Draw 4 cards.", Program((Draw(4),)))
    with pytest.raises(CardDataError, match=r"mv\.water\.stream: the ability quotes 'Draw 4 cards\.'"):
        check_programs()


def test_a_reaction_that_asks_a_decision_is_refused(monkeypatch):
    text = CARDS["mv.sky.aegis"].text["en"]
    _swap(monkeypatch, "mv.sky.aegis", text, Program((Defense(3),), react=(RemoveFromHand(1),)))
    with pytest.raises(CardDataError, match="reaction cannot ask for a decision"):
        check_programs()


def test_a_passive_character_needs_its_hook(monkeypatch):
    cid = "mv.char.colossus"
    _swap(monkeypatch, cid, CHARACTERS[cid].text["en"], Program())
    with pytest.raises(CardDataError, match="passive ability needs a hook"):
        check_programs()


def test_every_step_of_every_program_has_an_interpreter():
    assert all(type(step) in OPS for prog in PROGRAMS.values() for step in prog.steps())


def _card(**changes):
    raw = {
        "id": "mv.water.brook",
        "attribute": "water",
        "type": "action",
        "cost": 2,
        "ap": 1,
        "name": {"en": "Brook", "ko": "개울"},
        "text": {"en": "Draw 1 card.", "ko": "카드 1장을 뽑는다."},
    }
    raw.update(changes)
    basics = [
        {
            "id": c.id,
            "attribute": "neutral",
            "type": c.type,
            "cost": 0,
            "value": c.value,
            "damage": c.damage,
            "basic": True,
            "name": c.name,
            "text": c.text,
        }
        for c in (CARDS["mv.stone"], CARDS["mv.dagger"])
    ]
    return {"pack": "test", "cards": [*basics, raw]}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"type": "spell"}, "'type' must be one of"),
        ({"attribute": "ice"}, "'attribute' must be one of"),
        ({"cost": -1}, "'cost' must be a whole number"),
        ({"ap": None}, "'ap' must be a whole number"),
        ({"text": {"en": "Draw 1 card."}}, "needs 'en' and 'ko'"),
        ({"id": "water.brook"}, "must be a text starting with 'mv.'"),
        ({"agent": {"worth": "high"}}, "agent 'worth' must be a number"),
        ({"agent": {"limit": 0}}, "'limit' must be a whole number of at least 1"),
    ],
)
def test_the_loader_refuses_a_malformed_card(changes, message):
    with pytest.raises(CardDataError, match=message):
        _load_cards(_card(**changes))


def test_the_loader_refuses_a_duplicate_id_and_a_missing_basic():
    data = _card()
    data["cards"].append(dict(data["cards"][-1]))
    with pytest.raises(CardDataError, match="duplicate id"):
        _load_cards(data)
    with pytest.raises(CardDataError, match="basic card mv.dagger is missing"):
        _load_cards({"cards": [_card()["cards"][0]]})


def test_the_loader_refuses_a_draft_without_enough_characters():
    one = {
        "id": "mv.char.x",
        "attribute": "fire",
        "ability": "passive",
        "uses": None,
        "name": {"en": "X", "ko": "X"},
        "text": {"en": "Passive: x.", "ko": "x."},
    }
    with pytest.raises(CardDataError, match="at least"):
        _load_characters({"characters": [one]})


def test_the_computer_player_values_every_card_from_the_data_or_its_effects():
    assert set(agent.BASE) == set(CARDS)
    for cid, c in CARDS.items():
        assert agent.BASE[cid] == (c.agent.worth if c.agent.worth is not None else agent.default_worth(cid))
    # a card with no tuned worth is valued by its printed numbers and effects: more is better
    assert agent.default_worth("mv.water.stream") > agent.default_worth("mv.water.pearl") > 0
    assert agent.AP_GAIN["mv.water.tide_village"] == 2 and "mv.water.stream" not in agent.AP_GAIN
    assert agent.STAR_CARDS["mv.moon.eclipse"] == 2 and agent.STAR_CARDS["mv.moon.crescent_blade"] == 1


def test_a_card_without_a_short_text_shows_its_whole_text_on_small_faces():
    brook = _load_cards(_card())["mv.water.brook"]
    assert brook.short == brook.text
    for cid in [*CARDS, *CHARACTERS]:
        info = card_info(cid, "ko")
        assert info["short"] and len(info["short"]) <= len(info["text"]), cid


def test_a_match_deals_only_the_chosen_packs():
    assert PACKS and pack_choices()[0] == PACKS[0] == MetaVersus.OPTIONS["packs"].default
    for packs in pack_choices():
        names = set(packs.split("+"))
        assert len(kinds_of(packs)) >= EXCHANGE_SLOTS and len(characters_of(packs)) >= CHARACTERS_NEEDED
        assert all(CARDS[k].pack in names for k in kinds_of(packs))
        g = MetaVersus.new(2, 5, packs=packs)
        assert all(CARDS[k].pack in names for k in [*g.exchange, *g.exchange_deck])
        assert all(CHARACTERS[c].pack in names for c in [*g.char_row, *g.char_deck])
