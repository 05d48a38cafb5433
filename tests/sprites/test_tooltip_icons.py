"""Tooltips draw a card's energy tokens as the icons its face shows, not as "[F]"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from scenes.dicemasters.team_faces import tooltip_text
from sprites import dm_cards  # noqa: F401  (registers the Dice Masters icons)
from sprites import tooltip as T


def test_a_text_with_energy_tokens_is_set_with_icons_and_plain_text_stays_plain() -> None:
    pygame.init()
    pygame.display.set_mode((64, 64))
    assert T._icon_style("Pay [F]. Target blocked character deals no damage.") is not None
    assert T._icon_style("Power Bolt\nDeal 2 damage to one target character or player.") is None
    for lang in ("en", "ko"):
        tip = T.Tooltip()
        tip.show(tooltip_text("avx-060", lang), immediate=True)  # Venom: "Non-[F] characters ..."
        surf = tip._render()
        plain = T.Tooltip()
        plain.show(tooltip_text("avx-060", lang).replace("[F]", "F"), immediate=True)
        assert 0 < surf.get_width() <= tip.max_width + 20
        assert surf.get_height() >= plain._render().get_height() - 4
