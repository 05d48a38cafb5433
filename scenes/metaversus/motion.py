"""What happened, shown as motion on the MetaVersus table: played and bought cards fly to the
play area, counters tick toward the engine's values (combat damage lands on the defense first,
then on HP, while the weapons stay in view), and every effect floats where it lands ("-3 HP",
"defense +2", "+1 ★", "+2 gems"). Only the events' own fields are read.

A computer's move can be followed at 1× speed: after its motion the move lingers (its length
scales with the animation speed; "instant" stays instant), the card it moved stays outlined
until the next move, and the last turn of the duelist across the table stays in their play
area, dimmed, until the person at the screen makes the first move of their own turn. N (or the
Skip button) plays the computer's moves without lingering up to the next decision of a person.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action, Event
from game.metaversus.records import (
    AbilityUsed,
    AetherGained,
    AetherSpent,
    Bought,
    CardDiscarded,
    CardPlayed,
    CardRemoved,
    CharacterBanned,
    Damaged,
    DefenseGained,
    Done,
    EndPhase,
    Gained,
    Healed,
    HpLost,
    KeepExchange,
    KindReplaced,
    Pass,
    PickCharacter,
    SkipBan,
    StarsGained,
    TurnEnded,
    TurnStarted,
)
from game.metaversus.state import Zone
from sprites.tween import Tween

from .base import Float, Spot
from .geometry import TableGeometry

# Seconds a computer's move stays on screen after its motion, at 1× speed, by the move's class.
LINGER: dict[type[Action], float] = {
    EndPhase: 0.5,
    Pass: 0.45,
    Done: 0.45,
    KeepExchange: 0.7,
    SkipBan: 0.7,
    PickCharacter: 0.7,
}
LINGER_DEFAULT = 1.1
RES_KEYS = ("gems", "ap", "buys", "combat")
GAIN = (120, 220, 120)
LOSS = (255, 110, 100)
STAR = (255, 214, 80)
AETHER = (130, 220, 255)


class TableMotion(TableGeometry):
    def on_events(self, events: list[Event], player: int | None) -> None:
        before = self.obs
        sources = self._sources(before) if before else {}
        running = [dict(s) for s in self.shown]
        ticks: list[Tween] = []
        flights: list[tuple[int, str, pygame.Rect]] = []
        agent_move = player is not None and not self.is_person(player)
        self.spots = []  # the cards the last move touched (outlined when a computer moved)
        turn_changed = any(isinstance(e, (TurnStarted, TurnEnded)) for e in events)
        for e in events:
            if isinstance(e, CardPlayed):
                source = sources.get(("hand", e.player, e.card)) or self._hand_centre(e.player)
                flights.append((e.player, e.card, source))
                self.spots.append(Spot("play", e.player, e.card))
            elif isinstance(e, Bought):
                flights.append((e.player, e.card, sources.get(("pile", e.card)) or self.zrect("exchange")))
                self.spots += [Spot("pile", None, e.card), Spot("play", e.player, e.card)]
                self.app.audio.play("click")
            elif isinstance(e, Gained):
                self.spots.append(Spot("pile", None, e.card))
                if e.zone == Zone.PLAYED:
                    self.spots.append(Spot("play", e.player, e.card))
            elif isinstance(e, CardRemoved):
                self.spots.append(Spot("removed", e.player, e.card))
            elif isinstance(e, CardDiscarded):
                self.spots.append(Spot("discard", e.player, e.card))
            elif isinstance(e, AbilityUsed):
                self.spots.append(Spot("character", e.player, e.card))
            elif isinstance(e, KindReplaced):
                self.spots.append(Spot("pile", None, e.new_card))
            elif isinstance(e, CharacterBanned):
                self.spots.append(Spot("draft", None, e.card))
            elif isinstance(e, Damaged):
                ticks += self._damage(e.player, e.defense, e.hp, running)
            elif isinstance(e, HpLost):
                ticks += self._tick(e.player, "hp", running, running[e.player]["hp"] - e.amount)
            elif isinstance(e, Healed):
                ticks += self._tick(e.player, "hp", running, running[e.player]["hp"] + e.amount)
            elif isinstance(e, DefenseGained):
                ticks += self._tick(e.player, "defense", running, running[e.player]["defense"] + e.amount)
            elif isinstance(e, StarsGained):
                ticks += self._tick(e.player, "stars", running, e.total)
            elif isinstance(e, (AetherGained, AetherSpent)) and "aether" in running[e.player]:
                ticks += self._tick(e.player, "aether", running, e.total)
                self.aether_flash[e.player] = 0.8
                if isinstance(e, AetherSpent):
                    self.spots.append(Spot("play", e.player, e.card))
        combat = next((e for e in events if isinstance(e, Damaged) and e.card == "combat"), None)
        if combat is not None and before:
            attacker = 1 - combat.player
            kept = list(before["players"][attacker]["zones"]["played"])
            for e in events:  # cards played or bought by this very move are on the table too
                if e is combat:
                    break
                if isinstance(e, (CardPlayed, Bought)) and e.player == attacker:
                    kept.append(e.card)
            self.kept_play = (attacker, kept)
        saved = [dict(s) for s in self.shown]
        self.sync()
        truth = [dict(s) for s in self.shown]
        self.shown = saved
        if before and not turn_changed and before.get("phase") != "setup":
            self._float_resources(before["resources"], self.obs["resources"])
        self._fly(flights)  # cards land first, then the counters tick (defense before HP)
        for tw in ticks:
            self.anim.add(tw)

        def settle(truth: list[dict[str, int]] = truth) -> None:
            self.shown = [dict(s) for s in truth]
            self.kept_play = None

        self.anim.add(Tween(0.01, None, settle))
        if not agent_move:
            self.spots = []
        if agent_move and not self.fast_forward:
            last = type(self.session.history[-1].action) if self.session.history else None
            linger = LINGER.get(last, LINGER_DEFAULT) if last is not None else LINGER_DEFAULT
            self.anim.add(Tween(linger, None))  # the move stays in view

    def _float_resources(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        """Gems, AP, buys and pending damage that changed float up from their chips."""
        t = self.app.t
        for key in RES_KEYS:
            delta = int(new.get(key, 0)) - int(old.get(key, 0))
            if delta:
                self.floats.append(
                    Float(
                        t(f"mv_ui.float.{key}", n=f"{delta:+d}"), ("chip", key), GAIN if delta > 0 else LOSS
                    )
                )

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

            tweens.append(Tween(0.3, step, done, delay=0.1 * i))
        self.anim.add(*tweens)

    def _tick(self, p: int, key: str, running: list[dict[str, int]], new: int) -> list[Tween]:
        start = running[p][key]
        running[p][key] = new
        if start == new:
            return []
        floated = [False]

        def step(t: float, p: int = p, key: str = key, a: int = start, b: int = new) -> None:
            if not floated[0]:  # the effect floats up when this counter starts ticking
                floated[0] = True
                colour = STAR if key == "stars" else AETHER if key == "aether" else LOSS if b < a else GAIN
                self.floats.append(
                    Float(self.app.t(f"mv_ui.float.{key}", n=f"{b - a:+d}"), ("counter", p, key), colour)
                )
            self.shown[p][key] = round(a + (b - a) * t)

        return [Tween(0.45, step)]

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

    def skip_to_person(self) -> None:
        """Play on without lingering until a person is to decide (or the match is over)."""
        if self.game.is_over or self.is_person(self.game.to_move):
            self.anim.finish_all()
            return
        self.fast_forward = True
        self.anim.finish_all()

    def _fast_forward_step(self) -> None:
        """While skipping: no animation waits and no agent delay, until a person decides."""
        if not self.fast_forward:
            return
        if self.game.is_over or self.is_person(self.game.to_move):
            self.fast_forward = False
            return
        self.anim.finish_all()
        self._agent_wait = 1e9  # the base table waits agent_delay before each computer move
