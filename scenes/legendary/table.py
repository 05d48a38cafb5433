"""The Legendary table: the shared board, the player at the screen, mouse gestures as actions.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. Gestures:
a hand card dragged to the play area (or clicked) plays it; an HQ card (or the Officer stack)
dragged to the discard pile (or clicked) recruits it; the Attack pool dragged onto a villain or
the Mastermind (or the villain clicked) fights it. Prompts of the engine open the choose panel
(``choose.py``). Buttons offer End turn, Heal and "Other moves", the list of every legal action.

Hotseat: hands are private, so the base class puts the curtain between people; the screen
always draws ``observation(viewer)``, never another person's hand.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.session import GameSession
from game.legendary import card_name
from game.legendary.cards import CITY, defn
from sprites.drag import DragController
from sprites.mat import load_mat

from .. import registry
from ..overlays import ChooseOneDialog
from ..table import TableScene
from .board import BoardDrawing, Button
from .choose import ChoosePanel
from .follow import Float, Following
from .gestures import Gestures
from .view import CardView, Place, row_centres

ZONES_NEEDED = (
    [f"city.{c}" for c in CITY]
    + [f"hq.{i}" for i in range(5)]
    + [
        "center.scheme",
        "center.mastermind",
        "center.status",
        "center.villain_deck",
        "center.escaped",
        "center.ko",
        "center.hero_deck",
        "center.officers",
        "center.wounds",
        "center.bystanders",
        "center.buttons",
        "center.log",
        "me.played",
        "me.recruit",
        "me.attack",
        "me.hand",
        "me.deck",
        "me.discard",
        "me.victory",
    ]
    + [f"others.{i}" for i in range(4)]
)
BUTTON_KINDS = ("end_turn", "heal")
BUTTON_SLOTS = ("play_all", "heal", "end_turn", "menu")  # top to bottom, for the whole game
BUTTON_REST = 0.35  # seconds a new turn's buttons ignore presses (the last turn's double click)
ME_ZONES = ("hand", "played", "discard")


class LegendaryTable(Following, Gestures, BoardDrawing, TableScene):
    name = "legendary_table"
    game_name = "legendary"
    private_hands = True

    def __init__(self, app: Any, session: GameSession) -> None:
        self.views: dict[str, CardView] = {}
        self.drag = DragController()
        self.buttons: list[Button] = []
        self.obs: dict[str, Any] = {}
        self.choose = ChoosePanel()
        self.hover: str | None = None
        self.lit: str | None = None  # the card the hovered line of a chooser means
        self.buttons_armed_at = 0.0  # app time from which the buttons take presses again
        self.illegal_flash = 0.0
        self.floats: list[Float] = []
        self.spot: set[str] = set()  # what a computer's move moved, outlined while it lingers
        self.fast_forward = False  # N / Skip: the computer plays on without lingering
        self.skip_rect: pygame.Rect | None = None
        self._acting: Action | None = None
        self.hits: list[tuple[pygame.Rect, str, str]] = []
        self.pools_shown: tuple[float, float] = (0.0, 0.0)
        self._synced_for: tuple[int, tuple[int, int]] | None = None
        self._warm: list[str] = []
        super().__init__(app, session)
        self.mat = load_mat("legendary")
        self.mat.require(ZONES_NEEDED)
        self.sync(animate=False)
        self._warm = self._faces_to_warm()

    # -- seats ---------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        """The seat drawn at the bottom: the person at the screen (or the one about to be)."""
        if self.viewer is not None and self.viewer >= 0:
            return self.viewer
        p = self.game.to_move
        return p if p is not None else 0

    def others(self) -> list[int]:
        n = len(self.seats)
        return [(self.me + k) % n for k in range(1, n)]

    def zones(self) -> dict[str, Any]:
        return self.mat.scaled(self.app.size)

    def card_size(self) -> tuple[int, int]:
        s = self.app.scale
        return max(40, int(96 * s)), max(56, int(134 * s))

    def top_pad(self) -> int:
        """Room for a zone's label above the cards in it (never less than the label's height)."""
        return max(17, int(22 * self.app.scale))

    def card_name(self, card: str) -> str:
        return card_name(card, self.app.tr.lang)

    # -- layout ----------------------------------------------------------------------------------
    def layout(self) -> dict[str, Place]:
        """Where every visible card of the observation belongs."""
        z = self.zones()
        cw, ch = self.card_size()
        out: dict[str, Place] = {}
        obs = self.obs
        pad = self.top_pad()
        for i, space in enumerate(obs["city"]):
            if space["card"]:
                r = z[f"city.{CITY[i]}"].rect
                out[space["card"]] = Place(r.centerx, r.y + pad + ch / 2, "city")
        for i, card in enumerate(obs["hq"]):
            if card:
                r = z[f"hq.{i}"].rect
                out[card] = Place(r.centerx, r.y + pad + ch / 2, "hq")
        for zone, key in (("escaped", "center.escaped"), ("ko", "center.ko")):
            r = z[key].rect
            for k, card in enumerate(obs[zone]):
                out[card] = Place(r.centerx, r.y + pad + ch / 2, zone, "pile", k)
        active = obs["active"]
        played = obs["players"][active]["zones"]["played"]
        r = z["me.played"].rect
        for k, (card, pos) in enumerate(zip(played, row_centres(r, len(played), cw, r.y + pad + ch / 2))):
            out[card] = Place(pos[0], pos[1], "played", "show", k)
        me = self.me
        mine = obs["players"][me]["zones"]
        hand = mine["hand"] or []
        r = z["me.hand"].rect
        for k, (card, pos) in enumerate(zip(hand, row_centres(r, len(hand), cw, r.y + pad + ch / 2))):
            out[card] = Place(pos[0], pos[1], "hand", "show", k)
        pw, ph = self.pile_size()
        for zone in ("discard", "victory"):
            r = z[f"me.{zone}"].rect
            for k, card in enumerate(mine[zone]):
                out[card] = Place(r.centerx, r.y + pad + ph / 2, zone, "pile", k)
        for slot, p in enumerate(self.others()):
            if slot > 3:
                break
            r = z[f"others.{slot}"].rect
            pz = obs["players"][p]["zones"]
            cards = pz["discard"] + pz["victory"] + (pz["played"] if p != active else [])
            for card in cards:
                out.setdefault(card, Place(r.centerx, r.centery, "ghost", "ghost"))
        return out

    def pile_size(self) -> tuple[int, int]:
        """The top card of a discard or victory pile: as large as the pile's zone holds above its
        counter (up to a table card)."""
        cw, ch = self.card_size()
        zone = self.zones()["me.discard"].rect
        ph = min(ch, zone.h - self.top_pad() - max(16, int(26 * self.app.scale)))
        return int(ph * cw / ch), ph

    def entry_point(self, card: str, place: Place) -> tuple[tuple[float, float], bool]:
        """Where a card that was not on screen comes from, and whether it turns over on the way."""
        z = self.zones()
        kind = defn(card).kind
        if place.zone == "city":
            return z["center.villain_deck"].rect.center, True
        if place.zone == "hq":
            return z["center.hero_deck"].rect.center, True
        if place.zone == "hand":
            return z["me.deck"].rect.center, False
        if kind == "wound":
            return z["center.wounds"].rect.center, False
        if kind == "bystander":
            return z["center.bystanders"].rect.center, False
        if defn(card).id == "shield.officer":
            return z["center.officers"].rect.center, False
        if place.zone == "played":
            active = self.obs["active"]
            if active != self.me and active in self.others()[:4]:
                return z[f"others.{self.others().index(active)}"].rect.center, False
            return z["me.hand"].rect.center, False
        return (place.x, place.y), False

    # -- sync ------------------------------------------------------------------------------------
    def observe(self) -> dict[str, Any]:
        viewer = self.viewer if self.viewer is not None and self.viewer >= 0 else None
        return self.game.observation(viewer)

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
        self._make_hits(places)
        tweens = []
        for card, place in places.items():
            view = self.views.get(card)
            flip = False
            if view is None:
                if place.mode == "ghost":
                    continue
                start, flip = self.entry_point(card, place) if animate else ((place.x, place.y), False)
                view = CardView(card, start)
                self.views[card] = view
            view.place = place
            view.gone = False
            if not animate:
                view.x, view.y = place.x, place.y
                continue
            delay = city_delay if place.zone in ("city", "escaped", "hq") else 0.0
            dur = 0.5 if flip or place.zone in ("city", "escaped") else 0.25
            tw = view.slide((place.x, place.y), dur, delay, flip)
            if tw is not None:
                tweens.append(tw)
        deck = self.zones()["me.deck"].rect.center
        for card in [c for c in self.views if c not in places]:
            view = self.views[card]
            if animate and view.place is not None and view.place.zone in ME_ZONES and not view.gone:
                view.gone = True
                tw = view.slide(deck, 0.25, 0.0, on_done=lambda c=card: self._drop_view(c))
                if tw is not None:
                    tweens.append(tw)
                    continue
            if not view.gone:
                del self.views[card]
        if tweens:
            self.anim.add(*tweens)
        self.rebuild_buttons()
        self.refresh_choose()

    def _drop_view(self, card: str) -> None:
        view = self.views.get(card)
        if view is not None and view.gone:
            del self.views[card]

    def on_events(self, events: list[Event], player: int | None) -> None:
        turn_change = any(e.kind == "turn_started" for e in events)
        if turn_change:  # a second press of "End turn" must not end the next turn too
            self.buttons_armed_at = self.app.time + BUTTON_REST
        for e in events:
            if e.kind in ("defeated", "mastermind_fought"):
                self.app.audio.play("hit")
            elif e.kind == "card_played":
                self.app.audio.play("click")
        before = self.positions()
        self.sync(animate=True, city_delay=0.3 if turn_change else 0.0)
        self.floats_for(events, before)
        self.linger(self._acting, player, events)

    # -- legal actions -> gestures ---------------------------------------------------------------
    def legal(self) -> list[Action]:
        p = self.game.to_move
        if p is None or not self.is_person(p) or p != self.viewer or self.thinking is not None:
            return []
        return self.game.legal_actions()

    def prompt_for_me(self) -> bool:
        pending = self.obs.get("pending")
        return pending is not None and pending["player"] == self.viewer and self.is_person(self.viewer)

    def refresh_choose(self) -> None:
        if self.prompt_for_me():
            self.choose.update(self, self.obs["pending"], self.legal(), self.choose_area())
        else:
            self.choose.key = None
            self.choose.choices = []

    def choose_area(self) -> pygame.Rect:
        z = self.zones()
        return z["center.mastermind"].rect.union(z["me.attack"].rect).inflate(-20, -20)

    def rebuild_buttons(self) -> None:
        """The four buttons keep their places for the whole game (a button that cannot be used
        now is disabled, never removed), so a press never lands on a neighbour that slid up."""
        legal = [] if self.prompt_for_me() else self.legal()
        rect = self.zones()["center.buttons"].rect
        s = self.app.scale
        bh = min(max(24, int(40 * s)), (rect.h - 18) // len(BUTTON_SLOTS))
        step = bh + (6 if s >= 0.8 else 4)
        heroes = self.hero_plays(legal)
        others = [a for a in legal if a.kind not in BUTTON_KINDS]
        acts = {
            "play_all": heroes,
            "heal": [a for a in legal if a.kind == "heal"],
            "end_turn": [a for a in legal if a.kind == "end_turn"],
            "menu": others,
        }
        labels = {
            "play_all": self.app.t("lg_ui.button.play_all", n=len(heroes)),
            "heal": self.app.t("lg_ui.button.heal"),
            "end_turn": self.app.t("lg_ui.button.end_turn"),
            "menu": self.app.t("lg_ui.button.more", n=len(others)),
        }
        nothing_left = self.unplayed_text(legal) is None
        self.buttons = []
        for i, kind in enumerate(BUTTON_SLOTS):
            primary = kind == "end_turn" and bool(acts[kind]) and nothing_left
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x, rect.y + i * step, rect.w, bh),
                    labels[kind],
                    acts[kind],
                    primary,
                    kind=kind,
                    enabled=bool(acts[kind]),
                )
            )

    @staticmethod
    def hero_plays(legal: list[Action]) -> list[Action]:
        """The plays that do something: Heroes (a Wound can be "played" but gives nothing)."""
        return [a for a in legal if a.kind == "play" and defn(a.card).kind == "hero"]  # type: ignore[attr-defined]

    def unplayed_text(self, legal: list[Action]) -> str | None:
        """ "End turn with 2 cards unplayed?" naming what could still be used, or None."""
        parts = []
        heroes = len(self.hero_plays(legal))
        if heroes:
            parts.append(self.app.t("lg_ui.left.card" if heroes == 1 else "lg_ui.left.cards", n=heroes))
        if any(a.kind in ("recruit", "recruit_officer") for a in legal):
            parts.append(self.app.t("lg_ui.left.recruit", n=self.obs["recruit"]))
        if any(a.kind in ("fight", "fight_mastermind") for a in legal):
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
        if not b.enabled or self.app.time < self.buttons_armed_at:
            return
        if b.kind == "menu":
            self.open_chooser(self.app.t("lg_ui.all_moves"), b.actions)
        elif b.kind == "play_all":
            self.play_all()
        elif b.kind == "end_turn":
            actions = b.actions
            self.confirm_unplayed(self.unplayed_text(self.legal()), lambda: self.offer(actions))
        else:
            self.offer(b.actions)

    def play_all(self) -> None:
        """Play the hand card by card, each through ``apply``, stopping at the first prompt."""
        for _ in range(20):
            plays = self.hero_plays(self.legal())
            if not plays or self.prompt_for_me():
                break
            self.apply(plays[0])

    # -- choosers --------------------------------------------------------------------------------
    def offer(self, actions: list[Action], reason_if_none: str | None = None) -> bool:
        if len(actions) <= 1:
            return super().offer(actions, reason_if_none)
        self.open_chooser(self.app.t("choose.title"), actions)
        return True

    def open_chooser(self, title: str, actions: list[Action]) -> None:
        """A list of moves; the card under the hovered line lights on the table."""

        def hover(i: int | None) -> None:
            self.lit = None if i is None else self.card_of(actions[i])

        def pick(i: int) -> None:
            self.lit = None
            self.apply(actions[i])

        def cancel() -> None:
            self.lit = None

        self.app.stack.push(
            ChooseOneDialog(self.app, title, self.option_labels(actions), pick, cancel, hover)
        )

    @staticmethod
    def card_of(action: Action) -> str | None:
        card = action.__dict__.get("card")
        return card if isinstance(card, str) else None

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

    def where(self, a: Action) -> str | None:
        """Where the card an action names lies: zone and position (None for no card)."""
        obs = self.obs
        f = a.__dict__
        if a.kind == "play":
            zone = "hand"
        elif a.kind == "recruit":
            return self.app.t("lg_ui.where.hq", n=f["slot"] + 1)
        elif a.kind == "recruit_officer":
            return self.app.t("lg_ui.where.officers", n=obs["officers"])
        elif a.kind == "fight":
            return self.app.t("lg_ui.where.city", space=self.app.t(f"space.legendary.{CITY[f['space']]}"))
        elif a.kind == "choose_card":
            zone = str(f["zone"])
        else:
            return None
        card = f["card"]
        if zone == "hq" and card in obs["hq"]:
            return self.app.t("lg_ui.where.hq", n=obs["hq"].index(card) + 1)
        if zone == "city":
            spaces = [sp["card"] for sp in obs["city"]]
            if card in spaces:
                return self.app.t(
                    "lg_ui.where.city", space=self.app.t(f"space.legendary.{CITY[spaces.index(card)]}")
                )
        zkey = f"zone.legendary.{zone}"
        zone_name = self.app.t(zkey) if self.app.tr.has(zkey) else zone
        seat = self.viewer if self.viewer is not None and self.viewer >= 0 else obs["active"]
        # a spread row (hand, play area) by position; a pile shows only its top, so by name
        cards = obs["players"][seat]["zones"].get(zone) if zone in ("hand", "played") else None
        if isinstance(cards, list) and card in cards and len(cards) > 1:
            return self.app.t("lg_ui.where.nth", zone=zone_name, nth=self.ordinal(cards.index(card) + 1))
        if zone == "deck":
            return self.app.t("lg_ui.where.deck")
        return zone_name

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
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press_button(b)
                    return
            obj = self.object_at(event.pos)
            if obj is not None and obj[0] in ("hand", "hq", "officer", "attack"):
                origin = self.views[obj[1]].pos if obj[0] in ("hand", "hq") else event.pos
                self.drag.press(obj, origin, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            released = self.drag.release(event.pos)
            if released is not None and released[0] == "drop":
                target = self.target_at(event.pos)
                if target is None:
                    self.illegal_flash = 0.4
                    return
                self.gesture(released[1].obj, target)
                return
            obj = self.object_at(event.pos)
            if obj is not None and obj[0] != "attack":
                self.gesture(obj, None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            hit = self.card_at(event.pos)
            card = hit[1] if hit else self.static_card_at(event.pos)
            if card is not None:
                from .zoom import card_zoom

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
                from .zoom import card_zoom

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
        from game.legendary.cards import HENCHMAN_GROUPS, HEROES, MASTERMINDS, VILLAIN_GROUPS

        obs = self.obs
        faces = ["shield.agent", "shield.trooper", "shield.officer", "wound", "bystander", "twist", "strike"]
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
        from sprites.lg_cards import render_card

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
        step = dt * speed / 0.4
        self.pools_shown = tuple(
            t if abs(t - v) < 0.5 else v + (t - v) * min(1.0, step * 3) for v, t in zip(shown, target)
        )  # type: ignore[assignment]

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
        result = self.game.result()
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
