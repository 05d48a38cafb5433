"""The Legendary setup offers every computer level, expert included, in both languages: a
button per level where the window has room, and in a narrow one "Person" and one computer
button that steps through the levels; each level's tooltip says what to expect."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.agents import agent_levels
from scenes.legendary.setup import SMALL_FONT, LegendarySetup
from sprites import fonts

from ..shell.helpers import click, make_app, pump, start

LEVELS = list(agent_levels("legendary"))


def open_setup(lang: str, size: tuple[int, int], players: str = "5") -> tuple[Any, LegendarySetup]:
    app = make_app(lang, size)
    setup = LegendarySetup(app)
    start(app, setup)
    setup.choose("players", players)
    pump(app, frames=1)
    return app, setup


def test_expert_is_a_level_of_its_own() -> None:
    assert LEVELS[-1] == "expert" and "hard" in LEVELS


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_wide_window_has_a_button_per_level_with_what_to_expect(lang: str) -> None:
    app, setup = open_setup(lang, (1920, 1080))
    assert not setup.level_buttons
    for i in range(5):
        for level in LEVELS:
            b = setup.toggles[(f"seat{i}", level)]
            assert b.text == setup.level_label(level)
            assert b.tool_tip_text and app.t(f"agent.tip.{level}") in b.tool_tip_text
    assert app.t("agent.expert") == {"en": "Expert", "ko": "전문가"}[lang]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_seat_rows_stay_in_their_column_at_the_smallest_window(lang: str) -> None:
    app, setup = open_setup(lang, (1024, 640))
    right = setup.columns[1][0]
    buttons = [b for (g, _), b in setup.toggles.items() if g.startswith("seat")]
    buttons += list(setup.level_buttons.values())
    assert buttons
    for b in buttons:
        assert fonts.text_width(b.text, SMALL_FONT, True) + 14 <= b.rect.w, (b.text, b.rect.w)
        assert b.rect.right <= right
    for entry in setup.name_entries:
        assert entry.rect.w >= 72


def test_the_computer_button_steps_through_the_levels() -> None:
    app, setup = open_setup("en", (1024, 640))
    assert setup.level_buttons, "the narrow English window has no room for six buttons a seat"
    b = setup.level_buttons[1]
    assert setup.seats[1] == "normal" and b.is_selected
    assert b.text == app.t("lg_setup.computer_level", level=app.t("agent.normal"))
    seen = []
    for _ in LEVELS:
        click(app, setup.level_buttons[1].rect.center)
        seen.append(setup.seats[1])
        b = setup.level_buttons[1]
        assert b.text == app.t("lg_setup.computer_level", level=setup.level_label(seen[-1]))
        assert app.t(f"agent.tip.{seen[-1]}") in b.tool_tip_text
        assert setup.tooltip_at(b.get_abs_rect().center) == b.tool_tip_text, "lit, and still says its level"
    assert seen == LEVELS[LEVELS.index("normal") + 1 :] + LEVELS[: LEVELS.index("normal") + 1]
    assert setup.name_entries[1].get_text() == app.t("seat.agent_named", n=2, level=app.t("agent.normal"))
    # a person's seat becomes the computer its button shows, and back
    click(app, setup.toggles[("seat0", "person")].rect.center)
    assert setup.seats[0] == "person" and not setup.level_buttons[0].is_selected
    click(app, setup.level_buttons[0].rect.center)
    assert setup.seats[0] == "normal"
    click(app, setup.level_buttons[0].rect.center)
    click(app, setup.level_buttons[0].rect.center)
    assert setup.seats[0] == "expert"
    click(app, setup.toggles[("seat0", "person")].rect.center)
    click(app, setup.level_buttons[0].rect.center)
    assert setup.seats[0] == "expert", "the level last chosen comes back"
    click(app, setup.start_button.rect.center)
    pump(app, frames=2)
    table = app.stack.top
    assert getattr(table, "seats", None) == ["expert", "normal", "normal", "normal", "normal"]


def _look(b: Any) -> str:
    return str(b.drawable_shape.active_state.state_id)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_first_game_presets_stay_greyed_after_a_seat_changes(size: tuple[int, int]) -> None:
    """With the first-game setup chosen, the Mastermind, Scheme and group buttons may not be
    pressed and must look so after any other choice redraws the rows (pygame_gui's ``select``
    used to restyle them as usable), and each looks chosen again once the preset is off."""
    app, setup = open_setup("en", size, players="2")
    assert setup.first_game
    rows = ("mastermind", "scheme", "heroes", "villains", "henchmen")

    def preset_buttons() -> list[Any]:
        return [b for group in rows for b in setup.buttons_of(group).values()]

    assert preset_buttons()
    assert {_look(b) for b in preset_buttons()} == {"disabled"}
    if setup.level_buttons:
        click(app, setup.level_buttons[1].get_abs_rect().center)
    else:
        click(app, setup.toggles[("seat1", "hard")].get_abs_rect().center)
    assert setup.seats[1] != "normal"  # the click reached the seat's button
    pump(app, frames=2)
    assert {_look(b) for b in preset_buttons()} == {"disabled"}
    click(app, setup.toggles[("players", "3")].get_abs_rect().center)
    pump(app, frames=2)
    assert {_look(b) for b in preset_buttons()} == {"disabled"}
    assert not any(b.is_enabled for b in preset_buttons())
    setup.choose("flags", "first_game")  # the preset off: the rows are choices again
    pump(app, frames=1)
    assert not setup.first_game
    looks = {_look(b) for b in setup.buttons_of("mastermind").values()}
    assert "disabled" not in looks and "selected" in looks
    assert _look(setup.buttons_of("mastermind")["random"]) == "selected"
