"""The board's small print at every window size from 1024x640 up: the Scheme's Twists badge sits
below the Scheme card, never over its name (at 1024x640 it hid the last line of "Unleash the Power
of the Cosmic Cube"), and the Attack pool's "drag onto a villain" is whole (it was cut to "drag
onto a…")."""

from __future__ import annotations

import pygame
import pytest

from scenes import registry
from sprites import fonts

from ..shell.helpers import pump
from .helpers import find_session, main_phase, open_table

registry.load_all()

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1600, 900), (1920, 1080))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_twists_badge_is_below_the_scheme_card_at_every_size(lang: str) -> None:
    session = find_session(main_phase)
    app, table = open_table(session)
    app.settings.language = lang
    app.apply_settings()
    for w, h in SIZES:
        pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)], frames=3)
        zone = table.zones()["center.scheme"].rect
        card, _ = table.scheme_layout()
        badge = table.scheme_badge
        assert badge is not None
        assert not badge.colliderect(card), ((w, h), badge, card)
        assert zone.contains(card) and zone.contains(badge), ((w, h), zone, card, badge)
        assert card.h >= 0.8 * table.card_size()[1], "the card is shortened only a little"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_attack_pool_says_whole_how_to_use_it_at_every_size(lang: str) -> None:
    from game.legendary.actions import Fight, FightMastermind

    def can_fight(g):  # type: ignore[no-untyped-def]
        return main_phase(g) and any(isinstance(a, (Fight, FightMastermind)) for a in g.legal_actions())

    session = find_session(can_fight, seeds=range(1, 80))
    app, table = open_table(session)
    app.settings.language = lang
    app.apply_settings()
    for w, h in SIZES:
        pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)], frames=2)
        fonts.CUTS.clear()
        pump(app, frames=2)
        assert not [c for c in fonts.CUTS if c.where == "lg.drag_attack"], (w, h)
