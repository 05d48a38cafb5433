"""Gestures of the Legendary table (a mixin of ``LegendaryTable``): what is under the pointer,
and which legal actions a click or a drag means.

A gesture is (object, target): ("hand", card), ("hq", card), ("officer",), ("attack",),
("city", card) or ("mastermind",), dropped on ("played",), ("discard",), ("city", space) or
("mastermind",); a click has no target. The legal actions of the moment are filtered for the
ones the gesture names; none means the gesture is refused and the table says why.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.legendary.cards import CITY, defn

from .view import Place


class Gestures:
    """Mixed into the table: uses its ``legal()``, ``zones()``, ``offer`` and ``app``."""

    app: Any
    game: Any
    hits: list[tuple[pygame.Rect, str, str]]
    illegal_flash: float
    views: dict[str, Any]
    # the table's own methods (annotations only: nothing here shadows them)
    legal: Any
    zones: Any
    offer: Any
    card_size: Any
    pile_size: Any

    def actions_for(self, obj: tuple[Any, ...], target: tuple[Any, ...] | None) -> list[Action]:
        """The legal actions a gesture means: ``obj`` dragged onto ``target`` (None: a click)."""
        out = []
        for a in self.legal():
            k = a.kind
            f = a.__dict__
            if obj[0] == "hand" and k == "play" and f["card"] == obj[1]:
                if target is None or target[0] == "played":
                    out.append(a)
            elif obj[0] == "hq" and k == "recruit" and f["card"] == obj[1]:
                if target is None or target[0] == "discard":
                    out.append(a)
            elif obj[0] == "officer" and k == "recruit_officer":
                if target is None or target[0] == "discard":
                    out.append(a)
            elif obj[0] in ("attack", "city") and k == "fight":
                if (obj[0] == "city" and target is None and f["card"] == obj[1]) or (
                    target is not None and target[0] == "city" and f["space"] == target[1]
                ):
                    out.append(a)
            elif obj[0] in ("attack", "mastermind") and k == "fight_mastermind":
                if obj[0] == "mastermind" or (target is not None and target[0] == "mastermind"):
                    out.append(a)
        return out[:1] if obj[0] in ("hand", "hq", "officer") else out

    def why_not(self, obj: tuple[Any, ...]) -> str:
        g = self.game
        if not self.legal():
            return self.app.t("lg_ui.why.not_your_move")
        if obj[0] == "hq":
            return self.app.t(
                "lg_ui.why.recruit", cost=defn(obj[1]).cost, have=g.observation(None)["recruit"]
            )
        if obj[0] == "officer":
            return self.app.t("lg_ui.why.recruit", cost=3, have=g.observation(None)["recruit"])
        if obj[0] in ("attack", "city", "mastermind"):
            return self.app.t("lg_ui.why.fight", have=g.observation(None)["attack"])
        return self.app.t("lg_ui.why.cannot")

    def gesture(self, obj: tuple[Any, ...], target: tuple[Any, ...] | None) -> bool:
        actions = self.actions_for(obj, target)
        if not actions:
            self.illegal_flash = 0.6
            self.app.notify(self.why_not(obj))
            return False
        return self.offer(actions)

    # -- hit testing -----------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """(zone, card) of the topmost card under ``pos`` (hit rectangles are made at sync)."""
        for rect, zone, card in self.hits:
            if rect.collidepoint(pos):
                return zone, card
        return None

    def _make_hits(self, places: dict[str, Place]) -> None:
        cw, ch = self.card_size()
        pw, ph = self.pile_size()
        hits = []
        tops: dict[str, Place] = {}
        for p in places.values():
            if p.mode == "pile" and (p.zone not in tops or p.order > tops[p.zone].order):
                tops[p.zone] = p
        for card, p in places.items():
            if p.mode == "ghost" or (p.mode == "pile" and tops.get(p.zone) is not p):
                continue
            w, h = (pw, ph) if p.zone in ("discard", "victory") else (cw, ch)
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(p.x), int(p.y))
            hits.append((p.order, r, p.zone, card))
        hits.sort(key=lambda h: -h[0])  # overlapping cards: the one drawn last is on top
        self.hits = [(r, zone, card) for _, r, zone, card in hits]

    def target_at(self, pos: tuple[int, int]) -> tuple[Any, ...] | None:
        z = self.zones()
        for i, space in enumerate(CITY):
            if z[f"city.{space}"].rect.collidepoint(pos):
                return ("city", i)
        for name in ("mastermind", "played", "discard"):
            key = f"center.{name}" if name == "mastermind" else f"me.{name}"
            if z[key].rect.collidepoint(pos):
                return (name,)
        return None

    def object_at(self, pos: tuple[int, int]) -> tuple[Any, ...] | None:
        """What a press at ``pos`` picks up or clicks."""
        z = self.zones()
        hit = self.card_at(pos)
        if hit is not None:
            zone, card = hit
            if zone == "hand":
                return ("hand", card)
            if zone == "hq":
                return ("hq", card)
            if zone == "city":
                return ("city", card)
        if z["center.officers"].rect.collidepoint(pos):
            return ("officer",)
        if z["me.attack"].rect.collidepoint(pos):
            return ("attack",)
        if z["center.mastermind"].rect.collidepoint(pos):
            return ("mastermind",)
        return None
