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
    """The builder words the engine's own reason (validate_team's TeamError), in both languages."""
    big = {"avx-016": 4, "avx-001": 4, "avx-004": 4, "avx-007": 4, "avx-010": 2, "avx-013": 1, "avx-019": 1}
    en = team_messages(Translator("en"), "en", "basic", big, ["avx-027", "avx-031"])
    assert en[0] == ("error", "7 cards, over the format's 6")
    assert teams.engine_check("basic", big, ["avx-027", "avx-031"]) == "7 cards, over the format's 6"
    ko = team_messages(Translator("ko"), "ko", "basic", big, ["avx-027", "avx-031"])
    assert ko[0][0] == "error" and "7" in ko[0][1] and "6" in ko[0][1] and "over" not in ko[0][1]
    assert not [
        m
        for m in team_messages(Translator("en"), "en", "tournament", big, ["avx-027", "avx-031"])
        if m[0] == "error"
    ]


def test_every_reason_the_engine_gives_is_worded_in_both_languages():
    from game.dicemasters.team_rules import TeamProblem
    from scenes.dicemasters.team_checks import engine_problem, problem_text

    acts = ["avx-027", "avx-031"]
    cases = {
        "unknown_card": {"nope": 1},
        "not_team_card": {"avx-027": 1},
        "same_name": {"avx-016": 1, "avx-017": 1},
        "no_die": {"avx-016": 0},
        "over_max": {"avx-016": 5},
        "no_cards": {},
        "over_cards": {
            c: 1 for c in ("avx-001", "avx-004", "avx-007", "avx-010", "avx-013", "avx-016", "avx-019")
        },
        "over_dice": {"avx-001": 4, "avx-004": 4, "avx-007": 4, "avx-010": 4},
        "cards_exact": {"avx-016": 1},
    }
    for code, cards in cases.items():
        problem = engine_problem("basic", cards)
        assert isinstance(problem, TeamProblem) and problem.code == code, (code, problem)
        for lang in ("en", "ko"):
            text = problem_text(Translator(lang), lang, "basic", cards, problem)
            assert text and "{" not in text and "dm_ui." not in text
        assert teams.engine_check("basic", cards, acts) is not None
    six = {c: 1 for c in ("avx-001", "avx-004", "avx-007", "avx-010", "avx-013", "avx-016")}
    assert engine_problem("basic", six).code == "dice_exact"
    assert engine_problem("tournament", six) is None


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


OLD_FILE = """{
  "format": "dice-and-deck-dm-team",
  "version": 1,
  "name": "Web and smash",
  "team_format": "basic",
  "cards": {"avx-016": 3, "avx-007": 3, "avx-013": 3, "avx-020": 2, "avx-001": 2, "avx-010": 2},
  "actions": ["avx-027", "avx-031"]
}
"""


def test_a_team_saved_before_the_whole_set_loads_in_the_builder_and_plays():
    """A file written by the starter-only builder (same format and version) loads as it was, in
    the builder through the mouse, and the engine takes it."""
    from scenes.dicemasters.teambuilder import TeamBuilderScene
    from tests.shell.helpers import click, make_app, start

    path = teams.teams_dir() / "Web_and_smash-old.json"
    path.write_text(OLD_FILE, encoding="utf-8")
    entry = teams.list_teams()[0]
    assert entry.team is not None and entry.team.name == "Web and smash" and entry.team.format == "basic"
    app = make_app("en", (1024, 640))
    builder = TeamBuilderScene(app, "basic", "Ada")
    start(app, builder)
    click(app, builder.saved_list.item_list_container.elements[0].rect.center)
    click(app, builder.load_button.rect.center)
    assert builder.cards == entry.team.cards and builder.actions == ["avx-027", "avx-031"]
    assert builder.messages()[-1][0] == "ok"
    assert teams.engine_check("basic", builder.cards, builder.actions) is None


def test_a_team_with_an_action_card_round_trips():
    team = teams.Team("Hammer", {"avx-097": 3, "avx-022": 2}, ["avx-027", "avx-031"], "tournament")
    path = teams.save_team(team)
    assert teams.load_team(path) == team
    assert teams.engine_check("tournament", team.cards, team.actions) is None


def test_a_team_with_all_its_dice_is_not_told_it_has_room_for_a_card() -> None:
    """Each card needs a die: 7 cards and 20 dice leave no room for an eighth card."""
    full = {"avx-040": 3, "avx-041": 3, "avx-045": 3, "avx-047": 3, "avx-048": 3, "avx-050": 3, "avx-060": 2}
    acts = ["avx-031", "avx-032"]
    kinds = [kind for kind, _ in team_messages(Translator("en"), "en", "tournament", full, acts)]
    assert kinds == ["ok"]
    short = dict(full, **{"avx-060": 1})
    for lang in ("en", "ko"):
        said = team_messages(Translator(lang), lang, "tournament", short, acts)
        assert said[0][0] == "warn" and "7/8" in said[0][1] and "19/20" in said[0][1]


def test_a_cards_tooltip_holds_its_whole_printed_text_and_never_a_missing_one() -> None:
    from game.dicemasters.cards import CARDS
    from scenes.dicemasters.team_faces import tooltip_text

    for cid, card in CARDS.items():
        for lang in ("en", "ko"):
            tip = tooltip_text(cid, lang)
            assert "None" not in tip.split("\n"), cid
            for key in ("text", "burst1", "burst2", "global"):
                if card.texts[lang].get(key):
                    assert card.texts[lang][key] in tip, (cid, key)
    assert tooltip_text("avx-068", "en").split("\n")[1].startswith("* If Colossus damaged")
