"""The vocabulary of effect steps, and every card's program registered by card id.

A card's instructions are a tuple of steps resolved top to bottom (spec §5). A step is a frozen
dataclass, one class per kind of instruction (``Draw(2)``, ``GainUpTo(5, Zone.HAND)``); the state
remembers "card X, step i" as data while an effect waits for a decision, and the interpreter
(``resolve.py``) has one function per step class.

A step's interpreter may return ``False``: a *gate* that did not open (``Surge`` unpaid, a
condition not met); the rest of that part is skipped.

A card's ``Program`` has up to three parts:
  * ``main``    — what resolves when the card is played (above the divider line);
  * ``trigger`` — below the divider: steps resolved later this turn, ``When`` it happens;
  * ``react``   — "immediately from hand": steps resolved when the card is revealed from hand
    in the window just before the opponent's combat damage event.
A character's program is its active ability's steps, or the ``Passive`` hook the engine consults.

``card(...)``/``character(...)`` register a program through ``game.core.cards.Abilities`` with the
printed English text it implements; ``resolve.check_programs`` refuses, at import, a card without
a program, a program without a card, and a quoted text that is not the card's.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from game.core.cards import Abilities

from .state import Zone


class When(StrEnum):
    """When a divider part resolves."""

    AFTER_COMBAT_DAMAGE = "after_combat_damage"
    END_OF_TURN = "end_of_turn"


class Passive(StrEnum):
    """The moments a passive character ability changes the rules (engine hooks)."""

    COMBAT_BONUS = "combat_bonus"  # engine.deal_combat_damage
    TURN_START_DEFENSE = "turn_start_defense"  # engine.start_turn
    BONUS_HP = "bonus_hp"  # setup, when the characters are revealed
    FIRST_BUY_DISCOUNT = "first_buy_discount"  # engine.price
    # Aether Rift
    TURN_START_AETHER = "turn_start_aether"  # turn.start_turn: +1 aether
    TURN_START_AETHER_DEFENSE = "turn_start_aether_defense"  # turn.start_turn: defense while aether is high
    AETHER_COMBAT_BONUS = "aether_combat_bonus"  # turn.deal_combat_damage: +1 while aether is high


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction. ``choice``: it may ask a decision (never in a part resolved at once)."""

    choice: ClassVar[bool] = False

    def ap_gain(self) -> int:
        """AP it gives (an action that gives back its AP is not terminal)."""
        return 0

    def stars(self) -> int:
        """Stars it may give."""
        return 0

    def worth(self) -> float:
        """A rough desirability, for cards the computer player has no tuned number for."""
        return 0.5

    def odds(self) -> float:
        """For a gate: about how often the steps after it in its part resolve (the computer
        player's estimate, scaling their ``worth``); 1.0 for a step that is not a gate."""
        return 1.0


@dataclass(frozen=True, slots=True)
class _Amount(Step):
    n: int

    def worth(self) -> float:
        return float(self.n)


@dataclass(frozen=True, slots=True)
class Ap(_Amount):
    """+n AP."""

    def ap_gain(self) -> int:
        return self.n


@dataclass(frozen=True, slots=True)
class Gems(_Amount):
    pass


@dataclass(frozen=True, slots=True)
class Buys(_Amount):
    pass


@dataclass(frozen=True, slots=True)
class Draw(_Amount):
    pass


@dataclass(frozen=True, slots=True)
class DrawTo(_Amount):
    """Draw until the hand holds n cards."""

    def worth(self) -> float:
        return self.n / 3


@dataclass(frozen=True, slots=True)
class Heal(_Amount):
    """Heal n, capped at max HP (spec A21)."""

    def worth(self) -> float:
        return self.n / 2


@dataclass(frozen=True, slots=True)
class HealPerOwned(Step):
    """Heal 1 for every ``k`` cards the caster owns (deck + hand + discard + play area)."""

    k: int


@dataclass(frozen=True, slots=True)
class LoseHp(_Amount):
    def worth(self) -> float:
        return -self.n / 2


