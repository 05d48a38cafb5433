"""From a gesture or a button to a move on the MetaVersus table: one move is played at once,
several are offered in a chooser that names where each option's card is (hand, exchange pile and
its place, a free pile, the draft row) and lights it on the table while the mouse is on it.
Ending a phase with cards, gems or the ability still usable asks once (``confirm_unplayed``);
a gesture that means nothing says why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.actions import Action
from game.metaversus.records import Buy, EndPhase, PlayAll, PlayCard, UseAbility

from ..gestures import of_kind
from ..overlays import ChooseOneDialog
from .base import TableBase
from .geometry import TableGeometry
from .gestures import FROM_HAND, FROM_PILE, ON_DRAFT, OnCard, moves


class TableChoosing(TableGeometry):
    def take(self, action: Action) -> None:
        """Play ``action``; ending a phase with something still playable asks once first."""
        if isinstance(action, EndPhase):
            self.confirm_unplayed(self.unplayed_text(), lambda: self._take_now(action))
        else:
            self._take_now(action)

    def _take_now(self, action: Action) -> None:
        if action in self.legal():  # the question may have outlived the decision (an undo)
            self.apply(action)

    def offer(self, actions: list[Action], reason_if_none: str | None = None) -> bool:
        """One move is taken, several are chosen from; none: the base table says why."""
        if len(actions) == 1:
            self.take(actions[0])
        elif actions:
            self.choose_from(self.app.t("choose.title"), actions)
        else:
            return super().offer(actions, reason_if_none)
        return True

    def choose_from(self, title: str, actions: list[Action]) -> None:
        """A chooser of ``actions``: each told apart by where its card is; the option under the
        mouse lights its card on the table."""
        labels = [self.option_label(a) for a in actions]

        def hover(i: int | None) -> None:
            self.option_hover = actions[i] if i is not None and 0 <= i < len(actions) else None

        def chosen(i: int) -> None:
            self.option_hover = None
            self.take(actions[i])

        self.app.stack.push(MoveChooser(self.app, self, title, labels, chosen, lambda: hover(None), hover))

    def option_label(self, action: Action) -> str:
        """The move in words, with what tells it apart from a move on a card of the same name:
        where the card is (hand, exchange pile and its place, a free pile) and how many."""
        t = self.app.t
        text = self.describe(action)
        v = self.draw_viewer
        me = self.obs["players"][v] if v is not None and self.obs else None
        if isinstance(action, PlayAll) and me is not None:
            return t("mv_ui.option.play_all", move=text, n=self.playable_count(action.card_type))
        if isinstance(action, UseAbility) and me is not None and me["ability_uses"] is not None:
            return t("mv_ui.option.ability", move=text, n=me["ability_uses"])
        if not isinstance(action, OnCard):
            return text
        card = action.card
        if moves([action], FROM_HAND) and me is not None:
            hand = me["zones"]["hand"]
            n = hand.count(card) if isinstance(hand, list) else 0
            return t("mv_ui.option.hand", move=text, n=n)
        if moves([action], FROM_PILE):
            drawn = self.exchange_entries()[: len(self.obs["exchange"])]  # in the order on the table
            piles = [e["card"] for e in drawn]
            if card in piles:
                entry = drawn[piles.index(card)]
                return t(
                    "mv_ui.option.pile",
                    move=text,
                    pos=piles.index(card) + 1,
                    cost=entry["cost"],
                    n=entry["count"],
                )
            if card in [e["card"] for e in self.obs["neutral"]]:
                return t("mv_ui.option.neutral", move=text)
        if moves([action], ON_DRAFT):
            row = list(self.obs["characters"]["row"])
            if card in row:
                return t("mv_ui.option.character", move=text, pos=row.index(card) + 1)
        return text

    def unplayed_text(self) -> str | None:
        """What ending the current phase would leave unplayed, as a question; None: nothing."""
        from game.metaversus import card_info

        v = self.draw_viewer
        if v is None or not self.obs or self.obs["pending"] is not None:
            return None
        t = self.app.t
        legal = self.legal()
        phase = str(self.obs["phase"])
        lang = self.app.tr.lang
        hand = self.obs["players"][v]["zones"]["hand"]
        playable = {a.card for a in of_kind(legal, PlayCard)}
        counts: dict[str, int] = {}
        for c in hand if isinstance(hand, list) else []:
            if c in playable:
                kind = str(card_info(c, lang)["type"])
                counts[kind] = counts.get(kind, 0) + 1
        parts = []
        for kind in ("action", "currency", "weapon"):
            n = counts.get(kind, 0)
            if n:
                parts.append(t(f"mv_ui.left.{kind}.{'one' if n == 1 else 'many'}", n=n))
        gems = int(self.obs["resources"]["gems"])
        neutral = {e["card"] for e in self.obs["neutral"]}
        if phase == "buy" and gems > 0 and any(a.card not in neutral for a in of_kind(legal, Buy)):
            parts.append(t(f"mv_ui.left.gems.{'one' if gems == 1 else 'many'}", n=gems))
        ability = bool(of_kind(legal, UseAbility))
        if ability and parts:
            parts.append(t("mv_ui.left.ability"))
        elif ability and self._ability_asked != (v, int(self.obs["turn"])):
            # an unused ability alone is mentioned once a turn: it may well be kept for later
            self._ability_asked = (v, int(self.obs["turn"]))
            parts.append(t("mv_ui.left.ability"))
        if not parts:
            return None
        return t(
            "mv_ui.confirm.end", phase=t(f"metaversus.phase.{phase}"), left=t("mv_ui.left.join").join(parts)
        )

    def why_not_hand(self, card: str) -> str:
        from game.metaversus import card_info

        info = card_info(card, self.app.tr.lang)
        phase = self.obs.get("phase", "")
        if not self.legal():
            return self.app.t("mv_ui.why.not_your_move")
        return self.app.t(
            "mv_ui.why.card",
            name=info["name"],
            type=info["type_name"],
            phase=self.app.t(f"metaversus.phase.{phase}"),
        )

    def play_from_hand(self, card: str) -> bool:
        acts = self.hand_actions(card)
        if not acts:
            self.illegal_flash = 0.5
            self.private_notify(self.why_not_hand(card))  # it names a card of the hand
            return False
        return self.offer(acts)

    def take_pile(self, card: str) -> bool:
        acts = self.pile_actions(card)
        if not acts:
            self.illegal_flash = 0.5
            if self.legal():
                self.app.notify(self.app.t("mv_ui.why.pile"))
            return False
        return self.offer(acts)


class MoveChooser(ChooseOneDialog):
    """The chooser of the person at the table: its options name cards of their hand, so it is a
    private view of that seat (the privacy checks see it drawn)."""

    def __init__(
        self,
        app: Any,
        table: TableBase,
        title: str,
        options: list[str],
        on_choose: Callable[[int], object],
        on_cancel: Callable[[], object] | None,
        on_hover: Callable[[int | None], object],
    ) -> None:
        super().__init__(app, title, options, on_choose, on_cancel, on_hover)
        self.table = table
        self.seat = table.draw_viewer

    def draw(self, surface: pygame.Surface) -> None:
        if self.seat is not None:
            self.table.mark_private(self.seat)
        super().draw(surface)
