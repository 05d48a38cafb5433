"""Character abilities. Active abilities are step programs like cards (cast with ``UseAbility``);
passive abilities are hooks the engine consults at fixed moments (``Passive``; mandatory
whenever they apply, spec §8)."""

from ..effects import (
    Ap,
    Damage,
    Defense,
    Draw,
    Gems,
    NextActionTwice,
    OppDiscard,
    Passive,
    RemoveFromHand,
    Stars,
)
from ..effects import character as ability

ability("mv.char.ash_raider", "Active, twice per match: you may deal 4 damage to the opponent.", Damage(4))
ability("mv.char.tide_sage", "Active, 3 times per match: you may draw 2 cards.", Draw(2))
ability("mv.char.prospector", "Active, 3 times per match: you may gain +3 gems.", Gems(3))
ability(
    "mv.char.sky_guardian",
    "Active, twice per match, also on the opponent's turn: you may gain +5 defense.",
    Defense(5),
)
ability(
    "mv.char.prism_adept",
    "Active, 4 times per match: you may gain +1 AP and make the next action card you play this turn resolve twice.",
    Ap(1),
    NextActionTwice(),
)
ability(
    "mv.char.moon_oracle",
    "Active, 3 times per match: you may gain +1 star and draw 1 card.",
    Stars(1),
    Draw(1),
)
ability(
    "mv.char.shade",
    "Active, 3 times per match: you may remove a card from your hand.",
    RemoveFromHand(1, optional=False),
)
ability(
    "mv.char.hexer",
    "Active, 4 times per match: you may make the opponent discard a card of their choice.",
    OppDiscard(1),
)

ability(
    "mv.char.ember_duelist",
    "Passive: if you played 2 or more weapons this turn, your combat damage event deals +1 damage.",
    passive=Passive.COMBAT_BONUS,
)
ability(
    "mv.char.grove_warden",
    "Passive: at the start of your turn, if you own 18 or more cards, +1 defense.",
    passive=Passive.TURN_START_DEFENSE,
)
ability(
    "mv.char.colossus", "Passive: you start the match with +8 HP and +8 max HP.", passive=Passive.BONUS_HP
)
ability(
    "mv.char.quartermaster",
    "Passive: your first purchase each turn of a card costing 5 or more costs 1 gem less.",
    passive=Passive.FIRST_BUY_DISCOUNT,
)
