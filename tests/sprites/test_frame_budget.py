"""Card faces spread over frames: with a frame budget, a frame that has spent its share shows the
faces it did not make as plain cards of the same size and makes them in the next frames; what
is made inside another cached picture is never put off (it would be kept with a stand-in in it).
Without a budget (screenshots, tests) every picture is made when asked for."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sprites import caches, draw
from sprites.caches import FRAME_BUDGET, bounded


class Clock:
    """Time that moves only when a test moves it, or by ``step`` at every reading."""

    def __init__(self) -> None:
        self.now = 0.0
        self.step = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture
def budget() -> Iterator[Clock]:
    clock = Clock()
    saved = FRAME_BUDGET.limit, FRAME_BUDGET.clock
    FRAME_BUDGET.limit, FRAME_BUDGET.clock = 0.010, clock
    try:
        yield clock
    finally:
        FRAME_BUDGET.limit, FRAME_BUDGET.clock = saved


def _stand_in(n: int) -> str:
    return f"stand-in {n}"


made: list[int] = []


@bounded(64, stand_in=_stand_in)
def face(n: int) -> str:
    made.append(n)
    return f"face {n}"


@bounded(64)
def sheet(first: int, count: int) -> tuple[str, ...]:
    return tuple(face(first + k) for k in range(count))


def test_a_frame_past_its_share_shows_stand_ins_and_makes_them_later(budget: Clock) -> None:
    face.cache_clear()
    made.clear()
    FRAME_BUDGET.start()
    budget.now = 0.020  # the frame has spent more than its share: only its first face is made
    assert [face(k) for k in range(3)] == ["face 0", "stand-in 1", "stand-in 2"]
    assert len(face) == 1  # a stand-in is not kept
    frames = 1
    while True:
        FRAME_BUDGET.start()
        budget.now += 0.020
        shown = [face(k) for k in range(3)]
        frames += 1
        if shown == ["face 0", "face 1", "face 2"]:
            break
        assert frames < 5
    assert frames == 3 and made == [0, 1, 2]  # one more a frame, each made once


def test_within_its_share_a_frame_makes_every_face(budget: Clock) -> None:
    face.cache_clear()
    FRAME_BUDGET.start()
    assert [face(k) for k in range(10, 14)] == [f"face {k}" for k in range(10, 14)]


def test_what_is_made_inside_another_picture_is_never_put_off(budget: Clock) -> None:
    face.cache_clear()
    sheet.cache_clear()
    FRAME_BUDGET.start()
    face(99)  # the frame's first picture
    budget.now = 0.5
    assert sheet(20, 3) == ("face 20", "face 21", "face 22")  # kept whole, no stand-in inside


def test_without_a_budget_nothing_is_put_off() -> None:
    assert FRAME_BUDGET.limit is None
    face.cache_clear()
    FRAME_BUDGET.start()
    assert [face(k) for k in range(30, 40)] == [f"face {k}" for k in range(30, 40)]


def test_a_stand_in_card_has_the_size_of_the_face() -> None:
    from sprites import dm_cards, lg_cards, mv_cards

    for size in ((72, 100), (130, 182), (1, 1)):
        assert draw.card_stand_in(size).get_size() == size
    assert dm_cards._small.stand_in is not None
    assert lg_cards.render_card.stand_in is not None
    assert mv_cards.render_card.stand_in is not None
    assert dm_cards._small.stand_in("spider_man", "en", (80, 110), 2, None).get_size() == (80, 110)
    assert lg_cards.render_card.stand_in("x", "en", 90, 126).get_size() == (90, 126)
    assert mv_cards.render_card.stand_in("x", "en", (63, 88)).get_size() == (63, 88)


def test_a_busy_table_fills_in_over_a_few_frames_and_each_frame_stays_short(budget: Clock) -> None:
    """A Dice Masters table opened with a frame budget: the first frames make a few faces each,
    then every face is on the table and nothing more is put off."""
    from scenes import registry
    from tests.shell.helpers import make_app

    registry.load_all()
    caches.clear_caches()
    app = make_app()
    registry.SCREENSHOTS["dicemasters-busy"].build(app, 1)
    start = FRAME_BUDGET.deferred
    budget.step = 0.004  # a face takes 4 ms: two or three a frame

    def frame() -> None:
        app.frame([], 1 / 60)

    frame()
    assert FRAME_BUDGET.deferred > start  # the first frame put faces off
    for _ in range(80):
        before = FRAME_BUDGET.deferred
        frame()
        if FRAME_BUDGET.deferred == before:
            break
    else:
        pytest.fail("the table never finished making its faces")
    settled = FRAME_BUDGET.deferred
    for _ in range(5):
        frame()
    assert FRAME_BUDGET.deferred == settled  # every face made and kept: none put off any more


def test_the_felt_is_lit_in_the_middle_and_dark_at_the_edges() -> None:
    for size in ((1024, 640), (1601, 899)):
        felt = draw.felt.__wrapped__(size, (34, 78, 52))
        assert felt.get_size() == size
        w, h = size

        level = [[sum(felt.get_at((x, y))[:3]) for y in range(h)] for x in (1, w // 2 + 1)]
        middle = level[1][int(h * 0.45) + 1]
        assert middle > level[1][1] and middle > level[0][h // 2 + 1]  # lit, with dark edges
        assert level[1][20] != level[1][22]  # the weave's rows
