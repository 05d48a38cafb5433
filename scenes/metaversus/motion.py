"""What happened, shown as motion on the MetaVersus table (a mixin of the table): played and
bought cards fly to the play area, counters tick toward the engine's values (combat damage
lands on the defense first, then on HP, while the weapons stay in view), numbers float up."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Event
from sprites.tween import Tween

from . import layout as L


class MotionMixin:
    app: Any
    obs: dict[str, Any]

    # -- events -> motion ----------------------------------------------------------------------
    def on_events(self, events: list[Event], player: int | None) -> None:
        before = self.obs
        sources = self._sources(before) if before else {}
        running = [dict(s) for s in self.shown]
        ticks: list[Tween] = []
        flights: list[tuple[int, str, pygame.Rect]] = []
        for e in events:
            k = e.kind
            f = e.__dict__
            p = f.get("player")
            if k == "card_played":
                flights.append((p, f["card"], sources.get(("hand", p, f["card"])) or self._hand_centre(p)))
            elif k == "bought":
                flights.append((p, f["card"], sources.get(("pile", f["card"])) or self.zrect("exchange")))
                self.app.audio.play("click")
            elif k == "damaged":
                ticks += self._damage(p, f["defense"], f["hp"], running)
            elif k == "hp_lost":
                ticks += self._tick(p, "hp", running, running[p]["hp"] - f["amount"])
            elif k == "healed":
                ticks += self._tick(p, "hp", running, running[p]["hp"] + f["amount"])
            elif k == "defense_gained":
                ticks += self._tick(p, "defense", running, running[p]["defense"] + f["amount"])
            elif k == "stars_gained":
                ticks += self._tick(p, "stars", running, f["total"])
        combat = next((e for e in events if e.kind == "damaged" and e.card == "combat"), None)  # type: ignore[attr-defined]
        if combat is not None and before:
            attacker = 1 - combat.player  # type: ignore[attr-defined]
            kept = list(before["players"][attacker]["zones"]["played"])
            for e in events:  # cards played or bought by this very move are on the table too
                if e is combat:
                    break
                if e.kind in ("card_played", "bought") and e.player == attacker:  # type: ignore[attr-defined]
                    kept.append(e.card)  # type: ignore[attr-defined]
            self.kept_play = (attacker, kept)
        saved = [dict(s) for s in self.shown]
        self.sync()
        truth = [dict(s) for s in self.shown]
        self.shown = saved
        self._fly(flights)  # cards land first, then the counters tick (defense before HP)
        for tw in ticks:
            self.anim.add(tw)

        def settle(truth: list[dict[str, int]] = truth) -> None:
            self.shown = [dict(s) for s in truth]
            self.kept_play = None

        self.anim.add(Tween(0.01, None, settle))

    def _hand_centre(self, p: int) -> pygame.Rect:
        """A card-sized place in the middle of a hand (the other hand's cards come from there)."""
        zone = self.zrect(f"{self.slot(p)}.hand")
        w, h = L.card_size(zone.h - 16)
        return pygame.Rect(zone.centerx - w // 2, zone.y + 8, w, h)

    def _sources(self, obs: dict[str, Any]) -> dict[tuple[Any, ...], pygame.Rect]:
        """Where cards were drawn before the move: the origin of their flight."""
        out: dict[tuple[Any, ...], pygame.Rect] = {}
        for placed in self.hand_cards():
            if placed.card is not None:
                out.setdefault(("hand", self.bottom, placed.card), placed.rect)
        for card, rect in self.exchange_cards():
            out[("pile", card)] = rect
        return out

    def _fly(self, flights: list[tuple[int, str, pygame.Rect]]) -> None:
        if not flights:
            return
        tweens = []
        for i, (p, card, src) in enumerate(flights):
            self.hidden_play[p] += 1
            played = self.play_cards(p)
            dest = played[len(played) - len(flights) + i][1] if len(played) >= len(flights) - i else src
            item = [card, pygame.Rect(src), pygame.Rect(dest), 0.0]
            self.flying.append(item)

            def step(t: float, item: list[Any] = item) -> None:
                item[3] = t

            def done(item: list[Any] = item, p: int = p) -> None:
                if item in self.flying:
                    self.flying.remove(item)
                    self.hidden_play[p] = max(0, self.hidden_play[p] - 1)

            tweens.append(Tween(0.25, step, done, delay=0.08 * i))
        self.anim.add(*tweens)

    def _tick(self, p: int, key: str, running: list[dict[str, int]], new: int) -> list[Tween]:
        start = running[p][key]
        running[p][key] = new
        if start == new:
            return []
        floated = [False]

        def step(t: float, p: int = p, key: str = key, a: int = start, b: int = new) -> None:
            if not floated[0]:  # the number floats up when this counter starts ticking
                floated[0] = True
                self._float(p, f"{b - a:+d}", (255, 90, 90) if b < a else (120, 220, 120), key)
            self.shown[p][key] = round(a + (b - a) * t)

        return [Tween(0.4, step)]

    def _damage(self, p: int, to_defense: int, to_hp: int, running: list[dict[str, int]]) -> list[Tween]:
        """Combat damage lands on the defense first, then on HP: two ticks in a row, a shake."""
        self.shake[p] = 0.5
        self.app.audio.play("hit")
        out = []
        if to_defense:
            out += self._tick(p, "defense", running, running[p]["defense"] - to_defense)
        if to_hp:
            out += self._tick(p, "hp", running, running[p]["hp"] - to_hp)
        return out

    def _float(self, p: int, text: str, colour: tuple[int, int, int], key: str) -> None:
        rect = self.counter_rect(p, key)
        self.floats.append([text, rect.right - 14, rect.y + 4, 0.0, colour])  # beside the number, rising
