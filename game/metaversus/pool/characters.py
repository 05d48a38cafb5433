"""Character abilities. Active abilities are step lists like cards (cast with ``UseAbility``);
passive abilities are hooks the engine consults at fixed moments — listed here with their text."""

from ..effects import (
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

register_character("mv.char.ash_raider", "Active, once per match: you may deal 5 damage to the opponent.", damage(5))
register_character("mv.char.tide_sage", "Active, 3 times per match: you may draw 1 card.", draw(1))
register_character("mv.char.prospector", "Active, 3 times per match: you may gain +2 gems.", gems(2))
register_character(
    "mv.char.sky_guardian",
    "Active, once per match, also on the opponent's turn: you may gain +6 defense.",
    defense(6),
)
register_character(
    "mv.char.prism_adept",
    "Active, twice per match: you may make the next action card you play this turn resolve twice.",
    next_action_twice(),
)
register_character("mv.char.moon_oracle", "Active, twice per match: you may gain +1 star.", stars(1))
register_character("mv.char.shade", "Active, twice per match: you may remove a card from your hand.", remove_from_hand(1, optional=False))
register_character(
    "mv.char.hexer",
    "Active, once per match: you may make the opponent discard a card of their choice.",
    opp_discard(1),
)

# Passive abilities (engine hooks; mandatory whenever they apply, spec §8):
PASSIVE = {
    # "Passive: your combat damage event deals +1 damage."  -> engine.deal_combat_damage
    "mv.char.ember_duelist": "combat_bonus",
    # "Passive: at the start of your turn, +1 defense."  -> engine.start_turn
    "mv.char.grove_warden": "turn_start_defense",
    # "Passive: you start the match with +8 HP and +8 max HP."  -> setup, when characters are revealed
    "mv.char.colossus": "bonus_hp",
    # "Passive: your first purchase each turn costs 1 gem less (not below 0)."  -> engine.price
    "mv.char.quartermaster": "first_buy_discount",
}
