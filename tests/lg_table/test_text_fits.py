"""Every text of the Legendary screens inside its box: each Legendary screenshot scene rendered at
the smallest window (1024×640) and at 1920×1080, in English and Korean, records no cut in
``fonts.CUTS`` (a name, title, number or rules text that had to be cut below the floor size);
every card face at the table's sizes keeps its name whole and no text below the floor, and the
zoom shows every card's whole name and whole text."""

from __future__ import annotations

import pygame
import pytest

from game.legendary.cards import CARDS, defn
from scenes import registry
from scenes.legendary.zoom import READABLE, zoom_size
from sprites import fonts
from sprites.lg_cards import ZOOM_SIZE, face_layout, face_text, render_card
from tools import screenshot

registry.load_all()

SIZES = ((1024, 640), (1920, 1080))
LANGS = ("en", "ko")
SHOTS = sorted(
    name
    for name, shot in registry.SCREENSHOTS.items()
    if shot.build.__module__.startswith("scenes.legendary")
)


def render(name: str, size: tuple[int, int], lang: str) -> None:
    screenshot.stage(screenshot.make_app(size, lang), name)


def test_the_legendary_scenes_are_all_here():
    assert {
        "legendary-setup",
        "legendary-table",
        "legendary-choose",
        "legendary-5p",
        "legendary-computer-turn",
    } <= set(SHOTS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=["1024x640", "1920x1080"])
@pytest.mark.parametrize("name", SHOTS)
def test_no_text_of_a_legendary_scene_is_cut(name: str, size: tuple[int, int], lang: str) -> None:
    fonts.CUTS.clear()
    render(name, size, lang)
    cuts = [f"{c.where}: {c.text!r} in {c.width}x{c.height}" for c in fonts.CUTS]
    assert not cuts, "\n".join(cuts)


STACKS = ("shield.officer", "wound", "bystander")
IN_PILES = (
    "hero",
    "villain",
    "henchman",
    "bystander",
    "tactic",
    "wound",
)  # what goes to a discard or victory pile


def table_faces(size: tuple[int, int], card: str) -> list[tuple[int, int]]:
    """The faces the table draws of ``card`` at this window: on the board, on a pile, on a stack,
    in the choose panel (the panel shrinks its cards to 56×78 at the least)."""
    s = min(size[0] / 1600, size[1] / 900)
    cw, ch = max(40, int(96 * s)), max(56, int(134 * s))
    out = [(cw, ch)]
    if defn(card).kind != "scheme":  # a prompt never offers the Scheme
        out += [(56, 78), (max(56, int(112 * s)), max(78, int(156 * s)))]
    if defn(card).kind in IN_PILES:
        ph = min(ch, int(180 * s) - max(17, int(22 * s)) - max(16, int(26 * s)))  # the table's pile_size
        out.append((int(ph * cw / ch), ph))
    if card in STACKS:
        out.append((int(cw * 0.7), int(ch * 0.7)))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=["1024x640", "1920x1080"])
def test_every_card_face_keeps_its_name_whole_and_its_text_legible(size: tuple[int, int], lang: str) -> None:
    fonts.CUTS.clear()
    for card in CARDS:
        for w, h in table_faces(size, card):
            face = face_layout(card, lang, w, h)
            assert face.name.size >= fonts.FLOOR and not face.name.cut, (card, w, face.name)
            for part in (face.subtitle, face.text):
                assert part is None or (part.size >= fonts.FLOOR and not part.cut), (card, w, part)
            render_card(card, lang, w, h)
    assert not list(fonts.CUTS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=["1024x640", "1920x1080"])
def test_the_zoom_shows_every_cards_whole_name_and_text(size: tuple[int, int], lang: str) -> None:
    fonts.CUTS.clear()
    scale = max(0.7, min(size[0] / 1600, size[1] / 900))  # the zoom's own scale (CardZoom)
    for card in CARDS:
        w, h = zoom_size(card, lang, scale, size)
        assert h <= max(ZOOM_SIZE[1] * scale, size[1] * 0.9), card
        face = face_layout(card, lang, w, h, True)
        assert not face.name.cut
        if face_text(card, lang):
            assert face.text is not None and not face.text.cut, card
            assert face.text.size >= min(READABLE, fonts.FLOOR + 2), (card, face.text.size)
            words = " ".join(face.text.lines).split()
            assert len(words) >= len(face.marked.split()) - 1  # every word is there (a break may join two)
        render_card(card, lang, w, h, whole=True)
    assert not list(fonts.CUTS)


def test_the_zoom_of_a_card_opens_on_a_right_click():
    """Right-click a card of the HQ: the zoom shows it whole."""
    from scenes.legendary.table import LegendaryTable
    from scenes.overlays import CardZoom

    from ..shell.helpers import click, open_table, pump
    from .helpers import find_session, main_phase, seen

    session = find_session(lambda g: main_phase(g) and all(seen(g)["hq"]))
    app, table = open_table(LegendaryTable, session, size=(1024, 640))
    table.show_to(session.game.to_move)
    pump(app, frames=60)  # a moment after the hand-off, clicks count
    card = table.obs["hq"][0]
    click(app, table.views[card].pos, button=3)
    assert isinstance(app.stack.top, CardZoom) and app.stack.top.card == card
    fonts.CUTS.clear()
    surface = pygame.Surface(app.size)
    app.stack.top.draw(surface)
    assert not list(fonts.CUTS)
