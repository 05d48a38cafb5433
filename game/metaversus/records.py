"""MetaVersus actions (answers to the pending decision) and events (what happened).

Every action that concerns a card carries its id in ``card`` so a table can match a drag
(hand card -> play area is ``PlayCard``, exchange pile -> ``Buy``). Hands and deck order are
secret, so draw events carry counts only; the hand itself is in ``observation(player)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from game.core.actions import Action, Event, fast_init
from game.core.deck_events import CardPlayed as CardPlayed
from game.core.deck_events import Drew as Drew
from game.core.deck_events import Revealed as Revealed
from game.core.deck_events import Shuffled as Shuffled
from game.core.deck_events import TurnStarted as TurnStarted

from .cards import CardType
from .state import Phase, Zone

G = "metaversus"


class Resource(StrEnum):
    AP = "ap"
    GEMS = "gems"
    BUYS = "buys"


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Act(Action):
    game = G


@dataclass(frozen=True)
class _CardAct(_Act):
    """An action about one card (or character), named by its id in ``card``."""

    card: str


@dataclass(frozen=True)
class ReplaceKind(_CardAct):
    """Setup: put this exchange kind on the bottom of the exchange deck; the slot is refilled."""

    kind = "replace_kind"


@dataclass(frozen=True)
class KeepExchange(_Act):
    """Setup: stop replacing (use fewer replacements than the quota allows)."""

    kind = "keep_exchange"


@dataclass(frozen=True)
class BanCharacter(_CardAct):
    kind = "ban_character"


@dataclass(frozen=True)
class SkipBan(_Act):
    kind = "skip_ban"


@dataclass(frozen=True)
class PickCharacter(_CardAct):
    """Setup: the hidden pick; the other duelist sees only that a pick was made."""

    kind = "pick_character"


@dataclass(frozen=True)
class PlayCard(_CardAct):
    """Play a card of this kind from hand to the play area (action, currency or weapon by phase)."""

    kind = "play_card"
    onto = ("played",)


@dataclass(frozen=True)
class PlayAll(_Act):
    """Play every card of ``card_type`` (currency or weapon) in hand, one after another."""

    kind = "play_all"
    card_type: CardType


@dataclass(frozen=True)
class Buy(_CardAct):
    kind = "buy"
    onto = ("discard",)


@dataclass(frozen=True)
class UseAbility(_CardAct):
    kind = "use_ability"


@dataclass(frozen=True)
class EndPhase(_Act):
    kind = "end_phase"
    phase: Phase


@dataclass(frozen=True)
class ChooseCard(_CardAct):
    """Answer an effect's choice: a card from ``zone`` ("hand" or "exchange")."""

    kind = "choose_card"
    zone: Literal["hand", "exchange"]


@dataclass(frozen=True)
class Done(_Act):
    """Stop an optional "up to N" choice early."""

    kind = "done"


@dataclass(frozen=True)
class Reveal(_CardAct):
    """ "Immediately from hand": reveal this card from hand to use its reaction."""

    kind = "reveal"


@dataclass(frozen=True)
class SpendAether(_CardAct):
    """Surge: spend the aether ``card``'s Surge asks for and resolve the rest of the card
    (``Pass`` declines: the rest of the card does not happen)."""

    kind = "spend_aether"


@dataclass(frozen=True)
class Pass(_Act):
    """Let a reaction / ability window go by."""

    kind = "pass"


# -- events ----------------------------------------------------------------------------------
# The events both deck-building games share are ``game.core.deck_events`` (imported above:
# ``TurnStarted``, ``Drew``, ``Shuffled``, ``Revealed``, ``CardPlayed``).


@dataclass(frozen=True)
class _Cards(Event):
    """Cards shown to both duelists (the exchange dealt, characters revealed or chosen)."""

    game = G
    reveals = True
    cards: tuple[str, ...]


@dataclass(frozen=True)
class _Seat(Event):
    game = G
    player: int


@dataclass(frozen=True)
class _SeatCard(_Seat):
    """Something happened to ``player`` because of ``card`` (or with it)."""

    card: str


