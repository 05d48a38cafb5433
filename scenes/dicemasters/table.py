"""The Dice Masters table: the mat, the dice and cards, and mouse gestures turned into actions.

Every move comes from ``legal_actions()`` and goes through ``TableScene.apply``. A gesture is
(held die, where it was dropped); ``_actions_for_drop`` keeps the legal actions that match it.
Clicking does the same for people who do not drag: click a die to hold it, then click where it
should go. Buttons show the remaining legal actions of the moment (pass, reroll, done, ...).

What the state is shows on the board: a die whose attack or defense is modified carries its
current "A/D", a damaged die a red damage token; the targets a prompt asks for glow; a card glows
as buyable only for the player who may buy from it. Every text is fitted into its box with
``sprites.fonts.fit``. What a move did stays in view (``motion.FollowMixin``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.session import GameSession
from sprites import fonts
from sprites.drag import DragController
from sprites.draw import FELT, GLOW, ILLEGAL, SELECTED, TEXT, TEXT_DIM, felt, glow_rect, pulse, rounded_panel
from sprites.mat import load_mat
from sprites.tween import Tween

from .. import registry
from ..table import TableScene
from .cards_view import card_image, card_zoom
from .choices import DiceChooser, Focus, OptionWords
from .motion import SPOT, FollowMixin
from .view import PILES, DieView, counter, face_image, pile_centre, place_row

ZONES = ("bag", "prep", "reserve", "field", "attack", "used", "out_of_play")
MAIN_KINDS = ("pass", "keep", "end_attackers", "end_blockers", "decline")
BUTTON_KINDS = (
    "reroll",
    "keep",
    "pass",
    "end_attackers",
    "end_blockers",
    "decline",
    "pay_virtual",
    "cancel_payment",
    "draft_dice",
)
SHORTCUTS = {
    "reroll": "R",
    "keep": "Space",
    "pass": "Space",
    "end_attackers": "Space",
    "end_blockers": "Space",
    "decline": "Space",
    "skip": "N",
}
# The buttons of each step, in a fixed order: a button keeps its place for the whole step, so
# nothing slides under the pointer. A slot lists the kinds it stands for (the first legal one
# names it). The step's own button (pass, done, keep, reroll) is always there and disabled when
# it has nothing to do, with a tooltip that says why; the others (paying with virtual energy,
# cancelling a payment, declining) appear only while they can be used, and their row stays empty
# otherwise. "Other moves" always comes last. While the computer is to move, one button skips
# ahead to the next decision of a person instead.
ALWAYS_SHOWN = ("pass", "reroll", "keep", "end_attackers", "end_blockers", "draft_dice")
PRIORITY_SLOTS: tuple[tuple[str, ...], ...] = (("pass",), ("pay_virtual",), ("cancel_payment", "decline"))
STEP_SLOTS: dict[str, tuple[tuple[str, ...], ...]] = {
    "draft": (("draft_dice",),),
    "reroll": (("reroll",), ("keep",)),
    "main": PRIORITY_SLOTS,
    "attack_declare": (("end_attackers",), ("decline",)),
    "block": (("end_blockers",), ("decline",)),
    "attack_actions": PRIORITY_SLOTS,
    "damage": (("decline",),),
}
ARM_SECONDS = 0.35  # after the step or the deciding player changes, buttons wait this long


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    actions: list[Action]
    primary: bool = False
    shortcut: str = ""
    menu: bool = False  # opens the list of every other legal move
    kind: str = ""
    enabled: bool = True


class DiceMastersTable(FollowMixin, TableScene):
    name = "dicemasters_table"
    game_name = "dicemasters"
    private_hands = False  # everything in Dice Masters is public; no curtain is needed

    def __init__(self, app: Any, session: GameSession) -> None:
        self.views: dict[str, DieView] = {}
        self.cosmetic = random.Random(session.seed ^ 0x5EED)  # tumbling frames only, never rules
        self.drag = DragController()
        self.held: str | None = None  # a die held by a click (the click alternative to dragging)
        self.hover_die: str | None = None
        self.hover_card: str | None = None
        self.buttons: list[Button] = []
        self.init_follow()
        self.lit: set[str] = set()  # what glowed as a target in the last frame (dice, "player:N", card keys)
        self.marks_drawn: dict[str, str] = {}  # die -> the A/D and damage marks drawn on it in the last frame
        self.life_shown = [0, 0]
        self.obs: dict[str, Any] = {}
        self.reason: str | None = None
        self.illegal_flash = 0.0
        self._autopass_checked = -1
        self.focus: set[Focus] = set()  # what the option under the mouse in a chooser means
        self._moment: tuple[Any, ...] | None = None  # (turn, step, to move, thinking) of the buttons
        self._armed_at = 0.0  # app time from which the buttons answer again
        self._asked: set[tuple[Any, ...]] = set()  # (turn, step, player) already asked "end anyway?"
        super().__init__(app, session)
        self.mat = load_mat("dicemasters")
        self.sync(animate=False)

    # -- seats and zones -----------------------------------------------------------------------
    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the person whose turn it is, else the first person."""
        active = self.obs.get("active", 0) if self.obs else self.game.observation(None)["active"]
        if self.is_person(active):
            return int(active)
        return self.viewer if self.viewer in (0, 1) else 0

    def slot(self, player: int) -> str:
        return "p0" if player == self.bottom else "p1"

    def zones(self) -> dict[str, Any]:
        return self.mat.scaled(self.app.size)

    def die_size(self) -> int:
        return max(26, int(44 * self.app.scale))

    # -- sync and layout -----------------------------------------------------------------------
    def layout(self) -> dict[str, tuple[float, float]]:
        """Where every die of the current observation belongs on the mat."""
        zones = self.zones()
        size = self.die_size()
        out: dict[str, tuple[float, float]] = {}
        for p, pdata in enumerate(self.obs["players"]):
            slot = self.slot(p)
            for zone in ZONES:
                rect = zones[f"{slot}.{zone}"].rect
                dice = pdata["zones"][zone]
                if zone in PILES:
                    for d in dice:
                        out[d["id"]] = pile_centre(rect)
                else:
                    for d, pos in zip(dice, place_row(rect, len(dice), size)):
                        out[d["id"]] = pos
        return out

    def all_dice(self) -> dict[str, dict[str, Any]]:
        found: dict[str, dict[str, Any]] = {}
        for p, pdata in enumerate(self.obs["players"]):
            for zone in ZONES:
                for d in pdata["zones"][zone]:
                    found[d["id"]] = dict(d, zone=zone, player=p)
        return found

    def sync(self, animate: bool = True, rolled: dict[str, int] | None = None) -> None:
        """Read the observation and move every die view toward its place."""
        self.obs = self.game.observation(None)
        if getattr(self, "_bottom_was", None) not in (None, self.bottom):
            self.forget_places()
        self._bottom_was = self.bottom
        targets = self.layout()
        dice = self.all_dice()
        from game.dicemasters.engine import FACE_JSON

        slides: list[Tween] = []
        rolls: list[Tween] = []
        zones = self.zones()
        for did, d in dice.items():
            view = self.views.get(did)
            target = targets[did]
            pile = zones[f"{self.slot(d['player'])}.{d['zone']}"].rect if d["zone"] in PILES else None
            if view is None:
                start = self._entry_point(d)
                view = DieView(
                    did, d["card"], d.get("owner"), FACE_JSON.get(d["card"], []), start if animate else target
                )
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
        return self.zones()[f"{self.slot(d['player'])}.used"].rect.center

    # -- events -> motion ----------------------------------------------------------------------
    def on_events(self, events: list[Event], player: int | None) -> None:
        self.follow_events(events, player)  # spots and floats, while the dice are where they were
        rolled = {e.die: e.face for e in events if e.kind == "die_rolled"}  # type: ignore[attr-defined]
        for e in events:
            kind = e.kind
            if kind == "knocked_out":
                view = self.views.get(e.die)  # type: ignore[attr-defined]
                if view is not None:
                    self.anim.add_background(view.knock_out())
                self.app.audio.play("hit")
            elif kind == "damage_dealt":
                view = self.views.get(e.target)  # type: ignore[attr-defined]
                if view is not None:
                    self.anim.add_background(view.hit())
            elif kind == "life_changed":
                self._tick_life(e.player, e.life)  # type: ignore[attr-defined]
            elif kind == "die_purchased":
                self.app.audio.play("click")
        self.sync(animate=True, rolled=rolled)

    def _tick_life(self, player: int, life: int) -> None:
        start = self.life_shown[player]

        def step(t: float, p: int = player, a: int = start, b: int = life) -> None:
            self.life_shown[p] = round(a + (b - a) * t)

        self.anim.add_background(Tween(0.4, step))

    # -- legal actions -> gestures and buttons --------------------------------------------------
    def legal(self) -> list[Action]:
        p = self.game.to_move
        if p is None or not self.is_person(p) or self.thinking is not None:
            return []
        return self.game.legal_actions()

    def _actions_for_drop(self, die: str, target: Any) -> list[Action]:
        """The legal actions that a drop of ``die`` on ``target`` means.

        ``target`` is ("zone", player, zone name), ("card", player or None, card id) or ("die", id).
        """
        out: list[Action] = []
        for a in self.legal():
            k = a.kind
            f = a.__dict__
            if f.get("die") != die:
                continue
            if target[0] == "zone":
                _, owner, zone = target
                if k == "field" and zone == "field" and owner == self.game.to_move:
                    out.append(a)
                elif k == "attack" and zone == "attack" and owner == self.game.to_move:
                    out.append(a)
                elif (
                    k == "use_action"
                    and zone in ("field", "attack", "reserve")
                    and owner == self.game.to_move
                ):
                    out.append(a)
            elif target[0] == "die":
                if k in ("block", "assign_damage") and f.get("target") == target[1]:
                    out.append(a)
        if target[0] == "card" and not out:
            out = self._purchase_with(die, target[2])
        return out

    def why_not(self, die: str) -> str:
        """Why a drop was refused, in words: what this die can do now instead."""
        can = sorted({a.kind for a in self.legal() if a.__dict__.get("die") == die})
        if self.can_hold(die) and not can:
            can = ["purchase"]
        if not can:
            return self.app.t("dm.table.die_idle")
        return self.app.t("dm.table.die_can", moves=", ".join(self.app.t(f"dm.move.{k}") for k in can))

    def why_not_card(self, die: str, target: Any) -> str:
        """Why an energy die dropped on a card bought nothing: the opponent's card, a price above
        the energy in the reserve pool, or else what the die can do instead."""
        from game.dicemasters.cards import CARDS

        me = self.game.to_move
        _, owner, key = target
        card = str(key).split("#", 1)[0]
        if not self.can_hold(die) or me is None or card not in CARDS:
            return self.why_not(die)
        if owner is not None and owner != me:
            return self.app.t("dm.table.not_your_card", card=self._card_name(card))
        have = 0
        for d in self.obs["players"][me]["zones"]["reserve"]:
            face = d.get("face") or {}
            if face.get("kind") == "energy":
                have += sum(2 if sym == "generic2" else 1 for sym in face["symbols"])
        have += int(self.obs["players"][me].get("virtual_energy", 0) or 0)
        cost = CARDS[card].cost
        if have < cost:
            return self.app.t("dm.table.too_expensive", card=self._card_name(card), cost=cost, have=have)
        return self.why_not(die)

    def _purchase_with(self, die: str, card: str) -> list[Action]:
        """An energy die dropped on a card: buy it (then the die starts paying)."""
        for a in self.legal():
            if a.kind == "purchase" and a.card == card:  # type: ignore[attr-defined]
                probe = self.game.clone()
                probe.apply(a)
                if any(b.kind == "pay" and b.die == die for b in probe.legal_actions()):  # type: ignore[attr-defined]
                    return [a]
        return []

    def drop(self, die: str, target: Any) -> bool:
        actions = self._actions_for_drop(die, target)
        if not actions:
            self.illegal_flash = 0.6
            self.app.notify(self.why_not_card(die, target) if target[0] == "card" else self.why_not(die))
            return False
        if actions[0].kind == "purchase":
            self.apply(actions[0])
            pays = [a for a in self.legal() if a.kind == "pay" and a.die == die]  # type: ignore[attr-defined]
            if pays:
                self.offer([max(pays, key=lambda a: a.amount)])  # type: ignore[attr-defined]
            return True
        if all(a.kind == "assign_damage" for a in actions) and len(actions) > 1:
            actions = sorted(actions, key=lambda a: a.amount)  # type: ignore[attr-defined]
        return self.offer(actions)

    def click_die(self, die: str) -> None:
        """A click on a die: the one-step actions it answers now, else pick it up."""
        direct = [
            a
            for a in self.legal()
            if a.__dict__.get("die") == die and a.kind in ("select_reroll", "pay", "choose_trigger")
        ]
        direct += [
            a for a in self.legal() if a.__dict__.get("target") == die and a.kind in ("choose_target", "spin")
        ]
        if self.held is None:  # splitting damage: a click on a glowing blocker gives it damage
            direct += [
                a for a in self.legal() if a.kind == "assign_damage" and a.__dict__.get("target") == die
            ]
        if direct:
            self.held = None
            self.offer(direct)
            return
        if self.held is not None and self.held != die:
            if self.drop(self.held, ("die", die)):
                self.held = None
            return
        movable = [a for a in self.legal() if a.__dict__.get("die") == die]
        self.held = die if self.can_hold(die) and self.held != die else None
        if movable and len({a.kind for a in movable}) == 1 and movable[0].kind == "use_action":
            self.held = None
            self.offer(movable)

    def can_hold(self, die: str) -> bool:
        """A die the person may pick up now: it has a move of its own, or it is energy in the
        reserve while something can be bought (where it goes is decided on the drop)."""
        legal = self.legal()
        if any(a.__dict__.get("die") == die for a in legal):
            return True
        view = self.views.get(die)
        return (
            view is not None
            and view.zone == "reserve"
            and (view.face or {}).get("kind") == "energy"
            and any(a.kind == "purchase" for a in legal)
        )

    def click_card(self, player: int | None, card: str) -> None:
        if self.held is not None:
            if self.drop(self.held, ("card", player, card)):
                self.held = None
            return
        options = [
            a
            for a in self.legal()
            if a.__dict__.get("card") == card
            and a.kind in ("purchase", "use_global", "choose_target", "draft_pick", "draft_dice")
        ]
        if options:
            self.offer(options)

    def click_zone(self, player: int, zone: str) -> None:
        if self.held is not None:
            if self.drop(self.held, ("zone", player, zone)):
                self.held = None
            return
        if zone == "life":
            target = f"player:{player}"
            self.offer([a for a in self.legal() if a.__dict__.get("target") == target])

    def moment(self) -> tuple[Any, ...]:
        """What the buttons depend on besides the legal actions: they are rebuilt when it changes."""
        return (
            len(self.session.history),
            self.obs.get("turn"),
            self.obs.get("step"),
            self.game.to_move,
            self.thinking,
            self.app.size,
        )

    def computer_to_move(self) -> bool:
        p = self.game.to_move
        return p is not None and not self.is_person(p) and not self.game.is_over

    def rebuild_buttons(self) -> None:
        legal = self.legal()
        rect = self.zones()["center.buttons"].rect
        groups: dict[str, list[Action]] = {}
        for a in legal:
            if a.kind in BUTTON_KINDS:
                groups.setdefault(a.kind, []).append(a)
        slots = STEP_SLOTS.get(str(self.obs.get("step")), ())
        n = len(slots) + 1
        gap = max(4, int(6 * self.app.scale))
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
                    [],
                    False,
                    "N",
                    kind="skip",
                )
            )
            return
        primary_done = False
        shown: set[str] = set()
        for i, slot in enumerate(slots):
            kind = next((k for k in slot if k in groups), slot[0])
            actions = groups.get(kind, [])
            if not actions and kind not in ALWAYS_SHOWN:
                continue  # nothing to do with it now: its row stays empty, the others keep their place
            primary = bool(actions) and kind in MAIN_KINDS and not primary_done
            primary_done = primary_done or primary
            shown.update(slot if actions else ())
            y = rect.y + i * (bh + gap)
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x, y, rect.w, bh),
                    self.app.t(f"dm.button.{kind}"),
                    actions,
                    primary,
                    SHORTCUTS.get(kind, ""),
                    kind=kind,
                    enabled=bool(actions),
                )
            )
        others = [a for a in legal if a.kind not in shown]
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
        return self.app.time >= self._armed_at

    def press_button(self, button: Button) -> None:
        if button.kind == "skip":
            self.skip_to_person()
            return
        if not button.enabled or not self.armed():
            return
        self.held = None
        if button.menu:
            self.choose(self.app.t("dm.table.all_moves"), button.actions)
            return
        warning = self.end_warning(button)
        if warning is not None:
            self._asked.add(self._ask_key())
            self.confirm_unplayed(warning, lambda: self.offer(button.actions))
            return
        self.offer(button.actions)

    # -- choosing between moves ----------------------------------------------------------------
    def offer(self, actions: list[Action], reason_if_none: str | None = None) -> bool:
        if len(actions) <= 1:
            return super().offer(actions, reason_if_none)
        self.choose(self.app.t("choose.title"), actions)
        return True

    def choose(self, title: str, actions: list[Action]) -> None:
        """Ask which of ``actions``: every option told apart, and lit on the table on hover."""
        labels = self.option_labels(actions)
        self.app.stack.push(DiceChooser(self, title, actions, labels, lambda i: self.apply(actions[i])))

    def option_labels(self, actions: list[Action]) -> list[str]:
        return OptionWords(self).labels(actions)

    def focus_rects(self, focuses: set[Focus]) -> list[pygame.Rect]:
        """Where on the screen the focused dice, cards and life panels are."""
        out: list[pygame.Rect] = []
        size = self.die_size()
        cards = self.card_rects()
        zones = self.zones()
        for f in focuses:
            if f.kind == "die" and f.ref in self.views:
                out.append(self.views[f.ref].rect(size).inflate(12, 12))
            elif f.kind == "player":
                out.append(zones[f"{self.slot(int(f.ref))}.life"].rect)
            elif f.kind == "card":
                out.extend(
                    r
                    for (owner, key), r in cards.items()
                    if key.split("#")[0] == f.ref and (owner is None or f.owner is None or owner == f.owner)
                )
        return out

    def draw_focus(self, surface: pygame.Surface, avoid: pygame.Rect | None = None) -> None:
        """Light what the hovered option means (drawn again over a chooser's dimming)."""
        if not self.focus:
            return
        size = self.die_size()
        t = pulse(self.app.time)
        cards = self.card_rects()
        lang = self.app.tr.lang
        for f in self.focus:
            if f.kind == "die" and f.ref in self.views:
                view = self.views[f.ref]
                if avoid is not None and view.rect(size).colliderect(avoid):
                    continue
                view.draw(surface, size, SELECTED)
                pygame.draw.rect(
                    surface,
                    SELECTED,
                    view.rect(size).inflate(18, 18),
                    width=3,
                    border_radius=max(4, size // 4),
                )
            elif f.kind == "player":
                rect = self.zones()[f"{self.slot(int(f.ref))}.life"].rect
                if avoid is None or not rect.colliderect(avoid):
                    glow_rect(surface, rect, SELECTED, t, radius=10)
            elif f.kind == "card":
                for (owner, key), rect in cards.items():
                    if key.split("#")[0] != f.ref or (
                        owner is not None and f.owner is not None and owner != f.owner
                    ):
                        continue
                    if avoid is not None and rect.colliderect(avoid):
                        continue
                    surface.blit(card_image(f.ref, lang, rect.size, None), rect)
                    glow_rect(surface, rect, SELECTED, t, radius=8)

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
            button.kind == "pass"
            and self.obs.get("step") == "main"
            and dec.get("window") == "main"
            and me == self.obs.get("active")
        ):
            parts = []
            counts = (
                ("field", len({a.die for a in legal if a.kind == "field"})),  # type: ignore[attr-defined]
                ("buy", len({a.card for a in legal if a.kind == "purchase"})),  # type: ignore[attr-defined]
                ("action", len({a.die for a in legal if a.kind == "use_action"})),  # type: ignore[attr-defined]
            )
            for what, n in counts:
                if n:
                    parts.append(self.app.t(f"dm.confirm.{what}_{'one' if n == 1 else 'many'}", n=n))
            if parts:
                return self.app.t("dm.confirm.end_main", moves=self.app.t("dm.confirm.join").join(parts))
        if button.kind == "end_blockers" and me is not None and any(a.kind == "block" for a in legal):
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

    # -- hit testing ---------------------------------------------------------------------------
    def card_rects(self) -> dict[tuple[int | None, str], pygame.Rect]:
        zones = self.zones()
        out: dict[tuple[int | None, str], pygame.Rect] = {}
        if not self.obs:
            return out
        s = self.app.scale
        for p, pdata in enumerate(self.obs["players"]):
            rect = zones[f"{self.slot(p)}.cards"].rect
            cards = pdata["cards"]
            n = max(1, len(cards))
            # as tall as the zone; wider than a printed card when there is room, so that names
            # and subtitles wrap less (a big team shrinks to fit the zone's width)
            ch = rect.h - 4
            gap0 = max(4, int(8 * s))
            portrait = int(ch * 92 / 128)
            cw = min(
                int(portrait * 1.6),
                (rect.w - gap0 * (n - 1)) // n,
                max(int(portrait * 1.1), int(60 * s) + 70),
            )
            gap = max(4, min(int(12 * s), (rect.w - len(cards) * cw) // max(1, len(cards))))
            x = rect.x + (rect.w - (len(cards) * cw + (len(cards) - 1) * gap)) // 2
            for c in cards:
                out[(p, c["card"])] = pygame.Rect(x, rect.centery - ch // 2, cw, ch)
                x += cw + gap
        rect = zones["center.basic_actions"].rect
        if self.obs.get("draft") and self.obs["step"] == "draft":
            available = self.obs["draft"]["available"]
            per_row = max(1, min(len(available), 12))
            rows = (len(available) + per_row - 1) // per_row
            gap = max(2, int(6 * s))
            top = int(20 * s)
            # as large as fits: the rows share the zone's height, the columns its width
            dh = min(
                int(92 * s),
                (rect.h - top - 4 - gap * (rows - 1)) // max(1, rows),
                int((rect.w - gap * (per_row - 1)) / per_row * 92 / 66),
            )
            dw = int(dh * 66 / 92)
            x0 = rect.x + (rect.w - (per_row * dw + (per_row - 1) * gap)) // 2
            for i, card in enumerate(available):
                row, col = divmod(i, per_row)
                out[(None, f"{card}#draft")] = pygame.Rect(
                    x0 + col * (dw + gap), rect.y + top + row * (dh + gap), dw, dh
                )
            return out
        bacs = self.obs["basic_actions"]
        # basic action cards fill the zone's height (their dice sit beside them)
        die_room = 2 * max(18, int(26 * s)) + 20
        bh = min(rect.h - 24, int(150 * s))
        bw = min(int(bh * 92 / 128 * 1.3), (rect.w // max(1, len(bacs))) - die_room)
        slot_w = bw + die_room
        x = rect.x + (rect.w - len(bacs) * slot_w) // 2
        for b in bacs:
            out[(None, f"{b['card']}#{b['slot']}")] = pygame.Rect(x, rect.y + (rect.h - bh) // 2 + 8, bw, bh)
            x += slot_w
        return out

    def die_at(self, pos: tuple[int, int]) -> str | None:
        size = self.die_size()
        for did, view in reversed(list(self.views.items())):
            if view.zone in PILES:
                continue
            if view.rect(size).inflate(4, 4).collidepoint(pos):
                return did
        return None

    def card_at(self, pos: tuple[int, int]) -> tuple[int | None, str] | None:
        for key, rect in self.card_rects().items():
            if rect.collidepoint(pos):
                return key
        return None

    def zone_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        zones = self.zones()
        for p in (0, 1):
            for zone in ("field", "attack", "reserve", "life", "prep"):
                if zones[f"{self.slot(p)}.{zone}"].rect.collidepoint(pos):
                    return p, zone
        return None

    def targets_for(self, die: str) -> tuple[set[str], set[tuple[int, str]], set[tuple[int | None, str]]]:
        """Where ``die`` may go now: (dice, (player, zone)s, cards by their table key), for the
        glow. A card glows only where the die would buy from it (the player's own card or a basic
        action card), never the opponent's copy of the same card."""
        dice: set[str] = set()
        zones: set[tuple[int, str]] = set()
        cards: set[tuple[int | None, str]] = set()
        me = self.game.to_move
        for a in self.legal():
            f = a.__dict__
            if f.get("die") != die:
                continue
            if a.kind == "field":
                zones.add((me, "field"))
            elif a.kind == "attack":
                zones.add((me, "attack"))
            elif a.kind == "use_action":
                zones.add((me, "field"))
            elif a.kind in ("block", "assign_damage"):
                dice.add(f["target"])
        for a in self.legal():
            if a.kind == "purchase" and me is not None and self._purchase_with(die, a.card):  # type: ignore[attr-defined]
                key = self._buy_key(me, a.card)  # type: ignore[attr-defined]
                if key is not None:
                    cards.add(key)
        return dice, zones, cards

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
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press_button(b)
                    return
            die = self.die_at(event.pos)
            if die is not None and self.can_hold(die):
                self.drag.press(die, self.views[die].pos, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            released = self.drag.release(event.pos)
            if released is not None and released[0] == "drop":
                self._drop_at(released[1].obj, event.pos)
                return
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            card = self.card_at(event.pos)
            if card is not None:
                self.app.stack.push(card_zoom(self.app, card[1].split("#")[0]))

    def _drop_at(self, die: str, pos: tuple[int, int]) -> None:
        other = self.die_at(pos)
        if other is not None and other != die:
            done = self.drop(die, ("die", other))
        elif (card := self.card_at(pos)) is not None:
            done = self.drop(die, ("card", card[0], card[1].split("#")[0]))
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
            self.click_card(card[0], card[1].split("#")[0])
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
            button = next((b for b in self.buttons if b.actions and b.actions[0].kind == "reroll"), None)
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
        if choice.kind == "pass":
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
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return self._button_tip(b)
        die = self.die_at(pos)
        if die is not None:
            d = self.all_dice().get(die)
            if d is not None:
                return self._die_tip(d)
        card = self.card_at(pos)
        if card is not None:
            return self._card_tip(card)
        zones = self.zones()
        for p in (0, 1):
            bag = zones[f"{self.slot(p)}.bag"].rect
            if bag.collidepoint(pos):
                names: dict[str, int] = {}
                for d in self.obs["players"][p]["zones"]["bag"]:
                    n = self._card_name(d["card"])
                    names[n] = names.get(n, 0) + 1
                return self.app.t(
                    "dm.table.bag_contents",
                    items=", ".join(f"{k} ×{v}" for k, v in sorted(names.items())) or "—",
                )
        return None

    def _button_tip(self, b: Button) -> str:
        if b.kind == "skip":
            return self.app.t("dm.table.skip_tip")
        if not b.enabled:
            dec = self.obs.get("decision") or {}
            if dec.get("type") == "pay" and self.is_person(self.game.to_move):
                return self.app.t("dm.table.button_paying", label=b.label)
            if b.kind == "reroll":
                return self.app.t("dm.table.button_mark_first")
            return self.app.t("dm.table.button_idle", label=b.label)
        if b.shortcut:
            return self.app.t("dm.table.shortcut", key=b.shortcut)
        return self.app.t("dm.table.button_choose") if b.menu else b.label

    def _card_tip(self, key: tuple[int | None, str]) -> str:
        """A card's name, subtitle and text, and what can be done with it now (and by whom)."""
        from game.dicemasters import card_info

        card = key[1].split("#")[0]
        info = card_info(card, self.app.tr.lang)
        lines = [f"{info['name']} — {info.get('subtitle') or ''}", info.get("text") or ""]
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

    def card_name(self, card: str) -> str:
        return self._card_name(card)

    def _card_name(self, card: str) -> str:
        from game.dicemasters import card_name

        return card_name(card, self.app.tr.lang)

    def _die_tip(self, d: dict[str, Any]) -> str:
        name = self._card_name(d["card"])
        face = d.get("face")
        if face is None:
            return name
        if face["kind"] == "character":
            return self.app.t(
                "dm.table.die_character",
                name=name,
                level=face["level"],
                cost=face["field_cost"],
                a=d.get("attack", face["attack"]),
                d=d.get("defense", face["defense"]),
                damage=d.get("damage", 0),
            )
        if face["kind"] == "energy":
            return self.app.t(
                "dm.table.die_energy",
                name=name,
                symbols=" + ".join(self.app.t(f"dm.energy.{s}") for s in face["symbols"]),
            )
        return self.app.t("dm.table.die_action", name=name, bursts=face.get("bursts", 0))

    # -- what glows ----------------------------------------------------------------------------
    def _buy_key(self, player: int, card: str) -> tuple[int | None, str] | None:
        """The card a die of ``card`` would be bought from by ``player``: their own team card, or
        the first basic action card of that name with dice left (never the opponent's copy)."""
        keys = self.card_rects()
        if (player, card) in keys:
            return (player, card)
        for b in self.obs["basic_actions"]:
            if b["card"] == card and b["dice_left"] > 0 and (None, f"{card}#{b['slot']}") in keys:
                return (None, f"{card}#{b['slot']}")
        return None

    def card_offers(self) -> dict[tuple[int | None, str], str]:
        """The cards a person may use now: "buy" (a die can be bought from it by the person to
        move), "global" (its Global can be used; any copy of the card carries it), "draft"."""
        out: dict[tuple[int | None, str], str] = {}
        p = self.game.to_move
        legal = self.legal()
        if p is None or not legal:
            return out
        keys = list(self.card_rects())
        for a in legal:
            card = a.__dict__.get("card")
            if a.kind == "use_global":
                for key in keys:
                    if key[1].split("#")[0] == card:
                        out.setdefault(key, "global")
        for a in legal:
            card = a.__dict__.get("card")
            if a.kind == "purchase":
                buy_key = self._buy_key(p, str(card))
                if buy_key is not None:
                    out[buy_key] = "buy"
            elif a.kind == "draft_pick":
                out[(None, f"{card}#draft")] = "draft"
        return out

    def target_refs(self) -> set[str]:
        """What the decision of the moment asks the person to click: the glowing targets (dice
        and "player:N" life panels) of a target, spin or damage-splitting prompt."""
        out: set[str] = set()
        for a in self.legal():
            target = a.__dict__.get("target")
            if isinstance(target, str) and a.kind in ("choose_target", "spin", "assign_damage"):
                out.add(target)
        return out

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._board(self.app.size, self.app.tr.lang), (0, 0))
        zones = self.zones()
        glow_t = pulse(self.app.time)
        held = self.drag.dragging or self.held
        t_dice, t_zones, t_keys = self.targets_for(held) if held else (set(), set(), set())
        self.lit = set()
        for p in (0, 1):
            for zone_name in ("field", "attack"):
                if (p, zone_name) in t_zones:
                    glow_rect(surface, zones[f"{self.slot(p)}.{zone_name}"].rect, GLOW, glow_t)
        self._draw_cards(surface, t_keys, glow_t)
        self._draw_side_panels(surface)
        self._draw_piles(surface)
        size = self.die_size()
        dragging = self.drag.dragging
        marked = self._marked()
        paid = self._paid()
        legal = self.legal()
        movers = {
            a.die  # type: ignore[attr-defined]
            for a in legal
            if a.kind in ("pay", "select_reroll", "choose_trigger", "block", "attack")  # type: ignore[attr-defined]
        }  # type: ignore[attr-defined]
        targets = self.target_refs() if not held else set()
        dec = self.obs.get("decision") or {}
        splitting = dec.get("die") if dec.get("type") == "assign" and legal else None
        hinted_dice = (
            {self.hint.__dict__.get("die"), self.hint.__dict__.get("target")}
            if self.hint is not None
            else set()
        )
        spots = self.spots_shown()
        spot_dice = {s.ref for s in spots if s.kind == "die"}
        for ref in targets:
            if ref.startswith("player:"):
                glow_rect(
                    surface, zones[f"{self.slot(int(ref.split(':')[1]))}.life"].rect, GLOW, glow_t, radius=10
                )
                self.lit.add(ref)
        for spot in spots:
            if spot.kind == "player":
                rounded_panel(
                    surface,
                    zones[f"{self.slot(int(spot.ref))}.life"].rect.inflate(6, 6),
                    (0, 0, 0, 0),
                    (*SPOT, 200),
                    radius=12,
                    width=2,
                )
        self.draw_ghosts(surface, size)
        for did, view in self.views.items():
            if did == dragging or view.zone in PILES:
                continue
            colour = None
            if did in hinted_dice:
                colour = SELECTED
            elif did in t_dice:
                colour = GLOW
            elif did == self.held or did == splitting:
                colour = SELECTED
            elif did in movers and did not in targets:
                colour = (GLOW[0], GLOW[1], GLOW[2]) if glow_t > 0.5 else None
            view.draw(surface, size, colour, did in marked, paid=did in paid)
            if did in targets:
                glow_rect(surface, view.rect(size).inflate(10, 10), GLOW, glow_t, radius=max(4, size // 4))
                self.lit.add(did)
            elif did in spot_dice:
                pygame.draw.rect(
                    surface, SPOT, view.rect(size).inflate(14, 14), width=2, border_radius=max(4, size // 4)
                )
        self._draw_marks(surface, size)
        self._draw_combat_links(surface)
        self.draw_focus(surface)
        if dragging is not None and self.drag.current is not None:
            view = self.views[dragging]
            cx, cy = self.drag.current.centre
            ghost = face_image(view.card, view.face, int(size * 1.12))
            surface.blit(ghost, ghost.get_rect(center=(cx, cy - 6)))
        self.draw_floats(surface)
        self._draw_buttons(surface)
        if self.show_log:
            self.log_panel.draw(
                surface,
                zones["center.log"].rect,
                self.app.t("dm.zone.log"),
                max(11, int(14 * self.app.scale)),
            )
        if self.illegal_flash > 0:
            pygame.draw.rect(
                surface, ILLEGAL, surface.get_rect(), width=int(6 * self.illegal_flash / 0.6) + 1
            )

    def _draw_marks(self, surface: pygame.Surface, size: int) -> None:
        """A character's current A/D when an effect changed it (green up, red down) and the
        damage it has taken (a red token at its corner)."""
        self.marks_drawn = {}
        s = self.app.scale
        px = max(fonts.FLOOR, int(13 * s))
        for did, d in self.all_dice().items():
            view = self.views.get(did)
            face = d.get("face") or {}
            if (
                view is None
                or view.zone in PILES
                or face.get("kind") != "character"
                or "attack" not in d
                or did == self.drag.dragging
            ):
                continue
            a, df, dmg = int(d["attack"]), int(d["defense"]), int(d.get("damage") or 0)
            base_a, base_d = int(face.get("attack", 0)), int(face.get("defense", 0))
            rect = view.rect(size)
            drawn = []
            if (a, df) != (base_a, base_d):
                text = self.app.t("dm.table.die_stats", a=a, d=df)
                drawn.append(text)
                colour = (140, 230, 140) if a + df >= base_a + base_d else (255, 130, 120)
                img = fonts.render(text, px, colour, bold=True)
                pill = img.get_rect(midtop=(rect.centerx, rect.bottom + max(3, size // 8))).inflate(8, 2)
                rounded_panel(surface, pill, (12, 14, 18, 215), (*colour, 200), radius=pill.h // 2, width=1)
                surface.blit(img, img.get_rect(center=pill.center))
            if dmg > 0:
                text = self.app.t("dm.table.die_damage", n=dmg)
                drawn.append(text)
                img = fonts.render(text, px, (255, 255, 255), bold=True)
                r = max(img.get_width(), img.get_height()) // 2 + 2
                centre = (rect.x - r // 3, rect.y - r // 3)
                pygame.draw.circle(surface, (196, 40, 40), centre, r)
                pygame.draw.circle(surface, (255, 220, 210), centre, r, 1)
                surface.blit(img, img.get_rect(center=centre))
            if drawn:
                self.marks_drawn[did] = " ".join(drawn)

    def _board(self, size: tuple[int, int], lang: str) -> pygame.Surface:
        """The felt with the zone outlines and labels: drawn once per window size and language."""
        key = (size, lang)
        if getattr(self, "_board_key", None) != key:
            board = felt(size, FELT["dicemasters"]).copy()
            px = max(fonts.FLOOR, int(13 * self.app.scale))
            for zone in self.zones().values():
                if zone.layout in ("panel", "column", "log", "counter", "pile", "cards"):
                    continue  # drawn by their own panels, or covered by the cards themselves
                rounded_panel(board, zone.rect, (0, 0, 0, 26), (255, 255, 255, 46), radius=10)
                if zone.label:
                    fitted = fonts.fit_line(
                        self.app.t(zone.label), zone.rect.w - 16, px, where="dm zone label"
                    )
                    fonts.draw_fitted(
                        board,
                        fitted,
                        pygame.Rect(zone.rect.x + 8, zone.rect.y + 2, zone.rect.w - 16, fitted.height),
                        (255, 255, 255, 150),
                    )
            self._board_surface = board
            self._board_key = key
        return self._board_surface

    def _marked(self) -> set[str]:
        """Dice marked for the reroll (from the observation's pending decision)."""
        dec = self.obs.get("decision") or {}
        return set(dec.get("selected") or [])

    def _paid(self) -> dict[str, int]:
        """Dice already put toward the payment in progress, with the energy each gives."""
        dec = self.obs.get("decision") or {}
        if dec.get("type") != "pay":
            return {}
        return {die: amount for die, amount in dec.get("paid") or []}

    def _draw_cards(
        self, surface: pygame.Surface, glowing: set[tuple[int | None, str]], glow_t: float
    ) -> None:
        lang = self.app.tr.lang
        left: dict[tuple[int | None, str], int | None] = {
            (p, c["card"]): c["dice_left"] for p, pd in enumerate(self.obs["players"]) for c in pd["cards"]
        }
        left.update({(None, f"{b['card']}#{b['slot']}"): b["dice_left"] for b in self.obs["basic_actions"]})
        if self.obs.get("draft"):
            left.update({(None, f"{c}#draft"): None for c in self.obs["draft"]["available"]})
        offers = self.card_offers()
        hinted = self.hint.__dict__.get("card") if self.hint is not None else None
        hinted_key = (
            self._buy_key(self.game.to_move, hinted) if hinted and self.game.to_move is not None else None
        )
        spot_keys = {s.ref for s in self.spots_shown() if s.kind == "card"}
        idle = self.held is None and self.drag.dragging is None
        for key, rect in self.card_rects().items():
            card = key[1].split("#")[0]
            img = card_image(card, lang, rect.size, left.get(key))
            lift = 6 if self.hover_card == key[1] else 0
            shown = rect.move(0, -lift)
            surface.blit(img, shown)
            if key in glowing or key == hinted_key:
                glow_rect(surface, shown, SELECTED if key == hinted_key else GLOW, glow_t, radius=8)
                self.lit.add(f"card:{key[0]}:{key[1]}")
            elif idle and offers.get(key) in ("buy", "draft"):
                pygame.draw.rect(surface, (*GLOW, 120), shown.inflate(4, 4), width=2, border_radius=8)
                self.lit.add(f"card:{key[0]}:{key[1]}")
            elif idle and offers.get(key) == "global":  # a Global to use: red, never the gold of a purchase
                pygame.draw.rect(surface, (235, 90, 90), shown.inflate(4, 4), width=2, border_radius=8)
            if key[1] in spot_keys:
                pygame.draw.rect(surface, SPOT, shown.inflate(10, 10), width=2, border_radius=10)
            if key[0] is None and not key[1].endswith("#draft"):  # basic action dice sit beside their card
                n = left.get(key) or 0
                size = max(18, int(26 * self.app.scale))
                for i in range(n):
                    x = rect.right + 8 + (i % 2) * (size + 4)
                    y = rect.y + 8 + (i // 2) * (size + 4)
                    surface.blit(face_image(card, None, size), (x, y))

    def seat_line(self, p: int) -> str:
        """Who plays seat ``p``: a person, or the computer and its level (said once: a name
        that already carries the level is not followed by it again)."""
        if self.seats[p] == "person":
            return self.app.t("seat.person")
        level = self.app.t(f"agent.{self.seats[p]}")
        if level in self.names[p]:
            return self.app.t("dm.table.seat_computer")
        return self.app.t("dm.table.seat_computer_level", level=level)

    def _draw_side_panels(self, surface: pygame.Surface) -> None:
        zones = self.zones()
        s = self.app.scale
        small = max(fonts.FLOOR, int(13 * s))
        for p in (0, 1):
            slot = self.slot(p)
            pdata = self.obs["players"][p]
            life = zones[f"{slot}.life"].rect
            active = self.obs["active"] == p
            rounded_panel(surface, life, (0, 0, 0, 70), GLOW if active else (255, 255, 255, 46), radius=10)
            num = fonts.fit_line(
                str(self.life_shown[p]), life.w // 2, max(22, int(40 * s)), bold=True, where="dm life"
            )
            fonts.draw_fitted(
                surface,
                num,
                pygame.Rect(life.x, life.bottom - 2 - num.height, life.w - 12, num.height),
                TEXT,
                "right",
            )
            room = life.w - 20 - max(fonts.text_width(line, num.size, True) for line in num.lines)
            name = fonts.fit(
                self.names[p],
                room,
                10**6,
                max(fonts.FLOOR, int(15 * s)),
                bold=True,
                max_lines=2,
                where="dm player name",
            )
            step = name.size + 2
            for i, line in enumerate(name.lines):  # a long name takes a second line, set close
                surface.blit(
                    fonts.render(line, name.size, SELECTED if active else TEXT, True),
                    (life.x + 10, life.y + 3 + i * step),
                )
            label = fonts.fit_line(self.app.t("dm.zone.life"), room, small, where="dm life label")
            if (
                life.y + 3 + step * len(name.lines) + 2 <= life.bottom - 3 - label.size - 2
            ):  # the big number says it otherwise
                fonts.draw_fitted(
                    surface,
                    label,
                    pygame.Rect(life.x + 10, life.bottom - 3 - label.height, room, label.height),
                    TEXT_DIM,
                )
            panel = zones[f"{slot}.panel"].rect
            rounded_panel(surface, panel, (0, 0, 0, 40), None, radius=10)
            lines = [self.seat_line(p)]
            if self.thinking == p:
                lines.append(self.app.t("table.thinking") + " " + "·" * (1 + int(self.app.time * 3) % 3))
            elif self.game.to_move == p and not self.game.is_over:
                lines.append(self.app.t("dm.table.deciding"))
            y = panel.y + 6
            for i, line in enumerate(lines):
                fitted = fonts.fit(
                    line,
                    panel.w - 20,
                    panel.bottom - 4 - y,
                    max(fonts.FLOOR, int(14 * s)),
                    bold=i > 0,
                    where="dm seat panel",
                )
                fonts.draw_fitted(
                    surface,
                    fitted,
                    pygame.Rect(panel.x + 10, y, panel.w - 20, fitted.height),
                    TEXT_DIM if i == 0 else GLOW,
                )
                y += fitted.height
            energy = zones[f"{slot}.energy"].rect
            self._draw_energy_summary(surface, energy, pdata)
        self._draw_status(surface, zones["center.status"].rect)

    def status_lines(self) -> list[tuple[str, tuple[int, int, int], int, bool]]:
        """The status panel, top down: (text, colour, size at 1×, bold)."""
        out: list[tuple[str, tuple[int, int, int], int, bool]] = [
            (self.app.t("dm.table.turn", n=self.obs["turn"]), TEXT, 18, True),
            (self.app.t(f"dm.step.{self.obs['step']}"), GLOW, 16, True),
        ]
        dec = self.obs.get("decision") or {}
        p = self.game.to_move
        if dec.get("type") == "pay":
            given = sum(a for _, a in dec.get("paid") or []) + int(dec.get("virt") or 0)
            out.append(
                (
                    self.app.t(
                        "dm.table.paying",
                        card=self._card_name(dec.get("card", "")),
                        paid=given,
                        cost=dec.get("cost", "?"),
                    ),
                    GLOW,
                    14,
                    True,
                )
            )
            types = [str(x) for x in dec.get("types") or []]
            if (
                types
            ):  # a card's energy type (a purchase) or a Global's symbol: never for fielding or generic costs
                names = self.app.t("dm.confirm.join").join(self.app.t(f"dm.energy.{x}") for x in types)
                out.append((self.app.t("dm.table.paying_type", types=names), TEXT, 13, False))
        if self.computer_to_move() and p is not None:
            out.append((self.app.t("dm.table.computer_turn", name=self.names[p]), TEXT_DIM, 13, False))
        else:
            coach = self._coach_text()
            if coach:
                out.append((coach, TEXT_DIM, 13, False))
        return out

    def _draw_status(self, surface: pygame.Surface, status: pygame.Rect) -> None:
        rounded_panel(surface, status, (0, 0, 0, 50), (255, 255, 255, 46), radius=10)
        s = self.app.scale
        inner = status.inflate(-20, -16)
        y = inner.y
        for text, colour, size, bold in self.status_lines():
            fitted = fonts.fit(
                text, inner.w, inner.bottom - y, max(fonts.FLOOR, int(size * s)), bold=bold, where="dm status"
            )
            fonts.draw_fitted(surface, fitted, pygame.Rect(inner.x, y, inner.w, fitted.height), colour)
            y += fitted.height + max(1, int(3 * s))

    def _draw_energy_summary(self, surface: pygame.Surface, rect: pygame.Rect, pdata: dict[str, Any]) -> None:
        """Energy in the reserve at a glance: a glyph and a count per type (never colour alone)."""
        from sprites.glyphs import draw_energy

        s = self.app.scale
        counts: dict[str, int] = {}
        for d in pdata["zones"]["reserve"]:
            face = d.get("face") or {}
            if face.get("kind") == "energy":
                for sym in face["symbols"]:
                    counts[sym] = counts.get(sym, 0) + (2 if sym == "generic2" else 1)
        rounded_panel(surface, rect, (0, 0, 0, 40), None, radius=10)
        label = fonts.fit_line(
            self.app.t("dm.zone.energy"), rect.w - 16, max(fonts.FLOOR, int(13 * s)), where="dm energy label"
        )
        fonts.draw_fitted(
            surface, label, pygame.Rect(rect.x + 8, rect.y + 3, rect.w - 16, label.height), TEXT_DIM
        )
        g = max(16, int(22 * s))
        x, y = rect.x + 8, rect.y + label.height + 4
        for sym in ("fist", "bolt", "mask", "shield", "wild", "generic2"):
            n = counts.get(sym, 0)
            if not n:
                continue
            if x + g + 26 > rect.right:
                x, y = rect.x + 8, y + g + 4
            draw_energy(surface, sym, pygame.Rect(x, y, g, g))
            surface.blit(
                fonts.render(f"{n}", max(fonts.FLOOR, int(16 * s)), TEXT, bold=True), (x + g + 3, y + 1)
            )
            x += g + 30
        virtual = pdata.get("virtual_energy", 0)
        if virtual:
            line = fonts.fit_line(
                self.app.t("dm.table.virtual", n=virtual),
                rect.w - 16,
                max(fonts.FLOOR, int(13 * s)),
                bold=True,
                where="dm virtual energy",
            )
            fonts.draw_fitted(
                surface,
                line,
                pygame.Rect(rect.x + 8, rect.bottom - 3 - line.height, rect.w - 16, line.height),
                GLOW,
            )

    def _coach_text(self) -> str | None:
        if self.obs.get("format") != "first_game" or not self.app.settings.show_hints:
            return None
        p = self.game.to_move
        if p is None or not self.is_person(p):
            return None
        dec = self.obs.get("decision") or {}
        key = f"dm.coach.{dec.get('type') or self.obs['step']}"
        return self.app.t(key) if self.app.tr.has(key) else None

    def _draw_piles(self, surface: pygame.Surface) -> None:
        zones = self.zones()
        for p in (0, 1):
            slot = self.slot(p)
            for zone in PILES:
                rect = zones[f"{slot}.{zone}"].rect
                n = len(self.obs["players"][p]["zones"][zone])
                counter(
                    surface,
                    rect,
                    self.app.t(f"dm.zone.{zone}"),
                    str(n),
                    max(fonts.FLOOR, int(13 * self.app.scale)),
                )

    def _draw_combat_links(self, surface: pygame.Surface) -> None:
        blocks = self.obs.get("combat", {}).get("blocks", {})
        for blocker, attacker in blocks.items():
            a, b = self.views.get(attacker), self.views.get(blocker)
            if a is not None and b is not None:
                pygame.draw.line(surface, (255, 120, 90), b.pos, a.pos, 3)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        mouse = pygame.mouse.get_pos()
        s = self.app.scale
        armed = self.armed()
        for b in self.buttons:
            live = (b.enabled and armed) or b.kind == "skip"
            hover = live and b.rect.collidepoint(mouse)
            fill: tuple[int, ...] = (
                (138, 106, 28)
                if b.primary and live
                else (38, 74, 96)
                if b.kind == "skip"
                else (43, 49, 59)
                if live
                else (32, 35, 41)
            )
            if hover:
                fill = tuple(min(255, c + 25) for c in fill)
            edge = (
                GLOW
                if (b.primary and live) or hover
                else SPOT
                if b.kind == "skip"
                else (255, 255, 255, 60 if live else 28)
            )
            rounded_panel(surface, b.rect, fill, edge, radius=8)
            fitted = fonts.fit_line(
                b.label, b.rect.w - 10, max(fonts.FLOOR, int(16 * s)), bold=True, where="dm button"
            )
            fonts.draw_fitted(surface, fitted, b.rect, TEXT if live else TEXT_DIM, "center", "middle")


registry.TABLES["dicemasters"] = DiceMastersTable


def _demo_session(seed: int, stop: Any, steps: int = 1500, level: str = "normal") -> GameSession:
    """A first-game session played by two normal agents until ``stop(game, next action)``
    holds (for screenshots and the benchmark); tries further seeds when a game ends first."""
    from game.core.agents import make_agent

    for attempt in range(40):
        s = seed + attempt * 101
        session = GameSession(
            "dicemasters",
            seed=s,
            options={"format": "first_game"},
            meta={"seats": ["person", "person"], "names": ["Ada", "Bo"]},
        )
        agents = [make_agent("dicemasters", level, s + i) for i in range(2)]
        for _ in range(steps):
            g = session.game
            mover = g.to_move
            if g.is_over or mover is None:
                break
            action = agents[mover].choose(g, mover)
            if stop(g, action):
                return session
            session.apply(action)
    return session


def _rolls_next(g: Any, action: Any) -> bool:
    probe = g.clone()
    return g.turn >= 5 and any(e.kind == "die_rolled" for e in probe.apply(action))


@registry.screenshot("dicemasters-table", settle=1.5, description="Dice Masters mid-game")
def _shot_table(app: Any, seed: int) -> None:
    session = _demo_session(
        seed,
        lambda g, a: (
            g.turn >= 7 and g.step == "main" and g.to_move == g.active and len(g.zones[g.active]["field"]) > 0
        ),
    )
    app.stack.push(DiceMastersTable(app, session))


@registry.screenshot("dicemasters-roll", settle=0.45, description="dice tumbling")
def _shot_roll(app: Any, seed: int) -> None:
    session = _demo_session(seed, _rolls_next)
    table = DiceMastersTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    from game.core.agents import make_agent

    g = session.game
    mover = g.to_move
    if mover is not None:  # the session stopped before a roll, so someone is to move
        table.apply(make_agent("dicemasters", "normal", seed).choose(g, mover))


@registry.screenshot("dicemasters-attack", settle=1.5, description="blockers assigned")
def _shot_attack(app: Any, seed: int) -> None:
    def blocked(g: Any, a: Any) -> bool:
        # the defender has assigned blockers and is about to say "done"
        return g.step == "block" and len(g.combat.get("blocks", {})) >= 1 and a.kind == "end_blockers"

    session = _demo_session(seed, blocked, level="random")
    app.stack.push(DiceMastersTable(app, session))


@registry.screenshot(
    "dicemasters-busy",
    settle=0.3,
    description="benchmark: the fullest table of a tournament game, every die tumbling",
)
def _shot_busy(app: Any, seed: int) -> None:
    from game.core.agents import make_agent

    def crowd(g: Any) -> int:
        return sum(len(g.zones[p][z]) for p in (0, 1) for z in ("prep", "reserve", "field", "attack"))

    # play a whole game once to find its most crowded moment, then replay to it
    probe = GameSession("dicemasters", seed=seed, options={"format": "tournament"})
    agents = [make_agent("dicemasters", "normal", seed + i) for i in range(2)]
    best, best_at = -1, 0
    while not probe.game.is_over and len(probe.history) < 3000:
        g = probe.game
        mover = g.to_move
        if mover is None:
            break
        probe.apply(agents[mover].choose(g, mover))
        if not probe.game.is_over and crowd(probe.game) > best:
            best, best_at = crowd(probe.game), len(probe.history)
    session = GameSession(
        "dicemasters",
        seed=seed,
        options={"format": "tournament"},
        meta={"seats": ["person", "person"], "names": ["Ada", "Bo"]},
    )
    for entry in probe.history[:best_at]:
        session.apply(entry.action)
    table = DiceMastersTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(seed)
    tumbles = [
        view.tumble(view.face, view.pos, rng, duration=60.0)
        for view in table.views.values()
        if view.zone not in PILES
    ]
    table.anim.add(*tumbles)


@registry.screenshot(
    "dicemasters-hard",
    settle=0.5,
    bench=True,
    description="benchmark: two hard agents thinking in their worker",
)
def _shot_hard(app: Any, seed: int) -> None:
    session = GameSession(
        "dicemasters", seed=seed, options={"format": "basic"}, meta={"seats": ["hard", "hard"]}
    )
    app.settings.agent_delay = 0.0
    app.stack.push(DiceMastersTable(app, session))


@registry.screenshot(
    "dicemasters-agents", settle=0.5, description="benchmark: two agents playing at full speed"
)
def _shot_agents(app: Any, seed: int) -> None:
    session = GameSession(
        "dicemasters", seed=seed, options={"format": "basic"}, meta={"seats": ["normal", "normal"]}
    )
    app.settings.agent_delay = 0.0
    app.stack.push(DiceMastersTable(app, session))


@registry.screenshot(
    "dicemasters-choose",
    settle=0.5,
    description="Dice Masters: every move listed, the hovered one lit on the table",
)
def _shot_choose(app: Any, seed: int) -> None:
    def twins(g: Any, a: Any) -> bool:
        """The main step with two dice of one card that can do the same thing."""
        if (
            g.turn < 4
            or g.step != "main"
            or g.to_move != g.active
            or (g.decision or {}).get("type") != "priority"
        ):
            return False
        seen: set[tuple[str, str]] = set()
        for b in g.legal_actions():
            sig = (b.kind, b.__dict__.get("card", ""))
            if b.__dict__.get("die") and sig in seen:
                return True
            seen.add(sig)
        return False

    session = _demo_session(seed, twins)
    table = DiceMastersTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    menu = next(b for b in table.buttons if b.menu)
    table.choose(app.t("dm.table.all_moves"), menu.actions)
    app.stack.apply_pending()
    dialog = app.stack.top
    options = getattr(dialog, "option_buttons", [])
    if len(options) > 1:
        pygame.mouse.set_pos(options[1].get_abs_rect().center)
