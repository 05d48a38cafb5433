"""What an option of a chooser means, lit on the Dice Masters table while it is hovered: the
dice, cards and life panels of ``Focus`` records (``choices.focus_of``), where they are and how
they are drawn again over the chooser's dimming."""

from __future__ import annotations

import pygame

from sprites.draw import SELECTED, glow_rect, pulse

from .cards_view import card_image
from .choices import Focus
from .layout import card_of
from .motion import FollowMixin


class DiceTableFocus(FollowMixin):
    """The layer of the table that lights what a chooser's option means."""

    def focus_rects(self, focuses: set[Focus]) -> list[pygame.Rect]:
        """Where on the screen the focused dice, cards and life panels are."""
        out: list[pygame.Rect] = []
        size = self.die_size()
        cards = self.card_rects()
        for f in focuses:
            if f.kind == "die" and f.ref in self.views:
                out.append(self.views[f.ref].rect(size).inflate(12, 12))
            elif f.kind == "player":
                out.append(self.zone_rect(int(f.ref), "life"))
            elif f.kind == "card":
                out.extend(
                    r
                    for (owner, key), r in cards.items()
                    if card_of(key) == f.ref and (owner is None or f.owner is None or owner == f.owner)
                )
        return out

    def draw_focus(self, surface: pygame.Surface, avoid: pygame.Rect | None = None) -> None:
        """Light what the hovered option means (drawn again over a chooser's dimming)."""
        if not self.focus:
            return
        size = self.die_size()
        t = pulse(self.app.time)
        cards = self.card_rects()
        lang = self.app.tr.lang
        for f in self.focus:
            if f.kind == "die" and f.ref in self.views:
                view = self.views[f.ref]
                if avoid is not None and view.rect(size).colliderect(avoid):
                    continue
                view.draw(surface, size, SELECTED)
                pygame.draw.rect(
                    surface,
                    SELECTED,
                    view.rect(size).inflate(18, 18),
                    width=3,
                    border_radius=max(4, size // 4),
                )
            elif f.kind == "player":
                rect = self.zones()[f"{self.slot(int(f.ref))}.life"].rect
                if avoid is None or not rect.colliderect(avoid):
                    glow_rect(surface, rect, SELECTED, t, radius=10)
            elif f.kind == "card":
                for (owner, key), rect in cards.items():
                    if card_of(key) != f.ref or (
                        owner is not None and f.owner is not None and owner != f.owner
                    ):
                        continue
                    if avoid is not None and rect.colliderect(avoid):
                        continue
                    surface.blit(card_image(f.ref, lang, rect.size, None), rect)
                    glow_rect(surface, rect, SELECTED, t, radius=8)


__all__ = ["DiceTableFocus"]
