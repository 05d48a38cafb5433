"""Named team files: round trip, safe file names, and the engine's verdict on a team."""

from __future__ import annotations

import json

from scenes.dicemasters import teams
from scenes.dicemasters.teambuilder import team_messages
from scenes.i18n import Translator


def test_a_team_round_trips_and_korean_names_stay_readable():
    team = teams.Team("거미줄 팀!", {"avx-016": 3, "avx-007": 2}, ["avx-027", "avx-031"], "tournament")
    path = teams.save_team(team)
    assert path.name.startswith("거미줄_팀-") and path.suffix == ".json" and path.parent == teams.teams_dir()
    assert teams.load_team(path) == team
    assert not list(path.parent.glob("*.tmp")) and not list(path.parent.glob("*.bak"))
    assert [e.team for e in teams.list_teams()] == [team]


def test_a_file_of_the_wrong_shape_is_refused_with_its_reason():
    path = teams.teams_dir() / "x.json"
    path.write_text(
        json.dumps(
            {
                "format": "dice-and-deck-dm-team",
                "version": 1,
                "name": "X",
                "cards": {"avx-001": "two"},
                "actions": [],
            }
        ),
        encoding="utf-8",
    )
    entry = teams.list_teams()[0]
    assert entry.team is None and "x.json, field cards.avx-001: must be a whole number" in entry.error
    assert path.exists() and entry.path == path  # listed with its reason, never deleted


def test_the_engine_has_the_final_word():
    assert teams.engine_check("tournament", {"avx-016": 3}, ["avx-027", "avx-031"]) is None
    assert (
        teams.engine_check("basic", {"avx-016": 3}, ["avx-027", "avx-031"])
        == "the format needs exactly 6 cards, not 1"
    )
    assert teams.engine_check("basic", {"avx-016": 2, "avx-017": 2}, ["avx-027", "avx-031"]) == (
        'two cards with the same name (Spider-Man: "Tiger" and Spider-Man: Webhead)'
    )
    refused = teams.engine_check(
        "basic", {"avx-016": 4, "avx-001": 4, "avx-004": 4, "avx-007": 4}, ["avx-027", "avx-031"]
    )
    assert refused == "16 dice, over the format's total of 15"


def test_a_tournament_team_loaded_for_basic_is_flagged_as_you_look_at_it():
    t = Translator("en")
    big = {"avx-016": 4, "avx-001": 4, "avx-004": 4, "avx-007": 4, "avx-010": 2, "avx-013": 1, "avx-019": 1}
    kinds = [(kind, text) for kind, text in team_messages(t, "en", "basic", big, ["avx-027", "avx-031"])]
    assert ("error", "7 cards, over the format's 6") in kinds
    assert ("error", "20 dice, over the format's total of 15") in kinds
    assert not [
        m for m in team_messages(t, "en", "tournament", big, ["avx-027", "avx-031"]) if m[0] == "error"
    ]


def test_the_card_face_draws_every_card_at_the_builders_sizes():
    import pygame

    from game.dicemasters.cards import CARDS
    from scenes.dicemasters import teambuilder

    pygame.font.init()
    for cid in CARDS:
        for lang in ("en", "ko"):
            for size in ((96, 134), (61, 85)):  # 1600×900 and 1024×640
                face = teambuilder.card_face(cid, lang, size, 2)
                assert face.get_size() == size
