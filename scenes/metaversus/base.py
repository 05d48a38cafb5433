"""What the MetaVersus table knows, below its drawing and its input: whose view is drawn, the
observation of that person, the legal moves each gesture can mean, the options of the match, the
result, and the other duelist's last turn (read from the session's history).

The table is built in layers, each a class over the one below, so every layer is typed by what
it inherits: ``TableBase`` (this), ``TableGeometry`` (where things sit), ``PanelsView`` and
``TableView`` (drawing), ``TableMotion`` (what happened, as motion), ``TableChoosing`` (a
gesture or button to a move), ``TableControls`` (the buttons) and ``MetaVersusTable`` (input,
the frame). Everything is read from ``observation(viewer)``, the legal actions and the fields of
the records: never from the engine's insides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

import pygame

from game.core.actions import Action
from game.core.result import Result
from game.core.session import GameSession
from game.metaversus.records import Bought, CardPlayed, Gained, PlayCard, TurnEnded, TurnStarted, UseAbility
from game.metaversus.state import Zone
from sprites.drag import DragController
from sprites.mat import Zone as MatZone

from ..buttons import Button
from ..gestures import of_kind
from ..table import TableScene
from . import layout as L
from .gestures import FROM_HAND, FROM_PILE, ON_DRAFT, moves

ThingKind = Literal["hand", "pile", "draft", "character", "play", "deck"]


class Thing(NamedTuple):
    """What is under the pointer: its kind, its card (None: the deck), where, and whose."""

    kind: ThingKind
    card: str | None
    rect: pygame.Rect
    player: int | None


SpotKind = Literal["play", "pile", "draft", "character", "removed", "discard"]


@dataclass(frozen=True)
class Spot:
    """A card a computer's move touched, outlined on the table until the next move."""

    kind: SpotKind
    player: int | None
    card: str


@dataclass
class Float:
    """A text that rises from where an effect landed: a counter, a resource chip or a card."""

    text: str
    anchor: tuple[Any, ...]  # ("counter", player, key) | ("chip", key) | ("rect", Rect)
    colour: tuple[int, int, int]
    age: float = 0.0


