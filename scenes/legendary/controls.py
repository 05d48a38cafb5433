"""The Legendary table's buttons and move lists: Play all, Heal, End turn and "Other moves".

The four buttons keep their places for the whole game (one that cannot be used now is greyed,
never removed); they are the shared ``scenes.buttons.Button`` in the shared look. Which actions
each one offers is decided by action class. A list of moves names each one with where its card
lies, so two alike cards are never two alike lines; the hovered line lights its card.
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.legendary.actions import (
    ChooseCard,
    EndTurn,
    Fight,
    FightMastermind,
    Heal,
    PlayCard,
    Recruit,
    RecruitOfficer,
)
from game.legendary.cards import CITY, defn
from game.legendary.picks import costs_a_discard

from ..buttons import Button, draw_buttons
from ..gestures import of_kind
from ..overlays import ChooseOneDialog
from .gestures import Gestures

BUTTON_SLOTS = ("play_all", "heal", "end_turn", "more")  # top to bottom, for the whole game
TOOLS = (("hint", "log", "rules"), ("undo", "menu"))  # two rows between the buttons and the log
OWN_BUTTON: tuple[type[Action], ...] = (Heal, EndTurn)  # moves with a button of their own
SPEND_RECRUIT: tuple[type[Action], ...] = (Recruit, RecruitOfficer)
SPEND_ATTACK: tuple[type[Action], ...] = (Fight, FightMastermind)
SPREAD_ZONES = ("hand", "played")  # rows whose cards are told apart by position
NAMES_A_CARD = (PlayCard, Recruit, RecruitOfficer, Fight, FightMastermind, ChooseCard)  # moves with a card


def hero_plays(legal: list[Action]) -> list[PlayCard]:
    """The plays that do something: Heroes (a Wound can be "played" but gives nothing)."""
    return [a for a in of_kind(legal, PlayCard) if defn(a.card).kind == "hero"]


class Controls(Gestures):
    # -- buttons ---------------------------------------------------------------------------------
    def rebuild_buttons(self) -> None:
        """The four buttons in their slots, each with the moves it offers now."""
        legal = [] if self.prompt_for_me() else self.legal()
        rect = self.zones()["center.buttons"].rect
        s = self.app.scale
        self.tools = self.lay_tools(self.zones()["center.tools"].rect, TOOLS, 6 if s >= 0.8 else 4)
        bh = min(max(24, int(40 * s)), (rect.h - 18) // len(BUTTON_SLOTS))
        step = bh + (6 if s >= 0.8 else 4)
        heroes: list[Action] = list(hero_plays(legal))
        others = [a for a in legal if not isinstance(a, OWN_BUTTON)]
        acts: dict[str, list[Action]] = {
            "play_all": heroes,
            "heal": list(of_kind(legal, Heal)),
            "end_turn": list(of_kind(legal, EndTurn)),
            "more": others,
        }
        labels = {
            "play_all": self.app.t("lg_ui.button.play_all", n=len(heroes)),
            "heal": self.app.t("lg_ui.button.heal"),
            "end_turn": self.app.t("lg_ui.button.end_turn"),
            "more": self.app.t("lg_ui.button.more", n=len(others)),
        }
        nothing_left = self.unplayed_text(legal) is None
        self.buttons = [
            Button(
                pygame.Rect(rect.x, rect.y + i * step, rect.w, bh),
                labels[kind],
                acts[kind],
                primary=kind == "end_turn" and bool(acts[kind]) and nothing_left,
                kind=kind,
                enabled=bool(acts[kind]),
                menu=kind == "more",
            )
            for i, kind in enumerate(BUTTON_SLOTS)
        ]

    def draw_controls(self, surface: pygame.Surface) -> None:
        on_top = self.app.stack.top is self
        draw_buttons(surface, self.buttons, self.app.scale, where="lg.button", pointer=on_top)
        draw_buttons(surface, self.tools, self.app.scale, where="lg.tool", pointer=on_top)

    def unplayed_text(self, legal: list[Action]) -> str | None:
        """ "End turn with 2 cards unplayed?" naming what could still be used, or None."""
        parts = []
        heroes = len(hero_plays(legal))
        if heroes:
            parts.append(self.app.t("lg_ui.left.card" if heroes == 1 else "lg_ui.left.cards", n=heroes))
        if any(isinstance(a, SPEND_RECRUIT) for a in legal):
            parts.append(self.app.t("lg_ui.left.recruit", n=self.obs["recruit"]))
        if any(isinstance(a, SPEND_ATTACK) for a in legal):
            parts.append(self.app.t("lg_ui.left.attack", n=self.obs["attack"]))
        if not parts:
            return None
        left = (
            parts[0]
            if len(parts) == 1
            else self.app.t("lg_ui.left.sep").join(parts[:-1]) + self.app.t("lg_ui.left.last") + parts[-1]
        )
        return self.app.t("lg_ui.confirm.end_turn", left=left)

    def press_button(self, b: Button) -> None:
        if not b.live(self.app.time >= self.buttons_armed_at):
            return
        if b.menu:
            self.choose_among(self.app.t("lg_ui.all_moves"), b.actions)
        elif b.kind == "play_all":
            self.play_all()
        elif b.kind == "end_turn":
            actions = b.actions
            self.confirm_unplayed(self.unplayed_text(self.legal()), lambda: self.offer(actions))
        else:
            self.offer(b.actions)

    def play_all(self) -> None:
        """Play the hand card by card, each through ``apply``, stopping at the first prompt. A Hero
        whose play costs a discard goes first, while the whole hand is there to choose from (played
        last, it took the one card left, unasked)."""
        for _ in range(20):
            plays = hero_plays(self.legal())
            if not plays or self.prompt_for_me():
                break
            costly = [a for a in plays if costs_a_discard(defn(a.card).id)]
            self.apply(costly[0] if costly else plays[0])

    # -- lists of moves --------------------------------------------------------------------------
    def choose_among(self, title: str, actions: list[Action]) -> None:
        """A list of moves; the card under the hovered line lights on the table."""

        def hover(i: int | None) -> None:
            self.lit = None if i is None else card_of(actions[i])

        def pick(i: int) -> None:
            self.lit = None
            self.apply(actions[i])

        def cancel() -> None:
            self.lit = None

        self.app.stack.push(
            ChooseOneDialog(self.app, title, self.option_labels(actions), pick, cancel, hover)
        )

    def option_labels(self, actions: list[Action]) -> list[str]:
        """Each move described, with where its card is, so that two identical cards are never two
        identical lines ("Wound (hand, 2nd)", "Hand Ninjas (Bridge)")."""
        labels = []
        for a in actions:
            text = self.describe(a)
            where = self.where(a)
            labels.append(self.app.t("lg_ui.option_where", move=text, where=where) if where else text)
        seen: dict[str, int] = {}
        for i, text in enumerate(labels):
            seen[text] = seen.get(text, 0) + 1
            if seen[text] > 1:  # still the same words (cannot happen with the places above): number them
                labels[i] = self.app.t("lg_ui.option_where", move=text, where=self.ordinal(seen[text]))
        return labels

    def ordinal(self, n: int) -> str:
        key = f"lg_ui.ordinal.{n}"
        return self.app.t(key) if self.app.tr.has(key) else self.app.t("lg_ui.ordinal.other", n=n)

    def space_name(self, space: int) -> str:
        return self.app.t(f"space.legendary.{CITY[space]}")

    def where(self, a: Action) -> str | None:
        """Where the card an action names lies: zone and position (None for no card)."""
        obs = self.obs
        if isinstance(a, Recruit):
            return self.app.t("lg_ui.where.hq", n=a.slot + 1)
        if isinstance(a, RecruitOfficer):
            return self.app.t("lg_ui.where.officers", n=obs["officers"])
        if isinstance(a, Fight):
            return self.app.t("lg_ui.where.city", space=self.space_name(a.space))
        if isinstance(a, PlayCard):
            card, zone = a.card, "hand"
        elif isinstance(a, ChooseCard):
            card, zone = a.card, a.zone
        else:
            return None
        if zone == "hq" and card in obs["hq"]:
            return self.app.t("lg_ui.where.hq", n=obs["hq"].index(card) + 1)
        spaces = [sp["card"] for sp in obs["city"]]
        if zone == "city" and card in spaces:
            return self.app.t("lg_ui.where.city", space=self.space_name(spaces.index(card)))
        zkey = f"zone.legendary.{zone}"
        zone_name = self.app.t(zkey) if self.app.tr.has(zkey) else zone
        seat = self.viewer if self.viewer is not None and self.viewer >= 0 else obs["active"]
        # a spread row (hand, play area) by position; a pile shows only its top, so by name
        cards = obs["players"][seat]["zones"].get(zone) if zone in SPREAD_ZONES else None
        if isinstance(cards, list) and card in cards and len(cards) > 1:
            return self.app.t("lg_ui.where.nth", zone=zone_name, nth=self.ordinal(cards.index(card) + 1))
        if zone == "deck":
            return self.app.t("lg_ui.where.deck")
        return zone_name


def card_of(action: Action) -> str | None:
    """The card an action names, if any."""
    return action.card if isinstance(action, NAMES_A_CARD) else None
