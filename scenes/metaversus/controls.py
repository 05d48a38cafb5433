"""The buttons of the MetaVersus table: the step's action buttons (slots of action classes that
keep their places for the whole step, greyed when there is nothing to do, every other legal move
under "Other moves") and the tools under the turn counter (undo, hint, log, skip, rules, menu).
They are the one ``Button`` of every table; for a moment after the step changes the action
buttons take no press, so a double press of "End Action" never ends the Buy phase too."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core.actions import Action
from game.metaversus.cards import CardType
from game.metaversus.records import EndPhase, PlayAll, SpendAether, UseAbility
from game.metaversus.state import Phase

from ..buttons import Button
from ..table_tools import TOOL_KINDS
from .choosing import TableChoosing
from .gestures import BUTTON_ORDER, PLAY_ALL_TYPE, PRIMARY, STEP_SLOTS, ButtonSlot
from .motion import TableMotion

TOOLS = (("undo", "hint", "log"), ("skip", "rules", "menu"))  # two rows under the turn counter


class Spec(NamedTuple):
    """One button of the step: its kind, its label, the widest label its slot takes, its moves."""

    kind: str
    label: str
    widest: str
    actions: list[Action]


class TableControls(TableMotion, TableChoosing):
    def button_specs(self, legal: list[Action]) -> list[Spec]:
        """The buttons of the step, in their order: its slots, then any other action class
        that has a legal move, then "Other moves"."""
        t = self.app.t
        if not legal:  # not this person's decision: no buttons to grey out ("move now" at most)
            if self.can_move_now():
                label = t("table.move_now")
                return [Spec("move_now", label, label, [])]
            return []
        groups: dict[ButtonSlot, list[Action]] = {}
        for a in legal:
            if type(a) in BUTTON_ORDER:
                groups.setdefault(type(a), []).append(a)
        slots = [
            c
            for c in STEP_SLOTS.get(self.step_name(), ())
            if c is not UseAbility or self.has_active_ability()
        ]
        slots += [c for c in BUTTON_ORDER if c in groups and c not in slots]  # never out of reach
        specs: list[Spec] = []
        for slot in slots:
            acts = groups.get(slot, [])
            if slot is PlayAll:
                card_type = PLAY_ALL_TYPE.get(Phase(self.obs["phase"]), CardType.CURRENCY)
                acts = [a for a in acts if isinstance(a, PlayAll) and a.card_type == card_type]
                n = self.playable_count(card_type) if acts else 0
                key = f"mv_ui.button.play_all.{card_type}"
                specs.append(Spec(slot.kind, t(key, n=n), t(key, n=99), acts))
            elif slot is SpendAether:
                pend = self.obs.get("pending") or {}
                label = t("mv_ui.button.spend_aether", n=pend.get("count", 0))
                specs.append(Spec(slot.kind, label, label, acts))
            elif slot is EndPhase:
                key = f"mv_ui.button.end.{self.obs['phase']}"
                specs.append(Spec(slot.kind, t(key), t(key), acts))
            else:
                label = t(f"mv_ui.button.{slot.kind}")
                specs.append(Spec(slot.kind, label, label, acts))
        more = t("mv_ui.button.more", n=len(legal))
        specs.append(Spec("more", more, t("mv_ui.button.more", n=99), legal))
        return specs

    def rebuild_buttons(self) -> None:
        legal = self.legal()
        rect = self.button_area() if self.obs else self.zrect("center.buttons")
        specs = self.button_specs(legal)
        gap = max(4, int(6 * self.app.scale))
        bh = min(rect.h - 8, max(28, int(44 * self.app.scale)))
        primary = next(
            (c.kind for c in PRIMARY for spec in specs if spec.kind == c.kind and spec.actions), None
        )
        self.buttons = []
        if self.obs.get("phase") == "setup":  # a column at the right of the setup panel
            panel = self.zrect("center.setup")
            col = pygame.Rect(
                panel.right - int(300 * self.app.scale),
                panel.y + int(60 * self.app.scale),
                int(280 * self.app.scale),
                bh,
            )
            for i, spec in enumerate(specs):
                place = col.move(0, i * (bh + gap))
                self.buttons.append(self._button(place, spec, primary))
            self._tool_buttons(gap)
            return
        # each slot as wide as the widest label it takes in this step (its count at two digits):
        # the buttons keep their places while labels and counts change
        widths = [
            max(int(80 * self.app.scale), self.text_w(spec.widest) + int(20 * self.app.scale))
            for spec in specs
        ]
        total = sum(widths) + gap * max(0, len(specs) - 1)
        squeeze = (
            min(1.0, (rect.w - gap * max(0, len(specs) - 1)) / max(1, sum(widths))) if total > rect.w else 1.0
        )
        x = rect.right
        for spec, w in reversed(list(zip(specs, widths))):
            w = max(24, int(w * squeeze))
            x -= w
            self.buttons.append(self._button(pygame.Rect(x, rect.centery - bh // 2, w, bh), spec, primary))
            x -= gap
        self.buttons.reverse()
        self._tool_buttons(gap)

    @staticmethod
    def _button(rect: pygame.Rect, spec: Spec, primary: str | None) -> Button:
        if spec.kind == "move_now":  # the one button while a computer thinks: always live
            return Button(rect, spec.label, primary=True, kind="move_now", shortcut="Space")
        return Button(rect, spec.label, spec.actions, spec.kind == primary, spec.kind, bool(spec.actions))

    def button_ready(self, button: Button) -> bool:
        """A button takes a press: it has something to do and, for the action buttons, the step
        did not change a moment ago (a double press must not end the next phase too)."""
        return button.live(button not in self.buttons or self.app.time >= self.armed_at)

    def _tool_buttons(self, gap: int) -> None:
        turn = self.zrect("center.turn")
        th = max(20, int(28 * self.app.scale))
        rows = pygame.Rect(turn.x + gap, turn.bottom - 2 * (th + gap), turn.w - 2 * gap, 2 * th + gap)
        self.tools = self.lay_tools(rows, TOOLS, gap)

    def press(self, button: Button) -> None:
        if not self.button_ready(button):
            return
        if button.kind == "more":
            self.choose_from(self.app.t("mv_ui.all_moves"), button.actions)
        elif button.kind in TOOL_KINDS:
            self.press_tool(button)
        elif button.kind == "move_now":
            self.move_now()
        else:
            self.offer(button.actions)