@dataclass(frozen=True, slots=True)
class Defense(_Amount):
    def worth(self) -> float:
        return self.n / 2


@dataclass(frozen=True, slots=True)
class Stars(_Amount):
    def stars(self) -> int:
        return self.n

    def worth(self) -> float:
        return 2.0 * self.n


@dataclass(frozen=True, slots=True)
class Damage(_Amount):
    """Deal n damage to the opponent now: its own damage event (spec A19)."""


@dataclass(frozen=True, slots=True)
class CombatPerHand(Step):
    """+1 combat damage for every ``k`` cards in hand."""

    k: int


@dataclass(frozen=True, slots=True)
class CombatPerOwned(Step):
    k: int


@dataclass(frozen=True, slots=True)
class CombatPerRemoved(Step):
    k: int


@dataclass(frozen=True, slots=True)
class CombatPerAction(Step):
    """+1 combat damage for each action card played this turn."""


@dataclass(frozen=True, slots=True)
class CombatIfBehind(_Amount):
    """+n combat damage if the caster's HP is lower than the opponent's."""

    def worth(self) -> float:
        return self.n / 2


@dataclass(frozen=True, slots=True)
class WeaponsBonus(_Amount):
    """Each weapon played later this turn deals +n."""


@dataclass(frozen=True, slots=True)
class NextWeaponBonus(_Amount):
    def worth(self) -> float:
        return self.n / 2


@dataclass(frozen=True, slots=True)
class NextActionTwice(Step):
    """The next action card played this turn resolves twice."""


@dataclass(frozen=True, slots=True)
class Discount(_Amount):
    """Exchange cards cost n gems less this turn (not below 0)."""


@dataclass(frozen=True, slots=True)
class RemoveFromHand(Step):
    """Choose up to ``up_to`` cards in hand to remove (exactly, as far as possible, if not optional)."""

    choice = True
    up_to: int
    optional: bool = True


@dataclass(frozen=True, slots=True)
class GemsIfRemoved(_Amount):
    """+n gems if the step before removed a card."""

    def worth(self) -> float:
        return self.n / 2


@dataclass(frozen=True, slots=True)
class GainUpTo(Step):
    """Gain a card costing up to ``cost`` from the exchange into ``zone`` (spec A17: play area)."""

    choice = True
    cost: int
    zone: Zone = Zone.PLAYED

    def worth(self) -> float:
        return self.cost / 2


@dataclass(frozen=True, slots=True)
class GainPlus(Step):
    """Gain a card costing up to (cost of the card just removed + ``extra``) into ``zone``."""

    choice = True
    extra: int
    zone: Zone


@dataclass(frozen=True, slots=True)
class OppDiscard(_Amount):
    """The opponent discards n cards of their choice."""

    choice = True


@dataclass(frozen=True, slots=True)
class OppDiscardTo(_Amount):
    """The opponent discards down to n cards in hand."""

    choice = True

    def worth(self) -> float:
        return 1.0


@dataclass(frozen=True, slots=True)
class OppGain(Step):
    """The opponent gains ``n`` copies of a neutral card into their discard pile."""

    card: str
    n: int


@dataclass(frozen=True, slots=True)
class OppApPenalty(_Amount):
    pass


@dataclass(frozen=True, slots=True)
class Ward(Step):
    """Until the caster's next turn, the opponent's card effects cannot disrupt them."""


@dataclass(frozen=True, slots=True)
class WinIfOwnedAtMost(Step):
    """The caster wins the match if they own ``n`` or fewer cards, from their turn ``from_turn`` on."""

    n: int
    from_turn: int = 1


@dataclass(frozen=True, slots=True)
class StarIfHpDamage(Stars):
    """(after the combat damage event) +n stars if that event reduced the opponent's HP."""


@dataclass(frozen=True, slots=True)
class StarIfBoughtAtMost(Stars):
    """(at the end of the turn) +n stars if at most ``most`` cards were bought this turn."""

    most: int = 1


@dataclass(frozen=True, slots=True)
class Aether(_Amount):
    """+n aether (kept from turn to turn, up to the setup tile's cap)."""

    def worth(self) -> float:
        return 0.6 * self.n


