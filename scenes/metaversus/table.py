"""The MetaVersus table: the duel played with the mouse, from the setup decisions to game over.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. Gestures are
matched against the legal actions: a hand card dragged (or clicked) onto the play area is
``PlayCard`` / ``Reveal`` / the ``ChooseCard`` an effect asks for; an exchange pile dragged to
your side (or clicked) is ``Buy`` / ``ChooseCard`` / ``ReplaceKind``; a revealed character is
``BanCharacter`` / ``PickCharacter``; buttons show the rest, and "Other moves" lists every
legal action so nothing is ever out of reach.

The table draws from ``observation(viewer)`` of the person at the screen only: the other
duelist's hand is a number of card backs, and in hotseat the base class's curtain covers every
change of person (``private_hands``).
"""

from __future__ import annotations

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
from .motion import MotionMixin
from .view import TableView

HAND_KINDS = ("play_card", "reveal", "choose_card")
PILE_KINDS = ("buy", "choose_card", "replace_kind")
CHAR_KINDS = ("ban_character", "pick_character")
BUTTON_ORDER = ("play_all", "use_ability", "keep_exchange", "skip_ban", "done", "pass", "end_phase")
PRIMARY = ("end_phase", "pass", "keep_exchange", "skip_ban", "done")


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    actions: list[Action]
    primary: bool = False
    kind: str = ""  # the action kind, or "more" (every legal move), "rules", "undo", "log"


