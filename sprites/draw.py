"""Small drawing helpers shared by every scene: panels, shadows, felt, glows."""

from __future__ import annotations

import math

import pygame

from .caches import MiB, bounded

TEXT = (242, 239, 230)
TEXT_DIM = (184, 179, 167)
GLOW = (245, 197, 66)
SELECTED = (79, 209, 255)
ILLEGAL = (255, 90, 90)


def palette(spec: str) -> dict[str, tuple[int, int, int]]:
    """Colours by name from one line of ``"name #rrggbb name #rrggbb ..."`` (a game's palette)."""
    words = spec.split()
    return {
        name: (int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)) for name, c in zip(words[::2], words[1::2])
    }


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
        if len(fill) == 4 and fill[3] == 0:
            if border is None or len(border) == 4 and border[3] == 0:
                return  # nothing to see
            # an outline (glows, frames): only the edges of the layer are not transparent. It is
            # drawn opaque and blitted at the border's alpha (the same pixels): a glow pulsing
            # through every alpha is one picture, not one per alpha
            alpha = border[3] if len(border) == 4 else 255
            x, y = rect.topleft
            for strip, (dx, dy) in _outline(rect.w, rect.h, tuple(border[:3]), radius, width):
                strip.set_alpha(alpha)
                surface.blit(strip, (x + dx, y + dy))
            return
        surface.blit(
            _panel_layer(
                rect.w, rect.h, tuple(fill), None if border is None else tuple(border), radius, width
            ),
            rect.topleft,
        )
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if border is not None:
            pygame.draw.rect(surface, border, rect, width=width, border_radius=radius)


Strip = tuple[pygame.Surface, tuple[int, int]]  # a piece of a picture and where it goes in it


@bounded(512, 8 * MiB)
def _outline(w: int, h: int, rgb: tuple[int, ...], radius: int, width: int) -> tuple[Strip, ...]:
    """An opaque rounded outline as the four strips of its frame (its inside is transparent):
    the same picture as the whole layer, for a fraction of the pixels drawn and kept."""
    layer = _layer(w, h, (0, 0, 0, 0), (*rgb, 255), radius, width)
    edge = radius + width
    lw, lh = layer.get_size()
    if 2 * edge >= lw or 2 * edge >= lh:
        return ((layer.copy(), (0, 0)),)
    areas = (
        (0, 0, lw, edge),
        (0, lh - edge, lw, edge),
        (0, edge, edge, lh - 2 * edge),
        (lw - edge, edge, edge, lh - 2 * edge),
    )
    return tuple((layer.subsurface(area).copy(), (area[0], area[1])) for area in areas)


@bounded(512, 24 * MiB)  # one table's translucent panels at the largest window: 10 MiB
def _panel_layer(
    w: int, h: int, fill: tuple[int, ...], border: tuple[int, ...] | None, radius: int, width: int
) -> pygame.Surface:
    """Translucent panels are drawn every frame: make each size and colour once."""
    return _layer(w, h, fill, border, radius, width)


def _layer(
    w: int, h: int, fill: tuple[int, ...], border: tuple[int, ...] | None, radius: int, width: int
) -> pygame.Surface:
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(layer, border, layer.get_rect(), width=width, border_radius=radius)
    return (
        layer.convert_alpha() if pygame.display.get_surface() else layer
    )  # the screen's format blits faster


