"""Following the computer's turn at the Legendary table (a mixin of ``LegendaryTable``).

Each move of a computer player stays in view for a moment after its motion (``LINGER``, at 1×
speed: the animation speed scales it, "instant" keeps it instant): the cards it moved are
outlined, and what its effects did floats where they landed ("+3 Attack" over the Attack pool,
"KO" where the card was, "Captured" on the Villain that took the Bystander, "Rescued" on the
victory pile). N, or the Skip button in the status panel, plays the computer's moves on without
lingering up to the next decision of a person. Nothing here decides a rule: it reads events.
"""

from __future__ import annotations

from game.core.actions import Action, Event
from game.legendary.actions import (
    BystanderCaptured,
    CardPlayed,
    ChooseCard,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    Defeated,
    Discarded,
    EndTurn,
    Fight,
    FightMastermind,
    Gained,
    Heal,
    Healed,
    KnockedOut,
    MastermindFought,
    MasterStrike,
    PlayCard,
    PointsGained,
    Recruit,
    Recruited,
    RecruitOfficer,
    Rescued,
    ReturnedToHand,
    SchemeTwist,
    VillainEntered,
    VillainEscaped,
)
from game.legendary.cards import CITY, defn
from sprites.floats import Float
from sprites.tween import Tween

from .base import LegendaryBase
from .controls import card_of

# seconds a computer's move stays in view after its motion, at 1× speed
LINGER: dict[type[Action], float] = {
    PlayCard: 0.75,
    Recruit: 0.9,
    RecruitOfficer: 0.8,
    Fight: 1.1,
    FightMastermind: 1.3,
    Heal: 0.9,
    EndTurn: 0.8,
    ChooseCard: 0.85,
    ChooseOption: 0.7,
    ChoosePlayer: 0.7,
    ChooseSpace: 0.85,
}
LINGER_DEFAULT = 0.75
FLOAT_TIME = 1.4  # seconds a floating effect takes to rise and fade, at 1× speed
# events that move the card they name (outlined while a computer's move lingers)
MOVES_ITS_CARD = (
    CardPlayed,
    Recruited,
    Defeated,
    KnockedOut,
    Gained,
    VillainEntered,
    Rescued,
    ReturnedToHand,
    Discarded,
)

GAIN = (246, 200, 60)
HURT = (255, 110, 95)
GOOD = (120, 220, 140)
PLAIN = (236, 236, 240)


class Following(LegendaryBase):
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
        mastermind = z["center.mastermind"].rect.center
        for e in events:
            if isinstance(e, PointsGained):  # over the pool's number, which counts up under it
                for amount, zone, key, colour in (
                    (e.recruit, "me.recruit", "lg_ui.float.recruit", GAIN),
                    (e.attack, "me.attack", "lg_ui.float.attack", HURT),
                ):
                    if amount:
                        r = z[zone].rect
                        self.float_at(t(key, n=amount), (r.centerx, r.y + r.h // 3), colour)
            elif isinstance(e, KnockedOut):
                self.float_at(t("lg_ui.float.ko"), before.get(e.card) or z["center.ko"].rect.center, PLAIN)
            elif isinstance(e, BystanderCaptured):
                by = e.by
                pos = self._card_anchor(by, before) if by and by != "mastermind" else None
                self.float_at(t("lg_ui.float.captured"), pos or mastermind, HURT)
            elif isinstance(e, Rescued):
                self.float_at(t("lg_ui.float.rescued"), self._seat_anchor(e.player, "victory"), GOOD)
            elif isinstance(e, Defeated):
                on_city = 0 <= e.space < len(CITY)
                pos = z[f"city.{CITY[e.space]}"].rect.center if on_city else before.get(e.card)
                self.float_at(t("lg_ui.float.defeated"), pos or mastermind, GOOD)
            elif isinstance(e, MastermindFought):
                self.float_at(t("lg_ui.float.tactic", n=e.left), mastermind, GOOD)
            elif isinstance(e, Gained) and defn(e.card).kind == "wound":
                self.float_at(t("lg_ui.float.wound"), self._seat_anchor(e.player, "discard"), HURT)
            elif isinstance(e, VillainEscaped):
                self.float_at(t("lg_ui.float.villain_escaped"), z["center.escaped"].rect.center, HURT)
            elif isinstance(e, MasterStrike):
                self.float_at(t("lg_ui.float.master_strike"), mastermind, HURT)
            elif isinstance(e, SchemeTwist):
                self.float_at(t("lg_ui.float.twist"), z["center.scheme"].rect.center, HURT)
            elif isinstance(e, Healed) and e.count:
                self.float_at(t("lg_ui.float.healed", n=e.count), self._seat_anchor(e.player, "hand"), GOOD)

    # -- lingering ---------------------------------------------------------------------------------
    @staticmethod
    def moved_cards(action: Action | None, events: list[Event]) -> set[str]:
        """The cards a move moved: the one it names and every card its events name."""
        cards: set[str] = set()
        card = card_of(action) if action is not None else None
        if card is not None:
            cards.add(card)
        for e in events:
            if isinstance(e, MOVES_ITS_CARD):
                cards.add(e.card)
            elif isinstance(e, MastermindFought):
                cards.add("mastermind")
        if isinstance(action, RecruitOfficer):
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

        seconds = LINGER.get(type(action), LINGER_DEFAULT) if action is not None else LINGER_DEFAULT
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
