"""The one card-face layout of the three games: the regions every face has (frame, title band,
badges, art window, text box, footer) worked out for a card size from the game's numbers.

A face is a frame holding, from the top, the title band (name and subtitle; the cost badge sits
on it or on the art), the art window, the text box and the footer (the numbers along the bottom:
Max and dice left, Recruit and Attack, Strength and VP, a subtitle). The band and the text box
are as tall as their fitted text; the art takes what is left. What differs between the games and
between kinds of card is data, a ``FaceSpec``: its lengths are pixels of the 96-pixel-wide
table card and grow with the width.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import fonts

BASE_WIDTH = 96  # the table card at 1600×900, which the lengths of a spec are given for


@dataclass(frozen=True)
class FaceSpec:
    """One game's (or one kind's) face, as numbers of the 96-pixel card."""

    rim: float  # the frame's edge around everything
    radius: float  # the corners
    gap: float  # the room between two regions
    inset: float  # how far the art and the footer stand in from the band's sides
    title: float  # the name's text size
    subtitle: float
    text: float  # the rules text's size
    badge: float  # a badge's radius
    footer: float  # the footer's height (0: no footer)
    min_rim: int = 2  # the least each length is, in pixels
    round_up: bool = True  # lengths rounded to the nearest pixel (False: rounded down)

    def metrics(self, width: int, height: int) -> Metrics:
        k = width / BASE_WIDTH

        def px(v: float, least: int = self.min_rim) -> int:
            return max(least, round(v * k) if self.round_up else int(v * k))

        return Metrics(
            (width, height),
            k,
            px(self.rim),
            px(self.radius, 3),
            px(self.gap, 1),
            px(self.inset, 1),
            px(self.title, fonts.FLOOR),
            px(self.subtitle, fonts.FLOOR),
            px(self.text, fonts.FLOOR),
            px(self.badge, 9),
            px(self.footer, fonts.FLOOR + 5) if self.footer else 0,
        )


@dataclass(frozen=True)
class Metrics:
    """A spec at one card size, in pixels."""

    size: tuple[int, int]
    k: float  # the width against the 96-pixel card
    rim: int
    radius: int
    gap: int
    inset: int
    title: int
    subtitle: int
    text: int
    badge: int
    footer: int

    @property
    def frame(self) -> pygame.Rect:
        """Inside the rim: where the regions go."""
        w, h = self.size
        return pygame.Rect(self.rim, self.rim, w - 2 * self.rim, h - 2 * self.rim)


@dataclass(frozen=True)
class Regions:
    """Where the parts of one face go."""

    frame: pygame.Rect
    band: pygame.Rect
    art: pygame.Rect
    text_box: pygame.Rect | None  # None: the text is in the tooltip and the zoom
    footer: pygame.Rect | None  # None: no numbers along the bottom

    def badge_on_art(self, r: int, margin: int = 0) -> tuple[int, int]:
        """The centre of a badge of radius ``r`` in the art's top left corner."""
        return (self.art.x + r + margin, self.art.y + r + margin)


class OnRegions:
    """What a game's face record (holding its ``regions``) says of them directly."""

    regions: Regions

    @property
    def band(self) -> pygame.Rect:
        return self.regions.band

    @property
    def art(self) -> pygame.Rect:
        return self.regions.art

    @property
    def text_box(self) -> pygame.Rect | None:
        return self.regions.text_box


def stack(
    frame: pygame.Rect,
    band_h: int,
    foot_h: int = 0,
    text_h: int = 0,
    gap: int = 0,
    inset: int = 0,
    foot_gap: int | None = None,
    min_art: int = 4,
) -> Regions:
    """The regions of a face from the top of ``frame``: the band (``band_h`` tall), the art, the
    text box (``text_h`` tall, 0: none) and the footer (``foot_h``, 0: none). ``gap`` parts the
    band, the art and the text box, ``foot_gap`` (``gap`` unless given) the art or text from the
    footer; the art and what is under it stand ``inset`` in from the sides."""
    foot_gap = gap if foot_gap is None else foot_gap
    band = pygame.Rect(frame.x, frame.y, frame.w, band_h)
    footer = (
        pygame.Rect(frame.x + inset, frame.bottom - foot_h, frame.w - 2 * inset, foot_h) if foot_h else None
    )
    bottom = (footer.y if footer is not None else frame.bottom) - foot_gap
    top = band.bottom + gap
    text_box = pygame.Rect(frame.x + inset, bottom - text_h, frame.w - 2 * inset, text_h) if text_h else None
    art_bottom = text_box.y - gap if text_box is not None else bottom
    art = pygame.Rect(frame.x + inset, top, frame.w - 2 * inset, max(min_art, art_bottom - top))
    return Regions(frame, band, art, text_box, footer)
