"""The Dice Masters table's buttons: which move each slot stands for in each step, and what a
press does (with "end anyway?" when a step would end while a move of real value is left).

The buttons of each step are in a fixed order: a button keeps its place for the whole step, so
nothing slides under the pointer. A slot lists the action classes it stands for (the first
legal one names it). The step's own button (pass, done, keep, reroll) is always there and
disabled when it has nothing to do, with a tooltip that says why; the others (paying with
virtual energy, cancelling a payment, declining) appear only while they can be used, and their
row stays empty otherwise. "Other moves" always comes last. While the computer is to move, one
button skips ahead to the next decision of a person instead, and while a searching computer
(hard, expert) is visibly thinking a second one tells it to move now. They are ``scenes.buttons.Button``
and drawn with ``draw_buttons``, the same look as every table's.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.dicemasters import records as R

from ..buttons import Button
from ..gestures import of_kind
from .moves import DiceTableMoves

Slot = tuple[type[Action], ...]
# the step's own button: always shown (greyed when it has nothing to do)
ALWAYS_SHOWN: tuple[type[Action], ...] = (
    R.Pass,
    R.Reroll,
    R.KeepAll,
    R.EndAttackers,
    R.EndBlockers,
    R.DraftDice,
)
# the moves that end the step: the first of them is the gold button that Space presses
MAIN_MOVES: tuple[type[Action], ...] = (R.Pass, R.KeepAll, R.EndAttackers, R.EndBlockers, R.Decline)
PRIORITY_SLOTS: tuple[Slot, ...] = ((R.Pass,), (R.PayVirtual,), (R.CancelPayment, R.Decline))
STEP_SLOTS: dict[str, tuple[Slot, ...]] = {
    "draft": ((R.DraftDice,),),
    "reroll": ((R.Reroll,), (R.KeepAll,)),
    "main": PRIORITY_SLOTS,
    "attack_declare": ((R.EndAttackers,), (R.Decline,)),
    "block": ((R.EndBlockers,), (R.Decline,)),
    "attack_actions": PRIORITY_SLOTS,
    "damage": ((R.Decline,),),
}
SHORTCUTS: dict[type[Action], str] = {
    R.Reroll: "R",
    R.KeepAll: "Space",
    R.Pass: "Space",
    R.EndAttackers: "Space",
    R.EndBlockers: "Space",
    R.Decline: "Space",
}
SKIP_KEY = "N"
TOOLS = (("hint", "log", "rules"), ("undo", "menu"))  # two rows under the step's panel
ARM_SECONDS = 0.35  # after the step or the deciding player changes, buttons wait this long


class DiceTableButtons(DiceTableMoves):
    """The layer of the table that lays out and presses its buttons (see the module doc)."""

    _moment: tuple[Any, ...] | None  # (turn, step, to move, thinking) of the buttons
    _armed_at: float  # app time from which the buttons answer again
    _asked: set[tuple[Any, ...]]  # (turn, step, player) already asked "end anyway?"

    def moment(self) -> tuple[Any, ...]:
        """What the buttons depend on besides the legal actions: they are rebuilt when it changes."""
        return (
            len(self.session.history),
            self.obs.get("turn"),
            self.obs.get("step"),
            self.game.to_move,
            self.thinking,
            self.can_move_now(),
            self.app.size,
        )

    def computer_to_move(self) -> bool:
        p = self.game.to_move
        return p is not None and not self.is_person(p) and not self.game.is_over

    def rebuild_buttons(self) -> None:
        gap = max(4, int(6 * self.app.scale))
        self.tools = self.lay_tools(self.zones()["center.tools"].rect, TOOLS, gap)
        legal = self.legal()
        rect = self.zones()["center.buttons"].rect
        slots = STEP_SLOTS.get(str(self.obs.get("step")), ())
        n = len(slots) + 1
        bh = min(max(26, int(38 * self.app.scale)), (rect.h - gap * (n - 1)) // n)
        step_key = (self.obs.get("turn"), self.obs.get("step"), self.game.to_move)
        if self._moment is not None and self._moment[1:4] != step_key:
            self._armed_at = self.app.time + ARM_SECONDS  # a double press does not reach the next step
        self._moment = self.moment()
        self.buttons = []
        if self.game.is_over:
            return
        if self.computer_to_move():  # nothing of a person's to press: skip ahead instead
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x, rect.y, rect.w, bh),
                    self.app.t("dm.button.skip"),
                    kind="skip",
                    shortcut=SKIP_KEY,
                )
            )
            if self.can_move_now():  # a search that takes its time: its best move so far, now
                self.buttons.append(
                    Button(
                        pygame.Rect(rect.x, rect.y + bh + gap, rect.w, bh),
                        self.app.t("table.move_now"),
                        primary=True,
                        kind="move_now",
                        shortcut="Space",
                    )
                )
            return
        primary_done = False
        shown: set[type[Action]] = set()
        for i, slot in enumerate(slots):
            cls = next((c for c in slot if of_kind(legal, c)), slot[0])
            actions: list[Action] = list(of_kind(legal, cls))
            if not actions and cls not in ALWAYS_SHOWN:
                continue  # nothing to do with it now: its row stays empty, the others keep their place
            primary = bool(actions) and cls in MAIN_MOVES and not primary_done
            primary_done = primary_done or primary
            shown.update(slot if actions else ())
            y = rect.y + i * (bh + gap)
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x, y, rect.w, bh),
                    self.app.t(f"dm.button.{cls.kind}"),
                    actions,
                    primary,
                    kind=cls.kind,
                    enabled=bool(actions),
                    shortcut=SHORTCUTS.get(cls, ""),
                )
            )
        others = [a for a in legal if type(a) not in shown]
        y = rect.y + len(slots) * (bh + gap)
        self.buttons.append(
            Button(
                pygame.Rect(rect.x, y, rect.w, bh),
                self.app.t("dm.button.more", n=len(others)),
                others,
                menu=True,
                kind="more",
                enabled=bool(others),
            )
        )

    def armed(self) -> bool:
        return bool(self.app.time >= self._armed_at)

    def press_button(self, button: Button) -> None:
        if button.kind == "skip":
            self.skip_to_person()
            return
        if button.kind == "move_now":
            self.move_now()
            return
        if not button.enabled or not self.armed():
            return
        self.held = None
        if button.menu:
            self.choose_among(self.app.t("dm.table.all_moves"), button.actions)
            return
        warning = self.end_warning(button)
        if warning is not None:
            self._asked.add(self._ask_key())
            self.confirm_unplayed(warning, lambda: self.offer(button.actions))
            return
        self.offer(button.actions)

    def button_for(self, cls: type[Action]) -> Button | None:
        """The button that stands for moves of ``cls`` now, if one is shown."""
        return next((b for b in self.buttons if b.actions and isinstance(b.actions[0], cls)), None)

    # -- ending a step with something still worth doing ----------------------------------------
    def _ask_key(self) -> tuple[Any, ...]:
        return (self.obs.get("turn"), self.obs.get("step"), self.game.to_move)

    def end_warning(self, button: Button) -> str | None:
        """The question to ask before ``button`` ends a step while a move of real value is left,
        or None. Asked once per step: the answer stands until the next step."""
        if self._ask_key() in self._asked:
            return None
        legal = self.legal()
        dec = self.obs.get("decision") or {}
        me = self.game.to_move
        if (
            button.kind == R.Pass.kind
            and self.obs.get("step") == "main"
            and dec.get("window") == "main"
            and me == self.obs.get("active")
        ):
            parts = []
            counts = (
                ("field", len({a.die for a in of_kind(legal, R.Field)})),
                ("buy", len({a.card for a in of_kind(legal, R.Purchase)})),
                ("action", len({a.die for a in of_kind(legal, R.UseAction)})),
            )
            for what, n in counts:
                if n:
                    parts.append(self.app.t(f"dm.confirm.{what}_{'one' if n == 1 else 'many'}", n=n))
            if parts:
                return self.app.t("dm.confirm.end_main", moves=self.app.t("dm.confirm.join").join(parts))
        if (
            button.kind == R.EndAttackers.kind
            and me is not None
            and not (self.obs.get("combat") or {}).get("attackers")
        ):
            # The main step ends by itself when nothing is left to do in it, and this button takes
            # the place of Pass priority: a click meant for that would end the attack unseen.
            could_attack = {a.die for a in of_kind(legal, R.Attack)}
            history = self.session.history
            if could_attack and history and not isinstance(history[-1].action, R.Pass):
                return self.app.t("dm.confirm.no_attack", n=len(could_attack))
        if button.kind == R.EndBlockers.kind and me is not None and of_kind(legal, R.Block):
            combat = self.obs.get("combat") or {}
            if not combat.get("blocks"):
                dice = self.all_dice()
                attackers = [dice[i] for i in combat.get("attackers", []) if i in dice]
                damage = sum(
                    int(d.get("attack", (d.get("face") or {}).get("attack", 0)) or 0) for d in attackers
                )
                life = self.obs["players"][me]["life"]
                if damage >= life:
                    return self.app.t("dm.confirm.no_block", damage=damage, life=life)
        return None

    def button_tip(self, b: Button) -> str:
        if b.kind == "skip":
            return self.app.t("table.skip_tip")
        if b.kind == "move_now":
            return self.app.t("table.move_now_tip")
        if not b.enabled:
            dec = self.obs.get("decision") or {}
            if dec.get("type") == "pay" and self.is_person(self.game.to_move):
                return self.app.t("dm.table.button_paying", label=b.label)
            if b.kind == R.Reroll.kind:
                return self.app.t("dm.table.button_mark_first")
            return self.app.t("dm.table.button_idle", label=b.label)
        if b.shortcut:  # what the step's button does, and its key
            key = f"dm.button_tip.{b.kind}"
            if self.app.tr.has(key):
                return self.app.t(key, key=b.shortcut)
            return self.app.t("dm.table.shortcut", key=b.shortcut)
        return self.app.t("dm.table.button_choose") if b.menu else b.label

    _button_tip = button_tip


__all__ = ["DiceTableButtons", "STEP_SLOTS", "PRIORITY_SLOTS", "ALWAYS_SHOWN", "MAIN_MOVES", "ARM_SECONDS"]
