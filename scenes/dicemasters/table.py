"""The Dice Masters table: the mat, the dice and cards, and mouse gestures turned into actions.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. A gesture is
(held die, where it was dropped); ``moves.DiceTableMoves`` keeps the legal actions that match it
through ``scenes.gestures``. Clicking does the same for people who do not drag: click a die to
hold it, then click where it should go. Buttons show the remaining legal actions of the moment
(pass, reroll, done, ...).

The table is built in layers, one responsibility each: ``layout`` (state, geometry, hit tests),
``motion`` (following a move), ``moves`` (gestures -> actions, what glows), ``button_slots``,
``panels`` and ``drawing``; this module adds the events, the input and the frame. Its
screenshots are in ``shots``.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.session import GameSession
from game.dicemasters import records as R
from sprites.drag import DRAG_THRESHOLD, DragController
from sprites.mat import load_mat
from sprites.tween import Tween

from .. import registry
from ..buttons import button_at
from .cards_view import card_zoom
from .choices import Focus
from .drawing import DiceTableDrawing
from .layout import ZONES, CardKey, card_of
from .view import PILES, DieView

__all__ = ["DiceMastersTable", "ZONES"]


class DiceMastersTable(DiceTableDrawing):
    name = "dicemasters_table"
    game_name = "dicemasters"
    private_hands = False  # everything in Dice Masters is public; no curtain is needed

    def __init__(self, app: Any, session: GameSession) -> None:
        self.views = {}
        self.cosmetic = random.Random(session.seed ^ 0x5EED)
        self.drag = DragController()
        self.held = None
        self.idle_press: tuple[str, tuple[int, int]] | None = None  # a die pressed that cannot move now
        self.hover_die = None
        self.hover_card = None
        self.buttons = []
        self.init_follow()
        self.lit = set()
        self.marks_drawn = {}
        self.life_shown = [0, 0]
        self.obs = {}
        self.reason: str | None = None
        self.illegal_flash = 0.0
        self._autopass_checked = -1
        self.focus: set[Focus] = set()
        self._moment = None
        self._armed_at = 0.0
        self._asked = set()
        super().__init__(app, session)
        self.mat = load_mat("dicemasters")
        self.sync(animate=False)

    def sync(self, animate: bool = True, rolled: dict[str, int] | None = None) -> None:
        """Read the observation and move every die view toward its place."""
        self.obs = self.game.observation(None)
        if self._bottom_was not in (None, self.bottom):
            self.forget_places()
        self._bottom_was = self.bottom
        targets = self.layout()
        dice = self.all_dice()
        from game.dicemasters import card_info

        slides: list[Tween] = []
        rolls: list[Tween] = []
        for did, d in dice.items():
            view = self.views.get(did)
            target = targets[did]
            pile = self.zone_rect(d["player"], d["zone"]) if d["zone"] in PILES else None
            if view is None:
                start = self._entry_point(d)
                faces = list(card_info(d["card"], self.app.tr.lang).get("faces") or [])
                view = DieView(did, d["card"], d.get("owner"), faces, start if animate else target)
                self.views[did] = view
                if animate and pile is not None:  # just bought: it flies from its card to the used pile
                    view.face = d["face"]
                    self.ghost_leaving(view, d["zone"], pile)
            elif animate and pile is not None and view.zone and view.zone not in PILES:
                self.ghost_leaving(view, d["zone"], pile)  # spent, used or sent away: it fades into its pile
            view.zone = d["zone"]
            if rolled is not None and did in rolled and animate:
                rolls.append(view.tumble(d["face"], target, self.cosmetic, delay=0.06 * len(rolls)))
                continue
            view.face = d["face"]
            if animate:
                tw = view.slide(target)
                if tw is not None:
                    slides.append(tw)
            else:
                view.x, view.y = target
        for gone in set(self.views) - set(dice):  # dice back on a card (captured, out of the game)
            if animate and self.views[gone].zone not in PILES:
                self.ghost_leaving(self.views[gone], "", None)
            del self.views[gone]
        if slides:
            self.anim.add(*slides)
        if rolls:
            self.anim.add(*rolls)
            self.app.audio.play("roll")
        if not animate:
            self.life_shown = [pl["life"] for pl in self.obs["players"]]
        self.rebuild_buttons()

    def _entry_point(self, d: dict[str, Any]) -> tuple[float, float]:
        """A new die view (just bought) appears from its card."""
        rect = self.card_rects().get((d["player"], d["card"]))
        if rect is not None:
            return rect.center
        return self.zone_rect(d["player"], "used").center

    # -- events -> motion ----------------------------------------------------------------------
    def on_events(self, events: list[Event], player: int | None) -> None:
        self.follow_events(events, player)  # spots and floats, while the dice are where they were
        rolled = {e.die: e.face for e in events if isinstance(e, R.DieRolled)}
        for e in events:
            if isinstance(e, R.KnockedOut):
                view = self.views.get(e.die)
                if view is not None:
                    self.anim.add_background(view.knock_out())
                self.app.audio.play("hit")
            elif isinstance(e, R.DamageDealt):
                view = self.views.get(e.target)
                if view is not None:
                    self.anim.add_background(view.hit())
            elif isinstance(e, R.LifeChanged):
                self._tick_life(e.player, e.life)
            elif isinstance(e, R.DiePurchased):
                self.app.audio.play("click")
        self.sync(animate=True, rolled=rolled)

    def _tick_life(self, player: int, life: int) -> None:
        start = self.life_shown[player]

        def step(t: float, p: int = player, a: int = start, b: int = life) -> None:
            self.life_shown[p] = round(a + (b - a) * t)

        self.anim.add_background(Tween(0.4, step))

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.handle_common(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.motion(event.pos)
            self.hover_die = self.die_at(event.pos)
            card = self.card_at(event.pos)
            self.hover_card = card[1] if card else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pressed = button_at(self.buttons, event.pos)
            if pressed is not None:
                self.press_button(pressed)
                return
            die = self.die_at(event.pos)
            self.idle_press = None
            if die is not None and self.can_hold(die):
                self.drag.press(die, self.views[die].pos, event.pos)
            elif die is not None:
                self.idle_press = (die, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            released = self.drag.release(event.pos)
            if released is not None and released[0] == "drop":
                self._drop_at(released[1].obj, event.pos)
                return
            idle, self.idle_press = self.idle_press, None
            if (
                idle is not None
                and abs(event.pos[0] - idle[1][0]) + abs(event.pos[1] - idle[1][1]) >= DRAG_THRESHOLD
            ):
                self._refuse_drag(idle[0], event.pos)  # dragged, though it cannot move now: say why
                return
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            card = self.card_at(event.pos)
            if card is not None:
                self.app.stack.push(card_zoom(self.app, card_of(card[1])))

    def _refuse_drag(self, die: str, pos: tuple[int, int]) -> None:
        """A die that cannot move now, dragged anyway: why, as for a drop (a card it cannot buy
        names the price, the energy type or the dice left; else what the die can do now)."""
        self.illegal_flash = 0.6
        card = self.card_at(pos)
        if card is not None:
            self.app.notify(self.why_not_card(die, ("card", card[0], card_of(card[1]))))
        else:
            self.app.notify(self.why_not(die))

    def _drop_at(self, die: str, pos: tuple[int, int]) -> None:
        other = self.die_at(pos)
        if other is not None and other != die:
            done = self.drop(die, ("die", other))
        elif (card := self.card_at(pos)) is not None:
            done = self.drop(die, ("card", card[0], card_of(card[1])))
        elif (zone := self.zone_at(pos)) is not None:
            done = self.drop(die, ("zone", zone[0], zone[1]))
        else:
            self.illegal_flash = 0.6
            self.app.notify(self.why_not(die))
            done = False
        view = self.views.get(die)
        if not done and view is not None:  # the refused die slides back from where it was dropped
            home = (view.x, view.y)
            view.x, view.y = pos
            tween = view.slide(home, duration=0.3)
            if tween is not None:
                self.anim.add_background(tween)

    def _click(self, pos: tuple[int, int]) -> None:
        die = self.die_at(pos)
        if die is not None:
            self.click_die(die)
            return
        card = self.card_at(pos)
        if card is not None:
            self.click_card(card[0], card_of(card[1]))
            return
        zone = self.zone_at(pos)
        if zone is not None:
            self.click_zone(*zone)
            return
        self.held = None

    def _key(self, key: int) -> None:
        if key in (pygame.K_SPACE, pygame.K_RETURN):
            primary = next((b for b in self.buttons if b.primary), None)
            if primary is not None:
                self.press_button(primary)
        elif key == pygame.K_r:
            button = self.button_for(R.Reroll)
            if button is not None:
                self.press_button(button)
        elif key == pygame.K_n:
            self.skip_to_person()

    # -- frame ---------------------------------------------------------------------------------
    def _auto_pass(self) -> None:
        """Auto-pass (a setting, on by default): the inactive person's priority window closes by
        itself when the normal agent would pass there; windows with nothing but "pass" are
        already skipped by the engine."""
        if not self.app.settings.auto_pass or self.anim.busy or self.app.stack.top is not self:
            return
        g = self.game
        p = g.to_move
        dec = self.obs.get("decision") or {}
        if p is None or not self.is_person(p) or p == self.obs.get("active") or dec.get("type") != "priority":
            return
        if self._autopass_checked == len(self.session.history):
            return
        self._autopass_checked = len(self.session.history)
        from game.core.agents import make_agent

        choice = make_agent("dicemasters", "normal", 7).choose(g.clone(), p)
        if isinstance(choice, R.Pass):
            self.apply(choice)

    def update(self, dt: float) -> None:
        self.fast_forward_step()
        super().update(dt)
        self._auto_pass()
        self.age_floats(dt)
        self.illegal_flash = max(0.0, self.illegal_flash - dt)
        if self.moment() != self._moment:
            self.rebuild_buttons()
        if self.app.stack.top is self:
            self.focus = set()  # no chooser open: nothing is lit for it

    def apply(self, action: Action) -> list[Event]:
        mover = self.game.to_move
        played = len(self.session.history)
        events = super().apply(action)
        if len(self.session.history) > played and mover is not None and not self.is_person(mover):
            self.linger(action.kind)  # the computer's move stays in view before its next one
        self.rebuild_buttons()
        return events

    def relayout(self) -> None:
        """A new window size or language: every die, card and button goes to its new place at
        once (a slide or roll under way ends where the new layout puts it)."""
        super().relayout()
        self.anim.finish_all()
        self.drag.cancel()
        self.floats = []
        self.ghosts = []
        self.sync(animate=False)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.show_log and self.zones()["center.log"].rect.collidepoint(pos):
            return self.log_tooltip(pos)
        under = button_at(self.buttons, pos)
        if under is not None:
            return self.button_tip(under)
        tool = self.tool_at(pos)
        if tool is not None:
            return self.tool_tip(tool)
        if self.zones()["center.status"].rect.collidepoint(pos):
            return self.status_tip()
        die = self.die_at(pos)
        if die is not None:
            d = self.all_dice().get(die)
            if d is not None:
                return self._die_tip(d)
        card = self.card_at(pos)
        if card is not None:
            return self._card_tip(card)
        for p in (0, 1):
            bag = self.zone_rect(p, "bag")
            if bag.collidepoint(pos):
                names: dict[str, int] = {}
                for d in self.obs["players"][p]["zones"]["bag"]:
                    n = self.card_name(d["card"])
                    names[n] = names.get(n, 0) + 1
                return self.app.t(
                    "dm.table.bag_contents",
                    items=", ".join(f"{k} ×{v}" for k, v in sorted(names.items())) or "—",
                )
        return None

    def _card_tip(self, key: CardKey) -> str:
        """A card's name, subtitle and text, and what can be done with it now (and by whom)."""
        from .team_faces import tooltip_text

        card = card_of(key[1])
        # the whole printed text: the text, the burst texts and the Global
        lines = tooltip_text(card, self.app.tr.lang).split("\n")
        offers = self.card_offers()
        if offers.get(key) == "buy":
            lines.append(self.app.t("dm.table.card_buy"))
        elif offers.get(key) == "global":
            lines.append(self.app.t("dm.table.card_global"))
        owner = key[0]
        if (
            owner is not None
            and owner != self.game.to_move
            and self.is_person(self.game.to_move)
            and 0 <= owner < len(self.names)
        ):
            lines.append(self.app.t("dm.table.card_not_yours", name=self.names[owner]))
        return "\n".join(line for line in lines if line)

    def _die_tip(self, d: dict[str, Any]) -> str:
        """What a die shows, and for a character or an action die what its card does (the card's
        printed text after the first line: what using or fielding it will do)."""
        from .team_faces import tooltip_text

        name = self.card_name(d["card"])
        face = d.get("face")
        if face is None:
            return name
        if face["kind"] == "energy":
            return self.app.t(
                "dm.table.die_energy",
                name=name,
                symbols=" + ".join(self.app.t(f"dm.energy.{s}") for s in face["symbols"]),
            )
        if face["kind"] == "character":
            head = self.app.t(
                "dm.table.die_character",
                name=name,
                level=face["level"],
                cost=face["field_cost"],
                a=d.get("attack", face["attack"]),
                d=d.get("defense", face["defense"]),
                damage=d.get("damage", 0),
            )
        else:
            head = self.app.t("dm.table.die_action", name=name, bursts=face.get("bursts", 0))
        text = tooltip_text(card_of(d["card"]), self.app.tr.lang).split("\n")[1:]
        return "\n".join([head, *text])


registry.TABLES["dicemasters"] = DiceMastersTable
