"""The packs and their combinations (spec §4.1) and the newcomer rule (§4.2)."""

from __future__ import annotations

import pytest

from game.core.errors import OptionError
from game.metaversus.cards import COMBINATIONS, PACK_INFO, PackKind, base_of, expansion_of, pack_choices

from .helpers import new


def test_the_guide_offers_five_combinations_beginner_first_and_for_newcomers():
    assert [c.packs for c in COMBINATIONS] == [
        "beginner",
        "beginner+casual",
        "beginner+casual+vanilla",
        "beginner+casual+aether",
        "beginner+casual+vanilla+aether",
    ]
    assert [c.newcomers for c in COMBINATIONS] == [True, False, False, False, False]
    assert pack_choices()[0] == "beginner"
    for combo in COMBINATIONS:
        exp = expansion_of(combo.packs)
        assert base_of(combo.packs).startswith("beginner")
        assert (exp is not None) == ("aether" in combo.packs)
    assert PACK_INFO["aether"].kind is PackKind.EXPANSION and PACK_INFO["aether"].tile is not None
    assert all(p.identity["en"] and p.identity["ko"] for p in PACK_INFO.values())


@pytest.mark.parametrize("seat", [0, 1])
def test_a_newcomer_goes_second_whatever_the_coin_says(seat):
    for seed in range(6):
        g = new(seed, first_player="random", newcomer=f"p{seat}")
        assert g.first == 1 - seat


def test_a_newcomer_cannot_be_told_to_go_first():
    with pytest.raises(OptionError, match="newcomer .* goes second"):
        new(1, first_player="p0", newcomer="p0")
    assert new(1, first_player="p1", newcomer="p0").first == 1
