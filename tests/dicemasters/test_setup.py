"""Formats and team building: first game, basic, tournament, draft, and clear errors for bad teams."""

from __future__ import annotations

import pytest

import game
from game.core.errors import OptionError

from .helpers import act

# a basic team: exactly 6 cards and 15 dice
BASIC_TEAM = {"avx-013": 4, "avx-001": 3, "avx-009": 2, "avx-017": 2, "avx-020": 2, "avx-024": 2}


def new(**options):
    return game.new_game("dicemasters", seed=11, **options)


def test_first_game_uses_the_fixed_teams_and_life_10() -> None:
    g = new(format="first_game", first_player=1)
    assert g.life == [10, 10] and g.start_life == 10
    assert g.team[1] == ["avx-012", "avx-017"]  # the first player: Human Torch, Spider-Man
    assert g.team[0] == ["avx-003", "avx-004"]  # Beast, Captain America
    assert [len(g.on_card[f"0:{c}"]) for c in g.team[0]] == [2, 2]
    assert g.bac == ["avx-027", "avx-029", "avx-034"]
    assert all(len(g.on_card[f"b{i}"]) == 3 for i in range(3))
    assert sum(1 for d in g.dice.values() if d.card == "sidekick" and d.owner == 0) == 8
    assert g.active == 1 and g.turn == 1


def test_basic_and_tournament_life_and_center() -> None:
    g = new(
        format="basic",
        first_player=0,
        team0=BASIC_TEAM,
        actions0=["avx-026", "avx-031"],
        team1={"avx-009": 4, "avx-002": 3, "avx-005": 2, "avx-011": 2, "avx-018": 2, "avx-021": 2},
        actions1=["avx-031", "avx-033"],
    )
    assert g.life == [15, 15]
    # a card picked by both players gives two sets of three dice
    assert g.bac == ["avx-026", "avx-031", "avx-031", "avx-033"]
    assert g.observation(0)["players"][0]["cards"][0] == {
        "card": "avx-013",
        "name": "Iron Man: Inventor",
        "dice_left": 4,
        "cost": 4,
        "energy": "shield",
        "payers": [],  # nothing can be bought while the dice are being rerolled
    }
    t = new(format="tournament", first_player=0)
    assert t.life == [20, 20]
    for p in (0, 1):
        assert len(t.team[p]) <= 8 and sum(len(t.on_card[f"{p}:{c}"]) for c in t.team[p]) == 20


@pytest.mark.parametrize(
    "team, message",
    [
        ({"avx-013": 2, "avx-014": 2}, "same name"),
        ({"avx-013": 5}, "over its Max"),
        ({"avx-013": 4, "avx-001": 4, "avx-009": 4, "avx-017": 4}, "over the format's total"),
        ({"avx-013": 0}, "has no die"),
        ({"avx-199": 1}, "unknown card"),
        ({"avx-027": 1}, "basic action card"),
    ],
)
def test_invalid_teams_raise_one_clear_error(team, message) -> None:
    with pytest.raises(OptionError, match=message):
        new(format="basic", team0=team)


def test_team_strings_and_bad_basic_action_picks() -> None:
    g = new(
        format="basic",
        team0="avx-013:4, avx-001:3, avx-009:2, avx-017:2, avx-020:2, avx-024:2",
        first_player=0,
    )
    assert g.team[0] == ["avx-013", "avx-001", "avx-009", "avx-017", "avx-020", "avx-024"]
    with pytest.raises(OptionError, match="two different"):
        new(format="basic", actions0=["avx-026", "avx-026"])
    with pytest.raises(OptionError, match="fixed teams"):
        new(format="first_game", team0={"avx-013": 1})
    with pytest.raises(OptionError, match="first_player"):
        new(first_player=3)


def test_random_first_player_comes_from_the_seed() -> None:
    firsts = {game.new_game("dicemasters", seed=s).first_player for s in range(12)}
    assert firsts == {0, 1}
    assert (
        game.new_game("dicemasters", seed=4).first_player == game.new_game("dicemasters", seed=4).first_player
    )


def test_draft_second_player_picks_first_and_dice_are_capped() -> None:
    g = new(format="draft", draft_size=8, first_player=0, draft_actions=4, draft_stacks="all")
    assert g.life == [8, 8] and len(g.bac) == 4 and g.step == "draft"
    assert g.to_move == 1  # the second player picks first
    act(g, "draft_pick", card="avx-013")
    # the whole Iron Man stack leaves the table
    assert not [c for c in g.draft["available"] if c.startswith("avx-01") and c in ("avx-014", "avx-015")]
    assert [a.count for a in g.legal_actions()] == [4, 3, 2, 1, 0]
    act(g, "draft_dice", card="avx-013", count=4)
    assert g.to_move == 0
    act(g, "draft_pick", card="avx-007")
    act(g, "draft_dice", card="avx-007", count=0)  # a card without dice is not used
    act(g, "draft_pick", card="avx-001")
    act(g, "draft_dice", card="avx-001", count=4)
    act(g, "draft_pick", card="avx-022")
    assert [a.count for a in g.legal_actions()] == [4, 3, 2, 1, 0]
    act(g, "draft_dice", card="avx-022", count=4)
    # player 1 is full (8 dice): the rest of their picks take no dice
    while g.step == "draft":
        act(
            g,
            g.legal_actions()[0].kind,
            **({"card": g.legal_actions()[0].card} if hasattr(g.legal_actions()[0], "card") else {}),
        )
    assert g.team[1] == ["avx-013", "avx-001"] and "avx-007" not in g.team[0]
    assert sum(len(g.on_card[f"1:{c}"]) for c in g.team[1]) == 8
    assert g.turn == 1 and g.active == 0


def test_draft_size_is_checked() -> None:
    with pytest.raises(OptionError, match="8-20"):
        new(format="draft", draft_size=25)


def test_a_card_the_data_keeps_from_random_setups_is_dealt_only_when_named() -> None:
    from game.dicemasters import cards as C

    kept = [c for c in C.CARDS.values() if not c.random]
    assert set(C.RANDOM_CHARACTERS) == {c for c in C.CHARACTER_CARDS if C.CARDS[c].random}
    assert set(C.RANDOM_ACTIONS) == {c for c in C.BASIC_ACTION_CARDS if C.CARDS[c].random}
    for seed in range(30):
        g = game.new_game("dicemasters", seed=seed, format="tournament")
        d = game.new_game("dicemasters", seed=seed, format="draft")
        dealt = set(g.bac) | set(g.team[0]) | set(g.team[1]) | set(d.bac) | set(d.draft["available"])
        assert not dealt & {c.id for c in kept}
        assert dealt <= set(C.RANDOM_TEAM_CARDS) | set(C.RANDOM_ACTIONS)
