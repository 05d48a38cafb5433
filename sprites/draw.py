"""Small drawing helpers shared by every scene: panels, shadows, felt, glows."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

TEXT = (242, 239, 230)
TEXT_DIM = (184, 179, 167)
GLOW = (245, 197, 66)
SELECTED = (79, 209, 255)
ILLEGAL = (255, 90, 90)
FELT = {
    "dicemasters": (29, 59, 47),
    "legendary": (35, 40, 58),
    "metaversus": (46, 36, 51),
    "menu": (28, 32, 40),
}


def rounded_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple[int, ...],
    border: tuple[int, ...] | None = None,
    radius: int = 8,
    width: int = 2,
) -> None:
    """A filled rounded rectangle with an optional border; alpha colours blend."""
    if len(fill) == 4 or (border is not None and len(border) == 4):
        surface.blit(_panel_layer(rect.w, rect.h, tuple(fill), None if border is None else tuple(border), radius, width), rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if border is not None:
            pygame.draw.rect(surface, border, rect, width=width, border_radius=radius)


@lru_cache(maxsize=1024)
def _panel_layer(w: int, h: int, fill: tuple[int, ...], border: tuple[int, ...] | None, radius: int, width: int) -> pygame.Surface:
    """Translucent panels are drawn every frame: make each size and colour once."""
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(layer, border, layer.get_rect(), width=width, border_radius=radius)
    return layer


@lru_cache(maxsize=64)
def _shadow(w: int, h: int, radius: int, blur: int) -> pygame.Surface:
    surf = pygame.Surface((w + blur * 2, h + blur * 2), pygame.SRCALPHA)
    for i in range(blur, 0, -1):
        alpha = int(70 * (1 - i / (blur + 1)) ** 2)
        r = pygame.Rect(blur - i, blur - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(surf, (0, 0, 0, alpha), r, border_radius=radius + i)
    return surf


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8, blur: int = 6, offset: tuple[int, int] = (3, 5)) -> None:
    shadow = _shadow(rect.w, rect.h, radius, blur)
    surface.blit(shadow, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


@lru_cache(maxsize=16)
def felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A table felt: the colour with a soft vignette and a faint weave, drawn once per size."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(colour)
    light = pygame.Surface(size, pygame.SRCALPHA)
    cx, cy = w / 2, h * 0.45
    steps = 24
    for i in range(steps):
        t = i / steps
        rw, rh = w * (1.25 - t), h * (1.35 - t)
        a = int(26 * t)
        pygame.draw.ellipse(light, (255, 240, 210, a), pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh))
    surf.blit(light, (0, 0))
    weave = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(0, h, 4):
        pygame.draw.line(weave, (0, 0, 0, 12), (0, y), (w, y))
    for x in range(0, w, 4):
        pygame.draw.line(weave, (255, 255, 255, 5), (x, 0), (x, h))
    surf.blit(weave, (0, 0))
    dark = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(18):
        a = int(9 * (i + 1) / 18 * 2)
        pygame.draw.rect(dark, (0, 0, 0, a), pygame.Rect(i * 3, i * 3, w - i * 6, h - i * 6), width=3)
    surf.blit(dark, (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


def pulse(t: float, hz: float = 1.0) -> float:
    """0..1, a smooth pulse for glows (legal targets pulse at 1 Hz)."""
    return 0.5 + 0.5 * math.sin(t * hz * 2 * math.pi)


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], strength: float, radius: int = 10) -> None:
    for i in range(4, 0, -1):
        a = int(strength * 60 / i)
        rounded_panel(surface, rect.inflate(i * 4, i * 4), (0, 0, 0, 0), (*colour, a), radius=radius + i * 2, width=2)
    rounded_panel(surface, rect, (0, 0, 0, 0), (*colour, int(120 + 120 * strength)), radius=radius, width=3)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 10, 14, alpha))
    surface.blit(veil, (0, 0))
