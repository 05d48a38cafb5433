"""The MetaVersus table: the duel played with the mouse, from the setup decisions to game over.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. Gestures are
matched against the legal actions (``gestures``): a hand card dragged (or clicked) onto the
play area is ``PlayCard`` / ``Reveal`` / the ``ChooseCard`` an effect asks for; an exchange pile
dragged to your side (or clicked) is ``Buy`` / ``ChooseCard`` / ``ReplaceKind``; a revealed
character is ``BanCharacter`` / ``PickCharacter``; buttons show the rest, and "Other moves"
lists every legal action so nothing is ever out of reach.

The buttons of a step (a phase or a pending decision) keep their places for the whole step
(``controls``). A chooser names where each option's card is and lights it on the table while
the mouse is on the option (``choosing``).

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

from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.agents import make_agent
from game.core.session import GameSession
from game.metaversus.records import ChooseCard, Pass, PickCharacter, PlayCard, Reveal
from sprites.mat import load_mat
from sprites.mv_cards import render_card
from sprites.mv_packs import pack_name

from .. import registry
from ..buttons import button_at
from . import layout as L
from .choosing import MoveChooser
from .controls import TableControls
from .deck_view import card_number
from .view import TableView

ARMING = 0.4  # seconds the action buttons ignore presses after the step changed (no double press)
FLOAT_TIME = 1.4  # seconds an effect's text takes to rise and fade at 1× speed


class MetaVersusTable(TableControls, TableView):
    name = "metaversus_table"

    def __init__(self, app: Any, session: GameSession) -> None:
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

    def secret_move(self, action: Action, decider: int | None, played: bool) -> bool:
        """A computer's hidden character pick (until the match is over), and the cards of its
        hand it could have played, chosen or revealed but did not: what it weighed would tell
        them. Its own moves are no secret to a person, nor anything once the match is over."""
        if self.game.is_over or decider is None or self.is_person(decider):
            return False
        if isinstance(action, PickCharacter):
            return True
        return not played and isinstance(action, (PlayCard, ChooseCard, Reveal))

    def sync(self) -> None:
        old = self.obs
        if self.draw_viewer != self._synced_viewer:  # another person at the screen (or nobody)
            self._forget_pointer()
            self._synced_viewer = self.draw_viewer
        self.obs = self.game.observation(self.draw_viewer)
        for p in (0, 1):
            pl = self.obs["players"][p]
            self.shown[p] = {
                "hp": pl["hp"],
                "defense": pl["defense"],
                "stars": pl["stars"],
                "aether": pl.get("aether", 0),
            }
        if old:
            for key, value in self.obs["resources"].items():
                if old.get("resources", {}).get(key) != value:
                    self.flash[key] = 0.6
        self.rebuild_buttons()

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
            if thing is not None and thing.kind in ("hand", "pile"):
                self.drag.press((thing.kind, thing.card), thing.rect.center, event.pos)
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
            if thing is not None and thing.card:
                from .cards_view import card_zoom

                seat = self.bottom
                private = thing.kind == "hand" or (thing.kind == "character" and self.obs["phase"] == "setup")
                self.app.stack.push(
                    card_zoom(self.app, thing.card, (lambda: self.mark_private(seat)) if private else None)
                )

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
        kind, card = thing.kind, thing.card
        if kind == "hand" and card is not None:
            self.play_from_hand(card)
        elif kind == "pile" and card is not None:
            self.take_pile(card)
        elif kind == "draft" and card is not None:
            acts = self.char_actions(card)
            if acts:
                self.offer(acts)
        elif kind == "character" and thing.player == self.bottom:
            abilities = self.ability_actions()
            if abilities:
                self.offer(list(abilities))
        elif kind == "deck" and thing.player == self.bottom:
            self.open_deck_list()

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

    def announce_hint(self, text: str) -> None:
        before = list(self.app.toasts)
        super().announce_hint(text)
        self._private_toasts += [t for t in self.app.toasts if t not in before]  # it names a hand card

    def update(self, dt: float) -> None:
        self._fast_forward_step()
        super().update(dt)
        for f in self.floats:
            f.age += dt * max(0.6, self.app.settings.animation_speed or 4) / FLOAT_TIME
        self.floats = [f for f in self.floats if f.age < 1.0]
        self.illegal_flash = max(0.0, self.illegal_flash - dt)
        self.shake = [max(0.0, s - dt) for s in self.shake]
        self.aether_flash = [max(0.0, s - dt) for s in self.aether_flash]
        for k in list(self.flash):
            self.flash[k] -= dt
            if self.flash[k] <= 0:
                del self.flash[k]
        if (not self.buttons and self.legal()) or self.can_move_now() != any(
            b.kind == "move_now" for b in self.buttons
        ):
            self.rebuild_buttons()
        self._warm_cards()

    def _warm_cards(self) -> None:
        """Draw card faces ahead, one a frame while nothing moves, so a new hand or a bought
        card never costs a frame a dozen milliseconds (a hand-size face takes ~10 ms)."""
        if self.anim.busy or not self.obs:
            return
        key = (self.app.size, self.app.tr.lang, tuple(e["card"] for e in self.obs["exchange"]))
        if self._warm_key != key:
            self._warm_key = key
            cards = [e["card"] for e in self.obs["exchange"] + self.obs["neutral"]]
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
        if not isinstance(choice, Pass):
            return False
        self.apply(choice)
        return True

    def relayout(self) -> None:
        super().relayout()
        self.drag.cancel()  # what it held was placed for the old size
        self.hover = None  # its rectangle belongs to the old size
        self.anim.finish_all()  # flights end where the new layout puts their cards
        self.rebuild_buttons()

    def uncovered(self) -> None:
        super().uncovered()
        self.rebuild_buttons()

    def result_text(self) -> tuple[str, list[str], bool | None]:
        """The victory type, then each duelist's HP and stars, labelled."""
        headline, details, victory = super().result_text()
        result = self.result_dict()
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
        if any(b.kind == "move_now" and b.rect.collidepoint(pos) for b in self.buttons):
            return self.app.t("table.move_now_tip")
        tool = button_at(self.tools, pos)
        if tool is not None:
            return self.tool_tip(tool)
        if self.show_log and self.zrect("center.log").collidepoint(pos):
            return self.log_tooltip(pos)
        thing = self.thing_at(pos)
        if thing is not None and thing.card:
            return self.card_tip(thing.card, thing.kind)
        for p in (0, 1):
            for key in self.counters():
                if self.counter_rect(p, key).collidepoint(pos):
                    if key == "defense" and self.match_option("defense_reset") == "owner_turn_start":
                        return self.app.t("mv_ui.tip.defense_reset")
                    if key == "aether":
                        aether = self.obs["players"][p].get("aether", 0)
                        return self.app.t("mv_ui.tip.aether", n=aether, cap=self.aether_cap())
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
            number = card_number(info)
            facts = t(
                "mv_ui.tip.card_numbers", cost=info["cost"], number=t(f"mv_ui.tip.number.{kind}", n=number)
            )
            if (
                where == "pile" and self.obs.get("phase") != "setup"
            ):  # piles are stocked after the replacement
                count = next((e["count"] for e in self.obs["exchange"] if e["card"] == card), None)
                facts += " · " + (
                    t("mv_ui.tip.pile_left", n=count) if count is not None else t("mv_ui.tip.pile_endless")
                )
            lines.append(facts)
        lines.append(str(info["text"]))
        pack = self.pack_of(card) if self.several_packs() else None
        if pack is not None:  # the badge on its pile, in words
            lines.append(t("mv_ui.tip.pack", pack=pack_name(pack, self.app.tr.lang)))
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
            name = self.card_name(card)
            counts[name] = counts.get(name, 0) + 1
        items = ", ".join(f"{k} ×{v}" for k, v in sorted(counts.items())) or "—"
        return self.app.t(f"mv_ui.tip.{zone}", n=len(value), items=items)


registry.TABLES["metaversus"] = MetaVersusTable

__all__ = ["MetaVersusTable", "MoveChooser"]
