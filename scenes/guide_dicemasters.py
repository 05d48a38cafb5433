"""The guided first game of Dice Masters: the rulebook's first game (Human Torch and Spider-Man
against Beast and Captain America, Force Beam, Inner Rage and Thrown Car, 10 life), you first.

The rolls and the one reshuffle of the bag are scripted (``FORCED``), so the five turns always
go the same way: a reroll and a purchase (turn 1), the computer buys Beast (2), a Sidekick
fielded and an action die bought, no attack (3), the computer attacks and you block (4), the
bag refilled, Human Torch fielded, Inner Rage used and an attack that hits (5).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.rng import ScriptedRNG
from game.core.session import GameSession

from .dicemasters.table import DiceMastersTable
from .guide import Guide, GuidedTable, Pointer, computer, you
from .guide import scripted_rng as guide_rng

GAME = "dicemasters"
SEED = 20_260_101
SCRIPT = 1
# face indexes of each roll in order (a Sidekick: 0 fist, 1 bolt, 2 mask, 3 shield, 4 wild,
# 5 character; a character die: 0-2 energy, 3-5 levels 1-3; an action die: 0-2 energy, 3-5
# action) and, as a list, the permutation of the one reshuffle of the bag
FORCED: list[int | list[int]] = [
    2, 1, 0,  # turn 1, you: mask, bolt, fist
    1,  # the reroll of the mask die: bolt
    3, 2, 2, 0,  # turn 2, the computer: shield, mask, mask, fist
    5, 0, 1, 4,  # turn 3, you: a Sidekick character, fist, bolt, wild
    5, 5, 3, 1,  # turn 4, the computer: two Sidekick characters, shield, bolt
    [1, 2, 3, 4, 8, 7, 6, 5, 0],  # turn 5, your bag refilled: Torch, Inner Rage and two Sidekicks on top
    5, 3, 3, 0, 1,  # the knocked-out Sidekick: a character; Torch level 1; Inner Rage action; fist; bolt
]  # fmt: skip

STEPS = [
    # turn 1
    you("SelectReroll(die='p0-d7', card='sidekick')", "reroll_pick"),
    you("Reroll()", "reroll_go"),
    you("Purchase(card='avx-012', zone='used')", "buy"),
    you("Pay(die='p0-d6', card='avx-012', amount=1)", "pay_bolt"),
    you("Pay(die='p0-d5', card='avx-012', amount=1)", "pay_rest"),
    # turn 2: the computer
    computer("KeepAll()", "c_roll"),
    computer("Purchase(card='avx-003', zone='used')", "c_buy"),
    computer("Pay(die='p1-d6', card='avx-003', amount=1)", "c_buy"),
    computer("Pay(die='p1-d5', card='avx-003', amount=1)", "c_buy"),
    # turn 3
    you("KeepAll()", "keep"),
    you("Field(die='p0-d3', card='sidekick', zone='field')", "field"),
    you("Purchase(card='avx-029', zone='used')", "buy_action"),
    you("Pay(die='p0-d2', card='avx-029', amount=1)", "pay_action"),
    you("Pay(die='p0-d1', card='avx-029', amount=1)", "pay_action"),
    you("Pay(die='p0-d0', card='avx-029', amount=1)", "pay_wild"),
    you("EndAttackers()", "no_attack"),
    # turn 4: the computer attacks
    computer("KeepAll()", "c_roll2"),
    computer("Field(die='p1-d3', card='sidekick', zone='field')", "c_field"),
    computer("Field(die='p1-d2', card='sidekick', zone='field')", "c_field"),
    computer("Attack(die='p1-d3', card='sidekick', zone='attack')", "c_attack"),
    computer("Attack(die='p1-d2', card='sidekick', zone='attack')", "c_attack"),
    computer("EndAttackers()", "c_attack"),
    you("Block(die='p0-d3', card='sidekick', target='p1-d3')", "block"),
    # turn 5
    you("KeepAll()", "keep2"),
    you("Field(die='p0-d8', card='avx-012', zone='field')", "field_torch"),
    you("Field(die='p0-d3', card='sidekick', zone='field')", "field_sidekick"),
    you("UseAction(die='b1-d0', card='avx-029')", "use_action"),
    you("ChooseTarget(card='avx-029', target='p0-d8')", "target"),
    you("Pass()", "pass"),
    you("Attack(die='p0-d8', card='avx-012', zone='attack')", "attack_torch"),
    you("Attack(die='p0-d3', card='sidekick', zone='attack')", "attack_sidekick"),
    you("EndAttackers()", "attack_go"),
]
LEARNED = ["roll", "buy", "field", "action", "attack", "block", "bag"]


def scripted_rng() -> ScriptedRNG:
    return guide_rng(SEED, FORCED)


def new_session() -> GameSession:
    return GameSession(
        GAME,
        players=2,
        seed=SEED,
        options={"format": "first_game", "first_player": 0},
        meta={"seats": ["person", "easy"], "guide": GAME},
        rng=scripted_rng(),
    )


class GuidedDiceMasters(GuidedTable, DiceMastersTable):
    name = "guide_dicemasters"

    def __init__(self, app: Any, session: GameSession) -> None:
        self.guide = make_guide()
        self.setup_guide()
        session.meta.setdefault("names", [app.t("guide.you"), app.t("guide.computer")])
        super().__init__(app, session)

    def _auto_pass(self) -> None:
        """The steps say when to pass; nothing passes by itself."""

    def apply(self, action: Action) -> list[Event]:
        """A die alike to the one the step names (two Sidekicks showing the same energy in the
        same zone) is the same gesture to a person: it counts as the step's own die."""
        expected = self.expected()
        if expected is not None and action != expected and self.alike(action, expected):
            action = expected
        events: list[Event] = super().apply(action)
        return events

    def alike(self, action: Action, expected: Action) -> bool:
        if type(action) is not type(expected):
            return False
        mine, wanted = action.__dict__, expected.__dict__
        dice = self.all_dice()
        for key, value in mine.items():
            other = wanted.get(key)
            if value == other:
                continue
            a, b = dice.get(str(value)), dice.get(str(other))
            if a is None or b is None:
                return False  # not a die: a different card, target or amount
            if (a["card"], a.get("face"), a["zone"], a["player"]) != (
                b["card"],
                b.get("face"),
                b["zone"],
                b["player"],
            ):
                return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_guide(surface)

    def die_rect(self, die: str) -> pygame.Rect | None:
        view = self.views.get(die)
        if view is None:
            return None
        size = self.die_size()
        rect: pygame.Rect = view.rect(size)
        return rect

    def pointer(self) -> Pointer | None:
        action = self.expected()
        if action is None:
            return None
        fields = action.__dict__
        kind = action.kind
        die, target, card = fields.get("die"), fields.get("target"), fields.get("card")
        pressed = next((b for b in self.buttons if not b.menu and action in b.actions), None)
        if pressed is not None:
            return Pointer(pygame.Rect(pressed.rect))
        me = self.game.to_move
        if kind in ("field", "attack") and die is not None and me is not None:
            rect = self.die_rect(die)
            zone = self.zones()[f"{self.slot(me)}.{kind}"].rect
            return Pointer(rect, pygame.Rect(zone)) if rect is not None else None
        if kind == "block" and die is not None:
            a, b = self.die_rect(die), self.die_rect(str(target))
            return Pointer(a, b) if a is not None and b is not None else None
        if kind in ("select_reroll", "pay", "use_action") and die is not None:
            rect = self.die_rect(die)
            return Pointer(rect) if rect is not None else None
        if kind == "choose_target" and isinstance(target, str):
            rect = self.die_rect(target)
            return Pointer(rect) if rect is not None else None
        if kind == "purchase" and card is not None:
            for (owner, key), rect in self.card_rects().items():
                if key.split("#")[0] == card and owner in (None, me):
                    return Pointer(pygame.Rect(rect))
        return None


def make_guide() -> Guide:
    return Guide(GAME, SCRIPT, STEPS, new_session, GuidedDiceMasters, LEARNED, shot_step=10)
