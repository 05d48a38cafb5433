"""Following the computer's turn at the Legendary table (a mixin of ``LegendaryTable``).

Each move of a computer player stays in view for a moment after its motion (``LINGER``, at 1×
speed: the animation speed scales it, "instant" keeps it instant): the cards it moved are
outlined, and what its effects did floats where they landed ("+3 Attack" over the Attack pool,
"KO" where the card was, "Captured" on the Villain that took the Bystander, "Rescued" on the
victory pile). N, or the Skip button in the status panel, plays the computer's moves on without
lingering up to the next decision of a person. Nothing here decides a rule: it reads events.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action, Event
from game.legendary.cards import CITY, defn
from sprites.floats import Float
from sprites.tween import Tween

# seconds a computer's move stays in view after its motion, at 1× speed
LINGER: dict[str, float] = {
    "play": 0.75,
    "recruit": 0.9,
    "recruit_officer": 0.8,
    "fight": 1.1,
    "fight_mastermind": 1.3,
    "heal": 0.9,
    "end_turn": 0.8,
    "choose_card": 0.85,
    "choose_option": 0.7,
    "choose_player": 0.7,
    "choose_space": 0.85,
}
LINGER_DEFAULT = 0.75
FLOAT_TIME = 1.4  # seconds a floating effect takes to rise and fade, at 1× speed

GAIN = (246, 200, 60)
HURT = (255, 110, 95)
GOOD = (120, 220, 140)
PLAIN = (236, 236, 240)


class Following:
    """Mixed into the table: uses its ``app``, ``anim``, ``views``, ``zones()``, ``obs``, ``me``."""

    app: Any
    anim: Any
    game: Any
    views: dict[str, Any]
    obs: dict[str, Any]
    agents: dict[int, str]
    seats: list[str]
    names: list[str]
    _agent_wait: float
    # the table's own (annotations only)
    zones: Any
    others: Any
    is_person: Any
    card_name: Any

    floats: list[Float]
    spot: set[str]  # cards outlined while a computer's move lingers ("mastermind", "officers" too)
    fast_forward: bool
    skip_rect: pygame.Rect | None

    @property
    def me(self) -> int:
        raise NotImplementedError  # the table's own

    def agent_turn(self) -> bool:
        """A computer player is to move."""
        p = self.game.to_move
        return p is not None and p in self.agents and not self.game.is_over

    # -- where things land -----------------------------------------------------------------------
    def _seat_anchor(self, p: int, zone: str) -> tuple[float, float]:
        """Where player ``p``'s ``zone`` is on screen: the bottom row for the one at the screen,
        their panel for the others."""
        z = self.zones()
        if p == self.me:
            return z[f"me.{zone}"].rect.center
        others = self.others()[:4]
        if p in others:
            return z[f"others.{others.index(p)}"].rect.center
        return z["center.status"].rect.center

    def _card_anchor(self, card: str, before: dict[str, tuple[float, float]]) -> tuple[float, float] | None:
        view = self.views.get(card)
        if view is not None and view.place is not None and view.place.mode != "ghost":
            return view.place.x, view.place.y - 20
        return before.get(card)

    def float_at(self, text: str, pos: tuple[float, float], colour: tuple[int, int, int]) -> None:
        if self.app.settings.animation_speed <= 0 or self.fast_forward:
            return  # instant: nothing waits, nothing floats
        # two effects on one place stack upward instead of covering each other
        x, y = pos
        while any(abs(f.x - x) < 30 and abs(f.y - y) < 18 and f.age < 0.3 for f in self.floats):
            y -= 22 * self.app.scale
        self.floats.append(Float(text, x, y, colour))

    def floats_for(self, events: list[Event], before: dict[str, tuple[float, float]]) -> None:
        """The floating words of what just happened, each over the place it landed."""
        t = self.app.t
        z = self.zones()
        for e in events:
            f = e.__dict__
            k = e.kind
            if k == "points":  # over the pool's number, which counts up under it
                for amount, zone, key, colour in (
                    (f["recruit"], "me.recruit", "lg_ui.float.recruit", GAIN),
                    (f["attack"], "me.attack", "lg_ui.float.attack", HURT),
                ):
                    if amount:
                        r = z[zone].rect
                        self.float_at(t(key, n=amount), (r.centerx, r.y + r.h // 3), colour)
            elif k == "ko":
                pos = before.get(f["card"]) or z["center.ko"].rect.center
                self.float_at(t("lg_ui.float.ko"), pos, PLAIN)
            elif k == "captured":
                by = f.get("by") or ""
                pos = self._card_anchor(by, before) if by and by != "mastermind" else None
                self.float_at(t("lg_ui.float.captured"), pos or z["center.mastermind"].rect.center, HURT)
            elif k == "rescued":
                self.float_at(t("lg_ui.float.rescued"), self._seat_anchor(f["player"], "victory"), GOOD)
            elif k == "defeated":
                space = f.get("space", -1)
                pos = (
                    z[f"city.{CITY[space]}"].rect.center if 0 <= space < len(CITY) else before.get(f["card"])
                )
                self.float_at(t("lg_ui.float.defeated"), pos or z["center.mastermind"].rect.center, GOOD)
            elif k == "mastermind_fought":
                self.float_at(t("lg_ui.float.tactic", n=f["left"]), z["center.mastermind"].rect.center, GOOD)
            elif k == "gained" and defn(f["card"]).kind == "wound":
                self.float_at(t("lg_ui.float.wound"), self._seat_anchor(f["player"], "discard"), HURT)
            elif k == "villain_escaped":
                self.float_at(t("lg_ui.float.villain_escaped"), z["center.escaped"].rect.center, HURT)
            elif k == "master_strike":
                self.float_at(t("lg_ui.float.master_strike"), z["center.mastermind"].rect.center, HURT)
            elif k == "twist":
                self.float_at(t("lg_ui.float.twist"), z["center.scheme"].rect.center, HURT)
            elif k == "healed" and f["count"]:
                self.float_at(
                    t("lg_ui.float.healed", n=f["count"]), self._seat_anchor(f["player"], "hand"), GOOD
                )

    def positions(self) -> dict[str, tuple[float, float]]:
        """Where every card is drawn now (before a move changes it)."""
        return {
            card: (v.x, v.y)
            for card, v in self.views.items()
            if v.place is not None and v.place.mode != "ghost"
        }

    # -- lingering ---------------------------------------------------------------------------------
    @staticmethod
    def moved_cards(action: Action | None, events: list[Event]) -> set[str]:
        """The cards a move moved: the one it names and every card its events name."""
        cards: set[str] = set()
        card = action.__dict__.get("card") if action is not None else None
        if isinstance(card, str):
            cards.add(card)
        for e in events:
            f = e.__dict__
            if e.kind in (
                "card_played",
                "recruited",
                "defeated",
                "ko",
                "gained",
                "villain_entered",
                "rescued",
                "returned_to_hand",
                "discarded",
            ):
                cards.add(f["card"])
            elif e.kind == "mastermind_fought":
                cards.add("mastermind")
        if action is not None and action.kind == "recruit_officer":
            cards.add("officers")
        return cards

    def linger(self, action: Action | None, player: int | None, events: list[Event]) -> None:
        """After a computer's move: the cards it moved stay outlined while it lingers (the next
        computer move waits for the animation queue)."""
        if (
            player is None
            or player not in self.agents
            or self.fast_forward
            or self.app.settings.animation_speed <= 0
        ):
            return
        cards = self.moved_cards(action, events)
        self.spot |= cards

        def done() -> None:
            self.spot -= cards

        seconds = LINGER.get(action.kind if action is not None else "", LINGER_DEFAULT)
        self.anim.add(Tween(seconds, None, done))

    def tick_floats(self, dt: float) -> None:
        speed = self.app.settings.animation_speed or 4.0
        for f in self.floats:
            f.age += dt * speed / FLOAT_TIME
        self.floats = [f for f in self.floats if f.age < 1.0]

    # -- skipping ----------------------------------------------------------------------------------
    def skip_to_person(self) -> None:
        """Play the computer's moves on without lingering until a person is to decide."""
        self.anim.finish_all()
        self.spot.clear()
        self.floats.clear()
        if self.agent_turn():
            self.fast_forward = True
            self._agent_wait = 1e9  # the base table waits the computer pace before each move

    def fast_forward_step(self) -> None:
        if not self.fast_forward:
            return
        if not self.agent_turn():
            self.fast_forward = False
            return
        self.anim.finish_all()
        self._agent_wait = 1e9
