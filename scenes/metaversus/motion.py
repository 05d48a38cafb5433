"""What happened, shown as motion on the MetaVersus table (a mixin of the table): played and
bought cards fly to the play area, counters tick toward the engine's values (combat damage
lands on the defense first, then on HP, while the weapons stay in view), and every effect
floats where it lands ("-3 HP", "defense +2", "+1 ★", "+2 gems").

A computer's move can be followed at 1× speed: after its motion the move lingers (its length
scales with the animation speed; "instant" stays instant), the card it moved stays outlined
until the next move, and the last turn of the duelist across the table stays in their play
area, dimmed, until the person at the screen makes the first move of their own turn. N (or the
Skip button) plays the computer's moves without lingering up to the next decision of a person.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import pygame

from game.core.actions import Event
from game.core.session import GameSession
from sprites.tween import AnimationQueue, Tween

from . import layout as L

# Seconds a computer's move stays on screen after its motion, at 1× speed, by the move's kind.
LINGER: dict[str, float] = {
    "end_phase": 0.5,
    "pass": 0.45,
    "done": 0.45,
    "keep_exchange": 0.7,
    "skip_ban": 0.7,
    "pick_character": 0.7,
}
LINGER_DEFAULT = 1.1
RES_KEYS = ("gems", "ap", "buys", "combat")
GAIN = (120, 220, 120)
LOSS = (255, 110, 100)
STAR = (255, 214, 80)

SpotKind = Literal["play", "pile", "draft", "character", "removed", "discard"]


@dataclass(frozen=True)
class Spot:
    """A card a computer's move touched, outlined on the table until the next move."""

    kind: SpotKind
    player: int | None
    card: str


@dataclass
class Float:
    """A text that rises from where an effect landed: a counter, a resource chip or a card."""

    text: str
    anchor: tuple[Any, ...]  # ("counter", player, key) | ("chip", key) | ("rect", Rect)
    colour: tuple[int, int, int]
    age: float = 0.0


