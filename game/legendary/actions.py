"""Legendary actions (answers to the pending decision) and events (what happened).

Actions name the card they move by instance id and, where it matters, the HQ slot or city
space, so a drag (hand card -> play area, HQ card -> discard, attack pool -> villain) matches
exactly one of them. Prompts inside effects are answered one choice at a time
(``choose_card``/``choose_option``/``choose_player``/``choose_space``), multi-picks end with
``choose_option("done")``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.core.actions import Action, Event, fast_init
from game.core.deck_events import CardPlayed as CardPlayed
from game.core.deck_events import Drew as Drew
from game.core.deck_events import Revealed as Revealed
from game.core.deck_events import Shuffled as Shuffled
from game.core.deck_events import TurnStarted as TurnStarted

G = "legendary"


# -- actions --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayCard(Action):
    game = G
    kind = "play"
    onto = ("played",)
    card: str


@dataclass(frozen=True)
class Recruit(Action):
    game = G
    kind = "recruit"
    onto = ("discard",)
    card: str
    slot: int


@dataclass(frozen=True)
class RecruitOfficer(Action):
    game = G
    kind = "recruit_officer"
    onto = ("discard",)
    card: str


@dataclass(frozen=True)
class Fight(Action):
    game = G
    kind = "fight"
    onto = ("city",)
    card: str
    space: int


@dataclass(frozen=True)
class FightMastermind(Action):
    game = G
    kind = "fight_mastermind"
    onto = ("mastermind",)
    card: str


@dataclass(frozen=True)
class Heal(Action):
    game = G
    kind = "heal"


@dataclass(frozen=True)
class EndTurn(Action):
    game = G
    kind = "end_turn"


@dataclass(frozen=True)
class ChooseCard(Action):
    game = G
    kind = "choose_card"
    card: str
    zone: str


@dataclass(frozen=True)
class ChooseOption(Action):
    game = G
    kind = "choose_option"
    option: str


@dataclass(frozen=True)
class ChoosePlayer(Action):
    game = G
    kind = "choose_player"
    target: int


@dataclass(frozen=True)
class ChooseSpace(Action):
    game = G
    kind = "choose_space"
    space: int


# -- events (those Legendary shares with MetaVersus are game.core.deck_events) -------------------
@dataclass(frozen=True)
class VillainCardPlayed(Event):
    game = G
    kind = "villain_card"
    reveals = True
    player: int
    card: str

    def __init__(self, player: int, card: str) -> None:
        d = self.__dict__
        d["player"], d["card"] = player, card


@dataclass(frozen=True)
class VillainEntered(Event):
    game = G
    kind = "villain_entered"
    card: str
    space: int

    def __init__(self, card: str, space: int) -> None:
        d = self.__dict__
        d["card"], d["space"] = card, space


@dataclass(frozen=True)
class VillainMoved(Event):
    game = G
    kind = "villain_moved"
    card: str
    space: int

    def __init__(self, card: str, space: int) -> None:
        d = self.__dict__
        d["card"], d["space"] = card, space


@dataclass(frozen=True)
class VillainEscaped(Event):
    game = G
    kind = "villain_escaped"
    card: str

    def __init__(self, card: str) -> None:
        self.__dict__["card"] = card


@dataclass(frozen=True)
class BystanderCaptured(Event):
    game = G
    kind = "captured"
    card: str
    by: str

    def __init__(self, card: str, by: str) -> None:
        d = self.__dict__
        d["card"], d["by"] = card, by


@dataclass(frozen=True)
class SchemeTwist(Event):
    game = G
    kind = "twist"
    card: str
    number: int

    def __init__(self, card: str, number: int) -> None:
        d = self.__dict__
        d["card"], d["number"] = card, number


@dataclass(frozen=True)
class MasterStrike(Event):
    game = G
    kind = "master_strike"
    card: str


@dataclass(frozen=True)
class Recruited(Event):
    game = G
    kind = "recruited"
    player: int
    card: str

    def __init__(self, player: int, card: str) -> None:
        d = self.__dict__
        d["player"], d["card"] = player, card


@dataclass(frozen=True)
class Gained(Event):
    game = G
    kind = "gained"
    player: int
    card: str
    zone: str

    def __init__(self, player: int, card: str, zone: str) -> None:
        d = self.__dict__
        d["player"], d["card"], d["zone"] = player, card, zone


@dataclass(frozen=True)
class Defeated(Event):
    game = G
    kind = "defeated"
    player: int
    card: str
    space: int


@dataclass(frozen=True)
class MastermindFought(Event):
    game = G
    kind = "mastermind_fought"
    reveals = True
    player: int
    card: str
    left: int


@dataclass(frozen=True)
class Rescued(Event):
    game = G
    kind = "rescued"
    player: int
    card: str


@dataclass(frozen=True)
class Discarded(Event):
    game = G
    kind = "discarded"
    player: int
    card: str
    source: str = ""  # the zone it came from: "hand" or "deck"

    def __init__(self, player: int, card: str, source: str = "") -> None:
        d = self.__dict__
        d["player"], d["card"], d["source"] = player, card, source


@dataclass(frozen=True)
class KnockedOut(Event):
    game = G
    kind = "ko"
    player: int
    card: str
    source: str = ""  # the zone it came from: hand, played, discard, deck, victory or hq

    def __init__(self, player: int, card: str, source: str = "") -> None:
        d = self.__dict__
        d["player"], d["card"], d["source"] = player, card, source


@dataclass(frozen=True)
class HQRefilled(Event):
    game = G
    kind = "hq_refilled"
    reveals = True
    card: str
    slot: int

    def __init__(self, card: str, slot: int) -> None:
        d = self.__dict__
        d["card"], d["slot"] = card, slot


@dataclass(frozen=True)
class PutOnDeck(Event):
    game = G
    kind = "put_on_deck"
    player: int
    count: int


@dataclass(frozen=True)
class ReturnedToHand(Event):
    game = G
    kind = "returned_to_hand"
    player: int
    card: str


@dataclass(frozen=True)
class Passed(Event):
    game = G
    kind = "passed"
    player: int
    to: int


@dataclass(frozen=True)
class PointsGained(Event):
    game = G
    kind = "points"
    player: int
    recruit: int
    attack: int

    def __init__(self, player: int, recruit: int, attack: int) -> None:
        d = self.__dict__
        d["player"], d["recruit"], d["attack"] = player, recruit, attack


@dataclass(frozen=True)
class Healed(Event):
    game = G
    kind = "healed"
    player: int
    count: int


@dataclass(frozen=True)
class HeroMovedToCity(Event):
    """A Hero leaves the HQ for the city: into the Sewers as a Skrull Villain, or (``under``: that
    Villain) under a Skrull that took it."""

    game = G
    kind = "hero_to_city"
    card: str
    slot: int
    under: str = ""


@dataclass(frozen=True)
class HeroToDeckBottom(Event):
    """Advanced solo: a Hero leaves HQ space ``slot`` for the bottom of the Hero Deck."""

    game = G
    kind = "hero_to_bottom"
    card: str
    slot: int


@dataclass(frozen=True)
class Cleanup(Event):
    """The end of a turn: ``cards`` (played cards, then the hand, in that order) go to the discard
    pile; a played card not among them went back to the hand (Electromagnetic Bubble)."""

    game = G
    kind = "cleanup"
    reveals = True
    player: int
    cards: tuple[str, ...]

    def __init__(self, player: int, cards: tuple[str, ...]) -> None:
        d = self.__dict__
        d["player"], d["cards"] = player, cards


@dataclass(frozen=True)
class ShowdownScore(Event):
    game = G
    kind = "showdown_score"
    player: int
    points: int


@dataclass(frozen=True)
class ShowdownWon(Event):
    game = G
    kind = "showdown_won"
    player: int
    card: str


@dataclass(frozen=True)
class EvilWins(Event):
    game = G
    kind = "evil_wins"
    reason: str


ACTION_TYPES = (
    PlayCard,
    Recruit,
    RecruitOfficer,
    Fight,
    FightMastermind,
    Heal,
    EndTurn,
    ChooseCard,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
)
EVENT_TYPES = (
    TurnStarted,
    VillainCardPlayed,
    VillainEntered,
    VillainMoved,
    VillainEscaped,
    BystanderCaptured,
    SchemeTwist,
    MasterStrike,
    CardPlayed,
    Recruited,
    Gained,
    Defeated,
    MastermindFought,
    Rescued,
    Drew,
    Shuffled,
    Discarded,
    KnockedOut,
    Revealed,
    HQRefilled,
    PutOnDeck,
    ReturnedToHand,
    Passed,
    PointsGained,
    Healed,
    HeroMovedToCity,
    HeroToDeckBottom,
    Cleanup,
    ShowdownScore,
    ShowdownWon,
    EvilWins,
)
# The events made at nearly every step spell out their ``__init__`` (the fields filled in directly,
# no argument packing); the other records fill in their fields through ``fast_init`` (the shared
# deck events are core's).
OWN_INIT = (
    PointsGained,
    VillainMoved,
    VillainCardPlayed,
    Cleanup,
    KnockedOut,
    HQRefilled,
    VillainEntered,
    VillainEscaped,
    Recruited,
    Gained,
    Discarded,
    SchemeTwist,
    BystanderCaptured,
)
fast_init(*ACTION_TYPES, *(cls for cls in EVENT_TYPES if cls.game == G and cls not in OWN_INIT))


# -- events kept ----------------------------------------------------------------------------------
K = TypeVar("K")
R = TypeVar("R")
SEATS = 5  # the most players a game has


class Kept(dict[K, R], Generic[K, R]):
    """The record ``make(key)`` for each key, made the first time it is asked for and then shared:
    records are frozen, so one ``VillainMoved(card, 2)`` stands for every time that card moves
    there. The keys are card instance ids, city or HQ spaces and small counts: a few thousand."""

    def __init__(self, make: Callable[[K], R]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> R:
        made = self[key] = self.make(key)
        return made


def _by_seat(make: Callable[[int, Any], R]) -> tuple[Kept[Any, R], ...]:
    """One ``Kept`` table per seat: ``make(seat, key)``."""
    return tuple(Kept(functools.partial(make, seat)) for seat in range(SEATS))


def _by_space(make: Callable[[Any, int], R], spaces: int) -> tuple[Kept[Any, R], ...]:
    """One ``Kept`` table per city or HQ space: ``make(key, space)``."""
    return tuple(Kept(functools.partial(_swapped, make, space)) for space in range(spaces))


def _swapped(make: Callable[[Any, int], R], space: int, key: Any) -> R:
    return make(key, space)


def _knocked_out(seat: int, key: tuple[str, str]) -> KnockedOut:
    return KnockedOut(seat, *key)


def _points(seat: int, key: tuple[int, int]) -> PointsGained:
    return PointsGained(seat, *key)


# the events of nearly every step, by seat (then card or count) or by space (then card)
PLAYED = _by_seat(CardPlayed)
DREW = _by_seat(Drew)
TURN_STARTED = _by_seat(TurnStarted)
VILLAIN_CARD_PLAYED = _by_seat(VillainCardPlayed)
KNOCKED_OUT = _by_seat(_knocked_out)  # by (card, source zone)
POINTS = _by_seat(_points)  # by (recruit, attack)
SHUFFLED = _by_seat(Shuffled)  # by count
RECRUITED = _by_seat(Recruited)
ESCAPED = Kept(VillainEscaped)
MOVED = _by_space(VillainMoved, 5)
ENTERED = _by_space(VillainEntered, 5)
REFILLED = _by_space(HQRefilled, 5)