class MetaVersusTable(MotionMixin, TableView, TableScene):
    name = "metaversus_table"
    game_name = "metaversus"
    private_hands = True  # hands are secret: a curtain between two people at one screen

    def __init__(self, app: Any, session: GameSession) -> None:
        self.drag = DragController()
        self.obs: dict[str, Any] = {}
        self.buttons: list[Button] = []
        self.tools: list[Button] = []
        self.floats: list[list[Any]] = []  # [text, x, y, age, colour]
        self.shown: list[dict[str, int]] = [{}, {}]  # counters as drawn (they tick toward the truth)
        self.flying: list[list[Any]] = []  # [card or None, from rect, to rect, progress]
        self.hidden_play = [0, 0]  # newest play-area cards still in flight (not drawn yet)
        self.flash: dict[str, float] = {}  # resource chips that just changed
        self.shake = [0.0, 0.0]
        self.hover: tuple[str, Any] | None = None
        self.drawn_hand: list[str] = []  # the face-up hand of the last frame (tests check it)
        self.drawn_backs = 0
        self.illegal_flash = 0.0
        self._bottom = 0
        self._button_down = False
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
            if a.kind in HAND_KINDS and a.__dict__.get("card") == card and a.__dict__.get("zone", "hand") == "hand":
                out.append(a)
        return out

    def pile_actions(self, card: str) -> list[Action]:
        out = []
        for a in self.legal():
            if a.kind in PILE_KINDS and a.__dict__.get("card") == card and a.__dict__.get("zone", "exchange") == "exchange":
                out.append(a)
        return out

    def char_actions(self, card: str) -> list[Action]:
        return [a for a in self.legal() if a.kind in CHAR_KINDS and a.card == card]  # type: ignore[attr-defined]

    def ability_actions(self) -> list[Action]:
        return [a for a in self.legal() if a.kind == "use_ability"]

    def rebuild_buttons(self) -> None:
        legal = self.legal()
        rect = self.zrect("center.buttons")
        t = self.app.t
        groups: dict[str, list[Action]] = {}
        for a in legal:
            if a.kind in BUTTON_ORDER:
                groups.setdefault(a.kind, []).append(a)
        specs: list[tuple[str, str, list[Action]]] = []
        for kind in BUTTON_ORDER:
            acts = groups.get(kind, [])
            if kind == "play_all":
                for a in acts:
                    specs.append((kind, t(f"mv_ui.button.play_all.{a.card_type}"), [a]))  # type: ignore[attr-defined]
            elif kind == "end_phase" and acts:
                specs.append((kind, t(f"mv_ui.button.end.{acts[0].phase}"), acts))  # type: ignore[attr-defined]
            elif acts:
                specs.append((kind, t(f"mv_ui.button.{kind}"), acts))
        if legal:
            specs.append(("more", t("mv_ui.button.more", n=len(legal)), legal))
        gap = max(4, int(6 * self.app.scale))
        bh = min(rect.h - 8, max(28, int(44 * self.app.scale)))
        if self.obs.get("phase") == "setup":  # a column at the right of the setup panel
            panel = self.zrect("center.setup")
            col = pygame.Rect(panel.right - int(300 * self.app.scale), panel.y + int(60 * self.app.scale), int(280 * self.app.scale), bh)
            self.buttons = []
            primary = next((k for k in PRIMARY if k in groups), None)
            for i, (kind, label, acts) in enumerate(specs):
                self.buttons.append(Button(col.move(0, i * (bh + gap)), label, acts, kind == primary, kind))
            self._tool_buttons(gap)
            return
        font_w = [max(self.text_w(label) + int(24 * self.app.scale), int(90 * self.app.scale)) for _, label, _ in specs]
        total = sum(font_w) + gap * max(0, len(specs) - 1)
        squeeze = min(1.0, rect.w / total) if total else 1.0
        x = rect.right
        self.buttons = []
        primary = next((k for k in PRIMARY if k in groups), None)
        for (kind, label, acts), w in reversed(list(zip(specs, font_w))):
            w = int(w * squeeze)
            x -= w
            self.buttons.append(Button(pygame.Rect(x, rect.centery - bh // 2, w, bh), label, acts, kind == primary, kind))
            x -= gap
        self.buttons.reverse()
        self._tool_buttons(gap)

    def _tool_buttons(self, gap: int) -> None:
        t = self.app.t
        turn = self.zrect("center.turn")
        th = max(20, int(28 * self.app.scale))
        tw = (turn.w - 4 * gap) // 3
        kinds = (("undo", "hint", "log"), ("rules", "menu"))
        self.tools = []
        for row, names in enumerate(kinds):  # two rows of small buttons under the turn counter
            y = turn.bottom - (2 - row) * (th + gap)
            for i, k in enumerate(names):
                rect = pygame.Rect(turn.x + gap + i * (tw + gap), y, tw, th)
                self.tools.append(Button(rect, t(f"mv_ui.tool.{k}"), [], False, k))

    def press(self, button: Button) -> None:
        if button.kind == "more":
            labels = [self.describe(a) for a in button.actions]
            self.app.stack.push(ChooseOneDialog(self.app, self.app.t("mv_ui.all_moves"), labels, lambda i: self.apply(button.actions[i]), lambda: None))
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
        else:
            self.offer(button.actions)

    def why_not_hand(self, card: str) -> str:
        from game.metaversus import card_info

        info = card_info(card, self.app.tr.lang)
        phase = self.obs.get("phase", "")
        if not self.legal():
            return self.app.t("mv_ui.why.not_your_move")
        return self.app.t("mv_ui.why.card", name=info["name"], type=info["type_name"], phase=self.app.t(f"metaversus.phase.{phase}"))

    def play_from_hand(self, card: str) -> bool:
        acts = self.hand_actions(card)
        if not acts:
            self.illegal_flash = 0.5
            self.app.notify(self.why_not_hand(card))
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
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            primary = next((b for b in self.buttons if b.primary), None)
            if primary is not None:
                self.press(primary)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.motion(event.pos)
            self.hover = self.thing_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._button_down = False
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

                self.app.stack.push(card_zoom(self.app, thing[1]))

    def my_side(self, pos: tuple[int, int]) -> bool:
        """A drop that means "to me": my play area, my band or the centre of the table."""
        z = self.zones()
        mine = ("p0.play", "p0.hand", "p0.stats", "p0.character", "p0.deck", "p0.discard", "p0.info", "center.status", "center.buttons", "center.setup")
        return any(z[n].rect.collidepoint(pos) for n in mine)

    def drop(self, obj: tuple[str, str], pos: tuple[int, int]) -> None:
        where, card = obj
        if where == "hand":
            if self.zrect("p0.play").collidepoint(pos) or self.zrect("p1.play").collidepoint(pos) or self.zrect("center.status").collidepoint(pos):
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
            card, rect = self.character_card(p)
            if card and rect.collidepoint(pos):
                return ("character", card, rect, p)
            for c, r in reversed(self.play_cards(p)):
                if r.collidepoint(pos):
                    return ("play", c, r, p)
        return None

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for f in self.floats:
            f[3] += dt * max(0.6, self.app.settings.animation_speed or 4) / 0.9
        self.floats = [f for f in self.floats if f[3] < 1.0]
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
            sizes = [L.card_size(min(hand.h - 40, int(hand.h * 0.8))), L.card_size(self.zrect("p0.play").h - 24)]
            self._warm_queue = [(c, size) for size in sizes for c in cards]
        if self._warm_queue:
            card, size = self._warm_queue.pop()
            render_card(card, self.app.tr.lang, size)

    def apply(self, action: Action) -> list[Event]:
        events = super().apply(action)
        self.rebuild_buttons()
        return events

    def undo(self) -> None:
        super().undo()  # the base class brings the curtain when the move goes to another person
        self.rebuild_buttons()

    def _check_seat_change(self) -> None:
        if not self._auto_pass_window():
            super()._check_seat_change()

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
            lines.append(self.app.t("mv_ui.over.hp", scores=" · ".join(f"{self.names[i]} {v}" for i, v in enumerate(hp))))
        if stars:
            lines.append(self.app.t("mv_ui.over.stars", scores=" · ".join(f"{self.names[i]} {v}" for i, v in enumerate(stars))))
        return headline, lines, victory

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.show_log and self.zrect("center.log").collidepoint(pos):
            return self.log_tooltip(pos)
        thing = self.thing_at(pos)
        if thing is not None and thing[1]:
            from game.metaversus import card_info

            info = card_info(thing[1], self.app.tr.lang)
            return f"{info['name']} — {info['subtitle']}\n{info['text']}"
        for p in (0, 1):
            for key in ("hp", "defense", "stars"):
                if self.counter_rect(p, key).collidepoint(pos):
                    return self.app.t(f"mv_ui.tip.{key}")
            for zone in ("deck", "discard", "removed"):
                if self.zrect(f"{self.slot(p)}.{zone}").collidepoint(pos):
                    return self._pile_tip(p, zone)
        return None

    def _pile_tip(self, p: int, zone: str) -> str:
        """A pile's contents when they are public (discard, removed); the deck is only a count."""
        value = self.obs["players"][p]["zones"][zone]
        if isinstance(value, int):
            return self.app.t("mv_ui.tip.deck", n=value)
        counts: dict[str, int] = {}
        for card in value:
            name = self._name(card)
            counts[name] = counts.get(name, 0) + 1
        items = ", ".join(f"{k} ×{v}" for k, v in sorted(counts.items())) or "—"
        return self.app.t(f"mv_ui.tip.{zone}", n=len(value), items=items)


registry.TABLES["metaversus"] = MetaVersusTable
