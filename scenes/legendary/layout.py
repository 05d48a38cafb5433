"""Where the cards of a Legendary observation go on the table, and their motion there.

``layout`` places every visible card (the city, the HQ, the KO and escaped piles, the active
player's play area, the hand and piles of the person at the screen; another player's cards only
as ghosts flying to their panel). ``move_views`` slides each card view toward its place, a new
card from where it comes (the decks, the stacks), a card leaving the bottom row back to the deck.
The hit rectangles of the cards are made from the same places.
"""

from __future__ import annotations

import pygame

from game.legendary.cards import CITY, defn
from sprites.tween import Tween

from .base import LegendaryBase
from .view import CardView, Place, TableZone, row_centres

ME_ZONES = ("hand", "played", "discard")  # a card leaving these flies to the deck
PILES_IN_THE_MIDDLE: tuple[tuple[TableZone, str], ...] = (("escaped", "center.escaped"), ("ko", "center.ko"))
MY_PILES: tuple[TableZone, ...] = ("discard", "victory")


class Layout(LegendaryBase):
    def layout(self) -> dict[str, Place]:
        """Where every visible card of the observation belongs."""
        z = self.zones()
        cw, ch = self.card_size()
        out: dict[str, Place] = {}
        obs = self.obs
        pad = self.top_pad()
        for i, space in enumerate(obs["city"]):
            if space["card"]:
                r = z[f"city.{CITY[i]}"].rect
                out[space["card"]] = Place(r.centerx, r.y + pad + ch / 2, "city")
        for i, card in enumerate(obs["hq"]):
            if card:
                r = z[f"hq.{i}"].rect
                out[card] = Place(r.centerx, r.y + pad + ch / 2, "hq")
        for zone, key in PILES_IN_THE_MIDDLE:
            r = z[key].rect
            for k, card in enumerate(obs[zone]):
                out[card] = Place(r.centerx, r.y + pad + ch / 2, zone, "pile", k)
        active = obs["active"]
        rows: tuple[tuple[TableZone, list[str]], ...] = (
            ("played", obs["players"][active]["zones"]["played"]),
            ("hand", obs["players"][self.me]["zones"]["hand"] or []),
        )
        for zone, cards in rows:
            r = z[f"me.{zone}"].rect
            for k, (card, pos) in enumerate(zip(cards, row_centres(r, len(cards), cw, r.y + pad + ch / 2))):
                out[card] = Place(pos[0], pos[1], zone, "show", k)
        mine = obs["players"][self.me]["zones"]
        _, ph = self.pile_size()
        for zone in MY_PILES:
            r = z[f"me.{zone}"].rect
            for k, card in enumerate(mine[zone]):
                out[card] = Place(r.centerx, r.y + pad + ph / 2, zone, "pile", k)
        for slot, p in enumerate(self.others()[:4]):
            r = z[f"others.{slot}"].rect
            pz = obs["players"][p]["zones"]
            for card in pz["discard"] + pz["victory"] + (pz["played"] if p != active else []):
                out.setdefault(card, Place(r.centerx, r.centery, "ghost", "ghost"))
        return out

    def entry_point(self, card: str, place: Place) -> tuple[tuple[float, float], bool]:
        """Where a card that was not on screen comes from, and whether it turns over on the way."""
        z = self.zones()
        d = defn(card)
        if place.zone == "city":
            return z["center.villain_deck"].rect.center, True
        if place.zone == "hq":
            return z["center.hero_deck"].rect.center, True
        if place.zone == "hand":
            return z["me.deck"].rect.center, False
        for stack, kind in (("wounds", "wound"), ("bystanders", "bystander")):
            if d.kind == kind:
                return z[f"center.{stack}"].rect.center, False
        if d.id == "shield.officer":
            return z["center.officers"].rect.center, False
        if place.zone == "played":
            active = self.obs["active"]
            if active != self.me and active in self.others()[:4]:
                return z[f"others.{self.others().index(active)}"].rect.center, False
            return z["me.hand"].rect.center, False
        return (place.x, place.y), False

    def make_hits(self, places: dict[str, Place]) -> None:
        """The hit rectangles of the cards at ``places``: a pile by its top card only, the card
        drawn last (on top where cards overlap) first."""
        tops: dict[str, Place] = {}
        for p in places.values():
            if p.mode == "pile" and (p.zone not in tops or p.order > tops[p.zone].order):
                tops[p.zone] = p
        hits = []
        for card, p in places.items():
            if p.mode == "ghost" or (p.mode == "pile" and tops.get(p.zone) is not p):
                continue
            r = pygame.Rect((0, 0), self.size_in(p.zone))
            r.center = (int(p.x), int(p.y))
            hits.append((p.order, r, p.zone, card))
        hits.sort(key=lambda h: -h[0])
        self.hits = [(r, zone, card) for _, r, zone, card in hits]

    def move_views(self, places: dict[str, Place], animate: bool, city_delay: float) -> list[Tween]:
        """Every card view toward its place (at once unless ``animate``); the tweens of the way."""
        tweens = []
        for card, place in places.items():
            view = self.views.get(card)
            flip = False
            if view is None:
                if place.mode == "ghost":
                    continue
                start, flip = self.entry_point(card, place) if animate else ((place.x, place.y), False)
                view = CardView(card, start)
                self.views[card] = view
            view.place = place
            view.gone = False
            if not animate:
                view.x, view.y = place.x, place.y
                continue
            delay = city_delay if place.zone in ("city", "escaped", "hq") else 0.0
            dur = 0.5 if flip or place.zone in ("city", "escaped") else 0.25
            tw = view.slide((place.x, place.y), dur, delay, flip)
            if tw is not None:
                tweens.append(tw)
        deck = self.zones()["me.deck"].rect.center
        for card in [c for c in self.views if c not in places]:
            view = self.views[card]
            if animate and view.place is not None and view.place.zone in ME_ZONES and not view.gone:
                view.gone = True
                tw = view.slide(deck, 0.25, 0.0, on_done=lambda c=card: self._drop_view(c))
                if tw is not None:
                    tweens.append(tw)
                    continue
            if not view.gone:
                del self.views[card]
        return tweens

    def _drop_view(self, card: str) -> None:
        view = self.views.get(card)
        if view is not None and view.gone:
            del self.views[card]

    def positions(self) -> dict[str, tuple[float, float]]:
        """Where every card is drawn now (before a move changes it)."""
        return {
            card: (v.x, v.y)
            for card, v in self.views.items()
            if v.place is not None and v.place.mode != "ghost"
        }