class TableBase(TableScene):
    game_name = "metaversus"
    private_hands = True  # hands are secret: a curtain between two people at one screen

    def __init__(self, app: Any, session: GameSession) -> None:
        self.drag = DragController()
        self.obs: dict[str, Any] = {}
        self.buttons: list[Button] = []
        self.tools: list[Button] = []
        self.floats: list[Float] = []  # effects rising from where they landed
        self.spots: list[Spot] = []  # what the last computer move touched: outlined
        self._last_turn_key: tuple[int, int, int] | None = None  # (history length, last entry, viewer)
        self._last_turn_cache: tuple[int, list[str]] | None = None  # the other duelist's last turn
        self.fast_forward = False  # N / Skip: the computer plays on without lingering
        self.shown: list[dict[str, int]] = [{}, {}]  # counters as drawn (they tick toward the truth)
        self.flying: list[list[Any]] = []  # [card or None, from rect, to rect, progress]
        self.hidden_play = [0, 0]  # newest play-area cards still in flight (not drawn yet)
        self.flash: dict[str, float] = {}  # resource chips that just changed
        self.shake = [0.0, 0.0]
        self.aether_flash = [0.0, 0.0]  # each duelist's aether just changed: its counter glows
        self.hover: Thing | None = None  # what thing_at found under the pointer
        self.drawn_hand: list[str] = []  # the face-up hand of the last frame (tests check it)
        self.drawn_backs = 0
        self.drawn_raised: list[str] = []  # cards drawn lifted under the pointer in the last frame
        self.illegal_flash = 0.0
        self._bottom = 0
        self._button_down = False
        self._pressed_here = False  # the left button went down on this table (not on a curtain)
        self.option_hover: Action | None = None  # the chooser option under the mouse: lit on the table
        self.lit: list[pygame.Rect] = []  # where that option's card was lit in the last frame
        self.armed_at = 0.0  # app time from which the action buttons take presses again
        self._synced_viewer: int | None = None
        self._private_toasts: list[Any] = []  # messages naming the viewer's secret cards
        self._ability_asked: tuple[int, int] | None = None  # (player, turn) told about the unused ability
        self.kept_play: tuple[int, list[str]] | None = None  # the attacker's weapons stay while damage lands
        self._warm_queue: list[tuple[str, tuple[int, int]]] = []
        self._warm_key: Any = None
        self._options: dict[str, Any] | None = None
        super().__init__(app, session)

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

    def zones(self) -> dict[str, MatZone]:
        return L.mat_zones(self.app.size)

    def zrect(self, name: str) -> pygame.Rect:
        return self.zones()[name].rect

    # -- the match -----------------------------------------------------------------------------
    def match_option(self, name: str) -> Any:
        """An option of this match (the session's, with the game's defaults for the rest)."""
        if self._options is None:
            self._options = type(self.game).check_options(dict(self.session.options))
        return self._options[name]

    def result_dict(self) -> dict[str, Any]:
        """The result of a finished match, as the observation gives it (empty while it runs)."""
        result = self.obs.get("result") if self.obs else None
        if result is None and self.game.is_over:
            result = self.game.observation(None)["result"]
        if isinstance(result, Result):
            return result.to_dict()
        return dict(result) if isinstance(result, dict) else {}

    # -- legal actions -> gestures -------------------------------------------------------------
    def legal(self) -> list[Action]:
        p = self.game.to_move
        if p is None or not self.is_person(p) or self.thinking is not None or p != self.draw_viewer:
            return []
        return list(self.game.legal_actions())

    def hand_actions(self, card: str) -> list[Action]:
        """What a card of the hand does when clicked or dropped on the table."""
        return moves(self.legal(), FROM_HAND, card=card)

    def pile_actions(self, card: str) -> list[Action]:
        """What an exchange (or free) pile does when clicked or dragged to the viewer's side."""
        return moves(self.legal(), FROM_PILE, card=card)

    def char_actions(self, card: str) -> list[Action]:
        """What a character of the draft row does when clicked: a ban or the hidden pick."""
        return moves(self.legal(), ON_DRAFT, card=card)

    def ability_actions(self) -> list[UseAbility]:
        return of_kind(self.legal(), UseAbility)

    def playable_count(self, card_type: str) -> int:
        """How many cards of ``card_type`` in the viewer's hand can be played now."""
        from game.metaversus import card_info

        v = self.draw_viewer
        if v is None or not self.obs:
            return 0
        playable = {a.card for a in of_kind(self.legal(), PlayCard)}
        hand = self.obs["players"][v]["zones"]["hand"]
        lang = self.app.tr.lang
        return (
            sum(1 for c in hand if c in playable and card_info(c, lang)["type"] == card_type)
            if isinstance(hand, list)
            else 0
        )

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

    def has_active_ability(self) -> bool:
        from game.metaversus import card_info

        v = self.draw_viewer
        card = self.obs["players"][v]["character"] if v is not None and self.obs else None
        if not card:
            return False
        return bool(card_info(card, self.app.tr.lang)["ability"] == "active")

    def card_name(self, card: str) -> str:
        from game.metaversus import card_name

        return card_name(card, self.app.tr.lang)

    def private_notify(self, text: str) -> None:
        """A message about the viewer's secret cards: it goes away when the person changes."""
        self.app.notify(text)
        if self.app.toasts:
            self._private_toasts.append(self.app.toasts[-1])

    # -- the other duelist's last turn ---------------------------------------------------------
    def last_turn_record(self) -> tuple[int, list[str]] | None:
        """The last finished turn of the duelist across the table, from the session's history:
        (who, the cards of their play area as it ended). None once the person at the screen has
        made a move since (their own turn has begun), or before any turn has ended."""
        history = self.session.history
        me = self.bottom
        key = (len(history), id(history[-1]) if history else 0, me)
        if self._last_turn_key == key:
            return self._last_turn_cache
        found: tuple[int, list[str]] | None = None
        for i in range(len(history) - 1, -1, -1):
            entry = history[i]
            end = next((e for e in entry.events if isinstance(e, TurnEnded) and e.player != me), None)
            if end is None:
                if entry.player == me:
                    break  # the person has moved since the other's last turn (or there is none)
                continue
            found = (end.player, self._turn_cards(i, end))
            break
        self._last_turn_key, self._last_turn_cache = key, found
        return found

    def _turn_cards(self, index: int, end: TurnEnded) -> list[str]:
        """The cards that reached ``end.player``'s play area in the turn that ``end`` closes
        (history entry ``index``), in the order they came."""
        p = end.player
        history = self.session.history
        first = next(
            (
                i
                for i in range(index, -1, -1)
                if any(isinstance(e, TurnStarted) and e.player == p for e in history[i].events)
            ),
            0,
        )
        cards: list[str] = []
        for i in range(first, index + 1):
            for e in history[i].events:
                if e is end:
                    return cards
                if isinstance(e, TurnStarted) and e.player == p:
                    cards = []  # the turn begins here
                elif isinstance(e, (CardPlayed, Bought)) and e.player == p:
                    cards.append(e.card)
                elif isinstance(e, Gained) and e.player == p and e.zone == Zone.PLAYED:
                    cards.append(e.card)
        return cards
