"""What every part of the Legendary table shares: its state and the facts it reads.

The table is put together from parts (layout, gestures, drawing, buttons, choosers, following
the computer), each a subclass of ``LegendaryBase``: what a part uses of another is declared here,
typed, once. Nothing here knows a rule: the seat at the screen, the window's zones and sizes,
the observation, and the legal actions of the person to move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.session import GameSession
from game.legendary import card_name
from game.legendary.cards import CITY
from sprites.caches import bounded
from sprites.drag import DragController
from sprites.floats import Float
from sprites.mat import Zone, load_mat

from ..buttons import Button
from ..table import TableScene
from .choose import ChoosePanel
from .view import CardView

if TYPE_CHECKING:
    from ..app import App

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
PILES = ("discard", "victory")  # zones drawn as the top card of a smaller pile


@bounded(2)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 10, 14, 150))
    return veil


class LegendaryBase(TableScene):
    game_name = "legendary"
    private_hands = True

    def __init__(self, app: App, session: GameSession) -> None:
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
        self.skip_rect: pygame.Rect | None = None  # the Skip button, while the computer plays
        self.hits: list[tuple[pygame.Rect, str, str]] = []  # (rect, zone, card), topmost first
        self.pools_shown: tuple[float, float] = (0.0, 0.0)  # Recruit and Attack as counted so far
        super().__init__(app, session)
        self.mat = load_mat("legendary")
        self.mat.require(ZONES_NEEDED)

    # -- seats -----------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        """The seat drawn at the bottom: the person at the screen (or the one about to be)."""
        if self.viewer is not None and self.viewer >= 0:
            return int(self.viewer)
        p = self.game.to_move
        return int(p) if p is not None else 0

    def others(self) -> list[int]:
        n = len(self.seats)
        return [(self.me + k) % n for k in range(1, n)]

    def agent_turn(self) -> bool:
        """A computer player is to move."""
        p = self.game.to_move
        return p is not None and p in self.agents and not self.game.is_over

    # -- sizes -----------------------------------------------------------------------------------
    def zones(self) -> dict[str, Zone]:
        return self.mat.scaled(self.app.size)

    def card_size(self) -> tuple[int, int]:
        s = self.app.scale
        return max(40, int(96 * s)), max(56, int(134 * s))

    def top_pad(self) -> int:
        """Room for a zone's label above the cards in it (never less than the label's height)."""
        return max(17, int(22 * self.app.scale))

    def pile_size(self) -> tuple[int, int]:
        """The top card of a discard or victory pile: as large as the pile's zone holds above its
        counter (up to a table card)."""
        cw, ch = self.card_size()
        zone = self.zones()["me.discard"].rect
        ph = min(ch, zone.h - self.top_pad() - max(16, int(26 * self.app.scale)))
        return int(ph * cw / ch), ph

    def size_in(self, zone: str) -> tuple[int, int]:
        """The size a card is drawn at in ``zone``."""
        return self.pile_size() if zone in PILES else self.card_size()

    def veil(self, size: tuple[int, int]) -> pygame.Surface:
        return _veil(size)

    def card_name(self, card: str) -> str:
        return card_name(card, self.app.tr.lang)

    # -- what the game says ----------------------------------------------------------------------
    def observe(self) -> dict[str, Any]:
        viewer = self.viewer if self.viewer is not None and self.viewer >= 0 else None
        result: dict[str, Any] = self.game.observation(viewer)
        return result

    def legal(self) -> list[Action]:
        """The moves of the person at the screen (none while anyone else is to move)."""
        p = self.game.to_move
        if p is None or not self.is_person(p) or p != self.viewer or self.thinking is not None:
            return []
        actions: list[Action] = self.game.legal_actions()
        return actions

    def prompt_for_me(self) -> bool:
        pending = self.obs.get("pending")
        return pending is not None and pending["player"] == self.viewer and self.is_person(self.viewer)
