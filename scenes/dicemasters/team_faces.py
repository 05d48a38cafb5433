"""The team builder's card pictures: the card face (``sprites.dm_cards``) with its shadow and a
coloured frame, the veil over cards not in the team, and a card's tooltip."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.dicemasters.cards import card_info, card_name
from sprites import dm_cards, fonts
from sprites.draw import drop_shadow, rounded_panel


def card_face(card_id: str, lang: str, size: tuple[int, int], dice: int | None = None) -> pygame.Surface:
    """The card face at ``size``."""
    return dm_cards.render_card(card_id, lang, size=size, dice_left=dice)


def draw_card(
    surface: pygame.Surface,
    card_id: str,
    lang: str,
    rect: pygame.Rect,
    dice: int | None = None,
    border: tuple[int, ...] | None = None,
    lift: int = 0,
) -> None:
    """A card with its shadow and an optional coloured frame (selected, conflict)."""
    r = rect.move(0, -lift)
    drop_shadow(surface, r, radius=max(3, r.w // 12), blur=4 + lift // 2)
    surface.blit(card_face(card_id, lang, r.size, dice), r.topleft)
    if border is not None:
        rounded_panel(surface, r.inflate(6, 6), (0, 0, 0, 0), border, radius=max(4, r.w // 10), width=3)


@lru_cache(maxsize=512)
def wrapped(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``fonts.wrap`` remembered: measuring Hangul letter by letter every frame costs milliseconds."""
    return tuple(fonts.wrap(text, size, width, bold))


@lru_cache(maxsize=8)
def veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((10, 16, 14, 70))
    return veil


def tooltip_text(card_id: str, lang: str) -> str:
    """A card's name and its whole printed text (text, burst texts, Global); a card that prints
    only a burst text (Colossus, Russian Bear) shows just that."""
    info = card_info(card_id, lang)
    lines = [card_name(card_id, lang)]
    for key in ("text", "burst1", "burst2", "global"):
        if info.get(key):
            lines.append(str(info[key]))
    return "\n".join(lines)


__all__ = ["card_face", "draw_card", "wrapped", "veil", "tooltip_text"]
