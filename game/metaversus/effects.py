"""The small vocabulary of effect steps, and the registry of card effects by card id.

A card's instructions are a tuple of steps resolved top to bottom (spec §5). A step is a plain
tuple ``(op, args...)`` so the state can remember "card X, part P, step i" as data while an
effect waits for a decision. The interpreter (``resolve.py``) has one function per op.

A card may have up to three parts:
  * ``main``   — what resolves when the card is played (above the divider line);
  * ``trigger`` — below the divider: ``(when, steps)`` resolved later, when ``when`` happens
    this turn ("after_combat_damage", "end_of_turn");
  * ``react``  — "immediately from hand": steps resolved when the card is revealed from hand
    in the window just before the opponent's combat damage event.

Each ``register`` call quotes the card's printed English text; it is checked against the
card data at import so the code and the face of the card cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

Step = tuple  # (op: str, *args)


# -- the vocabulary ---------------------------------------------------------------------------
def ap(n: int) -> Step:
    """+n AP."""
    return ("ap", n)


def gems(n: int) -> Step:
    return ("gems", n)


def buys(n: int) -> Step:
    return ("buys", n)


def draw(n: int) -> Step:
    return ("draw", n)


def draw_to(n: int) -> Step:
    """Draw until the hand holds n cards."""
    return ("draw_to", n)


def heal(n: int) -> Step:
    """Heal n, capped at max HP (spec A21)."""
    return ("heal", n)


def heal_per_owned(k: int) -> Step:
    """Heal 1 for every k cards the caster owns (deck + hand + discard + play area)."""
    return ("heal_per_owned", k)


def lose_hp(n: int) -> Step:
    return ("lose_hp", n)


def defense(n: int) -> Step:
    return ("defense", n)


def stars(n: int) -> Step:
    return ("stars", n)


def damage(n: int) -> Step:
    """Deal n damage to the opponent now: its own damage event (spec A19)."""
    return ("damage", n)


def combat(n: int) -> Step:
    """Add n to this turn's combat damage (a weapon's printed damage and bonuses)."""
    return ("combat", n)


def combat_per_hand(k: int) -> Step:
    return ("combat_per_hand", k)


def combat_per_owned(k: int) -> Step:
    return ("combat_per_owned", k)


def combat_per_removed(k: int) -> Step:
    return ("combat_per_removed", k)


def combat_per_action() -> Step:
    return ("combat_per_action",)


def combat_if_behind(n: int) -> Step:
    """+n combat damage if the caster's HP is lower than the opponent's."""
    return ("combat_if_behind", n)


def weapons_bonus(n: int) -> Step:
    """Each weapon played later this turn deals +n."""
    return ("weapons_bonus", n)


def next_weapon_bonus(n: int) -> Step:
    return ("next_weapon_bonus", n)


def next_action_twice() -> Step:
    return ("next_action_twice",)


def discount(n: int) -> Step:
    """Exchange cards cost n gems less this turn (not below 0)."""
    return ("discount", n)


def remove_from_hand(up_to: int, optional: bool = True) -> Step:
    """Choose up to ``up_to`` cards in hand to remove (exactly, as far as possible, if not optional)."""
    return ("remove", up_to, optional)


def gems_if_removed(n: int) -> Step:
    return ("gems_if_removed", n)


def gain_up_to(cost: int, zone: str = "played") -> Step:
    """Gain a card costing up to ``cost`` from the exchange into ``zone`` (spec A17: play area)."""
    return ("gain_up_to", cost, zone)


def gain_up_to_removed_plus(extra: int, zone: str) -> Step:
    """Gain a card costing up to (cost of the card just removed + extra)."""
    return ("gain_plus", extra, zone)


def opp_discard(n: int) -> Step:
    """The opponent discards n cards of their choice."""
    return ("opp_discard", n)


def opp_discard_to(n: int) -> Step:
    return ("opp_discard_to", n)


def opp_gain(card: str, n: int) -> Step:
    """The opponent gains n copies of a neutral card into their discard pile."""
    return ("opp_gain", card, n)


def opp_ap_penalty(n: int) -> Step:
    return ("opp_ap_penalty", n)


def ward() -> Step:
    return ("ward",)


def win_if_owned_at_most(n: int, from_turn: int = 1) -> Step:
    """The caster wins the match if they own n or fewer cards, from their turn ``from_turn`` on."""
    return ("win_if_owned_at_most", n, from_turn)


def star_if_hp_damage(n: int) -> Step:
    """(after the combat damage event) +n stars if that event reduced the opponent's HP."""
    return ("star_if_hp_damage", n)


def star_if_bought_at_most(n: int, most: int) -> Step:
    """(at the end of the turn) +n stars if at most ``most`` cards were bought this turn."""
    return ("star_if_bought_at_most", n, most)


# -- the registry -----------------------------------------------------------------------------
@dataclass(frozen=True)
class CardEffect:
    card: str
    text: str
    main: tuple[Step, ...]
    trigger: tuple[str, tuple[Step, ...]] | None = None
    react: tuple[Step, ...] | None = None


EFFECTS: dict[str, CardEffect] = {}
CHARACTER_EFFECTS: dict[str, CardEffect] = {}
TRIGGER_WHEN = ("after_combat_damage", "end_of_turn")


def register(
    card: str,
    text: str,
    *main: Step,
    trigger: tuple[str, tuple[Step, ...]] | None = None,
    react: tuple[Step, ...] | None = None,
) -> None:
    if card in EFFECTS:
        raise ValueError(f"effect for {card} registered twice")
    if trigger is not None and trigger[0] not in TRIGGER_WHEN:
        raise ValueError(f"{card}: unknown trigger time {trigger[0]!r}")
    EFFECTS[card] = CardEffect(card, text, tuple(main), trigger, react)


def register_character(card: str, text: str, *steps: Step) -> None:
    """An active ability's steps (passive abilities are hooks in the engine, listed in pool/)."""
    if card in CHARACTER_EFFECTS:
        raise ValueError(f"ability for {card} registered twice")
    CHARACTER_EFFECTS[card] = CardEffect(card, text, tuple(steps))
