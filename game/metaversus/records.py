"""MetaVersus actions (answers to the pending decision) and events (what happened).

Every action that concerns a card carries its id in ``card`` so a table can match a drag
(hand card -> play area is ``PlayCard``, exchange pile -> ``Buy``). Hands and deck order are
secret, so draw events carry counts only; the hand itself is in ``observation(player)``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action, Event

G = "metaversus"


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ReplaceKind(Action):
    """Setup: put this exchange kind on the bottom of the exchange deck; the slot is refilled."""

    game = G
    kind = "replace_kind"
    card: str


@dataclass(frozen=True)
class KeepExchange(Action):
    """Setup: stop replacing (use fewer replacements than the quota allows)."""

    game = G
    kind = "keep_exchange"


@dataclass(frozen=True)
class BanCharacter(Action):
    game = G
    kind = "ban_character"
    card: str


@dataclass(frozen=True)
class SkipBan(Action):
    game = G
    kind = "skip_ban"


@dataclass(frozen=True)
class PickCharacter(Action):
    """Setup: the hidden pick; the other duelist sees only that a pick was made."""

    game = G
    kind = "pick_character"
    card: str


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a card of this kind from hand to the play area (action, currency or weapon by phase)."""

    game = G
    kind = "play_card"
    onto = ("played",)
    card: str


@dataclass(frozen=True)
class PlayAll(Action):
    """Play every card of ``card_type`` (currency or weapon) in hand, one after another."""

    game = G
    kind = "play_all"
    card_type: str


@dataclass(frozen=True)
class Buy(Action):
    game = G
    kind = "buy"
    onto = ("discard",)
    card: str


@dataclass(frozen=True)
class UseAbility(Action):
    game = G
    kind = "use_ability"
    card: str


@dataclass(frozen=True)
class EndPhase(Action):
    game = G
    kind = "end_phase"
    phase: str


@dataclass(frozen=True)
class ChooseCard(Action):
    """Answer an effect's choice: a card from ``zone`` ("hand" or "exchange")."""

    game = G
    kind = "choose_card"
    card: str
    zone: str


@dataclass(frozen=True)
class Done(Action):
    """Stop an optional "up to N" choice early."""

    game = G
    kind = "done"


@dataclass(frozen=True)
class Reveal(Action):
    """ "Immediately from hand": reveal this card from hand to use its reaction."""

    game = G
    kind = "reveal"
    card: str


@dataclass(frozen=True)
class Pass(Action):
    """Let a reaction / ability window go by."""

    game = G
    kind = "pass"


# -- events ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ExchangeDealt(Event):
    game = G
    kind = "exchange_dealt"
    reveals = True
    cards: tuple[str, ...]


@dataclass(frozen=True)
class KindReplaced(Event):
    game = G
    kind = "kind_replaced"
    reveals = True
    player: int
    card: str
    new_card: str


@dataclass(frozen=True)
class ExchangeStocked(Event):
    game = G
    kind = "exchange_stocked"
    copies: int


@dataclass(frozen=True)
class CharactersRevealed(Event):
    game = G
    kind = "characters_revealed"
    reveals = True
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CharacterBanned(Event):
    game = G
    kind = "character_banned"
    player: int
    card: str


@dataclass(frozen=True)
class CharacterPicked(Event):
    """A hidden pick was made (which one stays secret until both have picked)."""

    game = G
    kind = "character_picked"
    player: int


@dataclass(frozen=True)
class CharactersChosen(Event):
    game = G
    kind = "characters_chosen"
    reveals = True
    cards: tuple[str, ...]


@dataclass(frozen=True)
class TurnStarted(Event):
    game = G
    kind = "turn_started"
    player: int
    turn: int


@dataclass(frozen=True)
class PhaseStarted(Event):
    game = G
    kind = "phase_started"
    player: int
    phase: str


@dataclass(frozen=True)
class CardPlayed(Event):
    game = G
    kind = "card_played"
    player: int
    card: str


@dataclass(frozen=True)
class Bought(Event):
    game = G
    kind = "bought"
    player: int
    card: str
    cost: int


