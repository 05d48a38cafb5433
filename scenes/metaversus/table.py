"""The MetaVersus table: the duel played with the mouse, from the setup decisions to game over.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. Gestures are
matched against the legal actions: a hand card dragged (or clicked) onto the play area is
``PlayCard`` / ``Reveal`` / the ``ChooseCard`` an effect asks for; an exchange pile dragged to
your side (or clicked) is ``Buy`` / ``ChooseCard`` / ``ReplaceKind``; a revealed character is
``BanCharacter`` / ``PickCharacter``; buttons show the rest, and "Other moves" lists every
legal action so nothing is ever out of reach.

The buttons of a step (a phase or a pending decision) keep their places for the whole step: one
with nothing to do is greyed, and for a moment after the step changes none takes a press, so a
double press of "End Action" never ends the Buy phase too. Ending a phase with cards, gems or
the ability still usable asks once (``confirm_unplayed``). A chooser names where each option's
card is and lights it on the table while the mouse is on the option.

The table draws from ``observation(viewer)`` of the person at the screen only: the other
duelist's hand is a number of card backs, and in hotseat the base class's curtain covers every
change of person (``private_hands``). When the person changes nothing of the last one's pointer
stays: no raised card, no card in hand, no half-made click, no message naming their cards.
Whatever only one seat may see is drawn with ``mark_private(seat)``.

A computer's turn can be followed (see ``motion``): each move lingers, its card stays outlined,
effects float where they land, and N or the Skip button plays on to the next decision of a
person. D (or a click on your draw deck) lists what is left in it, sorted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.agents import make_agent
from game.core.session import GameSession
from sprites.drag import DragController
from sprites.mat import load_mat
from sprites.mv_cards import render_card

from .. import registry
from ..overlays import ChooseOneDialog, PauseScene
from ..rules_scene import RulesScene
from ..table import TableScene
from . import layout as L
from .motion import Float, MotionMixin, Spot
from .view import TableView

HAND_KINDS = ("play_card", "reveal", "choose_card")
PILE_KINDS = ("buy", "choose_card", "replace_kind")
CHAR_KINDS = ("ban_character", "pick_character")
BUTTON_ORDER = ("play_all", "use_ability", "keep_exchange", "skip_ban", "done", "pass", "end_phase")
PRIMARY = ("end_phase", "pass", "keep_exchange", "skip_ban", "done")
# The buttons of each step (a phase, or the decision pending in it), in their order on screen.
# They stay for the whole step: a button with nothing to do is disabled, never removed, so no
# other button slides under the pointer. "ability" is there for a character with an active one.
STEP_SLOTS: dict[str, tuple[str, ...]] = {
    "replace": ("keep_exchange",),
    "ban": ("skip_ban",),
    "pick": (),
    "action": ("use_ability", "end_phase"),
    "buy": ("play_all", "use_ability", "end_phase"),
    "combat": ("play_all", "use_ability", "end_phase"),
    "remove": ("done",),
    "discard": (),
    "gain": (),
    "react": ("use_ability", "pass"),
    "window": ("use_ability", "pass"),
}
PLAY_ALL_TYPE = {"buy": "currency", "combat": "weapon"}
ARMING = 0.4  # seconds the action buttons ignore presses after the step changed (no double press)
FLOAT_TIME = 1.4  # seconds an effect's text takes to rise and fade at 1× speed


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    actions: list[Action]
    primary: bool = False
    kind: str = ""  # the action kind, or "more" (every legal move), "rules", "undo", "log"
    enabled: bool = True  # False: shown in its place, greyed, a press does nothing


class MetaVersusTable(MotionMixin, TableView, TableScene):
    name = "metaversus_table"
    game_name = "metaversus"
    private_hands = True  # hands are secret: a curtain between two people at one screen

    def __init__(self, app: Any, session: GameSession) -> None:
        self.drag = DragController()
        self.obs: dict[str, Any] = {}
        self.buttons: list[Button] = []
        self.tools: list[Button] = []
        self.floats: list[Float] = []  # effects rising from where they landed
        self.spots: list[Spot] = []  # what the last computer move touched: outlined
        self._last_turn_key: tuple[int, int, int] | None = (
            None  # (history length, last entry, viewer) of the cache
        )
        self._last_turn_cache: tuple[int, list[str]] | None = None  # the other duelist's last turn
        self.fast_forward = False  # N / Skip: the computer plays on without lingering
        self.shown: list[dict[str, int]] = [{}, {}]  # counters as drawn (they tick toward the truth)
        self.flying: list[list[Any]] = []  # [card or None, from rect, to rect, progress]
        self.hidden_play = [0, 0]  # newest play-area cards still in flight (not drawn yet)
        self.flash: dict[str, float] = {}  # resource chips that just changed
        self.shake = [0.0, 0.0]
        self.hover: tuple[str, Any, pygame.Rect, Any] | None = None  # what thing_at found under the pointer
        self.drawn_hand: list[str] = []  # the face-up hand of the last frame (tests check it)
        self.drawn_backs = 0
        self.illegal_flash = 0.0
        self._bottom = 0
        self._button_down = False
        self._pressed_here = False  # the left button went down on this table (not on a curtain)
        self.drawn_raised: list[str] = []  # cards drawn lifted under the pointer in the last frame
        self.option_hover: Action | None = None  # the chooser option under the mouse: lit on the table
        self.lit: list[pygame.Rect] = []  # where that option's card was lit in the last frame
        self.armed_at = 0.0  # app time from which the action buttons take presses again
        self._step: tuple[Any, ...] = ()
        self._synced_viewer: int | None = None
        self._private_toasts: list[Any] = []  # messages naming the viewer's secret cards
        self._ability_asked: tuple[int, int] | None = None  # (player, turn) told about the unused ability
        self.kept_play: tuple[int, list[str]] | None = None  # the attacker's weapons stay while damage lands
        self._warm_queue: list[tuple[str, tuple[int, int]]] = []
        super().__init__(app, session)
        self.mat = load_mat("metaversus")
        self.mat.require(L.ZONE_NAMES)
        self.sync()
        # hand-size faces (~5 ms each) are drawn before the first frame; the rest one a frame
        self._warm_cards()
        hand_size = L.card_size(min(self.zrect("p0.hand").h - 40, int(self.zrect("p0.hand").h * 0.8)))
        for card, size in [item for item in self._warm_queue if item[1] == hand_size]:
            render_card(card, self.app.tr.lang, size)
        self._warm_queue = [item for item in self._warm_queue if item[1] != hand_size]

    # -- seats ---------------------------------------------------------------------------------
    @property
    def draw_viewer(self) -> int | None:
        """Whose private view is drawn: the person at the screen; nobody's behind the curtain,
        and never an agent's (an agent's hand stays face down even when no person plays)."""
        v = self.viewer
        return v if v in (0, 1) and self.is_person(v) else None

    @property
    def bottom(self) -> int:
        v = self.draw_viewer
        if v is not None:
            self._bottom = v
        elif self.viewer not in (-1,):
            people = [i for i, s in enumerate(self.seats) if s == "person"]
            self._bottom = people[0] if people else 0
        return self._bottom

    def slot(self, p: int) -> str:
        return "p0" if p == self.bottom else "p1"

    def zones(self) -> dict[str, Any]:
        return L.mat_zones(self.app.size)

    def zrect(self, name: str) -> pygame.Rect:
        return self.zones()[name].rect

    # -- the observation -----------------------------------------------------------------------
    def sync(self) -> None:
        old = self.obs
        if self.draw_viewer != self._synced_viewer:  # another person at the screen (or nobody)
            self._forget_pointer()
            self._synced_viewer = self.draw_viewer
        self.obs = self.game.observation(self.draw_viewer)
        for p in (0, 1):
            pl = self.obs["players"][p]
            self.shown[p] = {"hp": pl["hp"], "defense": pl["defense"], "stars": pl["stars"]}
        if old:
            for key, value in self.obs["resources"].items():
                if old.get("resources", {}).get(key) != value:
                    self.flash[key] = 0.6
        self.rebuild_buttons()

    # -- legal actions -> gestures and buttons --------------------------------------------------
    def legal(self) -> list[Action]:
        p = self.game.to_move
        if p is None or not self.is_person(p) or self.thinking is not None or p != self.draw_viewer:
            return []
        return self.game.legal_actions()

    def hand_actions(self, card: str) -> list[Action]:
        out = []
        for a in self.legal():
            if (
                a.kind in HAND_KINDS
                and a.__dict__.get("card") == card
                and a.__dict__.get("zone", "hand") == "hand"
            ):
                out.append(a)
        return out

    def pile_actions(self, card: str) -> list[Action]:
        out = []
        for a in self.legal():
            if (
                a.kind in PILE_KINDS
                and a.__dict__.get("card") == card
                and a.__dict__.get("zone", "exchange") == "exchange"
            ):
                out.append(a)
        return out

    def char_actions(self, card: str) -> list[Action]:
        return [a for a in self.legal() if a.kind in CHAR_KINDS and a.card == card]  # type: ignore[attr-defined]

    def ability_actions(self) -> list[Action]:
        return [a for a in self.legal() if a.kind == "use_ability"]

    def step_name(self) -> str:
        """The step the buttons belong to: the pending decision, else the phase."""
        obs = self.obs
        pend = obs.get("pending") if obs else None
        return str(pend["kind"]) if pend else str(obs.get("phase", "")) if obs else ""

    def step_key(self) -> tuple[Any, ...]:
        obs = self.obs
        if not obs:
            return ()
        return (
            obs["turn"],
            obs["active"],
            obs["phase"],
            self.step_name(),
            self.game.to_move,
            self.draw_viewer,
        )

    def _has_active_ability(self) -> bool:
        from game.metaversus import card_info

        v = self.draw_viewer
        card = self.obs["players"][v]["character"] if v is not None and self.obs else None
        if not card:
            return False
        return bool(card_info(card, self.app.tr.lang)["ability"] == "active")

    def button_specs(self, legal: list[Action]) -> list[tuple[str, str, str, list[Action]]]:
        """(kind, label, the widest label the slot takes in this step, actions) for the step."""
        t = self.app.t
        step = self.step_name()
        if not legal:  # not this person's decision: no buttons to grey out
            return []
        groups: dict[str, list[Action]] = {}
        for a in legal:
            if a.kind in BUTTON_ORDER:
                groups.setdefault(a.kind, []).append(a)
        slots = [k for k in STEP_SLOTS.get(step, ()) if k != "use_ability" or self._has_active_ability()]
        slots += [k for k in BUTTON_ORDER if k in groups and k not in slots]  # never out of reach
        specs: list[tuple[str, str, str, list[Action]]] = []
        for kind in slots:
            acts = groups.get(kind, [])
            if kind == "play_all":
                card_type = PLAY_ALL_TYPE.get(str(self.obs["phase"]), "currency")
                acts = [a for a in acts if a.card_type == card_type]  # type: ignore[attr-defined]
                n = self.playable_count(card_type) if acts else 0
                key = f"mv_ui.button.play_all.{card_type}"
                specs.append((kind, t(key, n=n), t(key, n=99), acts))
            elif kind == "end_phase":
                key = f"mv_ui.button.end.{self.obs['phase']}"
                specs.append((kind, t(key), t(key), acts))
            else:
                specs.append((kind, t(f"mv_ui.button.{kind}"), t(f"mv_ui.button.{kind}"), acts))
        specs.append(("more", t("mv_ui.button.more", n=len(legal)), t("mv_ui.button.more", n=99), legal))
        return specs

    def rebuild_buttons(self) -> None:
        legal = self.legal()
        rect = self.button_area() if self.obs else self.zrect("center.buttons")
        specs = self.button_specs(legal)
        gap = max(4, int(6 * self.app.scale))
        bh = min(rect.h - 8, max(28, int(44 * self.app.scale)))
        primary = next((k for k in PRIMARY for kind, _, _, acts in specs if kind == k and acts), None)
        self.buttons = []
        if self.obs.get("phase") == "setup":  # a column at the right of the setup panel
            panel = self.zrect("center.setup")
            col = pygame.Rect(
                panel.right - int(300 * self.app.scale),
                panel.y + int(60 * self.app.scale),
                int(280 * self.app.scale),
                bh,
            )
            for i, (kind, label, _, acts) in enumerate(specs):
                self.buttons.append(
                    Button(col.move(0, i * (bh + gap)), label, acts, kind == primary, kind, bool(acts))
                )
            self._tool_buttons(gap)
            return
        # each slot as wide as the widest label it takes in this step (its count at two digits):
        # the buttons keep their places while labels and counts change
        widths = [
            max(int(80 * self.app.scale), self.text_w(widest) + int(20 * self.app.scale))
            for _, _, widest, _ in specs
        ]
        total = sum(widths) + gap * max(0, len(specs) - 1)
        squeeze = (
            min(1.0, (rect.w - gap * max(0, len(specs) - 1)) / max(1, sum(widths))) if total > rect.w else 1.0
        )
        x = rect.right
        for (kind, label, _, acts), w in reversed(list(zip(specs, widths))):
            w = max(24, int(w * squeeze))
            x -= w
            self.buttons.append(
                Button(
                    pygame.Rect(x, rect.centery - bh // 2, w, bh),
                    label,
                    acts,
                    kind == primary,
                    kind,
                    bool(acts),
                )
            )
            x -= gap
        self.buttons.reverse()
        self._tool_buttons(gap)

    def playable_count(self, card_type: str) -> int:
        """How many cards of ``card_type`` in the viewer's hand can be played now."""
        from game.metaversus import card_info

        v = self.draw_viewer
        if v is None or not self.obs:
            return 0
        playable = {a.card for a in self.legal() if a.kind == "play_card"}  # type: ignore[attr-defined]
        hand = self.obs["players"][v]["zones"]["hand"]
        lang = self.app.tr.lang
        return (
            sum(1 for c in hand if c in playable and card_info(c, lang)["type"] == card_type)
            if isinstance(hand, list)
            else 0
        )

    def button_ready(self, button: Button) -> bool:
        """A button takes a press: it has something to do and, for the action buttons, the step
        did not change a moment ago (a double press must not end the next phase too)."""
        if not button.enabled:
            return False
        return button not in self.buttons or self.app.time >= self.armed_at

    def _tool_buttons(self, gap: int) -> None:
        t = self.app.t
        turn = self.zrect("center.turn")
        th = max(20, int(28 * self.app.scale))
        tw = (turn.w - 4 * gap) // 3
        kinds = (("undo", "hint", "log"), ("skip", "rules", "menu"))
        self.tools = []
        for row, names in enumerate(kinds):  # two rows of small buttons under the turn counter
            y = turn.bottom - (2 - row) * (th + gap)
            for i, k in enumerate(names):
                rect = pygame.Rect(turn.x + gap + i * (tw + gap), y, tw, th)
                self.tools.append(Button(rect, t(f"mv_ui.tool.{k}"), [], False, k))

    def press(self, button: Button) -> None:
        if not self.button_ready(button):
            return
        if button.kind == "more":
            self.choose_from(self.app.t("mv_ui.all_moves"), button.actions)
        elif button.kind == "undo":
            self.undo()
        elif button.kind == "log":
            self.show_log = not self.show_log
        elif button.kind == "rules":
            self.app.stack.push(RulesScene(self.app, "metaversus"))
        elif button.kind == "hint":
            self.show_hint()
        elif button.kind == "menu":
            self.app.stack.push(PauseScene(self.app, self))
        elif button.kind == "skip":
            self.skip_to_person()
        else:
            self.offer(button.actions)

    # -- choosing a move -----------------------------------------------------------------------
    def take(self, action: Action) -> None:
        """Play ``action``; ending a phase with something still playable asks once first."""
        if action.kind == "end_phase":
            self.confirm_unplayed(self.unplayed_text(), lambda: self._take_now(action))
        else:
            self._take_now(action)

    def _take_now(self, action: Action) -> None:
        if action in self.legal():  # the question may have outlived the decision (an undo)
            self.apply(action)

    def offer(self, actions: list[Action], reason_if_none: str | None = None) -> bool:
        if not actions:
            if reason_if_none:
                self.app.notify(reason_if_none)
            return False
        if len(actions) == 1:
            self.take(actions[0])
            return True
        self.choose_from(self.app.t("choose.title"), actions)
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
        card = action.__dict__.get("card")
        v = self.draw_viewer
        me = self.obs["players"][v] if v is not None and self.obs else None
        if action.kind == "play_all" and me is not None:
            return t("mv_ui.option.play_all", move=text, n=self.playable_count(action.card_type))  # type: ignore[attr-defined]
        if action.kind == "use_ability" and me is not None and me["ability_uses"] is not None:
            return t("mv_ui.option.ability", move=text, n=me["ability_uses"])
        if not isinstance(card, str):
            return text
        if action.kind in HAND_KINDS and action.__dict__.get("zone", "hand") == "hand" and me is not None:
            hand = me["zones"]["hand"]
            n = hand.count(card) if isinstance(hand, list) else 0
            return t("mv_ui.option.hand", move=text, n=n)
        if action.kind in PILE_KINDS and action.__dict__.get("zone", "exchange") == "exchange":
            piles = [e["card"] for e in self.obs["exchange"]]
            if card in piles:
                entry = self.obs["exchange"][piles.index(card)]
                return t(
                    "mv_ui.option.pile",
                    move=text,
                    pos=piles.index(card) + 1,
                    cost=entry["cost"],
                    n=entry["count"],
                )
            if card in [e["card"] for e in self.obs["neutral"]]:
                return t("mv_ui.option.neutral", move=text)
        if action.kind in CHAR_KINDS:
            row = list(self.obs["characters"]["row"])
            if card in row:
                return t("mv_ui.option.character", move=text, pos=row.index(card) + 1)
        return text

    def action_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the card (or button) an action means is drawn on the table."""
        card = action.__dict__.get("card")
        rects: list[pygame.Rect] = []
        if isinstance(card, str):
            zone = action.__dict__.get("zone")
            if action.kind in HAND_KINDS and zone in (None, "hand"):
                rects += [p.rect for p in self.hand_cards() if p.card == card][-1:]
            if action.kind in PILE_KINDS and zone in (None, "exchange"):
                rects += [r for c, r in self.exchange_cards() if c == card]
            if action.kind in CHAR_KINDS:
                rects += [r for c, r in self.draft_cards() if c == card]
        if action.kind == "use_ability":
            rects.append(self.character_card(self.bottom)[1])
        if action.kind == "play_all":
            playable = {a.card for a in self.legal() if a.kind == "play_card"}  # type: ignore[attr-defined]
            rects += [p.rect for p in self.hand_cards() if p.card in playable]
        if not rects:
            rects += [b.rect for b in self.buttons if action in b.actions and b.kind != "more"]
        return rects

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
        playable = {a.card for a in legal if a.kind == "play_card"}  # type: ignore[attr-defined]
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
        if phase == "buy" and gems > 0 and any(a.kind == "buy" and a.card not in neutral for a in legal):  # type: ignore[attr-defined]
            parts.append(t(f"mv_ui.left.gems.{'one' if gems == 1 else 'many'}", n=gems))
        ability = any(a.kind == "use_ability" for a in legal)
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

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.handle_common(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.skip_to_person()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_d:
            self.open_deck_list()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            primary = next((b for b in self.buttons if b.primary), None)
            if primary is not None:
                self.press(primary)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.motion(event.pos)
            self.hover = self.thing_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._button_down = False
            self._pressed_here = True
            for b in self.buttons + self.tools:
                if b.rect.collidepoint(event.pos):
                    self._button_down = True  # its release is not a click on what lies beneath
                    self.press(b)
                    return
            thing = self.thing_at(event.pos)
            if thing is not None and thing[0] in ("hand", "pile"):
                rect = thing[2]
                self.drag.press((thing[0], thing[1]), rect.center, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self._pressed_here:  # its press went to a curtain or a dialog: not a click here
                self.drag.cancel()
                return
            self._pressed_here = False
            released = self.drag.release(event.pos)
            if released is not None and released[0] == "drop":
                self.drop(released[1].obj, event.pos)
            elif not self._button_down:
                self.click(event.pos)
            self._button_down = False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            thing = self.thing_at(event.pos)
            if thing is not None and thing[1]:
                from .cards_view import card_zoom

                seat = self.bottom
                private = thing[0] == "hand" or (thing[0] == "character" and self.obs["phase"] == "setup")
                self.app.stack.push(
                    card_zoom(self.app, thing[1], (lambda: self.mark_private(seat)) if private else None)
                )

    def my_side(self, pos: tuple[int, int]) -> bool:
        """A drop that means "to me": my play area, my band or the centre of the table."""
        z = self.zones()
        mine = (
            "p0.play",
            "p0.hand",
            "p0.stats",
            "p0.character",
            "p0.deck",
            "p0.discard",
            "p0.info",
            "center.status",
            "center.buttons",
            "center.setup",
        )
        return any(z[n].rect.collidepoint(pos) for n in mine)

    def drop(self, obj: tuple[str, str], pos: tuple[int, int]) -> None:
        where, card = obj
        if where == "hand":
            if (
                self.zrect("p0.play").collidepoint(pos)
                or self.zrect("p1.play").collidepoint(pos)
                or self.zrect("center.status").collidepoint(pos)
            ):
                self.play_from_hand(card)
            return  # dropped back on the hand: nothing happens
        if where == "pile" and self.my_side(pos):
            self.take_pile(card)

    def click(self, pos: tuple[int, int]) -> None:
        thing = self.thing_at(pos)
        if thing is None:
            return
        kind, card = thing[0], thing[1]
        if kind == "hand":
            self.play_from_hand(card)
        elif kind == "pile":
            self.take_pile(card)
        elif kind == "draft":
            acts = self.char_actions(card)
            if acts:
                self.offer(acts)
        elif kind == "character" and thing[3] == self.bottom:
            acts = self.ability_actions()
            if acts:
                self.offer(acts)
        elif kind == "deck" and thing[3] == self.bottom:
            self.open_deck_list()

    # -- the hand-off ----------------------------------------------------------------------------
    def on_curtain(self, up: bool) -> None:
        super().on_curtain(up)
        self._forget_pointer()

    def _forget_pointer(self) -> None:
        """The person at the screen changes (a curtain goes up or comes down): nothing of the
        last person's pointer or private choice carries over: no raised card, no card held, no
        half-made click, no lit option, no hint, no message naming their cards."""
        self.hover = None
        self.drag.cancel()
        self._button_down = False
        self._pressed_here = False
        self.option_hover = None
        self.hint = None
        if self._private_toasts:
            self.app.toasts = [t for t in self.app.toasts if t not in self._private_toasts]
            self._private_toasts = []

    def open_deck_list(self) -> None:
        """The cards left in the viewer's own deck, sorted (the order stays secret)."""
        v = self.draw_viewer
        if v is None or not self.obs or self.obs["players"][v].get("deck_left") is None:
            return
        from .deck_view import DeckList

        self.app.stack.push(
            DeckList(self.app, self.obs["players"][v]["deck_left"], lambda: self.mark_private(v))
        )

    def private_notify(self, text: str) -> None:
        """A message about the viewer's secret cards: it goes away when the person changes."""
        self.app.notify(text)
        if self.app.toasts:
            self._private_toasts.append(self.app.toasts[-1])

    def show_hint(self) -> None:
        before = list(self.app.toasts)
        super().show_hint()
        self._private_toasts += [t for t in self.app.toasts if t not in before]  # it names a hand card

    def thing_at(self, pos: tuple[int, int]) -> tuple[str, Any, pygame.Rect, Any] | None:
        """What is under the pointer: ("hand"|"pile"|"draft"|"character"|"play", card, rect, player)."""
        for placed in reversed(self.hand_cards()):
            if placed.card is not None and placed.rect.collidepoint(pos):
                return ("hand", placed.card, placed.rect, self.bottom)
        for card, rect in self.exchange_cards():
            if rect.collidepoint(pos):
                return ("pile", card, rect, None)
        for card, rect in self.draft_cards():
            if rect.collidepoint(pos):
                return ("draft", card, rect, None)
        for p in (0, 1):
            character, crect = self.character_card(p)
            if character and crect.collidepoint(pos):
                return ("character", character, crect, p)
            for c, r in reversed(self.play_cards(p)):
                if r.collidepoint(pos):
                    return ("play", c, r, p)
            deck = self.zrect(f"{self.slot(p)}.deck")
            if deck.collidepoint(pos):
                return ("deck", None, deck, p)
        return None

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._fast_forward_step()
        super().update(dt)
        for f in self.floats:
            f.age += dt * max(0.6, self.app.settings.animation_speed or 4) / FLOAT_TIME
        self.floats = [f for f in self.floats if f.age < 1.0]
        self.illegal_flash = max(0.0, self.illegal_flash - dt)
        self.shake = [max(0.0, s - dt) for s in self.shake]
        for k in list(self.flash):
            self.flash[k] -= dt
            if self.flash[k] <= 0:
                del self.flash[k]
        if not self.buttons and self.legal():
            self.rebuild_buttons()
        self._warm_cards()

    def _warm_cards(self) -> None:
        """Draw card faces ahead, one a frame while nothing moves, so a new hand or a bought
        card never costs a frame a dozen milliseconds (a hand-size face takes ~10 ms)."""
        if self.anim.busy or not self.obs:
            return
        key = (self.app.size, self.app.tr.lang, tuple(e["card"] for e in self.obs["exchange"]))
        if getattr(self, "_warm_key", None) != key:
            self._warm_key = key
            cards = [e["card"] for e in self.obs["exchange"]] + ["mv.stone", "mv.dagger"]
            hand = self.zrect("p0.hand")
            sizes = [
                L.card_size(min(hand.h - 40, int(hand.h * 0.8))),
                L.card_size(self.zrect("p0.play").h - 24),
            ]
            self._warm_queue = [(c, size) for size in sizes for c in cards]
        if self._warm_queue:
            card, size = self._warm_queue.pop()
            render_card(card, self.app.tr.lang, size)

    def apply(self, action: Action) -> list[Event]:
        step = self.step_key()
        events = super().apply(action)
        self.rebuild_buttons()
        if self.step_key() != step:
            self.armed_at = self.app.time + ARMING
        return events

    def undo(self) -> None:
        steps, other = self.undo_steps() if self.can_undo() else (0, None)
        if steps == 0 and other is None:  # MetaVersus has no rolls: say what stops the undo here
            self.app.notify(self.app.t("mv_ui.undo.cannot"))
            return
        self.spots = []
        super().undo()  # the base class brings the curtain when the move goes to another person
        self.rebuild_buttons()

    def _check_seat_change(self) -> None:
        if not self._auto_pass_window():
            super()._check_seat_change()
        if self.draw_viewer != self._synced_viewer:  # a curtain came down: forget the pointer now
            self._forget_pointer()
            self._synced_viewer = self.draw_viewer

    def _auto_pass_window(self) -> bool:
        """Auto-pass (a setting, on by default): the other person's ability window at a phase
        start closes by itself when the normal agent would pass there, so hotseat play is not
        interrupted by a curtain for a window nobody wants."""
        g = self.game
        p = g.to_move
        if not self.app.settings.auto_pass or p is None or not self.is_person(p):
            return False
        pending = g.observation(p)["pending"]
        if pending is None or pending["kind"] != "window":
            return False
        choice = make_agent("metaversus", "normal", 7).choose(g.clone(), p)
        if choice.kind != "pass":
            return False
        self.apply(choice)
        return True

    def relayout(self) -> None:
        super().relayout()
        self.hover = None  # its rectangle belongs to the old size
        self.anim.finish_all()  # flights end where the new layout puts their cards
        self.rebuild_buttons()

    def uncovered(self) -> None:
        super().uncovered()
        self.rebuild_buttons()

    def result_text(self) -> tuple[str, list[str], bool | None]:
        """The victory type, then each duelist's HP and stars, labelled."""
        headline, details, victory = super().result_text()
        result = self.game.result()
        hp = result.get("scores") or []
        stars = result.get("stars") or []
        lines = details[:1]
        if hp:
            lines.append(
                self.app.t(
                    "mv_ui.over.hp", scores=" · ".join(f"{self.names[i]} {v}" for i, v in enumerate(hp))
                )
            )
        if stars:
            lines.append(
                self.app.t(
                    "mv_ui.over.stars", scores=" · ".join(f"{self.names[i]} {v}" for i, v in enumerate(stars))
                )
            )
        return headline, lines, victory

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.show_log and self.zrect("center.log").collidepoint(pos):
            return self.log_tooltip(pos)
        thing = self.thing_at(pos)
        if thing is not None and thing[1]:
            return self.card_tip(thing[1], thing[0])
        for p in (0, 1):
            for key in ("hp", "defense", "stars"):
                if self.counter_rect(p, key).collidepoint(pos):
                    if key == "defense" and self.game.opts.get("defense_reset") == "owner_turn_start":
                        return self.app.t("mv_ui.tip.defense_reset")
                    return self.app.t(f"mv_ui.tip.{key}")
            for zone in ("deck", "discard", "removed"):
                if self.zrect(f"{self.slot(p)}.{zone}").collidepoint(pos):
                    return self._pile_tip(p, zone)
        return None

    def card_tip(self, card: str, where: str) -> str:
        """A card's whole face in words: name, attribute and type, its numbers, its text; for an
        exchange pile also how many are left."""
        from game.metaversus import card_info

        t = self.app.t
        info = card_info(card, self.app.tr.lang)
        lines = [f"{info['name']} — {info['subtitle']}"]
        if info["type"] != "character":
            kind = str(info["type"])
            number = (
                info["ap"] if kind == "action" else info["value"] if kind == "currency" else info["damage"]
            )
            facts = t(
                "mv_ui.tip.card_numbers", cost=info["cost"], number=t(f"mv_ui.tip.number.{kind}", n=number)
            )
            if where == "pile":
                count = next((e["count"] for e in self.obs["exchange"] if e["card"] == card), None)
                facts += " · " + (
                    t("mv_ui.tip.pile_left", n=count) if count is not None else t("mv_ui.tip.pile_endless")
                )
            lines.append(facts)
        lines.append(str(info["text"]))
        return "\n".join(lines)

    def _pile_tip(self, p: int, zone: str) -> str:
        """A pile's contents when they are public (discard, removed); the deck is only a count."""
        value = self.obs["players"][p]["zones"][zone]
        if isinstance(value, int):
            if p == self.draw_viewer:  # the owner may look at what is left (not the order)
                return self.app.t("mv_ui.tip.my_deck", n=value)
            return self.app.t("mv_ui.tip.deck", n=value)
        counts: dict[str, int] = {}
        for card in value:
            name = self._name(card)
            counts[name] = counts.get(name, 0) + 1
        items = ", ".join(f"{k} ×{v}" for k, v in sorted(counts.items())) or "—"
        return self.app.t(f"mv_ui.tip.{zone}", n=len(value), items=items)


class MoveChooser(ChooseOneDialog):
    """The chooser of the person at the table: its options name cards of their hand, so it is a
    private view of that seat (the privacy checks see it drawn)."""

    def __init__(
        self,
        app: Any,
        table: MetaVersusTable,
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


registry.TABLES["metaversus"] = MetaVersusTable
