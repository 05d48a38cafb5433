"""Every text of the Dice Masters screens inside its box: each screenshot scene of the game,
rendered at the smallest window (1024×640) and at 1920×1080 in both languages, with the mouse
resting on a die and a card so their tooltips are drawn too. Everything the screens draw in a
box goes through ``sprites.fonts.fit``, which records any text it had to cut below the font
floor in ``fonts.CUTS``: no name, title, number or rules text may be cut."""

from __future__ import annotations

import pygame
import pytest

from scenes import registry
from sprites import dm_cards, fonts

from ..shell.helpers import make_app, pump

registry.load_all()

SCENES = sorted(
    n
    for n in registry.SCREENSHOTS
    if n.startswith("dicemasters") and n not in ("dicemasters-hard", "dicemasters-gallery")
)
SIZES = ((1024, 640), (1920, 1080))


def cuts_of(name: str, lang: str, size: tuple[int, int]) -> list[fonts.Cut]:
    fonts.CUTS.clear()
    fonts._fit.cache_clear()  # a text fitted before the clear is measured again
    dm_cards._small.cache_clear()  # and every card is drawn anew
    dm_cards._zoom.cache_clear()
    app = make_app(lang, size)
    shot = registry.SCREENSHOTS[name]
    shot.build(app, 1)
    app.settings.agent_delay = 1e9  # the computer must not play the screen away
    app.stack.apply_pending()
    pump(app, frames=max(2, int(shot.settle / 0.05)), dt=0.05)
    top = app.stack.top
    views = getattr(top, "views", {})
    for view in list(views.values())[:3]:  # a die's and a card's tooltip
        pygame.mouse.set_pos(view.pos)
        pump(
            app,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=view.pos, rel=(0, 0), buttons=(0, 0, 0))],
            frames=6,
            dt=0.1,
        )
    rects = getattr(top, "card_rects", None)
    if callable(rects):
        for rect in list(rects().values())[:2]:
            pygame.mouse.set_pos(rect.center)
            pump(
                app,
                [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))],
                frames=6,
                dt=0.1,
            )
    return list(fonts.CUTS)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", SCENES)
def test_no_text_of_a_dice_masters_screen_is_cut(name: str, lang: str, size: tuple[int, int]) -> None:
    cuts = cuts_of(name, lang, size)
    assert not cuts, "\n".join(f"{c.where}: {c.text!r} in {c.width}x{c.height}" for c in cuts)


def test_the_screens_are_measured() -> None:
    """The sweep above covers the table, the roll, combat, the fullest tournament table, the
    move list, the setup and the team builder."""
    assert {
        "dicemasters-table",
        "dicemasters-attack",
        "dicemasters-busy",
        "dicemasters-choose",
        "dicemasters-setup",
        "dicemasters-teambuilder",
    } <= set(SCENES)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_card_shows_its_whole_name_and_subtitle_at_the_smallest_table(lang: str) -> None:
    """A team card at 1024×640 (the table's cards of a full tournament team are 66 px wide)
    and every zoomed card: nothing of a name or subtitle cut, nothing under the font floor."""
    fonts.CUTS.clear()
    fonts._fit.cache_clear()
    for cid in dm_cards.card_ids():
        for size in ((66, 96), (96, 96), dm_cards.ZOOM):
            lines = dm_cards.band_lines(cid, lang, size)
            assert all(px >= fonts.FLOOR for _, px, _, _ in lines), (cid, size)
            assert all(rect.right <= size[0] for _, _, _, rect in lines)
            shown = "".join(text for text, _, bold, _ in lines if bold).replace(" ", "").replace("-", "")
            assert shown == dm_cards.card(cid).texts(lang).name.replace(" ", "").replace("-", ""), (
                cid,
                size,
                shown,
            )
    assert not [c for c in fonts.CUTS if c.where.startswith("dm")], list(fonts.CUTS)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_zoomed_card_is_shown_whole_and_unshrunk_at_the_smallest_window(lang: str) -> None:
    """A right-click zooms a card at its full size even at 1024×640 (its text is set at the
    font floor, so it is never scaled down), inside the window."""
    from scenes.overlays import CardZoom

    from .helpers import find_session, open_table

    session = find_session(lambda g: g.turn >= 2)
    app, table = open_table(session, size=(1024, 640))
    app.tr.set_language(lang)
    rect = next(iter(table.card_rects().values()))
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=3)], frames=2)
    zoom = app.stack.top
    assert isinstance(zoom, CardZoom)
    img = zoom.picture(max(0.7, app.scale))
    assert img.get_size() == dm_cards.ZOOM
    assert img.get_height() <= app.size[1]
