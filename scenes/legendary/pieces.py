"""The moving things of the Legendary table: the card views, what the pointer holds, the outlines
of a computer's move, the words floating over what happened, and the table card a hovered
choice means. Which cards glow comes from the legal actions of the moment; the hand is drawn
only for the seat at the screen (``mark_private``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.legendary.actions import ChooseSpace, PlayCard, Recruit
from game.legendary.cards import CITY, defn
from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT
from sprites.lg_cards import attack_icon, render_card

from ..gestures import of_kind
from .controls import card_of
from .gestures import OFFICER, Gestures
from .view import CardView, counter_badge


class Pieces(Gestures):
    def draw_views(self, surface: pygame.Surface, legal: list[Action], glow_t: float) -> None:
        """Every card view: the still ones in their zones (the hand on top), then the moving
        ones, then what the pointer holds."""
        lang = self.app.tr.lang
        s = self.app.scale
        held = self.held()
        tops: dict[str, CardView] = {}
        for view in self.views.values():
            p = view.place
            if p is not None and p.mode == "pile" and not view.moving:
                top = tops.get(p.zone)
                if top is None or top.place is None or p.order > top.place.order:
                    tops[p.zone] = view
        glowing = {a.card for a in of_kind(legal, PlayCard)} | {a.card for a in of_kind(legal, Recruit)}
        hinted = card_of(self.hint) if self.hint is not None else None
        still: list[tuple[CardView, Any]] = []
        moving: list[CardView] = []
        for view in self.views.values():
            p = view.place
            if p is None:
                continue
            if view.moving or view.gone:
                moving.append(view)
            elif p.mode == "show" or (p.mode == "pile" and tops.get(p.zone) is view):
                still.append((view, p))
        still.sort(key=lambda vp: (vp[1].zone == "hand", vp[1].order))
        obs_city = {sp["card"]: sp for sp in self.obs["city"] if sp["card"]}
        for view, p in still:
            if held is not None and held.card == view.id:
                continue
            colour: tuple[int, ...] | None = None
            lifted = 0.0
            if view.id in (hinted, self.lit):
                colour = SELECTED
            elif view.id in glowing:
                colour = (*GLOW, 60 + 12 * int(glow_t * 15))  # a smooth 1 Hz pulse in 16 cached steps
            if p.zone == "hand":
                self.mark_private(self.me)
                if self.hover == view.id or view.id == self.lit:
                    lifted = 14 * s
            rect = view.draw(surface, lang, self.size_in(p.zone), highlight=colour, lifted=lifted)
            if p.zone == "city" and view.id in obs_city:
                self._city_badges(surface, rect, obs_city[view.id], s)
        for view in moving:
            p = view.place
            size = self.size_in(p.zone) if p is not None and not view.gone else self.card_size()
            view.draw(surface, lang, size, back="villain" if p is not None and p.zone == "city" else "hero")
        self._draw_held(surface)

    def _draw_held(self, surface: pygame.Surface) -> None:
        """What the pointer carries: a card a little larger, an Officer, or the Attack pool."""
        held = self.held()
        if held is None or self.drag.current is None:
            return
        lang = self.app.tr.lang
        s = self.app.scale
        w, h = self.card_size()
        cx, cy = self.drag.current.centre
        if held.card:
            if held.what == "hand":
                self.mark_private(self.me)
            img = render_card(held.card, lang, int(w * 1.08), int(h * 1.08))
            surface.blit(img, img.get_rect(center=(cx, cy - 6)))
        elif held.what == "officer":
            img = render_card(OFFICER, lang, w, h)
            surface.blit(img, img.get_rect(center=(cx, cy)))
        else:
            ic = attack_icon(int(48 * s))
            surface.blit(ic, ic.get_rect(center=(cx, cy)))
            num = fonts.render(str(self.obs["attack"]), max(18, int(30 * s)), TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(cx + int(26 * s), cy)))

    def _city_badges(self, surface: pygame.Surface, rect: pygame.Rect, sp: dict[str, Any], s: float) -> None:
        """The current strength (card effects included) and captured bystanders of a villain."""
        strength = sp.get("strength")
        d = defn(sp["card"])
        # a Villain's face prints its strength (the badge shows a changed one); a Killbot or a
        # Skrull (a Bystander or a Hero in the city) prints none, so it always has the badge
        printed = d.kind in ("villain", "henchman")
        if strength is not None and (not printed or strength != d.strength):
            counter_badge(
                surface,
                (rect.right, rect.y + int(10 * s)),
                str(strength),
                max(fonts.FLOOR, int(15 * s)),
                where="lg.city.strength",
            )
        if sp.get("bystanders"):
            counter_badge(
                surface,
                (rect.centerx, rect.y + int(rect.h * 0.64)),
                self.app.t("lg_ui.bystanders_short", n=len(sp["bystanders"])),
                int(12 * s),
                int(rect.w * 1.6),
                where="lg.city.bystanders",
            )

    def draw_spot(self, surface: pygame.Surface) -> None:
        """The cards a computer's move moved, outlined while the move lingers."""
        if not self.spot:
            return
        z = self.zones()
        for card in self.spot:
            view = self.views.get(card)
            if view is not None and view.place is not None and view.place.mode != "ghost" and not view.gone:
                rect = pygame.Rect((0, 0), self.size_in(view.place.zone))
                rect.center = view.pos
                pygame.draw.rect(surface, SELECTED, rect.inflate(10, 10), width=3, border_radius=10)
        for name, key in (("mastermind", "center.mastermind"), ("officers", "center.officers")):
            if name in self.spot:
                pygame.draw.rect(surface, SELECTED, z[key].rect.inflate(-4, -4), width=3, border_radius=10)

    def draw_floats(self, surface: pygame.Surface) -> None:
        """Effects rising from where they landed, outlined so they read on any card."""
        size = max(fonts.FLOOR + 4, int(24 * self.app.scale))
        for f in self.floats:
            img = fonts.render(f.text, size, f.colour, bold=True)
            dark = fonts.render(f.text, size, (10, 10, 14), bold=True)
            alpha = int(255 * min(1.0, (1 - f.age) * 2.5))
            rect = img.get_rect(center=(int(f.x), int(f.y - 40 * self.app.scale * f.age)))
            rect.clamp_ip(surface.get_rect())
            for ox, oy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                piece = dark.copy()
                piece.set_alpha(alpha)
                surface.blit(piece, rect.move(ox, oy))
            piece = img.copy()
            piece.set_alpha(alpha)
            surface.blit(piece, rect)

    def light_hovered_choice(self, surface: pygame.Surface) -> None:
        """The card a hovered choice of the panel means, lit where it lies on the table (above
        the veil, where the panel does not cover it)."""
        if self.choose.hidden:
            return
        c = self.choose.at(pygame.mouse.get_pos())
        if c is None:
            return
        panel = self.choose.rect
        if isinstance(c.action, ChooseSpace):  # a city space: its outline on the board
            r = self.zones()[f"city.{CITY[c.action.space]}"].rect
            if not r.colliderect(panel):
                pygame.draw.rect(surface, SELECTED, r, width=3, border_radius=10)
            return
        if c.card is None:
            return
        view = self.views.get(c.card)
        if view is not None and view.place is not None and not view.gone:
            size = self.size_in(view.place.zone)
            rect = pygame.Rect((0, 0), size)
            rect.center = view.pos
            if not rect.inflate(8, 8).colliderect(panel):
                view.draw(surface, self.app.tr.lang, size, highlight=SELECTED)
        elif c.card == self.obs["mastermind"]["card"]:
            cw, ch = self.card_size()
            r = self.zones()["center.mastermind"].rect
            card = pygame.Rect(r.x + int(8 * self.app.scale), r.y + self.top_pad(), cw, ch)
            if not card.inflate(8, 8).colliderect(panel):
                surface.blit(render_card(c.card, self.app.tr.lang, cw, ch), card)
                pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=9)
