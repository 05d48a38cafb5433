"""Character abilities. Active abilities are step lists like cards (cast with ``UseAbility``);
passive abilities are hooks the engine consults at fixed moments — listed here with their text."""

from ..effects import (
    ap,
    damage,
    defense,
    draw,
    gems,
    next_action_twice,
    opp_discard,
    register_character,
    remove_from_hand,
    stars,
)

register_character(
    "mv.char.ash_raider", "Active, twice per match: you may deal 4 damage to the opponent.", damage(4)
)
register_character("mv.char.tide_sage", "Active, 3 times per match: you may draw 2 cards.", draw(2))
register_character("mv.char.prospector", "Active, 3 times per match: you may gain +3 gems.", gems(3))
register_character(
    "mv.char.sky_guardian",
    "Active, twice per match, also on the opponent's turn: you may gain +5 defense.",
    defense(5),
)
register_character(
    "mv.char.prism_adept",
    "Active, 4 times per match: you may gain +1 AP and make the next action card you play this turn resolve twice.",
    ap(1),
    next_action_twice(),
)
register_character(
    "mv.char.moon_oracle",
    "Active, 3 times per match: you may gain +1 star and draw 1 card.",
    stars(1),
    draw(1),
)
register_character(
    "mv.char.shade",
    "Active, 3 times per match: you may remove a card from your hand.",
    remove_from_hand(1, optional=False),
)
register_character(
    "mv.char.hexer",
    "Active, 4 times per match: you may make the opponent discard a card of their choice.",
    opp_discard(1),
)

# Passive abilities (engine hooks; mandatory whenever they apply, spec §8):
PASSIVE = {
    # "Passive: if you played 2 or more weapons this turn, your combat damage event deals +1 damage."
    #   -> engine.deal_combat_damage
    "mv.char.ember_duelist": "combat_bonus",
    # "Passive: at the start of your turn, if you own 18 or more cards, +1 defense."  -> engine.start_turn
    "mv.char.grove_warden": "turn_start_defense",
    # "Passive: you start the match with +10 HP and +10 max HP."  -> setup, when characters are revealed
    "mv.char.colossus": "bonus_hp",
    # "Passive: your first purchase each turn of a card costing 5 or more costs 1 gem less."  -> engine.price
    "mv.char.quartermaster": "first_buy_discount",
}
