"""Cards as data plus checked code: every card of the data has its code, with the printed text it
implements quoted beside it, and the check at import refuses any disagreement in one message."""

from __future__ import annotations

import pytest

from game.core.cards import Abilities, CardDataError
from game.dicemasters.agents import CARD_VALUE, DEFAULT_VALUE, card_value
from game.dicemasters.cards import CARDS, printed_texts
from game.dicemasters.state import ABILITIES


def test_every_card_has_code_and_every_quote_is_printed_on_its_card() -> None:
    ABILITIES.check(printed_texts())  # what the package does at import; raises on any fault
    assert ABILITIES.cards() == {c for c, t in printed_texts().items() if t}
    printed = printed_texts()
    for ab in ABILITIES.by_key.values():
        assert " ".join(ab.text.split()) in " ".join(printed[ab.card].split()), ab.card


def _copy_of_the_code() -> Abilities:
    copy: Abilities = Abilities("dicemasters")
    copy.by_key = dict(ABILITIES.by_key)
    return copy


def test_a_card_without_code_is_refused() -> None:
    printed = dict(printed_texts(), **{"avx-999": "Deal 9 damage to each player."})
    with pytest.raises(CardDataError, match="avx-999 has no ability"):
        _copy_of_the_code().check(printed)


def test_code_without_a_card_is_refused() -> None:
    code = _copy_of_the_code()
    code.ability("avx-998", "Draw a die.", "action")(lambda g, t: None)
    with pytest.raises(CardDataError, match="avx-998, which is not a card"):
        code.check(printed_texts())


def test_a_quote_the_card_does_not_print_is_refused() -> None:
    printed = printed_texts()
    printed["avx-031"] = "Deal 3 damage to one target character or player."
    with pytest.raises(CardDataError, match="avx-031: the ability quotes"):
        _copy_of_the_code().check(printed)


def test_card_values_come_from_the_data_or_the_faces() -> None:
    for cid, card in CARDS.items():
        assert CARD_VALUE[cid] == card_value(cid) > 0
        if card.value is not None:
            assert CARD_VALUE[cid] == card.value
        elif card.kind == "basic_action":
            assert CARD_VALUE[cid] == DEFAULT_VALUE
    # a character's value is its character faces' mean strength plus half its cost
    beast = CARDS["avx-001"]
    tops = [f for f in beast.faces if f.kind == "character"]
    assert card_value("avx-001") == sum(f.attack + f.defense for f in tops) / len(tops) + beast.cost * 0.5


def _load_changed(tmp_path, change) -> None:
    import json

    from game.dicemasters import cards as C

    data = json.loads(C.DATA_FILE.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    C._load(path, C.BOOSTER_FILE)


def test_the_loader_refuses_bad_agent_hints_values_and_random_flags(tmp_path) -> None:
    def card(data, cid):
        return next(c for c in data["cards"] if c["id"] == cid)

    _load_changed(tmp_path, lambda d: None)  # the file as it is loads
    with pytest.raises(CardDataError, match="unknown agent hint"):
        _load_changed(tmp_path, lambda d: card(d, "avx-027").update(agent={"use": "nuke"}))
    with pytest.raises(CardDataError, match="'value' must be a number"):
        _load_changed(tmp_path, lambda d: card(d, "avx-027").update(value="high"))
    with pytest.raises(CardDataError, match="'random' must be true or false"):
        _load_changed(tmp_path, lambda d: card(d, "avx-001").update(random="no"))
    with pytest.raises(CardDataError, match="'cost' must be a whole number"):
        _load_changed(tmp_path, lambda d: card(d, "avx-001").update(cost=-1))


def test_every_action_card_tells_the_computer_how_to_use_it_or_gets_the_default() -> None:
    for cid, c in CARDS.items():
        if c.kind == "character":
            assert c.hints == type(c.hints)(), cid  # characters are judged by their faces
        if c.hints.global_use:
            assert c.has_global and c.hints.global_value > 0, cid


def test_every_card_of_the_set_has_a_scenario_test() -> None:
    """Each booster card is named by at least one scenario test of the booster test files (the
    starter's are in test_characters and test_basic_actions)."""
    from pathlib import Path

    here = Path(__file__).parent
    scenarios = "".join(p.read_text(encoding="utf-8") for p in sorted(here.glob("test_booster_*.py")))
    starter = "".join(
        (here / name).read_text(encoding="utf-8") for name in ("test_characters.py", "test_basic_actions.py")
    )
    for cid, card in CARDS.items():
        where = starter if card.rarity == "starter" else scenarios
        assert f'"{cid}"' in where, f"{cid} has no scenario test"
