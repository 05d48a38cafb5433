"""A Dice Masters turn you can follow: what a move did stays on the table long enough to see.

- A computer's move lingers after its motion (``LINGER`` seconds at 1×, scaled by the animation
  speed; "instant" stays instant) before the computer moves again.
- The dice and cards a move touched are ringed (``Spot``) until the next move, for everyone but
  the person who made it.
- Effects float up where they land: "-2" on a die, "+2 life" on a life panel, "+1A +1D",
  "KO", "Captured", "Level 2", the name of an action die where it was used.
- A die that leaves the mat for a pile (used, out of play, bag) or the game (captured) fades
  as it slides away (``Ghost``), so an action die or spent energy leaves a mark.
- N (or the Skip button) plays the computer's moves without lingering up to the next decision
  of a person.

It reads events and the observation only; it never decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import pygame

from game.core.actions import Event
from sprites import fonts
from sprites.draw import ILLEGAL
from sprites.floats import Float
from sprites.tween import Tween, ease_out_cubic, lerp

from .layout import DiceTableLayout, card_of
from .view import PILES, DieView, face_image, pile_centre

# Seconds a computer's move stays in view after its motion, at 1× speed, by the move's kind.
LINGER: dict[str, float] = {
    "pass": 0.55,
    "select_reroll": 0.35,
    "pay": 0.45,
    "pay_virtual": 0.45,
    "keep": 0.6,
    "reroll": 0.45,
    "end_attackers": 0.6,
    "end_blockers": 0.7,
    "decline": 0.5,
    "cancel_payment": 0.5,
    "choose_trigger": 0.6,
    "draft_dice": 0.7,
}
LINGER_DEFAULT = 1.1  # buying, fielding, attacking, blocking, damage, actions, Globals, targets
FLOAT_SECONDS = 1.6  # how long a floating text rises, at 1×
GHOST_SECONDS = 0.65  # how long a die takes to fade into its pile, at 1×
SPOT = (120, 214, 255)  # the ring around what the last move touched
GAIN = (120, 220, 120)
LOSS = ILLEGAL
NOTE = (245, 236, 200)

SpotKind = Literal["die", "card", "player"]


@dataclass(frozen=True)
class Spot:
    """A die, card (by its key on the table) or life panel the last move touched."""

    kind: SpotKind
    ref: str
    owner: int | None = None


@dataclass
class Ghost:
    """A die leaving the mat: drawn from where it was toward its pile, fading out."""

    card: str
    face: dict[str, Any] | None
    start: tuple[float, float]
    end: tuple[float, float]
    t: float = 0.0


def signed(n: int) -> str:
    return f"{n:+d}"


class FollowMixin(DiceTableLayout):
    """The layer of the Dice Masters table that makes each move visible (see the module doc)."""

    def init_follow(self) -> None:
        self.spots: set[Spot] = set()
        self.spots_by: int | None = None  # the seat whose move the spots show
        self.floats: list[Float] = []
        self.ghosts: list[Ghost] = []
        self.fast_forward = False  # N / Skip: the computer plays on without lingering

    # -- what a move did ----------------------------------------------------------------------
    def follow_events(self, events: list[Event], player: int | None) -> None:
        """Spots and floats for ``events`` (before the views move: old places are known)."""
        self.spots = set()
        self.spots_by = player
        dice = self.all_dice()
        t = self.app.t
        stats: dict[str, list[int]] = {}
        for did, d in dice.items():
            if "attack" in d:
                stats[did] = [int(d["attack"]), int(d["defense"])]
        for e in events:
            f = e.to_dict()
            kind = e.kind
            die: str = f.get("die") or ""
            if kind in ("die_fielded", "attacker_declared", "die_released", "ability", "die_rolled") and die:
                self.spots.add(Spot("die", die))
            elif kind == "die_purchased":
                key = self._card_key(f["player"], f["card"])
                if key is not None:
                    self.spots.add(Spot("card", key, f["player"]))
                    self._float_on_card(key, t("dm.float.bought"), NOTE)
            elif kind == "action_used":
                self.spots.add(Spot("die", die))
                key = self._card_key(f["player"], f["card"])
                if key is not None:
                    self.spots.add(Spot("card", key, f["player"]))
                self._float_on_die(die, self.card_name(f["card"]), NOTE)
            elif kind == "global_used":
                key = self._card_key(f["player"], f["card"])
                if key is not None:
                    self.spots.add(Spot("card", key, f["player"]))
                    self._float_on_card(key, t("dm.float.global"), NOTE)
                self._spot_target(f.get("target") or "")
            elif kind in ("blocker_declared", "damage_assigned"):
                self.spots.add(Spot("die", die))
                self._spot_target(f["target"])
            elif kind == "damage_dealt":
                self._float_on_die(f["target"], t("dm.float.damage", n=f["amount"]), LOSS)
                self.spots.add(Spot("die", f["target"]))
            elif kind == "knocked_out":
                self._float_on_die(die, t("dm.float.ko"), LOSS)
            elif kind == "die_captured":
                self._float_on_die(die, t("dm.float.captured"), LOSS)
                self._spot_target(f["target"])
            elif kind == "die_spun":
                self._float_on_die(die, t("dm.float.level", n=f["level"]), NOTE)
                self.spots.add(Spot("die", die))
            elif kind == "stats_changed":
                old = stats.get(die)
                new = [int(f["attack"]), int(f["defense"])]
                if old is not None and old != new:
                    parts = []
                    if new[0] != old[0]:
                        parts.append(t("dm.float.attack", n=signed(new[0] - old[0])))
                    if new[1] != old[1]:
                        parts.append(t("dm.float.defense", n=signed(new[1] - old[1])))
                    up = new[0] + new[1] > old[0] + old[1]
                    self._float_on_die(die, " ".join(parts), GAIN if up else LOSS)
                stats[die] = new
                self.spots.add(Spot("die", die))
            elif kind == "life_changed":
                delta = int(f["delta"])
                if delta:
                    self._float_on_player(
                        f["player"], t("dm.float.life", n=signed(delta)), GAIN if delta > 0 else LOSS
                    )
                self.spots.add(Spot("player", str(f["player"])))
            elif kind == "prevented":
                self._float_on_die(die, t("dm.float.prevented"), NOTE)
            elif kind == "redirected":
                self._spot_target(f["target"])
                self._float_at(f["target"], t("dm.float.redirected"), NOTE)
            elif kind == "draft_picked":
                self.spots.add(Spot("card", f"{f['card']}#draft"))

    def _card_key(self, player: int | None, card: str) -> str | None:
        """The table key of the card a die of ``card`` comes from (a team card or a basic action)."""
        for owner, key in self.card_rects():
            if card_of(key) == card and (owner is None or owner == player):
                return key
        return None

    def _spot_target(self, ref: str) -> None:
        if ref.startswith("player:"):
            self.spots.add(Spot("player", ref.split(":", 1)[1]))
        elif ref:
            self.spots.add(Spot("die", ref))

    def _float_at(self, ref: str, text: str, colour: tuple[int, int, int]) -> None:
        if ref.startswith("player:"):
            self._float_on_player(int(ref.split(":", 1)[1]), text, colour)
        else:
            self._float_on_die(ref, text, colour)

    def add_float(
        self, text: str, x: float, y: float, colour: tuple[int, int, int], rise: float = 1.0
    ) -> None:
        """A float; one that would land on another still rising starts above it instead."""
        if not text:
            return
        gap = max(fonts.FLOOR + 6, int(26 * self.app.scale))
        while any(fl.age < 0.5 and abs(fl.x - x) < gap * 2.5 and abs(fl.y - y) < gap for fl in self.floats):
            y -= gap
        self.floats.append(Float(text, x, y, colour, rise=rise))

    def _float_on_die(self, die: str | None, text: str, colour: tuple[int, int, int]) -> None:
        view = self.views.get(die or "")
        if view is not None:
            self.add_float(text, view.x, view.y - self.die_size() * 0.6, colour)

    def _float_on_player(self, player: int, text: str, colour: tuple[int, int, int]) -> None:
        # over the life panel, rising only a little: it never covers the bag and pile counters
        rect = self.zone_rect(player, "life")
        self.add_float(text, rect.centerx, rect.centery, colour, rise=0.3)

    def _float_on_card(self, key: str, text: str, colour: tuple[int, int, int]) -> None:
        for (_, k), rect in self.card_rects().items():
            if k == key:
                self.add_float(text, rect.centerx, rect.y + rect.h * 0.3, colour)
                return

    def forget_places(self) -> None:
        """The board turned round (the other seat is at the bottom now): what floats or fades
        where the dice were is dropped rather than shown in the wrong place."""
        self.floats = []
        self.ghosts = []

    # -- dice leaving the mat -------------------------------------------------------------------
    def ghost(
        self, card: str, face: dict[str, Any] | None, start: tuple[float, float], end: tuple[float, float]
    ) -> None:
        g = Ghost(card, face, start, end)
        self.ghosts.append(g)

        def step(t: float, g: Ghost = g) -> None:
            g.t = t

        def done(g: Ghost = g) -> None:
            if g in self.ghosts:
                self.ghosts.remove(g)

        self.anim.add_background(Tween(GHOST_SECONDS, step, done, easing=lambda t: t))

    def ghost_leaving(self, view: DieView, zone: str, rect: pygame.Rect | None) -> None:
        """``view`` goes from the mat to ``zone`` (a pile, whose rectangle is ``rect``) or out of
        the game (``rect`` None: it fades where it is)."""
        start = (view.x, view.y)
        end = pile_centre(rect) if rect is not None else start
        self.ghost(view.card, view.face, start, end)

    # -- lingering and skipping ------------------------------------------------------------------
    def linger(self, kind: str) -> None:
        """A computer's move stays in view before the next one (scaled by the speed setting)."""
        if self.fast_forward:
            return
        self.anim.add(Tween(LINGER.get(kind, LINGER_DEFAULT), None))

    def skip_to_person(self) -> None:
        """Play on without lingering until a person is to decide (or the game is over)."""
        game = self.session.game
        self.anim.finish_all()
        if game.is_over or self.is_person(game.to_move):
            return
        self.fast_forward = True

    def fast_forward_step(self) -> None:
        """While skipping: no animation waits and no computer pause, until a person decides."""
        if not self.fast_forward:
            return
        game = self.session.game
        if game.is_over or self.is_person(game.to_move):
            self.fast_forward = False
            return
        self.anim.finish_all()
        self._agent_wait = 1e9  # the base table waits agent_delay before each computer move

    def age_floats(self, dt: float) -> None:
        speed = self.app.settings.animation_speed
        rate = 1e9 if speed <= 0 else speed / FLOAT_SECONDS
        for fl in self.floats:
            fl.age += dt * rate
        self.floats = [fl for fl in self.floats if fl.age < 1.0]

    # -- drawing --------------------------------------------------------------------------------
    def spots_shown(self) -> set[Spot]:
        """The spots of the last move, unless the person at the screen made it themselves."""
        if self.spots_by is not None and self.spots_by == self.viewer and self.is_person(self.spots_by):
            return set()
        return self.spots

    def draw_ghosts(self, surface: pygame.Surface, size: int) -> None:
        for g in self.ghosts:
            e = ease_out_cubic(g.t)
            x, y = lerp(g.start[0], g.end[0], e), lerp(g.start[1], g.end[1], e)
            img = face_image(g.card, g.face, size).copy()
            img.set_alpha(int(230 * (1 - g.t)))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))

    def draw_floats(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        size = max(fonts.FLOOR + 3, int(24 * s))
        rise = 56 * s
        for fl in self.floats:
            img = fonts.render(fl.text, size, fl.colour, bold=True)
            shadow = fonts.render(fl.text, size, (10, 10, 12), bold=True)
            alpha = int(255 * min(1.0, 2.2 * (1 - fl.age)))
            rect = img.get_rect(center=(int(fl.x), int(fl.y - rise * fl.rise * ease_out_cubic(fl.age))))
            rect.clamp_ip(surface.get_rect())
            shadow.set_alpha(alpha // 2)
            surface.blit(shadow, rect.move(1, 2))
            img.set_alpha(alpha)
            surface.blit(img, rect)


__all__ = ["FollowMixin", "Float", "Ghost", "Spot", "LINGER", "LINGER_DEFAULT", "PILES", "SPOT"]
