"""Gestures of the Legendary table: what is under the pointer, and which legal actions a click or
a drag means.

A press picks up a ``Grab``: a card of the hand, the HQ or the city, the Officer stack, the
Attack pool or the Mastermind. A drag drops it on a ``Drop``: the play area, the discard pile, a
city space or the Mastermind; a click drops it nowhere. Which actions that means is asked of
``scenes.gestures.matching`` in the actions' own vocabulary (the card they name, where they put
it, the city space they fight): the table lists no action kinds. None matching means the gesture
is refused, and the table says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.core.actions import Action
from game.legendary.actions import RecruitOfficer
from game.legendary.cards import CITY, defn

from ..gestures import matching
from .layout import Layout

OFFICER = "shield.officer"  # the card of the Officer stack

GrabWhat = Literal["hand", "hq", "city", "officer", "attack", "mastermind"]
DropOnto = Literal["played", "discard", "city", "mastermind"]
DRAGGED: tuple[GrabWhat, ...] = ("hand", "hq", "officer", "attack")  # what a press can carry away
ONE_MOVE: tuple[GrabWhat, ...] = ("hand", "hq", "officer")  # a card goes one way: its first action


@dataclass(frozen=True)
class Grab:
    """What a press picked up: ``card`` for a card of the hand, the HQ or the city."""

    what: GrabWhat
    card: str = ""


@dataclass(frozen=True)
class Drop:
    """Where a drag let go: ``space`` (a city space's index) for the city."""

    onto: DropOnto
    space: int = -1


# where each thing picked up goes when it is clicked (dropped nowhere); the Attack pool is only
# dragged, and only onto what it can be spent on
CLICK_ONTO: dict[GrabWhat, DropOnto] = {
    "hand": "played",
    "hq": "discard",
    "officer": "discard",
    "city": "city",
    "mastermind": "mastermind",
}
ATTACK_ONTO: tuple[DropOnto, ...] = ("city", "mastermind")
GRABBED_IN: dict[str, GrabWhat] = {"hand": "hand", "hq": "hq", "city": "city"}  # a card's zone
STACKS: tuple[tuple[GrabWhat, str], ...] = (
    ("officer", "center.officers"),
    ("attack", "me.attack"),
    ("mastermind", "center.mastermind"),
)
TARGETS: tuple[tuple[DropOnto, str], ...] = (
    ("mastermind", "center.mastermind"),
    ("played", "me.played"),
    ("discard", "me.discard"),
)


class Gestures(Layout):
    def actions_for(self, grab: Grab, drop: Drop | None, legal: list[Action] | None = None) -> list[Action]:
        """The legal actions (``legal``, by default those of now) a gesture means: ``grab``
        dropped on ``drop`` (None: a click)."""
        if drop is not None:
            onto = drop.onto
        elif grab.what in CLICK_ONTO:
            onto = CLICK_ONTO[grab.what]
        else:
            return []
        if grab.what == "attack" and onto not in ATTACK_ONTO:
            return []
        fields: dict[str, object] = {"onto": onto}
        if grab.card:
            fields["card"] = grab.card
        if drop is not None and drop.space >= 0:
            fields["space"] = drop.space
        kind: type[Action] | None = (
            RecruitOfficer if grab.what == "officer" else None
        )  # the stack's card is any Officer
        out = matching(self.legal() if legal is None else legal, kind, **fields)
        return out[:1] if grab.what in ONE_MOVE else out

    def why_not(self, grab: Grab) -> str:
        """Why a gesture matched no legal action, in the terms of the card and the pools."""
        if not self.legal():
            return self.app.t("lg_ui.why.not_your_move")
        if grab.what in ("hq", "officer"):
            cost = defn(grab.card if grab.what == "hq" else OFFICER).cost
            return self.app.t("lg_ui.why.recruit", cost=cost, have=self.obs["recruit"])
        if grab.what in ("attack", "city", "mastermind"):
            return self.app.t("lg_ui.why.fight", have=self.obs["attack"])
        return self.app.t("lg_ui.why.cannot")

    def gesture(self, grab: Grab, drop: Drop | None) -> bool:
        actions = self.actions_for(grab, drop)
        if not actions:
            self.illegal_flash = 0.6
            self.app.notify(self.why_not(grab))
            return False
        return self.offer(actions)

    def held(self) -> Grab | None:
        """What the pointer carries now."""
        d = self.drag.current
        return d.obj if d is not None and d.active and isinstance(d.obj, Grab) else None

    # -- hit testing -----------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """(zone, card) of the topmost card under ``pos`` (hit rectangles are made at sync)."""
        for rect, zone, card in self.hits:
            if rect.collidepoint(pos):
                return zone, card
        return None

    def target_at(self, pos: tuple[int, int]) -> Drop | None:
        z = self.zones()
        for i, space in enumerate(CITY):
            if z[f"city.{space}"].rect.collidepoint(pos):
                return Drop("city", i)
        for onto, key in TARGETS:
            if z[key].rect.collidepoint(pos):
                return Drop(onto)
        return None

    def object_at(self, pos: tuple[int, int]) -> Grab | None:
        """What a press at ``pos`` picks up or clicks."""
        z = self.zones()
        hit = self.card_at(pos)
        if hit is not None:
            zone, card = hit
            if zone in GRABBED_IN:
                return Grab(GRABBED_IN[zone], card)
        for what, key in STACKS:
            if z[key].rect.collidepoint(pos):
                return Grab(what)
        return None

    def pick_up(self, grab: Grab, pos: tuple[int, int]) -> None:
        """Press on ``grab``: it follows the pointer (a card from where it is drawn)."""
        view = self.views.get(grab.card) if grab.card else None
        self.drag.press(grab, view.pos if view is not None else pos, pos)