SURGE_ODDS = 0.6  # how often a Surge is paid, for the computer player's valuation


@dataclass(frozen=True, slots=True)
class Surge(_Amount):
    """Surge n: "you may spend n aether" — a gate: the steps after it in the same part resolve
    only if it is paid; without n aether, or declined, the rest of the part does not happen."""

    choice = True

    def worth(self) -> float:
        return -0.5 * self.n

    def odds(self) -> float:
        return SURGE_ODDS


# -- Casual pack: attribute combos ------------------------------------------------------------------
KIN_ODDS = 0.6  # how often a combo gate opens, for the computer player's valuation


@dataclass(frozen=True, slots=True)
class Kin(Step):
    """A gate: "If you played another <attribute> card this turn:" — the steps after it in the
    same part resolve only if the duelist played, this turn, another card of the attribute of the
    card that holds it (bought and gained cards are not played). On a character: "If you played a
    <attribute> card this turn:" (any card of the character's attribute). Shut outside the
    caster's own turn."""

    def worth(self) -> float:
        return 0.0

    def odds(self) -> float:
        return KIN_ODDS


@dataclass(frozen=True, slots=True)
class Combat(_Amount):
    """+n damage to this turn's combat damage event (a weapon's extra damage)."""


# -- Vanilla pack: bargains and their prices ------------------------------------------------------
# Each price is mandatory and paid as far as possible (spec §5); its worth is negative.
@dataclass(frozen=True, slots=True)
class SelfGain(Step):
    """The caster gains ``n`` copies of a neutral card (a Stone) into their own discard pile:
    worth what the computer player thinks of buying a Stone after the opening (-1 each)."""

    card: str
    n: int

    def worth(self) -> float:
        return -1.0 * self.n


@dataclass(frozen=True, slots=True)
class DiscardOwn(_Amount):
    """The caster discards n cards of their choice from their hand (as many as it holds): the
    worst of them, often one the turn has no more use for, so about half a card each."""

    choice = True

    def worth(self) -> float:
        return -0.5 * self.n


@dataclass(frozen=True, slots=True)
class SelfApPenalty(_Amount):
    """The caster has n less AP in their next Action phase (not below 0)."""

    def worth(self) -> float:
        return -1.0 * self.n


@dataclass(frozen=True, slots=True)
class OppDraw(_Amount):
    """The opponent draws n cards now (a bigger hand for their next turn)."""

    def worth(self) -> float:
        return -0.9 * self.n


@dataclass(frozen=True, slots=True)
class OppHeal(_Amount):
    """The opponent heals n (capped at their max HP): it undoes n points of damage dealt."""

    def worth(self) -> float:
        return -1.0 * self.n


Steps = tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class Trigger:
    when: When
    steps: Steps


@dataclass(frozen=True, slots=True)
class Program:
    """What a card or character does; see the module docstring."""

    main: Steps = ()
    trigger: Trigger | None = None
    react: Steps | None = None
    passive: Passive | None = None

    def parts(self) -> tuple[Steps, ...]:
        return (
            self.main,
            *((self.trigger.steps,) if self.trigger else ()),
            *((self.react,) if self.react else ()),
        )

    def steps(self) -> Steps:
        return tuple(s for part in self.parts() for s in part)


ABILITIES: Abilities[Program] = Abilities("metaversus")


def card(
    card_id: str, text: str, *main: Step, trigger: Trigger | None = None, react: Steps | None = None
) -> Program:
    """Register the program of an exchange or basic card, quoting its printed English text."""
    program = Program(tuple(main), trigger, react)
    return ABILITIES.ability(card_id, text)(program)


def character(card_id: str, text: str, *steps: Step, passive: Passive | None = None) -> Program:
    """Register a character's active ability (its steps) or its passive hook."""
    program = Program(tuple(steps), passive=passive)
    return ABILITIES.ability(card_id, text)(program)


__all__ = [
    "ABILITIES",
    "Program",
    "Passive",
    "Step",
    "Steps",
    "Trigger",
    "When",
    "card",
    "character",
]