@dataclass(frozen=True)
class _SeatAmount(_Seat):
    """``player`` got or lost ``amount`` of something from ``card``."""

    amount: int
    card: str


@dataclass(frozen=True)
class ExchangeDealt(_Cards):
    kind = "exchange_dealt"


@dataclass(frozen=True)
class KindReplaced(_SeatCard):
    kind = "kind_replaced"
    reveals = True
    new_card: str


@dataclass(frozen=True)
class ExchangeStocked(Event):
    game = G
    kind = "exchange_stocked"
    copies: int


@dataclass(frozen=True)
class CharactersRevealed(_Cards):
    kind = "characters_revealed"


@dataclass(frozen=True)
class CharacterBanned(_SeatCard):
    kind = "character_banned"


@dataclass(frozen=True)
class CharacterPicked(_Seat):
    """A hidden pick was made (which one stays secret until both have picked)."""

    kind = "character_picked"


@dataclass(frozen=True)
class CharactersChosen(_Cards):
    kind = "characters_chosen"


@dataclass(frozen=True)
class PhaseStarted(_Seat):
    kind = "phase_started"
    phase: Phase


@dataclass(frozen=True)
class Bought(_SeatCard):
    kind = "bought"
    cost: int


@dataclass(frozen=True)
class Gained(_SeatCard):
    kind = "gained"
    zone: Zone


@dataclass(frozen=True)
class ResourceGained(_Seat):
    """AP, gems or buys gained from an effect (``resource`` is "ap", "gems" or "buys")."""

    kind = "resource_gained"
    resource: Resource
    amount: int
    card: str


@dataclass(frozen=True)
class Damaged(_Seat):
    """One damage event: ``defense`` absorbed first, the rest came off ``hp``."""

    kind = "damaged"
    amount: int
    defense: int
    hp: int
    card: str


@dataclass(frozen=True)
class HpLost(_SeatAmount):
    kind = "hp_lost"


@dataclass(frozen=True)
class Healed(_SeatAmount):
    kind = "healed"


@dataclass(frozen=True)
class DefenseGained(_SeatAmount):
    kind = "defense_gained"


@dataclass(frozen=True)
class _SeatTotal(_Seat):
    """``player`` got or spent ``amount`` of a counter because of ``card``; ``total`` is its value now."""

    amount: int
    total: int
    card: str


@dataclass(frozen=True)
class StarsGained(_SeatTotal):
    kind = "stars_gained"


@dataclass(frozen=True)
class AetherGained(_SeatTotal):
    """Aether, kept from turn to turn up to the tile's cap: ``amount`` really gained, ``total`` now."""

    kind = "aether_gained"


@dataclass(frozen=True)
class AetherSpent(_SeatTotal):
    """A Surge paid: ``amount`` aether spent on ``card``, ``total`` left."""

    kind = "aether_spent"


@dataclass(frozen=True)
class CardRemoved(_SeatCard):
    kind = "card_removed"


@dataclass(frozen=True)
class CardDiscarded(_SeatCard):
    kind = "card_discarded"


@dataclass(frozen=True)
class AbilityUsed(_SeatCard):
    kind = "ability_used"


@dataclass(frozen=True)
class Warded(_SeatCard):
    kind = "warded"


@dataclass(frozen=True)
class Shackled(_SeatAmount):
    kind = "shackled"


@dataclass(frozen=True)
class Protected(_SeatCard):
    """A warded duelist ignored an opponent's card effect."""

    kind = "protected"


@dataclass(frozen=True)
class RoundFinishing(_Seat):
    """Someone is at 0 HP or less: the match ends when the second player's turn is over."""

    kind = "round_finishing"


@dataclass(frozen=True)
class TurnEnded(_Seat):
    kind = "turn_ended"


# A match makes some 600 events: ours fill their fields directly (game.core.actions.fast_init).
fast_init(
    *(
        cls
        for cls in list(globals().values())
        if isinstance(cls, type) and issubclass(cls, Event) and cls.__module__ == __name__
    )
)
