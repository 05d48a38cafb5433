"""Dice faces render for every die of the set, and a DieSprite's animations end exactly."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.dicemasters.cards import faces_of
from sprites import dice
from sprites.dm_cards import card, card_ids, die_colour, die_faces
from sprites.tween import AnimationQueue, Tween


def _run(tween: Tween, dt: float = 1 / 60, limit: int = 600) -> None:
    for _ in range(limit):
        if tween.done:
            return
        tween.advance(dt)
    raise AssertionError("the tween never finished")


@pytest.mark.parametrize("size", [44, 30])
def test_every_face_of_every_die_renders(size: int) -> None:
    for cid in card_ids():
        for face in [*die_faces(cid), None]:
            img = dice.render_face(cid, face, size)
            m = dice.margin(size)
            assert img.get_size() == (size + 2 * m, size + 2 * m)
            centre = img.get_at((m + size // 2, m + size // 2))
            assert centre.a == 255, f"{cid} {face} has a hole in its middle"
            body = dice.die_body(cid, face, size)
            assert body.get_size() == (size, size)


def test_faces_differ_within_a_die() -> None:
    faces = die_faces("avx-001")
    pictures = {pygame.image.tobytes(dice.die_body("avx-001", f, 44), "RGBA") for f in faces}
    assert len(pictures) == 5  # two double-mask faces are the same face


def test_level_pips_sit_under_character_faces() -> None:
    face = {"kind": "character", "level": 3, "field_cost": 1, "attack": 2, "defense": 4, "bursts": 0}
    with_pips = dice.render_face("avx-001", face, 44)
    without = dice.render_face("avx-001", face, 44, level_pips=False)
    m = dice.margin(44)
    strip = pygame.Rect(m, m + 44, 44, m)
    differs = any(
        with_pips.get_at(p) != without.get_at(p)
        for p in ((x, y) for x in range(strip.left, strip.right) for y in range(strip.top, strip.bottom))
    )
    assert differs


def test_rendering_is_cached() -> None:
    face = die_faces("avx-022")[3]
    assert dice.render_face("avx-022", face, 44) is dice.render_face("avx-022", dict(face), 44)
    assert dice.render_face("avx-022", None, 44) is dice.render_face("avx-022", None, 44)


def test_die_colours() -> None:
    assert min(die_colour("sidekick")) > 200
    assert max(die_colour("avx-027")) < 60
    characters = {card(cid).character for cid in card_ids() if card(cid).kind == "character"}
    bodies = {die_colour(cid) for cid in card_ids() if card(cid).kind == "character"}
    assert len(bodies) == len(characters) == 36  # each character's die a colour of its own


def test_tumble_ends_exactly_on_the_final_face_and_position() -> None:
    final = die_faces("avx-016")[4]
    die = dice.DieSprite("avx-016", None, (10, 20))
    tween = die.tumble(final, 0.9, delay=0.12, cosmetic_rng=random.Random(4), to=(300.5, 140.25))
    seen = set()
    for _ in range(200):
        if tween.done:
            break
        tween.advance(1 / 60)
        seen.add(dice.face_key(die.face))
        if 0.2 < tween.elapsed < 0.5:
            assert die.lift > 0 or die.rotation != 0
    assert tween.done
    assert die.pos == (300.5, 140.25)
    assert die.face == final
    assert (die.rotation, die.lift, die.squash) == (0.0, 0.0, 0.0)
    assert len(seen) >= 3  # it flickered through its faces on the way


def test_finishing_the_queue_lands_the_die_at_once() -> None:
    queue = AnimationQueue()
    dice_ = [dice.DieSprite("sidekick", None, (0, 0)) for _ in range(5)]
    finals = [die_faces("sidekick")[i] for i in range(5)]
    queue.add(
        *[
            d.tumble(f, delay=0.06 * i, cosmetic_rng=random.Random(i), to=(50 * i, 9))
            for i, (d, f) in enumerate(zip(dice_, finals))
        ]
    )
    queue.update(0.2)
    queue.finish_all()
    for i, (d, f) in enumerate(zip(dice_, finals)):
        assert d.pos == (50 * i, 9) and d.face == f and d.rotation == 0 and not d.tumbling


def test_cosmetic_rng_decides_the_flicker() -> None:
    def flicker(seed: int) -> list[dice.FaceKey]:
        die = dice.DieSprite("avx-004", None, (0, 0))
        tween = die.tumble(die_faces("avx-004")[0], cosmetic_rng=random.Random(seed), to=(100, 0))
        out = []
        while not tween.done:
            tween.advance(1 / 30)
            out.append(dice.face_key(die.face))
        return out

    assert flicker(7) == flicker(7)


def test_slide_flash_and_shake_leave_the_die_at_rest() -> None:
    die = dice.DieSprite("avx-007", die_faces("avx-007")[3], (0, 0))
    _run(die.slide_to((40, 60)))
    assert die.pos == (40.0, 60.0) and die.lift == 0.0 and die.scale == 1.0
    _run(die.pop_to((80, 90)))
    assert die.pos == (80.0, 90.0) and die.scale == 1.0 and die.lift == 0.0
    _run(die.slide_to((40, 60)))
    _run(die.flash())
    assert die.flash_amount == 0.0 and die.scale == 1.0
    _run(die.shake())
    assert die.shake_offset == 0.0
    assert die.rect.center == (40, 60)


def test_speed_setting_applies_to_dice_tweens() -> None:
    queue = AnimationQueue(speed=2.0)
    die = dice.DieSprite("avx-013", None, (0, 0))
    queue.add(die.tumble(die_faces("avx-013")[5], 0.9, to=(10, 10)))
    for _ in range(28):  # 0.47 s at 2× covers the 0.9 s roll
        queue.update(1 / 60)
    assert not queue.busy and die.pos == (10.0, 10.0)


def test_sixty_tumbling_dice_draw_quickly() -> None:
    screen = pygame.Surface((1600, 900))
    ids = card_ids()
    for cid in ids[:10]:
        dice.warm(cid)
    rng = random.Random(1)
    sprites = [
        dice.DieSprite(ids[i % 10], None, (100 + (i % 10) * 140, 100 + (i // 10) * 120)) for i in range(60)
    ]
    tweens = [d.tumble(rng.choice(d.faces), cosmetic_rng=rng, to=(d.pos[0] + 60, d.pos[1])) for d in sprites]
    for _ in range(54):  # warm every frame of the roll once
        for d, t in zip(sprites, tweens):
            t.advance(1 / 60)
            d.draw(screen)
    tweens = [d.tumble(rng.choice(d.faces), cosmetic_rng=rng, to=(d.pos[0] - 60, d.pos[1])) for d in sprites]
    best = float("inf")
    for _ in range(20):
        for t in tweens:
            t.advance(1 / 60)
        t0 = time.perf_counter()
        for d in sprites:
            d.draw(screen)
        best = min(best, time.perf_counter() - t0)
    assert best < 0.008


def test_faces_may_be_given_as_an_index_or_an_engine_style_record() -> None:
    raw = die_faces("avx-001")[3]
    record = faces_of("avx-001")[3]  # the engine's face
    assert record.kind == "character" and record.level == raw["level"]
    assert dice.render_face("avx-001", 3) is dice.render_face("avx-001", raw)
    assert dice.render_face("avx-001", record) is dice.render_face("avx-001", raw)
    die = dice.DieSprite("avx-001", 0)
    _run(die.tumble(final_face=record, to=(5, 5)))
    assert die.face == raw
