"""A seat's default name follows the language ("Player 1" / "플레이어 1", "Computer 2 (Hard)" /
"컴퓨터 2 (어려움)"), at the table and after a save made in the other language; a name a person
typed stays as they typed it."""

from __future__ import annotations

from scenes.dicemasters.table import DiceMastersTable
from scenes.seats import default_name, localized_names

from ..positions import find_session
from .helpers import make_app, open_table, pump


def test_default_names_are_remade_in_the_new_language_and_typed_ones_stay():
    app = make_app("ko")
    seats = ["person", "hard", "person"]
    names = [default_name(app, 0, "person"), default_name(app, 1, "hard"), "Ada"]
    assert names[:2] == ["플레이어 1", "컴퓨터 2 (어려움)"]
    app.tr.set_language("en")
    assert localized_names(app, seats, names) == [
        "Player 1",
        app.t("seat.agent_named", n=2, level="Hard"),
        "Ada",
    ]


def test_the_table_log_and_panels_follow_a_language_change():
    session = find_session(
        "dicemasters",
        lambda g: g.observation(None)["step"] == "main",
        seats=("person", "hard"),
        options={"format": "first_game"},
        names=("플레이어 1", "컴퓨터 2 (어려움)"),  # as a Korean window made them
    )
    app, table = open_table(DiceMastersTable, session)  # an English window
    assert table.names == ["Player 1", default_name(app, 1, "hard")]
    app.tr.set_language("ko")
    table.relayout()
    pump(app, frames=1)
    assert table.names == ["플레이어 1", "컴퓨터 2 (어려움)"]
    assert session.meta["names"] == table.names  # a save now keeps the names as shown
    words = {text for line in table.log_panel.lines for text, _style in line}
    words |= {text for g in table.log_panel.groups for text, _style in g.header}
    assert "플레이어 1" in words and "Player 1" not in words  # the log names the seats anew
