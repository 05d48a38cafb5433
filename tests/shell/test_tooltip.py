"""Where the tooltip goes: beside the pointer, above it near the bottom, always in the window."""

from __future__ import annotations

import pygame

from sprites.tooltip import Tooltip, place

from .helpers import make_app


def test_the_tooltip_sits_below_right_of_the_pointer_when_there_is_room() -> None:
    assert place((200, 60), (100, 100), (1024, 640)) == pygame.Rect(116, 118, 200, 60)


def test_near_the_right_and_bottom_edges_it_moves_left_and_above_the_pointer() -> None:
    rect = place((300, 80), (1010, 630), (1024, 640))
    assert pygame.Rect(0, 0, 1024, 640).contains(rect)
    assert rect.bottom < 630 and rect.right <= 1020  # above the pointer, not under it


def test_a_box_taller_than_the_room_above_and_below_is_still_inside_the_window() -> None:
    rect = place((300, 500), (500, 300), (1024, 640))
    assert pygame.Rect(0, 0, 1024, 640).contains(rect)


def test_the_app_records_where_it_drew_the_tooltip_and_forgets_it_when_hidden() -> None:
    app = make_app(size=(1024, 640))
    tip = Tooltip()
    tip.show("Reroll (R)", immediate=True)
    tip.draw(app.screen, (1020, 636))
    assert tip.rect is not None and app.screen.get_rect().contains(tip.rect)
    tip.show(None)
    tip.draw(app.screen, (10, 10))
    assert tip.rect is None


def test_a_tooltip_does_not_hide_the_button_below_the_one_it_names() -> None:
    above = pygame.Rect(900, 300, 200, 40)
    below = pygame.Rect(900, 346, 200, 40)
    pointer = (1000, 320)
    plain = place((320, 60), pointer, (1600, 900))
    assert plain.colliderect(below)  # where it would go without being told
    rect = place((320, 60), pointer, (1600, 900), [above, below])
    assert not rect.colliderect(below) and not rect.collidepoint(pointer)
    assert pygame.Rect(0, 0, 1600, 900).contains(rect)


def test_with_nowhere_clear_it_hides_the_least_it_can() -> None:
    walls = [pygame.Rect(0, 0, 1024, 300), pygame.Rect(0, 340, 1024, 300)]
    plain = place((200, 60), (100, 320), (1024, 640))
    rect = place((200, 60), (100, 320), (1024, 640), walls)

    def hidden(box: pygame.Rect) -> int:
        return sum(box.clip(w).w * box.clip(w).h for w in walls)

    assert hidden(rect) < hidden(plain)  # the gap between them is too thin for the box
    assert pygame.Rect(0, 0, 1024, 640).contains(rect) and not rect.collidepoint((100, 320))


def test_a_tooltip_can_go_above_the_row_of_the_control_it_names() -> None:
    row = [pygame.Rect(16 + 76 * k, 560, 70, 30) for k in range(3)]
    below = [pygame.Rect(16 + 110 * k, 596, 104, 30) for k in range(2)]
    pointer = row[0].center
    rect = place((336, 58), pointer, (1600, 900), row + below)
    assert rect.collidelist(row[1:] + below) < 0


def test_at_the_dice_masters_table_a_buttons_tooltip_leaves_the_others_in_view() -> None:
    from scenes.dicemasters.table import DiceMastersTable

    from ..dm_table.helpers import find_session, open_table
    from .helpers import rest

    session = find_session(lambda g: g.observation(None)["step"] == "reroll")
    for size in ((1024, 640), (1600, 900)):
        app, table = open_table(session, size)
        assert isinstance(table, DiceMastersTable)
        controls = table.buttons + table.tools
        for control in controls:  # every button and every tool, the Hint tool above Undo too
            rest(app, control.rect.center)
            assert app.tooltip.rect is not None, control.kind
            hidden = [b.kind for b in controls if b is not control and app.tooltip.rect.colliderect(b.rect)]
            assert not hidden, (size, control.kind, hidden)
