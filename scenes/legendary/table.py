"""The Legendary table: the shared board, the player at the screen, mouse gestures as actions.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. Gestures:
a hand card dragged to the play area (or clicked) plays it; an HQ card (or the Officer stack)
dragged to the discard pile (or clicked) recruits it; the Attack pool dragged onto a villain or
the Mastermind (or the villain clicked) fights it. Prompts of the engine open the choose panel
(``choose.py``). Buttons offer End turn, Heal and "Other moves", the list of every legal action.

The table is put together from its parts (``base``: what they share; ``layout``, ``gestures``,
``board``, ``pieces``, ``panels``, ``controls``, ``follow``); this module reads the observation,
takes the input and draws the frame in order.

Hotseat: hands are private, so the base class puts the curtain between people; the screen
always draws ``observation(viewer)``, never another person's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action, Event
from game.core.session import GameSession
from game.legendary.actions import CardPlayed, Defeated, MastermindFought, TurnStarted
from game.legendary.cards import HENCHMAN_GROUPS, HEROES, MASTERMINDS, VILLAIN_GROUPS
from sprites.draw import ILLEGAL, pulse
from sprites.lg_cards import render_card

from .. import registry
from ..buttons import button_at
from .base import ZONES_NEEDED
from .board import Board
from .controls import BUTTON_SLOTS, Controls
from .follow import Following
from .gestures import CLICK_ONTO, DRAGGED, Grab
from .panels import Panels
from .pieces import Pieces
from .zoom import card_zoom

if TYPE_CHECKING:
    from ..app import App

__all__ = ["LegendaryTable", "ZONES_NEEDED", "BUTTON_SLOTS"]
BUTTON_REST = 0.35  # seconds a new turn's buttons ignore presses (the last turn's double click)
BASICS = ("shield.agent", "shield.trooper", "shield.officer", "wound", "bystander", "twist", "strike")


class LegendaryTable(Following, Controls, Pieces, Panels, Board):
    name = "legendary_table"

    def __init__(self, app: App, session: GameSession) -> None:
        self._acting: Action | None = None
        self._synced_for: tuple[int, tuple[int, int]] | None = None
        self._warm: list[str] = []
        super().__init__(app, session)
        self.sync(animate=False)
        self._warm = self._faces_to_warm()

    # -- sync ------------------------------------------------------------------------------------
    def sync(self, animate: bool = True, city_delay: float = 0.0) -> None:
        """Read the observation and move every card view toward its place."""
        self.obs = self.observe()
        key = (self.me, self.app.size)
        if key != self._synced_for:  # another person at the screen, or a new window size: no motion
            if self._synced_for is not None and self._synced_for[0] != self.me:
                self.forget_private()
            animate = False
            self.views = {}
            self._synced_for = key
        if not animate:
            self.pools_shown = (float(self.obs["recruit"]), float(self.obs["attack"]))
        places = self.layout()
        self.make_hits(places)
        tweens = self.move_views(places, animate, city_delay)
        if tweens:
            self.anim.add(*tweens)
        self.rebuild_buttons()
        self.refresh_choose()

    def on_events(self, events: list[Event], player: int | None) -> None:
        turn_change = any(isinstance(e, TurnStarted) for e in events)
        if turn_change:  # a second press of "End turn" must not end the next turn too
            self.buttons_armed_at = self.app.time + BUTTON_REST
        for e in events:
            if isinstance(e, (Defeated, MastermindFought)):
                self.app.audio.play("hit")
            elif isinstance(e, CardPlayed):
                self.app.audio.play("click")
        before = self.positions()
        self.sync(animate=True, city_delay=0.3 if turn_change else 0.0)
        self.floats_for(events, before)
        self.linger(self._acting, player, events)

    def refresh_choose(self) -> None:
        if self.prompt_for_me():
            self.choose.update(self, self.obs["pending"], self.legal(), self.choose_area())
        else:
            self.choose.key = None
            self.choose.choices = []

    def choose_area(self) -> pygame.Rect:
        z = self.zones()
        return z["center.mastermind"].rect.union(z["me.attack"].rect).inflate(-20, -20)

    # -- frame -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board(), (0, 0))
        if not self.obs:
            return
        legal = self.legal()
        glow_t = pulse(self.app.time)
        self.draw_board(surface, legal, glow_t)
        self.draw_views(surface, legal, glow_t)
        self.draw_panels(surface)
        self.draw_controls(surface)
        if self.show_log:
            size = max(11, int(14 * self.app.scale))
            self.log_panel.draw(surface, self.zones()["center.log"].rect, self.app.t("lg_ui.zone.log"), size)
        self.draw_spot(surface)
        self.draw_floats(surface)
        if self.illegal_flash > 0:
            width = int(6 * self.illegal_flash / 0.6) + 1
            pygame.draw.rect(surface, ILLEGAL, surface.get_rect(), width=width)
        if self.prompt_for_me() and self.choose.choices:
            self.mark_private(self.viewer)  # the choices may be cards only this seat sees
            self.choose.draw(surface, self)
            self.light_hovered_choice(surface)

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.handle_common(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.skip_to_person()
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.skip_rect is not None
            and self.skip_rect.collidepoint(event.pos)
        ):
            self.skip_to_person()
            return
        if self.prompt_for_me() and self.choose.choices:
            self._choose_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_e):
            end = next((b for b in self.buttons if b.kind == "end_turn"), None)
            if end is not None and (event.key == pygame.K_e or end.primary):
                self.press_button(end)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.motion(event.pos)
            hit = self.card_at(event.pos)
            self.hover = hit[1] if hit else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pressed = button_at(self.buttons, event.pos)
            if pressed is not None:
                self.press_button(pressed)
                return
            grab = self.object_at(event.pos)
            if grab is not None and grab.what in DRAGGED:
                self.pick_up(grab, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            released = self.drag.release(event.pos)
            if released is not None and released[0] == "drop" and isinstance(released[1].obj, Grab):
                target = self.target_at(event.pos)
                if target is None:
                    self.illegal_flash = 0.4
                    return
                self.gesture(released[1].obj, target)
                return
            grab = self.object_at(event.pos)
            if grab is not None and grab.what in CLICK_ONTO:
                self.gesture(grab, None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            hit = self.card_at(event.pos)
            card = hit[1] if hit else self.static_card_at(event.pos)
            if card is not None:
                self.app.stack.push(card_zoom(self.app, card))

    def _choose_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.choose.hidden = not self.choose.hidden
        elif (
            event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9 and not self.choose.hidden
        ):
            i = event.key - pygame.K_1  # keys 1-9 pick the choices in reading order
            if i < len(self.choose.choices):
                c = self.choose.choices[i]
                if c.card is not None:
                    self.choose.picked.append(c.card)
                self.apply(c.action)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.choose.hidden:
            c = self.choose.at(event.pos)
            if c is not None:
                if c.card is not None:
                    self.choose.picked.append(c.card)
                self.apply(c.action)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            c = self.choose.at(event.pos)
            if c is not None and c.card is not None:
                self.app.stack.push(card_zoom(self.app, c.card))

    # -- frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.fast_forward_step()  # before the base table asks the computer for its next move
        super().update(dt)
        self.tick_floats(dt)
        self.illegal_flash = max(0.0, self.illegal_flash - dt)
        self._tick_pools(dt)
        self._warm_one()
        if self._synced_for is not None and self._synced_for[1] != self.app.size:
            self.sync(animate=False)

    def _faces_to_warm(self) -> list[str]:
        """Every card face this game can show, drawn one per frame while idle (a face takes a
        few milliseconds; drawing them ahead keeps a new card from costing a frame)."""
        obs = self.obs
        faces = list(BASICS)
        for h in obs["heroes"]:
            faces += list(HEROES.get(h, ()))
        for g in obs["villain_groups"]:
            faces += list(VILLAIN_GROUPS.get(g, ()))
        faces += [HENCHMAN_GROUPS[g] for g in obs["henchman_groups"] if g in HENCHMAN_GROUPS]
        faces += list(MASTERMINDS.get(obs["mastermind"]["card"], ()))
        return [f"pile:{f}" for f in faces] + faces

    def _warm_one(self) -> None:
        if not self._warm or self.anim.busy:
            return
        card = self._warm.pop()
        pile = card.startswith("pile:")  # one face a frame: about 3 ms
        render_card(
            card.removeprefix("pile:"), self.app.tr.lang, *(self.pile_size() if pile else self.card_size())
        )

    def _tick_pools(self, dt: float) -> None:
        """Recruit and Attack count through the numbers toward the observation (400 ms)."""
        if not self.obs:
            return
        target = (float(self.obs["recruit"]), float(self.obs["attack"]))
        shown = self.pools_shown
        speed = self.app.settings.animation_speed
        if speed <= 0:
            self.pools_shown = target
            return
        k = min(1.0, dt * speed / 0.4 * 3)

        def toward(v: float, t: float) -> float:
            return t if abs(t - v) < 0.5 else v + (t - v) * k

        self.pools_shown = (toward(shown[0], target[0]), toward(shown[1], target[1]))

    def undo(self) -> None:
        """Z: as every table, with this game's reason when nothing can be taken back (cards drawn,
        revealed or shuffled: Legendary has no dice to roll)."""
        steps, other = self.undo_steps() if self.can_undo() else (0, None)
        if steps == 0 and other is None:
            self.app.notify(self.app.t("lg_ui.cannot_undo"))
            return
        super().undo()

    def apply(self, action: Action) -> list[Event]:
        self._acting = action
        try:
            events = super().apply(action)
        finally:
            self._acting = None
        self.rebuild_buttons()
        self.refresh_choose()
        return events

    def relayout(self) -> None:
        super().relayout()
        self.drag.cancel()  # what it held was placed for the old size
        if self.obs:
            self.sync(animate=False)
            self._warm = self._faces_to_warm()  # a new language or size: new faces

    def on_curtain(self, up: bool) -> None:
        super().on_curtain(up)
        self.forget_private()
        if up:  # the curtain is up: forget the last person's hand at once
            self.sync(animate=False)

    def forget_private(self) -> None:
        """Nothing of the last person's choices stays for the next one: no raised card, no lit
        option, no card held by the pointer, no half-picked prompt, no hint or message naming a
        card of that hand."""
        self.hover = None
        self.lit = None
        self.hint = None
        self.drag.cancel()
        self.choose.picked = []
        self.choose.key = None
        self.choose.hidden = False
        self.app.toasts = [t for t in self.app.toasts if t.kind == "error"]

    # -- game over -------------------------------------------------------------------------------
    def result_text(self) -> tuple[str, list[str], bool | None]:
        result: dict[str, Any] = self.game.observation(None)["result"]
        winners = result.get("winners", [])
        reason = str(result.get("reason", ""))
        if winners:
            headline, victory = self.app.t("lg_ui.over.heroes_win"), True
        elif reason.startswith("evil_wins"):
            headline, victory = self.app.t("lg_ui.over.evil_wins"), False
        else:
            headline, victory = self.app.t("lg_ui.over.draw"), None
        key = f"reason.legendary.{reason}"
        details = [self.app.t(key) if self.app.tr.has(key) else reason]
        scores = result.get("scores") or []
        details.append(
            "   ".join(self.app.t("lg_ui.over.vp", name=self.names[i], vp=v) for i, v in enumerate(scores))
        )
        top = result.get("top_heroes") or []
        if top and scores:
            details.append(
                self.app.t("lg_ui.over.top_hero", names=", ".join(self.names[i] for i in top), vp=max(scores))
            )
        if "solo_score" in result:
            details.append(self.app.t("lg_ui.over.solo_score", score=result["solo_score"]))
        if not any(s == "person" for s in self.seats):
            victory = None
        return headline, details, victory


registry.TABLES["legendary"] = LegendaryTable
