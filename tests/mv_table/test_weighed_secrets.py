"""What a computer weighed, shown over its moves in the log, never tells a person what they may not
know: the computer's hidden character pick (its win chances named the character it picked, before
the picks were shown), nor the cards of its hand it could have played but did not."""

from __future__ import annotations

from game.core.actions import Action
from game.metaversus.records import PickCharacter, PlayCard

from .helpers import find_session, legal_of
from .test_table_ui import open_table


def _line_of(table, index):  # type: ignore[no-untyped-def]
    return next((r for r, line in table.log_panel._drawn if index in table.log_line_entries[line]), None)


def _last_by(session, seat: int, kind: type[Action]) -> int | None:  # type: ignore[no-untyped-def]
    return next(
        (
            i
            for i in range(len(session.history) - 1, -1, -1)
            if session.history[i].player == seat and isinstance(session.history[i].action, kind)
        ),
        None,
    )


def test_a_computers_hidden_pick_shows_nothing_of_what_it_weighed() -> None:
    def computer_picked_first(g):  # type: ignore[no-untyped-def]
        return bool(legal_of(g, "pick_character")) and g.to_move == 0 and g.picks[1] is not None

    session = find_session(computer_picked_first, seats=("person", "normal"), seeds=range(1, 80))
    app, table = open_table(session)
    g = session.game
    index = _last_by(session, 1, PickCharacter)
    assert index is not None, "the computer has picked, hidden"
    pick = session.history[index].action
    other = legal_of(g, "pick_character")[0]  # a character it could have picked too
    table.why[index] = {"chances": [[pick.to_dict(), 0.62, True], [other.to_dict(), 0.41, False]]}
    table.sync()
    rect = _line_of(table, index)
    assert rect is not None
    assert table.log_tooltip(rect.center) is None
    assert table.secret_move(pick, 1, True) and not table.secret_move(pick, 0, True)


def test_the_hand_cards_a_computer_did_not_play_are_left_out_of_what_it_weighed() -> None:
    def after_a_computer_turn(g):  # type: ignore[no-untyped-def]
        return g.to_move == 0 and int(g.observation(0).get("turn", 0) or 0) >= 4

    session = find_session(after_a_computer_turn, seats=("person", "normal"), seeds=range(1, 60))
    app, table = open_table(session)
    index = _last_by(session, 1, PlayCard)
    assert index is not None
    played = session.history[index].action
    unplayed = PlayCard("inferno_edge" if played.card != "inferno_edge" else "spark")  # another card
    table.why[index] = {"chances": [[played.to_dict(), 0.58, True], [unplayed.to_dict(), 0.51, False]]}
    rect = _line_of(table, index)
    assert rect is not None
    text = table.log_tooltip(rect.center)
    assert text is not None
    assert app.t("table.why_played", move=table.describe(played, 1), percent=58) in text
    assert "51%" not in text, "a card of the computer's hand it did not play is not named"
    assert not table.secret_move(unplayed, 0, False), "a person's own moves are no secret"
