"""MetaVersus Genesis: the duel's rules engine (spec: rules/metaversus.md).

The state and its primitives are ``match.py``; the turn and the effect stack ``turn.py``; setup
decisions (exchange replacement round, character bans, hidden picks) ``setup.py``; the legal
actions and how each is carried out ``turn_actions.py``; the effect interpreter ``resolve.py``;
observations ``snapshot.py``. This module is the contract's entry: options, ``new`` and ``_apply``.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.base import Option
from game.core.errors import IllegalAction, OptionError
from game.core.rng import GameRNG

from .cards import BASE_KINDS, CARDS, EXCHANGE_SLOTS, EXPANSION_KINDS, PACKS, expansion_of, pack_choices
from .match import STAR_GOAL
from .records import PlayAll
from .snapshot import SnapshotMixin
from .state import PHASES, ZONES, PlayerState
from .turn_actions import LegalMixin


class MetaVersus(LegalMixin, SnapshotMixin):
    NAME = "metaversus"
    PLAYERS = (2, 2)
    DEFAULT_PLAYERS = 2
    OPTIONS = {
        "hp": Option(40, kind=int, help="starting HP and max HP (spec A1)", low=1, high=200),
        "max_turns": Option(
            30, kind=int, help="the match ends after the second player's turn N (A35)", low=1, high=100
        ),
        "replace_quota": Option("1-2-0", choices=("1-2-0", "1-2-1"), help="replacement round quotas (A8)"),
        "first_player": Option("random", choices=("random", "p0", "p1"), help="coin toss or fixed (A12)"),
        "newcomer": Option(
            "none",
            choices=("none", "p0", "p1"),
            help="the seat of a duelist new to the game, who goes second (spec §4.2)",
        ),
        "dagger_pile": Option(False, kind=bool, help="also sell Dagger from a neutral pile (A4)"),
        "defense_reset": Option("never", choices=("never", "owner_turn_start"), help="A20"),
        "tie_break": Option("draw", choices=("draw", "stars"), help="equal HP at the end (A31)"),
        "pile_size": Option(6, kind=int, help="copies per exchange kind (A13)", low=1, high=20),
        "exchange_size": Option(
            BASE_KINDS,
            kind=int,
            help=f"kinds dealt to the exchange from base packs, 1-{EXCHANGE_SLOTS} slots (spec §4; "
            f"with an expansion it is always {EXPANSION_KINDS} + {EXPANSION_KINDS})",
            low=1,
            high=EXCHANGE_SLOTS,
        ),
        "packs": Option(
            PACKS[0],
            choices=pack_choices(),
            help="the card packs the exchange and the characters come from (A36)",
        ),
    }
    _MINIMUM = {"hp": 1, "max_turns": 1, "pile_size": 1, "exchange_size": 1}

    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> MetaVersus:
        opts = cls.check_options(options)
        for name, low in cls._MINIMUM.items():
            if int(opts[name]) < low:
                raise OptionError(f"metaversus: option {name} must be at least {low}, not {opts[name]!r}")
        if int(opts["exchange_size"]) > EXCHANGE_SLOTS:
            raise OptionError(
                f"metaversus: the exchange has {EXCHANGE_SLOTS} slots; exchange_size must be at most {EXCHANGE_SLOTS}"
            )
        if expansion_of(opts["packs"]) is not None and int(opts["exchange_size"]) != BASE_KINDS:
            raise OptionError(
                f"metaversus: with an expansion the exchange holds {EXPANSION_KINDS} base and "
                f"{EXPANSION_KINDS} expansion kinds; exchange_size applies to base packs only"
            )
        newcomer, fp = opts["newcomer"], opts["first_player"]
        if newcomer != "none" and fp == newcomer:
            raise OptionError(
                f"metaversus: the newcomer ({newcomer}) goes second, so first_player cannot be {fp}"
            )
        hp = int(opts["hp"])
        g = cls(
            seed=seed,
            rng=rng or GameRNG(seed),
            opts=opts,
            players=[PlayerState.start(hp), PlayerState.start(hp)],
        )
        g.begin_setup()
        g.ev = []
        return g

    # ``legal_actions`` and ``apply`` are the base class's (its ``_require_legal`` checks the move),
    # with the state's own flag read for ``is_over`` and ``_apply`` written in: they run at every
    # step of every playout and search.
    def legal_actions(self) -> list[Action]:
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = [] if self.over else self._legal_actions()
        return legal.copy()

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("the game is over")
        # the base class's ``_require_legal``, its common cases written in: the action found by
        # identity in the list of the moment, or a Play-all known legal without the list
        legal = self._legal_cache
        if legal is None:
            if type(action) is not PlayAll or not self.can_play_all(action):
                self._require_legal(action)
        else:
            for a in legal:
                if a is action:
                    break
            else:
                self._require_legal(action)
        self._legal_cache = None
        self.ev = []
        self.dispatch(action)
        self.settle()
        return self.ev

    def _known_legal(self, action: Action) -> bool:
        # a Play-all is legal, known without building the list (an agent that knew it did not ask)
        return type(action) is PlayAll and self.can_play_all(action)

    def _apply(self, action: Action) -> list[Event]:
        self.ev = []
        self.dispatch(action)
        self.settle()
        return self.ev

    def clone(self) -> MetaVersus:
        return self.copy()


__all__ = ["MetaVersus", "PHASES", "ZONES", "STAR_GOAL", "CARDS"]
