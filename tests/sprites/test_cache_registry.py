"""The picture caches: bounded by a count and by the bytes of their pixels, reported by
``cache_bytes()``, and emptied by ``clear_caches()`` (what is carried over a clear goes at the
next one; what lasts holds only numbers)."""

from __future__ import annotations

import pygame

from scenes import registry
from sprites import caches, draw, fonts, log_panel


def _draw_a_little() -> log_panel.LogPanel:
    surface = pygame.Surface((400, 300))
    draw.rounded_panel(surface, pygame.Rect(10, 10, 120, 80), (0, 0, 0, 120), (255, 255, 255, 60))
    draw.glow_rect(surface, pygame.Rect(40, 40, 90, 120), draw.GLOW, 0.5)
    surface.blit(fonts.render("Hello 안녕", 15), (0, 0))
    fonts.fit("a few words to wrap in a box", 80, 60, 14)
    panel = log_panel.LogPanel(14)
    panel.set_lines([[("Round 1", "text")], [("Bo", "player"), (" buys a card", "text")]])
    panel.draw(surface, pygame.Rect(0, 0, 300, 200), "Log")
    return panel  # a panel's rows are counted while it is alive


def test_clear_caches_empties_every_registered_cache() -> None:
    registry.load_all()  # every module with a cache has registered it
    panel = _draw_a_little()
    held = {c.name: c.count() for c in caches.registered()}
    assert held["sprites.fonts._render"] and held["sprites.log_panel.LogPanel rows"]
    assert held["sprites.draw._panel_layer"] and held["sprites.fonts._fit"]
    assert caches.cache_bytes() > 0
    caches.clear_caches()
    left = [(c.name, c.count()) for c in caches.registered() if c.keeps == "nothing" and c.count()]
    assert not left
    caches.clear_caches()  # what was carried over and not asked for again goes now
    left = [(c.name, c.count(), c.nbytes()) for c in caches.registered() if c.keeps != "all" and c.count()]
    assert not left and caches.cache_bytes() == 0
    # what lasts holds numbers, never pictures
    assert all(c.nbytes() == 0 for c in caches.registered() if c.keeps == "all")
    assert panel.row_bytes() == 0


def test_a_cache_is_bounded_by_the_bytes_of_its_pictures() -> None:
    drawn: list[int] = []

    @caches.bounded(100, max_bytes=3 * 40 * 40 * 4)
    def square(n: int) -> pygame.Surface:
        drawn.append(n)
        return pygame.Surface((40, 40), pygame.SRCALPHA)

    for n in (1, 2, 3, 1, 4):
        square(n)
    assert len(square) == 3 and square.nbytes == 3 * square(1).get_pitch() * 40
    assert drawn == [1, 2, 3, 4]  # 2 was the least recently used when 4 came: it went
    square(2)
    assert drawn[-1] == 2
    assert sum(b for name, _n, b in caches.cache_report() if name.endswith("square")) == square.nbytes
    caches.clear_caches()
    assert len(square) == 0 and square.nbytes == 0


def test_a_carried_entry_survives_a_clear_while_it_is_asked_for() -> None:
    made: list[int] = []

    @caches.bounded(8, carry=True)
    def face(size: int) -> list[int]:
        made.append(size)
        return [size]

    first, other = face(12), face(30)
    caches.clear_caches()
    assert face(12) is first  # asked for again: not made again
    caches.clear_caches()
    assert face(12) is first and face(30) is not other  # 30 was not asked for between the clears
    assert made == [12, 30, 30]
    face.cache_clear()
    assert face(12) is not first


def test_a_glow_pulsing_through_every_alpha_is_one_picture_per_ring() -> None:
    caches.clear_caches()
    surface = pygame.Surface((300, 300))
    rect = pygame.Rect(50, 50, 96, 134)
    draw.glow_rect(surface, rect, draw.GLOW, 1.0)
    rings = len(draw._outline)
    for step in range(60):
        draw.glow_rect(surface, rect, draw.GLOW, step / 59)
    assert len(draw._outline) == rings


def test_an_outline_at_an_alpha_has_the_pixels_it_had_when_drawn_at_that_alpha() -> None:
    for alpha in (0, 1, 37, 128, 254, 255):
        made = pygame.Surface((140, 110))
        made.fill((46, 36, 51))
        layer = pygame.Surface((100, 80), pygame.SRCALPHA)
        pygame.draw.rect(layer, (245, 197, 66, alpha), layer.get_rect(), width=2, border_radius=10)
        made.blit(layer, (10, 10))
        drawn = pygame.Surface((140, 110))
        drawn.fill((46, 36, 51))
        draw.rounded_panel(drawn, pygame.Rect(10, 10, 100, 80), (0, 0, 0, 0), (245, 197, 66, alpha), 10)
        assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(drawn, "RGB"), alpha


def test_the_log_keeps_the_rows_of_the_width_it_is_drawn_at_only() -> None:
    panel = log_panel.LogPanel(14)
    panel.set_lines([[("Bo", "player"), (f" takes card {i}", "text")] for i in range(30)])
    surface = pygame.Surface((600, 700))
    panel.draw(surface, pygame.Rect(0, 0, 300, 600))
    one = panel.row_bytes()
    for width in range(240, 400, 8):
        panel.draw(surface, pygame.Rect(0, 0, width, 600))
    panel.draw(surface, pygame.Rect(0, 0, 300, 600))
    assert panel.row_bytes() == one