@bounded(64, 8 * MiB)
def _shadow(w: int, h: int, radius: int, blur: int) -> pygame.Surface:
    surf = pygame.Surface((w + blur * 2, h + blur * 2), pygame.SRCALPHA)
    for i in range(blur, 0, -1):
        alpha = int(70 * (1 - i / (blur + 1)) ** 2)
        r = pygame.Rect(blur - i, blur - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(surf, (0, 0, 0, alpha), r, border_radius=radius + i)
    return surf


def drop_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 8,
    blur: int = 6,
    offset: tuple[int, int] = (3, 5),
) -> None:
    shadow = _shadow(rect.w, rect.h, radius, blur)
    surface.blit(shadow, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


@bounded(32, 8 * MiB)
def card_stand_in(size: tuple[int, int]) -> pygame.Surface:
    """A card's place for the frame or two its face takes to be made (see ``caches.FRAME_BUDGET``):
    a plain card of that size."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, min(w, h) // 12)
    pygame.draw.rect(surf, (58, 62, 72), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (96, 102, 116), surf.get_rect(), max(1, w // 60), border_radius=radius)
    return surf


@bounded(3)  # a felt is the whole window: the title's and a table's, and one more
def felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A table felt: the colour with a soft vignette and a faint weave, drawn once per size (in
    a few milliseconds: a table laid out at a new size draws it in the same frame)."""
    w, h = size
    screen = pygame.display.get_surface()
    surf = pygame.Surface(size, 0, screen) if screen is not None else pygame.Surface(size)  # blits fast
    surf.fill(colour)
    # the light: soft, so drawn at an eighth of the size and smoothed up to it
    sw, sh = max(2, w // 8), max(2, h // 8)
    light = pygame.Surface((sw, sh), pygame.SRCALPHA)
    cx, cy = sw / 2, sh * 0.45
    steps = 24
    for i in range(steps):
        t = i / steps
        rw, rh = sw * (1.25 - t), sh * (1.35 - t)
        a = int(26 * t)
        pygame.draw.ellipse(light, (255, 240, 210, a), pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh))
    surf.blit(pygame.transform.smoothscale(light, size), (0, 0))
    # the weave repeats every 4 pixels: one tile of it, laid over the whole felt
    tile = _weave_tile()
    step = tile.get_width()
    surf.blits([(tile, (x, y)) for y in range(0, h, step) for x in range(0, w, step)], doreturn=False)
    # the edge darkens towards the frame: bands of rising shade, blended straight onto the felt
    for i in range(18):
        keep = 255 - int(9 * (i + 1) / 18 * 2)
        x0, y0, x1, y1 = i * 3, i * 3, w - i * 3, h - i * 3
        for band in (
            pygame.Rect(x0, y0, x1 - x0, 3),
            pygame.Rect(x0, y1 - 3, x1 - x0, 3),
            pygame.Rect(x0, y0 + 3, 3, y1 - y0 - 6),
            pygame.Rect(x1 - 3, y0 + 3, 3, y1 - y0 - 6),
        ):
            surf.fill((keep, keep, keep), band, special_flags=pygame.BLEND_RGB_MULT)
    return surf


@bounded(1)
def _weave_tile() -> pygame.Surface:
    """The felt's weave over 64x64 pixels: dark rows and light columns every 4 pixels."""
    n = 64
    tile = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(0, n, 4):
        pygame.draw.line(tile, (0, 0, 0, 12), (0, y), (n, y))
    for x in range(0, n, 4):
        pygame.draw.line(tile, (255, 255, 255, 5), (x, 0), (x, n))
    return tile


def pulse(t: float, hz: float = 1.0) -> float:
    """0..1, a smooth pulse for glows (legal targets pulse at 1 Hz)."""
    return 0.5 + 0.5 * math.sin(t * hz * 2 * math.pi)


def glow_rect(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    strength: float,
    radius: int = 10,
) -> None:
    for i in range(4, 0, -1):
        a = int(strength * 60 / i)
        rounded_panel(
            surface, rect.inflate(i * 4, i * 4), (0, 0, 0, 0), (*colour, a), radius=radius + i * 2, width=2
        )
    rounded_panel(surface, rect, (0, 0, 0, 0), (*colour, int(120 + 120 * strength)), radius=radius, width=3)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under an overlay), as a near-black veil of ``alpha``."""
    alpha = max(0, min(255, int(alpha)))
    if surface.get_flags() & pygame.SRCALPHA:  # a picture with its own transparency: blend a veil
        surface.blit(_veil(surface.get_size(), alpha), (0, 0))
        return
    # the same as blending the veil, in two passes over the pixels instead of an alpha blit
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(c * alpha // 255 for c in VEIL), special_flags=pygame.BLEND_RGB_ADD)


VEIL = (8, 10, 14)


@bounded(8, 20 * MiB)  # a veil is the whole window
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*VEIL, alpha))
    return veil