class MotionMixin:
    # What the table (TableScene, TableView and MetaVersusTable) supplies to this mixin.
    app: Any
    obs: dict[str, Any]
    session: GameSession
    anim: AnimationQueue
    shown: list[dict[str, int]]  # counters as drawn (they tick toward the truth)
    spots: list[Spot]
    kept_play: tuple[int, list[str]] | None
    floats: list[Float]
    flying: list[list[Any]]  # [card or None, from rect, to rect, progress]
    hidden_play: list[int]
    shake: list[float]
    fast_forward: bool
    _agent_wait: float
    _last_turn_key: tuple[int, int, int] | None
    _last_turn_cache: tuple[int, list[str]] | None

    if TYPE_CHECKING:  # defined by the table; declared here only for the type checker

        @property
        def game(self) -> Any: ...

        @property
        def bottom(self) -> int: ...

        def is_person(self, player: int | None) -> bool: ...

        def sync(self) -> None: ...

        def zrect(self, name: str) -> pygame.Rect: ...

        def slot(self, p: int) -> str: ...

        def hand_cards(self) -> list[L.Placed]: ...

        def exchange_cards(self) -> list[tuple[str, pygame.Rect]]: ...

        def play_cards(self, p: int) -> list[tuple[str, pygame.Rect]]: ...

        def counter_rect(self, p: int, key: str) -> pygame.Rect: ...

        def status_chips(self) -> dict[str, pygame.Rect]: ...

    # -- events -> motion ----------------------------------------------------------------------
    def on_events(self, events: list[Event], player: int | None) -> None:
        before = self.obs
        sources = self._sources(before) if before else {}
        running = [dict(s) for s in self.shown]
        ticks: list[Tween] = []
        flights: list[tuple[int, str, pygame.Rect]] = []
        agent_move = player is not None and not self.is_person(player)
        self.spots = []  # the cards the last move touched (outlined when a computer moved)
        turn_changed = any(e.kind in ("turn_started", "turn_ended") for e in events)
        for e in events:
            k = e.kind
            f = e.__dict__
            p: int = f.get("player", -1)  # every event handled below names its player
            if k == "card_played":
                flights.append((p, f["card"], sources.get(("hand", p, f["card"])) or self._hand_centre(p)))
                self.spots.append(Spot("play", p, f["card"]))
            elif k == "bought":
                flights.append((p, f["card"], sources.get(("pile", f["card"])) or self.zrect("exchange")))
                self.spots += [Spot("pile", None, f["card"]), Spot("play", p, f["card"])]
                self.app.audio.play("click")
            elif k == "gained":
                self.spots.append(Spot("pile", None, f["card"]))
                if f["zone"] == "played":
                    self.spots.append(Spot("play", p, f["card"]))
            elif k == "card_removed":
                self.spots.append(Spot("removed", p, f["card"]))
            elif k == "card_discarded":
                self.spots.append(Spot("discard", p, f["card"]))
            elif k == "ability_used":
                self.spots.append(Spot("character", p, f["card"]))
            elif k == "kind_replaced":
                self.spots.append(Spot("pile", None, f["new_card"]))
            elif k == "character_banned":
                self.spots.append(Spot("draft", None, f["card"]))
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
            kind = self.session.history[-1].action.kind if self.session.history else ""
            self.anim.add(Tween(LINGER.get(kind, LINGER_DEFAULT), None))  # the move stays in view

    def last_turn_record(self) -> tuple[int, list[str]] | None:
        """The last finished turn of the duelist across the table, from the session's history:
        (who, the cards of their play area as it ended). None once the person at the screen has
        made a move since (their own turn has begun), or before any turn has ended."""
        history = self.session.history
        me = self.bottom
        key = (len(history), id(history[-1]) if history else 0, me)
        if self._last_turn_key == key:
            return self._last_turn_cache
        found: tuple[int, list[str]] | None = None
        for i in range(len(history) - 1, -1, -1):
            entry = history[i]
            end = next((e for e in entry.events if e.kind == "turn_ended" and e.player != me), None)  # type: ignore[attr-defined]
            if end is None:
                if entry.player == me:
                    break  # the person has moved since the other's last turn (or there is none)
                continue
            found = (end.player, self._turn_cards(i, end))  # type: ignore[attr-defined]
            break
        self._last_turn_key, self._last_turn_cache = key, found
        return found

    def _turn_cards(self, index: int, end: Event) -> list[str]:
        """The cards that reached ``end.player``'s play area in the turn that ``end`` closes
        (history entry ``index``), in the order they came."""
        p = end.player  # type: ignore[attr-defined]
        history = self.session.history
        first = next(
            (
                i
                for i in range(index, -1, -1)
                if any(e.kind == "turn_started" and e.player == p for e in history[i].events)  # type: ignore[attr-defined]
            ),
            0,
        )  # type: ignore[attr-defined]
        cards: list[str] = []
        for i in range(first, index + 1):
            for e in history[i].events:
                if e is end:
                    return cards
                f = e.__dict__
                if e.kind == "turn_started" and f.get("player") == p:
                    cards = []  # the turn begins here
                elif f.get("player") == p and (
                    e.kind in ("card_played", "bought") or (e.kind == "gained" and f.get("zone") == "played")
                ):
                    cards.append(f["card"])
        return cards

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
                colour = STAR if key == "stars" else LOSS if b < a else GAIN
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

    def float_pos(self, f: Float) -> tuple[int, int]:
        """Where a float starts: beside its counter, over its chip, or on its card."""
        if f.anchor[0] == "counter":
            rect = self.counter_rect(f.anchor[1], f.anchor[2])
            return rect.centerx, rect.y + rect.h // 3
        if f.anchor[0] == "chip":
            chip = self.status_chips().get(f.anchor[1])
            if chip is not None:
                return chip.centerx, chip.y
            return self.zrect("center.status").center
        rect = f.anchor[1]
        return rect.centerx, rect.centery

    # -- the skip key --------------------------------------------------------------------------
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
