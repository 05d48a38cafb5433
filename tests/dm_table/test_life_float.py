"""A change of life floats over the life panel and stays inside it as it rises: it never covers
the bag, used and out-of-play counters next to the panel (where "-1 life" once hid the count)."""

from __future__ import annotations

import pygame
import pytest

from .helpers import find_session, open_table


class Recording(pygame.Surface):
    """A surface that remembers where each picture was put."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def,override]
        rect = pygame.Rect(dest, source.get_size()) if not isinstance(dest, pygame.Rect) else dest
        self.placed.append(pygame.Rect(rect.topleft, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_a_life_float_stays_on_the_life_panel(size):
    session = find_session(lambda g: g.observation(None)["step"] == "main")
    app, table = open_table(session, size)
    for player in (0, 1):
        table.floats = []
        table._float_on_player(player, "-10 life", (230, 80, 80))
        life = table.zone_rect(player, "life")
        piles = [table.zone_rect(player, z) for z in ("bag", "used", "out_of_play")]
        for age in (0.0, 0.25, 0.5, 0.75, 0.99):
            table.floats[0].age = age
            surface = Recording(app.screen.get_size())
            table.draw_floats(surface)
            text = surface.placed[-1]  # the float itself (its shadow is drawn first)
            assert life.contains(text), (player, age, text, life)
            assert all(not text.colliderect(p) for p in piles), (player, age, text)
