"""Energy glyphs and emblems read by shape alone: every pair of silhouettes differs."""

from __future__ import annotations

import itertools

import pygame

from sprites import glyphs
from sprites.dm_cards import card_ids, emblem_for


def _mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 100)


def _difference(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    """Share of the union covered by exactly one of the two silhouettes."""
    both = a.overlap_area(b, (0, 0))
    union = a.count() + b.count() - both
    return (union - both) / max(1, union)


def test_energy_colours_follow_the_palette() -> None:
    assert glyphs.ENERGY_COLOURS["fist"] == (0xD8, 0x45, 0x3B)
    assert glyphs.ENERGY_COLOURS["bolt"] == (0xF0, 0xB4, 0x29)
    assert glyphs.ENERGY_COLOURS["mask"] == (0x3F, 0xA3, 0x4D)
    assert glyphs.ENERGY_COLOURS["shield"] == (0x3B, 0x7D, 0xD8)
    assert glyphs.ENERGY_COLOURS["wild"] == (0xB4, 0xB4, 0xB4)


def test_energy_glyphs_are_pairwise_distinct_without_colour() -> None:
    symbols = [*glyphs.ENERGY_SYMBOLS, "burst"]
    masks = {s: _mask(glyphs.energy_glyph(s, 48, (255, 255, 255), None)) for s in symbols}
    for s in symbols:
        assert masks[s].count() > 48 * 48 * 0.12, f"{s} is nearly empty"
    for a, b in itertools.combinations(symbols, 2):
        assert _difference(masks[a], masks[b]) > 0.2, f"{a} and {b} look alike"


def test_generic_glyph_is_white_on_black() -> None:
    g = glyphs.energy_glyph("generic2", 64)
    assert g.get_at((32, 6))[:3] != (0, 0, 0)  # the white rim
    dark = sum(
        1
        for x in range(64)
        for y in range(64)
        if g.get_at((x, y)).a > 200 and sum(g.get_at((x, y))[:3]) < 120
    )
    light = sum(
        1
        for x in range(64)
        for y in range(64)
        if g.get_at((x, y)).a > 200 and sum(g.get_at((x, y))[:3]) > 600
    )
    assert dark > 300 and light > 300


def test_draw_energy_fits_the_rect() -> None:
    surf = pygame.Surface((100, 60), pygame.SRCALPHA)
    glyphs.draw_energy(surf, "bolt", pygame.Rect(20, 10, 40, 40))
    bounds = surf.get_bounding_rect()
    assert pygame.Rect(20, 10, 40, 40).contains(bounds) and bounds.w > 10


def test_every_card_has_a_distinct_emblem() -> None:
    names = sorted({emblem_for(cid) for cid in card_ids()})
    assert all(n in glyphs.EMBLEMS for n in names)
    characters = {
        "beast",
        "captain-america",
        "hulk",
        "human-torch",
        "iron-man",
        "spider-man",
        "storm",
        "thor",
    }
    assert characters <= set(names)
    assert len([n for n in names if n.startswith("action-")]) == 10
    masks = {n: _mask(glyphs.emblem(n, 48)) for n in names}
    for a, b in itertools.combinations(names, 2):
        assert _difference(masks[a], masks[b]) > 0.12, f"{a} and {b} look alike"


def test_glyphs_are_cached() -> None:
    assert glyphs.energy_glyph("fist", 30) is glyphs.energy_glyph("fist", 30)
    assert glyphs.emblem("thor", 30) is glyphs.emblem("thor", 30)