@dataclass(frozen=True)
class Gained(Event):
    game = G
    kind = "gained"
    player: int
    card: str
    zone: str


@dataclass(frozen=True)
class Drew(Event):
    game = G
    kind = "drew"
    reveals = True
    player: int
    count: int


@dataclass(frozen=True)
class Shuffled(Event):
    game = G
    kind = "shuffled"
    reveals = True
    player: int
    count: int


@dataclass(frozen=True)
class ResourceGained(Event):
    """AP, gems or buys gained from an effect (``resource`` is "ap", "gems" or "buys")."""

    game = G
    kind = "resource_gained"
    player: int
    resource: str
    amount: int
    card: str


@dataclass(frozen=True)
class Damaged(Event):
    """One damage event: ``defense`` absorbed first, the rest came off ``hp``."""

    game = G
    kind = "damaged"
    player: int
    amount: int
    defense: int
    hp: int
    card: str


@dataclass(frozen=True)
class HpLost(Event):
    game = G
    kind = "hp_lost"
    player: int
    amount: int
    card: str


@dataclass(frozen=True)
class Healed(Event):
    game = G
    kind = "healed"
    player: int
    amount: int
    card: str


@dataclass(frozen=True)
class DefenseGained(Event):
    game = G
    kind = "defense_gained"
    player: int
    amount: int
    card: str


@dataclass(frozen=True)
class StarsGained(Event):
    game = G
    kind = "stars_gained"
    player: int
    amount: int
    total: int
    card: str


@dataclass(frozen=True)
class CardRemoved(Event):
    game = G
    kind = "card_removed"
    player: int
    card: str


@dataclass(frozen=True)
class CardDiscarded(Event):
    game = G
    kind = "card_discarded"
    player: int
    card: str


@dataclass(frozen=True)
class Revealed(Event):
    game = G
    kind = "revealed"
    reveals = True
    player: int
    card: str


@dataclass(frozen=True)
class AbilityUsed(Event):
    game = G
    kind = "ability_used"
    player: int
    card: str


@dataclass(frozen=True)
class Warded(Event):
    game = G
    kind = "warded"
    player: int
    card: str


@dataclass(frozen=True)
class Shackled(Event):
    game = G
    kind = "shackled"
    player: int
    amount: int
    card: str


@dataclass(frozen=True)
class Protected(Event):
    """A warded duelist ignored an opponent's card effect."""

    game = G
    kind = "protected"
    player: int
    card: str


@dataclass(frozen=True)
class RoundFinishing(Event):
    """Someone is at 0 HP or less: the match ends when the second player's turn is over."""

    game = G
    kind = "round_finishing"
    player: int


@dataclass(frozen=True)
class TurnEnded(Event):
    game = G
    kind = "turn_ended"
    player: int


def _fast_event_init(cls: type) -> None:
    """Give a frozen event dataclass an ``__init__`` that fills ``__dict__`` directly.

    The generated frozen ``__init__`` goes through ``object.__setattr__`` once per field; a
    match creates some 600 events, and that was a noticeable part of a whole match's work.
    Instances stay frozen (assignment after construction still raises) and keep the
    dataclass's fields, equality, hash and repr; wrong arguments raise ``TypeError`` as before.
    """
    names = tuple(f.name for f in dataclasses.fields(cls))
    count = len(names)

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) == count and not kwargs:
            self.__dict__.update(zip(names, args))
            return
        values = dict(zip(names, args))
        for key, value in kwargs.items():
            if key not in names or key in values:
                raise TypeError(f"{cls.__name__}() got an unexpected or repeated argument {key!r}")
            values[key] = value
        if len(args) > count or len(values) != count:
            raise TypeError(f"{cls.__name__}() takes the fields {', '.join(names)}")
        self.__dict__.update(values)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = __init__  # type: ignore[misc]


for _cls in list(globals().values()):
    if isinstance(_cls, type) and issubclass(_cls, Event) and _cls.__module__ == __name__:
        _fast_event_init(_cls)
